//! A press on a panel's board button (see [`crate::games::Secrets::board_panels`]): it plays nothing and answers
//! its presser alone with the panel's choices, the moves a secret decides (Santiago's amounts on a hidden purse).
//!
//! Rulings:
//! - The press is checked as a board move's is (the same game, where it stands now, the presser in the seat named),
//!   so a stale or foreign press is refused the same way and nobody else ever sees the panel.
//! - The panel offers the seat's legal moves starting with its key that the board does not already offer, as
//!   many as the transport shows: when there are more, the first ones and a spread up to the last (the note
//!   names the typed command for the others). When none is legal (nothing the purse can pay), it offers the
//!   board's moves instead and its note says why: the press is answered, never refused, whatever the purse.
//! - The panel's buttons are ordinary move buttons naming their move by its text: pressing one plays it.

use galleon_rules::RuleError;

use crate::base::ids::PanelId;
use crate::base::io::{Message, Request};
use crate::present::render;
use crate::tables::table::Slot;
use crate::tables::Tables;

type Reply = Result<Vec<Message>, RuleError>;

pub fn button(_host: &dyn Tables, slot: &mut Slot, request: &Request, id: &str) -> Reply {
    let pressed = PanelId::decode(id).ok_or_else(|| RuleError::new("err-button-unknown"))?;
    let (table, _) = crate::handlers::play::pressed_here(slot, request, &pressed.0)?;
    let panel = crate::present::buttons::panel_buttons(table, pressed.0.seat, pressed.key(), request.locale);
    let (note, buttons) = panel.ok_or_else(|| RuleError::new("err-button-stale"))?;
    let mut message = render::ephemeral(request, note);
    message.buttons = buttons;
    Ok(vec![message])
}
