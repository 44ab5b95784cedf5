//! A damaged table kept whole: every entry of a channel as it is on disk (its head, every move, every
//! snapshot, a version 1 record, the finished game's record its head points to), read as far as sled can, so
//! that nothing intact is lost when a person clears the table (`/abort` keeps it in the tree of cleared tables
//! under a checksum and the manifest) and so that an export can show everything readable for a repair by hand.
//!
//! The repair document ([`Salvage::document`]) is the table's record as far as it reads, its log holding every
//! move kept (a damaged one as its text, a missing one as a line saying so), its state `null` (so `galleon
//! import` replays the moves from the seed), and a `damage` field naming every damaged or missing entry. `galleon
//! import` refuses a record that still has that field: the admin repairs the entries it names, removes it, and
//! imports; the import then checks the repaired game move by move as for any record.

use super::opening::guarded;
use serde_json::{json, Value};

use super::keys::{channel_prefix, fnv, snapshot_state, split_sum, Head, HEAD, MOVE, RAW, SNAPSHOT};
use super::Store;
use crate::base::error::HostError;

/// The first byte of a kept salvage in the tree of cleared tables (then its checksum, 8 bytes, then the entries);
/// a table cleared before salvages were kept is its record as read then, starting with its `{`.
const TAG: u8 = 2;

/// Every entry of a channel's table as read from the store.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Salvage {
    /// (the key after the channel and its zero byte, the value) in key order.
    pub(super) entries: Vec<(Vec<u8>, Vec<u8>)>,
    /// The finished game's record the head points to, when it was read.
    pub(super) finished: Option<Vec<u8>>,
    /// Why sled stopped before the last entry (its files are damaged there).
    pub(super) unreadable: Option<String>,
    /// Why the table was cleared: what the host found when it could not load it (English).
    pub(super) why: Option<String>,
}

/// What a kept record of the tree of cleared tables holds.
pub enum Kept {
    /// A salvage written by this galleon; `sound`: its checksum holds.
    Salvage { salvage: Salvage, sound: bool },
    /// A record kept before salvages (as it was read then).
    Record(Vec<u8>),
}

/// An export: a table's record (for a damaged table, its repair document) and its damage (English, one line each;
/// empty when the record is whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    pub json: String,
    pub damage: Vec<String>,
}

impl Salvage {
    /// How many moves and snapshots are kept.
    pub fn counts(&self) -> (usize, usize) {
        let count = |kind: u8| {
            self.entries
                .iter()
                .filter(|(key, _)| key.first() == Some(&kind))
                .count()
        };
        (count(MOVE), count(SNAPSHOT))
    }

    /// Notes why the table is cleared (what the host found, English), kept with its entries.
    pub fn cleared_because(&mut self, why: String) {
        self.why = Some(why);
    }

