//! Track movements every action builds on:
//!
//! * influence: +1 per step; on the last space each further step scores 2 VP instead;
//! * "next nobility rank": a jump to the next band, no overflow VP, nothing on the last space;
//! * combat points: capped at 8, the excess is lost;
//! * doubloon income: beyond 34 the gain goes to VP income;
//! * VP income: reaching 20 scores 20 VP × the scorings still to come (4 in round I … 1 in round IV), the cube
//!   restarts on 0 and the excess steps carry on;
//! * possession cubes leave a nation's reserve from the left; "most / fewest cubes" and the majority bonus count
//!   the cubes on the board (locations and the treasure fleet);
//! * ship discs: a zone's discs may be removed only when its prerequisite is met; removing the last one
//!   empties (upgrades) the zone.

use super::content::common::{Code, Nation};
use super::content::ship::Prerequisite;
use super::content::ContentPack;
use super::keys;
use super::state::{Board, State};
use crate::error::RuleError;
use crate::game::Seat;

/// Interim and final scorings in a game (after rounds I–IV).
pub const SCORINGS: u8 = 4;

impl State {
    /// Scorings still to come, the current round's included (4 in round I).
    pub fn scorings_to_come(&self) -> u8 {
        SCORINGS + 1 - self.round
    }

    pub fn gain_influence(&mut self, pack: &ContentPack, seat: Seat, nation: Nation, steps: u8) {
        let max = pack.tracks.influence_max;
        let player = &mut self.players[seat];
        let position = &mut player.influence[nation.index()];
        let moved = steps.min(max - *position);
        *position += moved;
        player.vp += (steps - moved) as u32 * pack.tracks.influence_overflow_vp as u32;
    }

    /// Moves the marker to the next nobility band (no effect on the last space).
    pub fn next_rank(&mut self, pack: &ContentPack, seat: Seat, nation: Nation) {
        let position = &mut self.players[seat].influence[nation.index()];
        if let Some(band) = pack.tracks.next_band(*position) {
            *position = band;
        }
    }

    pub fn gain_combat_points(&mut self, pack: &ContentPack, seat: Seat, points: u8) {
        let combat = &mut self.players[seat].combat_points;
        *combat = combat.saturating_add(points).min(pack.ship.combat_max);
    }

    pub fn raise_doubloon_income(&mut self, pack: &ContentPack, seat: Seat, steps: u8) {
        let max = pack.tracks.doubloon_income_max;
        let income = &mut self.players[seat].doubloon_income;
        let moved = steps.min(max - *income);
        *income += moved;
        self.raise_vp_income(pack, seat, steps - moved);
    }

    pub fn raise_vp_income(&mut self, pack: &ContentPack, seat: Seat, steps: u8) {
        let max = pack.tracks.vp_income_max;
        let bonus = max as u32 * self.scorings_to_come() as u32;
        let player = &mut self.players[seat];
        for _ in 0..steps {
            player.vp_income += 1;
            if player.vp_income == max {
                player.vp += bonus;
                player.vp_income = 0;
            }
        }
    }

    /// VP printed at the player's doubloon-income position.
    pub fn doubloon_income_vp(&self, pack: &ContentPack, seat: Seat) -> u8 {
        pack.tracks.doubloon_income_vp(self.players[seat].doubloon_income)
    }

    /// Zones a disc may be removed from now.
    pub fn removable_zones(&self, pack: &ContentPack, seat: Seat) -> Vec<usize> {
        let discs = &self.players[seat].discs;
        let emptied = |zone: usize| discs[zone] == 0;
        (0..discs.len())
            .filter(|&zone| discs[zone] > 0)
            .filter(|&zone| match pack.ship.zones[zone].prerequisite {
                Prerequisite::None => true,
                Prerequisite::Zone(other) => emptied(other.0 as usize),
                Prerequisite::OtherZones(n) => {
                    (0..discs.len()).filter(|&z| z != zone && emptied(z)).count() >= n as usize
                }
            })
            .collect()
    }

    /// Removes one disc from `zone`; returns whether that emptied the zone. On error nothing changes.
    pub fn remove_disc(&mut self, pack: &ContentPack, seat: Seat, zone: usize) -> Result<bool, RuleError> {
        if !self.removable_zones(pack, seat).contains(&zone) {
            let id = pack.ship.zones.get(zone).map_or("?", |z| z.id.as_str());
            return Err(RuleError::new(keys::ZONE_LOCKED).word("zone", id));
        }
        let discs = &mut self.players[seat].discs[zone];
        *discs -= 1;
        Ok(*discs == 0)
    }
}

