//! The store's layout: the names of sled's trees, the keys of a channel's entries, the table's head, and the
//! checksums (FNV-1a, chained over a game's moves) every entry carries. Every other room builds keys here.

use crate::base::error::HostError;
use crate::record::{LoggedMove, TableRecord};
use serde_json::value::RawValue;
use std::collections::BTreeMap;

/// The layout version this galleon writes (see the module docs); version 1 is migrated at open.
pub const STORE_SCHEMA: u32 = 2;

/// A snapshot of the game's state is written every this many moves (and at the game's start and end).
pub const SNAPSHOT_EVERY: usize = 32;

/// The sled tree holding the tables in layout version 2.
pub(super) const TABLES_V2: &str = "tables-v2";

/// The sled tree holding the store's own facts: `schema` (the layout version, big-endian u32).
pub(super) const META: &str = "meta";

/// The sled tree keeping the records of tables cleared because they could not be loaded, keyed by channel,
/// a zero byte and a number that grows with each clearing (so all are kept, the newest last).
pub(super) const CLEARED: &str = "cleared";

/// The sled tree keeping aborted games for `/restore`, keyed by channel, a zero byte, a number that grows with
/// each abort and the abort's time (seconds since the Unix epoch), both big-endian. The value is the table's
/// record byte for byte as it was stored.
pub(super) const ARCHIVE: &str = "archive";

/// The archive of finished games: the records of finished games for `/stats`, `/leaderboard` and `/log`, keyed by
/// server (see [`crate::record::server_key`]), a zero byte and a number that grows with each game, big-endian;
/// the value is the game's record as posted at its end (JSON). Beside them, per channel, a zero byte then the
/// channel: the key of the channel's last finished game. A game's moves and final state move here from the
/// tables when it ends (see [`Store::put_table_finishing`]).
pub(super) const FINISHED: &str = "finished";

/// The sled tree holding, per channel, the number of the last game started there. It outlives the table
/// (a closed table's record is deleted), so every game of a channel gets a new number.
pub(super) const GAME_NUMBERS: &str = "game-numbers";

/// The sled tree holding each user's `/notify` choice, keyed by user id (absent: the default, mention).
pub(super) const NOTIFY: &str = "notify";

/// The sled tree holding, per channel, the id of the last turn ping the transport posted there. It outlives
/// the table, so the next ping still replaces it.
pub(super) const PINGS: &str = "pings";

/// The kinds of entries of a channel in `tables-v2`.
pub(super) const HEAD: u8 = b'h';

pub(super) const MOVE: u8 = b'm';

pub(super) const SNAPSHOT: u8 = b's';

pub(super) const RAW: u8 = b'r';

/// Whether appending moves `from..len` (`end`: the game ended) writes a snapshot of the state: when the moves
/// cross a multiple of [`SNAPSHOT_EVERY`], or end the game.
pub fn snapshot_due(from: usize, len: usize, end: bool) -> bool {
    from / SNAPSHOT_EVERY != len / SNAPSHOT_EVERY || end
}

/// The start of the keys of a channel's entries in the trees keyed by channel and more.
pub(super) fn channel_prefix(channel: &str) -> Vec<u8> {
    let mut key = channel.as_bytes().to_vec();
    key.push(0);
    key
}

/// Changes to a tree: a value to write, or None to remove the key.
pub(super) type Ops = BTreeMap<Vec<u8>, Option<Vec<u8>>>;

