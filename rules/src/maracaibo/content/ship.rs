//! `ship.toml`: the player's ship board — upgrade zones with their effects and prerequisites, compass, hand limit,
//! planning zone, village-action table, combat and quest tracks, spies, base combat actions.
//!
//! Zone effect codes (`; `-separated parts):
//!
//! | Code | Effect |
//! |---|---|
//! | a reward code (reward.rs) | immediate, once, when the zone is emptied |
//! | `perm.village_actions(a,b,c,d,e,f,g)` | main-action village actions for 1..7 MP spent (U1) |
//! | `perm.hand_limit(N)` | hand limit N (U2) |
//! | `perm.free_display` | display cards cost nothing in Phase C (U3) |
//! | `ca.village_annex(E,C)` | new combat action: village annex for E, capture for C combat value (U7) |
//! | `va.cp1_d1` | new village action: +1 combat point and 1 doubloon (U8) |
//! | `va.3goods_2d2vp` | new village action: 3 identical goods → 2 doubloons + 2 VP (U9) |
//! | `va.village_cube_d1` | new village action at your cube-free village: cube, +1 influence, 1 doubloon (U10) |
//! | `choose(R \| R \| …)` | one of the rewards (U11; `rank` = next nobility rank) |
//!
//! Prerequisites: `none`, a zone id (`U5`), or `zones(N)` = at least N other zones emptied.
//! Validated: unique zone and disc ids, prerequisites resolve and are satisfiable (no cycle, N < zones),
//! village-action tables of 7 entries, start ≤ max on the combat track, spies that add up.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{bad_value, call, notation, number, unknown};
use super::error::{keys, ContentError};
use super::raw::{numbered, unique_ids, RawFile};
use super::reward::Reward;

pub const FILE: &str = "ship.toml";

