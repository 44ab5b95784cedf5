//! `difficulty.toml`: the classic difficulty cards (75 easy, 76 medium) and the legacy tiles they put into play.
//!
//! ```toml
//! [[card]]
//! id = "76"
//! level = "medium"                      # easy | medium | hard, one card per level
//! legacy = ["L1", "L4", "L5", "L6"]     # legacy tiles in play
//! add_cards = ["90", …, "99"]           # special cards shuffled into the draw pile
//! setup = ["15 (1–4)", "19 (3–4)"]      # quest placements "LOCATION (PLAYERS)" at set-up
//! after_round = [[…], […], […]]         # … in interim-scoring step 6 after rounds I, II, III
//!
//! [[legacy]]
//! id = "L1"
//! kind = "city_with_quest"              # with location, market, spaces, quests
//! # gated_city: location (a map location with legacy = this id), gate (exploration space)
//! # spy_on_stop: location;  treasure_fleet: beside, costs, influence, doubloons
//! ```
//!
//! Validated: unique ids and levels, three after-round lists, placements on classic quest slots with valid
//! player sets, legacy tiles and special cards that exist, each legacy kind with exactly its fields and valid
//! references, and every legacy location of the map defined by a gated_city tile.

use serde::{Deserialize, Serialize};

use super::cards::{CardId, Cards, Deck};
use super::common::{bad_value, code, notation, unknown, wrong_count, PlayerSet};
use super::error::{keys, ContentError};
use super::exploration::{ExplorationTrack, SpaceId};
use super::map::{read_market, LocId, LocationKind, Map, Market};
use super::raw::{numbered, unique_ids, Entry, RawFile};

pub const FILE: &str = "difficulty.toml";

/// Index of a tile in [`Classic::legacy`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LegacyId(pub u8);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Classic {
    pub cards: Vec<ClassicCard>,
    pub legacy: Vec<LegacyTile>,
}

super::common::code_enum!(
    /// Classic difficulty levels.
    Level { Easy = "easy", Medium = "medium", Hard = "hard" }
);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassicCard {
    pub id: String,
    pub level: Level,
    pub legacy: Vec<LegacyId>,
    pub add_cards: Vec<CardId>,
    pub setup: Vec<Placement>,
    /// Placements after rounds I, II, III.
    pub after_round: Vec<Vec<Placement>>,
}

