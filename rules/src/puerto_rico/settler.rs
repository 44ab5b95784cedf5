//! Settler: each seat in turn takes a face-up plantation (or a quarry: the settler's privilege, or an occupied
//! Construction Hut), after an optional Hacienda draw; then the settler discards the face-up plantations left and
//! draws one more than the number of players, reshuffling the discards when the stack runs out.
//!
//! The Hospice adds a colonist (from the supply, else the ship) to the tile taken in the normal pick, never to
//! the Hacienda tile; `plant <tile> no-colonist` declines it (offered once the supply runs low, see ruling 1 of
//! the module doc). The Hacienda tile is a plantation from the stack, never a quarry, and must be placed.
//!
//! Expansion: with an occupied Forest House a face-up plantation or the Hacienda tile may be placed face down as
//! a forest (`plant <good> forest`, `hacienda forest`); the Hospice colonist of a forest goes to San Juan. The
//! settler with an occupied Library takes a second tile (face-up or quarry, Hospice colonist included) right
//! after the first, or passes; his Hacienda draw stays one per turn.

use rand::Rng;

use super::action::{Action, FreeColonist};
use super::data::{BuildingId, Good, Tile, GOODS};
use super::errors;
use super::view::Event;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

impl PuertoRico {
    pub(super) fn start_settler(&mut self) {
        self.hacienda_drawn = false;
        self.library_extra = self.privilege() > 1;
        self.start_sequence(Step::Settle, PuertoRico::settler_can_act);
    }

    fn settler_can_act(&self, seat: Seat) -> bool {
        !self.seats[seat].island_full()
            && (self.face_up.iter().any(|&n| n > 0) || self.may_take_quarry(seat) || self.may_use_hacienda(seat))
    }

    fn quarry_privilege(&self, seat: Seat) -> bool {
        seat == self.role_seat as Seat || self.seats[seat].occupied(BuildingId::ConstructionHut)
    }

    fn may_take_quarry(&self, seat: Seat) -> bool {
        self.quarries > 0 && self.quarry_privilege(seat)
    }

    fn may_use_hacienda(&self, seat: Seat) -> bool {
        !self.hacienda_drawn
            && self.seats[seat].occupied(BuildingId::Hacienda)
            && self.stack.iter().chain(self.discards.iter()).any(|&n| n > 0)
    }

    pub(super) fn settler_actions(&self, seat: Seat, f: &mut impl FnMut(Action)) {
        if self.may_use_hacienda(seat) {
            f(Action::Hacienda);
        }
        for good in Good::ALL {
            if self.face_up[good.index()] > 0 {
                f(Action::Plant(Tile::plantation(good), FreeColonist::Take));
            }
        }
        if self.may_take_quarry(seat) {
            f(Action::Plant(Tile::Quarry, FreeColonist::Take));
        }
        let forests = self.works(seat, BuildingId::ForestHouse);
        let offered = || Good::ALL.into_iter().filter(|g| self.face_up[g.index()] > 0);
        if forests {
            if self.may_use_hacienda(seat) {
                f(Action::HaciendaForest);
            }
            offered().for_each(|good| f(Action::Forest(good, FreeColonist::Take)));
        }
        if self.may_decline(self.hospice_colonist(seat)) {
            for good in offered() {
                f(Action::Plant(Tile::plantation(good), FreeColonist::Decline));
            }
            if self.may_take_quarry(seat) {
                f(Action::Plant(Tile::Quarry, FreeColonist::Decline));
            }
            if forests {
                offered().for_each(|good| f(Action::Forest(good, FreeColonist::Decline)));
            }
        }
        f(Action::Pass);
    }

