//! The scorings' flow (step 1 of the interim and final scorings, then the end): from the end of the triggering
//! turn, each player in turn from the trigger player chooses to buy a card, invest in a prestige building, or
//! score 2 VP; the choice's decisions are settled; after an interim purchase or investment the player draws as in
//! Phase C (a ruling).
//! Then an interim scoring runs steps 2–7 ([`super::round_end`]) and the next round begins; the final scoring
//! adds steps 2–5 ([`super::scoring`]) to every player and the game is over.

use serde::{Deserialize, Serialize};

use super::buying::Purchase;
use super::content::map::Scoring;
use super::content::ContentPack;
use super::drawing::DrawSource;
use super::keys;
use super::state::{Phase, State};
use crate::error::RuleError;
use crate::game::Seat;

use super::state::{ScoringStep, Stage};

/// VP for choosing neither a purchase nor an investment.
pub const SCORING_PASS_VP: u32 = 2;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoringChoice {
    Buy(Purchase),
    Invest(usize),
    TwoVp,
}

impl State {
    fn scoring_step(&self) -> Option<ScoringStep> {
        match self.turn.phase {
            Phase::Scoring(step) => Some(step),
            _ => None,
        }
    }

    /// The triggering turn is over: step 1 begins with the trigger player.
    pub fn begin_scoring(&mut self, kind: Scoring, trigger: Seat) {
        self.turn.phase = Phase::Scoring(ScoringStep {
            kind,
            trigger,
            done: 0,
            stage: Stage::Choosing,
        });
        self.turn.seat = trigger;
    }

    /// The step-1 choices of `seat` (empty unless it is their choice now).
    pub fn scoring_choices(&self, pack: &ContentPack, seat: Seat) -> Vec<ScoringChoice> {
        match self.scoring_step() {
            Some(step) if step.stage == Stage::Choosing && seat == self.turn.seat => {}
            _ => return Vec::new(),
        }
        let mut choices: Vec<ScoringChoice> = self.purchases(pack, seat).into_iter().map(ScoringChoice::Buy).collect();
        choices.extend(self.investments(pack, seat).into_iter().map(ScoringChoice::Invest));
        choices.push(ScoringChoice::TwoVp);
        choices
    }

    /// Whether `choice` is one of [`State::scoring_choices`] in the choosing stage, without listing them.
    pub(crate) fn is_scoring_choice(&self, pack: &ContentPack, seat: Seat, choice: &ScoringChoice) -> bool {
        match choice {
            ScoringChoice::Buy(purchase) => self.can_buy(pack, seat, purchase),
            ScoringChoice::Invest(slot) => self.investments(pack, seat).contains(slot),
            ScoringChoice::TwoVp => true,
        }
    }

    /// Makes the step-1 choice; on error nothing changes.
    pub fn choose_scoring(&mut self, pack: &ContentPack, seat: Seat, choice: &ScoringChoice) -> Result<(), RuleError> {
        let Some(mut step) = self.scoring_step() else {
            return Err(RuleError::new(keys::WRONG_PHASE).word("phase", "scoring"));
        };
        if seat != self.turn.seat {
            return Err(RuleError::new(crate::error::keys::NOT_YOUR_TURN).with("seat", seat));
        }
        if step.stage != Stage::Choosing || !self.is_scoring_choice(pack, seat, choice) {
            return Err(RuleError::new(keys::NOT_OFFERED));
        }
        let bought = *choice != ScoringChoice::TwoVp;
        step.stage = Stage::Settling {
            draw: bought && step.kind == Scoring::Interim,
        };
        self.turn.phase = Phase::Scoring(step);
        match choice {
            ScoringChoice::Buy(purchase) => self.buy(pack, seat, purchase),
            ScoringChoice::Invest(slot) => self.invest(pack, seat, *slot),
            ScoringChoice::TwoVp => self.players[seat].vp += SCORING_PASS_VP,
        }
        self.advance_scoring(pack);
        Ok(())
    }

    /// Draws one card after an interim purchase or investment.
    pub fn scoring_draw(&mut self, pack: &ContentPack, seat: Seat, source: DrawSource) -> Result<(), RuleError> {
        match self.scoring_step() {
            Some(step) if step.stage == Stage::Drawing => {}
            _ => return Err(RuleError::new(keys::WRONG_PHASE).word("phase", "scoring")),
        }
        if seat != self.turn.seat {
            return Err(RuleError::new(crate::error::keys::NOT_YOUR_TURN).with("seat", seat));
        }
        self.draw(pack, seat, source)?;
        self.advance_scoring(pack);
        Ok(())
    }

