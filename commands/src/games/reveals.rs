//! For `/undo` ([`crate::handlers::undo`]): what each game's moves reveal, and which board buttons ask for a confirmation.
//!
//! A move that revealed hidden or random information cannot be taken back (BoardGameArena's rule): the answer
//! names only the kind of information (an `undo-reveal-…` key), never the information. Every source of the
//! three engines:
//! - Puerto Rico: every random draw is a plantation drawn from the face-down stack (the Settler phase's refill of
//!   the face-up row, the Hacienda's tile): the seeded generator moving tells it exactly. Nothing else is hidden.
//! - Santiago: a new round turns the next plantation tiles face up (the move that ends a round, or the spring
//!   that starts the first one), and the palms are placed at random right after the spring. Hidden money reveals
//!   nothing while the game runs: everything spoken is public as it happens.
//! - Maracaibo: a card drawn from the pile (a draw, a refill of the display, the pile rebuilt), a combat token
//!   turned, a quest tile taken from the pile (its next one shows), a prestige building turned, Jeanne's Automa
//!   cards (solo), anything else shuffled, the set-up choices shown once the last seat has chosen, and one of
//!   the mover's secret cards (hand, deal, careers) appearing on the public board (a card planned, delivered,
//!   paid…).
//!
//! Confirmations (a board button only; typed moves are never asked): Puerto Rico's captain's load when the
//! seat may load in more than one way (the ship is easy to misclick among several loads of the same good);
//! Santiago's overseer building the canal elsewhere when he can pay for it (he pays it himself, and it is never
//! the only choice; one he cannot pay for is refused at once);
//! Maracaibo's combat token turned (it can never be taken back) and `done` ending Phase B with the main action
//! unused.

use galleon_rules::maracaibo::action::CombatMove;
use galleon_rules::maracaibo::state::Phase;
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::{self, PuertoRico};
use galleon_rules::santiago::{self, Santiago};
use galleon_rules::{maracaibo, Game, Seat};
use serde_json::Value;

pub fn puerto_rico(before: &PuertoRico, after: &PuertoRico) -> Option<&'static str> {
    (before.random_draws() != after.random_draws()).then_some("undo-reveal-plantations")
}

pub fn santiago(before: &Santiago, after: &Santiago) -> Option<&'static str> {
    if before.round() != after.round() {
        Some("undo-reveal-tiles")
    } else if before.random_draws() != after.random_draws() {
        Some("undo-reveal-random")
    } else {
        None
    }
}

pub fn maracaibo(before: &Maracaibo, seat: Seat, after: &Maracaibo) -> Option<&'static str> {
    let (b, a) = (before.state(), after.state());
    let solo = |game: &Maracaibo| game.state().solo.as_ref().map(|s| (s.deck.clone(), s.discard.len()));
    let turned = |game: &Maracaibo| -> Vec<bool> { game.state().board.buildings.iter().map(|s| s.revealed).collect() };
    let piles = |game: &Maracaibo| game.state().board.combat_piles.clone().map(|p| p.len());
    let checks = [
        (
            !b.setup_pending().is_empty() && a.setup_pending().is_empty(),
            "undo-reveal-choices",
        ),
        (b.board.draw_pile != a.board.draw_pile, "undo-reveal-card"),
        (piles(before) != piles(after), "undo-reveal-token"),
        (b.board.quest_pile != a.board.quest_pile, "undo-reveal-quest"),
        (turned(before) != turned(after), "undo-reveal-building"),
        (solo(before) != solo(after), "undo-reveal-automa"),
        (b.rng != a.rng, "undo-reveal-random"),
        (shows_secret(before, seat, after), "undo-reveal-hand"),
    ];
    checks.into_iter().find(|(on, _)| *on).map(|(_, key)| key)
}

/// Whether one of `seat`'s secret cards (hand, deal, careers offered) is named more often by the public view
/// after the move than before it.
fn shows_secret(before: &Maracaibo, seat: Seat, after: &Maracaibo) -> bool {
    let view = before.private_view(seat);
    let secrets: Vec<&String> = view
        .hand
        .iter()
        .chain(&view.dealt)
        .chain(&view.careers_offered)
        .collect();
    if secrets.is_empty() {
        return false;
    }
    let public = |game: &Maracaibo| serde_json::to_value(game.public_view()).expect("a view serializes");
    let (was, is) = (public(before), public(after));
    secrets.iter().any(|s| count(&is, s) > count(&was, s))
}

/// How many string values of `value` are exactly `text`.
fn count(value: &Value, text: &str) -> usize {
    match value {
        Value::String(s) => usize::from(s == text),
        Value::Array(items) => items.iter().map(|v| count(v, text)).sum(),
        Value::Object(fields) => fields.values().map(|v| count(v, text)).sum(),
        _ => 0,
    }
}

pub fn pr_confirm(game: &PuertoRico, seat: Seat, action: &puerto_rico::Action) -> bool {
    let is_load = |a: &puerto_rico::Action| matches!(a, puerto_rico::Action::Ship(..));
    is_load(action) && game.legal_actions(seat).iter().filter(|a| is_load(a)).count() > 1
}

/// A build elsewhere, only when the overseer may play it: one he cannot pay for (the board offers it whatever a
/// hidden purse holds) is refused at once, privately, by the engine's own message saying what it costs and what
/// he has, rather than after a confirmation. The flag reaches the presser alone, so it reveals nothing.
pub fn sa_confirm(game: &Santiago, seat: Seat, action: &santiago::Action) -> bool {
    matches!(action, santiago::Action::Build(_)) && game.clone().apply(seat, action).is_ok()
}

pub fn mc_confirm(game: &Maracaibo, action: &maracaibo::Action) -> bool {
    let turn = &game.state().turn;
    match action {
        maracaibo::Action::Combat(CombatMove::Reveal(_)) => true,
        maracaibo::Action::Done => turn.phase == Phase::Main && !turn.main_taken,
        _ => false,
    }
}
