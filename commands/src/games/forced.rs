//! Forced moves: a seat due to act whose only legal move is forced gets it played by the host.
//!
//! Rulings:
//! - After every applied move, after `/start` and after `/restore`, while some seat due to act has exactly one
//!   legal move and its game agrees ([`super::Secrets::may_auto_play`]), the host plays it for that
//!   seat: the lowest such seat first (seat order, so simultaneous steps resolve the same way every time), then
//!   the test starts over, at most [`AUTO_LIMIT`] times per move (a game that kept forcing moves would
//!   otherwise hold the channel; what is left waits for its seat, which can still play it by hand).
//! - An automatic move is logged with `auto: true` and saved in the same durable write as the move that
//!   caused it, so the store never holds the cause without its consequences; a replay applies it like any move,
//!   after checking that the host would have played it there: the lowest seat due to act with a forced move,
//!   and that move ([`next_forced`] in the game just before it). Any other move marked `auto` (a chosen move, a
//!   stand-in's move for a late player, an AI's choice: all logged without the flag) makes the record refused.
//! - Conversely `galleon import` refuses a move marked chosen where the host would have played a forced move
//!   first (the same [`plays_next`] as [`auto_play`]): flagged so, a forced move would count as its seat's
//!   choice and change what `/undo` takes back. Only after the log's first automatic move: a game begun before
//!   forced moves existed holds forced moves played by hand up to there (and a host that writes the flag plays
//!   every forced move from then on), so before it nothing tells a chosen move from a forced one.
//! - The board marks the automatic moves that followed the latest move (or `/start`) on a line of their own,
//!   under the game's latest moves, in the table's language.
//! - Turn pings compare the seats due before the move with those due after the automatic moves, so a seat
//!   whose move was forced is never called.
//! - A table loaded from the store or imported is resumed exactly as stored; a forced move pending in a record
//!   saved before automatic moves existed waits for its seat (a single button plays it) or for `/restore`.
//! - Per game, see each module's `may_auto_play`: Puerto Rico auto-plays every forced move (a Mayor with one
//!   arrangement, a single possible load, a forced storage), Santiago only what its public board shows to be
//!   forced (never a move forced by hidden money), Maracaibo none that reveals a card in hand.

use galleon_rules::{RuleError, Seat};

use super::TableGame;
use crate::record::{LoadProblem, LoggedMove};

/// Most moves the host plays automatically after one move.
pub const AUTO_LIMIT: usize = 200;

/// Plays every forced move of `game` (see the module rulings) and returns them as logged, in order.
pub fn auto_play(game: &mut dyn TableGame) -> Vec<LoggedMove> {
    let mut played = Vec::new();
    while let Some((seat, text)) = plays_next(next_forced(game), played.len()) {
        match game.apply(seat, &text) {
            Ok(text) => played.push(LoggedMove { seat, text, auto: true }),
            Err(error) => {
                tracing::error!(%text, seat, ?error, "a forced move was refused");
                break;
            }
        }
    }
    played
}

/// What the host plays by itself next, `pending` being the forced move [`next_forced`] gives and `run` how many
/// moves it played by itself in a row just before: that move, until [`AUTO_LIMIT`] (what is left then waits for
/// its seat, which plays it as a chosen move).
pub(crate) fn plays_next(pending: Option<(Seat, String)>, run: usize) -> Option<(Seat, String)> {
    pending.filter(|_| run < AUTO_LIMIT)
}

/// Refuses move number `n` (0-based) of a replayed log whose `auto` flag the host would not have written:
/// marked automatic though it is not `pending` (the forced move the host plays next in the game just before it),
/// or marked chosen where the host would have played `pending` first: `run` automatic moves in a row before it
/// (see [`plays_next`]), None before the log's first automatic move (see the module rulings).
pub(crate) fn check_flag(
    n: usize,
    logged: &LoggedMove,
    pending: Option<(Seat, String)>,
    run: Option<usize>,
) -> Result<(), LoadProblem> {
    if logged.auto {
        return match pending == Some((logged.seat, logged.text.clone())) {
            true => Ok(()),
            false => Err(not_automatic(n, logged)),
        };
    }
    match run.and_then(|run| plays_next(pending, run)) {
        None => Ok(()),
        Some((seat, text)) => Err(LoadProblem::new(
            RuleError::new("load-forced-chosen")
                .with("number", n + 1)
                .text("move", &logged.text)
                .with("seat", logged.seat + 1)
                .text("forced", text)
                .with("forced_seat", seat + 1),
        )),
    }
}

/// The lowest seat due to act whose move is forced, with that move.
pub(crate) fn next_forced(game: &dyn TableGame) -> Option<(Seat, String)> {
    first_forced(game.to_act(), |seat| game.forced(seat))
}

/// The lowest of the seats `to_act` whose move is forced (`forced`), with that move: the one the host plays
/// next.
pub(crate) fn first_forced(mut to_act: Vec<Seat>, forced: impl Fn(Seat) -> Option<String>) -> Option<(Seat, String)> {
    to_act.sort_unstable();
    to_act
        .into_iter()
        .find_map(|seat| forced(seat).map(|text| (seat, text)))
}

/// The refusal of move number `n` (0-based) of a replayed log, marked automatic though the host would not have
/// played it there (see the module rulings): a record holds an `auto` flag only where [`next_forced`], in the
/// game just before that move, gives that very seat and move.
pub(crate) fn not_automatic(n: usize, logged: &LoggedMove) -> LoadProblem {
    LoadProblem::new(
        RuleError::new("load-not-automatic")
            .with("number", n + 1)
            .text("move", &logged.text)
            .with("seat", logged.seat + 1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_move_is_refused_only_where_the_host_would_have_played_a_forced_one() {
        let chosen = LoggedMove {
            seat: 1,
            text: "pass".into(),
            auto: false,
        };
        let pending = || Some((0, "done".to_string()));
        let refused = |pending, run| check_flag(4, &chosen, pending, run).map_err(|p| p.problem.key);
        assert_eq!(refused(pending(), Some(0)), Err("load-forced-chosen"));
        // Nothing forced; the host stopped at its limit; a log before any automatic move.
        assert_eq!(refused(None, Some(0)), Ok(()));
        assert_eq!(refused(pending(), Some(AUTO_LIMIT)), Ok(()));
        assert_eq!(refused(pending(), None), Ok(()));
        let auto = LoggedMove {
            seat: 0,
            text: "done".into(),
            auto: true,
        };
        assert!(check_flag(4, &auto, pending(), Some(AUTO_LIMIT)).is_ok());
        assert!(check_flag(4, &auto, None, None).is_err());
    }
}
