//! Puerto Rico's public board as one message of the transport: the form of names that fits, the prompt line,
//! the buildings in play, the latest moves, and the board's parts kept per thread (see `base::memo`).

use std::cell::RefCell;
use std::collections::HashMap;

use galleon_rules::puerto_rico::view::SeatView;
use galleon_rules::puerto_rico::{BuildingId, Event, PublicView, Step};

use super::labels::{arrangement_text, event_text};
use super::lines::{
    city_line, colonists_line, end_line, house_line, island_line, phase_line, plantations_line, roles_line, seat_head,
    ships_line, supply_line,
};
use super::prompts;
use super::words::{city_name, Names};
use crate::base::doc::Doc;
use crate::base::io::Locale;
use crate::base::memo::Kept;
use crate::games::last_moves::{last_moves_shown, BULLET};
use crate::games::RenderCx;
use crate::words::i18n::{t, ta};

/// Events shown under the board.
pub(super) const EVENTS_SHOWN: usize = 8;

/// The board and its length.
pub(super) fn board(view: &PublicView, cx: &RenderCx) -> (Doc, usize) {
    // Lengths are added up (a document's length is its lines' plus the line breaks): the board is written after
    // every move.
    let room = cx.board_room();
    // The prompt's short form, written once: the room it needs decides the board's form.
    let short_prompt = prompts::prompt_line(view, cx, true).map(|p| measured(cx, p));
    let prompt_room = short_prompt.as_ref().map_or(0, |(_, length)| 1 + length);
    let (mut board, buildings) = main_and_buildings(view, cx, room, prompt_room);
    if board.1 + buildings.1 < room {
        board.0.append(buildings.0);
        board.1 += 1 + buildings.1;
    }
    let (mut board, used) = board;
    let used = insert_prompt(&mut board, used, view, cx, short_prompt);
    debug_assert_eq!(used, (cx.limits.measure)(&board), "lengths add up over lines");
    let header = t(cx.locale, "pr-board-last");
    let newest_first = view.events.iter().rev().map(|logged| event_line(&logged.event, cx));
    let shown = last_moves_shown(&header, newest_first, EVENTS_SHOWN, room.saturating_sub(used));
    if shown.is_empty() {
        return (board, used);
    }
    let (block, mut length) = kept(cx, "pr-last", &header, || header.clone());
    board.append(block);
    for (line, line_length) in shown {
        board.append(line);
        length += 1 + line_length;
    }
    (board, used + 1 + length)
}

thread_local! {
    /// Lines of the latest moves kept per thread by their event (see `base::memo`): after a move, all but the
    /// newest were on the board before.
    static EVENT_LINES: Kept<(usize, (Doc, usize))> = RefCell::new(HashMap::default());
}

/// The latest moves' line for `event` and its length, after the characters of its text (what
/// [`last_moves_shown`] counts).
pub(super) fn event_line(event: &Event, cx: &RenderCx) -> (usize, (Doc, usize)) {
    let key = ("pr-event", cx.locale, cx.limits.measure, cx.names, event);
    crate::base::memo::kept(&EVENT_LINES, crate::base::memo::KEPT_MOST, &key, || {
        let text = event_text(event, cx);
        (text.chars().count(), measured(cx, format!("{BULLET}{text}")))
    })
}

/// The board's lines and the buildings for sale (or the line pointing to `/info` for them), in the first form
/// that fits `room` (see [`FORMS`]), else the last one.
pub(super) fn main_and_buildings(
    view: &PublicView,
    cx: &RenderCx,
    room: usize,
    prompt: usize,
) -> ((Doc, usize), (Doc, usize)) {
    // Each part is written and measured once.
    let (mut mains, mut lists) = (Measured::default(), Measured::default());
    let pointer = || measured(cx, t(cx.locale, "pr-board-in-play-elsewhere"));
    let last = FORMS.len() - 1;
    for (at, &(names, list, keep)) in FORMS.iter().enumerate() {
        let main = mains.get(names, || main_part(view, cx, names)).1;
        let buildings = match list {
            Some(names) => lists.get(list, || buildings_part(view, cx, names)).1,
            None => lists.get(None, pointer).1,
        };
        let kept = match keep {
            Room::EventsAndPrompt => EVENTS_ROOM + prompt,
            Room::Prompt => prompt,
            Room::Nothing => 0,
        };
        if main + 1 + buildings + kept <= room || at == last {
            return (mains.take(names), lists.take(list));
        }
    }
    unreachable!("the last form is taken")
}

/// Parts of the board already written in some form (of names), with their lengths.
pub(super) struct Measured<F>(Vec<(F, (Doc, usize))>);

impl<F> Default for Measured<F> {
    fn default() -> Self {
        Measured(Vec::new())
    }
}

