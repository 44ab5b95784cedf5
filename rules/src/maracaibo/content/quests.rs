//! `quests.toml`: the 24 quest tiles.
//!
//! ```toml
//! [[quest]]
//! id = "Q11"
//! cost = "2 items: book + map"   # 2 goods: G + G | 2 items: I + I | N combat point(s) | N doubloons
//!                                # | spent ≥ N MP sailing this turn | return N spy
//! per_compass = "2d per compass" # or "Nvp per compass"
//! reward = ["exp≤2", "+2vp"]     # fixed part: reward codes (reward.rs)
//! ```
//!
//! Validated: 24 tiles, unique ids, the count in "2 goods: …" equal to the symbols listed.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{notation, number, wrong_count, Code, Good, Item};
use super::error::ContentError;
use super::raw::{numbered, unique_ids, RawFile};
use super::reward::{PerCompass, Reward};

pub const FILE: &str = "quests.toml";
pub const QUEST_COUNT: usize = 24;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestTile {
    pub id: String,
    pub cost: QuestCost,
    pub per_compass: PerCompass,
    pub reward: Vec<Reward>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum QuestCost {
    /// Discard one card per symbol listed.
    Goods(Vec<Good>),
    /// Discard one card per symbol listed; permanent items may stand in.
    Items(Vec<Item>),
    CombatPoints(u8),
    Doubloons(u8),
    /// You must have spent at least N MP sailing this turn.
    SailedAtLeast(u8),
    /// Return N spies from your reserve to the general supply.
    ReturnSpies(u8),
}

const COST_FORMAT: &str = "2 goods: G + G | 2 items: I + I | N combat point(s) | N doubloons \
     | spent ≥ N MP sailing this turn | return N spy";

impl QuestCost {
    pub fn parse(text: &str) -> Option<QuestCost> {
        if let Some(rest) = text.strip_prefix("spent ≥ ") {
            return number(rest.strip_suffix(" MP sailing this turn")?).map(QuestCost::SailedAtLeast);
        }
        if let Some(rest) = text.strip_prefix("return ") {
            let n = rest.strip_suffix(" spy").or_else(|| rest.strip_suffix(" spies"))?;
            return number(n).filter(|&n| n > 0).map(QuestCost::ReturnSpies);
        }
        let (count, rest) = text.split_once(' ')?;
        let count = number(count).filter(|&n| n > 0)?;
        if let Some(list) = rest.strip_prefix("goods: ") {
            return symbols(list, count).map(QuestCost::Goods);
        }
        if let Some(list) = rest.strip_prefix("items: ") {
            return symbols(list, count).map(QuestCost::Items);
        }
        match rest {
            "combat point" | "combat points" => Some(QuestCost::CombatPoints(count)),
            "doubloon" | "doubloons" => Some(QuestCost::Doubloons(count)),
            _ => None,
        }
    }
}

/// "sugar + tobacco" with exactly `count` symbols.
fn symbols<T: Code>(list: &str, count: u8) -> Option<Vec<T>> {
    let symbols: Option<Vec<T>> = list.split(" + ").map(T::from_code).collect();
    symbols.filter(|s| s.len() == count as usize)
}

impl fmt::Display for QuestCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |codes: Vec<&str>| codes.join(" + ");
        let plural = |n: &u8| if *n == 1 { "" } else { "s" };
        match self {
            QuestCost::Goods(goods) => write!(
                f,
                "{} goods: {}",
                goods.len(),
                list(goods.iter().map(|g| g.code()).collect())
            ),
            QuestCost::Items(items) => write!(
                f,
                "{} items: {}",
                items.len(),
                list(items.iter().map(|i| i.code()).collect())
            ),
            QuestCost::CombatPoints(n) => write!(f, "{n} combat point{}", plural(n)),
            QuestCost::Doubloons(n) => write!(f, "{n} doubloon{}", plural(n)),
            QuestCost::SailedAtLeast(n) => write!(f, "spent ≥ {n} MP sailing this turn"),
            QuestCost::ReturnSpies(1) => f.write_str("return 1 spy"),
            QuestCost::ReturnSpies(n) => write!(f, "return {n} spies"),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawQuest {
    id: String,
    cost: String,
    per_compass: String,
    reward: Vec<String>,
}

pub fn load(text: &str) -> Result<Vec<QuestTile>, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let raw = file.entries::<RawQuest>("quest", numbered("quest"))?;
    file.finish()?;
    unique_ids(FILE, &raw)?;
    if raw.len() != QUEST_COUNT {
        return Err(wrong_count(FILE, "", "quest tiles", QUEST_COUNT, raw.len()));
    }
    raw.iter().map(|e| quest(&e.label, &e.raw)).collect()
}

fn quest(label: &str, raw: &RawQuest) -> Result<QuestTile, ContentError> {
    let cost = QuestCost::parse(&raw.cost).ok_or_else(|| notation(FILE, label, &raw.cost, COST_FORMAT))?;
    let per_compass = PerCompass::parse(&raw.per_compass)
        .ok_or_else(|| notation(FILE, label, &raw.per_compass, "Nd per compass | Nvp per compass"))?;
    let reward = raw
        .reward
        .iter()
        .map(|r| Reward::read(FILE, label, r))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(QuestTile {
        id: raw.id.clone(),
        cost,
        per_compass,
        reward,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_round_trip() {
        let cells = [
            "2 goods: sugar + tobacco",
            "2 items: book + map",
            "1 combat point",
            "2 combat points",
            "2 doubloons",
            "spent ≥ 4 MP sailing this turn",
            "return 1 spy",
        ];
        for cell in cells {
            assert_eq!(
                QuestCost::parse(cell).unwrap_or_else(|| panic!("{cell}")).to_string(),
                cell
            );
        }
        for bad in [
            "2 goods: sugar",
            "2 goods: sugar + book",
            "3 items: map + map",
            "2 gems",
            "return 0 spy",
        ] {
            assert_eq!(QuestCost::parse(bad), None, "{bad}");
        }
    }
}
