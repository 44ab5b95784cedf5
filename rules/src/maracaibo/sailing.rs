//! Phase A, sailing: the routes a ship may take and the move itself.
//!
//! A voyage is the list of locations entered, the last being where the ship stops. It must enter at least one
//! location, follow arrows active this round (homeward edges by round, legacy edges only with their tile),
//! cost at most the budget (7 MP in Phase A, 3 for the extra sailing of spy actions S4 / S14), never pass a
//! must-stop location, and may not stop on a gated legacy city (L4) before the player's explorer has reached or
//! passed its gate space — passing through it is allowed. Each own spy on a location passed scores 2 VP.
//!
//! Voyages are told apart by their path, because the path decides which spies are passed. What happens on
//! stopping (L5's spy, the spy tax of `perm.spy_tax`, homeward scoring triggers) belongs to the turn's main
//! action, not to this module.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::content::difficulty::LegacyKind;
use super::content::map::LocId;
use super::content::ContentPack;
use super::keys;
use super::state::State;
use crate::error::RuleError;
use crate::game::Seat;

/// Movement points of Phase A.
pub const MOVEMENT_POINTS: u8 = 7;
/// VP per own spy on a location the ship passes.
pub const SPY_PASSED_VP: u32 = 2;

/// A route: the locations entered in order, the last one being the stop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Voyage {
    pub path: Vec<LocId>,
    pub mp: u8,
}

/// What a voyage did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sailed {
    /// MP spent (decides village actions and quest conditions).
    pub mp: u8,
    /// Own spies passed, 2 VP each.
    pub spies_passed: u8,
}

/// Shows a path by location ids: `4 6 7`.
pub struct PathIds<'a>(pub &'a ContentPack, pub &'a [LocId]);

impl fmt::Display for PathIds<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = self.1.iter().map(|&l| self.0.map.location(l).id.as_str()).collect();
        f.write_str(&ids.join(" "))
    }
}

/// The depth-first search of [`State::voyages`]: what stays the same along it.
struct VoyageSearch<'a> {
    state: &'a State,
    pack: &'a ContentPack,
    seat: Seat,
    budget: u8,
}

impl VoyageSearch<'_> {
    fn explore(&self, at: LocId, path: &mut Vec<LocId>, spent: u8, visit: &mut dyn FnMut(&[LocId], u8)) {
        let (state, pack) = (self.state, self.pack);
        let in_play = |id: &str| state.legacy_in_play(pack, id);
        for edge in pack.map.outgoing(at, state.round, &in_play) {
            let mp = spent + edge.mp;
            if mp > self.budget {
                continue;
            }
            path.push(edge.to);
            if state.can_stop(pack, self.seat, edge.to) {
                visit(path, mp);
            }
            if !pack.map.location(edge.to).must_stop {
                self.explore(edge.to, path, mp, visit);
            }
            path.pop();
        }
    }
}

impl State {
    /// Whether the legacy tile with this id is in play.
    pub fn legacy_in_play(&self, pack: &ContentPack, id: &str) -> bool {
        self.legacy.iter().any(|&l| pack.classic.tile(l).id == id)
    }

    /// A ship may stop anywhere except on a gated city whose gate this player's explorer has not reached.
    pub fn can_stop(&self, pack: &ContentPack, seat: Seat, at: LocId) -> bool {
        self.legacy.iter().all(|&l| match pack.classic.tile(l).kind {
            LegacyKind::GatedCity { location, gate } if location == at => {
                pack.exploration.reaches(gate, self.players[seat].explorer)
            }
            _ => true,
        })
    }

    /// Every legal voyage of `seat` within `budget` MP, in a fixed order (depth first along the map's edges).
    pub fn voyages(&self, pack: &ContentPack, seat: Seat, budget: u8) -> Vec<Voyage> {
        let mut found = Vec::new();
        self.each_voyage(pack, seat, budget, &mut |path, mp| {
            found.push(Voyage {
                path: path.to_vec(),
                mp,
            })
        });
        found
    }

