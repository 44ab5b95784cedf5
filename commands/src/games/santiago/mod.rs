//! Santiago at the table: the board as text (the 8×6 grid with its ditches in a code block, then the round's
//! business), the private view (your money), move labels, `/help` notes, and the verb commands
//! `/bid /place /bribe /support /overseer /canal /spring /pass`.
//!
//! Rendering uses only the engine's public view, so hidden money can never reach a channel post. Names come
//! from the translation files (`sa-crop-*`, `sa-letter-*`…).
//!
//! The grid, 39 characters wide so it reads on a phone:
//! ```text
//!     A   B    C   D    E   F    G   H
//!   a───??───b────────c────────d────────e
//! 1 │P11~B1· │       *│        │        │
//! 2 │   ~    │        │        │        │
//!   f════════g────────h────────i────────j
//! ```
//! A square is 4 characters: the crop letter, the owner's player number (`·` for the 3-player tile nobody
//! owns), the workers standing on it, then `~` watered, `*` a palm (on an empty square or under a tile) on a dry
//! square, `&` a palm on a watered one; `###` is a desert. `═`/`║` is a canal, `??`/`?` a canal proposed this
//! round (phase 4), `@` the spring. Intersections keep their letters, so a canal position reads off the board
//! (`gh`). Covered palms are also named under the grid: "one more worker" only while the tile's owner keeps a
//! worker on it (the rules' « aussi longtemps que le propriétaire de la tuile y possède encore au moins un
//! travailleur agricole », as the score counts it); under a tile with none (a passer's 0-worker tile, the
//! 3-player tile nobody owns) it is said to count nothing.
//!
//! Rulings:
//! - `/bribe position:pass` is the pass of phase 4 (the issue lists no separate verb); `/pass` passes in any phase
//!   that has a pass (bids, bribes, personal canal).
//! - The board lists, in this order: round, overseer and phase; the grid; spring and palms; the tiles on auction;
//!   bids; placement order; proposals with their totals and the cost of building elsewhere; the open canal
//!   positions (phases 4 and 5); every player
//!   (money only with `money:open` or at the end); what the player to act must decide; then the latest events
//!   (up to 8, as many as fit in one message of the transport).
//! - The overseer's prompt offers only what he may do: building alone when nobody offered anything (for 1
//!   escudo, free without money: said so only with open money), accepting alone when every open position was
//!   proposed or (open money) he cannot pay to build elsewhere. A bare `/overseer` names its two options.
//! - The board's buttons are [`Santiago::board_suggestions`], not the suggested moves: with hidden money the
//!   suggestions follow the purse, and dropping moves (`reveals_secret`) would give it away just as well. With
//!   hidden money the buttons that would spend an amount (bids, offers, supports, a build elsewhere once
//!   something was proposed) are replaced by panels, one per action (`Bid…`, `Offer for gh…`, `Add to gh…`,
//!   `Build elsewhere…`): a panel's press answers its presser alone with the amounts the purse pays (see
//!   `handlers/panel.rs`), so no press is refused for money and no public button names an amount. The seat's
//!   real choices (its suggested moves, e.g. the bids it can afford) are also its private moves: buttons under
//!   its `/hand`, and autocomplete, which only it sees.
//! - Each prompt says what the choice does: who becomes overseer, what passing costs, what happens to a dry
//!   tile at the drought, what the overseer's accepting or building elsewhere brings or costs.
//! - `/look` and `/info` ([`look`], [`info`], in `look.rs`) use the public view only: hidden money is never
//!   shown there, not even to its owner (`/hand` shows it).
//! - Forced moves: the host plays a seat's only legal move for it when the board's buttons (made from public
//!   facts) offer that move alone; with hidden money a move forced by the purse waits for its player.

use galleon_rules::santiago::geometry::{
    Intersection, Position, Square, COLS, CROSS_COLS, CROSS_ROWS, HORIZONTAL_POSITIONS,
};
use galleon_rules::santiago::{
    Action, Crop, Decision, Event, Money, Phase, PrivateView, PublicView, Santiago, SquareSet, SquareView, Tile,
};
use galleon_rules::{Game, Outcome, Seat};

