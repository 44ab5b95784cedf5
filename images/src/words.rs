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
}
