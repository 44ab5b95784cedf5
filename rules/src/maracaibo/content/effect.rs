//! Project-card effect notation (docs/maracaibo-pack.md, `cards.toml`), parsed into typed values.
//!
//! ```text
//! effect  = inc | perm | va | ca | imm | spy
//! inc     = "inc." ("d" | "v") "+" INT [ "?" SYM ]
//! perm    = "perm.item(" ITEM ")" | "perm.discount(" INT ")" | "perm.combat_before_action"
//!         | "perm.explorer_plus1" | "perm.explorer_thief" | "perm.spy_tax" | "perm.spy_to_combat"
//!         | "perm.patron(" NAT ")" | "perm.cube_removed_3vp"
//! va      = "va.ult_2cards_2vp_exp2" | "va.ult_2cards_3d_exp2" | "va.ult_2books(" INT ")" | "va.2goods_4d"
//! ca      = "ca.inf_vp(" INT ")" | "ca.3d(" SYM ")"
//! imm     = "imm.inf2(" NAT ")" | "imm.village_cube(" SYM ")" | "imm.disc" | "imm.inf1" | "imm.quest_on_card"
//!         | "imm.vp_per_combat_token" | "imm.vp_per_spy" | "imm.vp_per_quest" | "imm.vp_per_compass"
//!         | "imm.spies2" | "imm.syn_any" | "imm.village_rank" | "imm.spies_on_card" | "imm.combat(" INT ")"
//!         | "imm.vp_per_syn" | "imm.vp_per_nation3"
//! spy     = "spy.S" INT [INT]
//! cond    = "herbs3" | "nation3(" NAT ")" | "combat(" INT ")"
//! spycol  = "@" LOCATION | "return" | "on card" | "none"
//! ```
//!
//! Every value formats back to exactly the text it was read from (`parse(format(e)) == e`).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{call, number, Code, Item, Nation, Synergy};

/// Which income track an income effect moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IncomeTrack {
    Doubloons,
    Vp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// +amount on the track; with `requires`, only while (or from the moment) you hold that synergy token.
    Income {
        track: IncomeTrack,
        amount: u8,
        requires: Option<Synergy>,
    },
    Permanent(Permanent),
    Village(CardVillageAction),
    Combat(CardCombatAction),
    Immediate(Immediate),
    /// `spy.Sn`: spy action number n (cards.toml `[[spy_action]]` id `Sn`).
    Spy(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Permanent {
    Item(Item),
    Discount(u8),
    CombatBeforeAction,
    ExplorerPlus1,
    ExplorerThief,
    SpyTax,
    SpyToCombat,
    Patron(Nation),
    CubeRemoved3Vp,
}

/// New village actions from cards. The `Ult…` ones are "ultimate": taking one ends the village actions left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardVillageAction {
    Ult2Cards2VpExp2,
    Ult2Cards3dExp2,
    Ult2Books(u8),
    TwoGoods4d,
}

/// New combat actions from cards, each usable once per combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardCombatAction {
    /// −2 combat value → +1 influence with the fighting nation + X VP.
    InfluenceVp(u8),
    /// −1 combat value → 3 doubloons; +2 VP if you hold the token.
    ThreeDoubloons(Synergy),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Immediate {
    Influence2(Nation),
    VillageCube(Synergy),
    Disc,
    Influence1,
    QuestOnCard,
    VpPerCombatToken,
    VpPerSpy,
    VpPerQuest,
    VpPerCompass,
    Spies2,
    SynergyAny,
    VillageRank,
    SpiesOnCard,
    CombatPoints(u8),
    VpPerSynergy,
    VpPerNation3,
}

/// Further purchase conditions (the Cond column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition {
    /// Discard 3 medicinal herbs (permanent herbs items count).
    Herbs3,
    /// The nation has at least 3 possession cubes on map locations.
    Nation3(Nation),
    /// Pay X combat points.
    CombatPoints(u8),
}

/// The unit-like codes, each with its text.
const PERMANENTS: &[(&str, Permanent)] = &[
    ("perm.combat_before_action", Permanent::CombatBeforeAction),
    ("perm.explorer_plus1", Permanent::ExplorerPlus1),
    ("perm.explorer_thief", Permanent::ExplorerThief),
    ("perm.spy_tax", Permanent::SpyTax),
    ("perm.spy_to_combat", Permanent::SpyToCombat),
    ("perm.cube_removed_3vp", Permanent::CubeRemoved3Vp),
];
const VILLAGE_ACTIONS: &[(&str, CardVillageAction)] = &[
    ("va.ult_2cards_2vp_exp2", CardVillageAction::Ult2Cards2VpExp2),
    ("va.ult_2cards_3d_exp2", CardVillageAction::Ult2Cards3dExp2),
    ("va.2goods_4d", CardVillageAction::TwoGoods4d),
];
const IMMEDIATES: &[(&str, Immediate)] = &[
    ("imm.disc", Immediate::Disc),
    ("imm.inf1", Immediate::Influence1),
    ("imm.quest_on_card", Immediate::QuestOnCard),
    ("imm.vp_per_combat_token", Immediate::VpPerCombatToken),
    ("imm.vp_per_spy", Immediate::VpPerSpy),
    ("imm.vp_per_quest", Immediate::VpPerQuest),
    ("imm.vp_per_compass", Immediate::VpPerCompass),
    ("imm.spies2", Immediate::Spies2),
    ("imm.syn_any", Immediate::SynergyAny),
    ("imm.village_rank", Immediate::VillageRank),
    ("imm.spies_on_card", Immediate::SpiesOnCard),
    ("imm.vp_per_syn", Immediate::VpPerSynergy),
    ("imm.vp_per_nation3", Immediate::VpPerNation3),
];