impl<F: PartialEq + Copy> Measured<F> {
    fn get(&mut self, names: F, write: impl FnOnce() -> (Doc, usize)) -> &(Doc, usize) {
        let at = match self.0.iter().position(|(n, _)| *n == names) {
            Some(at) => at,
            None => {
                self.0.push((names, write()));
                self.0.len() - 1
            }
        };
        &self.0[at].1
    }

    fn take(&mut self, names: F) -> (Doc, usize) {
        let at = self.0.iter().position(|(n, _)| *n == names).expect("measured before");
        self.0.swap_remove(at).1
    }
}

/// What a form of the board leaves room for besides itself.
#[derive(Clone, Copy)]
pub(super) enum Room {
    /// A few of the latest moves and the prompt line's short form.
    EventsAndPrompt,
    /// The prompt line's short form.
    Prompt,
    /// Nothing: the host's line under the board still names who is to act.
    Nothing,
}

/// The board's forms, first choice first: the cities' names and the list of buildings for sale (None: a line
/// pointing to `/info` for it), and what else is kept room for. Full names; short names (in words); the tight
/// list (no VP), before which the prompt line goes if it must (full names come before it); the list
/// abbreviated; then the list pointed to; only then (5 players late in a game) the cities' names abbreviated:
/// players read their cities in words before the prompt line, which `/help` repeats.
pub(super) const FORMS: &[(Names, Option<Names>, Room)] = &[
    (Names::Full, Some(Names::Full), Room::EventsAndPrompt),
    (Names::Short, Some(Names::Short), Room::Prompt),
    (Names::Short, Some(Names::Tight), Room::Prompt),
    (Names::Short, Some(Names::Tight), Room::Nothing),
    (Names::Short, Some(Names::Abbreviated), Room::Prompt),
    (Names::Short, Some(Names::Abbreviated), Room::Nothing),
    (Names::Short, None, Room::Nothing),
    (Names::Abbreviated, None, Room::Nothing),
];

/// A marked-up text as a document, with its length as the transport measures it.
pub(super) fn measured(cx: &RenderCx, text: String) -> (Doc, usize) {
    let doc = Doc::parse(&text);
    let length = (cx.limits.measure)(&doc);
    (doc, length)
}

/// Room kept for the latest moves (three or four) when choosing full building names: full names come first, the
/// rest of the moves are in `/log`.
pub(super) const EVENTS_ROOM: usize = 150;
/// Room kept for the latest moves when adding the prompt line (the newest two or so).
pub(super) const PROMPT_EVENTS_ROOM: usize = 120;

/// The prompt line (what the seat to act decides and what it does) under the phase line when it fits with
/// some room left for the latest moves, else its short form pointing to `/help` (which says the same) before
/// the latest moves.
pub(super) fn insert_prompt(
    board: &mut Doc,
    used: usize,
    view: &PublicView,
    cx: &RenderCx,
    short: Option<(Doc, usize)>,
) -> usize {
    let room = cx.board_room();
    let after_break = used + 1;
    let full = prompts::prompt_line(view, cx, false)
        .map(|p| measured(cx, p))
        .filter(|(_, length)| after_break + length + PROMPT_EVENTS_ROOM <= room);
    let short = || short.filter(|(_, length)| after_break + length <= room);
    let Some((prompt, length)) = full.or_else(short) else {
        return used;
    };
    // Under the first line (the phase).
    let at = board.blocks.len().min(1);
    board.blocks.splice(at..at, prompt.blocks);
    after_break + length
}

/// [`buildings_block`] as a document, kept (see `base::memo`) outside the draft, whose lines name who picks.
pub(super) fn buildings_part(view: &PublicView, cx: &RenderCx, names: Names) -> (Doc, usize) {
    let write = || buildings_block(view, cx, names);
    match view.step {
        Step::Draft => measured(cx, write()),
        _ => kept(cx, "pr-buildings", (names, &view.buildings_left), write),
    }
}

/// A part of the board as a document with its length, kept per thread by `inputs` (see `base::memo`): `write`
/// makes it from them alone (with the reader's language and the transport's measure, also in the key).
pub(super) fn kept<K: std::hash::Hash>(
    cx: &RenderCx,
    kind: &str,
    inputs: K,
    write: impl FnOnce() -> String,
) -> (Doc, usize) {
    let key = (kind, cx.locale, cx.limits.measure, inputs);
    crate::base::memo::part(&key, || measured(cx, write()))
}

/// The buildings in play by cost with the copies left (sold-out ones left out), then during the draft who
/// picks and what each cost with free spaces still offers.
pub(super) fn buildings_block(view: &PublicView, cx: &RenderCx, names: Names) -> String {
    let locale = cx.locale;
    let (header, separator) = match names {
        Names::Full | Names::Short => ("pr-board-in-play", ", "),
        Names::Tight => ("pr-board-in-play-tight", ", "),
        Names::Abbreviated => ("pr-board-in-play-tight", " "),
    };
    let mut lines = vec![t(locale, header)];
    for cost in 1..=10u8 {
        let entries: Vec<String> = view
            .buildings_left
            .iter()
            .filter(|(b, n)| b.info().cost == cost && *n > 0)
            .map(|(b, n)| building_left(*b, *n, locale, names))
            .collect();
        if !entries.is_empty() {
            lines.push(format!("{cost} → {}", entries.join(separator)));
        }
    }
    if view.step == Step::Draft {
        lines.extend(draft_lines(view, cx, names));
    }
    lines.join("\n")
}

