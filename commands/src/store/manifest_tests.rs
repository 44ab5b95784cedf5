//! The manifest through the host: a store that lost a table or went back in time is reported per channel and
//! those channels are isolated while the others play on; a missing or damaged manifest is rebuilt.

use std::path::Path;

use super::{Manifest, JOURNAL, SNAPSHOT};
use crate::base::io::Locale;
use crate::games::Registry;
use crate::host::script::{Runner, ScriptOptions};
use crate::record::TableRecord;
use crate::store::Store;
use crate::tests::support::Starred;
use crate::tests::toy::ToyModule;

fn toy(dir: &Path) -> Runner {
    let options = ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    Runner::with_registry(&options, Registry::empty().with(ToyModule)).unwrap()
}

/// Starts a toy game in `channel` (alice and bob) and plays `moves` moves.
fn game(r: &mut Runner, channel: &str, moves: usize) {
    r.line(&format!("[{channel}] alice> /join"));
    r.line(&format!("[{channel}] bob> /join"));
    r.line(&format!("[{channel}] alice> /start game:toy seed:3 target:100"));
    for n in 0..moves {
        play(r, channel, n);
    }
}

/// Move `n` (from 0) of a [`game`]; the text of what the bot answered.
fn play(r: &mut Runner, channel: &str, n: usize) -> String {
    let player = ["alice", "bob"][n % 2];
    let out = r.line(&format!("[{channel}] {player}> /play move:\"peek\""));
    out.iter().map(|m| m.starred()).collect::<Vec<_>>().join("\n")
}

fn is_manifest(name: &str) -> bool {
    name.starts_with(SNAPSHOT)
}

/// Copies sled's files (not the manifest) from `from` to `to`, after removing those of `to`.
fn put_sled_files(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(to).unwrap() {
        let entry = entry.unwrap();
        if !is_manifest(&entry.file_name().to_string_lossy()) {
            let path = entry.path();
            if path.is_dir() {
                std::fs::remove_dir_all(path).unwrap();
            } else {
                std::fs::remove_file(path).unwrap();
            }
        }
    }
    copy_tree(from, to, &|name| !is_manifest(name));
}

fn copy_tree(from: &Path, to: &Path, keep: &dyn Fn(&str) -> bool) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        if !keep(&name) {
            continue;
        }
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &to.join(&name), keep);
        } else {
            std::fs::copy(entry.path(), to.join(&name)).unwrap();
        }
    }
}

/// Issue 16 item 5: sled's files put back from an older copy (as a deleted `snap.*` or a cut `db` can leave
/// them) opened silently with the older tables. Now the manifest names the channel that went back in time and
/// the one the store lost; they refuse play with a clear error while another channel plays on, and `/abort`
/// clears them (anyone, for the table lost entirely).
#[test]
fn a_store_that_went_back_in_time_is_reported_per_channel_and_isolated() {
    let (dir, older) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    {
        let mut r = toy(dir.path());
        game(&mut r, "a", 3);
        game(&mut r, "b", 2);
    }
    copy_tree(dir.path(), older.path(), &|name| !is_manifest(name));
    {
        let mut r = toy(dir.path());
        for n in 3..5 {
            play(&mut r, "a", n);
        }
        r.line("[c] alice> /join");
    }
    put_sled_files(older.path(), dir.path());

    let mut r = toy(dir.path());
    let report = r.host().damage_report().join("\n");
    let broken: Vec<String> = r.host().load_problems().into_iter().map(|(c, _)| c).collect();
    assert_eq!(broken, ["a", "c"]);
    assert!(report.contains("(channels: a, c)"), "{report}");
    assert!(
        report.contains(
            "channel a: The store went back in time for this table: it holds 3 moves of game 1, but the \
                         manifest beside it recorded 5 moves of game 1."
        ),
        "{report}"
    );
    assert!(
        report.contains("channel c: The store no longer holds this table"),
        "{report}"
    );

    let refused = play(&mut r, "a", 3);
    assert!(
        refused.contains("could not be loaded: The store went back in time"),
        "{refused}"
    );
    let joined = r
        .line("[c] dave> /join")
        .iter()
        .map(|m| m.starred())
        .collect::<String>();
    assert!(joined.contains("The store no longer holds this table"), "{joined}");
    assert!(!play(&mut r, "b", 2).contains("could not be loaded"));
    assert_eq!(stored_moves(&r, "b"), 3, "another channel plays on");

    let cleared = r
        .line("[a] alice> /abort")
        .iter()
        .map(|m| m.starred())
        .collect::<String>();
    assert!(cleared.contains("cleared this channel's table"), "{cleared}");
    let cleared = r
        .line("[c] dave> /abort")
        .iter()
        .map(|m| m.starred())
        .collect::<String>();
    assert!(cleared.contains("cleared this channel's table"), "{cleared}");
    r.line("!restart");
    assert!(r.host().load_problems().is_empty());
    assert!(r.host().damage_report().is_empty());
}