    /// Whether nothing at all of the table was read.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty() && self.finished.is_none()
    }

    /// The value kept in the tree of cleared tables: [`TAG`], the checksum of the rest, the entries.
    pub(super) fn encode(&self) -> Vec<u8> {
        let mut body = Vec::new();
        push_len(&mut body, self.entries.len());
        for (key, value) in &self.entries {
            push_bytes(&mut body, key);
            push_bytes(&mut body, value);
        }
        let texts = [&self.unreadable, &self.why].map(|text| text.as_deref().map(str::as_bytes));
        for extra in [self.finished.as_deref(), texts[0], texts[1]] {
            body.push(u8::from(extra.is_some()));
            push_bytes(&mut body, extra.unwrap_or_default());
        }
        let mut value = vec![TAG];
        value.extend_from_slice(&fnv(0, &body).to_be_bytes());
        value.extend_from_slice(&body);
        value
    }

    /// A value of the tree of cleared tables.
    pub fn decode(value: &[u8]) -> Kept {
        let salvage = match value.split_first() {
            Some((&TAG, rest)) => split_sum(rest).map(|(sum, body)| (fnv(0, body) == sum, decode_body(body))),
            _ => None,
        };
        match salvage {
            Some((sound, Some(salvage))) => Kept::Salvage { salvage, sound },
            Some((_, None)) => Kept::Salvage {
                salvage: Salvage {
                    unreadable: Some("the kept entries do not read back".into()),
                    ..Salvage::default()
                },
                sound: false,
            },
            None => Kept::Record(value.to_vec()),
        }
    }

    /// The repair document of `channel`'s table (see the module docs), `problems` (what the host found, English)
    /// heading its damage.
    pub fn document(&self, channel: &str, problems: &[String]) -> Document {
        let mut damage: Vec<String> = problems.to_vec();
        damage.extend(
            self.why
                .iter()
                .map(|why| format!("cleared because it could not be loaded: {why}")),
        );
        if let Some(reason) = &self.unreadable {
            damage.push(format!(
                "sled could not read every entry of this table ({reason}): the entries after the last one read are \
                 not here"
            ));
        }
        let mut record = self.record(channel, &mut damage);
        // A version 1 record holds its own log and state.
        if self.entry(RAW).is_none() {
            let log = self.log(&mut damage);
            self.note_snapshots(&mut damage);
            if let Some(game) = record.get_mut("game").and_then(Value::as_object_mut) {
                game.insert("log".into(), Value::Array(log));
                game.insert("state".into(), Value::Null);
            }
        }
        if let Some(object) = record.as_object_mut() {
            object.remove("state_at");
            object.insert("damage".into(), json!(damage));
        }
        let json = serde_json::to_string_pretty(&record).expect("JSON values serialize");
        Document { json, damage }
    }

    pub(super) fn entry(&self, kind: u8) -> Option<&[u8]> {
        let found = self.entries.iter().find(|(key, _)| key.as_slice() == [kind]);
        found.map(|(_, value)| value.as_slice())
    }

    /// The head's record (or a version 1 record) as a JSON object, its damage noted; a bare object naming the
    /// channel when none reads.
    pub(super) fn record(&self, channel: &str, damage: &mut Vec<String>) -> Value {
        let bare = || json!({ "channel": channel });
        if let Some(raw) = self.entry(RAW) {
            return parsed_object(raw, "the record", damage).unwrap_or_else(bare);
        }
        let Some(value) = self.entry(HEAD) else {
            damage.push("the head (seats, options, votes) is missing".into());
            return bare();
        };
        if !Head::sound(value) {
            damage.push("the head (seats, options, votes) does not match its checksum".into());
        }
        match Head::decode_unchecked(value) {
            Some(head) => parsed_object(&head.json, "the head", damage).unwrap_or_else(bare),
            None => {
                damage.push("the head does not read at all".into());
                bare()
            }
        }
    }

    /// Every move kept, in order: those of the head's game, checked link by link against the chain.
    pub(super) fn log(&self, damage: &mut Vec<String>) -> Vec<Value> {
        let head = self.entry(HEAD).and_then(Head::decode_unchecked);
        if let Some(head) = head.as_ref().filter(|h| h.archived.is_some()) {
            return self.finished_log(head, damage);
        }
        let moves = self.moves();
        let number = head.as_ref().and_then(|h| h.game).map(|(n, _)| n);
        let number = number.or_else(|| moves.last().map(|(n, _, _)| *n));
        let of_game: Vec<(u64, &[u8])> = moves
            .iter()
            .filter(|(n, _, _)| Some(*n) == number)
            .map(|(_, seq, value)| (*seq, *value))
            .collect();
        let count = head.as_ref().map_or(0, |h| h.moves);
        let count = count.max(of_game.last().map_or(0, |(seq, _)| seq + 1));
        let mut log = Vec::new();
        let mut link = Some(0);
        for seq in 0..count {
            let found = of_game.iter().find(|(s, _)| *s == seq).map(|(_, value)| *value);
            let (value, next) = checked_move(seq, found, link, damage);
            log.push(value);
            link = next;
        }
        if let (Some(head), Some(link)) = (&head, link) {
            if head.game.is_some() && link != head.chain {
                damage.push("the moves end on another checksum than the head's: moves are missing at the end".into());
            }
        }
        log
    }

    /// The moves of a finished game, from its record in the archive of finished games.
    fn finished_log(&self, head: &Head, damage: &mut Vec<String>) -> Vec<Value> {
        let sum = head.archived.as_ref().map(|(_, sum)| *sum);
        let Some(finished) = &self.finished else {
            damage.push("the finished game's record is missing from the archive".into());
            return Vec::new();
        };
        if Some(fnv(0, finished)) != sum {
            damage.push("the finished game's record does not match its checksum".into());
        }
        let moves = serde_json::from_slice::<Value>(finished).ok();
        match moves.as_ref().and_then(|f| f.get("moves")).and_then(Value::as_array) {
            Some(moves) => moves.clone(),
            None => {
                damage.push("the finished game's record does not read".into());
                Vec::new()
            }
        }
    }

    /// The moves kept: (game number, move number, value).
    pub(super) fn moves(&self) -> Vec<(u64, u64, &[u8])> {
        let numbers = |key: &[u8]| Some((be(key.get(1..9)?)?, be(key.get(9..17)?)?));
        let moves = self
            .entries
            .iter()
            .filter(|(key, _)| key.first() == Some(&MOVE) && key.len() == 17);
        moves
            .filter_map(|(key, value)| numbers(key).map(|(n, seq)| (n, seq, value.as_slice())))
            .collect()
    }

    /// Notes every snapshot that does not read back as written (not needed for a repair: the import replays).
    fn note_snapshots(&self, damage: &mut Vec<String>) {
        let snapshots = self.entries.iter().filter(|(key, _)| key.first() == Some(&SNAPSHOT));
        for (key, value) in snapshots {
            if snapshot_state(value).is_none() {
                let at = key.get(9..17).and_then(be).unwrap_or_default();
                damage.push(format!(
                    "the snapshot after move {at} does not match its checksum (not needed: the import replays the moves)"
                ));
            }
        }
    }
}

