//! Santiago on demand: one seat's holdings ([`look`]) and what any component is and does ([`info`]), both
//! made from the public view only, so they never show hidden money (not even the reader's own).
//!
//! `/info` knows the tiles (`bean2`, `haricot2`, `beans (2)`), the crops (`bean`, `haricots`), the squares
//! (`C3`), the canal positions (`gh`), the spring, palms and deserts, in English or French, letter case ignored.

use galleon_rules::santiago::data::{ONE_WORKER_TILES_PER_CROP, TWO_WORKER_TILES_PER_CROP};
use galleon_rules::santiago::geometry::squares_in;
use galleon_rules::santiago::{Crop, Plot, Position, PublicView, Santiago, Square, SquareView, Tile};
use galleon_rules::{Game, Seat};

use super::words::{crop_letter, crop_name, proposing, seat_line, square_name, tile_name};
use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t, ta, Arg};

/// Everything public about `seat`: its line of the board (workers in reserve, personal canal, money when
/// money is open), its tiles with their workers, water and palms, and its bid and offers this round.
pub fn look(game: &Santiago, seat: Seat, cx: &RenderCx) -> String {
    let view = game.public_view();
    let locale = cx.locale;
    let mut lines = vec![seat_line(&view, seat, cx)];
    let owned: Vec<&SquareView> = view
        .squares
        .iter()
        .filter(|s| s.plot.is_some_and(|p| p.owner() == Some(seat)))
        .collect();
    let tiles: Vec<String> = owned.iter().map(|s| square_text(s, locale)).collect();
    let on_board: u32 = owned.iter().filter_map(|s| s.plot).map(|p| u32::from(p.workers)).sum();
    lines.push(ta(
        locale,
        "sa-look-tiles",
        &[
            ("count", tiles.len().into()),
            ("workers", on_board.into()),
            ("tiles", list_or_none(tiles, locale).into()),
        ],
    ));
    if let Some(bid) = view.bids.iter().find(|b| b.seat == seat) {
        let amount = bid.amount.map_or_else(|| t(locale, "sa-word-pass"), |n| n.to_string());
        lines.push(ta(locale, "sa-look-bid", &[("bid", amount.into())]));
    }
    let proposals = if proposing(&view) { &view.proposals[..] } else { &[] };
    let offers: Vec<String> = proposals
        .iter()
        .flat_map(|p| p.contributions.iter().map(move |&(s, n)| (p.position, s, n)))
        .filter(|&(_, s, _)| s == seat)
        .map(|(position, _, n)| format!("{position} {n}"))
        .collect();
    if !offers.is_empty() {
        lines.push(ta(locale, "sa-look-offers", &[("offers", offers.join(", ").into())]));
    }
    lines.join("\n")
}

/// What `query` names (a tile, a crop, a square, a canal position, the spring, palms, deserts) and what it
/// does, with where it stands in this game; None when it names nothing of Santiago.
pub fn info(game: &Santiago, query: &str, cx: &RenderCx) -> Option<String> {
    let view = game.public_view();
    let locale = cx.locale;
    let query = query.trim().to_lowercase();
    // Names read singular or plural, with or without accents (`palms`, `palmiers`).
    let wanted = crate::games::glossary::key(&query);
    let named = |key: &str| {
        [Locale::En, Locale::Fr]
            .iter()
            .any(|&l| crate::games::glossary::key(&t(l, key)) == wanted)
    };
    if named("sa-info-spring-name") || query == "spring" {
        return Some(spring_info(&view, locale));
    }
    if named("sa-info-palm-name") || query == "palm" {
        return Some(marked_info(&view, "sa-info-palm", |s| s.palm, locale));
    }
    if named("sa-info-desert-name") || query == "desert" {
        return Some(marked_info(
            &view,
            "sa-info-desert",
            |s| s.plot.is_some_and(|p| p.desert),
            locale,
        ));
    }
    if let Some(crop) = find_crop(&query) {
        return Some(crop_info(&view, crop, locale));
    }
    if let Some(tile) = find_tile(&query) {
        return Some(tile_info(&view, tile, locale));
    }
    if let Some(text) = cell_info(&view, &query, cx) {
        return Some(text);
    }
    if let Ok(square) = query.parse::<Square>() {
        return Some(square_info(&view, square, cx));
    }
    // `canal gh`, as `/info` suggestions name positions, or `gh`.
    let canal = [Locale::En, Locale::Fr].map(|l| ta(l, "sa-info-position-name", &[("position", "".into())]));
    let bare = canal
        .iter()
        .find_map(|prefix| query.strip_prefix(prefix.as_str()))
        .unwrap_or(&query);
    let position = bare.parse::<Position>().ok()?;
    Some(position_info(&view, position, cx))
}

