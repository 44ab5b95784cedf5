//! How sled is opened and read without taking the bot down: its settings, a retry while a closing handle still
//! holds its lock, its panics on damaged files turned into errors naming the directory, and its errors read as
//! damage or as a failing disk. Every other room opens and reads sled through here.

use std::cell::Cell;
use std::io::ErrorKind;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::sync::Once;

use crate::base::error::HostError;

/// sled's own periodic flush is off: every write is flushed by its writer or our background flusher (group
/// commit), and sled's timed flush would only compete with those for the disk.
pub(super) fn config() -> sled::Config {
    sled::Config::new().flush_every_ms(None)
}

/// sled opened on `dir` as the store opens it (for `galleon compact`, which copies it whole).
pub(crate) fn open_sled(dir: &Path) -> Result<sled::Db, HostError> {
    guarded(Some(dir), || Ok(open_retrying(|| config().path(dir).open())?))
}

thread_local! {
    /// Set while this thread runs [`guarded`] work: a panic then prints nothing (it becomes an error).
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// sled panics on some damaged files (a truncated `db`: "tried to serialize Uninitialized", "cannot find pid")
/// instead of returning an error. Opening and reading the store run here: such a panic becomes
/// [`HostError::Damaged`] naming the directory, and the panic hook stays silent for this thread only (other
/// threads' panics print as usual).
pub(super) fn guarded<T>(dir: Option<&Path>, work: impl FnOnce() -> Result<T, HostError>) -> Result<T, HostError> {
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

/// sled could not open `dir`: damage (its files do not read, or are cut short), except another I/O error (the
/// lock held by another galleon, a permission, a full disk), which keeps its own words.
pub(super) fn unreadable(dir: &Path, error: sled::Error) -> HostError {
    match error {
        // A file cut short or unreadable as written is damage too, wherever sled happened to lay out the data.
        sled::Error::Io(e) if matches!(e.kind(), ErrorKind::UnexpectedEof | ErrorKind::InvalidData) => {
            damaged(Some(dir), HostError::Store(e.to_string()))
        }
        sled::Error::Io(_) => error.into(),
        other => damaged(Some(dir), other.into()),
    }
}

/// sled panicked during a move's write: the operator's message (naming the directory) goes to the log; the
/// player's refusal says the table's saved data cannot be read, without the directory (see
/// [`crate::tables::store_error`]).
pub(super) fn in_play(error: HostError) -> HostError {
    if let HostError::Damaged { .. } = &error {
        tracing::error!("{error}");
    }
    error
}

/// A sled error met while opening the store in `dir`: its files are damaged (the message says what to do).
pub(super) fn damaged(dir: Option<&Path>, error: HostError) -> HostError {
    match (dir, error) {
        (Some(dir), HostError::Store(reason) | HostError::Disk { full: false, reason }) => HostError::Damaged {
            dir: dir.display().to_string(),
            reason,
        },
        (_, error) => error,
    }
}
