//! Which buildings are in play: the draft of the `extension` variant and the seeded random selection of the
//! `random` variant.
//!
//! The board has 17 violet spaces by cost (1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5); each
//! in-play violet building fills one space of its cost. The production buildings are always in play.
//!
//! Draft: from the governor clockwise, each seat picks a candidate (`pick <building>`) of a cost with a free
//! space. The Hacienda and the Forest House exclude each other. Whenever the candidates left for a cost are
//! exactly its free spaces, they are placed at once (logged, no pick). The draft ends when every space is filled;
//! the governor then chooses the first role. Random: every cost gets a uniformly drawn valid set of candidates
//! (independent per cost, so the whole selection is uniform among valid selections).

use rand::Rng;

use super::action::Action;
use super::data::{self, BuildingId, BuildingSet, SPACES_BY_COST};
use super::errors;
use super::view::Event;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

const COSTS: std::ops::RangeInclusive<u8> = 1..=10;

/// Whether a set of buildings holds both buildings that exclude each other.
fn breaks_exclusion(set: BuildingSet) -> bool {
    set.contains(BuildingId::Hacienda) && set.contains(BuildingId::ForestHouse)
}

impl PuertoRico {
    /// Puts a set of buildings in play, with their copies in the supply.
    pub(super) fn put_in_play(&mut self, set: BuildingSet) {
        for building in set.iter() {
            self.in_play = self.in_play.with(building);
            self.building_supply[building.index()] = building.info().copies;
        }
    }

    /// Spaces of `cost` not yet filled by an in-play building.
    pub fn free_spaces(&self, cost: u8) -> u8 {
        let filled = data::candidates(cost).filter(|&b| self.in_play.contains(b)).count() as u8;
        SPACES_BY_COST[cost as usize - 1] - filled
    }

    /// Buildings of `cost` that may still be picked (not in play, not excluded).
    pub fn draft_candidates(&self, cost: u8) -> impl Iterator<Item = BuildingId> + '_ {
        data::candidates(cost).filter(move |&b| {
            !self.in_play.contains(b) && !data::excluded_by(b).is_some_and(|other| self.in_play.contains(other))
        })
    }

    pub(super) fn start_draft(&mut self) {
        self.step = Step::Draft;
        self.actor = self.governor;
        self.place_forced();
    }

    /// Places the candidates of every cost whose candidates equal its free spaces.
    fn place_forced(&mut self) {
        for cost in COSTS {
            let free = self.free_spaces(cost);
            let left: Vec<BuildingId> = self.draft_candidates(cost).collect();
            if free > 0 && left.len() == free as usize {
                for building in left {
                    self.put_in_play(BuildingSet::default().with(building));
                    self.log(Event::BuildingPlaced { building });
                }
            }
        }
    }

    fn draft_over(&self) -> bool {
        COSTS.into_iter().all(|cost| self.free_spaces(cost) == 0)
    }

    pub(super) fn pick_actions(&self, f: &mut dyn FnMut(Action)) {
        for cost in COSTS.filter(|&c| self.free_spaces(c) > 0) {
            for building in self.draft_candidates(cost) {
                f(Action::Pick(building));
            }
        }
    }

    pub(super) fn pick(&mut self, seat: Seat, building: BuildingId) -> Result<(), RuleError> {
        let cost = building.info().cost;
        if building.is_violet() && !self.in_play.contains(building) && self.free_spaces(cost) == 0 {
            return Err(RuleError::new(errors::PICK_COST_FULL)
                .word("building", building.id())
                .with("cost", cost));
        }
        // Production buildings, buildings already in play and the excluded one are not candidates.
        if !self.draft_candidates(cost).any(|b| b == building) {
            return Err(RuleError::new(errors::NOT_IN_PLAY).word("building", building.id()));
        }
        self.put_in_play(BuildingSet::default().with(building));
        self.log(Event::BuildingPicked { seat, building });
        self.place_forced();
        if self.draft_over() {
            self.step = Step::ChooseRole;
            self.actor = self.governor;
        } else {
            self.actor = self.after(seat as u8, 1) as u8;
        }
        Ok(())
    }

    /// A uniformly random valid selection of the violet buildings (plus the production buildings).
    pub(super) fn random_selection(&mut self) -> BuildingSet {
        let mut selection = BuildingSet::PRODUCTION;
        for cost in COSTS {
            let candidates: Vec<BuildingId> = data::candidates(cost).collect();
            let spaces = SPACES_BY_COST[cost as usize - 1] as u32;
            let valid: Vec<BuildingSet> = (0u32..1 << candidates.len())
                .filter(|mask| mask.count_ones() == spaces)
                .map(|mask| {
                    candidates
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| mask & (1 << i) != 0)
                        .fold(BuildingSet::default(), |set, (_, &b)| set.with(b))
                })
                .filter(|&set| !breaks_exclusion(set))
                .collect();
            let chosen = valid[self.rng.gen_range(0..valid.len())];
            selection = BuildingSet(selection.0 | chosen.0);
        }
        selection
    }
}
