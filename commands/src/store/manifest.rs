//! The manifest: beside sled's files, per channel what the store made durable for its table (the game's number,
//! the number of moves and their checksum chain) and for the newest game aborted there (its archive entry and
//! a checksum of it, under a key no channel id can take: a zero byte, `a`, the channel), so that a store that
//! lost tables or archived games or went back in time (sled opened a damaged `db` or a deleted `snap.*` as an
//! empty or older store) is noticed at open, per channel; `/restore` then says the store lost the game.
//!
//! Two files in the data directory:
//! - [`SNAPSHOT`]: every channel's claim, written whole at open (temp file, fsync, rename, fsync of the
//!   directory): a magic line, the entries, and a checksum of everything before it.
//! - [`JOURNAL`]: the claims changed since, appended one entry (with its own checksum) per table change.
//!
//! The manifest never claims more than is durable: a table's new claim is appended only after the group commit's
//! flush covering its write succeeded, by the writer itself, as a plain `write` without fsync (a kill -9 keeps
//! what the page cache holds; a power loss may cut the journal's tail, which only makes the manifest claim
//! less). A change that weakens a claim (a table removed or archived, moves taken back, an older game imported)
//! first journals the channel's removal, before the store is written: a crash in between leaves the channel
//! unknown to the manifest, never wrongly reported. So a durable command costs one small `write`, no fsync.
//!
//! At open ([`Manifest::open`]) the snapshot, then the journal, are read into memory (about 50 bytes a channel),
//! and when the journal held entries the snapshot is rewritten and the journal emptied. A missing manifest (the
//! first start with it) is built from the store (a scan of every table's entries); a damaged one is reported
//! and rebuilt (what the damage hid cannot be checked this time). The comparison with the store is per channel,
//! [`Store::manifest_check`], when the host loads a channel's table (or finds none stored): the head the store
//! holds against the claim (one sled read; one more, the move the claim ends at, when the store is ahead). A
//! channel whose table is gone, whose game is older, whose moves are fewer, or whose chain differs is a problem
//! of that channel. [`Store::manifest_check_all`] runs it for every claimed channel (the start-up report): about
//! 4-5 µs a table, 0.4-0.5 s for 100,000 tables on the loaded 2-core machine, so a host that loads tables lazily runs it off
//! the path of the first reply. Measured by `manifest_cost_with_100_000_tables` (ignored; run by hand): reading
//! the 4.7 MB manifest of 100,000 tables 0.1 s, rewriting it 0.07-0.1 s, a table change's journal entry 2-4 µs.

use super::keys::{number_back, ARCHIVE};
use super::opening::{damaged, guarded};
use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use galleon_rules::RuleError;

use super::keys::{channel_prefix, entry_key, fnv, game_key, split_sum, Head, Ops, HEAD, META, MOVE, RAW};
use super::Store;
use crate::base::error::HostError;

/// The manifest's snapshot file, in the data directory.
pub const SNAPSHOT: &str = "galleon-manifest";
/// The manifest's journal file, in the data directory.
pub const JOURNAL: &str = "galleon-manifest.journal";
const MAGIC: &[u8] = b"galleon-manifest 1\n";
/// The key in sled's `meta` tree that says a manifest was written beside the store.
const MANIFEST_MARK: &str = "manifest";
/// The journal is folded into the snapshot once it grows past this (one fsync per this many bytes of claims).
const COMPACT_AT: u64 = 16 << 20;

/// What the store made durable for a channel's table: its game's number (0 without a game), its moves and
/// their checksum chain; for a table without a game (a lobby), the chain is a checksum of its head, so a lost
/// `/join` or `/leave` is noticed too (0 in a manifest written before: not compared).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    pub game: u64,
    pub moves: u64,
    pub chain: u64,
}

impl Claim {
    /// The claim of the aborted game archived at `key` (its channel, a zero byte, its id and when it was
    /// aborted, 8 bytes each) as `value`: its id, its time, the value's checksum.
    pub(super) fn aborted(key: &[u8], value: &[u8]) -> Claim {
        Claim {
            game: number_back(key, 16),
            moves: number_back(key, 8),
            chain: fnv(0, value),
        }
    }

    fn of(head: &Head) -> Claim {
        Claim {
            game: head.game.map_or(0, |(number, _)| number),
            moves: head.moves,
            chain: match head.game {
                Some(_) => head.chain,
                None => fnv(0, &head.json),
            },
        }
    }
}

/// The manifest's key for the aborted game archived for `channel` (the newest, which `/restore` brings back):
/// a zero byte first, which no channel id holds.
fn aborted_key(channel: &str) -> Vec<u8> {
    let mut key = vec![0, b'a'];
    key.extend_from_slice(channel.as_bytes());
    key
}

