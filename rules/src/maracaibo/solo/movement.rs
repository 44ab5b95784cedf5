//! Jeanne's sailing (step 1 of her turn): she moves her ship the card's number of *counted* locations — cities in play
//! that she may stop at (printed, tile, homeward, L1 with its tile, L4 once her explorer reached its gate) and
//! locations holding a quest tile; villages without a quest are passed and not counted. At a fork she takes the card's
//! branch (ruling 3 of the module [`super`]). She never passes a must-stop location: her move ends there even with
//! stops left, so from 20 on she moves one space per card. Where she stops, your spies pay their `perm.spy_tax` (1 VP
//! or 2 doubloons, your choice) as at any player's stop.

use super::AUTOMA_SEAT;
use crate::maracaibo::content::difficulty::LegacyKind;
use crate::maracaibo::content::map::{Branch, LocId};
use crate::maracaibo::content::ContentPack;
use crate::maracaibo::state::{JeanneEvent, QuestFrom, State};

impl State {
    /// The quest tile Jeanne would take at `at`: the location's first placed tile, then L1's city quest.
    pub fn automa_quest_at(&self, pack: &ContentPack, at: LocId) -> Option<(usize, QuestFrom)> {
        if let Some(&quest) = self.board.quests[at.0 as usize].first() {
            return Some((quest, QuestFrom::Location(at)));
        }
        let l1_here = self.legacy.iter().any(
            |&l| matches!(pack.classic.tile(l).kind, LegacyKind::CityWithQuest { location, .. } if location == at),
        );
        match self.board.city_quest {
            Some(quest) if l1_here => Some((quest, QuestFrom::CityQuest(at))),
            _ => None,
        }
    }

    /// Whether a location counts as one of Jeanne's stops.
    pub fn automa_counts(&self, pack: &ContentPack, at: LocId) -> bool {
        let city = self.city(pack, at).is_some() && self.can_stop(pack, AUTOMA_SEAT, at);
        city || self.automa_quest_at(pack, at).is_some()
    }

    /// The next location on Jeanne's route from `at` this round, if any: the first edge on the card's branch
    /// among those to a location she may stop at (among all edges if she may stop at none), else the first of
    /// them. Walks the few edges again instead of collecting them: her turn asks at every step of every move.
    fn automa_next(&self, pack: &ContentPack, at: LocId, route: Branch) -> Option<LocId> {
        let in_play = |id: &str| self.legacy_in_play(pack, id);
        let in_play: &dyn Fn(&str) -> bool = &in_play;
        let edges = || pack.map.outgoing(at, self.round, in_play);
        let can_stop = |to: LocId| self.can_stop(pack, AUTOMA_SEAT, to);
        let any_open = edges().any(|e| can_stop(e.to));
        let choice = |to: LocId| !any_open || can_stop(to);
        let on_branch = |to: LocId| edges().any(|e| e.to == to && e.fork.as_ref().is_some_and(|f| f.branch == route));
        let mut choices = edges().map(|e| e.to).filter(|&to| choice(to));
        let first = choices.next()?;
        let next = std::iter::once(first).chain(choices).find(|&to| on_branch(to));
        next.or(Some(first))
    }

    /// Jeanne's route for a card moving `stops` counted locations along `route` branches: every location entered.
    pub fn automa_route(&self, pack: &ContentPack, stops: u8, route: Branch) -> Vec<LocId> {
        let mut path = Vec::new();
        let mut at = self.players[AUTOMA_SEAT].ship;
        let mut left = stops;
        while left > 0 {
            let Some(next) = self.automa_next(pack, at, route) else {
                break;
            };
            path.push(next);
            at = next;
            if self.automa_counts(pack, at) {
                left -= 1;
            }
            if pack.map.location(at).must_stop {
                break;
            }
        }
        path
    }

    /// Sails Jeanne's ship; returns where she stopped. Your spies there pay their tax (your decision waits until
    /// her turn is over: [`State::begin_turn`] carries it into yours).
    pub(crate) fn automa_sail(&mut self, pack: &ContentPack, stops: u8, route: Branch) -> LocId {
        let path = self.automa_route(pack, stops, route);
        if let Some(&to) = path.last() {
            self.players[AUTOMA_SEAT].ship = to;
            self.jeanne_log(JeanneEvent::Sailed { to });
            // The first edition taxed no spy at her stop: its games replay as they were played (ruling 13).
            if !self.first_edition() {
                self.spy_tax(pack, to);
            }
        }
        self.players[AUTOMA_SEAT].ship
    }
}
