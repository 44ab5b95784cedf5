//! Puerto Rico at the table: the board as text, the private view (VP chips), move labels, and the verb
//! commands `/role /plant /hacienda /colonists /build /craft /sell /ship /keep /pass`, and for the expansion
//! `/pick` (the draft) and `/guests` (Guest House), with options on `/plant` and `/hacienda` (forest), `/build`
//! (Black Market), `/sell` (Trading Post), `/ship` (`small-wharf`) and `/keep` (`loose`, Storehouse).
//!
//! Rendering uses only the engine's public types. Names come from the translation files (`pr-role-*`,
//! `pr-good-*`, `pr-building-*`…); French names are those of the French rules (planteur, intendant, maçon…).
//!
//! Rulings:
//! - `/colonists` without an arrangement plays the engine's suggested arrangement (its first suggestion): the
//!   seat's draft once it made a step.
//! - Mayor step by step: the board's buttons for a seat placing colonists are its draft (or the suggested
//!   arrangement), which places it at once, then one-colonist steps ("Move 1 from quarry to coffee"); after a
//!   step the board shows the seat's draft under its city, and `/play move:confirm` (or the first button)
//!   places it. Steps are typed as `move 1 from quarry to coffee` (French `déplacer 1 de carrière à café`).
//! - Forced moves: every forced move is played by the host (a Mayor with a single arrangement, a single
//!   possible load, a forced storage choice): none reveals a secret (VP chips are never part of a move).
//! - `/hacienda` is an extra verb for the Hacienda's face-down draw (the issue lists the others).
//! - `/role`, `/plant` and `/build` take an optional `colonist:no-colonist`, which declines the free colonist
//!   (Mayor's privilege, Hospice, University) where the engine offers it; its buttons read "… (no colonist)".
//! - The board lists, in this order: round and phase, roles, colonists and VP chips left, cargo ships, trading
//!   house, barrels in supply, face-up plantations, every player (forests counted on the island), the buildings
//!   in play by cost with their VP and the copies left (in every phase: players plan their builds;
//!   during the draft followed by who picks and the candidates left per cost), then the latest public events
//!   (up to 8, newest kept, as many as fit so the board stays one message of the transport). A crowded board uses
//!   the short names players say (`pr-short-*`: « raffinerie », `Small Indigo`), never abbreviations, to fit;
//!   only the buildings for sale on the most crowded boards (5 players late in a game) are abbreviated
//!   (`pr-abbr-*`: `S.Indigo`).
//! - Each decision says what it does (`puerto_rico/prompts.rs`): a `▶` line under the phase line, full when the
//!   board keeps room for a couple of the latest moves, else short (names and a pointer to `/help`), never in
//!   place of a fact; `/help` explains each role and choice; `/hand` of the Builder and the Trader lists its own
//!   prices. On a crowded board the buildings in play take a tight form (short names and copies left); where even
//!   that does not fit, a line sends the reader to `/info <building>`.
//! - The draft's verb is `/pick` (French `/retenir`: `choisir` would read as choosing a role); its autocomplete
//!   and buttons list the candidates in the building table's order (base buildings first).
//! - Optional choice options (`forest`, `trading-post`, `colonist`) hold only their own value, so
//!   `plant corn no-colonist` is never read as a forest. `/keep` takes `one` or, with a Storehouse, `loose`.

use std::cell::RefCell;
use std::collections::HashMap;

use galleon_rules::puerto_rico::data::GOODS;
use galleon_rules::puerto_rico::view::{CityBuilding, IslandTile, RoleView, SeatView, ShipView};
use galleon_rules::puerto_rico::{
    Action, Arrangement, BlackMarket, BuildingId, EndReason, Event, FreeColonist, Good, Keep, PrivateView, PublicView,
    PuertoRico, Role, ShipTarget, Step, Tile,
};
use galleon_rules::{Game, Seat};

use super::last_moves::{last_moves_shown, BULLET};
use super::verbs::{led, opt, option, verb};
use super::{Part, RenderCx, Verb};
use crate::base::doc::Doc;
use crate::base::io::{Locale, OptionShape};
use crate::base::memo::Kept;
use crate::games::Commands;
use crate::games::Engine;
use crate::games::Picture;
use crate::games::Secrets;
use crate::games::Tableau;
use crate::games::Text;
use crate::words::i18n::{t, t_id, ta, Arg};

mod info;
mod prompts;
pub(crate) mod reveals;
mod typed;

pub use info::{info, info_topics, look};

pub struct PuertoRicoModule;

/// Events shown under the board.
const EVENTS_SHOWN: usize = 8;

impl Engine for PuertoRicoModule {
    type G = PuertoRico;
}

impl Text for PuertoRicoModule {
    fn board(&self, view: &PublicView, cx: &RenderCx) -> Doc {
        board(view, cx).0
    }