/// The manifest's key for the finished game's record at `key` in the archive of finished games (its server, a
/// zero byte, its id): a zero byte first, then `f`.
fn finished_key(key: &[u8]) -> Vec<u8> {
    let mut claim = vec![0, b'f'];
    claim.extend_from_slice(key);
    claim
}

/// The manifest's key for a cleared table kept at `key` of the tree of cleared tables (its channel, a zero byte,
/// its id): a zero byte first, then `c`.
fn cleared_key(key: &[u8]) -> Vec<u8> {
    let mut claim = vec![0, b'c'];
    claim.extend_from_slice(key);
    claim
}

/// The manifest's key for `user`'s `/notify` choice: a zero byte first, then `n`.
fn notify_key(user: &str) -> Vec<u8> {
    let mut key = vec![0, b'n'];
    key.extend_from_slice(user.as_bytes());
    key
}

/// What a claim of the manifest is about.
enum Claimed {
    /// A channel's table.
    Table(String),
    /// The newest game aborted in a channel.
    Aborted(String),
    /// A finished game's record, at this key of the archive of finished games.
    Finished(Vec<u8>),
    /// A user's `/notify` choice.
    Notify(String),
    /// A cleared table's kept entries, at this key of the tree of cleared tables.
    Cleared(Vec<u8>),
}

fn claimed(key: &[u8]) -> Claimed {
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    match key {
        [0, b'a', channel @ ..] => Claimed::Aborted(text(channel)),
        [0, b'f', key @ ..] => Claimed::Finished(key.to_vec()),
        [0, b'n', user @ ..] => Claimed::Notify(text(user)),
        [0, b'c', key @ ..] => Claimed::Cleared(key.to_vec()),
        _ => Claimed::Table(text(key)),
    }
}

/// The claim of a record that is only its value (a finished game's record, a `/notify` choice): its checksum.
pub(super) fn sum_claim(value: &[u8]) -> Claim {
    Claim {
        game: 0,
        moves: 0,
        chain: fnv(0, value),
    }
}

/// The manifest of a store on disk.
pub struct Manifest {
    dir: PathBuf,
    book: Mutex<Book>,
    /// The channels found damaged at open, with why (kept until their table is cleared or replaced).
    problems: Mutex<HashMap<String, RuleError>>,
    /// What the operator should know about the manifest itself (English).
    notes: Vec<String>,
}

struct Book {
    claims: HashMap<Vec<u8>, Claim>,
    journal: Option<File>,
    journal_len: u64,
}

/// A table change in progress: the claim to journal once it is durable.
pub struct Pending {
    channel: Vec<u8>,
    claim: Option<Claim>,
}

impl Manifest {
    /// Reads the manifest of `dir` (built from `store` when missing or damaged) and folds its journal into its
    /// snapshot (see the module docs).
    pub fn open(dir: &Path, store: &Store) -> Result<Manifest, HostError> {
        let mut notes = Vec::new();
        let mut missing = false;
        let (mut claims, whole) = match read_snapshot(&dir.join(SNAPSHOT)) {
            Ok(Some(claims)) => (claims, true),
            Ok(None) if store.had_manifest()? => {
                let note = missing_note();
                tracing::error!("{note}");
                notes.push(note);
                missing = true;
                (HashMap::new(), false)
            }
            Ok(None) => {
                tracing::info!("no manifest {SNAPSHOT} yet: built from the store");
                (HashMap::new(), false)
            }
            Err(reason) => {
                let note = format!(
                    "the manifest {SNAPSHOT} was damaged ({reason}): rebuilt from the store; a loss before this \
                     start cannot be checked"
                );
                tracing::error!("{note}");
                notes.push(note);
                (HashMap::new(), false)
            }
        };
        if let Some(note) = journal_missing(dir, whole) {
            tracing::error!("{note}");
            notes.push(note);
        }
        if let Some(cut) = replay_journal(&dir.join(JOURNAL), &mut claims) {
            let note = format!(
                "the manifest journal {JOURNAL} is damaged or cut after byte {cut}: its later entries were ignored"
            );
            tracing::warn!("{note}");
            notes.push(note);
        }
        let journaled = fs::metadata(dir.join(JOURNAL)).map_or(0, |m| m.len()) > 0;
        if !whole {
            for (channel, claim) in store.claims().map_err(|e| damaged(Some(dir), e))? {
                claims.entry(channel).or_insert(claim);
            }
        }
        let manifest = Manifest::unjournaled(dir, claims, notes);
        let mut book = crate::base::locks::lock(&manifest.book);
        match !whole || journaled {
            true => manifest.compact(&mut book)?,
            false => manifest.open_journal(&mut book)?,
        }
        drop(book);
        store.mark_manifest()?;
        if missing {
            // The damage the manifest would have revealed: whatever the tables' own checksums still show.
            let mut problems = crate::base::locks::lock(&manifest.problems);
            for (channel, problem) in store.damaged_tables()? {
                problems.insert(channel, problem);
            }
        }
        Ok(manifest)
    }

