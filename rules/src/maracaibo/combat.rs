//! Combat: reveal a token from either pile, choose the fighting nation (paying or taking its line's cost or bonus),
//! then boost and take combat actions for that nation until the player stops; the token then goes onto the player's
//! ship.
//!
//! * Combat value = the line's value + the modifiers printed on the token: "most" when the nation has
//!   strictly the most cubes on the board, "fewest" when strictly the fewest (ties cancel). With
//!   both piles empty every nation fights at the default value 3, with no cost, bonus or modifier.
//! * A line whose doubloon cost cannot be paid cannot be chosen. `perm.patron(N)`: +2 combat points per
//!   such card when N is chosen.
//! * Boosting: +1 value per combat point or reserve spy spent, at any moment of the combat.
//! * Combat actions, each type once per combat, never taking the value below 0: gain influence (one of the
//!   options), annex or capture a city flag (one type), U7's village annex / capture, each card's combat action,
//!   L6's escort. Actions that place a cube need one in the nation's reserve. A flag or
//!   village on a gated legacy city needs the explorer past the gate, as stopping there does.
//! * `perm.combat_before_action`: +1 combat point per such card before each individual combat action.
//! * Removing a cube from the game (capture, village capture): +3 VP per `perm.cube_removed_3vp` card.
//! * The combat ends by itself once no combat action type is left (every type used, or none with a target):
//!   boosting is then no longer offered, only while some unused type remains.
//! * Rulings: declining the nation choice ends the combat with nothing gained, the revealed token still going to
//!   the ship; the influence type's options are the ship board's (2 → +1, 5 → +2).

use serde::{Deserialize, Serialize};

use super::content::cards::CardId;
use super::content::combat::TokenBonus;
use super::content::common::{Code, Nation};
use super::content::difficulty::LegacyKind;
use super::content::effect::{CardCombatAction, Effect, Permanent};
use super::content::map::{LocId, LocationKind};
use super::content::reward::Reward;
use super::content::ship::ZoneEffect;
use super::content::ContentPack;
use super::state::{Pending, State, Task};
use super::tracks::extreme_nation;
use crate::game::Seat;

use super::state::{Combat, CombatType};

/// Combat points for choosing a patron card's nation.
pub const PATRON_COMBAT_POINTS: u8 = 2;
/// VP per `perm.cube_removed_3vp` card when a cube leaves the game.
pub const CUBE_REMOVED_VP: u32 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatAction {
    /// The n-th gain-influence option of the ship board.
    Influence(usize),
    Annex(LocId),
    Capture(LocId),
    /// U7 at this village.
    Village(LocId),
    /// This bought card's combat action.
    Card(CardId),
    /// L6: escort the treasure fleet.
    Fleet,
}

impl CombatAction {
    fn kind(self) -> CombatType {
        match self {
            CombatAction::Influence(_) => CombatType::Influence,
            CombatAction::Annex(_) | CombatAction::Capture(_) => CombatType::Flag,
            CombatAction::Village(_) => CombatType::Village,
            CombatAction::Card(card) => CombatType::Card(card),
            CombatAction::Fleet => CombatType::Fleet,
        }
    }
}

impl State {
    /// Piles a token can be revealed from.
    pub fn open_piles(&self) -> Vec<u8> {
        (0..2u8)
            .filter(|&p| !self.board.combat_piles[p as usize].is_empty())
            .collect()
    }

    /// Starts a combat by revealing the top token of `pile` (or with no token when both piles are empty).
    pub fn reveal(&mut self, pile: Option<u8>) {
        let token = pile.and_then(|p| self.board.combat_piles[p as usize].pop());
        self.turn.combat = Some(Combat {
            token,
            nation: None,
            value: 0,
            used: Vec::new(),
        });
    }

