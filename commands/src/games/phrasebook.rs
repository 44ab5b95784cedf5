//! A game's move words in French, both ways: a move's canonical text as a French player types it
//! (`build small-market` → `construire petit-marché`), and any typed text, French, English or mixed, back to
//! the canonical words the engine reads (`Construire : petit marché` → `build small-market`).
//!
//! Each game keeps its words as data: a table (`moves.fr.tsv` in its folder: a canonical word or phrase, its
//! French form, then other forms read) and the names of its components (buildings, crops…) from its
//! translations. Reading goes by whole typed words, the longest known phrase first, so a name of several words
//! (`brûlerie de café`, `petite teinturerie`) is one name whether its words are joined by spaces or hyphens, and
//! a word inside a name is never read as a verb. Letter case and French accents are ignored; words nobody
//! knows (ids, numbers, squares) are kept as typed. The canonical form itself reads as itself, so a stored move
//! always reads back unchanged.

use std::collections::HashMap;

pub use crate::base::fold::fold;
use crate::base::io::Locale;

/// A game's move words (see the module's doc).
#[derive(Debug, Default)]
pub struct Phrasebook {
    /// Canonical words or phrase → French form shown, by the canonical phrase's words.
    shown: HashMap<Vec<String>, String>,
    /// The longest canonical phrase, in words.
    longest_shown: usize,
    /// Any known form's folded words (split at spaces and hyphens) → canonical word or phrase.
    read: HashMap<Vec<String>, String>,
    /// The longest known form, in typed words.
    longest_read: usize,
}

/// One entry of a game's table: the canonical word or phrase, its French form, other forms read.
pub struct Entry<'a> {
    pub canonical: &'a str,
    pub french: &'a str,
    pub also: Vec<&'a str>,
}

impl Phrasebook {
    /// A phrasebook made from a game's table (tab-separated lines; `#` starts a comment line) and the names
    /// of its components, each `(canonical, French name, English name)`. The first entry to claim a form keeps
    /// it.
    pub fn new(table: &str, names: impl IntoIterator<Item = (String, String, String)>) -> Phrasebook {
        let mut book = Phrasebook::default();
        for line in table.lines().map(str::trim_end) {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let mut fields = line.split('\t').filter(|f| !f.is_empty());
            let (Some(canonical), Some(french)) = (fields.next(), fields.next()) else {
                panic!("a move word needs its canonical and French forms: {line:?}");
            };
            book.add(Entry {
                canonical,
                french,
                also: fields.collect(),
            });
        }
        for (canonical, french, english) in names {
            let french = french.to_lowercase().replace(' ', "-");
            let english = english.to_lowercase();
            book.add(Entry {
                canonical: &canonical,
                french: &french,
                also: vec![&english],
            });
        }
        book
    }

    fn add(&mut self, entry: Entry) {
        let words: Vec<String> = entry.canonical.split(' ').map(str::to_string).collect();
        self.longest_shown = self.longest_shown.max(words.len());
        self.shown.entry(words).or_insert_with(|| entry.french.to_string());
        for form in [entry.canonical, entry.french].into_iter().chain(entry.also) {
            // A form's words may be typed apart (`petit marché` for `petit-marché`): count them all.
            let key = key(form.split_whitespace());
            self.longest_read = self.longest_read.max(key.len());
            self.read.entry(key).or_insert_with(|| entry.canonical.to_string());
        }
    }

    /// Canonical move text `text` as a reader of `locale` types it.
    pub fn show(&self, text: &str, locale: Locale) -> String {
        if locale == Locale::En || self.shown.is_empty() {
            return text.to_string();
        }
        let words: Vec<&str> = text.split(' ').collect();
        let lookup = |run: &[&str]| {
            let phrase: Vec<String> = run.iter().map(|w| w.to_string()).collect();
            self.shown.get(&phrase).cloned()
        };
        let single = |part: &str| lookup(&[part]).unwrap_or_else(|| part.to_string());
        replace_runs(&words, self.longest_shown, lookup, single)
    }

    /// Typed text `typed` in canonical words: every known form, in either language, becomes its canonical
    /// word; the rest is kept as typed. A button's words typed back read too (`Planter : carrière`).
    pub fn read(&self, typed: &str) -> String {
        let words: Vec<&str> = typed
            .split_whitespace()
            .map(|w| w.trim_end_matches([',', ';']))
            .map(|w| {
                if w.matches(':').count() == 1 {
                    w.trim_end_matches(':')
                } else {
                    w
                }
            })
            .filter(|w| !w.is_empty() && w.chars().any(char::is_alphanumeric))
            .collect();
        let lookup = |run: &[&str]| self.read.get(&key(run.iter().copied())).cloned();
        let single = |part: &str| lookup(&[part]).unwrap_or_else(|| part.to_string());
        replace_runs(&words, self.longest_read, lookup, single)
    }

