//! Puerto Rico: the role cards with their doubloons and who took them, the cargo ships, the trading house and the
//! supplies (colonists, VP chips, goods, quarries, face-up plantations), the buildings for sale, and every
//! player's island (plantations, quarries, forests; a filled disc per colonist, pale on a dark tile) and city
//! (each building with its circles, filled when occupied). A player's VP chips in hand are secret: only whether
//! he has any is shown, until the game is over: then the picture shows the result (ranking, and each seat's
//! score with its breakdown, chips included, as the text result does). A long building name takes two lines,
//! broken between words.

use galleon_rules::puerto_rico::data::{BuildingId, BuildingKind, Good, Role, Tile};
use galleon_rules::puerto_rico::view::{CityBuilding, PublicView, SeatView};
use galleon_rules::{Outcome, Standing};

use crate::svg::{self, Font, Svg};
use crate::{result_line, token, Image, Players, Words};

const WIDTH: u32 = 1280;
const CELL: f32 = 58.0;
const CITY_CELL: f32 = 232.0;
const COLONIST: &str = "#3b2314";
const QUARRY: &str = "#9a9a9a";
/// A colonist on a dark tile (coffee): pale, so that it reads as a filled disc there.
const COLONIST_PALE: &str = "#fff3c4";
/// Height of a row of buildings for sale (room for a name on two lines).
const SALE_ROW: f32 = 42.0;

/// Draws the public view; `outcome` once the game is over (the result is public then). `names` in seat order.
pub fn puerto_rico(view: &PublicView, outcome: Option<&Outcome>, names: &[String], words: &dyn Words) -> Image {
    let players = Players::new(names, words);
    let for_sale: Vec<(BuildingId, u8)> = view.buildings_left.iter().copied().filter(|b| b.1 > 0).collect();
    let sale_rows = for_sale.len().div_ceil(5) as f32;
    let seats_top = 470.0 + sale_rows * SALE_ROW;
    let panel_heights: Vec<f32> = view.seats.iter().map(|s| panel_height(s, outcome.is_some())).collect();
    let height = seats_top + panel_heights.iter().sum::<f32>() + 10.0;
    let mut svg = Svg::new(WIDTH, height as u32, "#f4efe1");
    header(&mut svg, view, &players, words);
    if let Some(outcome) = outcome {
        let line = result_line(outcome, &players, words, &[]);
        svg.text_fit(20.0, 78.0, Font::new(22).bold(), &line, WIDTH as f32 - 40.0);
    }
    roles(&mut svg, view, &players, words, 96.0);
    ships(&mut svg, view, words, 200.0);
    supplies(&mut svg, view, words, 330.0);
    buildings_for_sale(&mut svg, &for_sale, words, 430.0);
    let mut y = seats_top;
    for (seat, h) in view.seats.iter().zip(&panel_heights) {
        let standing = outcome.and_then(|o| o.standings.iter().find(|s| s.seat == seat.seat));
        seat_panel(&mut svg, seat, standing, &players, words, y);
        y += h;
    }
    svg.finish()
}

fn header(svg: &mut Svg, view: &PublicView, players: &Players, words: &dyn Words) {
    let mut title = format!("Puerto Rico · {} {}", words.word("picture-pr-round"), view.round);
    if let Some(role) = view.role {
        title.push_str(&format!(" · {}", role_name(role, words)));
    }
    title.push_str(&format!(" · {}", words.word(&format!("pr-step-{}", view.step.id()))));
    svg.text(20.0, 40.0, Font::new(30).bold(), &title);
    if !view.to_act.is_empty() {
        svg.text(20.0, 78.0, Font::new(22), &words.word("picture-to-play"));
        let mut x = 160.0;
        for (i, &seat) in view.to_act.iter().enumerate() {
            token(svg, players, seat, "to-act", (x, 70.0), 14.0);
            // 220 px each, more when the seats after it leave them.
            let after = (view.to_act.len() - i - 1) as f32 * 250.0;
            let room = (WIDTH as f32 - 40.0 - x - after).max(220.0);
            let name = svg::fit_name(&players.name(seat), 22, room);
            svg.text(x + 20.0, 78.0, Font::new(22).bold(), &name);
            x = (x + 250.0).max(x + 50.0 + crate::text::width(&name, 22));
        }
    }
    if !view.end_triggered.is_empty() && !view.game_over {
        let text = words.word("picture-pr-last-round");
        svg.text(
            WIDTH as f32 - 20.0,
            40.0,
            Font::new(26).bold().fill("#b00020").end(),
            &text,
        );
    }
}

