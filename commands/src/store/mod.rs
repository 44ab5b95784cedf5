//! The sled store: the tables, laid out so that a move costs one small write, made durable by group commit.
//! sled compresses what it writes (zstd) in every directory made since, see [`opening::config_for`].
//!
//! Layout (version 2, [`STORE_SCHEMA`]), all in the tree `tables-v2`, every key starting with the channel and a
//! zero byte, so a channel's entries are one key range:
//! - `h` (head): the table's record without its game's log and state (seats, options, settings, game number,
//!   votes, reminders…), which does not grow with the game, behind the number of moves stored, the checksum
//!   chain of those moves and the game's identity (number, seed). Rewritten at every change of the table.
//! - `m` + game number + move number (big-endian): one move of the log, its value the checksum chain up to it
//!   (a 64-bit FNV-1a over the previous chain value and the move's JSON) and the move's JSON.
//! - `s` + game number + move number: a snapshot of the game's state after that many moves, its checksum then
//!   its JSON deflated behind a `0x1f` byte (plain JSON, written before, still reads; see [`keys::snapshot_value`]):
//!   written when the game starts, every [`SNAPSHOT_EVERY`] moves, when it ends, and at the point an `/undo`
//!   goes back to. Only the two newest stay (the newest, and one to fall back on when it is damaged): a new one
//!   removes the older ones in the same batch, so a running game holds about its export, not several times it.
//! - `r`: a version 1 record kept as it was (see the migration below), until its table is next saved.
//!
//! When a game ends, its last move's write moves it to the archive of finished games ([`FINISHED`]) in one
//! transaction: its `m` and `s` entries go, its record as posted joins the archive, and the head keeps the game's
//! identity, its count of moves and chain, and the archived record's key and checksum (so the finished table
//! still loads, and the manifest's claim holds). The tables hold only running games, lobbies and last heads.
//!
//! Beside them, under keys starting with two zero bytes then the channel (no table's key starts so), the agenda:
//! per table, when it next has something to do on its own (see [`crate::host::agenda`]), written in the same batch as
//! the table's head and removed with the table, so the host can start without loading any table.
//!
//! A move's durable write is the new move(s), the head and, every [`SNAPSHOT_EVERY`] moves, a snapshot: its size
//! does not depend on the game's length. Every change of a table is one atomic sled batch (an `/undo` removes
//! the moves taken back and the snapshots after them in the same batch as the new head), so a crash leaves the
//! table either before or after it. Loading reads the head, the moves it counts (checking the chain, so a damaged,
//! missing or foreign move is caught) and the latest valid snapshot (checking its checksum; a damaged one, or one
//! missing where one is due, is passed over for the one before it, or the seed, and noted in
//! [`Stored::recovered`]); the host then rebuilds the game from that snapshot and replays only the moves after it
//! (see [`crate::tables::table::load_stored`]; `galleon check` also replays from the seed against the snapshot). A
//! damaged head or move makes that one table unloadable, with a message naming it.
//!
//! Migration from version 1 (one JSON record per channel in the tree `tables`), at open: every record is copied
//! into the tree `v1-backup` (kept as it was), laid out in version 2, and removed from `tables` in one
//! transaction with the version mark. A record galleon did not write itself byte for byte (hand-edited, older,
//! damaged) is kept raw (`r`) and loaded as before; it takes the new layout when its table is next saved.
//!
//! A write is acknowledged only after a flush that started after the write. Flushes are shared: when several
//! channels write at once, the first writer to need a flush runs it for everybody written so far (the leader);
//! the others wait for it or for the next one. So with many busy channels the number of flushes grows far more
//! slowly than the number of moves, and no caller is ever answered before its own write is on disk. A player's
//! move does not wait idle meanwhile: its write wakes a background flusher ([`Store::put_table_deferred`]), the
//! host prepares the answer (board, direct messages, ping) while the flush runs, then waits for it
//! ([`Store::settle`]) before the answer leaves; a failed flush puts the write back and the answer is dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{Arc, Mutex, RwLock};

use crate::base::error::HostError;

use agenda::build_agenda;
use commit::{spawn_flusher, GroupCommit};
use heal::{Handles, Sled};
use keys::{Ops, TABLES_V2};
use migration::{migrate_v1, TABLES_V1};
use opening::{config, config_for, guarded};

pub use archives::{AbortedRecord, Archived};
pub use commit::Unsettled;
pub use keys::{snapshot_due, SNAPSHOT_EVERY, STORE_SCHEMA};
pub use opening::open_retrying;
pub use opening::open_sled;
pub use salvage::{Document, Kept, Salvage};
pub use tables::{Appended, Stored};

