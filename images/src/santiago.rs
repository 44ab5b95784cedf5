//! Santiago: the 8×6 plantation grid in its 2×2 blocks, the ditches with their intersection letters, the spring,
//! canals (built: solid blue; proposed: dashed, with their total and proposer, only while the overseer has not
//! built yet), tiles with their crop, owner and workers, palms and watered squares; under it each player's
//! workers, personal canal and (when public) money, the tiles on auction and this round's bids. Once the game is
//! over, the result (ranking and scores) takes the overseer's line.

use galleon_rules::santiago::{Crop, Intersection, Phase, Position, PublicView, Square, SquareView, Tile};

use galleon_rules::Outcome;

use crate::svg::{self, Font, Svg};
use crate::{result_line, token, Image, Players, Words};

/// Square side and ditch width, in pixels.
const S: f32 = 112.0;
const D: f32 = 30.0;
/// One block (two squares) and the ditch after it.
const PITCH: f32 = 2.0 * S + D;
const LEFT: f32 = 50.0;
const TOP: f32 = 116.0;
const WIDTH: u32 = 1120;
const ROW: f32 = 46.0;

const CANAL: &str = "#1f6fd1";
const DITCH: &str = "#b9a77f";

/// Draws the public view; `outcome` once the game is over (the result is public then). `names` in seat order.
pub fn santiago(view: &PublicView, outcome: Option<&Outcome>, names: &[String], words: &dyn Words) -> Image {
    let players = Players::new(names, words);
    let board_bottom = TOP + 3.0 * PITCH + D;
    let height = board_bottom + 40.0 + ROW * (view.players as f32 + 2.6);
    let mut svg = Svg::new(WIDTH, height as u32, "#f7f3e8");
    match outcome {
        Some(outcome) => {
            title(&mut svg, view, words);
            let line = result_line(outcome, &players, words, &[]);
            svg.text_fit(20.0, 80.0, Font::new(22).bold(), &line, WIDTH as f32 - 40.0);
        }
        None => header(&mut svg, view, &players, words),
    }
    board(&mut svg, view, &players, words);
    panel(&mut svg, view, &players, words, board_bottom + 40.0);
    svg.finish()
}

fn title(svg: &mut Svg, view: &PublicView, words: &dyn Words) {
    let title = format!(
        "Santiago · {} {}/{} · {}",
        words.word("picture-sa-round"),
        view.round,
        view.rounds,
        phase_name(view, words)
    );
    svg.text(20.0, 40.0, Font::new(30).bold(), &title);
}

fn header(svg: &mut Svg, view: &PublicView, players: &Players, words: &dyn Words) {
    title(svg, view, words);
    let (label, name) = (words.word("picture-sa-overseer"), players.name(view.overseer));
    token(svg, players, view.overseer, "overseer", (34.0, 72.0), 14.0);
    let end = WIDTH as f32 - 24.0;
    let Some(seat) = view.to_act else {
        svg.text_labelled(56.0, 80.0, Font::new(22), (&label, &name), end - 56.0);
        return;
    };
    let to_act = (words.word("picture-to-play"), players.name(seat));
    // The overseer's text has 500 px, more when it needs them and the text to play leaves them.
    let needs = |(label, name): (&str, &str)| crate::text::width(&format!("{label} {name}"), 22);
    let room = needs((&label, &name))
        .min(end - 106.0 - needs((&to_act.0, &to_act.1)).min(490.0))
        .max(500.0);
    svg.text_labelled(56.0, 80.0, Font::new(22), (&label, &name), room);
    let x = 56.0 + room + 28.0;
    token(svg, players, seat, "to-act", (x, 72.0), 14.0);
    svg.text_labelled(
        x + 22.0,
        80.0,
        Font::new(22).bold(),
        (&to_act.0, &to_act.1),
        end - x - 22.0,
    );
}

/// The text board's name of the phase.
fn phase_name(view: &PublicView, words: &dyn Words) -> String {
    words.word(&format!("sa-phase-{}", view.phase.id()))
}

/// Top-left corner of a square.
fn square_at(square: Square) -> (f32, f32) {
    let along = |i: usize, origin: f32| origin + D + (i / 2) as f32 * PITCH + (i % 2) as f32 * S;
    (along(square.col(), LEFT), along(square.row(), TOP))
}

/// Centre of an intersection.
fn cross_at(at: Intersection) -> (f32, f32) {
    (
        LEFT + D / 2.0 + at.x() as f32 * PITCH,
        TOP + D / 2.0 + at.y() as f32 * PITCH,
    )
}

fn position_name(position: Position) -> String {
    let [a, b] = position.ends();
    format!("{}{}", a.letter(), b.letter())
}

