//! Why the host could not open its store, save a table, or export or import one.

use std::fmt;

/// Why the host could not open its store, save a table, or export/import one.
#[derive(Debug)]
pub enum HostError {
    /// The sled store failed (corruption of sled's own files, lock held by another process…).
    Store(String),
    /// Reading or writing the data directory failed (`full`: its disk is full); the store opens itself again
    /// at its next write (see [`crate::store::Store`]).
    Disk { full: bool, reason: String },
    /// sled cannot read the data directory `dir` at all (it panicked on a damaged file, saying `reason`).
    Damaged { dir: String, reason: String },
    /// The channel has no table.
    NoTable(String),
    /// An imported record is unreadable or does not replay.
    BadRecord(String),
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostError::Store(e) => write!(f, "store error: {e}"),
            HostError::Disk { full: true, reason } => write!(f, "the server's disk is full ({reason})"),
            HostError::Disk { full: false, reason } => write!(f, "the data directory could not be written ({reason})"),
            HostError::Damaged { dir, reason } => write!(
                f,
                "the game store in {dir} is damaged: sled cannot read it ({reason}). Move {dir} aside (keep it), then \
                 restore it from a backup: a copy of the whole directory, or the tables saved with `galleon \
                 export`, put back one by one with `galleon import FILE --data {dir}` (which starts a new store)"
            ),
            HostError::NoTable(channel) => write!(f, "channel {channel:?} has no table"),
            HostError::BadRecord(e) => write!(f, "bad table record: {e}"),
        }
    }
}

impl std::error::Error for HostError {}

impl From<sled::Error> for HostError {
    fn from(error: sled::Error) -> HostError {
        match error {
            // The I/O error's own words, not sled's debug text of it.
            sled::Error::Io(error) => HostError::Disk {
                // ENOSPC, EDQUOT.
                full: error.kind() == std::io::ErrorKind::StorageFull || matches!(error.raw_os_error(), Some(28 | 122)),
                reason: error.to_string(),
            },
            // sled's own words end in a debug dump ("backtrace ()"): the offset is what an operator can use.
            sled::Error::Corruption { at, .. } => HostError::Store(match at {
                Some(at) => format!("corrupted data at byte {} of its log", at.lid()),
                None => "corrupted data".to_string(),
            }),
            error => HostError::Store(error.to_string()),
        }
    }
}