impl Board {
    /// Cubes still in a nation's reserve.
    pub fn reserve_left(&self, pack: &ContentPack, nation: Nation) -> u8 {
        pack.tracks.reserve_cubes() - self.reserve_taken[nation.index()]
    }

    /// Takes the nation's leftmost reserve cube, if any is left.
    pub fn take_cube(&mut self, pack: &ContentPack, nation: Nation) -> bool {
        if self.reserve_left(pack, nation) == 0 {
            return false;
        }
        self.reserve_taken[nation.index()] += 1;
        true
    }

    /// Empty reserve spaces of a nation (its nobility multiplier before the majority bonus).
    pub fn empty_reserve_spaces(&self, pack: &ContentPack, nation: Nation) -> u8 {
        pack.tracks.empty_reserve_spaces(self.reserve_taken[nation.index()])
    }

    /// Cubes of each nation on the board: map locations and the treasure fleet.
    pub fn cubes_on_board(&self) -> [u8; 3] {
        let mut counts = [0; 3];
        for nation in self.cubes.iter().flatten().chain(&self.fleet) {
            counts[nation.index()] += 1;
        }
        counts
    }

    /// Cubes of a nation on map locations only (purchase condition `nation3`).
    pub fn cubes_on_locations(&self, nation: Nation) -> usize {
        self.cubes.iter().filter(|c| **c == Some(nation)).count()
    }
}

/// The nation with strictly the most (`most = true`) or fewest cubes; `None` on a tie (in combat a tie cancels
/// the modifier).
pub fn extreme_nation(cubes: [u8; 3], most: bool) -> Option<Nation> {
    let best = if most { cubes.iter().max() } else { cubes.iter().min() }.copied()?;
    let mut holders = Nation::ALL.iter().filter(|n| cubes[n.index()] == best);
    match (holders.next(), holders.next()) {
        (Some(&nation), None) => Some(nation),
        _ => None,
    }
}