    /// The nations `seat` may fight for in the combat just begun.
    pub fn fighting_nations(&self, pack: &ContentPack, seat: Seat) -> Vec<Nation> {
        let Some(token) = self.turn.combat.as_ref().and_then(|c| c.token) else {
            return Nation::ALL.to_vec();
        };
        let lines = &pack.combat.tokens[token].lines;
        let doubloons = self.players[seat].doubloons;
        Nation::ALL
            .iter()
            .copied()
            .filter(|n| !matches!(lines[n.index()].bonus, TokenBonus::Pay(d) if doubloons < d as u32))
            .collect()
    }

    /// Chooses the fighting nation: its line's cost or bonus, its value with modifiers, patron points.
    pub fn fight_for(&mut self, pack: &ContentPack, seat: Seat, nation: Nation) {
        let token = self.turn.combat.as_ref().expect("a combat").token;
        let value = match token {
            None => pack.combat.default_value as i16,
            Some(token) => self.token_line(pack, seat, token, nation),
        };
        let patrons = self.permanent_count(pack, seat, Permanent::Patron(nation)) as u8;
        self.gain_combat_points(pack, seat, patrons * PATRON_COMBAT_POINTS);
        let combat = self.turn.combat.as_mut().expect("a combat");
        combat.nation = Some(nation);
        combat.value = value;
    }

    fn token_line(&mut self, pack: &ContentPack, seat: Seat, token: usize, nation: Nation) -> i16 {
        let token = &pack.combat.tokens[token];
        let line = token.lines[nation.index()];
        match line.bonus {
            TokenBonus::Pay(d) => self.players[seat].doubloons -= d as u32,
            TokenBonus::Doubloons(d) => self.players[seat].doubloons += d as u32,
            TokenBonus::Vp(v) => self.players[seat].vp += v as u32,
            TokenBonus::Influence(n) => self.gain_influence(pack, seat, nation, n),
            TokenBonus::Spy => self.grant(pack, seat, Reward::Spies(1)),
        }
        let cubes = self.board.cubes_on_board();
        let mut value = line.value as i16;
        if extreme_nation(cubes, true) == Some(nation) {
            value += token.most.unwrap_or(0) as i16;
        }
        if extreme_nation(cubes, false) == Some(nation) {
            value += token.fewest.unwrap_or(0) as i16;
        }
        value
    }

    /// The flag bonus of the city at `location`, if it has a flag.
    pub fn flag(&self, pack: &ContentPack, location: LocId) -> Option<Reward> {
        if let Some(tile) = self.board.tiles[location.0 as usize] {
            return pack.cities[tile].flag;
        }
        match &pack.map.location(location).kind {
            LocationKind::City(city) if self.location_in_play(pack, location) => city.flag,
            _ => None,
        }
    }

    /// Legacy locations are in play only with their tile.
    pub(crate) fn location_in_play(&self, pack: &ContentPack, location: LocId) -> bool {
        match &pack.map.location(location).legacy {
            Some(id) => self.legacy_in_play(pack, id),
            None => true,
        }
    }

    /// The combat actions `seat` may take now.
    pub fn combat_actions(&self, pack: &ContentPack, seat: Seat) -> Vec<CombatAction> {
        Self::affordable(&self.turn.combat, &self.combat_options(pack, seat)).collect()
    }

