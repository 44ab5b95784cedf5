//! Issue 37: a damaged table is kept whole until a person decides. `/abort` keeps every entry the store still
//! reads (the intact moves after the damaged one too) under its checksum and the manifest; its export names the
//! damage and exits non-zero; repaired by hand and imported, the game goes on.

use super::keys::CLEARED;
use super::opening::open_sled;
use serde_json::{json, Value};

use super::keys::{game_key, MOVE};
use super::layout_tests::{damage, long_game, play, stored_moves, toy};
use crate::games::Registry;
use crate::tests::support::Starred;
use crate::tests::toy::ToyModule;

/// One byte of move 6 of a 40-move game changed: `/abort` keeps all 40 moves, the export shows them with move 6
/// named, the repaired record imports, and the game plays on from move 41.
#[test]
fn an_aborted_damaged_table_keeps_every_intact_move_and_comes_back_repaired() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        long_game(&mut r, "a", 40);
    }
    damage(dir.path(), &game_key(b"a", MOVE, 1, 5));
    let mut r = toy(dir.path());
    assert!(r.line("[a] alice> /board")[0].text().contains("could not be loaded"));
    let live = r.host().export("a").unwrap();
    assert_eq!(log_of(&live.json).len(), 40, "every move is exported");
    assert!(
        live.damage
            .iter()
            .any(|d| d.contains("move 6 does not match its checksum")),
        "{:?}",
        live.damage
    );

    let out = r.line("[a] alice> /abort");
    let text = out.iter().map(|m| m.starred()).collect::<Vec<_>>().join("\n");
    assert!(text.contains("moves: 40, snapshots: 2"), "{text}");
    assert_eq!(r.host().raw_record("a").unwrap(), None, "the channel is free");

    let kept = r.host().export_cleared("a").unwrap();
    assert!(
        kept.damage.iter().any(|d| d.contains("move 6 does not match")),
        "{:?}",
        kept.damage
    );
    let mut record: Value = serde_json::from_str(&kept.json).unwrap();
    assert_eq!(record["game"]["log"].as_array().unwrap().len(), 40);
    assert_eq!(
        record["game"]["log"][6],
        json!({"seat": 0, "text": "peek"}),
        "move 7 is intact"
    );

    let refused = r.host().import(&record.to_string()).unwrap_err().to_string();
    assert!(refused.contains("repair what its \"damage\" field names"), "{refused}");
    record["game"]["log"][5] = json!({"seat": 1, "text": "peek"});
    record.as_object_mut().unwrap().remove("damage");
    r.host().import(&record.to_string()).unwrap();
    play(&mut r, "a", 40);
    assert_eq!(stored_moves(r.host(), "a"), 41);
}

/// The cleared table's kept entries are claimed by the manifest: `galleon check` notices them damaged or gone.
#[test]
fn check_covers_what_a_cleared_table_kept() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        long_game(&mut r, "a", 10);
    }
    damage(dir.path(), &game_key(b"a", MOVE, 1, 2));
    {
        let mut r = toy(dir.path());
        r.line("[a] alice> /abort");
    }
    let registry = Registry::empty().with(ToyModule);
    let report = crate::tables::check::check_dir(dir.path(), &registry).unwrap();
    assert_eq!(report.problems(), 0, "{:?} {:?}", report.notes, report.verdicts);
    {
        let db = open_sled(dir.path()).unwrap();
        let cleared = db.open_tree(CLEARED).unwrap();
        let (key, value) = cleared.iter().next().unwrap().unwrap();
        let mut value = value.to_vec();
        value[20] ^= 1;
        cleared.insert(key, value).unwrap();
        db.flush().unwrap();
    }
    let report = crate::tables::check::check_dir(dir.path(), &registry).unwrap();
    assert_eq!(report.named(), vec!["a (cleared table)"], "{:?}", report.verdicts);
}

