//! galleon-ai — players for galleon's games that never cheat.
//!
//! Pure like `galleon-rules`: no I/O, no clock except a wall-time budget's deadline. A player is given a game
//! state and its seat, and may learn from the state only what that seat knows: it searches states drawn with
//! [`Game::resample`], never the state itself, so another seat's secret or the order of a deck cannot change
//! its choice.

use std::time::Duration;

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::{Game, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

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
}

impl AiGame for PuertoRico {}
impl AiGame for Santiago {}
impl AiGame for Maracaibo {}

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
        Level::ALL.into_iter().find(|level| level.as_str() == text.trim().to_lowercase())
    }
}

/// How much thinking a decision may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed amount of search: the same seed gives the same move (tests, script mode, the arena).
    Iterations(u32),
    /// Search until the time is up (play).
    Time(Duration),
}

/// Chooses a move for `seat`, or None when it is not that seat's turn. Reads only what `seat` knows.
pub fn choose<G: AiGame>(state: &G, seat: Seat, level: Level, budget: Budget, seed: u64) -> Option<G::Action> {
    let _ = (level, budget);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seen = state.resample(seat, &mut rng);
    seen.random_action(seat, &mut rng)
}
