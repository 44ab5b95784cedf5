//! Errors as localization keys, so the host can explain any refusal in the player's language.

use std::fmt;

/// A refused action, option or text. `key` names a message in the host's translation files
/// (`commands/locales/{en,fr}/*.ftl`); `args` fill its variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl RuleError {
    pub fn new(key: &'static str) -> Self {
        RuleError { key, args: Vec::new() }
    }

    /// Adds a variable for the message.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key)?;
        for (name, value) in &self.args {
            write!(f, " {name}={value}")?;
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
