//! The store's layout version 2 through the host: a move's write does not grow with the game, `/undo` cuts the
//! log durably, damage is caught per table, and a version 1 data directory is converted once and plays on.

use std::path::Path;

use super::archives::*;
use super::keys::*;
use super::migration::*;
use super::*;
use crate::base::io::Locale;
use crate::games::Registry;
use crate::host::script::{Runner, ScriptOptions};
use crate::host::Host;
use crate::record::TableRecord;
use crate::tests::support::{texts, Starred};
use crate::tests::toy::ToyModule;

fn runner(dir: &Path, registry: Registry) -> Runner {
    let options = ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    Runner::with_registry(&options, registry).unwrap()
}

pub(super) fn toy(dir: &Path) -> Runner {
    runner(dir, Registry::empty().with(ToyModule))
}

/// Starts a toy game in `channel` and plays `moves` moves (`peek`, alice and bob in turn: the game never ends).
pub(super) fn long_game(r: &mut Runner, channel: &str, moves: usize) {
    r.line(&format!("[{channel}] alice> /join"));
    r.line(&format!("[{channel}] bob> /join"));
    r.line(&format!("[{channel}] alice> /start game:toy seed:3 target:100"));
    for n in 0..moves {
        play(r, channel, n);
    }
}

/// Plays move number `n` (from 0) of a [`long_game`]; returns the bytes the store wrote for it.
pub(super) fn play(r: &mut Runner, channel: &str, n: usize) -> u64 {
    play_move(r, channel, n, "peek")
}

fn play_move(r: &mut Runner, channel: &str, n: usize, text: &str) -> u64 {
    let before = r.host().bytes_written();
    let player = ["alice", "bob"][n % 2];
    let out = r.line(&format!("[{channel}] {player}> /play move:\"{text}\""));
    assert!(!out.iter().any(|m| m.starred().contains("not your turn")), "move {n}");
    r.host().bytes_written() - before
}

pub(super) fn stored_moves(host: &Host, channel: &str) -> usize {
    let raw = host.raw_record(channel).unwrap().unwrap();
    let record: TableRecord = serde_json::from_slice(&raw).unwrap();
    record.game.unwrap().log.len()
}

/// Issue 16: a move used to rewrite the whole record (its log grows with the game); now it writes the same few
/// hundred bytes at move 10 and at move 300, and the table still loads from its latest snapshot plus the moves
/// after it.
#[test]
fn a_move_writes_as_much_at_move_300_as_at_move_10() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy(dir.path());
    long_game(&mut r, "table", 10);
    let early = play(&mut r, "table", 10);
    for n in 11..300 {
        play(&mut r, "table", n);
    }
    let late = play(&mut r, "table", 300);
    let whole = r.host().raw_record("table").unwrap().unwrap().len() as u64;
    assert!(
        late <= 2 * early && early <= 2 * late,
        "move 10: {early} B, move 300: {late} B"
    );
    assert!(
        whole > 10 * late,
        "the whole record ({whole} B) is not rewritten ({late} B)"
    );
    let before = r.host().export("table").unwrap().json;
    r.line("!restart");
    assert!(r.host().load_problems().is_empty());
    assert_eq!(
        r.host().export("table").unwrap().json,
        before,
        "301 moves, the latest snapshot at 288"
    );
    play(&mut r, "table", 301);
    assert_eq!(stored_moves(r.host(), "table"), 302);
}

/// `/undo` removes the moves taken back and the snapshots after them in the write of the new head: after a
/// restart the log ends where the undo left it, and the game goes on from there.
#[test]
fn undo_cuts_the_stored_log_and_it_stays_cut() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy(dir.path());
    long_game(&mut r, "table", 0);
    for n in 0..34 {
        play_move(&mut r, "table", n, "add 1");
    }
    let out = r.line("bob> /undo");
    assert!(out.iter().any(|m| m.text().contains("took back")), "{out:?}");
    assert_eq!(stored_moves(r.host(), "table"), 33);
    let store = &r.host().store;
    assert!(store.read("table").unwrap().unwrap().damage.is_none());
    let tables = store.s().unwrap().tables.clone();
    assert!(tables.get(game_key(b"table", MOVE, 1, 33)).unwrap().is_none());
    assert!(tables.get(game_key(b"table", SNAPSHOT, 1, 34)).unwrap().is_none());
    drop(tables);
    r.line("!restart");
    assert!(r.host().load_problems().is_empty());
    assert_eq!(stored_moves(r.host(), "table"), 33);
    play_move(&mut r, "table", 33, "add 1");
    assert_eq!(stored_moves(r.host(), "table"), 34);
}

