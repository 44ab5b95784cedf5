//! The sled store: one record per table, keyed by channel id, made durable by group commit.
//!
//! A write is acknowledged only after a flush that started after the write. Flushes are shared: when several
//! channels write at once, the first writer to need a flush runs it for everybody written so far (the leader);
//! the others wait for it or for the next one. So with many busy channels the number of flushes grows far more
//! slowly than the number of moves, and no caller is ever answered before its own write is on disk.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Condvar, Mutex, MutexGuard, Once};

use crate::io::NotifyMode;
use crate::HostError;

/// The sled tree holding the table records.
const TABLES: &str = "tables";
/// The sled tree holding, per channel, the number of the last game started there. It outlives the table
/// (a closed table's record is deleted), so every game of a channel gets a new number.
const GAME_NUMBERS: &str = "game-numbers";
/// The sled tree keeping the records of tables cleared because they could not be loaded, keyed by channel,
/// a zero byte and a number that grows with each clearing (so all are kept, the newest last).
const CLEARED: &str = "cleared";
/// The sled tree holding each user's `/notify` choice, keyed by user id (absent: the default, mention).
const NOTIFY: &str = "notify";
/// The sled tree holding, per channel, the id of the last turn ping the transport posted there. It outlives
/// the table, so the next ping still replaces it.
const PINGS: &str = "pings";

/// The sled tree keeping aborted games for `/restore`, keyed by channel, a zero byte, a number that grows with
/// each abort and the abort's time (seconds since the Unix epoch), both big-endian. The value is the table's
/// record byte for byte as it was stored.
const ARCHIVE: &str = "archive";

/// The sled tree keeping the records of finished games for `/stats` and `/leaderboard`, keyed by server (see
/// [`crate::history::server_key`]), a zero byte and a number that grows with each game, big-endian. The value is
/// the game's record as posted at its end (JSON).
const FINISHED: &str = "finished";

/// An aborted game in the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archived {
    key: Vec<u8>,
    /// When it was aborted (seconds since the Unix epoch).
    pub at: u64,
    /// The table's record as it was stored before the abort.
    pub raw: Vec<u8>,
}

/// sled's own periodic flush is off: every write is flushed by its writer (group commit), and a background
/// flush would only compete with those for the disk.
fn config() -> sled::Config {
    sled::Config::new().flush_every_ms(None)
}

pub struct Store {
    /// The data directory (None for a temporary store), named when sled cannot read it.
    dir: Option<PathBuf>,
    db: sled::Db,
    tables: sled::Tree,
    game_numbers: sled::Tree,
    cleared: sled::Tree,
    notify: sled::Tree,
    pings: sled::Tree,
    commit: GroupCommit,
    /// Tests make writes fail to check that a failed write changes nothing.
    #[cfg(test)]
    pub(crate) fail_writes: std::sync::atomic::AtomicBool,
}

impl Store {
    pub fn open(dir: &Path) -> Result<Store, HostError> {
        guarded(Some(dir), || {
            Store::from_db(Some(dir), open_retrying(|| config().path(dir).open())?)
        })
    }

    /// A store deleted when dropped.
    pub fn temporary() -> Result<Store, HostError> {
        Store::from_db(None, config().temporary(true).open()?)
    }

    fn from_db(dir: Option<&Path>, db: sled::Db) -> Result<Store, HostError> {
        let tables = db.open_tree(TABLES)?;
        let game_numbers = db.open_tree(GAME_NUMBERS)?;
        let cleared = db.open_tree(CLEARED)?;
        let notify = db.open_tree(NOTIFY)?;
        let pings = db.open_tree(PINGS)?;
        Ok(Store {
            dir: dir.map(Path::to_path_buf),
            db,
            tables,
            game_numbers,
            cleared,
            notify,
            pings,
            commit: GroupCommit::default(),
            #[cfg(test)]
            fail_writes: Default::default(),
        })
    }

    /// Every stored record as (channel, raw bytes). A key that is not UTF-8 is returned lossily.
    pub fn all(&self) -> Result<Vec<(String, Vec<u8>)>, HostError> {
        guarded(self.dir.as_deref(), || {
            self.tables
                .iter()
                .map(|entry| {
                    let (key, value) = entry?;
                    Ok((String::from_utf8_lossy(&key).into_owned(), value.to_vec()))
                })
                .collect()
        })
    }

    pub fn get(&self, channel: &str) -> Result<Option<Vec<u8>>, HostError> {
        Ok(self.tables.get(channel)?.map(|v| v.to_vec()))
    }

