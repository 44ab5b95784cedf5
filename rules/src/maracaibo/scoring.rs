//! The computed steps of the scorings (interim step 2, final steps 2–5): income at an interim scoring, and
//! the final tally — income as VP, bought cards and prestige buildings, influence majorities, nobility.
//! Step 1 of both scorings (buy / invest or 2 VP) is a player decision and is not part of this module.
//!
//! * Interim income: doubloons = doubloon-income position, VP = VP-income position (the VP printed on the
//!   doubloon track are ignored).
//! * Final step 2: VP-income position + the VP printed at the doubloon-income position; no doubloons.
//! * Step 3: VP of bought cards + each prestige building the player invested in, by its scoring rule.
//! * Step 4: 3 VP to every player with the most influence with a nation, ties included, never on 0.
//! * Step 5: per nation, rank × (empty reserve spaces + majority bonus of the cubes on the board).

use serde::{Deserialize, Serialize};

use super::content::common::{Code, Nation};
use super::content::exploration::LineId;
use super::content::prestige::Basis;
use super::content::ContentPack;
use super::state::State;
use super::tracks::majority_bonus;
use crate::game::Seat;

/// VP for each nation where a player has the most influence.
pub const MAJORITY_VP: u32 = 3;

/// One player's final-scoring steps 2–5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalTally {
    pub vp_income: u32,
    pub doubloon_income_vp: u32,
    pub cards: u32,
    pub buildings: u32,
    pub majorities: u32,
    pub nobility: u32,
}

impl FinalTally {
    pub fn total(&self) -> u32 {
        self.vp_income + self.doubloon_income_vp + self.cards + self.buildings + self.majorities + self.nobility
    }
}

impl State {
    /// Interim scoring step 2: every player takes their income.
    pub fn pay_interim_income(&mut self) {
        for player in &mut self.players {
            player.doubloons += player.doubloon_income as u32;
            player.vp += player.vp_income as u32;
        }
    }

    /// Lines the player's explorer has crossed.
    pub fn lines_crossed(&self, pack: &ContentPack, seat: Seat) -> usize {
        let explorer = self.players[seat].explorer;
        (0..pack.exploration.lines.len())
            .filter(|&l| pack.exploration.has_crossed(explorer, LineId(l as u8)))
            .count()
    }

    /// What one prestige building is worth to `seat` at the end (whether or not they invested).
    pub fn building_vp(&self, pack: &ContentPack, seat: Seat, building: usize) -> u32 {
        let scoring = pack.prestige.buildings[building].scoring;
        let player = &self.players[seat];
        let units = match scoring.basis {
            Basis::LinesCrossed => self.lines_crossed(pack, seat),
            Basis::QuestTiles => player.quests.len(),
            Basis::SpiesOnMap => player.spies.on_map.len(),
            Basis::ReserveSpiesAndCombatPoints => (player.spies.reserve + player.combat_points) as usize,
            Basis::SynergyTokens => player.synergy.len(),
            Basis::CombatTokens => player.combat_tokens.len(),
            Basis::ShipUpgrades => player.emptied_zones().count(),
            Basis::DoubloonIncomeVp => self.doubloon_income_vp(pack, seat) as usize,
        };
        scoring.score(units as u32)
    }

    /// Final scoring steps 2–5 for `seat`.
    pub fn final_tally(&self, pack: &ContentPack, seat: Seat) -> FinalTally {
        let player = &self.players[seat];
        let bonus = majority_bonus(self.board.cubes_on_board());
        // Jeanne's income replaces both income tracks (solo rules).
        let automa = self.is_automa(seat);
        let mut tally = FinalTally {
            vp_income: if automa {
                self.automa_income(pack)
            } else {
                player.vp_income as u32
            },
            doubloon_income_vp: if automa {
                0
            } else {
                self.doubloon_income_vp(pack, seat) as u32
            },
            cards: player.bought.iter().map(|&c| pack.cards.card(c).vp as u32).sum(),
            ..FinalTally::default()
        };
        for slot in self.board.buildings.iter().filter(|b| b.investors.contains(&seat)) {
            tally.buildings += self.building_vp(pack, seat, slot.building);
        }
        for &nation in Nation::ALL {
            let mine = player.influence[nation.index()];
            let best = self
                .players
                .iter()
                .map(|p| p.influence[nation.index()])
                .max()
                .unwrap_or(0);
            if mine > 0 && mine == best {
                tally.majorities += MAJORITY_VP;
            }
            let multiplier = self.board.empty_reserve_spaces(pack, nation) + bonus[nation.index()];
            tally.nobility += (pack.tracks.rank(mine) * multiplier) as u32;
        }
        tally
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::content::difficulty::Level;
    use crate::maracaibo::state::BuildingSlot;

    fn pack() -> &'static ContentPack {
        ContentPack::default_pack()
    }

