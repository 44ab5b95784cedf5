//! The host: per-channel tables behind one lock each, the store, and the dispatch of every interaction.
//!
//! Tables load lazily: opening the host reads only the store's agenda (one small entry per table, see
//! [`crate::host::agenda`]). A channel's table is loaded, and checked, on its first command, button, autocomplete or due
//! timer, from its latest valid snapshot and the moves after it (see [`crate::tables::table::load_stored`]), and it leaves
//! memory once idle for [`Host::with_idle_eviction`]'s period by the host's clock (10 minutes unless told),
//! unless something holds it (a command, a check, an AI job submitting) or it could not be loaded (kept to keep
//! answering with its problem). [`Host::load_problems`] reports the tables loaded so far; `galleon check`
//! verifies every stored table offline.
//!
//! Concurrency: a global map gives each channel its own mutex, so commands in one channel are applied strictly
//! one at a time while channels run in parallel. A change is computed on copies, written to the store and made
//! durable, and only then swapped into memory and rendered: no output ever announces a move the store could
//! lose, and a failed write leaves memory as it was.
//!
//! Rulings:
//! - Refusals (not seated, not your turn, illegal move, unknown command or option, a move where no game is
//!   played, a stale or foreign button) are one ephemeral message in the user's language and change nothing,
//!   in memory or in the store.
//! - After a move, every seat whose private view changed gets it by DM (in that user's last seen language).
//!   A user whose DMs failed (`dm_refused`) gets none until they act again; that time the reply carries a note
//!   pointing to `/hand`, and their DMs are tried again. A user who chose to be called by DM is still called by
//!   DM at each new turn call (so reopening DMs takes effect at the next call); when that DM is refused the call
//!   is made again in the channel, and until a DM to them is reported delivered ([`Host::dm_delivered`]) their
//!   reminders go to the channel, so no call is lost to a closed DM box. These flags live in memory only: after
//!   a restart DMs are simply tried again. The transport reports all this once per interaction ([`report`]).
//! - `/start` DMs every seat its initial private view, so a closed DM box shows up before it matters.

pub mod agenda;
pub mod ai_turn;
pub mod packs;
pub mod report;
pub mod script;

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::base::locks::lock;
use std::time::Duration;

use galleon_rules::RuleError;

use crate::base::clock::{Clock, SystemClock};
use crate::base::error::HostError;
use crate::base::io::{AutocompleteRequest, Choice, CommandSpec, Input, Limits, Locale, Message, NotifyMode, Request};
use crate::games::{Registry, TableGame};
use crate::handlers::guards;
use crate::present::render;
use crate::record::{LoadProblem, LoggedMove, TableRecord};
use crate::store::{AbortedRecord, Appended, Archived, Document, Kept, Salvage, Store};
use crate::tables::table::{load_stored, load_table, Slot, Table};
use crate::tables::{HostCommand, Mover, Run, Tables};
use crate::words::i18n;
use crate::words::mentions::FrenchNames;

#[derive(Default)]
struct UserState {
    locale: Option<Locale>,
    /// DMs are skipped until the user acts again (then tried anew).
    dm_refused: bool,
    /// Reminders go to the channel until a DM to the user is reported delivered (turn calls try the DM first).
    call_in_channel: bool,
    /// A turn call went to the user by DM since their DMs were last reported: a refusal makes it again.
    dm_call: bool,
}

/// How long a loaded table stays in memory unused unless told otherwise (seconds).
pub const DEFAULT_IDLE_EVICTION: u64 = 10 * 60;

/// A channel in memory: its slot and when it was last used (by the host's clock).
struct Loaded {
    slot: Arc<Mutex<Slot>>,
    used: u64,
}

pub struct Host {
    pub(crate) registry: Registry,
    /// The host's own commands (see [`crate::handlers::schema::host_commands`]).
    commands: Vec<HostCommand>,
    /// The French names of every command it offers, to read a command line typed with them.
    french: FrenchNames,
    pub(crate) store: Store,
    default_locale: Locale,
    /// The channels in memory (loaded lazily, evicted when idle).
    channels: Mutex<HashMap<String, Loaded>>,
    /// Every stored table: when it next has something to do (see [`crate::host::agenda`]).
    agenda: Mutex<BTreeMap<String, u64>>,
    /// Tables loaded from an earlier snapshot than their latest (damaged): the problem, in English.
    recovered: Mutex<BTreeMap<String, String>>,
    /// Seconds a table stays loaded unused.
    idle: u64,
    /// When idle tables were last looked for.
    swept: AtomicU64,
    users: Mutex<HashMap<String, UserState>>,
    clock: Arc<dyn Clock>,
    /// Whether board pictures follow board messages.
    images: bool,
    /// What the transport shows at once.
    limits: Limits,
}

impl Host {
    /// Opens (or creates) the sled store in `dir` and reads its agenda; tables load when first used. A corrupt
    /// table record does not fail the open: once loaded it is reported by [`Host::load_problems`] and that
    /// channel answers with a clear error.
    pub fn open(dir: &Path, default_locale: Locale) -> Result<Host, HostError> {
        Host::with_registry(Store::open(dir)?, default_locale, Registry::standard())
    }

