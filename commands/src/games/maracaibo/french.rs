//! French names of the default pack's places, place notes, careers, prestige buildings, city tiles and project
//! cards.
//!
//! A pack's names are English data (`rules/content/maracaibo/default`); French readers see these instead, from the
//! table `locales/fr/mc-pack-names.tsv` in its folder.
//! Rulings:
//! - The table is keyed by the English text, not the id: a custom pack that reuses an id under another name keeps
//!   its own name, and a pack's names unknown here stay as written.
//! - Places are named as the French rules name them (« La Havane », « Carthagène », « Santo Domingo »,
//!   « St. Kitts »); the others take their usual French name where French has one (« La Barbade », « La Tortue »)
//!   and stay as written otherwise (Riohacha, Portobelo). The homeward spaces around Havana are galleon's own:
//!   « Rade de La Havane », « Port de La Havane ».
//! - Careers, prestige buildings, city tiles and project cards are galleon's own inventions: translated here.
//!   Two cards would otherwise share a French name with a city tile: the card Shipyard is « Arsenal » (the tile
//!   Shipwright's Yard is « Chantier naval »).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use crate::base::io::Locale;

const TABLE: &str = include_str!("locales/fr/mc-pack-names.tsv");

/// English → French, from the table's `English<TAB>French` lines (`#` starts a comment line).
static NAMES: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    TABLE
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .filter_map(|line| line.split_once('\t'))
        .collect()
});

/// A pack's `name` (or note) as a reader of `locale` sees it.
pub fn name(name: &str, locale: Locale) -> Cow<'_, str> {
    let french = match locale {
        Locale::Fr => NAMES.get(name).copied(),
        Locale::En => None,
    };
    french.map_or(Cow::Borrowed(name), Cow::Borrowed)
}

/// Whether the table names `english` (the default pack's names and notes all are: a test checks it).
#[cfg(test)]
pub fn knows(english: &str) -> bool {
    NAMES.contains_key(english)
}
