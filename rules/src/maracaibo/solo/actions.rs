//! Jeanne's turn: draw an Automa card, sail, then either take the quest where she stopped (her turn
//! ends at once) or deliver a disc to the city's market — or, with the market full (always on homeward spaces),
//! take the display card the Automa card names — and carry out the card's actions in order, whatever the city.

use super::AUTOMA_SEAT;
use crate::maracaibo::content::automa::AutomaAction;
use crate::maracaibo::content::exploration::SpaceKind;
use crate::maracaibo::content::map::LocId;
use crate::maracaibo::content::ContentPack;
use crate::maracaibo::setup::market_spaces;
use crate::maracaibo::state::{JeanneEvent, QuestFrom, State};

impl State {
    /// Plays Jeanne's whole turn (her seat is on turn).
    pub(crate) fn play_automa_turn(&mut self, pack: &ContentPack) {
        let index = self.draw_automa_card();
        let card = &pack.automa.cards[index];
        let at = self.automa_sail(pack, card.moves, card.route);
        match self.automa_quest_at(pack, at) {
            Some((quest, from)) => self.automa_take_quest(quest, from),
            None => {
                self.automa_city(pack, at, card.display);
                for &action in &card.actions {
                    self.automa_action(pack, action);
                }
            }
        }
        self.discard_automa_card(index);
    }

    /// Takes a quest tile onto her board, without paying and without a reward (her quests count at the end).
    pub(crate) fn automa_take_quest(&mut self, quest: usize, from: QuestFrom) {
        match from {
            QuestFrom::Location(at) => self.board.quests[at.0 as usize].retain(|&q| q != quest),
            QuestFrom::CityQuest(_) => self.board.city_quest = self.board.quest_pile.pop(),
            QuestFrom::Track(space) => self.board.track_quests[space.0 as usize] = None,
            QuestFrom::Pile => {}
        }
        self.players[AUTOMA_SEAT].quests.push(quest);
        self.jeanne_log(JeanneEvent::TookQuest { quest, from });
    }

    /// Her leftmost disc onto the market if it has room, otherwise the display card in `slot` (1 = leftmost).
    pub(crate) fn automa_city(&mut self, pack: &ContentPack, at: LocId, slot: u8) {
        let room = market_spaces(pack, self, at).is_some_and(|n| self.board.markets[at.0 as usize].len() < n as usize);
        if room && self.automa_discs_left(pack) > 0 {
            self.board.markets[at.0 as usize].push(AUTOMA_SEAT);
            self.solo_mut().discs_removed += 1;
            self.jeanne_log(JeanneEvent::Delivered { to: at });
            return;
        }
        let Some(last) = self.board.display.len().checked_sub(1) else {
            return;
        };
        let index = (slot as usize - 1).min(last);
        let card = self.board.display.remove(index);
        self.solo_mut().cards.push(card);
        self.refill_display();
        self.jeanne_log(JeanneEvent::TookCard {
            card,
            slot: index as u8 + 1,
        });
    }

    /// Discs still on her board.
    pub fn automa_discs_left(&self, pack: &ContentPack) -> u8 {
        let removed = self.solo.as_ref().map_or(0, |s| s.discs_removed);
        pack.automa.discs.saturating_sub(removed)
    }

    /// One action of her card.
    pub(crate) fn automa_action(&mut self, pack: &ContentPack, action: AutomaAction) {
        match action {
            AutomaAction::Influence(nation) => {
                self.gain_influence(pack, AUTOMA_SEAT, nation, 1);
                self.jeanne_log(JeanneEvent::Influence { nation, steps: 1 });
            }
            AutomaAction::Explore { steps, later } => {
                let steps = match later {
                    Some((from_round, more)) if self.round >= from_round => more,
                    _ => steps,
                };
                self.automa_explore(pack, steps);
            }
            AutomaAction::Vp { amount, from_round } => {
                if self.round >= from_round {
                    self.players[AUTOMA_SEAT].vp += amount as u32;
                    self.jeanne_log(JeanneEvent::Vp { amount });
                }
            }
            AutomaAction::Disc => {
                if self.automa_discs_left(pack) > 0 {
                    self.solo_mut().discs_removed += 1;
                    self.jeanne_log(JeanneEvent::DiscRemoved);
                }
            }
            AutomaAction::Quest => {
                if let Some(quest) = self.board.quest_pile.pop() {
                    self.automa_take_quest(quest, QuestFrom::Pile);
                }
            }
            AutomaAction::Combat {
                influence,
                extra_village,
            } => self.automa_combat(pack, influence, extra_village),
        }
    }

    /// Her explorer: the nearest reachable quest space holding a tile (taken), else the full distance along the
    /// shortest route; no line, end or red-line reward, but she occupies spaces, lines and end places.
    pub(crate) fn automa_explore(&mut self, pack: &ContentPack, steps: u8) {
        let moves = self.explorer_moves(pack, AUTOMA_SEAT, steps);
        let holds_quest = |space: &crate::maracaibo::content::exploration::SpaceId| {
            pack.exploration.space(*space).kind == SpaceKind::Quest
                && self.board.track_quests[space.0 as usize].is_some()
        };
        let quest = moves
            .iter()
            .filter(|m| m.route.last().is_some_and(holds_quest))
            .min_by_key(|m| m.route.len());
        let chosen = quest.or_else(|| {
            let mut distance = self.explorer_distances(pack);
            moves
                .iter()
                .min_by_key(|m| distance(*m.route.last().expect("not empty")))
        });
        let Some(chosen) = chosen.cloned() else {
            return;
        };
        let outcome = self
            .move_explorer(pack, AUTOMA_SEAT, steps, &chosen.route)
            .expect("one of the listed moves");
        // She scores nothing for lines or the end (solo rules); the crossings and end place stay taken.
        self.players[AUTOMA_SEAT].vp -= outcome.vp;
        self.jeanne_log(JeanneEvent::Explored { to: outcome.stop });
        if let Some(quest) = self.board.track_quests[outcome.stop.0 as usize] {
            self.automa_take_quest(quest, QuestFrom::Track(outcome.stop));
        }
    }
}