    fn card(id: &str) -> crate::maracaibo::content::cards::CardId {
        pack().cards.find(id).unwrap()
    }

    fn building(name: &str) -> usize {
        pack().prestige.buildings.iter().position(|b| b.name == name).unwrap()
    }

    fn game() -> State {
        State::new(pack(), 2, Level::Easy, 21).unwrap()
    }

    /// The rules' final-scoring example: Alex's cards and buildings 34, income position worth 4, VP income 9,
    /// cubes France 4 / Spain 4 / England 2, empty reserve spaces 4 / 3 / 2, ranks France 2, Spain 3, England 1 → 76.
    #[test]
    fn the_rulebook_final_scoring_example() {
        let mut state = game();
        state.board.cubes = vec![None; state.board.cubes.len()];
        let nations = [Nation::France; 4]
            .into_iter()
            .chain([Nation::Spain; 4])
            .chain([Nation::England; 2]);
        for (slot, nation) in nations.enumerate() {
            state.board.cubes[slot + 1] = Some(nation);
        }
        state.board.reserve_taken = [8, 3, 6];
        let alex = &mut state.players[0];
        alex.bought = ["B018", "B027", "B006", "B028", "B005", "B003", "B008"]
            .map(card)
            .to_vec();
        alex.doubloon_income = 16;
        alex.vp_income = 9;
        alex.influence = [6, 3, 9];
        state.players[1].influence = [7, 4, 10];
        let tally = state.final_tally(pack(), 0);
        let expected = FinalTally {
            vp_income: 9,
            doubloon_income_vp: 4,
            cards: 34,
            buildings: 0,
            majorities: 0,
            nobility: 29,
        };
        assert_eq!(tally, expected);
        assert_eq!(tally.total(), 76);
    }

    #[test]
    fn majorities_go_to_every_tied_leader_but_never_on_zero() {
        let mut state = game();
        state.players[0].influence = [5, 0, 2];
        state.players[1].influence = [5, 0, 1];
        assert_eq!(state.final_tally(pack(), 0).majorities, 6);
        assert_eq!(state.final_tally(pack(), 1).majorities, 3);
    }

    #[test]
    fn prestige_buildings_score_for_their_investors() {
        let mut state = game();
        state.board.buildings = ["Cathedral", "Basilica", "Citadel", "Abbey"]
            .map(|name| BuildingSlot {
                building: building(name),
                revealed: true,
                investors: vec![0],
            })
            .to_vec();
        let player = &mut state.players[0];
        player.doubloon_income = 18;
        player.spies.on_map = vec![pack().map.find("5").unwrap(); 5];
        player.spies.reserve = 2;
        player.combat_points = 3;
        player.explorer = pack().exploration.find("B2").unwrap();
        assert_eq!(
            state.building_vp(pack(), 0, building("Cathedral")),
            10,
            "5 VP position, twice"
        );
        assert_eq!(
            state.building_vp(pack(), 0, building("Basilica")),
            16,
            "5 spies, capped at 16"
        );
        assert_eq!(
            state.building_vp(pack(), 0, building("Citadel")),
            10,
            "2 spies + 3 combat points"
        );
        assert_eq!(state.building_vp(pack(), 0, building("Abbey")), 8, "red and blue lines");
        assert_eq!(state.final_tally(pack(), 0).buildings, 44);
        assert_eq!(state.final_tally(pack(), 1).buildings, 0);
        assert_eq!(
            state.final_tally(pack(), 0).doubloon_income_vp,
            5,
            "Cathedral on 18: 5 + 10 = 15"
        );
    }

    #[test]
    fn interim_income_pays_both_tracks() {
        let mut state = game();
        state.players[1].doubloon_income = 12;
        state.players[1].vp_income = 3;
        state.pay_interim_income();
        assert_eq!((state.players[1].doubloons, state.players[1].vp), (9 + 12, 3));
        assert_eq!((state.players[0].doubloons, state.players[0].vp), (8 + 8, 0));
    }
}