use super::last_moves::last_moves_block;
mod look;
pub(crate) mod reveals;
mod words;

use super::verbs::{led, opt, option, verb};
use super::{Part, RenderCx, Verb};
use crate::base::doc::Doc;
use crate::base::io::{Locale, OptionShape};
use crate::games::Commands;
use crate::games::Engine;
use crate::games::Picture;
use crate::games::Secrets;
use crate::games::Tableau;
use crate::games::Text;
use crate::words::i18n::{t, ta, Arg};
pub use look::{info, info_topics, look};
use words::{crop_letter, crop_name, proposing, seat_line, square_name, tile_name};

pub struct SantiagoModule;

/// Events shown under the board.
const EVENTS_SHOWN: usize = 8;

impl Engine for SantiagoModule {
    type G = Santiago;
}

impl Text for SantiagoModule {
    fn board(&self, view: &PublicView, cx: &RenderCx) -> Doc {
        board(view, cx)
    }

    fn private(&self, view: &PrivateView, cx: &RenderCx) -> Doc {
        Doc::parse(&ta(cx.locale, "sa-private", &[("money", view.money.into())]))
    }

    fn move_label(&self, action: &Action, cx: &RenderCx) -> String {
        label(action, cx.locale)
    }

    /// `/log` reads moves as what was done (`bid of 3`, `no offer`), not as the buttons' words (`Bid 3`,
    /// `Build on fg (you pay)`).
    fn log_label(&self, _game: &Santiago, _seat: Seat, action: &Action, cx: &RenderCx) -> Option<String> {
        Some(log_label(action, cx.locale))
    }

    fn log_stage(&self, game: &Santiago, cx: &RenderCx) -> Option<String> {
        let args = [
            ("round", game.round().into()),
            ("rounds", game.rounds().into()),
            ("phase", t(cx.locale, &format!("sa-phase-{}", game.phase().id())).into()),
        ];
        Some(ta(cx.locale, "sa-log-stage", &args))
    }

    fn word(&self, word: &str, locale: Locale) -> Option<String> {
        if let Some(crop) = Crop::ALL.into_iter().find(|c| c.id() == word) {
            return Some(crop_name(crop, locale));
        }
        if let Ok(tile) = word.parse::<Tile>() {
            return (tile.to_string() == word).then(|| tile_name(tile, locale));
        }
        if let Ok(square) = word.parse::<Square>() {
            return (square.to_string() == word).then(|| square_name(square));
        }
        match word {
            "spring" | "bid" | "place" | "bribe" | "support" | "overseer" | "canal" => {
                Some(crate::words::i18n::for_reader(format!("/{word}"), locale))
            }
            "pass" => Some(t(locale, "sa-word-pass")),
            _ => None,
        }
    }

    fn tiebreak_key(&self) -> Option<&'static str> {
        None
    }

    fn phrasebook(&self) -> &crate::games::phrasebook::Phrasebook {
        static BOOK: std::sync::LazyLock<crate::games::phrasebook::Phrasebook> =
            std::sync::LazyLock::new(|| crate::games::phrasebook::Phrasebook::new(include_str!("moves.fr.tsv"), []));
        &BOOK
    }

    fn help(&self, locale: Locale) -> Option<Doc> {
        Some(Doc::parse(&t(locale, "sa-help")))
    }

    fn terms(&self) -> super::glossary::Terms {
        super::glossary::Terms {
            prefix: "sa",
            ids: &[
                "overseer",
                "drought",
                "watered",
                "escudo",
                "worker",
                "canal",
                "personal-canal",
                "bid",
                "bribe",
                "field",
                "ditch",
                "income",
                "cell",
            ],
        }
    }
}

impl Commands for SantiagoModule {
    fn start_options(&self) -> Vec<OptionShape> {
        vec![
            option("money", false).choosing(&["hidden", "open"]),
            option("palms", false).choosing(&["off", "on"]),
            option("spring", false).choosing(&["chosen", "random"]),
        ]
    }

    fn verbs(&self) -> Vec<Verb> {
        verbs()
    }
}

