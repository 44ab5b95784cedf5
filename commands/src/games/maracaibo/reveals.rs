//! For `/undo` and the board's confirmations: what Maracaibo's moves reveal, and which board buttons ask first.
//!
//! A move that revealed hidden or random information cannot be taken back; the answer names only its kind: a card
//! drawn from the pile (a draw, a refill of the display, the pile rebuilt), a combat token turned, a quest tile
//! taken from the pile (its next one shows), a prestige building turned, Jeanne's Automa cards (solo), anything
//! else shuffled, the set-up choices shown once the last seat has chosen, and one of the mover's secret cards
//! (hand, deal, careers) appearing on the public board (a card planned, delivered, paid…).
//!
//! Confirmed (a board button only): a combat token turned (it can never be taken back) and `done` ending Phase B
//! with the main action unused.

use galleon_rules::maracaibo::action::CombatMove;
use galleon_rules::maracaibo::state::Phase;
use galleon_rules::maracaibo::{self, Maracaibo};
use galleon_rules::{Game, Seat};
use serde_json::Value;

pub fn revealed(before: &Maracaibo, seat: Seat, after: &Maracaibo) -> Option<&'static str> {
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

pub fn confirm(game: &Maracaibo, action: &maracaibo::Action) -> bool {
    let turn = &game.state().turn;
    match action {
        maracaibo::Action::Combat(CombatMove::Reveal(_)) => true,
        maracaibo::Action::Done => turn.phase == Phase::Main && !turn.main_taken,
        _ => false,
    }
}