fn stored_moves(r: &Runner, channel: &str) -> usize {
    let raw = r.host().raw_record(channel).unwrap().unwrap();
    let record: TableRecord = serde_json::from_slice(&raw).unwrap();
    record.game.unwrap().log.len()
}

/// A store that had a manifest reports its absence and rebuilds it; a damaged one is reported and rebuilt; either
/// way no channel is reported, and the rebuilt manifest catches a later loss.
#[test]
fn a_missing_or_damaged_manifest_is_rebuilt_from_the_store() {
    let dir = tempfile::tempdir().unwrap();
    drop({
        let mut r = toy(dir.path());
        game(&mut r, "a", 2);
        r
    });
    std::fs::remove_file(dir.path().join(SNAPSHOT)).unwrap();
    let _ = std::fs::remove_file(dir.path().join(JOURNAL));
    drop({
        // Issue 28: a store that had a manifest says so when it is gone.
        let r = toy(dir.path());
        let report = r.host().damage_report().join("\n");
        assert!(report.contains("is missing, though this store had one"), "{report}");
        assert!(r.host().load_problems().is_empty());
        r
    });
    drop({
        let r = toy(dir.path());
        assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
        r
    });
    let snapshot = dir.path().join(SNAPSHOT);
    let mut bytes = std::fs::read(&snapshot).unwrap();
    bytes[25] ^= 0x40;
    std::fs::write(&snapshot, bytes).unwrap();
    let older = tempfile::tempdir().unwrap();
    copy_tree(dir.path(), older.path(), &|name| !is_manifest(name));
    drop({
        let mut r = toy(dir.path());
        let report = r.host().damage_report().join("\n");
        assert!(report.contains("the manifest galleon-manifest was damaged"), "{report}");
        assert!(r.host().load_problems().is_empty());
        play(&mut r, "a", 2);
        r
    });
    put_sled_files(older.path(), dir.path());
    let r = toy(dir.path());
    r.host().damage_report();
    assert_eq!(
        r.host().load_problems().len(),
        1,
        "the rebuilt manifest caught the loss of move 3"
    );
}

/// A change that weakens a table's claim (here its removal) is journaled before the store is written: a crash
/// before the write lands leaves the channel unknown to the manifest, not wrongly reported.
#[test]
fn a_weaker_claim_is_journaled_before_the_write() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = Store::open(dir.path()).unwrap();
        let mut record = TableRecord::new("a", Locale::En);
        store.put_table("a", Some(&mut record), None).unwrap();
        let removal = store.removal_ops(b"a").unwrap();
        let _journaled_after_in_vain = store.manifest().unwrap().before(b"a", &removal);
        // The removal is durable, then the process dies before journaling its claim.
        store.apply_durably(removal).unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    let manifest: &Manifest = store.manifest().unwrap();
    assert!(manifest.problems().is_empty());
    assert!(store.read("a").unwrap().is_none());
}