    /// The actions of `options` that `combat`'s value pays for.
    pub(crate) fn affordable<'a>(
        combat: &Option<Combat>,
        options: &'a [(CombatAction, u8)],
    ) -> impl Iterator<Item = CombatAction> + 'a {
        let value = combat.as_ref().map_or(0, |c| c.value);
        options
            .iter()
            .filter(move |&&(_, cost)| cost as i16 <= value)
            .map(|&(a, _)| a)
    }

    /// The combat actions of unused types that have a target, with their costs.
    pub(crate) fn combat_options(&self, pack: &ContentPack, seat: Seat) -> Vec<(CombatAction, u8)> {
        let Some(combat) = &self.turn.combat else {
            return Vec::new();
        };
        let Some(nation) = combat.nation else {
            return Vec::new();
        };
        let has_cube = self.board.reserve_left(pack, nation) > 0;
        // Room for the flag, village, fleet and card actions after the base ones, so that adding them seldom
        // grows the list.
        let mut actions: Vec<(CombatAction, u8)> = Vec::with_capacity(pack.ship.base_influence.len() + 16);
        let base = pack.ship.base_influence.iter().enumerate();
        actions.extend(base.map(|(i, &(cost, _))| (CombatAction::Influence(i), cost)));
        if has_cube {
            self.flag_actions(pack, seat, nation, &mut actions);
            self.village_actions_u7(pack, seat, nation, &mut actions);
            if let Some(cost) = self.fleet_cost(pack) {
                actions.push((CombatAction::Fleet, cost));
            }
        }
        for &card in &self.players[seat].bought {
            for effect in &pack.cards.card(card).effects {
                if let Effect::Combat(action) = effect {
                    actions.push((CombatAction::Card(card), card_combat_cost(*action)));
                }
            }
        }
        actions.retain(|(a, _)| !combat.used.contains(&a.kind()));
        actions
    }

    fn flag_actions(&self, pack: &ContentPack, seat: Seat, nation: Nation, out: &mut Vec<(CombatAction, u8)>) {
        for l in 0..pack.map.locations.len() {
            let at = LocId(l as u8);
            // The cube first: it is the cheapest test.
            let action = match self.board.cubes[l] {
                None => (CombatAction::Annex(at), pack.ship.annex_cost),
                Some(other) if other != nation => (CombatAction::Capture(at), pack.ship.capture_cost),
                Some(_) => continue,
            };
            if self.flag(pack, at).is_some() && self.can_stop(pack, seat, at) {
                out.push(action);
            }
        }
    }

    fn village_actions_u7(&self, pack: &ContentPack, seat: Seat, nation: Nation, out: &mut Vec<(CombatAction, u8)>) {
        let Some((empty, capture)) = self.players[seat].upgrades(pack).find_map(|e| match e {
            ZoneEffect::VillageAnnex { empty, capture } => Some((*empty, *capture)),
            _ => None,
        }) else {
            return;
        };
        for l in 0..pack.map.locations.len() {
            let at = LocId(l as u8);
            if !self.is_village(pack, at) {
                continue;
            }
            match self.board.cubes[l] {
                None => out.push((CombatAction::Village(at), empty)),
                Some(other) if other != nation => out.push((CombatAction::Village(at), capture)),
                Some(_) => {}
            }
        }
    }

    /// L6's next escort cost, if L6 is in play with a space left.
    fn fleet_cost(&self, pack: &ContentPack) -> Option<u8> {
        self.legacy.iter().find_map(|&l| match &pack.classic.tile(l).kind {
            LegacyKind::TreasureFleet { costs, .. } => costs.get(self.board.fleet.len()).copied(),
            _ => None,
        })
    }

    /// Pays `cost` out of the combat value for action `action` and carries it out.
    pub fn do_combat_action(&mut self, pack: &ContentPack, seat: Seat, action: CombatAction) {
        let trickle = self.permanent_count(pack, seat, Permanent::CombatBeforeAction) as u8;
        self.gain_combat_points(pack, seat, trickle);
        let nation = self
            .turn
            .combat
            .as_ref()
            .and_then(|c| c.nation)
            .expect("a fighting nation");
        let cost = self.combat_cost(pack, seat, action);
        let combat = self.turn.combat.as_mut().expect("a combat");
        combat.value -= cost as i16;
        combat.used.push(action.kind());
        self.turn.pending.push(Pending {
            seat,
            task: Task::CombatActions,
        });
        match action {
            CombatAction::Influence(i) => {
                let gain = pack.ship.base_influence[i].1;
                self.gain_influence(pack, seat, nation, gain);
            }
            CombatAction::Annex(at) | CombatAction::Capture(at) => {
                self.place_cube(pack, seat, nation, at);
                let bonus = self.flag(pack, at).expect("a flag");
                self.grant(pack, seat, bonus);
            }
            CombatAction::Village(at) => {
                self.place_cube(pack, seat, nation, at);
                self.players[seat].doubloons += self.spy_doubloons(seat, at);
            }
            CombatAction::Card(card) => self.card_combat_action(pack, seat, card, nation),
            CombatAction::Fleet => self.escort_fleet(pack, seat, nation),
        }
    }

    fn combat_cost(&self, pack: &ContentPack, seat: Seat, action: CombatAction) -> u8 {
        match action {
            CombatAction::Influence(i) => pack.ship.base_influence[i].0,
            CombatAction::Annex(_) => pack.ship.annex_cost,
            CombatAction::Capture(_) => pack.ship.capture_cost,
            CombatAction::Village(at) => {
                let (empty, capture) = self.players[seat]
                    .upgrades(pack)
                    .find_map(|e| match e {
                        ZoneEffect::VillageAnnex { empty, capture } => Some((*empty, *capture)),
                        _ => None,
                    })
                    .expect("U7 emptied");
                if self.board.cubes[at.0 as usize].is_some() {
                    capture
                } else {
                    empty
                }
            }
            CombatAction::Card(card) => pack
                .cards
                .card(card)
                .effects
                .iter()
                .find_map(|e| match e {
                    Effect::Combat(a) => Some(card_combat_cost(*a)),
                    _ => None,
                })
                .expect("a combat card"),
            CombatAction::Fleet => self.fleet_cost(pack).expect("a fleet space"),
        }
    }

    /// The fighting nation's leftmost reserve cube onto `at` (+1 influence); a cube already there leaves the game.
    fn place_cube(&mut self, pack: &ContentPack, seat: Seat, nation: Nation, at: LocId) {
        if self.board.cubes[at.0 as usize].is_some() {
            let removers = self.permanent_count(pack, seat, Permanent::CubeRemoved3Vp) as u32;
            self.players[seat].vp += removers * CUBE_REMOVED_VP;
        }
        self.board.take_cube(pack, nation);
        self.board.cubes[at.0 as usize] = Some(nation);
        self.gain_influence(pack, seat, nation, 1);
    }

    /// U7: 3 doubloons per own spy at `at`, 1 per other player's spy.
    fn spy_doubloons(&self, seat: Seat, at: LocId) -> u32 {
        self.players
            .iter()
            .enumerate()
            .map(|(s, p)| p.spies.at(at) as u32 * if s == seat { 3 } else { 1 })
            .sum()
    }

    fn card_combat_action(&mut self, pack: &ContentPack, seat: Seat, card: CardId, nation: Nation) {
        let action = pack.cards.card(card).effects.iter().find_map(|e| match e {
            Effect::Combat(a) => Some(*a),
            _ => None,
        });
        match action.expect("a combat card") {
            CardCombatAction::InfluenceVp(x) => {
                self.gain_influence(pack, seat, nation, 1);
                self.players[seat].vp += x as u32;
            }
            CardCombatAction::ThreeDoubloons(symbol) => {
                let player = &mut self.players[seat];
                player.doubloons += 3;
                if player.synergy.contains(&symbol) {
                    player.vp += 2;
                }
            }
        }
    }

    fn escort_fleet(&mut self, pack: &ContentPack, seat: Seat, nation: Nation) {
        let (influence, doubloons) = self
            .legacy
            .iter()
            .find_map(|&l| match &pack.classic.tile(l).kind {
                LegacyKind::TreasureFleet {
                    influence, doubloons, ..
                } => Some((*influence, *doubloons)),
                _ => None,
            })
            .expect("L6 in play");
        self.board.take_cube(pack, nation);
        self.board.fleet.push(nation);
        self.gain_influence(pack, seat, nation, influence);
        self.players[seat].doubloons += doubloons as u32;
    }

    /// Ends the combat: the revealed token goes onto the ship.
    pub fn end_combat(&mut self, seat: Seat) {
        if let Some(token) = self.turn.combat.take().and_then(|c| c.token) {
            self.players[seat].combat_tokens.push(token);
        }
    }
}