    /// The manifest of `dir` as it is, for `galleon check`: nothing is written (a missing or damaged one is
    /// said in the notes, and claims nothing).
    pub fn read_only(dir: &Path, store: &Store) -> Result<Manifest, HostError> {
        let mut notes = Vec::new();
        let mut claims = match read_snapshot(&dir.join(SNAPSHOT)) {
            Ok(Some(claims)) => {
                notes.extend(journal_missing(dir, true));
                claims
            }
            Ok(None) if store.had_manifest()? => {
                notes.push(missing_note());
                HashMap::new()
            }
            Ok(None) => HashMap::new(),
            Err(reason) => {
                notes.push(format!(
                    "the manifest {SNAPSHOT} is damaged ({reason}): a loss before the bot's next start cannot be checked"
                ));
                HashMap::new()
            }
        };
        if let Some(cut) = replay_journal(&dir.join(JOURNAL), &mut claims) {
            notes.push(format!(
                "the manifest journal {JOURNAL} is damaged or cut after byte {cut}: its later entries are ignored"
            ));
        }
        Ok(Manifest::unjournaled(dir, claims, notes))
    }

    /// The manifest of `dir` holding `claims`, its journal not open yet, no channel found damaged yet.
    fn unjournaled(dir: &Path, claims: HashMap<Vec<u8>, Claim>, notes: Vec<String>) -> Manifest {
        Manifest {
            dir: dir.to_path_buf(),
            book: Mutex::new(Book {
                claims,
                journal: None,
                journal_len: 0,
            }),
            problems: Mutex::new(HashMap::new()),
            notes,
        }
    }

    /// The store was opened again after a failed write (see [`Store::heal`]): a manifest dropped meanwhile
    /// (its journal could not be written) is built again from the store.
    pub(super) fn reopen(&self, store: &Store) -> Result<(), HostError> {
        let mut book = crate::base::locks::lock(&self.book);
        if book.journal.is_some() {
            return Ok(());
        }
        book.claims = store.claims()?.into_iter().collect();
        tracing::warn!("the manifest {SNAPSHOT} dropped when the disk failed is built again from the store");
        self.compact(&mut book)
    }

    /// Runs `swap` (the store's rotation: the data directory replaced by a copy holding the same entries) with
    /// the manifest held, then writes it anew in the directory now in place.
    pub(super) fn rewritten_after(&self, swap: impl FnOnce() -> Result<(), HostError>) -> Result<(), HostError> {
        let mut book = crate::base::locks::lock(&self.book);
        let swapped = swap();
        // Its journal's file went with the old directory (or stays, when the swap failed): opened again by path.
        book.journal = None;
        let rewritten = self.compact(&mut book);
        swapped.and(rewritten)
    }

    /// Every channel found damaged so far (by [`Store::manifest_check`] or [`Store::manifest_check_all`]), sorted.
    pub fn problems(&self) -> Vec<(String, RuleError)> {
        let problems = crate::base::locks::lock(&self.problems);
        let mut all: Vec<_> = problems.iter().map(|(c, p)| (c.clone(), p.clone())).collect();
        all.sort_by(|a, b| a.0.cmp(&b.0));
        all
    }

    /// Remembers `problem` of `name` (a channel) for [`Manifest::problems`], unless it has one already; whether
    /// it is new.
    fn note(&self, name: &str, problem: &RuleError) -> bool {
        let mut problems = crate::base::locks::lock(&self.problems);
        let new = !problems.contains_key(name);
        problems.entry(name.to_string()).or_insert_with(|| problem.clone());
        new
    }

    /// Its claim under `key`.
    fn claim(&self, key: &[u8]) -> Option<Claim> {
        crate::base::locks::lock(&self.book).claims.get(key).copied()
    }

    /// `problem` of `name` found: remembered (see [`Manifest::note`]), the operator told `what` the first time.
    fn lost(&self, name: &str, problem: RuleError, what: &str) -> Option<RuleError> {
        if self.note(name, &problem) {
            tracing::error!(%name, "{what}");
        }
        Some(problem)
    }

