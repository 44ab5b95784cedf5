//! Village actions: the base actions A (discard the whole hand → 2 doubloons) and B (1 doubloon), the
//! ship-upgrade actions U8 (+1 combat point, 1 doubloon), U9 (3 identical goods → 2 doubloons + 2 VP) and U10
//! (a cube on the cube-free village where the ship is, +1 influence with its nation, 1 doubloon), and the
//! project-card village actions. The same action may be repeated. An ultimate action ends the village actions
//! left in that grant.
//!
//! Rulings: A is offered only with at least one card in hand (with none it does nothing); "pay 2 cards" is any
//! 2 hand cards; "2 books" and the other item costs count each permanent item of that kind as one of them.
//!
//! C buys a card ([`super::buying`]); the ultimate "fulfil the quest on this card" is offered for each quest
//! lying on a bought card. C's alternative is investing in a revealed
//! prestige building.

use serde::{Deserialize, Serialize};

use super::buying::Purchase;
use super::content::cards::CardId;
use super::content::common::{Code, Good, Item, Nation, Symbol};
use super::content::effect::{CardVillageAction, Effect, Permanent};
use super::content::reward::Reward;
use super::content::ship::ZoneEffect;
use super::content::ContentPack;
use super::state::{Pending, QuestSource, State, Task};
use crate::game::Seat;

/// Doubloons for discarding a non-empty hand (A).
pub const DISCARD_HAND_DOUBLOONS: u32 = 2;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VillageAction {
    /// A.
    DiscardHand,
    /// B.
    Doubloon,
    /// U8.
    CombatPointAndDoubloon,
    /// U9: the 3 identical goods discarded.
    ThreeGoods(Vec<CardId>),
    /// U10.
    Cube(Nation),
    /// A project card's action, paid with these hand cards.
    Card(CardVillageAction, Vec<CardId>),
    /// C: buy a card.
    Buy(Purchase),
    /// C: invest in the prestige building on this slot.
    Invest(usize),
    /// Ultimate: fulfil the quest on this bought card, paying with these hand cards.
    CardQuest(CardId, Vec<CardId>),
}

impl VillageAction {
    pub fn is_ultimate(&self) -> bool {
        match self {
            VillageAction::Card(a, _) => a.is_ultimate(),
            VillageAction::CardQuest(..) => true,
            _ => false,
        }
    }
}

impl State {
    fn has_upgrade(&self, pack: &ContentPack, seat: Seat, wanted: &ZoneEffect) -> bool {
        self.players[seat].upgrades(pack).any(|e| e == wanted)
    }

    /// The village actions `seat` may take now.
    pub fn village_actions(&self, pack: &ContentPack, seat: Seat) -> Vec<VillageAction> {
        let player = &self.players[seat];
        // Sized for the usual few, so that the list seldom grows (the AI's play-outs ask at every village).
        let mut actions = Vec::with_capacity(16);
        if !player.hand.is_empty() {
            actions.push(VillageAction::DiscardHand);
        }
        actions.push(VillageAction::Doubloon);
        if self.has_upgrade(pack, seat, &ZoneEffect::VillageCombatPointAndDoubloon) {
            actions.push(VillageAction::CombatPointAndDoubloon);
        }
        if self.has_upgrade(pack, seat, &ZoneEffect::VillageThreeGoods) {
            actions.extend(
                self.identical_goods(pack, seat, 3)
                    .into_iter()
                    .map(VillageAction::ThreeGoods),
            );
        }
        if self.has_upgrade(pack, seat, &ZoneEffect::VillageCube) && self.cube_free_village(pack, seat) {
            let nations = Nation::ALL.iter().filter(|&&n| self.board.reserve_left(pack, n) > 0);
            actions.extend(nations.map(|&n| VillageAction::Cube(n)));
        }
        actions.extend(self.purchases(pack, seat).into_iter().map(VillageAction::Buy));
        actions.extend(self.investments(pack, seat).into_iter().map(VillageAction::Invest));
        for &(card, quest) in &player.card_quests {
            let payments = self.quest_payments(pack, seat, quest);
            actions.extend(payments.into_iter().map(|p| VillageAction::CardQuest(card, p)));
        }
        for action in self.card_village_actions(pack, seat) {
            actions.extend(
                self.village_payments(pack, seat, action)
                    .into_iter()
                    .map(|cards| VillageAction::Card(action, cards)),
            );
        }
        actions
    }

    /// Whether `action` is one of [`State::village_actions`], listing only the actions of its kind.
    pub fn is_village_action(&self, pack: &ContentPack, seat: Seat, action: &VillageAction) -> bool {
        let player = &self.players[seat];
        let has = |effect| self.has_upgrade(pack, seat, &effect);
        match action {
            VillageAction::DiscardHand => !player.hand.is_empty(),
            VillageAction::Doubloon => true,
            VillageAction::CombatPointAndDoubloon => has(ZoneEffect::VillageCombatPointAndDoubloon),
            VillageAction::ThreeGoods(cards) => {
                has(ZoneEffect::VillageThreeGoods) && self.identical_goods(pack, seat, 3).contains(cards)
            }
            VillageAction::Cube(nation) => {
                has(ZoneEffect::VillageCube)
                    && self.cube_free_village(pack, seat)
                    && self.board.reserve_left(pack, *nation) > 0
            }
            VillageAction::Buy(purchase) => self.can_buy(pack, seat, purchase),
            VillageAction::Invest(slot) => self.investments(pack, seat).contains(slot),
            VillageAction::CardQuest(card, cards) => player
                .card_quests
                .iter()
                .any(|&(c, quest)| c == *card && self.quest_payments(pack, seat, quest).contains(cards)),
            VillageAction::Card(kind, cards) => {
                self.card_village_actions(pack, seat).contains(kind)
                    && self.village_payments(pack, seat, *kind).contains(cards)
            }
        }
    }

