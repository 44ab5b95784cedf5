//! Craftsman: production, then the craftsman's privilege barrel.
//!
//! Every seat produces from the craftsman clockwise (no decision: done at once). Corn comes straight from
//! occupied corn plantations; other goods need an occupied plantation matched by an occupied production circle
//! of that good. A short supply gives what is left, in that order. An occupied Factory pays for the kinds
//! actually received: 0/1/2/3/5 doubloons for 1/2/3/4/5 kinds. Then the craftsman may take one more barrel of a
//! kind he received in this production, if the supply has one (seed 003's clarification; none if he received
//! nothing).

use super::action::Action;
use super::data::{BuildingId, Good, GOODS};
use super::errors;
use super::view::Event;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

/// Factory income by number of kinds produced.
const FACTORY_INCOME: [u32; GOODS + 1] = [0, 0, 1, 2, 3, 5];

impl PuertoRico {
    pub(super) fn start_craftsman(&mut self) {
        self.craftsman_goods = 0;
        for offset in 0..self.n() {
            let seat = self.after(self.role_seat, offset);
            let received = self.produce(seat);
            if offset == 0 {
                self.craftsman_goods = received;
            }
        }
        if self.craft_options() == 0 {
            self.finish_phase();
        } else {
            self.step = Step::CraftPrivilege;
            self.actor = self.role_seat;
        }
    }

    /// Gives `seat` its production; returns the kinds received (bit per good).
    fn produce(&mut self, seat: Seat) -> u8 {
        let mut goods = [0u8; GOODS];
        for good in Good::ALL {
            let g = good.index();
            let amount = self.seats[seat].production(good).min(self.goods_supply[g] as u32) as u8;
            self.goods_supply[g] -= amount;
            self.seats[seat].goods[g] += amount;
            goods[g] = amount;
        }
        let kinds = goods.iter().filter(|&&n| n > 0).count();
        if kinds > 0 {
            self.log(Event::Produced { seat, goods });
        }
        if self.seats[seat].occupied(BuildingId::Factory) && FACTORY_INCOME[kinds] > 0 {
            let doubloons = FACTORY_INCOME[kinds];
            self.seats[seat].doubloons += doubloons;
            self.log(Event::FactoryIncome { seat, doubloons });
        }
        goods
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .fold(0, |bits, (g, _)| bits | 1 << g)
    }

    /// Goods the privilege can still give (bit per good).
    fn craft_options(&self) -> u8 {
        Good::ALL
            .iter()
            .filter(|g| self.goods_supply[g.index()] > 0)
            .fold(0, |bits, g| bits | 1 << g.index())
            & self.craftsman_goods
    }

    pub(super) fn craft_actions(&self, f: &mut dyn FnMut(Action)) {
        let options = self.craft_options();
        for good in Good::ALL.into_iter().filter(|g| options & (1 << g.index()) != 0) {
            f(Action::Craft(good));
        }
        f(Action::Pass);
    }

    pub(super) fn craft_privilege(&mut self, seat: Seat, good: Good) -> Result<(), RuleError> {
        let g = good.index();
        if self.craftsman_goods & (1 << g) == 0 {
            return Err(RuleError::new(errors::NOT_PRODUCED).with("good", good.id()));
        }
        if self.goods_supply[g] == 0 {
            return Err(RuleError::new(errors::GOOD_SUPPLY_EMPTY).with("good", good.id()));
        }
        self.goods_supply[g] -= 1;
        self.seats[seat].goods[g] += 1;
        self.log(Event::PrivilegeBarrel { seat, good });
        self.finish_phase();
        Ok(())
    }

    pub(super) fn pass_craftsman(&mut self, seat: Seat) {
        self.log_pass(seat);
        self.finish_phase();
    }
}