    /// What the operator should know about the manifest itself.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// Before `ops` change the table of `channel`: journals its removal when the new state would not satisfy
    /// the current claim (see the module docs); returns what to journal once the change is durable.
    pub(super) fn before(&self, channel: &[u8], ops: &Ops) -> Pending {
        let claim = ops
            .get(&entry_key(channel, HEAD))
            .and_then(|value| value.as_deref())
            .and_then(Head::decode)
            .map(|head| Claim::of(&head));
        let mut book = crate::base::locks::lock(&self.book);
        let keeps = match (book.claims.get(channel), claim) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(old), Some(new)) => extends(channel, old, &new, ops),
        };
        if !keeps {
            // A cleared or replaced table is no longer the damaged one.
            crate::base::locks::lock(&self.problems).remove(String::from_utf8_lossy(channel).as_ref());
            book.claims.remove(channel);
            self.append(&mut book, &entry(channel, None));
        }
        Pending {
            channel: channel.to_vec(),
            claim,
        }
    }

    /// Claims (or no longer claims) the record under manifest key `key`.
    fn set(&self, key: Vec<u8>, claim: Option<Claim>) {
        let mut book = crate::base::locks::lock(&self.book);
        self.append(&mut book, &entry(&key, claim.as_ref()));
        match claim {
            Some(claim) => book.claims.insert(key, claim),
            None => book.claims.remove(&key),
        };
    }

    /// The change is durable: its claim joins the manifest.
    pub(super) fn after(&self, pending: Pending) {
        let Some(claim) = pending.claim else { return };
        // A table written anew (imported) is no longer the damaged one.
        crate::base::locks::lock(&self.problems).remove(String::from_utf8_lossy(&pending.channel).as_ref());
        let mut book = crate::base::locks::lock(&self.book);
        self.append(&mut book, &entry(&pending.channel, Some(&claim)));
        book.claims.insert(pending.channel, claim);
        if book.journal_len > COMPACT_AT {
            if let Err(error) = self.compact(&mut book) {
                tracing::warn!(%error, "the manifest could not be compacted");
            }
        }
    }

    /// Appends one journal entry. When that fails (a full disk), the manifest's files are removed, as a later
    /// weaker claim could not be written either: it is built again from the store when the store opens again
    /// (see [`Manifest::reopen`]), or at the next start (which says so).
    fn append(&self, book: &mut Book, bytes: &[u8]) {
        let Some(journal) = book.journal.as_mut() else { return };
        match journal.write_all(bytes) {
            Ok(()) => book.journal_len += bytes.len() as u64,
            Err(error) => {
                tracing::error!(%error, "the manifest journal could not be written: the manifest is dropped until the store opens again");
                book.journal = None;
                for name in [SNAPSHOT, JOURNAL] {
                    let _ = fs::remove_file(self.dir.join(name));
                }
            }
        }
    }

    /// Writes every claim into a new snapshot (atomically), then empties the journal.
    fn compact(&self, book: &mut Book) -> Result<(), HostError> {
        let failed =
            |e: std::io::Error| HostError::Store(format!("cannot write the manifest in {}: {e}", self.dir.display()));
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&(book.claims.len() as u64).to_be_bytes());
        for (channel, claim) in &book.claims {
            push_channel(&mut bytes, channel);
            push_claim(&mut bytes, claim);
        }
        bytes.extend_from_slice(&fnv(0, &bytes).to_be_bytes());
        let temp = self.dir.join(format!("{SNAPSHOT}.tmp"));
        let mut file = File::create(&temp).map_err(failed)?;
        file.write_all(&bytes).and_then(|()| file.sync_all()).map_err(failed)?;
        fs::rename(&temp, self.dir.join(SNAPSHOT)).map_err(failed)?;
        if let Ok(dir) = File::open(&self.dir) {
            let _ = dir.sync_all();
        }
        self.open_journal(book)?;
        if let Some(journal) = &book.journal {
            journal.set_len(0).map_err(failed)?;
        }
        book.journal_len = 0;
        Ok(())
    }

    /// Opens the journal for appending (made when missing).
    fn open_journal(&self, book: &mut Book) -> Result<(), HostError> {
        let path = self.dir.join(JOURNAL);
        let journal = OpenOptions::new().create(true).append(true).open(&path);
        let journal = journal.map_err(|e| HostError::Store(format!("cannot write {}: {e}", path.display())))?;
        book.journal_len = journal.metadata().map_or(0, |m| m.len());
        book.journal = Some(journal);
        Ok(())
    }
}

/// What the operator reads when the manifest's snapshot is there (`snapshot`) but not its journal, which every
/// start makes beside it: it was deleted, with the claims made since the bot last started.
fn journal_missing(dir: &Path, snapshot: bool) -> Option<String> {
    (snapshot && !dir.join(JOURNAL).exists()).then(|| {
        format!(
            "the manifest journal {JOURNAL} is missing (deleted?): the claims made since the bot last started are \
             gone, so a table lost or put back from an older copy since then cannot be noticed"
        )
    })
}

