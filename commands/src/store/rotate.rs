//! The store keeps itself small: when the data directory grows past [`TRIGGER`] times the bytes it holds, past
//! [`FLOOR`] and past [`GROWTH_PERCENT`] of what the last rotation left, its live entries are copied into a fresh
//! directory while the games play on, and the fresh directory takes the old one's place during a short hold of
//! every read and write. The fresh directory is compressed (see [`super::opening::config_for`]).
//!
//! Why: sled writes every change at the end of its log and reclaims a segment of it only in the background of
//! its own timed flush (off here, see `config()`), and even then far too little: with many tables played side
//! by side, the directory grows to 15 times its export (see docs/storage.md). Its settings do not change that.
//!
//! How, by a thread watching the directory every [`CHECK_EVERY`]:
//! 1. Every tree is copied entry by entry into a fresh sled in `DIR.rotating`, while the store is in use, with
//!    a fingerprint of every entry kept in memory; the copy is brought up to date once (what was written
//!    meanwhile, found by comparing the store with the fingerprints), flushed, closed and opened again (sled
//!    reads its log once then, not in the hold), and brought up to date again.
//! 2. The hold: new writes wait at the store's [`Gate`] until the ones in progress end, new reads wait for the
//!    handles' lock until the ones in flight end (either given up after [`HOLD_AT_MOST`], then tried again a
//!    second later); the copy is brought up to date a last time and flushed; the manifest's files are copied,
//!    `DIR` is renamed `DIR.rotated` and `DIR.rotating` renamed `DIR`, sled opened there and the manifest written
//!    anew. Then `DIR.rotated` is deleted. sled's subscribers could name the keys written meanwhile, but a writer
//!    waits for a subscriber that waits for that writer's next event: comparing is slower but cannot hang.
//!
//! A crash leaves at most one of the two renames done; [`recover`], at open, finishes or undoes it (both
//! directories hold the same entries by then) and deletes what is left over.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, Weak};
use std::time::{Duration, Instant};

use super::compact::size_on_disk;
use super::heal::Sled;
use super::keys::{fnv, TABLES_V2};
use super::manifest::{Manifest, JOURNAL, SNAPSHOT};
use super::opening::open_sled;
use crate::base::error::HostError;
use crate::base::locks::lock;

/// The directory is rotated once it is over this many times the bytes of keys and values it holds (a fresh copy
/// takes about twice: see docs/storage.md for the figures).
pub const TRIGGER: u64 = 2;
/// A directory smaller than this is left as it is (sled's own files weigh a few megabytes).
pub const FLOOR: u64 = 8 * 1024 * 1024;
/// How much the directory may grow after a rotation before the next one, in percent of what the rotation left:
/// lower rotates more often, higher lets the directory and the copy beside it grow further (docs/storage.md).
const GROWTH_PERCENT: u64 = 140;
/// How often the directory's size is checked.
const CHECK_EVERY: Duration = Duration::from_secs(1);
/// The bytes held are counted again at least this often (tables can shrink too).
const RECOUNT_EVERY: Duration = Duration::from_secs(60);
/// How long the hold waits for the reads and writes in flight before giving up until the next check.
const HOLD_AT_MOST: Duration = Duration::from_millis(200);

/// Rotations done by this process (for the benchmark and the tests).
static ROTATIONS: AtomicU64 = AtomicU64::new(0);

/// How many rotations this process has done.
pub fn rotations() -> u64 {
    ROTATIONS.load(Ordering::Relaxed)
}

type Handles = Weak<std::sync::RwLock<Option<Arc<Sled>>>>;

/// What holds the store's writes during a rotation's swap: every write enters it (see [`Gate::enter`]) for its
/// whole length, and a hold waits until none is in, while new ones wait for the hold to end.
#[derive(Default)]
pub struct Gate {
    state: Mutex<GateState>,
    changed: Condvar,
}

#[derive(Default)]
struct GateState {
    writing: usize,
    held: bool,
}

/// A write in progress (see [`Gate::enter`]).
#[must_use]
pub struct Writing<'a>(&'a Gate);

impl Gate {
    /// A write starts: waits while a hold is on.
    pub fn enter(&self) -> Writing<'_> {
        let mut state = lock(&self.state);
        while state.held {
            state = self
                .changed
                .wait(state)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        state.writing += 1;
        Writing(self)
    }

