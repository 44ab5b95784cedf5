//! `/look` and `/info` for Puerto Rico: one seat's public tableau with what each of its buildings does, and what
//! any component is and does (building, role, plantation, quarry, forest, cargo ships, trading house, colonist
//! ship, San Juan), found by id or by its English or French name.
//!
//! Everything here is public: `look` never shows VP chips (not even whether a seat holds some).

use galleon_rules::game::Seat;
use galleon_rules::puerto_rico::data::BuildingKind;
use galleon_rules::puerto_rico::view::SeatView;
use galleon_rules::puerto_rico::{BuildingId, Good, PuertoRico, Role, Tile};
use galleon_rules::Game;

use super::lines::{dots, island_text};
use super::words::{building_name, good_name, goods_list, role_name, tile_name};
use crate::base::io::Locale;
use crate::games::{glossary, RenderCx};
use crate::words::i18n::{t, ta};

/// Components that are not a building, role or tile: (id, message key of their name).
const OTHER_TOPICS: [&str; 5] = ["forest", "cargo-ships", "trading-house", "colonist-ship", "san-juan"];

/// One seat's island and city (each building with its occupied circles and its effect), doubloons, barrels,
/// forests and colonists in San Juan.
pub fn look(game: &PuertoRico, seat: Seat, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let view = game.public_view();
    let Some(seat_view) = view.seats.get(seat) else {
        return t(locale, "pr-none");
    };
    let mut lines = vec![ta(
        locale,
        "pr-look-head",
        &[
            ("name", cx.name(seat).into()),
            ("doubloons", seat_view.doubloons.into()),
            ("goods", goods_list(&seat_view.goods, locale).into()),
            ("sanjuan", seat_view.san_juan.into()),
        ],
    )];
    lines.push(island_line(seat_view, locale));
    lines.push(ta(
        locale,
        "pr-look-city",
        &[("used", seat_view.city_spaces_used.into())],
    ));
    for slot in &seat_view.city {
        let effect = effect(slot.building, locale);
        lines.push(format!(
            "• {} {} — {effect}",
            building_name(slot.building, locale),
            dots(slot.colonists, slot.circles)
        ));
    }
    if seat_view.city.is_empty() {
        lines.push(format!("• {}", t(locale, "pr-none")));
    }
    lines.join("\n")
}

fn island_line(seat: &SeatView, locale: Locale) -> String {
    ta(
        locale,
        "pr-look-island",
        &[
            ("used", (seat.island.len() + seat.forests as usize).into()),
            ("tiles", island_text(seat, locale).into()),
        ],
    )
}

/// What a building does, in words.
pub(super) fn effect(building: BuildingId, locale: Locale) -> String {
    let info = building.info();
    match info.kind {
        BuildingKind::SmallProduction(good) | BuildingKind::LargeProduction(good) => ta(
            locale,
            "pr-effect-production",
            &[
                ("good", good_name(good, locale).into()),
                ("circles", info.circles.into()),
            ],
        ),
        BuildingKind::Violet => t(locale, &format!("pr-effect-{}", building.id())),
    }
}

/// What a component is and does: a building, role, plantation, quarry or forest, the cargo ships, the trading
/// house, the colonist ship or San Juan, by id or by its name in either language.
pub fn info(game: &PuertoRico, query: &str, cx: &RenderCx) -> Option<String> {
    let wanted = glossary::key(query);
    let matches = |id: &str, key: &str| {
        [id.to_string(), t(Locale::En, key), t(Locale::Fr, key)]
            .iter()
            .any(|name| glossary::key(name) == wanted)
    };
    let locale = cx.locale;
    let building_named = |prefix: &str| BuildingId::all().find(|&b| matches(b.id(), &format!("{prefix}{}", b.id())));
    if let Some(building) = building_named("pr-building-") {
        return Some(building_info(game, building, locale));
    }
    if let Some(role) = Role::ALL
        .into_iter()
        .find(|r| matches(r.id(), &format!("pr-role-{}", r.id())))
    {
        let text = t(locale, &format!("pr-info-role-{}", role.id().trim_end_matches("-2")));
        return Some(format!("<b>{}</b> — {text}", role_name(role, locale)));
    }
    if let Some(tile) = Tile::ALL.into_iter().find(|&tile| matches(tile.id(), &tile_key(tile))) {
        return Some(tile_info(tile, locale));
    }
    // As crowded boards name buildings (`Small Indigo`, `S.Indigo`), after the goods: `Indigo` is both.
    if let Some(building) = building_named("pr-short-").or_else(|| building_named("pr-abbr-")) {
        return Some(building_info(game, building, locale));
    }
    let other = OTHER_TOPICS
        .into_iter()
        .find(|id| matches(id, &format!("pr-topic-{id}")))?;
    Some(other_info(game, other, locale))
}