    /// A uniform pick among [`PuertoRico::settler_actions`] by counting them: the same draw as picking from
    /// their listing. `None` when a working Forest House adds its forests (they are listed then).
    pub(super) fn random_settle<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if self.works(seat, BuildingId::ForestHouse) {
            return None;
        }
        let hacienda = self.may_use_hacienda(seat) as usize;
        let offered = Good::ALL.into_iter().filter(|g| self.face_up[g.index()] > 0);
        let quarry = self.may_take_quarry(seat);
        // The tiles in listing order: the face-up plantations, then the quarry.
        let tiles = offered.map(Tile::plantation).chain(quarry.then_some(Tile::Quarry));
        let count = tiles.clone().count();
        let declines = if self.may_decline(self.hospice_colonist(seat)) {
            count
        } else {
            0
        };
        let pick = rng.gen_range(0..hacienda + count + declines + 1);
        let action = match pick.checked_sub(hacienda) {
            None => Action::Hacienda,
            Some(i) if i < count => Action::Plant(tiles.clone().nth(i)?, FreeColonist::Take),
            Some(i) if i < count + declines => Action::Plant(tiles.clone().nth(i - count)?, FreeColonist::Decline),
            Some(_) => Action::Pass,
        };
        Some(action)
    }

    pub(super) fn use_hacienda(&mut self, seat: Seat, forest: bool) -> Result<(), RuleError> {
        if forest && !self.works(seat, BuildingId::ForestHouse) {
            return Err(RuleError::new(errors::NEEDS_BUILDING).word("building", BuildingId::ForestHouse.id()));
        }
        if !self.seats[seat].occupied(BuildingId::Hacienda) {
            return Err(RuleError::new(errors::NO_HACIENDA));
        }
        if self.hacienda_drawn {
            return Err(RuleError::new(errors::HACIENDA_USED));
        }
        let Some(good) = self.draw_plantation().0 else {
            return Err(RuleError::new(errors::NO_FACE_DOWN_TILE));
        };
        let tile = Tile::plantation(good);
        self.hacienda_drawn = true;
        if forest {
            self.seats[seat].forests[good.index()] += 1;
            self.log(Event::ForestPlanted {
                seat,
                good: None,
                hospice: false,
            });
        } else {
            self.seats[seat].add_tile(tile, false);
            self.log(Event::HaciendaTile { seat, tile });
        }
        if !self.settler_can_act(seat) {
            self.end_settler_turn();
        }
        Ok(())
    }

    /// Whether planting brings `seat` a Hospice colonist.
    fn hospice_colonist(&self, seat: Seat) -> bool {
        self.seats[seat].occupied(BuildingId::Hospice) && self.free_colonist_left()
    }

    pub(super) fn plant(&mut self, seat: Seat, tile: Tile, free: FreeColonist) -> Result<(), RuleError> {
        if self.seats[seat].island_full() {
            return Err(RuleError::new(errors::ISLAND_FULL));
        }
        let hospice = self.hospice_colonist(seat);
        self.check_decline(free, hospice)?;
        match tile.good() {
            None if !self.quarry_privilege(seat) => return Err(RuleError::new(errors::QUARRY_NOT_ALLOWED)),
            None if self.quarries == 0 => return Err(RuleError::new(errors::NO_QUARRY_LEFT)),
            None => self.quarries -= 1,
            Some(good) if self.face_up[good.index()] == 0 => {
                return Err(RuleError::new(errors::PLANTATION_NOT_OFFERED).word("tile", tile.id()))
            }
            Some(good) => self.face_up[good.index()] -= 1,
        }
        let hospice = hospice && free == FreeColonist::Take && self.take_free_colonist();
        self.seats[seat].add_tile(tile, hospice);
        self.log(Event::Planted { seat, tile, hospice });
        if free == FreeColonist::Decline {
            self.log(Event::ColonistDeclined { seat });
        }
        self.end_settler_pick(seat);
        Ok(())
    }

    /// A face-up plantation placed face down as a forest (occupied Forest House).
    pub(super) fn plant_forest(&mut self, seat: Seat, good: Good, free: FreeColonist) -> Result<(), RuleError> {
        if !self.works(seat, BuildingId::ForestHouse) {
            return Err(RuleError::new(errors::NEEDS_BUILDING).word("building", BuildingId::ForestHouse.id()));
        }
        if self.seats[seat].island_full() {
            return Err(RuleError::new(errors::ISLAND_FULL));
        }
        let hospice = self.hospice_colonist(seat);
        self.check_decline(free, hospice)?;
        if self.face_up[good.index()] == 0 {
            return Err(RuleError::new(errors::PLANTATION_NOT_OFFERED).word("tile", good.id()));
        }
        self.face_up[good.index()] -= 1;
        let hospice = hospice && free == FreeColonist::Take && self.take_free_colonist();
        let p = &mut self.seats[seat];
        p.forests[good.index()] += 1;
        p.san_juan += hospice as u8;
        self.log(Event::ForestPlanted {
            seat,
            good: Some(good),
            hospice,
        });
        if free == FreeColonist::Decline {
            self.log(Event::ColonistDeclined { seat });
        }
        self.end_settler_pick(seat);
        Ok(())
    }

    /// After a normal pick: the Library's second tile, or the next seat.
    fn end_settler_pick(&mut self, seat: Seat) {
        if seat == self.role_seat as Seat && std::mem::take(&mut self.library_extra) {
            // The Hacienda is drawn before the first pick only.
            self.hacienda_drawn = true;
            if self.settler_can_act(seat) {
                return;
            }
        }
        self.end_settler_turn();
    }

    pub(super) fn pass_settler(&mut self, seat: Seat) {
        self.log_pass(seat);
        if seat == self.role_seat as Seat {
            self.library_extra = false;
        }
        self.end_settler_turn();
    }

    fn end_settler_turn(&mut self) {
        self.hacienda_drawn = false;
        self.next_turn(PuertoRico::settler_can_act);
    }

    /// Discards the face-up plantations left and draws new ones, then ends the phase.
    pub(super) fn end_settler(&mut self) {
        self.library_extra = false;
        for g in 0..GOODS {
            self.discards[g] += std::mem::take(&mut self.face_up[g]);
        }
        let (count, reshuffled) = self.draw_face_up();
        self.log(Event::PlantationsDrawn { count, reshuffled });
        self.finish_phase();
    }

    /// Draws one more face-up plantation than there are players (fewer if the tiles run out).
    pub(super) fn draw_face_up(&mut self) -> (u32, bool) {
        let mut reshuffled = false;
        let mut count = 0;
        for _ in 0..=self.n() {
            let (good, shuffled) = self.draw_plantation();
            reshuffled |= shuffled;
            let Some(good) = good else { break };
            self.face_up[good.index()] += 1;
            count += 1;
        }
        (count, reshuffled)
    }

    /// Draws a random face-down plantation, first shuffling the discards into an empty stack.
    fn draw_plantation(&mut self) -> (Option<Good>, bool) {
        let mut reshuffled = false;
        if self.stack.iter().all(|&n| n == 0) {
            reshuffled = self.discards.iter().any(|&n| n > 0);
            for g in 0..GOODS {
                self.stack[g] += std::mem::take(&mut self.discards[g]);
            }
        }
        let total: u32 = self.stack.iter().map(|&n| n as u32).sum();
        if total == 0 {
            return (None, reshuffled);
        }
        let mut pick = self.rng.gen_range(0..total);
        for good in Good::ALL {
            let n = self.stack[good.index()] as u32;
            if pick < n {
                self.stack[good.index()] -= 1;
                return (Some(good), reshuffled);
            }
            pick -= n;
        }
        unreachable!("pick < total")
    }

    /// Whether a Hospice or University colonist is left (in the supply or on the ship).
    pub(super) fn free_colonist_left(&self) -> bool {
        self.colonist_supply > 0 || self.colonist_ship > 0
    }

    /// Whether a free colonist that the move brings (`brings`) may be declined (ruling 1 of the module doc):
    /// only once the supply is low enough that one of the next two refills could fall short.
    pub(super) fn may_decline(&self, brings: bool) -> bool {
        brings && self.colonist_supply <= 2 * self.largest_refill()
    }

    /// A bound on what the next refill can ask for: every circle on every building (at least one per player),
    /// plus a 3-circle building per player for what may be built before it.
    fn largest_refill(&self) -> u32 {
        let circles: u32 = self.seats[..self.n()].iter().map(|p| p.building_circles()).sum();
        circles.max(self.n() as u32) + 3 * self.n() as u32
    }

    /// Refuses a `no-colonist` the move cannot decline (no colonist comes with it, or the supply is plentiful).
    pub(super) fn check_decline(&self, free: FreeColonist, brings: bool) -> Result<(), RuleError> {
        match free {
            FreeColonist::Take => Ok(()),
            FreeColonist::Decline if !brings => Err(RuleError::new(errors::NO_FREE_COLONIST)),
            FreeColonist::Decline if !self.may_decline(brings) => {
                Err(RuleError::new(errors::COLONISTS_PLENTIFUL).with("supply", self.colonist_supply))
            }
            FreeColonist::Decline => Ok(()),
        }
    }

    /// A colonist for the Hospice or the University: from the supply, else from the ship, else none.
    pub(super) fn take_free_colonist(&mut self) -> bool {
        if self.colonist_supply > 0 {
            self.colonist_supply -= 1;
            true
        } else if self.colonist_ship > 0 {
            self.colonist_ship -= 1;
            true
        } else {
            false
        }
    }
}
