//! Free actions of Phase B: planning a card, claiming a career goal, and a reserve spy for 2 combat points
//! (`perm.spy_to_combat`). Taken any number of times by the player on turn during their Phase B — before, during (even
//! while a decision waits) or after the main action — never outside it.
//!
//! * Plan: a hand card to a free planning space (3 spaces).
//! * Claim a goal: its modest threshold must be met; it pays the goal's doubloons and moves one spy from the
//!   career card to the reserve; the goal's VP too if the harder threshold is met now; the third claim also
//!   gives the Admiral reward. Each goal once. Goal measures: combat tokens on the ship; the
//!   highest influence (one nation) or the second highest (each of two nations); emptied ship zones; the
//!   explorer on or past the space after the line; quest tiles; synergy tokens; spies on map locations
//!   (a ruling: "on the board" means on map locations).
//! * Ruling: `perm.spy_to_combat` ("at any time") is used, like the other free actions, in the owner's Phase B;
//!   it needs a spy in the reserve and pays 2 combat points (capped at 8) per spy, once per use whatever the
//!   number of such cards.

use serde::{Deserialize, Serialize};

use super::content::cards::CardId;
use super::content::careers::{GoalKind, Threshold};
use super::content::effect::Permanent;
use super::content::ContentPack;
use super::keys;
use super::state::{Phase, State};
use crate::error::RuleError;
use crate::game::Seat;

/// Combat points for one reserve spy with `perm.spy_to_combat`.
pub const SPY_COMBAT_POINTS: u8 = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FreeAction {
    Plan(CardId),
    /// The n-th goal of the player's career card.
    Claim(usize),
    SpyToCombat,
}

impl State {
    /// The free actions `seat` may take now.
    pub fn free_actions(&self, pack: &ContentPack, seat: Seat) -> Vec<FreeAction> {
        if self.turn.phase != Phase::Main || self.turn.seat != seat {
            return Vec::new();
        }
        let player = &self.players[seat];
        // Room for the hand's cards, the goals and the spy, so that the list never grows.
        let mut actions = Vec::with_capacity(player.hand.len() + player.goals_claimed.len() + 1);
        if player.planning.len() < pack.ship.planning_spaces as usize {
            let mut hand = player.hand.clone();
            hand.sort();
            hand.dedup();
            actions.extend(hand.into_iter().map(FreeAction::Plan));
        }
        if let Some(career) = player.career {
            let goals = &pack.careers.cards[career].goals;
            let open = (0..goals.len()).filter(|&g| !player.goals_claimed[g]);
            actions.extend(
                open.filter(|&g| self.goal_met(pack, seat, goals[g].kind, goals[g].modest))
                    .map(FreeAction::Claim),
            );
        }
        if player.spies.reserve > 0 && self.permanent_count(pack, seat, Permanent::SpyToCombat) > 0 {
            actions.push(FreeAction::SpyToCombat);
        }
        actions
    }

    /// Takes a free action; on error nothing changes.
    pub fn take_free(&mut self, pack: &ContentPack, seat: Seat, action: FreeAction) -> Result<(), RuleError> {
        self.expect_phase(seat, Phase::Main)?;
        if !self.free_actions(pack, seat).contains(&action) {
            return Err(RuleError::new(keys::NOT_OFFERED));
        }
        let player = &mut self.players[seat];
        match action {
            FreeAction::Plan(card) => {
                let slot = player.hand.iter().position(|&c| c == card).expect("listed");
                player.hand.remove(slot);
                player.planning.push(card);
            }
            FreeAction::Claim(goal) => self.claim_goal(pack, seat, goal),
            FreeAction::SpyToCombat => {
                player.spies.reserve -= 1;
                player.spies.supply += 1;
                self.gain_combat_points(pack, seat, SPY_COMBAT_POINTS);
            }
        }
        Ok(())
    }

    fn claim_goal(&mut self, pack: &ContentPack, seat: Seat, goal: usize) {
        let career = &pack.careers.cards[self.players[seat].career.expect("listed")];
        let spec = &career.goals[goal];
        let harder = self.goal_met(pack, seat, spec.kind, spec.harder);
        let player = &mut self.players[seat];
        player.goals_claimed[goal] = true;
        player.doubloons += spec.claim_doubloons as u32;
        player.spies.career -= 1;
        player.spies.reserve += 1;
        if harder {
            player.vp += spec.bonus_vp as u32;
        }
        if player.goals_claimed.iter().all(|&c| c) {
            self.grant(pack, seat, pack.careers.admiral);
        }
    }

