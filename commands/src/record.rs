//! What the store keeps for a table: everything needed to resume it exactly, as one JSON record per channel.
//!
//! The record is redundant on purpose: it holds both the action log (with the seed, it replays the game) and
//! the current state. On load the log is replayed and compared with the state, so a damaged record is caught
//! instead of silently resuming a different game.

use std::collections::HashSet;
use std::ops::RangeInclusive;

use galleon_rules::RuleError;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::games::Registry;
use crate::i18n;
use crate::io::{Locale, User};
use crate::remind::Reminders;
pub use crate::takeover::{KickVote, Takeover, Timeout, TurnClock};

/// The longest channel id, user id or board message id a table holds (Discord's are ≤ 20 digits).
pub const ID_LIMIT: usize = 80;
/// The longest display name a table holds, in characters (Discord's limit for names and nicknames).
pub const NAME_LIMIT: usize = 32;

/// Bumped whenever the record's shape changes; a record of another version is reported, not guessed at.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TableRecord {
    pub schema: u32,
    pub channel: String,
    /// Language of the channel posts.
    pub locale: Locale,
    /// Who sits at the table: join order before the start, seat order once a game started.
    pub seats: Vec<Seated>,
    /// User id of the player who opened the table (the first to join; the next in line if they leave).
    pub opener: Option<String>,
    /// The game being played, or the last one played (kept for `/board` until the next `/start`).
    pub game: Option<GameRecord>,
    /// Id of the board message the transport posted (None: post a new one).
    pub board_message: Option<String>,
    /// Seated users who asked to abort the current game (everyone seated agreeing aborts it).
    #[serde(default)]
    pub abort_votes: Vec<String>,
    /// The vote on handing a seat of the running game to someone else, if one is open (see [`crate::seats`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replace_vote: Option<ReplaceVote>,
    /// How many replacement votes were ever opened at this table: the next one's number (its buttons carry it,
    /// so a button of an earlier vote is stale).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub replace_votes: u64,
    /// Turn reminders: the table's interval and, per seat due to act, its deadlines (see [`crate::remind`]).
    #[serde(default, skip_serializing_if = "Reminders::is_default")]
    pub reminders: Reminders,
    /// The place the channel belongs to (a Discord server's id), as the last move told: a finished game is
    /// archived under it for `/stats`. None in the terminal modes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// The table chose `/start … images:off`: its board carries no picture (see [`crate::images`]).
    #[serde(default, skip_serializing_if = "is_false")]
    pub images_off: bool,
    /// Seats of the running game an AI took over from a person (`/resign`, `/kick`; see [`crate::takeover`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub takeovers: Vec<Takeover>,
    /// Open `/kick` votes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kick_votes: Vec<KickVote>,
    /// The game's turn clock and the timeouts announced (see [`crate::takeover`]).
    #[serde(default, skip_serializing_if = "TurnClock::is_off")]
    pub turn_clock: TurnClock,
    /// Set only in a record the store put back together ([`crate::store::Stored`]): the game's `state` is the
    /// one after this many moves of its log (its latest snapshot), not after all of them. A live table's record
    /// and every export hold the state after the last move (None).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_at: Option<usize>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// An open vote on `/replace`: who would leave which seat to whom, and who answered so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplaceVote {
    /// The vote's number at its table (see [`TableRecord::replace_votes`]).
    pub number: u64,
    /// The number of the game it is about.
    pub game: u64,
    /// The seated user who would be replaced.
    pub player: String,
    /// Who would take the seat, with the language to DM them in until they act.
    pub newcomer: Seated,
    /// Who asked.
    pub by: String,
    /// Seated users who agreed (the asker first when seated), and who refused.
    pub yes: Vec<String>,
    pub no: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seated {
    pub user: User,
    /// The user's language as last seen (for direct messages).
    pub locale: Locale,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id in the registry (`puerto-rico`).
    pub kind: String,
    /// The `/start` game options as typed (`name`, `value`).
    pub options: Vec<(String, String)>,
    pub seed: u64,
    /// The game's number in its channel (1 for the first game ever started there, then 2…; see
    /// [`crate::store::Store::next_game_number`]). Board buttons carry it, so a button of an earlier game is
    /// stale. Games stored before numbers existed read as 0.
    #[serde(default)]
    pub number: u64,
    /// Every applied move, in order, in canonical text.
    pub log: Vec<LoggedMove>,
    /// The game state after the last move (the game's own serde form), kept as JSON text and never taken
    /// apart by the host. In memory it is written only when the store takes a snapshot (see
    /// [`crate::store::snapshot_due`]); between snapshots it is [`unwritten_state`] and the live game holds
    /// the state: [`crate::table::Table::full_record`] writes it out when the whole record is needed.
    pub state: Box<RawValue>,
    /// How the seats were ordered at the start: `join` (join order, written only when `random`, so older
    /// records stay byte-identical) or `random` (a permutation of the join order drawn from the seed, see
    /// [`crate::seats::random_order`]). The record's seats are already in seat order either way.
    #[serde(default, skip_serializing_if = "Seating::is_join")]
    pub seating: Seating,
}

