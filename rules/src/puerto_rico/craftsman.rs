//! Craftsman: production, then the craftsman's privilege barrel.
//!
//! Every seat produces from the craftsman clockwise (no decision: done at once). Corn comes straight from
//! occupied corn plantations; other goods need an occupied plantation matched by an occupied production circle
//! of that good. A short supply gives what is left, in that order. An occupied Factory pays for the kinds
//! actually received: 0/1/2/3/5 doubloons for 1/2/3/4/5 kinds. Then the craftsman may take one more barrel of a
//! kind he received in this production, if the supply has one (a clarification of the rules; none if he received
//! nothing).
//!
//! Expansion: an occupied Aqueduct adds 1 indigo (sugar) when the owner receives at least 1 from his occupied
//! (large) Indigo Plant (Sugar Mill) — the large building's circles are counted before the small one's — as
//! far as the supply goes. An occupied Specialty Factory pays 1/2/3 doubloons for 2/3/4+ barrels of the largest
//! kind received (Aqueduct barrels included; for the craftsman, his privilege barrels too, so he is paid at the
//! end of the phase). The craftsman with an occupied Library takes a second privilege barrel (any kind he
//! produced, the same one again allowed).

use super::action::Action;
use super::data::{BuildingId, Good, GOODS};
use super::errors;
use super::view::Event;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

/// Factory income by number of kinds produced.
const FACTORY_INCOME: [u32; GOODS + 1] = [0, 0, 1, 2, 3, 5];

/// Specialty Factory income by the largest number of barrels of one kind received (4 or more: 3).
fn specialty_income(most: u8) -> u32 {
    (most.min(4) as u32).saturating_sub(1)
}

impl PuertoRico {
    pub(super) fn start_craftsman(&mut self) {
        self.craftsman_goods = 0;
        self.library_extra = self.privilege() > 1;
        for offset in 0..self.n() {
            let seat = self.after(self.role_seat, offset);
            let received = self.produce(seat);
            if offset == 0 {
                self.craftsman_goods = received;
            }
        }
        if self.craft_options() == 0 {
            self.finish_craftsman();
        } else {
            self.step = Step::CraftPrivilege;
            self.actor = self.role_seat;
        }
    }

    /// Pays the craftsman's Specialty Factory (his privilege barrels counted), then ends the phase.
    fn finish_craftsman(&mut self) {
        self.library_extra = false;
        let received = std::mem::take(&mut self.craft_received);
        let most = received.iter().copied().max().unwrap_or(0);
        self.specialty_factory(self.role_seat as Seat, most);
        self.finish_phase();
    }

    fn specialty_factory(&mut self, seat: Seat, most: u8) {
        let doubloons = specialty_income(most);
        if doubloons > 0 && self.works(seat, BuildingId::SpecialtyFactory) {
            self.seats[seat].doubloons += doubloons;
            self.log(Event::SpecialtyFactoryIncome { seat, doubloons });
        }
    }

    /// Barrels of `good` the seat's production gives (`produced`: its share of `Player::production`), the Aqueduct's
    /// included (before the supply's limit).
    fn production_with_aqueduct(&self, seat: Seat, good: Good, produced: u32) -> u32 {
        let p = &self.seats[seat];
        let large = match good {
            Good::Indigo => BuildingId::IndigoPlant,
            Good::Sugar => BuildingId::SugarMill,
            _ => return produced,
        };
        let aqueduct = produced > 0 && self.works(seat, BuildingId::Aqueduct) && p.occupied(large);
        produced + aqueduct as u32
    }

    /// Gives `seat` its production; returns the kinds received (bit per good).
    fn produce(&mut self, seat: Seat) -> u8 {
        let mut goods = [0u8; GOODS];
        let production = self.seats[seat].production();
        for good in Good::ALL {
            let g = good.index();
            let amount = self
                .production_with_aqueduct(seat, good, production[g])
                .min(self.goods_supply[g] as u32) as u8;
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
        if seat == self.role_seat as Seat && self.works(seat, BuildingId::SpecialtyFactory) {
            self.craft_received = goods;
        } else {
            self.specialty_factory(seat, goods.iter().copied().max().unwrap_or(0));
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

    pub(super) fn craft_actions(&self, f: &mut impl FnMut(Action)) {
        let options = self.craft_options();
        for good in Good::ALL.into_iter().filter(|g| options & (1 << g.index()) != 0) {
            f(Action::Craft(good));
        }
        f(Action::Pass);
    }

    pub(super) fn craft_privilege(&mut self, seat: Seat, good: Good) -> Result<(), RuleError> {
        let g = good.index();
        if self.craftsman_goods & (1 << g) == 0 {
            return Err(RuleError::new(errors::NOT_PRODUCED).word("good", good.id()));
        }
        if self.goods_supply[g] == 0 {
            return Err(RuleError::new(errors::GOOD_SUPPLY_EMPTY).word("good", good.id()));
        }
        self.goods_supply[g] -= 1;
        self.seats[seat].goods[g] += 1;
        self.log(Event::PrivilegeBarrel { seat, good });
        if self.works(seat, BuildingId::SpecialtyFactory) {
            self.craft_received[g] += 1;
        }
        if std::mem::take(&mut self.library_extra) && self.craft_options() != 0 {
            return Ok(());
        }
        self.finish_craftsman();
        Ok(())
    }

    pub(super) fn pass_craftsman(&mut self, seat: Seat) {
        self.log_pass(seat);
        self.finish_craftsman();
    }
}