impl Secrets for SantiagoModule {
    /// None: the richest wins (the rules' « Le joueur le plus riche gagne »), equal scores share the rank.
    fn revealed(&self, before: &Santiago, _seat: Seat, _action: &Action, after: &Santiago) -> Option<&'static str> {
        reveals::revealed(before, after)
    }

    fn confirm_button(&self, game: &Santiago, seat: Seat, action: &Action) -> bool {
        reveals::confirm(game, seat, action)
    }

    /// With hidden money the buttons come from public facts only (see [`Santiago::board_suggestions`]), and
    /// the moves that spend money are behind panels ([`SantiagoModule::board_panels`]).
    fn board_moves(&self, game: &Santiago, seat: Seat) -> Vec<Action> {
        let mut moves = game.board_suggestions(seat);
        moves.retain(|action| panel_of(game, action).is_none());
        moves
    }

    /// With hidden money, one panel per choice whose amount the purse decides: `bid`, `support <gh>` for each
    /// proposal, `bribe <gh>` for each position nobody proposed, `overseer build` once proposals make building
    /// elsewhere cost more than 1. Made from the board's buttons, so from public facts only.
    fn board_panels(&self, game: &Santiago, seat: Seat) -> Vec<String> {
        let mut panels: Vec<String> = Vec::new();
        for key in game.board_suggestions(seat).iter().filter_map(|a| panel_of(game, a)) {
            if !panels.contains(&key) {
                panels.push(key);
            }
        }
        panels
    }

    fn panel_label(&self, key: &str, cx: &RenderCx) -> String {
        words::panel_label(key, cx.locale)
    }

    fn panel_note(&self, game: &Santiago, seat: Seat, key: &str, payable: bool, cx: &RenderCx) -> String {
        words::panel_note(game, seat, key, payable, cx.locale)
    }

    /// With hidden money, the seat's real choices where the purse decides them (bids, offers, the overseer's
    /// builds): offered under its `/hand`, where nobody else sees them (the bid prompt points there).
    fn private_moves(&self, game: &Santiago, seat: Seat) -> Vec<Action> {
        let purse_decides = matches!(game.phase(), Phase::Bidding | Phase::Bribes | Phase::Overseer);
        if game.options().money == Money::Open || !purse_decides {
            return Vec::new();
        }
        game.suggested_actions(seat)
    }

    /// Only what the public board shows to be forced: with hidden money a move forced by an empty purse (a
    /// bid, a bribe) is the player's to make, since playing it at once would tell the purse.
    fn may_auto_play(&self, game: &Santiago, seat: Seat, action: &Action) -> bool {
        game.board_suggestions(seat) == [*action]
    }
}

/// The panel whose private answer offers `action` instead of the board (see [`SantiagoModule::board_panels`]):
/// with hidden money, a move that spends an amount of the purse. Building elsewhere costs money only once
/// something was proposed (before that it costs 1 escudo, or nothing to an empty purse).
fn panel_of(game: &Santiago, action: &Action) -> Option<String> {
    if game.options().money == Money::Open {
        return None;
    }
    match action {
        Action::Bid(Some(_)) => Some("bid".to_string()),
        Action::Bribe(position, _) => Some(format!("bribe {position}")),
        Action::Support(position, _) => Some(format!("support {position}")),
        Action::Build(_) if game.proposals().next().is_some() => Some("overseer build".to_string()),
        _ => None,
    }
}

impl Tableau for SantiagoModule {
    fn look(&self, game: &Santiago, seat: Seat, cx: &RenderCx) -> Option<Doc> {
        Some(Doc::parse(&look(game, seat, cx)))
    }

    fn info(&self, game: &Santiago, query: &str, cx: &RenderCx) -> Option<Doc> {
        info(game, query, cx).map(|text| Doc::parse(&text))
    }

    fn info_topics(&self, game: &Santiago, cx: &RenderCx) -> Vec<(String, String)> {
        info_topics(game, cx)
    }
}

impl Picture for SantiagoModule {
    fn board_image(
        &self,
        view: &galleon_rules::santiago::PublicView,
        outcome: Option<&Outcome>,
        names: &[String],
        words: &dyn galleon_images::Words,
    ) -> Option<galleon_images::Image> {
        Some(galleon_images::santiago(view, outcome, names, words))
    }
}