impl Store {
    /// Every entry of `channel`'s table that sled reads, in key order, and the finished game's record its head
    /// points to; where sled stops (an error, or a panic on damaged files), what was read so far and why.
    pub fn salvage(&self, channel: &str) -> Result<Salvage, HostError> {
        let mut salvage = Salvage::default();
        self.read_entries(channel, &mut salvage)?;
        Ok(salvage)
    }

    /// Reads into `salvage` every entry of `channel`'s table that sled reads (see [`Store::salvage`]).
    fn read_entries(&self, channel: &str, salvage: &mut Salvage) -> Result<(), HostError> {
        let prefix = channel_prefix(channel);
        let read = guarded(self.dir.as_deref(), || {
            #[cfg(test)]
            self.injected_read_failure(channel)?;
            for entry in self.s()?.tables.scan_prefix(&prefix) {
                let (key, value) = entry?;
                salvage.entries.push((key[prefix.len()..].to_vec(), value.to_vec()));
            }
            Ok(())
        });
        if let Err(error) = read {
            salvage.unreadable = Some(unread_reason(error)?);
        }
        let archived = salvage
            .entry(HEAD)
            .and_then(Head::decode_unchecked)
            .and_then(|h| h.archived);
        if let Some((key, _)) = archived {
            match guarded(self.dir.as_deref(), || Ok(self.finished_tree()?.get(&key)?)) {
                Ok(value) => salvage.finished = value.map(|v| v.to_vec()),
                Err(error) => salvage.unreadable = Some(unread_reason(error)?),
            }
        }
        Ok(())
    }
}

/// Why sled stopped reading: its files are damaged (or it failed on the disk); any other error is returned.
fn unread_reason(error: HostError) -> Result<String, HostError> {
    match error {
        HostError::Damaged { reason, .. } | HostError::Store(reason) => Ok(reason),
        HostError::Disk { reason, .. } => Ok(reason),
        other => Err(other),
    }
}

