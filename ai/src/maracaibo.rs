//! Maracaibo's knowledge: the score if the game ended now (VP so far plus the final scoring's steps 2–5 as the
//! board stands: income, cards, buildings, majorities, nobility), for every seat, Jeanne included in solo.
//!
//! Play-outs are uniformly random (the engine samples the set-up's card choices without listing them) and are
//! cut after [`ROLLOUT_DEPTH`] moves, since a whole random game costs some 0.4 ms; the estimate judges the rest.

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::{Game, Seat};

use crate::{budget, value_from_scores, AiGame, Level};

/// Points worth about one "step" of the evaluation's sigmoid.
const SCALE: f64 = 8.0;
/// Play-out moves before the estimate judges.
pub const ROLLOUT_DEPTH: usize = 40;

/// Every seat's likely final score (Jeanne's too in solo).
pub fn estimates(game: &Maracaibo) -> Vec<f64> {
    let state = game.state();
    (0..state.players.len())
        .map(|seat| (state.players[seat].vp + state.final_tally(game.pack(), seat).total()) as f64)
        .collect()
}

impl AiGame for Maracaibo {
    fn evaluate(&self, seat: Seat) -> f64 {
        let winners = self.outcome().map(|o| o.winners());
        let scores = match winners {
            // The final scoring is already in the VP.
            Some(_) => self.state().players.iter().map(|p| p.vp as f64).collect(),
            None => estimates(self),
        };
        value_from_scores(&scores, seat, SCALE, winners.as_deref())
    }

    fn rollout_depth(&self) -> usize {
        ROLLOUT_DEPTH
    }

    fn iterations(level: Level) -> u32 {
        budget::iterations(level, 2.5)
    }
}
