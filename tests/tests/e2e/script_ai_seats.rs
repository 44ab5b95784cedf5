//! Complete games with two people and AI seats, one per game, played through the script runner (the engine of
//! `galleon script`): the people play random legal moves, the AIs answer by themselves, and halfway a person's
//! move is saved with no AI turn played after it before a `!restart`, as if the bot had stopped mid-AI-turn: the
//! AI resumes after it. The transcript then runs through `galleon script` and ends on the same result, since AI
//! moves in script mode depend only on the game.

use crate::scripted::{exported, host_alone, state};
use galleon_commands::io::Locale;
use galleon_commands::script::{format_messages, Runner, ScriptOptions};
use galleon_commands::Host;
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use galleon_tests::{json_messages, message_text, run_script};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");
/// Most moves the people make in one game (a guard: every game ends long before).
const MOST_MOVES: usize = 5000;

/// `user`'s move through the host alone: saved, no AI turn played after it.
fn move_without_ai(runner: &Runner, user: &str, text: &str) {
    host_alone(runner, user, &format!("/play move:\"{text}\""));
}

/// Plays a whole game opened by `opening`: returns the transcript, the printed output and the game's log.
fn play<G: Game>(opening: &[&str], seed: u64) -> (Vec<String>, String, Value) {
    let options = ScriptOptions {
        data: None,
        locale: Locale::En,
        json: false,
    };
    let mut runner = Runner::new(&options).unwrap();
    let mut lines: Vec<String> = opening.iter().map(|l| l.to_string()).collect();
    let mut out = String::new();
    for line in &lines {
        out.push_str(&format_messages("table", &runner.line(line), false));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut restarted = false;
    for n in 0..MOST_MOVES {
        let (game, seats) = state::<G>(&runner);
        if game.is_over() {
            break;
        }
        let person = game.to_act().into_iter().find(|&s| !seats[s].starts_with("ai:"));
        let seat = person.unwrap_or_else(|| panic!("an AI turn was left pending after move {n}:\n{out}"));
        let text = game.random_action(seat, &mut rng).unwrap().to_string();
        let user = &seats[seat];
        let ai_next = |after: &G| after.to_act().iter().any(|&s| seats[s].starts_with("ai:"));
        let mut after = game.clone();
        after.apply(seat, &text.parse().unwrap()).unwrap();
        let line = format!("{user}> /play move:\"{text}\"");
        if !restarted && n >= 20 && ai_next(&after) && !after.is_over() {
            move_without_ai(&runner, user, &text);
            let before = exported(&runner)["game"]["log"].as_array().unwrap().len();
            out.push_str(&format_messages("table", &runner.line("!restart"), false));
            let resumed = exported(&runner)["game"]["log"].as_array().unwrap().len();
            assert!(resumed > before, "the AI resumed after the restart");
            lines.extend([line, "!restart".to_string()]);
            restarted = true;
            continue;
        }
        out.push_str(&format_messages("table", &runner.line(&line), false));
        lines.push(line);
    }
    assert!(restarted, "the game had a restart mid-AI-turn");
    let log = exported(&runner)["game"]["log"].clone();
    (lines, out, log)
}

/// Checks a finished game: the AI seats played under their names, were never called nor sent a DM, and the
/// transcript plays the same game through `galleon script`.
fn check((lines, out, log): (Vec<String>, String, Value), bot: &str) {
    assert!(out.contains(bot), "the AI's name shows:\n{out}");
    assert!(out.contains("final result"), "the game ended:\n{out}");
    assert!(!out.contains("[dm ai:"), "no DM to an AI");
    assert!(!out.contains("@ai:"), "no AI is called");
    let data = tempfile::tempdir().unwrap();
    let args = ["--json", "--data", data.path().to_str().unwrap()];
    let replay = run_script(BIN, &(lines.join("\n") + "\n"), &args);
    assert_eq!(
        replay.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
    let messages = json_messages(&String::from_utf8(replay.stdout).unwrap());
    assert!(messages.iter().map(message_text).any(|m| m.contains("final result")));
    let host = Host::open(data.path(), Locale::En).unwrap();
    let replayed: Value = serde_json::from_str(&host.export("table").unwrap().json).unwrap();
    assert_eq!(replayed["game"]["log"], log, "galleon script plays the same game");
}

#[test]
fn puerto_rico_with_two_people_and_two_ais() {
    let opening = [
        "alice> /join",
        "alice> /addbot level:random",
        "bob> /join",
        "bob> /addbot level:random",
        "alice> /start game:puerto-rico seed:11",
    ];
    check(play::<PuertoRico>(&opening, 1), "🤖 Bot 2 (random)");
}

#[test]
fn santiago_with_two_people_and_an_ai() {
    let opening = [
        "alice> /join",
        "bob> /join",
        "alice> /addbot level:random",
        "alice> /start game:santiago seed:12",
    ];
    check(play::<Santiago>(&opening, 2), "🤖 Bot 1 (random)");
}

#[test]
fn maracaibo_with_two_people_and_an_ai() {
    let opening = [
        "alice> /join",
        "alice> /addbot level:random",
        "bob> /join",
        "alice> /start game:maracaibo seed:13",
    ];
    check(play::<Maracaibo>(&opening, 3), "🤖 Bot 1 (random)");
}
