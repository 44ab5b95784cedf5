//! `cities.toml`: the 13 city tiles.
//!
//! ```toml
//! [[tile]]
//! id = "T03"
//! name = "Audiencia"
//! always = false            # the always-used icon: in every game
//! players = "1–4"           # player counts whose set contains the tile (solo = 1–2)
//! location = "11"           # optional: a fixed tile covering that printed city at its player counts (T00)
//! action = "CA-1"           # see map.rs CityAction
//! market = "tobacco"
//! spaces = "2 / 3 / 3"      # for 1–2 / 3 / 4 players; "—" exactly where the tile is not used
//! flag = "+3vp"             # optional flag bonus (reward code)
//! ```
//!
//! Validated: 13 tiles, unique ids, market spaces given exactly for the tile's player counts, always-used tiles
//! usable at every count and not fixed, a fixed tile covers a printed city exactly where that city prints no
//! market, and at every count the always-used tiles fit in the tile slots and the pool can fill the rest.

use serde::{Deserialize, Serialize};

use super::common::{bad_value, notation, unknown, wrong_count, PlayerSet, BRACKETS};
use super::error::ContentError;
use super::map::{read_action, read_market, CityAction, LocId, LocationKind, Map, Market};
use super::raw::{numbered, unique_ids, RawFile};
use super::reward::Reward;

pub const FILE: &str = "cities.toml";
pub const TILE_COUNT: usize = 13;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CityTile {
    pub id: String,
    pub name: String,
    pub always: bool,
    pub players: PlayerSet,
    pub location: Option<LocId>,
    pub action: CityAction,
    pub market: Market,
    pub flag: Option<Reward>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTile {
    id: String,
    name: String,
    always: bool,
    players: String,
    location: Option<String>,
    action: String,
    market: String,
    spaces: String,
    flag: Option<String>,
}

pub fn load(text: &str, map: &Map) -> Result<Vec<CityTile>, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let raw = file.entries::<RawTile>("tile", numbered("tile"))?;
    file.finish()?;
    unique_ids(FILE, &raw)?;
    if raw.len() != TILE_COUNT {
        return Err(wrong_count(FILE, "", "city tiles", TILE_COUNT, raw.len()));
    }
    let tiles = raw
        .iter()
        .map(|e| tile(&e.label, &e.raw, map))
        .collect::<Result<Vec<_>, _>>()?;
    check_fixed_cities(&tiles, map)?;
    check_slots(&tiles, map)?;
    Ok(tiles)
}

fn tile(label: &str, raw: &RawTile, map: &Map) -> Result<CityTile, ContentError> {
    let players =
        PlayerSet::parse(&raw.players).ok_or_else(|| notation(FILE, label, &raw.players, "1–4, 3–4, 1–2…"))?;
    let market = read_market(FILE, label, &raw.market, &raw.spaces)?;
    for bracket in 0..3 {
        if market.spaces.0[bracket].is_some() != players.covers_bracket(bracket) {
            return Err(bad_value(
                FILE,
                label,
                "spaces",
                &raw.spaces,
                &format!("a number exactly for players {players}"),
            ));
        }
    }
    if raw.always && (raw.location.is_some() || (0..3).any(|b| !players.covers_bracket(b))) {
        return Err(bad_value(
            FILE,
            label,
            "always",
            true,
            "an always-used tile is for 1–4 players and not fixed",
        ));
    }
    let location = match &raw.location {
        None => None,
        Some(id) => match map.find(id) {
            Some(loc) if matches!(map.location(loc).kind, LocationKind::City(_)) => Some(loc),
            _ => return Err(unknown(FILE, label, "printed city", id)),
        },
    };
    Ok(CityTile {
        id: raw.id.clone(),
        name: raw.name.clone(),
        always: raw.always,
        players,
        location,
        action: read_action(FILE, label, &raw.action)?,
        market,
        flag: raw.flag.as_deref().map(|f| Reward::read(FILE, label, f)).transpose()?,
    })
}

/// A printed city prints no market at some counts exactly where one fixed tile covers it.
fn check_fixed_cities(tiles: &[CityTile], map: &Map) -> Result<(), ContentError> {
    for (index, location) in map.locations.iter().enumerate() {
        let LocationKind::City(city) = &location.kind else {
            continue;
        };
        for (bracket, name) in BRACKETS.iter().enumerate() {
            let covering = tiles
                .iter()
                .filter(|t| t.location == Some(LocId(index as u8)) && t.players.covers_bracket(bracket))
                .count();
            let printed = city.market.spaces.0[bracket].is_some();
            if covering + usize::from(printed) != 1 {
                let expected = format!("one market at {name} players: printed or from one fixed tile");
                return Err(bad_value(
                    FILE,
                    &location.id,
                    "market",
                    covering + usize::from(printed),
                    &expected,
                ));
            }
        }
    }
    Ok(())
}

/// At every count the always-used tiles fit the slots and enough tiles remain to fill them.
fn check_slots(tiles: &[CityTile], map: &Map) -> Result<(), ContentError> {
    let slots = map
        .locations
        .iter()
        .filter(|l| l.legacy.is_none() && matches!(l.kind, LocationKind::TileSlot))
        .count();
    for (bracket, name) in BRACKETS.iter().enumerate() {
        let usable = |t: &&CityTile| t.location.is_none() && t.players.covers_bracket(bracket);
        let always = tiles.iter().filter(usable).filter(|t| t.always).count();
        let all = tiles.iter().filter(usable).count();
        if always > slots || all < slots {
            let what = format!("tiles for {slots} city-tile slots at {name} players (always-used / usable)");
            return Err(wrong_count(
                FILE,
                "",
                &what,
                slots,
                if always > slots { always } else { all },
            ));
        }
    }
    Ok(())
}