/// During the draft: who picks, then per cost with free spaces, the candidates left.
pub(super) fn draft_lines(view: &PublicView, cx: &RenderCx, names: Names) -> Vec<String> {
    let locale = cx.locale;
    let picker = view.to_act.first().map_or("?", |&seat| cx.name(seat));
    let mut lines = vec![ta(locale, "pr-board-draft-picker", &[("name", picker.into())])];
    for (cost, free, candidates) in &view.draft {
        let names: Vec<String> = candidates.iter().map(|b| city_name(*b, locale, names)).collect();
        lines.push(ta(
            locale,
            "pr-board-draft-cost",
            &[
                ("cost", (*cost).into()),
                ("free", (*free).into()),
                ("candidates", names.join(", ").into()),
            ],
        ));
    }
    lines
}

/// `Small Market (1) ×2`: a building for sale with its VP and copies left; `S.Market×2` in the tight form (its
/// VP is then in `/info`).
pub(super) fn building_left(building: BuildingId, left: u8, locale: Locale, names: Names) -> String {
    let (name, vp) = (city_name(building, locale, names), building.info().vp);
    match names {
        Names::Tight | Names::Abbreviated => format!("{name}×{left}"),
        Names::Full | Names::Short => format!("{name} ({vp}) ×{left}"),
    }
}

/// Everything but the buildings left and the events, as a document: the lines of the whole table, then each
/// seat's (kept, see `base::memo`: most seats are as they were the move before).
pub(super) fn main_part(view: &PublicView, cx: &RenderCx, names: Names) -> (Doc, usize) {
    let seats = view.seats.iter().flat_map(|seat| seat_parts(seat, cx, names));
    let mut parts = table_parts(view, cx).into_iter().chain(seats);
    let (mut doc, mut length) = parts.next().expect("the phase line");
    for (lines, more) in parts {
        doc.append(lines);
        length += 1 + more;
    }
    (doc, length)
}

/// The lines of the whole table (phase, roles, colonists, ships, trading house, supply, plantations, the end),
/// each kept by what it shows (see `base::memo`).
pub(super) fn table_parts(view: &PublicView, cx: &RenderCx) -> Vec<(Doc, usize)> {
    let (locale, names) = (cx.locale, cx.names);
    let phase = (view.round, view.governor, view.role, view.role_seat, view.step, names);
    let colonists = (view.colonist_ship, view.colonist_supply, view.vp_supply);
    let plantations = (&view.face_up_plantations, view.quarries, view.plantation_stack);
    let mut parts = vec![
        kept(cx, "pr-phase", phase, || phase_line(view, cx)),
        kept(cx, "pr-roles", (&view.roles, names), || roles_line(&view.roles, cx)),
        kept(cx, "pr-colonists", colonists, || colonists_line(view, cx)),
        kept(cx, "pr-ships", &view.cargo_ships, || {
            ships_line(&view.cargo_ships, locale)
        }),
        kept(cx, "pr-house", &view.trading_house, || {
            house_line(&view.trading_house, locale)
        }),
        kept(cx, "pr-supply", view.goods_supply, || supply_line(view, cx)),
        kept(cx, "pr-plantations", plantations, || plantations_line(view, locale)),
    ];
    if !view.end_triggered.is_empty() {
        parts.push(measured(cx, end_line(&view.end_triggered, locale)));
    }
    parts
}

/// A seat's lines (head, island, city, the Mayor's draft), each kept by what it shows (see `base::memo`): a
/// move changes one or two of them.
pub(super) fn seat_parts(seat: &SeatView, cx: &RenderCx, names: Names) -> Vec<(Doc, usize)> {
    let locale = cx.locale;
    let head = (
        cx.name(seat.seat),
        seat.governor,
        seat.doubloons,
        seat.goods,
        seat.san_juan,
    );
    let island = (&seat.island, seat.forests);
    let city = (names, &seat.city, seat.city_spaces_used);
    let mut parts = vec![
        kept(cx, "pr-seat", head, || seat_head(seat, cx)),
        kept(cx, "pr-island", island, || island_line(seat, locale)),
        kept(cx, "pr-city", city, || city_line(seat, locale, names)),
    ];
    if let Some(draft) = &seat.draft {
        let what = arrangement_text(draft, locale);
        let line = format!("  {}", ta(locale, "pr-board-draft", &[("what", what.into())]));
        parts.push(measured(cx, line));
    }
    parts
}
