//! Moving an explorer: the legal moves for "explore up to X" and the move itself with the VP it settles on its own; the
//! decisions it opens are returned to the caller.
//!
//! * An explorer moves 1 to X counted spaces forward, choosing a branch at forks (X + 1 per
//!   `perm.explorer_plus1` card: card effects stack).
//! * Spaces holding another explorer, and quest spaces whose tile has been taken, are skipped and not counted;
//!   the start and the end hold any number of explorers and are never skipped. A move is identified by every
//!   space it enters, skipped ones included, since the route decides which explorers are passed.
//! * Passed explorers (on skipped spaces) each lose 1 VP to the mover per `perm.explorer_thief` card, if they
//!   have any.
//! * Lines are crossed when the route takes the step they lie on: blue and green score their first / later VP
//!   at once; the red line's influence needs a nation, so it is returned as a pending choice.
//! * Reaching the end scores the arrival bonus (10 / 8 / 6 / 4, then nothing) and opens 1 village action;
//!   an explorer on the end never moves again.
//! * The stop's reward (or its quest, or the end) is returned for the caller to resolve.

use serde::{Deserialize, Serialize};

use super::content::effect::{Effect, Permanent};
use super::content::exploration::{LineEffect, SpaceId, SpaceKind};
use super::content::ContentPack;
use super::keys;
use super::state::State;
use crate::error::RuleError;
use crate::game::Seat;

/// Every space an explorer enters, in order; the last one is where it stops.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplorerMove {
    pub route: Vec<SpaceId>,
}

/// What a move settled, and what it leaves to decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explored {
    pub stop: SpaceId,
    /// VP taken from passed explorers (already moved).
    pub stolen: u32,
    /// VP scored for blue / green lines and the arrival bonus (already scored).
    pub vp: u32,
    /// Influence to gain with one nation of the player's choice, one entry per red line crossed.
    pub influence_choices: Vec<u8>,
    /// Village actions opened by reaching the end.
    pub village_actions: u8,
    /// The stop space: its reward to take, or a quest space (fulfil optionally), or the end.
    pub space: SpaceKind,
}

impl State {
    fn permanents(&self, pack: &ContentPack, seat: Seat, wanted: Permanent) -> usize {
        let bought = self.players[seat]
            .bought
            .iter()
            .flat_map(|&c| pack.cards.card(c).effects.iter());
        bought.filter(|e| **e == Effect::Permanent(wanted)).count()
    }

    /// Whether another explorer blocks `space` for `seat`, or it is an emptied quest space.
    fn skipped(&self, pack: &ContentPack, seat: Seat, space: SpaceId) -> bool {
        let kind = pack.exploration.space(space).kind;
        if matches!(kind, SpaceKind::Start | SpaceKind::End) {
            return false;
        }
        let occupied = self
            .players
            .iter()
            .enumerate()
            .any(|(s, p)| s != seat && p.explorer == space);
        occupied || (kind == SpaceKind::Quest && self.board.track_quests[space.0 as usize].is_none())
    }

    /// Every legal move for "explore up to `up_to`" (extra spaces from cards included); none once at the end.
    pub fn explorer_moves(&self, pack: &ContentPack, seat: Seat, up_to: u8) -> Vec<ExplorerMove> {
        let reach = up_to as usize + self.permanents(pack, seat, Permanent::ExplorerPlus1);
        let mut moves = Vec::new();
        self.extend_moves(
            pack,
            seat,
            self.players[seat].explorer,
            reach,
            0,
            &mut Vec::new(),
            &mut moves,
        );
        moves
    }

    #[allow(clippy::too_many_arguments)]
    fn extend_moves(
        &self,
        pack: &ContentPack,
        seat: Seat,
        at: SpaceId,
        reach: usize,
        counted: usize,
        route: &mut Vec<SpaceId>,
        moves: &mut Vec<ExplorerMove>,
    ) {
        for &next in &pack.exploration.space(at).next {
            route.push(next);
            if self.skipped(pack, seat, next) {
                self.extend_moves(pack, seat, next, reach, counted, route, moves);
            } else if counted < reach {
                moves.push(ExplorerMove { route: route.clone() });
                self.extend_moves(pack, seat, next, reach, counted + 1, route, moves);
            }
            route.pop();
        }
    }

