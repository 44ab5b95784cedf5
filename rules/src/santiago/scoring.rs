//! Scoring: every worker earns its owner the size of its field (orthogonally adjacent green tiles of one crop,
//! across ditches); a palm counts as one more worker while its tile's owner keeps a worker there. The score is
//! money plus that income; equal scores share a rank.

use serde::{Deserialize, Serialize};

use crate::game::{Outcome, Seat, Standing};
use crate::santiago::data::MAX_PLAYERS;
use crate::santiago::errors;
use crate::santiago::geometry::Square;
use crate::santiago::Santiago;

/// One seat's score, by source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub money: u32,
    pub fields: u32,
    pub palms: u32,
}

impl Score {
    pub fn total(&self) -> u32 {
        self.money + self.fields + self.palms
    }
}

impl Santiago {
    /// What each seat would score if the fields were counted now.
    pub fn scores(&self) -> Vec<Score> {
        let mut scores = [Score::default(); MAX_PLAYERS];
        let sizes = self.board.field_sizes();
        for square in Square::all() {
            let Some(plot) = self.board.plot(square) else { continue };
            let (Some(owner), size) = (plot.owner(), sizes[square.index()] as u32) else {
                continue;
            };
            if plot.desert || plot.workers == 0 {
                continue;
            }
            scores[owner].fields += plot.workers as u32 * size;
            if self.board.palms() & square.bit() != 0 && plot.palm_counts() {
                scores[owner].palms += size;
            }
        }
        (0..self.players())
            .map(|seat| Score {
                money: self.money[seat],
                ..scores[seat]
            })
            .collect()
    }

    pub(crate) fn final_outcome(&self) -> Outcome {
        let standings = self
            .scores()
            .into_iter()
            .enumerate()
            .map(|(seat, score)| self.standing(seat, score));
        Outcome::ranked(standings.collect())
    }

    fn standing(&self, seat: Seat, score: Score) -> Standing {
        let mut breakdown = vec![
            (errors::SCORE_MONEY.to_string(), score.money as i64),
            (errors::SCORE_FIELDS.to_string(), score.fields as i64),
        ];
        if self.options.palms {
            breakdown.push((errors::SCORE_PALMS.to_string(), score.palms as i64));
        }
        Standing {
            seat,
            rank: 0,
            score: score.total() as i64,
            tiebreak: 0,
            breakdown,
        }
    }
}