/// One quest tile from the pile onto `location`, at the player counts of `players`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub location: LocId,
    pub players: PlayerSet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegacyTile {
    pub id: String,
    pub kind: LegacyKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LegacyKind {
    /// L1: the village becomes a city with this market (no flag) and its own quest space holding `quests` tiles.
    CityWithQuest {
        location: LocId,
        market: Market,
        quests: u8,
    },
    /// L4: the legacy location is in play; stopping and cubes need your explorer on or past `gate`.
    GatedCity { location: LocId, gate: SpaceId },
    /// L5: stopping here takes one of your spies from the general supply before the main action.
    SpyOnStop { location: LocId },
    /// L6: escort spaces beside `beside`, costing `costs` combat value in order.
    TreasureFleet {
        beside: LocId,
        costs: Vec<u8>,
        influence: u8,
        doubloons: u8,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    level: String,
    legacy: Vec<String>,
    add_cards: Vec<String>,
    setup: Vec<String>,
    after_round: Vec<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLegacy {
    id: String,
    kind: String,
    location: Option<String>,
    market: Option<String>,
    spaces: Option<String>,
    quests: Option<u8>,
    gate: Option<String>,
    beside: Option<String>,
    costs: Option<Vec<u8>>,
    influence: Option<u8>,
    doubloons: Option<u8>,
}

/// Rounds after which classic cards place quests (interim scorings).
pub const INTERIM_SCORINGS: usize = 3;

pub fn load(text: &str, map: &Map, track: &ExplorationTrack, cards: &Cards) -> Result<Classic, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let raw_cards = file.entries::<RawCard>("card", numbered("card"))?;
    let raw_legacy = file.entries::<RawLegacy>("legacy", numbered("legacy"))?;
    file.finish()?;
    unique_ids(FILE, &raw_cards)?;
    unique_ids(FILE, &raw_legacy)?;
    let legacy = raw_legacy
        .iter()
        .map(|e| legacy_tile(e, map, track))
        .collect::<Result<Vec<_>, _>>()?;
    check_map_legacy(map, &legacy)?;
    let mut classic = Classic {
        cards: Vec::new(),
        legacy,
    };
    for entry in &raw_cards {
        let card = classic_card(entry, map, cards, &classic.legacy)?;
        if classic.cards.iter().any(|c| c.level == card.level) {
            return Err(ContentError::new(FILE, &entry.label, keys::DUPLICATE_ID).with("id", card.level));
        }
        classic.cards.push(card);
    }
    Ok(classic)
}

impl Classic {
    pub fn card(&self, level: Level) -> Option<&ClassicCard> {
        self.cards.iter().find(|c| c.level == level)
    }

    pub fn tile(&self, id: LegacyId) -> &LegacyTile {
        &self.legacy[id.0 as usize]
    }
}

fn classic_card(
    entry: &Entry<RawCard>,
    map: &Map,
    cards: &Cards,
    legacy: &[LegacyTile],
) -> Result<ClassicCard, ContentError> {
    let (label, raw) = (entry.label.as_str(), &entry.raw);
    if raw.after_round.len() != INTERIM_SCORINGS {
        return Err(wrong_count(
            FILE,
            label,
            "after_round lists",
            INTERIM_SCORINGS,
            raw.after_round.len(),
        ));
    }
    let placements = |list: &Vec<String>| {
        list.iter()
            .map(|p| placement(label, p, map))
            .collect::<Result<Vec<_>, _>>()
    };
    let tiles = raw
        .legacy
        .iter()
        .map(|id| {
            let index = legacy.iter().position(|t| &t.id == id);
            index
                .map(|i| LegacyId(i as u8))
                .ok_or_else(|| unknown(FILE, label, "legacy tile", id))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let add_cards = raw
        .add_cards
        .iter()
        .map(|id| match cards.find(id) {
            Some(card) if cards.card(card).deck == Deck::Special => Ok(card),
            _ => Err(unknown(FILE, label, "special card", id)),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ClassicCard {
        id: raw.id.clone(),
        level: code(FILE, label, &raw.level)?,
        legacy: tiles,
        add_cards,
        setup: placements(&raw.setup)?,
        after_round: raw.after_round.iter().map(placements).collect::<Result<Vec<_>, _>>()?,
    })
}

/// "19 (3–4)".
fn placement(label: &str, text: &str, map: &Map) -> Result<Placement, ContentError> {
    let parsed = text.strip_suffix(')').and_then(|t| t.split_once(" ("));
    let (location, players) = parsed.ok_or_else(|| notation(FILE, label, text, "LOCATION (PLAYERS), e.g. 19 (3–4)"))?;
    let players =
        PlayerSet::parse(players).ok_or_else(|| notation(FILE, label, text, "players such as 1–4, 3–4, 4"))?;
    match map.find(location) {
        Some(loc) if map.location(loc).quest_slot => Ok(Placement { location: loc, players }),
        _ => Err(unknown(FILE, label, "classic quest slot", location)),
    }
}

fn legacy_tile(entry: &Entry<RawLegacy>, map: &Map, track: &ExplorationTrack) -> Result<LegacyTile, ContentError> {
    let (label, raw) = (entry.label.as_str(), &entry.raw);
    let location = |field: &str, id: &Option<String>| -> Result<LocId, ContentError> {
        let id = id.as_deref().ok_or_else(|| missing(label, field))?;
        map.find(id).ok_or_else(|| unknown(FILE, label, "location", id))
    };
    let present = [
        ("location", raw.location.is_some()),
        ("market", raw.market.is_some()),
        ("spaces", raw.spaces.is_some()),
        ("quests", raw.quests.is_some()),
        ("gate", raw.gate.is_some()),
        ("beside", raw.beside.is_some()),
        ("costs", raw.costs.is_some()),
        ("influence", raw.influence.is_some()),
        ("doubloons", raw.doubloons.is_some()),
    ];
    let (kind, fields): (LegacyKind, &[&str]) = match raw.kind.as_str() {
        "city_with_quest" => {
            let loc = location("location", &raw.location)?;
            if !matches!(map.location(loc).kind, LocationKind::Village) {
                return Err(unknown(FILE, label, "village", &map.location(loc).id));
            }
            let market = read_market(
                FILE,
                label,
                need(label, "market", &raw.market)?,
                need(label, "spaces", &raw.spaces)?,
            )?;
            let quests = raw.quests.ok_or_else(|| missing(label, "quests"))?;
            (
                LegacyKind::CityWithQuest {
                    location: loc,
                    market,
                    quests,
                },
                &["location", "market", "spaces", "quests"],
            )
        }
        "gated_city" => {
            let loc = location("location", &raw.location)?;
            if map.location(loc).legacy.as_deref() != Some(raw.id.as_str()) {
                let expected = format!("a map location with legacy = \"{}\"", raw.id);
                return Err(bad_value(FILE, label, "location", &map.location(loc).id, &expected));
            }
            let gate = need(label, "gate", &raw.gate)?;
            let gate = track
                .find(gate)
                .ok_or_else(|| unknown(FILE, label, "exploration space", gate))?;
            (LegacyKind::GatedCity { location: loc, gate }, &["location", "gate"])
        }
        "spy_on_stop" => (
            LegacyKind::SpyOnStop {
                location: location("location", &raw.location)?,
            },
            &["location"],
        ),
        "treasure_fleet" => {
            let beside = location("beside", &raw.beside)?;
            let costs = raw
                .costs
                .clone()
                .filter(|c| !c.is_empty())
                .ok_or_else(|| missing(label, "costs"))?;
            let influence = raw.influence.ok_or_else(|| missing(label, "influence"))?;
            let doubloons = raw.doubloons.ok_or_else(|| missing(label, "doubloons"))?;
            (
                LegacyKind::TreasureFleet {
                    beside,
                    costs,
                    influence,
                    doubloons,
                },
                &["beside", "costs", "influence", "doubloons"],
            )
        }
        other => {
            return Err(notation(
                FILE,
                label,
                other,
                "city_with_quest | gated_city | spy_on_stop | treasure_fleet",
            ))
        }
    };
    if let Some((field, _)) = present.iter().find(|(field, given)| *given && !fields.contains(field)) {
        return Err(ContentError::new(FILE, label, keys::FIELD)
            .with("detail", format!("`{field}` is not a field of kind {}", raw.kind)));
    }
    Ok(LegacyTile {
        id: raw.id.clone(),
        kind,
    })
}

fn need<'r>(label: &str, field: &str, value: &'r Option<String>) -> Result<&'r str, ContentError> {
    value.as_deref().ok_or_else(|| missing(label, field))
}

fn missing(label: &str, field: &str) -> ContentError {
    ContentError::new(FILE, label, keys::FIELD).with("detail", format!("missing field `{field}`"))
}

/// Every map location that exists only with a legacy tile is brought in by a gated_city tile of that id.
fn check_map_legacy(map: &Map, legacy: &[LegacyTile]) -> Result<(), ContentError> {
    for location in &map.locations {
        let Some(id) = &location.legacy else { continue };
        let defined = legacy
            .iter()
            .any(|t| &t.id == id && matches!(t.kind, LegacyKind::GatedCity { .. }));
        if !defined {
            return Err(unknown(FILE, "", "gated_city legacy tile", id));
        }
    }
    Ok(())
}
