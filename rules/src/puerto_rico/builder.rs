//! Builder: each seat in turn may build one building.
//!
//! Cost = max(0, printed cost − 1 for the builder − min(occupied quarries, column)). One copy of each building
//! per player, only if a copy is left and the city has the free spaces (large buildings take 2). An occupied
//! University adds a colonist (supply, else ship, else none) to the new building. Filling the 12th city space
//! ends the game at the end of the round.

use super::action::Action;
use super::data::{BuildingId, Role, SPACES};
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
        BuildingId::all().any(|b| self.building_cost(seat, b).is_ok())
    }

    /// What `seat` would pay for `building` now, or why it cannot build it.
    pub fn building_cost(&self, seat: Seat, building: BuildingId) -> Result<u32, RuleError> {
        let p = &self.seats[seat];
        let info = building.info();
        if self.building_supply[building.index()] == 0 {
            return Err(RuleError::new(errors::BUILDING_SOLD_OUT).with("building", info.key));
        }
        if p.has(building) {
            return Err(RuleError::new(errors::BUILDING_OWNED).with("building", info.key));
        }
        let free = SPACES as u32 - p.city_spaces();
        if free < info.spaces as u32 {
            return Err(RuleError::new(errors::CITY_FULL)
                .with("building", info.key)
                .with("needed", info.spaces)
                .with("free", free));
        }
        let privilege = (seat == self.role_seat as Seat && self.role == Some(Role::Builder)) as u32;
        let quarries = p.occupied_quarries().min(info.column as u32);
        let cost = (info.cost as u32).saturating_sub(privilege + quarries);
        if cost > p.doubloons {
            return Err(RuleError::new(errors::NOT_ENOUGH_DOUBLOONS)
                .with("cost", cost)
                .with("doubloons", p.doubloons));
        }
        Ok(cost)
    }

    pub(super) fn builder_actions(&self, seat: Seat, f: &mut dyn FnMut(Action)) {
        for building in BuildingId::all() {
            if self.building_cost(seat, building).is_ok() {
                f(Action::Build(building));
            }
        }
        f(Action::Pass);
    }

    pub(super) fn build(&mut self, seat: Seat, building: BuildingId) -> Result<(), RuleError> {
        let cost = self.building_cost(seat, building)?;
        self.seats[seat].doubloons -= cost;
        self.building_supply[building.index()] -= 1;
        let university = self.seats[seat].occupied(BuildingId::University)
            && building.info().circles > 0
            && self.take_free_colonist();
        self.seats[seat].add_building(building, university as u8);
        self.log(Event::Built {
            seat,
            building,
            cost,
            university,
        });
        if self.seats[seat].city_spaces() >= SPACES as u32 {
            self.trigger_end(EndReason::CityFull);
        }
        self.next_turn(PuertoRico::builder_can_act);
        Ok(())
    }

    pub(super) fn pass_builder(&mut self, seat: Seat) {
        self.log_pass(seat);
        self.next_turn(PuertoRico::builder_can_act);
    }
}
