//! The seats a game's AI took over, and the votes to hand a seat to the AI, as the record keeps them (see
//! [`crate::handlers::takeover`]).

use serde::{Deserialize, Serialize};

use crate::base::io::User;

/// A seat an AI took over from a person.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Takeover {
    /// The number of the game.
    pub game: u64,
    pub seat: usize,
    /// Who left the seat.
    pub user: User,
    /// The AI's user id.
    pub bot: String,
    /// `resign` or `kick`.
    pub how: String,
}

/// The seated people who voted to hand `player`'s seat to the AI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KickVote {
    pub game: u64,
    pub player: String,
    pub voters: Vec<String>,
}
