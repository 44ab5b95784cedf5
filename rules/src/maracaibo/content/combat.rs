//! `combat.toml`: the 25 combat tokens.
//!
//! ```toml
//! default_value = 3              # every nation's value once both piles are empty
//! [[token]]
//! id = "K01"
//! FR = "6 / pay 2d"              # combat value / cost or bonus: pay Nd | +Nd | +Nvp | +N inf | spy
//! EN = "4 / +1vp"
//! ES = "2 / spy"
//! modifiers = "−2 most, +3 fewest"   # printed modifiers, "—" for none
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{is_dash, notation, wrong_count};
use super::error::ContentError;
use super::raw::{numbered, unique_ids, RawFile};

pub const FILE: &str = "combat.toml";
pub const TOKEN_COUNT: usize = 25;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatTokens {
    pub default_value: u8,
    pub tokens: Vec<CombatToken>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatToken {
    pub id: String,
    /// Indexed by [`Nation::index`](super::common::Nation::index).
    pub lines: [TokenLine; 3],
    /// Printed modifier for fighting for the nation with the most cubes in the Caribbean (e.g. −2).
    pub most: Option<i8>,
    /// Printed modifier for fighting for the nation with the fewest cubes (e.g. +3).
    pub fewest: Option<i8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenLine {
    pub value: u8,
    pub bonus: TokenBonus,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenBonus {
    /// Pay N doubloons (a line you cannot pay cannot be chosen).
    Pay(u8),
    Doubloons(u8),
    Vp(u8),
    /// +N influence with the fighting nation.
    Influence(u8),
    /// Take one of your spies from the general supply.
    Spy,
}

const LINE_FORMAT: &str = "VALUE / BONUS with BONUS = pay Nd | +Nd | +Nvp | +N inf | spy";
const MODIFIER_FORMAT: &str = "—, or a comma-separated list of ±N most / ±N fewest";

impl TokenLine {
    pub fn parse(text: &str) -> Option<TokenLine> {
        let (value, bonus) = text.split_once(" / ")?;
        let number = |s: &str| super::common::number(s.trim());
        let bonus = match bonus.trim() {
            "spy" => TokenBonus::Spy,
            b => {
                if let Some(n) = b.strip_prefix("pay ").and_then(|n| n.strip_suffix('d')) {
                    TokenBonus::Pay(number(n)?)
                } else if let Some(n) = b.strip_prefix('+').and_then(|n| n.strip_suffix(" inf")) {
                    TokenBonus::Influence(number(n)?)
                } else if let Some(n) = b.strip_prefix('+').and_then(|n| n.strip_suffix("vp")) {
                    TokenBonus::Vp(number(n)?)
                } else {
                    TokenBonus::Doubloons(number(b.strip_prefix('+')?.strip_suffix('d')?)?)
                }
            }
        };
        Some(TokenLine {
            value: number(value)?,
            bonus,
        })
    }
}

impl fmt::Display for TokenLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} / ", self.value)?;
        match self.bonus {
            TokenBonus::Pay(n) => write!(f, "pay {n}d"),
            TokenBonus::Doubloons(n) => write!(f, "+{n}d"),
            TokenBonus::Vp(n) => write!(f, "+{n}vp"),
            TokenBonus::Influence(n) => write!(f, "+{n} inf"),
            TokenBonus::Spy => f.write_str("spy"),
        }
    }
}

/// "−2 most, +3 fewest" → (Some(−2), Some(3)); "—" → (None, None).
fn parse_modifiers(text: &str) -> Option<(Option<i8>, Option<i8>)> {
    if is_dash(text.trim()) {
        return Some((None, None));
    }
    let (mut most, mut fewest) = (None, None);
    for part in text.split(',') {
        let (amount, which) = part.trim().split_once(' ')?;
        let amount = amount.replace('−', "-").parse::<i8>().ok().filter(|&n| n != 0)?;
        let slot = match which {
            "most" => &mut most,
            "fewest" => &mut fewest,
            _ => return None,
        };
        if slot.replace(amount).is_some() {
            return None;
        }
    }
    Some((most, fewest))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawToken {
    id: String,
    #[serde(rename = "FR")]
    france: String,
    #[serde(rename = "EN")]
    england: String,
    #[serde(rename = "ES")]
    spain: String,
    modifiers: String,
}

pub fn load(text: &str) -> Result<CombatTokens, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let default_value: u8 = file.value("default_value")?;
    let raw = file.entries::<RawToken>("token", numbered("token"))?;
    file.finish()?;
    unique_ids(FILE, &raw)?;
    if raw.len() != TOKEN_COUNT {
        return Err(wrong_count(FILE, "", "combat tokens", TOKEN_COUNT, raw.len()));
    }
    let tokens = raw
        .iter()
        .map(|e| token(&e.label, &e.raw))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(CombatTokens { default_value, tokens })
}

fn token(label: &str, raw: &RawToken) -> Result<CombatToken, ContentError> {
    let line = |cell: &String| TokenLine::parse(cell).ok_or_else(|| notation(FILE, label, cell, LINE_FORMAT));
    // Indexed by Nation::index: France, England, Spain.
    let lines = [line(&raw.france)?, line(&raw.england)?, line(&raw.spain)?];
    let (most, fewest) =
        parse_modifiers(&raw.modifiers).ok_or_else(|| notation(FILE, label, &raw.modifiers, MODIFIER_FORMAT))?;
    Ok(CombatToken {
        id: raw.id.clone(),
        lines,
        most,
        fewest,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip() {
        for cell in ["6 / pay 2d", "4 / +1vp", "2 / spy", "3 / +1 inf", "4 / +2d"] {
            assert_eq!(
                TokenLine::parse(cell).unwrap_or_else(|| panic!("{cell}")).to_string(),
                cell
            );
        }
        for bad in ["6", "6 / pay", "x / spy", "6 / +2", "6 / steal 2d"] {
            assert_eq!(TokenLine::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn modifiers() {
        assert_eq!(parse_modifiers("—"), Some((None, None)));
        assert_eq!(parse_modifiers("−2 most, +3 fewest"), Some((Some(-2), Some(3))));
        assert_eq!(parse_modifiers("+3 fewest"), Some((None, Some(3))));
        assert_eq!(parse_modifiers("-2 most, -2 most"), None);
        assert_eq!(parse_modifiers("+3 richest"), None);
    }
}
