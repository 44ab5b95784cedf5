//! Puerto Rico's knowledge: a score estimate, a light play-out policy and the Mayor's candidates.
//!
//! * Estimate: VP chips + printed building VP + 3 per occupied large building (its bonus) + a third of a point
//!   per doubloon and per barrel (what they may still buy or ship).
//! * Play-outs: the Mayor places colonists by the engine's suggested arrangement; in other steps a seat rarely
//!   passes when it may act, and a builder compares two random buildings and takes the dearer.
//! * The Mayor's hundreds of thousands of arrangements: the suggested one plus distinct random ones.

use galleon_rules::puerto_rico::{Action, Player, PuertoRico, Step};
use galleon_rules::{Game, Seat};
use rand::Rng;

use crate::{add_samples, budget, value_from_scores, AiGame, Level, MAX_CANDIDATES};

/// Points of estimate worth about one "step" of the evaluation's sigmoid.
const SCALE: f64 = 5.0;
/// Arrangements compared in the Mayor phase.
const MAYOR_CANDIDATES: usize = 16;
/// How often a play-out seat that may act passes anyway.
const PASS_RATE: f64 = 0.1;

/// A seat's likely final score, from its board now.
pub fn estimate(p: &Player) -> f64 {
    let buildings: f64 = p
        .buildings()
        .iter()
        .map(|slot| {
            let info = slot.building.info();
            let bonus = if info.spaces == 2 && slot.colonists > 0 {
                3.0
            } else {
                0.0
            };
            info.vp as f64 + bonus
        })
        .sum();
    p.vp_chips as f64 + buildings + (p.doubloons + p.barrels()) as f64 / 3.0
}

impl AiGame for PuertoRico {
    fn evaluate(&self, seat: Seat) -> f64 {
        let outcome = self.outcome();
        let scores: Vec<f64> = match &outcome {
            Some(outcome) => {
                let mut scores = vec![0.0; self.players()];
                for s in &outcome.standings {
                    scores[s.seat] = s.score as f64 + s.tiebreak as f64 / 100.0;
                }
                scores
            }
            None => (0..self.players()).map(|s| estimate(self.seat(s))).collect(),
        };
        let winners = outcome.as_ref().map(|o| o.winners());
        value_from_scores(&scores, seat, SCALE, winners.as_deref())
    }

    fn rollout_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if self.step() == Step::Arrange {
            return self.default_arrangement(seat).map(Action::Colonists);
        }
        // Listed on the stack, not in two heap lists: a play-out asks at every move (the same draws as before).
        let legal = self.legal_moves(seat);
        let moves = || legal.iter().filter(|a| *a != Action::Pass);
        let count = moves().count();
        if count == 0 {
            return legal.iter().next();
        }
        if count < legal.len() && rng.gen_bool(PASS_RATE) {
            return Some(Action::Pass);
        }
        let a = moves().nth(rng.gen_range(0..count))?;
        let b = moves().nth(rng.gen_range(0..count))?;
        Some(if cost(&b) > cost(&a) { b } else { a })
    }

    fn candidates<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Vec<Action> {
        let Some(suggested) = self.default_arrangement(seat) else {
            let mut moves = self.legal_actions(seat);
            if moves.len() > MAX_CANDIDATES {
                moves = self.suggested_actions(seat);
                add_samples(&mut moves, MAX_CANDIDATES, || self.random_action(seat, rng));
            }
            return moves;
        };
        let mut moves = vec![Action::Colonists(suggested)];
        let limit = (self.arrangement_count(seat) as usize).min(MAYOR_CANDIDATES);
        add_samples(&mut moves, limit, || self.random_action(seat, rng));
        moves
    }

    fn rollout_depth(&self) -> usize {
        150
    }

    fn iterations(level: Level) -> u32 {
        budget::iterations(level, 1.0)
    }
}

/// What a build costs on paper (0 for other moves): play-outs prefer dearer buildings.
fn cost(action: &Action) -> u8 {
    match action {
        Action::Build(building, _) | Action::BlackMarket(building, _, _) => building.info().cost,
        _ => 0,
    }
}