/// What the operator reads when a store that had a manifest has none beside it.
fn missing_note() -> String {
    format!(
        "the manifest {SNAPSHOT} is missing, though this store had one (deleted, or dropped when the disk was full): \
         rebuilt from the store; every table was checked against its own checksums, but a table lost entirely \
         before this start cannot be noticed"
    )
}

/// Whether `new` (the state `ops` leave) still satisfies `old`: a later game, or the same game with at least
/// as many moves whose chain at `old.moves` is `old.chain` (read from `ops` when they rewrite that move).
fn extends(channel: &[u8], old: &Claim, new: &Claim, ops: &Ops) -> bool {
    if new.game != old.game {
        return new.game > old.game;
    }
    if new.moves < old.moves {
        return false;
    }
    if new.moves == old.moves || old.moves == 0 {
        return new.moves != old.moves || new.chain == old.chain;
    }
    match ops.get(&game_key(channel, MOVE, old.game, old.moves - 1)) {
        None => true,
        Some(value) => value
            .as_deref()
            .and_then(split_sum)
            .is_some_and(|(link, _)| link == old.chain),
    }
}

impl Store {
    /// Compares `channel`'s table with the manifest's claim (one or two sled reads): the problem when the store
    /// lost it, went back in time for it or holds other moves, remembered for [`Manifest::problems`]. The host
    /// asks this when it loads a channel's table (or finds none stored).
    pub fn manifest_check(&self, channel: &str) -> Result<Option<RuleError>, HostError> {
        let Some((manifest, claim)) = self.claimed_at(channel.as_bytes()) else {
            return Ok(None);
        };
        let compared = guarded(self.dir.as_deref(), || self.compare(channel.as_bytes(), &claim));
        let Err(problem) = compared.map_err(|e| damaged(self.dir.as_deref(), e))? else {
            return Ok(None);
        };
        if manifest.note(channel, &problem) {
            tracing::error!(%channel, "the store lost this table or went back in time for it: {}", problem.key);
        }
        Ok(Some(problem))
    }

    /// [`Store::manifest_check`] of every channel the manifest claims: one head read each (about 4 µs a table,
    /// 0.4 s for 100,000 on the 2-core machine); returns the channels found damaged.
    pub fn manifest_check_all(&self) -> Result<Vec<(String, RuleError)>, HostError> {
        self.read_whole(|| self.check_every_claim())
    }

    fn check_every_claim(&self) -> Result<Vec<(String, RuleError)>, HostError> {
        let Some(manifest) = &self.manifest else {
            return Ok(Vec::new());
        };
        let keys: Vec<Vec<u8>> = crate::base::locks::lock(&manifest.book)
            .claims
            .keys()
            .cloned()
            .collect();
        for key in keys {
            match claimed(&key) {
                Claimed::Aborted(channel) => self.aborted_check(&channel)?,
                Claimed::Table(channel) => match self.manifest_check(&channel)? {
                    None => self.counter_check(&channel)?,
                    found => found,
                },
                Claimed::Finished(at) => self.finished_check(&at)?,
                Claimed::Notify(user) => self.notify_check(&user)?,
                Claimed::Cleared(at) => self.cleared_check(&at)?,
            };
        }
        Ok(manifest.problems())
    }

    /// The manifest and its claim under `key`, when there are both.
    fn claimed_at(&self, key: &[u8]) -> Option<(&Manifest, Claim)> {
        let manifest = self.manifest.as_ref()?;
        Some((manifest, manifest.claim(key)?))
    }

    /// Compares `channel`'s game counter with the game its table's claim names: the counter is made durable with
    /// the table, so a lower one was lost. Reported (under the channel), not held against the table, which
    /// loads and plays: its next `/start` numbers the game above every game it names.
    fn counter_check(&self, channel: &str) -> Result<Option<RuleError>, HostError> {
        let Some((manifest, claim)) = self.claimed_at(channel.as_bytes()) else {
            return Ok(None);
        };
        let counter = guarded(self.dir.as_deref(), || Ok(self.s()?.game_numbers.get(channel)?))?;
        let counted = counter
            .and_then(|c| <[u8; 8]>::try_from(c.as_ref()).ok())
            .map_or(0, u64::from_be_bytes);
        if counted >= claim.game {
            return Ok(None);
        }
        let problem = RuleError::new("damage-lost-game-number").with("game", claim.game);
        Ok(manifest.lost(channel, problem, "the store lost this channel's game counter"))
    }