    /// Holds every new write, and waits for those in progress to end; gives up after `at_most` (a write may be
    /// waiting for another one it started). Whether it holds.
    fn hold(&self, at_most: Duration) -> bool {
        let start = Instant::now();
        let mut state = lock(&self.state);
        state.held = true;
        while state.writing > 0 {
            let Some(left) = at_most.checked_sub(start.elapsed()) else {
                state.held = false;
                self.changed.notify_all();
                return false;
            };
            state = self
                .changed
                .wait_timeout(state, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
        true
    }

    fn release(&self) {
        lock(&self.state).held = false;
        self.changed.notify_all();
    }
}

/// A hold in force, released when dropped.
struct Holding<'a>(&'a Gate);

impl Drop for Holding<'_> {
    fn drop(&mut self) {
        self.0.release();
    }
}

impl Drop for Writing<'_> {
    fn drop(&mut self) {
        lock(&self.0.state).writing -= 1;
        self.0.changed.notify_all();
    }
}

/// `dir` with `suffix` added to its name.
fn sibling(dir: &Path, suffix: &str) -> PathBuf {
    let mut name = dir.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{suffix}"));
    dir.with_file_name(name)
}

/// The copy being made, and the directory it replaces, while the store in `dir` is open.
pub fn copy_dir(dir: &Path) -> PathBuf {
    sibling(dir, "rotating")
}

/// The directory replaced, until it is deleted.
pub fn old_dir(dir: &Path) -> PathBuf {
    sibling(dir, "rotated")
}

/// Before the store in `dir` opens: finishes or undoes a rotation cut short by a crash.
pub fn recover(dir: &Path) -> Result<(), HostError> {
    let (copy, old) = (copy_dir(dir), old_dir(dir));
    let failed = |what: &str, path: &Path, e: std::io::Error| {
        HostError::Store(format!(
            "cannot {what} {} (left by a rotation cut short): {e}",
            path.display()
        ))
    };
    if !dir.exists() && old.exists() {
        // Cut between the two renames: the old directory is whole (the copy held the same entries).
        fs::rename(&old, dir).map_err(|e| failed("put back", &old, e))?;
        tracing::warn!("the store's rotation was cut short: {} put back", dir.display());
    }
    for leftover in [&copy, &old] {
        if leftover.exists() {
            fs::remove_dir_all(leftover).map_err(|e| failed("remove", leftover, e))?;
        }
    }
    Ok(())
}

/// Starts the thread keeping the store in `dir` small; it ends by itself once the store is dropped.
pub(super) fn watch(dir: &Path, handles: Handles, manifest: Weak<Manifest>, gate: Arc<Gate>) {
    let dir = dir.to_path_buf();
    let spawned = std::thread::Builder::new()
        .name("galleon-rotate".into())
        .spawn(move || Watcher::new(dir, handles, manifest, gate).run());
    if let Err(error) = spawned {
        tracing::warn!(%error, "the store will not rotate by itself: compact it with galleon compact");
    }
}

struct Watcher {
    dir: PathBuf,
    handles: Handles,
    manifest: Weak<Manifest>,
    gate: Arc<Gate>,
    /// Bytes of keys and values the store held at the last count, and when.
    held: Option<(u64, Instant)>,
    /// No rotation below this size: [`FLOOR`], or [`GROWTH_PERCENT`] of what the last rotation left (sled lays a copy
    /// out larger than what it holds: it must not be rotated again and again).
    floor: u64,
}

impl Watcher {
    fn new(dir: PathBuf, handles: Handles, manifest: Weak<Manifest>, gate: Arc<Gate>) -> Watcher {
        Watcher {
            dir,
            handles,
            manifest,
            gate,
            held: None,
            floor: FLOOR,
        }
    }

