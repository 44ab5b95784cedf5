//! Fulfilling a quest: pay the whole cost, take the compass-scaled reward once per compass and the fixed rewards once,
//! and put the tile on the next space of the quest track, which scores its printed VP (3 on the 4th, 2 on each later
//! one; the ship board's `quest_track`).
//!
//! * Goods and item costs are paid by discarding the chosen cards from the hand (one card per listed symbol);
//!   each bought card with a permanent item of a listed kind stands in for one of them.
//! * Where the tile lies: on a location (main action), on an exploration-track space (after the explorer stops
//!   there; the space is skipped from then on), or on L1's city quest space, which is refilled from the pile at
//!   once.
//! * Compass-scaled rewards come first, then the fixed ones in the tile's order (as the rules' example does).

use super::content::cards::CardId;
use super::content::common::Symbol;
use super::content::effect::Permanent;
use super::content::quests::QuestCost;
use super::content::reward::{PerCompass, Reward};
use super::content::ContentPack;
use super::state::State;
use crate::game::Seat;

use super::state::QuestSource;

impl State {
    /// The tile at `source`, if it is still there.
    pub fn quest_at(&self, source: QuestSource) -> Option<usize> {
        match source {
            QuestSource::Location(at, quest) => self.board.quests[at.0 as usize].contains(&quest).then_some(quest),
            QuestSource::Track(space) => self.board.track_quests[space.0 as usize],
            QuestSource::City => self.board.city_quest,
            QuestSource::Card(card) => self
                .players
                .iter()
                .flat_map(|p| p.card_quests.iter())
                .find(|(c, _)| *c == card)
                .map(|&(_, q)| q),
        }
    }

    /// Every way `seat` can pay for `quest`: the hand cards to discard (empty for costs paid otherwise).
    pub fn quest_payments(&self, pack: &ContentPack, seat: Seat, quest: usize) -> Vec<Vec<CardId>> {
        let player = &self.players[seat];
        match &pack.quests[quest].cost {
            QuestCost::Goods(goods) => {
                let wanted: Vec<Symbol> = goods.iter().map(|&g| Symbol::Good(g)).collect();
                self.card_payments(pack, seat, &wanted)
            }
            QuestCost::Items(items) => {
                let mut wanted: Vec<Symbol> = items.iter().map(|&i| Symbol::Item(i)).collect();
                let mut kinds = items.clone();
                kinds.dedup();
                for item in kinds {
                    let permanent = self.permanent_count(pack, seat, Permanent::Item(item));
                    for _ in 0..permanent {
                        if let Some(i) = wanted.iter().position(|&s| s == Symbol::Item(item)) {
                            wanted.remove(i);
                        }
                    }
                }
                self.card_payments(pack, seat, &wanted)
            }
            QuestCost::CombatPoints(n) => affordable(player.combat_points >= *n),
            QuestCost::Doubloons(n) => affordable(player.doubloons >= *n as u32),
            QuestCost::SailedAtLeast(n) => affordable(self.turn.mp >= *n),
            QuestCost::ReturnSpies(n) => affordable(player.spies.reserve >= *n),
        }
    }

    /// Every set of hand cards showing exactly the `wanted` symbols (one card each), as sorted card lists.
    pub fn card_payments(&self, pack: &ContentPack, seat: Seat, wanted: &[Symbol]) -> Vec<Vec<CardId>> {
        let hand = &self.players[seat].hand;
        let mut found = Vec::new();
        let mut chosen = Vec::new();
        pick_cards(pack, hand, wanted, &mut chosen, &mut found);
        found.sort();
        found.dedup();
        found
    }

    /// Pays the cost with `cards` (one of [`State::quest_payments`]), takes the reward and the tile.
    pub fn fulfil_quest(&mut self, pack: &ContentPack, seat: Seat, source: QuestSource, cards: &[CardId]) {
        let quest = self.quest_at(source).expect("the quest is there");
        self.pay_quest(pack, seat, quest, cards);
        match source {
            QuestSource::Location(at, _) => self.board.quests[at.0 as usize].retain(|&q| q != quest),
            QuestSource::Track(space) => self.board.track_quests[space.0 as usize] = None,
            QuestSource::City => self.board.city_quest = self.board.quest_pile.pop(),
            QuestSource::Card(card) => self.players[seat].card_quests.retain(|&(c, _)| c != card),
        }
        let tile = &pack.quests[quest];
        let compasses = self.compasses(pack, seat);
        let player = &mut self.players[seat];
        match tile.per_compass {
            PerCompass::Doubloons(n) => player.doubloons += n as u32 * compasses as u32,
            PerCompass::Vp(n) => player.vp += n as u32 * compasses as u32,
        }
        player.quests.push(quest);
        let space = player.quests.len() - 1;
        let track_vp = pack.ship.quest_track_vp.get(space).copied();
        player.vp += track_vp.unwrap_or(pack.ship.quest_overflow_vp) as u32;
        // Fixed rewards granted last-first so that their decisions come out in the tile's order.
        let fixed: Vec<Reward> = tile.reward.clone();
        self.grant_in_order(pack, seat, &fixed);
    }

    fn pay_quest(&mut self, pack: &ContentPack, seat: Seat, quest: usize, cards: &[CardId]) {
        let player = &mut self.players[seat];
        for card in cards {
            let slot = player.hand.iter().position(|c| c == card).expect("listed payment");
            player.hand.remove(slot);
            self.board.discard.push(*card);
        }
        let player = &mut self.players[seat];
        match pack.quests[quest].cost {
            QuestCost::CombatPoints(n) => player.combat_points -= n,
            QuestCost::Doubloons(n) => player.doubloons -= n as u32,
            QuestCost::ReturnSpies(n) => {
                player.spies.reserve -= n;
                player.spies.supply += n;
            }
            QuestCost::Goods(_) | QuestCost::Items(_) | QuestCost::SailedAtLeast(_) => {}
        }
    }
}

fn affordable(yes: bool) -> Vec<Vec<CardId>> {
    if yes {
        vec![Vec::new()]
    } else {
        Vec::new()
    }
}

fn pick_cards(
    pack: &ContentPack,
    hand: &[CardId],
    wanted: &[Symbol],
    chosen: &mut Vec<CardId>,
    found: &mut Vec<Vec<CardId>>,
) {
    let Some((&symbol, rest)) = wanted.split_first() else {
        let mut set = chosen.clone();
        set.sort();
        found.push(set);
        return;
    };
    for &card in hand {
        if !chosen.contains(&card) && pack.cards.card(card).symbol == symbol {
            chosen.push(card);
            pick_cards(pack, hand, rest, chosen, found);
            chosen.pop();
        }
    }
}
