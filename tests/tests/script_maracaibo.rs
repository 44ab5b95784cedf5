//! A complete 3-player Maracaibo game played through `galleon script`: private set-up choices, verb commands
//! and `/play`, a restart in the middle, and the final result. The transcript is a seeded random game planned
//! on the engine, so it stays valid whatever the engine's internals.

use std::io::Write;
use std::process::{Command, Output};

use galleon_rules::maracaibo::Options;
use galleon_rules::Game;
use galleon_tests::maracaibo::{move_line, opening_lines, plan_game};
use galleon_tests::{json_messages, NAMES};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

fn run_script(script: &str) -> Output {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(script.as_bytes()).unwrap();
    Command::new(BIN)
        .args(["script", "--json"])
        .arg(file.path())
        .output()
        .unwrap()
}

fn text(message: &Value) -> &str {
    message["text"].as_str().unwrap()
}

#[test]
fn a_complete_three_player_game_through_galleon_script() {
    let (seed, players) = (2026, 3);
    let (moves, game) = plan_game(players, seed, &Options::default());
    let mut lines = opening_lines(players, seed, "easy");
    for (n, planned) in moves.iter().enumerate() {
        if n == moves.len() / 2 {
            lines.push("!restart".to_string());
        }
        lines.push(move_line(n, planned));
    }
    let output = run_script(&(lines.join("\n") + "\n"));
    assert_eq!(
        output.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let messages = json_messages(&String::from_utf8(output.stdout).unwrap());
    let refused: Vec<&Value> = messages.iter().filter(|m| m["to"] == "ephemeral").collect();
    assert!(refused.is_empty(), "every planned move is accepted: {refused:#?}");
    // The deal and the careers reach each seat by DM at the start, never the channel.
    let first_dms: Vec<&Value> = messages.iter().filter(|m| m["to"] == "dm").take(players).collect();
    for dm in &first_dms {
        assert!(text(dm).contains("your 8 cards"), "{}", text(dm));
    }
    let boards = messages
        .iter()
        .filter(|m| m["to"] == "channel" && text(m).contains("· move "))
        .count();
    assert_eq!(boards, 1 + moves.len(), "one board at the start, one per move");
    let result = messages
        .iter()
        .find(|m| text(m).contains("final result"))
        .expect("the final result is posted");
    for standing in &game.outcome().unwrap().standings {
        let line = format!("{}. {}: {} points", standing.rank, NAMES[standing.seat], standing.score);
        assert!(text(result).contains(&line), "{line} missing from:\n{}", text(result));
    }
}
