//! `automa.toml`: Jeanne's deck, difficulty levels, board, combat and end-of-game data.
//!
//! ```toml
//! [[card]]
//! id = "B1"
//! level = "B"                    # A | B | C
//! name = "Guerrier"              # optional
//! move = 2                       # stops counted (cities and quest locations)
//! route = "upper"                # branch taken at forks
//! display = 3                    # display slot (1 = leftmost) of the card she takes when she cannot deliver
//! actions = ["vp(4)", "explore(2, R3: 4)"]   # see AutomaAction
//! [[level]]
//! id = "hard"
//! deck = [4, 2, 1]               # A, B, C cards (French rulebook, default)
//! deck_brdgm = [5, 2, 1]         # brdgm's deck
//! [board]
//! discs = 22
//! income = [0, 0, 1, …]          # round income after n discs removed, n = 0..=discs
//! upgrade_every = 2
//! vp_per_card = 1
//! [combat]
//! tie_order = ["FR", "ES", "EN"]
//! annex_order = ["4", "5", …]    # cities, lowest first
//! [end_bonus]
//! quest_vp = 5
//! quests_more = [[1, 10], [3, 20], [4, 30]]   # [at least N more, VP]
//! upgrades_more = […]
//! explorer_ahead = […]
//! ```
//!
//! Validated: unique card and level ids, display slots 1–4, decks that the cards can fill, one income value per
//! disc count, a tie order naming each nation once, annex targets that are cities, rising bonus thresholds.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{bad_value, code, notation, number, unknown, wrong_count, Code, Nation};
use super::error::{keys, ContentError};
use super::map::{Branch, LocId, LocationKind, Map};
use super::raw::{numbered, unique_ids, Entry, RawFile};

pub const FILE: &str = "automa.toml";
/// Face-up display cards.
pub const DISPLAY_SIZE: u8 = 4;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Automa {
    pub cards: Vec<AutomaCard>,
    pub levels: Vec<AutomaLevel>,
    pub discs: u8,
    pub income: Vec<u8>,
    pub upgrade_every: u8,
    pub vp_per_card: u8,
    pub tie_order: [Nation; 3],
    pub annex_order: Vec<LocId>,
    pub quest_vp: u8,
    pub quests_more: Vec<(u8, u8)>,
    pub upgrades_more: Vec<(u8, u8)>,
    pub explorer_ahead: Vec<(u8, u8)>,
}