/// A board cell's code (`Y32`: bananas of player 3 with 2 workers, `B·1` the tile nobody owns), read with the
/// reader's crop letters first: what it says and the squares showing it now.
fn cell_info(view: &PublicView, query: &str, cx: &RenderCx) -> Option<String> {
    let chars: Vec<char> = query.chars().collect();
    let [letter, owner, workers] = chars[..] else {
        return None;
    };
    let owner = match owner {
        '·' | '.' => None,
        digit => Some(digit.to_digit(10).filter(|&n| (1..=5).contains(&n))? as Seat - 1),
    };
    let workers = u8::try_from(workers.to_digit(10).filter(|&n| n <= 2)?).ok()?;
    let other = match cx.locale {
        Locale::En => Locale::Fr,
        Locale::Fr => Locale::En,
    };
    let crop = [cx.locale, other].into_iter().find_map(|l| {
        Crop::ALL
            .into_iter()
            .find(|&c| crop_letter(c, l).to_lowercase() == letter.to_string())
    })?;
    let shows = |p: Plot| !p.desert && p.crop == crop && p.owner() == owner && p.workers == workers;
    let squares: Vec<String> = Square::all()
        .filter(|s| view.squares[s.index()].plot.is_some_and(shows))
        .map(square_name)
        .collect();
    let locale = cx.locale;
    let owner = match owner {
        Some(seat) => ta(
            locale,
            "sa-info-cell-owner",
            &[("number", (seat + 1).into()), ("name", cx.name(seat).into())],
        ),
        None => t(locale, "sa-info-cell-nobody"),
    };
    let code = format!("{}{}", crop_letter(crop, locale), &query[letter.len_utf8()..]);
    Some(ta(
        locale,
        "sa-info-cell",
        &[
            ("code", code.into()),
            ("crop", crop_name(crop, locale).into()),
            ("owner", owner.into()),
            ("workers", workers.into()),
            ("squares", list_or_none(squares, locale).into()),
        ],
    ))
}

/// `/info` suggestions: (value [`info`] reads, label in the reader's language).
pub fn info_topics(_game: &Santiago, cx: &RenderCx) -> Vec<(String, String)> {
    let locale = cx.locale;
    let mut topics: Vec<(String, String)> = ["spring", "palm", "desert"]
        .iter()
        .map(|&id| (id.to_string(), t(locale, &format!("sa-info-{id}-name"))))
        .collect();
    topics.extend(Crop::ALL.iter().map(|&c| (c.id().to_string(), crop_name(c, locale))));
    for crop in Crop::ALL {
        for workers in [2, 1] {
            let tile = Tile::new(crop, workers);
            topics.push((tile.to_string(), tile_name(tile, locale)));
        }
    }
    topics.extend(Square::all().map(|s| (s.to_string(), square_name(s))));
    let canal = |p: Position| ta(locale, "sa-info-position-name", &[("position", p.to_string().into())]);
    topics.extend(Position::all().map(|p| (p.to_string(), canal(p))));
    topics
}

fn list_or_none(items: Vec<String>, locale: Locale) -> String {
    if items.is_empty() {
        t(locale, "sa-none")
    } else {
        items.join(" · ")
    }
}

fn yes_no(flag: bool) -> Arg {
    if flag { "yes" } else { "no" }.into()
}

/// A square as `/look` and `/info` describe it: what lies on it, its water and its palm.
fn square_text(square: &SquareView, locale: Locale) -> String {
    let name: Arg = square_name(square.square).into();
    let Some(plot) = square.plot else {
        return ta(
            locale,
            "sa-info-square-empty",
            &[
                ("square", name),
                ("watered", yes_no(square.irrigated)),
                ("palm", yes_no(square.palm)),
            ],
        );
    };
    if plot.desert {
        return ta(
            locale,
            "sa-info-square-desert",
            &[("square", name), ("crop", crop_name(plot.crop, locale).into())],
        );
    }
    ta(
        locale,
        "sa-info-square-tile",
        &[
            ("square", name),
            ("tile", tile_name(plot.tile(), locale).into()),
            ("workers", plot.workers.into()),
            ("watered", yes_no(square.irrigated)),
            ("palm", palm_under(square.palm, &plot)),
        ],
    )
}

/// `yes` for a palm counting one more worker, `idle` for one under a tile its owner has no worker on.
fn palm_under(palm: bool, plot: &Plot) -> Arg {
    match (palm, plot.palm_counts()) {
        (false, _) => "no".into(),
        (true, true) => "yes".into(),
        (true, false) => "idle".into(),
    }
}

fn find_crop(query: &str) -> Option<Crop> {
    Crop::ALL.into_iter().find(|&c| {
        c.id() == query
            || Crop::parse(query) == Some(c)
            || [Locale::En, Locale::Fr]
                .iter()
                .any(|&l| crop_name(c, l).to_lowercase() == query)
    })
}

