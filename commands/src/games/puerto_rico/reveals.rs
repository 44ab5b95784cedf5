//! For `/undo` and the board's confirmations: what Puerto Rico's moves reveal, and which board buttons ask first.
//!
//! A move that revealed hidden or random information cannot be taken back (BoardGameArena's rule): the answer
//! names only the kind of information (an `undo-reveal-…` key), never the information. Every random draw of
//! Puerto Rico is a plantation drawn from the face-down stack (the Settler phase's refill of the face-up row, the
//! Hacienda's tile): the seeded generator moving tells it exactly. Nothing else is hidden.
//!
//! Confirmed (a board button only; typed moves are never asked): the captain's load when the seat may load in
//! more than one way (the ship is easy to misclick among several loads of the same good).

use galleon_rules::puerto_rico::{self, PuertoRico};
use galleon_rules::{Game, Seat};

pub fn revealed(before: &PuertoRico, after: &PuertoRico) -> Option<&'static str> {
    (before.random_draws() != after.random_draws()).then_some("undo-reveal-plantations")
}

pub fn confirm(game: &PuertoRico, seat: Seat, action: &puerto_rico::Action) -> bool {
    let is_load = |a: &puerto_rico::Action| matches!(a, puerto_rico::Action::Ship(..));
    is_load(action) && game.legal_actions(seat).iter().filter(|a| is_load(a)).count() > 1
}