    fn run(mut self) {
        while self.handles.strong_count() > 0 {
            // sled panics on some damaged files: the rotation then fails like on an error.
            let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.check()));
            let checked = checked.unwrap_or_else(|_| Err(HostError::Store("sled panicked".into())));
            // A rotation cut short by the store's closing is no failure.
            if let (Err(error), true) = (checked, self.handles.strong_count() > 0) {
                tracing::warn!(%error, "the store's rotation failed; it is tried again later");
                let _ = fs::remove_dir_all(copy_dir(&self.dir));
                // Not again at once: a full disk or a damaged store stays so for a while.
                std::thread::sleep(RECOUNT_EVERY);
            }
            std::thread::sleep(CHECK_EVERY);
        }
    }

    /// sled's handles now, while the store is open and not being opened again.
    fn current(&self) -> Option<Arc<Sled>> {
        let handles = self.handles.upgrade()?;
        let current = handles.read().unwrap_or_else(|poisoned| poisoned.into_inner()).clone();
        current
    }

    fn check(&mut self) -> Result<(), HostError> {
        let on_disk = size_on_disk(&self.dir);
        if on_disk < self.floor {
            return Ok(());
        }
        let stale = self
            .held
            .is_none_or(|(held, at)| on_disk > TRIGGER * held || at.elapsed() > RECOUNT_EVERY);
        if stale {
            let Some(sled) = self.current() else { return Ok(()) };
            self.held = Some((held_bytes(&sled.db)?, Instant::now()));
        }
        match self.held {
            Some((held, _)) if on_disk > TRIGGER * held => self.rotate(on_disk, held),
            _ => Ok(()),
        }
    }

    fn rotate(&mut self, on_disk: u64, held: u64) -> Result<(), HostError> {
        let Some(source) = self.current() else { return Ok(()) };
        let start = Instant::now();
        let copy = copy_dir(&self.dir);
        let _ = fs::remove_dir_all(&copy);
        let mut copied = Copy::new(&source.db, &copy)?;
        copied.all(&source.db, &self.handles)?;
        // Before the hold, as much as can be: what was written meanwhile, the copy's flush, and one reopening of
        // the copy, where sled reads its whole log once to write its snapshot of it. The hold then only has the
        // last moves to copy and to read again (with every write there, it held the writes for a second).
        copied.catch_up(&source.db)?;
        copied.reopen()?;
        copied.catch_up(&source.db)?;
        // The old sled must close at the hold: only its identity is kept.
        let source = {
            let weak = Arc::downgrade(&source);
            drop(source);
            weak
        };
        let mut tries = 0;
        let held_for = loop {
            if self.handles.strong_count() == 0 {
                return Ok(());
            }
            if let Some(pause) = self.swap(&source, &mut copied)? {
                break pause;
            }
            tries += 1;
            if tries >= 10 {
                return Err(HostError::Store("the reads and writes in flight never ended".into()));
            }
            std::thread::sleep(CHECK_EVERY);
        };
        let _ = fs::remove_dir_all(old_dir(&self.dir));
        ROTATIONS.fetch_add(1, Ordering::Relaxed);
        let after = size_on_disk(&self.dir);
        self.held = Some((held, Instant::now()));
        self.floor = FLOOR.max(after * GROWTH_PERCENT / 100);
        tracing::info!(
            "the store in {} rotated: {on_disk} bytes on disk for {held} held, now {after} ({:.1} s, writes held \
             {} ms)",
            self.dir.display(),
            start.elapsed().as_secs_f64(),
            held_for.as_millis()
        );
        Ok(())
    }

    /// The hold (see the module docs): the copy takes the old directory's place. None when the reads and writes
    /// in flight did not end in time (nothing changed), else how long it held them.
    fn swap(&self, source: &Weak<Sled>, copied: &mut Copy) -> Result<Option<Duration>, HostError> {
        let held = Instant::now();
        if !self.gate.hold(HOLD_AT_MOST) {
            return Ok(None);
        }
        // Released however the swap ends, a panic included.
        let _holding = Holding(&self.gate);
        self.swap_held(source, copied, held)
    }

    /// [`Watcher::swap`] once the writes are held: the reads in flight end, then the copy takes the old
    /// directory's place.
    fn swap_held(&self, source: &Weak<Sled>, copied: &mut Copy, held: Instant) -> Result<Option<Duration>, HostError> {
        let Some(handles) = self.handles.upgrade() else {
            return Ok(None);
        };
        let mut guard = handles.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Opened again after a failed write meanwhile: the copy is of handles gone.
        let Some(current) = guard.as_ref().filter(|current| Arc::as_ptr(current) == source.as_ptr()) else {
            return Err(HostError::Store("the store was opened again during the copy".into()));
        };
        while Arc::strong_count(current) > 1 {
            if held.elapsed() > HOLD_AT_MOST {
                return Ok(None);
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        copied.catch_up(&current.db)?;
        let caught_up = held.elapsed();
        let manifest = self.manifest.upgrade();
        let (dir, copy, old) = (&self.dir, copy_dir(&self.dir), old_dir(&self.dir));
        let mut moved = || -> Result<(), HostError> {
            // sled finds some of its files by path (snapshots, large values): both close before the renames.
            copied.close()?;
            *guard = None;
            let copy_snapshots = snapshots(&copy);
            copy_manifest(dir, &copy)?;
            fs::rename(dir, &old).map_err(io("move aside", dir))?;
            if let Err(error) = fs::rename(&copy, dir) {
                let _ = fs::rename(&old, dir);
                return Err(io("put in place", &copy)(error));
            }
            sync_parent(dir);
            // Never one of the old sled's snapshots beside the copy's log.
            for stray in snapshots(dir).difference(&copy_snapshots) {
                fs::remove_file(dir.join(stray)).map_err(io("remove", &dir.join(stray)))?;
            }
            let renamed = held.elapsed();
            let db = open_sled(dir)?;
            *guard = Some(Arc::new(Sled::new(db.clone(), db.open_tree(TABLES_V2)?)?));
            tracing::debug!(?caught_up, ?renamed, opened = ?held.elapsed(), "the rotation's hold");
            Ok(())
        };
        let moved = match &manifest {
            Some(manifest) => manifest.rewritten_after(moved),
            None => moved(),
        };
        if moved.is_err() && guard.is_none() {
            // The old directory is back in place (or the copy is): open what is there.
            let db = open_sled(dir)?;
            *guard = Some(Arc::new(Sled::new(db.clone(), db.open_tree(TABLES_V2)?)?));
        }
        moved.map(|()| Some(held.elapsed()))
    }
}

/// Bytes of keys and values in every tree of `db`.
fn held_bytes(db: &sled::Db) -> Result<u64, HostError> {
    let mut bytes = 0;
    for name in db.tree_names() {
        for entry in db.open_tree(&name)?.iter() {
            let (key, value) = entry?;
            bytes += (key.len() + value.len()) as u64;
        }
    }
    Ok(bytes)
}

/// The copy in the making: sled opened in the fresh directory, and what it holds.
struct Copy {
    target: Option<sled::Db>,
    path: PathBuf,
    /// The copy's ids start above this (see [`open_above`]).
    ids_above: u64,
    /// Per tree, the fingerprint of every entry the copy holds: comparing the store with it finds what changed
    /// without reading the copy back (sled decompresses every page it reads again, which held the writes long).
    held: BTreeMap<Vec<u8>, BTreeMap<Vec<u8>, Fingerprint>>,
}

/// A value's length and FNV-1a: two different values written to one key never match both.
type Fingerprint = (usize, u64);

fn fingerprint(value: &[u8]) -> Fingerprint {
    (value.len(), fnv(0, value))
}

impl Copy {
    fn new(source: &sled::Db, copy: &Path) -> Result<Copy, HostError> {
        let (target, ids_above) = open_above(copy, source.generate_id()?)?;
        Ok(Copy {
            target: Some(target),
            path: copy.to_path_buf(),
            ids_above,
            held: BTreeMap::new(),
        })
    }

    fn target(&self) -> Result<&sled::Db, HostError> {
        self.target
            .as_ref()
            .ok_or_else(|| HostError::Store("the copy is closed".into()))
    }

    /// Copies every entry of `source`; gives up when the store is dropped.
    fn all(&mut self, source: &sled::Db, handles: &Handles) -> Result<(), HostError> {
        for tree in source.tree_names() {
            let target = self.target()?.open_tree(&tree)?;
            let held = self.held.entry(tree.to_vec()).or_default();
            let mut batch = sled::Batch::default();
            for (n, entry) in source.open_tree(&tree)?.iter().enumerate() {
                let (key, value) = entry?;
                held.insert(key.to_vec(), fingerprint(&value));
                batch.insert(key, value);
                if n % 256 == 255 {
                    target.apply_batch(std::mem::take(&mut batch))?;
                    if handles.strong_count() == 0 {
                        return Err(HostError::Store("the store closed".into()));
                    }
                }
            }
            target.apply_batch(batch)?;
        }
        Ok(())
    }

    /// Makes the copy hold what `source` holds now (the entries written, changed or removed since they were
    /// copied: found by comparing the store with what the copy holds, tree by tree, in key order), then flushes
    /// it. Exact when every write is held.
    fn catch_up(&mut self, source: &sled::Db) -> Result<(), HostError> {
        if source.generate_id()? >= self.ids_above {
            return Err(HostError::Store(
                "the store numbered more games than the copy allows for".into(),
            ));
        }
        for tree in source.tree_names() {
            let held = self.held.entry(tree.to_vec()).or_default();
            let batch = differences(&source.open_tree(&tree)?, held)?;
            self.target()?.open_tree(&tree)?.apply_batch(batch)?;
        }
        self.target()?.flush()?;
        Ok(())
    }

    /// Closes the copy and opens it again: sled reads the log written so far once, and keeps what it read in a
    /// snapshot of its own, so that the opening at the swap only reads what was written after.
    fn reopen(&mut self) -> Result<(), HostError> {
        self.close()?;
        self.target = Some(open_sled(&self.path)?);
        Ok(())
    }

    /// Closes the copy (sled writes its last snapshot then).
    fn close(&mut self) -> Result<(), HostError> {
        if let Some(target) = self.target.take() {
            target.flush()?;
        }
        Ok(())
    }
}

/// sled opened in the fresh directory `copy`, the ids it generates (`generate_id`, which numbers the archived
/// games) starting above `next`, and above how much: sled, opening a directory again, starts them twice its
/// persist interval above the last one persisted (which must stay a multiple of the interval the store uses).
fn open_above(copy: &Path, next: u64) -> Result<(sled::Db, u64), HostError> {
    let interval = (next / 2 / IDS_PERSISTED_EVERY + 1) * IDS_PERSISTED_EVERY;
    let config = super::opening::config_for(copy)?;
    let with = || config.clone().idgen_persist_interval(interval);
    drop(with().open()?);
    let db = with().open()?;
    // Persists 2 × interval, the first id of this opening.
    db.generate_id()?;
    db.flush()?;
    drop(db);
    Ok((open_sled(copy)?, 2 * interval))
}

/// sled's default `idgen_persist_interval`, which the store keeps.
const IDS_PERSISTED_EVERY: u64 = 1_000_000;

/// What makes the copy, whose entries are `held`, hold the same entries as `from`; `held` is brought up to date.
fn differences(from: &sled::Tree, held: &mut BTreeMap<Vec<u8>, Fingerprint>) -> Result<sled::Batch, HostError> {
    let mut batch = sled::Batch::default();
    let mut seen = BTreeSet::new();
    for entry in from.iter() {
        let (key, value) = entry?;
        let print = fingerprint(&value);
        if held.get(key.as_ref()) != Some(&print) {
            held.insert(key.to_vec(), print);
            batch.insert(key.clone(), value);
        }
        seen.insert(key);
    }
    held.retain(|key, _| {
        let kept = seen.contains(key.as_slice());
        if !kept {
            batch.remove(key.as_slice());
        }
        kept
    });
    Ok(batch)
}

/// The names of sled's snapshot files in `dir`.
fn snapshots(dir: &Path) -> BTreeSet<std::ffi::OsString> {
    let Ok(entries) = fs::read_dir(dir) else {
        return BTreeSet::new();
    };
    entries
        .flatten()
        .map(|entry| entry.file_name())
        .filter(|name| name.to_string_lossy().starts_with("snap."))
        .collect()
}

/// Copies the manifest's files of `dir` into `copy` (their claims hold for the same entries).
fn copy_manifest(dir: &Path, copy: &Path) -> Result<(), HostError> {
    for name in [SNAPSHOT, JOURNAL] {
        if dir.join(name).exists() {
            fs::copy(dir.join(name), copy.join(name)).map_err(io("copy", &dir.join(name)))?;
        }
    }
    Ok(())
}

/// An I/O error of the rotation: what it could not do to which path.
fn io<'a>(what: &'static str, path: &'a Path) -> impl Fn(std::io::Error) -> HostError + 'a {
    move |error| HostError::Store(format!("cannot {what} {}: {error}", path.display()))
}

/// Makes the renames in the directory holding `dir` durable (best effort).
fn sync_parent(dir: &Path) {
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        if let Ok(parent) = fs::File::open(parent) {
            let _ = parent.sync_all();
        }
    }
}

