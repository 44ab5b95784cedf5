//! For `/undo` and the board's confirmations: what Santiago's moves reveal, and which board buttons ask first.
//!
//! A move that revealed hidden or random information cannot be taken back; the answer names only its kind. A new
//! round turns the next plantation tiles face up (the move that ends a round, or the spring that starts the first
//! one), and the palms are placed at random right after the spring. Hidden money reveals nothing while the game
//! runs: everything spoken is public as it happens.
//!
//! Confirmed (a board button only): the overseer building the canal elsewhere when he can pay for it (he pays it
//! himself, and it is never the only choice).

use galleon_rules::santiago::{self, Santiago};
use galleon_rules::{Game, Seat};

pub fn revealed(before: &Santiago, after: &Santiago) -> Option<&'static str> {
    if before.round() != after.round() {
        Some("undo-reveal-tiles")
    } else if before.random_draws() != after.random_draws() {
        Some("undo-reveal-random")
    } else {
        None
    }
}

/// A build elsewhere, only when the overseer may play it: one he cannot pay for is refused at once, privately,
/// by the engine's own message saying what it costs and what he has, rather than after a confirmation (no board
/// offers one any more: open money leaves it out, hidden money puts the costly builds behind a panel). The flag
/// reaches the presser alone, so it reveals nothing.
pub fn confirm(game: &Santiago, seat: Seat, action: &santiago::Action) -> bool {
    matches!(action, santiago::Action::Build(_)) && game.clone().apply(seat, action).is_ok()
}
