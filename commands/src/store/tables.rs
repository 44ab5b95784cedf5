//! The tables: a channel's head, moves and snapshots read back and checked against their checksums, and the
//! smallest write that brings the stored table to the host's record (append, take back, or rewrite).

use super::agenda::{agenda_key, AGENDA};
use super::commit::Unsettled;
use super::keys::{
    batch, chain_of, channel_prefix_bytes, entry_key, fnv, game_key, move_ops, null_state, snapshot_due,
    snapshot_state, snapshot_value, split_sum, whole_table_ops, Head, Ops, HEAD, MOVE, RAW, SNAPSHOT, SNAPSHOT_EVERY,
};
use super::opening::guarded;
use super::Store;
use crate::base::error::HostError;
use crate::record::{GameRecord, LoggedMove, TableRecord};
use galleon_rules::RuleError;
use serde_json::value::RawValue;
use std::sync::atomic::Ordering;

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

pub(super) enum Plan {
    HeadOnly,
    Append { snapshot: bool },
    TakeBack,
    Rewrite,
}

impl Store {
    /// Every channel with a stored table (its head or a version 1 record), in key order; a key that is not UTF-8
    /// lossily. Reads only keys: a table sled cannot read is still listed (see [`Store::read`]).
    pub fn stored_channels(&self) -> Result<Vec<String>, HostError> {
        let keys = self.read_whole(|| self.channel_keys())?;
        Ok(keys
            .iter()
            .map(|key| String::from_utf8_lossy(key).into_owned())
            .collect())
    }

    /// Every stored table as (channel, what was read). A key that is not UTF-8 is returned lossily.
    pub fn all(&self) -> Result<Vec<(String, Stored)>, HostError> {
        self.read_whole(|| {
            let mut all = Vec::new();
            for channel in self.channel_keys()? {
                if let Some(stored) = self.read_key(&channel)? {
                    all.push((String::from_utf8_lossy(&channel).into_owned(), stored));
                }
            }
            Ok(all)
        })
    }

    /// The channels (as stored, bytes) of every table's head or version 1 record.
    fn channel_keys(&self) -> Result<Vec<Vec<u8>>, HostError> {
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
        Ok(channels)
    }

    /// The table of `channel` as stored: its record put back together (see [`Stored`]).
    pub fn read(&self, channel: &str) -> Result<Option<Stored>, HostError> {
        // A write refused on a full disk may still sit in sled's memory until it is opened again.
        let _ = self.heal();
        #[cfg(test)]
        self.injected_read_failure(channel)?;
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
            let state = snapshot_state(&value);
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
            let sound = snapshot_state(&value).is_some();
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
        let _writing = self.ready_to_write()?;
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
        .map_err(super::opening::in_play)
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
        let _writing = self.ready_to_write()?;
        guarded(self.dir.as_deref(), || {
            let mut ops = self.table_ops(channel.as_bytes(), record, appended)?;
            ops.insert(agenda_key(channel.as_bytes()), Some(wake.to_be_bytes().to_vec()));
            let manifest = self.manifest_before(channel.as_bytes(), &ops);
            let (ticket, undo) = self.apply_deferred(ops, true)?;
            Ok(Unsettled { ticket, undo, manifest })
        })
        .map_err(super::opening::in_play)
    }

    /// Writes many tables at once, each with its agenda entry (`wake`), in batches, then flushes once: for
    /// building large stores (the restart benchmark), not for live tables (nothing is durable before the end).
    pub fn put_tables_in_bulk(&self, tables: &mut [(TableRecord, u64)]) -> Result<(), HostError> {
        let _writing = self.writing()?;
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
                let chain = move_ops(&mut ops, channel, game.number, &game.log, stored.moves, stored.chain);
                if snapshot {
                    ops.insert(
                        game_key(channel, SNAPSHOT, game.number, len),
                        Some(snapshot_value(&game.state)),
                    );
                    self.prune_snapshots(&mut ops, channel, game.number, len)?;
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
                    Some(snapshot_value(&game.state)),
                );
                (len, chain_of(&game.log))
            }
            _ => (0, 0),
        };
        ops.insert(entry_key(channel, HEAD), Some(Head::encode(record, moves, chain)));
        Ok(ops)
    }

    /// With a new snapshot at move `at`, the snapshots of game `number` before the latest one go: a load needs the
    /// newest valid snapshot, and keeps one more to fall back on when that one is damaged (then the seed), so the
    /// store holds at most two states of a running game instead of one every [`SNAPSHOT_EVERY`] moves.
    fn prune_snapshots(&self, ops: &mut Ops, channel: &[u8], number: u64, at: u64) -> Result<(), HostError> {
        let earlier = game_key(channel, SNAPSHOT, number, 0)..game_key(channel, SNAPSHOT, number, at);
        for entry in self.s()?.tables.range(earlier).rev().skip(1) {
            ops.insert(entry?.0.to_vec(), None);
        }
        Ok(())
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

    /// The chain stored after the first `moves` moves of game `number` (None when that move is missing).
    pub(super) fn chain_at(&self, channel: &[u8], number: u64, moves: u64) -> Result<Option<u64>, HostError> {
        if moves == 0 {
            return Ok(Some(0));
        }
        let value = self.s()?.tables.get(game_key(channel, MOVE, number, moves - 1))?;
        Ok(value.as_deref().and_then(split_sum).map(|(chain, _)| chain))
    }

    /// Everything of `channel` removed, then `record` written whole: head, every move, a snapshot of its state.
    pub(super) fn rewrite_ops(&self, channel: &[u8], record: &mut TableRecord) -> Result<Ops, HostError> {
        let mut ops = self.removal_ops(channel)?;
        whole_table_ops(&mut ops, channel, record);
        Ok(ops)
    }

    /// Removes every entry of `channel`.
    pub(super) fn removal_ops(&self, channel: &[u8]) -> Result<Ops, HostError> {
        let mut ops = Ops::new();
        for entry in self.s()?.tables.scan_prefix(channel_prefix_bytes(channel)) {
            let key = entry?.0;
            if !key.starts_with(AGENDA) {
                ops.insert(key.to_vec(), None);
            }
        }
        Ok(ops)
    }
}