    fn board_measured(&self, view: &PublicView, cx: &RenderCx) -> (Doc, usize) {
        board(view, cx)
    }

    fn private(&self, view: &PrivateView, cx: &RenderCx) -> Doc {
        Doc::parse(&ta(cx.locale, "pr-private", &[("chips", view.vp_chips.into())]))
    }

    /// The seat's own prices for the choice at hand, then its VP chips (always the last line).
    fn private_in(&self, game: &PuertoRico, view: &PrivateView, cx: &RenderCx) -> Doc {
        let mut doc = Doc::new();
        if let Some(block) = prompts::choice_block(game, view.seat, cx.locale) {
            doc.push_text(&block);
        }
        doc.append(self.private(view, cx));
        doc
    }

    fn help(&self, locale: Locale) -> Option<Doc> {
        Some(Doc::parse(&prompts::help(locale)))
    }

    fn move_label(&self, action: &Action, cx: &RenderCx) -> String {
        // Kept per thread (see `base::memo`): the board's buttons label the same few moves after every move.
        crate::base::memo::text(&("pr-label", cx.locale, action), || label(action, cx.locale))
    }

    /// The round and the role in play; none while a role is being chosen (the choice's line names it).
    fn log_stage(&self, game: &PuertoRico, cx: &RenderCx) -> Option<String> {
        let role = game.public_view().role?;
        let args = [
            ("round", game.round().into()),
            ("role", role_name(role, cx.locale).into()),
        ];
        Some(ta(cx.locale, "pr-log-stage", &args))
    }

    /// A Mayor step is a draft edit: only the confirmation is logged, as the arrangement it confirms.
    fn log_label(&self, game: &PuertoRico, seat: Seat, action: &Action, cx: &RenderCx) -> Option<String> {
        match (action, game.draft(seat)) {
            (Action::MoveColonists { .. }, _) => None,
            (Action::Confirm, Some(draft)) => Some(label(&Action::Colonists(draft), cx.locale)),
            _ => Some(label(action, cx.locale)),
        }
    }

    fn word(&self, word: &str, locale: Locale) -> Option<String> {
        if let Some(tile) = Tile::ALL.into_iter().find(|t| t.id() == word) {
            return Some(tile_name(tile, locale));
        }
        if let Some(role) = Role::ALL.into_iter().find(|r| r.id() == word) {
            return Some(role_name(role, locale));
        }
        if let Some(building) = BuildingId::all().find(|b| b.id() == word) {
            return Some(building_name(building, locale));
        }
        STEPS
            .iter()
            .find(|s| s.id() == word)
            .map(|s| t_id(locale, "pr-step-", s.id()))
    }

    fn phrasebook(&self) -> &crate::games::phrasebook::Phrasebook {
        typed::phrasebook()
    }

    fn terms(&self) -> super::glossary::Terms {
        super::glossary::Terms {
            prefix: "pr",
            ids: &[
                "vp-chips",
                "governor",
                "role",
                "colonist",
                "doubloon",
                "barrel",
                "plantation",
                "building",
                "island",
                "city",
                "privilege",
                "tie-break",
            ],
        }
    }

    fn tiebreak_key(&self) -> Option<&'static str> {
        Some("pr-tiebreak")
    }
}

impl Commands for PuertoRicoModule {
    fn start_options(&self) -> Vec<OptionShape> {
        let variant = option("variant", false);
        vec![variant.choosing(&["basis", "extension", "random"])]
    }

    fn verbs(&self) -> Vec<Verb> {
        verbs()
    }
}

impl Secrets for PuertoRicoModule {
    fn revealed(
        &self,
        before: &PuertoRico,
        _seat: usize,
        _action: &Action,
        after: &PuertoRico,
    ) -> Option<&'static str> {
        reveals::revealed(before, after)
    }

    fn confirm_button(&self, game: &PuertoRico, seat: usize, action: &Action) -> bool {
        reveals::confirm(game, seat, action)
    }
}

impl Tableau for PuertoRicoModule {
    fn look(&self, game: &PuertoRico, seat: usize, cx: &RenderCx) -> Option<Doc> {
        Some(Doc::parse(&look(game, seat, cx)))
    }

    fn info(&self, game: &PuertoRico, query: &str, cx: &RenderCx) -> Option<Doc> {
        info(game, query, cx).map(|text| Doc::parse(&text))
    }

    fn info_topics(&self, game: &PuertoRico, cx: &RenderCx) -> Vec<(String, String)> {
        info_topics(game, cx)
    }
}

impl Picture for PuertoRicoModule {
    fn board_image(
        &self,
        view: &galleon_rules::puerto_rico::PublicView,
        outcome: Option<&galleon_rules::Outcome>,
        names: &[String],
        words: &dyn galleon_images::Words,
    ) -> Option<galleon_images::Image> {
        Some(galleon_images::puerto_rico(view, outcome, names, words))
    }
}