    /// Like [`Host::open`], offering the games of `registry`.
    pub fn open_with(dir: &Path, default_locale: Locale, registry: Registry) -> Result<Host, HostError> {
        Host::with_registry(Store::open(dir)?, default_locale, registry)
    }

    /// A host on a temporary store (script mode without --data, tests).
    pub fn temporary(default_locale: Locale) -> Result<Host, HostError> {
        Host::with_registry(Store::temporary()?, default_locale, Registry::standard())
    }

    /// A host offering the games of `registry` (tests of a game module, future games).
    pub fn with_registry(store: Store, default_locale: Locale, registry: Registry) -> Result<Host, HostError> {
        let agenda = store.agenda()?.into_iter().collect();
        // The host's commands are built once (their words read, the content packs listed) and name them all.
        let commands = crate::handlers::schema::host_commands(&registry);
        let verbs = crate::handlers::schema::verb_commands(&registry);
        Ok(Host {
            french: FrenchNames::new(commands.iter().map(|c| &c.spec).chain(&verbs), &|key| {
                crate::words::i18n::i18n().raw(Locale::Fr, key)
            }),
            commands,
            registry,
            store,
            default_locale,
            channels: Mutex::new(HashMap::new()),
            agenda: Mutex::new(agenda),
            recovered: Mutex::new(BTreeMap::new()),
            idle: DEFAULT_IDLE_EVICTION,
            swept: AtomicU64::new(0),
            users: Mutex::new(HashMap::new()),
            clock: Arc::new(SystemClock),
            images: false,
            limits: Limits::CHAT,
        })
    }

    /// The host fitting what it sends to the transport's `limits` (by default [`Limits::CHAT`]).
    pub fn with_limits(mut self, limits: Limits) -> Host {
        self.limits = limits;
        for (_, slot) in self.all_slots() {
            if let Slot::Table(table) = &mut *lock(&slot) {
                table.limits = limits;
            }
        }
        self
    }

    /// The host evicting a table from memory once unused for `idle` (by the host's clock, whole seconds; zero:
    /// after every use). See the module docs.
    pub fn with_idle_eviction(mut self, idle: Duration) -> Host {
        self.idle = idle.as_secs();
        self
    }

    /// The host adding a board picture after each board message (see [`crate::present::images`]).
    pub fn with_board_images(mut self) -> Host {
        self.images = true;
        self
    }

