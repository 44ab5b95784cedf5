//! `/undo` (French `/annuler`): a player takes back their own last move, with the AI moves played after it.
//!
//! Rulings:
//! - Only a seated player, in a running game, for their own last move (the last move of their seat that was
//!   not auto-played, played while they held it). It goes back together with every move played after it: the auto-played moves (forced
//!   moves are consequences, not choices) and the moves the AI seats chose (beside bots a misclick is not final:
//!   they answer at once). Taking back again takes back the move before, under the same rules.
//! - A move is an AI's when an AI held its seat then ([`crate::record::player_of_move`]): the moves of an AI that
//!   took a person's seat over (`/resign`, `/kick`) are, those the person played before are the person's (and
//!   named after them in a refusal). The move the AI played for a person whose turn clock ran out stays that
//!   person's (their seat is still theirs), so it is a person's move like any other.
//! - Refused, each with its own message and changing nothing: no game here; the game is over (a move that
//!   ended the game is never taken back); not seated; nothing of yours to take back; another person (a seat not
//!   held by an AI) has played a move of their own choosing since (named); one of the taken-back moves, the
//!   player's or an AI's, revealed hidden or random information (its kind is named, never the information: see
//!   each game's `reveals` module, e.g. [`crate::games::maracaibo::reveals`]).
//! - Simultaneous steps (Puerto Rico's Mayor arrangements and storage, Maracaibo's set-up choices): another
//!   person's move made after yours counts as acting since (as on BoardGameArena), one made before it does not.
//!   So only the last person to answer so far may take their answer back; the AI seats' answers after it go back
//!   with it and are given again.
//! - The game is rebuilt from the seed and the log without the taken-back moves (the same replay as loading a
//!   stored game) and saved durably like a move: the record is then byte for byte what it was before the
//!   move (apart from the seat's last seen language, and the reminder waits, which start again at the undo).
//!   The board is updated, the channel told "alice took back: <move>" (a move naming a secret of its seat, such
//!   as a set-up choice, is not named), followed by the AI moves taken back with it: each named with its
//!   seat when they are few and short (at most [`AI_NAMED`] moves in [`AI_NAMED_ROOM`] characters, none naming a
//!   secret), else counted with their seats' names. The seats whose private view changed get it by DM, and the
//!   seats newly due to act are called as after a move (the caller included: the new ping replaces the one
//!   calling whoever was due after the taken-back move).
//! - The AI seats then simply play again when their turn comes (the host's AI scheduling finds them due, as
//!   after any move): possibly the same moves, since an AI's seed depends on the position (the terminal modes
//!   play exactly the same ones).
//! - Abort votes stay as they were.
//! - The move the AI played for a person whose turn clock ran out is theirs to take back like any other: the
//!   seat's timeouts go with it, so the player has the turn again with a fresh clock (the AI does not play it
//!   again at once). The timeouts of moves no longer reached (announced after the taken-back move) go too.
//! - Board buttons name the move number and a fingerprint of the position ([`crate::present::buttons`]), so the buttons of
//!   a taken-back position stay stale even once another move reaches the same move number. A move confirmation
//!   names the state itself ([`crate::handlers::confirm`]).

use galleon_rules::RuleError;

use crate::base::ids::is_ai;
use crate::base::io::{Locale, Message, Request};
use crate::games::TakenBack;
use crate::handlers::guards::shown;
use crate::present::render::{self, name_list, seat_names};
use crate::record::LoggedMove;
use crate::tables::table::{Slot, Table};
use crate::tables::{Mover, Tables};
use crate::words::i18n::ta;

type Reply = Result<Vec<Message>, RuleError>;

/// Most AI moves the channel's line names one by one (more are counted).
pub const AI_NAMED: usize = 3;
/// Most characters the named AI moves take in the channel's line (longer: counted).
pub const AI_NAMED_ROOM: usize = 160;

/// Whether `logged`, move `index` of `table`'s game, was chosen by a person: a move not auto-played, played
/// when a person held its seat (see [`crate::record::player_of_move`]: a takeover AI's moves are an AI's, the
/// moves its person played before are theirs; the clock's stand-in plays for a person who keeps the seat).
fn chosen_by_person(table: &Table, index: usize, logged: &LoggedMove) -> bool {
    let player = table.record.player_of_move(logged.seat, index);
    !logged.auto && player.is_some_and(|user| !is_ai(&user.id))
}