fn board(svg: &mut Svg, view: &PublicView, players: &Players, words: &dyn Words) {
    let size = 4.0 * PITCH + D;
    svg.rect(LEFT, TOP, size, 3.0 * PITCH + D, 6.0, DITCH, None);
    for (i, letter) in "ABCDEFGH".chars().enumerate() {
        let x = square_at(Square::new(i, 0).unwrap()).0 + S / 2.0;
        svg.text(x, TOP - 8.0, Font::new(22).middle().bold(), &letter.to_string());
    }
    for row in 0..6 {
        let y = square_at(Square::new(0, row).unwrap()).1 + S / 2.0 + 8.0;
        svg.text(LEFT - 14.0, y, Font::new(22).middle().bold(), &(row + 1).to_string());
    }
    for square in &view.squares {
        draw_square(svg, square, players, words);
    }
    for &position in &view.open_positions {
        ditch(svg, position, "open", "#ffffff", 3.0, true);
    }
    for &position in &view.canals {
        ditch(svg, position, "canal", CANAL, D - 8.0, false);
    }
    if proposals_open(view) {
        for proposal in &view.proposals {
            proposal_mark(svg, proposal, players);
        }
    }
    for at in Intersection::all() {
        let (x, y) = cross_at(at);
        if view.spring == Some(at) {
            svg.group("spring", None);
            svg.circle(x, y, 20.0, CANAL, Some(("#ffffff", 3.0)));
            svg.text(x, y + 8.0, Font::new(22).fill("#ffffff").middle().bold(), "@");
            svg.end();
        } else {
            svg.circle(x, y, 11.0, "#f7f3e8", Some(("#6b5b3a", 1.0)));
            svg.text(x, y + 6.0, Font::new(16).middle(), &at.letter().to_string());
        }
    }
}

/// Proposals are drawn only while the overseer may still accept one: the view keeps the round's proposals
/// until the next round, but once he has built (one of them or elsewhere) they are history, not the board.
fn proposals_open(view: &PublicView) -> bool {
    matches!(view.phase, Phase::Bribes | Phase::Overseer)
}

/// A canal, a possible canal or a proposal along a ditch.
fn ditch(svg: &mut Svg, position: Position, class: &str, colour: &str, width: f32, dashed: bool) {
    let [a, b] = position.ends();
    let (from, to) = (cross_at(a), cross_at(b));
    svg.group(class, Some(&format!("{class}-{}", position_name(position))));
    svg.line(from, to, colour, width, dashed);
    svg.end();
}

fn proposal_mark(svg: &mut Svg, proposal: &galleon_rules::santiago::ProposalView, players: &Players) {
    let [a, b] = proposal.position.ends();
    let (from, to) = (cross_at(a), cross_at(b));
    let id = format!("proposal-{}", position_name(proposal.position));
    svg.group("proposal", Some(&id));
    svg.line(from, to, "#ff8c00", D - 10.0, true);
    let mid = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
    svg.rect(
        mid.0 - 34.0,
        mid.1 - 17.0,
        68.0,
        34.0,
        8.0,
        "#ffffff",
        Some(("#ff8c00", 3.0)),
    );
    svg.text(
        mid.0 - 8.0,
        mid.1 + 8.0,
        Font::new(20).middle().bold(),
        &proposal.total.to_string(),
    );
    svg.end();
    token(svg, players, proposal.proposer, "proposer", (mid.0 + 18.0, mid.1), 12.0);
}

pub(crate) fn crop_colour(crop: Crop) -> &'static str {
    match crop {
        Crop::Potato => "#d4b483",
        Crop::Bean => "#8cc46a",
        Crop::Pepper => "#e0705e",
        Crop::Banana => "#f3db5a",
        Crop::Cane => "#b6d7c8",
    }
}

/// A tile's crop on its square: on two smaller lines when it is too long for one (`pommes de terre`).
fn square_label(svg: &mut Svg, label: &str, x: f32, y: f32) {
    let room = S - 20.0;
    match label.split_once(' ') {
        Some((first, rest)) if svg::fit(label, 18, room) != label => {
            svg.text_fit(x + 10.0, y + 24.0, Font::new(16).bold(), first, room);
            svg.text_fit(x + 10.0, y + 42.0, Font::new(16).bold(), rest, room);
        }
        _ => svg.text_fit(x + 10.0, y + 28.0, Font::new(18).bold(), label, room),
    }
}

fn crop_name(crop: Crop, words: &dyn Words) -> String {
    words.word(&format!("sa-crop-{}", crop.id()))
}

