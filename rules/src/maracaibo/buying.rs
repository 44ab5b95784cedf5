//! Buying project cards: from the hand or the planning zone, as village action C (and, later, in scoring step 1).
//!
//! * Cost: the printed doubloons less every `perm.discount(X)` (never below 0); the spy column (a reserve spy onto
//!   the card's location, back to the supply, or onto the card — no reserve spy, no purchase); the condition
//!   (3 herbs discarded, a permanent herbs item standing in for one of them; the nation with ≥ 3 cubes on
//!   map locations; X combat points paid).
//! * The card goes to the bought cards; then its synergy icon (the token, if not held and one is left in the
//!   supply), then its effects in printed order: income at once (a synergy-conditional line only while the token
//!   is held — gaining the token later re-checks every bought card), immediate effects with their
//!   choices. Permanent, village, combat and spy effects act from then on.
//! * Investing in a revealed prestige building replaces a purchase: the cost less discounts, a reserve
//!   spy onto the building, its synergy token if not held, +2 VP for its first investor; once per building.
//! * Rulings: the card's own synergy icon is taken before its immediate effects, so `imm.vp_per_syn` counts it;
//!   `imm.vp_per_compass` counts the card's own compass; `imm.village_cube` / `imm.village_rank` with no
//!   cube-free village (or no cube in the chosen nation's reserve) lose the placement but keep the token / rank;
//!   `imm.quest_on_card` with an empty quest pile places nothing.

use serde::{Deserialize, Serialize};

use super::content::cards::{CardId, SpyCost};
use super::content::common::{Code, Item, Nation, Symbol, Synergy};
use super::content::effect::{Condition, Effect, Immediate, IncomeTrack, Permanent};
use super::content::map::LocId;
use super::content::reward::Reward;
use super::content::ContentPack;
use super::state::{State, Task};
use crate::game::Seat;

/// Spies on a card with `imm.spies_on_card` raise doubloon income by this much each.
pub const SPY_ON_CARD_INCOME: u8 = 2;

/// A way to buy a card: the card, and the herbs cards discarded for a `herbs3` condition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purchase {
    pub card: CardId,
    pub herbs: Vec<CardId>,
}

impl State {
    /// Doubloons `seat` pays for `card` after discounts.
    pub fn card_price(&self, pack: &ContentPack, seat: Seat, card: CardId) -> u32 {
        let discount: u32 = self.players[seat]
            .bought
            .iter()
            .flat_map(|&c| pack.cards.card(c).effects.iter())
            .map(|e| match e {
                Effect::Permanent(Permanent::Discount(x)) => *x as u32,
                _ => 0,
            })
            .sum();
        (pack.cards.card(card).cost as u32).saturating_sub(discount)
    }

    /// Every purchase `seat` can make now from hand and planning zone.
    pub fn purchases(&self, pack: &ContentPack, seat: Seat) -> Vec<Purchase> {
        let player = &self.players[seat];
        let mut cards: Vec<CardId> = player.hand.iter().chain(&player.planning).copied().collect();
        cards.sort();
        cards.dedup();
        let mut found = Vec::with_capacity(cards.len());
        for card in cards {
            if !self.can_pay_for(pack, seat, card) {
                continue;
            }
            for herbs in self.condition_payments(pack, seat, card) {
                found.push(Purchase { card, herbs });
            }
        }
        found
    }

    /// Whether `purchase` is one of [`State::purchases`].
    pub fn can_buy(&self, pack: &ContentPack, seat: Seat, purchase: &Purchase) -> bool {
        let player = &self.players[seat];
        let card = purchase.card;
        (player.hand.contains(&card) || player.planning.contains(&card))
            && self.can_pay_for(pack, seat, card)
            && self.condition_payments(pack, seat, card).contains(&purchase.herbs)
    }