    /// The host reading the time from `clock` instead of the system clock (tests drive a fake one).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Host {
        self.clock = clock;
        self
    }

    /// Channels whose stored record could not be read, or was read from an earlier snapshot than its latest
    /// (damaged), with a description (in English, for the operator). Only tables loaded so far are seen (they
    /// load when first used, see the module docs), with the channels [`Host::damage_report`] found damaged:
    /// `galleon check` verifies every stored table.
    pub fn load_problems(&self) -> Vec<(String, String)> {
        let mut problems: Vec<(String, String)> = self
            .all_slots()
            .into_iter()
            .filter_map(|(channel, slot)| match &*lock(&slot) {
                Slot::Broken { problem, .. } => Some((channel, problem.text(Locale::En, &self.registry))),
                _ => None,
            })
            .collect();
        problems.extend(lock(&self.recovered).iter().map(|(c, p)| (c.clone(), p.clone())));
        // Channels the manifest found damaged (see `damage_report`) that are not in memory.
        let found = self.store.manifest().map_or_else(Vec::new, |m| m.problems());
        for (channel, problem) in found {
            if !problems.iter().any(|(c, _)| *c == channel) {
                problems.push((channel, LoadProblem::new(problem).text(Locale::En, &self.registry)));
            }
        }
        problems.sort();
        problems
    }

    /// What the operator must know about damage in the store (English lines, empty when none): the verdict
    /// `galleon check` gives, table by table (see [`crate::tables::check::verify`]: the manifest's claims, every
    /// table's checksums and replay, every snapshot, every table sled cannot read), and what to do. Reads the
    /// whole store: the bot runs it at start-up off the first reply's path.
    pub fn damage_report(&self) -> Vec<String> {
        match crate::tables::check::verify(&self.store, &self.registry) {
            Ok(report) => crate::tables::damage::report(&self.store, &report),
            Err(error) => vec![format!("the store could not be checked: {error}")],
        }
    }

    /// Applies one interaction. Returns every message to send, in order. A move is durable (written and
    /// flushed) before this returns. Never panics on bad input.
    pub fn handle(&self, request: &Request) -> Vec<Message> {
        if crate::base::ids::is_ai(&request.user.id) {
            return vec![self.refusal(&Slot::Free, request, &crate::handlers::bots::impersonation())];
        }
        let refused = self.note_user(request);
        self.with_slot(&request.channel, |slot| self.handle_in(slot, request, refused))
    }

    /// [`Host::handle`] in the channel's locked slot.
    fn handle_in(&self, slot: &mut Slot, request: &Request, refused: bool) -> Vec<Message> {
        let result = match &request.input {
            Input::Command { name, options } => self.command(slot, request, name, options),
            Input::Button { id } => self.button(slot, request, id),
        };
        let mut messages = self.pictured(
            slot,
            result.unwrap_or_else(|error| vec![self.refusal(slot, request, &error)]),
        );
        if refused {
            // DMs stayed off for this request (they would fail again); the player now knows to use /hand.
            messages.push(render::ephemeral(request, i18n::t(request.locale, "note-dm-refused")));
            lock(&self.users).entry(request.user.id.clone()).or_default().dm_refused = false;
        }
        messages
    }

    /// `messages` with the table's picture after its board message when pictures are on: every road that
    /// returns messages to the transport (commands, buttons, AI and stand-in moves, timers) ends here, so no
    /// board edit goes without its picture.
    pub(crate) fn pictured(&self, slot: &Slot, messages: Vec<Message>) -> Vec<Message> {
        match (self.images, slot) {
            (true, Slot::Table(table)) => crate::present::images::with_board_image(table, messages),
            _ => messages,
        }
    }

    /// Autocomplete suggestions (≤ 25) for the option being typed.
    pub fn autocomplete(&self, request: &AutocompleteRequest) -> Vec<Choice> {
        let listed = self.commands.iter().find(|c| c.spec.name == request.command);
        let complete = listed
            .and_then(|c| c.complete)
            .unwrap_or(crate::handlers::play::autocomplete);
        self.with_slot(&request.channel, |slot| match &*slot {
            Slot::Table(table) => complete(self, table, request),
            _ => Vec::new(),
        })
    }

    /// The id of `channel`'s board message as last reported, if any (where a transport attaches the picture).
    pub fn board_message(&self, channel: &str) -> Option<String> {
        let slot = self.slot(channel);
        let slot = lock(&slot);
        match &*slot {
            Slot::Table(table) => table.record.board_message.clone(),
            _ => None,
        }
    }

    /// The transport reports the id of the board message it posted for `channel` (None when it was deleted /
    /// must be posted anew). Stored with the table.
    pub fn set_board_message(&self, channel: &str, message: Option<String>) {
        let slot = self.slot(channel);
        let mut slot = lock(&slot);
        let Slot::Table(table) = &*slot else { return };
        if table.record.board_message == message {
            return;
        }
        let mut record = table.record.clone();
        record.board_message = message;
        let game = table.game.as_ref().map(|g| g.boxed_clone());
        if let Err(error) = self.save(&mut slot, Some(record), game) {
            tracing::warn!(%channel, %error, "the board message id could not be stored");
        }
    }

    /// The transport reports the id of the turn ping it posted in `channel` (None once deleted), so the next
    /// ping can replace it, even after a restart.
    pub fn set_ping_message(&self, channel: &str, message: Option<String>) {
        let message = message.filter(|id| crate::record::valid_id(id));
        if let Err(error) = self.store.set_ping_message(channel, message.as_deref()) {
            tracing::warn!(%channel, %error, "the ping message id could not be stored");
        }
    }

    /// The reminders due now at every table, channel by channel (see [`crate::handlers::remind`]): each is marked sent in
    /// the store before it is returned, under its channel's lock. The transport calls this now and then.
    pub fn due_reminders(&self) -> Vec<Message> {
        self.reminder_channels()
            .iter()
            .flat_map(|channel| self.due_reminders_in(channel))
            .collect()
    }

    /// The reminders due now in one channel (see [`Host::due_reminders`]).
    pub fn due_reminders_in(&self, channel: &str) -> Vec<Message> {
        self.with_slot(channel, |slot| {
            let mut messages = crate::handlers::remind::due(self, slot);
            messages.extend(crate::handlers::takeover::due(self, slot));
            self.pictured(slot, messages)
        })
    }

    /// The channels where [`Host::due_reminders_in`] has something to do now, sorted (changes nothing; loads
    /// only the tables the agenda says may be due).
    pub fn reminder_channels(&self) -> Vec<String> {
        let now = self.now();
        self.due_channels(now)
            .into_iter()
            .filter(|channel| {
                let slot = self.slot(channel);
                let slot = lock(&slot);
                crate::handlers::remind::pending(&slot, now) || crate::handlers::takeover::pending(&slot, now)
            })
            .collect()
    }

    /// The channels whose agenda entry has come by `now`, sorted.
    pub(crate) fn due_channels(&self, now: u64) -> Vec<String> {
        let agenda = lock(&self.agenda);
        agenda
            .iter()
            .filter(|(_, wake)| **wake <= now)
            .map(|(c, _)| c.clone())
            .collect()
    }

    /// Notes the wake of a table just loaded; its stored entry too when that said "now" (a store written before
    /// the agenda existed), so the next start does not load it again for nothing.
    fn note_loaded_wake(&self, channel: &str, wake: u64) {
        let stored = lock(&self.agenda).insert(channel.to_string(), wake);
        if stored == Some(0) && wake != 0 {
            if let Err(error) = self.store.correct_wake(channel, wake) {
                tracing::warn!(%channel, %error, "the table's agenda entry could not be corrected");
            }
        }
    }

    /// Notes in memory when `channel` next has something to do (None: it has no table any more).
    fn note_wake(&self, channel: &str, wake: Option<u64>) {
        let mut agenda = lock(&self.agenda);
        match wake {
            Some(wake) => agenda.insert(channel.to_string(), wake),
            None => agenda.remove(channel),
        };
    }

    /// The transport could not DM this user: stop DMing them until they act, and call them in the channel until
    /// a DM reaches them again; the next time they act, the host adds an ephemeral note telling them to use /hand.
    /// Returns the calls that DM may have carried, made again in the channel: for a user called by DM (at their
    /// first refusal, or when a turn call went to them by DM since), a ping in each table in memory where they
    /// are due (naming everyone due there, as it replaces the channel's ping).
    pub fn dm_refused(&self, user_id: &str) -> Vec<Message> {
        let called_by_dm = {
            let mut users = lock(&self.users);
            let state = users.entry(user_id.to_string()).or_default();
            let first = !state.call_in_channel;
            let called = std::mem::take(&mut state.dm_call);
            state.dm_refused = true;
            state.call_in_channel = true;
            (first || called) && self.store.notify_mode(user_id) == NotifyMode::Dm
        };
        if !called_by_dm {
            return Vec::new();
        }
        let loaded: Vec<Arc<Mutex<Slot>>> = lock(&self.channels).values().map(|l| Arc::clone(&l.slot)).collect();
        let mut calls = Vec::new();
        for slot in loaded {
            if let Slot::Table(table) = &*lock(&slot) {
                calls.extend(crate::handlers::ping::call_again(self, table, user_id));
            }
        }
        calls
    }

    /// The transport delivered a DM to this user: they are called by DM again if they chose to be.
    pub fn dm_delivered(&self, user_id: &str) {
        if let Some(state) = lock(&self.users).get_mut(user_id) {
            state.call_in_channel = false;
            state.dm_call = false;
        }
    }

    /// Every slash command the host understands, with options, choices and autocomplete flags, in EN and FR.
    pub fn commands() -> Vec<CommandSpec> {
        crate::handlers::schema::commands(&Registry::standard())
    }

    /// The language given at open, for transports' messages outside any table.
    pub fn default_locale(&self) -> Locale {
        self.default_locale
    }

    /// Flushes the store (graceful shutdown).
    pub fn flush(&self) -> Result<(), HostError> {
        self.store.flush()
    }

    /// A channel's record as the store holds it, put back together (None when the channel has no table): with
    /// the game's state after its last move when it loads, else as read.
    pub fn raw_record(&self, channel: &str) -> Result<Option<Vec<u8>>, HostError> {
        let Some(stored) = self.store.read(channel)? else {
            return Ok(None);
        };
        let parsed = serde_json::from_slice::<TableRecord>(&stored.raw).ok();
        let Some(mut record) = parsed.filter(|r| r.state_at.is_some() && stored.damage.is_none()) else {
            return Ok(Some(stored.raw));
        };
        let Ok(table) = load_stored(&self.registry, channel, &stored.raw) else {
            return Ok(Some(stored.raw));
        };
        if let (Some(game), Some(live)) = (record.game.as_mut(), table.game) {
            game.state = live.state();
            record.state_at = None;
        }
        Ok(Some(record.to_bytes()))
    }

    /// Bytes of keys and values the store has written to the tables so far (see [`Store::bytes_written`]).
    pub fn bytes_written(&self) -> u64 {
        self.store.bytes_written()
    }

    /// Channels with a stored table (loaded or not, loadable or not), sorted (from the agenda: loads nothing).
    pub fn channels(&self) -> Vec<String> {
        lock(&self.agenda).keys().cloned().collect()
    }

    /// Every finished game's record in the archive (JSON, as posted at its end), for backups.
    pub fn finished_records(&self) -> Result<Vec<Vec<u8>>, HostError> {
        self.store.all_finished()
    }

    /// Every aborted game in the archive (for `/restore`): (channel, when it was aborted, its table's record as
    /// `galleon import` reads it, whether it fails its checksum), for backups.
    pub fn aborted_records(&self) -> Result<Vec<AbortedRecord>, HostError> {
        self.store.all_aborted()
    }

    /// How many channels are in memory now (tests of eviction, the benchmark).
    pub fn loaded_count(&self) -> usize {
        lock(&self.channels).len()
    }

    /// Number of store flushes so far (several concurrent moves share one).
    pub fn flush_count(&self) -> u64 {
        self.store.flush_count()
    }

    /// A channel's table as pretty JSON (its record), for backups, with the damage found (empty when the record
    /// is whole). A table that could not be loaded gives its repair document: every entry of it the store still
    /// reads, its damage named (see [`crate::store::Salvage::document`]).
    pub fn export(&self, channel: &str) -> Result<Document, HostError> {
        let slot = self.slot(channel);
        let slot = lock(&slot);
        match &*slot {
            Slot::Table(table) => Ok(Document {
                json: serde_json::to_string_pretty(&*table.full_record()).expect("records serialize"),
                damage: Vec::new(),
            }),
            Slot::Broken { problem, .. } => {
                let problem = problem.text(Locale::En, &self.registry);
                Ok(self.store.salvage(channel)?.document(channel, &[problem]))
            }
            Slot::Free => Err(HostError::NoTable(channel.to_string())),
        }
    }

    /// The newest table of `channel` cleared because it could not be loaded (see `/abort`): its repair document
    /// (every entry kept, the damage named), or the record as read then for a table cleared before galleon kept
    /// every entry.
    pub fn export_cleared(&self, channel: &str) -> Result<Document, HostError> {
        let Some(value) = self.store.cleared(channel)?.pop() else {
            return Err(HostError::NoTable(channel.to_string()));
        };
        Ok(cleared_document(channel, &value).0)
    }

    /// Every cleared table kept (see `/abort`): (its channel, its repair document, whether what was kept still
    /// matches its checksum), for backups.
    pub fn cleared_records(&self) -> Result<Vec<(String, Document, bool)>, HostError> {
        let all = self.store.all_cleared()?;
        Ok(all
            .into_iter()
            .map(|(channel, value)| {
                let (document, sound) = cleared_document(&channel, &value);
                (channel, document, sound)
            })
            .collect())
    }

    /// Restores a table from an exported record (replacing whatever the channel held). The record is checked
    /// exactly as on load (so it holds only what a live table could); a leading byte order mark is allowed.
    /// Returns its channel.
    pub fn import(&self, json: &str) -> Result<String, HostError> {
        let json = json.strip_prefix('\u{feff}').unwrap_or(json);
        refuse_unrepaired(json)?;
        let record: TableRecord =
            serde_json::from_str(json).map_err(|e| HostError::BadRecord(format!("not a table record: {e}")))?;
        let channel = record.channel.clone();
        let table = crate::tables::table::load_import(&self.registry, &channel, &record.to_bytes())
            .map_err(|problem| HostError::BadRecord(problem.text(Locale::En, &self.registry)))?;
        let last = table.record.last_game_mentioned();
        if table.record.game.is_some() || last > 0 {
            // Later games of the channel must not reuse its number (its buttons would come back to life), nor
            // the number of an earlier game its votes, takeovers, clock or waits still name.
            self.store.reserve_game_number(&channel, last)?;
        }
        let slot = self.slot(&channel);
        let mut slot = lock(&slot);
        self.save(&mut slot, Some(table.record), table.game)?;
        Ok(channel)
    }

    /// Runs `work` in the channel's locked slot (loaded first if needed), then evicts the idle tables (this one
    /// too when its period is zero).
    pub(crate) fn with_slot<T>(&self, channel: &str, work: impl FnOnce(&mut Slot) -> T) -> T {
        let done = {
            let slot = self.slot(channel);
            let mut slot = lock(&slot);
            work(&mut slot)
        };
        self.evict_idle();
        done
    }

    /// The channels in memory now.
    pub(crate) fn all_slots(&self) -> Vec<(String, Arc<Mutex<Slot>>)> {
        lock(&self.channels)
            .iter()
            .map(|(c, loaded)| (c.clone(), Arc::clone(&loaded.slot)))
            .collect()
    }

    /// The channel's slot, its table loaded from the store first if it is not in memory. The new slot is locked
    /// before it is shared, so whoever asks for it meanwhile waits for the load.
    pub(crate) fn slot(&self, channel: &str) -> Arc<Mutex<Slot>> {
        let now = self.now();
        let mut channels = lock(&self.channels);
        if let Some(loaded) = channels.get_mut(channel) {
            loaded.used = now;
            return Arc::clone(&loaded.slot);
        }
        let slot = Arc::new(Mutex::new(Slot::Free));
        let mut guard = lock(&slot);
        let loaded = Loaded {
            slot: Arc::clone(&slot),
            used: now,
        };
        channels.insert(channel.to_string(), loaded);
        drop(channels);
        *guard = self.load_slot(channel);
        drop(guard);
        slot
    }

    /// What the store holds for `channel`, loaded and checked (see [`crate::tables::table::load_stored`]), isolated as
    /// a broken table when the store's manifest says the store lost it or went back in time for it (see
    /// [`crate::tables::damage`]).
    fn load_slot(&self, channel: &str) -> Slot {
        let slot = self.read_slot(channel);
        match self.store.manifest_check(channel) {
            Ok(None) => slot,
            Ok(Some(problem)) => crate::tables::damage::isolated(slot, problem),
            Err(error) => crate::tables::damage::isolated(slot, crate::tables::store_error(error)),
        }
    }

    /// What the store holds for `channel`, loaded and checked.
    fn read_slot(&self, channel: &str) -> Slot {
        let stored = match self.store.read(channel) {
            Ok(Some(stored)) => stored,
            Ok(None) => return Slot::Free,
            Err(error) => {
                tracing::error!(%channel, %error, "a stored table could not be read");
                let problem = LoadProblem::new(crate::tables::store_error(error));
                return Slot::Broken {
                    raw: Vec::new(),
                    problem,
                };
            }
        };
        let loaded = match stored.damage {
            Some(damage) => Err(LoadProblem::new(damage)),
            None if stored.checksummed => load_stored(&self.registry, channel, &stored.raw),
            None => load_table(&self.registry, channel, &stored.raw),
        };
        match loaded {
            Ok(mut table) => {
                table.limits = self.limits;
                if let Some(problem) = stored.recovered {
                    let text = LoadProblem::new(problem).text(Locale::En, &self.registry);
                    tracing::warn!(%channel, problem = %text, "a table was loaded from an earlier snapshot");
                    lock(&self.recovered).insert(channel.to_string(), text);
                }
                let wake = crate::host::agenda::wake(&table, self.now());
                self.note_loaded_wake(channel, wake);
                Slot::Table(Box::new(table))
            }
            Err(problem) => {
                let text = problem.text(Locale::En, &self.registry);
                tracing::error!(%channel, problem = %text, "a stored table could not be loaded");
                Slot::Broken {
                    raw: stored.raw,
                    problem,
                }
            }
        }
    }

    /// Drops from memory the tables unused for the idle period that nothing holds (looked for at most once per
    /// period, or a minute when it is longer). A table that could not be loaded stays, to keep answering so.
    pub(crate) fn evict_idle(&self) {
        let now = self.now();
        let swept = self.swept.load(Ordering::Relaxed);
        if now.saturating_sub(swept) < self.idle.min(60) {
            return;
        }
        self.swept.store(now, Ordering::Relaxed);
        let idle = self.idle;
        lock(&self.channels).retain(|_, loaded| {
            // Nobody else holds the slot: `slot` hands it out only under this map's lock, held here.
            let held = Arc::strong_count(&loaded.slot) > 1;
            let broken = matches!(loaded.slot.try_lock().as_deref(), Ok(Slot::Broken { .. }) | Err(_));
            held || broken || now.saturating_sub(loaded.used) < idle
        });
    }

    /// Remembers the user's language; returns whether their DMs are known to fail.
    fn note_user(&self, request: &Request) -> bool {
        let mut users = lock(&self.users);
        let state = users.entry(request.user.id.clone()).or_default();
        state.locale = Some(request.locale);
        state.dm_refused
    }

    fn command(
        &self,
        slot: &mut Slot,
        request: &Request,
        name: &str,
        options: &[(String, String)],
    ) -> Result<Vec<Message>, RuleError> {
        // The terminal modes may type the French names (Discord always sends the English ones).
        let (canonical, canonical_options) = self.french.canonical(name, options);
        match self.commands.iter().find(|c| c.spec.name == canonical) {
            Some(command) => self.run(command, slot, request, &canonical_options),
            None if matches!(slot, Slot::Broken { .. }) => Err(self.broken(slot, request)),
            None => crate::handlers::play::verb_command(self, slot, request, &canonical, &canonical_options),
        }
    }

    /// Runs one of the host's commands once its options and needs are checked (see [`crate::handlers::guards`]).
    /// At a table that could not be loaded, only a user's own setting or what the command does there runs.
    fn run(
        &self,
        command: &HostCommand,
        slot: &mut Slot,
        request: &Request,
        options: &[(String, String)],
    ) -> Result<Vec<Message>, RuleError> {
        let broken = matches!(slot, Slot::Broken { .. });
        if broken && command.broken.is_none() && !matches!(command.run, Run::User(_)) {
            return Err(self.broken(slot, request));
        }
        let name = command.spec.name;
        let options = guards::options(name, &command.options, command.one_of, options, request.locale)?;
        if let (true, Some(clear)) = (broken, command.broken) {
            return clear(self, slot, request, &options);
        }
        guards::needs(command.needs, slot, request)?;
        match command.run {
            Run::Table(run) => run(self, slot, request, &options),
            Run::Channel(run) | Run::User(run) => run(self, request, &options),
        }
    }

    fn button(&self, slot: &mut Slot, request: &Request, id: &str) -> Result<Vec<Message>, RuleError> {
        if let Slot::Broken { .. } = slot {
            return Err(self.broken(slot, request));
        }
        use crate::base::ids::Kind;
        match Kind::of(id) {
            Some(Kind::Replay) => crate::handlers::replay::button(self, request, id),
            Some(Kind::ConfirmAbort) => crate::handlers::abort::confirm(self, slot, request, id),
            Some(Kind::ConfirmLeave) => crate::handlers::takeover::confirm(self, slot, request, id),
            Some(Kind::Vote) => crate::handlers::seats::vote_button(self, slot, request, id),
            Some(Kind::ConfirmMove) => crate::handlers::play::confirmed(self, slot, request, id),
            Some(Kind::Panel) => crate::handlers::panel::button(self, slot, request, id),
            Some(Kind::Move) | None => crate::handlers::play::button(self, slot, request, id),
        }
    }

    /// The refusal of a channel whose record could not be loaded, saying why in the user's language.
    fn broken(&self, slot: &Slot, request: &Request) -> RuleError {
        match slot {
            // sled cannot read it: `/abort` could not clear it either, and the refusal says what can be done.
            Slot::Broken { problem, .. } if problem.problem.key == "err-store-damaged" => problem.problem.clone(),
            _ => RuleError::new("err-broken-table").text("problem", self.broken_problem(slot, request.locale)),
        }
    }

    /// An ephemeral refusal in the user's language, its game-word arguments translated by the table's game.
    fn refusal(&self, slot: &Slot, request: &Request, error: &RuleError) -> Message {
        let game = match slot {
            Slot::Table(table) => table.game.as_deref(),
            _ => None,
        };
        let localize = |name: &str, value: &str| -> Option<String> {
            match self.registry.get(value) {
                Some(_) if name == "game" => Some(render::game_name(request.locale, value)),
                _ => game.and_then(|g| g.word(value, request.locale)),
            }
        };
        render::ephemeral(request, i18n::rule_error(request.locale, error, &localize))
    }
}