fn verbs() -> Vec<Verb> {
    use Part::Word;
    let amount = |required| option("amount", required);
    let position = || option("position", true);
    vec![
        verb("bid", vec![Word("bid"), opt(option("amount", true))]),
        verb(
            "place",
            vec![Word("place"), opt(option("tile", true)), opt(option("square", true))],
        ),
        verb("bribe", vec![Word("bribe"), opt(position()), opt(amount(false))]),
        verb(
            "support",
            vec![Word("support"), opt(option("proposal", true)), opt(amount(true))],
        ),
        verb(
            "overseer",
            vec![
                Word("overseer"),
                led("accept", option("accept", false)),
                led("build", option("build", false)),
            ],
        ),
        verb("canal", vec![Word("canal"), opt(position())]),
        verb("spring", vec![Word("spring"), opt(position())]),
        verb("pass", vec![Word("pass")]),
    ]
}

// ---- Names ----

fn squares_list(set: SquareSet, locale: Locale) -> String {
    if set.is_empty() {
        return t(locale, "sa-none");
    }
    set.iter().map(square_name).collect::<Vec<_>>().join(" ")
}

fn label(action: &Action, locale: Locale) -> String {
    let amount = |n: u32| -> Arg { n.into() };
    let at = |p: Position| -> Arg { p.to_string().into() };
    match *action {
        Action::Spring(i) => ta(locale, "sa-label-spring", &[("at", i.to_string().into())]),
        Action::Bid(Some(n)) => ta(locale, "sa-label-bid", &[("amount", amount(n))]),
        Action::Bid(None) => t(locale, "sa-label-bid-pass"),
        Action::Place(tile, square) => ta(
            locale,
            "sa-label-place",
            &[
                ("tile", tile_name(tile, locale).into()),
                ("square", square_name(square).into()),
            ],
        ),
        Action::Bribe(p, n) => ta(locale, "sa-label-bribe", &[("position", at(p)), ("amount", amount(n))]),
        Action::Support(p, n) => ta(
            locale,
            "sa-label-support",
            &[("position", at(p)), ("amount", amount(n))],
        ),
        Action::BribePass => t(locale, "sa-label-bribe-pass"),
        Action::Accept(p) => ta(locale, "sa-label-accept", &[("position", at(p))]),
        Action::Build(p) => ta(locale, "sa-label-build", &[("position", at(p))]),
        Action::Canal(Some(p)) => ta(locale, "sa-label-canal", &[("position", at(p))]),
        Action::Canal(None) => t(locale, "sa-label-canal-pass"),
    }
}

/// A played move as `/log` reads it (see [`label`] for the buttons' words).
fn log_label(action: &Action, locale: Locale) -> String {
    let at = |p: Position| -> Arg { p.to_string().into() };
    match *action {
        Action::Spring(i) => ta(locale, "sa-log-spring", &[("at", i.to_string().into())]),
        Action::Bid(Some(n)) => ta(locale, "sa-log-bid", &[("amount", n.into())]),
        Action::Bid(None) => t(locale, "sa-log-bid-pass"),
        Action::Place(..) => label(action, locale),
        Action::Bribe(p, n) => ta(locale, "sa-log-bribe", &[("position", at(p)), ("amount", n.into())]),
        Action::Support(p, n) => ta(locale, "sa-log-support", &[("position", at(p)), ("amount", n.into())]),
        Action::BribePass => t(locale, "sa-log-bribe-pass"),
        Action::Accept(p) => ta(locale, "sa-log-accept", &[("position", at(p))]),
        Action::Build(p) => ta(locale, "sa-log-build", &[("position", at(p))]),
        Action::Canal(Some(p)) => ta(locale, "sa-log-canal", &[("position", at(p))]),
        Action::Canal(None) => t(locale, "sa-log-canal-pass"),
    }
}

// ---- Board ----

