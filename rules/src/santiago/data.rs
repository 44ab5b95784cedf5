//! Components and set-up numbers as data (from the rules; see docs/santiago.md).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::RuleError;
use crate::santiago::errors;

/// Seats are stored in fixed arrays of this size.
pub const MAX_PLAYERS: usize = 5;
pub const START_MONEY: u32 = 10;
pub const INCOME: u32 = 3;
pub const WORKERS_PER_PLAYER: u8 = 22;
pub const TILES: usize = 45;
/// Per crop: 6 tiles showing 2 workers, 3 showing 1.
pub const TWO_WORKER_TILES_PER_CROP: usize = 6;
pub const ONE_WORKER_TILES_PER_CROP: usize = 3;
pub const PALMS: usize = 3;

/// Rounds in a game, which is also the number of canals in the general supply and the height of each stack.
pub fn rounds(players: usize) -> u8 {
    if players == 5 {
        9
    } else {
        11
    }
}

/// Stacks of tiles, which is also the number of tiles on auction each round.
pub fn stacks(players: usize) -> usize {
    if players == 5 {
        5
    } else {
        4
    }
}

/// A crop. The discriminant indexes per-crop arrays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Crop {
    Potato,
    Bean,
    Pepper,
    Banana,
    Cane,
}

pub const CROPS: usize = 5;

impl Crop {
    pub const ALL: [Crop; CROPS] = [Crop::Potato, Crop::Bean, Crop::Pepper, Crop::Banana, Crop::Cane];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The name used in move texts.
    pub fn id(self) -> &'static str {
        ["potato", "bean", "pepper", "banana", "cane"][self.index()]
    }

    /// Reads an English or French name (`pomme`/`patate`, `haricot`, `piment`, `banane`, `canne`).
    pub fn parse(text: &str) -> Option<Crop> {
        match text {
            "potato" | "potatoes" | "pomme" | "patate" => Some(Crop::Potato),
            "bean" | "beans" | "haricot" => Some(Crop::Bean),
            "pepper" | "peppers" | "piment" => Some(Crop::Pepper),
            "banana" | "bananas" | "banane" => Some(Crop::Banana),
            "cane" | "canne" | "sugar" => Some(Crop::Cane),
            _ => None,
        }
    }
}

/// A plantation tile: a crop and the number of workers printed on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Tile {
    pub crop: Crop,
    /// 1 or 2.
    pub workers: u8,
}

impl Tile {
    pub fn new(crop: Crop, workers: u8) -> Tile {
        assert!(workers == 1 || workers == 2);
        Tile { crop, workers }
    }
}

/// The 45 tiles of the box, in a fixed order (shuffled at set-up).
pub fn all_tiles() -> [Tile; TILES] {
    let mut tiles = [Tile::new(Crop::Potato, 1); TILES];
    let mut i = 0;
    for crop in Crop::ALL {
        for n in 0..TWO_WORKER_TILES_PER_CROP + ONE_WORKER_TILES_PER_CROP {
            tiles[i] = Tile::new(crop, if n < TWO_WORKER_TILES_PER_CROP { 2 } else { 1 });
            i += 1;
        }
    }
    tiles
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.crop.id(), self.workers)
    }
}

impl FromStr for Tile {
    type Err = RuleError;

    /// A crop name followed by 1 or 2, e.g. `bean2` (`bean-2` is accepted too).
    fn from_str(text: &str) -> Result<Tile, RuleError> {
        let bad = || RuleError::new(errors::BAD_TILE).text("text", text);
        let lower = text.trim().to_lowercase();
        let (name, workers) = match lower.char_indices().last() {
            Some((i, '1')) => (&lower[..i], 1),
            Some((i, '2')) => (&lower[..i], 2),
            _ => return Err(bad()),
        };
        let crop = Crop::parse(name.trim_end_matches('-')).ok_or_else(bad)?;
        Ok(Tile::new(crop, workers))
    }
}

impl From<Tile> for String {
    fn from(tile: Tile) -> String {
        tile.to_string()
    }
}

impl TryFrom<String> for Tile {
    type Error = RuleError;

    fn try_from(text: String) -> Result<Tile, RuleError> {
        text.parse()
    }
}

/// Whether each seat's money is public.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Money {
    /// Each player sees only his own money (bids and bribes are public as they are spoken).
    #[default]
    Hidden,
    Open,
}

/// Where the spring comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Spring {
    /// The first canal overseer places it before the first round.
    #[default]
    Chosen,
    /// Drawn at set-up among the 20 intersections.
    Random,
}

/// `/start` options: `money:hidden|open`, `palms:on|off`, `spring:chosen|random`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub money: Money,
    pub palms: bool,
    pub spring: Spring,
}

impl Options {
    /// Reads `name:value` pairs (names and values in any case); a later pair overrides an earlier one.
    pub fn parse(options: &[(String, String)]) -> Result<Options, RuleError> {
        use crate::error::keys;
        let mut parsed = Options::default();
        for (name, value) in options {
            let bad = || {
                RuleError::new(keys::BAD_OPTION_VALUE)
                    .text("name", name)
                    .text("value", value)
            };
            match (name.to_lowercase().as_str(), value.to_lowercase().as_str()) {
                ("money", "hidden") => parsed.money = Money::Hidden,
                ("money", "open") => parsed.money = Money::Open,
                ("palms", "on") => parsed.palms = true,
                ("palms", "off") => parsed.palms = false,
                ("spring", "chosen") => parsed.spring = Spring::Chosen,
                ("spring", "random") => parsed.spring = Spring::Random,
                ("money" | "palms" | "spring", _) => return Err(bad()),
                _ => return Err(RuleError::new(keys::UNKNOWN_OPTION).text("name", name)),
            }
        }
        Ok(parsed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_holds_nine_tiles_per_crop() {
        let tiles = all_tiles();
        for crop in Crop::ALL {
            let of_crop: Vec<_> = tiles.iter().filter(|t| t.crop == crop).collect();
            assert_eq!(of_crop.len(), 9);
            assert_eq!(of_crop.iter().filter(|t| t.workers == 2).count(), 6);
        }
    }

    #[test]
    fn tile_names_round_trip() {
        for tile in all_tiles() {
            assert_eq!(tile.to_string().parse::<Tile>().unwrap(), tile);
        }
        assert_eq!("Haricot-1".parse::<Tile>().unwrap(), Tile::new(Crop::Bean, 1));
        for bad in ["bean3", "bean", "2", "corn2", ""] {
            assert!(bad.parse::<Tile>().is_err(), "{bad}");
        }
    }

    #[test]
    fn options() {
        let o = |pairs: &[(&str, &str)]| {
            Options::parse(
                &pairs
                    .iter()
                    .map(|(a, b)| (a.to_string(), b.to_string()))
                    .collect::<Vec<_>>(),
            )
        };
        assert_eq!(o(&[]).unwrap(), Options::default());
        let all = o(&[("money", "open"), ("palms", "on"), ("spring", "random")]).unwrap();
        assert_eq!(
            all,
            Options {
                money: Money::Open,
                palms: true,
                spring: Spring::Random
            }
        );
        assert_eq!(
            o(&[("colour", "red")]).unwrap_err().key,
            crate::error::keys::UNKNOWN_OPTION
        );
        assert_eq!(
            o(&[("palms", "yes")]).unwrap_err().key,
            crate::error::keys::BAD_OPTION_VALUE
        );
    }
}