impl Tables for Host {
    fn registry(&self) -> &Registry {
        &self.registry
    }

    fn commands(&self) -> &[HostCommand] {
        &self.commands
    }

    fn pictures(&self) -> bool {
        self.images
    }

    fn store(&self) -> &Store {
        &self.store
    }

    fn now(&self) -> u64 {
        self.clock.now()
    }

    fn limits(&self) -> Limits {
        self.limits
    }

    /// The language to DM a user in: as last seen, else as stored with the seat.
    fn user_locale(&self, user_id: &str, stored: Locale) -> Locale {
        lock(&self.users).get(user_id).and_then(|u| u.locale).unwrap_or(stored)
    }

    fn dms_refused(&self, user_id: &str) -> bool {
        lock(&self.users).get(user_id).is_some_and(|u| u.dm_refused)
    }

    fn calls_in_channel(&self, user_id: &str) -> bool {
        lock(&self.users).get(user_id).is_some_and(|u| u.call_in_channel)
    }

    fn note_dm_call(&self, user_id: &str) {
        lock(&self.users).entry(user_id.to_string()).or_default().dm_call = true;
    }

    /// Writes the channel's new record durably, then installs it (or frees the channel for `None`).
    fn save(
        &self,
        slot: &mut Slot,
        record: Option<TableRecord>,
        game: Option<Box<dyn TableGame>>,
    ) -> Result<(), HostError> {
        match record {
            Some(mut record) => {
                crate::tables::table::write_state(&mut record, game.as_deref());
                let mut table = Table {
                    record,
                    game,
                    limits: self.limits,
                };
                let channel = table.record.channel.clone();
                let wake = crate::host::agenda::wake(&table, self.now());
                self.store
                    .put_table_waking(&channel, Some(&mut table.record), None, wake)?;
                self.note_wake(&channel, Some(wake));
                *slot = Slot::Table(Box::new(table));
            }
            None => {
                if let Slot::Table(table) = slot {
                    let channel = table.record.channel.clone();
                    self.store.put_table(&channel, None, None)?;
                    self.note_wake(&channel, None);
                }
                *slot = Slot::Free;
            }
        }
        Ok(())
    }