    /// The canonical words whose French or canonical form starts with `partial`, a word being typed (none for
    /// an empty one), in canonical order.
    pub fn completions(&self, partial: &str) -> Vec<String> {
        let partial = fold(partial);
        if partial.is_empty() {
            return Vec::new();
        }
        let mut found: Vec<String> = self
            .shown
            .iter()
            .filter(|(canonical, _)| canonical.len() == 1)
            .filter(|(canonical, french)| fold(french).starts_with(&partial) || canonical[0].starts_with(&partial))
            .map(|(canonical, _)| canonical[0].clone())
            .collect();
        found.sort();
        found
    }

    /// Whether `canonical` is one of the game's move words.
    pub fn knows(&self, canonical: &str) -> bool {
        self.shown.contains_key(&vec![canonical.to_string()])
    }

    /// Every French form shown for a canonical word (for the glossary and the tests).
    pub fn french_words(&self) -> impl Iterator<Item = (&[String], &str)> {
        self.shown
            .iter()
            .map(|(canonical, french)| (canonical.as_slice(), french.as_str()))
    }
}

/// `words` with each run of them `lookup` knows replaced by what it gives (the longest run first, at most
/// `longest` words), and every other word by `single` of each of its parts between colons (`corn:2`,
/// `colonist:san-juan`).
fn replace_runs(
    words: &[&str],
    longest: usize,
    lookup: impl Fn(&[&str]) -> Option<String>,
    single: impl Fn(&str) -> String,
) -> String {
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut at = 0;
    while at < words.len() {
        let most = longest.min(words.len() - at);
        let found = (1..=most)
            .rev()
            .find_map(|n| lookup(&words[at..at + n]).map(|replaced| (n, replaced)));
        let (n, replaced) = found.unwrap_or_else(|| {
            let parts: Vec<String> = words[at].split(':').map(&single).collect();
            (1, parts.join(":"))
        });
        out.push(replaced);
        at += n;
    }
    out.join(" ")
}

/// The folded words of a form, split at spaces and hyphens: how forms are compared.
fn key<'a>(words: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    words
        .into_iter()
        .flat_map(|w| w.split('-'))
        .filter(|w| !w.is_empty())
        .map(fold)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn book() -> Phrasebook {
        let table = "# a comment\nbuild\tconstruire\nmove\tdéplacer\nfrom\tde\tdu\nto\tà\tvers\npass\tpasser\tpasse\nbid pass\tpasser\n";
        let names = [
            ("small-market", "petit marché", "small market"),
            ("coffee-roaster", "brûlerie de café", "coffee roaster"),
            ("corn", "maïs", "corn"),
            ("quarry", "carrière", "quarry"),
        ];
        let names = names.map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()));
        Phrasebook::new(table, names)
    }

    #[test]
    fn canonical_texts_show_in_french_and_read_back() {
        let book = book();
        for (canonical, french) in [
            ("build small-market", "construire petit-marché"),
            (
                "move 1 from quarry to coffee-roaster",
                "déplacer 1 de carrière à brûlerie-de-café",
            ),
            ("keep corn:2 quarry:1", "keep maïs:2 carrière:1"),
            ("bid pass", "passer"),
        ] {
            assert_eq!(book.show(canonical, Locale::Fr), french);
            assert_eq!(book.show(canonical, Locale::En), canonical);
            assert_eq!(book.read(canonical), canonical);
            assert_eq!(
                book.read(&book.show(canonical, Locale::Fr)),
                canonical.replace("bid pass", "pass")
            );
        }
        assert_eq!(book.read("passer"), "pass");
        assert_eq!(book.read("construire petit-marché"), "build small-market");
    }

    #[test]
    fn typed_words_read_whatever_the_keyboard_made_of_them() {
        let book = book();
        assert_eq!(book.read("Construire : petit marché"), "build small-market");
        assert_eq!(book.read("construire Petit-Marche"), "build small-market");
        assert_eq!(book.read("Build: small market"), "build small-market");
        assert_eq!(
            book.read("deplacer 2 du carriere vers brulerie de cafe"),
            "move 2 from quarry to coffee-roaster"
        );
        assert_eq!(book.read("build  small-market"), "build small-market");
        assert_eq!(book.read("maïs:2 A12 c3"), "corn:2 A12 c3");
    }
}
