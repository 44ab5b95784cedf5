//! What a choice gives, in words, shown where the player decides (move labels, the board's combat line): a
//! combat token's lines (value with the printed modifiers that apply now, cost or bonus), an exploration space's
//! reward, a ship zone's effect once emptied, a quest tile's cost and reward, a city's flag bonus.

use galleon_rules::maracaibo::content::combat::{CombatToken, TokenBonus};
use galleon_rules::maracaibo::content::common::{Code, Nation};
use galleon_rules::maracaibo::content::exploration::SpaceKind;
use galleon_rules::maracaibo::content::quests::{QuestCost, QuestTile};
use galleon_rules::maracaibo::content::reward::Reward;
use galleon_rules::maracaibo::content::ship::ZoneEffect;
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::tracks::extreme_nation;

use super::cards;
use crate::base::io::Locale;
use crate::words::i18n::{t, ta, titled};

/// A nation's combat value with `token` while `cubes` (by nation) are on the board: the printed value plus the
/// "most" / "fewest" modifiers when the nation strictly has the most / fewest cubes (as the engine counts).
pub fn token_value(token: &CombatToken, nation: Nation, cubes: [u8; 3]) -> i16 {
    let mut value = token.lines[nation.index()].value as i16;
    if extreme_nation(cubes, true) == Some(nation) {
        value += token.most.unwrap_or(0) as i16;
    }
    if extreme_nation(cubes, false) == Some(nation) {
        value += token.fewest.unwrap_or(0) as i16;
    }
    value
}

/// `pay 2 doubloons`, `+1 VP`, `+1 spy`…
pub fn token_bonus(bonus: TokenBonus, locale: Locale) -> String {
    match bonus {
        TokenBonus::Pay(n) => ta(locale, "mc-token-pay", &[("n", n.into())]),
        TokenBonus::Doubloons(n) => cards::reward(&Reward::Doubloons(n), locale),
        TokenBonus::Vp(n) => cards::reward(&Reward::Vp(n), locale),
        TokenBonus::Influence(n) => ta(locale, "mc-token-inf", &[("n", n.into())]),
        TokenBonus::Spy => cards::reward(&Reward::Spies(1), locale),
    }
}

/// `value 4, pay 2 doubloons`: one nation's line of the token as it would be fought now.
pub fn token_line(token: &CombatToken, nation: Nation, cubes: [u8; 3], locale: Locale) -> String {
    ta(
        locale,
        "mc-token-line",
        &[
            ("value", i64::from(token_value(token, nation, cubes)).into()),
            ("bonus", token_bonus(token.lines[nation.index()].bonus, locale).into()),
        ],
    )
}

/// `K01 (−2 most cubes, +3 fewest cubes): FR value 4, pay 2 doubloons · EN …`.
pub fn token_text(token: &CombatToken, cubes: [u8; 3], locale: Locale) -> String {
    let mut modifiers = Vec::new();
    if let Some(n) = token.most {
        modifiers.push(ta(locale, "mc-token-most", &[("n", format!("{n:+}").into())]));
    }
    if let Some(n) = token.fewest {
        modifiers.push(ta(locale, "mc-token-fewest", &[("n", format!("{n:+}").into())]));
    }
    let lines: Vec<String> = Nation::ALL
        .iter()
        .map(|&n| format!("{} {}", n.code(), token_line(token, n, cubes, locale)))
        .collect();
    let modifiers = if modifiers.is_empty() {
        String::new()
    } else {
        format!(" ({})", modifiers.join(", "))
    };
    titled(locale, &format!("{}{modifiers}", token.id), &lines.join(" · "))
}

/// The reward of landing on exploration space `id`, if it has one.
pub fn space_reward(pack: &ContentPack, id: &str, locale: Locale) -> Option<String> {
    let space = pack.exploration.spaces.iter().find(|s| s.id.eq_ignore_ascii_case(id))?;
    match &space.kind {
        SpaceKind::Reward(reward) => Some(cards::reward(reward, locale)),
        SpaceKind::Quest => Some(t(locale, "mc-space-quest")),
        SpaceKind::End => Some(t(locale, "mc-space-end")),
        SpaceKind::Start => None,
    }
}

/// What emptying ship zone `id` gives.
pub fn zone_effect(pack: &ContentPack, id: &str, locale: Locale) -> Option<String> {
    let zone = pack.ship.zones.iter().find(|z| z.id.eq_ignore_ascii_case(id))?;
    let parts: Vec<String> = zone.effect.iter().map(|e| zone_part(e, locale)).collect();
    Some(parts.join(", "))
}

fn zone_part(effect: &ZoneEffect, locale: Locale) -> String {
    match effect {
        ZoneEffect::Reward(reward) => cards::reward(reward, locale),
        ZoneEffect::VillageActions(_) => t(locale, "mc-zone-village-actions"),
        ZoneEffect::HandLimit(n) => ta(locale, "mc-zone-hand-limit", &[("n", (*n).into())]),
        ZoneEffect::FreeDisplay => t(locale, "mc-zone-free-display"),
        ZoneEffect::VillageAnnex { .. } => t(locale, "mc-zone-village-annex"),
        ZoneEffect::VillageCombatPointAndDoubloon => t(locale, "mc-zone-va-cp"),
        ZoneEffect::VillageThreeGoods => t(locale, "mc-zone-va-goods"),
        ZoneEffect::VillageCube => t(locale, "mc-zone-va-cube"),
        ZoneEffect::Choose(rewards) => {
            let words: Vec<String> = rewards.iter().map(|r| cards::reward(r, locale)).collect();
            words.join(t(locale, "mc-or").as_str())
        }
    }
}

/// `2 corn → +3 VP, +2 doubloons per compass`: a quest tile's cost and reward.
pub fn quest_text(pack: &ContentPack, id: &str, locale: Locale) -> Option<String> {
    let quest: &QuestTile = pack.quests.iter().find(|q| q.id.eq_ignore_ascii_case(id))?;
    let mut rewards: Vec<String> = quest.reward.iter().map(|r| cards::reward(r, locale)).collect();
    rewards.push(cards::per_compass(&quest.per_compass, locale));
    Some(format!("{} → {}", quest_cost(&quest.cost, locale), rewards.join(", ")))
}

fn quest_cost(cost: &QuestCost, locale: Locale) -> String {
    let list = |words: Vec<String>| words.join(" + ");
    match cost {
        QuestCost::Goods(goods) => list(goods.iter().map(|&g| cards::good(g, locale)).collect()),
        QuestCost::Items(items) => list(items.iter().map(|&i| cards::item(i, locale)).collect()),
        QuestCost::CombatPoints(n) => ta(locale, "mc-qc-cp", &[("n", (*n).into())]),
        QuestCost::Doubloons(n) => ta(locale, "mc-qc-d", &[("n", (*n).into())]),
        QuestCost::SailedAtLeast(n) => ta(locale, "mc-qc-sailed", &[("n", (*n).into())]),
        QuestCost::ReturnSpies(n) => ta(locale, "mc-qc-spies", &[("n", (*n).into())]),
    }
}