fn role_name(role: Role, words: &dyn Words) -> String {
    words.word(&format!("pr-role-{}", role.id()))
}

fn roles(svg: &mut Svg, view: &PublicView, players: &Players, words: &dyn Words, top: f32) {
    let width = 154.0;
    for (i, role) in view.roles.iter().enumerate() {
        let x = 20.0 + i as f32 * (width + 4.0);
        svg.group("role", Some(&format!("role-{}", role.role.id())));
        let fill = if role.taken_by.is_some() { "#cfc8b8" } else { "#fff8e0" };
        svg.rect(x, top, width, 92.0, 8.0, fill, Some(("#6b5b3a", 2.0)));
        svg.text_fit(
            x + 8.0,
            top + 28.0,
            Font::new(19).bold(),
            &role_name(role.role, words),
            width - 12.0,
        );
        if role.doubloons > 0 {
            svg.circle(x + 26.0, top + 60.0, 17.0, "#e8b923", Some(("#8a6d0b", 2.0)));
            svg.text(
                x + 26.0,
                top + 68.0,
                Font::new(20).middle().bold(),
                &role.doubloons.to_string(),
            );
        }
        svg.end();
        if let Some(seat) = role.taken_by {
            token(svg, players, seat, "taker", (x + width - 26.0, top + 60.0), 16.0);
        }
    }
}

pub(crate) fn good_colour(good: Good) -> (&'static str, &'static str) {
    match good {
        Good::Corn => ("#f2d13c", "#1a1a1a"),
        Good::Indigo => ("#2b4fa8", "#ffffff"),
        Good::Sugar => ("#ffffff", "#1a1a1a"),
        Good::Tobacco => ("#a0662f", "#ffffff"),
        Good::Coffee => ("#3a2418", "#ffffff"),
    }
}

/// One letter per good.
fn good_letter(good: Good, words: &dyn Words) -> String {
    words.word(&format!("picture-pr-letter-{}", good.id()))
}

/// A barrel: a square in the good's colour with its letter.
fn barrel(svg: &mut Svg, good: Option<Good>, x: f32, y: f32, size: f32, words: &dyn Words) {
    match good {
        Some(good) => {
            let (fill, ink) = good_colour(good);
            svg.rect(x, y, size, size, 4.0, fill, Some(("#1a1a1a", 1.5)));
            let font = Font::new((size * 0.6) as u32).fill(ink).middle().bold();
            svg.text(x + size / 2.0, y + size * 0.72, font, &good_letter(good, words));
        }
        None => svg.rect(x, y, size, size, 4.0, "#e6dfcc", Some(("#8a7d5c", 1.0))),
    }
}

fn ships(svg: &mut Svg, view: &PublicView, words: &dyn Words, top: f32) {
    svg.text(20.0, top + 24.0, Font::new(22).bold(), &words.word("picture-pr-ships"));
    let mut y = top + 36.0;
    for ship in &view.cargo_ships {
        svg.group("ship", None);
        svg.text(20.0, y + 24.0, Font::new(20), &format!("{}:", ship.capacity));
        for i in 0..ship.capacity {
            let good = (i < ship.count).then_some(ship.good).flatten();
            barrel(svg, good, 60.0 + i as f32 * 30.0, y + 2.0, 26.0, words);
        }
        svg.end();
        y += 30.0;
    }
    let x = 460.0;
    svg.text(
        x,
        top + 24.0,
        Font::new(22).bold(),
        &words.word("picture-pr-trading-house"),
    );
    for i in 0..4 {
        barrel(
            svg,
            view.trading_house.get(i).copied(),
            x + i as f32 * 40.0,
            top + 38.0,
            34.0,
            words,
        );
    }
    let legend: Vec<String> = Good::ALL
        .iter()
        .map(|&g| {
            format!(
                "{} {}",
                good_letter(g, words),
                words.word(&format!("pr-good-{}", g.id()))
            )
        })
        .collect();
    svg.text(x, top + 104.0, Font::new(18), &legend.join(" · "));
}

