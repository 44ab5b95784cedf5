//! Player names in any script, on real boards of each game, with the machine's fonts: a CJK name and an
//! Arabic name are drawn whole (their own letters in the player's mark), a 40-letter name without a space is
//! drawn whole where its line has room and cut inside with `…` only where it has not. The tests needing a
//! font the machine may lack (CJK: Debian's `fonts-noto-cjk`) say so and skip that part.

use galleon_images::{png, Image, Words};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;

mod common;
use common::played;

const CJK: &str = "李小龍";
const ARABIC: &str = "مريم";
const LONG: &str = "Anticonstitutionnellementextraordinaires";

fn names() -> Vec<String> {
    [CJK, ARABIC, LONG].iter().map(|s| s.to_string()).collect()
}

/// Whether a font on this machine draws the CJK name; says so when none does.
fn cjk_font() -> bool {
    let mut fonts = resvg::usvg::fontdb::Database::new();
    fonts.load_system_fonts();
    let has = |id| {
        fonts
            .with_face_data(id, |data, index| {
                ttf_parser::Face::parse(data, index)
                    .ok()
                    .map(|f| CJK.chars().all(|c| f.glyph_index(c).is_some()))
            })
            .flatten()
            .unwrap_or(false)
    };
    let found = fonts.faces().any(|f| has(f.id));
    if !found {
        eprintln!("skipped the CJK name: no font on this machine draws {CJK} (Debian: fonts-noto-cjk)");
    }
    found
}

/// The texts of the SVG, unescaped.
fn texts(svg: &str) -> Vec<String> {
    let pieces = svg
        .split("</text>")
        .filter_map(|t| t.rsplit_once('>').map(|(_, text)| text));
    pieces.map(|t| t.replace("&amp;", "&")).collect()
}

/// The letter in each seat's mark (class `seat`), in seat order.
fn marks(svg: &str) -> Vec<String> {
    let groups = svg.split(r#"<g class="seat">"#).skip(1);
    groups.map(|g| texts(g)[0].clone()).collect()
}

/// `long_whole`: whether the long name's line has room for it whole (else it is cut inside, filling its room).
fn check(image: &Image, cjk: bool, long_whole: bool) {
    let texts = texts(&image.svg);
    let marks = marks(&image.svg);
    if cjk {
        assert!(texts.iter().any(|t| t == CJK), "{CJK} not whole: {texts:?}");
        assert_eq!(marks[0], "李");
    }
    // With a left-to-right mark after it, so that what follows it in a line stays after it.
    assert!(
        texts.iter().any(|t| *t == format!("{ARABIC}\u{200E}")),
        "{ARABIC} not whole: {texts:?}"
    );
    assert_eq!(marks[1], "م\u{200E}");
    // Whole where its line has room, never cut although room is left; cut inside only where it has not.
    assert_eq!(texts.iter().any(|t| t == LONG), long_whole, "{texts:?}");
    for text in texts.iter().filter(|t| t.starts_with("Anticon")) {
        let kept = text.strip_suffix('…').unwrap_or(text);
        assert!(LONG.starts_with(kept) && kept.len() >= 30, "{text} cut short");
    }
    let bytes = png(image).expect("rasterizes");
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&bytes).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (image.width, image.height));
}

/// Words as short as real ones: each key's last part (`picture-pr-chips-none` → `none`).
struct Short;

impl Words for Short {
    fn word(&self, key: &str) -> String {
        key.rsplit('-').next().unwrap_or(key).to_string()
    }

    fn count(&self, key: &str, count: i64) -> String {
        format!("{count} {}", self.word(key))
    }
}

#[test]
fn each_game_draws_cjk_arabic_and_long_names_whole() {
    let cjk = cjk_font();
    let names = names();
    let pr = PuertoRico::parse_options(&[]).unwrap();
    let sa = Santiago::parse_options(&[]).unwrap();
    let ma = Maracaibo::parse_options(&[]).unwrap();
    let game = played::<PuertoRico>(3, &pr, 30);
    check(
        &galleon_images::puerto_rico(&game.public_view(), None, &names, &Short),
        cjk,
        true,
    );
    let game = played::<Santiago>(3, &sa, 20);
    check(
        &galleon_images::santiago(&game.public_view(), None, &names, &Short),
        cjk,
        true,
    );
    let game = played::<Maracaibo>(3, &ma, 20);
    // Maracaibo's first line of facts is long: the name takes the rest of the line.
    check(
        &galleon_images::maracaibo(&game.public_view(), None, &names, &Short),
        cjk,
        false,
    );
    let game = played::<PuertoRico>(3, &pr, usize::MAX);
    let outcome = game.outcome().expect("the game ended");
    check(
        &galleon_images::puerto_rico(&game.public_view(), Some(&outcome), &names, &Short),
        cjk,
        true,
    );
}

/// Santiago's header words as a French table has them.
struct French;

impl Words for French {
    fn word(&self, key: &str) -> String {
        match key {
            "picture-sa-overseer" => "Constructeur :".to_string(),
            "picture-to-play" => "À jouer :".to_string(),
            _ => key.to_string(),
        }
    }

    fn count(&self, key: &str, count: i64) -> String {
        format!("{count} {key}")
    }
}

#[test]
fn a_long_name_without_spaces_is_cut_inside_only_where_it_does_not_fit() {
    let options = Santiago::parse_options(&[]).unwrap();
    let mut view = Santiago::new(3, &options, 1).unwrap().public_view();
    let mut names = names();
    names[0] = "Bo".to_string();
    view.overseer = 2;
    // Beside a short name to play, the overseer's text takes the room it needs.
    view.to_act = Some(0);
    let svg = galleon_images::santiago(&view, None, &names, &French).svg;
    assert!(svg.contains(&format!(">Constructeur : {LONG}</text>")), "cut");
    assert!(svg.contains(">À jouer : Bo</text>"));
    // Beside another long name both are cut inside the name, the label kept, the room filled.
    names[0] = format!("{LONG}{LONG}");
    let svg = galleon_images::santiago(&view, None, &names, &French).svg;
    let header = texts(&svg);
    for label in ["Constructeur : ", "À jouer : "] {
        let text = header.iter().find(|t| t.starts_with(label)).expect(label);
        let kept = text[label.len()..].strip_suffix('…').expect("cut with an ellipsis");
        assert!(LONG.starts_with(kept) && kept.len() > 20, "{text}");
    }
    assert!(!svg.contains("Constructeur :…"));
}
