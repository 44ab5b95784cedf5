//! `cards.toml`: spy actions S1–S17 and the project cards (56 A, 101 B, specials 90–99).
//!
//! ```toml
//! [[spy_action]]
//! id = "S5"                          # "S" + number; cards name it as spy.S5
//! text = "pay 3 identical goods → 5 doubloons + 2 village actions"
//! steps = ["pay(3 goods)", "+5d", "village(2)"]   # carried out in order, see SpyStep
//!
//! [[project]]                        # one project card
//! id = "B003"
//! name = "Rum Distillery"
//! deck = "B"                         # A | B | special (no border: cards 90–99)
//! cost = 11
//! spy = "none"                       # "@LOCATION" (spy action there), "return", "on card"
//! cond = "none"                      # herbs3 | nation3(NAT) | combat(X)
//! symbol = "sugar"                   # goods or item symbol
//! compass = 0                        # 0 or 1
//! synergy = "none"                   # beige synergy icon
//! vp = 4
//! category = "inc"                   # inc | perm | spy | imm | act — the first effect's family
//! effects = ["inc.d+2", "inc.v+2?anchor"]   # effect notation (effect.rs); [] = no effect (compass only)
//! ```
//!
//! Validated: unique ids, 56 A and 101 B cards, every cell parses, spy actions exist, a spy-action card has
//! exactly one `spy.Sn` effect and a `@LOCATION` spy cell (and only such cards do), the location exists and is
//! a route location of the base map, the category matches the first effect.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{bad_value, call, code, notation, number, unknown, wrong_count, Symbol, Synergy};
use super::derived::IdIndex;
use super::effect::{Category, Condition, Effect, CONDITION_GRAMMAR, EFFECT_GRAMMAR};
use super::error::{keys, ContentError};
use super::map::{LocId, LocationKind, Map};
use super::raw::{numbered, unique_ids, Entry, RawFile};
use super::reward::Reward;

pub const FILE: &str = "cards.toml";
pub const A_COUNT: usize = 56;
pub const B_COUNT: usize = 101;

/// Index of a card in [`Cards::projects`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u16);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cards {
    pub spy_actions: Vec<SpyAction>,
    pub projects: Vec<ProjectCard>,
    /// Derived from `projects`: not serialized, so the pack's fingerprint ignores it.
    #[serde(skip)]
    project_ids: IdIndex,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpyAction {
    pub number: u8,
    pub text: String,
    pub steps: Vec<SpyStep>,
}

/// One step of a spy action, carried out in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpyStep {
    Reward(Reward),
    /// `village(N)`: N village actions.
    Village(u8),
    /// `sail(N)`: sail 1–N MP, then one more main action where you stop.
    Sail(u8),
    /// `pay(N goods)`: discard N identical goods (not items); the rest of the action needs it.
    PayGoods(u8),
    /// `pay(Ncp)`: pay N combat points; the rest of the action needs it.
    PayCombatPoints(u8),
    /// `vp_per_spy(N)`: N VP per spy of yours on map locations.
    VpPerSpy(u8),
    /// `vp_per_combat_token(N)`: N VP per combat token on your ship.
    VpPerCombatToken(u8),
}

const STEP_CODES: &str =
    "a reward code, village(N), sail(N), pay(N goods), pay(Ncp), vp_per_spy(N), vp_per_combat_token(N)";

impl SpyStep {
    pub fn parse(text: &str) -> Option<SpyStep> {
        let positive = |x: &str| number(x).filter(|&n| n > 0);
        if let Some(x) = call(text, "village") {
            return positive(x).map(SpyStep::Village);
        }
        if let Some(x) = call(text, "sail") {
            return positive(x).map(SpyStep::Sail);
        }
        if let Some(x) = call(text, "pay") {
            if let Some(n) = x.strip_suffix(" goods") {
                return positive(n).map(SpyStep::PayGoods);
            }
            return positive(x.strip_suffix("cp")?).map(SpyStep::PayCombatPoints);
        }
        if let Some(x) = call(text, "vp_per_spy") {
            return positive(x).map(SpyStep::VpPerSpy);
        }
        if let Some(x) = call(text, "vp_per_combat_token") {
            return positive(x).map(SpyStep::VpPerCombatToken);
        }
        Reward::parse(text).map(SpyStep::Reward)
    }
}