fn supplies(svg: &mut Svg, view: &PublicView, words: &dyn Words, top: f32) {
    let facts = format!(
        "{} {} · {} {} · {} {} · {} {}",
        words.word("picture-pr-colonist-ship"),
        view.colonist_ship,
        words.word("picture-pr-colonists-left"),
        view.colonist_supply,
        words.word("picture-pr-vp-left"),
        view.vp_supply,
        words.word("picture-pr-quarries"),
        view.quarries
    );
    svg.text(20.0, top + 20.0, Font::new(20), &facts);
    svg.text(20.0, top + 58.0, Font::new(20), &words.word("picture-pr-barrels-left"));
    let mut x = 290.0;
    for good in Good::ALL {
        barrel(svg, Some(good), x, top + 36.0, 30.0, words);
        svg.text(
            x + 36.0,
            top + 60.0,
            Font::new(20),
            &view.goods_supply[good.index()].to_string(),
        );
        x += 80.0;
    }
    svg.text(720.0, top + 58.0, Font::new(20), &words.word("picture-pr-plantations"));
    let mut x = 860.0;
    for &tile in &view.face_up_plantations {
        island_tile(svg, tile, x, top + 34.0, 34.0, words, "face-up");
        x += 38.0;
    }
    let stack = format!("(+{})", view.plantation_stack);
    svg.text(x + 4.0, top + 58.0, Font::new(18), &stack);
}

/// The fill of an island tile.
fn tile_colour(tile: Tile) -> &'static str {
    tile.good().map_or(QUARRY, |good| good_colour(good).0)
}

fn island_tile(svg: &mut Svg, tile: Tile, x: f32, y: f32, size: f32, words: &dyn Words, class: &str) {
    svg.group(class, None);
    match tile.good() {
        Some(good) => barrel(svg, Some(good), x, y, size, words),
        None => {
            svg.rect(x, y, size, size, 4.0, QUARRY, Some(("#1a1a1a", 1.5)));
            let font = Font::new((size * 0.45) as u32).fill("#ffffff").middle().bold();
            svg.text(
                x + size / 2.0,
                y + size * 0.65,
                font,
                &words.word("picture-pr-letter-quarry"),
            );
        }
    }
    svg.end();
}

fn buildings_for_sale(svg: &mut Svg, for_sale: &[(BuildingId, u8)], words: &dyn Words, top: f32) {
    svg.text(
        20.0,
        top + 20.0,
        Font::new(22).bold(),
        &words.word("picture-pr-for-sale"),
    );
    for (i, &(building, left)) in for_sale.iter().enumerate() {
        let x = 20.0 + (i % 5) as f32 * 250.0;
        let y = top + 34.0 + (i / 5) as f32 * SALE_ROW;
        let h = SALE_ROW - 4.0;
        svg.rect(x, y, 244.0, h, 4.0, building_colour(building), Some(("#6b5b3a", 1.0)));
        let label = format!("{} {} ×{left}", building.info().cost, building_name(building, words));
        if svg::fit(&label, 17, 234.0) == label {
            svg.text(x + 6.0, y + 25.0, Font::new(17), &label);
        } else {
            svg.text_wrap(x + 6.0, y + 16.0, Font::new(16), &label, 234.0, 2, 17.0);
        }
    }
}

fn building_name(building: BuildingId, words: &dyn Words) -> String {
    words.word(&format!("pr-building-{}", building.id()))
}

fn building_colour(building: BuildingId) -> &'static str {
    match building.info().kind {
        BuildingKind::SmallProduction(good) | BuildingKind::LargeProduction(good) => match good {
            Good::Sugar => "#f4f4f4",
            Good::Indigo => "#9fb4e6",
            Good::Tobacco => "#d2a77c",
            Good::Coffee => "#a58a7a",
            Good::Corn => "#f2d13c",
        },
        BuildingKind::Violet => "#d9c6ee",
    }
}

/// Rows of the city: 4 slots each, a large building takes 2 slots of one row.
fn city_rows(city: &[CityBuilding]) -> Vec<Vec<&CityBuilding>> {
    let mut rows: Vec<Vec<&CityBuilding>> = vec![Vec::new()];
    let mut used = 0;
    for building in city {
        let spaces = building.building.info().spaces as usize;
        if used + spaces > 4 {
            rows.push(Vec::new());
            used = 0;
        }
        rows.last_mut().unwrap().push(building);
        used += spaces;
    }
    rows
}

/// Room above the island for the score line of a finished game.
const SCORE_LINE: f32 = 30.0;

fn panel_height(seat: &SeatView, over: bool) -> f32 {
    let rows = city_rows(&seat.city).len().max(3) as f32;
    52.0 + rows * (CELL + 4.0) + 16.0 + if over { SCORE_LINE } else { 0.0 }
}