    fn can_pay_for(&self, pack: &ContentPack, seat: Seat, card: CardId) -> bool {
        let player = &self.players[seat];
        let spec = pack.cards.card(card);
        let spy_ok = spec.spy == SpyCost::None || player.spies.reserve > 0;
        let condition_ok = match spec.condition {
            Some(Condition::Nation3(nation)) => self.board.cubes_on_locations(nation) >= 3,
            Some(Condition::CombatPoints(x)) => player.combat_points >= x,
            Some(Condition::Herbs3) | None => true,
        };
        spy_ok && condition_ok && player.doubloons >= self.card_price(pack, seat, card)
    }

    /// The herbs to discard for the card's condition: one empty list when it asks for none.
    fn condition_payments(&self, pack: &ContentPack, seat: Seat, card: CardId) -> Vec<Vec<CardId>> {
        if pack.cards.card(card).condition != Some(Condition::Herbs3) {
            return vec![Vec::new()];
        }
        let permanent = self.permanent_count(pack, seat, Permanent::Item(Item::Herbs));
        let wanted = vec![Symbol::Item(Item::Herbs); 3usize.saturating_sub(permanent)];
        let mut payments = self.card_payments(pack, seat, &wanted);
        // The card bought is not one of its own herbs.
        payments.retain(|p| !p.contains(&card));
        payments
    }

    /// Buys (one of [`State::purchases`]) and applies the card's effects.
    pub fn buy(&mut self, pack: &ContentPack, seat: Seat, purchase: &Purchase) {
        let card = purchase.card;
        let spec = pack.cards.card(card);
        let price = self.card_price(pack, seat, card);
        self.discard_from_hand(seat, &purchase.herbs);
        let player = &mut self.players[seat];
        player.doubloons -= price;
        match player.hand.iter().position(|&c| c == card) {
            Some(slot) => {
                player.hand.remove(slot);
            }
            None => player.planning.retain(|&c| c != card),
        }
        match spec.spy {
            SpyCost::None => {}
            SpyCost::Location(at) => {
                player.spies.reserve -= 1;
                player.spies.on_map.push(at);
                // Usable from the next turn on: it does not score as an unused spy this turn.
                self.turn.spies_used.push(at);
            }
            SpyCost::Return => {
                player.spies.reserve -= 1;
                player.spies.supply += 1;
            }
            SpyCost::OnCard => {
                player.spies.reserve -= 1;
                player.spies.on_cards += 1;
            }
        }
        if let Some(Condition::CombatPoints(x)) = spec.condition {
            player.combat_points -= x;
        }
        player.bought.push(card);
        if let Some(symbol) = spec.synergy {
            self.gain_synergy(pack, seat, symbol);
        }
        let mut tasks = Vec::new();
        for effect in &spec.effects {
            match *effect {
                Effect::Income {
                    track,
                    amount,
                    requires,
                } if requires.is_none_or(|s| self.players[seat].synergy.contains(&s)) => {
                    self.raise_income(pack, seat, track, amount);
                }
                Effect::Immediate(immediate) => tasks.extend(self.immediate(pack, seat, card, immediate)),
                _ => {}
            }
        }
        self.queue(pack, seat, tasks);
    }

    fn raise_income(&mut self, pack: &ContentPack, seat: Seat, track: IncomeTrack, amount: u8) {
        match track {
            IncomeTrack::Doubloons => self.raise_doubloon_income(pack, seat, amount),
            IncomeTrack::Vp => self.raise_vp_income(pack, seat, amount),
        }
    }

    /// Synergy tokens of `symbol` still in the supply.
    pub fn synergy_left(&self, pack: &ContentPack, symbol: Synergy) -> u8 {
        let total = pack.synergy.iter().find(|s| s.symbol == symbol).map_or(0, |s| s.count);
        let held = self.players.iter().filter(|p| p.synergy.contains(&symbol)).count() as u8;
        total.saturating_sub(held)
    }

