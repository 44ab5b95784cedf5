//! The few words written on the images, in English and French.
//!
//! Kept here rather than in the host's translation files: the host depends on this crate, so reading its texts
//! would make a dependency cycle. Component names come from the rules crate where it has them.

/// The language of the words on an image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    /// `fr…` is French; anything else English.
    pub fn from_code(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// The English or the French word.
    pub fn pick(self, en: &'static str, fr: &'static str) -> &'static str {
        match self {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    /// The word for `n` of a thing, as (singular, plural) in each language: English takes the singular for 1
    /// only, French for 0 and 1.
    pub fn count(self, n: i64, en: (&'static str, &'static str), fr: (&'static str, &'static str)) -> &'static str {
        match self {
            Lang::En if n == 1 => en.0,
            Lang::En => en.1,
            Lang::Fr if n <= 1 => fr.0,
            Lang::Fr => fr.1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn counts_agree_in_each_language() {
        let word = |lang: Lang, n| lang.count(n, ("doubloon", "doubloons"), ("doublon", "doublons"));
        assert_eq!(
            [0, 1, 2].map(|n| word(Lang::En, n)),
            ["doubloons", "doubloon", "doubloons"]
        );
        assert_eq!([0, 1, 2].map(|n| word(Lang::Fr, n)), ["doublon", "doublon", "doublons"]);
    }
}