mod agenda;
mod archives;
mod commit;
pub mod compact;
mod heal;
mod keys;
pub mod manifest;
mod migration;
mod opening;
pub mod rotate;
mod salvage;
mod settings;
mod tables;

pub struct Store {
    /// The data directory (None for a temporary store), named when sled cannot read it.
    dir: Option<PathBuf>,
    sled: Handles,
    /// A write or a flush failed on the disk: sled refuses every later write until it is opened again.
    broken: AtomicBool,
    /// What puts back the writes that failed since (tree name, batch), oldest first: sled may have written part
    /// of them to its files before the failure, and a refused move must not come back when it is opened again.
    undo_later: Mutex<Vec<(Vec<u8>, Ops)>>,
    /// Held by the one thread opening the store again (see [`Store::heal`]).
    healing: Mutex<()>,
    commit: Arc<GroupCommit>,
    /// The background flusher's thread (see [`Store::put_table_deferred`]), joined when the store closes.
    flusher: Option<std::thread::JoinHandle<()>>,
    /// What the store made durable per channel, kept beside it to notice damage (None for a temporary store).
    manifest: Option<Arc<manifest::Manifest>>,
    /// Bytes of keys and values written to the tables so far (the benchmark's cost per move).
    written: AtomicU64,
    /// Every write enters it; a rotation holds it (see [`rotate`]).
    gate: Arc<rotate::Gate>,
    /// The copy of sled's files a check opened (see [`Store::open_for_check`]), deleted with the store.
    copy: Option<tempfile::TempDir>,
    /// Tests make writes fail to check that a failed write changes nothing.
    #[cfg(test)]
    pub(crate) fail_writes: std::sync::atomic::AtomicBool,
    /// Tests make the flush of a deferred write fail (after the write was applied).
    #[cfg(test)]
    pub(crate) fail_settles: std::sync::atomic::AtomicBool,
    /// Tests make sled fail to read these channels' tables, as it does where its files are damaged.
    #[cfg(test)]
    pub(crate) unreadable: Mutex<Vec<String>>,
}

impl Store {
    pub fn open(dir: &Path) -> Result<Store, HostError> {
        guarded(Some(dir), || {
            rotate::recover(dir)?;
            let config = config_for(dir)?;
            let db = open_retrying(|| config.open()).map_err(|e| opening::unreadable(dir, e))?;
            let mut store = Store::from_db(Some(dir), db).map_err(|e| opening::damaged(Some(dir), e))?;
            let manifest = Arc::new(manifest::Manifest::open(dir, &store)?);
            let gate = Arc::clone(&store.gate);
            rotate::watch(dir, Arc::downgrade(&store.sled), Arc::downgrade(&manifest), gate);
            store.manifest = Some(manifest);
            Ok(store)
        })
    }

    /// A store deleted when dropped.
    pub fn temporary() -> Result<Store, HostError> {
        Store::from_db(None, config(true).temporary(true).open()?)
    }

    /// Opens the store in `dir` to read it (`galleon check`) without changing it: sled writes even when only
    /// read (its `conf`, a new segment), so sled's files are copied into a temporary directory and the copy is
    /// opened (a read-only directory or snapshot can be checked); the manifest is read where it is. No
    /// conversion, no agenda built, no table written. A store is recognised by its `db` or its `conf` (sled
    /// writes a `conf` again when it is missing, as the bot does). A directory without a store, one a running bot
    /// holds, or with version 1 records not converted yet, is an error.
    pub fn open_for_check(dir: &Path) -> Result<Store, HostError> {
        if !dir.join("conf").exists() && !dir.join("db").exists() {
            return Err(HostError::Store(format!("{}: no galleon store here", dir.display())));
        }
        refuse_if_held(dir)?;
        let copy = tempfile::tempdir().map_err(|e| HostError::Store(format!("cannot make a temporary copy: {e}")))?;
        copy_sled_files(dir, copy.path())
            .map_err(|e| HostError::Store(format!("cannot copy {} to check it: {e}", dir.display())))?;
        guarded(Some(dir), || {
            let config = config_for(copy.path())?;
            let db = open_retrying(|| config.open()).map_err(|e| opening::unreadable(dir, e))?;
            let v1 = db.tree_names().iter().any(|name| name.as_ref() == TABLES_V1.as_bytes());
            if v1 && !db.open_tree(TABLES_V1)?.is_empty() {
                let text = format!(
                    "{}: a version 1 store; run galleon on it once to convert it",
                    dir.display()
                );
                return Err(HostError::Store(text));
            }
            let opened = db.open_tree(TABLES_V2).map_err(HostError::from);
            let mut store = opened
                .and_then(|tables| Store::with_trees(Some(dir), db, tables))
                .map_err(|e| opening::damaged(Some(dir), e))?;
            let manifest = manifest::Manifest::read_only(dir, &store).map_err(|e| opening::damaged(Some(dir), e))?;
            store.manifest = Some(Arc::new(manifest));
            store.copy = Some(copy);
            Ok(store)
        })
    }

