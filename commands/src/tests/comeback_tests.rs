//! Seats that come back and a record that names who played (issue 36, items 2 and 5), on the toy game: a person
//! whose seat an AI took asks for it back with `/replace player:` naming them or with `/join`; `/log`, `/replay`
//! and `galleon replay` name the person for the moves before the takeover and the AI for those after.

use crate::base::io::{Input, Locale, Message, Request, Target};
use crate::games::Registry;
use crate::host::script::Runner;
use crate::record::{FinishedGame, TableRecord};
use crate::tests::support::{only_ephemeral, request, texts, toy_runner};

fn record(r: &Runner) -> TableRecord {
    serde_json::from_slice(&r.host().raw_record("table").unwrap().unwrap()).unwrap()
}

fn seat_ids(r: &Runner) -> Vec<String> {
    record(r).seats.iter().map(|s| s.user.id.clone()).collect()
}

fn act(r: &Runner, user: &str, name: &str, options: &[(&str, &str)]) -> Vec<Message> {
    r.host().handle(&request("table", user, Locale::En, name, options))
}

/// The first line of `text` holding `start`.
fn line(text: &str, start: &str) -> String {
    text.lines().find(|l| l.contains(start)).unwrap_or_default().to_string()
}

/// `user` pressing the button of `out` labelled `label`.
fn press(r: &Runner, user: &str, out: &[Message], label: &str) -> Vec<Message> {
    let button = out.iter().flat_map(|m| &m.buttons).find(|b| b.label == label);
    let id = button
        .unwrap_or_else(|| panic!("no {label} in {}", texts(out)))
        .id
        .clone();
    r.host().handle(&Request {
        input: Input::Button { id },
        ..request("table", user, Locale::En, "unused", &[])
    })
}

/// alice, bob and carol at the toy game: after a move each, bob resigned, then alice played and the AI
/// answered at once for bob's seat (5 moves).
fn bob_resigned(dir: &std::path::Path, target: u32) -> Runner {
    let mut r = toy_runner(dir);
    for line in ["alice> /join", "bob> /join", "carol> /join"] {
        r.line(line);
    }
    r.line(&format!("alice> /start game:toy seed:3 target:{target}"));
    r.line("alice> /play move:\"add 1\"");
    r.line("bob> /play move:\"add 1\"");
    r.line("carol> /play move:\"add 1\"");
    let asked = act(&r, "bob", "resign", &[]);
    let out = press(&r, "bob", &asked, "Hand my seat to the AI");
    assert!(texts(&out).contains("bob can come back with /join."), "{}", texts(&out));
    assert_eq!(seat_ids(&r), ["alice", "ai:normal:1", "carol"]);
    r.line("alice> /play move:\"add 1\"");
    assert_eq!(record(&r).game.unwrap().log.len(), 5);
    r
}

#[test]
fn replace_naming_the_player_who_left_asks_for_the_seat_they_left() {
    let dir = tempfile::tempdir().unwrap();
    let r = bob_resigned(dir.path(), 40);
    // The board's legend numbers the AI's seat as /replace seat: reads it.
    let board = act(&r, "alice", "board", &[]);
    assert!(
        texts(&board).contains("🤖1 = 🤖 Bot 1 (normal), seat 2"),
        "{}",
        texts(&board)
    );
    let out = act(&r, "bob", "replace", &[("player", "bob"), ("with", "bob")]);
    let text = texts(&out);
    assert!(
        text.contains("bob asks for their seat back (🤖 Bot 1 (normal) plays it now)"),
        "{text}"
    );
    assert!(text.contains("2 of 2 must agree (0 so far)"), "{text}");
    // bob is not seated: he does not vote on his own return.
    let own = press(&r, "bob", &out, "Agree");
    only_ephemeral(&own, "bob");
    press(&r, "alice", &out, "Agree");
    let done = texts(&press(&r, "carol", &out, "Agree"));
    assert!(done.contains("bob takes 🤖 Bot 1 (normal)'s seat (seat 2)"), "{done}");
    assert_eq!(seat_ids(&r), ["alice", "bob", "carol"]);
    let replaced = &record(&r).replacements;
    assert_eq!(
        (replaced.len(), replaced[0].at, replaced[0].to.id.as_str()),
        (1, 5, "bob")
    );
    // The record with its replacement exports and imports back as it was.
    let exported = r.host().export("table").unwrap().json;
    r.host().import(&exported).unwrap();
    assert_eq!(r.host().export("table").unwrap().json, exported);
    // Someone who never sat is still not seated.
    let out = act(&r, "alice", "replace", &[("player", "dave"), ("with", "erin")]);
    assert!(only_ephemeral(&out, "alice").contains("dave is not seated in this game"));
}

