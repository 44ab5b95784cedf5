//! A complete 3-player Puerto Rico game played through `galleon script`: verb commands, `/play` and button
//! presses, a few refused inputs on the way, a restart in the middle, and the final result. The transcript is
//! a seeded random game planned on the engine, so it stays valid whatever the engine's internals.

use galleon_rules::Game;
use galleon_tests::{move_line, opening_lines, plan_game, run_script, run_script_json, Planned, NAMES};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

/// The transcript: the planned game with refusals sprinkled in and a restart halfway.
fn transcript(seed: u64) -> (String, usize) {
    let (moves, _) = plan_game(3, seed);
    let mut lines = vec!["# a complete 3-player game".to_string()];
    lines.extend(opening_lines("table", 3, seed));
    let mut refusals = 0;
    for (n, planned) in moves.iter().enumerate() {
        if n % 40 >= 5 && !planned.auto && planned.to_act.len() == 1 && refusals < 3 * (n / 40 + 1) {
            let other = NAMES[(planned.seat + 1) % 3];
            lines.push(format!("{other}> /play move:\"{}\"", planned.text));
            lines.push(format!("zoe> /play move:\"{}\"", planned.text));
            lines.push(format!("{}> /play move:\"fly away\"", NAMES[planned.seat]));
            refusals += 3;
        }
        if n == moves.len() / 2 {
            lines.push("!restart".to_string());
        }
        lines.push(move_line("table", n, planned));
    }
    lines.push("alice> /board".to_string());
    (lines.join("\n") + "\n", refusals)
}

#[test]
fn a_complete_three_player_game() {
    let seed = 42;
    let (script, refusals) = transcript(seed);
    let messages = run_script_json(BIN, &script);
    let ephemeral = galleon_tests::refusals(&messages);
    assert_eq!(
        ephemeral.len(),
        refusals,
        "only the planted refusals are refused: {ephemeral:#?}"
    );
    let (moves, game) = plan_game(3, seed);
    let boards: Vec<&Value> = messages
        .iter()
        .filter(|m| m["to"] == "channel" && m["text"].as_str().unwrap().contains("· move "))
        .collect();
    assert_eq!(
        boards.len(),
        1 + Planned::sent(&moves) + 1,
        "one board at the start, one per move, one for /board"
    );
    let result = messages
        .iter()
        .find(|m| m["text"].as_str().unwrap().contains("final result"))
        .expect("the final result is posted");
    let text = result["text"].as_str().unwrap();
    let outcome = game.outcome().unwrap();
    for standing in &outcome.standings {
        let line = format!("{}. {}: {} points", standing.rank, NAMES[standing.seat], standing.score);
        assert!(text.contains(&line), "{line} missing from:\n{text}");
    }
    assert!(text.contains("Winner") || text.contains("Shared victory"), "{text}");
    for message in messages.iter().filter(|m| m["to"] == "dm") {
        assert!(message["text"].as_str().unwrap().contains("Your VP chips"));
    }
}

#[test]
fn script_runs_are_deterministic_in_text_and_french() {
    let (script, _) = transcript(7);
    let first = run_script(BIN, &script, &["--locale", "fr"]);
    let second = run_script(BIN, &script, &["--locale", "fr"]);
    assert_eq!(first.status.code(), Some(0));
    assert_eq!(first.stdout, second.stdout, "same script, same output byte for byte");
    let text = String::from_utf8(first.stdout).unwrap();
    assert!(text.contains("[#table] alice s'assoit à la table."), "{}", &text[..300]);
    assert!(text.contains("[dm bob] Vos jetons de points de victoire"));
    assert!(text.contains("résultat final"));
    assert!(text
        .lines()
        .all(|l| l.starts_with("[#table]") || l.starts_with("[dm ") || l.starts_with("[eph ")));
}

#[test]
fn malformed_lines_are_reported_and_the_run_goes_on() {
    let script = "alice> /join\nthis is not a line\nbob> /join\n[broken alice> /join\ncarol> /join\n";
    let output = run_script(BIN, script, &[]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("line 2:") && stderr.contains("line 4:"), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("Seated (3): alice, bob, carol."), "{stdout}");
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_the_run_goes_on() {
    use std::io::Write;
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(b"alice> /join\nbob> /join caf\xe9\ncarol> /join\r\ndave> /join\n")
        .unwrap();
    let output = std::process::Command::new(BIN)
        .arg("script")
        .arg(file.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.starts_with("line 2: not UTF-8 text"), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("Seated (3): alice, carol, dave."), "{stdout}");
}
