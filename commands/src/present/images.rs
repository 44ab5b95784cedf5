//! Board pictures: after every board message the host sends, a [`Target::BoardImage`] carrying the board drawn
//! as SVG (by `galleon_images`, from the public view only) for the transport to rasterize and attach.
//!
//! Rulings:
//! - Pictures are off in a host unless its transport asks for them ([`crate::host::Host::with_board_images`]):
//!   the Discord adapter does, `galleon script` does with `--images DIR`; tests and the local mode see the
//!   messages they always saw.
//! - A table turns them off with `/start … images:off` (kept in its record until a `/start … images:on`).
//! - The SVG is built here, with the host's turn held, because it is cheap (about a millisecond); the slow part,
//!   rasterizing, is the transport's, after the move is durable and off the command path.
//! - The picture is drawn in the table's language, with the names as typed (the image escapes them itself; a
//!   name no font on the machine draws is shown as `picture-player`, `Player 3`).
//! - Its words are the host's ([`PictureWords`]): component names by the text board's own keys, the rest from
//!   `picture.ftl`, so the picture and the text board name every thing alike.

use std::cell::RefCell;
use std::collections::HashMap;

use galleon_rules::RuleError;

use crate::base::io::{Locale, Message, OptionShape, Target};
use crate::tables::table::Table;
use crate::words::i18n::{t, ta, Arg};

/// Reads `images:on|off` (`oui`/`non` too).
pub fn parse_switch(value: &str) -> Result<bool, RuleError> {
    match value.trim().to_lowercase().as_str() {
        "on" | "yes" | "oui" => Ok(true),
        "off" | "no" | "non" => Ok(false),
        _ => Err(RuleError::new("err-bad-images").text("value", value)),
    }
}

/// The `/start` option.
pub fn start_option() -> OptionShape {
    OptionShape::text("images", false)
        .choosing(&["on", "off"])
        .read_by(|value, _| parse_switch(value).map(drop))
}

/// The words of one picture in one language, each looked up once (a picture asks for some many times).
pub struct PictureWords {
    locale: Locale,
    seen: RefCell<HashMap<String, String>>,
}

impl PictureWords {
    pub fn new(locale: Locale) -> PictureWords {
        PictureWords {
            locale,
            seen: RefCell::new(HashMap::new()),
        }
    }
}

impl galleon_images::Words for PictureWords {
    fn word(&self, key: &str) -> String {
        if let Some(word) = self.seen.borrow().get(key) {
            return word.clone();
        }
        let word = t(self.locale, key);
        self.seen.borrow_mut().insert(key.to_string(), word.clone());
        word
    }

    fn count(&self, key: &str, count: i64) -> String {
        ta(self.locale, key, &[("count", Arg::Number(count))])
    }

    fn name(&self, name: &str) -> String {
        crate::games::maracaibo::french::name(name, self.locale).into_owned()
    }
}

/// The table's board picture, if it has a game and pictures are on.
pub(crate) fn board_image(table: &Table) -> Option<Message> {
    let image = picture(table)?;
    let to = Target::BoardImage {
        channel: table.record.channel.clone(),
        svg: image.svg,
        width: image.width,
        height: image.height,
    };
    Some(picture_message(to))
}

/// The picture of `table` for a private answer to `user` (a replayed step), if it has a game and pictures are
/// on.
pub(crate) fn answer_image(table: &Table, user: &str) -> Option<Message> {
    let image = picture(table)?;
    let to = Target::AnswerImage {
        user: user.to_string(),
        svg: image.svg,
        width: image.width,
        height: image.height,
    };
    Some(picture_message(to))
}

fn picture(table: &Table) -> Option<galleon_images::Image> {
    if table.record.images_off {
        return None;
    }
    let words = PictureWords::new(table.record.locale);
    table.game.as_deref()?.board_image(&table.record.names(), &words)
}

fn picture_message(to: Target) -> Message {
    Message {
        to,
        body: crate::base::doc::Doc::new(),
        buttons: Vec::new(),
    }
}

