//! Builder: each seat in turn may build one building.
//!
//! Cost = max(0, printed cost − 1 for the builder (2 with his occupied Library) − min(occupied quarries, column)
//! − 1 per 2 forests with an occupied Forest House). One copy of each building per player, only if it is in play,
//! a copy is left and the city has the free spaces (large buildings take 2). An occupied University adds a
//! colonist (supply, else ship, else none) to the new building; `build <building> no-colonist` declines it
//! (offered once the supply runs low, see ruling 1 of the module doc). An occupied Church gives 1 VP chip for a
//! building of column 2 or 3, 2 for a large one. The Black Market (in `expansion`) pays part of a price the seat
//! cannot afford. Filling the 12th city space ends the game at the end of the round.

use super::action::{Action, FreeColonist};
use rand::Rng;

use super::data::{BuildingId, BuildingSet, Role, AFFORDABLE, COLUMNS, LARGE, MAX_COST, SPACES, WITH_CIRCLES};
use super::errors;
use super::view::{EndReason, Event};
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

impl PuertoRico {
    pub(super) fn start_builder(&mut self) {
        self.start_sequence(Step::Build, PuertoRico::builder_can_act);
    }

    fn builder_can_act(&self, seat: Seat) -> bool {
        let buyer = self.buyer(seat);
        self.any_in_stock(self.candidates(&buyer))
            || (self.works(seat, BuildingId::BlackMarket)
                && self.in_play.iter().any(|b| self.black_market_can_pay(seat, &buyer, b)))
    }

    /// The buildings in play the buyer can build and pay for with doubloons: what [`PuertoRico::check_build`]
    /// accepts, found by masks (listing and every turn of the phase ask for it).
    fn buildable(&self, buyer: &Buyer) -> BuildingSet {
        BuildingSet(self.candidates(buyer) & !self.sold_out())
    }

