//! What the store keeps for a table: everything needed to resume it exactly, as one JSON record per channel.
//!
//! The record is redundant on purpose: it holds both the action log (with the seed, it replays the game) and
//! the current state. On load the log is replayed and compared with the state, so a damaged record is caught
//! instead of silently resuming a different game.

use std::collections::{HashMap, HashSet};
use std::ops::RangeInclusive;

use galleon_rules::RuleError;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::base::ids::{fnv_bytes, is_ai, made_id, FNV_OFFSET};
use crate::base::io::{Locale, User};
use crate::words::i18n;

mod clocks;
mod finished;
mod hands;
pub mod ratings;
mod votes;

pub use clocks::{
    offered_clock, Reminders, Timeout, TurnClock, Wait, CLOCK_HOURS, DEFAULT_EVERY, MAX_EVERY, MIN_EVERY,
};
pub use finished::{server_key, FinishedGame, FORMAT, LOCAL, VERSION};
pub use votes::{player_of_move, KickVote, Replacement, Takeover};

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
    /// The vote on handing a seat of the running game to someone else, if one is open (see [`crate::handlers::seats`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replace_vote: Option<ReplaceVote>,
    /// How many replacement votes were ever opened at this table: the next one's number (its buttons carry it,
    /// so a button of an earlier vote is stale).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub replace_votes: u64,
    /// Turn reminders: the table's interval and, per seat due to act, its deadlines (see [`crate::handlers::remind`]).
    #[serde(default, skip_serializing_if = "Reminders::is_default")]
    pub reminders: Reminders,
    /// The place the channel belongs to (a Discord server's id), as the last move told: a finished game is
    /// archived under it for `/stats`. None in the terminal modes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// The table chose `/start … images:off`: its board carries no picture (see [`crate::present::images`]).
    #[serde(default, skip_serializing_if = "is_false")]
    pub images_off: bool,
    /// Seats of the running game an AI took over from a person (`/resign`, `/kick`; see [`crate::handlers::takeover`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub takeovers: Vec<Takeover>,
    /// Seats `/replace` handed to someone else during a game (see [`crate::handlers::seats`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replacements: Vec<Replacement>,
    /// Open `/kick` votes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kick_votes: Vec<KickVote>,
    /// The game's turn clock and the timeouts announced (see [`crate::handlers::takeover`]).
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
    /// the state: [`crate::tables::table::Table::full_record`] writes it out when the whole record is needed.
    pub state: Box<RawValue>,
    /// How the seats were ordered at the start: `join` (join order, written only when `random`, so older
    /// records stay byte-identical) or `random` (a permutation of the join order drawn from the seed, see
    /// [`crate::handlers::seats::random_order`]). The record's seats are already in seat order either way.
    #[serde(default, skip_serializing_if = "Seating::is_join")]
    pub seating: Seating,
    /// The log's length and [`GameRecord::position_hash`] as [`GameRecord::extend_log`] last left them (not
    /// stored): a board's buttons need the hash after every move, and the log is long.
    #[serde(skip)]
    pub(crate) position: Option<(usize, u64)>,
}

impl GameRecord {
    /// Adds `moves` to the log, carrying [`GameRecord::position_hash`] over them.
    pub fn extend_log(&mut self, moves: Vec<LoggedMove>) {
        let old_len = self.log.len();
        let hash = self.position_hash();
        self.log.extend(moves);
        self.position = Some((self.log.len(), position_of(hash, &self.log[old_len..])));
    }

    /// A hash of every move of the log (its seat and text), in order: what a board's buttons are made for (see
    /// `present::buttons::fingerprint`). Read from what [`GameRecord::extend_log`] kept while the log has the
    /// length it left (the log is otherwise only cut back or replaced whole), else from the whole log.
    pub fn position_hash(&self) -> u64 {
        match self.position {
            Some((len, hash)) if len == self.log.len() => hash,
            _ => position_of(FNV_OFFSET, &self.log),
        }
    }
}

