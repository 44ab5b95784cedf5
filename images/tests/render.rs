//! Every board of random games renders to SVG (all of them) and PNG (a sample: the first, every 25th and the
//! last board), with its words' keys as words (`Keys`; the host's tests check its real words); structural checks
//! count the marks against the public view, and no secret shows in the SVG text.

use std::collections::HashSet;

use galleon_images::{png, Image, Keys, Players, MAX_WIDTH};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::{Phase, Santiago};
use galleon_rules::{Game, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod common;
use common::played;

/// Names with characters XML must escape, and two starting alike (their letters become seat numbers).
fn names(players: usize) -> Vec<String> {
    ["Alice", "Bob & <Co>", "Chloé", "Céline", "Eve"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn escaped(name: &str) -> String {
    galleon_images::svg::escape(name)
}

fn count(svg: &str, class: &str) -> usize {
    svg.matches(&format!(r#"class="{class}""#)).count()
}

/// Plays a random game, calling `check` on every state (set-up included) with the board's index.
fn walk<G: Game>(players: usize, options: &G::Options, seed: u64, mut check: impl FnMut(&G, usize)) {
    let mut game = G::new(players, options, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut board = 0;
    check(&game, board);
    while let Some(&seat) = game.to_act().first() {
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        board += 1;
        if game.to_act().is_empty() {
            check(&game, usize::MAX);
        } else {
            check(&game, board);
        }
    }
}

/// The image is within the size limits, names every player, and (on sampled boards) rasterizes at its size
/// with several colours.
fn common_checks(image: &Image, names: &[String], board: usize) {
    assert!(
        image.width <= MAX_WIDTH && image.height > 200,
        "{}×{}",
        image.width,
        image.height
    );
    for name in names {
        assert!(image.svg.contains(&escaped(name)), "{name} is missing");
    }
    let sampled = matches!(board % 25, 0) || board == usize::MAX;
    if sampled {
        assert_png(image);
    }
}

fn assert_png(image: &Image) {
    let bytes = png(image).expect("rasterizes");
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG");
    assert_eq!((pixmap.width(), pixmap.height()), (image.width, image.height));
    let colours: HashSet<[u8; 4]> = pixmap
        .pixels()
        .iter()
        .step_by(97)
        .map(|p| [p.red(), p.green(), p.blue(), p.alpha()])
        .collect();
    assert!(colours.len() >= 8, "only {} colours: blank?", colours.len());
}

#[test]
fn santiago_boards_render_with_one_mark_per_worker_canal_palm_and_watered_square() {
    // Proposals are drawn only while the overseer may still accept one; boards after he built count here.
    let mut closed_proposals = 0;
    for (players, seed, options) in [
        (3, 1, vec![]),
        (4, 2, vec![("money", "hidden"), ("palms", "on")]),
        (5, 3, vec![("palms", "on"), ("spring", "random")]),
    ] {
        let options: Vec<(String, String)> = options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        let options = Santiago::parse_options(&options).unwrap();
        let names = names(players);
        walk::<Santiago>(players, &options, seed, |game, board| {
            let view = game.public_view();
            let image = galleon_images::santiago(&view, game.outcome().as_ref(), &names, &Keys);
            common_checks(&image, &names, board);
            let svg = &image.svg;
            let plots = view.squares.iter().filter_map(|s| s.plot.as_ref());
            let workers: usize = plots
                .clone()
                .filter(|p| p.owner.is_some())
                .map(|p| p.workers as usize)
                .sum();
            assert_eq!(count(svg, "worker"), workers);
            assert_eq!(count(svg, "tile"), plots.count());
            assert_eq!(count(svg, "canal"), view.canals.len());
            let open = matches!(view.phase, Phase::Bribes | Phase::Overseer);
            assert_eq!(count(svg, "proposal"), if open { view.proposals.len() } else { 0 });
            closed_proposals += usize::from(!open && !view.proposals.is_empty());
            assert_eq!(count(svg, "palm"), view.squares.iter().filter(|s| s.palm).count());
            assert_eq!(
                count(svg, "watered"),
                view.squares.iter().filter(|s| s.irrigated).count()
            );
            assert_eq!(count(svg, "spring"), view.spring.is_some() as usize);
            if view.money.is_none() {
                assert!(!svg.contains("escudo"), "hidden money shown at board {board}");
            }
        });
    }
    assert!(
        closed_proposals > 0,
        "no board after the overseer built beside proposals"
    );
}

#[test]
fn puerto_rico_boards_render_every_island_and_city() {
    for (players, seed, variant) in [(3, 4, "basis"), (4, 5, "extension"), (5, 6, "random")] {
        let options = PuertoRico::parse_options(&[("variant".to_string(), variant.to_string())]).unwrap();
        let names = names(players);
        walk::<PuertoRico>(players, &options, seed, |game, board| {
            let view = game.public_view();
            let image = galleon_images::puerto_rico(&view, game.outcome().as_ref(), &names, &Keys);
            common_checks(&image, &names, board);
            let svg = &image.svg;
            let tiles: usize = view.seats.iter().map(|s| s.island.len()).sum();
            let forests: u32 = view.seats.iter().map(|s| s.forests).sum();
            let buildings: usize = view.seats.iter().map(|s| s.city.len()).sum();
            let colonists: usize = view.seats.iter().map(colonists_placed).sum();
            assert_eq!(count(svg, "plantation"), tiles);
            assert_eq!(count(svg, "forest"), forests as usize);
            assert_eq!(count(svg, "building"), buildings);
            assert_eq!(count(svg, "colonist"), colonists);
            assert_eq!(count(svg, "ship"), view.cargo_ships.len());
            assert_eq!(count(svg, "role"), view.roles.len());
            assert_eq!(count(svg, "player"), players);
            for seat in 0..players {
                assert_no_chip_count(svg, game, seat);
            }
        });
    }
}

fn colonists_placed(seat: &galleon_rules::puerto_rico::view::SeatView) -> usize {
    let island = seat.island.iter().filter(|t| t.occupied).count();
    island + seat.city.iter().map(|b| b.colonists as usize).sum::<usize>()
}

/// VP chips in hand are secret: no text on the image says how many a seat holds.
fn assert_no_chip_count(svg: &str, game: &PuertoRico, seat: Seat) {
    let chips = game.private_view(seat).vp_chips;
    for wording in [format!("{chips} VP"), format!("{chips} PV"), format!("VP: {chips}")] {
        if chips > 0 {
            assert!(!svg.contains(&wording), "chips of seat {seat} shown");
        }
    }
}

#[test]
fn maracaibo_boards_render_every_location_ship_and_explorer() {
    let pack = galleon_rules::maracaibo::packs::get(galleon_rules::maracaibo::packs::DEFAULT).unwrap();
    for (players, seed) in [(2, 7), (3, 8), (4, 9)] {
        let options = Maracaibo::parse_options(&[]).unwrap();
        let names = names(players);
        walk::<Maracaibo>(players, &options, seed, |game, board| {
            let view = game.public_view();
            let image = galleon_images::maracaibo(&view, game.outcome().as_ref(), &names, &Keys);
            common_checks(&image, &names, board);
            let svg = &image.svg;
            assert_eq!(count(svg, "location"), pack.map.locations.len());
            assert_eq!(count(svg, "ship"), view.players.len());
            assert_eq!(count(svg, "explorer"), view.players.len());
            let cubes = view.locations.iter().filter(|l| l.cube.is_some()).count();
            assert_eq!(count(svg, "cube"), cubes);
            let spies: usize = view.locations.iter().flat_map(|l| &l.spies).map(|s| s.1 as usize).sum();
            assert_eq!(count(svg, "spy"), spies);
            let words: HashSet<&str> = svg.split(|c: char| !c.is_alphanumeric()).collect();
            for seat in 0..players {
                for card in game.private_view(seat).hand {
                    assert!(!words.contains(card.as_str()), "hand card {card} of seat {seat} shown");
                }
            }
        });
    }
}

#[test]
fn letters_tell_players_apart_when_names_start_alike() {
    let players = Players::new(&names(4), &Keys);
    let letters: Vec<String> = (0..4).map(|s| players.letter(s)).collect();
    assert_eq!(letters, ["A", "B", "3", "4"]);
}

/// The PNG draws text from its own glyph cache (see `text.rs`): it must look like resvg drawing the whole SVG,
/// text included (same glyphs, kerning, ligatures and layering); only anti-aliasing and palette shades differ.
#[test]
fn pictures_look_like_resvg_drawing_the_text_itself() {
    let names = names(5);
    let pr = PuertoRico::parse_options(&[("variant".to_string(), "extension".to_string())]).unwrap();
    let sa = Santiago::parse_options(&[("palms".to_string(), "on".to_string())]).unwrap();
    let ma = Maracaibo::parse_options(&[]).unwrap();
    let images = [
        galleon_images::puerto_rico(&played::<PuertoRico>(5, &pr, 200).public_view(), None, &names, &Keys),
        galleon_images::santiago(&played::<Santiago>(5, &sa, 60).public_view(), None, &names, &Keys),
        galleon_images::maracaibo(&played::<Maracaibo>(4, &ma, 80).public_view(), None, &names[..4], &Keys),
    ];
    for image in &images {
        let ours = resvg::tiny_skia::Pixmap::decode_png(&png(image).unwrap()).unwrap();
        let theirs = resvg_alone(image);
        let far = ours
            .pixels()
            .iter()
            .zip(theirs.pixels())
            .filter(|(a, b)| {
                let d = |x: u8, y: u8| x.abs_diff(y);
                d(a.red(), b.red())
                    .max(d(a.green(), b.green()))
                    .max(d(a.blue(), b.blue()))
                    > 96
            })
            .count();
        assert!(far <= 20, "{far} pixels differ from resvg's own drawing");
    }
}

/// The SVG drawn by resvg alone, with the shipped font.
fn resvg_alone(image: &Image) -> resvg::tiny_skia::Pixmap {
    let mut fonts = resvg::usvg::fontdb::Database::new();
    fonts.load_font_data(include_bytes!("../fonts/DejaVuSans.ttf").to_vec());
    let options = resvg::usvg::Options {
        font_family: "DejaVu Sans".to_string(),
        fontdb: std::sync::Arc::new(fonts),
        ..resvg::usvg::Options::default()
    };
    let tree = resvg::usvg::Tree::from_str(&image.svg, &options).unwrap();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(image.width, image.height).unwrap();
    resvg::render(&tree, resvg::tiny_skia::Transform::identity(), &mut pixmap.as_mut());
    pixmap
}

/// A 5-player Puerto Rico picture late in the game (the largest cities, every building on the island) stays
/// well under Discord's attachment limits and quick to upload: under 300 KB.
#[test]
fn five_player_puerto_rico_pictures_stay_under_300_kb() {
    let mut largest = 0;
    for (seed, variant) in [(8, "basis"), (9, "extension")] {
        let options = PuertoRico::parse_options(&[("variant".to_string(), variant.to_string())]).unwrap();
        let names = names(5);
        walk::<PuertoRico>(5, &options, seed, |game, board| {
            if board % 60 != 0 && board != usize::MAX {
                return;
            }
            let view = game.public_view();
            let image = galleon_images::puerto_rico(&view, game.outcome().as_ref(), &names, &Keys);
            largest = largest.max(png(&image).expect("rasterizes").len());
        });
    }
    println!("largest 5-player picture: {largest} bytes");
    assert!(largest < 300_000, "{largest} bytes");
}