    /// The buildings without a copy left, one bit each, read eight supply bytes at a time (a byte per candidate
    /// cost more: a buyer's candidates are most of the board).
    fn sold_out(&self) -> u64 {
        const HIGH: u64 = 0x8080_8080_8080_8080;
        let mut mask = 0;
        for (k, chunk) in self.building_supply.chunks(8).enumerate() {
            // Padding bytes past the table count as in stock.
            let mut bytes = [1u8; 8];
            bytes[..chunk.len()].copy_from_slice(chunk);
            let word = u64::from_le_bytes(bytes);
            // The high bit of each byte set where the byte is zero (no carry crosses bytes: the low bits are added
            // to 0x7f at most).
            let zero = !(word | ((word & !HIGH) + !HIGH)) & HIGH;
            // Gathers the eight high bits into one byte, byte `b` to bit `b`.
            let bits = ((zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) & 0xff;
            mask |= bits << (8 * k);
        }
        mask
    }

    /// Whether a copy is left of one of `candidates` (the first found decides: most are in stock).
    fn any_in_stock(&self, mut candidates: u64) -> bool {
        while candidates != 0 {
            if self.building_supply[candidates.trailing_zeros() as usize] > 0 {
                return true;
            }
            candidates &= candidates - 1;
        }
        false
    }

    /// The buildings in play the buyer has room for and can pay, not owned yet: [`PuertoRico::buildable`]
    /// before the copies left are read.
    fn candidates(&self, buyer: &Buyer) -> u64 {
        let fits = match buyer.free {
            0 => return 0,
            1 => self.in_play.without(LARGE),
            _ => self.in_play,
        };
        let budget = buyer.doubloons + buyer.discount;
        let affordable = (0..COLUMNS).fold(BuildingSet::default(), |set, c| {
            let quarries = buyer.quarries.min(c as u32 + 1);
            let most = (budget + quarries).min(MAX_COST as u32) as usize;
            BuildingSet(set.0 | AFFORDABLE[c][most].0)
        });
        fits.and(affordable).without(BuildingSet(buyer.owned)).0
    }

    /// What `seat` would pay for `building` now, or why it cannot build it.
    pub fn building_cost(&self, seat: Seat, building: BuildingId) -> Result<u32, RuleError> {
        self.check_build(&self.buyer(seat), building)
            .map_err(|refusal| refusal.error(building))
    }

    pub(super) fn buyer(&self, seat: Seat) -> Buyer {
        let p = &self.seats[seat];
        let builder = seat == self.role_seat as Seat && self.role == Some(Role::Builder);
        let forests = match self.works(seat, BuildingId::ForestHouse) {
            true => p.forest_count() / 2,
            false => 0,
        };
        Buyer {
            owned: p.owned_mask(),
            free: SPACES as u32 - p.city_spaces(),
            discount: if builder { self.privilege() } else { 0 } + forests,
            quarries: p.occupied_quarries(),
            doubloons: p.doubloons,
        }
    }

    /// Like [`PuertoRico::building_cost`] without building the error (listing calls it for every building).
    fn check_build(&self, buyer: &Buyer, building: BuildingId) -> Result<u32, BuildRefusal> {
        let cost = self.price(buyer, building)?;
        if cost > buyer.doubloons {
            return Err(BuildRefusal::Doubloons {
                cost,
                doubloons: buyer.doubloons,
            });
        }
        Ok(cost)
    }

    /// What `building` costs the buyer, or why it cannot be built whatever he pays with.
    pub(super) fn price(&self, buyer: &Buyer, building: BuildingId) -> Result<u32, BuildRefusal> {
        let info = building.info();
        if !self.in_play.contains(building) {
            return Err(BuildRefusal::NotInPlay);
        }
        if self.building_supply[building.index()] == 0 {
            return Err(BuildRefusal::SoldOut);
        }
        if buyer.owned & (1 << building.index()) != 0 {
            return Err(BuildRefusal::Owned);
        }
        if buyer.free < info.spaces as u32 {
            return Err(BuildRefusal::CityFull { free: buyer.free });
        }
        let quarries = buyer.quarries.min(info.column as u32);
        Ok((info.cost as u32).saturating_sub(buyer.discount + quarries))
    }

    pub(super) fn builder_actions(&self, seat: Seat, f: &mut impl FnMut(Action)) {
        let buyer = self.buyer(seat);
        let buildable = self.buildable(&buyer);
        for building in buildable.iter() {
            f(Action::Build(building, FreeColonist::Take));
        }
        for building in self.declinable(seat, buildable).iter() {
            f(Action::Build(building, FreeColonist::Decline));
        }
        self.black_market_actions(seat, &buyer, f);
        f(Action::Pass);
    }

    /// The buildable buildings whose University colonist `seat` may decline: `may_decline(university_colonist(…))`
    /// for each, with what does not depend on the building asked once.
    fn declinable(&self, seat: Seat, buildable: BuildingSet) -> BuildingSet {
        match self.seats[seat].occupied(BuildingId::University) && self.may_decline(self.free_colonist_left()) {
            true => buildable.and(WITH_CIRCLES),
            false => BuildingSet::default(),
        }
    }

    /// A uniform pick among [`PuertoRico::builder_actions`] by counting their sets: the same draw as picking from
    /// their listing. `None` when a working Black Market adds its payments (they are listed then).
    pub(super) fn random_build<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if self.works(seat, BuildingId::BlackMarket) {
            return None;
        }
        let buildable = self.buildable(&self.buyer(seat));
        let declinable = self.declinable(seat, buildable);
        let (take, decline) = (buildable.len(), declinable.len());
        let pick = rng.gen_range(0..take + decline + 1);
        let (chosen, free) = match pick < take {
            true => (buildable.nth(pick), FreeColonist::Take),
            false => (declinable.nth(pick - take), FreeColonist::Decline),
        };
        Some(chosen.map_or(Action::Pass, |building| Action::Build(building, free)))
    }