fn draw_square(svg: &mut Svg, view: &SquareView, players: &Players, words: &dyn Words) {
    let (x, y) = square_at(view.square);
    match &view.plot {
        None => svg.rect(x + 2.0, y + 2.0, S - 4.0, S - 4.0, 4.0, "#efe4c4", None),
        Some(plot) => {
            svg.group("tile", Some(&format!("tile-{}", square_name(view.square))));
            let (fill, border) = match (plot.desert, plot.owner) {
                (true, _) => ("#a08a6a", "#5b4a33"),
                (false, Some(owner)) => (crop_colour(plot.crop), players.colour(owner as usize)),
                (false, None) => (crop_colour(plot.crop), "#555555"),
            };
            svg.rect(x + 4.0, y + 4.0, S - 8.0, S - 8.0, 6.0, fill, Some((border, 6.0)));
            let label = if plot.desert {
                words.word("picture-sa-desert")
            } else {
                crop_name(plot.crop, words)
            };
            square_label(svg, &label, x, y);
            if let Some(owner) = plot.owner {
                token(
                    svg,
                    players,
                    owner as usize,
                    "owner",
                    (x + S - 22.0, y + S - 22.0),
                    13.0,
                );
            }
            svg.end();
            workers(svg, x, y, plot.workers, plot.owner.map(|o| o as usize), players);
        }
    }
    if view.irrigated {
        svg.group("watered", None);
        let (cx, cy) = (x + S - 16.0, y + 20.0);
        svg.polygon(
            &[(cx, cy - 12.0), (cx + 7.0, cy + 1.0), (cx - 7.0, cy + 1.0)],
            CANAL,
            None,
        );
        svg.circle(cx, cy + 3.0, 7.0, CANAL, None);
        svg.end();
    }
    if view.palm {
        palm(svg, x + 22.0, y + S - 16.0);
    }
}

fn workers(svg: &mut Svg, x: f32, y: f32, count: u8, owner: Option<usize>, players: &Players) {
    let Some(owner) = owner else { return };
    for i in 0..count {
        let cx = x + 48.0 + i as f32 * 30.0;
        token(svg, players, owner, "worker", (cx, y + 62.0), 13.0);
    }
}

fn palm(svg: &mut Svg, x: f32, y: f32) {
    svg.group("palm", None);
    svg.line((x, y), (x, y - 24.0), "#6b4423", 5.0, false);
    for dx in [-13.0, 13.0] {
        svg.polygon(
            &[(x, y - 26.0), (x + dx, y - 18.0), (x + dx * 0.9, y - 30.0)],
            "#1e7a2e",
            None,
        );
    }
    svg.circle(x, y - 28.0, 7.0, "#1e7a2e", None);
    svg.end();
}

fn square_name(square: Square) -> String {
    format!("{}{}", (b'a' + square.col() as u8) as char, square.row() + 1)
}

fn tile_name(tile: Tile, words: &dyn Words) -> String {
    format!("{} {}", crop_name(tile.crop, words), tile.workers)
}

fn panel(svg: &mut Svg, view: &PublicView, players: &Players, words: &dyn Words, top: f32) {
    let mut y = top;
    for seat in 0..view.players {
        svg.group("player", Some(&format!("player-{seat}")));
        token(svg, players, seat, "seat", (34.0, y - 8.0), 15.0);
        let mut facts = format!(
            "{} {}",
            words.word("picture-sa-workers-left"),
            view.workers_left.get(seat).copied().unwrap_or(0)
        );
        let has_canal = view.personal_canals.get(seat).copied().unwrap_or(false);
        let canal = if has_canal {
            "picture-sa-canal-yes"
        } else {
            "picture-sa-canal-used"
        };
        facts.push_str(&format!(" · {}", words.word(canal)));
        if let Some(money) = view.money.as_ref().and_then(|m| m.get(seat)) {
            facts.push_str(&format!(" · {}", words.count("picture-sa-escudos", (*money).into())));
        }
        let name = (58.0, 250.0, Font::new(22).bold(), players.name(seat));
        svg.name_and_facts(
            y,
            (name.0, name.1, name.2, &name.3),
            (320.0, Font::new(20), &facts),
            WIDTH as f32 - 20.0,
        );
        svg.end();
        y += ROW;
    }
    let auction: Vec<String> = view.auction.iter().map(|&t| tile_name(t, words)).collect();
    let auction = format!(
        "{} {}",
        words.word("picture-sa-auction"),
        if auction.is_empty() {
            "—".to_string()
        } else {
            auction.join(" · ")
        }
    );
    svg.text_fit(20.0, y, Font::new(21), &auction, WIDTH as f32 - 40.0);
    y += ROW;
    let pass = words.word("sa-word-pass");
    let bids: Vec<String> = view
        .bids
        .iter()
        .map(|b| {
            let amount = b.amount.map_or(pass.clone(), |a| a.to_string());
            format!("{} {amount}", players.letter(b.seat))
        })
        .collect();
    if !bids.is_empty() {
        let text = format!("{} {}", words.word("picture-sa-bids"), bids.join(" · "));
        svg.text_fit(20.0, y, Font::new(21), &text, WIDTH as f32 - 40.0);
        y += ROW;
    }
    let supply = format!(
        "{} {} · {} {} × {}",
        words.word("picture-sa-canals"),
        view.supply_canals,
        words.word("picture-sa-stacks"),
        view.stacks,
        view.tiles_per_stack
    );
    svg.text(20.0, y, Font::new(21), &supply);
}