impl fmt::Display for SpyStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpyStep::Reward(reward) => reward.fmt(f),
            SpyStep::Village(n) => write!(f, "village({n})"),
            SpyStep::Sail(n) => write!(f, "sail({n})"),
            SpyStep::PayGoods(n) => write!(f, "pay({n} goods)"),
            SpyStep::PayCombatPoints(n) => write!(f, "pay({n}cp)"),
            SpyStep::VpPerSpy(n) => write!(f, "vp_per_spy({n})"),
            SpyStep::VpPerCombatToken(n) => write!(f, "vp_per_combat_token({n})"),
        }
    }
}

super::common::code_enum!(
    /// Which deck a project card belongs to.
    Deck { A = "A", B = "B", Special = "special" }
);

/// The Spy column: what buying the card does with a spy from your reserve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpyCost {
    None,
    /// Place it on this location (a spy-action card).
    Location(LocId),
    /// Return it to the general supply.
    Return,
    /// Place it on this card for good.
    OnCard,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProjectCard {
    pub id: String,
    pub name: String,
    pub deck: Deck,
    pub cost: u8,
    pub spy: SpyCost,
    pub condition: Option<Condition>,
    pub symbol: Symbol,
    pub compass: bool,
    pub synergy: Option<Synergy>,
    pub vp: u8,
    pub category: Category,
    pub effects: Vec<Effect>,
}

impl ProjectCard {
    /// The spy action this card grants, if it is a spy-action card.
    pub fn spy_action(&self) -> Option<u8> {
        self.effects.iter().find_map(|e| match e {
            Effect::Spy(n) => Some(*n),
            _ => None,
        })
    }
}

impl Cards {
    pub fn find(&self, id: &str) -> Option<CardId> {
        self.projects.iter().position(|c| c.id == id).map(|i| CardId(i as u16))
    }

    /// The card with this id, ignoring ASCII case (the first one if several differ only in case).
    pub fn find_any_case(&self, id: &str) -> Option<CardId> {
        let found = self.project_ids.find(self.projects.iter().map(|c| &c.id), id);
        found.map(|i| CardId(i as u16))
    }

    pub fn card(&self, id: CardId) -> &ProjectCard {
        &self.projects[id.0 as usize]
    }

    pub fn spy_action(&self, number: u8) -> Option<&SpyAction> {
        self.spy_actions.iter().find(|a| a.number == number)
    }