const STEPS: [Step; 9] = [
    Step::ChooseRole,
    Step::Settle,
    Step::Arrange,
    Step::Build,
    Step::CraftPrivilege,
    Step::Sell,
    Step::Load,
    Step::Store,
    Step::Over,
];

fn verbs() -> Vec<Verb> {
    use Part::Word;
    let good = || option("good", true);
    let no_colonist = || {
        let spec = option("colonist", false);
        opt(spec.choosing(&["no-colonist"]))
    };
    let forest = || {
        let spec = option("forest", false);
        opt(spec.choosing(&["forest"]))
    };
    let mut colonists = verb("colonists", vec![Word("colonists"), opt(option("arrangement", false))]);
    colonists.empty_means_suggested = true;
    vec![
        verb("role", vec![Word("role"), opt(option("role", true)), no_colonist()]),
        verb(
            "plant",
            vec![Word("plant"), opt(option("tile", true)), forest(), no_colonist()],
        ),
        verb("hacienda", vec![Word("hacienda"), forest()]),
        colonists,
        verb(
            "build",
            vec![
                Word("build"),
                opt(option("building", true)),
                led("black-market", option("black-market", false)),
                no_colonist(),
            ],
        ),
        verb("craft", vec![Word("craft"), opt(good())]),
        verb(
            "sell",
            vec![
                Word("sell"),
                opt(good()),
                opt(option("trading-post", false).choosing(&["trading-post"])),
            ],
        ),
        verb(
            "ship",
            vec![Word("ship"), opt(option("good", true)), opt(option("ship", true))],
        ),
        verb(
            "keep",
            vec![
                Word("keep"),
                Part::Opt {
                    spec: option("all", false),
                    lead: Some("all"),
                },
                led("one", option("one", false)),
                led("loose", option("loose", false)),
            ],
        ),
        verb("pick", vec![Word("pick"), opt(option("building", true))]),
        verb("guests", vec![Word("guests"), opt(option("where", true))]),
        verb("pass", vec![Word("pass")]),
    ]
}

fn good_name(good: Good, locale: Locale) -> String {
    t_id(locale, "pr-good-", good.id())
}

fn tile_name(tile: Tile, locale: Locale) -> String {
    match tile.good() {
        Some(good) => good_name(good, locale),
        None => t(locale, "pr-tile-quarry"),
    }
}

fn role_name(role: Role, locale: Locale) -> String {
    t_id(locale, "pr-role-", role.id())
}

fn building_name(building: BuildingId, locale: Locale) -> String {
    t_id(locale, "pr-building-", building.id())
}

/// `2 corn, 1 sugar` (or "none").
fn goods_list(goods: &[u8; GOODS], locale: Locale) -> String {
    let parts: Vec<String> = Good::ALL
        .into_iter()
        .filter(|g| goods[g.index()] > 0)
        .map(|g| format!("{} {}", goods[g.index()], good_name(g, locale)))
        .collect();
    if parts.is_empty() {
        t(locale, "pr-none")
    } else {
        parts.join(", ")
    }
}

fn label(action: &Action, locale: Locale) -> String {
    let text = plain_label(action, locale);
    match action {
        Action::Role(_, FreeColonist::Decline)
        | Action::Plant(_, FreeColonist::Decline)
        | Action::Forest(_, FreeColonist::Decline)
        | Action::Build(_, FreeColonist::Decline)
        | Action::BlackMarket(_, _, FreeColonist::Decline) => {
            ta(locale, "pr-label-no-colonist", &[("what", text.into())])
        }
        _ => text,
    }
}