    /// Writes (or, with `None`, deletes) a record and returns once it is durable. If the write or the flush
    /// fails, the previous record is put back (best effort) and the error returned.
    pub fn put_durable(&self, channel: &str, value: Option<&[u8]>) -> Result<(), HostError> {
        #[cfg(test)]
        if self.fail_writes.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        let previous = match value {
            Some(bytes) => self.tables.insert(channel, bytes)?,
            None => self.tables.remove(channel)?,
        };
        self.commit.wait_durable(&self.db).inspect_err(|_| {
            let _ = match previous {
                Some(old) => self.tables.insert(channel, old).map(|_| ()),
                None => self.tables.remove(channel).map(|_| ()),
            };
        })
    }

    /// A number for a new game in `channel`, greater than any given there before. It becomes durable with the
    /// next flush (the one that makes the game's record durable): a number lost in a crash was never shown.
    pub fn next_game_number(&self, channel: &str) -> Result<u64, HostError> {
        self.raise_game_number(channel, |last| last + 1)
    }

    /// Makes sure later games of `channel` get numbers above `number` (an imported game's).
    pub fn reserve_game_number(&self, channel: &str, number: u64) -> Result<u64, HostError> {
        self.raise_game_number(channel, |last| last.max(number))
    }

    fn raise_game_number(&self, channel: &str, raise: impl Fn(u64) -> u64) -> Result<u64, HostError> {
        let read = |bytes: Option<&[u8]>| {
            bytes
                .and_then(|b| <[u8; 8]>::try_from(b).ok())
                .map_or(0, u64::from_be_bytes)
        };
        let new = self
            .game_numbers
            .update_and_fetch(channel, |old| Some(raise(read(old)).to_be_bytes().to_vec()))?;
        Ok(read(new.as_deref()))
    }

    /// Keeps aside the raw record of a table being cleared; durable with the next flush (the deletion's).
    pub fn keep_cleared(&self, channel: &str, raw: &[u8]) -> Result<(), HostError> {
        let mut key = channel_prefix(channel);
        key.extend_from_slice(&self.db.generate_id()?.to_be_bytes());
        self.cleared.insert(key, raw)?;
        Ok(())
    }

    /// The records of `channel` cleared so far, oldest first.
    pub fn cleared(&self, channel: &str) -> Result<Vec<Vec<u8>>, HostError> {
        self.cleared
            .scan_prefix(channel_prefix(channel))
            .map(|entry| Ok(entry?.1.to_vec()))
            .collect()
    }

    /// A user's `/notify` choice (the default when never set or unreadable).
    pub fn notify_mode(&self, user: &str) -> NotifyMode {
        let stored = self.notify.get(user).ok().flatten();
        stored
            .and_then(|v| NotifyMode::parse(&String::from_utf8_lossy(&v)))
            .unwrap_or_default()
    }

    /// Stores a user's `/notify` choice durably.
    pub fn set_notify_mode(&self, user: &str, mode: NotifyMode) -> Result<(), HostError> {
        self.notify.insert(user, mode.as_str())?;
        self.commit.wait_durable(&self.db)
    }

    /// The id of the last ping posted in `channel`.
    pub fn ping_message(&self, channel: &str) -> Option<String> {
        let stored = self.pings.get(channel).ok().flatten();
        stored.map(|v| String::from_utf8_lossy(&v).into_owned())
    }

    /// Remembers (or forgets) the last ping of `channel`; durable with the next flush (losing it in a crash
    /// only leaves one old ping in the channel).
    pub fn set_ping_message(&self, channel: &str, message: Option<&str>) -> Result<(), HostError> {
        match message {
            Some(id) => self.pings.insert(channel, id)?,
            None => self.pings.remove(channel)?,
        };
        Ok(())
    }

    /// Moves the record of `channel` into the archive, stamped `at`, and returns once that is durable. The move is
    /// one transaction: a crash leaves the record either at the table or in the archive. Returns false (and
    /// changes nothing) when the channel has no record.
    pub fn archive(&self, channel: &str, at: u64) -> Result<bool, HostError> {
        let mut key = channel_prefix(channel);
        key.extend_from_slice(&self.db.generate_id()?.to_be_bytes());
        key.extend_from_slice(&at.to_be_bytes());
        self.move_record(channel, &key, Move::ToArchive)
    }

    /// The newest aborted game of `channel` still in the archive.
    pub fn last_archived(&self, channel: &str) -> Result<Option<Archived>, HostError> {
        let Some(entry) = self.archive_tree()?.scan_prefix(channel_prefix(channel)).next_back() else {
            return Ok(None);
        };
        let (key, raw) = entry?;
        let at = key
            .len()
            .checked_sub(8)
            .and_then(|start| <[u8; 8]>::try_from(&key[start..]).ok())
            .map_or(0, u64::from_be_bytes);
        Ok(Some(Archived {
            key: key.to_vec(),
            at,
            raw: raw.to_vec(),
        }))
    }