fn tile_key(tile: Tile) -> String {
    match tile.good() {
        Some(good) => format!("pr-good-{}", good.id()),
        None => "pr-tile-quarry".to_string(),
    }
}

fn building_info(game: &PuertoRico, building: BuildingId, locale: Locale) -> String {
    let info = building.info();
    let view = game.public_view();
    let left = view.buildings_left.iter().find(|(b, _)| *b == building);
    let supply = match left {
        Some((_, n)) => ta(locale, "pr-info-left", &[("count", (*n).into())]),
        None => t(locale, "pr-info-not-in-play"),
    };
    let stats = ta(
        locale,
        "pr-info-building",
        &[
            ("cost", info.cost.into()),
            ("vp", info.vp.into()),
            ("circles", info.circles.into()),
            ("column", info.column.into()),
            ("spaces", info.spaces.into()),
        ],
    );
    format!(
        "<b>{}</b> — {stats}\n{}\n{supply}",
        building_name(building, locale),
        effect(building, locale)
    )
}

fn tile_info(tile: Tile, locale: Locale) -> String {
    match tile.good() {
        Some(good) => {
            let args = [
                ("kind", good.id().into()),
                ("good", good_name(good, locale).into()),
                ("price", good.price().into()),
                ("barrels", good.barrels().into()),
                ("tiles", good.plantations().into()),
                ("buildings", production_buildings(good, locale).into()),
            ];
            format!(
                "<b>{}</b> — {}",
                tile_name(tile, locale),
                ta(locale, "pr-info-plantation", &args)
            )
        }
        None => format!("<b>{}</b> — {}", tile_name(tile, locale), t(locale, "pr-info-quarry")),
    }
}

/// The buildings that produce `good`, by name (`Small Indigo Plant, Indigo Plant`): `/info Indigo` finds the
/// good, and crowded boards call the Indigo Plant so.
fn production_buildings(good: Good, locale: Locale) -> String {
    let produces = |b: &BuildingId| matches!(b.info().kind, BuildingKind::SmallProduction(g) | BuildingKind::LargeProduction(g) if g == good);
    let names: Vec<String> = BuildingId::all()
        .filter(produces)
        .map(|b| building_name(b, locale))
        .collect();
    names.join(", ")
}

fn other_info(game: &PuertoRico, id: &str, locale: Locale) -> String {
    let view = game.public_view();
    let text = match id {
        "cargo-ships" => {
            let sizes: Vec<String> = view.cargo_ships.iter().map(|s| s.capacity.to_string()).collect();
            ta(locale, "pr-info-cargo-ships", &[("sizes", sizes.join(", ").into())])
        }
        "trading-house" => {
            let prices: Vec<String> = Good::ALL
                .iter()
                .map(|g| format!("{} {}", good_name(*g, locale), g.price()))
                .collect();
            ta(locale, "pr-info-trading-house", &[("prices", prices.join(", ").into())])
        }
        other => t(locale, &format!("pr-info-{other}")),
    };
    format!("<b>{}</b> — {text}", t(locale, &format!("pr-topic-{id}")))
}

