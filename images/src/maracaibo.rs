//! Maracaibo: the route as a snake of location cards (a column per step from Havana, forks stacked in their
//! column, the routes drawn behind), each card with its ships, nation cube, market good and delivered discs,
//! quests and spies; the nations' reserves and the treasure fleet; the exploration track with its quests and
//! explorers; the display's cards and the prestige buildings by name; and each player's ship board summary (in a
//! solo game, Jeanne's Automa board in her row: she is seat 1 of the view, named `🤖 Jeanne` as on the text
//! board). Numbers say what they count (`12 cubes in reserve · 1 on the map`, `spies: 2 in reserve, 0 on the
//! map`). Once the game is over the result line ranks every seat, and Jeanne by her VP. Only the public view
//! is read: hands, the draw pile's order and face-down tiles never reach the image (a face-down prestige
//! building is drawn as such).
//!
//! The layout is computed from the content pack's map (longest path from the start), so another pack with the
//! same shape of map draws too.

use galleon_rules::maracaibo::content::common::{Code, Good, Nation};
use galleon_rules::maracaibo::content::map::LocationKind;
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::packs;
use galleon_rules::maracaibo::solo::view::SoloView;
use galleon_rules::maracaibo::view::{LocationView, PhaseView, PlayerView};
use galleon_rules::maracaibo::PublicView;

use galleon_rules::Outcome;

use crate::svg::{Font, Svg};
use crate::{result_line, token, Image, Players, Words};

const WIDTH: u32 = 1280;
const COLUMNS: usize = 5;
const CARD_W: f32 = 240.0;
const CARD_H: f32 = 118.0;
const PITCH_X: f32 = 252.0;
const MAP_TOP: f32 = 150.0;
const TRACK_STEP: f32 = 45.0;
const PLAYER_ROW: f32 = 100.0;
/// The Automa of a solo game, seat 1 of the view (a character of the game: her name is not translated).
const JEANNE: &str = "🤖 Jeanne";

/// Where each location's card goes: (x, y) of its top-left corner, and each location's column on the route.
struct Layout {
    cards: Vec<(f32, f32)>,
    depth: Vec<usize>,
    bottom: f32,
}

/// Draws the public view; `outcome` once the game is over (the result is public then). `names` in seat order.
pub fn maracaibo(view: &PublicView, outcome: Option<&Outcome>, names: &[String], words: &dyn Words) -> Image {
    let players = Players::new(&seat_names(view, names), words);
    let pack = packs::get(&view.pack).or_else(|| packs::get(packs::DEFAULT));
    let layout = pack.as_deref().map(map_layout);
    let map_bottom = layout.as_ref().map_or(MAP_TOP, |l| l.bottom);
    let track_top = map_bottom + 200.0;
    let players_top = track_top + 170.0;
    let height = players_top + view.players.len() as f32 * PLAYER_ROW + 20.0;
    let mut svg = Svg::new(WIDTH, height as u32, "#eef3f6");
    header(&mut svg, view, &players, words);
    if let Some(outcome) = outcome {
        let jeanne = solo_score(view).map(|vp| (JEANNE.to_string(), vp));
        let line = result_line(outcome, &players, words, jeanne.as_slice());
        svg.text_fit(20.0, 116.0, Font::new(22).bold(), &line, WIDTH as f32 - 40.0);
    }
    if let (Some(pack), Some(layout)) = (pack.as_deref(), layout.as_ref()) {
        routes(&mut svg, pack, layout);
        for (i, location) in view.locations.iter().enumerate() {
            if let Some(&at) = layout.cards.get(i) {
                location_card(&mut svg, location, pack, &players, words, at);
            }
        }
        route_costs(&mut svg, pack, layout);
        nations(&mut svg, view, words, map_bottom + 12.0);
        cards(&mut svg, view, pack, &players, words, map_bottom + 110.0);
        track(&mut svg, view, pack, &players, words, track_top);
    }
    for (i, player) in view.players.iter().enumerate() {
        let y = players_top + i as f32 * PLAYER_ROW;
        match view.solo.as_ref().filter(|_| player.seat == JEANNE_SEAT) {
            Some(solo) => jeanne_row(&mut svg, player, solo, &players, words, y),
            None => player_row(&mut svg, player, &players, words, y),
        }
    }
    svg.finish()
}

/// Jeanne's seat in a solo game's view.
const JEANNE_SEAT: usize = 1;