    /// Compares the finished game's record the manifest claims at `key` of the archive of finished games with
    /// what is there: the problem when it is gone or fails its checksum, remembered for [`Manifest::problems`]
    /// under `<server> (finished games)` (`/stats` and `/leaderboard` miss the game).
    fn finished_check(&self, key: &[u8]) -> Result<Option<RuleError>, HostError> {
        let Some((manifest, claim)) = self.claimed_at(&finished_key(key)) else {
            return Ok(None);
        };
        let value = guarded(self.dir.as_deref(), || Ok(self.finished_tree()?.get(key)?))?;
        if value.is_some_and(|value| sum_claim(&value) == claim) {
            return Ok(None);
        }
        let server = String::from_utf8_lossy(key.split(|b| *b == 0).next().unwrap_or_default()).into_owned();
        let name = format!("{server} (finished games)");
        let problem = RuleError::new("damage-lost-finished");
        Ok(manifest.lost(
            &name,
            problem,
            "the store lost a finished game's record, or it was damaged",
        ))
    }

    /// Compares the cleared table the manifest claims at `key` of the tree of cleared tables with what is there:
    /// the problem when it is gone or fails its checksum, remembered under `<channel> (cleared table)`.
    fn cleared_check(&self, key: &[u8]) -> Result<Option<RuleError>, HostError> {
        let Some((manifest, claim)) = self.claimed_at(&cleared_key(key)) else {
            return Ok(None);
        };
        let value = guarded(self.dir.as_deref(), || Ok(self.s()?.cleared.get(key)?))?;
        if value.is_some_and(|value| sum_claim(&value) == claim) {
            return Ok(None);
        }
        let channel = String::from_utf8_lossy(key.split(|b| *b == 0).next().unwrap_or_default()).into_owned();
        let problem = RuleError::new("damage-lost-cleared");
        Ok(manifest.lost(
            &format!("{channel} (cleared table)"),
            problem,
            "the store lost a cleared table's kept entries, or they were damaged",
        ))
    }

    /// Claims the cleared table kept at `key` of the tree of cleared tables (its [`sum_claim`]), once durable.
    pub(super) fn manifest_cleared(&self, key: &[u8], claim: Claim) {
        if let Some(manifest) = &self.manifest {
            manifest.set(cleared_key(key), Some(claim));
        }
    }

    /// Compares `user`'s `/notify` choice the manifest claims with the store's: the problem when it is gone or
    /// another, remembered for [`Manifest::problems`] under `user <id> (/notify)`.
    fn notify_check(&self, user: &str) -> Result<Option<RuleError>, HostError> {
        let Some((manifest, claim)) = self.claimed_at(&notify_key(user)) else {
            return Ok(None);
        };
        let value = guarded(self.dir.as_deref(), || Ok(self.s()?.notify.get(user)?))?;
        if value.is_some_and(|value| sum_claim(&value) == claim) {
            return Ok(None);
        }
        let problem = RuleError::new("damage-lost-notify");
        Ok(manifest.lost(
            &format!("user {user} (/notify)"),
            problem,
            "the store lost this user's /notify choice",
        ))
    }

    /// Claims `user`'s `/notify` choice `value`, once durable.
    pub(super) fn manifest_notify(&self, user: &str, value: &[u8]) {
        if let Some(manifest) = &self.manifest {
            manifest.set(notify_key(user), Some(sum_claim(value)));
        }
    }

    /// Claims the finished game's record at `key` of the archive of finished games (its [`sum_claim`]), once
    /// durable.
    pub(super) fn manifest_finished(&self, key: &[u8], claim: Claim) {
        if let Some(manifest) = &self.manifest {
            manifest.set(finished_key(key), Some(claim));
        }
    }

    /// Compares the aborted game the manifest claims for `channel` with the archive: the problem when it is
    /// gone (or another, older one is the newest) or fails its checksum, remembered for [`Manifest::problems`]
    /// (unless the channel's table has one already).
    pub fn aborted_check(&self, channel: &str) -> Result<Option<RuleError>, HostError> {
        let Some((manifest, claim)) = self.claimed_at(&aborted_key(channel)) else {
            return Ok(None);
        };
        let newest = guarded(self.dir.as_deref(), || {
            let archive = self.archive_tree()?;
            Ok(archive.scan_prefix(channel_prefix(channel)).next_back().transpose()?)
        })?;
        let sound = newest.is_some_and(|(key, value)| Claim::aborted(&key, &value) == claim);
        if sound {
            return Ok(None);
        }
        let problem = RuleError::new("damage-lost-aborted");
        Ok(manifest.lost(
            channel,
            problem,
            "the store lost the game aborted in this channel, or it was damaged",
        ))
    }

    /// Claims (or, with None, no longer claims) the aborted game archived for `channel`: a removal is journaled
    /// before the archive changes, a claim once the archive's write is durable (see the module docs).
    pub(super) fn manifest_aborted(&self, channel: &str, claim: Option<Claim>) {
        if let Some(manifest) = &self.manifest {
            manifest.set(aborted_key(channel), claim);
        }
    }