    /// Frees a channel whose record could not be loaded, keeping every entry of it the store still reads for
    /// `galleon export --cleared` (in one durable transaction with the removal).
    fn clear_broken(&self, slot: &mut Slot, channel: &str) -> Result<Salvage, HostError> {
        let why = self.broken_problem(slot, Locale::En);
        let kept = self.store.clear_damaged(channel, why)?;
        self.note_wake(channel, None);
        *slot = Slot::Free;
        Ok(kept)
    }

    /// Moves the channel's table into the archive, stamped with the host's time, and frees the channel (durable
    /// before it returns).
    fn archive_table(&self, slot: &mut Slot) -> Result<(), HostError> {
        let Slot::Table(table) = slot else { return Ok(()) };
        let channel = table.record.channel.clone();
        if !self
            .store
            .archive(&channel, self.now(), &table.full_record().to_bytes())?
        {
            return Err(HostError::NoTable(channel));
        }
        self.note_wake(&channel, None);
        *slot = Slot::Free;
        Ok(())
    }

    /// Installs `table`, loaded from the archived record `archived`, as its channel's table: the record goes back
    /// to the store (laid out whole, replacing any lobby; it exports byte for byte as before the abort) and leaves
    /// the archive, in one transaction (durable before it returns).
    fn restore_table(&self, slot: &mut Slot, archived: &Archived, mut table: Table) -> Result<(), HostError> {
        let channel = table.record.channel.clone();
        if !self.store.restore(&channel, archived, &mut table.record)? {
            return Err(HostError::NoTable(table.record.channel));
        }
        table.limits = self.limits;
        self.note_wake(&channel, Some(crate::host::agenda::wake(&table, self.now())));
        *slot = Slot::Table(Box::new(table));
        Ok(())
    }

