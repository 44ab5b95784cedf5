//! The defects of issue 27's pictures, each checked on a real board: colonists on coffee, the final result,
//! emoji in names, French names wrapped between words, Maracaibo's solo and its labelled numbers.

use galleon_images::{png, Image, Keys, Words};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::view::{CityBuilding, IslandTile};
use galleon_rules::puerto_rico::{BuildingId, PuertoRico, Tile};
use galleon_rules::Game;

mod common;
use common::played;

fn names(players: usize) -> Vec<String> {
    ["alice", "🤖 Bot 2 (normal)", "carol", "dan"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn pixels(image: &Image) -> resvg::tiny_skia::Pixmap {
    resvg::tiny_skia::Pixmap::decode_png(&png(image).unwrap()).unwrap()
}

fn luminance(pixmap: &resvg::tiny_skia::Pixmap, x: f32, y: f32) -> u32 {
    let p = pixmap.pixel(x.round() as u32, y.round() as u32).unwrap();
    (p.red() as u32 * 3 + p.green() as u32 * 6 + p.blue() as u32) / 10
}

/// The value of attribute `name` in the first element of `svg` from `from` on.
fn attr(svg: &str, from: usize, name: &str) -> f32 {
    let at = svg[from..].find(&format!(" {name}=\"")).unwrap() + from + name.len() + 3;
    svg[at..at + svg[at..].find('"').unwrap()].parse().unwrap()
}

#[test]
fn an_occupied_coffee_plantation_shows_a_pale_filled_colonist_and_a_building_a_dark_one() {
    let options = PuertoRico::parse_options(&[]).unwrap();
    let mut view = PuertoRico::new(3, &options, 1).unwrap().public_view();
    view.seats[0].island = vec![IslandTile {
        tile: Tile::Coffee,
        occupied: true,
    }];
    view.seats[0].city = vec![CityBuilding {
        building: BuildingId::SmallSugarMill,
        colonists: 1,
        circles: 1,
    }];
    let image = galleon_images::puerto_rico(&view, None, &names(3), &Keys);
    let pixmap = pixels(&image);
    let mut colonists = image.svg.match_indices(r#"<g class="colonist">"#).map(|(at, _)| at);
    // On the coffee tile: a pale disc filled to its centre, on a dark tile.
    let on_tile = colonists.next().expect("the plantation's colonist");
    let (cx, cy) = (attr(&image.svg, on_tile, "cx"), attr(&image.svg, on_tile, "cy"));
    let tile = luminance(&pixmap, cx - 20.0, cy + 12.0);
    assert!(tile < 70, "the coffee tile is dark ({tile})");
    for (dx, dy) in [(0.0, 0.0), (4.0, 0.0), (0.0, -4.0), (-5.0, 3.0)] {
        let inside = luminance(&pixmap, cx + dx, cy + dy);
        assert!(
            inside > 200,
            "the colonist is filled, not a ring ({inside} at {dx},{dy})"
        );
    }
    // On a (light) building: a dark disc, filled, where an empty circle would be a ring.
    let in_city = colonists.next().expect("the building's colonist");
    let (cx, cy) = (attr(&image.svg, in_city, "cx"), attr(&image.svg, in_city, "cy"));
    assert!(luminance(&pixmap, cx, cy) < 70 && luminance(&pixmap, cx + 4.0, cy) < 70);
}

#[test]
fn the_final_puerto_rico_picture_shows_the_ranking_and_every_score_with_its_chips() {
    let options = PuertoRico::parse_options(&[]).unwrap();
    let game = played::<PuertoRico>(3, &options, usize::MAX);
    let outcome = game.outcome().expect("the game ended");
    let names = names(3);
    let svg = galleon_images::puerto_rico(&game.public_view(), Some(&outcome), &names, &Keys).svg;
    assert!(svg.contains("picture-result"), "no result line");
    assert!(!svg.contains("picture-pr-chips-some"), "chips still hidden at the end");
    for standing in &outcome.standings {
        let name = galleon_images::svg::escape(&names[standing.seat]);
        assert!(svg.contains(&format!("{}. {name} {}", standing.rank, standing.score)));
        assert!(svg.contains(&format!("{}. {} picture-points", standing.rank, standing.score)));
        let chips = game.private_view(standing.seat).vp_chips;
        assert!(svg.contains(&format!("pr-score-chips {chips}")), "chips of {name}");
    }
    // While the game runs, the same picture shows no score and keeps the chips secret.
    let running = played::<PuertoRico>(3, &options, 100);
    assert!(running.outcome().is_none());
    let svg = galleon_images::puerto_rico(&running.public_view(), running.outcome().as_ref(), &names, &Keys).svg;
    assert!(!svg.contains("picture-result") && !svg.contains("picture-points"));
}

/// The component words of a French table for the building under test.
struct French;

impl Words for French {
    fn word(&self, key: &str) -> String {
        match key {
            "pr-building-small-sugar-mill" => "petite raffinerie de sucre".to_string(),
            _ => key.to_string(),
        }
    }

    fn count(&self, key: &str, count: i64) -> String {
        format!("{count} {key}")
    }
}

#[test]
fn a_long_french_building_name_wraps_between_words_on_its_tile_and_for_sale() {
    let options = PuertoRico::parse_options(&[]).unwrap();
    let mut view = PuertoRico::new(3, &options, 1).unwrap().public_view();
    view.seats[0].city = vec![CityBuilding {
        building: BuildingId::SmallSugarMill,
        colonists: 1,
        circles: 1,
    }];
    let svg = galleon_images::puerto_rico(&view, None, &names(3), &French).svg;
    let cut = svg
        .split("</text>")
        .any(|t| t.contains("raffinerie") && t.ends_with('…'));
    assert!(!cut, "the name is cut");
    // On its tile (232 px), and for sale with its cost and copies left (244 px): two lines each.
    assert!(svg.contains(">petite raffinerie de</text>") && svg.contains(">sucre</text>"));
    let for_sale = galleon_images::svg::wrap("2 petite raffinerie de sucre ×4", 16, 234.0, 2);
    assert_eq!(for_sale.len(), 2);
    for line in for_sale {
        assert!(svg.contains(&format!(">{line}</text>")), "{line} not for sale");
    }
}

#[test]
fn names_are_fitted_by_their_width_and_cut_between_words() {
    use galleon_images::svg::{fit, wrap};
    let name = "petite raffinerie de sucre";
    assert_eq!(fit(name, 18, 400.0), name);
    // Narrower rooms keep fewer whole words, never part of one.
    let mut kept = std::collections::BTreeSet::new();
    for room in (80..240).step_by(10) {
        let fitted = fit(name, 18, room as f32);
        let words = fitted.strip_suffix('…').unwrap_or(&fitted);
        assert!(name.starts_with(words), "{fitted}");
        assert!(
            name == words || name[words.len()..].starts_with(' '),
            "cut mid-word: {fitted}"
        );
        kept.insert(fitted);
    }
    assert!(
        kept.contains("petite raffinerie…") && kept.contains("petite…"),
        "{kept:?}"
    );
    // A single word too long for its room is cut inside, with an ellipsis.
    let cut = fit("Anticonstitutionnellement", 18, 120.0);
    assert!(
        cut.ends_with('…') && cut.len() < "Anticonstitutionnellement".len(),
        "{cut}"
    );
    // Wrapped, every line fits its room, whole words only, nothing lost while two lines hold it.
    for room in (160..220).step_by(10) {
        let lines = wrap(name, 18, room as f32, 2);
        assert_eq!((lines.len(), lines.join(" ")), (2, name.to_string()), "room {room}");
        assert!(lines.iter().all(|l| fit(l, 18, room as f32) == *l));
    }
    // Narrow letters fit more than wide ones: the room is measured, not guessed from a character count.
    assert_eq!(fit("iiiiiiiiiiiiiiiiiiii", 18, 120.0), "iiiiiiiiiiiiiiiiiiii");
    assert_ne!(fit("WWWWWWWWWWWWWWWWWWWW", 18, 120.0), "WWWWWWWWWWWWWWWWWWWW");
}

/// Words that are their keys, counts with a short noun (`12 cubes-reserve`), so that lines fit as real ones do.
struct Short;

impl Words for Short {
    fn word(&self, key: &str) -> String {
        key.to_string()
    }

    fn count(&self, key: &str, count: i64) -> String {
        format!("{count} {}", key.trim_start_matches("picture-mc-"))
    }
}

#[test]
fn a_maracaibo_solo_picture_names_jeanne_shows_her_automa_board_and_labels_its_numbers() {
    let options = Maracaibo::parse_options(&[("level".to_string(), "3".to_string())]).unwrap();
    let game = played::<Maracaibo>(1, &options, 60);
    let view = game.public_view();
    assert!(view.solo.is_some());
    let svg = galleon_images::maracaibo(&view, None, &names(1), &Short).svg;
    assert!(svg.contains("🤖 Jeanne"), "Jeanne is named");
    assert!(!svg.contains(">#2<"), "no seat number for her");
    for key in ["picture-mc-discs-left", "picture-mc-automa-deck", "mc-solo-level-3"] {
        assert!(svg.contains(key), "{key} missing from her row");
    }
    // Her row is not a ship board of zeros: no hand nor spies for her.
    assert_eq!(svg.matches("picture-mc-hand").count(), 1);
    // Numbers say what they count.
    for nation in &view.nations {
        let told = format!(
            "{} cubes-reserve · {} cubes-on-map",
            nation.reserve_left, nation.on_board
        );
        assert!(svg.contains(&told), "{told}");
    }
    // The player's facts wrap onto two lines: read them as one text.
    let words: Vec<&str> = svg
        .split("</text>")
        .filter_map(|t| t.rsplit_once('>').map(|(_, text)| text))
        .collect();
    let text = words.join(" ");
    let spies = &view.players[0].spies;
    for told in [
        format!("{} spies-reserve,", spies.reserve),
        format!("{} spies-on-map", spies.on_map.len()),
    ] {
        assert!(text.contains(&told), "{told}");
    }
    let pack = galleon_rules::maracaibo::packs::get(&view.pack).unwrap();
    for id in &view.display {
        let card = pack.cards.card(pack.cards.find(id).unwrap());
        assert!(
            svg.contains(&galleon_images::svg::escape(&card.name)),
            "display card {id} unnamed"
        );
    }
    assert_eq!(svg.matches(r#"class="prestige""#).count(), view.buildings.len());
    assert!(!view.buildings.is_empty());
}

#[test]
fn a_finished_maracaibo_solo_game_ranks_jeanne_by_her_vp() {
    let options = Maracaibo::parse_options(&[("level".to_string(), "1".to_string())]).unwrap();
    let game = played::<Maracaibo>(1, &options, usize::MAX);
    let outcome = game.outcome().expect("the game ended");
    let view = game.public_view();
    let svg = galleon_images::maracaibo(&view, Some(&outcome), &names(1), &Keys).svg;
    let (you, her) = (outcome.standings[0].score, i64::from(view.players[1].vp));
    let line = if you >= her {
        format!(
            "picture-result 1. alice {you} · {}. 🤖 Jeanne {her}",
            if you == her { 1 } else { 2 }
        )
    } else {
        format!("picture-result 1. 🤖 Jeanne {her} · 2. alice {you}")
    };
    assert!(svg.contains(&line), "{line} not on the picture");
}