/// The label of the move, leaving out a declined free colonist.
fn plain_label(action: &Action, locale: Locale) -> String {
    let with = |key: &str, what: String| ta(locale, key, &[("what", what.into())]);
    match action {
        Action::Role(role, _) => role_name(*role, locale),
        Action::Plant(tile, _) => with("pr-label-plant", tile_name(*tile, locale)),
        Action::Hacienda => t(locale, "pr-label-hacienda"),
        Action::Colonists(arrangement) => with("pr-label-colonists", arrangement_text(arrangement, locale)),
        Action::MoveColonists { count, from, to } => ta(
            locale,
            "pr-label-move",
            &[
                ("count", (*count).into()),
                ("from", word(from.id(), locale).into()),
                ("to", word(to.id(), locale).into()),
            ],
        ),
        Action::Confirm => t(locale, "pr-label-confirm"),
        Action::Build(building, _) => with("pr-label-build", building_name(*building, locale)),
        Action::Craft(good) => with("pr-label-craft", good_name(*good, locale)),
        Action::Sell(good) => with("pr-label-sell", good_name(*good, locale)),
        Action::Ship(good, ShipTarget::Ship(capacity)) => ta(
            locale,
            "pr-label-ship",
            &[("good", good_name(*good, locale).into()), ("ship", (*capacity).into())],
        ),
        Action::Ship(good, ShipTarget::Wharf) => with("pr-label-wharf", good_name(*good, locale)),
        Action::Keep(keep) => keep_label(keep, locale),
        Action::Pass => t(locale, "pr-label-pass"),
        Action::Pick(building) => with("pr-label-pick", building_name(*building, locale)),
        Action::Guests(arrangement) if *arrangement == Arrangement::default() => t(locale, "pr-label-guests-stay"),
        Action::Guests(arrangement) => with("pr-label-guests", arrangement_text(arrangement, locale)),
        Action::Forest(good, _) => with("pr-label-forest", good_name(*good, locale)),
        Action::HaciendaForest => t(locale, "pr-label-hacienda-forest"),
        Action::BlackMarket(building, pay, _) => ta(
            locale,
            "pr-label-black-market",
            &[
                ("what", building_name(*building, locale).into()),
                ("items", black_market_items(pay, locale).into()),
            ],
        ),
        Action::TradingPost(good) => with("pr-label-trading-post", good_name(*good, locale)),
        Action::SmallWharf(goods) => with("pr-label-small-wharf", goods_list(goods, locale)),
        Action::KeepLoose(whole, loose) => keep_loose_label(*whole, loose, locale),
    }
}

/// `a colonist (quarry), 1 corn, 1 VP chip`: what a Black Market payment gives.
fn black_market_items(pay: &BlackMarket, locale: Locale) -> String {
    let mut items = Vec::new();
    if let Some(source) = pay.colonist {
        items.push(ta(
            locale,
            "pr-bm-colonist",
            &[("from", word(source.id(), locale).into())],
        ));
    }
    if let Some(good) = pay.barrel {
        items.push(ta(locale, "pr-bm-barrel", &[("good", good_name(good, locale).into())]));
    }
    if pay.vp {
        items.push(t(locale, "pr-bm-vp"));
    }
    items.join(", ")
}

/// `Keep all sugar + loose 2 corn` (the Storehouse's loose barrels).
fn keep_loose_label(whole: u8, loose: &[u8; GOODS], locale: Locale) -> String {
    let all: Vec<String> = Good::ALL
        .into_iter()
        .filter(|g| whole & (1 << g.index()) != 0)
        .map(|g| good_name(g, locale))
        .collect();
    let loose = goods_list(loose, locale);
    match all.is_empty() {
        true => ta(locale, "pr-label-keep-loose", &[("loose", loose.into())]),
        false => ta(
            locale,
            "pr-label-keep-all-loose",
            &[("all", all.join(", ").into()), ("loose", loose.into())],
        ),
    }
}

/// `corn 1, quarry 2, Small Market 1` (or "none").
fn arrangement_text(arrangement: &Arrangement, locale: Locale) -> String {
    let text = arrangement.to_string();
    let slots: Vec<String> = text
        .split_whitespace()
        .skip(1)
        .map(|slot| match slot.split_once(':') {
            Some((id, n)) => format!("{} {n}", word(id, locale)),
            None => t(locale, "pr-none"),
        })
        .collect();
    slots.join(", ")
}

fn keep_label(keep: &Keep, locale: Locale) -> String {
    let whole: Vec<String> = Good::ALL
        .into_iter()
        .filter(|g| keep.keeps_whole(*g))
        .map(|g| good_name(g, locale))
        .collect();
    let one = good_name(keep.one, locale);
    if whole.is_empty() {
        ta(locale, "pr-label-keep-one", &[("one", one.into())])
    } else {
        ta(
            locale,
            "pr-label-keep",
            &[("all", whole.join(", ").into()), ("one", one.into())],
        )
    }
}

/// A slot or tile id in a localized label.
fn word(id: &str, locale: Locale) -> String {
    PuertoRicoModule.word(id, locale).unwrap_or_else(|| id.to_string())
}

