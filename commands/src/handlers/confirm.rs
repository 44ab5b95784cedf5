//! Confirmation of costly board buttons that are easy to misclick (the set is chosen by each game, see
//! each game's `reveals` module, e.g. [`crate::games::puerto_rico::reveals`]).
//!
//! Pressing such a button plays nothing: it answers the presser alone with one "Confirm: <move>" button. The
//! press plays the move provided the game is the same one and still exactly where it was when asked (the
//! state's fingerprint is in the id, so any move or `/undo` since makes it stale), and the presser is the seat
//! named. Dismissing the question plays nothing. Typed moves are never asked.
//!
//! Id: `c1:<channel>:<game number>:<state fingerprint>:<seat>:<move>` where the fingerprint is 16 hex digits of
//! the FNV-1a hash of the state's serde text and the move is its canonical text, or `#<index>` into the seat's
//! board moves when the text would make the id longer than the host's or the transport's limit. A channel id longer
//! than 36 characters or holding `:` is written as `~` and 16 hex digits of its hash.

use galleon_rules::RuleError;

use crate::base::ids::{ButtonMove, ConfirmMove, ID_LIMIT};
use crate::base::io::{Button, Message, Request};
use crate::games::MoveChoice;
use crate::present::render;
use crate::tables::table::{Slot, Table};
use crate::words::i18n::ta;

/// Where the table stands now, as a confirmation names it.
fn here(table: &Table, seat: usize, action: ButtonMove) -> ConfirmMove {
    ConfirmMove {
        channel: crate::base::ids::field(&table.record.channel),
        game: table.game_number(),
        state: format!("{:016x}", crate::present::buttons::position_hash(table)),
        seat,
        action,
    }
}

/// The presser's private question for the board button of `seat` playing `choice`, labelled in the presser's
/// language (None if no id can name it).
pub(crate) fn ask(table: &Table, request: &Request, seat: usize, choice: &MoveChoice) -> Option<Message> {
    let mut id = here(table, seat, ButtonMove::Text(choice.text.clone()));
    let limit = ID_LIMIT.min(table.limits.id);
    if id.encode().len() > limit {
        let cx = table.plain_cx(request.locale);
        let moves = table.game.as_deref()?.button_moves(seat, &cx.get());
        id.action = ButtonMove::Index(moves.iter().position(|m| m.text == choice.text)?);
    }
    if id.encode().len() > limit {
        return None;
    }
    let args = [("move", choice.label.as_str().into())];
    let mut message = render::ephemeral(request, ta(request.locale, "confirm-ask", &args));
    let button: String = ta(request.locale, "confirm-button", &args)
        .chars()
        .take(table.limits.label)
        .collect();
    message.buttons = vec![Button {
        id: id.encode(),
        label: crate::base::doc::plain_text(&button),
    }];
    Some(message)
}

/// The move a press on a confirmation plays, if nothing changed since it was asked (see
/// [`crate::handlers::play::confirmed`]).
pub(crate) fn pressed(slot: &Slot, request: &Request, id: &str) -> Result<String, RuleError> {
    let pressed = ConfirmMove::decode(id).ok_or_else(|| RuleError::new("err-button-unknown"))?;
    let stale = || RuleError::new("err-confirm-stale");
    let Slot::Table(table) = slot else {
        return Err(stale());
    };
    let Some(game) = table.active() else {
        return Err(stale());
    };
    let current = here(table, pressed.seat, pressed.action.clone());
    if pressed != current || crate::base::ids::field(&request.channel) != pressed.channel {
        return Err(stale());
    }
    if table.record.seat_of(&request.user.id) != Some(pressed.seat) {
        let owner = render::seat_names(table, &[pressed.seat]).remove(0);
        return Err(RuleError::new("err-button-foreign").player("name", owner));
    }
    let text = match pressed.action {
        ButtonMove::Text(text) => text,
        ButtonMove::Index(i) => {
            let cx = table.plain_cx(request.locale);
            let moves = game.button_moves(pressed.seat, &cx.get());
            moves.into_iter().nth(i).map(|m| m.text).ok_or_else(stale)?
        }
    };
    Ok(text)
}
