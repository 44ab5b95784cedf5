//! Content notation in words: project cards (cost, symbol, compass, synergy, VP, effects, condition, spy),
//! rewards, spy-action steps and the codes they use (nations, goods, items, synergy symbols).
//!
//! Every reward code and card-effect code (docs/maracaibo-pack.md) has a message `mc-rw-*`, `mc-eff-*`, `mc-cond-*`,
//! `mc-spy-*` or `mc-step-*` in both languages; the names in a pack (card and location names) are the pack's own,
//! which French readers see in French where the default pack's table has them (`french.rs`).

use galleon_rules::maracaibo::content::cards::{ProjectCard, SpyCost, SpyStep};
use galleon_rules::maracaibo::content::common::{Code, Good, Item, Nation, Symbol, Synergy};
use galleon_rules::maracaibo::content::effect::{
    CardCombatAction, CardVillageAction, Condition, Effect, Immediate, IncomeTrack, Permanent,
};
use galleon_rules::maracaibo::content::map::LocId;
use galleon_rules::maracaibo::content::reward::{PerCompass, Reward};
use galleon_rules::maracaibo::content::ContentPack;

use crate::base::io::Locale;
use crate::words::i18n::{t, t_id, ta, Arg};

pub fn nation(nation: Nation, locale: Locale) -> String {
    t_id(locale, "mc-nation-", nation.code())
}

pub fn good(good: Good, locale: Locale) -> String {
    t_id(locale, "mc-good-", good.code())
}

pub fn item(item: Item, locale: Locale) -> String {
    t_id(locale, "mc-item-", item.code())
}

pub fn synergy(symbol: Synergy, locale: Locale) -> String {
    t_id(locale, "mc-syn-", symbol.code())
}

pub fn symbol(symbol: Symbol, locale: Locale) -> String {
    match symbol {
        Symbol::Good(g) => good(g, locale),
        Symbol::Item(i) => item(i, locale),
    }
}

/// `Havana (1)`: a location's name with its id.
pub fn location(pack: &ContentPack, id: LocId, locale: Locale) -> String {
    let location = &pack.map.locations[id.0 as usize];
    format!("{} ({})", super::french::name(&location.name, locale), location.id)
}

fn n(value: u8) -> Arg {
    value.into()
}

pub fn reward(reward: &Reward, locale: Locale) -> String {
    match *reward {
        Reward::Doubloons(x) => ta(locale, "mc-rw-d", &[("n", n(x))]),
        Reward::Vp(x) => ta(locale, "mc-rw-vp", &[("n", n(x))]),
        Reward::CombatPoints(x) => ta(locale, "mc-rw-cp", &[("n", n(x))]),
        Reward::DoubloonsAndVp(d, vp) => ta(locale, "mc-rw-d-vp", &[("d", n(d)), ("vp", n(vp))]),
        Reward::Discs(x) => ta(locale, "mc-rw-discs", &[("n", n(x))]),
        Reward::InfluenceAny(x) => ta(locale, "mc-rw-inf-any", &[("n", n(x))]),
        Reward::Influence(nat, x) => ta(
            locale,
            "mc-rw-inf",
            &[("n", n(x)), ("nation", nation(nat, locale).into())],
        ),
        Reward::Spies(x) => ta(locale, "mc-rw-spies", &[("n", n(x))]),
        Reward::Explore(x) => ta(locale, "mc-rw-explore", &[("n", n(x))]),
        Reward::Combat => t(locale, "mc-rw-combat"),
        Reward::Skull => t(locale, "mc-rw-skull"),
        Reward::Rank => t(locale, "mc-rw-rank"),
    }
}

pub fn per_compass(reward: &PerCompass, locale: Locale) -> String {
    match *reward {
        PerCompass::Doubloons(x) => ta(locale, "mc-rw-d-per-compass", &[("n", n(x))]),
        PerCompass::Vp(x) => ta(locale, "mc-rw-vp-per-compass", &[("n", n(x))]),
    }
}

