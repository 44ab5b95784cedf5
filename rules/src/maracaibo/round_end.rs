//! The end of rounds I–III (interim scoring steps 2–7): income, markets cleared, a new display, the next
//! prestige building revealed, the classic card's new quests, every ship back to Havana with the spies left
//! behind scoring, and the next round begun by the player left of the one who ended the round.
//!
//! * Spies left behind (a ruling, docs/maracaibo.md Rulings 11): 2 VP for each own spy on a location strictly
//!   ahead of the ship's final position, that is reachable from it along this round's arrows (any path it could
//!   still sail this round). Spies on the ship's own location, behind it, or on a branch it can no longer reach
//!   score nothing here.
//! * Step 4: the 4 display cards go to the discard pile and 4 new ones are dealt from the draw pile.
//! * Step 6: card 75/76's placements for the round just ended, at this player count, in listed order (none
//!   once the quest pile is empty).
//!
//! Step 1 (buy / invest or 2 VP) comes before, in [`super::scoring_flow`].

use std::collections::HashSet;

use super::content::map::LocId;
use super::content::ContentPack;
use super::sailing::SPY_PASSED_VP;
use super::state::State;
use crate::game::Seat;

impl State {
    /// Locations strictly ahead of `from` along this round's arrows.
    pub fn locations_ahead(&self, pack: &ContentPack, from: LocId) -> HashSet<LocId> {
        let in_play = |id: &str| self.legacy_in_play(pack, id);
        let mut ahead = HashSet::new();
        let mut stack = vec![from];
        while let Some(at) = stack.pop() {
            for edge in pack.map.outgoing(at, self.round, &in_play) {
                if ahead.insert(edge.to) {
                    stack.push(edge.to);
                }
            }
        }
        ahead
    }

    /// VP for `seat`'s spies left behind at the round end (see the module doc).
    pub fn spies_left_behind_vp(&self, pack: &ContentPack, seat: Seat) -> u32 {
        let player = &self.players[seat];
        let ahead = self.locations_ahead(pack, player.ship);
        let count = player.spies.on_map.iter().filter(|l| ahead.contains(l)).count();
        count as u32 * SPY_PASSED_VP
    }

    /// Interim scoring steps 2–7 after round I, II or III, ended by `trigger`; the next round begins.
    pub fn close_interim_round(&mut self, pack: &ContentPack, trigger: Seat) {
        self.pay_interim_income();
        self.pay_automa_income(pack);
        for market in &mut self.board.markets {
            market.clear();
        }
        let display = std::mem::take(&mut self.board.display);
        self.board.discard.extend(display);
        self.refill_display();
        if let Some(building) = self.board.buildings.get_mut(self.round as usize) {
            building.revealed = true;
        }
        self.place_round_quests(pack);
        for seat in 0..self.players.len() {
            let vp = self.spies_left_behind_vp(pack, seat);
            self.players[seat].vp += vp;
            self.players[seat].ship = pack.map.start;
        }
        self.round += 1;
        self.first_player = (trigger + 1) % self.players.len();
        self.start_turn(pack, self.first_player);
    }

    fn place_round_quests(&mut self, pack: &ContentPack) {
        let players = self.players.len();
        let card = pack.classic.card(self.level).expect("a classic level in play");
        let placements = card
            .after_round
            .get(self.round as usize - 1)
            .cloned()
            .unwrap_or_default();
        for placement in placements.iter().filter(|p| p.players.contains(players)) {
            self.place_quest(placement.location);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::maracaibo::state::{Event, Phase};
    use crate::maracaibo::turn::tests::{loc, pack, ready};

    #[test]
    fn spies_ahead_on_any_reachable_path_score_and_others_do_not() {
        let mut state = ready(3, 7);
        let spies = &mut state.players[0].spies;
        spies.reserve = 0;
        spies.supply = 0;
        // Ship on 12: ahead are both branches 13 and 14, then 15…21a; 11 is behind, 12 is where it stands.
        spies.on_map = ["11", "12", "13", "14", "19", "21a"].iter().map(|l| loc(l)).collect();
        state.players[0].ship = loc("12");
        assert_eq!(state.spies_left_behind_vp(pack(), 0), 4 * 2);
        state.players[0].ship = loc("13");
        assert_eq!(
            state.spies_left_behind_vp(pack(), 0),
            2 * 2,
            "14 is on the branch not taken"
        );
        state.players[0].ship = loc("21a");
        assert_eq!(state.spies_left_behind_vp(pack(), 0), 0);
    }

    #[test]
    fn round_iv_routes_decide_what_is_ahead() {
        let mut state = ready(2, 7);
        state.round = 4;
        let ahead = state.locations_ahead(pack(), loc("20"));
        assert_eq!(ahead, [loc("21b"), loc("22")].into_iter().collect());
    }

    #[test]
    fn steps_two_to_seven_then_the_next_round() {
        let mut state = ready(3, 7);
        state.players[1].ship = loc("21a");
        state.players[2].ship = loc("17");
        state.players[2].spies.reserve -= 1;
        state.players[2].spies.on_map.push(loc("19"));
        state.players[0].doubloon_income = 12;
        state.players[0].vp_income = 3;
        state.board.markets[loc("17").0 as usize] = vec![0, 2];
        let display = state.board.display.clone();
        let quests_before = state.board.quest_pile.len();
        let before: Vec<_> = state.players.iter().map(|p| (p.doubloons, p.vp)).collect();
        state.close_interim_round(pack(), 1);
        assert_eq!(
            state.players[0].doubloons,
            before[0].0 + 12,
            "the rules' example: 12 doubloons and 3 VP"
        );
        assert_eq!(state.players[0].vp, before[0].1 + 3);
        assert_eq!(state.players[2].vp, before[2].1 + 2, "one spy left behind on 19");
        assert!(state.board.markets.iter().all(|m| m.is_empty()));
        assert!(state.board.discard.ends_with(&display));
        assert_eq!(state.board.display.len(), 4);
        assert!(display.iter().all(|c| !state.board.display.contains(c)));
        assert!(state.board.buildings[1].revealed && !state.board.buildings[2].revealed);
        let placed = pack().classic.card(state.level).unwrap().after_round[0]
            .iter()
            .filter(|p| p.players.contains(3))
            .count();
        assert_eq!(state.board.quest_pile.len(), quests_before - placed);
        assert!(state.players.iter().all(|p| p.ship == pack().map.start));
        assert_eq!((state.round, state.first_player), (2, 2));
        assert_eq!((state.turn.seat, state.turn.phase), (2, Phase::Sail));
        assert_eq!(state.log.events.back(), Some(&Event::TurnStarted { seat: 2, round: 2 }));
    }
}
