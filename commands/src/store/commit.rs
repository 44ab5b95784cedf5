//! Group commit: writes applied as atomic batches, made durable by shared flushes (the leader flushes for every
//! writer so far; a background flusher runs while the host prepares its answer), put back when a flush fails.

use super::heal::Handles;
use super::keys::{batch, transact, Ops, TABLES_V2};
use super::{manifest, Store};
use crate::base::error::HostError;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// A table's write applied but not known durable yet (see [`Store::put_table_deferred`]).
#[must_use = "a write is durable only once settled"]
pub struct Unsettled {
    pub(super) ticket: u64,
    pub(super) undo: Ops,
    pub(super) manifest: Option<manifest::Pending>,
}

/// Starts the background flusher of `commit` (None if the thread cannot start: writers then flush themselves).
pub(super) fn spawn_flusher(commit: Arc<GroupCommit>, handles: Handles) -> Option<std::thread::JoinHandle<()>> {
    let spawned = std::thread::Builder::new()
        .name("galleon-flush".into())
        .spawn(move || commit.run_flusher(&handles));
    spawned
        .inspect_err(|error| tracing::warn!(%error, "no background flusher"))
        .ok()
}

/// Tickets and flushes. A writer takes ticket n after its write; flush k covers every ticket taken before it
/// started, so a writer is durable once `flushed >= n`.
#[derive(Default)]
pub(super) struct GroupCommit {
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

    /// The store is closing: the background flusher stops.
    pub(super) fn stop(&self) {
        self.lock().stop = true;
        self.wanted.notify_all();
    }

    /// The store was opened again after a failed flush: later writes flush anew.
    pub(super) fn forget_failure(&self) {
        self.lock().failed = None;
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

impl Store {
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

    /// Applies `ops` as one atomic batch and waits until it is durable; if the flush fails, applies the
    /// inverse batch (best effort) and returns the error.
    pub(super) fn apply_durably(&self, ops: Ops) -> Result<(), HostError> {
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
    pub(super) fn apply_deferred(&self, ops: Ops, kick: bool) -> Result<(u64, Ops), HostError> {
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

    /// Applies `ops` to the tables and `other_ops` to `other` in one transaction, then waits until it is durable;
    /// if the flush fails, puts both back (best effort) and returns the error.
    pub(super) fn transact_durably(&self, other: &sled::Tree, ops: Ops, other_ops: Ops) -> Result<(), HostError> {
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

    /// Flushes everything written so far.
    pub fn flush(&self) -> Result<(), HostError> {
        let _writing = self.writing()?;
        self.durable()
    }

    /// Waits until everything written so far is durable.
    pub(super) fn durable(&self) -> Result<(), HostError> {
        let sled = self.s()?;
        self.commit.wait_durable(&sled.db).map_err(|error| self.failed(error))
    }

    /// Number of flushes run so far (for tests and the benchmark's report).
    pub fn flush_count(&self) -> u64 {
        self.commit.lock().flushes
    }
}
