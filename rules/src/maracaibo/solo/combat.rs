//! Jeanne's special combat "Max": reveal a token; for each nation its value + her nobility rank −
//! yours + the token's printed modifiers (costs and bonuses ignored); the highest wins, ties to the higher raw
//! token value, then France > Spain > England (the pack's tie order). She annexes the lowest-numbered free flag
//! city without its bonus, else the lowest-numbered free village, else a cube of that nation leaves the game;
//! "Guerrier" annexes one more free village; then the card's influence with that nation (her only influence from
//! the combat: an annex gives her none), and the token goes onto her board. Rulings 7 and 8 of the module
//! [`super`].

use super::{AUTOMA_SEAT, HUMAN_SEAT};
use crate::maracaibo::content::common::{Code, Nation};
use crate::maracaibo::content::map::LocId;
use crate::maracaibo::content::ContentPack;
use crate::maracaibo::state::{JeanneEvent, State};
use crate::maracaibo::tracks::extreme_nation;

/// One nation's standing in her combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub nation: Nation,
    /// The token's printed value (the default value with both piles empty).
    pub raw: i16,
    /// After ranks and printed modifiers.
    pub value: i16,
}

impl State {
    /// The pile she reveals from: the one holding more tokens, the first on a tie; None when both are empty.
    pub fn automa_combat_pile(&self) -> Option<u8> {
        let [first, second] = &self.board.combat_piles;
        match (first.len(), second.len()) {
            (0, 0) => None,
            (a, b) if b > a => Some(1),
            _ => Some(0),
        }
    }

    /// Each nation's standing with `token` (None: both piles empty).
    pub fn automa_standings(&self, pack: &ContentPack, token: Option<usize>) -> Vec<Standing> {
        let cubes = self.board.cubes_on_board();
        let rank = |seat: usize, nation: Nation| pack.tracks.rank(self.players[seat].influence[nation.index()]) as i16;
        Nation::ALL
            .iter()
            .map(|&nation| {
                let (raw, modifier) = match token {
                    None => (pack.combat.default_value as i16, 0),
                    Some(t) => {
                        let token = &pack.combat.tokens[t];
                        let mut modifier = 0;
                        if extreme_nation(cubes, true) == Some(nation) {
                            modifier += token.most.unwrap_or(0) as i16;
                        }
                        if extreme_nation(cubes, false) == Some(nation) {
                            modifier += token.fewest.unwrap_or(0) as i16;
                        }
                        (token.lines[nation.index()].value as i16, modifier)
                    }
                };
                let value = raw + rank(AUTOMA_SEAT, nation) - rank(HUMAN_SEAT, nation) + modifier;
                Standing { nation, raw, value }
            })
            .collect()
    }

    /// The nation she fights for: highest value, then highest raw value, then the tie order.
    pub fn automa_pick(&self, pack: &ContentPack, standings: &[Standing]) -> Standing {
        let order = |n: Nation| pack.automa.tie_order.iter().position(|&t| t == n).unwrap_or(3);
        *standings
            .iter()
            .min_by_key(|s| (-s.value, -s.raw, order(s.nation)))
            .expect("three nations")
    }

    /// The lowest-numbered free flag city she may annex (annex order; gated cities only past the gate).
    pub fn automa_free_city(&self, pack: &ContentPack) -> Option<LocId> {
        pack.automa.annex_order.iter().copied().find(|&at| {
            self.board.cubes[at.0 as usize].is_none()
                && self.flag(pack, at).is_some()
                && self.can_stop(pack, AUTOMA_SEAT, at)
        })
    }

    /// The lowest-numbered free village (map order).
    pub fn automa_free_village(&self, pack: &ContentPack) -> Option<LocId> {
        (0..pack.map.locations.len())
            .map(|l| LocId(l as u8))
            .find(|&at| self.is_village(pack, at) && self.board.cubes[at.0 as usize].is_none())
    }

    /// Her whole combat, then +`influence` with the fighting nation.
    pub(crate) fn automa_combat(&mut self, pack: &ContentPack, influence: u8, extra_village: bool) {
        let token = self
            .automa_combat_pile()
            .and_then(|p| self.board.combat_piles[p as usize].pop());
        let standings = self.automa_standings(pack, token);
        let Standing { nation, value, .. } = self.automa_pick(pack, &standings);
        self.jeanne_log(JeanneEvent::Fought { token, nation, value });
        let city = self.automa_free_city(pack);
        self.automa_annex(pack, nation, city.or_else(|| self.automa_free_village(pack)));
        if extra_village {
            self.automa_annex(pack, nation, self.automa_free_village(pack));
        }
        self.gain_influence(pack, AUTOMA_SEAT, nation, influence);
        self.jeanne_log(JeanneEvent::Influence {
            nation,
            steps: influence,
        });
        if let Some(token) = token {
            self.players[AUTOMA_SEAT].combat_tokens.push(token);
        }
    }

    /// Annexes `target` with a reserve cube of `nation`, or with nothing free removes one of its reserve cubes
    /// from the game; with its reserve empty nothing happens. No influence: seed step 4 lists all she gains (the
    /// first edition gave +1, ruling 7 of [`super`]).
    fn automa_annex(&mut self, pack: &ContentPack, nation: Nation, target: Option<LocId>) {
        if !self.board.take_cube(pack, nation) {
            return;
        }
        match target {
            Some(location) => {
                self.board.cubes[location.0 as usize] = Some(nation);
                // Games saved under the first edition replay as they were played: annex's +1 influence.
                if self.first_edition() {
                    self.gain_influence(pack, AUTOMA_SEAT, nation, 1);
                }
                self.jeanne_log(JeanneEvent::Annexed { location, nation });
            }
            None => self.jeanne_log(JeanneEvent::CubeRemoved { nation }),
        }
    }
}
