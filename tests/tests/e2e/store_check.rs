//! `galleon check`: damage planted in the store's entries through sled (a flipped byte in a move, a snapshot
//! removed, a move removed) is reported for exactly the damaged channels, and a sound store checks clean.
//!
//! The entries are found by the store's layout (version 2, see `galleon_commands::store`): in the tree
//! `tables-v2`, a channel's keys start with the channel and a zero byte, then `m` for a move or `s` for a
//! snapshot, the game's number and the move's number (both 8 bytes, big-endian).

use galleon_tests::{move_line, opening_lines, plan_game, run_script};

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");
const CHANNELS: [&str; 5] = ["sound", "flipped", "no-snapshot", "no-move", "also-sound"];

fn check(dir: &std::path::Path) -> (Option<i32>, String) {
    let out = std::process::Command::new(BIN)
        .args(["check", "--data"])
        .arg(dir)
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The key of `channel`'s entry of `kind` at move `seq` of its first game.
fn key(channel: &str, kind: u8, seq: u64) -> Vec<u8> {
    let mut key = channel.as_bytes().to_vec();
    key.extend_from_slice(&[0, kind]);
    key.extend_from_slice(&1u64.to_be_bytes());
    key.extend_from_slice(&seq.to_be_bytes());
    key
}

/// A data directory where the same 3-player game (seed 41) was played in each of `channels`, `moves` moves (all:
/// to its end), through a script run; `galleon check` finds it sound.
fn played(channels: &[&str], moves: Option<usize>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let (planned, _) = plan_game(3, 41);
    let mut lines = Vec::new();
    for channel in channels {
        lines.extend(opening_lines(channel, 3, 41));
        let count = moves.unwrap_or(planned.len());
        lines.extend((0..count).map(|n| move_line(channel, n, &planned[n])));
    }
    let out = run_script(
        BIN,
        &(lines.join("\n") + "\n"),
        &["--data", dir.path().to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let (code, report) = check(dir.path());
    assert_eq!(code, Some(0), "{report}");
    let clean = format!("{} table(s) checked, 0 with a problem.", channels.len());
    assert!(report.contains(&clean), "{report}");
    dir
}

#[test]
fn check_names_exactly_the_damaged_channels() {
    let dir = played(&CHANNELS, Some(60));
    {
        let db = sled::open(dir.path()).unwrap();
        let tables = db.open_tree("tables-v2").unwrap();
        let flipped = key("flipped", b'm', 4);
        let mut value = tables.get(&flipped).unwrap().expect("move 5 is stored").to_vec();
        *value.last_mut().unwrap() ^= 0x20;
        tables.insert(flipped, value).unwrap();
        // Every snapshot but the game's first (forced moves ride along, so they need not fall on a multiple of 32).
        let snapshots: Vec<_> = tables.scan_prefix(b"no-snapshot\0s").keys().skip(1).collect();
        assert!(!snapshots.is_empty());
        for snapshot in snapshots {
            tables.remove(snapshot.unwrap()).unwrap();
        }
        assert!(tables.remove(key("no-move", b'm', 10)).unwrap().is_some());
        db.flush().unwrap();
    }
    let (code, report) = check(dir.path());
    assert_eq!(code, Some(1), "{report}");
    for channel in CHANNELS {
        let line = report
            .lines()
            .find(|l| l.starts_with(&format!("{channel:?}:")))
            .unwrap_or_else(|| panic!("{channel} in {report}"));
        assert_eq!(line.ends_with(": ok"), channel.contains("sound"), "{line}");
    }
    assert!(report.contains("Stored move 5 is damaged"), "{report}");
    assert!(report.contains("is missing (an earlier one was used)"), "{report}");
    assert!(report.contains("Stored move 11 is damaged or missing"), "{report}");
    assert!(report.contains("5 table(s) checked, 3 with a problem."), "{report}");
    let (again, _) = check(dir.path());
    assert_eq!(again, Some(1), "checking changed nothing");
}

/// A finished game lives in the archive of finished games (its head in the tables points at its record): a
/// sound one checks clean, and a byte flipped in its archived record is reported for its channel only.
#[test]
fn check_verifies_finished_games_in_the_archive() {
    let dir = played(&["done-sound", "done-flipped"], None);
    {
        let db = sled::open(dir.path()).unwrap();
        let tables = db.open_tree("tables-v2").unwrap();
        assert_eq!(
            tables.scan_prefix(b"done-sound\0m").count(),
            0,
            "the moves left the tables"
        );
        let finished = db.open_tree("finished").unwrap();
        let at = finished
            .get(b"\0done-flipped")
            .unwrap()
            .expect("the channel's last game");
        let mut value = finished.get(&at).unwrap().expect("its record").to_vec();
        let middle = value.len() / 2;
        value[middle] ^= 0x01;
        finished.insert(at, value).unwrap();
        db.flush().unwrap();
    }
    let (code, report) = check(dir.path());
    assert_eq!(code, Some(1), "{report}");
    assert!(report.contains("\"done-sound\": ok"), "{report}");
    assert!(report.contains("archived record"), "{report}");
    assert!(report.contains("2 table(s) checked, 1 with a problem."), "{report}");
}
