//! The agenda: per table, when it next has something to do on its own (see [`crate::host::agenda`]), kept under
//! keys of the tables' tree that no table's key can take, written in the same batch as the table's head.

use super::keys::{batch, Ops, HEAD, META, RAW};
use super::Store;
use crate::base::error::HostError;

/// The start of the agenda's keys in `tables-v2` (see [`crate::host::agenda`]): two zero bytes, then the channel. No
/// table's entry starts so: a table's keys start with its channel (never empty), then a zero byte.
pub(super) const AGENDA: &[u8] = b"\0\0";

/// The `meta` key marking that every table of the store has its agenda entry.
const AGENDA_BUILT: &str = "agenda";

/// The key of a table's agenda entry.
pub(super) fn agenda_key(channel: &[u8]) -> Vec<u8> {
    let mut key = AGENDA.to_vec();
    key.extend_from_slice(channel);
    key
}

/// Gives every table of a store written before the agenda existed an entry due at once (its first check loads
/// it and puts the right time in memory; its next save stores it), once: the mark in `meta` says it is done.
pub(super) fn build_agenda(db: &sled::Db, tables: &sled::Tree) -> Result<(), HostError> {
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

impl Store {
    /// Corrects a table's agenda entry found too early at its load (an entry of a store written before the agenda
    /// existed): durable with the next flush; lost in a crash, it is only early again.
    pub(crate) fn correct_wake(&self, channel: &str, wake: u64) -> Result<(), HostError> {
        let _writing = self.writing()?;
        self.s()?
            .tables
            .insert(agenda_key(channel.as_bytes()), &wake.to_be_bytes())?;
        Ok(())
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
}