    /// Puts an archived game back as its channel's table (replacing whatever record the channel had) and takes it
    /// out of the archive, in one transaction; returns once that is durable. Returns false (and changes nothing)
    /// when the entry is no longer in the archive.
    pub fn restore(&self, channel: &str, archived: &Archived) -> Result<bool, HostError> {
        self.move_record(channel, &archived.key, Move::ToTable)
    }

    /// Moves a record between the table of `channel` and the archive entry `key`, then waits until it is durable;
    /// if the flush fails, moves it back (best effort) and returns the error.
    fn move_record(&self, channel: &str, key: &[u8], way: Move) -> Result<bool, HostError> {
        #[cfg(test)]
        if self.fail_writes.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        let archive = self.archive_tree()?;
        let (from, to) = match way {
            Move::ToArchive => ((&self.tables, channel.as_bytes()), (&archive, key)),
            Move::ToTable => ((&archive, key), (&self.tables, channel.as_bytes())),
        };
        let Some(replaced) = transfer(from, to, None)? else {
            return Ok(false);
        };
        self.commit.wait_durable(&self.db).inspect_err(|_| {
            let _ = transfer(to, from, Some(replaced));
        })?;
        Ok(true)
    }

    /// The archive tree, opened (and made, the first time) when used: a store where no game was ever aborted
    /// keeps the layout it had before the archive existed.
    fn archive_tree(&self) -> Result<sled::Tree, HostError> {
        Ok(self.db.open_tree(ARCHIVE)?)
    }

    /// Keeps the record of a game finished on `server` and returns once it is durable.
    pub fn keep_finished(&self, server: &str, raw: &[u8]) -> Result<(), HostError> {
        #[cfg(test)]
        if self.fail_writes.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        let mut key = channel_prefix(server);
        key.extend_from_slice(&self.db.generate_id()?.to_be_bytes());
        self.db.open_tree(FINISHED)?.insert(key, raw)?;
        self.commit.wait_durable(&self.db)
    }

    /// The records of the games finished on `server`, oldest first.
    pub fn finished(&self, server: &str) -> Result<Vec<Vec<u8>>, HostError> {
        self.db
            .open_tree(FINISHED)?
            .scan_prefix(channel_prefix(server))
            .map(|entry| Ok(entry?.1.to_vec()))
            .collect()
    }

    /// Flushes everything written so far.
    pub fn flush(&self) -> Result<(), HostError> {
        self.commit.wait_durable(&self.db)
    }

    /// Number of flushes run so far (for tests and the benchmark's report).
    pub fn flush_count(&self) -> u64 {
        self.commit.lock().flushes
    }
}

/// The start of the keys of a channel's entries in the trees keyed by channel and more.
fn channel_prefix(channel: &str) -> Vec<u8> {
    let mut key = channel.as_bytes().to_vec();
    key.push(0);
    key
}

#[derive(Clone, Copy)]
enum Move {
    ToArchive,
    ToTable,
}

/// A tree and a key in it.
type Place<'a> = (&'a sled::Tree, &'a [u8]);

/// In one transaction: takes the value at `from`, writes it at `to`, and (when undoing an earlier transfer)
/// puts `put_back` at `from` (what `to` held before it). Returns what `to` held before (empty when nothing),
/// or None when `from` held nothing (nothing changes).
fn transfer(from: Place, to: Place, put_back: Option<sled::IVec>) -> Result<Option<sled::IVec>, HostError> {
    use sled::transaction::{ConflictableTransactionError, TransactionError};
    use sled::Transactional;
    let result = (from.0, to.0).transaction(|(source, target)| {
        let Some(value) = source.remove(from.1)? else {
            return Err(ConflictableTransactionError::Abort(()));
        };
        if let Some(old) = put_back.as_ref().filter(|old| !old.is_empty()) {
            source.insert(from.1, old.clone())?;
        }
        let replaced = target.insert(to.1, value)?;
        Ok(replaced.unwrap_or_default())
    });
    match result {
        Ok(replaced) => Ok(Some(replaced)),
        Err(TransactionError::Abort(())) => Ok(None),
        Err(TransactionError::Storage(error)) => Err(error.into()),
    }
}

/// Tickets and flushes. A writer takes ticket n after its write; flush k covers every ticket taken before it
/// started, so a writer is durable once `flushed >= n`.
#[derive(Default)]
struct GroupCommit {
    state: Mutex<CommitState>,
    done: Condvar,
}

#[derive(Default)]
struct CommitState {
    /// Tickets handed out.
    requested: u64,
    /// Every ticket up to this one is durable.
    flushed: u64,
    /// A leader is flushing right now.
    flushing: bool,
    /// The last failed flush: (the highest ticket it covered, the error text).
    failed: Option<(u64, String)>,
    flushes: u64,
}