    /// Calls `visit` with the path and MP of every voyage of [`State::voyages`], in its order.
    pub fn each_voyage(&self, pack: &ContentPack, seat: Seat, budget: u8, visit: &mut dyn FnMut(&[LocId], u8)) {
        let search = VoyageSearch {
            state: self,
            pack,
            seat,
            budget,
        };
        search.explore(self.players[seat].ship, &mut Vec::with_capacity(16), 0, visit);
    }

    /// The MP a voyage costs, or why it is not allowed.
    pub fn check_voyage(&self, pack: &ContentPack, seat: Seat, path: &[LocId], budget: u8) -> Result<u8, RuleError> {
        let Some(&stop) = path.last() else {
            return Err(RuleError::new(keys::NO_MOVE));
        };
        let in_play = |id: &str| self.legacy_in_play(pack, id);
        let id = |l: LocId| pack.map.location(l).id.clone();
        let mut at = self.players[seat].ship;
        let mut mp = 0u8;
        for (step, &to) in path.iter().enumerate() {
            let edge = pack.map.outgoing(at, self.round, &in_play).find(|e| e.to == to);
            let edge = edge.ok_or_else(|| RuleError::new(keys::NO_ROUTE).word("from", id(at)).word("to", id(to)))?;
            mp = mp.saturating_add(edge.mp);
            if step + 1 < path.len() && pack.map.location(to).must_stop {
                return Err(RuleError::new(keys::MUST_STOP).word("location", id(to)));
            }
            at = to;
        }
        if mp > budget {
            return Err(RuleError::new(keys::TOO_FAR).with("mp", mp).with("budget", budget));
        }
        if !self.can_stop(pack, seat, stop) {
            return Err(RuleError::new(keys::GATED).word("location", id(stop)));
        }
        Ok(mp)
    }

    /// Sails `seat` along `path`; on error nothing changes.
    pub fn sail(&mut self, pack: &ContentPack, seat: Seat, path: &[LocId], budget: u8) -> Result<Sailed, RuleError> {
        let mp = self.check_voyage(pack, seat, path, budget)?;
        let player = &mut self.players[seat];
        let passed = &path[..path.len() - 1];
        let spies_passed = passed.iter().map(|&l| player.spies.at(l)).sum::<usize>() as u8;
        player.vp += spies_passed as u32 * SPY_PASSED_VP;
        player.ship = path[path.len() - 1];
        Ok(Sailed { mp, spies_passed })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::content::difficulty::Level;

    fn pack() -> &'static ContentPack {
        ContentPack::default_pack()
    }

    fn loc(id: &str) -> LocId {
        pack().map.find(id).unwrap()
    }

    fn path(ids: &str) -> Vec<LocId> {
        ids.split(' ').map(loc).collect()
    }

    fn game(level: Level) -> State {
        State::new(pack(), 3, level, 42).unwrap()
    }

    fn shown(voyages: &[Voyage]) -> Vec<String> {
        voyages
            .iter()
            .map(|v| format!("{} ({})", PathIds(pack(), &v.path), v.mp))
            .collect()
    }

    #[test]
    fn from_havana_with_7_mp() {
        let state = game(Level::Easy);
        let voyages = state.voyages(pack(), 0, MOVEMENT_POINTS);
        assert_eq!(
            shown(&voyages),
            [
                "2 (1)",
                "2 3 (2)",
                "2 3 4 (3)",
                "2 3 4 6 (4)",
                "2 3 4 6 7 (5)",
                "2 3 4 6 7 8 (6)",
                "2 3 4 6 7 8 9 (7)",
                "2 3 4 6 7 8 11 (7)",
                "2 3 5 (3)",
                "2 3 5 6 (4)",
                "2 3 5 6 7 (5)",
                "2 3 5 6 7 8 (6)",
                "2 3 5 6 7 8 9 (7)",
                "2 3 5 6 7 8 11 (7)",
            ]
        );
        for voyage in &voyages {
            assert_eq!(
                state.check_voyage(pack(), 0, &voyage.path, MOVEMENT_POINTS),
                Ok(voyage.mp)
            );
        }
    }