fn lookup<T: Copy>(table: &[(&str, T)], text: &str) -> Option<T> {
    table.iter().find(|(code, _)| *code == text).map(|(_, v)| *v)
}

fn name_of<T: Copy + PartialEq>(table: &[(&'static str, T)], value: T) -> Option<&'static str> {
    table.iter().find(|(_, v)| *v == value).map(|(code, _)| *code)
}

pub const EFFECT_GRAMMAR: &str = "a card effect of docs/maracaibo-pack.md (inc.…, perm.…, va.…, ca.…, imm.…, spy.Sn)";

impl Effect {
    pub fn parse(text: &str) -> Option<Effect> {
        let (family, _) = text.split_once('.')?;
        match family {
            "inc" => parse_income(text),
            "perm" => parse_permanent(text).map(Effect::Permanent),
            "va" => parse_village(text).map(Effect::Village),
            "ca" => parse_combat(text).map(Effect::Combat),
            "imm" => parse_immediate(text).map(Effect::Immediate),
            "spy" => number(text.strip_prefix("spy.S")?).filter(|&n| n > 0).map(Effect::Spy),
            _ => None,
        }
    }

    /// The card category (its background colour) this effect belongs to.
    pub fn category(&self) -> Category {
        match self {
            Effect::Income { .. } => Category::Income,
            Effect::Permanent(_) => Category::Permanent,
            Effect::Village(_) | Effect::Combat(_) => Category::Action,
            Effect::Immediate(_) => Category::Immediate,
            Effect::Spy(_) => Category::Spy,
        }
    }
}

fn parse_income(text: &str) -> Option<Effect> {
    let rest = text.strip_prefix("inc.")?;
    let (track, rest) = match rest.split_at_checked(2)? {
        ("d+", rest) => (IncomeTrack::Doubloons, rest),
        ("v+", rest) => (IncomeTrack::Vp, rest),
        _ => return None,
    };
    let (amount, requires) = match rest.split_once('?') {
        Some((amount, symbol)) => (amount, Some(Synergy::from_code(symbol)?)),
        None => (rest, None),
    };
    let amount = number(amount).filter(|&n| n > 0)?;
    Some(Effect::Income {
        track,
        amount,
        requires,
    })
}

fn parse_permanent(text: &str) -> Option<Permanent> {
    if let Some(item) = call(text, "perm.item") {
        return Item::from_code(item).map(Permanent::Item);
    }
    if let Some(x) = call(text, "perm.discount") {
        return number(x).filter(|&n| n > 0).map(Permanent::Discount);
    }
    if let Some(nation) = call(text, "perm.patron") {
        return Nation::from_code(nation).map(Permanent::Patron);
    }
    lookup(PERMANENTS, text)
}

fn parse_village(text: &str) -> Option<CardVillageAction> {
    if let Some(x) = call(text, "va.ult_2books") {
        return number(x).map(CardVillageAction::Ult2Books);
    }
    lookup(VILLAGE_ACTIONS, text)
}

fn parse_combat(text: &str) -> Option<CardCombatAction> {
    if let Some(x) = call(text, "ca.inf_vp") {
        return number(x).map(CardCombatAction::InfluenceVp);
    }
    Synergy::from_code(call(text, "ca.3d")?).map(CardCombatAction::ThreeDoubloons)
}

fn parse_immediate(text: &str) -> Option<Immediate> {
    if let Some(nation) = call(text, "imm.inf2") {
        return Nation::from_code(nation).map(Immediate::Influence2);
    }
    if let Some(symbol) = call(text, "imm.village_cube") {
        return Synergy::from_code(symbol).map(Immediate::VillageCube);
    }
    if let Some(x) = call(text, "imm.combat") {
        return number(x).filter(|&n| n > 0).map(Immediate::CombatPoints);
    }
    lookup(IMMEDIATES, text)
}

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Effect::Income {
                track,
                amount,
                requires,
            } => {
                let t = if *track == IncomeTrack::Doubloons { 'd' } else { 'v' };
                write!(f, "inc.{t}+{amount}")?;
                match requires {
                    Some(symbol) => write!(f, "?{symbol}"),
                    None => Ok(()),
                }
            }
            Effect::Permanent(p) => p.fmt(f),
            Effect::Village(v) => v.fmt(f),
            Effect::Combat(c) => c.fmt(f),
            Effect::Immediate(i) => i.fmt(f),
            Effect::Spy(n) => write!(f, "spy.S{n}"),
        }
    }
}