    /// Appends moves to a table (a move and the forced moves played after it, see [`crate::handlers::pipeline`]): the
    /// record is changed in place (a game's log can be long, so it is not copied), written durably in one write
    /// (the new moves and the table's head, see [`crate::store`]), and put back as it was if the write fails:
    /// the head as it was before, the log cut back to its old length. Only then does the live game change.
    /// `mover` says what the record keeps of who moved (see [`Mover`]). `answer` prepares what to tell about
    /// the moves, on the changed table, while the write's flush runs: it is returned only once the moves are
    /// durable (a failed write puts the table back and returns the error instead).
    fn save_moves_answering(
        &self,
        table: &mut Table,
        moves: Vec<LoggedMove>,
        next: Box<dyn TableGame>,
        mover: &Mover,
        answer: &mut dyn FnMut(&Table) -> Vec<Message>,
    ) -> Result<Vec<Message>, HostError> {
        let old_len = table.record.game.as_ref().map_or(0, |g| g.log.len());
        let old_head = head_of(&mut table.record);
        let end = next.is_over();
        record_moves(&mut table.record, moves, next.as_ref(), mover, self.now());
        let channel = table.record.channel.clone();
        let old_game = table.game.replace(next);
        let wake = crate::host::agenda::wake(table, self.now());
        let appended = Appended { from: old_len, end };
        let unsettled = match crate::handlers::history::finished_json(table, self.now()) {
            Some((server, finished)) => self
                .store
                .put_table_finishing(&channel, &mut table.record, wake, &server, finished)
                .map(|()| None),
            None => self
                .store
                .put_table_deferred(&channel, &mut table.record, Some(appended), wake)
                .map(Some),
        };
        // The answer is prepared while the flush runs; it leaves only once the moves are durable.
        let written = unsettled.and_then(|unsettled| {
            let messages = answer(table);
            match unsettled {
                Some(unsettled) => self.store.settle(unsettled).map(|()| messages),
                None => Ok(messages),
            }
        });
        if let Err(error) = written {
            table.game = old_game;
            put_back(&mut table.record, old_head, old_len);
            return Err(error);
        }
        self.note_wake(&channel, Some(wake));
        written
    }