/// The cost of the manifest with 100,000 stored tables (run by hand: `cargo test --release -p galleon-commands
/// --lib manifest_cost -- --ignored --nocapture`): the first open builds it from the store, every later open
/// reads it, reads each table's head once and rewrites it; a table change appends one journal entry.
#[test]
#[ignore]
fn manifest_cost_with_100_000_tables() {
    use std::time::Instant;
    let dir = tempfile::tempdir().unwrap();
    let tables = 100_000;
    {
        let store = Store::open(dir.path()).unwrap();
        for n in 0..tables {
            let channel = format!("{}", 1_000_000_000_000_000_000u64 + n);
            let mut record = TableRecord::new(&channel, Locale::En);
            let head = super::Head::encode(&mut record, n % 300, n);
            store
                .s()
                .unwrap()
                .tables
                .insert(super::entry_key(channel.as_bytes(), super::HEAD), head)
                .unwrap();
        }
        store.flush().unwrap();
    }
    std::fs::remove_file(dir.path().join(SNAPSHOT)).unwrap();
    let started = Instant::now();
    drop(Store::open(dir.path()).unwrap());
    eprintln!("open, manifest built from the store: {:?}", started.elapsed());
    let started = Instant::now();
    let store = Store::open(dir.path()).unwrap();
    eprintln!("open, manifest read: {:?}", started.elapsed());
    let started = Instant::now();
    assert!(store.manifest_check_all().unwrap().is_empty());
    eprintln!("the pass over the heads: {:?}", started.elapsed());
    let started = Instant::now();
    store
        .manifest()
        .unwrap()
        .compact(&mut crate::base::locks::lock(&store.manifest().unwrap().book))
        .unwrap();
    eprintln!("the snapshot's rewrite: {:?}", started.elapsed());
    let started = Instant::now();
    let _ = super::read_snapshot(&dir.path().join(SNAPSHOT)).unwrap();
    eprintln!("the snapshot's read: {:?}", started.elapsed());
    let size = std::fs::metadata(dir.path().join(SNAPSHOT)).unwrap().len();
    eprintln!("manifest size: {size} bytes");
    let manifest = store.manifest().unwrap();
    let mut ops = super::Ops::new();
    let mut record = TableRecord::new("1000000000000000000", Locale::En);
    ops.insert(
        super::entry_key(b"1000000000000000000", super::HEAD),
        Some(super::Head::encode(&mut record, 0, 0)),
    );
    let started = Instant::now();
    for _ in 0..10_000 {
        let pending = manifest.before(b"1000000000000000000", &ops);
        manifest.after(pending);
    }
    eprintln!("one table change's manifest work: {:?}", started.elapsed() / 10_000);
}

/// A journal cut in the middle of an entry (a power loss while appending) keeps the entries before the cut, says
/// so, and reports no channel.
#[test]
fn a_cut_journal_keeps_its_whole_entries() {
    let dir = tempfile::tempdir().unwrap();
    drop({
        let mut r = toy(dir.path());
        game(&mut r, "a", 2);
        r
    });
    let journal = dir.path().join(JOURNAL);
    let mut bytes = std::fs::read(&journal).unwrap();
    assert!(!bytes.is_empty(), "the run's changes are journaled");
    let whole = bytes.len();
    bytes.extend_from_slice(&super::entry(b"b", None)[..7]);
    std::fs::write(&journal, bytes).unwrap();
    let r = toy(dir.path());
    let report = r.host().damage_report().join("\n");
    assert!(report.contains(&format!("cut after byte {whole}")), "{report}");
    assert!(r.host().load_problems().is_empty());
    assert_eq!(
        std::fs::metadata(&journal).unwrap().len(),
        0,
        "folded into the snapshot"
    );
}

/// A game that ended (its moves moved to the archive) still satisfies a claim made before its end, as a journal
/// that lost its tail leaves it: the chain at the claimed move is read from the archived record.
#[test]
fn a_finished_game_satisfies_a_claim_made_before_its_end() {
    let (dir, saved) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    drop({
        let mut r = toy(dir.path());
        r.line("alice> /join");
        r.line("bob> /join");
        r.line("alice> /start game:toy seed:3 target:5");
        for n in 0..10 {
            play(&mut r, "table", n);
        }
        copy_tree(dir.path(), saved.path(), &is_manifest);
        r.line("alice> /play move:\"add 3\"");
        let out = r.line("bob> /play move:\"add 2\"");
        assert!(out.iter().any(|m| m.starred().contains("Game over")));
        r
    });
    copy_tree(saved.path(), dir.path(), &is_manifest);
    let mut r = toy(dir.path());
    assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
    let board = r.line("alice> /board").iter().map(|m| m.starred()).collect::<String>();
    assert!(board.contains("5/5"), "{board}");
    assert!(r.host().load_problems().is_empty(), "{:?}", r.host().load_problems());
}