/// `messages` with the table's picture right after its board message (once, after the last board).
pub(crate) fn with_board_image(table: &Table, mut messages: Vec<Message>) -> Vec<Message> {
    let channel = &table.record.channel;
    let last_board = messages
        .iter()
        .rposition(|m| matches!(&m.to, Target::Board { channel: c, .. } if c == channel));
    if let (Some(i), Some(image)) = (last_board, last_board.and_then(|_| board_image(table))) {
        messages.insert(i + 1, image);
    }
    messages
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::io::{Locale, Request, User};
    use crate::host::script::{Runner, ScriptOptions};
    use crate::record::TableRecord;
    use crate::tests::support::{only_ephemeral, texts};

    /// A Santiago table of alice, bob and carol (script runner, standard games), board pictures written to
    /// `pictures`.
    fn santiago_table(dir: &std::path::Path, pictures: &std::path::Path, start: &str) -> (Runner, Vec<Message>) {
        let options = ScriptOptions {
            data: Some(dir.to_path_buf()),
            locale: Locale::En,
            json: false,
        };
        let mut r = Runner::new(&options).unwrap();
        r.write_images(pictures.to_path_buf()).unwrap();
        for player in ["alice", "bob", "carol"] {
            r.line(&format!("{player}> /join"));
        }
        let out = r.line(&format!("alice> /start game:santiago seed:1 {start}"));
        (r, out)
    }

    fn picture_after_board(out: &[Message]) -> Option<&Message> {
        let board = out.iter().position(|m| matches!(m.to, Target::Board { .. }))?;
        out.get(board + 1).filter(|m| matches!(m.to, Target::BoardImage { .. }))
    }

    #[test]
    fn the_board_picture_follows_the_board_names_every_player_and_is_written_by_the_script() {
        let (dir, pictures) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (mut r, out) = santiago_table(dir.path(), pictures.path(), "");
        let Some(Message {
            to: Target::BoardImage { svg, width, .. },
            ..
        }) = picture_after_board(&out)
        else {
            panic!("no picture after the board: {}", texts(&out));
        };
        assert!(*width <= galleon_images::MAX_WIDTH);
        for name in ["alice", "bob", "carol"] {
            assert!(svg.contains(name), "{name} missing");
        }
        // The transcript is the same as without pictures.
        assert!(!texts(&out).contains("<svg"));
        let again = r.line("bob> /board");
        assert!(picture_after_board(&again).is_some(), "{}", texts(&again));
        let png = std::fs::read(pictures.path().join("0002-table.png")).unwrap();
        assert_eq!(&png[1..4], b"PNG");
    }

    #[test]
    fn a_bad_images_value_is_refused_in_each_language_and_a_table_started_with_images_off_gets_no_picture() {
        let (dir, pictures) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (mut r, out) = santiago_table(dir.path(), pictures.path(), "images:maybe");
        let refusal = only_ephemeral(&out, "alice");
        assert!(
            refusal.contains("not a choice for images") && refusal.contains("maybe"),
            "{refusal}"
        );
        let before = r.host().raw_record("table").unwrap();
        let alice = User {
            id: "alice".into(),
            name: "alice".into(),
        };
        let options = [("game", "santiago"), ("images", "maybe")];
        let request = Request::command("table", alice, Locale::Fr, "start", &options);
        let refusal = only_ephemeral(&r.host().handle(&request), "alice");
        assert!(refusal.contains("n'est pas un choix pour les images"), "{refusal}");
        assert_eq!(r.host().raw_record("table").unwrap(), before);
        let out = r.line("alice> /start game:santiago seed:1 images:off");
        assert!(
            out.iter().any(|m| matches!(m.to, Target::Board { .. })),
            "{}",
            texts(&out)
        );
        assert!(!out.iter().any(|m| matches!(m.to, Target::BoardImage { .. })));
        assert!(!r
            .line("bob> /board")
            .iter()
            .any(|m| matches!(m.to, Target::BoardImage { .. })));
        assert_eq!(std::fs::read_dir(pictures.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_record_saved_before_pictures_existed_loads_with_pictures_on() {
        let mut json = serde_json::to_value(TableRecord::new("table", Locale::En)).unwrap();
        json.as_object_mut().unwrap().remove("images_off");
        let record: TableRecord = serde_json::from_value(json).unwrap();
        assert!(!record.images_off);
        let off = TableRecord {
            images_off: true,
            ..TableRecord::new("table", Locale::En)
        };
        let back: TableRecord = serde_json::from_slice(&off.to_bytes()).unwrap();
        assert!(back.images_off);
    }
}

#[cfg(test)]
mod words_tests {
    use std::collections::BTreeSet;

    use galleon_images::svg::escape;
    use galleon_images::Words;
    use galleon_rules::maracaibo::Maracaibo;
    use galleon_rules::puerto_rico::PuertoRico;
    use galleon_rules::santiago::Santiago;
    use galleon_rules::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::PictureWords;
    use crate::base::io::{Limits, Locale};
    use crate::games::maracaibo::MaracaiboModule;
    use crate::games::puerto_rico::PuertoRicoModule;
    use crate::games::roles::*;
    use crate::games::santiago::SantiagoModule;
    use crate::games::RenderCx;
    use crate::words::i18n::{i18n, t};

    fn names(players: usize) -> Vec<String> {
        ["Ann", "Bo", "Cy", "Di", "Ed"][..players]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// The text board and the picture of `view` in `locale`.
    fn both<M: GameModule>(
        module: &M,
        view: &<M::G as Game>::PublicView,
        players: usize,
        locale: Locale,
    ) -> (String, String) {
        let names = names(players);
        let cx = RenderCx {
            locale,
            names: &names,
            limits: Limits::CHAT,
        };
        let text = module.board(view, &cx).plain();
        let picture = module
            .board_image(view, None, &names, &PictureWords::new(locale))
            .unwrap()
            .svg;
        (text, picture)
    }

    fn assert_alike(word: &str, text: &str, picture: &str) {
        assert!(text.contains(word), "{word:?} not on the text board:\n{text}");
        assert!(picture.contains(&escape(word)), "{word:?} not on the picture");
    }

    /// A game of `G` for three, played at random until `ready` holds for its public view.
    fn played_until<G: Game>(ready: impl Fn(&G::PublicView) -> bool) -> G::PublicView {
        let mut game = G::new(3, &G::parse_options(&[]).unwrap(), 1).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        while !ready(&game.public_view()) {
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
        game.public_view()
    }

    #[test]
    fn the_picture_and_the_text_board_name_buildings_roles_crops_and_goods_alike_in_french() {
        let fr = Locale::Fr;
        let pr = played_until::<PuertoRico>(|v| v.seats.iter().any(|s| !s.city.is_empty()));
        let (text, picture) = both(&PuertoRicoModule, &pr, 3, fr);
        let building = pr.seats.iter().find_map(|s| s.city.first()).unwrap().building;
        assert_alike(&t(fr, &format!("pr-building-{}", building.id())), &text, &picture);
        assert_alike(&t(fr, "pr-role-settler"), &text, &picture);

        let sa = played_until::<Santiago>(|v| !v.auction.is_empty());
        let (text, picture) = both(&SantiagoModule, &sa, 3, fr);
        assert_alike(&t(fr, &format!("sa-crop-{}", sa.auction[0].crop.id())), &text, &picture);

        let mc = Maracaibo::new(3, &Maracaibo::parse_options(&[]).unwrap(), 1)
            .unwrap()
            .public_view();
        let (text, picture) = both(&MaracaiboModule, &mc, 3, fr);
        // The text board names nations by their codes (FR EN ES), as the picture's cubes do; goods by name.
        assert_eq!(t(fr, "mc-good-corn"), "maïs");
        assert_alike("maïs", &text, &picture);
    }

    #[test]
    fn counted_words_agree_with_their_number_in_each_language() {
        let counts = |locale, key| [0, 1, 2].map(|n| PictureWords::new(locale).count(key, n));
        assert_eq!(
            counts(Locale::En, "picture-doubloons"),
            ["0 doubloons", "1 doubloon", "2 doubloons"]
        );
        assert_eq!(
            counts(Locale::Fr, "picture-doubloons"),
            ["0 doublon", "1 doublon", "2 doublons"]
        );
        assert_eq!(
            counts(Locale::En, "picture-sa-escudos"),
            ["0 escudos", "1 escudo", "2 escudos"]
        );
        assert_eq!(
            counts(Locale::Fr, "picture-sa-escudos"),
            ["0 escudo", "1 escudo", "2 escudos"]
        );
        // On a picture: each of three Puerto Rico players starts with 2 doubloons.
        let pr = PuertoRico::new(3, &PuertoRico::parse_options(&[]).unwrap(), 1)
            .unwrap()
            .public_view();
        let (_, picture) = both(&PuertoRicoModule, &pr, 3, Locale::Fr);
        assert!(picture.contains("2 doublons"));
    }

    /// Records the keys a picture asks for.
    #[derive(Default)]
    struct Recorder(std::cell::RefCell<BTreeSet<String>>);

    impl Words for Recorder {
        fn word(&self, key: &str) -> String {
            self.0.borrow_mut().insert(key.to_string());
            key.to_string()
        }

        fn count(&self, key: &str, count: i64) -> String {
            self.0.borrow_mut().insert(key.to_string());
            count.to_string()
        }
    }

    /// Draws every 7th board of a random game of `M` with `words`.
    fn draw_boards<M: GameModule>(module: &M, players: usize, options: &[(&str, &str)], words: &dyn Words) {
        let options: Vec<(String, String)> = options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        let mut game = M::G::new(players, &M::G::parse_options(&options).unwrap(), 3).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let names = names(players);
        for n in 0.. {
            if n % 7 == 0 || game.to_act().is_empty() {
                module
                    .board_image(&game.public_view(), game.outcome().as_ref(), &names, words)
                    .unwrap();
            }
            let Some(&seat) = game.to_act().first() else { break };
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }

    #[test]
    fn every_word_a_picture_asks_for_is_a_plain_text_in_both_languages() {
        let asked = Recorder::default();
        draw_boards(&PuertoRicoModule, 5, &[("variant", "extension")], &asked);
        draw_boards(&PuertoRicoModule, 3, &[], &asked);
        draw_boards(&SantiagoModule, 4, &[("palms", "on"), ("money", "open")], &asked);
        draw_boards(&MaracaiboModule, 3, &[], &asked);
        let asked = asked.0.into_inner();
        for key in [
            "pr-building-small-market",
            "sa-phase-over",
            "mc-nation-ES",
            "picture-sa-escudos",
        ] {
            assert!(asked.contains(key), "{key} never asked: {asked:?}");
        }
        for key in &asked {
            for locale in [Locale::En, Locale::Fr] {
                assert!(i18n().has(locale, key), "{key} missing in {locale:?}");
                let word = PictureWords::new(locale).count(key, 2);
                assert!(!word.contains('<'), "{key} has markup in {locale:?}: {word}");
            }
        }
    }

    #[test]
    fn hidden_money_and_chip_counts_stay_off_the_picture_in_each_language() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut sa = Santiago::new(3, &Santiago::parse_options(&[]).unwrap(), 5).unwrap();
        let mut pr = PuertoRico::new(3, &PuertoRico::parse_options(&[]).unwrap(), 5).unwrap();
        for n in 0..600 {
            for locale in [Locale::En, Locale::Fr] {
                let words = PictureWords::new(locale);
                if n % 10 == 0 && !sa.to_act().is_empty() {
                    let svg = SantiagoModule
                        .board_image(&sa.public_view(), None, &names(3), &words)
                        .unwrap()
                        .svg;
                    assert!(!svg.contains("escudo"), "hidden money on the picture at move {n}");
                }
                if n % 10 == 0 && !pr.to_act().is_empty() {
                    let svg = PuertoRicoModule
                        .board_image(&pr.public_view(), None, &names(3), &words)
                        .unwrap()
                        .svg;
                    for seat in 0..3 {
                        let chips = pr.private_view(seat).vp_chips;
                        for told in [
                            format!("{chips} VP"),
                            format!("{chips} PV"),
                            format!("PV : {chips}"),
                            format!("VP chips: {chips}"),
                        ] {
                            assert!(
                                chips == 0 || !svg.contains(&told),
                                "chips of seat {seat} shown at move {n}"
                            );
                        }
                    }
                }
            }
            if let Some(&seat) = sa.to_act().first() {
                let action = sa.random_action(seat, &mut rng).unwrap();
                sa.apply(seat, &action).unwrap();
            }
            if let Some(&seat) = pr.to_act().first() {
                let action = pr.random_action(seat, &mut rng).unwrap();
                pr.apply(seat, &action).unwrap();
            }
        }
    }
}