super::common::code_enum!(
    /// The letter in the corner of an Automa card.
    Letter { A = "A", B = "B", C = "C" }
);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AutomaCard {
    pub id: String,
    pub letter: Letter,
    pub name: Option<String>,
    pub moves: u8,
    pub route: Branch,
    pub display: u8,
    pub actions: Vec<AutomaAction>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AutomaLevel {
    pub id: String,
    /// A, B, C card counts.
    pub deck: [u8; 3],
    pub deck_brdgm: [u8; 3],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AutomaAction {
    /// `inf(NAT)`: +1 influence with that nation.
    Influence(Nation),
    /// `explore(N)` or `explore(N, Rr: M)`: N spaces, M from round r on.
    Explore { steps: u8, later: Option<(u8, u8)> },
    /// `vp(N)` or `vp(N, Rr)`: N VP (only from round r on).
    Vp { amount: u8, from_round: u8 },
    /// `disc`: remove the leftmost disc of her board.
    Disc,
    /// `quest`: take the top tile of the quest pile.
    Quest,
    /// `combat(I)` / `combat(I, village)`: her combat, then +I influence; `village` = annex one more free village.
    Combat { influence: u8, extra_village: bool },
}

const ACTION_CODES: &str = "inf(NAT) | explore(N[, Rr: M]) | vp(N[, Rr]) | disc | quest | combat(I[, village])";

/// "R3" → 3.
fn round(text: &str) -> Option<u8> {
    number(text.trim().strip_prefix('R')?).filter(|r| (1..=4).contains(r))
}

impl AutomaAction {
    pub fn parse(text: &str) -> Option<AutomaAction> {
        match text {
            "disc" => return Some(AutomaAction::Disc),
            "quest" => return Some(AutomaAction::Quest),
            _ => {}
        }
        let (name, args) = text.strip_suffix(')')?.split_once('(')?;
        let (first, rest) = match args.split_once(',') {
            Some((first, rest)) => (first.trim(), Some(rest.trim())),
            None => (args.trim(), None),
        };
        match (name, rest) {
            ("inf", None) => Nation::from_code(first).map(AutomaAction::Influence),
            ("explore", None) => Some(AutomaAction::Explore {
                steps: number(first)?,
                later: None,
            }),
            ("explore", Some(later)) => {
                let (r, steps) = later.split_once(':')?;
                Some(AutomaAction::Explore {
                    steps: number(first)?,
                    later: Some((round(r)?, number(steps.trim())?)),
                })
            }
            ("vp", rest) => {
                let from_round = rest.map_or(Some(1), round)?;
                Some(AutomaAction::Vp {
                    amount: number(first)?,
                    from_round,
                })
            }
            ("combat", None) => Some(AutomaAction::Combat {
                influence: number(first)?,
                extra_village: false,
            }),
            ("combat", Some("village")) => Some(AutomaAction::Combat {
                influence: number(first)?,
                extra_village: true,
            }),
            _ => None,
        }
    }
}

impl fmt::Display for AutomaAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AutomaAction::Influence(nation) => write!(f, "inf({nation})"),
            AutomaAction::Explore { steps, later: None } => write!(f, "explore({steps})"),
            AutomaAction::Explore {
                steps,
                later: Some((r, m)),
            } => write!(f, "explore({steps}, R{r}: {m})"),
            AutomaAction::Vp { amount, from_round: 1 } => write!(f, "vp({amount})"),
            AutomaAction::Vp { amount, from_round } => write!(f, "vp({amount}, R{from_round})"),
            AutomaAction::Disc => f.write_str("disc"),
            AutomaAction::Quest => f.write_str("quest"),
            AutomaAction::Combat {
                influence,
                extra_village: false,
            } => write!(f, "combat({influence})"),
            AutomaAction::Combat {
                influence,
                extra_village: true,
            } => write!(f, "combat({influence}, village)"),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    level: String,
    name: Option<String>,
    #[serde(rename = "move")]
    moves: u8,
    route: String,
    display: u8,
    actions: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLevel {
    id: String,
    deck: [u8; 3],
    deck_brdgm: [u8; 3],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    discs: u8,
    income: Vec<u8>,
    upgrade_every: u8,
    vp_per_card: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCombat {
    tie_order: Vec<String>,
    annex_order: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEndBonus {
    quest_vp: u8,
    quests_more: Vec<(u8, u8)>,
    upgrades_more: Vec<(u8, u8)>,
    explorer_ahead: Vec<(u8, u8)>,
}

pub fn load(text: &str, map: &Map) -> Result<Automa, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let raw_cards = file.entries::<RawCard>("card", numbered("card"))?;
    let raw_levels = file.entries::<RawLevel>("level", numbered("level"))?;
    let board: RawBoard = file.value("board")?;
    let combat: RawCombat = file.value("combat")?;
    let bonus: RawEndBonus = file.value("end_bonus")?;
    file.finish()?;
    unique_ids(FILE, &raw_cards)?;
    unique_ids(FILE, &raw_levels)?;

    let cards = raw_cards.iter().map(card).collect::<Result<Vec<_>, _>>()?;
    let levels = raw_levels
        .iter()
        .map(|e| level(e, &cards))
        .collect::<Result<Vec<_>, _>>()?;
    if board.income.len() != board.discs as usize + 1 || board.upgrade_every == 0 {
        let expected = format!(
            "{} values (0..={} discs removed), upgrade_every ≥ 1",
            board.discs + 1,
            board.discs
        );
        return Err(bad_value(FILE, "board", "income", board.income.len(), &expected));
    }
    let tie_order = tie_order(&combat.tie_order)?;
    let annex_order = combat
        .annex_order
        .iter()
        .map(|id| match map.find(id) {
            Some(loc) if matches!(map.location(loc).kind, LocationKind::City(_) | LocationKind::TileSlot) => Ok(loc),
            _ => Err(unknown(FILE, "combat", "city", id)),
        })
        .collect::<Result<Vec<_>, _>>()?;
    for (field, steps) in [
        ("quests_more", &bonus.quests_more),
        ("upgrades_more", &bonus.upgrades_more),
        ("explorer_ahead", &bonus.explorer_ahead),
    ] {
        if !steps.windows(2).all(|w| w[0].0 < w[1].0) {
            return Err(bad_value(
                FILE,
                "end_bonus",
                field,
                format!("{steps:?}"),
                "rising thresholds",
            ));
        }
    }
    Ok(Automa {
        cards,
        levels,
        discs: board.discs,
        income: board.income,
        upgrade_every: board.upgrade_every,
        vp_per_card: board.vp_per_card,
        tie_order,
        annex_order,
        quest_vp: bonus.quest_vp,
        quests_more: bonus.quests_more,
        upgrades_more: bonus.upgrades_more,
        explorer_ahead: bonus.explorer_ahead,
    })
}

fn card(entry: &Entry<RawCard>) -> Result<AutomaCard, ContentError> {
    let (label, raw) = (entry.label.as_str(), &entry.raw);
    let route = code::<Branch>(FILE, label, &raw.route)?;
    if route == Branch::Rejoin {
        return Err(bad_value(FILE, label, "route", route, "upper | lower"));
    }
    if !(1..=DISPLAY_SIZE).contains(&raw.display) {
        return Err(bad_value(FILE, label, "display", raw.display, "a display slot 1–4"));
    }
    if raw.moves == 0 {
        return Err(bad_value(FILE, label, "move", 0, "at least 1"));
    }
    let actions = raw
        .actions
        .iter()
        .map(|a| AutomaAction::parse(a).ok_or_else(|| notation(FILE, label, a, ACTION_CODES)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(AutomaCard {
        id: raw.id.clone(),
        letter: code(FILE, label, &raw.level)?,
        name: raw.name.clone(),
        moves: raw.moves,
        route,
        display: raw.display,
        actions,
    })
}

fn level(entry: &Entry<RawLevel>, cards: &[AutomaCard]) -> Result<AutomaLevel, ContentError> {
    for deck in [entry.raw.deck, entry.raw.deck_brdgm] {
        for (letter, &wanted) in Letter::ALL.iter().zip(&deck) {
            let available = cards.iter().filter(|c| c.letter == *letter).count();
            if wanted as usize > available {
                return Err(wrong_count(
                    FILE,
                    &entry.label,
                    &format!("{letter} cards at most"),
                    available,
                    wanted as usize,
                ));
            }
        }
    }
    Ok(AutomaLevel {
        id: entry.raw.id.clone(),
        deck: entry.raw.deck,
        deck_brdgm: entry.raw.deck_brdgm,
    })
}

fn tie_order(codes: &[String]) -> Result<[Nation; 3], ContentError> {
    let nations = codes
        .iter()
        .map(|c| code::<Nation>(FILE, "combat", c))
        .collect::<Result<Vec<_>, _>>()?;
    let complete = nations.len() == 3 && Nation::ALL.iter().all(|n| nations.contains(n));
    match nations.try_into() {
        Ok(order) if complete => Ok(order),
        _ => Err(ContentError::new(FILE, "combat", keys::VALUE)
            .with("field", "tie_order")
            .with("value", codes.join(", "))
            .with("expected", "each of FR, EN, ES once")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip() {
        let codes = [
            "inf(FR)",
            "explore(2)",
            "explore(3, R3: 4)",
            "vp(4)",
            "vp(4, R3)",
            "disc",
            "quest",
            "combat(2)",
            "combat(3, village)",
        ];
        for code in codes {
            assert_eq!(
                AutomaAction::parse(code)
                    .unwrap_or_else(|| panic!("{code}"))
                    .to_string(),
                code
            );
        }
        for bad in ["inf(NL)", "explore(2, 4)", "vp(4, R5)", "combat(3, city)", "annex"] {
            assert_eq!(AutomaAction::parse(bad), None, "{bad}");
        }
    }
}
