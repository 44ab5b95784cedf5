//! Errors as localization keys, so the host can explain any refusal in the player's language.

use std::fmt;

/// A refused action, option or text. `key` names a message in the host's translation files
/// (`commands/locales/{en,fr}/*.ftl`); `args` fill its variables, each tagged with what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// What a message variable holds. The host translates game words only and formats numbers as numbers (for
/// plurals): a player named `corn` stays `corn`, and a typed text is shown as typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    Number,
    /// A game's own id (`corn`, `settler`, `bean2`…): the game names it in the reader's language.
    Word,
    /// A player's display name.
    Player,
    /// Anything else (a typed text, a detail, an id): shown as it is.
    Text,
}

/// One message variable: its kind and its text (a number's digits for [`ArgKind::Number`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    pub kind: ArgKind,
    pub text: String,
}

impl Arg {
    pub fn new(kind: ArgKind, text: impl ToString) -> Arg {
        Arg {
            kind,
            text: text.to_string(),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::new(ArgKind::Number, n)
            }
        }

        impl From<&$t> for Arg {
            fn from(n: &$t) -> Arg {
                Arg::new(ArgKind::Number, n)
            }
        }
    )*};
}
number_arg!(i64, i32, u64, u32, u16, u8, usize);

impl RuleError {
    pub fn new(key: &'static str) -> Self {
        RuleError { key, args: Vec::new() }
    }

    /// Adds a number (or an already tagged [`Arg`]). Texts say what they are with [`RuleError::word`],
    /// [`RuleError::player`] or [`RuleError::text`].
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// Adds a game word (an id the game translates: a good, a building, a tile…).
    pub fn word(self, name: &'static str, id: impl ToString) -> Self {
        self.with(name, Arg::new(ArgKind::Word, id))
    }

    /// Adds a player's name (never translated).
    pub fn player(self, name: &'static str, player: impl ToString) -> Self {
        self.with(name, Arg::new(ArgKind::Player, player))
    }

    /// Adds a text shown as it is (a typed text, a detail, an id).
    pub fn text(self, name: &'static str, text: impl ToString) -> Self {
        self.with(name, Arg::new(ArgKind::Text, text))
    }

    /// The text of the variable `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a.as_str())
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key)?;
        for (name, value) in &self.args {
            write!(f, " {name}={}", value.text)?;
        }
        Ok(())
    }
}

impl std::error::Error for RuleError {}

/// Keys shared by every game (each game lists its own as `ERROR_KEYS` too).
pub mod keys {
    /// `args: seat` — it is not this seat's turn to act.
    pub const NOT_YOUR_TURN: &str = "err-not-your-turn";
    /// The game is over.
    pub const GAME_OVER: &str = "err-game-over";
    /// `args: text` — the text is not a move of this game.
    pub const UNKNOWN_MOVE: &str = "err-unknown-move";
    /// `args: min, max, count` — wrong number of players.
    pub const PLAYER_COUNT: &str = "err-player-count";
    /// `args: name` — unknown game option.
    pub const UNKNOWN_OPTION: &str = "err-unknown-option";
    /// `args: name, value` — bad value for a game option.
    pub const BAD_OPTION_VALUE: &str = "err-bad-option-value";
}
