//! The sled store: the tables, laid out so that a move costs one small write, made durable by group commit.
//!
//! Layout (version 2, [`STORE_SCHEMA`]), all in the tree `tables-v2`, every key starting with the channel and a
//! zero byte, so a channel's entries are one key range:
//! - `h` (head): the table's record without its game's log and state (seats, options, settings, game number,
//!   votes, reminders…), which does not grow with the game, behind the number of moves stored, the checksum
//!   chain of those moves and the game's identity (number, seed). Rewritten at every change of the table.
//! - `m` + game number + move number (big-endian): one move of the log, its value the checksum chain up to it
//!   (a 64-bit FNV-1a over the previous chain value and the move's JSON) and the move's JSON.
//! - `s` + game number + move number: a snapshot of the game's state after that many moves, with its checksum:
//!   written when the game starts, every [`SNAPSHOT_EVERY`] moves, when it ends, and at the point an `/undo`
//!   goes back to.
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

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Once, RwLock};

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use galleon_rules::RuleError;
use serde_json::value::RawValue;

use crate::base::error::HostError;
use crate::base::io::NotifyMode;
use crate::record::{GameRecord, LoggedMove, TableRecord};

/// The layout version this galleon writes (see the module docs); version 1 is migrated at open.
pub const STORE_SCHEMA: u32 = 2;
/// A snapshot of the game's state is written every this many moves (and at the game's start and end).
pub const SNAPSHOT_EVERY: usize = 32;
/// The sled tree holding the tables in layout version 2.
const TABLES_V2: &str = "tables-v2";
/// The sled tree of layout version 1 (one JSON record per channel): emptied by the migration.
const TABLES_V1: &str = "tables";
/// The copy of the version 1 records the migration made, keyed by channel.
const V1_BACKUP: &str = "v1-backup";
/// The sled tree holding the store's own facts: `schema` (the layout version, big-endian u32).
const META: &str = "meta";
/// The kinds of entries of a channel in `tables-v2`.
const HEAD: u8 = b'h';
const MOVE: u8 = b'm';
const SNAPSHOT: u8 = b's';
const RAW: u8 = b'r';
/// The start of the agenda's keys in `tables-v2` (see [`crate::host::agenda`]): two zero bytes, then the channel. No
/// table's entry starts so: a table's keys start with its channel (never empty), then a zero byte.
const AGENDA: &[u8] = b"\0\0";
/// The `meta` key marking that every table of the store has its agenda entry.
const AGENDA_BUILT: &str = "agenda";
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

/// The archive of finished games: the records of finished games for `/stats`, `/leaderboard` and `/log`, keyed by
/// server (see [`crate::record::server_key`]), a zero byte and a number that grows with each game, big-endian;
/// the value is the game's record as posted at its end (JSON). Beside them, per channel, a zero byte then the
/// channel: the key of the channel's last finished game. A game's moves and final state move here from the
/// tables when it ends (see [`Store::put_table_finishing`]).
const FINISHED: &str = "finished";

/// An aborted game in the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archived {
    key: Vec<u8>,
    /// When it was aborted (seconds since the Unix epoch).
    pub at: u64,
    /// The table's record as it was stored before the abort.
    pub raw: Vec<u8>,
    /// Its checksum does not match: it was damaged in the store.
    pub damaged: bool,
}

/// The first byte of an archived game written with its checksum (then the checksum, 8 bytes, then the record);
/// one written before starts with the record's `{`.
const SUMMED: u8 = 1;

/// An aborted game's record as the archive keeps it: behind [`SUMMED`] and its checksum.
fn summed_archive(raw: &[u8]) -> Vec<u8> {
    let mut value = vec![SUMMED];
    value.extend_from_slice(&fnv(0, raw).to_be_bytes());
    value.extend_from_slice(raw);
    value
}

/// The big-endian number of 8 bytes starting `back` bytes before the end of an archive's `key` (its id 16 back,
/// the time of the abort 8 back), 0 when the key is too short.
fn number_back(key: &[u8], back: usize) -> u64 {
    key.len()
        .checked_sub(back)
        .and_then(|start| <[u8; 8]>::try_from(key.get(start..start + 8)?).ok())
        .map_or(0, u64::from_be_bytes)
}

/// An archived value's record, and whether it fails its checksum (one written before checksums has none).
fn archived_record(value: &[u8]) -> (&[u8], bool) {
    match value.split_first() {
        Some((&SUMMED, rest)) if rest.len() >= 8 => {
            let (sum, raw) = rest.split_at(8);
            (raw, fnv(0, raw).to_be_bytes() != sum)
        }
        Some((&SUMMED, _)) => (&[], true),
        _ => (value, false),
    }
}

/// Whether appending moves `from..len` (`end`: the game ended) writes a snapshot of the state: when the moves
/// cross a multiple of [`SNAPSHOT_EVERY`], or end the game.
pub fn snapshot_due(from: usize, len: usize, end: bool) -> bool {
    from / SNAPSHOT_EVERY != len / SNAPSHOT_EVERY || end
}

/// sled's own periodic flush is off: every write is flushed by its writer or our background flusher (group
/// commit), and sled's timed flush would only compete with those for the disk.
fn config() -> sled::Config {
    sled::Config::new().flush_every_ms(None)
}

/// sled's handles: its database and the trees the store keeps open.
struct Sled {
    db: sled::Db,
    /// The tables in layout version 2.
    tables: sled::Tree,
    game_numbers: sled::Tree,
    cleared: sled::Tree,
    notify: sled::Tree,
    pings: sled::Tree,
}

impl Sled {
    fn new(db: sled::Db, tables: sled::Tree) -> Result<Sled, HostError> {
        Ok(Sled {
            game_numbers: db.open_tree(GAME_NUMBERS)?,
            cleared: db.open_tree(CLEARED)?,
            notify: db.open_tree(NOTIFY)?,
            pings: db.open_tree(PINGS)?,
            db,
            tables,
        })
    }
}

/// sled's handles, shared with the background flusher; None while the store is being opened again after a
/// failed write (see [`Store::heal`]).
type Handles = Arc<RwLock<Option<Arc<Sled>>>>;

/// sled opened on `dir` as the store opens it (for `galleon compact`, which copies it whole).
pub(crate) fn open_sled(dir: &Path) -> Result<sled::Db, HostError> {
    guarded(Some(dir), || Ok(open_retrying(|| config().path(dir).open())?))
}

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
    /// Tests make writes fail to check that a failed write changes nothing.
    #[cfg(test)]
    pub(crate) fail_writes: std::sync::atomic::AtomicBool,
    /// Tests make the flush of a deferred write fail (after the write was applied).
    #[cfg(test)]
    pub(crate) fail_settles: std::sync::atomic::AtomicBool,
}

impl Store {
    pub fn open(dir: &Path) -> Result<Store, HostError> {
        guarded(Some(dir), || {
            rotate::recover(dir)?;
            let db = open_retrying(|| config().path(dir).open()).map_err(|e| manifest::unreadable(dir, e))?;
            let mut store = Store::from_db(Some(dir), db).map_err(|e| manifest::damaged(Some(dir), e))?;
            let manifest = Arc::new(manifest::Manifest::open(dir, &store)?);
            let gate = Arc::clone(&store.gate);
            rotate::watch(dir, Arc::downgrade(&store.sled), Arc::downgrade(&manifest), gate);
            store.manifest = Some(manifest);
            Ok(store)
        })
    }

    /// A store deleted when dropped.
    pub fn temporary() -> Result<Store, HostError> {
        Store::from_db(None, config().temporary(true).open()?)
    }

    /// Opens the store in `dir` to read it (`galleon check`): no conversion, no agenda built, no table written. A
    /// directory without a store, or with version 1 records not converted yet, is an error.
    pub fn open_for_check(dir: &Path) -> Result<Store, HostError> {
        if !dir.join("conf").exists() {
            return Err(HostError::Store(format!("{}: no galleon store here", dir.display())));
        }
        guarded(Some(dir), || {
            let db = open_retrying(|| config().path(dir).open()).map_err(|e| manifest::unreadable(dir, e))?;
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
                .map_err(|e| manifest::damaged(Some(dir), e))?;
            let manifest = manifest::Manifest::read_only(dir, &store).map_err(|e| manifest::damaged(Some(dir), e))?;
            store.manifest = Some(Arc::new(manifest));
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
            #[cfg(test)]
            fail_writes: Default::default(),
            #[cfg(test)]
            fail_settles: Default::default(),
        })
    }