/// A lobby that went back in time (sled's files from before a `/join`) is reported for its channel: the claim of
/// a table without a game is a checksum of its head.
#[test]
fn a_lobby_that_went_back_in_time_is_reported() {
    let (dir, older) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    drop({
        let mut r = toy(dir.path());
        r.line("[lobby] alice> /join");
        r.line("[same] alice> /join");
        r
    });
    copy_tree(dir.path(), older.path(), &|name| !is_manifest(name));
    drop({
        let mut r = toy(dir.path());
        r.line("[lobby] bob> /join");
        r
    });
    put_sled_files(older.path(), dir.path());
    let r = toy(dir.path());
    let report = r.host().damage_report().join("\n");
    assert!(report.contains("(channels: lobby)"), "{report}");
    assert!(report.contains("another version of this table's lobby"), "{report}");
    let broken: Vec<String> = r.host().load_problems().into_iter().map(|(c, _)| c).collect();
    assert_eq!(broken, ["lobby"]);
}

/// Issue 28, item 1: the records of finished games (for `/stats`) are claimed too. A byte flipped in the record
/// of an earlier game (the channel's table no longer points at it) is named at start-up and by `galleon check`,
/// and the channel plays on.
#[test]
fn a_damaged_finished_game_record_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    drop({
        let mut r = toy(dir.path());
        r.line("alice> /join");
        r.line("bob> /join");
        for _ in 0..2 {
            r.line("alice> /start game:toy seed:3 target:1");
            r.line("alice> /play move:\"add 1\"");
        }
        r
    });
    {
        let db = crate::store::open_sled(dir.path()).unwrap();
        let finished = db.open_tree("finished").unwrap();
        let records: Vec<_> = finished.iter().map(|e| e.unwrap()).filter(|(k, _)| k[0] != 0).collect();
        assert_eq!(records.len(), 2);
        let (key, value) = &records[0];
        let mut value = value.to_vec();
        let middle = value.len() / 2;
        value[middle] ^= 0x01;
        finished.insert(key, value).unwrap();
        db.flush().unwrap();
    }
    let report = crate::tests::support::toy_check(dir.path());
    assert_eq!(report.named(), ["local (finished games)"], "{:?}", report.verdicts);
    let mut r = toy(dir.path());
    let said = r.host().damage_report().join("\n");
    assert!(
        said.contains("channel local (finished games): The store lost the record of a finished game"),
        "{said}"
    );
    let out = r.line("alice> /start game:toy seed:3 target:6");
    assert!(
        out.iter().any(|m| m.starred().contains("Total 0/6")),
        "the channel plays on: {out:?}"
    );
}

/// Issue 28, item 1: a user's `/notify` choice and a channel's game counter are claimed too. Both emptied in
/// sled (the manifest kept): the start-up report and `galleon check` name the user and the channel, and the
/// channel's table still loads and plays.
#[test]
fn a_lost_notify_choice_and_game_counter_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    drop({
        let mut r = toy(dir.path());
        game(&mut r, "a", 2);
        r.line("alice> /notify mode:dm");
        r
    });
    {
        let db = crate::store::open_sled(dir.path()).unwrap();
        db.open_tree("notify").unwrap().clear().unwrap();
        db.open_tree("game-numbers").unwrap().clear().unwrap();
        db.flush().unwrap();
    }
    let report = crate::tests::support::toy_check(dir.path());
    assert_eq!(report.named(), ["a", "user alice (/notify)"], "{:?}", report.verdicts);
    let mut r = toy(dir.path());
    let said = r.host().damage_report().join("\n");
    assert!(
        said.contains("channel a: The store lost this channel's game counter"),
        "{said}"
    );
    assert!(
        said.contains("channel user alice (/notify): The store lost this user's /notify choice"),
        "{said}"
    );
    let before = stored_moves(&r, "a");
    let out = play(&mut r, "a", 2);
    assert_eq!(stored_moves(&r, "a"), before + 1, "the table plays on: {out}");
}
