//! Phase B's one main action: what the stop offers, and the city action with its delivery.
//!
//! * Stopping: L5's location gives one spy from the supply at once, before the main action; every
//!   owner of a spy there holding a `perm.spy_tax` card chooses 1 VP or 2 doubloons, once per such card
//!   (card effects stack). Jeanne's stops pay the tax too ("à chaque fois qu'un joueur fait escale").
//! * Offered at the stop: the city action at a city (printed, tile, or a legacy city in play); village actions
//!   at a village (L1's location is a city while L1 is in play); each quest tile on the location; the spy action
//!   of each of the player's spy cards pointing there; the homeward space's action. One main action per turn.
//! * City action: the delivery first (if the market has room, a matching card is in hand and a disc may be
//!   removed), then the printed action. Gains with no drawback are taken at once; choices wait as decisions.
//!   Rulings: CA-7's "discard your hand for 4 doubloons" and every optional trade are offered only when they can
//!   be paid and would do something (an empty hand is not discarded); CA-8 is one choice; CA-1 and
//!   CA-5 take the influence before the village action.
//! * Homeward 20 offers "one combat or explorer up to 2"; 21a / 21b / 22 score their VP.
//! * Unused spies: when Phase B ends, each own spy on a location the ship stopped at this turn scores 2 VP,
//!   except the one whose action was taken there and those placed there this turn,
//!   whose action is not open until the next turn.

use serde::{Deserialize, Serialize};

use super::content::cards::{CardId, SpyCost};
use super::content::common::{Good, Symbol};
use super::content::difficulty::LegacyKind;
use super::content::effect::{Effect, Permanent};
use super::content::map::{CityAction, LocId, LocationKind};
use super::content::reward::Reward;
use super::content::ContentPack;
use super::keys;
use super::sailing::SPY_PASSED_VP;
use super::setup::market_spaces;
use super::state::{Offer, Phase, QuestSource, State, Task};
use crate::error::RuleError;
use crate::game::Seat;

/// A main action the stop may offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MainAction {
    City,
    Village,
    /// Fulfil the quest tile with this index (quests.toml order) lying on the location.
    Quest(usize),
    /// The spy action of this bought card, whose spy lies on the location.
    Spy(CardId),
    Homeward,
}

/// A city's market good and action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct City {
    pub good: Option<Good>,
    pub action: CityAction,
}

impl State {
    /// The city at `location` this game (tiles, printed cities, legacy cities), or None.
    pub fn city(&self, pack: &ContentPack, location: LocId) -> Option<City> {
        if let Some(tile) = self.board.tiles[location.0 as usize] {
            let tile = &pack.cities[tile];
            let good = Some(tile.market.good);
            return Some(City {
                good,
                action: tile.action,
            });
        }
        match &pack.map.location(location).kind {
            LocationKind::City(city) => Some(City {
                good: Some(city.market.good),
                action: city.action,
            }),
            LocationKind::Homeward(home) => Some(City {
                good: None,
                action: home.action,
            }),
            _ => self.legacy.iter().find_map(|&l| match &pack.classic.tile(l).kind {
                LegacyKind::CityWithQuest {
                    location: at, market, ..
                } if *at == location => Some(City {
                    good: Some(market.good),
                    action: CityAction::FulfilQuest,
                }),
                _ => None,
            }),
        }
    }

    pub fn is_village(&self, pack: &ContentPack, location: LocId) -> bool {
        pack.map.location(location).kind == LocationKind::Village && self.city(pack, location).is_none()
    }

    /// Compasses: the ship's plus those on bought cards.
    pub fn compasses(&self, pack: &ContentPack, seat: Seat) -> u8 {
        let on_cards = self.players[seat]
            .bought
            .iter()
            .filter(|&&c| pack.cards.card(c).compass)
            .count();
        pack.ship.compass + on_cards as u8
    }

    /// How many bought cards of `seat` carry this permanent effect.
    pub fn permanent_count(&self, pack: &ContentPack, seat: Seat, wanted: Permanent) -> usize {
        self.players[seat]
            .bought
            .iter()
            .flat_map(|&c| pack.cards.card(c).effects.iter())
            .filter(|e| **e == Effect::Permanent(wanted))
            .count()
    }

