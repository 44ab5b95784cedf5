//! Issue 37: a damaged table is kept whole until a person decides. `/abort` keeps every entry the store still
//! reads (the intact moves after the damaged one too) under its checksum and the manifest; its export names the
//! damage and exits non-zero; repaired by hand and imported, the game goes on.

use serde_json::{json, Value};

use super::archives::CLEARED;
use super::heal::{config, open_retrying};
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
        let db = open_retrying(|| config().path(dir.path()).open()).unwrap();
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
