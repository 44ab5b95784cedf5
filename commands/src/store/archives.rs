//! The archives: aborted games kept for `/restore`, finished games (for `/stats`, `/leaderboard`, `/log`) and the
//! tables cleared because they could not be loaded, each written in one transaction with the table it leaves.

use super::agenda::agenda_key;
use super::keys::{batch, chain_of, channel_prefix, entry_key, fnv, number_back, Head, Ops, ARCHIVE, FINISHED, HEAD};
use super::opening::guarded;
use super::salvage::Salvage;
use super::{manifest, Store};
use crate::base::error::HostError;
use crate::record::TableRecord;
use std::sync::atomic::Ordering;

/// An aborted game as a backup writes it: (its channel, when it was aborted, its table's record, whether that record
/// fails its checksum).
pub type AbortedRecord = (String, u64, Vec<u8>, bool);

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

/// An archived value's record, and whether it fails its checksum (one written before checksums has none).
pub(super) fn archived_record(value: &[u8]) -> (&[u8], bool) {
    match value.split_first() {
        Some((&SUMMED, rest)) if rest.len() >= 8 => {
            let (sum, raw) = rest.split_at(8);
            (raw, fnv(0, raw).to_be_bytes() != sum)
        }
        Some((&SUMMED, _)) => (&[], true),
        _ => (value, false),
    }
}

/// The key, in the tree of finished games, of the pointer to the last game finished in `channel`: a zero byte
/// then the channel (a server's records start with the server, never empty).
pub(super) fn last_finished_key(channel: &[u8]) -> Vec<u8> {
    let mut key = vec![0];
    key.extend_from_slice(channel);
    key
}

impl Store {
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
        let _writing = self.ready_to_write()?;
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
        .map_err(super::opening::in_play)
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
        let _writing = self.writing()?;
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

    /// The chain after the first `moves` moves of the finished game archived at `key` (None when the record does
    /// not read or is shorter).
    pub(super) fn archived_chain_at(&self, key: &[u8], moves: u64) -> Result<Option<u64>, HostError> {
        let Some(value) = self.finished_tree()?.get(key)? else {
            return Ok(None);
        };
        let finished = serde_json::from_slice::<crate::record::FinishedGame>(&value).ok();
        Ok(finished
            .filter(|f| f.moves.len() as u64 >= moves)
            .map(|f| chain_of(&f.moves[..moves as usize])))
    }

    /// Clears the damaged table of `channel`, keeping every entry of it that sled still reads (see
    /// [`Salvage`]) in the tree of cleared tables under its checksum, in one transaction with the removal, then
    /// claimed by the manifest, with `why` (what the host found, English); returns once that is durable, with what
    /// was kept. A table sled cannot read whole
    /// is not cleared: its removal would have to read it (the error says the store is damaged).
    pub fn clear_damaged(&self, channel: &str, why: String) -> Result<Salvage, HostError> {
        // Read first: the host holds the channel, so nothing else changes its table meanwhile.
        let mut salvage = self.salvage(channel)?;
        salvage.cleared_because(why);
        if let Some(reason) = &salvage.unreadable {
            let dir = self.dir.as_deref().map_or(String::new(), |d| d.display().to_string());
            let reason = format!("the table of channel {channel:?} cannot be read whole: {reason}");
            return Err(HostError::Damaged { dir, reason });
        }
        if salvage.is_empty() {
            // Nothing of it is left to keep (the store lost it): only its agenda entry, if any, goes.
            self.put_table(channel, None, None)?;
            return Ok(salvage);
        }
        let _writing = self.writing()?;
        let mut key = channel_prefix(channel);
        key.extend_from_slice(&self.s()?.db.generate_id()?.to_be_bytes());
        let value = salvage.encode();
        let claim = manifest::sum_claim(&value);
        guarded(self.dir.as_deref(), || {
            let mut removal = self.removal_ops(channel.as_bytes())?;
            removal.insert(agenda_key(channel.as_bytes()), None);
            let into = Ops::from([(key.clone(), Some(value))]);
            let pending = self.manifest_before(channel.as_bytes(), &removal);
            let cleared = self.s()?.cleared.clone();
            self.transact_durably(&cleared, removal, into)?;
            self.manifest_after(pending);
            Ok(())
        })?;
        self.manifest_cleared(&key, claim);
        Ok(salvage)
    }

    /// Every cleared table kept: (its channel, its kept value), oldest first per channel (for backups).
    pub fn all_cleared(&self) -> Result<Vec<(String, Vec<u8>)>, HostError> {
        self.read_whole(|| {
            let mut all = Vec::new();
            for entry in self.s()?.cleared.iter() {
                let (key, value) = entry?;
                let channel = key.split(|b| *b == 0).next().unwrap_or_default();
                all.push((String::from_utf8_lossy(channel).into_owned(), value.to_vec()));
            }
            Ok(all)
        })
    }

    /// The records of `channel` cleared so far, oldest first.
    pub fn cleared(&self, channel: &str) -> Result<Vec<Vec<u8>>, HostError> {
        self.s()?
            .cleared
            .scan_prefix(channel_prefix(channel))
            .map(|entry| Ok(entry?.1.to_vec()))
            .collect()
    }

    /// Moves the table of `channel` into the archive, stamped `at`, as its whole record `raw` (the table's record
    /// as [`TableRecord::to_bytes`] writes it), and returns once that is durable. The move is one transaction: a
    /// crash leaves the table either in place or in the archive. Returns false (and changes nothing) when the
    /// channel has no table.
    pub fn archive(&self, channel: &str, at: u64, raw: &[u8]) -> Result<bool, HostError> {
        let _writing = self.ready_to_write()?;
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
        let _writing = self.ready_to_write()?;
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

    /// The archive tree, opened (and made, the first time) when used: a store where no game was ever aborted
    /// keeps the layout it had before the archive existed.
    pub(super) fn archive_tree(&self) -> Result<sled::Tree, HostError> {
        Ok(self.s()?.db.open_tree(ARCHIVE)?)
    }

    /// Keeps the record of a game finished on `server` and returns once it is durable.
    pub fn keep_finished(&self, server: &str, raw: &[u8]) -> Result<(), HostError> {
        let _writing = self.ready_to_write()?;
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

    /// Every aborted game still in the archive: (channel, when it was aborted, its table's record, whether it
    /// fails its checksum).
    pub fn all_aborted(&self) -> Result<Vec<AbortedRecord>, HostError> {
        self.read_whole(|| self.aborted_games())
    }

    fn aborted_games(&self) -> Result<Vec<AbortedRecord>, HostError> {
        let mut all = Vec::new();
        for entry in self.archive_tree()?.iter() {
            let (key, value) = entry?;
            let Some(at) = key.iter().position(|b| *b == 0) else {
                continue;
            };
            let channel = String::from_utf8_lossy(&key[..at]).into_owned();
            let (raw, damaged) = archived_record(&value);
            all.push((channel, number_back(&key, 8), raw.to_vec(), damaged));
        }
        Ok(all)
    }

    /// The tree of finished games (see [`FINISHED`]).
    pub(super) fn finished_tree(&self) -> Result<sled::Tree, HostError> {
        Ok(self.s()?.db.open_tree(FINISHED)?)
    }
}