    /// Whether `seat` meets a goal threshold now.
    pub fn goal_met(&self, pack: &ContentPack, seat: Seat, kind: GoalKind, threshold: Threshold) -> bool {
        let player = &self.players[seat];
        let at_least = match threshold {
            Threshold::Line(line) => return pack.exploration.has_crossed(player.explorer, line),
            Threshold::AtLeast(n) => n as usize,
        };
        let mut influence = player.influence;
        influence.sort_unstable_by(|a, b| b.cmp(a));
        let measure = match kind {
            GoalKind::CombatTokens => player.combat_tokens.len(),
            GoalKind::InfluenceOne => influence[0] as usize,
            GoalKind::InfluenceTwo => influence[1] as usize,
            GoalKind::ShipUpgrades => player.emptied_zones().count(),
            GoalKind::QuestTiles => player.quests.len(),
            GoalKind::SynergyTokens => player.synergy.len(),
            GoalKind::SpiesOnMap => player.spies.on_map.len(),
            GoalKind::ExplorationLine => return false,
        };
        measure >= at_least
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::turn::tests::{pack, ready};

    fn career(id: &str) -> usize {
        pack().careers.cards.iter().position(|c| c.id == id).unwrap()
    }

    fn in_main(career_id: &str) -> State {
        let mut state = ready(2, 4);
        state.turn.phase = Phase::Main;
        state.players[0].career = Some(career(career_id));
        state
    }

    #[test]
    fn planning_fills_the_three_spaces_then_stops() {
        let mut state = in_main("CR1");
        let hand = state.players[0].hand.clone();
        assert_eq!(state.players[0].planning.len(), 1, "the set-up card");
        state.take_free(pack(), 0, FreeAction::Plan(hand[0])).unwrap();
        state.take_free(pack(), 0, FreeAction::Plan(hand[1])).unwrap();
        assert_eq!(state.players[0].planning.len(), 3);
        assert_eq!(state.players[0].hand, hand[2..]);
        assert!(!state.free_actions(pack(), 0).contains(&FreeAction::Plan(hand[2])));
        let refused = state.take_free(pack(), 0, FreeAction::Plan(hand[2])).unwrap_err();
        assert_eq!(refused.key, keys::NOT_OFFERED);
    }

    #[test]
    fn free_actions_belong_to_your_own_phase_b() {
        let mut state = in_main("CR1");
        let card = state.players[1].hand[0];
        assert_eq!(
            state.take_free(pack(), 1, FreeAction::Plan(card)).unwrap_err().key,
            crate::error::keys::NOT_YOUR_TURN
        );
        state.turn.phase = Phase::Sail;
        assert!(state.free_actions(pack(), 0).is_empty());
    }

    #[test]
    fn quest_goal_example_claim_early_or_wait_for_the_vp() {
        // 4 quest tiles → 4 doubloons + 1 spy; with 6 also +4 VP (CR2 G2).
        let mut state = in_main("CR2");
        state.players[0].quests = vec![0, 1, 2];
        assert!(!state.free_actions(pack(), 0).contains(&FreeAction::Claim(1)));
        state.players[0].quests = vec![0, 1, 2, 3];
        let before = state.players[0].clone();
        state.take_free(pack(), 0, FreeAction::Claim(1)).unwrap();
        let after = &state.players[0];
        assert_eq!(after.doubloons, before.doubloons + 4);
        assert_eq!(after.vp, before.vp);
        assert_eq!((after.spies.career, after.spies.reserve), (2, 3));
        assert!(
            !state.free_actions(pack(), 0).contains(&FreeAction::Claim(1)),
            "once only"
        );

        let mut state = in_main("CR2");
        state.players[0].quests = vec![0, 1, 2, 3, 4, 5];
        let vp = state.players[0].vp;
        state.take_free(pack(), 0, FreeAction::Claim(1)).unwrap();
        assert_eq!(state.players[0].vp, vp + 4);
    }

    #[test]
    fn the_third_goal_makes_an_admiral() {
        let mut state = in_main("CR3");
        state.players[0].goals_claimed = vec![true, false, true];
        state.players[0].spies.career = 1;
        state.players[0].influence = [3, 0, 7];
        assert!(
            !state.free_actions(pack(), 0).contains(&FreeAction::Claim(1)),
            "each of two nations"
        );
        state.players[0].influence = [4, 5, 7];
        let before = state.players[0].clone();
        state.take_free(pack(), 0, FreeAction::Claim(1)).unwrap();
        let after = &state.players[0];
        assert_eq!(after.doubloons, before.doubloons + 4 + 2);
        assert_eq!(
            after.vp,
            before.vp + 2,
            "second-highest 5 < 7: no goal VP, admiral 2 VP"
        );
        assert_eq!(after.spies.career, 0);
    }

    #[test]
    fn exploration_line_goals_follow_the_explorer() {
        let mut state = in_main("CR2");
        let line_goal = 0;
        assert!(!state.free_actions(pack(), 0).contains(&FreeAction::Claim(line_goal)));
        state.players[0].explorer = pack().exploration.find("7").unwrap();
        assert!(state.free_actions(pack(), 0).contains(&FreeAction::Claim(line_goal)));
    }

    #[test]
    fn a_reserve_spy_buys_two_combat_points_with_the_card() {
        let mut state = in_main("CR1");
        assert!(!state.free_actions(pack(), 0).contains(&FreeAction::SpyToCombat));
        let card = (0..pack().cards.projects.len() as u16)
            .map(CardId)
            .find(|&c| {
                pack()
                    .cards
                    .card(c)
                    .effects
                    .contains(&super::super::content::effect::Effect::Permanent(
                        Permanent::SpyToCombat,
                    ))
            })
            .unwrap();
        state.players[0].bought.push(card);
        state.take_free(pack(), 0, FreeAction::SpyToCombat).unwrap();
        state.take_free(pack(), 0, FreeAction::SpyToCombat).unwrap();
        let player = &state.players[0];
        assert_eq!(
            (player.combat_points, player.spies.reserve, player.spies.supply),
            (5, 0, 5)
        );
        assert!(!state.free_actions(pack(), 0).contains(&FreeAction::SpyToCombat));
    }
}