pub fn effect(pack: &ContentPack, card: &ProjectCard, effect: &Effect, locale: Locale) -> String {
    match effect {
        Effect::Income {
            track,
            amount,
            requires,
        } => {
            let key = match track {
                IncomeTrack::Doubloons => "mc-eff-inc-d",
                IncomeTrack::Vp => "mc-eff-inc-v",
            };
            let text = ta(locale, key, &[("n", n(*amount))]);
            match requires {
                Some(s) => ta(
                    locale,
                    "mc-eff-requires",
                    &[("effect", text.into()), ("symbol", synergy(*s, locale).into())],
                ),
                None => text,
            }
        }
        Effect::Permanent(p) => permanent(p, locale),
        Effect::Village(v) => village(v, locale),
        Effect::Combat(c) => combat(c, locale),
        Effect::Immediate(i) => immediate(i, locale),
        Effect::Spy(number) => spy_action(pack, card, *number, locale),
    }
}

fn permanent(p: &Permanent, locale: Locale) -> String {
    match *p {
        Permanent::Item(i) => ta(locale, "mc-eff-perm-item", &[("item", item(i, locale).into())]),
        Permanent::Discount(x) => ta(locale, "mc-eff-perm-discount", &[("n", n(x))]),
        Permanent::CombatBeforeAction => t(locale, "mc-eff-perm-combat-before"),
        Permanent::ExplorerPlus1 => t(locale, "mc-eff-perm-explorer-plus1"),
        Permanent::ExplorerThief => t(locale, "mc-eff-perm-explorer-thief"),
        Permanent::SpyTax => t(locale, "mc-eff-perm-spy-tax"),
        Permanent::SpyToCombat => t(locale, "mc-eff-perm-spy-to-combat"),
        Permanent::Patron(nat) => ta(locale, "mc-eff-perm-patron", &[("nation", nation(nat, locale).into())]),
        Permanent::CubeRemoved3Vp => t(locale, "mc-eff-perm-cube-removed"),
    }
}

fn village(v: &CardVillageAction, locale: Locale) -> String {
    match *v {
        CardVillageAction::Ult2Cards2VpExp2 => t(locale, "mc-eff-va-cards-vp"),
        CardVillageAction::Ult2Cards3dExp2 => t(locale, "mc-eff-va-cards-d"),
        CardVillageAction::Ult2Books(x) => ta(locale, "mc-eff-va-books", &[("n", n(x))]),
        CardVillageAction::TwoGoods4d => t(locale, "mc-eff-va-goods"),
    }
}

fn combat(c: &CardCombatAction, locale: Locale) -> String {
    match *c {
        CardCombatAction::InfluenceVp(x) => ta(locale, "mc-eff-ca-inf-vp", &[("n", n(x))]),
        CardCombatAction::ThreeDoubloons(s) => ta(locale, "mc-eff-ca-3d", &[("symbol", synergy(s, locale).into())]),
    }
}

fn immediate(i: &Immediate, locale: Locale) -> String {
    let key = match *i {
        Immediate::Influence2(nat) => {
            return ta(locale, "mc-eff-imm-inf2", &[("nation", nation(nat, locale).into())]);
        }
        Immediate::VillageCube(s) => {
            return ta(
                locale,
                "mc-eff-imm-village-cube",
                &[("symbol", synergy(s, locale).into())],
            );
        }
        Immediate::CombatPoints(x) => return ta(locale, "mc-eff-imm-combat", &[("n", n(x))]),
        Immediate::Disc => "mc-eff-imm-disc",
        Immediate::Influence1 => "mc-eff-imm-inf1",
        Immediate::QuestOnCard => "mc-eff-imm-quest-on-card",
        Immediate::VpPerCombatToken => "mc-eff-imm-vp-per-token",
        Immediate::VpPerSpy => "mc-eff-imm-vp-per-spy",
        Immediate::VpPerQuest => "mc-eff-imm-vp-per-quest",
        Immediate::VpPerCompass => "mc-eff-imm-vp-per-compass",
        Immediate::Spies2 => "mc-eff-imm-spies2",
        Immediate::SynergyAny => "mc-eff-imm-syn-any",
        Immediate::VillageRank => "mc-eff-imm-village-rank",
        Immediate::SpiesOnCard => "mc-eff-imm-spies-on-card",
        Immediate::VpPerSynergy => "mc-eff-imm-vp-per-syn",
        Immediate::VpPerNation3 => "mc-eff-imm-vp-per-nation3",
    };
    t(locale, key)
}

