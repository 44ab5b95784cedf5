//! The interface every galleon game implements.
//!
//! Modelled on brdgme's `Gamer`, OpenSpiel's state API and boardgame.io's `playerView`: the host drives a game
//! only through this trait, never through its fields. A game is a pure value: no I/O, no clock, no global RNG.
//! All randomness comes from the seed given to [`Game::new`] (kept inside the state), so the seed and the list
//! of applied actions reproduce a game exactly.

use std::fmt::{Debug, Display};
use std::ops::RangeInclusive;
use std::str::FromStr;

use rand::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::error::RuleError;

/// A seat at the table: 0 is the first player in seating order.
pub type Seat = usize;

/// One `name:value` game option as typed after `/start game:<id>` (for example `variant:base`).
pub type GameOption = (String, String);

pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// A move. Its `Display` is the one canonical text form; `FromStr` accepts exactly that form
    /// (and may accept harmless variations such as letter case), so `text.parse(a.to_string()) == a`.
    type Action: Clone + Eq + Debug + Display + FromStr<Err = RuleError> + Send + Sync;
    /// Set-up options chosen at `/start`.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What everybody at the table may see.
    type PublicView: Clone + Debug + PartialEq + Serialize;
    /// What one seat sees on top of the public view (its secrets).
    type PrivateView: Clone + Debug + PartialEq + Serialize;

    /// Stable identifier used in commands and in the store (`puerto-rico`, `santiago`, `maracaibo`).
    const ID: &'static str;
    /// How many seats the game accepts.
    const PLAYERS: RangeInclusive<usize>;

    /// Reads `/start` options. Unknown names or values are refused with a localizable error.
    fn parse_options(options: &[GameOption]) -> Result<Self::Options, RuleError>;

    /// Sets up a new game for `players` seats.
    fn new(players: usize, options: &Self::Options, seed: u64) -> Result<Self, RuleError>;

    /// Number of seats.
    fn players(&self) -> usize;

    /// The seats that must act now: one, or several for a simultaneous decision; empty once the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// The first seat of [`Game::to_act`] (None once the game is over). Games override it to answer without
    /// building the list: play-out loops ask it at every move.
    fn first_to_act(&self) -> Option<Seat> {
        self.to_act().first().copied()
    }

    /// Every action `seat` may take now (empty if it is not that seat's turn). The order is deterministic.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Applies `action` for `seat`. On error the state is unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<(), RuleError>;

    /// The public view of the state.
    fn public_view(&self) -> Self::PublicView;

    /// What `seat` alone may see.
    fn private_view(&self, seat: Seat) -> Self::PrivateView;

    /// Final scores and ranking, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The actions a player most often wants right now, most useful first, for quick buttons
    /// (for example the roles still available, a sensible default arrangement, "pass"). A subset of
    /// [`Game::legal_actions`].
    fn suggested_actions(&self, seat: Seat) -> Vec<Self::Action> {
        let mut actions = self.legal_actions(seat);
        actions.truncate(SUGGESTION_LIMIT);
        actions
    }

    /// Parses a move typed by `seat`. Games may resolve state-dependent shorthands here; the default is the
    /// canonical text form.
    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Self::Action, RuleError> {
        text.parse()
    }

    /// A uniformly random legal action for `seat`, for random play-outs and tests. Games whose action lists can
    /// be large override this with a sampler that does not list every action.
    fn random_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Self::Action> {
        let actions = self.legal_actions(seat);
        if actions.is_empty() {
            None
        } else {
            Some(actions[rng.gen_range(0..actions.len())].clone())
        }
    }

    /// A state `seat` cannot tell from this one (OpenSpiel's `ResampleFromInfostate`): everything `seat` knows
    /// (the public view, its own private view, the moves it saw) is kept, and everything hidden from it (other
    /// seats' secrets, the order of face-down stacks and decks, future random draws) is drawn afresh from `rng`,
    /// consistently with what it knows. An AI searches such states, so it never reads a secret or the future.
    fn resample<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self;

    fn is_over(&self) -> bool {
        self.to_act().is_empty()
    }

    /// The move of `seat` when it has exactly one legal move (a forced move), else None. Games with long action
    /// lists override this to decide without listing them.
    fn only_action(&self, seat: Seat) -> Option<Self::Action> {
        let mut actions = self.legal_actions(seat);
        (actions.len() == 1).then(|| actions.remove(0))
    }

    /// How many legal moves `seat` has (games with long lists count them without listing).
    fn legal_count(&self, seat: Seat) -> u64 {
        self.legal_actions(seat).len() as u64
    }

    /// At most `limit` legal moves of `seat` whose text starts with `prefix` (letter case ignored), in the order of
    /// [`Game::legal_actions`]. Games with long lists override this so its cost follows `limit`.
    fn legal_starting_with(&self, seat: Seat, prefix: &str, limit: usize) -> Vec<Self::Action> {
        let prefix = prefix.to_lowercase();
        let mut actions = self.legal_actions(seat);
        actions.retain(|a| a.to_string().to_lowercase().starts_with(&prefix));
        actions.truncate(limit);
        actions
    }
}

/// Most moves a game suggests at once: a short list a player can scan. A transport shows as many as it has room for.
pub const SUGGESTION_LIMIT: usize = 20;

/// The end of a game: every seat with its score, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub standings: Vec<Standing>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: Seat,
    /// 1 for the winner(s); tied seats share a rank.
    pub rank: usize,
    pub score: i64,
    /// The tie-break value that was compared after the score (game-specific, e.g. doubloons + barrels).
    pub tiebreak: i64,
    /// Score breakdown as (localization key, points), e.g. `("pr-score-chips", 23)`.
    pub breakdown: Vec<(String, i64)>,
}

impl Outcome {
    /// Builds standings from (seat, score, tiebreak, breakdown), ranking by score then tiebreak; equal pairs share a rank.
    pub fn ranked(mut entries: Vec<Standing>) -> Outcome {
        entries.sort_by(|a, b| {
            (b.score, b.tiebreak)
                .cmp(&(a.score, a.tiebreak))
                .then(a.seat.cmp(&b.seat))
        });
        for i in 0..entries.len() {
            entries[i].rank = if i > 0
                && (entries[i].score, entries[i].tiebreak) == (entries[i - 1].score, entries[i - 1].tiebreak)
            {
                entries[i - 1].rank
            } else {
                i + 1
            };
        }
        Outcome { standings: entries }
    }

    pub fn winners(&self) -> Vec<Seat> {
        self.standings.iter().filter(|s| s.rank == 1).map(|s| s.seat).collect()
    }
}
