//! `prestige.toml`: the 8 prestige buildings.
//!
//! ```toml
//! in_play = 4                 # buildings per game (I face up, the rest revealed after rounds I, II, III)
//! first_investor_vp = 2
//! [[building]]
//! id = "P1"
//! name = "Abbey"
//! cost = 5                    # doubloons (discounts apply)
//! synergy = "quill"           # token granted on investing
//! scoring = "lines(4, max 12)"
//! ```
//!
//! Scoring codes (final scoring step 3): `lines(P[, max M])`, `quests(P)`, `spies_on_map(P[, max M])`,
//! `reserve_spies_and_cp(P)`, `synergy(P)`, `combat_tokens(P)`, `upgrades(P)`, `income_vp(P)` — P VP per unit
//! (for `income_vp`: P × the VP printed at your doubloon-income position), capped at M.
//! Validated: 8 buildings, unique ids, `in_play` between 1 and the number of buildings.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{bad_value, code, notation, number, wrong_count, Code, Synergy};
use super::error::ContentError;
use super::raw::{numbered, unique_ids, RawFile};

pub const FILE: &str = "prestige.toml";
pub const BUILDING_COUNT: usize = 8;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prestige {
    pub in_play: u8,
    pub first_investor_vp: u8,
    pub buildings: Vec<Building>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Building {
    pub id: String,
    pub name: String,
    pub cost: u8,
    pub synergy: Synergy,
    pub scoring: BuildingScoring,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildingScoring {
    pub basis: Basis,
    pub per: u8,
    pub max: Option<u8>,
}

super::common::code_enum!(
    /// What a prestige building counts at final scoring.
    Basis {
        LinesCrossed = "lines",
        QuestTiles = "quests",
        SpiesOnMap = "spies_on_map",
        ReserveSpiesAndCombatPoints = "reserve_spies_and_cp",
        SynergyTokens = "synergy",
        CombatTokens = "combat_tokens",
        ShipUpgrades = "upgrades",
        DoubloonIncomeVp = "income_vp",
    }
);

impl BuildingScoring {
    pub fn parse(text: &str) -> Option<BuildingScoring> {
        let (name, args) = text.strip_suffix(')')?.split_once('(')?;
        let basis = Basis::from_code(name)?;
        let (per, max) = match args.split_once(',') {
            Some((per, max)) => (per, Some(number(max.trim().strip_prefix("max ")?)?)),
            None => (args, None),
        };
        Some(BuildingScoring {
            basis,
            per: number(per.trim())?,
            max,
        })
    }

    /// VP for `units` of the basis.
    pub fn score(&self, units: u32) -> u32 {
        let vp = units * self.per as u32;
        self.max.map_or(vp, |max| vp.min(max as u32))
    }
}

impl fmt::Display for BuildingScoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.max {
            Some(max) => write!(f, "{}({}, max {max})", self.basis, self.per),
            None => write!(f, "{}({})", self.basis, self.per),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuilding {
    id: String,
    name: String,
    cost: u8,
    synergy: String,
    scoring: String,
}

pub fn load(text: &str) -> Result<Prestige, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let in_play: u8 = file.value("in_play")?;
    let first_investor_vp: u8 = file.value("first_investor_vp")?;
    let raw = file.entries::<RawBuilding>("building", numbered("building"))?;
    file.finish()?;
    unique_ids(FILE, &raw)?;
    if raw.len() != BUILDING_COUNT {
        return Err(wrong_count(FILE, "", "prestige buildings", BUILDING_COUNT, raw.len()));
    }
    if in_play == 0 || in_play as usize > raw.len() {
        return Err(bad_value(
            FILE,
            "in_play",
            "in_play",
            in_play,
            "between 1 and the number of buildings",
        ));
    }
    let buildings = raw
        .iter()
        .map(|e| building(&e.label, &e.raw))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Prestige {
        in_play,
        first_investor_vp,
        buildings,
    })
}

fn building(label: &str, raw: &RawBuilding) -> Result<Building, ContentError> {
    let expected = "lines(P) | quests(P) | spies_on_map(P) | reserve_spies_and_cp(P) | synergy(P) | \
                    combat_tokens(P) | upgrades(P) | income_vp(P), optionally with \", max M\"";
    Ok(Building {
        id: raw.id.clone(),
        name: raw.name.clone(),
        cost: raw.cost,
        synergy: code(FILE, label, &raw.synergy)?,
        scoring: BuildingScoring::parse(&raw.scoring).ok_or_else(|| notation(FILE, label, &raw.scoring, expected))?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scoring_round_trips_and_caps() {
        for code in ["lines(4, max 12)", "quests(2)", "income_vp(2)"] {
            assert_eq!(BuildingScoring::parse(code).unwrap().to_string(), code);
        }
        let basilica = BuildingScoring::parse("spies_on_map(4, max 16)").unwrap();
        assert_eq!((basilica.score(3), basilica.score(5)), (12, 16));
        for bad in ["lines", "lines(x)", "palaces(2)", "lines(4, 12)"] {
            assert_eq!(BuildingScoring::parse(bad), None, "{bad}");
        }
    }
}
