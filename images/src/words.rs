//! The words written on the images, provided by the caller.
//!
//! This crate keeps no text of its own: the host owns the translations (and depends on this crate, so this
//! crate cannot read them). An image asks for each word by the host's message key: component names by the keys
//! the host's text board uses (`pr-building-small-market`, `sa-crop-bean`, `mc-nation-EN`…), the picture's own
//! words by `picture-*` keys. A content pack's own names (Maracaibo's places, cards, prestige buildings) go through
//! [`Words::name`]; player names and the rules crate's codes are written as they are.

/// The caller's words, in the reader's language.
pub trait Words {
    /// The plain text of message `key`.
    fn word(&self, key: &str) -> String;
    /// Message `key` for `count` things (its `$count` variable): the number with its noun, which agrees with
    /// the number in the reader's language.
    fn count(&self, key: &str, count: i64) -> String;
    /// A content pack's own name (a place, a card, a building) as the reader's language writes it; by default
    /// as the pack writes it.
    fn name(&self, name: &str) -> String {
        name.to_string()
    }
}

/// Words that are their keys (`3 picture-doubloons` for a count): for tests, benches and samples of this crate,
/// which has no translations.
#[derive(Clone, Copy, Debug, Default)]
pub struct Keys;

impl Words for Keys {
    fn word(&self, key: &str) -> String {
        key.to_string()
    }

    fn count(&self, key: &str, count: i64) -> String {
        format!("{count} {key}")
    }
}
