//! Trader: each seat in turn may sell one barrel to the trading house.
//!
//! Four spaces; no kind twice unless the seller has an occupied Office; nothing once full. Price 0–4 by good,
//! +1 for the trader (only when he sells), +1 Small Market, +2 Large Market (occupied). At the end of the phase
//! the house is emptied only if full.
//!
//! Expansion: the owner of an occupied Trading Post may instead sell 1 barrel of any kind to the bank
//! (`sell <good> trading-post`), even when the house is full or holds that kind: his one sale, the trader's
//! privilege applies (doubled by his occupied Library, as for a house sale), the markets do not.

use super::action::Action;
use super::data::{BuildingId, Good, GOODS};
use super::errors;
use super::view::Event;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

const HOUSE_SPACES: u8 = 4;

impl PuertoRico {
    pub(super) fn start_trader(&mut self) {
        self.start_sequence(Step::Sell, PuertoRico::trader_can_act);
    }

    fn trader_can_act(&self, seat: Seat) -> bool {
        Good::ALL.iter().any(|&g| self.sale_refusal(seat, g).is_none())
            || (self.works(seat, BuildingId::TradingPost) && self.seats[seat].barrels() > 0)
    }

    /// The trader's privilege for `seat`'s sale: 1, 2 with his occupied Library, 0 for the others.
    fn trader_bonus(&self, seat: Seat) -> u32 {
        if seat == self.role_seat as Seat {
            self.privilege()
        } else {
            0
        }
    }

    fn house_count(&self) -> u8 {
        self.house.iter().sum()
    }

    fn check_sale(&self, seat: Seat, good: Good) -> Result<(), RuleError> {
        match self.sale_refusal(seat, good) {
            None => Ok(()),
            Some(key) if key == errors::HOUSE_FULL => Err(RuleError::new(key)),
            Some(key) => Err(RuleError::new(key).word("good", good.id())),
        }
    }

    /// The error key refusing the sale, if any (no allocation: listing calls it for every good).
    fn sale_refusal(&self, seat: Seat, good: Good) -> Option<&'static str> {
        let p = &self.seats[seat];
        if p.goods[good.index()] == 0 {
            Some(errors::NO_BARREL)
        } else if self.house_count() >= HOUSE_SPACES {
            Some(errors::HOUSE_FULL)
        } else if self.house[good.index()] > 0 && !p.occupied(BuildingId::Office) {
            Some(errors::HOUSE_HAS_GOOD)
        } else {
            None
        }
    }

    /// Doubloons `seat` gets for one barrel of `good` in this Trader phase.
    pub fn sale_price(&self, seat: Seat, good: Good) -> u32 {
        let p = &self.seats[seat];
        good.price()
            + self.trader_bonus(seat)
            + p.occupied(BuildingId::SmallMarket) as u32
            + 2 * p.occupied(BuildingId::LargeMarket) as u32
    }

    pub(super) fn trader_actions(&self, seat: Seat, f: &mut impl FnMut(Action)) {
        for good in Good::ALL {
            if self.sale_refusal(seat, good).is_none() {
                f(Action::Sell(good));
            }
        }
        if self.works(seat, BuildingId::TradingPost) {
            for good in Good::ALL.into_iter().filter(|g| self.seats[seat].goods[g.index()] > 0) {
                f(Action::TradingPost(good));
            }
        }
        f(Action::Pass);
    }

    pub(super) fn sell_trading_post(&mut self, seat: Seat, good: Good) -> Result<(), RuleError> {
        if !self.works(seat, BuildingId::TradingPost) {
            return Err(RuleError::new(errors::NEEDS_BUILDING).word("building", BuildingId::TradingPost.id()));
        }
        if self.seats[seat].goods[good.index()] == 0 {
            return Err(RuleError::new(errors::NO_BARREL).word("good", good.id()));
        }
        let price = good.price() + self.trader_bonus(seat);
        let p = &mut self.seats[seat];
        p.goods[good.index()] -= 1;
        p.doubloons += price;
        self.goods_supply[good.index()] += 1;
        self.log(Event::TradingPost { seat, good, price });
        self.next_turn(PuertoRico::trader_can_act);
        Ok(())
    }

    pub(super) fn sell(&mut self, seat: Seat, good: Good) -> Result<(), RuleError> {
        self.check_sale(seat, good)?;
        let price = self.sale_price(seat, good);
        let p = &mut self.seats[seat];
        p.goods[good.index()] -= 1;
        p.doubloons += price;
        self.house[good.index()] += 1;
        self.log(Event::Sold { seat, good, price });
        self.next_turn(PuertoRico::trader_can_act);
        Ok(())
    }

    pub(super) fn pass_trader(&mut self, seat: Seat) {
        self.log_pass(seat);
        self.next_turn(PuertoRico::trader_can_act);
    }

    pub(super) fn end_trader(&mut self) {
        if self.house_count() >= HOUSE_SPACES {
            for g in 0..GOODS {
                self.goods_supply[g] += std::mem::take(&mut self.house[g]);
            }
            self.log(Event::TradingHouseEmptied);
        }
        self.finish_phase();
    }
}
