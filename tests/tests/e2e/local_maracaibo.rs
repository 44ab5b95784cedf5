//! Complete Maracaibo games typed into `galleon local` (the terminal mode a player uses): a 3-player classic
//! game and a solo game at every level against Jeanne, with a restart in the middle. Every line is a move
//! planned on the engine, so the terminal must accept each one (no private refusal) and end with the result.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use galleon_rules::maracaibo::Options;
use galleon_rules::Game;
use galleon_tests::maracaibo::{plan_game, transcript_lines};

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

fn run_local(lines: &[String]) -> Output {
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(BIN)
        .arg("local")
        .arg("--data")
        .arg(data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = lines.join("\n");
    input.push_str("\n!quit\n");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn play_through_local(players: usize, seed: u64, level: &str, options: &Options) {
    let (moves, game) = plan_game(players, seed, options);
    assert!(game.is_over(), "the planned game is complete");
    let lines = transcript_lines(players, seed, level, &moves);
    let output = run_local(&lines);
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let refusals = galleon_tests::refusal_lines(&stdout);
    assert!(refusals.is_empty(), "every typed move is accepted: {refusals:#?}");
    assert!(!stdout.contains("Not understood"), "every line is read");
    assert!(
        stdout.contains("Maracaibo: final result"),
        "the game ends in the terminal"
    );
}

#[test]
fn a_complete_three_player_game_through_galleon_local() {
    play_through_local(3, 31, "easy", &Options::default());
}

#[test]
fn a_complete_solo_game_at_every_level_through_galleon_local() {
    for level in 1..=5u8 {
        let options = Options {
            solo: Some(level),
            ..Options::default()
        };
        play_through_local(1, 900 + level as u64, &level.to_string(), &options);
    }
}