fn seat_panel(
    svg: &mut Svg,
    seat: &SeatView,
    standing: Option<&Standing>,
    players: &Players,
    words: &dyn Words,
    top: f32,
) {
    let s = seat.seat;
    svg.group("player", Some(&format!("player-{s}")));
    let height = panel_height(seat, standing.is_some()) - 8.0;
    svg.rect(
        10.0,
        top,
        WIDTH as f32 - 20.0,
        height,
        10.0,
        "#fffdf6",
        Some((players.colour(s), 4.0)),
    );
    token(svg, players, s, "seat", (36.0, top + 26.0), 16.0);
    let mut facts = format!(
        "{} · San Juan {} · {} {}",
        words.count("picture-doubloons", seat.doubloons.into()),
        seat.san_juan,
        words.word("picture-pr-vp-chips"),
        chips(seat, standing, words)
    );
    if seat.governor {
        facts.push_str(&format!(" · {}", words.word("picture-pr-governor")));
    }
    // The goods are drawn at the right of the same line.
    let barrels = seat.goods.iter().filter(|&&n| n > 0).count() as f32;
    let name = players.name(s);
    svg.name_and_facts(
        top + 34.0,
        (62.0, 250.0, Font::new(24).bold(), &name),
        (320.0, Font::new(20), &facts),
        WIDTH as f32 - 50.0 - 54.0 * barrels,
    );
    let mut board_top = top + 50.0;
    if let Some(standing) = standing {
        svg.text_fit(
            62.0,
            top + 66.0,
            Font::new(20).bold(),
            &score_line(standing, words),
            1190.0,
        );
        board_top += SCORE_LINE;
    }
    svg.end();
    goods(svg, seat, words, top + 12.0);
    island(svg, seat, words, 24.0, board_top);
    city(svg, seat, words, 290.0, board_top);
}

/// A seat's VP chips: whether it holds any while the game runs (how many is secret), how many once it is over.
fn chips(seat: &SeatView, standing: Option<&Standing>, words: &dyn Words) -> String {
    let counted = standing.and_then(|s| s.breakdown.iter().find(|(key, _)| key == "pr-score-chips"));
    match counted {
        Some((_, chips)) => chips.to_string(),
        None if seat.has_vp_chips => words.word("picture-pr-chips-some"),
        None => words.word("picture-pr-chips-none"),
    }
}

/// `1. 40 points: VP chips 11 · buildings 17 · Residence 4 · doubloons + barrels 5`.
fn score_line(standing: &Standing, words: &dyn Words) -> String {
    let parts: Vec<String> = standing
        .breakdown
        .iter()
        .map(|(key, points)| format!("{} {points}", words.word(key)))
        .collect();
    format!(
        "{}. {} {} · {} {}",
        standing.rank,
        words.count("picture-points", standing.score),
        parts.join(" · "),
        words.word("pr-tiebreak"),
        standing.tiebreak
    )
}

/// The seat's barrels, right of its facts line.
fn goods(svg: &mut Svg, seat: &SeatView, words: &dyn Words, y: f32) {
    let mut x = WIDTH as f32 - 40.0 - 54.0 * seat.goods.iter().filter(|&&n| n > 0).count() as f32;
    for good in Good::ALL {
        let n = seat.goods[good.index()];
        if n > 0 {
            barrel(svg, Some(good), x, y, 28.0, words);
            svg.text(x + 32.0, y + 22.0, Font::new(19).bold(), &n.to_string());
            x += 54.0;
        }
    }
}

/// Twelve island spaces: tiles (a dark disc per colonist), forests, then empty spaces.
fn island(svg: &mut Svg, seat: &SeatView, words: &dyn Words, x0: f32, y0: f32) {
    let at = |slot: usize| {
        (
            x0 + (slot % 4) as f32 * (CELL + 4.0),
            y0 + (slot / 4) as f32 * (CELL + 4.0),
        )
    };
    let mut slot = 0;
    for tile in &seat.island {
        let (x, y) = at(slot);
        island_tile(svg, tile.tile, x, y, CELL, words, "plantation");
        if tile.occupied {
            colonist(svg, x + CELL - 13.0, y + 13.0, is_dark(tile_colour(tile.tile)));
        }
        slot += 1;
    }
    for _ in 0..seat.forests {
        let (x, y) = at(slot);
        svg.group("forest", None);
        svg.rect(x, y, CELL, CELL, 4.0, "#1e5e2a", Some(("#1a1a1a", 1.5)));
        let tree = [
            (x + CELL / 2.0, y + 8.0),
            (x + CELL - 12.0, y + CELL - 12.0),
            (x + 12.0, y + CELL - 12.0),
        ];
        svg.polygon(&tree, "#4caf50", None);
        svg.end();
        slot += 1;
    }
    for empty in slot..12 {
        let (x, y) = at(empty);
        svg.rect(x, y, CELL, CELL, 4.0, "#efe8d4", Some(("#cfc4a6", 1.0)));
    }
}