/// The seat names: in a solo game the host seats one person, and Jeanne is added after.
fn seat_names(view: &PublicView, names: &[String]) -> Vec<String> {
    let mut names = names.to_vec();
    if view.solo.is_some() && names.len() <= JEANNE_SEAT {
        names.resize(JEANNE_SEAT, "?".to_string());
        names.push(JEANNE.to_string());
    }
    names
}

/// Jeanne's final score in a solo game: her board's VP (she holds no seat in the outcome).
fn solo_score(view: &PublicView) -> Option<i64> {
    view.solo.as_ref()?;
    view.players.get(JEANNE_SEAT).map(|p| i64::from(p.vp))
}

fn header(svg: &mut Svg, view: &PublicView, players: &Players, words: &dyn Words) {
    let title = format!(
        "Maracaibo · {} {}/4 · {}",
        words.word("picture-mc-round"),
        view.round,
        phase_name(&view.phase, words)
    );
    svg.text(20.0, 40.0, Font::new(30).bold(), &title);
    let mut facts = vec![format!("{} {}", words.word("picture-mc-quests-left"), view.quest_pile)];
    if let Some(top) = &view.quest_pile_top {
        facts.push(format!("{} {top}", words.word("picture-mc-next-quest")));
    }
    if let Some(quest) = &view.city_quest {
        facts.push(format!("{} {quest}", words.word("picture-mc-city-quest")));
    }
    facts.push(format!("{} {}", words.word("picture-mc-deck"), view.draw_pile));
    let facts = facts.join(" · ");
    if let Some(seat) = view.on_turn {
        token(svg, players, seat, "to-act", (34.0, 72.0), 14.0);
        // 560 px, more when the facts at the right leave them.
        let room = (WIDTH as f32 - 96.0 - crate::text::width(&facts, 20).min(700.0)).max(560.0);
        let text = (words.word("picture-to-play"), players.name(seat));
        svg.text_labelled(56.0, 80.0, Font::new(22).bold(), (&text.0, &text.1), room);
    }
    svg.text_fit(WIDTH as f32 - 20.0, 80.0, Font::new(20).end(), &facts, 700.0);
    if let Some(combat) = &view.combat {
        let nation = combat.nation.map_or("—".to_string(), |n| n.code().to_string());
        let text = format!(
            "{} {} · {} {} · {} {}",
            words.word("picture-mc-combat-token"),
            combat.token.as_deref().unwrap_or("—"),
            words.word("picture-mc-nation"),
            nation,
            words.word("picture-mc-value"),
            combat.value
        );
        svg.text_fit(20.0, 116.0, Font::new(20).bold().fill("#b00020"), &text, 1240.0);
    }
}

/// The text board's name of the phase; set-up and scoring in short (the board's own say what to do, too).
fn phase_name(phase: &PhaseView, words: &dyn Words) -> String {
    words.word(match phase {
        PhaseView::Setup => "picture-mc-setup",
        PhaseView::Sail => "mc-phase-sail",
        PhaseView::Main => "mc-phase-main",
        PhaseView::Draw => "mc-phase-draw",
        PhaseView::Scoring { .. } => "picture-mc-scoring",
        PhaseView::GameOver => "mc-phase-over",
    })
}

/// Columns by longest path from the start; the route snakes over rows of [`COLUMNS`] columns.
fn map_layout(pack: &ContentPack) -> Layout {
    let n = pack.map.locations.len();
    let mut depth = vec![0usize; n];
    for _ in 0..n {
        for edge in &pack.map.edges {
            let (from, to) = (edge.from.0 as usize, edge.to.0 as usize);
            depth[to] = depth[to].max(depth[from] + 1);
        }
    }
    let columns = depth.iter().max().map_or(1, |d| d + 1);
    let mut stacked = vec![Vec::new(); columns];
    for (l, &d) in depth.iter().enumerate() {
        stacked[d].push(l);
    }
    let mut cards = vec![(0.0, 0.0); n];
    let mut y = MAP_TOP;
    for (r, chunk) in stacked.chunks(COLUMNS).enumerate() {
        let tallest = chunk.iter().map(Vec::len).max().unwrap_or(1);
        for (c, column) in chunk.iter().enumerate() {
            let slot = if r % 2 == 0 { c } else { COLUMNS - 1 - c };
            let x = 20.0 + slot as f32 * PITCH_X;
            let offset = (tallest - column.len()) as f32 * (CARD_H + 10.0) / 2.0;
            for (k, &l) in column.iter().enumerate() {
                cards[l] = (x, y + offset + k as f32 * (CARD_H + 10.0));
            }
        }
        y += tallest as f32 * (CARD_H + 10.0) + 26.0;
    }
    Layout {
        cards,
        depth,
        bottom: y,
    }
}