    /// Whether building `building` brings `seat` a University colonist.
    pub(super) fn university_colonist(&self, seat: Seat, building: BuildingId) -> bool {
        self.seats[seat].occupied(BuildingId::University) && building.info().circles > 0 && self.free_colonist_left()
    }

    pub(super) fn build(&mut self, seat: Seat, building: BuildingId, free: FreeColonist) -> Result<(), RuleError> {
        let cost = self.building_cost(seat, building)?;
        self.check_decline(free, self.university_colonist(seat, building))?;
        let works = self.build_effects(seat, building);
        self.complete_build(seat, building, cost, free, works);
        Ok(())
    }

    /// Whether the University colonist and the Church's chips come with this build, decided before any Black
    /// Market item leaves the board.
    pub(super) fn build_effects(&self, seat: Seat, building: BuildingId) -> (bool, bool) {
        let church = self.works(seat, BuildingId::Church);
        (self.university_colonist(seat, building), church)
    }

    /// Builds (the move is checked): pays `cost` doubloons, takes the University colonist, the Church's chips.
    pub(super) fn complete_build(
        &mut self,
        seat: Seat,
        building: BuildingId,
        cost: u32,
        free: FreeColonist,
        (university, church): (bool, bool),
    ) {
        self.seats[seat].doubloons -= cost;
        self.building_supply[building.index()] -= 1;
        let university = university && free == FreeColonist::Take && self.take_free_colonist();
        self.seats[seat].add_building(building, university as u8);
        self.log(Event::Built {
            seat,
            building,
            cost,
            university,
        });
        if free == FreeColonist::Decline {
            self.log(Event::ColonistDeclined { seat });
        }
        let chips = match building.info().column {
            2 | 3 => 1,
            4 => 2,
            _ => 0,
        };
        if church && chips > 0 {
            self.log(Event::Church { seat });
            self.award_vp(seat, chips);
        }
        if self.seats[seat].city_spaces() >= SPACES as u32 {
            self.trigger_end(EndReason::CityFull);
        }
        self.next_turn(PuertoRico::builder_can_act);
    }

    pub(super) fn pass_builder(&mut self, seat: Seat) {
        self.log_pass(seat);
        self.next_turn(PuertoRico::builder_can_act);
    }
}

const _: () = assert!(super::data::BUILDING_KINDS <= 64, "the owned mask is a u64");

/// What the cost of a building depends on, for one seat.
pub(super) struct Buyer {
    /// Bit per building owned.
    owned: u64,
    free: u32,
    /// The builder's privilege and the Forest House.
    discount: u32,
    quarries: u32,
    pub doubloons: u32,
}

/// Why a building cannot be built (cheap; turned into a [`RuleError`] only when a move is refused).
pub(super) enum BuildRefusal {
    NotInPlay,
    SoldOut,
    Owned,
    CityFull { free: u32 },
    Doubloons { cost: u32, doubloons: u32 },
}

impl BuildRefusal {
    pub(super) fn error(self, building: BuildingId) -> RuleError {
        let info = building.info();
        match self {
            BuildRefusal::NotInPlay => RuleError::new(errors::NOT_IN_PLAY).word("building", info.key),
            BuildRefusal::SoldOut => RuleError::new(errors::BUILDING_SOLD_OUT).word("building", info.key),
            BuildRefusal::Owned => RuleError::new(errors::BUILDING_OWNED).word("building", info.key),
            BuildRefusal::CityFull { free } => RuleError::new(errors::CITY_FULL)
                .word("building", info.key)
                .with("needed", info.spaces)
                .with("free", free),
            BuildRefusal::Doubloons { cost, doubloons } => RuleError::new(errors::NOT_ENOUGH_DOUBLOONS)
                .with("cost", cost)
                .with("doubloons", doubloons),
        }
    }
}
