//! What the store keeps for a table: everything needed to resume it exactly, as one JSON record per channel.
//!
//! The record is redundant on purpose: it holds both the action log (with the seed, it replays the game) and
//! the current state. On load the log is replayed and compared with the state, so a damaged record is caught
//! instead of silently resuming a different game.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::io::{Locale, User};

/// Bumped whenever the record's shape changes; a record of another version is reported, not guessed at.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TableRecord {
    pub schema: u32,
    pub channel: String,
    /// Language of the channel posts.
    pub locale: Locale,
    /// Who sits at the table: join order before the start, seat order once a game started.
    pub seats: Vec<Seated>,
    /// User id of the player who opened the table (the first to join; the next in line if they leave).
    pub opener: Option<String>,
    /// The game being played, or the last one played (kept for `/board` until the next `/start`).
    pub game: Option<GameRecord>,
    /// Id of the board message the transport posted (None: post a new one).
    pub board_message: Option<String>,
    /// Seated users who asked to abort the current game (everyone seated agreeing aborts it).
    #[serde(default)]
    pub abort_votes: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seated {
    pub user: User,
    /// The user's language as last seen (for direct messages).
    pub locale: Locale,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id in the registry (`puerto-rico`).
    pub kind: String,
    /// The `/start` game options as typed (`name`, `value`).
    pub options: Vec<(String, String)>,
    pub seed: u64,
    /// Every applied move, in order, in canonical text.
    pub log: Vec<LoggedMove>,
    /// The game state after the last move (the game's own serde form), kept as JSON text: it is written on
    /// every move and never needs to be taken apart by the host.
    pub state: Box<RawValue>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    pub seat: usize,
    pub text: String,
}

impl TableRecord {
    pub fn new(channel: &str, locale: Locale) -> TableRecord {
        TableRecord {
            schema: SCHEMA_VERSION,
            channel: channel.to_string(),
            locale,
            seats: Vec::new(),
            opener: None,
            game: None,
            board_message: None,
            abort_votes: Vec::new(),
        }
    }

    pub fn seat_of(&self, user_id: &str) -> Option<usize> {
        self.seats.iter().position(|s| s.user.id == user_id)
    }

    pub fn is_opener(&self, user_id: &str) -> bool {
        self.opener.as_deref() == Some(user_id)
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.user.name.clone()).collect()
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a table record always serializes")
    }
}