fn centre((x, y): (f32, f32)) -> (f32, f32) {
    (x + CARD_W / 2.0, y + CARD_H / 2.0)
}

/// The routes, behind the cards: a straight line between neighbouring steps, a curve around the cards it
/// skips.
fn routes(svg: &mut Svg, pack: &ContentPack, layout: &Layout) {
    for edge in &pack.map.edges {
        let (from, to) = (edge.from.0 as usize, edge.to.0 as usize);
        let (a, b) = (centre(layout.cards[from]), centre(layout.cards[to]));
        if layout.depth[to] > layout.depth[from] + 1 && (a.1 - b.1).abs() < 1.0 {
            let control = ((a.0 + b.0) / 2.0, a.1 + CARD_H * 1.1);
            svg.curve(a, control, b, "#5b8db8", 6.0);
        } else {
            svg.line(a, b, "#5b8db8", 6.0, false);
        }
    }
}

/// The movement points of the routes that cost more than 1, drawn over the cards where a route meets one.
fn route_costs(svg: &mut Svg, pack: &ContentPack, layout: &Layout) {
    for edge in pack.map.edges.iter().filter(|e| e.mp > 1) {
        let (a, b) = (
            centre(layout.cards[edge.from.0 as usize]),
            centre(layout.cards[edge.to.0 as usize]),
        );
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        svg.circle(mid.0, mid.1, 15.0, "#ffffff", Some(("#5b8db8", 2.0)));
        svg.text(
            mid.0,
            mid.1 + 7.0,
            Font::new(18).middle().bold(),
            &format!("{}", edge.mp),
        );
    }
}

fn nation_colour(nation: Nation) -> (&'static str, &'static str) {
    match nation {
        Nation::France => ("#2b5cb8", "#ffffff"),
        Nation::England => ("#f2f2f2", "#1a1a1a"),
        Nation::Spain => ("#c8102e", "#ffffff"),
    }
}

fn nation_name(nation: Nation, words: &dyn Words) -> String {
    words.word(&format!("mc-nation-{}", nation.code()))
}

fn cube(svg: &mut Svg, nation: Nation, x: f32, y: f32, class: &str) {
    let (fill, ink) = nation_colour(nation);
    svg.group(class, None);
    svg.rect(x, y, 34.0, 28.0, 3.0, fill, Some(("#1a1a1a", 1.5)));
    svg.text(
        x + 17.0,
        y + 20.0,
        Font::new(15).fill(ink).middle().bold(),
        nation.code(),
    );
    svg.end();
}

fn good_colour(good: Good) -> &'static str {
    match good {
        Good::Sugar => "#ffffff",
        Good::Tobacco => "#b07a45",
        Good::Corn => "#f2d13c",
    }
}

fn location_card(
    svg: &mut Svg,
    location: &LocationView,
    pack: &ContentPack,
    players: &Players,
    words: &dyn Words,
    at: (f32, f32),
) {
    let (x, y) = at;
    let kind = pack.map.find(&location.id).map(|l| &pack.map.location(l).kind);
    let fill = match kind {
        Some(LocationKind::City(_) | LocationKind::TileSlot) => "#fbeecb",
        Some(LocationKind::Homeward(_)) => "#dde6f3",
        Some(LocationKind::Start) => "#e4e4e4",
        _ => "#e2f0d9",
    };
    svg.group("location", Some(&format!("location-{}", location.id)));
    svg.rect(x, y, CARD_W, CARD_H, 10.0, fill, Some(("#34495e", 2.0)));
    let title = format!("{} {}", location.id, words.name(&location.name));
    let title_room = if location.cube.is_some() {
        CARD_W - 52.0
    } else {
        CARD_W - 14.0
    };
    svg.text_fit(x + 8.0, y + 24.0, Font::new(18).bold(), &title, title_room);
    svg.end();
    if let Some(nation) = location.cube {
        cube(svg, nation, x + CARD_W - 40.0, y + 6.0, "cube");
    }
    if let (Some(good), Some(spaces)) = (location.good, location.market_spaces) {
        market(svg, good, spaces, &location.market, players, words, (x + 8.0, y + 34.0));
    }
    let mut line = Vec::new();
    if !location.quests.is_empty() {
        line.push(format!(
            "{} {}",
            words.word("picture-mc-quest"),
            location.quests.join(", ")
        ));
    }
    if let Some(tile) = &location.tile {
        line.push(format!("{} {tile}", words.word("picture-mc-tile")));
    }
    if !line.is_empty() {
        svg.text_fit(x + 8.0, y + 82.0, Font::new(16), &line.join(" · "), CARD_W - 14.0);
    }
    let mut tx = x + 18.0;
    for &seat in &location.ships {
        ship(svg, players, seat, (tx, y + CARD_H - 18.0));
        tx += 30.0;
    }
    let mut sx = x + CARD_W - 16.0;
    for &(seat, count) in &location.spies {
        for _ in 0..count {
            spy(svg, players, seat, (sx, y + CARD_H - 18.0));
            sx -= 24.0;
        }
    }
}