    /// What stopping at the ship's location does before the main action: L5's spy, the spy tax.
    pub fn on_stop(&mut self, pack: &ContentPack, seat: Seat) {
        let at = self.players[seat].ship;
        self.turn.stops.push(at);
        let l5 = self
            .legacy
            .iter()
            .any(|&l| matches!(pack.classic.tile(l).kind, LegacyKind::SpyOnStop { location } if location == at));
        if l5 {
            self.grant(pack, seat, Reward::Spies(1));
        }
        self.spy_tax(pack, at);
    }

    /// Each owner of a spy at `at` chooses 1 VP or 2 doubloons, once per `perm.spy_tax` card; whoever stopped
    /// there, Jeanne included.
    pub(crate) fn spy_tax(&mut self, pack: &ContentPack, at: LocId) {
        for owner in 0..self.players.len() {
            if self.players[owner].spies.at(at) == 0 {
                continue;
            }
            let cards = self.permanent_count(pack, owner, Permanent::SpyTax);
            let tax = vec![Task::Choose(vec![Reward::Vp(1), Reward::Doubloons(2)]); cards];
            self.queue(pack, owner, tax);
        }
    }

    /// The main actions offered at the ship's stop (empty once one is taken).
    pub fn main_actions(&self, pack: &ContentPack, seat: Seat) -> Vec<MainAction> {
        if self.turn.main_taken || self.turn.seat != seat || self.turn.phase != Phase::Main {
            return Vec::new();
        }
        self.offered_at(pack, seat)
    }

    /// The main actions the ship's location offers `seat` (quests only when their cost can be paid).
    pub fn offered_at(&self, pack: &ContentPack, seat: Seat) -> Vec<MainAction> {
        let at = self.players[seat].ship;
        // Sized for the usual few: the AI's play-outs ask at every main action.
        let mut actions = Vec::with_capacity(8);
        match self.city(pack, at) {
            Some(city) if city.good.is_none() => actions.push(MainAction::Homeward),
            Some(_) => actions.push(MainAction::City),
            None if self.is_village(pack, at) => actions.push(MainAction::Village),
            None => {}
        }
        let quests = self.board.quests[at.0 as usize].iter().copied();
        let payable = quests.filter(|&q| !self.quest_payments(pack, seat, q).is_empty());
        actions.extend(payable.map(MainAction::Quest));
        actions.extend(self.spy_cards_at(pack, seat, at).into_iter().map(MainAction::Spy));
        actions
    }

    /// Bought spy-action cards of `seat` whose spy lies on `location`.
    pub fn spy_cards_at(&self, pack: &ContentPack, seat: Seat, location: LocId) -> Vec<CardId> {
        let player = &self.players[seat];
        if player.spies.at(location) == 0 {
            return Vec::new();
        }
        player
            .bought
            .iter()
            .copied()
            .filter(|&c| pack.cards.card(c).spy == SpyCost::Location(location))
            .filter(|&c| pack.cards.card(c).spy_action().is_some())
            .collect()
    }

    /// Takes the main action; on error nothing changes.
    pub fn take_main(&mut self, pack: &ContentPack, seat: Seat, action: MainAction) -> Result<(), RuleError> {
        self.expect_phase(seat, Phase::Main)?;
        if !self.turn.pending.is_empty() {
            return Err(RuleError::new(keys::DECIDE_FIRST));
        }
        if !self.main_actions(pack, seat).contains(&action) {
            return Err(RuleError::new(keys::NOT_OFFERED));
        }
        self.turn.main_taken = true;
        let village_actions = self.main_village_actions(pack, seat, self.turn.mp);
        self.perform_main(pack, seat, action, village_actions);
        Ok(())
    }

    /// Village actions for the main action at a village after sailing `mp` (U1 changes the table).
    pub fn main_village_actions(&self, pack: &ContentPack, seat: Seat, mp: u8) -> u8 {
        let table = self.players[seat]
            .upgrades(pack)
            .find_map(|e| match e {
                super::content::ship::ZoneEffect::VillageActions(t) => Some(*t),
                _ => None,
            })
            .unwrap_or(pack.ship.village_actions);
        table[(mp.clamp(1, 7) - 1) as usize]
    }

    pub(crate) fn homeward_action(&mut self, pack: &ContentPack, seat: Seat, at: LocId) {
        match self.city(pack, at).map(|c| c.action) {
            Some(CityAction::CombatOrExplore(x)) => {
                self.queue(pack, seat, vec![Task::Choose(vec![Reward::Combat, Reward::Explore(x)])])
            }
            Some(CityAction::Vp(x)) => self.grant(pack, seat, Reward::Vp(x)),
            _ => {}
        }
    }

