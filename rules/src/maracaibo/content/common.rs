//! Codes shared by every content file: nations, goods, items, synergy symbols, player-count brackets and round sets,
//! plus the small text helpers the notation parsers use.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::{keys, ContentError};

/// A closed set of values written in the data by a short code.
pub trait Code: Copy + Eq + 'static {
    const ALL: &'static [Self];
    fn code(self) -> &'static str;

    fn from_code(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.code() == text)
    }

    /// The codes as a human list, for error messages.
    fn expected() -> String {
        Self::ALL.iter().map(|v| v.code()).collect::<Vec<_>>().join(" | ")
    }
}

macro_rules! code_enum {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $code:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Serialize, ::serde::Deserialize)]
        pub enum $name { $($variant),+ }

        impl $crate::maracaibo::content::common::Code for $name {
            const ALL: &'static [Self] = &[$($name::$variant),+];
            fn code(self) -> &'static str {
                match self { $($name::$variant => $code),+ }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str($crate::maracaibo::content::common::Code::code(*self))
            }
        }
    };
}
pub(crate) use code_enum;

code_enum!(
    /// The three nations; the order is the index into per-nation arrays.
    Nation { France = "FR", England = "EN", Spain = "ES" }
);
code_enum!(
    /// Goods symbols (markets, "identical goods").
    Good { Sugar = "sugar", Tobacco = "tobacco", Corn = "corn" }
);
code_enum!(
    /// Item symbols.
    Item { Book = "book", Telescope = "telescope", Herbs = "herbs", Map = "map" }
);
code_enum!(
    /// Synergy-token symbols.
    Synergy { Crown = "crown", Anchor = "anchor", Cross = "cross", Quill = "quill", Cutlass = "cutlass" }
);

impl Nation {
    pub fn index(self) -> usize {
        self as usize
    }
}

impl Synergy {
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The one goods or item symbol a project card shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symbol {
    Good(Good),
    Item(Item),
}

impl Symbol {
    pub fn parse(text: &str) -> Option<Symbol> {
        Good::from_code(text)
            .map(Symbol::Good)
            .or_else(|| Item::from_code(text).map(Symbol::Item))
    }

    pub fn good(self) -> Option<Good> {
        match self {
            Symbol::Good(good) => Some(good),
            Symbol::Item(_) => None,
        }
    }

    pub fn item(self) -> Option<Item> {
        match self {
            Symbol::Item(item) => Some(item),
            Symbol::Good(_) => None,
        }
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Symbol::Good(good) => good.fmt(f),
            Symbol::Item(item) => item.fmt(f),
        }
    }
}

/// The player-count brackets content varies by: 1–2 (solo uses the 2-player set-up), 3 and 4.
pub const BRACKETS: [&str; 3] = ["1–2", "3", "4"];

/// The bracket index (0, 1, 2) of a player count.
pub fn bracket(players: usize) -> usize {
    players.clamp(2, 4) - 2
}

/// One value per player-count bracket; `None` = "—" (not used at that count). Written "2 / — / 4".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerCount(pub [Option<u8>; 3]);

impl PerCount {
    pub fn parse(text: &str) -> Option<PerCount> {
        let cells: Vec<&str> = text.split('/').map(str::trim).collect();
        if cells.len() != 3 {
            return None;
        }
        let mut values = [None; 3];
        for (value, cell) in values.iter_mut().zip(cells) {
            *value = if is_dash(cell) { None } else { Some(number(cell)?) };
        }
        Some(PerCount(values))
    }

    pub fn get(&self, players: usize) -> Option<u8> {
        self.0[bracket(players)]
    }
}

impl fmt::Display for PerCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells: Vec<String> = self
            .0
            .iter()
            .map(|v| v.map_or("—".to_string(), |n| n.to_string()))
            .collect();
        f.write_str(&cells.join(" / "))
    }
}

/// A set of player counts 1–4, written "1–4", "3–4" or "4".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSet(u8);

impl PlayerSet {
    pub fn parse(text: &str) -> Option<PlayerSet> {
        range(text, number)
            .filter(|(lo, hi)| (1..=4).contains(lo) && lo <= hi && *hi <= 4)
            .map(|(lo, hi)| PlayerSet((lo..=hi).fold(0, |bits, n| bits | 1 << n)))
    }

    pub fn contains(self, players: usize) -> bool {
        players <= 4 && self.0 & (1 << players) != 0
    }

    /// Whether the set covers the bracket (index 0 = 1–2, tested on 2 players).
    pub fn covers_bracket(self, bracket: usize) -> bool {
        self.contains(bracket + 2)
    }
}

impl fmt::Display for PlayerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counts: Vec<usize> = (1..=4).filter(|&n| self.contains(n)).collect();
        match (counts.first(), counts.last()) {
            (Some(lo), Some(hi)) if lo == hi => write!(f, "{lo}"),
            (Some(lo), Some(hi)) => write!(f, "{lo}–{hi}"),
            _ => Ok(()),
        }
    }
}