/// The board and its length.
fn board(view: &PublicView, cx: &RenderCx) -> (Doc, usize) {
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
fn event_line(event: &Event, cx: &RenderCx) -> (usize, (Doc, usize)) {
    let key = ("pr-event", cx.locale, cx.limits.measure, cx.names, event);
    crate::base::memo::kept(&EVENT_LINES, crate::base::memo::KEPT_MOST, &key, || {
        let text = event_text(event, cx);
        (text.chars().count(), measured(cx, format!("{BULLET}{text}")))
    })
}

/// The board's lines and the buildings for sale, in the first form that fits `room` (see [`FORMS`]), else
/// abbreviated with a line sending the reader to `/info` for the list.
fn main_and_buildings(view: &PublicView, cx: &RenderCx, room: usize, prompt: usize) -> ((Doc, usize), (Doc, usize)) {
    // Each part is written and measured once.
    let (mut mains, mut lists) = (Measured::default(), Measured::default());
    for &(names, list, keep) in FORMS {
        let main = mains.get(names, || main_part(view, cx, names)).1;
        let buildings = lists.get(list, || buildings_part(view, cx, list)).1;
        let kept = match keep {
            Room::EventsAndPrompt => EVENTS_ROOM + prompt,
            Room::Prompt => prompt,
            Room::Nothing => 0,
        };
        if main + 1 + buildings + kept <= room {
            return (mains.take(names), lists.take(list));
        }
    }
    let pointer = measured(cx, t(cx.locale, "pr-board-in-play-elsewhere"));
    (mains.take(Names::Abbreviated), pointer)
}

/// Parts of the board already written in some form of names, with their lengths.
#[derive(Default)]
struct Measured(Vec<(Names, (Doc, usize))>);

impl Measured {
    fn get(&mut self, names: Names, write: impl FnOnce() -> (Doc, usize)) -> &(Doc, usize) {
        let at = match self.0.iter().position(|(n, _)| *n == names) {
            Some(at) => at,
            None => {
                self.0.push((names, write()));
                self.0.len() - 1
            }
        };
        &self.0[at].1
    }

    fn take(&mut self, names: Names) -> (Doc, usize) {
        let at = self.0.iter().position(|(n, _)| *n == names).expect("measured before");
        self.0.swap_remove(at).1
    }
}

/// What a form of the board leaves room for besides itself.
#[derive(Clone, Copy)]
enum Room {
    /// A few of the latest moves and the prompt line's short form.
    EventsAndPrompt,
    /// The prompt line's short form.
    Prompt,
    /// Nothing: the host's line under the board still names who is to act.
    Nothing,
}

/// The board's forms, first choice first: full names; short names (in words); the tight list of buildings for
/// sale (no VP), before which the prompt line goes if it must (full names come before it); then abbreviations,
/// for the list and at last for the cities (5 players late in a game).
const FORMS: &[(Names, Names, Room)] = &[
    (Names::Full, Names::Full, Room::EventsAndPrompt),
    (Names::Short, Names::Short, Room::Prompt),
    (Names::Short, Names::Tight, Room::Prompt),
    (Names::Short, Names::Tight, Room::Nothing),
    (Names::Short, Names::Abbreviated, Room::Prompt),
    (Names::Abbreviated, Names::Abbreviated, Room::Prompt),
    (Names::Abbreviated, Names::Abbreviated, Room::Nothing),
];

/// A marked-up text as a document, with its length as the transport measures it.
fn measured(cx: &RenderCx, text: String) -> (Doc, usize) {
    let doc = Doc::parse(&text);
    let length = (cx.limits.measure)(&doc);
    (doc, length)
}

/// Room kept for the latest moves (three or four) when choosing full building names: full names come first, the
/// rest of the moves are in `/log`.
const EVENTS_ROOM: usize = 150;
/// Room kept for the latest moves when adding the prompt line (the newest two or so).
const PROMPT_EVENTS_ROOM: usize = 120;

/// The prompt line (what the seat to act decides and what it does) under the phase line when it fits with
/// some room left for the latest moves, else its short form pointing to `/help` (which says the same) before
/// the latest moves.
fn insert_prompt(board: &mut Doc, used: usize, view: &PublicView, cx: &RenderCx, short: Option<(Doc, usize)>) -> usize {
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
fn buildings_part(view: &PublicView, cx: &RenderCx, names: Names) -> (Doc, usize) {
    let write = || buildings_block(view, cx, names);
    match view.step {
        Step::Draft => measured(cx, write()),
        _ => kept(cx, "pr-buildings", (names, &view.buildings_left), write),
    }
}

/// A part of the board as a document with its length, kept per thread by `inputs` (see `base::memo`): `write`
/// makes it from them alone (with the reader's language and the transport's measure, also in the key).
fn kept<K: std::hash::Hash>(cx: &RenderCx, kind: &str, inputs: K, write: impl FnOnce() -> String) -> (Doc, usize) {
    let key = (kind, cx.locale, cx.limits.measure, inputs);
    crate::base::memo::part(&key, || measured(cx, write()))
}

/// The buildings in play by cost with the copies left (sold-out ones left out), then during the draft who
/// picks and what each cost with free spaces still offers.
fn buildings_block(view: &PublicView, cx: &RenderCx, names: Names) -> String {
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
fn draft_lines(view: &PublicView, cx: &RenderCx, names: Names) -> Vec<String> {
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
fn building_left(building: BuildingId, left: u8, locale: Locale, names: Names) -> String {
    let (name, vp) = (city_name(building, locale, names), building.info().vp);
    match names {
        Names::Tight | Names::Abbreviated => format!("{name}×{left}"),
        Names::Full | Names::Short => format!("{name} ({vp}) ×{left}"),
    }
}

/// Building names on the board: full, or short when a crowded board would not fit a message (the names players
/// use, in words: `Small Indigo`, « raffinerie », « séchoir »); the list of buildings for sale has a tight form
/// too (short names, no VP), and for the most crowded boards only an abbreviated one (`S.Indigo`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Names {
    Full,
    Short,
    Tight,
    Abbreviated,
}

fn city_name(building: BuildingId, locale: Locale, names: Names) -> String {
    match names {
        Names::Full => building_name(building, locale),
        Names::Short | Names::Tight => t_id(locale, "pr-short-", building.id()),
        Names::Abbreviated => t_id(locale, "pr-abbr-", building.id()),
    }
}

/// Everything but the buildings left and the events, as a document: the lines of the whole table, then each
/// seat's (kept, see `base::memo`: most seats are as they were the move before).
fn main_part(view: &PublicView, cx: &RenderCx, names: Names) -> (Doc, usize) {
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
fn table_parts(view: &PublicView, cx: &RenderCx) -> Vec<(Doc, usize)> {
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

fn colonists_line(view: &PublicView, cx: &RenderCx) -> String {
    ta(
        cx.locale,
        "pr-board-colonists",
        &[
            ("ship", view.colonist_ship.into()),
            ("supply", view.colonist_supply.into()),
            ("vp", view.vp_supply.into()),
        ],
    )
}

fn supply_line(view: &PublicView, cx: &RenderCx) -> String {
    let goods = goods_list(&view.goods_supply, cx.locale);
    ta(cx.locale, "pr-board-supply", &[("goods", goods.into())])
}

/// A seat's lines (head, island, city, the Mayor's draft), each kept by what it shows (see `base::memo`): a
/// move changes one or two of them.
fn seat_parts(seat: &SeatView, cx: &RenderCx, names: Names) -> Vec<(Doc, usize)> {
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

fn phase_line(view: &PublicView, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let round = ta(
        locale,
        "pr-board-round",
        &[
            ("round", view.round.into()),
            ("governor", cx.name(view.governor).into()),
        ],
    );
    let phase = match (view.role, view.role_seat) {
        (Some(role), Some(seat)) => ta(
            locale,
            "pr-board-phase",
            &[
                ("role", role_name(role, locale).into()),
                ("name", cx.name(seat).into()),
                ("step", t_id(locale, "pr-step-", view.step.id()).into()),
            ],
        ),
        _ => t_id(locale, "pr-step-", view.step.id()),
    };
    format!("{round} · {phase}")
}

fn roles_line(roles: &[RoleView], cx: &RenderCx) -> String {
    let locale = cx.locale;
    let parts: Vec<String> = roles
        .iter()
        .map(|r| {
            let name = role_name(r.role, locale);
            match (r.taken_by, r.doubloons) {
                (Some(seat), _) => format!("{name} → {}", cx.name(seat)),
                (None, 0) => name,
                (None, n) => format!("{name} +{n}"),
            }
        })
        .collect();
    ta(locale, "pr-board-roles", &[("roles", parts.join(" · ").into())])
}

fn ships_line(ships: &[ShipView], locale: Locale) -> String {
    let parts: Vec<String> = ships
        .iter()
        .map(|s| match s.good {
            Some(good) => format!("[{}/{} {}]", s.count, s.capacity, good_name(good, locale)),
            None => format!("[0/{}]", s.capacity),
        })
        .collect();
    ta(locale, "pr-board-ships", &[("ships", parts.join(" ").into())])
}

fn house_line(house: &[Good], locale: Locale) -> String {
    let goods: Vec<String> = house.iter().map(|g| good_name(*g, locale)).collect();
    let goods = if goods.is_empty() {
        t(locale, "pr-none")
    } else {
        goods.join(", ")
    };
    ta(
        locale,
        "pr-board-house",
        &[("count", house.len().into()), ("goods", goods.into())],
    )
}

fn plantations_line(view: &PublicView, locale: Locale) -> String {
    let tiles: Vec<String> = view.face_up_plantations.iter().map(|t| tile_name(*t, locale)).collect();
    ta(
        locale,
        "pr-board-plantations",
        &[
            ("tiles", tiles.join(", ").into()),
            ("quarries", view.quarries.into()),
            ("stack", view.plantation_stack.into()),
        ],
    )
}

fn end_line(reasons: &[EndReason], locale: Locale) -> String {
    let reasons: Vec<String> = reasons.iter().map(|r| end_reason(*r, locale)).collect();
    ta(locale, "pr-board-end", &[("reasons", reasons.join(", ").into())])
}

fn end_reason(reason: EndReason, locale: Locale) -> String {
    let key = match reason {
        EndReason::Colonists => "pr-end-colonists",
        EndReason::CityFull => "pr-end-city-full",
        EndReason::VpChips => "pr-end-vp-chips",
    };
    t(locale, key)
}

/// Occupancy dots: ● a colonist, ○ an empty circle.
fn dots(occupied: u8, circles: u8) -> String {
    "●".repeat(occupied as usize) + &"○".repeat(circles.saturating_sub(occupied) as usize)
}

/// A seat's first line: name, doubloons, goods, San Juan.
fn seat_head(seat: &SeatView, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let governor = if seat.governor { " 👑" } else { "" };
    ta(
        locale,
        "pr-board-seat",
        &[
            ("name", format!("{}{governor}", cx.name(seat.seat)).into()),
            ("doubloons", seat.doubloons.into()),
            ("goods", goods_list(&seat.goods, locale).into()),
            ("sanjuan", seat.san_juan.into()),
        ],
    )
}

fn island_line(seat: &SeatView, locale: Locale) -> String {
    let island = ta(
        locale,
        "pr-board-island",
        &[
            ("used", (seat.island.len() + seat.forests as usize).into()),
            ("tiles", island_text(seat, locale).into()),
        ],
    );
    format!("  {island}")
}

fn city_line(seat: &SeatView, locale: Locale, names: Names) -> String {
    let city = ta(
        locale,
        "pr-board-city",
        &[
            ("used", seat.city_spaces_used.into()),
            ("buildings", city_text(&seat.city, locale, names).into()),
        ],
    );
    format!("  {city}")
}

fn island_text(seat: &SeatView, locale: Locale) -> String {
    let island = &seat.island;
    let mut parts: Vec<String> = Tile::ALL
        .into_iter()
        .filter_map(|tile| {
            let of_kind: Vec<&IslandTile> = island.iter().filter(|t| t.tile == tile).collect();
            let occupied = of_kind.iter().filter(|t| t.occupied).count() as u8;
            (!of_kind.is_empty())
                .then(|| format!("{} {}", tile_name(tile, locale), dots(occupied, of_kind.len() as u8)))
        })
        .collect();
    if seat.forests > 0 {
        parts.push(ta(locale, "pr-board-forests", &[("count", seat.forests.into())]));
    }
    if parts.is_empty() {
        t(locale, "pr-none")
    } else {
        parts.join(", ")
    }
}

fn city_text(city: &[CityBuilding], locale: Locale, names: Names) -> String {
    if city.is_empty() {
        return t(locale, "pr-none");
    }
    city.iter()
        .map(|b| {
            format!(
                "{} {}",
                city_name(b.building, locale, names),
                dots(b.colonists, b.circles)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn event_text(event: &Event, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let name = |seat: usize| -> Arg { cx.name(seat).into() };
    let good = |g: Good| -> Arg { good_name(g, locale).into() };
    match *event {
        Event::RoleTaken { seat, role, doubloons } => ta(
            locale,
            "pr-ev-role",
            &[
                ("name", name(seat)),
                ("role", role_name(role, locale).into()),
                ("doubloons", doubloons.into()),
            ],
        ),
        Event::ProspectorDoubloon { seat } => ta(locale, "pr-ev-prospector", &[("name", name(seat))]),
        Event::HaciendaTile { seat, tile } => ta(
            locale,
            "pr-ev-hacienda",
            &[("name", name(seat)), ("tile", tile_name(tile, locale).into())],
        ),
        Event::Planted { seat, tile, hospice } => ta(
            locale,
            "pr-ev-planted",
            &[
                ("name", name(seat)),
                ("tile", tile_name(tile, locale).into()),
                ("hospice", if hospice { "yes" } else { "no" }.into()),
            ],
        ),
        Event::Passed { seat, role } => ta(
            locale,
            "pr-ev-passed",
            &[("name", name(seat)), ("role", role_name(role, locale).into())],
        ),
        Event::PlantationsDrawn { count, reshuffled } => ta(
            locale,
            "pr-ev-plantations",
            &[
                ("count", count.into()),
                ("reshuffled", if reshuffled { "yes" } else { "no" }.into()),
            ],
        ),
        Event::PrivilegeColonist { seat } => ta(locale, "pr-ev-privilege-colonist", &[("name", name(seat))]),
        Event::ColonistDeclined { seat } => ta(locale, "pr-ev-colonist-declined", &[("name", name(seat))]),
        Event::ColonistsReceived { seat, count } => ta(
            locale,
            "pr-ev-colonists",
            &[("name", name(seat)), ("count", count.into())],
        ),
        Event::ColonistsArranged { seat } => ta(locale, "pr-ev-arranged", &[("name", name(seat))]),
        Event::ColonistShipRefilled { count } => ta(locale, "pr-ev-ship-refilled", &[("count", count.into())]),
        Event::Built {
            seat,
            building,
            cost,
            university,
        } => ta(
            locale,
            "pr-ev-built",
            &[
                ("name", name(seat)),
                ("building", building_name(building, locale).into()),
                ("cost", cost.into()),
                ("university", if university { "yes" } else { "no" }.into()),
            ],
        ),
        Event::Produced { seat, goods } => ta(
            locale,
            "pr-ev-produced",
            &[("name", name(seat)), ("goods", goods_list(&goods, locale).into())],
        ),
        Event::FactoryIncome { seat, doubloons } => ta(
            locale,
            "pr-ev-factory",
            &[("name", name(seat)), ("doubloons", doubloons.into())],
        ),
        Event::PrivilegeBarrel { seat, good: g } => ta(
            locale,
            "pr-ev-privilege-barrel",
            &[("name", name(seat)), ("good", good(g))],
        ),
        Event::Sold { seat, good: g, price } => ta(
            locale,
            "pr-ev-sold",
            &[("name", name(seat)), ("good", good(g)), ("price", price.into())],
        ),
        Event::TradingHouseEmptied => t(locale, "pr-ev-house-emptied"),
        Event::Loaded {
            seat,
            good: g,
            count,
            ship,
        } => ta(
            locale,
            "pr-ev-loaded",
            &[
                ("name", name(seat)),
                ("good", good(g)),
                ("count", count.into()),
                ("ship", ship.into()),
            ],
        ),
        Event::Wharf { seat, good: g, count } => ta(
            locale,
            "pr-ev-wharf",
            &[("name", name(seat)), ("good", good(g)), ("count", count.into())],
        ),
        Event::Stored { seat, kept, discarded } => ta(
            locale,
            "pr-ev-stored",
            &[
                ("name", name(seat)),
                ("kept", goods_list(&kept, locale).into()),
                ("discarded", goods_list(&discarded, locale).into()),
            ],
        ),
        Event::ShipUnloaded { ship, good: g, count } => ta(
            locale,
            "pr-ev-unloaded",
            &[("ship", ship.into()), ("good", good(g)), ("count", count.into())],
        ),
        Event::RoundEnded { round } => ta(locale, "pr-ev-round-ended", &[("round", round.into())]),
        Event::GameEndTriggered { reason } => ta(
            locale,
            "pr-ev-end-triggered",
            &[("reason", end_reason(reason, locale).into())],
        ),
        Event::GameOver => t(locale, "pr-ev-game-over"),
        Event::BuildingPicked { seat, building } => ta(
            locale,
            "pr-ev-picked",
            &[
                ("name", name(seat)),
                ("building", building_name(building, locale).into()),
            ],
        ),
        Event::BuildingPlaced { building } => ta(
            locale,
            "pr-ev-placed",
            &[("building", building_name(building, locale).into())],
        ),
        Event::GuestsMoved { seat, count } => {
            ta(locale, "pr-ev-guests", &[("name", name(seat)), ("count", count.into())])
        }
        Event::ForestPlanted { seat, hospice, .. } => ta(
            locale,
            "pr-ev-forest",
            &[
                ("name", name(seat)),
                ("hospice", if hospice { "yes" } else { "no" }.into()),
            ],
        ),
        Event::BlackMarket {
            seat,
            colonist,
            barrel,
            vp,
        } => {
            let mut items = Vec::new();
            if colonist {
                items.push(t(locale, "pr-bm-a-colonist"));
            }
            if let Some(g) = barrel {
                items.push(ta(locale, "pr-bm-barrel", &[("good", good(g))]));
            }
            if vp {
                items.push(t(locale, "pr-bm-vp"));
            }
            let args = [("name", name(seat)), ("items", items.join(", ").into())];
            ta(locale, "pr-ev-black-market", &args)
        }
        Event::Church { seat } => ta(locale, "pr-ev-church", &[("name", name(seat))]),
        Event::SpecialtyFactoryIncome { seat, doubloons } => ta(
            locale,
            "pr-ev-specialty-factory",
            &[("name", name(seat)), ("doubloons", doubloons.into())],
        ),
        Event::TradingPost { seat, good: g, price } => ta(
            locale,
            "pr-ev-trading-post",
            &[("name", name(seat)), ("good", good(g)), ("price", price.into())],
        ),
        Event::UnionHall { seat } => ta(locale, "pr-ev-union-hall", &[("name", name(seat))]),
        Event::SmallWharf { seat, goods } => ta(
            locale,
            "pr-ev-small-wharf",
            &[("name", name(seat)), ("goods", goods_list(&goods, locale).into())],
        ),
        Event::LighthouseDoubloons { seat, doubloons } => ta(
            locale,
            "pr-ev-lighthouse",
            &[("name", name(seat)), ("doubloons", doubloons.into())],
        ),
    }
}

#[cfg(test)]
pub(crate) mod tests;