    fn cube_free_village(&self, pack: &ContentPack, seat: Seat) -> bool {
        let at = self.players[seat].ship;
        self.is_village(pack, at) && self.board.cubes[at.0 as usize].is_none()
    }

    /// The distinct village actions on `seat`'s bought cards, in purchase order.
    fn card_village_actions(&self, pack: &ContentPack, seat: Seat) -> Vec<CardVillageAction> {
        let mut found = Vec::new();
        for &card in &self.players[seat].bought {
            for effect in &pack.cards.card(card).effects {
                if let Effect::Village(action) = effect {
                    if !found.contains(action) {
                        found.push(*action);
                    }
                }
            }
        }
        found
    }

    /// Sets of `n` hand cards with the same goods symbol.
    pub fn identical_goods(&self, pack: &ContentPack, seat: Seat, n: usize) -> Vec<Vec<CardId>> {
        let mut sets = Vec::new();
        for &good in Good::ALL {
            sets.extend(self.card_payments(pack, seat, &vec![Symbol::Good(good); n]));
        }
        sets
    }

    fn village_payments(&self, pack: &ContentPack, seat: Seat, action: CardVillageAction) -> Vec<Vec<CardId>> {
        match action {
            CardVillageAction::TwoGoods4d => self.identical_goods(pack, seat, 2),
            CardVillageAction::Ult2Books(_) => {
                let permanent = self.permanent_count(pack, seat, Permanent::Item(Item::Book));
                let wanted = vec![Symbol::Item(Item::Book); 2usize.saturating_sub(permanent)];
                self.card_payments(pack, seat, &wanted)
            }
            CardVillageAction::Ult2Cards2VpExp2 | CardVillageAction::Ult2Cards3dExp2 => self.any_cards(seat, 2),
        }
    }

    /// Every set of `n` distinct hand cards (sorted).
    fn any_cards(&self, seat: Seat, n: usize) -> Vec<Vec<CardId>> {
        let mut hand = self.players[seat].hand.clone();
        hand.sort();
        let mut sets = Vec::new();
        combinations(&hand, n, 0, &mut Vec::new(), &mut sets);
        sets
    }

    pub(crate) fn discard_from_hand(&mut self, seat: Seat, cards: &[CardId]) {
        let hand = &mut self.players[seat].hand;
        for card in cards {
            let slot = hand.iter().position(|c| c == card).expect("listed payment");
            hand.remove(slot);
        }
        self.board.discard.extend_from_slice(cards);
    }

    /// Carries out one of `left` village actions (listed by [`State::village_actions`]).
    pub fn do_village_action(&mut self, pack: &ContentPack, seat: Seat, action: &VillageAction, left: u8) {
        if left > 1 && !action.is_ultimate() {
            self.turn.pending.push(Pending {
                seat,
                task: Task::Village(left - 1),
            });
        }
        match action {
            VillageAction::DiscardHand => {
                let hand = std::mem::take(&mut self.players[seat].hand);
                self.board.discard.extend(hand);
                self.players[seat].doubloons += DISCARD_HAND_DOUBLOONS;
            }
            VillageAction::Doubloon => self.players[seat].doubloons += 1,
            VillageAction::CombatPointAndDoubloon => {
                self.gain_combat_points(pack, seat, 1);
                self.players[seat].doubloons += 1;
            }
            VillageAction::ThreeGoods(cards) => {
                self.discard_from_hand(seat, cards);
                self.grant(pack, seat, Reward::DoubloonsAndVp(2, 2));
            }
            VillageAction::Cube(nation) => {
                let at = self.players[seat].ship;
                self.board.take_cube(pack, *nation);
                self.board.cubes[at.0 as usize] = Some(*nation);
                self.gain_influence(pack, seat, *nation, 1);
                self.players[seat].doubloons += 1;
            }
            VillageAction::Card(card_action, cards) => {
                self.discard_from_hand(seat, cards);
                self.card_village_action(pack, seat, *card_action);
            }
            VillageAction::Buy(purchase) => self.buy(pack, seat, purchase),
            VillageAction::Invest(slot) => self.invest(pack, seat, *slot),
            VillageAction::CardQuest(card, cards) => self.fulfil_quest(pack, seat, QuestSource::Card(*card), cards),
        }
    }

    fn card_village_action(&mut self, pack: &ContentPack, seat: Seat, action: CardVillageAction) {
        match action {
            CardVillageAction::TwoGoods4d => self.grant(pack, seat, Reward::Doubloons(4)),
            CardVillageAction::Ult2Cards2VpExp2 => {
                self.grant(pack, seat, Reward::Vp(2));
                self.grant(pack, seat, Reward::Explore(2));
            }
            CardVillageAction::Ult2Cards3dExp2 => {
                self.grant(pack, seat, Reward::Doubloons(3));
                self.grant(pack, seat, Reward::Explore(2));
            }
            CardVillageAction::Ult2Books(x) => self.grant(pack, seat, Reward::DoubloonsAndVp(x, x)),
        }
    }
}

fn combinations(items: &[CardId], n: usize, from: usize, chosen: &mut Vec<CardId>, out: &mut Vec<Vec<CardId>>) {
    if chosen.len() == n {
        out.push(chosen.clone());
        return;
    }
    for i in from..items.len() {
        chosen.push(items[i]);
        combinations(items, n, i + 1, chosen, out);
        chosen.pop();
    }
}