    /// Takes a token `seat` does not hold (if one is left), then pays the income it unlocks on bought cards.
    pub fn gain_synergy(&mut self, pack: &ContentPack, seat: Seat, symbol: Synergy) {
        if self.players[seat].synergy.contains(&symbol) || self.synergy_left(pack, symbol) == 0 {
            return;
        }
        self.players[seat].synergy.push(symbol);
        let unlocked: Vec<(IncomeTrack, u8)> = self.players[seat]
            .bought
            .iter()
            .flat_map(|&c| pack.cards.card(c).effects.iter())
            .filter_map(|e| match *e {
                Effect::Income {
                    track,
                    amount,
                    requires: Some(s),
                } if s == symbol => Some((track, amount)),
                _ => None,
            })
            .collect();
        for (track, amount) in unlocked {
            self.raise_income(pack, seat, track, amount);
        }
    }

    /// Applies an immediate effect; returns the decision it needs, if any.
    fn immediate(&mut self, pack: &ContentPack, seat: Seat, card: CardId, effect: Immediate) -> Option<Task> {
        let player = &self.players[seat];
        let vp = match effect {
            Immediate::VpPerCombatToken => player.combat_tokens.len() as u32,
            Immediate::VpPerSpy => 2 * player.spies.on_map.len() as u32,
            Immediate::VpPerQuest => player.quests.len() as u32,
            Immediate::VpPerCompass => 2 * self.compasses(pack, seat) as u32,
            Immediate::VpPerSynergy => 2 * player.synergy.len() as u32,
            Immediate::VpPerNation3 => 3 * player.influence.iter().filter(|&&i| i >= 3).count() as u32,
            _ => 0,
        };
        self.players[seat].vp += vp;
        match effect {
            Immediate::Influence2(nation) => self.gain_influence(pack, seat, nation, 2),
            Immediate::Spies2 => self.grant(pack, seat, Reward::Spies(2)),
            Immediate::CombatPoints(x) => self.gain_combat_points(pack, seat, x),
            Immediate::Influence1 => return Some(Task::Influence(1)),
            Immediate::Disc => return Some(Task::Discs(1)),
            Immediate::SynergyAny => return Some(Task::SynergyAny),
            Immediate::SpiesOnCard => return Some(Task::SpiesOnCard),
            Immediate::VillageCube(symbol) => {
                self.gain_synergy(pack, seat, symbol);
                return Some(Task::VillageCube { rank: false });
            }
            Immediate::VillageRank => return Some(Task::VillageCube { rank: true }),
            Immediate::QuestOnCard => {
                if let Some(quest) = self.board.quest_pile.pop() {
                    self.players[seat].card_quests.push((card, quest));
                }
            }
            _ => {}
        }
        None
    }

    /// Villages with no possession cube.
    pub fn empty_villages(&self, pack: &ContentPack) -> Vec<LocId> {
        (0..pack.map.locations.len())
            .map(|l| LocId(l as u8))
            .filter(|&l| self.is_village(pack, l) && self.board.cubes[l.0 as usize].is_none())
            .collect()
    }

    /// Choices for `imm.village_cube` (`rank` false) and `imm.village_rank`: a nation and the village for its
    /// cube, or None where no cube can be placed (only for the rank).
    pub fn village_cube_choices(&self, pack: &ContentPack, rank: bool) -> Vec<(Nation, Option<LocId>)> {
        let villages = self.empty_villages(pack);
        let mut choices = Vec::new();
        for &nation in Nation::ALL {
            if self.board.reserve_left(pack, nation) > 0 && !villages.is_empty() {
                choices.extend(villages.iter().map(|&v| (nation, Some(v))));
            } else if rank {
                choices.push((nation, None));
            }
        }
        choices
    }

    pub fn place_village_cube(
        &mut self,
        pack: &ContentPack,
        seat: Seat,
        nation: Nation,
        at: Option<LocId>,
        rank: bool,
    ) {
        if let Some(at) = at {
            self.board.take_cube(pack, nation);
            self.board.cubes[at.0 as usize] = Some(nation);
        }
        if rank {
            self.next_rank(pack, seat, nation);
        }
    }

    /// Places `n` reserve spies on the card for +2 doubloon income each.
    pub fn spies_on_card(&mut self, pack: &ContentPack, seat: Seat, n: u8) {
        let spies = &mut self.players[seat].spies;
        spies.reserve -= n;
        spies.on_cards += n;
        self.raise_doubloon_income(pack, seat, n * SPY_ON_CARD_INCOME);
    }