pub(super) fn batch(ops: &Ops) -> sled::Batch {
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
pub(super) fn transact(a: &sled::Tree, b: &sled::Tree, a_ops: &Ops, b_ops: &Ops) -> Result<(), HostError> {
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

/// A table's head: how many moves are stored, their chain, the game's identity (number, seed), and the record's
/// JSON without the game's log and state.
pub(super) struct Head {
    pub(super) moves: u64,
    pub(super) chain: u64,
    pub(super) game: Option<(u64, u64)>,
    /// A finished game moved to the archive: where its record is, and that record's checksum.
    pub(super) archived: Option<(Vec<u8>, u64)>,
    pub(super) json: Vec<u8>,
}

impl Head {
    /// The head of `record` (its log and state are set aside while it is written, not copied).
    pub(super) fn encode(record: &mut TableRecord, moves: u64, chain: u64) -> Vec<u8> {
        Head::encode_archived(record, moves, chain, None)
    }

    /// [`Head::encode`] of a finished game whose moves and state are in the archive at `archived` (its key, and
    /// its record's checksum).
    pub(super) fn encode_archived(
        record: &mut TableRecord,
        moves: u64,
        chain: u64,
        archived: Option<(&[u8], u64)>,
    ) -> Vec<u8> {
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

    /// The head stored as `value`, when it matches its checksum.
    pub(super) fn decode(value: &[u8]) -> Option<Head> {
        Head::sound(value).then(|| Head::decode_unchecked(value)).flatten()
    }

    /// Whether `value` matches its checksum.
    pub(super) fn sound(value: &[u8]) -> bool {
        split_sum(value).is_some_and(|(sum, payload)| fnv(0, payload) == sum)
    }

    /// The head stored as `value`, its checksum not compared (to salvage what a damaged one still says).
    pub(super) fn decode_unchecked(value: &[u8]) -> Option<Head> {
        let (_, payload) = split_sum(value)?;
        if payload.len() < 17 {
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

/// The first byte of a snapshot's payload when its state is deflated (a state's JSON never starts with it).
const DEFLATED: u8 = 0x1f;

/// The largest state a snapshot inflates to: far above any game's, so a wrong length cannot exhaust memory.
const STATE_AT_MOST: usize = 64 << 20;

/// A snapshot's value: the checksum of its payload, then its state's JSON deflated behind [`DEFLATED`]. States
/// are most of what a running table holds and shrink about seven times (see docs/storage.md).
pub(super) fn snapshot_value(state: &RawValue) -> Vec<u8> {
    let mut payload = vec![DEFLATED];
    payload.extend_from_slice(&miniz_oxide::deflate::compress_to_vec(state.get().as_bytes(), 1));
    with_sum(0, &payload)
}

/// The state a snapshot's value holds, when it matches its checksum; plain JSON (as written before snapshots were
/// deflated) still reads.
pub(super) fn snapshot_state(value: &[u8]) -> Option<Box<RawValue>> {
    let (sum, payload) = split_sum(value)?;
    if fnv(0, payload) != sum {
        return None;
    }
    let json = match payload.split_first() {
        Some((&DEFLATED, deflated)) => {
            miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, STATE_AT_MOST).ok()?
        }
        _ => payload.to_vec(),
    };
    RawValue::from_string(String::from_utf8(json).ok()?).ok()
}

pub(super) fn null_state() -> Box<RawValue> {
    RawValue::from_string("null".to_string()).expect("null is JSON")
}

/// A 64-bit FNV-1a of `bytes`, started from `seed` (the previous link of a chain, or 0).
pub(super) fn fnv(seed: u64, bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325 ^ seed;
    for byte in bytes {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The checksum chain of a log: each move's link covers the previous link and the move's JSON.
pub(super) fn chain_of(log: &[LoggedMove]) -> u64 {
    log.iter().fold(0, |link, logged| {
        fnv(link, &serde_json::to_vec(logged).expect("a move serializes"))
    })
}

/// `payload` behind its checksum.
pub(super) fn with_sum(seed: u64, payload: impl AsRef<[u8]>) -> Vec<u8> {
    let payload = payload.as_ref();
    let mut value = fnv(seed, payload).to_be_bytes().to_vec();
    value.extend_from_slice(payload);
    value
}

/// A value's leading checksum (or chain link) and its payload.
pub(super) fn split_sum(value: &[u8]) -> Option<(u64, &[u8])> {
    let sum = value.get(..8)?;
    Some((u64::from_be_bytes(sum.try_into().expect("8 bytes")), &value[8..]))
}

pub(super) fn channel_prefix_bytes(channel: &[u8]) -> Vec<u8> {
    let mut key = channel.to_vec();
    key.push(0);
    key
}

/// The key of a channel's head or raw record.
pub(super) fn entry_key(channel: &[u8], kind: u8) -> Vec<u8> {
    let mut key = channel_prefix_bytes(channel);
    key.push(kind);
    key
}

/// The key of a move or snapshot of game `number`, at move `seq`.
pub(super) fn game_key(channel: &[u8], kind: u8, number: u64, seq: u64) -> Vec<u8> {
    let mut key = entry_key(channel, kind);
    key.extend_from_slice(&number.to_be_bytes());
    key.extend_from_slice(&seq.to_be_bytes());
    key
}

/// The big-endian number of 8 bytes starting `back` bytes before the end of an archive's `key` (its id 16 back,
/// the time of the abort 8 back), 0 when the key is too short.
pub(super) fn number_back(key: &[u8], back: usize) -> u64 {
    key.len()
        .checked_sub(back)
        .and_then(|start| <[u8; 8]>::try_from(key.get(start..start + 8)?).ok())
        .map_or(0, u64::from_be_bytes)
}

/// Adds the moves of `log` from `from` on to `ops`, each behind its link of the chain started at `chain`; returns the
/// chain after the last.
pub(super) fn move_ops(ops: &mut Ops, channel: &[u8], number: u64, log: &[LoggedMove], from: u64, chain: u64) -> u64 {
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

/// Adds `record` laid out whole to `ops`: its head, every move of its game and a snapshot of its state.
pub(super) fn whole_table_ops(ops: &mut Ops, channel: &[u8], record: &mut TableRecord) {
    let (mut moves, mut chain) = (0, 0);
    if let Some(game) = record.game.as_ref() {
        moves = game.log.len() as u64;
        chain = move_ops(ops, channel, game.number, &game.log, 0, 0);
        ops.insert(
            game_key(channel, SNAPSHOT, game.number, moves),
            Some(snapshot_value(&game.state)),
        );
    }
    ops.insert(entry_key(channel, HEAD), Some(Head::encode(record, moves, chain)));
}