    /// Moves `seat`'s explorer along a legal route for "explore up to `up_to`"; on error nothing changes.
    pub fn move_explorer(
        &mut self,
        pack: &ContentPack,
        seat: Seat,
        up_to: u8,
        route: &[SpaceId],
    ) -> Result<Explored, RuleError> {
        let wanted = ExplorerMove { route: route.to_vec() };
        if !self.explorer_moves(pack, seat, up_to).contains(&wanted) {
            return Err(RuleError::new(keys::NO_EXPLORER_MOVE));
        }
        let stop = *route.last().expect("legal moves are not empty");
        let stolen = self.steal_from_passed(pack, seat, &route[..route.len() - 1]);
        let mut outcome = Explored {
            stop,
            stolen,
            vp: 0,
            influence_choices: Vec::new(),
            village_actions: 0,
            space: pack.exploration.space(stop).kind,
        };
        let mut from = self.players[seat].explorer;
        for &to in route {
            self.cross_lines(pack, from, to, &mut outcome);
            from = to;
        }
        if outcome.space == SpaceKind::End {
            let place = self.board.end_arrivals as usize;
            outcome.vp += pack.exploration.arrival_vp.get(place).copied().unwrap_or(0) as u32;
            outcome.village_actions = pack.exploration.end_village_actions;
            self.board.end_arrivals += 1;
        }
        let player = &mut self.players[seat];
        player.explorer = stop;
        player.vp += outcome.vp + stolen;
        Ok(outcome)
    }

    fn steal_from_passed(&mut self, pack: &ContentPack, seat: Seat, passed: &[SpaceId]) -> u32 {
        let per_explorer = self.permanents(pack, seat, Permanent::ExplorerThief) as u32;
        let mut stolen = 0;
        for (other, player) in self.players.iter_mut().enumerate() {
            if other != seat && passed.contains(&player.explorer) {
                let taken = per_explorer.min(player.vp);
                player.vp -= taken;
                stolen += taken;
            }
        }
        stolen
    }