/// `/info` autocomplete: the buildings in play (by cost), the roles of this player count, the tiles, then
/// the other components; (value, name in the reader's language).
pub fn info_topics(game: &PuertoRico, cx: &RenderCx) -> Vec<(String, String)> {
    let locale = cx.locale;
    let in_play = game.buildings_in_play();
    let mut buildings: Vec<BuildingId> = BuildingId::all().filter(|b| in_play.contains(*b)).collect();
    buildings.sort_by_key(|b| b.info().cost);
    let mut topics: Vec<(String, String)> = buildings
        .into_iter()
        .map(|b| (b.id().to_string(), building_name(b, locale)))
        .collect();
    topics.extend(
        Role::in_game(game.players())
            .iter()
            .map(|r| (r.id().to_string(), role_name(*r, locale))),
    );
    topics.extend(Tile::ALL.map(|tile| (tile.id().to_string(), tile_name(tile, locale))));
    topics.extend(OTHER_TOPICS.map(|id| (id.to_string(), t(locale, &format!("pr-topic-{id}")))));
    topics
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn names() -> Vec<String> {
        ["alice", "bob", "carol", "dave"].map(String::from).to_vec()
    }

    fn extension_game(moves: usize) -> PuertoRico {
        let options = PuertoRico::parse_options(&[("variant".into(), "extension".into())]).unwrap();
        let mut game = PuertoRico::new(4, &options, 3).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..moves {
            let Some(&seat) = game.to_act().first() else { break };
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
        game
    }

    /// Every building, base and expansion, has its effect in words in both languages, and `/info` finds it by
    /// id, English name and French name (any case, accents or not).
    #[test]
    fn info_tells_every_building_role_and_component_in_both_languages() {
        let game = extension_game(0);
        let names = names();
        for locale in [Locale::En, Locale::Fr] {
            let cx = RenderCx::chat(locale, &names);
            for building in BuildingId::all() {
                let text = info(&game, building.id(), &cx).unwrap();
                assert!(!text.contains("pr-") && !text.contains('{'), "{text}");
                assert!(
                    text.starts_with(&format!("<b>{}</b>", building_name(building, locale))),
                    "{text}"
                );
                let english = info(&game, &building.info().english.to_uppercase(), &cx).unwrap();
                assert_eq!(english, text);
                assert_eq!(info(&game, building.info().french, &cx).unwrap(), text);
            }
            for (value, label) in info_topics(&game, &cx) {
                let text = info(&game, &value, &cx).unwrap_or_else(|| panic!("{value}"));
                assert!(text.contains(&label) && !text.contains("pr-"), "{value}: {text}");
            }
        }
        let en = RenderCx::chat(Locale::En, &names);
        let fr = RenderCx::chat(Locale::Fr, &names);
        assert!(info(&game, "Guest House", &en).unwrap().contains("2 colonists"));
        assert!(info(&game, "auberge", &fr).unwrap().contains("2 colons"));
        assert!(info(&game, "maison des corporations", &en)
            .unwrap()
            .contains("Union Hall"));
        assert!(info(&game, "hôtel de ville", &en).unwrap().contains("City Hall"));
        assert!(info(&game, "hotel de ville", &fr).unwrap().contains("hôtel de ville"));
        assert!(info(&game, "planteur", &en).unwrap().starts_with("<b>Settler</b>"));
        assert!(info(&game, "carrière", &en).unwrap().starts_with("<b>quarry</b>"));
        assert!(info(&game, "maïs", &en).unwrap().contains("corn needs no building"));
        assert!(info(&game, "indigo", &en)
            .unwrap()
            .contains("production building for indigo"));
        assert!(info(&game, "coffee", &fr).unwrap().contains("Se vend 4 doublons"));
        assert!(info(&game, "forêt", &en).unwrap().contains("Forest House"));
        assert!(info(&game, "magasin", &en).unwrap().starts_with("<b>Trading house</b>"));
        assert_eq!(info(&game, "chess", &en), None);
        // The draft has not picked anything yet: a violet building is not in play.
        assert!(info(&game, "library", &en).unwrap().contains("Not in play"));
    }

    /// `/look` shows a seat's island, forests and city with every building's circles and effect, its
    /// doubloons, barrels and San Juan, and never its VP chips: two states differing only in chips read the same.
    #[test]
    fn look_shows_the_tableau_and_never_the_vp_chips() {
        let names = names();
        let game = extension_game(400);
        assert!(game.public_view().seats.iter().any(|s| !s.city.is_empty()));
        let mut state = serde_json::to_value(&game).unwrap();
        for seat in state["seats"].as_array_mut().unwrap() {
            seat["vp_chips"] = (seat["vp_chips"].as_u64().unwrap() + 17).into();
        }
        let richer: PuertoRico = serde_json::from_value(state).unwrap();
        for locale in [Locale::En, Locale::Fr] {
            let cx = RenderCx::chat(locale, &names);
            for (seat, name) in names.iter().enumerate() {
                let text = look(&game, seat, &cx);
                assert_eq!(text, look(&richer, seat, &cx), "VP chips leak into /look");
                let view = &game.public_view().seats[seat];
                assert!(text.starts_with(&format!("<b>{name}</b>")), "{text}");
                for building in &view.city {
                    let line = format!(
                        "• {} {} — {}",
                        building_name(building.building, locale),
                        dots(building.colonists, building.circles),
                        effect(building.building, locale)
                    );
                    assert!(text.contains(&line), "{line} missing:\n{text}");
                }
                assert!(text.contains(&format!("{}/12", view.island.len() + view.forests as usize)));
                assert!(!text.contains("pr-") && !text.contains('{'), "{text}");
            }
        }
    }
}