    /// Moves the scoring on as far as it goes without a player's input.
    pub fn advance_scoring(&mut self, pack: &ContentPack) {
        while let Some(mut step) = self.scoring_step() {
            let seat = self.turn.seat;
            match step.stage {
                Stage::Choosing if !self.is_automa(seat) => return,
                // Jeanne scores nothing in step 1 (solo rules).
                Stage::Choosing => step.stage = Stage::Settling { draw: false },
                _ if !self.turn.pending.is_empty() => return,
                Stage::Settling { draw: true } => step.stage = Stage::Drawing,
                Stage::Drawing if !self.draw_sources(pack, seat).is_empty() => return,
                Stage::Drawing | Stage::Settling { draw: false } => {
                    if step.stage == Stage::Drawing {
                        self.finish_drawing();
                    }
                    step.done += 1;
                    step.stage = Stage::Choosing;
                    if step.done as usize == self.players.len() {
                        self.finish_scoring(pack, step);
                        return;
                    }
                    self.turn.seat = (step.trigger + step.done as usize) % self.players.len();
                }
            }
            self.turn.phase = Phase::Scoring(step);
        }
    }

    fn finish_scoring(&mut self, pack: &ContentPack, step: ScoringStep) {
        match step.kind {
            Scoring::Interim => self.close_interim_round(pack, step.trigger),
            Scoring::Final => {
                let tallies: Vec<u32> = (0..self.players.len())
                    .map(|s| self.final_tally(pack, s).total())
                    .collect();
                for (player, vp) in self.players.iter_mut().zip(tallies) {
                    player.vp += vp;
                }
                self.score_automa_end_bonuses(pack);
                self.turn.phase = Phase::GameOver;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::turn::tests::{loc, pack, ready};

    #[test]
    fn interim_step_one_goes_round_the_table_then_the_next_round_starts() {
        let mut state = ready(3, 12);
        state.players[1].ship = loc("20");
        state.turn.seat = 1;
        state.turn.phase = Phase::Sail;
        state.sail_turn(pack(), 1, &[loc("21a")]).unwrap();
        state.end_main(pack(), 1).unwrap();
        assert!(matches!(
            state.turn.phase,
            Phase::Scoring(ScoringStep {
                trigger: 1,
                done: 0,
                ..
            })
        ));
        assert_eq!(state.turn.seat, 1);
        let vp = state.players[1].vp;
        state.choose_scoring(pack(), 1, &ScoringChoice::TwoVp).unwrap();
        assert_eq!(state.players[1].vp, vp + 2);
        assert_eq!(state.turn.seat, 2);
        assert_eq!(
            state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap_err().key,
            crate::error::keys::NOT_YOUR_TURN
        );
        // Seat 2 buys its planned card, then draws back to its hand limit before seat 0 chooses.
        state.players[2].doubloons = 30;
        let planned = pack().cards.find("A07").unwrap();
        state.players[2].planning = vec![planned];
        state.players[2].hand.truncate(2);
        let buy = state
            .scoring_choices(pack(), 2)
            .into_iter()
            .find(|c| matches!(c, ScoringChoice::Buy(p) if p.card == planned))
            .unwrap();
        state.choose_scoring(pack(), 2, &buy).unwrap();
        while !state.turn.pending.is_empty() {
            state
                .decide(pack(), 2, &crate::maracaibo::tasks::Decision::Decline)
                .unwrap();
            state.advance_scoring(pack());
        }
        assert!(matches!(
            state.turn.phase,
            Phase::Scoring(ScoringStep {
                stage: Stage::Drawing,
                ..
            })
        ));
        state.scoring_draw(pack(), 2, DrawSource::Pile).unwrap();
        state.scoring_draw(pack(), 2, DrawSource::Pile).unwrap();
        assert_eq!(state.players[2].hand.len(), 4);
        assert!(state.players[2].bought.contains(&planned));
        assert_eq!(state.turn.seat, 0);
        state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
        assert_eq!((state.round, state.turn.seat, state.turn.phase), (2, 2, Phase::Sail));
    }

    #[test]
    fn the_final_scoring_ends_the_game() {
        let mut state = ready(2, 12);
        state.round = 4;
        state.players[0].ship = loc("21b");
        state.turn.phase = Phase::Sail;
        state.sail_turn(pack(), 0, &[loc("22")]).unwrap();
        state.end_main(pack(), 0).unwrap();
        let tallies: Vec<u32> = (0..2).map(|s| state.final_tally(pack(), s).total()).collect();
        let vps: Vec<u32> = state.players.iter().map(|p| p.vp).collect();
        state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
        state.choose_scoring(pack(), 1, &ScoringChoice::TwoVp).unwrap();
        assert_eq!(state.turn.phase, Phase::GameOver);
        for seat in 0..2 {
            assert_eq!(state.players[seat].vp, vps[seat] + 2 + tallies[seat]);
        }
    }
}