    /// Whether `seat` may deliver at `location` now: room, a matching card in hand, a removable disc.
    pub fn delivery_cards(&self, pack: &ContentPack, seat: Seat, location: LocId) -> Vec<CardId> {
        let Some(good) = self.city(pack, location).and_then(|c| c.good) else {
            return Vec::new();
        };
        let room = market_spaces(pack, self, location).unwrap_or(0) as usize;
        if self.board.markets[location.0 as usize].len() >= room || self.removable_zones(pack, seat).is_empty() {
            return Vec::new();
        }
        let mut cards: Vec<CardId> = self.players[seat]
            .hand
            .iter()
            .copied()
            .filter(|&c| pack.cards.card(c).symbol == Symbol::Good(good))
            .collect();
        cards.sort();
        cards.dedup();
        cards
    }

    pub(crate) fn city_action(&mut self, pack: &ContentPack, seat: Seat, at: LocId) {
        let action = self.city(pack, at).expect("offered at a city").action;
        if self.delivery_cards(pack, seat, at).is_empty() {
            self.do_city_action(pack, seat, action);
        } else {
            self.queue(pack, seat, vec![Task::Deliver(action)]);
        }
    }

    /// Delivers `card` with a disc from `zone` to the market at the ship's location.
    pub fn deliver(&mut self, pack: &ContentPack, seat: Seat, card: CardId, zone: usize) {
        let player = &mut self.players[seat];
        let slot = player
            .hand
            .iter()
            .position(|&c| c == card)
            .expect("listed as deliverable");
        player.hand.remove(slot);
        self.board.discard.push(card);
        let at = self.players[seat].ship;
        self.board.markets[at.0 as usize].push(seat);
        if self.remove_disc(pack, seat, zone).expect("listed as removable") {
            self.zone_emptied(pack, seat, zone);
        }
    }

    /// The printed part of a city action (after the delivery, or instead of it).
    pub fn do_city_action(&mut self, pack: &ContentPack, seat: Seat, action: CityAction) {
        let tasks = match action {
            CityAction::Combat => vec![Task::Combat],
            CityAction::Explore(x) => vec![Task::Explore(x)],
            CityAction::InfluenceAndVillage => vec![Task::Influence(1), Task::Village(1)],
            CityAction::CombatPointThenDisc => {
                self.gain_combat_points(pack, seat, 1);
                vec![Task::Discs(1)]
            }
            CityAction::ThreeCombatPoints => {
                self.gain_combat_points(pack, seat, 3);
                vec![]
            }
            CityAction::DoubloonsThenVillage => {
                self.players[seat].doubloons += 2;
                vec![Task::Village(1)]
            }
            CityAction::CombatPointAndInfluence => {
                self.gain_combat_points(pack, seat, 1);
                vec![Task::Influence(1)]
            }
            CityAction::VillagePerCompass => vec![Task::Village(self.compasses(pack, seat))],
            CityAction::VpPerTokenOrDiscardHand => {
                self.players[seat].vp += self.players[seat].combat_tokens.len() as u32;
                vec![Task::Offer(Offer::DiscardHandFor4d)]
            }
            CityAction::DoubloonsOrSpyVp => {
                let spies = self.players[seat].spies.on_map.len() as u8;
                vec![Task::Choose(vec![Reward::Doubloons(4), Reward::Vp(2 * spies)])]
            }
            CityAction::CombatPointsForInfluenceAndDoubloons => vec![Task::Offer(Offer::TwoCpForInfluenceAnd6d)],
            CityAction::VillageAndSpyVp { actions, vp } => {
                vec![Task::Village(actions), Task::Offer(Offer::SpyForVp(vp))]
            }
            CityAction::FulfilQuest => vec![Task::Quest(QuestSource::City)],
            CityAction::CombatOrExplore(_) | CityAction::Vp(_) => vec![],
        };
        self.queue(pack, seat, tasks);
    }

    /// 2 VP for each own spy on a location stopped at this turn whose action was not taken.
    pub fn score_unused_spies(&mut self, seat: Seat) {
        let player = &self.players[seat];
        let mut unused = 0;
        let mut stops = self.turn.stops.clone();
        stops.sort();
        stops.dedup();
        for at in stops {
            let used = self.turn.spies_used.iter().filter(|&&l| l == at).count();
            unused += player.spies.at(at).saturating_sub(used);
        }
        self.players[seat].vp += unused as u32 * SPY_PASSED_VP;
    }
}
