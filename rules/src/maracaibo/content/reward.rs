//! Reward codes (docs/maracaibo-pack.md, Reward codes): flags, exploration spaces, quests, ship zones, spy-action
//! steps.
//!
//! | Code | Reward |
//! |---|---|
//! | `+Xd`, `+Xvp`, `+Xcp`, `+Xd+Yvp` | doubloons, VP, combat points (cap 8), doubloons and VP |
//! | `disc`, `discN` | remove 1 (N) discs from your ship board |
//! | `infN` | +N influence with one nation of your choice |
//! | `infN(NAT)` | +N influence with that nation |
//! | `spy1`, `spiesN` | take 1 (N) of your spies from the general supply, if any remain |
//! | `exp≤X` (or `exp<=X`) | move your explorer up to X spaces |
//! | `combat` | one full combat now |
//! | `skull` | remove a skull legacy tile (nothing in classic mode) |
//! | `rank` | move one influence marker to its next nobility rank (ship zone U11) |

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{call, notation, number, Code, Nation};
use super::error::ContentError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reward {
    Doubloons(u8),
    Vp(u8),
    CombatPoints(u8),
    DoubloonsAndVp(u8, u8),
    Discs(u8),
    /// Influence with one nation of the player's choice (not split).
    InfluenceAny(u8),
    Influence(Nation, u8),
    Spies(u8),
    Explore(u8),
    Combat,
    Skull,
    Rank,
}

pub const REWARD_CODES: &str =
    "+Xd | +Xvp | +Xcp | +Xd+Yvp | disc | discN | infN | infN(NAT) | spy1 | spiesN | exp≤X | combat | skull | rank";

impl Reward {
    pub fn parse(text: &str) -> Option<Reward> {
        let text = text.trim();
        match text {
            "disc" => return Some(Reward::Discs(1)),
            "spy1" => return Some(Reward::Spies(1)),
            "combat" => return Some(Reward::Combat),
            "skull" => return Some(Reward::Skull),
            "rank" => return Some(Reward::Rank),
            _ => {}
        }
        if let Some(rest) = text.strip_prefix('+') {
            return parse_gain(rest);
        }
        if let Some(n) = text.strip_prefix("disc").and_then(number).filter(|&n| n >= 2) {
            return Some(Reward::Discs(n));
        }
        if let Some(n) = text.strip_prefix("spies").and_then(number).filter(|&n| n >= 2) {
            return Some(Reward::Spies(n));
        }
        if let Some(x) = text.strip_prefix("exp≤").or_else(|| text.strip_prefix("exp<=")) {
            return number(x).filter(|&n| n > 0).map(Reward::Explore);
        }
        let rest = text.strip_prefix("inf")?;
        match rest.split_once('(') {
            None => number(rest).filter(|&n| n > 0).map(Reward::InfluenceAny),
            Some((n, _)) => {
                let nation = Nation::from_code(call(rest, n)?)?;
                number(n).filter(|&n| n > 0).map(|n| Reward::Influence(nation, n))
            }
        }
    }

    /// Parses, or a notation error naming the file and entry.
    pub fn read(file: &str, entry: &str, text: &str) -> Result<Reward, ContentError> {
        Reward::parse(text).ok_or_else(|| notation(file, entry, text, REWARD_CODES))
    }
}

/// `Xd`, `Xvp`, `Xcp` or `Xd+Yvp` (after the leading `+`).
fn parse_gain(text: &str) -> Option<Reward> {
    if let Some((d, vp)) = text.split_once("d+") {
        return Some(Reward::DoubloonsAndVp(number(d)?, number(vp.strip_suffix("vp")?)?));
    }
    if let Some(n) = text.strip_suffix("vp") {
        return number(n).map(Reward::Vp);
    }
    if let Some(n) = text.strip_suffix("cp") {
        return number(n).map(Reward::CombatPoints);
    }
    number(text.strip_suffix('d')?).map(Reward::Doubloons)
}

impl fmt::Display for Reward {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reward::Doubloons(n) => write!(f, "+{n}d"),
            Reward::Vp(n) => write!(f, "+{n}vp"),
            Reward::CombatPoints(n) => write!(f, "+{n}cp"),
            Reward::DoubloonsAndVp(d, vp) => write!(f, "+{d}d+{vp}vp"),
            Reward::Discs(1) => f.write_str("disc"),
            Reward::Discs(n) => write!(f, "disc{n}"),
            Reward::InfluenceAny(n) => write!(f, "inf{n}"),
            Reward::Influence(nation, n) => write!(f, "inf{n}({nation})"),
            Reward::Spies(1) => f.write_str("spy1"),
            Reward::Spies(n) => write!(f, "spies{n}"),
            Reward::Explore(n) => write!(f, "exp≤{n}"),
            Reward::Combat => f.write_str("combat"),
            Reward::Skull => f.write_str("skull"),
            Reward::Rank => f.write_str("rank"),
        }
    }
}

/// A quest reward paid once per compass you own: `Xd per compass` or `Xvp per compass`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PerCompass {
    Doubloons(u8),
    Vp(u8),
}

impl PerCompass {
    pub fn parse(text: &str) -> Option<PerCompass> {
        let amount = text.trim().strip_suffix(" per compass")?;
        if let Some(n) = amount.strip_suffix("vp") {
            return number(n).map(PerCompass::Vp);
        }
        number(amount.strip_suffix('d')?).map(PerCompass::Doubloons)
    }
}

impl fmt::Display for PerCompass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PerCompass::Doubloons(n) => write!(f, "{n}d per compass"),
            PerCompass::Vp(n) => write!(f, "{n}vp per compass"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_round_trips() {
        let codes = [
            "+1d", "+3vp", "+2cp", "+4d+4vp", "disc", "disc2", "inf1", "inf2(ES)", "spy1", "spies2", "exp≤3", "combat",
            "skull", "rank",
        ];
        for code in codes {
            let reward = Reward::parse(code).unwrap_or_else(|| panic!("{code}"));
            assert_eq!(reward.to_string(), code);
        }
        assert_eq!(Reward::parse("inf2(ES)"), Some(Reward::Influence(Nation::Spain, 2)));
        assert_eq!(Reward::parse("+2d+2vp"), Some(Reward::DoubloonsAndVp(2, 2)));
        assert_eq!(Reward::parse("exp<=2"), Some(Reward::Explore(2)));
    }

    #[test]
    fn malformed_codes_are_refused() {
        for bad in [
            "", "+d", "+2x", "disc1", "spies1", "inf", "inf0", "inf2(XX)", "exp≤0", "+2d+vp", "treasure",
        ] {
            assert_eq!(Reward::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn per_compass() {
        assert_eq!(PerCompass::parse("3d per compass"), Some(PerCompass::Doubloons(3)));
        assert_eq!(
            PerCompass::parse("1vp per compass").unwrap().to_string(),
            "1vp per compass"
        );
        assert_eq!(PerCompass::parse("3 per compass"), None);
    }
}
