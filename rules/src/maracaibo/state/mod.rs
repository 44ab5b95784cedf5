//! The game state: the shared board and each player's pieces. Plain data referring to the content pack by index
//! (`LocId`, `SpaceId`, `CardId`, quest / token / tile / building indices); the pack itself is passed to every
//! operation, so a state is small and serializes on its own.
//!
//! Stacks (`quest_pile`, `combat_piles`, `draw_pile`) have their top at the end of the vector.
//!
//! The floor under the procedures: every type a [`State`] is made of is defined here (the turn and its log in
//! `turn`, pending decisions in `tasks`, the combat in progress in `combat`, Jeanne's pieces in `solo`, all
//! re-exported here), and the files that change the state (sailing, the main action, tasks, the turn
//! sequence…) import them; nothing here imports a procedure.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::content::cards::CardId;
use super::content::common::{Nation, Synergy};
use super::content::difficulty::{LegacyId, Level};
use super::content::exploration::SpaceId;
use super::content::map::LocId;
use super::content::ship::ZoneEffect;
use super::content::ContentPack;
use crate::game::Seat;

mod combat;
mod solo;
mod tasks;
mod turn;

pub use combat::{Combat, CombatType};
pub use solo::{JeanneEvent, QuestFrom, Solo};
pub use tasks::{Offer, Pending, QuestSource, Task};
pub use turn::{Event, Log, Phase, ScoringStep, Stage, Turn, LOG_LIMIT};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub players: Vec<Player>,
    pub level: Level,
    /// 1–4.
    pub round: u8,
    /// Who starts the current round.
    pub first_player: Seat,
    /// Legacy tiles in play (classic card 76).
    pub legacy: Vec<LegacyId>,
    pub board: Board,
    pub rng: ChaCha8Rng,
    pub turn: Turn,
    pub log: Log,
    /// The solo game's Automa (Jeanne is `players[1]`); None in the classic game.
    #[serde(default)]
    pub solo: Option<Solo>,
    /// The rules edition the game is played under ([`EDITION`] for new games). A game saved before editions
    /// existed has no field and reads as [`FIRST_EDITION`]; its log replays under the rules it was played with.
    /// The first edition is not written either, so such a game is saved again exactly as it was read.
    #[serde(default, skip_serializing_if = "is_first_edition")]
    pub edition: u32,
    /// Per card ([`CardId`] index): a bit per seat that knows where the card lies (its own hand, a card drawn
    /// from the display…), kept from [`KNOWLEDGE_EDITION`] on for resampling ([`super::resample`]). Empty
    /// until the first move, and in games of earlier editions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub known: Vec<u8>,
}

/// Games saved before editions existed: Jeanne's annex still gave her +1 influence and her stops taxed no spy.
pub const FIRST_EDITION: u32 = 0;
/// Jeanne's annex gives her no influence, and her stops pay your spy tax.
pub const SOLO_EDITION: u32 = 1;
/// The public log also records every move without an event of its own ([`super::moves_log`]).
pub const MOVES_EDITION: u32 = 2;
/// The state also keeps who knows where each card lies ([`State::known`]), for resampling.
pub const KNOWLEDGE_EDITION: u32 = 3;
/// The edition of new games.
pub const EDITION: u32 = KNOWLEDGE_EDITION;

fn is_first_edition(edition: &u32) -> bool {
    *edition == FIRST_EDITION
}