/// Move `seq` (0-based) as kept, checked against the link of the move before it (None when that one could not
/// be checked): its JSON, or its text when it is damaged, or a line saying it is missing; and its own link.
fn checked_move(seq: u64, value: Option<&[u8]>, link: Option<u64>, damage: &mut Vec<String>) -> (Value, Option<u64>) {
    let number = seq + 1;
    let Some((stored, json)) = value.and_then(split_sum) else {
        damage.push(format!("move {number} is missing: write it in its place in the log"));
        return (Value::String(format!("move {number} is missing")), None);
    };
    let parsed = serde_json::from_slice::<Value>(json).ok().filter(Value::is_object);
    match (link, parsed) {
        (Some(link), Some(parsed)) if fnv(link, json) == stored => (parsed, Some(stored)),
        (None, Some(parsed)) => {
            damage.push(format!(
                "move {number} cannot be checked (the move before it is damaged or missing)"
            ));
            (parsed, Some(stored))
        }
        (_, parsed) => {
            damage.push(format!(
                "move {number} does not match its checksum: it was changed on disk"
            ));
            let text = String::from_utf8_lossy(json).into_owned();
            (parsed.unwrap_or(Value::String(text)), Some(stored))
        }
    }
}

/// `bytes` as a JSON object; else its damage noted (what `what` is) and None.
fn parsed_object(bytes: &[u8], what: &str, damage: &mut Vec<String>) -> Option<Value> {
    let parsed = serde_json::from_slice::<Value>(bytes).ok().filter(Value::is_object);
    if parsed.is_none() {
        let text = String::from_utf8_lossy(bytes);
        damage.push(format!("{what} is not a JSON object; as stored: {text}"));
    }
    parsed
}

pub(super) fn be(bytes: &[u8]) -> Option<u64> {
    Some(u64::from_be_bytes(bytes.try_into().ok()?))
}

fn push_len(out: &mut Vec<u8>, len: usize) {
    out.extend_from_slice(&(len as u32).to_be_bytes());
}

fn push_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    push_len(out, bytes.len());
    out.extend_from_slice(bytes);
}

/// Reads what [`Salvage::encode`] wrote after the checksum (None when it does not read back).
fn decode_body(body: &[u8]) -> Option<Salvage> {
    let mut reader = Reader { bytes: body };
    let count = reader.len()?;
    let mut entries = Vec::with_capacity(count.min(1 << 16));
    for _ in 0..count {
        entries.push((reader.bytes()?.to_vec(), reader.bytes()?.to_vec()));
    }
    let finished = reader.extra()?;
    let text = |bytes: Option<Vec<u8>>| bytes.map(|b| String::from_utf8_lossy(&b).into_owned());
    let unreadable = text(reader.extra()?);
    let why = text(reader.extra()?);
    Some(Salvage {
        entries,
        finished,
        unreadable,
        why,
    })
}

/// Reads a kept salvage's body front to back.
pub(super) struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub(super) fn take(&mut self, len: usize) -> Option<&'a [u8]> {
        let (taken, rest) = (self.bytes.get(..len)?, self.bytes.get(len..)?);
        self.bytes = rest;
        Some(taken)
    }

    pub(super) fn len(&mut self) -> Option<usize> {
        Some(u32::from_be_bytes(self.take(4)?.try_into().ok()?) as usize)
    }

    pub(super) fn bytes(&mut self) -> Option<&'a [u8]> {
        let len = self.len()?;
        self.take(len)
    }

    fn extra(&mut self) -> Option<Option<Vec<u8>>> {
        let present = self.take(1)?[0] == 1;
        Some(present.then_some(self.bytes()?.to_vec()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_salvage_reads_back_as_written_and_a_changed_byte_is_noticed() {
        let salvage = Salvage {
            entries: vec![(vec![HEAD], b"head".to_vec()), (vec![MOVE, 1, 2], vec![0; 3])],
            finished: Some(b"done".to_vec()),
            unreadable: Some("cut".into()),
            why: Some("move 3 is damaged".into()),
        };
        let mut value = salvage.encode();
        match Salvage::decode(&value) {
            Kept::Salvage { salvage: read, sound } => assert!(sound && read == salvage),
            Kept::Record(_) => panic!("a salvage"),
        }
        *value.last_mut().unwrap() ^= 1;
        assert!(matches!(Salvage::decode(&value), Kept::Salvage { sound: false, .. }));
        assert!(matches!(Salvage::decode(b"{\"old\":1}"), Kept::Record(_)));
    }
}
