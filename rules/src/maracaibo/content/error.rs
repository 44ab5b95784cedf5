//! Content errors: which file, which entry, what is wrong — as a localization key with arguments (like
//! [`RuleError`]) and an English rendering for logs and start-up failures.

use std::fmt;

use crate::error::RuleError;

/// A content pack that cannot be loaded. `file` is the pack's file name (`cards.toml`), `entry` the id of the
/// offending record (`B003`, `edge 3 → 4`) or empty for the file as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    pub file: String,
    pub entry: String,
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

/// Localization keys of content errors, with their arguments (`file` and `entry` are always added by
/// [`ContentError::to_rule_error`]).
pub mod keys {
    /// `args: file` — a file the pack must contain is missing.
    pub const MISSING_FILE: &str = "err-mc-content-missing-file";
    /// `args: file` — the pack contains a file this loader does not know.
    pub const UNKNOWN_FILE: &str = "err-mc-content-unknown-file";
    /// `args: file` — the same file name was given twice.
    pub const DUPLICATE_FILE: &str = "err-mc-content-duplicate-file";
    /// `args: detail` — the text is not valid TOML.
    pub const SYNTAX: &str = "err-mc-content-syntax";
    /// `args: detail` — a record has a missing, unknown or mistyped field.
    pub const FIELD: &str = "err-mc-content-field";
    /// `args: id` — two records share an id.
    pub const DUPLICATE_ID: &str = "err-mc-content-duplicate-id";
    /// `args: what, expected, found` — wrong number of records or values.
    pub const COUNT: &str = "err-mc-content-count";
    /// `args: what, id` — a reference to something that does not exist (or is of the wrong kind).
    pub const REFERENCE: &str = "err-mc-content-reference";
    /// `args: text, expected` — a notation cell does not parse.
    pub const NOTATION: &str = "err-mc-content-notation";
    /// `args: field, value, expected` — a value is out of its allowed range or contradicts another field.
    pub const VALUE: &str = "err-mc-content-value";
    /// `args: place, problem` — the map or the exploration track is broken at `place`; `problem` is one of
    /// `loop`, `dead-end`, `unreachable`, `fork-labels`, `line-bypassed`, `steps-to-end`.
    pub const ROUTE: &str = "err-mc-content-route";

    /// Every key, for the host's translation-completeness test.
    pub const ALL: &[&str] = &[
        MISSING_FILE,
        UNKNOWN_FILE,
        DUPLICATE_FILE,
        SYNTAX,
        FIELD,
        DUPLICATE_ID,
        COUNT,
        REFERENCE,
        NOTATION,
        VALUE,
        ROUTE,
    ];
}

impl ContentError {
    pub fn new(file: &str, entry: &str, key: &'static str) -> Self {
        ContentError {
            file: file.to_string(),
            entry: entry.to_string(),
            key,
            args: Vec::new(),
        }
    }

    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// The value of one argument, if present.
    pub fn arg(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    /// The same error as a [`RuleError`] (e.g. to refuse `/start` with a broken pack), `file` and `entry` added.
    pub fn to_rule_error(&self) -> RuleError {
        let error = RuleError::new(self.key)
            .text("file", &self.file)
            .text("entry", &self.entry);
        // A pack's texts and counts are shown as written in the file.
        self.args
            .iter()
            .fold(error, |error, (name, value)| error.text(name, value))
    }

    /// English text of the message (the host renders `key` in the player's language instead).
    pub fn message(&self) -> String {
        let template = match self.key {
            keys::MISSING_FILE => "the pack has no file {file}",
            keys::UNKNOWN_FILE => "unknown file {file}",
            keys::DUPLICATE_FILE => "file {file} given twice",
            keys::SYNTAX => "not valid TOML: {detail}",
            keys::FIELD => "{detail}",
            keys::DUPLICATE_ID => "id {id} is used twice",
            keys::COUNT => "expected {expected} {what}, found {found}",
            keys::REFERENCE => "unknown {what} {id}",
            keys::NOTATION => "cannot read `{text}` (expected {expected})",
            keys::VALUE => "{field} = {value}: expected {expected}",
            keys::ROUTE => "route at {place}: {problem}",
            _ => self.key,
        };
        let mut text = template.to_string();
        for (name, value) in &self.args {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        text
    }
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.entry.is_empty() {
            write!(f, "{}: {}", self.file, self.message())
        } else {
            write!(f, "{} [{}]: {}", self.file, self.entry, self.message())
        }
    }
}

impl std::error::Error for ContentError {}