/// The head line, the grid, then the facts of the round, then as many of the latest moves as the room allows.
fn board(view: &PublicView, cx: &RenderCx) -> Doc {
    let mut board = Doc::parse(&head_line(view, cx));
    board.push_grid(grid(view, cx.locale));
    board.push_text(&main_lines(view, cx));
    let newest_first = view.events.iter().rev().map(|event| event_text(event, cx));
    // The latest moves are measured as they will be written: with a line break before them.
    let room = cx.board_room().saturating_sub((cx.limits.measure)(&board) + 1);
    if let Some(block) = last_moves_block(&t(cx.locale, "sa-board-last"), newest_first, EVENTS_SHOWN, room) {
        board.push_text(&block);
    }
    board
}

/// The board's lines under the grid.
fn main_lines(view: &PublicView, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let mut lines = vec![t(locale, "sa-board-legend")];
    lines.push(water_line(view, locale));
    lines.extend(auction_line(view, locale));
    lines.extend(bids_line(view, cx));
    lines.extend(order_line(view, cx));
    lines.extend(proposals_lines(view, cx));
    lines.extend(open_line(view, cx.locale));
    lines.extend(view_seats(view, cx));
    lines.extend(decision_line(view, cx));
    lines.join("\n")
}

fn head_line(view: &PublicView, cx: &RenderCx) -> String {
    ta(
        cx.locale,
        "sa-board-head",
        &[
            ("round", view.round.into()),
            ("rounds", view.rounds.into()),
            ("overseer", cx.name(view.overseer).into()),
            ("phase", t(cx.locale, &format!("sa-phase-{}", view.phase.id())).into()),
        ],
    )
}

/// Characters from the start of a square line to the first square (the row number and a space).
const ROW_HEAD: usize = 2;
/// Characters per square, and per block of two squares with the ditch before them.
const CELL: usize = 4;
const BLOCK: usize = 1 + 2 * CELL;

/// The grid: column letters, then intersection rows (with horizontal ditches) around pairs of square rows.
fn grid(view: &PublicView, locale: Locale) -> Vec<String> {
    let ditch = |p: Position| ditch_state(view, p);
    let mut header = vec![' '; ROW_HEAD + BLOCK * COLS / 2];
    for col in 0..COLS {
        header[ROW_HEAD + 1 + (col / 2) * BLOCK + (col % 2) * CELL + 1] = (b'A' + col as u8) as char;
    }
    let mut lines = vec![header.into_iter().collect::<String>().trim_end().to_string()];
    for y in 0..CROSS_ROWS {
        lines.push(crossing_line(view, y, &ditch));
        if y + 1 < CROSS_ROWS {
            for row in 2 * y..2 * y + 2 {
                lines.push(square_line(view, row, locale, &ditch));
            }
        }
    }
    lines
}

/// What lies on a ditch: nothing, a proposal (phase 4) or a canal.
#[derive(Clone, Copy, PartialEq)]
enum Ditch {
    Empty,
    Proposed,
    Canal,
}

fn ditch_state(view: &PublicView, position: Position) -> Ditch {
    if view.canals.contains(&position) {
        Ditch::Canal
    } else if proposing(view) && view.proposals.iter().any(|p| p.position == position) {
        Ditch::Proposed
    } else {
        Ditch::Empty
    }
}

fn crossing_line(view: &PublicView, y: usize, ditch: &dyn Fn(Position) -> Ditch) -> String {
    let mut line = " ".repeat(ROW_HEAD);
    for x in 0..CROSS_COLS {
        let here = Intersection::from_index(y * CROSS_COLS + x);
        line.push(if view.spring == Some(here) { '@' } else { here.letter() });
        if x + 1 < CROSS_COLS {
            line.push_str(match ditch(Position::from_index(y * (CROSS_COLS - 1) + x)) {
                Ditch::Canal => "════════",
                Ditch::Proposed => "───??───",
                Ditch::Empty => "────────",
            });
        }
    }
    line
}

