//! Names of Puerto Rico's goods, plantations, roles, buildings, steps and end reasons in the reader's language,
//! and [`word`], any of their ids as a word.

use galleon_rules::puerto_rico::data::GOODS;
use galleon_rules::puerto_rico::{BuildingId, EndReason, Good, Role, Step, Tile};

use super::PuertoRicoModule;
use crate::base::io::Locale;
use crate::games::Text;
use crate::words::i18n::{t, t_id};

pub(super) const STEPS: [Step; 9] = [
    Step::ChooseRole,
    Step::Settle,
    Step::Arrange,
    Step::Build,
    Step::CraftPrivilege,
    Step::Sell,
    Step::Load,
    Step::Store,
    Step::Over,
];

pub(super) fn good_name(good: Good, locale: Locale) -> String {
    t_id(locale, "pr-good-", good.id())
}

pub(super) fn tile_name(tile: Tile, locale: Locale) -> String {
    match tile.good() {
        Some(good) => good_name(good, locale),
        None => t(locale, "pr-tile-quarry"),
    }
}

pub(super) fn role_name(role: Role, locale: Locale) -> String {
    t_id(locale, "pr-role-", role.id())
}

pub(super) fn building_name(building: BuildingId, locale: Locale) -> String {
    t_id(locale, "pr-building-", building.id())
}

/// `2 corn, 1 sugar` (or "none").
pub(super) fn goods_list(goods: &[u8; GOODS], locale: Locale) -> String {
    let parts: Vec<String> = Good::ALL
        .into_iter()
        .filter(|g| goods[g.index()] > 0)
        .map(|g| format!("{} {}", goods[g.index()], good_name(g, locale)))
        .collect();
    if parts.is_empty() {
        t(locale, "pr-none")
    } else {
        parts.join(", ")
    }
}

pub(super) fn end_reason(reason: EndReason, locale: Locale) -> String {
    let key = match reason {
        EndReason::Colonists => "pr-end-colonists",
        EndReason::CityFull => "pr-end-city-full",
        EndReason::VpChips => "pr-end-vp-chips",
    };
    t(locale, key)
}

/// A slot or tile id in a localized label.
pub(super) fn word(id: &str, locale: Locale) -> String {
    PuertoRicoModule.word(id, locale).unwrap_or_else(|| id.to_string())
}

/// The name of a tile, role, building or step id (what [`Text::word`] answers).
pub(super) fn known_word(word: &str, locale: Locale) -> Option<String> {
    if let Some(tile) = Tile::ALL.into_iter().find(|t| t.id() == word) {
        return Some(tile_name(tile, locale));
    }
    if let Some(role) = Role::ALL.into_iter().find(|r| r.id() == word) {
        return Some(role_name(role, locale));
    }
    if let Some(building) = BuildingId::all().find(|b| b.id() == word) {
        return Some(building_name(building, locale));
    }
    STEPS
        .iter()
        .find(|s| s.id() == word)
        .map(|s| t_id(locale, "pr-step-", s.id()))
}

/// Building names on the board: full, or short when a crowded board would not fit a message (the names players
/// use, in words: `Small Indigo`, « raffinerie », « séchoir »); the list of buildings for sale has a tight form
/// too (short names, no VP), and for the most crowded boards only an abbreviated one (`S.Indigo`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Names {
    Full,
    Short,
    Tight,
    Abbreviated,
}

pub(super) fn city_name(building: BuildingId, locale: Locale, names: Names) -> String {
    match names {
        Names::Full => building_name(building, locale),
        Names::Short | Names::Tight => t_id(locale, "pr-short-", building.id()),
        Names::Abbreviated => t_id(locale, "pr-abbr-", building.id()),
    }
}