/// Flips the last byte of the value at `key` in the closed store of `dir`.
pub(super) fn damage(dir: &Path, key: &[u8]) {
    let db = open_sled(dir).unwrap();
    let tree = db.open_tree(TABLES_V2).unwrap();
    let mut value = tree.get(key).unwrap().expect("the entry exists").to_vec();
    *value.last_mut().unwrap() ^= 0x5a;
    tree.insert(key, value).unwrap();
    db.flush().unwrap();
}

/// A damaged move makes its own table unloadable, named in the problem; a damaged snapshot is passed over (the
/// table loads from the snapshot before it and the moves after that) and reported too; the other tables play on.
#[test]
fn a_damaged_move_or_snapshot_is_reported_for_its_table_only() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        for channel in ["a", "b", "c"] {
            long_game(&mut r, channel, 40);
        }
    }
    damage(dir.path(), &game_key(b"a", MOVE, 1, 4));
    damage(dir.path(), &game_key(b"b", SNAPSHOT, 1, 32));
    let mut r = toy(dir.path());
    let text = r.line("[a] alice> /board")[0].text();
    assert!(text.contains("could not be loaded"), "{text}");
    let before = crate::tables::table::replayed_moves();
    let board = r.line("[b] alice> /board")[0].text();
    assert!(!board.contains("could not be loaded"), "{board}");
    assert_eq!(
        crate::tables::table::replayed_moves() - before,
        40,
        "b replays from its first snapshot"
    );
    play(&mut r, "c", 40);
    let problems = r.host().load_problems();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(problems[0].0, "a");
    assert!(problems[0].1.contains("Stored move 5 is damaged"), "{}", problems[0].1);
    assert_eq!(problems[1].0, "b");
    assert!(
        problems[1].1.contains("snapshot of the game after move 32"),
        "{}",
        problems[1].1
    );
    play(&mut r, "b", 40);
    assert_eq!(stored_moves(r.host(), "b"), 41);
    assert_eq!(stored_moves(r.host(), "c"), 41);
}

fn fixture() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/store-v1")
}

/// A copy of the version 1 fixture's data directory.
fn v1_copy() -> tempfile::TempDir {
    let copy = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(fixture().join("data")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, copy.path().join(path.file_name().unwrap())).unwrap();
    }
    copy
}

/// The seat to act in `channel` and its first legal move.
fn a_legal_move(host: &Host, channel: &str) -> (String, String) {
    let slot = host.slot(channel);
    let slot = crate::base::locks::lock(&slot);
    let crate::tables::table::Slot::Table(table) = &*slot else {
        panic!("no table in {channel}")
    };
    let game = table.game.as_ref().unwrap();
    let seat = game.to_act()[0];
    (table.record.seats[seat].user.id.clone(), game.legal(seat)[0].clone())
}

