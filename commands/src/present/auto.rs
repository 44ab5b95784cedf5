//! The board's line naming the automatic moves that followed the latest move (the host plays them: see
//! [`crate::games::forced`]).

use crate::base::io::Locale;
use crate::tables::table::seat_names;
use crate::tables::table::Table;
use crate::words::i18n::ta;

/// Most automatic moves named on the board (the newest; the line says how many more there were).
const AUTO_SHOWN: usize = 4;

/// The board's line naming the automatic moves at the end of the log (those that followed the latest move), None
/// when the latest move was a player's. Within `room` characters when it can: with the moves' labels, else with
/// the players' names alone; else it only counts them, and the board makes room for that (it is never dropped:
/// without it a board jumps moves unexplained).
pub fn board_line(table: &Table, locale: Locale, room: usize) -> Option<String> {
    let game = table.game.as_deref()?;
    let log = &table.record.game.as_ref()?.log;
    let autos = log.iter().rev().take_while(|m| m.auto).count();
    if autos == 0 {
        return None;
    }
    let newest = &log[log.len() - autos.min(AUTO_SHOWN)..];
    let cx = table.cx(locale);
    let name = |seat: usize| seat_names(table, &[seat]).remove(0);
    let labelled: Vec<String> = newest
        .iter()
        .map(|m| format!("{} — {}", name(m.seat), game.label(&m.text, &cx.get())))
        .collect();
    let mut names: Vec<String> = newest.iter().map(|m| name(m.seat)).collect();
    names.dedup();
    let named = [labelled.join(" · "), names.join(", ")]
        .into_iter()
        .map(|moves| {
            let mut line = ta(locale, "auto-board-line", &[("moves", moves.into())]);
            if autos > AUTO_SHOWN {
                line.push(' ');
                line.push_str(&ta(
                    locale,
                    "auto-board-more",
                    &[("count", (autos - AUTO_SHOWN).into())],
                ));
            }
            line
        })
        .find(|line| line.chars().count() <= room);
    Some(named.unwrap_or_else(|| ta(locale, "auto-board-count", &[("count", autos.into())])))
}
