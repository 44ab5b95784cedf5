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
/// commit), and sled's timed flush would only compete with those for the disk. `compressed`: sled compresses
/// what it writes (zstd): sled writes each change again and again as its pages are rewritten, and a fresh copy
/// of a store takes three times its entries' bytes uncompressed against about one compressed (docs/storage.md).
pub(super) fn config(compressed: bool) -> sled::Config {
    let config = sled::Config::new().flush_every_ms(None);
    match compressed {
        true => config.use_compression(true).compression_factor(COMPRESSION_LEVEL),
        false => config,
    }
}

/// zstd's own default level: the next levels gain little and cost every write more.
const COMPRESSION_LEVEL: i32 = 3;

/// The file that says a store is compressed when sled's `conf` (which says it too) is missing. sled cannot tell
/// from its `db` alone, and opened with the wrong setting it misreads the whole store.
pub const COMPRESSED_MARK: &str = "galleon-zstd";

/// How sled opens the store in `dir`: as its `conf` says; without one, compressed when the directory holds no
/// store yet (the mark is written first) or holds the mark, uncompressed otherwise (a store of a galleon before
/// compression, whose first rotation or compaction compresses it).
pub(super) fn config_for(dir: &Path) -> Result<sled::Config, HostError> {
    Ok(config(stored_compression(dir)?).path(dir))
}

fn stored_compression(dir: &Path) -> Result<bool, HostError> {
    // sled's `conf`: its settings as lines of text, then a checksum.
    if let Ok(conf) = std::fs::read(dir.join("conf")) {
        return Ok(String::from_utf8_lossy(&conf)
            .lines()
            .any(|line| line.trim() == "use_compression: true"));
    }
    if dir.join("db").exists() {
        return Ok(dir.join(COMPRESSED_MARK).exists());
    }
    mark_compressed(dir)?;
    Ok(true)
}

/// Writes the mark of a compressed store into the new store's directory, durably, before sled writes anything.
fn mark_compressed(dir: &Path) -> Result<(), HostError> {
    let failed =
        |e: std::io::Error| HostError::Store(format!("cannot write {}: {e}", dir.join(COMPRESSED_MARK).display()));
    std::fs::create_dir_all(dir).map_err(failed)?;
    let mark = std::fs::File::create(dir.join(COMPRESSED_MARK)).map_err(failed)?;
    std::io::Write::write_all(
        &mut &mark,
        b"sled compresses this galleon store (zstd); see docs/storage.md\n",
    )
    .map_err(failed)?;
    mark.sync_all().map_err(failed)?;
    std::fs::File::open(dir).and_then(|d| d.sync_all()).map_err(failed)
}

/// sled opened on `dir` as the store opens it (for `galleon compact`, which copies it whole).
pub fn open_sled(dir: &Path) -> Result<sled::Db, HostError> {
    guarded(Some(dir), || {
        let config = config_for(dir)?;
        Ok(open_retrying(|| config.open())?)
    })
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
