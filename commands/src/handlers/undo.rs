//! `/undo` (French `/annuler`): a player takes back their own last move.
//!
//! Rulings:
//! - Only a seated player, in a running game, for their own last move (the last move of their seat that was
//!   not auto-played). It goes back together with the auto-played moves that directly followed it (forced
//!   moves are consequences, not choices). Taking back again takes back the move before, under the same rules.
//! - Refused, each with its own message and changing nothing: no game here; the game is over (a move that
//!   ended the game is never taken back); not seated; nothing of yours to take back; another seat has played a
//!   move of its own choosing since (named); a taken-back move revealed hidden or random information (its kind
//!   is named, never the information: see each game's `reveals` module, e.g. [`crate::games::maracaibo::reveals`]).
//! - Simultaneous steps (Puerto Rico's Mayor arrangements and storage, Maracaibo's set-up choices): another
//!   seat's move made after yours counts as acting since (as on BoardGameArena), one made before it does not.
//!   So only the last seat to answer so far may take its answer back.
//! - The game is rebuilt from the seed and the log without the taken-back moves (the same replay as loading a
//!   stored game) and saved durably like a move: the record is then byte for byte what it was before the
//!   move (apart from the seat's last seen language, and the reminder waits, which start again at the undo). The board is updated, the channel told "alice took back: <move>"
//!   (a move naming a secret of its seat, such as a set-up choice, is not named), the seats whose private view
//!   changed get it by DM, and the seats newly due to act are called as after a move (the caller included: the
//!   new ping replaces the one calling whoever was due after the taken-back move).
//! - Abort votes stay as they were.
//! - The move the AI played for a person whose turn clock ran out is theirs to take back like any other: the
//!   seat's timeouts go with it, so the player has the turn again with a fresh clock (the AI does not play it
//!   again at once).
//! - Board buttons name the move number and a fingerprint of the position ([`crate::present::buttons`]), so the buttons of
//!   a taken-back position stay stale even once another move reaches the same move number. A move confirmation
//!   names the state itself ([`crate::handlers::confirm`]).

use galleon_rules::RuleError;

use crate::base::io::{Message, Request};
use crate::handlers::guards::shown;
use crate::present::render::{self, name_list, seat_names};
use crate::tables::table::Slot;
use crate::tables::{Mover, Tables};
use crate::words::i18n::ta;

type Reply = Result<Vec<Message>, RuleError>;

/// What an `/undo` by `seat` would take back: the index of its last chosen move in the log.
fn last_move(table: &crate::tables::table::Table, seat: usize) -> Result<usize, RuleError> {
    let log = table.record.game.as_ref().map_or(&[][..], |g| &g.log[..]);
    let from = log
        .iter()
        .rposition(|m| m.seat == seat && !m.auto)
        .ok_or_else(|| RuleError::new("err-undo-nothing"))?;
    let mut since: Vec<usize> = log[from + 1..].iter().filter(|m| !m.auto).map(|m| m.seat).collect();
    since.sort_unstable();
    since.dedup();
    if !since.is_empty() {
        let names = name_list(&seat_names(table, &since));
        return Err(RuleError::new("err-undo-acted").player("names", names));
    }
    Ok(from)
}

pub fn undo(host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &[(String, String)]) -> Reply {
    let Slot::Table(table) = &*slot else {
        return Err(RuleError::new("err-no-game"));
    };
    // The replay reads the game's state (a game's edition, a stale layout), written out if left unwritten.
    let full = table.full_record();
    let (Some(game), Some(stored)) = (table.game.as_deref(), full.game.as_ref()) else {
        return Err(RuleError::new("err-no-game"));
    };
    if game.is_over() {
        return Err(RuleError::new("err-undo-over"));
    }
    let seat = table
        .record
        .seat_of(&request.user.id)
        .ok_or_else(|| RuleError::new("err-not-seated"))?;
    let from = last_move(table, seat)?;
    let kind = host
        .registry()
        .get(game.kind())
        .ok_or_else(|| RuleError::new("err-no-game"))?;
    let taken = kind
        .take_back(table.record.seats.len(), stored, from)
        .map_err(|problem| {
            RuleError::new("err-undo-broken").text("problem", problem.text(request.locale, host.registry()))
        })?;
    if let Some(key) = taken.revealed {
        return Err(RuleError::new(key));
    }
    let before = crate::handlers::pipeline::Before::of(table);
    let mover = Mover::Person {
        seat,
        locale: request.locale,
        server: None,
    };
    let locale = table.record.locale;
    let forced = stored.log.len() - from - 1;
    let text = match taken.secret {
        true => ta(
            locale,
            "undo-done-secret",
            &[("name", shown(request).into()), ("forced", forced.into())],
        ),
        false => {
            let label = taken.game.label(&stored.log[from].text, &table.cx(locale).get());
            let args = [
                ("name", shown(request).into()),
                ("move", label.into()),
                ("forced", forced.into()),
            ];
            ta(locale, "undo-done", &args)
        }
    };
    let mut record = table.record.clone();
    let kept = record.game.as_mut().expect("checked above");
    kept.log.truncate(from);
    kept.state = taken.game.state();
    // A move the AI played for this seat when its clock ran out comes back to its player with a fresh clock.
    record.turn_clock.timeouts.retain(|t| t.seat != seat);
    // The seats due again are waited for from now (their reminders start over).
    crate::handlers::remind::track(&mut record, taken.game.as_ref(), host.now());
    let post = render::channel_post(&record, text);
    host.save(slot, Some(record), Some(taken.game))
        .map_err(crate::tables::store_error)?;
    let Slot::Table(table) = &*slot else {
        unreachable!("just saved a table")
    };
    let mut messages = crate::handlers::pipeline::tell(host, table, &before, &mover);
    messages.insert(1, post);
    Ok(messages)
}