/// `spy action at Cartagena (14): pay 3 identical goods, +5 doubloons, 2 village actions`.
fn spy_action(pack: &ContentPack, card: &ProjectCard, number: u8, locale: Locale) -> String {
    let steps = pack
        .cards
        .spy_action(number)
        .map(|a| a.steps.iter().map(|s| step(s, locale)).collect::<Vec<_>>().join(", "))
        .unwrap_or_default();
    let place = match card.spy {
        SpyCost::Location(at) => location(pack, at, locale),
        _ => "?".to_string(),
    };
    ta(
        locale,
        "mc-eff-spy",
        &[
            ("number", n(number)),
            ("location", place.into()),
            ("steps", steps.into()),
        ],
    )
}

pub fn step(step: &SpyStep, locale: Locale) -> String {
    match *step {
        SpyStep::Reward(r) => reward(&r, locale),
        SpyStep::Village(x) => ta(locale, "mc-step-village", &[("n", n(x))]),
        SpyStep::Sail(x) => ta(locale, "mc-step-sail", &[("n", n(x))]),
        SpyStep::PayGoods(x) => ta(locale, "mc-step-pay-goods", &[("n", n(x))]),
        SpyStep::PayCombatPoints(x) => ta(locale, "mc-step-pay-cp", &[("n", n(x))]),
        SpyStep::VpPerSpy(x) => ta(locale, "mc-step-vp-per-spy", &[("n", n(x))]),
        SpyStep::VpPerCombatToken(x) => ta(locale, "mc-step-vp-per-token", &[("n", n(x))]),
    }
}

pub fn condition(condition: &Condition, locale: Locale) -> String {
    match *condition {
        Condition::Herbs3 => t(locale, "mc-cond-herbs3"),
        Condition::Nation3(nat) => ta(locale, "mc-cond-nation3", &[("nation", nation(nat, locale).into())]),
        Condition::CombatPoints(x) => ta(locale, "mc-cond-combat", &[("n", n(x))]),
    }
}

fn spy_cost(cost: SpyCost, locale: Locale) -> Option<String> {
    match cost {
        SpyCost::None => None,
        // The spy action beside it names the place.
        SpyCost::Location(_) => Some(t(locale, "mc-spy-location")),
        SpyCost::Return => Some(t(locale, "mc-spy-return")),
        SpyCost::OnCard => Some(t(locale, "mc-spy-on-card")),
    }
}

/// A card's name and printed values: `A12 Rum Distillery · 3 d · sugar · compass · crown · 4 VP`.
pub fn card_head(card: &ProjectCard, locale: Locale) -> String {
    let mut parts = vec![
        format!("<b>{}</b> {}", card.id, super::french::name(&card.name, locale)),
        ta(locale, "mc-card-cost", &[("n", n(card.cost))]),
        symbol(card.symbol, locale),
    ];
    if card.compass {
        parts.push(t(locale, "mc-card-compass"));
    }
    if let Some(s) = card.synergy {
        parts.push(ta(locale, "mc-card-synergy", &[("symbol", synergy(s, locale).into())]));
    }
    if card.vp > 0 {
        parts.push(ta(locale, "mc-card-vp", &[("n", n(card.vp))]));
    }
    parts.join(" · ")
}

/// What the card does, then what buying it needs besides its cost.
pub fn card_effects(pack: &ContentPack, card: &ProjectCard, locale: Locale) -> String {
    let mut parts: Vec<String> = card.effects.iter().map(|e| effect(pack, card, e, locale)).collect();
    if parts.is_empty() {
        parts.push(t(locale, "mc-eff-none"));
    }
    let mut text = parts.join("; ");
    let mut needs: Vec<String> = card.condition.iter().map(|c| condition(c, locale)).collect();
    needs.extend(spy_cost(card.spy, locale));
    if !needs.is_empty() {
        text.push_str(&ta(locale, "mc-card-needs", &[("needs", needs.join(", ").into())]));
    }
    text
}

/// The card on two lines (head, then `↳ effects`), or its bare id if the pack has no such card.
pub fn card_text(pack: &ContentPack, id: &str, locale: Locale) -> String {
    match pack.cards.find(id).map(|c| pack.cards.card(c)) {
        Some(card) => format!("{}\n  ↳ {}", card_head(card, locale), card_effects(pack, card, locale)),
        None => id.to_string(),
    }
}

/// `A12 Rum Distillery`.
pub fn card_name(pack: &ContentPack, id: &str, locale: Locale) -> String {
    match pack.cards.find(id).map(|c| pack.cards.card(c)) {
        Some(card) => format!("{} {}", card.id, super::french::name(&card.name, locale)),
        None => id.to_string(),
    }
}