impl fmt::Display for Permanent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Permanent::Item(item) => write!(f, "perm.item({item})"),
            Permanent::Discount(x) => write!(f, "perm.discount({x})"),
            Permanent::Patron(nation) => write!(f, "perm.patron({nation})"),
            other => f.write_str(name_of(PERMANENTS, *other).unwrap_or("perm.?")),
        }
    }
}

impl fmt::Display for CardVillageAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardVillageAction::Ult2Books(x) => write!(f, "va.ult_2books({x})"),
            other => f.write_str(name_of(VILLAGE_ACTIONS, *other).unwrap_or("va.?")),
        }
    }
}

impl CardVillageAction {
    /// Ultimate actions end the remaining village actions of the main action.
    pub fn is_ultimate(self) -> bool {
        !matches!(self, CardVillageAction::TwoGoods4d)
    }
}

impl fmt::Display for CardCombatAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardCombatAction::InfluenceVp(x) => write!(f, "ca.inf_vp({x})"),
            CardCombatAction::ThreeDoubloons(symbol) => write!(f, "ca.3d({symbol})"),
        }
    }
}

impl fmt::Display for Immediate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Immediate::Influence2(nation) => write!(f, "imm.inf2({nation})"),
            Immediate::VillageCube(symbol) => write!(f, "imm.village_cube({symbol})"),
            Immediate::CombatPoints(x) => write!(f, "imm.combat({x})"),
            other => f.write_str(name_of(IMMEDIATES, *other).unwrap_or("imm.?")),
        }
    }
}

pub const CONDITION_GRAMMAR: &str = "none | herbs3 | nation3(NAT) | combat(X)";

impl Condition {
    pub fn parse(text: &str) -> Option<Condition> {
        if text == "herbs3" {
            return Some(Condition::Herbs3);
        }
        if let Some(nation) = call(text, "nation3") {
            return Nation::from_code(nation).map(Condition::Nation3);
        }
        number(call(text, "combat")?)
            .filter(|&n| n > 0)
            .map(Condition::CombatPoints)
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Herbs3 => f.write_str("herbs3"),
            Condition::Nation3(nation) => write!(f, "nation3({nation})"),
            Condition::CombatPoints(x) => write!(f, "combat({x})"),
        }
    }
}

super::common::code_enum!(
    /// The card's background colour, i.e. its category.
    Category { Income = "inc", Permanent = "perm", Spy = "spy", Immediate = "imm", Action = "act" }
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_grammar_form_round_trips() {
        let codes = [
            "inc.d+1",
            "inc.v+2?anchor",
            "perm.item(book)",
            "perm.discount(2)",
            "perm.combat_before_action",
            "perm.explorer_plus1",
            "perm.explorer_thief",
            "perm.spy_tax",
            "perm.spy_to_combat",
            "perm.patron(FR)",
            "perm.cube_removed_3vp",
            "va.ult_2cards_2vp_exp2",
            "va.ult_2cards_3d_exp2",
            "va.ult_2books(4)",
            "va.2goods_4d",
            "ca.inf_vp(3)",
            "ca.3d(cutlass)",
            "imm.inf2(EN)",
            "imm.village_cube(cross)",
            "imm.disc",
            "imm.inf1",
            "imm.quest_on_card",
            "imm.vp_per_combat_token",
            "imm.vp_per_spy",
            "imm.vp_per_quest",
            "imm.vp_per_compass",
            "imm.spies2",
            "imm.syn_any",
            "imm.village_rank",
            "imm.spies_on_card",
            "imm.combat(3)",
            "imm.vp_per_syn",
            "imm.vp_per_nation3",
            "spy.S17",
        ];
        for code in codes {
            let effect = Effect::parse(code).unwrap_or_else(|| panic!("{code}"));
            assert_eq!(effect.to_string(), code);
        }
        assert_eq!(
            Effect::parse("inc.v+2?anchor"),
            Some(Effect::Income {
                track: IncomeTrack::Vp,
                amount: 2,
                requires: Some(Synergy::Anchor)
            })
        );
    }

    #[test]
    fn malformed_effects_are_refused() {
        let bad = [
            "inc.x+1",
            "inc.d+",
            "inc.d+1?star",
            "inc.d1",
            "perm.item(gold)",
            "perm.patron(NL)",
            "perm.nothing",
            "va.ult_2books()",
            "ca.3d(sword)",
            "imm.inf2(es)",
            "imm.combat(0)",
            "spy.S",
            "spy.X1",
            "income.d+1",
            "",
        ];
        for text in bad {
            assert_eq!(Effect::parse(text), None, "{text}");
        }
    }

    #[test]
    fn conditions() {
        for code in ["herbs3", "nation3(ES)", "combat(2)"] {
            assert_eq!(Condition::parse(code).unwrap().to_string(), code);
        }
        assert_eq!(Condition::parse("herbs4"), None);
        assert_eq!(Condition::parse("combat(0)"), None);
    }
}
