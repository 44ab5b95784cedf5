//! What a command handler may use of the host: the narrow interface between the handlers (lobby, moves, seats,
//! reminders, the record…) and the host that owns the channels, the store, the clock and the users.
//!
//! Handlers receive the channel's slot, already locked, and a `&dyn Tables`; they never see the host's maps or
//! locks. Every change to a table goes through [`Tables::save`] or [`Tables::save_moves_answering`], which make it durable
//! before it is installed in memory, so no handler can announce a move the store could lose.

pub mod check;
pub(crate) mod damage;
pub(crate) mod table;

use galleon_rules::{RuleError, Seat};

use crate::base::error::HostError;
use crate::base::io::{AutocompleteRequest, Choice, CommandSpec, Limits, Locale, Message, OptionShape, Request};
use crate::games::Registry;
use crate::games::TableGame;
use crate::record::{LoggedMove, TableRecord};
use crate::store::{Archived, Salvage, Store};
use crate::tables::table::{Slot, Table};

/// What a handler returns: the messages to send, or a refusal in words.
pub(crate) type Reply = Result<Vec<Message>, RuleError>;

/// Where `/help` lists a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Group {
    Table,
    Game,
    Seats,
    Records,
    Settings,
}

impl Group {
    /// The group's title in the translation files.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Group::Table => "help-group-table",
            Group::Game => "help-group-game",
            Group::Seats => "help-group-seats",
            Group::Records => "help-group-records",
            Group::Settings => "help-group-settings",
        }
    }
}

/// A command's options as typed: (name, value) pairs.
pub(crate) type Options = [(String, String)];
/// A handler of a command that does not touch the channel's table.
pub(crate) type Answer = fn(&dyn Tables, &Request, &Options) -> Reply;
/// A handler of a command on the channel's table (its slot, locked).
pub(crate) type Act = fn(&dyn Tables, &mut Slot, &Request, &Options) -> Reply;

/// The suggestions for an option being typed, at the channel's table.
pub(crate) type Complete = fn(&dyn Tables, &Table, &AutocompleteRequest) -> Vec<Choice>;

/// What a command acts on.
#[derive(Clone, Copy)]
pub(crate) enum Run {
    /// The user's own setting: answered whatever the channel holds, even a table that could not be loaded.
    User(Answer),
    /// The channel, not its table (refused, as every command, where the table could not be loaded).
    Channel(Answer),
    /// The channel's table.
    Table(Act),
}

/// What a command needs of the channel before its handler runs, each refused with its own message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Need {
    /// A table in the channel (`err-no-table`).
    Table,
    /// A game at the channel's table, over or not (`err-no-game`, also where there is no table).
    Game,
    /// A game in progress (refused with the message named).
    Running(&'static str),
    /// No game in progress at the channel's table, if there is one (refused with the message named).
    Idle(&'static str),
    /// The user seated at the table (`err-not-seated`).
    Seated,
    /// The user seated at the table, or an administrator (`err-not-seated`).
    SeatedOrAdmin,
}

/// One of the host's own commands, as one value: what a transport registers (and the French names the texts
/// use), where `/help` lists it, the options it takes and what it needs (checked before it runs), what it runs
/// and suggests. The list is [`crate::handlers::schema::host_commands`].
pub(crate) struct HostCommand {
    pub spec: CommandSpec,
    pub group: Group,
    /// Its options' shapes, which every command line is checked against.
    pub options: Vec<OptionShape>,
    /// Options of which at least one must be given (the first is named when none is).
    pub one_of: &'static [&'static str],
    pub needs: &'static [Need],
    pub run: Run,
    /// What it does at a channel whose table could not be loaded (None: refused, saying why).
    pub broken: Option<Act>,
    /// What its options with autocomplete suggest (None: as `/play` and the verbs, the moves being typed).
    pub complete: Option<Complete>,
}

pub(crate) trait Tables {
    /// The games offered.
    fn registry(&self) -> &Registry;
    /// The host's own commands (the games' verbs are the registry's).
    fn commands(&self) -> &[HostCommand];
    /// The store, for what lives beside the tables (archives, finished games, users' settings, pings).
    fn store(&self) -> &Store;
    /// Now, in seconds since the Unix epoch, by the host's clock.
    fn now(&self) -> u64;
    /// What the transport shows at once.
    fn limits(&self) -> Limits;
    /// Whether the transport shows board pictures (see [`crate::present::images`]).
    fn pictures(&self) -> bool;
    /// The language to DM a user in: as last seen, else as stored with the seat.
    fn user_locale(&self, user_id: &str, stored: Locale) -> Locale;
    /// Whether the user's direct messages are known to fail.
    fn dms_refused(&self, user_id: &str) -> bool;
    /// Whether the user is called in the channel even if they chose DMs: a DM to them failed and none has been
    /// delivered since.
    fn calls_in_channel(&self, user_id: &str) -> bool;
    /// A turn call goes to the user by DM: if the transport reports a DM to them refused, the call is made again
    /// in the channel (see [`crate::handlers::ping`]).
    fn note_dm_call(&self, user_id: &str);
    /// Writes the channel's new record durably, then installs it (or frees the channel for `None`).
    fn save(
        &self,
        slot: &mut Slot,
        record: Option<TableRecord>,
        game: Option<Box<dyn TableGame>>,
    ) -> Result<(), HostError>;
    /// Frees a channel whose record could not be loaded, keeping every entry of it the store still reads for
    /// `galleon export --cleared`; returns what was kept.
    fn clear_broken(&self, slot: &mut Slot, channel: &str) -> Result<Salvage, HostError>;
    /// Moves the channel's table into the archive and frees the channel.
    fn archive_table(&self, slot: &mut Slot) -> Result<(), HostError>;
    /// Installs `table`, loaded from the archived record `archived`, as its channel's table.
    fn restore_table(&self, slot: &mut Slot, archived: &Archived, table: Table) -> Result<(), HostError>;
    /// Appends moves to a table durably, then changes the live game; the answer about the moves is prepared by
    /// `answer` while they are flushed, and returned once they are durable (see the host's implementation).
    fn save_moves_answering(
        &self,
        table: &mut Table,
        moves: Vec<LoggedMove>,
        next: Box<dyn TableGame>,
        mover: &Mover,
        answer: &mut dyn FnMut(&Table) -> Vec<Message>,
    ) -> Result<Vec<Message>, HostError>;
    /// Why the channel's record could not be loaded, in `locale`.
    fn broken_problem(&self, slot: &Slot, locale: Locale) -> String;
}

/// Who made the moves being saved, for what the table's record keeps of them.
pub(crate) enum Mover {
    /// A person at `seat`: their language is kept for their DMs, their server (when the transport tells one)
    /// for the archive of the game at its end.
    Person {
        seat: Seat,
        locale: Locale,
        server: Option<String>,
    },
    /// An AI seat, or the AI standing in for a person whose clock ran out.
    Ai,
    /// Nobody: forced moves pending in a game brought back.
    Nobody,
}

/// A store failure as a refusal the player reads.
pub(crate) fn store_error(error: HostError) -> RuleError {
    match error {
        HostError::Disk { full: true, .. } => RuleError::new("err-disk-full"),
        // The operator's log names the directory and the damage; the player is told what it means.
        HostError::Damaged { .. } => RuleError::new("err-store-damaged"),
        error => RuleError::new("err-store").text("error", error),
    }
}
