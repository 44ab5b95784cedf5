//! Santiago's knowledge: the score if the fields were counted now (money + field income, palms included), and a
//! light play-out policy built on the engine's quick buttons.
//!
//! * Play-outs: bids are a pass or one of the lowest amounts nobody bid; proposals to the overseer are mostly
//!   passes, else 1 escudo on a canal; a tile goes on one of the squares the engine suggests for it (joining a
//!   field of its crop, watered, or next to where a canal may go); the spring, the overseer and the personal
//!   canal are random.
//! * Candidates: every legal move when few, else the quick buttons plus random samples (amounts included).

use galleon_rules::santiago::{Action, Phase, Santiago};
use galleon_rules::{Game, Seat};
use rand::Rng;

use crate::{budget, value_from_scores, AiGame, Level};

/// Points worth about one "step" of the evaluation's sigmoid.
const SCALE: f64 = 8.0;
/// A play-out bid is one of this many lowest amounts.
const LOW_BIDS: usize = 5;
const BID_PASS_RATE: f64 = 0.3;
const BRIBE_PASS_RATE: f64 = 0.6;

impl AiGame for Santiago {
    fn evaluate(&self, seat: Seat) -> f64 {
        let scores: Vec<f64> = self.scores().iter().map(|s| s.total() as f64).collect();
        let winners = self.outcome().map(|o| o.winners());
        value_from_scores(&scores, seat, SCALE, winners.as_deref())
    }

    fn rollout_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        match self.phase() {
            Phase::Bidding => {
                let legal = self.legal_actions(seat);
                if legal.len() == 1 || rng.gen_bool(BID_PASS_RATE) {
                    return legal.first().copied();
                }
                Some(legal[rng.gen_range(1..legal.len().min(LOW_BIDS + 1))])
            }
            Phase::Bribes if rng.gen_bool(BRIBE_PASS_RATE) => Some(Action::BribePass),
            Phase::Bribes | Phase::Placement | Phase::Neutral => {
                let moves = self.suggested_actions(seat);
                (!moves.is_empty()).then(|| moves[rng.gen_range(0..moves.len())])
            }
            _ => self.random_action(seat, rng),
        }
    }

    fn rollout_depth(&self) -> usize {
        60
    }

    fn iterations(level: Level) -> u32 {
        budget::iterations(level, 1.0)
    }
}
