//! sled's handles, how they are opened, guarded against sled's panics on damaged files, and opened again after a
//! write failed on the disk (a full disk): the store heals itself at the next write once the disk takes it.

use super::keys::{batch, Ops, CLEARED, GAME_NUMBERS, NOTIFY, PINGS, TABLES_V2};
use super::opening::{guarded, open_sled};
use super::Store;
use crate::base::error::HostError;
use std::path::Path;
use std::sync::atomic::Ordering;
use std::sync::{Arc, RwLock};

/// sled's handles: its database and the trees the store keeps open.
pub(super) struct Sled {
    pub(super) db: sled::Db,
    /// The tables in layout version 2.
    pub(super) tables: sled::Tree,
    pub(super) game_numbers: sled::Tree,
    pub(super) cleared: sled::Tree,
    pub(super) notify: sled::Tree,
    pub(super) pings: sled::Tree,
}

impl Sled {
    pub(super) fn new(db: sled::Db, tables: sled::Tree) -> Result<Sled, HostError> {
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
pub(super) type Handles = Arc<RwLock<Option<Arc<Sled>>>>;

/// Whether `dir` takes a write at all: a probe of one file-system block written, flushed and removed. Not more:
/// a new process opens sled and plays with a few kilobytes free, so the running bot heals whenever the next
/// write fits (if the reopen itself fails for room, the store stays broken and the next write tries again).
fn has_room(dir: &Path) -> std::io::Result<()> {
    use std::io::Write;
    let probe = dir.join("galleon-space-probe");
    let written = std::fs::File::create(&probe).and_then(|mut file| {
        file.write_all(&[0; 4096])?;
        file.sync_all()
    });
    let _ = std::fs::remove_file(&probe);
    written
}

impl Store {
    /// sled's handles now; an error while they are being opened again (see [`Store::heal`]).
    pub(super) fn s(&self) -> Result<Arc<Sled>, HostError> {
        let handles = self.sled.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        handles
            .clone()
            .ok_or_else(|| HostError::Store("the store is being opened again".into()))
    }

    /// A write or a flush failed with `error`: when the disk failed (full), sled refuses every later write, so
    /// the store is marked to be opened again before the next one (see [`Store::heal`]), and the operator told.
    pub(super) fn failed(&self, error: HostError) -> HostError {
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
    pub(super) fn put_back(&self, tree: &[u8], undo: Ops) {
        let sled = self.s();
        let undone = sled.is_ok_and(|sled| {
            let tree = sled.db.open_tree(tree);
            tree.is_ok_and(|tree| tree.apply_batch(batch(&undo)).is_ok())
        });
        if !undone || self.broken.load(Ordering::SeqCst) {
            crate::base::locks::lock(&self.undo_later).push((tree.to_vec(), undo));
        }
    }

    /// Before a write: enters the rotation's gate for as long as the returned guard lives (see [`super::rotate`])
    /// and opens the store again if a write failed on the disk (see [`Store::heal`]).
    pub(super) fn writing(&self) -> Result<Writing<'_>, HostError> {
        let writing = self.gate.enter();
        self.heal()?;
        Ok(writing)
    }

    /// [`Store::writing`] of a table's write; tests may make it fail here.
    pub(super) fn ready_to_write(&self) -> Result<Writing<'_>, HostError> {
        let writing = self.writing()?;
        #[cfg(test)]
        if self.fail_writes.load(Ordering::Relaxed) {
            return Err(HostError::Store("injected failure".into()));
        }
        Ok(writing)
    }

    /// After a failed write on the disk, sled refuses every later one until it is opened again: once the disk
    /// takes a probe write, drops its handles, opens the data directory again (what it made durable is all
    /// there), puts back the writes that failed meanwhile and flushes. While the disk is still full, nothing is
    /// dropped (reads go on) and the next write tries again. A read in flight keeps the old handles (and sled's
    /// lock on the directory) until it ends: the reopen waits for it, up to `open_retrying`'s 10 s, without
    /// holding the handles' lock, so that a read asking for the handles meanwhile is told at once that the store
    /// is being opened again (and ends) rather than waiting for the reopen that waits for it.
    pub(super) fn heal(&self) -> Result<(), HostError> {
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
            let db = open_sled(dir)?;
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
        self.commit.forget_failure();
        self.broken.store(false, Ordering::SeqCst);
        if let Some(manifest) = &self.manifest {
            manifest.reopen(self)?;
        }
        tracing::warn!("the store in {} takes writes again", dir.display());
        Ok(())
    }

    /// Reads a whole tree (every table, the agenda, every archived game): there, sled's errors and panics mean
    /// that its files are damaged, which the operator is told with the way to restore ([`HostError::Damaged`]).
    pub(super) fn read_whole<T>(&self, work: impl FnOnce() -> Result<T, HostError>) -> Result<T, HostError> {
        guarded(self.dir.as_deref(), work).map_err(|e| super::opening::damaged(self.dir.as_deref(), e))
    }
}

pub(super) use super::rotate::Writing;