/// A ship: the player's token on a hull.
fn ship(svg: &mut Svg, players: &Players, seat: usize, (cx, cy): (f32, f32)) {
    svg.group("ship", Some(&format!("ship-{seat}")));
    svg.polygon(
        &[
            (cx - 15.0, cy + 4.0),
            (cx + 15.0, cy + 4.0),
            (cx + 10.0, cy + 13.0),
            (cx - 10.0, cy + 13.0),
        ],
        "#5a3b1e",
        None,
    );
    svg.circle(cx, cy - 4.0, 12.0, players.colour(seat), Some(("#1a1a1a", 1.5)));
    let font = Font::new(14).fill(players.ink(seat)).middle().bold();
    svg.text(cx, cy + 1.0, font, &players.letter(seat));
    svg.end();
}

/// A spy: a small diamond in the player's colour with his letter.
fn spy(svg: &mut Svg, players: &Players, seat: usize, (cx, cy): (f32, f32)) {
    svg.group("spy", None);
    svg.polygon(
        &[(cx, cy - 12.0), (cx + 11.0, cy), (cx, cy + 12.0), (cx - 11.0, cy)],
        players.colour(seat),
        Some(("#1a1a1a", 1.5)),
    );
    let font = Font::new(11).fill(players.ink(seat)).middle().bold();
    svg.text(cx, cy + 4.0, font, &players.letter(seat));
    svg.end();
}

fn market(
    svg: &mut Svg,
    good: Good,
    spaces: u8,
    delivered: &[usize],
    players: &Players,
    words: &dyn Words,
    (x, y): (f32, f32),
) {
    svg.rect(x, y, 24.0, 24.0, 4.0, good_colour(good), Some(("#1a1a1a", 1.5)));
    svg.text(
        x + 30.0,
        y + 19.0,
        Font::new(16),
        &words.word(&format!("mc-good-{}", good.code())),
    );
    let start = x + 118.0;
    for i in 0..spaces as usize {
        let cx = start + i as f32 * 26.0;
        match delivered.get(i) {
            Some(&seat) => token(svg, players, seat, "disc", (cx, y + 12.0), 11.0),
            None => svg.circle(cx, y + 12.0, 11.0, "none", Some(("#34495e", 1.5))),
        }
    }
}

/// Each nation's cubes, named: `France` over `12 cubes in reserve · 1 on the map`.
fn nations(svg: &mut Svg, view: &PublicView, words: &dyn Words, top: f32) {
    let mut x = 20.0;
    for nation in &view.nations {
        cube(svg, nation.nation, x, top, "nation");
        svg.text(
            x + 42.0,
            top + 20.0,
            Font::new(18).bold(),
            &nation_name(nation.nation, words),
        );
        let text = format!(
            "{} · {}",
            words.count("picture-mc-cubes-reserve", nation.reserve_left.into()),
            words.count("picture-mc-cubes-on-map", nation.on_board.into())
        );
        svg.text_fit(x + 42.0, top + 42.0, Font::new(17), &text, 370.0);
        x += 420.0;
    }
    if !view.fleet.is_empty() {
        let fleet: Vec<&str> = view.fleet.iter().map(|n| n.code()).collect();
        let text = format!("{} {}", words.word("picture-mc-fleet"), fleet.join(" "));
        svg.text_fit(WIDTH as f32 - 20.0, top + 72.0, Font::new(18).end(), &text, 600.0);
    }
}

