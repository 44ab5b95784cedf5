//! galleon-rules — pure game engines: no I/O, no async, no Discord.
//!
//! Each game lives in its own module and implements [`Game`]. The host (`galleon-commands`) only ever uses the
//! trait: legal actions, their canonical text, apply, the public view and each seat's private view.

pub mod error;
pub mod game;
pub mod maracaibo;
pub mod puerto_rico;
pub mod santiago;

pub use error::RuleError;
pub use game::{Game, GameOption, Outcome, Seat, Standing};