#[test]
fn join_during_a_game_asks_for_the_seat_an_ai_took_and_no_other() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = bob_resigned(dir.path(), 40);
    let before = r.host().raw_record("table").unwrap();
    let out = act(&r, "dave", "join", &[]);
    assert!(only_ephemeral(&out, "dave").contains("A game is in progress"));
    assert_eq!(
        r.host().raw_record("table").unwrap(),
        before,
        "the refusal changes nothing"
    );
    let out = r.line("bob> /join");
    assert!(texts(&out).contains("bob asks for their seat back"), "{}", texts(&out));
    press(&r, "alice", &out, "Agree");
    press(&r, "carol", &out, "Agree");
    assert_eq!(seat_ids(&r), ["alice", "bob", "carol"]);
    // Back in his seat, bob plays on; the moves of his seat are his, the AI's, then his again.
    let due = record(&r).game.unwrap().log.len() % 3;
    let names = ["alice", "bob", "carol"];
    r.line(&format!("{}> /play move:\"add 1\"", names[due]));
    let log = only_ephemeral(&act(&r, "alice", "log", &[]), "alice");
    assert!(log.contains("2. bob: "), "{log}");
    assert!(log.contains("5. 🤖 Bot 1 (normal): "), "{log}");
    // bob finishes his seat himself: the result names no seat finished by the AI.
    for _ in 0..60 {
        let game = record(&r).game.unwrap();
        let out = r.line(&format!("{}> /play move:\"add 1\"", names[game.log.len() % 3]));
        if out.iter().any(|m| matches!(m.to, Target::File { .. })) {
            assert!(!texts(&out).contains("Finished by the AI"), "{}", texts(&out));
            return;
        }
    }
    panic!("the game did not end");
}

#[test]
fn log_replay_and_the_record_name_the_person_before_the_takeover_and_the_ai_after() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = bob_resigned(dir.path(), 12);
    let takeover = record(&r).takeovers[0].clone();
    assert_eq!(takeover.at, Some(3), "bob left after 3 moves");
    let log = only_ephemeral(&act(&r, "alice", "log", &[]), "alice");
    assert!(log.contains("2. bob: "), "{log}");
    assert!(log.contains("5. 🤖 Bot 1 (normal): "), "{log}");
    // Play to the end: alice and carol answer; the AI answers for seat 2.
    let names = ["alice", "bob", "carol"];
    for _ in 0..40 {
        let game = record(&r).game.unwrap();
        let out = r.line(&format!("{}> /play move:\"add 1\"", names[game.log.len() % 3]));
        if out.iter().any(|m| matches!(m.to, Target::File { .. })) {
            let out = texts(&out);
            assert!(
                out.contains("🤖 Finished by the AI: seat 2 (bob resigned after move 3)."),
                "{out}"
            );
            break;
        }
    }
    let archived = r.host().store.finished("local").unwrap();
    let finished: FinishedGame = serde_json::from_slice(archived.last().unwrap()).unwrap();
    assert_eq!(finished.takeovers[0].at, Some(3));
    assert_eq!(finished.player_of_move(1, 1).unwrap().id, "bob");
    assert_eq!(finished.player_of_move(1, 4).unwrap().id, "ai:normal:1");
    // /replay: move 2 is bob's, move 5 the AI's.
    let mut shown = act(&r, "alice", "replay", &[]);
    shown = press(&r, "alice", &shown, "▶");
    shown = press(&r, "alice", &shown, "▶");
    assert!(line(&texts(&shown), "Move 2/").contains(": bob: "), "{}", texts(&shown));
    for _ in 0..3 {
        shown = press(&r, "alice", &shown, "▶");
    }
    let shown = texts(&shown);
    assert!(line(&shown, "Move 5/").contains(": 🤖 Bot 1 (normal): "), "{shown}");
    // /log of the archived game (the table moved on) and `galleon replay` of the record file say the same.
    r.line("dave> /join");
    let log = only_ephemeral(&act(&r, "alice", "log", &[]), "alice");
    assert!(
        log.contains("2. bob: ") && log.contains("5. 🤖 Bot 1 (normal): "),
        "{log}"
    );
    let json = serde_json::to_string(&finished).unwrap();
    let registry = Registry::empty().with(crate::tests::toy::ToyModule);
    let mut frames = Vec::new();
    crate::handlers::history::replay_frames(&registry, &json, Locale::En, &mut |f| frames.push(f)).unwrap();
    let all = frames.join("\n");
    assert!(line(&all, "Move 2/").contains(": bob: "), "{all}");
    assert!(line(&all, "Move 5/").contains(": 🤖 Bot 1 (normal): "), "{all}");
}