fn card_combat_cost(action: CardCombatAction) -> u8 {
    match action {
        CardCombatAction::InfluenceVp(_) => 2,
        CardCombatAction::ThreeDoubloons(_) => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::content::common::Synergy;
    use crate::maracaibo::content::difficulty::Level;
    use crate::maracaibo::state::Phase;
    use crate::maracaibo::tasks::Decision;
    use crate::maracaibo::turn::tests::{loc, pack, ready};

    fn token(id: &str) -> usize {
        pack().combat.tokens.iter().position(|t| t.id == id).unwrap()
    }

    fn card(id: &str) -> CardId {
        pack().cards.find(id).unwrap()
    }

    /// Seat 0 of a 3-player game in Phase B, `token` on top of pile 0, a combat granted.
    fn combat_with(state: &mut State, top: &str) {
        state.turn.phase = Phase::Main;
        state.board.combat_piles[0].push(token(top));
        state.grant(pack(), 0, Reward::Combat);
    }

    fn decide(state: &mut State, decision: Decision) {
        state.decide(pack(), 0, &decision).unwrap();
    }

    fn value(state: &State) -> i16 {
        state.turn.combat.as_ref().unwrap().value
    }

    #[test]
    fn worked_example_of_the_rules() {
        // The rules' example: France for 2 doubloons at 6; influence (−2); boost 1 CP + 1 spy; capture (−6); end.
        let mut state = ready(3, 2);
        state.board.cubes[loc("11").0 as usize] = Some(Nation::England);
        state.board.reserve_taken[Nation::England.index()] += 1;
        state.players[0].combat_points = 3;
        let before = state.players[0].clone();
        combat_with(&mut state, "K01");
        assert_eq!(
            state.decisions(pack()),
            [Decision::Reveal(Some(0)), Decision::Reveal(Some(1)), Decision::Decline]
        );
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::France));
        assert_eq!(value(&state), 6);
        decide(&mut state, Decision::Combat(CombatAction::Influence(0)));
        assert_eq!(value(&state), 4);
        assert!(!state
            .decisions(pack())
            .contains(&Decision::Combat(CombatAction::Capture(loc("11")))));
        decide(&mut state, Decision::BoostCp);
        decide(&mut state, Decision::BoostSpy);
        assert_eq!(value(&state), 6);
        decide(&mut state, Decision::Combat(CombatAction::Capture(loc("11"))));
        assert!(
            state.decisions(pack()).is_empty(),
            "both types used: the combat ended by itself"
        );
        let after = &state.players[0];
        assert_eq!(after.influence, [2, 0, 0]);
        assert_eq!(after.doubloons, before.doubloons - 2 + 4, "the +4d flag of Maracaibo");
        assert_eq!(after.combat_points, before.combat_points - 1);
        assert_eq!(
            (after.spies.reserve, after.spies.supply),
            (before.spies.reserve - 1, before.spies.supply + 1)
        );
        assert_eq!(after.combat_tokens, [token("K01")]);
        assert_eq!(state.board.cubes[loc("11").0 as usize], Some(Nation::France));
        assert_eq!(
            state.board.reserve_taken,
            [1, 1, 0],
            "the English cube left the game, not the reserve"
        );
        assert!(state.turn.combat.is_none() && state.turn.pending.is_empty());
    }

    #[test]
    fn printed_modifiers_follow_the_cube_counts_and_ties_cancel_them() {
        let mut state = ready(3, 2);
        state.board.cubes[loc("2").0 as usize] = Some(Nation::France);
        state.board.cubes[loc("3").0 as usize] = Some(Nation::France);
        state.board.cubes[loc("6").0 as usize] = Some(Nation::England);
        combat_with(&mut state, "K03");
        decide(&mut state, Decision::Reveal(Some(0)));
        let mut spain = state.clone();
        decide(&mut state, Decision::Fight(Nation::France));
        assert_eq!(value(&state), 4 - 2, "France has the most cubes");
        decide(&mut spain, Decision::Fight(Nation::Spain));
        assert_eq!(value(&spain), 6 + 3, "Spain has the fewest");

        let mut state = ready(3, 2);
        combat_with(&mut state, "K03");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::France));
        assert_eq!(value(&state), 4, "0 / 0 / 0: every modifier cancelled");
    }

    #[test]
    fn a_line_you_cannot_pay_cannot_be_chosen() {
        let mut state = ready(3, 2);
        state.players[0].doubloons = 1;
        combat_with(&mut state, "K01");
        decide(&mut state, Decision::Reveal(Some(0)));
        assert_eq!(
            state.decisions(pack()),
            [
                Decision::Fight(Nation::England),
                Decision::Fight(Nation::Spain),
                Decision::Decline
            ]
        );
    }

    #[test]
    fn with_both_piles_empty_every_nation_fights_at_three() {
        let mut state = ready(3, 2);
        state.board.combat_piles = [Vec::new(), Vec::new()];
        state.turn.phase = Phase::Main;
        state.grant(pack(), 0, Reward::Combat);
        assert_eq!(state.decisions(pack()), [Decision::Reveal(None), Decision::Decline]);
        decide(&mut state, Decision::Reveal(None));
        decide(&mut state, Decision::Fight(Nation::Spain));
        assert_eq!(value(&state), 3);
        decide(&mut state, Decision::Decline);
        assert!(state.players[0].combat_tokens.is_empty());
    }

    #[test]
    fn patron_trickle_and_cube_remover() {
        let mut state = ready(3, 2);
        state.players[0].bought = vec![card("A28"), card("B038"), card("B048")];
        state.players[0].combat_points = 0;
        state.board.cubes[loc("11").0 as usize] = Some(Nation::Spain);
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::France));
        assert_eq!(state.players[0].combat_points, 2, "patron of France");
        assert_eq!(value(&state), 7);
        let vp = state.players[0].vp;
        decide(&mut state, Decision::Combat(CombatAction::Capture(loc("11"))));
        assert_eq!(state.players[0].combat_points, 3, "trickle before the action");
        assert_eq!(state.players[0].vp, vp + 3, "a Spanish cube left the game");
    }

    #[test]
    fn u7_village_capture_pays_for_spies_there() {
        let mut state = ready(3, 2);
        let u7 = pack().ship.zones.iter().position(|z| z.id == "U7").unwrap();
        state.players[0].discs[u7] = 0;
        state.board.cubes[loc("7").0 as usize] = Some(Nation::Spain);
        state.players[0].spies.on_map.push(loc("7"));
        state.players[1].spies.on_map.push(loc("7"));
        state.players[0].combat_points = 5;
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::England));
        assert_eq!(value(&state), 3);
        assert!(!state
            .decisions(pack())
            .contains(&Decision::Combat(CombatAction::Village(loc("7")))));
        decide(&mut state, Decision::BoostCp);
        decide(&mut state, Decision::Combat(CombatAction::Influence(0)));
        decide(&mut state, Decision::BoostSpy);
        decide(&mut state, Decision::BoostSpy);
        decide(&mut state, Decision::BoostCp);
        assert_eq!(value(&state), 5);
        let doubloons = state.players[0].doubloons;
        assert!(state
            .decisions(pack())
            .contains(&Decision::Combat(CombatAction::Village(loc("2")))));
        decide(&mut state, Decision::Combat(CombatAction::Village(loc("7"))));
        assert_eq!(value(&state), 0);
        assert_eq!(state.players[0].doubloons, doubloons + 3 + 1);
        assert_eq!(state.board.cubes[loc("7").0 as usize], Some(Nation::England));
        assert_eq!(state.players[0].influence, [0, 2, 0]);
    }

    #[test]
    fn card_combat_actions() {
        let mut state = ready(3, 2);
        state.players[0].bought = vec![card("B100"), card("B101")];
        state.players[0].synergy = vec![Synergy::Crown];
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::England));
        let before = state.players[0].clone();
        decide(&mut state, Decision::Combat(CombatAction::Card(card("B100"))));
        decide(&mut state, Decision::Combat(CombatAction::Card(card("B101"))));
        let after = &state.players[0];
        assert_eq!(value(&state), 0);
        assert_eq!(after.vp, before.vp + 3 + 2);
        assert_eq!(after.doubloons, before.doubloons + 3);
        assert_eq!(after.influence, [0, 1, 0]);
    }

    #[test]
    fn l6_escorts_the_treasure_fleet_at_ten_then_eleven() {
        let mut state = State::new(pack(), 3, Level::Medium, 2).unwrap();
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::Spain));
        state.turn.combat.as_mut().unwrap().value = 10;
        let before = state.players[0].clone();
        decide(&mut state, Decision::Combat(CombatAction::Fleet));
        assert_eq!(state.board.fleet, [Nation::Spain]);
        assert_eq!(state.players[0].doubloons, before.doubloons + 8);
        assert_eq!(state.players[0].influence, [0, 0, 3]);
        assert_eq!(state.fleet_cost(pack()), Some(11));
    }

    /// Regression (random games): a combat left with nothing to do lapsed without putting its token on the ship.
    #[test]
    fn a_combat_with_nothing_left_to_do_still_puts_its_token_on_the_ship() {
        let mut state = ready(3, 2);
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::England));
        assert_eq!(value(&state), 3);
        state.players[0].combat_points = 0;
        state.players[0].spies.supply += state.players[0].spies.reserve;
        state.players[0].spies.reserve = 0;
        decide(&mut state, Decision::Combat(CombatAction::Influence(0)));
        assert!(state.turn.pending.is_empty(), "nothing left: the combat is over");
        assert!(state.turn.combat.is_none());
        assert_eq!(state.players[0].combat_tokens, [token("K04")]);
    }

    /// Regression (audit, item 15): with every combat action type used, boost and decline were still offered.
    #[test]
    fn the_combat_ends_by_itself_once_no_combat_action_type_is_left() {
        let mut state = ready(3, 2);
        state.players[0].combat_points = 4;
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::England));
        state.turn.combat.as_mut().unwrap().value = 20;
        decide(&mut state, Decision::Combat(CombatAction::Influence(1)));
        assert!(
            state.decisions(pack()).contains(&Decision::BoostCp),
            "the flag type is left"
        );
        decide(&mut state, Decision::Combat(CombatAction::Annex(loc("11"))));
        assert!(state.decisions(pack()).is_empty());
        assert!(state.turn.combat.is_none(), "the value left is lost");
        assert_eq!(state.players[0].combat_tokens, [token("K04")]);
        assert_eq!(state.players[0].combat_points, 4, "nothing spent on a boost");
    }

    /// Without a reserve cube the only type left is influence: once used, the combat is over.
    #[test]
    fn with_no_reserve_cube_the_influence_action_ends_the_combat() {
        let mut state = ready(3, 2);
        state.board.reserve_taken[Nation::France.index()] = pack().tracks.reserve_cubes();
        state.players[0].combat_points = 4;
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::France));
        decide(&mut state, Decision::Combat(CombatAction::Influence(0)));
        assert!(state.decisions(pack()).is_empty());
        assert_eq!(state.players[0].combat_tokens, [token("K04")]);
    }

    /// A type left whose cost is above the value keeps the boosts on offer.
    #[test]
    fn a_type_left_above_the_value_can_still_be_boosted_toward() {
        let mut state = ready(3, 2);
        state.players[0].combat_points = 4;
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::England));
        decide(&mut state, Decision::Combat(CombatAction::Influence(0)));
        assert_eq!(value(&state), 1);
        assert_eq!(
            state.decisions(pack()),
            [Decision::BoostCp, Decision::BoostSpy, Decision::Decline]
        );
    }

    #[test]
    fn no_reserve_cube_no_cube_actions() {
        let mut state = ready(3, 2);
        state.board.reserve_taken[Nation::France.index()] = pack().tracks.reserve_cubes();
        combat_with(&mut state, "K04");
        decide(&mut state, Decision::Reveal(Some(0)));
        decide(&mut state, Decision::Fight(Nation::France));
        let actions = state.combat_actions(pack(), 0);
        assert_eq!(actions, [CombatAction::Influence(0), CombatAction::Influence(1)]);
    }
}
