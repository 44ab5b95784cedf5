//! The round's flow: revealing the tiles (start of phase 1), and after the personal canal either drought then
//! income (phase 7) and the next round, or, after the last round, the final drought and the end.

use crate::santiago::data::{self, INCOME};
use crate::santiago::events::Event;
use crate::santiago::{Phase, Santiago};

impl Santiago {
    /// Turns up the top tile of every stack and opens the bidding left of the overseer.
    pub(crate) fn start_round(&mut self) {
        self.round += 1;
        let rounds = self.rounds() as usize;
        for stack in 0..data::stacks(self.players()) {
            self.auction[stack] = Some(self.deck[stack * rounds + self.round as usize - 1]);
        }
        self.bids = Default::default();
        self.proposals = Default::default();
        self.log(Event::RoundStarted { round: self.round });
        self.phase = Phase::Bidding;
        self.step = 0;
        self.actor = self.seat_after_overseer(1);
    }

    /// After phase 5.
    pub(crate) fn end_round(&mut self) {
        if self.round == self.rounds() {
            self.final_drought();
            self.phase = Phase::Over;
            self.log(Event::GameOver);
        } else {
            self.drought();
            self.income();
            self.start_round();
        }
    }

    /// Phase 7: 3 escudos each from the bank.
    fn income(&mut self) {
        for seat in 0..self.players() {
            self.money[seat] += INCOME;
        }
        self.log(Event::Income { amount: INCOME });
    }
}