impl GroupCommit {
    fn lock(&self) -> MutexGuard<'_, CommitState> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn wait_durable(&self, db: &sled::Db) -> Result<(), HostError> {
        let mut state = self.lock();
        state.requested += 1;
        let ticket = state.requested;
        loop {
            if state.flushed >= ticket {
                return Ok(());
            }
            if let Some((covered, error)) = &state.failed {
                if *covered >= ticket {
                    return Err(HostError::Store(error.clone()));
                }
            }
            if state.flushing {
                state = self.done.wait(state).unwrap_or_else(|poisoned| poisoned.into_inner());
                continue;
            }
            state = self.lead_flush(state, db);
        }
    }

    /// Runs one flush for every ticket taken so far, without holding the lock during the disk work.
    fn lead_flush<'a>(&'a self, mut state: MutexGuard<'a, CommitState>, db: &sled::Db) -> MutexGuard<'a, CommitState> {
        let target = state.requested;
        state.flushing = true;
        drop(state);
        let result = db.flush();
        let mut state = self.lock();
        state.flushing = false;
        state.flushes += 1;
        match result {
            Ok(_) => state.flushed = state.flushed.max(target),
            Err(error) => state.failed = Some((target, error.to_string())),
        }
        self.done.notify_all();
        state
    }
}

thread_local! {
    /// Set while this thread runs [`guarded`] work: a panic then prints nothing (it becomes an error).
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// sled panics on some damaged files (a truncated `db`: "tried to serialize Uninitialized", "cannot find pid")
/// instead of returning an error. Opening and reading the store run here: such a panic becomes
/// [`HostError::Damaged`] naming the directory, and the panic hook stays silent for this thread only (other
/// threads' panics print as usual).
fn guarded<T>(dir: Option<&Path>, work: impl FnOnce() -> Result<T, HostError>) -> Result<T, HostError> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                previous(info);
            }
        }));
    });
    let was_quiet = QUIET.with(|q| q.replace(true));
    let result = panic::catch_unwind(AssertUnwindSafe(work));
    QUIET.with(|q| q.set(was_quiet));
    result.unwrap_or_else(|payload| {
        let reason = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "sled stopped on an internal error".to_string());
        Err(HostError::Damaged {
            dir: dir.map_or_else(|| "a temporary directory".to_string(), |d| d.display().to_string()),
            reason,
        })
    })
}

/// sled's file lock outlives a dropped handle for a moment (its threads release it), so a reopen right after a
/// restart may find it still taken: retry for up to two seconds before giving up.
pub fn open_retrying(open: impl Fn() -> sled::Result<sled::Db>) -> sled::Result<sled::Db> {
    let mut attempts = 0;
    loop {
        match open() {
            Err(sled::Error::Io(e)) if e.kind() == std::io::ErrorKind::Other && attempts < 40 => {
                attempts += 1;
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            result => return result,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn records_survive_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap();
            store.put_durable("a", Some(b"one")).unwrap();
            store.put_durable("b", Some(b"two")).unwrap();
            store.put_durable("a", None).unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.all().unwrap(), vec![("b".to_string(), b"two".to_vec())]);
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
                        store
                            .put_durable(&format!("c{t}"), Some(format!("{i}").as_bytes()))
                            .unwrap();
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        let all = store.all().unwrap();
        assert_eq!(all.len(), 16);
        assert!(all.iter().all(|(_, v)| v == b"19"));
        assert!(store.flush_count() <= 16 * 20);
    }

    /// A store with a history of rewrites, as games leave it (sled then panics on many truncations of `db`).
    pub(crate) fn busy_store(dir: &Path) {
        let store = Store::open(dir).unwrap();
        for n in 0..60 {
            for i in 0..10 {
                let record = vec![b'a' + (n % 20) as u8; 3000 + 100 * n + i];
                store.put_durable(&format!("c{i}"), Some(&record)).unwrap();
            }
        }
    }

    /// Truncating sled's `db` at any length never panics out of the store: it reads what it can, or says the
    /// directory is damaged.
    #[test]
    fn a_truncated_db_is_an_error_naming_the_directory_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        busy_store(dir.path());
        let full = std::fs::read(dir.path().join("db")).unwrap();
        let mut damaged = 0;
        for cut in (0..full.len()).step_by(full.len() / 40) {
            let copy = tempfile::tempdir().unwrap();
            for name in ["conf", "db"] {
                std::fs::copy(dir.path().join(name), copy.path().join(name)).unwrap();
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
        assert!(damaged > 0, "no truncation damaged the store");
    }
}