    fn from_db(dir: Option<&Path>, db: sled::Db) -> Result<Store, HostError> {
        let tables = db.open_tree(TABLES_V2)?;
        migrate_v1(&db, &tables)?;
        build_agenda(&db, &tables)?;
        Store::with_trees(dir, db, tables)
    }

    fn with_trees(dir: Option<&Path>, db: sled::Db, tables: sled::Tree) -> Result<Store, HostError> {
        let commit = Arc::new(GroupCommit::default());
        let sled: Handles = Arc::new(RwLock::new(Some(Arc::new(Sled::new(db, tables)?))));
        let flusher = spawn_flusher(commit.clone(), sled.clone());
        Ok(Store {
            dir: dir.map(Path::to_path_buf),
            sled,
            broken: AtomicBool::new(false),
            undo_later: Mutex::new(Vec::new()),
            healing: Mutex::new(()),
            commit,
            flusher,
            manifest: None,
            written: AtomicU64::new(0),
            gate: Default::default(),
            copy: None,
            #[cfg(test)]
            fail_writes: Default::default(),
            #[cfg(test)]
            fail_settles: Default::default(),
            #[cfg(test)]
            unreadable: Default::default(),
        })
    }
}

/// Refuses a directory a running galleon holds (sled's lock on its `db`): its files change while they are read.
/// A lock a process just dropped is released a moment later (see [`open_retrying`]): it is asked again for up
/// to ten seconds.
fn refuse_if_held(dir: &Path) -> Result<(), HostError> {
    let Ok(db) = std::fs::File::open(dir.join("db")) else {
        return Ok(());
    };
    for _ in 0..200 {
        if db.try_lock_shared().is_ok() {
            return Ok(());
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    Err(HostError::Store(format!(
        "{}: a running galleon holds this store; stop it, or check a copy",
        dir.display()
    )))
}

/// Copies sled's files of `from` (every file and directory but the manifest's) into `to`.
fn copy_sled_files(from: &Path, to: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        let target = to.join(&name);
        if entry.file_type()?.is_dir() {
            std::fs::create_dir_all(&target)?;
            copy_sled_files(&entry.path(), &target)?;
        } else if !name.to_string_lossy().starts_with(manifest::SNAPSHOT) {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

impl Store {
    /// Tests: whether sled is made to fail reading `channel`'s table (see [`Store::unreadable`]), as its error.
    #[cfg(test)]
    pub(crate) fn injected_read_failure(&self, channel: &str) -> Result<(), HostError> {
        match crate::base::locks::lock(&self.unreadable).iter().any(|c| c == channel) {
            true => Err(HostError::Damaged {
                dir: "a test directory".into(),
                reason: "injected: a page does not read back".into(),
            }),
            false => Ok(()),
        }
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        self.commit.stop();
        if let Some(flusher) = self.flusher.take() {
            let _ = flusher.join();
        }
    }
}

#[cfg(test)]
mod layout_tests;
#[cfg(test)]
mod salvage_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::TableRecord;
    use std::sync::Arc;

    /// A lobby record of `channel` whose board message id is `board` (the store does not check ids).
    fn lobby(channel: &str, board: &str) -> TableRecord {
        let mut record = TableRecord::new(channel, crate::base::io::Locale::En);
        record.board_message = Some(board.to_string());
        record
    }

    fn boards(store: &Store) -> Vec<(String, String)> {
        let all = store.all().unwrap().into_iter().map(|(channel, stored)| {
            let record: TableRecord = serde_json::from_slice(&stored.raw).unwrap();
            (channel, record.board_message.unwrap())
        });
        all.collect()
    }

    /// A read in flight when the store opens again after a disk error asks for the handles again: it is told at
    /// once that the store is being opened again (instead of waiting for the reopen, which waits for it), lets go
    /// of the old handles, and the reopen goes through.
    #[test]
    fn a_read_in_flight_during_a_reopen_is_told_so_and_the_reopen_goes_through() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        store.put_table("a", Some(&mut lobby("a", "one")), None).unwrap();
        store.failed(HostError::Disk {
            full: true,
            reason: "injected".into(),
        });
        let in_flight = store.s().unwrap();
        std::thread::scope(|scope| {
            let reopen = scope.spawn(|| store.heal());
            // The reopen has let go of the handles' lock once it has taken the handles away.
            while store.sled.read().unwrap().is_some() {
                std::thread::yield_now();
            }
            assert!(store.s().is_err(), "told that the store is being opened again");
            drop(in_flight);
            assert!(reopen.join().unwrap().is_ok());
        });
        assert_eq!(boards(&store), vec![("a".to_string(), "one".to_string())]);
        store.put_table("b", Some(&mut lobby("b", "two")), None).unwrap();
    }

    #[test]
    fn records_survive_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap();
            store.put_table("a", Some(&mut lobby("a", "one")), None).unwrap();
            store.put_table("b", Some(&mut lobby("b", "two")), None).unwrap();
            store.put_table("a", None, None).unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(boards(&store), vec![("b".to_string(), "two".to_string())]);
    }

    #[test]
    fn game_numbers_grow_per_channel_and_survive_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap();
            assert_eq!(store.next_game_number("a").unwrap(), 1);
            assert_eq!(store.next_game_number("a").unwrap(), 2);
            assert_eq!(store.next_game_number("b").unwrap(), 1);
            assert_eq!(store.reserve_game_number("b", 7).unwrap(), 7);
            assert_eq!(store.reserve_game_number("b", 3).unwrap(), 7);
            store.flush().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.next_game_number("a").unwrap(), 3);
        assert_eq!(store.next_game_number("b").unwrap(), 8);
        assert!(store.all().unwrap().is_empty(), "numbers are not tables");
    }

    #[test]
    fn concurrent_writers_share_flushes_and_all_land() {
        let store = Arc::new(Store::temporary().unwrap());
        let threads: Vec<_> = (0..16)
            .map(|t| {
                let store = Arc::clone(&store);
                std::thread::spawn(move || {
                    for i in 0..20 {
                        let channel = format!("c{t}");
                        let mut record = lobby(&channel, &i.to_string());
                        store.put_table(&channel, Some(&mut record), None).unwrap();
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        let all = boards(&store);
        assert_eq!(all.len(), 16);
        assert!(all.iter().all(|(_, board)| board == "19"));
        assert!(store.flush_count() <= 16 * 20);
    }

    /// A store with a history of rewrites, as games leave it (sled then panics on many truncations of `db`).
    pub(crate) fn busy_store(dir: &Path) {
        let store = Store::open(dir).unwrap();
        for n in 0..60 {
            for i in 0..10 {
                let board = char::from(b'a' + (n % 20) as u8).to_string().repeat(3000 + 100 * n + i);
                let channel = format!("c{i}");
                store
                    .put_table(&channel, Some(&mut lobby(&channel, &board)), None)
                    .unwrap();
            }
        }
    }

    /// Truncating sled's `db` at any length never panics out of the store: it reads what it can, or says the
    /// directory is damaged. Uncompressed (a store from before compression), sled notices some cuts itself;
    /// compressed, it reads every cut as a log that ends sooner (the manifest then tells what went back).
    #[test]
    fn a_truncated_db_is_an_error_naming_the_directory_not_a_panic() {
        for compressed in [false, true] {
            let dir = tempfile::tempdir().unwrap();
            drop(config(compressed).path(dir.path()).open().unwrap());
            busy_store(dir.path());
            let damaged = truncations_found_damaged(dir.path());
            assert!(compressed || damaged > 0, "no truncation damaged the store");
        }
    }

    /// How many of 40 cuts of `dir`'s `db`, each opened and read whole, are found damaged (any other error fails).
    fn truncations_found_damaged(dir: &Path) -> usize {
        let full = std::fs::read(dir.join("db")).unwrap();
        let mut damaged = 0;
        for cut in (0..full.len()).step_by(full.len() / 40) {
            let copy = tempfile::tempdir().unwrap();
            for name in ["conf", "db"] {
                std::fs::copy(dir.join(name), copy.path().join(name)).unwrap();
            }
            std::fs::write(copy.path().join("db"), &full[..cut]).unwrap();
            match Store::open(copy.path()).and_then(|store| store.all()) {
                Ok(_) => {}
                Err(HostError::Damaged { dir, reason }) => {
                    assert_eq!(dir, copy.path().display().to_string());
                    assert!(!reason.is_empty());
                    damaged += 1;
                }
                Err(other) => panic!("cut {cut}: {other}"),
            }
        }
        damaged
    }
}