    /// The manifest beside the store (None for a temporary store).
    pub fn manifest(&self) -> Option<&Manifest> {
        self.manifest.as_deref()
    }

    /// Before a change of `channel`'s table: see [`Manifest::before`].
    pub(super) fn manifest_before(&self, channel: &[u8], ops: &Ops) -> Option<Pending> {
        self.manifest.as_ref().map(|m| m.before(channel, ops))
    }

    /// The change is durable: see [`Manifest::after`].
    pub(super) fn manifest_after(&self, pending: Option<Pending>) {
        if let (Some(manifest), Some(pending)) = (&self.manifest, pending) {
            manifest.after(pending);
        }
    }

    /// `channel`'s table as stored against its `claim`: Ok(Some(its claim now)) when it satisfies it, Ok(None)
    /// for a version 1 record kept raw (no claim to compare), Err(the problem) when it does not.
    fn compare(&self, channel: &[u8], claim: &Claim) -> Result<Result<Option<Claim>, RuleError>, HostError> {
        let problem = |key: &'static str| RuleError::new(key).with("game", claim.game).with("moves", claim.moves);
        let tables = &self.s()?.tables;
        let Some(value) = tables.get(entry_key(channel, HEAD))? else {
            if tables.contains_key(entry_key(channel, RAW))? {
                return Ok(Ok(None));
            }
            return Ok(Err(problem("damage-lost-table")));
        };
        let Some(head) = Head::decode(&value) else {
            return Ok(Err(RuleError::new("load-damaged-head")));
        };
        let now = Claim::of(&head);
        if claim.game == 0 && now.game == 0 {
            let same = claim.chain == 0 || claim.chain == now.chain;
            return Ok(if same {
                Ok(Some(now))
            } else {
                Err(RuleError::new("damage-other-lobby"))
            });
        }
        let older = now.game < claim.game || (now.game == claim.game && now.moves < claim.moves);
        if older {
            return Ok(Err(problem("damage-older-table")
                .with("stored_game", now.game)
                .with("stored_moves", now.moves)));
        }
        let same = now.game > claim.game
            || claim.moves == 0
            || match now.moves == claim.moves {
                true => now.chain == claim.chain,
                false => match &head.archived {
                    Some((key, _)) => self.archived_chain_at(key, claim.moves)? == Some(claim.chain),
                    None => self.chain_at(channel, claim.game, claim.moves)? == Some(claim.chain),
                },
            };
        Ok(if same {
            Ok(Some(now))
        } else {
            Err(problem("damage-other-moves"))
        })
    }

    /// Whether a manifest was ever written beside this store (a mark inside sled, so that a deleted manifest is
    /// noticed).
    fn had_manifest(&self) -> Result<bool, HostError> {
        Ok(self.s()?.db.open_tree(META)?.get(MANIFEST_MARK)?.is_some())
    }

    /// Marks the store as having a manifest (see [`Store::had_manifest`]).
    fn mark_manifest(&self) -> Result<(), HostError> {
        let meta = self.s()?.db.open_tree(META)?;
        if meta.get(MANIFEST_MARK)?.is_none() {
            meta.insert(MANIFEST_MARK, &[1])?;
            self.s()?.db.flush()?;
        }
        Ok(())
    }

    /// The channels whose table fails its own checksums and lost something (a damaged head, move, chain or
    /// archived game; a damaged snapshot loses nothing, the moves replay).
    fn damaged_tables(&self) -> Result<Vec<(String, RuleError)>, HostError> {
        let all = self.all()?;
        Ok(all
            .into_iter()
            .filter_map(|(channel, stored)| stored.damage.map(|problem| (channel, problem)))
            .collect())
    }

    /// Every table's claim as its head says, and every channel's newest aborted game's (a missing or damaged
    /// manifest is rebuilt from them): a scan of every key of the tables and of the archive.
    fn claims(&self) -> Result<Vec<(Vec<u8>, Claim)>, HostError> {
        let mut newest: HashMap<Vec<u8>, Claim> = HashMap::new();
        let archived = self
            .s()?
            .db
            .tree_names()
            .iter()
            .any(|name| name.as_ref() == ARCHIVE.as_bytes());
        let archive = archived.then(|| self.archive_tree()).transpose()?;
        for entry in archive.iter().flat_map(|tree| tree.iter()) {
            let (key, value) = entry?;
            if let Some(at) = key.iter().position(|b| *b == 0) {
                let channel = String::from_utf8_lossy(&key[..at]).into_owned();
                // Keys grow with each abort: the last one of a channel is its newest.
                newest.insert(aborted_key(&channel), Claim::aborted(&key, &value));
            }
        }
        let mut claims: Vec<(Vec<u8>, Claim)> = newest.into_iter().collect();
        for entry in self.finished_tree()?.iter() {
            let (key, value) = entry?;
            // The channels' last-finished pointers start with a zero byte; the records do not.
            if !key.starts_with(&[0]) {
                claims.push((finished_key(&key), sum_claim(&value)));
            }
        }
        for entry in self.s()?.cleared.iter() {
            let (key, value) = entry?;
            claims.push((cleared_key(&key), sum_claim(&value)));
        }
        for entry in self.s()?.notify.iter() {
            let (user, value) = entry?;
            claims.push((notify_key(&String::from_utf8_lossy(&user)), sum_claim(&value)));
        }
        for entry in self.s()?.tables.iter() {
            let (key, value) = entry?;
            let Some(at) = key.iter().position(|b| *b == 0) else {
                continue;
            };
            if key.len() == at + 2 && key[at + 1] == HEAD {
                if let Some(head) = Head::decode(&value) {
                    claims.push((key[..at].to_vec(), Claim::of(&head)));
                }
            }
        }
        Ok(claims)
    }
}

