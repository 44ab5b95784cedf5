//! The final ranking: the most VP wins; ties mean a shared victory, with no tie-breaker, so every
//! standing's tie-break value is 0 and tied seats share a rank.
//!
//! The breakdown shows the final scoring's computed steps 2–5 ([`super::scoring::FinalTally`]), which were added
//! to the players' VP when the game ended, and everything scored before them as `mc-score-play` (VP won during
//! the game, the interim scorings and the final scoring's step 1).
//!
//! Solo: only the human has a seat; they rank 1 when they score at least Jeanne's VP (a tie is shared, as in the
//! classic game), 2 otherwise. Their breakdown holds their own points only: her score is her board's VP (the host
//! ranks her on a line of her own).

use super::instance::Maracaibo;
use super::keys;
use super::solo::{AUTOMA_SEAT, HUMAN_SEAT};
use crate::game::{Outcome, Standing};

impl Maracaibo {
    pub(crate) fn final_outcome(&self) -> Outcome {
        let (pack, state) = (self.pack(), self.state());
        let standings = (0..state.players.len())
            .map(|seat| {
                let tally = state.final_tally(pack, seat);
                let vp = state.players[seat].vp as i64;
                let breakdown = [
                    (keys::SCORE_PLAY, vp - tally.total() as i64),
                    (keys::SCORE_VP_INCOME, tally.vp_income as i64),
                    (keys::SCORE_DOUBLOON_INCOME, tally.doubloon_income_vp as i64),
                    (keys::SCORE_CARDS, tally.cards as i64),
                    (keys::SCORE_BUILDINGS, tally.buildings as i64),
                    (keys::SCORE_MAJORITIES, tally.majorities as i64),
                    (keys::SCORE_NOBILITY, tally.nobility as i64),
                ];
                Standing {
                    seat,
                    rank: 0,
                    score: vp,
                    tiebreak: 0,
                    breakdown: breakdown.iter().map(|&(k, v)| (k.to_string(), v)).collect(),
                }
            })
            .collect();
        if state.solo.is_some() {
            return solo_outcome(standings, state.players[AUTOMA_SEAT].vp as i64);
        }
        Outcome::ranked(standings)
    }
}

/// The human's standing against Jeanne's score.
fn solo_outcome(standings: Vec<Standing>, jeanne: i64) -> Outcome {
    let mut human = standings
        .into_iter()
        .find(|s| s.seat == HUMAN_SEAT)
        .expect("the human's seat");
    human.rank = if human.score >= jeanne { 1 } else { 2 };
    Outcome { standings: vec![human] }
}