/// What an `/undo` by `seat` would take back: the index of its last chosen move in the log, from which every
/// move goes back.
fn last_move(table: &Table, seat: usize) -> Result<usize, RuleError> {
    let log = table.record.game.as_ref().map_or(&[][..], |g| &g.log[..]);
    let holder = table.record.seats.get(seat).map(|s| &s.user);
    let from = (0..log.len())
        .rposition(|n| log[n].seat == seat && !log[n].auto && table.record.player_of_move(seat, n) == holder)
        .ok_or_else(|| RuleError::new("err-undo-nothing"))?;
    let mut since: Vec<String> = (from + 1..log.len())
        .filter(|&n| chosen_by_person(table, n, &log[n]))
        .filter_map(|n| table.record.player_of_move(log[n].seat, n))
        .map(|user| crate::base::doc::name(&user.name))
        .collect();
    since.sort_unstable();
    since.dedup();
    if !since.is_empty() {
        return Err(RuleError::new("err-undo-acted").player("names", name_list(&since)));
    }
    Ok(from)
}

/// The AI moves taken back (every chosen move after `from`, since no person chose one), for the channel's line:
/// named one by one when few, short and naming no secret, else counted with their seats' names.
fn ai_moves(table: &Table, log: &[LoggedMove], from: usize, taken: &TakenBack, locale: Locale) -> Option<String> {
    let chosen: Vec<usize> = (from + 1..log.len()).filter(|&n| !log[n].auto).collect();
    if chosen.is_empty() {
        return None;
    }
    let cx = table.cx(locale);
    let before = |n: usize| taken.positions[n - from].as_ref();
    let after = |n: usize| taken.positions[n - from + 1].as_ref();
    let open = chosen
        .iter()
        .all(|&n| !crate::handlers::game_log::hidden(&log[n], before(n), after(n)));
    let named: Vec<String> = chosen
        .iter()
        .map(|&n| {
            let name = seat_names(table, &[log[n].seat]).remove(0);
            format!("{name} — {}", before(n).label(&log[n].text, &cx.get()))
        })
        .collect();
    let named = named.join(" · ");
    if open && chosen.len() <= AI_NAMED && named.chars().count() <= AI_NAMED_ROOM {
        return Some(named);
    }
    let mut seats: Vec<usize> = chosen.iter().map(|&n| log[n].seat).collect();
    seats.sort_unstable();
    seats.dedup();
    let args = [
        ("count", chosen.len().into()),
        ("names", name_list(&seat_names(table, &seats)).into()),
    ];
    Some(ta(locale, "undo-ai-count", &args))
}

/// The channel's line saying what was taken back: the player's move (unless it names a secret of theirs), the
/// AI moves with it, how many forced moves.
fn done_text(table: &Table, request: &Request, log: &[LoggedMove], from: usize, taken: &TakenBack) -> String {
    let locale = table.record.locale;
    let forced = log[from + 1..].iter().filter(|m| m.auto).count();
    let mut args = vec![("name", shown(request).into()), ("forced", forced.into())];
    if !taken.secret {
        let label = taken.game.label(&log[from].text, &table.cx(locale).get());
        args.push(("move", label.into()));
    }
    let ai = ai_moves(table, log, from, taken, locale);
    let key = match (taken.secret, &ai) {
        (false, None) => "undo-done",
        (true, None) => "undo-done-secret",
        (false, Some(_)) => "undo-done-ai",
        (true, Some(_)) => "undo-done-ai-secret",
    };
    if let Some(ai) = ai {
        args.push(("ai", ai.into()));
    }
    ta(locale, key, &args)
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
    let text = done_text(table, request, &stored.log, from, &taken);
    let mut record = table.record.clone();
    let kept = record.game.as_mut().expect("checked above");
    kept.log.truncate(from);
    kept.state = taken.game.state();
    // A move the AI played for this seat when its clock ran out comes back to its player with a fresh clock; a
    // timeout announced after the taken-back move is of a move no longer awaited.
    record.turn_clock.timeouts.retain(|t| t.seat != seat && t.from <= from);
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