fn square_line(view: &PublicView, row: usize, locale: Locale, ditch: &dyn Fn(Position) -> Ditch) -> String {
    let block_row = row / 2;
    let vertical = |x: usize| match ditch(Position::from_index(HORIZONTAL_POSITIONS + block_row * CROSS_COLS + x)) {
        Ditch::Canal => '║',
        Ditch::Proposed => '?',
        Ditch::Empty => '│',
    };
    let mut line = format!("{} ", row + 1);
    for block in 0..COLS / 2 {
        line.push(vertical(block));
        for col in [2 * block, 2 * block + 1] {
            let square = Square::new(col, row).expect("on the board");
            line.push_str(&cell(&view.squares[square.index()], locale));
        }
    }
    line.push(vertical(COLS / 2));
    line
}

/// Four characters: the crop letter, the owner's player number (`·` for the tile nobody owns), the workers
/// standing on it, then `~` watered, `*` a palm (covered or not) on a dry square, `&` a palm on a watered one;
/// `###` a desert.
fn cell(square: &SquareView, locale: Locale) -> String {
    let mark = match (square.palm, square.irrigated) {
        (true, true) => '&',
        (true, false) => '*',
        (false, true) => '~',
        (false, false) => ' ',
    };
    let Some(plot) = square.plot else {
        return format!("   {mark}");
    };
    if plot.desert {
        return "### ".into();
    }
    let owner = plot
        .owner()
        .map_or('·', |seat| char::from_digit(seat as u32 + 1, 10).unwrap_or('?'));
    let workers = char::from_digit(u32::from(plot.workers), 10).unwrap_or('?');
    format!("{}{owner}{workers}{mark}", crop_letter(plot.crop, locale))
}

fn water_line(view: &PublicView, locale: Locale) -> String {
    let spring = view.spring.map_or_else(|| t(locale, "sa-no-spring"), |s| s.to_string());
    let palms: Vec<String> = view
        .squares
        .iter()
        .filter(|s| s.palm)
        .map(|s| palm_text(s, locale))
        .collect();
    let mut line = ta(
        locale,
        "sa-board-water",
        &[
            ("spring", spring.into()),
            ("canals", view.canals.len().into()),
            ("supply", view.supply_canals.into()),
        ],
    );
    if view.options.palms {
        let palms = if palms.is_empty() {
            t(locale, "sa-none")
        } else {
            palms.join(", ")
        };
        line.push_str(&ta(locale, "sa-board-palms", &[("palms", palms.into())]));
    }
    line
}

/// A palm's square, saying when a tile covers it: one more worker of the tile's owner only while he keeps a
/// worker on it, nothing on a tile with no worker of its owner (a passer's 0-worker tile, the neutral tile).
pub(super) fn palm_text(square: &SquareView, locale: Locale) -> String {
    let key = match square.plot {
        Some(plot) if plot.palm_counts() => "sa-board-palm-covered",
        Some(_) => "sa-board-palm-idle",
        None => return square_name(square.square),
    };
    ta(locale, key, &[("square", square_name(square.square).into())])
}

fn auction_line(view: &PublicView, locale: Locale) -> Option<String> {
    if view.phase == Phase::Spring || view.phase == Phase::Over {
        return None;
    }
    let tiles: Vec<String> = view.auction.iter().map(|&tile| tile_name(tile, locale)).collect();
    let tiles = if tiles.is_empty() {
        t(locale, "sa-none")
    } else {
        tiles.join(", ")
    };
    let mut line = ta(
        locale,
        "sa-board-auction",
        &[
            ("tiles", tiles.into()),
            ("stacks", view.stacks.into()),
            ("left", view.tiles_per_stack.into()),
        ],
    );
    if let Some(tile) = view.removed_tile {
        line.push_str(&ta(
            locale,
            "sa-board-removed",
            &[("tile", tile_name(tile, locale).into())],
        ));
    }
    Some(line)
}

fn bids_line(view: &PublicView, cx: &RenderCx) -> Option<String> {
    if view.bids.is_empty() {
        return None;
    }
    let bids: Vec<String> = view
        .bids
        .iter()
        .map(|b| match b.amount {
            Some(n) => format!("{} {n}", cx.name(b.seat)),
            None => format!("{} {}", cx.name(b.seat), t(cx.locale, "sa-word-pass")),
        })
        .collect();
    Some(ta(cx.locale, "sa-board-bids", &[("bids", bids.join(" · ").into())]))
}

