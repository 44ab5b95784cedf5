//! Phase 4: from the overseer's left, clockwise, each other player once passes, proposes a canal position (empty,
//! connected, not yet proposed) with an amount, or supports an earlier proposal with an amount (1 up to his
//! money). Then the overseer accepts one proposal (he builds there and every contributor pays him his amount), or
//! builds on an open position nobody proposed and pays the bank the largest proposal total + 1 (1 if there was
//! no proposal). An overseer who cannot pay that must accept a proposal (rulings 5 and 6 in the module doc).

use serde::{Deserialize, Serialize};

use crate::error::RuleError;
use crate::game::Seat;
use crate::santiago::data::MAX_PLAYERS;
use crate::santiago::errors;
use crate::santiago::events::Event;
use crate::santiago::geometry::Position;
use crate::santiago::{Phase, Santiago};

/// A bribe offered to the overseer for building at `position`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    pub position: Position,
    pub proposer: u8,
    /// Escudos promised by each seat (the proposer included); 0 for the others.
    pub amounts: [u32; MAX_PLAYERS],
}

impl Proposal {
    pub fn total(&self) -> u32 {
        self.amounts.iter().sum()
    }
}

impl Santiago {
    pub fn proposals(&self) -> impl Iterator<Item = &Proposal> + '_ {
        self.proposals.iter().flatten()
    }

    pub(crate) fn proposal_at(&self, position: Position) -> Option<usize> {
        self.proposals
            .iter()
            .position(|p| p.is_some_and(|p| p.position == position))
    }

    /// Positions proposed this round.
    pub(crate) fn proposed(&self) -> u32 {
        self.proposals().fold(0, |acc, p| acc | p.position.bit())
    }

    /// What building elsewhere costs the overseer: the largest proposal total + 1, or 1 without proposal.
    pub fn rejection_cost(&self) -> u32 {
        self.proposals().map(Proposal::total).max().unwrap_or(0) + 1
    }

    /// What the overseer actually pays to build elsewhere, if he may (ruling 5: free when there is no proposal
    /// and he has no money).
    pub(crate) fn rejection_payment(&self) -> Option<u32> {
        let (cost, money) = (self.rejection_cost(), self.money[self.overseer as usize]);
        match self.proposals().next() {
            None => Some(cost.min(money)),
            Some(_) => (money >= cost).then_some(cost),
        }
    }

    /// Positions where the overseer may build without a proposal (if he can pay).
    pub(crate) fn unproposed_open_positions(&self) -> u32 {
        self.board.open_positions() & !self.proposed()
    }

    pub(crate) fn start_bribes(&mut self) {
        self.phase = Phase::Bribes;
        self.step = 0;
        self.actor = self.seat_after_overseer(1);
    }

    pub(crate) fn check_open(&self, position: Position) -> Result<(), RuleError> {
        if self.board.canals() & position.bit() != 0 {
            return Err(RuleError::new(errors::CANAL_TAKEN).word("position", position));
        }
        if self.board.open_positions() & position.bit() == 0 {
            return Err(RuleError::new(errors::NOT_CONNECTED).word("position", position));
        }
        Ok(())
    }

    fn check_amount(&self, seat: Seat, amount: u32) -> Result<(), RuleError> {
        if amount == 0 {
            return Err(RuleError::new(errors::AMOUNT_ZERO));
        }
        self.check_money(seat, amount)
    }

    /// `bribe <position> <n>`.
    pub(crate) fn propose(&mut self, position: Position, amount: u32) -> Result<(), RuleError> {
        let seat = self.actor as Seat;
        self.check_open(position)?;
        if self.proposal_at(position).is_some() {
            return Err(RuleError::new(errors::ALREADY_PROPOSED).word("position", position));
        }
        self.check_amount(seat, amount)?;
        let slot = self
            .proposals
            .iter()
            .position(Option::is_none)
            .expect("one proposal per other player");
        let mut amounts = [0; MAX_PLAYERS];
        amounts[seat] = amount;
        self.proposals[slot] = Some(Proposal {
            position,
            proposer: seat as u8,
            amounts,
        });
        self.log(Event::Proposed { seat, position, amount });
        self.next_briber();
        Ok(())
    }

    /// `support <position> <n>`.
    pub(crate) fn support(&mut self, position: Position, amount: u32) -> Result<(), RuleError> {
        let seat = self.actor as Seat;
        let slot = self
            .proposal_at(position)
            .ok_or_else(|| RuleError::new(errors::NO_PROPOSAL).word("position", position))?;
        self.check_amount(seat, amount)?;
        self.proposals[slot].as_mut().expect("found").amounts[seat] += amount;
        self.log(Event::Supported { seat, position, amount });
        self.next_briber();
        Ok(())
    }

    /// `bribe pass`.
    pub(crate) fn pass_bribe(&mut self) -> Result<(), RuleError> {
        self.log(Event::BribePassed {
            seat: self.actor as Seat,
        });
        self.next_briber();
        Ok(())
    }

    fn next_briber(&mut self) {
        self.step += 1;
        if (self.step as usize) < self.players() - 1 {
            self.actor = self.seat_after_overseer(self.step as usize + 1);
        } else {
            self.phase = Phase::Overseer;
            self.actor = self.overseer;
        }
    }

    /// `overseer accept <position>`.
    pub(crate) fn accept(&mut self, position: Position) -> Result<(), RuleError> {
        let slot = self
            .proposal_at(position)
            .ok_or_else(|| RuleError::new(errors::NO_PROPOSAL).word("position", position))?;
        let proposal = self.proposals[slot].expect("found");
        let overseer = self.overseer as usize;
        for (seat, &amount) in proposal.amounts.iter().enumerate() {
            self.money[seat] -= amount;
            self.money[overseer] += amount;
        }
        self.build_general_canal(position);
        self.log(Event::Accepted {
            seat: overseer,
            position,
            total: proposal.total(),
        });
        self.start_personal_canals();
        Ok(())
    }

    /// `overseer build <position>`.
    pub(crate) fn build_elsewhere(&mut self, position: Position) -> Result<(), RuleError> {
        self.check_open(position)?;
        if self.proposal_at(position).is_some() {
            return Err(RuleError::new(errors::BUILD_ON_PROPOSAL).word("position", position));
        }
        let overseer = self.overseer as usize;
        let paid = self.rejection_payment().ok_or_else(|| {
            RuleError::new(errors::CANNOT_PAY)
                .with("cost", self.rejection_cost())
                .with("money", self.money[overseer])
        })?;
        self.money[overseer] -= paid;
        self.build_general_canal(position);
        self.log(Event::BuiltElsewhere {
            seat: overseer,
            position,
            paid,
        });
        self.start_personal_canals();
        Ok(())
    }

    fn build_general_canal(&mut self, position: Position) {
        self.board.build(position);
        self.supply_canals -= 1;
    }
}
