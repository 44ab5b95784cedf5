//! Phase 1 (bids) and phase 2 (the overseer change), which also fixes phase 3's placement order.
//!
//! From the overseer's left, clockwise, each player bids once (0 up to his money, every bid different) or passes.
//! The new overseer is the lowest bidder if nobody passed, else the first player who passed. Placement order:
//! bids from high to low, then the passers, the last to pass first.

use serde::{Deserialize, Serialize};

use crate::error::RuleError;
use crate::game::Seat;
use crate::santiago::errors;
use crate::santiago::events::Event;
use crate::santiago::{Phase, Santiago};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bid {
    Pass,
    Escudos(u32),
}

impl Santiago {
    /// This round's bids in speaking order.
    pub fn bids(&self) -> impl Iterator<Item = (Seat, Bid)> + '_ {
        self.bids.iter().flatten().map(|&(seat, bid)| (seat as Seat, bid))
    }

    /// The bid of `seat` this round, if he spoke.
    pub fn bid_of(&self, seat: Seat) -> Option<Bid> {
        self.bids().find(|&(s, _)| s == seat).map(|(_, bid)| bid)
    }

    pub(crate) fn bid_taken(&self, amount: u32) -> bool {
        self.bids().any(|(_, bid)| bid == Bid::Escudos(amount))
    }

    /// `bid <n>` / `bid pass`.
    pub(crate) fn bid(&mut self, amount: Option<u32>) -> Result<(), RuleError> {
        let seat = self.actor as Seat;
        if let Some(amount) = amount {
            if self.bid_taken(amount) {
                return Err(RuleError::new(errors::BID_TAKEN).with("amount", amount));
            }
            self.check_money(seat, amount)?;
        }
        let bid = amount.map_or(Bid::Pass, Bid::Escudos);
        self.bids[self.step as usize] = Some((seat as u8, bid));
        self.log(Event::Bid { seat, amount });
        self.step += 1;
        if (self.step as usize) < self.players() {
            self.actor = self.seat_after_overseer(self.step as usize + 1);
        } else {
            self.change_overseer();
        }
        Ok(())
    }

    pub(crate) fn check_money(&self, seat: Seat, amount: u32) -> Result<(), RuleError> {
        if amount > self.money[seat] {
            return Err(RuleError::new(errors::NOT_ENOUGH_MONEY)
                .with("amount", amount)
                .with("money", self.money[seat]));
        }
        Ok(())
    }

    /// Phase 2, and the placement order of phase 3.
    fn change_overseer(&mut self) {
        let mut bidders: Vec<(u32, u8)> = Vec::with_capacity(self.players());
        let mut passers: Vec<u8> = Vec::with_capacity(self.players());
        for &(seat, bid) in self.bids.iter().flatten() {
            match bid {
                Bid::Escudos(amount) => bidders.push((amount, seat)),
                Bid::Pass => passers.push(seat),
            }
        }
        bidders.sort_unstable_by(|a, b| b.cmp(a));
        self.overseer = match passers.first() {
            Some(&first_passer) => first_passer,
            None => bidders.last().expect("everybody bid").1,
        };
        self.log(Event::OverseerChanged {
            seat: self.overseer as Seat,
        });
        let order = bidders
            .iter()
            .map(|&(_, seat)| seat)
            .chain(passers.iter().rev().copied());
        for (slot, seat) in order.enumerate() {
            self.order[slot] = seat;
        }
        self.phase = Phase::Placement;
        self.step = 0;
        self.actor = self.order[0];
    }
}