/// A set of rounds 1–4, written in roman numerals: "I–IV", "I–III", "IV".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rounds(u8);

const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];

impl Rounds {
    pub const ALL: Rounds = Rounds(0b11110);

    pub fn parse(text: &str) -> Option<Rounds> {
        let roman = |s: &str| ROMAN.iter().position(|r| *r == s).map(|i| i as u8 + 1);
        range(text, roman)
            .filter(|(lo, hi)| lo <= hi)
            .map(|(lo, hi)| Rounds((lo..=hi).fold(0, |b, n| b | 1 << n)))
    }

    pub fn contains(self, round: u8) -> bool {
        round <= 4 && self.0 & (1 << round) != 0
    }
}

impl fmt::Display for Rounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rounds: Vec<usize> = (1..=4).filter(|&n| self.contains(n as u8)).collect();
        match (rounds.first(), rounds.last()) {
            (Some(lo), Some(hi)) if lo == hi => f.write_str(ROMAN[lo - 1]),
            (Some(lo), Some(hi)) => write!(f, "{}–{}", ROMAN[lo - 1], ROMAN[hi - 1]),
            _ => Ok(()),
        }
    }
}

/// "lo–hi" (en dash or hyphen) or a single value.
fn range(text: &str, value: impl Fn(&str) -> Option<u8>) -> Option<(u8, u8)> {
    match text.split_once(['–', '-']) {
        Some((lo, hi)) => Some((value(lo.trim())?, value(hi.trim())?)),
        None => value(text.trim()).map(|v| (v, v)),
    }
}

/// "—" (em dash), "–" or "-": a "none" cell.
pub fn is_dash(text: &str) -> bool {
    matches!(text, "—" | "–" | "-")
}

/// A plain decimal number (no sign, no spaces).
pub fn number(text: &str) -> Option<u8> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// `name(args)` → `args`.
pub fn call<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.strip_prefix(name)?.strip_prefix('(')?.strip_suffix(')')
}

/// Parses a code, or a notation error naming what was expected.
pub fn code<T: Code>(file: &str, entry: &str, text: &str) -> Result<T, ContentError> {
    T::from_code(text).ok_or_else(|| notation(file, entry, text, &T::expected()))
}

pub fn notation(file: &str, entry: &str, text: &str, expected: &str) -> ContentError {
    ContentError::new(file, entry, keys::NOTATION)
        .with("text", text)
        .with("expected", expected)
}

pub fn bad_value(file: &str, entry: &str, field: &str, value: impl ToString, expected: &str) -> ContentError {
    ContentError::new(file, entry, keys::VALUE)
        .with("field", field)
        .with("value", value)
        .with("expected", expected)
}

pub fn unknown(file: &str, entry: &str, what: &str, id: &str) -> ContentError {
    ContentError::new(file, entry, keys::REFERENCE)
        .with("what", what)
        .with("id", id)
}

pub fn wrong_count(file: &str, entry: &str, what: &str, expected: usize, found: usize) -> ContentError {
    ContentError::new(file, entry, keys::COUNT)
        .with("what", what)
        .with("expected", expected)
        .with("found", found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_count_round_trips() {
        let cell = PerCount::parse("— / 3 / 4").unwrap();
        assert_eq!(cell, PerCount([None, Some(3), Some(4)]));
        assert_eq!(cell.to_string(), "— / 3 / 4");
        assert_eq!(cell.get(1), None);
        assert_eq!(cell.get(4), Some(4));
        assert_eq!(PerCount::parse("2 / 3"), None);
        assert_eq!(PerCount::parse("2 / x / 3"), None);
    }

    #[test]
    fn player_sets_and_rounds() {
        let set = PlayerSet::parse("3–4").unwrap();
        assert!(!set.contains(2) && set.contains(3) && set.contains(4));
        assert_eq!(set.to_string(), "3–4");
        assert_eq!(PlayerSet::parse("4").unwrap().to_string(), "4");
        assert!(PlayerSet::parse("1–2").unwrap().covers_bracket(0));
        assert_eq!(PlayerSet::parse("0–5"), None);
        let rounds = Rounds::parse("I–III").unwrap();
        assert!(rounds.contains(3) && !rounds.contains(4));
        assert_eq!(Rounds::parse("IV").unwrap().to_string(), "IV");
        assert_eq!(Rounds::parse("I–IV"), Some(Rounds::ALL));
        assert_eq!(Rounds::parse("V"), None);
    }

    #[test]
    fn codes() {
        assert_eq!(Nation::from_code("ES"), Some(Nation::Spain));
        assert_eq!(Symbol::parse("herbs"), Some(Symbol::Item(Item::Herbs)));
        assert_eq!(Symbol::parse("gold"), None);
        assert_eq!(call("inf2(ES)", "inf2"), Some("ES"));
        assert_eq!(number("12"), Some(12));
        assert_eq!(number("+1"), None);
    }
}
