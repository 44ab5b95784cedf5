//! The names Santiago's texts share (crops, tiles, squares, a seat's line): the board and `/look` both use them.

use galleon_rules::santiago::{Crop, Phase, PublicView, Square, Tile};
use galleon_rules::Seat;

use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t_id, ta};

pub(super) fn crop_name(crop: Crop, locale: Locale) -> String {
    t_id(locale, "sa-crop-", crop.id())
}

pub(super) fn crop_letter(crop: Crop, locale: Locale) -> String {
    t_id(locale, "sa-letter-", crop.id())
}

pub(super) fn tile_name(tile: Tile, locale: Locale) -> String {
    ta(
        locale,
        "sa-tile",
        &[
            ("crop", crop_name(tile.crop, locale).into()),
            ("workers", tile.workers.into()),
        ],
    )
}

/// `C3`: the board's column letters are capitals.
pub(super) fn square_name(square: Square) -> String {
    square.to_string().to_uppercase()
}

/// Whether the proposals of this round are on the table (phase 4, until the overseer decides).
pub(super) fn proposing(view: &PublicView) -> bool {
    matches!(view.phase, Phase::Bribes | Phase::Overseer)
}

/// One seat's line: number, name (👷 the overseer), workers in reserve, personal canal, and money when public.
pub(super) fn seat_line(view: &PublicView, seat: Seat, cx: &RenderCx) -> String {
    let overseer = if seat == view.overseer { " 👷" } else { "" };
    let canal = if view.personal_canals[seat] { "yes" } else { "no" };
    let mut line = ta(
        cx.locale,
        "sa-board-seat",
        &[
            ("number", (seat + 1).into()),
            ("name", format!("{}{overseer}", cx.name(seat)).into()),
            ("workers", view.workers_left[seat].into()),
            ("canal", canal.into()),
        ],
    );
    if let Some(money) = &view.money {
        line.push_str(&ta(cx.locale, "sa-board-money", &[("money", money[seat].into())]));
    }
    line
}
