//! The names Santiago's texts share (crops, tiles, squares, a seat's line): the board and `/look` both use them.

use galleon_rules::santiago::{Crop, Phase, PublicView, Santiago, Square, Tile};
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

/// A panel's button on the board (see `SantiagoModule::board_panels`): `Bid…`, `Offer for gh…`, `Add to gh…`,
/// `Build elsewhere…`.
pub(super) fn panel_label(key: &str, locale: Locale) -> String {
    let (kind, position) = key.split_once(' ').unwrap_or((key, ""));
    let kind = if kind == "overseer" { "build" } else { kind };
    ta(
        locale,
        &format!("sa-panel-{kind}-button"),
        &[("position", position.into())],
    )
}

/// The note above a panel's buttons, for its seat alone: what it holds, what the choice is, and (when the
/// panel offers the board's moves because no amount is payable) why.
pub(super) fn panel_note(game: &Santiago, seat: Seat, key: &str, payable: bool, locale: Locale) -> String {
    let (kind, position) = key.split_once(' ').unwrap_or((key, ""));
    let kind = match kind {
        "overseer" => "build",
        "bribe" | "support" if !payable => "offer",
        other => other,
    };
    let none = if payable { "" } else { "-none" };
    let args = [
        ("money", game.money(seat).into()),
        ("position", position.into()),
        ("cost", game.rejection_cost().into()),
    ];
    ta(locale, &format!("sa-panel-{kind}{none}"), &args)
}
