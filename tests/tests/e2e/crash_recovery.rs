//! kill -9 of `galleon script --data DIR` at random points of long games, then a restart: no acknowledged
//! move is ever lost, and the store never holds a move that was not played.
//!
//! A move is acknowledged when its board message has been printed (the host answers only after the move is
//! durable). After each kill the table is exported with `galleon export`: its log must hold at least every
//! acknowledged move and be a prefix of the planned game. The next run goes on from the stored log.
//!
//! `GALLEON_CRASH_CYCLES` sets the number of kills (default 4, a short run for CI); `GALLEON_CRASH_SEED`
//! varies the kill points.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use galleon_rules::puerto_rico::PuertoRico;
use galleon_tests::{board_move_number, move_line, opening_lines, plan_game, Planned};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

struct Plan {
    channel: String,
    players: usize,
    seed: u64,
    moves: Vec<Planned>,
    end: PuertoRico,
}

impl Plan {
    fn new(index: u64) -> Plan {
        let (players, seed) = (3 + (index as usize % 3), 1000 + index);
        let (moves, end) = plan_game(players, seed);
        Plan {
            channel: format!("t{index}"),
            players,
            seed,
            moves,
            end,
        }
    }
}

fn write_script(lines: &[String]) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all((lines.join("\n") + "\n").as_bytes()).unwrap();
    file
}

fn run_to_end(dir: &std::path::Path, lines: &[String]) {
    let script = write_script(lines);
    let output = Command::new(BIN)
        .args(["script", "--json", "--data"])
        .arg(dir)
        .arg(script.path())
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The stored record of a channel, read with `galleon export`.
fn export(dir: &std::path::Path, channel: &str) -> Value {
    let output = Command::new(BIN)
        .args(["export", channel, "--data"])
        .arg(dir)
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn stored_log(record: &Value) -> Vec<(usize, String)> {
    record["game"]["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["seat"].as_u64().unwrap() as usize,
                m["text"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Runs the rest of the game and kills the process after `boards` acknowledged moves plus a random pause.
/// Returns the highest acknowledged move number.
fn run_and_kill(dir: &std::path::Path, lines: &[String], boards: usize, pause: Duration) -> usize {
    let script = write_script(lines);
    let mut child = Command::new(BIN)
        .args(["script", "--json", "--data"])
        .arg(dir)
        .arg(script.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(n) = serde_json::from_str::<Value>(&line)
                .ok()
                .as_ref()
                .and_then(board_move_number)
            {
                if sender.send(n).is_err() {
                    break;
                }
            }
        }
    });
    let mut acknowledged = 0;
    for _ in 0..boards {
        match receiver.recv() {
            Ok(n) => acknowledged = acknowledged.max(n),
            Err(_) => break,
        }
    }
    std::thread::sleep(pause);
    let _ = child.kill();
    child.wait().unwrap();
    reader.join().unwrap();
    acknowledged.max(receiver.try_iter().max().unwrap_or(0))
}

#[test]
fn kill_nine_loses_no_acknowledged_move() {
    let dir = tempfile::tempdir().unwrap();
    let cycles = env_number("GALLEON_CRASH_CYCLES", 4);
    let mut rng = ChaCha8Rng::seed_from_u64(env_number("GALLEON_CRASH_SEED", 1));
    let mut index = 0;
    let mut plan = Plan::new(index);
    run_to_end(dir.path(), &opening_lines(&plan.channel, plan.players, plan.seed));
    let (mut kills, mut mid_game, mut unacknowledged_but_stored) = (0, 0, 0);
    while kills < cycles {
        let done = stored_log(&export(dir.path(), &plan.channel)).len();
        if done == plan.moves.len() {
            index += 1;
            plan = Plan::new(index);
            run_to_end(dir.path(), &opening_lines(&plan.channel, plan.players, plan.seed));
            continue;
        }
        let lines: Vec<String> = (done..plan.moves.len())
            .map(|n| move_line(&plan.channel, n, &plan.moves[n]))
            .collect();
        let boards = rng.gen_range(0..=lines.len().min(40));
        let pause = Duration::from_micros(rng.gen_range(0..3000));
        let acknowledged = run_and_kill(dir.path(), &lines, boards, pause);
        kills += 1;
        let log = stored_log(&export(dir.path(), &plan.channel));
        assert!(
            log.len() >= acknowledged,
            "acknowledged move {acknowledged} lost: only {} stored",
            log.len()
        );
        assert!(log.len() <= plan.moves.len());
        mid_game += usize::from(log.len() < plan.moves.len());
        unacknowledged_but_stored += usize::from(log.len() > acknowledged);
        for (stored, planned) in log.iter().zip(&plan.moves) {
            assert_eq!(
                stored,
                &(planned.seat, planned.text.clone()),
                "the stored log left the planned game"
            );
        }
    }
    eprintln!(
        "{kills} kills over {} games: {mid_game} in the middle of a game, {unacknowledged_but_stored} with a move \
         stored but not yet acknowledged",
        index + 1
    );
    let done = stored_log(&export(dir.path(), &plan.channel)).len();
    let rest: Vec<String> = (done..plan.moves.len())
        .map(|n| move_line(&plan.channel, n, &plan.moves[n]))
        .collect();
    run_to_end(dir.path(), &rest);
    let record = export(dir.path(), &plan.channel);
    assert_eq!(stored_log(&record).len(), plan.moves.len());
    assert_eq!(record["game"]["state"], serde_json::to_value(&plan.end).unwrap());
}