    #[test]
    fn must_stop_spaces_cannot_be_passed_and_homeward_edges_follow_the_round() {
        let mut state = game(Level::Easy);
        state.players[0].ship = loc("15");
        let to: Vec<String> = state
            .voyages(pack(), 0, 7)
            .iter()
            .map(|v| PathIds(pack(), &v.path).to_string())
            .collect();
        assert_eq!(to, ["16", "16 17", "16 17 18", "16 17 18 19", "16 17 18 19 20"]);
        let error = state
            .check_voyage(pack(), 0, &path("16 17 18 19 20 21a"), 7)
            .unwrap_err();
        assert_eq!((error.key, error.args[0].1.as_str()), (keys::MUST_STOP, "20"));
        state.players[0].ship = loc("20");
        assert_eq!(shown(&state.voyages(pack(), 0, 7)), ["21a (1)"]);
        state.round = 4;
        assert_eq!(shown(&state.voyages(pack(), 0, 7)), ["21b (1)"]);
        state.players[0].ship = loc("21b");
        assert_eq!(shown(&state.voyages(pack(), 0, 7)), ["22 (1)"]);
        let error = state.check_voyage(pack(), 0, &path("21a"), 7).unwrap_err();
        assert_eq!(error.key, keys::NO_ROUTE);
    }

    #[test]
    fn merida_costs_3_mp_each_way_and_needs_the_explorer_on_space_4_to_stop() {
        let mut state = game(Level::Medium);
        state.players[1].ship = loc("17");
        let voyages = shown(&state.voyages(pack(), 1, 7));
        assert_eq!(
            voyages,
            ["18 (1)", "18 19 (2)", "18 19 20 (3)", "L4 19 (6)", "L4 19 20 (7)"]
        );
        let error = state.check_voyage(pack(), 1, &path("L4"), 7).unwrap_err();
        assert_eq!((error.key, error.args[0].1.as_str()), (keys::GATED, "L4"));
        state.players[1].explorer = pack().exploration.find("4").unwrap();
        assert!(shown(&state.voyages(pack(), 1, 7)).contains(&"L4 (3)".to_string()));
        state.players[1].explorer = pack().exploration.find("A1").unwrap();
        assert!(state.can_stop(pack(), 1, loc("L4")), "A1 lies past space 4");
        let easy = game(Level::Easy);
        assert_eq!(
            easy.check_voyage(pack(), 0, &path("2 3 4 6 7 8 11 12 13 15 16 17 L4"), 99)
                .unwrap_err()
                .key,
            keys::NO_ROUTE
        );
    }

    #[test]
    fn passing_own_spies_scores_2_vp_each_stopping_does_not() {
        let mut state = game(Level::Easy);
        state.players[0].spies.on_map = vec![loc("3"), loc("6"), loc("6"), loc("8")];
        state.players[1].spies.on_map = vec![loc("7")];
        let sailed = state.sail(pack(), 0, &path("2 3 5 6 7 8"), MOVEMENT_POINTS).unwrap();
        assert_eq!(sailed, Sailed { mp: 6, spies_passed: 3 });
        assert_eq!((state.players[0].vp, state.players[0].ship), (6, loc("8")));
        assert_eq!(state.players[1].vp, 0);
    }

    #[test]
    fn illegal_voyages_change_nothing() {
        let mut state = game(Level::Easy);
        state.players[2].ship = loc("6");
        let before = state.clone();
        let cases = [
            ("", keys::NO_MOVE),
            ("5", keys::NO_ROUTE),
            ("7 8 9 10 11 12 13 15", keys::TOO_FAR),
            ("7 9", keys::NO_ROUTE),
        ];
        for (ids, key) in cases {
            let route = if ids.is_empty() { vec![] } else { path(ids) };
            assert_eq!(
                state.sail(pack(), 2, &route, MOVEMENT_POINTS).unwrap_err().key,
                key,
                "{ids}"
            );
            assert_eq!(state, before);
        }
        let error = state.sail(pack(), 2, &path("7 8 11 12"), 3).unwrap_err();
        assert_eq!(
            (error.key, error.args[0].1.as_str(), error.args[1].1.as_str()),
            (keys::TOO_FAR, "4", "3")
        );
    }
}