    fn cross_lines(&mut self, pack: &ContentPack, from: SpaceId, to: SpaceId, outcome: &mut Explored) {
        for (index, line) in pack.exploration.lines.iter().enumerate() {
            if (line.from, line.to) != (from, to) {
                continue;
            }
            let crossers = &mut self.board.line_crossings[index];
            match line.effect {
                LineEffect::Influence(n) => outcome.influence_choices.push(n),
                LineEffect::Vp { first, later } => outcome.vp += if *crossers == 0 { first } else { later } as u32,
            }
            *crossers += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::content::cards::CardId;
    use crate::maracaibo::content::difficulty::Level;
    use crate::maracaibo::content::reward::Reward;

    fn pack() -> &'static ContentPack {
        ContentPack::default_pack()
    }

    fn space(id: &str) -> SpaceId {
        pack().exploration.find(id).unwrap()
    }

    fn route(ids: &str) -> Vec<SpaceId> {
        ids.split(' ').map(space).collect()
    }

    fn shown(moves: &[ExplorerMove]) -> Vec<String> {
        let id = |s: &SpaceId| pack().exploration.space(*s).id.clone();
        moves
            .iter()
            .map(|m| m.route.iter().map(id).collect::<Vec<_>>().join(" "))
            .collect()
    }

    fn game() -> State {
        State::new(pack(), 3, Level::Easy, 12).unwrap()
    }

    fn card_with(effect: Effect) -> CardId {
        CardId(
            pack()
                .cards
                .projects
                .iter()
                .position(|c| c.effects.first() == Some(&effect))
                .unwrap() as u16,
        )
    }

    #[test]
    fn up_to_x_spaces_choosing_the_branch() {
        let mut state = game();
        assert_eq!(shown(&state.explorer_moves(pack(), 0, 2)), ["1", "1 2"]);
        state.players[0].explorer = space("7");
        assert_eq!(
            shown(&state.explorer_moves(pack(), 0, 3)),
            ["8", "8 9", "8 9 10", "8 A1", "8 A1 A2"]
        );
    }

    #[test]
    fn occupied_and_emptied_quest_spaces_are_skipped_and_not_counted() {
        let mut state = game();
        state.players[0].explorer = space("12");
        state.players[1].explorer = space("14");
        assert_eq!(
            shown(&state.explorer_moves(pack(), 0, 2)),
            ["13", "13 14 15", "13 14 B1"]
        );
        state.board.track_quests[space("13").0 as usize] = None;
        assert_eq!(
            shown(&state.explorer_moves(pack(), 0, 2)),
            ["13 14 15", "13 14 15 16", "13 14 B1", "13 14 B1 B2"]
        );
        state.players[2].explorer = space("13");
        assert_eq!(
            shown(&state.explorer_moves(pack(), 2, 1)),
            ["14 15", "14 B1"],
            "standing on it, it stays"
        );
    }

    #[test]
    fn the_stop_reward_is_returned_and_passed_spaces_give_nothing() {
        let mut state = game();
        let explored = state.move_explorer(pack(), 0, 3, &route("1 2 3")).unwrap();
        assert_eq!(explored.space, SpaceKind::Reward(Reward::Doubloons(2)));
        assert_eq!(
            (explored.vp, state.players[0].vp, state.players[0].doubloons),
            (0, 0, 8)
        );
        assert_eq!(state.players[0].explorer, space("3"));
    }

    #[test]
    fn red_line_asks_for_a_nation_blue_pays_4_then_2() {
        let mut state = game();
        state.players[0].explorer = space("5");
        let explored = state.move_explorer(pack(), 0, 3, &route("6 7")).unwrap();
        assert_eq!((explored.influence_choices.clone(), explored.vp), (vec![3], 0));
        state.players[1].explorer = space("10");
        state.players[2].explorer = space("A4");
        assert_eq!(state.move_explorer(pack(), 1, 2, &route("11 12")).unwrap().vp, 4);
        assert_eq!(
            state.move_explorer(pack(), 2, 3, &route("11 12 13")).unwrap().vp,
            2,
            "12 is taken: 13"
        );
        assert_eq!((state.players[1].vp, state.players[2].vp), (4, 2));
        assert_eq!(state.board.line_crossings, [1, 2, 0]);
    }

    #[test]
    fn end_arrivals_score_in_order_and_open_a_village_action() {
        let mut state = game();
        for seat in 0..3 {
            state.players[seat].explorer = space("21");
        }
        let vps: Vec<(u32, u8)> = (0..3)
            .map(|seat| {
                let explored = state.move_explorer(pack(), seat, 2, &route("22")).unwrap();
                (explored.vp, explored.village_actions)
            })
            .collect();
        assert_eq!(vps, [(10, 1), (8, 1), (6, 1)]);
        assert!(
            state.explorer_moves(pack(), 0, 3).is_empty(),
            "movement at the end is ignored"
        );
    }

    #[test]
    fn thieves_take_1_vp_from_each_passed_explorer_that_has_any() {
        let mut state = game();
        state.players[0]
            .bought
            .push(card_with(Effect::Permanent(Permanent::ExplorerThief)));
        state.players[1].explorer = space("1");
        state.players[1].vp = 5;
        state.players[2].explorer = space("2");
        let explored = state.move_explorer(pack(), 0, 1, &route("1 2 3")).unwrap();
        assert_eq!(explored.stolen, 1);
        assert_eq!(
            (state.players[0].vp, state.players[1].vp, state.players[2].vp),
            (1, 4, 0)
        );
    }

    #[test]
    fn explorer_plus_one_reaches_one_more_space() {
        let mut state = game();
        state.players[0]
            .bought
            .push(card_with(Effect::Permanent(Permanent::ExplorerPlus1)));
        assert_eq!(shown(&state.explorer_moves(pack(), 0, 2)), ["1", "1 2", "1 2 3"]);
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let mut state = game();
        let before = state.clone();
        for ids in ["2", "1 2 3", "1 3"] {
            let error = state.move_explorer(pack(), 0, 2, &route(ids)).unwrap_err();
            assert_eq!(error.key, keys::NO_EXPLORER_MOVE, "{ids}");
            assert_eq!(state, before);
        }
        assert_eq!(
            state.move_explorer(pack(), 0, 2, &[]).unwrap_err().key,
            keys::NO_EXPLORER_MOVE
        );
    }
}