    pub fn in_deck(&self, deck: Deck) -> impl Iterator<Item = CardId> + '_ {
        (0..self.projects.len())
            .filter(move |&i| self.projects[i].deck == deck)
            .map(|i| CardId(i as u16))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpyAction {
    id: String,
    text: String,
    steps: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProject {
    id: String,
    name: String,
    deck: String,
    cost: u8,
    spy: String,
    cond: String,
    symbol: String,
    compass: u8,
    synergy: String,
    vp: u8,
    category: String,
    effects: Vec<String>,
}

pub fn load(text: &str, map: &Map) -> Result<Cards, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let raw_actions = file.entries::<RawSpyAction>("spy_action", numbered("spy_action"))?;
    let raw_projects = file.entries::<RawProject>("project", numbered("project"))?;
    file.finish()?;
    unique_ids(FILE, &raw_actions)?;
    unique_ids(FILE, &raw_projects)?;
    let spy_actions = raw_actions.iter().map(spy_action).collect::<Result<Vec<_>, _>>()?;
    let projects = raw_projects
        .iter()
        .map(|e| project(e, map, &spy_actions))
        .collect::<Result<Vec<_>, _>>()?;
    for (deck, expected) in [(Deck::A, A_COUNT), (Deck::B, B_COUNT)] {
        let found = projects.iter().filter(|c| c.deck == deck).count();
        if found != expected {
            return Err(wrong_count(FILE, "", &format!("{deck} cards"), expected, found));
        }
    }
    Ok(Cards {
        spy_actions,
        projects,
        project_ids: IdIndex::default(),
    })
}

fn spy_action(entry: &Entry<RawSpyAction>) -> Result<SpyAction, ContentError> {
    let label = &entry.label;
    let number = entry
        .raw
        .id
        .strip_prefix('S')
        .and_then(number)
        .filter(|&n| n > 0)
        .ok_or_else(|| notation(FILE, label, &entry.raw.id, "S followed by a number"))?;
    let steps = entry
        .raw
        .steps
        .iter()
        .map(|s| SpyStep::parse(s).ok_or_else(|| notation(FILE, label, s, STEP_CODES)))
        .collect::<Result<Vec<_>, _>>()?;
    if steps.is_empty() {
        return Err(bad_value(FILE, label, "steps", "[]", "at least one step"));
    }
    Ok(SpyAction {
        number,
        text: entry.raw.text.clone(),
        steps,
    })
}

fn project(entry: &Entry<RawProject>, map: &Map, actions: &[SpyAction]) -> Result<ProjectCard, ContentError> {
    let (label, raw) = (entry.label.as_str(), &entry.raw);
    let effects = raw
        .effects
        .iter()
        .map(|e| Effect::parse(e).ok_or_else(|| notation(FILE, label, e, EFFECT_GRAMMAR)))
        .collect::<Result<Vec<_>, _>>()?;
    let category = code::<Category>(FILE, label, &raw.category)?;
    if let Some(first) = effects.first().filter(|e| e.category() != category) {
        return Err(bad_value(
            FILE,
            label,
            "category",
            category,
            &format!("{} like its first effect", first.category()),
        ));
    }
    let spy = spy_cost(label, &raw.spy, map)?;
    check_spy_action(label, spy, &effects, actions)?;
    if raw.compass > 1 {
        return Err(bad_value(FILE, label, "compass", raw.compass, "0 or 1"));
    }
    let condition = match raw.cond.as_str() {
        "none" => None,
        text => Some(Condition::parse(text).ok_or_else(|| notation(FILE, label, text, CONDITION_GRAMMAR))?),
    };
    let synergy = match raw.synergy.as_str() {
        "none" => None,
        text => Some(code::<Synergy>(FILE, label, text)?),
    };
    let symbol = Symbol::parse(&raw.symbol).ok_or_else(|| {
        notation(
            FILE,
            label,
            &raw.symbol,
            "sugar | tobacco | corn | book | telescope | herbs | map",
        )
    })?;
    Ok(ProjectCard {
        id: raw.id.clone(),
        name: raw.name.clone(),
        deck: code::<Deck>(FILE, label, &raw.deck)?,
        cost: raw.cost,
        spy,
        condition,
        symbol,
        compass: raw.compass == 1,
        synergy,
        vp: raw.vp,
        category,
        effects,
    })
}

fn spy_cost(label: &str, text: &str, map: &Map) -> Result<SpyCost, ContentError> {
    match text {
        "none" => Ok(SpyCost::None),
        "return" => Ok(SpyCost::Return),
        "on card" => Ok(SpyCost::OnCard),
        _ => {
            let id = text
                .strip_prefix('@')
                .ok_or_else(|| notation(FILE, label, text, "none | @LOCATION | return | on card"))?;
            match map.find(id) {
                Some(loc) if route_location(map, loc) => Ok(SpyCost::Location(loc)),
                _ => Err(unknown(FILE, label, "route location", id)),
            }
        }
    }
}

/// A base-map location a ship can stop at: not the start, not a legacy location.
fn route_location(map: &Map, id: LocId) -> bool {
    let location = map.location(id);
    location.legacy.is_none() && !matches!(location.kind, LocationKind::Start)
}

fn check_spy_action(label: &str, spy: SpyCost, effects: &[Effect], actions: &[SpyAction]) -> Result<(), ContentError> {
    let numbers: Vec<u8> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Spy(n) => Some(*n),
            _ => None,
        })
        .collect();
    if let Some(n) = numbers.iter().find(|&&n| !actions.iter().any(|a| a.number == n)) {
        return Err(unknown(FILE, label, "spy action", &format!("S{n}")));
    }
    let placed = matches!(spy, SpyCost::Location(_));
    if numbers.len() != usize::from(placed) {
        return Err(ContentError::new(FILE, label, keys::FIELD).with(
            "detail",
            "a spy-action card has one spy.Sn effect and spy = \"@LOCATION\", other cards neither",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spy_steps_round_trip() {
        let codes = [
            "+3vp",
            "spy1",
            "village(2)",
            "sail(3)",
            "pay(3 goods)",
            "pay(2cp)",
            "vp_per_spy(2)",
            "vp_per_combat_token(1)",
        ];
        for code in codes {
            assert_eq!(
                SpyStep::parse(code).unwrap_or_else(|| panic!("{code}")).to_string(),
                code
            );
        }
        for bad in ["village(0)", "pay(3)", "pay(goods)", "sail()", "fly(2)"] {
            assert_eq!(SpyStep::parse(bad), None, "{bad}");
        }
    }
}
