//! galleon-ai — players for galleon's games that never cheat.
//!
//! Pure like `galleon-rules`: no I/O, no clock except a wall-time budget's deadline. A player is given a game
//! state and its seat, and may learn from the state only what that seat knows: it searches states drawn with
//! [`Game::resample`], never the state itself, so another seat's secret or the order of a deck cannot change
//! its choice.
//!
//! * [`search`]: information-set Monte Carlo tree search (each iteration on a fresh [`Game::resample`], a tree
//!   keyed by the moves played since the decision, a play-out by the game's light policy cut at a depth and
//!   scored by its evaluation for every seat); `hard` runs four trees on every core.
//! * [`greedy`]: the `easy` level, one move ahead scored by the evaluation.
//! * [`budget`]: how much search each level gets.
//! * One file per game ([`puerto_rico`], [`santiago`], [`maracaibo`]): its evaluation, play-out policy and
//!   candidate moves.
//!
//! Simultaneous decisions (Puerto Rico's Mayor and storage, Maracaibo's set-up) are the engine's sequential turns:
//! a seat decides on what it knows, and below the root (tree and play-out) the first seat to act acts.

use galleon_rules::{Game, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub mod budget;
pub mod greedy;
pub mod maracaibo;
pub mod puerto_rico;
pub mod santiago;
pub mod search;
#[cfg(test)]
mod tests;

pub use budget::Budget;

/// Most candidate moves a search compares at the root.
pub const MAX_CANDIDATES: usize = 40;

/// What an AI needs of a game beyond [`Game`]: how good a position looks and how to play it out quickly.
/// The defaults fit any game; each game's own knowledge overrides them.
pub trait AiGame: Game {
    /// How good the state looks for `seat`, from 0 (certain loss) to 1 (certain win).
    fn evaluate(&self, seat: Seat) -> f64 {
        match self.outcome() {
            Some(outcome) => {
                let winners = outcome.winners();
                if winners.contains(&seat) {
                    1.0 / winners.len() as f64
                } else {
                    0.0
                }
            }
            None => 0.5,
        }
    }

    /// A move for a play-out: cheap, and better than random where the game knows how.
    fn rollout_action<R: rand::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Self::Action> {
        self.random_action(seat, rng)
    }

    /// The moves a search compares for `seat`: every legal move when they are few, else the game's suggestions
    /// and random samples (never more than [`MAX_CANDIDATES`]).
    fn candidates<R: rand::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Vec<Self::Action> {
        if self.legal_count(seat) <= MAX_CANDIDATES as u64 {
            return self.legal_actions(seat);
        }
        let mut moves = self.suggested_actions(seat);
        add_samples(&mut moves, MAX_CANDIDATES, || self.random_action(seat, rng));
        moves
    }

    /// How many play-out moves an iteration makes before the evaluation judges the position.
    fn rollout_depth(&self) -> usize {
        200
    }

    /// Search iterations per decision at `level` with a [`Budget::Iterations`] budget (the arena's and the
    /// tests' reproducible budget), sized so that `normal` stays well under a second on one core.
    fn iterations(level: Level) -> u32 {
        budget::iterations(level, 1.0)
    }
}

/// Adds distinct moves drawn by `draw` to `moves` until it holds `limit` (gives up after a few repeats).
pub fn add_samples<A: PartialEq>(moves: &mut Vec<A>, limit: usize, mut draw: impl FnMut() -> Option<A>) {
    let mut misses = 0;
    while moves.len() < limit && misses < 3 * limit {
        match draw() {
            Some(action) if !moves.contains(&action) => moves.push(action),
            Some(_) => misses += 1,
            None => break,
        }
    }
}

/// How strong a player is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// A cheap heuristic.
    Easy,
    #[default]
    Normal,
    /// More search.
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|level| level.as_str() == text.trim().to_lowercase())
    }
}

/// Chooses a move for `seat`, or None when it is not that seat's turn. Reads only what `seat` knows.
pub fn choose<G: AiGame>(state: &G, seat: Seat, level: Level, budget: Budget, seed: u64) -> Option<G::Action> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seen = state.resample(seat, &mut rng);
    if let Some(only) = seen.only_action(seat) {
        return Some(only);
    }
    match level {
        Level::Random => seen.random_action(seat, &mut rng),
        Level::Easy => greedy::choose(&seen, seat, &mut rng),
        Level::Normal => search::choose(state, seat, budget, 1, seed),
        Level::Hard => search::choose(state, seat, budget, search::SHARDS, seed),
    }
}

/// A value in 0..1 for `seat` from every seat's (estimated) score: ½ when level with the best other seat, near 1
/// when `scale` points ahead of it and more. A finished game adds the result itself: wins decide, margins break ties.
pub fn value_from_scores(scores: &[f64], seat: Seat, scale: f64, winners: Option<&[Seat]>) -> f64 {
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != seat)
        .map(|(_, &v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    let margin = if best_other.is_finite() {
        scores[seat] - best_other
    } else {
        0.0
    };
    let soft = 1.0 / (1.0 + (-margin / scale).exp());
    match winners {
        Some(winners) if winners.contains(&seat) => 0.7 / winners.len() as f64 + 0.3 * soft,
        Some(_) => 0.3 * soft,
        None => soft,
    }
}
