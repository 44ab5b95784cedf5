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
    let said = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code(), said)
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
        let db = galleon_commands::store::open_sled(dir.path()).unwrap();
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
/// sound one checks clean, and a byte flipped in its archived record is reported for its channel and for the
/// archive of its server's finished games (the manifest's claim on the record).
#[test]
fn check_verifies_finished_games_in_the_archive() {
    let dir = played(&["done-sound", "done-flipped"], None);
    {
        let db = galleon_commands::store::open_sled(dir.path()).unwrap();
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
    assert!(
        report.contains("\"done-flipped\": PROBLEM: The archived record"),
        "{report}"
    );
    // The manifest's claim on the record itself (for /stats) names it too.
    assert!(
        report.contains("\"local (finished games)\": PROBLEM: The store lost the record"),
        "{report}"
    );
    assert!(report.contains("3 table(s) checked, 2 with a problem."), "{report}");
}

/// The lines of a 3-player game (seed 41) in `channel`, moves `from..to` of the plan (the opening with the first).
fn game_lines(channel: &str, from: usize, to: usize) -> Vec<String> {
    let (planned, _) = plan_game(3, 41);
    let mut lines = Vec::new();
    if from == 0 {
        lines.extend(opening_lines(channel, 3, 41));
    }
    lines.extend((from..to).map(|n| move_line(channel, n, &planned[n])));
    lines
}

fn script(dir: &std::path::Path, lines: &[String]) {
    let out = run_script(BIN, &(lines.join("\n") + "\n"), &["--data", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
}

fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        match entry.path().is_dir() {
            true => copy_dir(&entry.path(), &target),
            false => drop(std::fs::copy(entry.path(), target).unwrap()),
        }
    }
}

/// `galleon check` on `dir` names `channel` alone of `all`, with exit code 1: its report.
fn names_only(dir: &std::path::Path, all: &[&str], channel: &str) -> String {
    let (code, report) = check(dir);
    assert_eq!(
        (code, named(&report, all)),
        (Some(1), vec![channel.to_string()]),
        "{report}"
    );
    report
}

/// Flips a bit of the last byte of the entry `key` of the tables in the data directory `dir` (the bot stopped).
fn flip_last_byte(dir: &std::path::Path, key: &[u8]) {
    let db = galleon_commands::store::open_sled(dir).unwrap();
    let tables = db.open_tree("tables-v2").unwrap();
    let mut value = tables.get(key).unwrap().expect("the entry is stored").to_vec();
    *value.last_mut().unwrap() ^= 0x20;
    tables.insert(key, value).unwrap();
    db.flush().unwrap();
}

/// What the bot says at start-up on `dir` (the terminal modes open the store as the bot does and print its
/// start-up report on stderr; `export --all` writes nothing into the store).
fn bot_report(dir: &std::path::Path) -> String {
    let out_dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(BIN)
        .args(["export", "--all"])
        .arg(out_dir.path())
        .arg("--data")
        .arg(dir)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The channels a report names with a problem: `check`'s `"c": PROBLEM` lines, or the bot's `channel c:` and
/// `channel "c"` lines.
fn named(report: &str, channels: &[&str]) -> Vec<String> {
    channels
        .iter()
        .filter(|c| {
            report.contains(&format!("{c:?}: PROBLEM"))
                || report.contains(&format!("channel {c}:"))
                || report.contains(&format!("channel {c:?}"))
        })
        .map(|c| c.to_string())
        .collect()
}

/// Issue 28, item 2: `galleon check` gives the bot's verdict. A store whose sled files went back to an older copy
/// (the manifest kept), one whose table head was removed, one with a damaged snapshot other than the latest, and
/// one whose manifest was deleted before a byte of a move was flipped: check names exactly the damaged channels
/// (a lost lobby included) and exits 1, and the bot's start-up report names the same channels (but for the older
/// snapshot, which the bot never reads: nothing is lost, the latest one is sound).
#[test]
fn check_names_what_the_bot_names() {
    let all = ["a", "b", "c", "lobby"];
    let base = tempfile::tempdir().unwrap();
    let mut first = game_lines("a", 0, 40);
    first.extend(game_lines("b", 0, 40));
    first.extend(game_lines("c", 0, 80));
    script(base.path(), &first);
    let older = tempfile::tempdir().unwrap();
    copy_dir(base.path(), older.path());
    let mut second = game_lines("a", 40, 70);
    second.extend(game_lines("b", 40, 70));
    second.push("[lobby] alice> /join".to_string());
    script(base.path(), &second);
    let (code, report) = check(base.path());
    assert_eq!(code, Some(0), "{report}");

    // sled's files from the older copy, the newer manifest kept.
    let sled_files_back = tempfile::tempdir().unwrap();
    copy_dir(older.path(), sled_files_back.path());
    for name in ["galleon-manifest", "galleon-manifest.journal"] {
        let _ = std::fs::copy(base.path().join(name), sled_files_back.path().join(name));
    }
    let (code, report) = check(sled_files_back.path());
    assert_eq!(code, Some(1), "{report}");
    assert_eq!(named(&report, &all), ["a", "b", "lobby"], "{report}");
    assert!(report.contains("went back in time"), "{report}");
    assert_eq!(named(&bot_report(sled_files_back.path()), &all), ["a", "b", "lobby"]);

    let no_head = tempfile::tempdir().unwrap();
    copy_dir(base.path(), no_head.path());
    let older_snapshot = tempfile::tempdir().unwrap();
    copy_dir(base.path(), older_snapshot.path());
    {
        let db = galleon_commands::store::open_sled(no_head.path()).unwrap();
        let tables = db.open_tree("tables-v2").unwrap();
        assert!(tables.remove(b"b\0h").unwrap().is_some());
        db.flush().unwrap();
    }
    let snapshots: Vec<_> = {
        let db = galleon_commands::store::open_sled(older_snapshot.path()).unwrap();
        let tables = db.open_tree("tables-v2").unwrap();
        let keys = tables.scan_prefix(b"c\0s").keys();
        keys.map(|k| k.unwrap().to_vec()).collect()
    };
    // A running game keeps its two newest snapshots: the older one is the one to fall back on.
    assert_eq!(snapshots.len(), 2, "{} snapshots", snapshots.len());
    flip_last_byte(older_snapshot.path(), &snapshots[0]);
    let report = names_only(no_head.path(), &all, "b");
    assert!(report.contains("no longer holds this table"), "{report}");
    assert_eq!(named(&bot_report(no_head.path()), &all), ["b"]);
    let report = names_only(older_snapshot.path(), &all, "c");
    assert!(report.contains("snapshot"), "{report}");
    // One verdict: the bot names the damaged snapshot too (it plays on from the one before it).
    assert_eq!(named(&bot_report(older_snapshot.path()), &all), ["c"]);

    let no_manifest = tempfile::tempdir().unwrap();
    copy_dir(base.path(), no_manifest.path());
    std::fs::remove_file(no_manifest.path().join("galleon-manifest")).unwrap();
    flip_last_byte(no_manifest.path(), &key("a", b'm', 50));
    let report = names_only(no_manifest.path(), &all, "a");
    assert!(
        report.contains("PROBLEM: the manifest galleon-manifest is missing"),
        "{report}"
    );
    let said = bot_report(no_manifest.path());
    assert!(said.contains("the manifest galleon-manifest is missing"), "{said}");
    assert_eq!(named(&said, &all), ["a"], "{said}");
    // The bot rebuilt the manifest: the next start says nothing more of it, and check still names the table.
    let again = bot_report(no_manifest.path());
    assert!(!again.contains("is missing"), "{again}");
    let report = names_only(no_manifest.path(), &all, "a");
    assert!(!report.contains("is missing"), "{report}");
}
