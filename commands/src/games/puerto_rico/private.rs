//! Puerto Rico's private view: the seat's VP chips, under its own prices for the choice at hand.

use galleon_rules::puerto_rico::{PrivateView, PuertoRico};

use super::prompts;
use crate::base::doc::Doc;
use crate::games::RenderCx;
use crate::words::i18n::ta;

/// The seat's VP chips.
pub(super) fn private(view: &PrivateView, cx: &RenderCx) -> Doc {
    Doc::parse(&ta(cx.locale, "pr-private", &[("chips", view.vp_chips.into())]))
}

/// The seat's own prices for the choice at hand, then its VP chips (always the last line).
pub(super) fn private_in(game: &PuertoRico, view: &PrivateView, cx: &RenderCx) -> Doc {
    let mut doc = Doc::new();
    if let Some(block) = prompts::choice_block(game, view.seat, cx.locale) {
        doc.push_text(&block);
    }
    doc.append(private(view, cx));
    doc
}