#[cfg(test)]
impl super::Store {
    /// Rotates the store now, whatever its size (tests).
    pub(crate) fn rotate_now(&self) -> Result<(), HostError> {
        let dir = self.dir.clone().expect("a store on disk");
        let manifest = self.manifest.as_ref().map_or_else(Weak::new, Arc::downgrade);
        Watcher::new(dir, Arc::downgrade(&self.sled), manifest, Arc::clone(&self.gate)).rotate(0, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::support::toy_runner;

    /// `channels` toy games, each played `moves` moves.
    fn played(dir: &Path, channels: usize, moves: usize) -> (crate::host::script::Runner, Vec<String>) {
        let mut r = toy_runner(dir);
        let channels: Vec<String> = (0..channels).map(|n| format!("c{n}")).collect();
        for channel in &channels {
            r.line(&format!("[{channel}] alice> /join"));
            r.line(&format!("[{channel}] bob> /join"));
            r.line(&format!("[{channel}] alice> /start game:toy seed:3 target:100"));
        }
        for n in 0..moves {
            for channel in &channels {
                let player = ["alice", "bob"][n % 2];
                r.line(&format!("[{channel}] {player}> /play move:\"peek\""));
            }
        }
        (r, channels)
    }

    /// A store rotated while open holds the same tables, numbers later archived games above the earlier ones,
    /// plays on, and opens again with nothing found wrong.
    #[test]
    fn a_rotated_store_holds_the_same_tables_and_plays_on() {
        let parent = tempfile::tempdir().unwrap();
        let dir = parent.path().join("data");
        let (mut r, channels) = played(&dir, 6, 30);
        let exported: Vec<String> = channels.iter().map(|c| r.host().export(c).unwrap().json).collect();
        let id = r.host().store.s().unwrap().db.generate_id().unwrap();
        r.host().store.rotate_now().unwrap();
        assert!(!copy_dir(&dir).exists() && !old_dir(&dir).exists());
        assert!(r.host().store.s().unwrap().db.generate_id().unwrap() > id);
        for (channel, before) in channels.iter().zip(&exported) {
            assert_eq!(&r.host().export(channel).unwrap().json, before, "{channel}");
        }
        assert!(!r.line("[c0] alice> /play move:\"peek\"").is_empty());
        let played_on = r.host().export("c0").unwrap().json;
        assert_ne!(played_on, exported[0]);
        drop(r);
        let r = toy_runner(&dir);
        assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
        assert_eq!(r.host().export("c0").unwrap().json, played_on);
    }

    fn compressed(dir: &Path) -> bool {
        String::from_utf8_lossy(&fs::read(dir.join("conf")).unwrap()).contains("use_compression: true")
    }

    /// A store made before sled compressed galleon's stores opens uncompressed, its `conf` gone too (no mark),
    /// and its first rotation compresses it; a compressed store whose `conf` is gone opens by its mark.
    #[test]
    fn an_uncompressed_store_opens_as_it_was_and_a_rotation_compresses_it() {
        let parent = tempfile::tempdir().unwrap();
        let dir = parent.path().join("data");
        drop(crate::store::opening::config(false).path(&dir).open().unwrap());
        let (r, channels) = played(&dir, 2, 10);
        let exported: Vec<String> = channels.iter().map(|c| r.host().export(c).unwrap().json).collect();
        drop(r);
        assert!(!compressed(&dir) && !dir.join(crate::store::opening::COMPRESSED_MARK).exists());
        fs::remove_file(dir.join("conf")).unwrap();
        let r = toy_runner(&dir);
        assert!(!compressed(&dir));
        r.host().store.rotate_now().unwrap();
        assert!(compressed(&dir) && dir.join(crate::store::opening::COMPRESSED_MARK).exists());
        drop(r);
        fs::remove_file(dir.join("conf")).unwrap();
        let r = toy_runner(&dir);
        assert!(compressed(&dir));
        assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
        for (channel, before) in channels.iter().zip(&exported) {
            assert_eq!(&r.host().export(channel).unwrap().json, before, "{channel}");
        }
    }

    /// A rotation cut by a crash between its two renames (the store moved aside, a copy left half made) is
    /// undone when the store opens: the old directory is put back, the copy deleted.
    #[test]
    fn a_rotation_cut_between_its_renames_is_undone_at_open() {
        let parent = tempfile::tempdir().unwrap();
        let dir = parent.path().join("data");
        let (r, channels) = played(&dir, 2, 10);
        let exported: Vec<String> = channels.iter().map(|c| r.host().export(c).unwrap().json).collect();
        drop(r);
        fs::rename(&dir, old_dir(&dir)).unwrap();
        fs::create_dir(copy_dir(&dir)).unwrap();
        let r = toy_runner(&dir);
        assert!(!copy_dir(&dir).exists() && !old_dir(&dir).exists());
        assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
        for (channel, before) in channels.iter().zip(&exported) {
            assert_eq!(&r.host().export(channel).unwrap().json, before, "{channel}");
        }
    }
}
