//! A complete 4-player Puerto Rico game with `variant:extension` played through `galleon script`: the draft of
//! the buildings with `/pick`, a restart in the middle of the draft, the expansion's moves through their verbs,
//! `/play` and buttons, and the final result. The transcript is a seeded random game planned on the engine.

use galleon_rules::puerto_rico::{BuildingId, Step, Variant};
use galleon_rules::Game;
use galleon_tests::{any_verb_command, message_text, move_line_with, plan_game_of, run_script_json, Planned, NAMES};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

/// Picks made before the restart.
const PICKS_BEFORE_RESTART: usize = 8;

/// The transcript, with `/board` just before and just after a restart in the middle of the draft.
fn transcript(seed: u64) -> String {
    let (moves, _) = plan_game_of(4, seed, "extension");
    let mut lines = vec!["# a complete 4-player extension game".to_string()];
    lines.extend(NAMES[..4].iter().map(|n| format!("{n}> /join")));
    lines.push(format!("alice> /start game:puerto-rico seed:{seed} variant:extension"));
    for (n, planned) in moves.iter().enumerate() {
        if n == PICKS_BEFORE_RESTART {
            lines.extend(["bob> /board", "!restart", "bob> /board"].map(String::from));
        }
        lines.push(move_line_with("table", n, planned, any_verb_command));
    }
    lines.join("\n") + "\n"
}

fn boards(messages: &[Value]) -> Vec<&str> {
    messages
        .iter()
        .filter(|m| m["to"] == "channel" && message_text(m).contains("· move "))
        .map(message_text)
        .collect()
}

#[test]
fn a_complete_four_player_extension_game_with_a_restart_in_the_draft() {
    let seed = 2026;
    let (moves, game) = plan_game_of(4, seed, "extension");
    let picks: Vec<&Planned> = moves.iter().filter(|m| m.text.starts_with("pick ")).collect();
    assert_eq!(picks.len(), 17, "the draft fills the 17 spaces");
    assert!(moves[..17].iter().all(|m| m.text.starts_with("pick ")));
    let messages = run_script_json(BIN, &transcript(seed));
    let refused = galleon_tests::refusals(&messages);
    assert!(refused.is_empty(), "no move is refused: {refused:#?}");
    let boards = boards(&messages);
    assert_eq!(
        boards.len(),
        1 + Planned::sent(&moves) + 2,
        "one board per move and two /board"
    );
    // The draft survives the restart: the board after it is the board before it, picks and all.
    let (before, after) = (boards[1 + PICKS_BEFORE_RESTART], boards[2 + PICKS_BEFORE_RESTART]);
    assert_eq!(before, after);
    assert_eq!(before.matches(" picks the ").count(), PICKS_BEFORE_RESTART, "{before}");
    assert!(
        before.contains("Building draft: ") && before.contains(" picks a building (/pick)."),
        "{before}"
    );
    // Every drafted building is in play in the final game, and was announced by name.
    let drafted: Vec<BuildingId> = picks.iter().map(|m| BuildingId::parse(&m.text[5..]).unwrap()).collect();
    for building in &drafted {
        assert!(game.buildings_in_play().contains(*building));
        let name = building.info().english;
        assert!(
            boards.iter().any(|b| b.contains(&format!(" picks the {name}."))),
            "{name} never announced"
        );
    }
    assert!(drafted.iter().any(|b| b.is_expansion()), "{drafted:?}");
    let round_one = boards[1 + 17 + 2];
    assert!(
        round_one.contains("Round 1") && !round_one.contains("Building draft: "),
        "{round_one}"
    );
    let result = messages
        .iter()
        .find(|m| message_text(m).contains("final result"))
        .expect("the final result is posted");
    let text = message_text(result);
    let outcome = game.outcome().unwrap();
    for standing in &outcome.standings {
        let line = format!("{}. {}: {} points", standing.rank, NAMES[standing.seat], standing.score);
        assert!(text.contains(&line), "{line} missing from:\n{text}");
    }
    assert_eq!(game.step(), Step::Over);
    assert_eq!(game.variant(), Variant::Extension);
}