/// Index of a zone in [`ShipBoard::zones`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ZoneId(pub u8);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShipBoard {
    pub compass: u8,
    pub hand_limit: u8,
    pub planning_spaces: u8,
    /// Main-action village actions for 1..=7 MP spent (index 0 = 1 MP).
    pub village_actions: [u8; 7],
    pub combat_max: u8,
    pub combat_start: u8,
    /// VP when a quest tile lands on space 1..=N of the quest track.
    pub quest_track_vp: Vec<u8>,
    /// VP for every tile beyond the last space.
    pub quest_overflow_vp: u8,
    pub spies_per_colour: u8,
    pub spies_reserve: u8,
    pub spies_career: u8,
    /// Gain-influence options: (combat value spent, influence gained).
    pub base_influence: Vec<(u8, u8)>,
    pub annex_cost: u8,
    pub capture_cost: u8,
    pub zones: Vec<Zone>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zone {
    pub id: String,
    pub discs: Vec<String>,
    pub background: String,
    pub effect: Vec<ZoneEffect>,
    pub prerequisite: Prerequisite,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZoneEffect {
    Reward(Reward),
    VillageActions([u8; 7]),
    HandLimit(u8),
    FreeDisplay,
    VillageAnnex { empty: u8, capture: u8 },
    VillageCombatPointAndDoubloon,
    VillageThreeGoods,
    VillageCube,
    Choose(Vec<Reward>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prerequisite {
    None,
    Zone(ZoneId),
    /// At least N other zones emptied.
    OtherZones(u8),
}

const ZONE_CODES: &str = "a reward code, perm.village_actions(7 numbers), perm.hand_limit(N), perm.free_display, \
     ca.village_annex(E,C), va.cp1_d1, va.3goods_2d2vp, va.village_cube_d1, choose(R | R …)";

impl ZoneEffect {
    pub fn parse(text: &str) -> Option<ZoneEffect> {
        match text {
            "perm.free_display" => return Some(ZoneEffect::FreeDisplay),
            "va.cp1_d1" => return Some(ZoneEffect::VillageCombatPointAndDoubloon),
            "va.3goods_2d2vp" => return Some(ZoneEffect::VillageThreeGoods),
            "va.village_cube_d1" => return Some(ZoneEffect::VillageCube),
            _ => {}
        }
        if let Some(table) = call(text, "perm.village_actions") {
            let values: Option<Vec<u8>> = table.split(',').map(|v| number(v.trim())).collect();
            return values?.try_into().ok().map(ZoneEffect::VillageActions);
        }
        if let Some(n) = call(text, "perm.hand_limit") {
            return number(n).map(ZoneEffect::HandLimit);
        }
        if let Some(costs) = call(text, "ca.village_annex") {
            let (empty, capture) = costs.split_once(',')?;
            return Some(ZoneEffect::VillageAnnex {
                empty: number(empty.trim())?,
                capture: number(capture.trim())?,
            });
        }
        if let Some(options) = call(text, "choose") {
            let rewards: Option<Vec<Reward>> = options.split('|').map(Reward::parse).collect();
            return rewards.filter(|r| r.len() >= 2).map(ZoneEffect::Choose);
        }
        Reward::parse(text).map(ZoneEffect::Reward)
    }
}

impl fmt::Display for ZoneEffect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |values: Vec<String>, sep: &str| values.join(sep);
        match self {
            ZoneEffect::Reward(reward) => reward.fmt(f),
            ZoneEffect::VillageActions(table) => {
                write!(
                    f,
                    "perm.village_actions({})",
                    join(table.iter().map(u8::to_string).collect(), ",")
                )
            }
            ZoneEffect::HandLimit(n) => write!(f, "perm.hand_limit({n})"),
            ZoneEffect::FreeDisplay => f.write_str("perm.free_display"),
            ZoneEffect::VillageAnnex { empty, capture } => write!(f, "ca.village_annex({empty},{capture})"),
            ZoneEffect::VillageCombatPointAndDoubloon => f.write_str("va.cp1_d1"),
            ZoneEffect::VillageThreeGoods => f.write_str("va.3goods_2d2vp"),
            ZoneEffect::VillageCube => f.write_str("va.village_cube_d1"),
            ZoneEffect::Choose(rewards) => {
                write!(
                    f,
                    "choose({})",
                    join(rewards.iter().map(Reward::to_string).collect(), " | ")
                )
            }
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrack {
    max: u8,
    start: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawQuestTrack {
    spaces: usize,
    vp: Vec<u8>,
    overflow_vp: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpies {
    per_colour: u8,
    reserve: u8,
    career: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBaseCombat {
    influence: Vec<String>,
    annex: u8,
    capture: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawZone {
    id: String,
    discs: Vec<String>,
    background: String,
    effect: String,
    prerequisite: String,
}

pub fn load(text: &str) -> Result<ShipBoard, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let compass: u8 = file.value("compass")?;
    let hand_limit: u8 = file.value("hand_limit")?;
    let planning_spaces: u8 = file.value("planning_spaces")?;
    let village_actions: Vec<u8> = file.value("village_actions")?;
    let combat: RawTrack = file.value("combat_track")?;
    let quests: RawQuestTrack = file.value("quest_track")?;
    let spies: RawSpies = file.value("spies")?;
    let base: RawBaseCombat = file.value("base_combat")?;
    let raw_zones = file.entries::<RawZone>("zone", numbered("zone"))?;
    file.finish()?;
    unique_ids(FILE, &raw_zones)?;

    let village_actions: [u8; 7] = village_actions
        .try_into()
        .map_err(|v: Vec<u8>| bad_value(FILE, "village_actions", "length", v.len(), "7 (one per MP 1..7)"))?;
    if combat.start > combat.max {
        return Err(bad_value(
            FILE,
            "combat_track",
            "start",
            combat.start,
            &format!("at most max = {}", combat.max),
        ));
    }
    if quests.vp.len() != quests.spaces {
        return Err(bad_value(
            FILE,
            "quest_track",
            "vp",
            quests.vp.len(),
            &format!("{} values", quests.spaces),
        ));
    }
    if spies.reserve + spies.career > spies.per_colour {
        let expected = format!("reserve + career ≤ per_colour = {}", spies.per_colour);
        return Err(bad_value(FILE, "spies", "reserve", spies.reserve, &expected));
    }
    let base_influence = base
        .influence
        .iter()
        .map(|option| influence_option(option))
        .collect::<Result<Vec<_>, _>>()?;
    let zones = zones(&raw_zones)?;
    Ok(ShipBoard {
        compass,
        hand_limit,
        planning_spaces,
        village_actions,
        combat_max: combat.max,
        combat_start: combat.start,
        quest_track_vp: quests.vp,
        quest_overflow_vp: quests.overflow_vp,
        spies_per_colour: spies.per_colour,
        spies_reserve: spies.reserve,
        spies_career: spies.career,
        base_influence,
        annex_cost: base.annex,
        capture_cost: base.capture,
        zones,
    })
}

/// "cost:gain", e.g. "2:1".
fn influence_option(text: &str) -> Result<(u8, u8), ContentError> {
    let parsed = text
        .split_once(':')
        .and_then(|(cost, gain)| Some((number(cost)?, number(gain)?)));
    parsed.ok_or_else(|| notation(FILE, "base_combat", text, "COST:GAIN, e.g. 2:1"))
}

fn zones(raw: &[super::raw::Entry<RawZone>]) -> Result<Vec<Zone>, ContentError> {
    let find = |id: &str| raw.iter().position(|e| e.raw.id == id).map(|i| ZoneId(i as u8));
    let mut discs = std::collections::HashSet::new();
    let mut zones = Vec::with_capacity(raw.len());
    for (index, entry) in raw.iter().enumerate() {
        let (label, zone) = (&entry.label, &entry.raw);
        if zone.discs.is_empty() {
            return Err(bad_value(FILE, label, "discs", "[]", "at least one disc"));
        }
        if let Some(disc) = zone.discs.iter().find(|d| !discs.insert(d.as_str())) {
            return Err(ContentError::new(FILE, label, keys::DUPLICATE_ID).with("id", disc));
        }
        let effect = zone
            .effect
            .split("; ")
            .map(|part| ZoneEffect::parse(part).ok_or_else(|| notation(FILE, label, part, ZONE_CODES)))
            .collect::<Result<Vec<_>, _>>()?;
        let prerequisite = match zone.prerequisite.as_str() {
            "none" => Prerequisite::None,
            text => match call(text, "zones").map(number) {
                Some(Some(n)) if (n as usize) < raw.len() => Prerequisite::OtherZones(n),
                Some(_) => {
                    return Err(bad_value(
                        FILE,
                        label,
                        "prerequisite",
                        text,
                        "zones(N) with N < the zone count",
                    ))
                }
                None => match find(text) {
                    Some(z) if z.0 as usize != index => Prerequisite::Zone(z),
                    _ => return Err(unknown(FILE, label, "zone", text)),
                },
            },
        };
        zones.push(Zone {
            id: zone.id.clone(),
            discs: zone.discs.clone(),
            background: zone.background.clone(),
            effect,
            prerequisite,
        });
    }
    check_prerequisite_cycles(&zones)?;
    Ok(zones)
}

/// A chain of zone prerequisites must not come back to its start (that zone could never be emptied).
fn check_prerequisite_cycles(zones: &[Zone]) -> Result<(), ContentError> {
    for (start, zone) in zones.iter().enumerate() {
        let mut at = start;
        for _ in 0..zones.len() {
            match zones[at].prerequisite {
                Prerequisite::Zone(next) => at = next.0 as usize,
                _ => break,
            }
            if at == start {
                return Err(bad_value(FILE, &zone.id, "prerequisite", "cycle", "a chain that ends"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zone_effects_round_trip() {
        let codes = [
            "perm.village_actions(1,2,2,2,3,3,3)",
            "perm.hand_limit(6)",
            "perm.free_display",
            "ca.village_annex(2,5)",
            "va.cp1_d1",
            "va.3goods_2d2vp",
            "va.village_cube_d1",
            "choose(exp≤3 | +4d+4vp | rank)",
            "+10vp",
        ];
        for code in codes {
            assert_eq!(
                ZoneEffect::parse(code).unwrap_or_else(|| panic!("{code}")).to_string(),
                code
            );
        }
        for bad in [
            "perm.village_actions(1,2)",
            "choose(+1d)",
            "ca.village_annex(2)",
            "perm.fly",
        ] {
            assert_eq!(ZoneEffect::parse(bad), None, "{bad}");
        }
    }
}