/// Issue 16: a data directory written by galleon before the new layout (a lobby, a running game of each kind,
/// a finished game, an archived one) is converted once, keeps a copy of its records, exports exactly as before
/// and plays on; the next open converts nothing.
#[test]
fn a_version_1_store_is_converted_once_and_plays_on() {
    let dir = v1_copy();
    let mut r = runner(dir.path(), Registry::standard());
    assert!(r.host().load_problems().is_empty(), "{:?}", r.host().load_problems());
    // Its first manifest is built silently: the store never had one.
    assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
    assert_eq!(r.host().channels(), ["done", "lobby", "mc", "pr", "sa"]);
    for channel in r.host().channels() {
        let exported = std::fs::read_to_string(fixture().join(format!("exports/{channel}.json"))).unwrap();
        assert_eq!(
            r.host().export(&channel).unwrap().json,
            exported.trim_end(),
            "{channel}"
        );
    }
    {
        // sled's handles are let go before the restart below (sled locks its directory while they live).
        let sled = r.host().store.s().unwrap();
        assert!(sled.db.open_tree(TABLES_V1).unwrap().is_empty());
        assert_eq!(sled.db.open_tree(V1_BACKUP).unwrap().len(), 5);
        let schema = sled.db.open_tree(META).unwrap().get("schema").unwrap().unwrap();
        assert_eq!(schema.as_ref(), STORE_SCHEMA.to_be_bytes());
    }
    for channel in ["pr", "sa", "mc"] {
        let (user, text) = a_legal_move(r.host(), channel);
        let moves = stored_moves(r.host(), channel);
        let out = r.line(&format!("[{channel}] {user}> /play move:\"{text}\""));
        assert!(stored_moves(r.host(), channel) > moves, "{channel}: {:?}", out);
    }
    // The fixture's game was aborted on the day it was made: restore it within the window, whatever today is.
    let aborted = r.host().aborted_records().unwrap();
    let (_, at, _, _) = aborted.iter().find(|(channel, _, _, _)| channel == "arch").unwrap();
    r.set_clock(std::sync::Arc::new(crate::base::clock::FakeClock::at(at + 3600)));
    let out = r.line("[arch] ann> /restore");
    assert!(
        out.iter().any(|m| m.text().contains("brought back the aborted game")),
        "{out:?}"
    );
    let pr = r.host().export("pr").unwrap().json;
    r.line("!restart");
    assert!(r.host().load_problems().is_empty());
    assert_eq!(r.host().export("pr").unwrap().json, pr);
    assert_eq!(r.host().channels(), ["arch", "done", "lobby", "mc", "pr", "sa"]);
    assert_eq!(
        r.host().store.s().unwrap().db.open_tree(V1_BACKUP).unwrap().len(),
        5,
        "converted once"
    );
}

/// Issue 16: a converted store (or one written before the agenda) has every table due at once; the first check
/// loads each once and corrects its entry, so after the next start an idle table (a lobby, a finished game) is
/// not loaded again.
#[test]
fn an_upgraded_store_loads_its_idle_tables_once_not_at_every_start() {
    let dir = v1_copy();
    let mut r = runner(dir.path(), Registry::standard());
    assert!(r.host().store.agenda().unwrap().iter().all(|(_, wake)| *wake == 0));
    r.host().reminder_channels();
    r.host().flush().unwrap();
    r.line("!restart");
    r.host().reminder_channels();
    let loaded: Vec<String> = r.host().all_slots().into_iter().map(|(c, _)| c).collect();
    for idle in ["lobby", "done"] {
        assert!(!loaded.contains(&idle.to_string()), "{idle} is loaded: {loaded:?}");
    }
}

/// A conversion stopped by a crash (records already copied to the backup, a table half laid out, the version
/// mark not written) starts over at the next open and ends as a whole one does.
#[test]
fn a_conversion_stopped_halfway_starts_over() {
    let dir = v1_copy();
    {
        let db = open_sled(dir.path()).unwrap();
        let (old, backup) = (db.open_tree(TABLES_V1).unwrap(), db.open_tree(V1_BACKUP).unwrap());
        for entry in old.iter() {
            let (key, value) = entry.unwrap();
            backup.insert(key, value).unwrap();
        }
        let half = db.open_tree(TABLES_V2).unwrap();
        half.insert(entry_key(b"pr", HEAD), &b"half a head"[..]).unwrap();
        half.insert(game_key(b"pr", MOVE, 1, 7), &b"a stray move"[..]).unwrap();
        db.flush().unwrap();
    }
    let r = runner(dir.path(), Registry::standard());
    assert!(r.host().load_problems().is_empty(), "{:?}", r.host().load_problems());
    let exported = std::fs::read_to_string(fixture().join("exports/pr.json")).unwrap();
    assert_eq!(r.host().export("pr").unwrap().json, exported.trim_end());
    let tables = &r.host().store.s().unwrap().tables;
    assert!(
        tables.get(game_key(b"pr", MOVE, 1, 7)).unwrap().is_none(),
        "the stray move is gone"
    );
    assert_eq!(r.host().store.s().unwrap().db.open_tree(V1_BACKUP).unwrap().len(), 5);
}

/// The live entries of `channel`'s game (moves and snapshots) in the tables.
fn live_game_entries(host: &Host, channel: &str) -> usize {
    let tables = &host.store.s().unwrap().tables;
    [MOVE, SNAPSHOT]
        .iter()
        .map(|kind| tables.scan_prefix(entry_key(channel.as_bytes(), *kind)).count())
        .sum()
}