    /// Doubloons `seat` pays to invest in the building on `slot` (discounts apply).
    pub fn investment_price(&self, pack: &ContentPack, seat: Seat, slot: usize) -> u32 {
        let cost = pack.prestige.buildings[self.board.buildings[slot].building].cost as u32;
        let list = self.players[seat]
            .bought
            .iter()
            .flat_map(|&c| pack.cards.card(c).effects.iter());
        let discount: u32 = list
            .map(|e| match e {
                Effect::Permanent(Permanent::Discount(x)) => *x as u32,
                _ => 0,
            })
            .sum();
        cost.saturating_sub(discount)
    }

    /// Building slots `seat` may invest in now: revealed, not yet invested in by them, a reserve spy, the price.
    pub fn investments(&self, pack: &ContentPack, seat: Seat) -> Vec<usize> {
        let player = &self.players[seat];
        (0..self.board.buildings.len())
            .filter(|&slot| {
                let building = &self.board.buildings[slot];
                building.revealed
                    && !building.investors.contains(&seat)
                    && player.spies.reserve > 0
                    && player.doubloons >= self.investment_price(pack, seat, slot)
            })
            .collect()
    }

    /// Invests: pay, a reserve spy onto the building, its synergy token, +2 VP for the first investor.
    pub fn invest(&mut self, pack: &ContentPack, seat: Seat, slot: usize) {
        let price = self.investment_price(pack, seat, slot);
        let first = self.board.buildings[slot].investors.is_empty();
        self.board.buildings[slot].investors.push(seat);
        let player = &mut self.players[seat];
        player.doubloons -= price;
        player.spies.reserve -= 1;
        player.spies.on_buildings += 1;
        if first {
            player.vp += pack.prestige.first_investor_vp as u32;
        }
        let symbol = pack.prestige.buildings[self.board.buildings[slot].building].synergy;
        self.gain_synergy(pack, seat, symbol);
    }