    /// sled's handles now; an error while they are being opened again (see [`Store::heal`]).
    fn s(&self) -> Result<Arc<Sled>, HostError> {
        let handles = self.sled.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        handles
            .clone()
            .ok_or_else(|| HostError::Store("the store is being opened again".into()))
    }

    /// A write or a flush failed with `error`: when the disk failed (full), sled refuses every later write, so
    /// the store is marked to be opened again before the next one (see [`Store::heal`]), and the operator told.
    fn failed(&self, error: HostError) -> HostError {
        if let HostError::Disk { full, reason } = &error {
            if self.dir.is_some() && !self.broken.swap(true, Ordering::SeqCst) {
                let dir = self.dir.as_deref().map_or(String::new(), |d| d.display().to_string());
                match full {
                    true => tracing::error!(
                        "the disk holding the data directory {dir} is full ({reason}): every move is refused until \
                         space is freed there; the store opens itself again at the next move, no restart needed"
                    ),
                    false => tracing::error!(
                        "writing the data directory {dir} failed ({reason}): the store opens itself again at the \
                         next move"
                    ),
                }
            }
        }
        error
    }

    /// Keeps `undo` (a batch putting back a failed write in tree `tree`) for when sled is opened again.
    fn put_back(&self, tree: &[u8], undo: Ops) {
        let sled = self.s();
        let undone = sled.is_ok_and(|sled| {
            let tree = sled.db.open_tree(tree);
            tree.is_ok_and(|tree| tree.apply_batch(batch(&undo)).is_ok())
        });
        if !undone || self.broken.load(Ordering::SeqCst) {
            crate::base::locks::lock(&self.undo_later).push((tree.to_vec(), undo));
        }
    }

    /// After a failed write on the disk, sled refuses every later one until it is opened again: once the disk
    /// takes a probe write, drops its handles, opens the data directory again (what it made durable is all
    /// there), puts back the writes that failed meanwhile and flushes. While the disk is still full, nothing is
    /// dropped (reads go on) and the next write tries again. A read in flight keeps the old handles (and sled's
    /// lock on the directory) until it ends: the reopen waits for it, up to `open_retrying`'s 10 s, without
    /// holding the handles' lock, so that a read asking for the handles meanwhile is told at once that the store
    /// is being opened again (and ends) rather than waiting for the reopen that waits for it.
    fn heal(&self) -> Result<(), HostError> {
        let (Some(dir), true) = (&self.dir, self.broken.load(Ordering::SeqCst)) else {
            return Ok(());
        };
        let _healing = crate::base::locks::lock(&self.healing);
        if !self.broken.load(Ordering::SeqCst) {
            return Ok(());
        }
        // Without room, sled would not open again, and the store would be left without handles (reads too).
        if let Err(error) = has_room(dir) {
            return Err(HostError::Disk {
                full: true,
                reason: error.to_string(),
            });
        }
        // sled locks its directory until its last handle is dropped.
        let old = self
            .sled
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take();
        drop(old);
        let reopened = guarded(Some(dir), || {
            let db = open_retrying(|| config().path(dir).open())?;
            let sled = Sled::new(db.clone(), db.open_tree(TABLES_V2)?)?;
            let mut later = crate::base::locks::lock(&self.undo_later);
            for (tree, undo) in later.iter().rev() {
                db.open_tree(tree)?.apply_batch(batch(undo))?;
            }
            db.flush()?;
            later.clear();
            Ok(sled)
        });
        let sled = reopened.inspect_err(|error| tracing::warn!(%error, "the store could not be opened again yet"))?;
        *self.sled.write().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(Arc::new(sled));
        self.commit.lock().failed = None;
        self.broken.store(false, Ordering::SeqCst);
        if let Some(manifest) = &self.manifest {
            manifest.reopen(self)?;
        }
        tracing::warn!("the store in {} takes writes again", dir.display());
        Ok(())
    }

    /// Every stored table as (channel, what was read). A key that is not UTF-8 is returned lossily.
    pub fn all(&self) -> Result<Vec<(String, Stored)>, HostError> {
        self.read_whole(|| {
            let mut channels = Vec::new();
            for entry in self.s()?.tables.iter() {
                let (key, _) = entry?;
                let Some(at) = key.iter().position(|b| *b == 0) else {
                    continue;
                };
                if matches!(key.get(at + 1), Some(&HEAD) | Some(&RAW)) && key.len() == at + 2 {
                    channels.push(key[..at].to_vec());
                }
            }
            let mut all = Vec::new();
            for channel in channels {
                if let Some(stored) = self.read_key(&channel)? {
                    all.push((String::from_utf8_lossy(&channel).into_owned(), stored));
                }
            }
            Ok(all)
        })
    }

    /// Reads a whole tree (every table, the agenda, every archived game): there, sled's errors and panics mean
    /// that its files are damaged, which the operator is told with the way to restore ([`HostError::Damaged`]).
    fn read_whole<T>(&self, work: impl FnOnce() -> Result<T, HostError>) -> Result<T, HostError> {
        guarded(self.dir.as_deref(), work).map_err(|e| manifest::damaged(self.dir.as_deref(), e))
    }

    /// The table of `channel` as stored: its record put back together (see [`Stored`]).
    pub fn read(&self, channel: &str) -> Result<Option<Stored>, HostError> {
        // A write refused on a full disk may still sit in sled's memory until it is opened again.
        let _ = self.heal();
        guarded(self.dir.as_deref(), || self.read_key(channel.as_bytes()))
    }

    fn read_key(&self, channel: &[u8]) -> Result<Option<Stored>, HostError> {
        let tables = &self.s()?.tables;
        if let Some(raw) = tables.get(entry_key(channel, RAW))? {
            return Ok(Some(Stored {
                raw: raw.to_vec(),
                damage: None,
                recovered: None,
                checksummed: false,
            }));
        }
        let Some(head) = tables.get(entry_key(channel, HEAD))? else {
            return Ok(None);
        };
        Ok(Some(self.assemble(channel, &head)?))
    }

