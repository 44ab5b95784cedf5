//! A complete 3-player Maracaibo game played through `galleon script`: private set-up choices, verb commands
//! and `/play`, a restart in the middle, and the final result. The transcript is a seeded random game planned
//! on the engine, so it stays valid whatever the engine's internals.

use galleon_rules::maracaibo::Options;
use galleon_rules::Game;
use galleon_tests::maracaibo::{plan_game, transcript_lines};
use galleon_tests::{message_text, run_script_json, NAMES};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

#[test]
fn a_complete_three_player_game_through_galleon_script() {
    let (seed, players) = (2026, 3);
    let (moves, game) = plan_game(players, seed, &Options::default());
    let lines = transcript_lines(players, seed, "easy", &moves);
    let messages = run_script_json(BIN, &(lines.join("\n") + "\n"));
    let refused = galleon_tests::refusals(&messages);
    assert!(refused.is_empty(), "every planned move is accepted: {refused:#?}");
    // The deal and the careers reach each seat by DM at the start, never the channel.
    let first_dms: Vec<&Value> = messages.iter().filter(|m| m["to"] == "dm").take(players).collect();
    for dm in &first_dms {
        assert!(message_text(dm).contains("your 8 cards"), "{}", message_text(dm));
    }
    let boards = messages
        .iter()
        .filter(|m| m["to"] == "channel" && message_text(m).contains("· move "))
        .count();
    let sent = galleon_tests::Planned::sent(&moves);
    assert_eq!(boards, 1 + sent, "one board at the start, one per move");
    let result = messages
        .iter()
        .find(|m| message_text(m).contains("final result"))
        .expect("the final result is posted");
    for standing in &game.outcome().unwrap().standings {
        let line = format!("{}. {}: {} points", standing.rank, NAMES[standing.seat], standing.score);
        assert!(
            message_text(result).contains(&line),
            "{line} missing from:\n{}",
            message_text(result)
        );
    }
}