/// How `/start` orders the seats (`seats:join|random`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seating {
    #[default]
    Join,
    Random,
}

impl Seating {
    pub fn is_join(&self) -> bool {
        *self == Seating::Join
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    pub seat: usize,
    pub text: String,
    /// Played by the host because it was the seat's only legal move (not chosen by the player).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto: bool,
}

impl TableRecord {
    pub fn new(channel: &str, locale: Locale) -> TableRecord {
        TableRecord {
            schema: SCHEMA_VERSION,
            channel: channel.to_string(),
            locale,
            seats: Vec::new(),
            opener: None,
            game: None,
            board_message: None,
            abort_votes: Vec::new(),
            replace_vote: None,
            replace_votes: 0,
            reminders: Reminders::default(),
            server: None,
            images_off: false,
            takeovers: Vec::new(),
            kick_votes: Vec::new(),
            turn_clock: TurnClock::default(),
            state_at: None,
        }
    }

    pub fn seat_of(&self, user_id: &str) -> Option<usize> {
        self.seats.iter().position(|s| s.user.id == user_id)
    }

    pub fn is_opener(&self, user_id: &str) -> bool {
        self.opener.as_deref() == Some(user_id)
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.user.name.clone()).collect()
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a table record always serializes")
    }

    /// Checks that a live table could hold this record (its game apart: that is checked by replaying it):
    /// ids and names within their limits, one seat per user, as many seats as the game (or, in a lobby, the
    /// largest game) allows, an opener and abort votes among the seated.
    pub fn check(&self, seats: RangeInclusive<usize>) -> Result<(), LoadProblem> {
        let problem = |key| Err(LoadProblem::new(RuleError::new(key)));
        let ids_valid = [&self.board_message, &self.server]
            .iter()
            .all(|id| id.as_deref().is_none_or(valid_id));
        if !valid_id(&self.channel) || !ids_valid {
            return problem("load-bad-id");
        }
        if !seats.contains(&self.seats.len()) {
            return Err(LoadProblem::new(
                RuleError::new("load-seat-count")
                    .with("min", seats.start())
                    .with("max", seats.end())
                    .with("count", self.seats.len()),
            ));
        }
        let mut ids = HashSet::new();
        for seated in &self.seats {
            if !valid_id(&seated.user.id) || !valid_name(&seated.user.name) {
                return problem("load-bad-user");
            }
            if !ids.insert(seated.user.id.as_str()) {
                return Err(LoadProblem::new(
                    RuleError::new("load-seat-twice").text("id", &seated.user.id),
                ));
            }
        }
        let mut votes = HashSet::new();
        let seated_votes = self
            .abort_votes
            .iter()
            .all(|v| ids.contains(v.as_str()) && votes.insert(v));
        if !self.opener.as_deref().is_some_and(|o| ids.contains(o)) || !seated_votes {
            return problem("load-not-seated");
        }
        if !self.reminders.fits() {
            return problem("load-bad-reminder");
        }
        match &self.replace_vote {
            Some(vote) if !self.replace_vote_fits(vote, &ids) => problem("load-bad-replace-vote"),
            _ => Ok(()),
        }
    }