/// A journal entry: a claim for `channel`, or (None) its removal, behind its length and before its checksum.
fn entry(channel: &[u8], claim: Option<&Claim>) -> Vec<u8> {
    let mut body = vec![u8::from(claim.is_some())];
    push_channel(&mut body, channel);
    if let Some(claim) = claim {
        push_claim(&mut body, claim);
    }
    let mut bytes = (body.len() as u32).to_be_bytes().to_vec();
    bytes.extend_from_slice(&body);
    bytes.extend_from_slice(&fnv(0, &body).to_be_bytes());
    bytes
}

fn push_channel(bytes: &mut Vec<u8>, channel: &[u8]) {
    bytes.extend_from_slice(&(channel.len() as u32).to_be_bytes());
    bytes.extend_from_slice(channel);
}

fn push_claim(bytes: &mut Vec<u8>, claim: &Claim) {
    for number in [claim.game, claim.moves, claim.chain] {
        bytes.extend_from_slice(&number.to_be_bytes());
    }
}

/// Reads big-endian numbers and length-prefixed channels from a byte slice.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, len: usize) -> Option<&[u8]> {
        let taken = self.bytes.get(self.at..self.at.checked_add(len)?)?;
        self.at += len;
        Some(taken)
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_be_bytes(self.take(8)?.try_into().ok()?))
    }

    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_be_bytes(self.take(4)?.try_into().ok()?))
    }

    fn channel(&mut self) -> Option<Vec<u8>> {
        let len = self.u32()? as usize;
        Some(self.take(len)?.to_vec())
    }

    fn claim(&mut self) -> Option<Claim> {
        Some(Claim {
            game: self.u64()?,
            moves: self.u64()?,
            chain: self.u64()?,
        })
    }
}

/// The claims of a snapshot file: Ok(None) when there is none, Err(why) when it is damaged.
fn read_snapshot(path: &Path) -> Result<Option<HashMap<Vec<u8>, Claim>>, String> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error.to_string()),
    };
    let Some(body) = bytes.len().checked_sub(8).map(|end| &bytes[..end]) else {
        return Err("cut short".into());
    };
    if !body.starts_with(MAGIC) || fnv(0, body).to_be_bytes() != bytes[body.len()..] {
        return Err("its checksum does not match".into());
    }
    let mut reader = Reader {
        bytes: body,
        at: MAGIC.len(),
    };
    let count = reader.u64().ok_or("cut short")?;
    let mut claims = HashMap::new();
    for _ in 0..count {
        let channel = reader.channel().ok_or("cut short")?;
        claims.insert(channel, reader.claim().ok_or("cut short")?);
    }
    Ok(Some(claims))
}

/// Applies the journal's entries to `claims` in order; returns where it stopped on a damaged or cut entry.
fn replay_journal(path: &Path, claims: &mut HashMap<Vec<u8>, Claim>) -> Option<usize> {
    let bytes = fs::read(path).unwrap_or_default();
    let mut reader = Reader { bytes: &bytes, at: 0 };
    while reader.at < bytes.len() {
        let start = reader.at;
        let applied = (|| {
            let len = reader.u32()? as usize;
            let body = reader.take(len)?.to_vec();
            let sum = reader.u64()?;
            (fnv(0, &body) == sum).then_some(())?;
            let mut fields = Reader { bytes: &body, at: 1 };
            let channel = fields.channel()?;
            match body.first()? {
                0 => claims.remove(&channel),
                _ => claims.insert(channel, fields.claim()?),
            };
            Some(())
        })();
        if applied.is_none() {
            return Some(start);
        }
    }
    None
}

#[cfg(test)]
#[path = "manifest_tests.rs"]
mod tests;
