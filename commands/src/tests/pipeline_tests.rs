//! The one road of every move: whoever moves (a person, an AI seat), every board edit is followed by its picture,
//! drawn from the position that board shows; DMs go only to the people who did not make the change.

use galleon_ai::Budget;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::base::io::{Locale, Message, Target};
use crate::base::locks::lock;
use crate::games::RenderCx;
use crate::host::Host;
use crate::tables::table::Slot;
use crate::tests::support::{request, texts};

/// The AI's thinking here: little, the test is about what follows its moves.
const THINK: Budget = Budget::Iterations(8);

/// The picture the table shows now, as the host would draw it.
fn current_picture(host: &Host, channel: &str) -> Option<String> {
    let slot = host.slot(channel);
    let slot = lock(&slot);
    let Slot::Table(table) = &*slot else { return None };
    match crate::present::images::board_image(table)?.to {
        Target::BoardImage { svg, .. } => Some(svg),
        _ => None,
    }
}

/// Checks one answer of the host, given right after the change it tells: every board message is followed by a
/// picture, and the last picture is the table's position now. Returns how many pictures it held.
fn check_pictures(host: &Host, channel: &str, out: &[Message]) -> usize {
    for (i, message) in out.iter().enumerate() {
        if matches!(message.to, Target::Board { .. }) {
            let next = out.get(i + 1).map(|m| &m.to);
            assert!(
                matches!(next, Some(Target::BoardImage { .. })),
                "a board without its picture: {}",
                texts(out)
            );
        }
    }
    let pictures: Vec<&String> = out
        .iter()
        .filter_map(|m| match &m.to {
            Target::BoardImage { svg, .. } => Some(svg),
            _ => None,
        })
        .collect();
    if let Some(last) = pictures.last() {
        assert_eq!(Some(*last), current_picture(host, channel).as_ref(), "a stale picture");
    }
    pictures.len()
}

/// DMs go to people only, never to the person whose own move it was.
fn check_dms(out: &[Message], mover: Option<&str>) {
    for message in out {
        if let Target::Dm { user } = &message.to {
            assert!(!crate::base::ids::is_ai(user), "a DM to an AI seat");
            assert_ne!(Some(user.as_str()), mover, "a DM about the player's own move");
        }
    }
}

/// What a whole game told.
#[derive(Default)]
struct Played {
    boards: usize,
    pictures: usize,
    /// DMs per person, by seat order of `PEOPLE`.
    dms: Vec<usize>,
    over: bool,
}

const PEOPLE: [&str; 3] = ["alice", "bob", "carol"];

impl Played {
    fn count(&mut self, host: &Host, channel: &str, out: &[Message]) {
        self.pictures += check_pictures(host, channel, out);
        self.boards += out.iter().filter(|m| matches!(m.to, Target::Board { .. })).count();
        for message in out {
            if let Target::Dm { user } = &message.to {
                self.dms[PEOPLE.iter().position(|p| p == user).unwrap()] += 1;
            }
        }
    }
}

/// `people` of alice, bob and carol with `bots` AI seats play `kind` with random moves (at most 2,000); the AI
/// seats' moves are submitted one by one, as the Discord adapter does.
fn play(kind: &str, people: usize, bots: usize, seed: u64) -> Played {
    let host = Host::temporary(Locale::En).unwrap().with_board_images();
    let channel = format!("pictures-{kind}");
    let names = &PEOPLE[..people];
    for name in names {
        host.handle(&request(&channel, name, Locale::En, "join", &[]));
    }
    for _ in 0..bots {
        host.handle(&request(&channel, "alice", Locale::En, "addbot", &[]));
    }
    let seed_text = seed.to_string();
    let start = [("game", kind), ("seed", seed_text.as_str())];
    let out = host.handle(&request(&channel, "alice", Locale::En, "start", &start));
    let mut played = Played {
        dms: vec![0; people],
        ..Played::default()
    };
    played.count(&host, &channel, &out);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..2000 {
        if let Some(job) = host.ai_job(&channel) {
            let out = host.submit_ai_move(&job, &job.think(THINK));
            check_dms(&out, None);
            played.count(&host, &channel, &out);
            continue;
        }
        let Some((name, text)) = person_move(&host, &channel, names, &mut rng) else {
            played.over = true;
            break;
        };
        let out = host.handle(&request(&channel, name, Locale::En, "play", &[("move", &text)]));
        assert!(!crate::tests::support::refused(&out), "{text}: {}", texts(&out));
        check_dms(&out, Some(name));
        played.count(&host, &channel, &out);
    }
    played
}

/// A random legal move of a person due to act, with their name; None once the game is over.
fn person_move(
    host: &Host,
    channel: &str,
    names: &[&'static str],
    rng: &mut ChaCha8Rng,
) -> Option<(&'static str, String)> {
    let slot = host.slot(channel);
    let slot = lock(&slot);
    let Slot::Table(table) = &*slot else { return None };
    let game = table.active()?;
    let person = |seat: usize| {
        names
            .iter()
            .find(|n| table.record.seat_of(n) == Some(seat))
            .map(|n| (seat, *n))
    };
    let (seat, name) = game.to_act().into_iter().find_map(person)?;
    let cx = RenderCx::chat(Locale::En, &[]);
    let legal = game.legal_starting_with(seat, "", 40, &cx);
    let chosen = legal.get(rng.gen_range(0..legal.len()))?;
    Some((name, chosen.text.clone()))
}

#[test]
fn every_board_edit_has_its_picture_in_puerto_rico_with_bots() {
    let played = play("puerto-rico", 1, 2, 11);
    assert!(played.over && played.boards > 50, "{}", played.boards);
    assert_eq!(played.boards, played.pictures);
}

#[test]
fn every_board_edit_has_its_picture_in_santiago_with_bots() {
    let played = play("santiago", 2, 1, 12);
    assert!(played.over && played.boards > 30, "{}", played.boards);
    assert_eq!(played.boards, played.pictures);
}

#[test]
fn every_board_edit_has_its_picture_in_maracaibo_with_a_bot() {
    let played = play("maracaibo", 1, 1, 13);
    assert!(played.over && played.boards > 30, "{}", played.boards);
    assert_eq!(played.boards, played.pictures);
}

/// Private views without a flood: over whole games of people alone, each person's DMs are only those about what
/// others did (printed: the figures of the closing note).
#[test]
fn direct_messages_per_player_over_whole_games() {
    for (kind, people, seed) in [("maracaibo", 2, 21), ("puerto-rico", 3, 22), ("santiago", 3, 23)] {
        let played = play(kind, people, 0, seed);
        assert!(played.over, "{kind} ended");
        eprintln!("{kind}, {people} people: DMs per player {:?}", played.dms);
        if kind == "maracaibo" {
            assert!(played.dms.iter().all(|&n| n <= 20), "{:?}", played.dms);
        }
    }
}