/// The display's cards and the prestige buildings by name and cost, face-down buildings said so, with their
/// investors' tokens.
fn cards(svg: &mut Svg, view: &PublicView, pack: &ContentPack, players: &Players, words: &dyn Words, top: f32) {
    let display: Vec<String> = view
        .display
        .iter()
        .map(|id| match pack.cards.find(id).map(|c| pack.cards.card(c)) {
            Some(card) => format!("{} {} ({} d)", card.id, words.name(&card.name), card.cost),
            None => id.clone(),
        })
        .collect();
    if !display.is_empty() {
        let text = format!("{} {}", words.word("picture-mc-display"), display.join(" · "));
        svg.text_fit(20.0, top, Font::new(19), &text, WIDTH as f32 - 40.0);
    }
    if view.buildings.is_empty() {
        return;
    }
    svg.text(20.0, top + 38.0, Font::new(19), &words.word("picture-mc-prestige"));
    let mut x = 20.0 + crate::text::width(&words.word("picture-mc-prestige"), 19) + 10.0;
    let room = (WIDTH as f32 - 20.0 - x) / view.buildings.len() as f32;
    for building in &view.buildings {
        let name = building
            .id
            .as_ref()
            .and_then(|id| pack.prestige.buildings.iter().find(|p| &p.id == id))
            .map_or_else(
                || words.word("picture-mc-face-down"),
                |p| format!("{} {} ({} d)", p.id, words.name(&p.name), p.cost),
            );
        svg.group("prestige", None);
        svg.rect(x, top + 14.0, room - 8.0, 34.0, 6.0, "#f3e3b3", Some(("#8a6d0b", 1.5)));
        let tokens = building.investors.len() as f32 * 24.0;
        svg.text_fit(x + 6.0, top + 38.0, Font::new(17), &name, room - 20.0 - tokens);
        svg.end();
        for (k, &seat) in building.investors.iter().enumerate() {
            let cx = x + room - 22.0 - k as f32 * 24.0;
            token(svg, players, seat, "investor", (cx, top + 31.0), 10.0);
        }
        x += room;
    }
}

/// The exploration track: spaces in columns by longest path, long routes on a second lane, explorers above.
fn track(svg: &mut Svg, view: &PublicView, pack: &ContentPack, players: &Players, words: &dyn Words, top: f32) {
    let spaces = &pack.exploration.spaces;
    let mut depth = vec![0usize; spaces.len()];
    for _ in 0..spaces.len() {
        for (i, space) in spaces.iter().enumerate() {
            for next in &space.next {
                depth[next.0 as usize] = depth[next.0 as usize].max(depth[i] + 1);
            }
        }
    }
    let columns = depth.iter().max().map_or(1, |d| d + 1) as f32;
    let step = TRACK_STEP.min((WIDTH as f32 - 60.0) / columns);
    let at = |i: usize| {
        let lane = if spaces[i].section.starts_with("long") {
            1.0
        } else {
            0.0
        };
        (34.0 + depth[i] as f32 * step, top + 60.0 + lane * 62.0)
    };
    svg.text(20.0, top + 10.0, Font::new(22).bold(), &words.word("picture-mc-track"));
    for (i, space) in spaces.iter().enumerate() {
        for next in &space.next {
            svg.line(at(i), at(next.0 as usize), "#8a7d5c", 4.0, false);
        }
    }
    for (i, space) in spaces.iter().enumerate() {
        let (cx, cy) = at(i);
        let quest = view.track_quests.iter().any(|(s, _)| *s == space.id);
        svg.circle(
            cx,
            cy,
            17.0,
            if quest { "#ffe08a" } else { "#ffffff" },
            Some(("#5a4a2a", 2.0)),
        );
        svg.text(cx, cy + 5.0, Font::new(13).middle().bold(), &space.id);
        if quest {
            svg.group("quest", None);
            svg.text(cx, cy + 34.0, Font::new(14).middle().bold().fill("#8a5a00"), "Q");
            svg.end();
        }
    }
    let mut stacked = vec![0usize; spaces.len()];
    for player in &view.players {
        let Some(i) = spaces.iter().position(|s| s.id == player.explorer) else {
            continue;
        };
        let (cx, cy) = at(i);
        let k = stacked[i] as f32;
        let at = (cx - 11.0 + (k % 2.0) * 22.0, cy - 32.0 - (k / 2.0).floor() * 22.0);
        token(svg, players, player.seat, "explorer", at, 11.0);
        stacked[i] += 1;
    }
}