fn order_line(view: &PublicView, cx: &RenderCx) -> Option<String> {
    if !matches!(view.phase, Phase::Placement | Phase::Neutral) {
        return None;
    }
    let order: Vec<String> = view
        .placement_order
        .iter()
        .enumerate()
        .map(|(i, &seat)| {
            let done = if i < view.placed { "✓" } else { "" };
            format!("{}{done}", cx.name(seat))
        })
        .collect();
    Some(ta(cx.locale, "sa-board-order", &[("order", order.join(" → ").into())]))
}

fn proposals_lines(view: &PublicView, cx: &RenderCx) -> Option<String> {
    if !proposing(view) {
        return None;
    }
    let proposals: Vec<String> = view
        .proposals
        .iter()
        .map(|p| {
            let who: Vec<String> = p
                .contributions
                .iter()
                .map(|&(s, n)| format!("{} {n}", cx.name(s)))
                .collect();
            format!("{} = {} ({})", p.position, p.total, who.join(" + "))
        })
        .collect();
    let proposals = if proposals.is_empty() {
        t(cx.locale, "sa-none")
    } else {
        proposals.join(" · ")
    };
    let cost = view.proposals.iter().map(|p| p.total).max().unwrap_or(0) + 1;
    Some(ta(
        cx.locale,
        "sa-board-proposals",
        &[("proposals", proposals.into()), ("cost", cost.into())],
    ))
}

/// Where a canal may go (phases 4 and 5): the empty positions touching the spring or a canal.
fn open_line(view: &PublicView, locale: Locale) -> Option<String> {
    if !matches!(view.phase, Phase::Bribes | Phase::Overseer | Phase::PersonalCanal) {
        return None;
    }
    let open: Vec<String> = view.open_positions.iter().map(|p| p.to_string()).collect();
    Some(ta(locale, "sa-board-open", &[("positions", open.join(" ").into())]))
}

fn view_seats(view: &PublicView, cx: &RenderCx) -> Vec<String> {
    (0..view.players).map(|seat| seat_line(view, seat, cx)).collect()
}

fn decision_line(view: &PublicView, cx: &RenderCx) -> Option<String> {
    let (seat, decision) = (view.to_act?, view.decision.as_ref()?);
    let name: Arg = cx.name(seat).into();
    let text = match decision {
        Decision::Spring => ta(cx.locale, "sa-do-spring", &[("name", name)]),
        Decision::Bid => {
            let money = if view.money.is_some() { "open" } else { "hidden" };
            ta(cx.locale, "sa-do-bid", &[("name", name), ("money", money.into())])
        }
        Decision::Place { passed } => ta(
            cx.locale,
            "sa-do-place",
            &[("name", name), ("passed", if *passed { "yes" } else { "no" }.into())],
        ),
        Decision::Neutral => ta(cx.locale, "sa-do-neutral", &[("name", name)]),
        Decision::Bribe => ta(cx.locale, "sa-do-bribe", &[("name", name)]),
        Decision::Overseer { cost } => overseer_line(view, seat, *cost, name, cx.locale),
        Decision::Canal => ta(cx.locale, "sa-do-canal", &[("name", name)]),
    };
    Some(format!("▶ {text}"))
}

/// The overseer's choice as it stands: with no proposal he can only build (for 1, or free without money); with
/// every open position proposed, or (open money) too little money to build elsewhere, he must accept. With
/// hidden money nothing here depends on his purse.
fn overseer_line(view: &PublicView, seat: usize, cost: u32, name: Arg, locale: Locale) -> String {
    let money = view.money.as_ref().map(|money| money[seat]);
    if view.proposals.is_empty() {
        let pay = match money {
            Some(0) => "free",
            Some(_) => "paid",
            None => "unknown",
        };
        return ta(locale, "sa-do-overseer-build", &[("name", name), ("pay", pay.into())]);
    }
    let all_proposed = view
        .open_positions
        .iter()
        .all(|open| view.proposals.iter().any(|p| p.position == *open));
    let reason = match money {
        _ if all_proposed => "proposed",
        Some(money) if money < cost => "money",
        _ => return ta(locale, "sa-do-overseer", &[("name", name), ("cost", cost.into())]),
    };
    ta(
        locale,
        "sa-do-overseer-accept",
        &[("name", name), ("reason", reason.into()), ("cost", cost.into())],
    )
}

