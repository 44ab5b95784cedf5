//! One road for every change of a running game.
//!
//! Every way a move enters a table comes here: a person's command or button ([`crate::handlers::play`]), an AI's move and
//! the clock's stand-in ([`crate::host::ai_turn`]), the forced moves pending after `/restore` ([`settle`]), and the
//! changes that replace the game (`/start`, `/undo`, `/restore`) for what they tell. A move is applied to a copy
//! of the game, followed by its forced moves ([`crate::games::forced`]), made durable in one write (the host's
//! [`Tables::save_moves_answering`], which has the one rollback path), and only then told, always by [`tell`]:
//! the board, the DMs of the people whose private view changed, the turn ping, the result. The board's picture
//! follows every board message the host returns, whichever road it came by (see [`crate::present::images`]).
//!
//! Rulings:
//! - A private view is sent only where it changed. A person's own move never DMs them (every DM is a phone
//!   notification): what it changed of their own view comes in their ephemeral reply. A DM carries what changed
//!   because of something the player did not do: another seat's move, the AI standing in for them, a forced move
//!   after someone else's, a game started or brought back.

use galleon_rules::{RuleError, Seat};

use crate::base::error::HostError;
use crate::base::io::Message;
use crate::games::TableGame;
use crate::present::render;
use crate::record::LoggedMove;
use crate::tables::table::Table;
use crate::tables::{Mover, Tables};

/// What the players knew before a change: who was due to act and every seat's private view (None: nothing yet,
/// as at `/start` and `/restore`, when every seat gets its view and every seat due is called).
pub(crate) struct Before {
    to_act: Vec<Seat>,
    views: Option<Vec<String>>,
}

impl Before {
    /// The table as it stands, before it changes.
    pub fn of(table: &Table) -> Before {
        match table.game.as_deref() {
            Some(game) => Before {
                to_act: game.to_act(),
                views: Some((0..game.players()).map(|s| game.private_state(s)).collect()),
            },
            None => Before::nothing(),
        }
    }

    /// A game brought back whose seats were last sent its private views as they stand: only what changes from
    /// them is sent again, while every seat due is called.
    pub fn views_known(table: &Table) -> Before {
        Before {
            to_act: Vec::new(),
            views: Before::of(table).views,
        }
    }

    /// Nothing told yet: a game just started or brought back.
    pub fn nothing() -> Before {
        Before {
            to_act: Vec::new(),
            views: None,
        }
    }
}

/// A move applied to a copy of a game: the move as logged, then the forced moves after it, and the game after
/// all of them.
pub(crate) struct Applied {
    moves: Vec<LoggedMove>,
    next: Box<dyn TableGame>,
}

/// Applies `text` for `seat` to a copy of `game`, then the forced moves that follow it.
pub(crate) fn apply(game: &dyn TableGame, seat: Seat, text: &str) -> Result<Applied, RuleError> {
    let mut next = game.boxed_clone();
    let text = next.apply(seat, text)?;
    let mut moves = vec![LoggedMove {
        seat,
        text,
        auto: false,
    }];
    moves.extend(crate::games::forced::auto_play(next.as_mut()));
    Ok(Applied { moves, next })
}

/// Makes `applied` durable at `table` and returns what to tell about it (prepared while the store flushes,
/// returned only once the moves are durable; a failed write leaves the table as it was).
pub(crate) fn commit(
    host: &dyn Tables,
    table: &mut Table,
    applied: Applied,
    mover: &Mover,
) -> Result<Vec<Message>, HostError> {
    let before = Before::of(table);
    let mut answer = |table: &Table| tell(host, table, &before, mover);
    host.save_moves_answering(table, applied.moves, applied.next, mover, &mut answer)
}

/// Plays the forced moves pending in a table's game (one installed as stored, e.g. by `/restore`), saved in one
/// durable write; the caller tells the table afterwards.
pub(crate) fn settle(host: &dyn Tables, table: &mut Table) -> Result<(), HostError> {
    let Some(game) = table.active() else { return Ok(()) };
    let mut next = game.boxed_clone();
    let forced = crate::games::forced::auto_play(next.as_mut());
    if forced.is_empty() {
        return Ok(());
    }
    host.save_moves_answering(table, forced, next, &Mover::Nobody, &mut |_| Vec::new())
        .map(drop)
}

/// What every change of a game tells, in this order: the board, the private views that changed (the mover's in
/// their ephemeral reply, the others' by DM), the turn ping, then the result and the record once the game is over.
pub(crate) fn tell(host: &dyn Tables, table: &Table, before: &Before, mover: &Mover) -> Vec<Message> {
    let mut messages = vec![render::board_message(table)];
    messages.extend(private_views(host, table, before.views.as_deref(), mover));
    messages.extend(crate::handlers::ping::turn_ping(host, table, &before.to_act));
    if let Some(outcome) = table.game.as_deref().and_then(|g| g.outcome()) {
        messages.push(render::channel_post(
            &table.record,
            render::result_text(table, &outcome),
        ));
        messages.extend(crate::handlers::takeover::result_note(table));
        messages.extend(crate::handlers::history::game_over(host, table));
    }
    messages
}

/// The new private view of every seat whose view changed (all seats when `before` is None), in the reader's
/// language: to the person who moved in their ephemeral reply, to the others by DM (skipping users whose DMs are
/// known to fail, and AI seats).
fn private_views(host: &dyn Tables, table: &Table, before: Option<&[String]>, mover: &Mover) -> Vec<Message> {
    let Some(game) = table.game.as_deref() else {
        return Vec::new();
    };
    let own = match mover {
        Mover::Person { seat, locale, .. } => Some((*seat, *locale)),
        _ => None,
    };
    let changed = |seat: usize| !matches!(before, Some(b) if b.get(seat) == Some(&game.private_state(seat)));
    let seats = table.record.seats.iter().enumerate();
    let mut views = Vec::new();
    for (seat, seated) in seats.filter(|(seat, _)| changed(*seat)) {
        let id = &seated.user.id;
        match own {
            Some((own, locale)) if own == seat => {
                views.push(render::ephemeral_to(id, render::private_doc(table, seat, locale)));
            }
            _ if host.dms_refused(id) || crate::base::ids::is_ai(id) => {}
            _ => {
                let locale = host.user_locale(id, seated.locale);
                views.push(render::dm_doc(id, render::private_doc(table, seat, locale)));
            }
        }
    }
    views
}