fn log_of(json: &str) -> Vec<Value> {
    let record: Value = serde_json::from_str(json).unwrap();
    record["game"]["log"].as_array().unwrap().clone()
}

/// Every file under `dir` with its bytes, by path.
fn files(dir: &std::path::Path) -> std::collections::BTreeMap<std::path::PathBuf, Vec<u8>> {
    let mut all = std::collections::BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        match path.is_dir() {
            true => all.extend(files(&path)),
            false => {
                all.insert(path.clone(), std::fs::read(&path).unwrap());
            }
        }
    }
    all
}

/// `galleon check` changes nothing in the directory it checks (it opens a copy of sled's files), and recognises
/// a store whose sled `conf` is missing, as the bot does.
#[test]
fn check_writes_nothing_and_recognises_a_store_without_its_conf() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        long_game(&mut r, "a", 10);
    }
    std::fs::remove_file(dir.path().join("conf")).unwrap();
    let before = files(dir.path());
    let registry = Registry::empty().with(ToyModule);
    let report = crate::tables::check::check_dir(dir.path(), &registry).unwrap();
    assert_eq!(report.verdicts, vec![("a".to_string(), None)]);
    assert_eq!(files(dir.path()), before, "check changed the directory");
    let mut r = toy(dir.path());
    play(&mut r, "a", 10);
    assert_eq!(stored_moves(r.host(), "a"), 11, "the bot plays it too");
}

/// A deleted manifest journal is a problem for `check` (the claims since the last start are gone).
#[test]
fn a_deleted_manifest_journal_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        long_game(&mut r, "a", 4);
    }
    std::fs::remove_file(dir.path().join(super::manifest::JOURNAL)).unwrap();
    let registry = Registry::empty().with(ToyModule);
    let report = crate::tables::check::check_dir(dir.path(), &registry).unwrap();
    assert!(
        report
            .notes
            .iter()
            .any(|n| n.contains("journal") && n.contains("missing")),
        "{:?}",
        report.notes
    );
}

/// A table sled cannot read (its files are damaged where it is) says so in words, with what to do; `/abort` there answers the same instead of "try again"; its export names the damage; the other
/// tables play on.
#[test]
fn a_table_sled_cannot_read_says_so_and_abort_answers_the_same() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        long_game(&mut r, "a", 6);
        long_game(&mut r, "b", 6);
    }
    let mut r = toy(dir.path());
    r.host().store.unreadable.lock().unwrap().push("a".into());
    let board = r.line("[a] alice> /board")[0].starred();
    assert!(
        board.contains("saved data cannot be read") && board.contains("galleon check"),
        "{board}"
    );
    assert!(!board.contains("Try again"), "{board}");
    let abort = r.line("[a] alice> /abort")[0].starred();
    assert_eq!(abort, board, "/abort says the same");
    let export = r.host().export("a").unwrap();
    assert!(
        export.damage.iter().any(|d| d.contains("sled could not read")),
        "{:?}",
        export.damage
    );
    play(&mut r, "b", 6);
    assert_eq!(stored_moves(r.host(), "b"), 7);
}

/// A running game keeps two snapshots of its state (the newest, and one to fall back on), not one every 32
/// moves: the store holds about its export, not several times it.
#[test]
fn a_running_game_keeps_only_its_two_newest_snapshots() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut r = toy(dir.path());
        long_game(&mut r, "a", 100);
    }
    let db = open_sled(dir.path()).unwrap();
    let tables = db.open_tree(super::keys::TABLES_V2).unwrap();
    let snapshots: Vec<u64> = tables
        .scan_prefix(b"a\0s")
        .map(|entry| u64::from_be_bytes(entry.unwrap().0[entry_len()..].try_into().unwrap()))
        .collect();
    assert_eq!(snapshots, vec![64, 96]);
}

/// Where a snapshot's move number starts in its key `a\0s` + game number.
fn entry_len() -> usize {
    b"a\0s".len() + 8
}