    /// The record of a table from its head, its moves and its latest snapshot, checking every checksum.
    fn assemble(&self, channel: &[u8], head: &[u8]) -> Result<Stored, HostError> {
        let damaged = |raw: Vec<u8>, key: &'static str| Stored {
            raw,
            damage: Some(RuleError::new(key)),
            recovered: None,
            checksummed: false,
        };
        let Some(head) = Head::decode(head) else {
            return Ok(damaged(head.to_vec(), "load-damaged-head"));
        };
        let Ok(mut record) = serde_json::from_slice::<TableRecord>(&head.json) else {
            return Ok(damaged(head.json, "load-damaged-head"));
        };
        let Some((number, _)) = head.game else {
            return Ok(Stored::whole(&record));
        };
        if let Some((key, sum)) = &head.archived {
            return self.assemble_archived(record, &head, key, *sum);
        }
        let (log, damage) = self.read_moves(channel, number, head.moves, head.chain)?;
        let (at, state, recovered) = self.latest_snapshot(channel, number, log.len() as u64)?;
        if let Some(game) = record.game.as_mut() {
            game.log = log;
            game.state = state.unwrap_or_else(null_state);
        }
        record.state_at = (at < head.moves).then_some(at as usize);
        let mut stored = Stored::whole(&record);
        stored.damage = damage;
        stored.recovered = recovered;
        stored.checksummed = true;
        Ok(stored)
    }

    /// The record of a table whose finished game was moved to the archive: its moves and final state read from
    /// the archived record at `key`, checked against the head (the record's checksum, the moves' count and chain).
    fn assemble_archived(
        &self,
        mut record: TableRecord,
        head: &Head,
        key: &[u8],
        sum: u64,
    ) -> Result<Stored, HostError> {
        let value = self.finished_tree()?.get(key)?;
        let finished = value
            .filter(|value| fnv(0, value) == sum)
            .and_then(|value| serde_json::from_slice::<crate::record::FinishedGame>(&value).ok())
            .filter(|f| f.moves.len() as u64 == head.moves && chain_of(&f.moves) == head.chain);
        let Some(finished) = finished else {
            let mut stored = Stored::whole(&record);
            stored.damage = Some(RuleError::new("load-damaged-archive"));
            return Ok(stored);
        };
        if let Some(game) = record.game.as_mut() {
            game.log = finished.moves;
            game.state = finished.state;
        }
        let mut stored = Stored::whole(&record);
        stored.checksummed = true;
        Ok(stored)
    }

    /// The first `count` moves of game `number`, checked against the chain; with the first problem found (the
    /// moves before it are returned).
    fn read_moves(
        &self,
        channel: &[u8],
        number: u64,
        count: u64,
        chain: u64,
    ) -> Result<(Vec<LoggedMove>, Option<RuleError>), HostError> {
        let mut log = Vec::new();
        let mut link = 0;
        let damaged = |seq: u64| Some(RuleError::new("load-damaged-move").with("number", seq + 1));
        let tables = &self.s()?.tables;
        for seq in 0..count {
            let Some(value) = tables.get(game_key(channel, MOVE, number, seq))? else {
                return Ok((log, damaged(seq)));
            };
            let Some((stored, json)) = split_sum(&value) else {
                return Ok((log, damaged(seq)));
            };
            let parsed = serde_json::from_slice::<LoggedMove>(json);
            match parsed {
                Ok(logged) if fnv(link, json) == stored => log.push(logged),
                _ => return Ok((log, damaged(seq))),
            }
            link = stored;
        }
        let problem = (link != chain).then(|| RuleError::new("load-damaged-chain"));
        Ok((log, problem))
    }

    /// The latest valid snapshot of game `number` at or before move `moves`: (its move, its state), with the
    /// first problem met on the way (a damaged later snapshot, or none at all: then (0, None)).
    fn latest_snapshot(&self, channel: &[u8], number: u64, moves: u64) -> Result<Snapshot, HostError> {
        let start = game_key(channel, SNAPSHOT, number, 0);
        let end = game_key(channel, SNAPSHOT, number, moves);
        let mut problem = None;
        for entry in self.s()?.tables.range(start..=end).rev() {
            let (key, value) = entry?;
            let at = u64::from_be_bytes(key[key.len() - 8..].try_into().expect("8 bytes"));
            let state = split_sum(&value)
                .filter(|(sum, json)| fnv(0, json) == *sum)
                .and_then(|(_, json)| std::str::from_utf8(json).ok())
                .and_then(|text| RawValue::from_string(text.to_string()).ok());
            // A snapshot is written at least every SNAPSHOT_EVERY moves: an older latest one means one went.
            let expected = moves / SNAPSHOT_EVERY as u64 * SNAPSHOT_EVERY as u64;
            let missing = || RuleError::new("load-missing-snapshot").with("number", expected);
            match state {
                Some(state) => return Ok((at, Some(state), problem.or_else(|| (at < expected).then(missing)))),
                None => problem = problem.or_else(|| Some(RuleError::new("load-damaged-snapshot").with("number", at))),
            }
        }
        Ok((0, None, problem.or_else(|| Some(RuleError::new("load-no-snapshot")))))
    }

    /// Every snapshot of `channel`'s current game that does not read back as written (`galleon check`: a load
    /// reads only the latest valid one), in move order.
    pub fn damaged_snapshots(&self, channel: &str) -> Result<Vec<RuleError>, HostError> {
        self.read_whole(|| self.unsound_snapshots(channel.as_bytes()))
    }

    fn unsound_snapshots(&self, channel: &[u8]) -> Result<Vec<RuleError>, HostError> {
        let tables = &self.s()?.tables;
        let head = tables.get(entry_key(channel, HEAD))?;
        let Some((number, _)) = head.as_deref().and_then(Head::decode).and_then(|h| h.game) else {
            return Ok(Vec::new());
        };
        let start = game_key(channel, SNAPSHOT, number, 0);
        let end = game_key(channel, SNAPSHOT, number, u64::MAX);
        let mut damaged = Vec::new();
        for entry in tables.range(start..=end) {
            let (key, value) = entry?;
            let at = u64::from_be_bytes(key[key.len() - 8..].try_into().expect("8 bytes"));
            let sound = split_sum(&value).is_some_and(|(sum, json)| fnv(0, json) == sum);
            if !sound {
                damaged.push(RuleError::new("load-damaged-snapshot").with("number", at));
            }
        }
        Ok(damaged)
    }

    /// Writes a table's record (or, with `None`, deletes the channel's table) and returns once it is durable.
    /// Only what changed is written: the head, and the moves added (`appended`: the host appended moves from
    /// that index on, so they need no comparison) or taken back; a new game is written whole. If the write or the
    /// flush fails, the store is put back as it was (best effort) and the error returned.
    pub fn put_table(
        &self,
        channel: &str,
        record: Option<&mut TableRecord>,
        appended: Option<Appended>,
    ) -> Result<(), HostError> {
        self.put_table_waking(channel, record, appended, 0)
    }

    /// [`Store::put_table`], with the table's agenda entry (`wake`, see [`crate::host::agenda`]) written in the same
    /// batch as its head, or removed with the table.
    pub fn put_table_waking(
        &self,
        channel: &str,
        record: Option<&mut TableRecord>,
        appended: Option<Appended>,
        wake: u64,
    ) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        #[cfg(test)]
        if self.fail_writes.load(Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        // sled panics on some damaged files: a write then fails with an error instead of taking the thread down.
        guarded(self.dir.as_deref(), || {
            let entry = record.is_some().then(|| wake.to_be_bytes().to_vec());
            let mut ops = match record {
                Some(record) => self.table_ops(channel.as_bytes(), record, appended)?,
                None => self.removal_ops(channel.as_bytes())?,
            };
            ops.insert(agenda_key(channel.as_bytes()), entry);
            let pending = self.manifest_before(channel.as_bytes(), &ops);
            self.apply_durably(ops)?;
            self.manifest_after(pending);
            Ok(())
        })
        .map_err(manifest::in_play)
    }

    /// [`Store::put_table_waking`] of a table's new moves, without waiting: the write is applied and the
    /// background flusher woken, so the caller can prepare its answer while the flush runs; [`Store::settle`]
    /// then waits until the write is durable (nothing may be told before), or puts it back if the flush failed.
    pub fn put_table_deferred(
        &self,
        channel: &str,
        record: &mut TableRecord,
        appended: Option<Appended>,
        wake: u64,
    ) -> Result<Unsettled, HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        #[cfg(test)]
        if self.fail_writes.load(Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        guarded(self.dir.as_deref(), || {
            let mut ops = self.table_ops(channel.as_bytes(), record, appended)?;
            ops.insert(agenda_key(channel.as_bytes()), Some(wake.to_be_bytes().to_vec()));
            let manifest = self.manifest_before(channel.as_bytes(), &ops);
            let (ticket, undo) = self.apply_deferred(ops, true)?;
            Ok(Unsettled { ticket, undo, manifest })
        })
        .map_err(manifest::in_play)
    }

    /// Waits until the write of `unsettled` is durable; if its flush failed, puts the store back as it was
    /// (best effort) and returns the error.
    pub fn settle(&self, unsettled: Unsettled) -> Result<(), HostError> {
        let Unsettled { ticket, undo, manifest } = unsettled;
        let _writing = self.gate.enter();
        let waited = self.s().and_then(|sled| self.commit.wait_ticket(ticket, &sled.db));
        #[cfg(test)]
        let waited = match self.fail_settles.load(Ordering::Relaxed) {
            true => Err(HostError::Store("injected flush failure".into())),
            false => waited,
        };
        if let Err(error) = waited {
            let error = self.failed(error);
            self.put_back(TABLES_V2.as_bytes(), undo);
            return Err(error);
        }
        self.manifest_after(manifest);
        Ok(())
    }

    /// Writes the table of `channel` whose game just ended (`record`, its whole log and final state) and moves
    /// the game to the archive, in one transaction, and returns once it is durable: the game's moves and
    /// snapshots leave the tables; its record as posted at the end (`finished`, JSON) joins the finished games
    /// of `server` (for `/stats`) and becomes the channel's last finished game (for `/log`); the head keeps the
    /// game's identity, its count of moves and their chain, and where its record is (so the table still loads,
    /// and the manifest's claim holds).
    pub fn put_table_finishing(
        &self,
        channel: &str,
        record: &mut TableRecord,
        wake: u64,
        server: &str,
        finished: Vec<u8>,
    ) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        #[cfg(test)]
        if self.fail_writes.load(Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        guarded(self.dir.as_deref(), || {
            let (ops, into) = self.finishing_ops(channel.as_bytes(), record, wake, server, finished)?;
            let pending = self.manifest_before(channel.as_bytes(), &ops);
            // The game's record (the channel's last-finished pointer starts with a zero byte).
            let claims: Vec<(Vec<u8>, manifest::Claim)> = into
                .iter()
                .filter(|(key, _)| !key.starts_with(&[0]))
                .filter_map(|(key, value)| Some((key.clone(), manifest::sum_claim(value.as_ref()?))))
                .collect();
            self.transact_durably(&self.finished_tree()?, ops, into)?;
            self.manifest_after(pending);
            for (key, claim) in claims {
                self.manifest_finished(&key, claim);
            }
            Ok(())
        })
        .map_err(manifest::in_play)
    }

    /// The changes [`Store::put_table_finishing`] makes: (to the tables, to the archive of finished games).
    fn finishing_ops(
        &self,
        channel: &[u8],
        record: &mut TableRecord,
        wake: u64,
        server: &str,
        finished: Vec<u8>,
    ) -> Result<(Ops, Ops), HostError> {
        let game = record.game.as_ref().expect("a finishing table has its game");
        let (moves, chain) = (game.log.len() as u64, chain_of(&game.log));
        let mut key = channel_prefix(server);
        key.extend_from_slice(&self.s()?.db.generate_id()?.to_be_bytes());
        let sum = fnv(0, &finished);
        let mut ops = self.removal_ops(channel)?;
        let head = Head::encode_archived(record, moves, chain, Some((&key, sum)));
        ops.insert(entry_key(channel, HEAD), Some(head));
        ops.insert(agenda_key(channel), Some(wake.to_be_bytes().to_vec()));
        let bytes = ops
            .iter()
            .map(|(k, v)| k.len() + v.as_ref().map_or(0, Vec::len))
            .sum::<usize>();
        self.written
            .fetch_add((bytes + key.len() + finished.len()) as u64, Ordering::Relaxed);
        let mut into = Ops::new();
        into.insert(last_finished_key(channel), Some(key.clone()));
        into.insert(key, Some(finished));
        Ok((ops, into))
    }

    /// Writes many finished tables at once, each with its game in the archive (its record as posted, JSON) and
    /// its agenda entry (`wake`), then flushes once: for building large stores (the restart benchmark), not for
    /// live tables (nothing is durable before the end, and the two trees are not written atomically).
    pub fn put_finished_tables_in_bulk(&self, tables: &mut [(TableRecord, Vec<u8>, u64)]) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        let finished = self.finished_tree()?;
        for chunk in tables.chunks_mut(256) {
            let (mut ops, mut into) = (Ops::new(), Ops::new());
            for (record, json, wake) in chunk.iter_mut() {
                let channel = record.channel.clone().into_bytes();
                let (table, archive) =
                    self.finishing_ops(&channel, record, *wake, crate::record::LOCAL, std::mem::take(json))?;
                ops.extend(table);
                into.extend(archive);
            }
            self.s()?.tables.apply_batch(batch(&ops))?;
            finished.apply_batch(batch(&into))?;
        }
        self.flush()
    }

    /// The record (JSON, as posted) of the last game finished in `channel` and moved to the archive, if any.
    pub fn last_finished(&self, channel: &str) -> Result<Option<Vec<u8>>, HostError> {
        let finished = self.finished_tree()?;
        let Some(key) = finished.get(last_finished_key(channel.as_bytes()))? else {
            return Ok(None);
        };
        Ok(finished.get(key)?.map(|value| value.to_vec()))
    }

    /// Writes many tables at once, each with its agenda entry (`wake`), in batches, then flushes once: for
    /// building large stores (the restart benchmark), not for live tables (nothing is durable before the end).
    pub fn put_tables_in_bulk(&self, tables: &mut [(TableRecord, u64)]) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        for chunk in tables.chunks_mut(256) {
            let mut ops = Ops::new();
            for (record, wake) in chunk.iter_mut() {
                let channel = record.channel.clone().into_bytes();
                ops.extend(self.table_ops(&channel, record, None)?);
                ops.insert(agenda_key(&channel), Some(wake.to_be_bytes().to_vec()));
            }
            let bytes: usize = ops.iter().map(|(k, v)| k.len() + v.as_ref().map_or(0, Vec::len)).sum();
            self.written.fetch_add(bytes as u64, Ordering::Relaxed);
            self.s()?.tables.apply_batch(batch(&ops))?;
        }
        self.flush()
    }

    /// Corrects a table's agenda entry found too early at its load (an entry of a store written before the agenda
    /// existed): durable with the next flush; lost in a crash, it is only early again.
    pub(crate) fn correct_wake(&self, channel: &str, wake: u64) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        self.s()?
            .tables
            .insert(agenda_key(channel.as_bytes()), &wake.to_be_bytes())?;
        Ok(())
    }

    /// The channels whose game is in progress and whose head (the record without the game's log and state, JSON)
    /// holds `text` (a user's id), with that head: one read per table, none of their moves (for `/tables`). A
    /// finished game's table, a lobby, a damaged head and a table kept in the first layout are left out.
    pub fn running_heads_with(&self, text: &str) -> Result<Vec<(String, Vec<u8>)>, HostError> {
        let needle = text.as_bytes();
        let holds = |json: &[u8]| !needle.is_empty() && json.windows(needle.len()).any(|w| w == needle);
        self.read_whole(|| {
            let tables = &self.s()?.tables;
            let mut found = Vec::new();
            for entry in tables.scan_prefix(AGENDA) {
                let (key, _) = entry?;
                let channel = &key[AGENDA.len()..];
                let Some(head) = tables.get(entry_key(channel, HEAD))? else {
                    continue;
                };
                let Some(head) = Head::decode(&head) else { continue };
                if head.game.is_some() && head.archived.is_none() && holds(&head.json) {
                    found.push((String::from_utf8_lossy(channel).into_owned(), head.json));
                }
            }
            Ok(found)
        })
    }

    /// Every table's agenda entry: (channel, when it next has something to do, see [`crate::host::agenda`]).
    pub fn agenda(&self) -> Result<Vec<(String, u64)>, HostError> {
        self.read_whole(|| {
            let mut agenda = Vec::new();
            for entry in self.s()?.tables.scan_prefix(AGENDA) {
                let (key, value) = entry?;
                let wake = <[u8; 8]>::try_from(value.as_ref()).map_or(0, u64::from_be_bytes);
                agenda.push((String::from_utf8_lossy(&key[AGENDA.len()..]).into_owned(), wake));
            }
            Ok(agenda)
        })
    }

    /// The changes that bring the stored table of `channel` to `record`.
    fn table_ops(
        &self,
        channel: &[u8],
        record: &mut TableRecord,
        appended: Option<Appended>,
    ) -> Result<Ops, HostError> {
        let stored = self
            .s()?
            .tables
            .get(entry_key(channel, HEAD))?
            .and_then(|h| Head::decode(&h));
        let identity = record.game.as_ref().map(|g| (g.number, g.seed));
        let Some(stored) = stored.filter(|s| s.game == identity) else {
            return self.rewrite_ops(channel, record);
        };
        if let (Some((key, sum)), Some(game)) = (&stored.archived, record.game.as_ref()) {
            // A finished game's moves stay in the archive: only the head changes (another log is a rewrite).
            if game.log.len() as u64 != stored.moves || chain_of(&game.log) != stored.chain {
                return self.rewrite_ops(channel, record);
            }
            let head = Head::encode_archived(record, stored.moves, stored.chain, Some((key, *sum)));
            return Ok(Ops::from([(entry_key(channel, HEAD), Some(head))]));
        }
        let plan = match record.game.as_ref() {
            None => Plan::HeadOnly,
            Some(game) => self.plan(channel, game, &stored, appended)?,
        };
        let mut ops = Ops::new();
        let (moves, chain) = match (plan, record.game.as_ref()) {
            (Plan::Rewrite, _) => return self.rewrite_ops(channel, record),
            (Plan::Append { snapshot }, Some(game)) => {
                let len = game.log.len() as u64;
                let chain = self.append_ops(&mut ops, channel, game.number, &game.log, stored.moves, stored.chain);
                if snapshot {
                    ops.insert(
                        game_key(channel, SNAPSHOT, game.number, len),
                        Some(with_sum(0, game.state.get())),
                    );
                }
                (len, chain)
            }
            (Plan::TakeBack, Some(game)) => {
                // The moves taken back and the snapshots after the point reached go; that point is a snapshot.
                let (number, len) = (game.number, game.log.len() as u64);
                for seq in len..stored.moves {
                    ops.insert(game_key(channel, MOVE, number, seq), None);
                }
                let later = game_key(channel, SNAPSHOT, number, len)..=game_key(channel, SNAPSHOT, number, u64::MAX);
                for entry in self.s()?.tables.range(later) {
                    ops.insert(entry?.0.to_vec(), None);
                }
                ops.insert(
                    game_key(channel, SNAPSHOT, number, len),
                    Some(with_sum(0, game.state.get())),
                );
                (len, chain_of(&game.log))
            }
            _ => (0, 0),
        };
        ops.insert(entry_key(channel, HEAD), Some(Head::encode(record, moves, chain)));
        Ok(ops)
    }

    /// How the stored moves of the same game become those of `game`: the host's word that it appended from the
    /// stored end, or a comparison of the chains (the log grew, or was cut back by `/undo`), else a rewrite.
    fn plan(
        &self,
        channel: &[u8],
        game: &GameRecord,
        stored: &Head,
        appended: Option<Appended>,
    ) -> Result<Plan, HostError> {
        let len = game.log.len();
        Ok(match appended {
            Some(appended) if appended.from as u64 == stored.moves => Plan::Append {
                snapshot: snapshot_due(appended.from, len, appended.end),
            },
            Some(_) => Plan::Rewrite,
            None if len as u64 >= stored.moves && chain_of(&game.log[..stored.moves as usize]) == stored.chain => {
                Plan::Append {
                    snapshot: len as u64 > stored.moves,
                }
            }
            None if (len as u64) < stored.moves
                && Some(chain_of(&game.log)) == self.chain_at(channel, game.number, len as u64)? =>
            {
                Plan::TakeBack
            }
            None => Plan::Rewrite,
        })
    }

    /// Adds the moves of `log` from `from` on; returns the chain after the last.
    fn append_ops(&self, ops: &mut Ops, channel: &[u8], number: u64, log: &[LoggedMove], from: u64, chain: u64) -> u64 {
        let mut link = chain;
        for (seq, logged) in log.iter().enumerate().skip(from as usize) {
            let json = serde_json::to_vec(logged).expect("a move serializes");
            link = fnv(link, &json);
            let mut value = link.to_be_bytes().to_vec();
            value.extend_from_slice(&json);
            ops.insert(game_key(channel, MOVE, number, seq as u64), Some(value));
        }
        link
    }

    /// The chain stored after the first `moves` moves of game `number` (None when that move is missing).
    fn chain_at(&self, channel: &[u8], number: u64, moves: u64) -> Result<Option<u64>, HostError> {
        if moves == 0 {
            return Ok(Some(0));
        }
        let value = self.s()?.tables.get(game_key(channel, MOVE, number, moves - 1))?;
        Ok(value.as_deref().and_then(split_sum).map(|(chain, _)| chain))
    }

    /// Everything of `channel` removed, then `record` written whole: head, every move, a snapshot of its state.
    fn rewrite_ops(&self, channel: &[u8], record: &mut TableRecord) -> Result<Ops, HostError> {
        let mut ops = self.removal_ops(channel)?;
        let (mut moves, mut chain) = (0, 0);
        if let Some(game) = record.game.as_ref() {
            moves = game.log.len() as u64;
            chain = self.append_ops(&mut ops, channel, game.number, &game.log, 0, 0);
            let state = with_sum(0, game.state.get());
            ops.insert(game_key(channel, SNAPSHOT, game.number, moves), Some(state));
        }
        ops.insert(entry_key(channel, HEAD), Some(Head::encode(record, moves, chain)));
        Ok(ops)
    }

    /// The chain after the first `moves` moves of the finished game archived at `key` (None when the record does
    /// not read or is shorter).
    fn archived_chain_at(&self, key: &[u8], moves: u64) -> Result<Option<u64>, HostError> {
        let Some(value) = self.finished_tree()?.get(key)? else {
            return Ok(None);
        };
        let finished = serde_json::from_slice::<crate::record::FinishedGame>(&value).ok();
        Ok(finished
            .filter(|f| f.moves.len() as u64 >= moves)
            .map(|f| chain_of(&f.moves[..moves as usize])))
    }

    /// Removes every entry of `channel`.
    fn removal_ops(&self, channel: &[u8]) -> Result<Ops, HostError> {
        let mut ops = Ops::new();
        for entry in self.s()?.tables.scan_prefix(channel_prefix_bytes(channel)) {
            let key = entry?.0;
            if !key.starts_with(AGENDA) {
                ops.insert(key.to_vec(), None);
            }
        }
        Ok(ops)
    }

    /// Applies `ops` as one atomic batch and waits until it is durable; if the flush fails, applies the
    /// inverse batch (best effort) and returns the error.
    fn apply_durably(&self, ops: Ops) -> Result<(), HostError> {
        let (ticket, undo) = self.apply_deferred(ops, false)?;
        let waited = self.s().and_then(|sled| self.commit.wait_ticket(ticket, &sled.db));
        waited.map_err(|error| {
            let error = self.failed(error);
            self.put_back(TABLES_V2.as_bytes(), undo);
            error
        })
    }

    /// Applies `ops` as one atomic batch and takes its ticket (`kick`: wakes the background flusher); returns
    /// the ticket and the batch that undoes it.
    fn apply_deferred(&self, ops: Ops, kick: bool) -> Result<(u64, Ops), HostError> {
        let mut undo = Ops::new();
        let tables = &self.s()?.tables;
        for key in ops.keys() {
            undo.insert(key.clone(), tables.get(key)?.map(|v| v.to_vec()));
        }
        let bytes: usize = ops.iter().map(|(k, v)| k.len() + v.as_ref().map_or(0, Vec::len)).sum();
        tables
            .apply_batch(batch(&ops))
            .map_err(|error| self.failed(error.into()))?;
        self.written.fetch_add(bytes as u64, Ordering::Relaxed);
        Ok((self.commit.take_ticket(kick), undo))
    }

    /// Bytes of keys and values written to the tables so far (removals count their key).
    pub fn bytes_written(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
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
        let _writing = self.gate.enter();
        self.heal()?;
        let read = |bytes: Option<&[u8]>| {
            bytes
                .and_then(|b| <[u8; 8]>::try_from(b).ok())
                .map_or(0, u64::from_be_bytes)
        };
        let new = self
            .s()?
            .game_numbers
            .update_and_fetch(channel, |old| Some(raise(read(old)).to_be_bytes().to_vec()))?;
        Ok(read(new.as_deref()))
    }

    /// Keeps aside the raw record of a table being cleared; durable with the next flush (the deletion's).
    pub fn keep_cleared(&self, channel: &str, raw: &[u8]) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        let sled = self.s()?;
        let mut key = channel_prefix(channel);
        key.extend_from_slice(&sled.db.generate_id()?.to_be_bytes());
        sled.cleared.insert(key, raw)?;
        Ok(())
    }

    /// The records of `channel` cleared so far, oldest first.
    pub fn cleared(&self, channel: &str) -> Result<Vec<Vec<u8>>, HostError> {
        self.s()?
            .cleared
            .scan_prefix(channel_prefix(channel))
            .map(|entry| Ok(entry?.1.to_vec()))
            .collect()
    }

    /// A user's `/notify` choice (the default when never set or unreadable).
    pub fn notify_mode(&self, user: &str) -> NotifyMode {
        let stored = self.s().ok().and_then(|sled| sled.notify.get(user).ok().flatten());
        stored
            .and_then(|v| NotifyMode::parse(&String::from_utf8_lossy(&v)))
            .unwrap_or_default()
    }

    /// Stores a user's `/notify` choice durably.
    pub fn set_notify_mode(&self, user: &str, mode: NotifyMode) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        self.s()?.notify.insert(user, mode.as_str())?;
        self.durable()?;
        self.manifest_notify(user, mode.as_str().as_bytes());
        Ok(())
    }

    /// The id of the last ping posted in `channel`.
    pub fn ping_message(&self, channel: &str) -> Option<String> {
        let stored = self.s().ok().and_then(|sled| sled.pings.get(channel).ok().flatten());
        stored.map(|v| String::from_utf8_lossy(&v).into_owned())
    }

    /// Remembers (or forgets) the last ping of `channel`; durable with the next flush (losing it in a crash
    /// only leaves one old ping in the channel).
    pub fn set_ping_message(&self, channel: &str, message: Option<&str>) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        let pings = &self.s()?.pings;
        match message {
            Some(id) => pings.insert(channel, id)?,
            None => pings.remove(channel)?,
        };
        Ok(())
    }

    /// Moves the table of `channel` into the archive, stamped `at`, as its whole record `raw` (the table's record
    /// as [`TableRecord::to_bytes`] writes it), and returns once that is durable. The move is one transaction: a
    /// crash leaves the table either in place or in the archive. Returns false (and changes nothing) when the
    /// channel has no table.
    pub fn archive(&self, channel: &str, at: u64, raw: &[u8]) -> Result<bool, HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        #[cfg(test)]
        if self.fail_writes.load(Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        let mut key = channel_prefix(channel);
        key.extend_from_slice(&self.s()?.db.generate_id()?.to_be_bytes());
        key.extend_from_slice(&at.to_be_bytes());
        let mut removal = self.removal_ops(channel.as_bytes())?;
        if removal.is_empty() {
            return Ok(false);
        }
        removal.insert(agenda_key(channel.as_bytes()), None);
        let archive = self.archive_tree()?;
        let value = summed_archive(raw);
        let claim = manifest::Claim::aborted(&key, &value);
        let mut into = Ops::new();
        into.insert(key, Some(value));
        let pending = self.manifest_before(channel.as_bytes(), &removal);
        self.transact_durably(&archive, removal, into)?;
        self.manifest_after(pending);
        self.manifest_aborted(channel, Some(claim));
        Ok(true)
    }

    /// The newest aborted game of `channel` still in the archive.
    pub fn last_archived(&self, channel: &str) -> Result<Option<Archived>, HostError> {
        let Some(entry) = self.archive_tree()?.scan_prefix(channel_prefix(channel)).next_back() else {
            return Ok(None);
        };
        let (key, value) = entry?;
        let at = number_back(&key, 8);
        let (raw, damaged) = archived_record(&value);
        Ok(Some(Archived {
            key: key.to_vec(),
            at,
            raw: raw.to_vec(),
            damaged,
        }))
    }

    /// Puts an archived game back as its channel's table `record` (loaded from it; replacing whatever table the
    /// channel had) and takes it out of the archive, in one transaction; returns once that is durable. Returns
    /// false (and changes nothing) when the entry is no longer in the archive.
    pub fn restore(&self, channel: &str, archived: &Archived, record: &mut TableRecord) -> Result<bool, HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        #[cfg(test)]
        if self.fail_writes.load(Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        let archive = self.archive_tree()?;
        if archive.get(&archived.key)?.is_none() {
            return Ok(false);
        }
        let mut ops = self.rewrite_ops(channel.as_bytes(), record)?;
        ops.insert(agenda_key(channel.as_bytes()), Some(0u64.to_be_bytes().to_vec()));
        let mut out = Ops::new();
        out.insert(archived.key.clone(), None);
        // The archive's claim goes first: a crash after it leaves the entry unclaimed, never wrongly reported.
        self.manifest_aborted(channel, None);
        let pending = self.manifest_before(channel.as_bytes(), &ops);
        self.transact_durably(&archive, ops, out)?;
        self.manifest_after(pending);
        Ok(true)
    }

    /// Applies `ops` to the tables and `other_ops` to `other` in one transaction, then waits until it is durable;
    /// if the flush fails, puts both back (best effort) and returns the error.
    fn transact_durably(&self, other: &sled::Tree, ops: Ops, other_ops: Ops) -> Result<(), HostError> {
        let undo = |tree: &sled::Tree, ops: &Ops| -> Result<Ops, HostError> {
            ops.keys()
                .map(|key| Ok((key.clone(), tree.get(key)?.map(|v| v.to_vec()))))
                .collect()
        };
        let sled = self.s()?;
        let (undo_tables, undo_other) = (undo(&sled.tables, &ops)?, undo(other, &other_ops)?);
        transact(&sled.tables, other, &ops, &other_ops).map_err(|error| self.failed(error))?;
        self.commit.wait_durable(&sled.db).map_err(|error| {
            let error = self.failed(error);
            self.put_back(TABLES_V2.as_bytes(), undo_tables);
            self.put_back(&other.name(), undo_other);
            error
        })
    }

    /// The archive tree, opened (and made, the first time) when used: a store where no game was ever aborted
    /// keeps the layout it had before the archive existed.
    fn archive_tree(&self) -> Result<sled::Tree, HostError> {
        Ok(self.s()?.db.open_tree(ARCHIVE)?)
    }

    /// Keeps the record of a game finished on `server` and returns once it is durable.
    pub fn keep_finished(&self, server: &str, raw: &[u8]) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        #[cfg(test)]
        if self.fail_writes.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        let mut key = channel_prefix(server);
        key.extend_from_slice(&self.s()?.db.generate_id()?.to_be_bytes());
        self.finished_tree()?.insert(&key, raw)?;
        self.durable()?;
        self.manifest_finished(&key, manifest::sum_claim(raw));
        Ok(())
    }

    /// The records of the games finished on `server`, oldest first.
    pub fn finished(&self, server: &str) -> Result<Vec<Vec<u8>>, HostError> {
        self.finished_tree()?
            .scan_prefix(channel_prefix(server))
            .map(|entry| Ok(entry?.1.to_vec()))
            .collect()
    }

    /// Every finished game's record, of every server, oldest first per server (for `galleon export --all`).
    pub fn all_finished(&self) -> Result<Vec<Vec<u8>>, HostError> {
        self.read_whole(|| self.finished_games())
    }

    fn finished_games(&self) -> Result<Vec<Vec<u8>>, HostError> {
        let mut all = Vec::new();
        for entry in self.finished_tree()?.iter() {
            let (key, value) = entry?;
            // The channels' last-finished entries (a leading zero byte) only point at records.
            if !key.starts_with(&[0]) {
                all.push(value.to_vec());
            }
        }
        Ok(all)
    }

    /// Every aborted game still in the archive: (channel, when it was aborted, its table's record).
    pub fn all_aborted(&self) -> Result<Vec<(String, u64, Vec<u8>)>, HostError> {
        self.read_whole(|| self.aborted_games())
    }

    fn aborted_games(&self) -> Result<Vec<(String, u64, Vec<u8>)>, HostError> {
        let mut all = Vec::new();
        for entry in self.archive_tree()?.iter() {
            let (key, value) = entry?;
            let Some(at) = key.iter().position(|b| *b == 0) else {
                continue;
            };
            let channel = String::from_utf8_lossy(&key[..at]).into_owned();
            let (raw, _) = archived_record(&value);
            all.push((channel, number_back(&key, 8), raw.to_vec()));
        }
        Ok(all)
    }

    /// The tree of finished games (see [`FINISHED`]).
    fn finished_tree(&self) -> Result<sled::Tree, HostError> {
        Ok(self.s()?.db.open_tree(FINISHED)?)
    }

    /// Flushes everything written so far.
    pub fn flush(&self) -> Result<(), HostError> {
        let _writing = self.gate.enter();
        self.heal()?;
        self.durable()
    }

    /// Waits until everything written so far is durable.
    fn durable(&self) -> Result<(), HostError> {
        let sled = self.s()?;
        self.commit.wait_durable(&sled.db).map_err(|error| self.failed(error))
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

/// Changes to a tree: a value to write, or None to remove the key.
type Ops = BTreeMap<Vec<u8>, Option<Vec<u8>>>;

fn batch(ops: &Ops) -> sled::Batch {
    let mut batch = sled::Batch::default();
    for (key, value) in ops {
        match value {
            Some(value) => batch.insert(key.as_slice(), value.as_slice()),
            None => batch.remove(key.as_slice()),
        }
    }
    batch
}

/// Applies `a_ops` to `a` and `b_ops` to `b` in one transaction.
fn transact(a: &sled::Tree, b: &sled::Tree, a_ops: &Ops, b_ops: &Ops) -> Result<(), HostError> {
    use sled::transaction::{TransactionError, TransactionalTree};
    use sled::Transactional;
    let apply = |tree: &TransactionalTree, ops: &Ops| -> sled::transaction::ConflictableTransactionResult<(), ()> {
        for (key, value) in ops {
            match value {
                Some(value) => tree.insert(key.as_slice(), value.as_slice())?,
                None => tree.remove(key.as_slice())?,
            };
        }
        Ok(())
    };
    let result = (a, b).transaction(|(ta, tb)| {
        apply(ta, a_ops)?;
        apply(tb, b_ops)
    });
    match result {
        Ok(()) => Ok(()),
        Err(TransactionError::Abort(())) => Ok(()),
        Err(TransactionError::Storage(error)) => Err(error.into()),
    }
}

/// What the store holds for a table: its record put back together, as [`TableRecord::to_bytes`] writes it
/// (with [`TableRecord::state_at`] when the latest snapshot is older than the last move), or a version 1
/// record as it was kept; and the damage found, if any (the record then holds what could be read).
#[derive(Clone, Debug)]
pub struct Stored {
    pub raw: Vec<u8>,
    pub damage: Option<RuleError>,
    /// A damaged (or missing) snapshot passed over: the record's state is an earlier valid snapshot (or `null`
    /// when none is left: the game is then replayed from its seed). The table loads; the operator is told.
    pub recovered: Option<RuleError>,
    /// Whether the record was put together from checksummed entries (layout version 2), so its state may be
    /// trusted as written; a version 1 record kept raw is replayed from its seed and checked.
    pub checksummed: bool,
}

/// The latest valid snapshot found: its move, its state (None when none is valid), the problem passed over.
type Snapshot = (u64, Option<Box<RawValue>>, Option<RuleError>);

impl Stored {
    fn whole(record: &TableRecord) -> Stored {
        Stored {
            raw: record.to_bytes(),
            damage: None,
            recovered: None,
            checksummed: false,
        }
    }
}

/// The host's word to [`Store::put_table`]: it appended moves to the stored log, from index `from`; `end`: the
/// game is over (its final state is a snapshot).
#[derive(Clone, Copy, Debug)]
pub struct Appended {
    pub from: usize,
    pub end: bool,
}

enum Plan {
    HeadOnly,
    Append { snapshot: bool },
    TakeBack,
    Rewrite,
}

/// A table's head: how many moves are stored, their chain, the game's identity (number, seed), and the record's
/// JSON without the game's log and state.
struct Head {
    moves: u64,
    chain: u64,
    game: Option<(u64, u64)>,
    /// A finished game moved to the archive: where its record is, and that record's checksum.
    archived: Option<(Vec<u8>, u64)>,
    json: Vec<u8>,
}

impl Head {
    /// The head of `record` (its log and state are set aside while it is written, not copied).
    fn encode(record: &mut TableRecord, moves: u64, chain: u64) -> Vec<u8> {
        Head::encode_archived(record, moves, chain, None)
    }

    /// [`Head::encode`] of a finished game whose moves and state are in the archive at `archived` (its key, and
    /// its record's checksum).
    fn encode_archived(record: &mut TableRecord, moves: u64, chain: u64, archived: Option<(&[u8], u64)>) -> Vec<u8> {
        let mut payload = Vec::new();
        payload.extend_from_slice(&moves.to_be_bytes());
        payload.extend_from_slice(&chain.to_be_bytes());
        match (record.game.as_ref(), archived) {
            (Some(game), archived) => {
                payload.push(if archived.is_some() { 2 } else { 1 });
                payload.extend_from_slice(&game.number.to_be_bytes());
                payload.extend_from_slice(&game.seed.to_be_bytes());
                if let Some((key, sum)) = archived {
                    payload.extend_from_slice(&(key.len() as u16).to_be_bytes());
                    payload.extend_from_slice(key);
                    payload.extend_from_slice(&sum.to_be_bytes());
                }
            }
            (None, _) => payload.push(0),
        }
        let aside = record.game.as_mut().map(|g| {
            (
                std::mem::take(&mut g.log),
                std::mem::replace(&mut g.state, null_state()),
            )
        });
        payload.extend_from_slice(&record.to_bytes());
        if let (Some(game), Some((log, state))) = (record.game.as_mut(), aside) {
            game.log = log;
            game.state = state;
        }
        with_sum(0, &payload)
    }

    fn decode(value: &[u8]) -> Option<Head> {
        let (sum, payload) = split_sum(value)?;
        if fnv(0, payload) != sum || payload.len() < 17 {
            return None;
        }
        let number = |at: usize| {
            payload
                .get(at..at + 8)
                .map(|b| u64::from_be_bytes(b.try_into().expect("8 bytes")))
        };
        let (game, archived, json_at) = match payload[16] {
            1 => (Some((number(17)?, number(25)?)), None, 33),
            2 => {
                let len = u16::from_be_bytes(payload.get(33..35)?.try_into().expect("2 bytes")) as usize;
                let key = payload.get(35..35 + len)?.to_vec();
                let archived = (key, number(35 + len)?);
                (Some((number(17)?, number(25)?)), Some(archived), 43 + len)
            }
            _ => (None, None, 17),
        };
        Some(Head {
            moves: number(0)?,
            chain: number(8)?,
            game,
            archived,
            json: payload.get(json_at..)?.to_vec(),
        })
    }
}

fn null_state() -> Box<RawValue> {
    RawValue::from_string("null".to_string()).expect("null is JSON")
}

/// A 64-bit FNV-1a of `bytes`, started from `seed` (the previous link of a chain, or 0).
fn fnv(seed: u64, bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325 ^ seed;
    for byte in bytes {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The checksum chain of a log: each move's link covers the previous link and the move's JSON.
fn chain_of(log: &[LoggedMove]) -> u64 {
    log.iter().fold(0, |link, logged| {
        fnv(link, &serde_json::to_vec(logged).expect("a move serializes"))
    })
}

/// `payload` behind its checksum.
fn with_sum(seed: u64, payload: impl AsRef<[u8]>) -> Vec<u8> {
    let payload = payload.as_ref();
    let mut value = fnv(seed, payload).to_be_bytes().to_vec();
    value.extend_from_slice(payload);
    value
}

/// A value's leading checksum (or chain link) and its payload.
fn split_sum(value: &[u8]) -> Option<(u64, &[u8])> {
    let sum = value.get(..8)?;
    Some((u64::from_be_bytes(sum.try_into().expect("8 bytes")), &value[8..]))
}

fn channel_prefix_bytes(channel: &[u8]) -> Vec<u8> {
    let mut key = channel.to_vec();
    key.push(0);
    key
}

/// The key of a channel's head or raw record.
fn entry_key(channel: &[u8], kind: u8) -> Vec<u8> {
    let mut key = channel_prefix_bytes(channel);
    key.push(kind);
    key
}

/// The key of a move or snapshot of game `number`, at move `seq`.
fn game_key(channel: &[u8], kind: u8, number: u64, seq: u64) -> Vec<u8> {
    let mut key = entry_key(channel, kind);
    key.extend_from_slice(&number.to_be_bytes());
    key.extend_from_slice(&seq.to_be_bytes());
    key
}

/// The key, in the tree of finished games, of the pointer to the last game finished in `channel`: a zero byte
/// then the channel (a server's records start with the server, never empty).
fn last_finished_key(channel: &[u8]) -> Vec<u8> {
    let mut key = vec![0];
    key.extend_from_slice(channel);
    key
}

/// The key of a table's agenda entry.
fn agenda_key(channel: &[u8]) -> Vec<u8> {
    let mut key = AGENDA.to_vec();
    key.extend_from_slice(channel);
    key
}

/// Gives every table of a store written before the agenda existed an entry due at once (its first check loads
/// it and puts the right time in memory; its next save stores it), once: the mark in `meta` says it is done.
fn build_agenda(db: &sled::Db, tables: &sled::Tree) -> Result<(), HostError> {
    let meta = db.open_tree(META)?;
    if meta.get(AGENDA_BUILT)?.is_some() {
        return Ok(());
    }
    let mut ops = Ops::new();
    for entry in tables.iter() {
        let key = entry?.0;
        let Some(at) = key.iter().position(|b| *b == 0).filter(|at| *at > 0) else {
            continue;
        };
        if matches!(key.get(at + 1), Some(&HEAD) | Some(&RAW)) && key.len() == at + 2 {
            ops.insert(agenda_key(&key[..at]), Some(0u64.to_be_bytes().to_vec()));
        }
    }
    tables.apply_batch(batch(&ops))?;
    meta.insert(AGENDA_BUILT, &[1])?;
    db.flush()?;
    Ok(())
}

/// Brings a version 1 store to version 2 (see the module docs); does nothing on a version 2 store without
/// version 1 records. Safe to stop at any point: it starts over at the next open.
fn migrate_v1(db: &sled::Db, tables: &sled::Tree) -> Result<(), HostError> {
    let meta = db.open_tree(META)?;
    let old = db.open_tree(TABLES_V1)?;
    if old.is_empty() {
        if meta.get("schema")?.is_none() {
            meta.insert("schema", &STORE_SCHEMA.to_be_bytes())?;
        }
        return Ok(());
    }
    let backup = db.open_tree(V1_BACKUP)?;
    let mut converted = Ops::new();
    for entry in old.iter() {
        let (key, raw) = entry?;
        if !backup.contains_key(&key)? {
            backup.insert(&key, &raw)?;
        }
        let mut ops = Ops::new();
        for entry in tables.scan_prefix(channel_prefix_bytes(&key)) {
            ops.insert(entry?.0.to_vec(), None);
        }
        match serde_json::from_slice::<TableRecord>(&raw) {
            Ok(mut record) if record.to_bytes() == raw.as_ref() => {
                let game = record.game.as_ref();
                let (moves, chain) = (
                    game.map_or(0, |g| g.log.len() as u64),
                    game.map_or(0, |g| chain_of(&g.log)),
                );
                if let Some(game) = game {
                    let mut link = 0;
                    for (seq, logged) in game.log.iter().enumerate() {
                        let json = serde_json::to_vec(logged).expect("a move serializes");
                        link = fnv(link, &json);
                        let mut value = link.to_be_bytes().to_vec();
                        value.extend_from_slice(&json);
                        ops.insert(game_key(&key, MOVE, game.number, seq as u64), Some(value));
                    }
                    ops.insert(
                        game_key(&key, SNAPSHOT, game.number, moves),
                        Some(with_sum(0, game.state.get())),
                    );
                }
                ops.insert(entry_key(&key, HEAD), Some(Head::encode(&mut record, moves, chain)));
            }
            _ => {
                ops.insert(entry_key(&key, RAW), Some(raw.to_vec()));
            }
        }
        ops.insert(agenda_key(&key), Some(0u64.to_be_bytes().to_vec()));
        tables.apply_batch(batch(&ops))?;
        converted.insert(key.to_vec(), None);
    }
    let mut mark = Ops::new();
    mark.insert(b"schema".to_vec(), Some(STORE_SCHEMA.to_be_bytes().to_vec()));
    transact(&old, &meta, &converted, &mark)?;
    db.flush()?;
    tracing::info!(
        tables = converted.len(),
        "the store was converted to layout version 2 (copy kept in v1-backup)"
    );
    Ok(())
}

/// A table's write applied but not known durable yet (see [`Store::put_table_deferred`]).
#[must_use = "a write is durable only once settled"]
pub struct Unsettled {
    ticket: u64,
    undo: Ops,
    manifest: Option<manifest::Pending>,
}

/// Starts the background flusher of `commit` (None if the thread cannot start: writers then flush themselves).
fn spawn_flusher(commit: Arc<GroupCommit>, handles: Handles) -> Option<std::thread::JoinHandle<()>> {
    let spawned = std::thread::Builder::new()
        .name("galleon-flush".into())
        .spawn(move || commit.run_flusher(&handles));
    spawned
        .inspect_err(|error| tracing::warn!(%error, "no background flusher"))
        .ok()
}

impl Drop for Store {
    fn drop(&mut self) {
        self.commit.lock().stop = true;
        self.commit.wanted.notify_all();
        if let Some(flusher) = self.flusher.take() {
            let _ = flusher.join();
        }
    }
}

/// Tickets and flushes. A writer takes ticket n after its write; flush k covers every ticket taken before it
/// started, so a writer is durable once `flushed >= n`.
#[derive(Default)]
struct GroupCommit {
    state: Mutex<CommitState>,
    done: Condvar,
    /// Wakes the background flusher (see [`Store::put_table_deferred`]).
    wanted: Condvar,
}

#[derive(Default)]
struct CommitState {
    /// Tickets handed out.
    requested: u64,
    /// Every ticket up to this one is durable.
    flushed: u64,
    /// A leader is flushing right now.
    flushing: bool,
    /// The last failed flush: (the highest ticket it covered, its error: whether the disk failed (full), its
    /// text).
    failed: Option<(u64, Option<bool>, String)>,
    flushes: u64,
    /// The store is closing: the background flusher stops.
    stop: bool,
}

impl CommitState {
    /// Whether tickets were taken that no flush has covered or started to cover yet.
    fn behind(&self) -> bool {
        let covered = self
            .failed
            .as_ref()
            .map_or(0, |(covered, _, _)| *covered)
            .max(self.flushed);
        self.requested > covered && !self.flushing
    }
}

impl GroupCommit {
    fn lock(&self) -> MutexGuard<'_, CommitState> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn wait_durable(&self, db: &sled::Db) -> Result<(), HostError> {
        let ticket = self.take_ticket(false);
        self.wait_ticket(ticket, db)
    }

    /// A ticket for a write just made; `kick`: wake the background flusher to flush it while the writer goes on.
    fn take_ticket(&self, kick: bool) -> u64 {
        let mut state = self.lock();
        state.requested += 1;
        // A flush running now does not cover this write, but the flusher looks again when it ends.
        if kick && !state.flushing {
            self.wanted.notify_one();
        }
        state.requested
    }

    /// Returns once `ticket` is durable (leading a flush when none runs), or the error of the flush covering it.
    fn wait_ticket(&self, ticket: u64, db: &sled::Db) -> Result<(), HostError> {
        let mut state = self.lock();
        loop {
            if state.flushed >= ticket {
                return Ok(());
            }
            if let Some((covered, disk, reason)) = &state.failed {
                if *covered >= ticket {
                    return Err(match disk {
                        Some(full) => HostError::Disk {
                            full: *full,
                            reason: reason.clone(),
                        },
                        None => HostError::Store(reason.clone()),
                    });
                }
            }
            if state.flushing {
                state = self.done.wait(state).unwrap_or_else(|poisoned| poisoned.into_inner());
                continue;
            }
            state = self.lead_flush(state, db);
        }
    }

    /// The background flusher: flushes whenever tickets are behind, until the store closes (with sled's handles
    /// of the moment: the store may open them again, see [`Store::heal`]).
    fn run_flusher(&self, handles: &Handles) {
        let mut state = self.lock();
        while !state.stop {
            if !state.behind() {
                state = self.wanted.wait(state).unwrap_or_else(|poisoned| poisoned.into_inner());
                continue;
            }
            let sled = handles.read().unwrap_or_else(|poisoned| poisoned.into_inner()).clone();
            state = match sled {
                Some(sled) => self.lead_flush(state, &sled.db),
                // Being opened again: the writers waiting flush themselves once it is done.
                None => self.wanted.wait(state).unwrap_or_else(|poisoned| poisoned.into_inner()),
            };
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
            Err(error) => {
                state.failed = Some(match HostError::from(error) {
                    HostError::Disk { full, reason } => (target, Some(full), reason),
                    error => (target, None, error.to_string()),
                })
            }
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

/// Whether `dir` takes a write of sled's size (a segment and more): a probe file written, flushed and removed.
fn has_room(dir: &Path) -> std::io::Result<()> {
    use std::io::Write;
    let probe = dir.join("galleon-space-probe");
    let written = std::fs::File::create(&probe).and_then(|mut file| {
        file.write_all(&vec![0; 1 << 20])?;
        file.sync_all()
    });
    let _ = std::fs::remove_file(&probe);
    written
}

/// sled's file lock outlives a dropped handle for a moment (its threads release it), so a reopen right after a
/// restart may find it still taken: retry for up to ten seconds before giving up (on a loaded machine those
/// threads may wait their turn for seconds; a lock held by another process is refused after that time too).
pub fn open_retrying(open: impl Fn() -> sled::Result<sled::Db>) -> sled::Result<sled::Db> {
    let mut attempts = 0;
    loop {
        match open() {
            Err(sled::Error::Io(e)) if e.kind() == std::io::ErrorKind::Other && attempts < 200 => {
                attempts += 1;
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            result => return result,
        }
    }
}

pub mod compact;
pub mod manifest;
pub mod rotate;

#[cfg(test)]
mod layout_tests;

#[cfg(test)]
mod tests {
    use super::*;
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
