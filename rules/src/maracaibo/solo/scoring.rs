//! Jeanne's income and end bonuses (rulings 9 and 10 of docs/maracaibo.md's solo section).
//!
//! * Income, at each interim scoring and in final-scoring step 2: the board's income after `n` discs removed
//!   (`automa.toml` `income[n]`, the highest empty space) + 1 VP per display card she took.
//! * Quests: 5 VP per tile, + 10 / 20 / 30 for at least 1 / 3 / 4 tiles more than yours.
//! * Ship: her emptied upgrade spaces floor(n / 2) against your emptied ship zones, by the same steps.
//! * Explorer: ahead of yours by at least 1 / 8 / 11 spaces → 10 / 20 / 30; on parallel branches only the first
//!   step (a ruling); a tie scores nothing. Distance = the fewest spaces still to enter to the end, emptied
//!   quest spaces not counted (explorers skip them).

use serde::{Deserialize, Serialize};

use super::{AUTOMA_SEAT, HUMAN_SEAT};
use crate::maracaibo::content::exploration::{SpaceId, SpaceKind};
use crate::maracaibo::content::ContentPack;
use crate::maracaibo::state::{JeanneEvent, State};

/// A space whose distance to the end is not worked out yet.
const UNKNOWN: u32 = u32::MAX;

/// Jeanne's end-of-game bonuses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndBonus {
    pub quests: u32,
    pub ship: u32,
    pub explorer: u32,
}

impl EndBonus {
    pub fn total(&self) -> u32 {
        self.quests + self.ship + self.explorer
    }
}

/// The VP of the highest step reached by a lead of `lead` (steps `[at least N, VP]`, rising); 0 for none.
pub fn step_vp(steps: &[(u8, u8)], lead: i32) -> u32 {
    steps
        .iter()
        .rev()
        .find(|&&(at_least, _)| lead >= at_least as i32)
        .map_or(0, |&(_, vp)| vp as u32)
}

impl State {
    /// Jeanne's income (0 outside the solo game).
    pub fn automa_income(&self, pack: &ContentPack) -> u32 {
        let Some(solo) = &self.solo else {
            return 0;
        };
        let removed = (solo.discs_removed as usize).min(pack.automa.income.len() - 1);
        pack.automa.income[removed] as u32 + pack.automa.vp_per_card as u32 * solo.cards.len() as u32
    }

    /// Interim scoring step 2 for Jeanne.
    pub(crate) fn pay_automa_income(&mut self, pack: &ContentPack) {
        if self.solo.is_none() {
            return;
        }
        let vp = self.automa_income(pack);
        self.players[AUTOMA_SEAT].vp += vp;
        self.jeanne_log(JeanneEvent::Income { vp });
    }

    /// Her emptied upgrade spaces.
    pub fn automa_upgrades(&self, pack: &ContentPack) -> u8 {
        self.solo
            .as_ref()
            .map_or(0, |s| s.discs_removed / pack.automa.upgrade_every)
    }

    /// Spaces still to enter from `from` to the end by the shortest route, emptied quest spaces not counted.
    pub fn explorer_distance(&self, pack: &ContentPack, from: SpaceId) -> u32 {
        self.explorer_distances(pack)(from)
    }

    /// [`State::explorer_distance`] from any space, each space's distance worked out once for all the questions
    /// (the routes share their tails, and walking every route took a twentieth of a solo AI decision).
    pub(crate) fn explorer_distances<'a>(&'a self, pack: &'a ContentPack) -> impl FnMut(SpaceId) -> u32 + 'a {
        let mut known = [UNKNOWN; 1 << u8::BITS];
        move |from| self.distance_to_end(pack, from, &mut known)
    }

    fn distance_to_end(&self, pack: &ContentPack, from: SpaceId, known: &mut [u32]) -> u32 {
        if known[from.0 as usize] != UNKNOWN {
            return known[from.0 as usize];
        }
        let track = &pack.exploration;
        let cost = |space: SpaceId| {
            let emptied =
                track.space(space).kind == SpaceKind::Quest && self.board.track_quests[space.0 as usize].is_none();
            u32::from(!emptied)
        };
        let distance = track
            .space(from)
            .next
            .iter()
            .map(|&next| cost(next) + self.distance_to_end(pack, next, known))
            .min()
            .unwrap_or(0);
        known[from.0 as usize] = distance;
        distance
    }

    /// Her end bonuses against the human.
    pub fn automa_end_bonus(&self, pack: &ContentPack) -> EndBonus {
        let automa = &pack.automa;
        let (her, you) = (&self.players[AUTOMA_SEAT], &self.players[HUMAN_SEAT]);
        let quest_lead = her.quests.len() as i32 - you.quests.len() as i32;
        let upgrade_lead = self.automa_upgrades(pack) as i32 - you.emptied_zones().count() as i32;
        EndBonus {
            quests: automa.quest_vp as u32 * her.quests.len() as u32 + step_vp(&automa.quests_more, quest_lead),
            ship: step_vp(&automa.upgrades_more, upgrade_lead),
            explorer: self.automa_explorer_bonus(pack),
        }
    }

    fn automa_explorer_bonus(&self, pack: &ContentPack) -> u32 {
        let (her, you) = (self.players[AUTOMA_SEAT].explorer, self.players[HUMAN_SEAT].explorer);
        let mut distance = self.explorer_distances(pack);
        let lead = distance(you) as i32 - distance(her) as i32;
        let track = &pack.exploration;
        let parallel = !track.reaches(her, you) && !track.reaches(you, her);
        let steps = &pack.automa.explorer_ahead;
        match steps.first() {
            Some(&(_, vp)) if parallel => {
                if lead > 0 {
                    vp as u32
                } else {
                    0
                }
            }
            _ => step_vp(steps, lead),
        }
    }

    /// Final scoring: her end bonuses (her income is in her final tally).
    pub(crate) fn score_automa_end_bonuses(&mut self, pack: &ContentPack) {
        if self.solo.is_none() {
            return;
        }
        let vp = self.automa_income(pack);
        self.jeanne_log(JeanneEvent::Income { vp });
        let bonus = self.automa_end_bonus(pack);
        self.players[AUTOMA_SEAT].vp += bonus.total();
        self.jeanne_log(JeanneEvent::EndBonus {
            quests: bonus.quests,
            ship: bonus.ship,
            explorer: bonus.explorer,
        });
    }
}