    /// Why the channel's record could not be loaded, in `locale`.
    fn broken_problem(&self, slot: &Slot, locale: Locale) -> String {
        match slot {
            Slot::Broken { problem, .. } => problem.text(locale, &self.registry),
            _ => String::new(),
        }
    }
}

/// A copy of the record without its game's log (which can be long, and only grows by a move): what a failed
/// write of moves puts back. The game's state moves into the copy: [`record_moves`] writes the record's anew.
fn head_of(record: &mut TableRecord) -> TableRecord {
    let taken = record.game.as_mut().map(|g| {
        let state = std::mem::replace(&mut g.state, crate::record::unwritten_state());
        (std::mem::take(&mut g.log), state)
    });
    let mut head = record.clone();
    if let (Some(game), Some(kept), Some((log, state))) = (record.game.as_mut(), head.game.as_mut(), taken) {
        game.log = log;
        kept.state = state;
    }
    head
}

/// Puts back the record's head as `head` held it, its log cut back to `len` moves.
fn put_back(record: &mut TableRecord, head: TableRecord, len: usize) {
    let log = record.game.as_mut().map(|g| {
        let mut log = std::mem::take(&mut g.log);
        log.truncate(len);
        log
    });
    *record = head;
    if let (Some(game), Some(log)) = (record.game.as_mut(), log) {
        game.log = log;
    }
}