impl State {
    /// Whether Jeanne plays by the rules of [`FIRST_EDITION`] (solo rulings 7 and 13 of [`super::solo`]).
    pub(crate) fn first_edition(&self) -> bool {
        self.edition == FIRST_EDITION
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// Per location: the city tile lying on it (tile slots, and fixed tiles such as T00).
    pub tiles: Vec<Option<usize>>,
    /// Per location: the possession cube on it.
    pub cubes: Vec<Option<Nation>>,
    /// Per nation: cubes that have left its reserve (placed, or removed from the game later).
    pub reserve_taken: [u8; 3],
    /// Per location: discs delivered to its market this round, by seat.
    pub markets: Vec<Vec<Seat>>,
    /// Face up (a ruling: its top tile is public); top = last.
    pub quest_pile: Vec<usize>,
    /// Per location: quest tiles in placement order.
    pub quests: Vec<Vec<usize>>,
    /// The quest on L1's own city quest space.
    pub city_quest: Option<usize>,
    /// Per exploration space: the quest tile on it.
    pub track_quests: Vec<Option<usize>>,
    pub combat_piles: [Vec<usize>; 2],
    pub draw_pile: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub display: Vec<CardId>,
    /// The prestige buildings in play, spaces I, II, …
    pub buildings: Vec<BuildingSlot>,
    /// Cubes on the L6 treasure-fleet spaces, in order.
    pub fleet: Vec<Nation>,
    /// Per exploration line: explorers that have crossed it (the first one scores more).
    pub line_crossings: Vec<u8>,
    /// Explorers that have reached the end of the exploration track.
    pub end_arrivals: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildingSlot {
    pub building: usize,
    pub revealed: bool,
    pub investors: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub ship: LocId,
    pub explorer: SpaceId,
    pub vp: u32,
    pub doubloons: u32,
    pub combat_points: u8,
    pub doubloon_income: u8,
    pub vp_income: u8,
    /// Per nation.
    pub influence: [u8; 3],
    pub hand: Vec<CardId>,
    pub planning: Vec<CardId>,
    pub bought: Vec<CardId>,
    /// Per ship zone: discs still on it.
    pub discs: Vec<u8>,
    pub spies: Spies,
    /// The two career cards dealt at set-up, until one is chosen.
    pub careers_offered: Vec<usize>,
    pub career: Option<usize>,
    pub goals_claimed: Vec<bool>,
    pub quests: Vec<usize>,
    /// Quest tiles lying on bought cards (`imm.quest_on_card`), until fulfilled.
    pub card_quests: Vec<(CardId, usize)>,
    pub combat_tokens: Vec<usize>,
    pub synergy: Vec<Synergy>,
    /// The A cards dealt at set-up, until the player has chosen what to plan, keep and discard.
    pub dealt: Vec<CardId>,
}

/// Where the player's spies are; the counts always add up to the spies per colour.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spies {
    pub reserve: u8,
    /// In the general supply.
    pub supply: u8,
    pub career: u8,
    pub on_map: Vec<LocId>,
    pub on_buildings: u8,
    pub on_cards: u8,
}

impl Spies {
    pub fn total(&self) -> usize {
        (self.reserve + self.supply + self.career + self.on_buildings + self.on_cards) as usize + self.on_map.len()
    }

    /// Own spies on a map location.
    pub fn at(&self, location: LocId) -> usize {
        self.on_map.iter().filter(|&&l| l == location).count()
    }
}

impl Player {
    /// Zones whose discs are all gone.
    pub fn emptied_zones(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.discs.len()).filter(|&z| self.discs[z] == 0)
    }

    /// Effects of the ship zones this player has emptied.
    pub fn upgrades<'p>(&'p self, pack: &'p ContentPack) -> impl Iterator<Item = &'p ZoneEffect> + 'p {
        self.emptied_zones().flat_map(move |z| pack.ship.zones[z].effect.iter())
    }

    pub fn hand_limit(&self, pack: &ContentPack) -> usize {
        let upgraded = self.upgrades(pack).find_map(|e| match e {
            ZoneEffect::HandLimit(n) => Some(*n),
            _ => None,
        });
        upgraded.unwrap_or(pack.ship.hand_limit) as usize
    }

    pub fn free_display(&self, pack: &ContentPack) -> bool {
        self.upgrades(pack).any(|e| *e == ZoneEffect::FreeDisplay)
    }
}
