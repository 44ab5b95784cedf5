//! The words a game's board, pictures and rules use for what is not a component of its own (VP chips, the
//! governor, the overseer, a combat token…): `/info` explains each, found by any of its names in either
//! language, singular or plural, once the game's own components are looked up.
//!
//! A game lists its terms' ids ([`Terms`]); each has `{prefix}-term-{id}-names` (its names, comma-separated,
//! the first one shown) and `{prefix}-term-{id}` (what it is and does) in every locale.

use galleon_rules::puerto_rico::data::fold;

use crate::base::io::Locale;
use crate::words::i18n::t;

/// A game's terms: the prefix of their message keys and their ids.
#[derive(Clone, Copy)]
pub struct Terms {
    pub prefix: &'static str,
    pub ids: &'static [&'static str],
}

impl Terms {
    pub const NONE: Terms = Terms { prefix: "", ids: &[] };

    /// What the term `query` names is, in `locale`; None when it names none.
    pub fn explain(&self, query: &str, locale: Locale) -> Option<String> {
        let wanted = key(query);
        let id = self.ids.iter().find(|id| {
            [Locale::En, Locale::Fr]
                .into_iter()
                .any(|l| self.names(id, l).iter().any(|n| key(n) == wanted))
        })?;
        let name = self.names(id, locale).swap_remove(0);
        let text = t(locale, &format!("{}-term-{id}", self.prefix));
        Some(format!("<b>{}</b> — {text}", capitalized(&name)))
    }

    /// `/info` suggestions: (a name `explain` finds, the name in `locale`).
    pub fn topics(&self, locale: Locale) -> Vec<(String, String)> {
        let first = |id: &str, l| self.names(id, l).swap_remove(0);
        self.ids
            .iter()
            .map(|id| (first(id, Locale::En), first(id, locale)))
            .collect()
    }

    fn names(&self, id: &str, locale: Locale) -> Vec<String> {
        let names = t(locale, &format!("{}-term-{id}-names", self.prefix));
        names.split(',').map(|n| n.trim().to_string()).collect()
    }
}

/// A name as `/info` compares it: no letter case or accents, words apart by single spaces (any other sign
/// parts words too), each word's plural ending dropped (`cargo ships` = `cargo ship`, `quarries` = `quarry`,
/// `tonneaux` = `tonneau`).
pub fn key(text: &str) -> String {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(singular)
        .collect::<Vec<_>>()
        .join(" ")
}

fn singular(word: &str) -> String {
    let long = word.chars().count() > 3;
    if long && word.ends_with("ies") {
        format!("{}y", &word[..word.len() - 3])
    } else if long && (word.ends_with('s') || word.ends_with('x')) {
        word[..word.len() - 1].to_string()
    } else {
        word.to_string()
    }
}

fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