/// Writes `moves` into the record with what follows from them: the state (only when the store takes a
/// snapshot: serializing it costs more than the move), the mover's language and server, the reminders, and
/// the votes that end with the game.
fn record_moves(record: &mut TableRecord, moves: Vec<LoggedMove>, next: &dyn TableGame, mover: &Mover, now: u64) {
    let game = record.game.as_mut().expect("a game record beside a live game");
    let old_len = game.log.len();
    game.extend_log(moves);
    game.state = match crate::store::snapshot_due(old_len, game.log.len(), next.is_over()) {
        true => next.state(),
        false => crate::record::unwritten_state(),
    };
    if let Mover::Person { seat, locale, server } = mover {
        record.seats[*seat].locale = *locale;
        if server.is_some() {
            record.server.clone_from(server);
        }
    }
    if next.is_over() {
        record.abort_votes.clear();
        // A replacement vote ends with its game.
        record.replace_vote = None;
    }
    crate::handlers::remind::track(record, next, now);
}

/// The repair document of a cleared table's kept value (see [`Host::export_cleared`]), and whether that value still
/// matches its checksum.
fn cleared_document(channel: &str, value: &[u8]) -> (Document, bool) {
    match Salvage::decode(value) {
        Kept::Salvage { salvage, sound } => {
            let unsound = "the kept entries do not match their checksum: they were damaged after the table was cleared";
            let problems: Vec<String> = (!sound).then(|| unsound.to_string()).into_iter().collect();
            (salvage.document(channel, &problems), sound)
        }
        Kept::Record(raw) => {
            let why = "this table was cleared because it could not be loaded: this is its record as it read then";
            let json = String::from_utf8_lossy(&raw).into_owned();
            (
                Document {
                    json,
                    damage: vec![why.into()],
                },
                true,
            )
        }
    }
}

/// Refuses the repair document of a damaged table (see [`Host::export`]) until its `damage` field is removed:
/// the person repairing it decides that the entries it names are right again.
fn refuse_unrepaired(json: &str) -> Result<(), HostError> {
    let Ok(serde_json::Value::Object(fields)) = serde_json::from_str::<serde_json::Value>(json) else {
        return Ok(());
    };
    let Some(damage) = fields.get("damage") else {
        return Ok(());
    };
    let named: Vec<&str> = damage
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|d| d.as_str())
        .collect();
    Err(HostError::BadRecord(format!(
        "this is the export of a damaged table; repair what its \"damage\" field names ({}), then delete that field \
         and import it again",
        named.join("; ")
    )))
}