/// Final-scoring majority bonus per nation: 2 minus the number of nations with strictly more cubes, at least 0.
pub fn majority_bonus(cubes: [u8; 3]) -> [u8; 3] {
    cubes.map(|mine| 2u8.saturating_sub(cubes.iter().filter(|&&other| other > mine).count() as u8))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::content::difficulty::Level;

    fn pack() -> &'static ContentPack {
        ContentPack::default_pack()
    }

    fn game() -> State {
        State::new(pack(), 3, Level::Easy, 3).unwrap()
    }

    fn zone(id: &str) -> usize {
        pack().ship.zones.iter().position(|z| z.id == id).unwrap()
    }

    #[test]
    fn influence_beyond_the_last_space_scores_2_vp_per_step() {
        let mut state = game();
        state.players[0].influence[Nation::Spain.index()] = 16;
        state.gain_influence(pack(), 0, Nation::Spain, 5);
        assert_eq!(
            (state.players[0].influence[Nation::Spain.index()], state.players[0].vp),
            (18, 6)
        );
        state.gain_influence(pack(), 0, Nation::France, 3);
        assert_eq!(
            (state.players[0].influence[Nation::France.index()], state.players[0].vp),
            (3, 6)
        );
    }

    #[test]
    fn next_rank_jumps_to_the_next_band_without_overflow() {
        let mut state = game();
        let france = Nation::France.index();
        for (from, to) in [(0, 3), (3, 6), (7, 9), (12, 13), (14, 18), (18, 18)] {
            state.players[1].influence[france] = from;
            state.next_rank(pack(), 1, Nation::France);
            assert_eq!(state.players[1].influence[france], to, "from {from}");
        }
        assert_eq!(state.players[1].vp, 0);
    }

    #[test]
    fn combat_points_cap_at_8() {
        let mut state = game();
        state.gain_combat_points(pack(), 2, 3);
        assert_eq!(state.players[2].combat_points, 4);
        state.gain_combat_points(pack(), 2, 9);
        assert_eq!(state.players[2].combat_points, 8);
    }

    #[test]
    fn doubloon_income_beyond_34_becomes_vp_income() {
        let mut state = game();
        state.players[0].doubloon_income = 32;
        state.raise_doubloon_income(pack(), 0, 4);
        assert_eq!((state.players[0].doubloon_income, state.players[0].vp_income), (34, 2));
        assert_eq!(state.doubloon_income_vp(pack(), 0), 14);
    }

    #[test]
    fn vp_income_reaching_20_pays_every_scoring_to_come_and_carries_over() {
        let mut state = game();
        state.players[0].vp_income = 18;
        state.raise_vp_income(pack(), 0, 4);
        assert_eq!(
            (state.players[0].vp, state.players[0].vp_income),
            (80, 2),
            "round I: 4 scorings to come"
        );
        state.round = 3;
        state.players[1].vp_income = 19;
        state.raise_vp_income(pack(), 1, 1);
        assert_eq!((state.players[1].vp, state.players[1].vp_income), (40, 0));
        state.round = 4;
        state.players[2].doubloon_income = 34;
        state.players[2].vp_income = 17;
        state.raise_doubloon_income(pack(), 2, 5);
        assert_eq!((state.players[2].vp, state.players[2].vp_income), (20, 2));
    }

    #[test]
    fn discs_respect_zone_prerequisites() {
        let mut state = game();
        let removable = state.removable_zones(pack(), 0);
        let locked = [zone("U6"), zone("U9"), zone("U10"), zone("U11"), zone("U12")];
        assert_eq!(removable.len(), 7);
        assert!(locked.iter().all(|z| !removable.contains(z)));
        let before = state.clone();
        assert_eq!(
            state.remove_disc(pack(), 0, zone("U6")).unwrap_err().key,
            keys::ZONE_LOCKED
        );
        assert_eq!(state, before);
        assert_eq!(state.remove_disc(pack(), 0, zone("U5")), Ok(false));
        assert_eq!(state.remove_disc(pack(), 0, zone("U5")), Ok(true));
        assert!(state.removable_zones(pack(), 0).contains(&zone("U6")));
        assert!(
            !state.removable_zones(pack(), 0).contains(&zone("U5")),
            "an empty zone has no disc left"
        );
        for id in ["U1", "U2", "U3"] {
            state.players[0].discs[zone(id)] = 0;
        }
        let now = state.removable_zones(pack(), 0);
        assert!(now.contains(&zone("U10")) && now.contains(&zone("U11")) && !now.contains(&zone("U12")));
        state.players[0].discs[zone("U4")] = 0;
        state.players[0].discs[zone("U7")] = 0;
        assert!(
            state.removable_zones(pack(), 0).contains(&zone("U12")),
            "6 other zones emptied"
        );
    }

    #[test]
    fn reserve_cubes_and_board_counts() {
        let mut board = game().board;
        assert_eq!(board.reserve_left(pack(), Nation::England), 13);
        for _ in 0..13 {
            assert!(board.take_cube(pack(), Nation::England));
        }
        assert!(!board.take_cube(pack(), Nation::England));
        assert_eq!(board.empty_reserve_spaces(pack(), Nation::England), 7);
        board.cubes[3] = Some(Nation::Spain);
        board.cubes[5] = Some(Nation::Spain);
        board.fleet.push(Nation::France);
        assert_eq!(board.cubes_on_board(), [1, 0, 2]);
        assert_eq!(board.cubes_on_locations(Nation::France), 0);
    }

    #[test]
    fn most_fewest_and_the_majority_bonus() {
        assert_eq!(extreme_nation([4, 2, 3], true), Some(Nation::France));
        assert_eq!(extreme_nation([4, 2, 3], false), Some(Nation::England));
        assert_eq!(extreme_nation([4, 4, 3], true), None, "a tie cancels the modifier");
        assert_eq!(extreme_nation([4, 4, 3], false), Some(Nation::Spain));
        // Majority bonuses: (4, 4, 2) → 2, 2, 0; (5, 3, 3) → 2, 1, 1; (3, 3, 3) → 2, 2, 2; (5, 4, 3) → 2, 1, 0.
        assert_eq!(majority_bonus([4, 2, 4]), [2, 0, 2]);
        assert_eq!(majority_bonus([5, 3, 3]), [2, 1, 1]);
        assert_eq!(majority_bonus([3, 3, 3]), [2, 2, 2]);
        assert_eq!(majority_bonus([5, 4, 3]), [2, 1, 0]);
    }

    #[test]
    fn final_scoring_example_multipliers() {
        // The rules' final-scoring example: France 4 empty spaces + 2, Spain 3 + 2, England 2 + 0; ranks 2, 3, 1
        // → 12 + 15 + 2.
        let mut board = game().board;
        board.reserve_taken = [8, 3, 6];
        let cubes = [4, 2, 4];
        let bonus = majority_bonus(cubes);
        let multiplier = |n: Nation| board.empty_reserve_spaces(pack(), n) + bonus[n.index()];
        assert_eq!(
            [
                multiplier(Nation::France),
                multiplier(Nation::England),
                multiplier(Nation::Spain)
            ],
            [6, 2, 5]
        );
        let ranks = [pack().tracks.rank(6), pack().tracks.rank(3), pack().tracks.rank(9)];
        assert_eq!(ranks, [2, 1, 3]);
        let nobility: u8 = Nation::ALL.iter().map(|&n| ranks[n.index()] * multiplier(n)).sum();
        assert_eq!(nobility, 29);
    }
}