/// Plays a toy game of 40 `peek`s then `add 3`, `add 2` (target 5) in `channel`: it ends on move 42.
fn finished_game(r: &mut Runner, channel: &str) {
    r.line(&format!("[{channel}] alice> /join"));
    r.line(&format!("[{channel}] bob> /join"));
    r.line(&format!("[{channel}] alice> /start game:toy seed:3 target:5"));
    for n in 0..40 {
        play(r, channel, n);
    }
    play_move(r, channel, 40, "add 3");
    play_move(r, channel, 41, "add 2");
}

/// Issue 16 item 2: the move that ends a game moves the game to the archive in the same write: its moves and
/// snapshots leave the tables, its record joins the finished games (for `/stats`, once) and becomes the
/// channel's last game; the finished table still loads (its `/board`, `/log` as before, after a restart), and
/// once the table moves on (a join), `/log` reads the game from the archive.
#[test]
fn a_finished_game_moves_to_the_archive_and_log_reads_it_there() {
    let dir = tempfile::tempdir().unwrap();
    let (board, log) = {
        let mut r = toy(dir.path());
        finished_game(&mut r, "table");
        let over = texts(&r.line("alice> /board"));
        assert!(over.contains("5/5"), "{over}");
        assert_eq!(live_game_entries(r.host(), "table"), 0, "the moves left the tables");
        let raw = r.host().store.last_finished("table").unwrap().expect("archived");
        let record: crate::record::FinishedGame = serde_json::from_slice(&raw).unwrap();
        assert_eq!((record.moves.len(), record.number), (42, 1));
        (over, texts(&r.line("alice> /log")))
    };
    assert!(log.contains("42. bob: +2"), "{log}");
    let mut r = toy(dir.path());
    assert_eq!(
        texts(&r.line("alice> /board")),
        board,
        "the finished table loads from the archive"
    );
    assert_eq!(texts(&r.line("alice> /log")), log);
    assert!(r.host().load_problems().is_empty(), "{:?}", r.host().load_problems());
    assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
    assert_eq!(r.host().store.finished(crate::record::LOCAL).unwrap().len(), 1);
    r.line("carol> /join");
    assert_eq!(
        texts(&r.line("alice> /log")),
        log,
        "the last game, read from the archive"
    );
    // The next game is archived beside it, and is then the channel's last.
    r.line("alice> /start game:toy seed:4 target:1");
    let out = texts(&r.line("alice> /play move:\"add 1\""));
    assert!(out.contains("game #2"), "{out}");
    assert_eq!(r.host().store.finished(crate::record::LOCAL).unwrap().len(), 2);
    assert!(texts(&r.line("alice> /log")).contains("1. alice: +1"));
}

/// A damaged archived record makes its own finished table unloadable, named in the problem; other tables play on.
#[test]
fn a_damaged_archived_game_is_reported_for_its_table_only() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        finished_game(&mut r, "a");
        finished_game(&mut r, "b");
    }
    {
        let db = open_sled(dir.path()).unwrap();
        let finished = db.open_tree(FINISHED).unwrap();
        let key = finished.get(last_finished_key(b"a")).unwrap().unwrap();
        let mut value = finished.get(&key).unwrap().unwrap().to_vec();
        let at = value.len() / 2;
        value[at] ^= 0x01;
        finished.insert(key, value).unwrap();
        db.flush().unwrap();
    }
    let mut r = toy(dir.path());
    assert!(texts(&r.line("[a] alice> /board")).contains("could not be loaded"));
    assert!(texts(&r.line("[b] alice> /board")).contains("5/5"));
    let problems = r.host().load_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].0, "a");
    assert!(problems[0].1.contains("archived record"), "{}", problems[0].1);
}

/// A snapshot's state is deflated behind its checksum; a plain one (written before) still reads, and a changed
/// byte makes either unreadable.
#[test]
fn snapshots_are_deflated_and_plain_ones_still_read() {
    let state =
        serde_json::value::RawValue::from_string(format!("{{\"board\":[{}]}}", "1,".repeat(500) + "1")).unwrap();
    let deflated = snapshot_value(&state);
    assert!(deflated.len() * 5 < state.get().len(), "{} bytes", deflated.len());
    let plain = with_sum(0, state.get());
    for value in [deflated, plain] {
        assert_eq!(snapshot_state(&value).unwrap().get(), state.get());
        let mut changed = value.clone();
        let last = changed.len() - 1;
        changed[last] ^= 1;
        assert!(snapshot_state(&changed).is_none());
    }
}