/// A seat's row: its framed box in the seat's colour, its token, its name and `first` line of facts.
fn row_frame(svg: &mut Svg, players: &Players, s: usize, y: f32, first: &str) {
    svg.group("player", Some(&format!("player-{s}")));
    svg.rect(
        10.0,
        y,
        WIDTH as f32 - 20.0,
        PLAYER_ROW - 8.0,
        8.0,
        "#ffffff",
        Some((players.colour(s), 4.0)),
    );
    svg.end();
    token(svg, players, s, "seat", (36.0, y + 24.0), 15.0);
    let name = players.name(s);
    svg.name_and_facts(
        y + 31.0,
        (60.0, 260.0, Font::new(22).bold(), &name),
        (330.0, Font::new(19), first),
        WIDTH as f32 - 20.0,
    );
}

fn player_row(svg: &mut Svg, player: &PlayerView, players: &Players, words: &dyn Words, y: f32) {
    let s = player.seat;
    let first = format!(
        "{} {} · {} · {} {} · {} +{}d +{}{} · {} FR {} EN {} ES {}",
        player.vp,
        words.word("picture-mc-vp"),
        words.count("picture-doubloons", player.doubloons.into()),
        player.combat_points,
        words.word("picture-mc-combat"),
        words.word("picture-mc-income"),
        player.doubloon_income,
        player.vp_income,
        words.word("picture-mc-vp"),
        words.word("picture-mc-influence"),
        player.influence[0],
        player.influence[1],
        player.influence[2]
    );
    row_frame(svg, players, s, y, &first);
    let discs: u32 = player.discs.iter().map(|d| d.1 as u32).sum();
    let second = format!(
        "{} {}/{} · {} {} · {} {} · {} {} · {} {} · {} {}, {} · {} {}{}",
        words.word("picture-mc-hand"),
        player.hand_size,
        player.hand_limit,
        words.word("picture-mc-discs"),
        discs,
        words.word("picture-mc-upgrades"),
        player.upgrades.len(),
        words.word("picture-mc-bought"),
        player.bought.len(),
        words.word("picture-mc-quests"),
        player.quests,
        words.word("picture-mc-spies"),
        words.count("picture-mc-spies-reserve", player.spies.reserve.into()),
        words.count("picture-mc-spies-on-map", player.spies.on_map.len() as i64),
        words.word("picture-mc-compasses"),
        player.compasses,
        player
            .career
            .as_ref()
            .map_or(String::new(), |c| format!(" · {} {c}", words.word("picture-mc-career")))
    );
    svg.text_wrap(60.0, y + 58.0, Font::new(18), &second, 1200.0, 2, 24.0);
}

/// Jeanne's board in a solo game, instead of a ship board she does not have: VP, level, influence, quests and
/// tokens; her discs left, next income, emptied upgrade spaces, cards taken and Automa deck.
fn jeanne_row(svg: &mut Svg, player: &PlayerView, solo: &SoloView, players: &Players, words: &dyn Words, y: f32) {
    let s = player.seat;
    let first = format!(
        "{} {} · {} · {} FR {} EN {} ES {} · {} {} · {} {}",
        player.vp,
        words.word("picture-mc-vp"),
        words.word(&format!("mc-solo-level-{}", solo.level)),
        words.word("picture-mc-influence"),
        player.influence[0],
        player.influence[1],
        player.influence[2],
        words.word("picture-mc-quests"),
        player.quests,
        words.word("picture-mc-tokens"),
        player.combat_tokens
    );
    row_frame(svg, players, s, y, &first);
    let second = format!(
        "{} {} · {} {} {} · {} {} · {} {} · {} {}",
        words.word("picture-mc-discs-left"),
        solo.discs_left,
        words.word("picture-mc-next-income"),
        solo.income,
        words.word("picture-mc-vp"),
        words.word("picture-mc-upgrades-emptied"),
        solo.upgrades,
        words.word("picture-mc-cards-taken"),
        solo.cards.len(),
        words.word("picture-mc-automa-deck"),
        solo.deck
    );
    svg.text_wrap(60.0, y + 58.0, Font::new(18), &second, 1200.0, 2, 24.0);
}