fn find_tile(query: &str) -> Option<Tile> {
    if let Ok(tile) = query.parse::<Tile>() {
        return Some(tile);
    }
    let tiles = Crop::ALL.into_iter().flat_map(|c| [Tile::new(c, 1), Tile::new(c, 2)]);
    tiles.into_iter().find(|&tile| {
        [Locale::En, Locale::Fr]
            .iter()
            .any(|&l| tile_name(tile, l).to_lowercase() == query)
    })
}

fn squares_where(view: &PublicView, keep: impl Fn(&SquareView) -> bool, locale: Locale) -> String {
    let squares: Vec<String> = view
        .squares
        .iter()
        .filter(|s| keep(s))
        .map(|s| square_name(s.square))
        .collect();
    if squares.is_empty() {
        t(locale, "sa-none")
    } else {
        squares.join(" ")
    }
}

fn spring_info(view: &PublicView, locale: Locale) -> String {
    let at = view.spring.map_or_else(|| t(locale, "sa-no-spring"), |s| s.to_string());
    ta(locale, "sa-info-spring", &[("at", at.into())])
}

/// Palms or deserts: what they are, and the squares holding one.
fn marked_info(view: &PublicView, key: &str, keep: impl Fn(&SquareView) -> bool, locale: Locale) -> String {
    let variant = if view.options.palms { "on" } else { "off" };
    ta(
        locale,
        key,
        &[
            ("squares", squares_where(view, keep, locale).into()),
            ("variant", variant.into()),
        ],
    )
}

fn crop_info(view: &PublicView, crop: Crop, locale: Locale) -> String {
    let on_board = |s: &SquareView| s.plot.is_some_and(|p| p.crop == crop && !p.desert);
    ta(
        locale,
        "sa-info-crop",
        &[
            ("crop", crop_name(crop, locale).into()),
            ("letter", crop_letter(crop, locale).into()),
            ("two", TWO_WORKER_TILES_PER_CROP.into()),
            ("one", ONE_WORKER_TILES_PER_CROP.into()),
            ("squares", squares_where(view, on_board, locale).into()),
        ],
    )
}

fn tile_info(view: &PublicView, tile: Tile, locale: Locale) -> String {
    let in_box = if tile.workers == 2 {
        TWO_WORKER_TILES_PER_CROP
    } else {
        ONE_WORKER_TILES_PER_CROP
    };
    let placed = view
        .squares
        .iter()
        .filter(|s| s.plot.is_some_and(|p| p.tile() == tile))
        .count();
    let offered = view.auction.iter().filter(|&&t| t == tile).count();
    let removed = usize::from(view.removed_tile == Some(tile));
    ta(
        locale,
        "sa-info-tile",
        &[
            ("tile", tile_name(tile, locale).into()),
            ("crop", crop_name(tile.crop, locale).into()),
            ("workers", tile.workers.into()),
            ("box", in_box.into()),
            ("placed", placed.into()),
            ("offered", offered.into()),
            ("removed", removed.into()),
        ],
    )
}

fn square_info(view: &PublicView, square: Square, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let here = &view.squares[square.index()];
    let mut text = square_text(here, locale);
    if let Some(seat) = here.plot.and_then(|p| p.owner()) {
        let owner = [("number", (seat + 1).into()), ("name", cx.name(seat).into())];
        text.push_str(&ta(locale, "sa-info-square-owner", &owner));
    }
    let waters: Vec<String> = Position::all()
        .filter(|p| p.squares() & square.bit() != 0)
        .map(|p| p.to_string())
        .collect();
    text.push_str(&ta(
        locale,
        "sa-info-square-canals",
        &[("positions", waters.join(" ").into())],
    ));
    text
}

fn position_info(view: &PublicView, position: Position, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let state = if view.canals.contains(&position) {
        "canal".to_string()
    } else if let Some(p) = view
        .proposals
        .iter()
        .find(|p| proposing(view) && p.position == position)
    {
        let who: Vec<String> = p
            .contributions
            .iter()
            .map(|&(s, n)| format!("{} {n}", cx.name(s)))
            .collect();
        return ta(
            locale,
            "sa-info-position-proposed",
            &[
                ("position", position.to_string().into()),
                ("squares", waters(position).into()),
                ("total", p.total.into()),
                ("who", who.join(" + ").into()),
            ],
        );
    } else if view.open_positions.contains(&position) {
        "open".to_string()
    } else {
        "closed".to_string()
    };
    ta(
        locale,
        "sa-info-position",
        &[
            ("position", position.to_string().into()),
            ("squares", waters(position).into()),
            ("state", state.into()),
        ],
    )
}

/// The squares a canal on `position` waters.
fn waters(position: Position) -> String {
    squares_in(position.squares())
        .map(square_name)
        .collect::<Vec<_>>()
        .join(" ")
}