    /// Whether an open replacement vote fits the table: about its game, an earlier vote number, the player
    /// seated, the newcomer a valid user not seated, each answer from a distinct seated voter.
    fn replace_vote_fits(&self, vote: &ReplaceVote, ids: &HashSet<&str>) -> bool {
        let newcomer = &vote.newcomer.user;
        let mut answered = HashSet::new();
        let answers_fit = vote
            .yes
            .iter()
            .chain(&vote.no)
            .all(|v| ids.contains(v.as_str()) && *v != vote.player && answered.insert(v.as_str()));
        self.game.as_ref().is_some_and(|g| g.number == vote.game)
            && vote.number < self.replace_votes
            && ids.contains(vote.player.as_str())
            && valid_id(&newcomer.id)
            && valid_name(&newcomer.name)
            && !ids.contains(newcomer.id.as_str())
            && valid_id(&vote.by)
            && answers_fit
    }
}

/// A channel, user or message id as a transport gives it: 1 to [`ID_LIMIT`] characters, none a control
/// character.
pub fn valid_id(id: &str) -> bool {
    (1..=ID_LIMIT).contains(&id.chars().count()) && !id.chars().any(char::is_control)
}

/// A display name as a table keeps it (see [`display_name`]).
fn valid_name(name: &str) -> bool {
    display_name(name, "") == name && !name.is_empty()
}

/// The name a table keeps for a user: control characters become spaces, outer spaces go, and it is cut to
/// [`NAME_LIMIT`] characters; an empty result falls back to the user id.
pub fn display_name(name: &str, id: &str) -> String {
    let clean: String = name.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let cut: String = clean.trim().chars().take(NAME_LIMIT).collect();
    match cut.trim_end() {
        "" => id.chars().take(NAME_LIMIT).collect(),
        name => name.to_string(),
    }
}

/// Why a stored or imported record cannot be a table, told in each reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadProblem {
    /// The host's message (a `load-…` key).
    pub problem: RuleError,
    /// The game's own refusal behind it (a move refused on replay, a content pack gone), with the game's id
    /// to translate its words.
    pub cause: Option<(String, RuleError)>,
}

impl LoadProblem {
    pub fn new(problem: RuleError) -> LoadProblem {
        LoadProblem { problem, cause: None }
    }

    /// The problem with the refusal of game `kind` behind it (its `reason`).
    pub fn because(problem: RuleError, kind: &str, cause: RuleError) -> LoadProblem {
        LoadProblem {
            problem,
            cause: Some((kind.to_string(), cause)),
        }
    }

    /// The problem in `locale`, game words translated by the game of `registry` it concerns.
    pub fn text(&self, locale: Locale, registry: &Registry) -> String {
        let mut problem = self.problem.clone();
        if let Some((kind, cause)) = &self.cause {
            let game = registry.get(kind);
            let localize = |_: &str, value: &str| game.and_then(|g| g.word(value, locale));
            problem = problem.text("reason", i18n::rule_error(locale, cause, &localize));
        }
        crate::doc::Doc::parse(&i18n::rule_error(locale, &problem, &|_, _| None)).plain()
    }
}

/// The state of a game record whose state was not written out since the last snapshot (JSON `null`).
pub(crate) fn unwritten_state() -> Box<RawValue> {
    RawValue::from_string("null".to_string()).expect("null is JSON")
}

/// Whether `state` is [`unwritten_state`].
pub(crate) fn is_unwritten(state: &RawValue) -> bool {
    state.get() == "null"
}