fn event_text(event: &Event, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let name = |seat: usize| -> Arg { cx.name(seat).into() };
    let tile = |tile: Tile| -> Arg { tile_name(tile, locale).into() };
    let at = |p: Position| -> Arg { p.to_string().into() };
    match *event {
        Event::TileRemoved { tile: removed } => ta(locale, "sa-ev-removed", &[("tile", tile(removed))]),
        Event::SpringPlaced {
            seat: Some(seat),
            at: i,
        } => ta(
            locale,
            "sa-ev-spring",
            &[("name", name(seat)), ("at", i.to_string().into())],
        ),
        Event::SpringPlaced { seat: None, at: i } => ta(locale, "sa-ev-spring-random", &[("at", i.to_string().into())]),
        Event::PalmsPlaced { squares } => ta(
            locale,
            "sa-ev-palms",
            &[("squares", squares_list(squares, locale).into())],
        ),
        Event::RoundStarted { round } => ta(locale, "sa-ev-round", &[("round", round.into())]),
        Event::Bid { seat, amount: Some(n) } => ta(locale, "sa-ev-bid", &[("name", name(seat)), ("amount", n.into())]),
        Event::Bid { seat, amount: None } => ta(locale, "sa-ev-bid-pass", &[("name", name(seat))]),
        Event::OverseerChanged { seat } => ta(locale, "sa-ev-overseer", &[("name", name(seat))]),
        Event::Placed {
            seat,
            tile: placed,
            square,
            workers,
            paid,
        } => ta(
            locale,
            "sa-ev-placed",
            &[
                ("name", name(seat)),
                ("tile", tile(placed)),
                ("square", square_name(square).into()),
                ("workers", workers.into()),
                ("paid", paid.into()),
            ],
        ),
        Event::NeutralPlaced {
            seat,
            tile: placed,
            square,
        } => ta(
            locale,
            "sa-ev-neutral",
            &[
                ("name", name(seat)),
                ("tile", tile(placed)),
                ("square", square_name(square).into()),
            ],
        ),
        Event::Proposed { seat, position, amount } => ta(
            locale,
            "sa-ev-proposed",
            &[
                ("name", name(seat)),
                ("position", at(position)),
                ("amount", amount.into()),
            ],
        ),
        Event::Supported { seat, position, amount } => ta(
            locale,
            "sa-ev-supported",
            &[
                ("name", name(seat)),
                ("position", at(position)),
                ("amount", amount.into()),
            ],
        ),
        Event::BribePassed { seat } => ta(locale, "sa-ev-bribe-pass", &[("name", name(seat))]),
        Event::Accepted { seat, position, total } => ta(
            locale,
            "sa-ev-accepted",
            &[
                ("name", name(seat)),
                ("position", at(position)),
                ("total", total.into()),
            ],
        ),
        Event::BuiltElsewhere { seat, position, paid } => ta(
            locale,
            "sa-ev-built",
            &[("name", name(seat)), ("position", at(position)), ("paid", paid.into())],
        ),
        Event::PersonalCanal { seat, position } => ta(
            locale,
            "sa-ev-canal",
            &[("name", name(seat)), ("position", at(position))],
        ),
        Event::CanalPassed { seat } => ta(locale, "sa-ev-canal-pass", &[("name", name(seat))]),
        Event::Drought { dried, deserts } => ta(
            locale,
            "sa-ev-drought",
            &[
                ("dried", squares_list(dried, locale).into()),
                ("deserts", squares_list(deserts, locale).into()),
            ],
        ),
        Event::Income { amount } => ta(locale, "sa-ev-income", &[("amount", amount.into())]),
        Event::FinalDrought { deserts } => ta(
            locale,
            "sa-ev-final-drought",
            &[("deserts", squares_list(deserts, locale).into())],
        ),
        Event::GameOver => t(locale, "sa-ev-game-over"),
    }
}

#[cfg(test)]
mod tests;