/// `hash` carried over `moves`.
fn position_of(hash: u64, moves: &[LoggedMove]) -> u64 {
    moves.iter().fold(hash, |hash, logged| {
        let seat = fnv_bytes(hash, &(logged.seat as u64).to_be_bytes());
        fnv_bytes(seat, logged.text.as_bytes())
    })
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
            replacements: Vec::new(),
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

    /// Whether `seat` is held by an AI.
    pub fn is_ai_seat(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(|s| is_ai(&s.user.id))
    }

    /// The seats an AI took over in game number `game`.
    pub fn takeovers_of(&self, game: u64) -> Vec<Takeover> {
        self.takeovers.iter().filter(|t| t.game == game).cloned().collect()
    }

    /// The seats handed to someone else in game number `game`.
    pub fn replacements_of(&self, game: u64) -> Vec<Replacement> {
        self.replacements.iter().filter(|r| r.game == game).cloned().collect()
    }

    /// Who played the move numbered `index` (from 0) of the table's game at `seat` (see [`player_of_move`]).
    pub fn player_of_move(&self, seat: usize, index: usize) -> Option<&User> {
        let now = &self.seats.get(seat)?.user;
        let game = self.game_number()?;
        Some(player_of_move(
            &self.takeovers,
            &self.replacements,
            game,
            seat,
            index,
            now,
        ))
    }

    /// How many people (not AIs) are seated.
    pub fn people(&self) -> usize {
        self.seats.iter().filter(|s| !is_ai(&s.user.id)).count()
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.user.name.clone()).collect()
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a table record always serializes")
    }

    /// Checks that a live table could hold this record (its game apart: that is checked by replaying it),
    /// field by field, the first misfit being the refusal: here its ids, names, seats, opener, abort votes,
    /// reminder interval and replacement vote (every load); the fields added since, by
    /// [`TableRecord::check_live_fields`] (imports, with the `auto` flags of its moves, see [`crate::games::forced`]).
    /// `seats` is how many seats the record's game (in a lobby, the largest game) allows; `largest`, how many
    /// the largest game allows (the bound for the entries of an earlier game).
    ///
    /// Rulings (what the live host can write, and nothing else):
    /// - ids and names within their limits, one seat per user, as many seats as allowed; an id starting `ai:`
    ///   is an AI seat's exactly as [`crate::handlers::bots::new_seat`] writes it (a level that exists, a number from 1),
    ///   no two AIs of the table (seated, or in a takeover) share a number, and at least one person is seated;
    /// - the opener is a person seated; abort votes are distinct seated persons'; the reminder interval is one a
    ///   table may choose; an open replacement vote fits its table (see `replace_vote_fits`) and
    ///   neither an AI answers it nor is one its newcomer;
    /// - kick votes: about a person, by distinct persons other than that person (a vote whose voters left may
    ///   be empty), one per player and game, of no game after the table's; those of the table's game are about
    ///   and by people seated. Votes of earlier games are stale: the host drops them at the next `/kick`, so
    ///   their people may have left;
    /// - takeovers: of a person (valid id and name) by a normal-level AI id, each AI once, `resign` or `kick`,
    ///   of no game after the table's, of a seat the game had (the table's seats for its game; for an earlier
    ///   game, or in a lobby, the largest table's);
    /// - replacements: between valid users, to a person, of no game after the table's, of a seat its game had;
    ///   the changes of hands of the table's game (takeovers, replacements) at a move its log reached, each
    ///   leaving the seat to whoever it brought until a later change (see `hands`), and an open replacement
    ///   vote asked by someone who may ask and about a seated player (`hands` too);
    /// - the turn clock: off (no game number, no timeouts) or one `/start clock:` offers, of the table's game
    ///   when it has one; its timeouts for persons, one per seat, of seats its game had;
    /// - reminder waits: for persons, one per seat, of seats their game had; with a game, of that game and from
    ///   a move its log reached;
    /// - `state_at` (set only by the store) only beside a game, and at most the length of its log.
    ///
    /// Timestamps (waits, timeouts) are not checked: they follow the host's clock, which may be set back.
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

    /// What `galleon import` checks besides [`TableRecord::check`] (which every load runs): the fields added
    /// since the first import checks, by the rulings above. A table the store holds is not refused for them:
    /// an earlier host could write some of them (a replaced player's kick votes, an AI opener).
    pub fn check_live_fields(&self, largest: usize) -> Result<(), LoadProblem> {
        let problem = |key| Err(LoadProblem::new(RuleError::new(key)));
        self.check_ai_seats()?;
        if self.opener.as_deref().is_some_and(is_ai) {
            return problem("load-ai-leads");
        }
        if self.abort_votes.iter().any(|v| is_ai(v)) {
            return problem("load-ai-abort-vote");
        }
        if let Some(vote) = &self.replace_vote {
            let answers = vote.yes.iter().chain(&vote.no);
            if answers.chain([&vote.by, &vote.newcomer.user.id]).any(|id| is_ai(id)) {
                return problem("load-replace-vote-ai");
            }
        }
        let ids: HashSet<&str> = self.seats.iter().map(|s| s.user.id.as_str()).collect();
        self.check_kick_votes(&ids)?;
        self.check_takeovers(largest)?;
        self.check_replacements(largest)?;
        self.check_hands()?;
        self.check_ai_numbers()?;
        self.check_clock(largest)?;
        self.check_waits(largest)?;
        self.check_state_at()
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

    /// The number of the table's game, if it has one.
    fn game_number(&self) -> Option<u64> {
        self.game.as_ref().map(|g| g.number)
    }

    /// Whether `game` is a game number after the table's game (no entry of a live table can be).
    fn after_table_game(&self, game: u64) -> bool {
        self.game_number().is_some_and(|number| game > number)
    }

    /// How many seats the game numbered `game` had, as far as the record tells: the table's seats for its game,
    /// the largest table's for any other (an earlier game, or any game of a lobby).
    fn seats_of(&self, game: u64, largest: usize) -> usize {
        match self.game_number() == Some(game) {
            true => self.seats.len(),
            false => largest,
        }
    }

    /// AI seats as the host seats them, and a person among the seated.
    fn check_ai_seats(&self) -> Result<(), LoadProblem> {
        for (seat, seated) in self.seats.iter().enumerate() {
            if is_ai(&seated.user.id) && made_id(&seated.user.id).is_none() {
                return Err(LoadProblem::new(
                    RuleError::new("load-bad-ai-seat")
                        .with("seat", seat + 1)
                        .text("id", &seated.user.id),
                ));
            }
        }
        if self.people() == 0 {
            return Err(LoadProblem::new(RuleError::new("load-no-person")));
        }
        Ok(())
    }

    /// No two different AIs of the table (seated or in a takeover, every id already checked) share a number:
    /// the host numbers each new AI after all of them.
    fn check_ai_numbers(&self) -> Result<(), LoadProblem> {
        let seated = self.seats.iter().map(|s| &s.user.id).filter(|id| is_ai(id));
        let mut numbered: HashMap<u64, &str> = HashMap::new();
        for id in seated.chain(self.takeovers.iter().map(|t| &t.bot)) {
            let Some((_, number)) = made_id(id) else { continue };
            if *numbered.entry(number).or_insert(id) != id.as_str() {
                return Err(LoadProblem::new(
                    RuleError::new("load-ai-number-twice").with("number", number),
                ));
            }
        }
        Ok(())
    }

    /// Kick votes as `/kick` leaves them (see [`TableRecord::check`]).
    fn check_kick_votes(&self, seated: &HashSet<&str>) -> Result<(), LoadProblem> {
        let problem = |key| Err(LoadProblem::new(RuleError::new(key)));
        let mut about = HashSet::new();
        for vote in &self.kick_votes {
            let people = || std::iter::once(&vote.player).chain(&vote.voters);
            if !people().all(|id| valid_id(id)) {
                return problem("load-kick-vote-id");
            }
            if people().any(|id| is_ai(id)) {
                return problem("load-kick-vote-ai");
            }
            let mut voters = HashSet::new();
            if !vote.voters.iter().all(|v| *v != vote.player && voters.insert(v)) {
                return problem("load-kick-vote-voters");
            }
            if self.after_table_game(vote.game) {
                return Err(LoadProblem::new(
                    RuleError::new("load-kick-vote-later")
                        .with("game", vote.game)
                        .with("current", self.game_number().unwrap_or(0)),
                ));
            }
            if !about.insert((vote.game, vote.player.as_str())) {
                return Err(LoadProblem::new(
                    RuleError::new("load-kick-vote-twice").with("game", vote.game),
                ));
            }
            if self.game_number() == Some(vote.game) && !people().all(|id| seated.contains(id.as_str())) {
                return problem("load-kick-vote-stranger");
            }
        }
        Ok(())
    }

    /// Replacements as `/replace` writes them: between valid users, to a person, of no game after the table's,
    /// of a seat the game had; and every change of hands of the table's game (replacements, takeovers) at a
    /// move its log reached.
    fn check_replacements(&self, largest: usize) -> Result<(), LoadProblem> {
        for replacement in &self.replacements {
            let valid = |u: &User| valid_id(&u.id) && valid_name(&u.name);
            if !valid(&replacement.from)
                || !valid(&replacement.to)
                || is_ai(&replacement.to.id)
                || self.after_table_game(replacement.game)
                || replacement.seat >= self.seats_of(replacement.game, largest)
            {
                return Err(LoadProblem::new(RuleError::new("load-bad-replacement")));
            }
        }
        let Some(game) = &self.game else { return Ok(()) };
        let takeovers = self.takeovers.iter().map(|t| (t.game, t.at));
        let replacements = self.replacements.iter().map(|r| (r.game, Some(r.at)));
        let late = takeovers
            .chain(replacements)
            .filter(|(number, _)| *number == game.number)
            .find_map(|(_, at)| at.filter(|at| *at > game.log.len()));
        match late {
            Some(at) => Err(LoadProblem::new(
                RuleError::new("load-change-moves")
                    .with("at", at)
                    .with("moves", game.log.len()),
            )),
            None => Ok(()),
        }
    }

    /// Takeovers as a `/resign` or a `/kick` writes them (see [`TableRecord::check`]).
    fn check_takeovers(&self, largest: usize) -> Result<(), LoadProblem> {
        let mut bots = HashSet::new();
        for takeover in &self.takeovers {
            let user = &takeover.user;
            if !valid_id(&user.id) || !valid_name(&user.name) || is_ai(&user.id) {
                return Err(LoadProblem::new(RuleError::new("load-takeover-user")));
            }
            if !matches!(made_id(&takeover.bot), Some((galleon_ai::Level::Normal, _))) {
                return Err(LoadProblem::new(
                    RuleError::new("load-takeover-bot").text("id", &takeover.bot),
                ));
            }
            if !bots.insert(takeover.bot.as_str()) {
                return Err(LoadProblem::new(
                    RuleError::new("load-takeover-bot-twice").text("id", &takeover.bot),
                ));
            }
            if !["resign", "kick"].contains(&takeover.how.as_str()) {
                return Err(LoadProblem::new(
                    RuleError::new("load-takeover-how").text("how", &takeover.how),
                ));
            }
            if self.after_table_game(takeover.game) {
                return Err(LoadProblem::new(
                    RuleError::new("load-takeover-later")
                        .with("game", takeover.game)
                        .with("current", self.game_number().unwrap_or(0)),
                ));
            }
            if takeover.seat >= self.seats_of(takeover.game, largest) {
                return Err(LoadProblem::new(
                    RuleError::new("load-takeover-seat")
                        .with("game", takeover.game)
                        .with("seat", takeover.seat.saturating_add(1)),
                ));
            }
        }
        Ok(())
    }

    /// The turn clock as `/start clock:` sets it, and its timeouts as the clock's check writes them.
    fn check_clock(&self, largest: usize) -> Result<(), LoadProblem> {
        let clock = &self.turn_clock;
        if clock.limit == 0 {
            return match clock.is_off() {
                true => Ok(()),
                false => Err(LoadProblem::new(RuleError::new("load-clock-off"))),
            };
        }
        if !offered_clock(clock.limit) {
            return Err(LoadProblem::new(
                RuleError::new("load-bad-clock").with("limit", clock.limit),
            ));
        }
        if let Some(number) = self.game_number().filter(|n| *n != clock.game) {
            return Err(LoadProblem::new(
                RuleError::new("load-clock-game")
                    .with("clock", clock.game)
                    .with("game", number),
            ));
        }
        let seats = self.seats_of(clock.game, largest);
        let mut timed = HashSet::new();
        for timeout in &clock.timeouts {
            let seat = || timeout.seat.saturating_add(1);
            if timeout.seat >= seats {
                return Err(LoadProblem::new(
                    RuleError::new("load-timeout-seat").with("seat", seat()),
                ));
            }
            if !valid_id(&timeout.user) || is_ai(&timeout.user) {
                return Err(LoadProblem::new(RuleError::new("load-timeout-user")));
            }
            if !timed.insert(timeout.seat) {
                return Err(LoadProblem::new(
                    RuleError::new("load-timeout-twice").with("seat", seat()),
                ));
            }
        }
        Ok(())
    }

    /// The reminder waits as [`crate::handlers::remind`] writes them.
    fn check_waits(&self, largest: usize) -> Result<(), LoadProblem> {
        let mut waited = HashSet::new();
        for wait in &self.reminders.waits {
            let seat = || wait.seat.saturating_add(1);
            if !valid_id(&wait.user) || is_ai(&wait.user) {
                return Err(LoadProblem::new(RuleError::new("load-wait-user")));
            }
            if let Some(game) = &self.game {
                if wait.game != game.number {
                    return Err(LoadProblem::new(
                        RuleError::new("load-wait-game")
                            .with("wait", wait.game)
                            .with("game", game.number),
                    ));
                }
                if wait.from > game.log.len() {
                    return Err(LoadProblem::new(
                        RuleError::new("load-wait-moves")
                            .with("from", wait.from)
                            .with("moves", game.log.len()),
                    ));
                }
            }
            if wait.seat >= self.seats_of(wait.game, largest) {
                return Err(LoadProblem::new(RuleError::new("load-wait-seat").with("seat", seat())));
            }
            if !waited.insert(wait.seat) {
                return Err(LoadProblem::new(RuleError::new("load-wait-twice").with("seat", seat())));
            }
        }
        Ok(())
    }

    /// `state_at` as the store sets it: beside a game, within its log.
    fn check_state_at(&self) -> Result<(), LoadProblem> {
        match (self.state_at, &self.game) {
            (None, _) => Ok(()),
            (Some(_), None) => Err(LoadProblem::new(RuleError::new("load-state-at-no-game"))),
            (Some(at), Some(game)) if at > game.log.len() => Err(LoadProblem::new(
                RuleError::new("load-bad-state-at")
                    .with("at", at)
                    .with("moves", game.log.len()),
            )),
            (Some(_), Some(_)) => Ok(()),
        }
    }

    /// The highest game number the record mentions (its game's, or an earlier game's in its votes, takeovers,
    /// clock or waits): an import reserves it, so that no later game of the channel takes a number one of
    /// these entries carries and brings it back to life.
    pub fn last_game_mentioned(&self) -> u64 {
        let games = self.game_number().into_iter();
        let votes = self.kick_votes.iter().map(|v| v.game);
        let takeovers = self.takeovers.iter().map(|t| t.game);
        let waits = self.reminders.waits.iter().map(|w| w.game);
        let replace = self.replace_vote.iter().map(|v| v.game);
        let replaced = self.replacements.iter().map(|r| r.game);
        let all = games
            .chain(votes)
            .chain(takeovers)
            .chain(waits)
            .chain(replace)
            .chain(replaced);
        all.chain([self.turn_clock.game]).max().unwrap_or(0)
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

    /// The problem in `locale`, game words translated by the game of `words` it concerns.
    pub fn text(&self, locale: Locale, words: &dyn GameWords) -> String {
        let mut problem = self.problem.clone();
        if let Some((kind, cause)) = &self.cause {
            let localize = |_: &str, value: &str| words.game_word(kind, value, locale);
            problem = problem.text("reason", i18n::rule_error(locale, cause, &localize));
        }
        crate::base::doc::Doc::parse(&i18n::rule_error(locale, &problem, &|_, _| None)).plain()
    }
}

/// The words of the games a record may hold (the host's game list): a problem names them in the reader's language.
pub trait GameWords {
    /// `value`, a word of game `kind`, in `locale`; None when the game has no such word.
    fn game_word(&self, kind: &str, value: &str, locale: Locale) -> Option<String>;
}

/// The state of a game record whose state was not written out since the last snapshot (JSON `null`).
pub(crate) fn unwritten_state() -> Box<RawValue> {
    RawValue::from_string("null".to_string()).expect("null is JSON")
}

/// Whether `state` is [`unwritten_state`].
pub(crate) fn is_unwritten(state: &RawValue) -> bool {
    state.get() == "null"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(log: Vec<LoggedMove>) -> GameRecord {
        GameRecord {
            kind: "t".into(),
            options: Vec::new(),
            seed: 1,
            number: 1,
            log,
            state: unwritten_state(),
            seating: Seating::Join,
            position: None,
        }
    }

    fn moves(texts: &[&str]) -> Vec<LoggedMove> {
        let logged = |(seat, text): (usize, &&str)| LoggedMove {
            seat: seat % 2,
            text: text.to_string(),
            auto: false,
        };
        texts.iter().enumerate().map(logged).collect()
    }

    #[test]
    fn the_kept_position_hash_is_the_whole_logs_through_growth_cuts_and_copies() {
        let whole = |game: &GameRecord| position_of(FNV_OFFSET, &game.log);
        let mut game = game(moves(&["a", "b"]));
        assert_eq!(game.position_hash(), whole(&game));
        game.extend_log(moves(&["c"]));
        game.extend_log(moves(&["d", "e"]));
        assert_eq!(game.position, Some((5, whole(&game))));
        // Cut back (as /undo does) then grown again to the same length by other moves.
        game.log.truncate(3);
        assert_eq!(game.position_hash(), whole(&game));
        game.extend_log(moves(&["x", "y"]));
        assert_eq!(game.position_hash(), whole(&game));
        let copy = game.clone();
        assert_eq!(copy.position_hash(), whole(&game));
        let read: GameRecord = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
        assert_eq!((read.position, read.position_hash()), (None, whole(&game)));
    }
}