    /// Tokens `seat` may take with `imm.syn_any`.
    pub fn synergy_choices(&self, pack: &ContentPack, seat: Seat) -> Vec<Synergy> {
        Synergy::ALL
            .iter()
            .copied()
            .filter(|&s| !self.players[seat].synergy.contains(&s) && self.synergy_left(pack, s) > 0)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::state::Phase;
    use crate::maracaibo::tasks::Decision;
    use crate::maracaibo::turn::tests::{loc, pack, ready};
    use crate::maracaibo::village::VillageAction;

    fn card(id: &str) -> CardId {
        pack().cards.find(id).unwrap()
    }

    /// Seat 0 in Phase B holding `hand`, with 20 doubloons.
    fn holding(hand: &[&str]) -> State {
        let mut state = ready(3, 6);
        state.turn.phase = Phase::Main;
        state.players[0].hand = hand.iter().map(|id| card(id)).collect();
        state.players[0].planning.clear();
        state.players[0].doubloons = 20;
        state
    }

    fn purchase(id: &str) -> Purchase {
        Purchase {
            card: card(id),
            herbs: Vec::new(),
        }
    }

    fn buy_via_village(state: &mut State, id: &str) {
        state.queue(pack(), 0, vec![Task::Village(1)]);
        let action = Decision::Village(VillageAction::Buy(purchase(id)));
        state.decide(pack(), 0, &action).unwrap();
    }

    #[test]
    fn buying_pays_the_price_and_applies_income_at_once() {
        let mut state = holding(&["A16", "A07"]);
        state.players[0].combat_points = 3;
        let income = state.players[0].doubloon_income;
        buy_via_village(&mut state, "A16");
        let player = &state.players[0];
        assert_eq!(player.doubloons, 16);
        assert_eq!(player.combat_points, 2, "condition combat(1)");
        assert_eq!(player.doubloon_income, income + 2);
        assert_eq!(player.bought, [card("A16")]);
        assert_eq!(player.hand, [card("A07")]);
    }

    #[test]
    fn discounts_stack_and_stop_at_zero() {
        let mut state = holding(&["A23", "B037", "A16"]);
        state.players[0].bought = vec![card("A23"), card("B037")];
        assert_eq!(state.card_price(pack(), 0, card("A16")), 2);
        assert_eq!(state.card_price(pack(), 0, card("B034")), 0);
    }

    #[test]
    fn conditions_and_spies_decide_what_can_be_bought() {
        let mut state = holding(&["A16", "A32", "B008"]);
        state.players[0].combat_points = 0;
        state.players[0].spies.reserve = 0;
        assert!(state.purchases(pack(), 0).is_empty(), "combat(1), a spy, nation3(ES)");
        state.players[0].combat_points = 1;
        state.players[0].spies.reserve = 1;
        for l in ["2", "3", "6"] {
            state.board.cubes[loc(l).0 as usize] = Some(Nation::Spain);
        }
        let cards: Vec<CardId> = state.purchases(pack(), 0).into_iter().map(|p| p.card).collect();
        let mut expected = vec![card("A16"), card("A32"), card("B008")];
        expected.sort();
        assert_eq!(cards, expected);
        buy_via_village(&mut state, "A32");
        assert_eq!(state.players[0].spies.on_map, [loc("2")]);
        assert_eq!(state.players[0].spies.reserve, 0);
    }

    #[test]
    fn herbs_condition_counts_a_permanent_herbs_item() {
        let herbs: Vec<CardId> = (0..pack().cards.projects.len() as u16)
            .map(CardId)
            .filter(|&c| pack().cards.card(c).symbol == Symbol::Item(Item::Herbs) && c != card("B011"))
            .take(2)
            .collect();
        let mut state = holding(&["B011"]);
        state.players[0].hand.extend(&herbs);
        assert!(state.purchases(pack(), 0).iter().all(|p| p.card != card("B011")));
        let permanent_herbs = (0..pack().cards.projects.len() as u16).map(CardId).find(|&c| {
            pack()
                .cards
                .card(c)
                .effects
                .contains(&Effect::Permanent(Permanent::Item(Item::Herbs)))
        });
        if let Some(permanent) = permanent_herbs {
            state.players[0].bought.push(permanent);
            let mut paid = herbs.clone();
            paid.sort();
            assert!(state.purchases(pack(), 0).contains(&Purchase {
                card: card("B011"),
                herbs: paid
            }));
        }
    }

    #[test]
    fn conditional_income_waits_for_the_synergy_token() {
        // The rules' "Port" example: holding one token but not the other, the second line comes with the later token.
        let mut state = holding(&["B006"]);
        state.players[0].synergy = vec![Synergy::Cross];
        let vp_income = state.players[0].vp_income;
        buy_via_village(&mut state, "B006");
        assert_eq!(state.players[0].vp_income, vp_income + 4);
        state.gain_synergy(pack(), 0, Synergy::Quill);
        assert_eq!(state.players[0].vp_income, vp_income + 6);
        state.gain_synergy(pack(), 0, Synergy::Quill);
        assert_eq!(state.players[0].vp_income, vp_income + 6, "one token of a kind");
    }

    #[test]
    fn the_card_icon_token_and_vp_per_token() {
        let mut state = holding(&["B088"]);
        state.players[0].synergy = vec![Synergy::Anchor];
        let vp = state.players[0].vp;
        buy_via_village(&mut state, "B088");
        assert_eq!(state.players[0].synergy, [Synergy::Anchor, Synergy::Crown]);
        assert_eq!(state.players[0].vp, vp + 4);
        assert_eq!(state.players[0].spies.supply, 4, "a spy returned");
    }

    #[test]
    fn synergy_tokens_run_out() {
        let mut state = holding(&["A49"]);
        for seat in 1..3 {
            state.players[seat].synergy = vec![Synergy::Crown];
        }
        state.players[0].synergy = vec![Synergy::Anchor];
        assert_eq!(state.synergy_left(pack(), Synergy::Crown), 2);
        buy_via_village(&mut state, "A49");
        assert_eq!(
            state.decisions(pack()),
            [
                Decision::Token(Synergy::Crown),
                Decision::Token(Synergy::Cross),
                Decision::Token(Synergy::Quill),
                Decision::Token(Synergy::Cutlass),
                Decision::Decline
            ]
        );
        state.decide(pack(), 0, &Decision::Token(Synergy::Cutlass)).unwrap();
        assert!(state.players[0].synergy.contains(&Synergy::Cutlass));
    }

    #[test]
    fn village_rank_places_a_cube_and_jumps_a_rank() {
        let mut state = holding(&["B076"]);
        buy_via_village(&mut state, "B076");
        let choice = Decision::Place(Nation::England, Some(loc("9")));
        assert!(state.decisions(pack()).contains(&choice));
        assert!(!state
            .decisions(pack())
            .contains(&Decision::Place(Nation::England, Some(loc("11")))));
        state.decide(pack(), 0, &choice).unwrap();
        assert_eq!(state.board.cubes[loc("9").0 as usize], Some(Nation::England));
        assert_eq!(state.players[0].influence[1], pack().tracks.next_band(0).unwrap());
    }

    #[test]
    fn spies_on_the_card_raise_doubloon_income() {
        let mut state = holding(&["B087"]);
        let income = state.players[0].doubloon_income;
        buy_via_village(&mut state, "B087");
        assert_eq!(
            state.decisions(pack()),
            [Decision::Count(1), Decision::Count(2), Decision::Decline]
        );
        state.decide(pack(), 0, &Decision::Count(2)).unwrap();
        let player = &state.players[0];
        assert_eq!(player.doubloon_income, income + 4);
        assert_eq!((player.spies.reserve, player.spies.on_cards), (0, 2));
    }

    #[test]
    fn a_quest_on_a_card_is_fulfilled_by_an_ultimate_village_action() {
        let mut state = holding(&["A45"]);
        let quest = *state.board.quest_pile.last().unwrap();
        buy_via_village(&mut state, "A45");
        assert_eq!(state.players[0].card_quests, [(card("A45"), quest)]);
        let payments = state.quest_payments(pack(), 0, quest);
        if let Some(payment) = payments.first() {
            state.queue(pack(), 0, vec![Task::Village(2)]);
            let action = Decision::Village(VillageAction::CardQuest(card("A45"), payment.clone()));
            state.decide(pack(), 0, &action).unwrap();
            assert!(state.players[0].card_quests.is_empty());
            assert_eq!(state.players[0].quests, [quest]);
            assert!(
                state.turn.pending.iter().all(|p| p.task != Task::Village(1)),
                "ultimate"
            );
        }
    }

    #[test]
    fn investing_in_a_revealed_building() {
        let mut state = holding(&[]);
        state.players[0].bought = vec![card("A23")];
        let slot = 0;
        assert!(state.board.buildings[slot].revealed && !state.board.buildings[1].revealed);
        assert_eq!(state.investments(pack(), 0), [slot]);
        let building = &pack().prestige.buildings[state.board.buildings[slot].building];
        let before = state.players[0].clone();
        state.queue(pack(), 0, vec![Task::Village(1)]);
        state
            .decide(pack(), 0, &Decision::Village(VillageAction::Invest(slot)))
            .unwrap();
        let after = &state.players[0];
        assert_eq!(after.doubloons, before.doubloons - (building.cost as u32 - 1));
        assert_eq!(after.vp, before.vp + 2, "first investor");
        assert_eq!((after.spies.reserve, after.spies.on_buildings), (1, 1));
        assert_eq!(after.synergy, [building.synergy]);
        assert!(state.investments(pack(), 0).is_empty(), "once per building");
        state.turn.seat = 1;
        let vp = state.players[1].vp;
        state.invest(pack(), 1, slot);
        assert_eq!(state.players[1].vp, vp, "only the first investor scores 2 VP");
    }

    #[test]
    fn buying_from_the_planning_zone() {
        let mut state = holding(&[]);
        state.players[0].planning = vec![card("A07")];
        buy_via_village(&mut state, "A07");
        assert!(state.players[0].planning.is_empty());
        assert_eq!(state.players[0].bought, [card("A07")]);
    }
}