/// A colonist: a filled disc that stands out of what it sits on. Dark with a pale rim on buildings (where an
/// empty circle is a dark ring) and light tiles; `pale` with a dark rim on dark tiles (coffee, indigo,
/// tobacco), where a dark disc showed only its rim and read as an empty circle (an island tile has no empty
/// circle to confuse it with).
fn colonist(svg: &mut Svg, cx: f32, cy: f32, pale: bool) {
    svg.group("colonist", None);
    if pale {
        svg.circle(cx, cy, 9.0, COLONIST_PALE, Some((COLONIST, 2.5)));
    } else {
        svg.circle(cx, cy, 9.0, COLONIST, Some(("#ffffff", 2.0)));
    }
    svg.end();
}

/// Whether a `#rrggbb` colour is dark (relative luminance under 0.3), so a dark mark would vanish on it.
fn is_dark(colour: &str) -> bool {
    let channel = |i: usize| {
        let c = u8::from_str_radix(colour.get(i..i + 2).unwrap_or("ff"), 16).unwrap_or(255) as f32 / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) < 0.3
}

/// A building's name on its tile: on one line when it fits, else on two, the second right of the circles
/// (`petite raffinerie` / `de sucre`).
fn building_label(svg: &mut Svg, name: &str, (x, y): (f32, f32), w: f32, circles_width: f32) {
    let font = Font::new(18).bold();
    if svg::fit(name, font.size, w - 14.0) == name {
        svg.text(x + 8.0, y + 25.0, font, name);
        return;
    }
    let first = svg::wrap(name, font.size, w - 14.0, 2)
        .into_iter()
        .next()
        .unwrap_or_default();
    let Some(rest) = name.strip_prefix(first.as_str()).filter(|_| !first.ends_with('…')) else {
        svg.text_fit(x + 8.0, y + 25.0, font, name, w - 14.0);
        return;
    };
    let rest = rest.trim_start();
    let indent = 8.0 + circles_width + 4.0;
    svg.text(x + 8.0, y + 22.0, font, &first);
    svg.text_fit(x + indent, y + 49.0, font, rest, w - indent - 6.0);
}

fn city(svg: &mut Svg, seat: &SeatView, words: &dyn Words, x0: f32, y0: f32) {
    let rows = city_rows(&seat.city);
    for r in 0..rows.len().max(3) {
        let used: usize = rows
            .get(r)
            .map_or(0, |row| row.iter().map(|b| b.building.info().spaces as usize).sum());
        for slot in used..4 {
            let x = x0 + slot as f32 * (CITY_CELL + 4.0);
            svg.rect(
                x,
                y0 + r as f32 * (CELL + 4.0),
                CITY_CELL,
                CELL,
                6.0,
                "#efe8d4",
                Some(("#cfc4a6", 1.0)),
            );
        }
    }
    for (r, row) in rows.iter().enumerate() {
        let mut x = x0;
        let y = y0 + r as f32 * (CELL + 4.0);
        for building in row {
            let spaces = building.building.info().spaces as f32;
            let w = spaces * CITY_CELL + (spaces - 1.0) * 4.0;
            svg.group(
                "building",
                Some(&format!("building-{}-{}", seat.seat, building.building.id())),
            );
            svg.rect(
                x,
                y,
                w,
                CELL,
                6.0,
                building_colour(building.building),
                Some(("#6b5b3a", 1.5)),
            );
            let circles_width = building.circles as f32 * 22.0;
            let name = building_name(building.building, words);
            building_label(
                svg,
                &name,
                (x, y),
                w,
                circles_width.max(22.0 * building.colonists as f32),
            );
            svg.end();
            for c in 0..building.circles {
                let cx = x + 16.0 + c as f32 * 22.0;
                if c < building.colonists {
                    colonist(svg, cx, y + 42.0, false);
                } else {
                    svg.circle(cx, y + 42.0, 9.0, "none", Some((COLONIST, 2.0)));
                }
            }
            // Guest House guests beyond its circles.
            for extra in building.circles..building.colonists {
                colonist(
                    svg,
                    x + 16.0 + circles_width + (extra - building.circles) as f32 * 22.0,
                    y + 42.0,
                    false,
                );
            }
            x += w + 4.0;
        }
    }
}
