//! The default Maracaibo content pack: it loads, every notation cell formats back to itself, and the derived
//! facts of content.md (§1.3, §1.4, §2, §3, §4, §5, §6, §7, §8, §10, §11.1, §12.5) hold when computed from the
//! loaded data.

use std::collections::BTreeMap;

use galleon_rules::maracaibo::content::cards::{Deck, ProjectCard, SpyCost};
use galleon_rules::maracaibo::content::careers::GoalKind;
use galleon_rules::maracaibo::content::combat::TokenBonus;
use galleon_rules::maracaibo::content::common::{Code, Good, Item, Nation, Symbol, Synergy};
use galleon_rules::maracaibo::content::effect::{Category, Condition, Effect, Immediate};
use galleon_rules::maracaibo::content::exploration::{SpaceId, SpaceKind};
use galleon_rules::maracaibo::content::map::{CityAction, LocId, LocationKind, Market};
use galleon_rules::maracaibo::content::prestige::Basis;
use galleon_rules::maracaibo::content::quests::QuestCost;
use galleon_rules::maracaibo::content::{ContentPack, DEFAULT_PACK};

fn pack() -> &'static ContentPack {
    ContentPack::default_pack()
}

fn loc(id: &str) -> LocId {
    pack().map.find(id).unwrap_or_else(|| panic!("location {id}"))
}

fn ids(locations: &[LocId]) -> Vec<&'static str> {
    locations.iter().map(|&l| pack().map.location(l).id.as_str()).collect()
}

/// Every route from Havana in `round` to a location with no way on, as location lists.
fn routes(round: u8, with_legacy: bool) -> Vec<Vec<LocId>> {
    fn walk(at: LocId, round: u8, legacy: &dyn Fn(&str) -> bool, path: &mut Vec<LocId>, out: &mut Vec<Vec<LocId>>) {
        path.push(at);
        let next: Vec<LocId> = pack().map.outgoing(at, round, legacy).map(|e| e.to).collect();
        if next.is_empty() {
            out.push(path.clone());
        }
        for to in next {
            walk(to, round, legacy, path, out);
        }
        path.pop();
    }
    let legacy = move |_: &str| with_legacy;
    let mut out = Vec::new();
    walk(pack().map.start, round, &legacy, &mut Vec::new(), &mut out);
    out
}

fn mp(route: &[LocId]) -> u32 {
    let map = &pack().map;
    route
        .windows(2)
        .map(|w| map.edges.iter().find(|e| e.from == w[0] && e.to == w[1]).unwrap().mp as u32)
        .sum()
}

fn sorted_unique(mut values: Vec<u32>) -> Vec<u32> {
    values.sort_unstable();
    values.dedup();
    values
}

#[test]
fn default_pack_loads_with_the_required_counts() {
    let pack = ContentPack::load(DEFAULT_PACK).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pack.cards.in_deck(Deck::A).count(), 56);
    assert_eq!(pack.cards.in_deck(Deck::B).count(), 101);
    assert_eq!(pack.cards.in_deck(Deck::Special).count(), 10);
    assert_eq!(pack.combat.tokens.len(), 25);
    assert_eq!(pack.quests.len(), 24);
    assert_eq!(pack.cities.len(), 13);
    assert_eq!(pack.careers.cards.len(), 8);
    assert_eq!(pack.prestige.buildings.len(), 8);
    assert_eq!(pack.cards.spy_actions.len(), 17);
    assert_eq!(pack.automa.cards.len(), 15);
    assert_eq!(pack.map.locations.len(), 24, "23 locations + legacy L4");
    assert_eq!(pack.map.edges.len(), 27);
    assert_eq!(pack.exploration.spaces.len(), 32);
    assert_eq!(pack.classic.cards.len(), 2);
    assert_eq!(pack.classic.legacy.len(), 4);
}

#[test]
fn every_effect_formats_back_to_its_notation() {
    let text = DEFAULT_PACK.iter().find(|(name, _)| *name == "cards.toml").unwrap().1;
    let table: toml::Table = text.parse().unwrap();
    let raw_cards = table["project"].as_array().unwrap();
    for (card, raw) in pack().cards.projects.iter().zip(raw_cards) {
        let written: Vec<&str> = raw["effects"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let formatted: Vec<String> = card.effects.iter().map(Effect::to_string).collect();
        assert_eq!(formatted, written, "{}", card.id);
        if let Some(condition) = card.condition {
            assert_eq!(condition.to_string(), raw["cond"].as_str().unwrap());
        }
    }
}

// §1.3 Route facts.

#[test]
fn forks_lead_where_the_route_table_says() {
    let map = &pack().map;
    let branches = |at: &str| {
        let all = |_: &str| true;
        let mut found: Vec<(String, String, &str)> = map
            .outgoing(loc(at), 1, &all)
            .map(|e| {
                let fork = e.fork.as_ref().unwrap();
                (
                    fork.id.clone(),
                    fork.branch.code().to_string(),
                    map.location(e.to).id.as_str(),
                )
            })
            .collect();
        found.sort();
        found
    };
    let f = |fork: &str, branch: &str, to: &'static str| (fork.to_string(), branch.to_string(), to);
    assert_eq!(branches("3"), vec![f("F1", "lower", "5"), f("F1", "upper", "4")]);
    assert_eq!(branches("8"), vec![f("F2", "lower", "11"), f("F2", "upper", "9")]);
    assert_eq!(branches("12"), vec![f("F3", "lower", "14"), f("F3", "upper", "13")]);
    assert_eq!(branches("17"), vec![f("F4", "lower", "18"), f("F4", "upper", "L4")]);
}

#[test]
fn havana_to_21a_takes_16_or_18_steps_on_8_paths() {
    for round in 1..=3 {
        let routes = routes(round, false);
        assert_eq!(routes.len(), 8);
        assert!(routes.iter().all(|r| ids(&r[r.len() - 1..]) == ["21a"]));
        assert_eq!(sorted_unique(routes.iter().map(|r| mp(r)).collect()), [16, 18]);
        assert_eq!(
            sorted_unique(routes.iter().map(|r| r.len() as u32 - 1).collect()),
            [16, 18]
        );
    }
}

#[test]
fn havana_to_22_takes_17_or_19_steps_and_l4_adds_4_mp() {
    let plain = routes(4, false);
    assert!(plain.iter().all(|r| ids(&r[r.len() - 1..]) == ["22"]));
    assert_eq!(sorted_unique(plain.iter().map(|r| mp(r)).collect()), [17, 19]);
    let with_l4 = routes(4, true);
    let through_l4: Vec<u32> = with_l4
        .iter()
        .filter(|r| r.contains(&loc("L4")))
        .map(|r| mp(r))
        .collect();
    assert_eq!(sorted_unique(through_l4), [21, 23]);
}

#[test]
fn havana_to_20_takes_15_to_17_steps_and_homeward_spaces_are_must_stop() {
    let to_20: Vec<u32> = routes(1, false)
        .iter()
        .map(|r| r.iter().position(|&l| l == loc("20")).unwrap() as u32)
        .collect();
    assert_eq!(sorted_unique(to_20), [15, 17]);
    for location in &pack().map.locations {
        let homeward = matches!(location.kind, LocationKind::Homeward(_));
        assert_eq!(location.must_stop, homeward, "{} (R2)", location.id);
    }
}

/// Turns a player sailing `mp_per_turn` every turn needs to reach each must-stop space of the route.
fn turns_to_must_stops(route: &[LocId], mp_per_turn: u32) -> Vec<(String, u32)> {
    let map = &pack().map;
    let (mut turn, mut left, mut arrivals) = (1, mp_per_turn, Vec::new());
    for window in route.windows(2) {
        let cost = map
            .edges
            .iter()
            .find(|e| e.from == window[0] && e.to == window[1])
            .unwrap()
            .mp as u32;
        if cost > left {
            turn += 1;
            left = mp_per_turn;
        }
        left -= cost;
        if map.location(window[1]).must_stop {
            arrivals.push((map.location(window[1]).id.clone(), turn));
            turn += 1;
            left = mp_per_turn;
        }
    }
    arrivals
}

#[test]
fn a_rusher_reaches_20_on_turn_3_and_21a_on_turn_4_and_a_3_mp_player_later() {
    for route in routes(1, false) {
        let rush = turns_to_must_stops(&route, 7);
        assert_eq!(rush, vec![("20".to_string(), 3), ("21a".to_string(), 4)]);
        let slow = turns_to_must_stops(&route, 3);
        assert!((5..=6).contains(&slow[0].1) && (6..=7).contains(&slow[1].1), "{slow:?}");
    }
}

#[test]
fn every_path_visits_four_market_cities_all_quest_slots_and_10_or_12_villages() {
    let markets = |r: &Vec<LocId>| {
        r.iter()
            .filter(|&&l| {
                matches!(
                    pack().map.location(l).kind,
                    LocationKind::City(_) | LocationKind::TileSlot
                )
            })
            .count()
    };
    let villages = |r: &Vec<LocId>| {
        r.iter()
            .filter(|&&l| pack().map.location(l).kind == LocationKind::Village)
            .count()
    };
    let homeward = |r: &Vec<LocId>| {
        r.iter()
            .filter(|&&l| matches!(pack().map.location(l).kind, LocationKind::Homeward(_)))
            .count()
    };
    for (round, homeward_spaces) in [(1, 2), (4, 3)] {
        for route in routes(round, false) {
            assert_eq!(markets(&route), 4, "{:?}", ids(&route));
            let long = route.contains(&loc("9"));
            assert_eq!(villages(&route), if long { 12 } else { 10 });
            assert_eq!(homeward(&route), homeward_spaces);
            for slot in ["15", "16", "18", "19"] {
                assert!(route.contains(&loc(slot)));
            }
        }
    }
    let slots: Vec<&str> = pack()
        .map
        .locations
        .iter()
        .filter(|l| l.quest_slot)
        .map(|l| l.id.as_str())
        .collect();
    assert_eq!(slots, ["15", "16", "18", "19"]);
}

#[test]
fn two_player_set_up_cubes_on_6_7_8() {
    let cubes: Vec<(&str, Nation, bool, bool)> = pack()
        .map
        .setup_cubes
        .iter()
        .map(|c| {
            (
                pack().map.location(c.location).id.as_str(),
                c.nation,
                c.players.contains(1),
                c.players.contains(3),
            )
        })
        .collect();
    let expected = [
        ("6", Nation::Spain, true, false),
        ("7", Nation::England, true, false),
        ("8", Nation::France, true, false),
    ];
    assert_eq!(cubes, expected);
}

// §1.4 Markets by player count, §2 city-tile pools.

fn tile(id: &str) -> &'static galleon_rules::maracaibo::content::cities::CityTile {
    pack().cities.iter().find(|t| t.id == id).unwrap()
}

/// The market of a printed city at a player count: printed, or from the fixed tile covering it.
fn printed_market(id: &str, players: usize) -> (Good, u8) {
    if let LocationKind::City(city) = &pack().map.location(loc(id)).kind {
        if let Some(spaces) = city.market.spaces.get(players) {
            return (city.market.good, spaces);
        }
    }
    let fixed = pack()
        .cities
        .iter()
        .find(|t| t.location == Some(loc(id)) && t.players.contains(players))
        .unwrap();
    (fixed.market.good, fixed.market.spaces.get(players).unwrap())
}

#[test]
fn markets_by_player_count() {
    for (players, size) in [(1, 2), (2, 2), (3, 3), (4, 4)] {
        assert_eq!(printed_market("11", players), (Good::Tobacco, size));
        assert_eq!(printed_market("17", players), (Good::Corn, size));
    }
    assert_eq!(tile("T00").location, Some(loc("11")));
    assert_eq!(tile("T00").action, CityAction::Combat);
    let always: Vec<(&str, Good)> = pack()
        .cities
        .iter()
        .filter(|t| t.always)
        .map(|t| (t.id.as_str(), t.market.good))
        .collect();
    assert_eq!(always, [("T01", Good::Sugar), ("T02", Good::Corn)]);
    assert_eq!(tile("T01").action, CityAction::Combat);
    assert_eq!(tile("T02").action, CityAction::Explore(3));
    let slots: Vec<&str> = pack()
        .map
        .locations
        .iter()
        .filter(|l| l.kind == LocationKind::TileSlot)
        .map(|l| l.id.as_str())
        .collect();
    assert_eq!(slots, ["4", "5", "13", "14"]);
}

#[test]
fn city_tile_pools_by_player_count() {
    let pool = |players: usize| -> Vec<&str> {
        pack()
            .cities
            .iter()
            .filter(|t| !t.always && t.location.is_none() && t.players.contains(players))
            .map(|t| t.id.as_str())
            .collect()
    };
    assert_eq!(pool(2), ["T03", "T04", "T06", "T07", "T10", "T11", "T12"]);
    assert_eq!(pool(1), pool(2));
    assert_eq!(pool(3), ["T03", "T04", "T05", "T06", "T07", "T08", "T09", "T10", "T11"]);
    assert_eq!(pool(4), ["T03", "T04", "T05", "T06", "T08", "T09", "T10", "T11"]);
    // The other ten tiles split 4 sugar / 3 tobacco / 3 corn (§14.2).
    let mut goods = BTreeMap::new();
    for t in pack().cities.iter().filter(|t| !t.always && t.location.is_none()) {
        *goods.entry(t.market.good.code()).or_insert(0) += 1;
    }
    assert_eq!(goods, BTreeMap::from([("corn", 3), ("sugar", 4), ("tobacco", 3)]));
}

// §3 Exploration track.

fn space(id: &str) -> SpaceId {
    pack().exploration.find(id).unwrap()
}

fn route_lengths(from: SpaceId) -> Vec<u32> {
    let track = &pack().exploration;
    if from == track.end {
        return vec![0];
    }
    track
        .space(from)
        .next
        .iter()
        .flat_map(|&n| route_lengths(n))
        .map(|l| l + 1)
        .collect()
}

#[test]
fn exploration_routes_lines_and_quest_spaces() {
    let track = &pack().exploration;
    let lengths = route_lengths(track.start);
    assert_eq!((lengths.iter().min(), lengths.iter().max()), (Some(&22), Some(&26)));
    assert_eq!(lengths.len(), 4);
    let quests: Vec<&str> = track
        .spaces
        .iter()
        .filter(|s| s.kind == SpaceKind::Quest)
        .map(|s| s.id.as_str())
        .collect();
    assert_eq!(quests, ["A2", "13", "B3"]);
    let lines: Vec<(&str, &str, &str)> = track
        .lines
        .iter()
        .map(|l| {
            (
                l.color.as_str(),
                track.space(l.from).id.as_str(),
                track.space(l.to).id.as_str(),
            )
        })
        .collect();
    assert_eq!(lines, [("red", "6", "7"), ("blue", "11", "12"), ("green", "18", "19")]);
    assert_eq!(track.arrival_vp, [10, 8, 6, 4]);
    // A1–A4 are upstream of 11; B1–B5 downstream of 11 and upstream of 18.
    for a in ["A1", "A2", "A3", "A4"] {
        assert!(track.reaches(space(a), space("11")) && !track.reaches(space("11"), space(a)));
    }
    for b in ["B1", "B2", "B3", "B4", "B5"] {
        assert!(track.reaches(space("11"), space(b)) && track.reaches(space(b), space("18")));
    }
    let blue = track.find_line("blue").unwrap();
    assert!(!track.has_crossed(space("A4"), blue) && !track.has_crossed(space("11"), blue));
    assert!(track.has_crossed(space("12"), blue) && track.has_crossed(space("B2"), blue));
}

// §4 Ship board, §5 Tracks.

#[test]
fn ship_board_has_12_zones_of_2_discs() {
    let ship = &pack().ship;
    assert_eq!(ship.zones.len(), 12);
    assert_eq!(ship.zones.iter().map(|z| z.discs.len()).sum::<usize>(), 24);
    assert_eq!((ship.compass, ship.hand_limit, ship.planning_spaces), (1, 4, 3));
    assert_eq!((ship.combat_start, ship.combat_max), (1, 8));
    assert_eq!(ship.village_actions, [1, 1, 1, 2, 2, 2, 3]);
    assert_eq!(ship.base_influence, [(2, 1), (5, 2)]);
    assert_eq!((ship.annex_cost, ship.capture_cost), (4, 6));
    assert_eq!(
        (ship.spies_per_colour, ship.spies_reserve, ship.spies_career),
        (8, 2, 3)
    );
    let quest_vp = |tiles: usize| -> u32 {
        (1..=tiles)
            .map(|n| {
                ship.quest_track_vp
                    .get(n - 1)
                    .copied()
                    .unwrap_or(ship.quest_overflow_vp) as u32
            })
            .sum()
    };
    assert_eq!((quest_vp(3), quest_vp(4), quest_vp(5), quest_vp(13)), (0, 3, 5, 21));
}

#[test]
fn income_and_influence_tracks() {
    let tracks = &pack().tracks;
    for position in 8..=33u8 {
        assert_eq!(
            tracks.doubloon_income_vp(position),
            (position - 8) / 2,
            "position {position}"
        );
    }
    assert_eq!(tracks.doubloon_income_vp(34), 14);
    assert_eq!((tracks.doubloon_income_vp(16), tracks.doubloon_income_vp(18)), (4, 5));
    let cathedral = pack()
        .prestige
        .buildings
        .iter()
        .find(|b| b.scoring.basis == Basis::DoubloonIncomeVp)
        .unwrap();
    assert_eq!(cathedral.name, "Cathedral");
    let on_18 = tracks.doubloon_income_vp(18) as u32;
    assert_eq!(on_18 + cathedral.scoring.score(on_18), 15);
    assert_eq!((tracks.vp_income_start, tracks.vp_income_max), (0, 20));
    let ranks: Vec<u8> = (0..=18).map(|p| tracks.rank(p)).collect();
    assert_eq!(ranks, [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5]);
    let next: Vec<Option<u8>> = [0, 2, 3, 8, 12, 17, 18].iter().map(|&p| tracks.next_band(p)).collect();
    assert_eq!(next, [Some(3), Some(3), Some(6), Some(9), Some(13), Some(18), None]);
    assert_eq!(tracks.reserve_cubes(), 13);
    for taken in 0..=13u8 {
        assert_eq!(
            tracks.empty_reserve_spaces(taken),
            taken.div_ceil(2),
            "{taken} cubes taken"
        );
    }
}

// §6 Combat tokens.

#[test]
fn combat_token_summary() {
    let tokens = &pack().combat.tokens;
    let only_most = tokens
        .iter()
        .filter(|t| t.most == Some(-2) && t.fewest.is_none())
        .count();
    let only_fewest = tokens
        .iter()
        .filter(|t| t.most.is_none() && t.fewest == Some(3))
        .count();
    let both = tokens
        .iter()
        .filter(|t| t.most == Some(-2) && t.fewest == Some(3))
        .count();
    assert_eq!((only_most, only_fewest, both), (6, 6, 6));
    let per_nation = |f: &dyn Fn(&galleon_rules::maracaibo::content::combat::TokenLine) -> u32| -> Vec<u32> {
        Nation::ALL
            .iter()
            .map(|n| tokens.iter().map(|t| f(&t.lines[n.index()])).sum())
            .collect()
    };
    // France, England, Spain.
    assert_eq!(per_nation(&|l| l.value as u32), [118, 114, 116]);
    assert_eq!(
        per_nation(&|l| u32::from(l.value >= 6 && matches!(l.bonus, TokenBonus::Pay(1..=5)))),
        [9, 8, 8]
    );
    let k01 = &tokens[0];
    assert_eq!(
        (k01.lines[Nation::France.index()].value, k01.lines[0].bonus),
        (6, TokenBonus::Pay(2))
    );
    for token in tokens {
        for line in &token.lines {
            let bonus = match line.bonus {
                TokenBonus::Pay(n) => -(n as f64),
                TokenBonus::Doubloons(n) | TokenBonus::Vp(n) => n as f64,
                TokenBonus::Influence(n) => 2.0 * n as f64,
                TokenBonus::Spy => 1.5,
            };
            let worth = line.value as f64 + bonus;
            assert!((3.5..=6.0).contains(&worth), "{} {line}: {worth}", token.id);
        }
    }
    assert_eq!(pack().combat.default_value, 3);
}

// §7 Quests, §8 Careers.

#[test]
fn each_goods_and_item_symbol_appears_4_times_in_quest_costs() {
    let mut counts: BTreeMap<String, u32> = BTreeMap::new();
    for quest in &pack().quests {
        let symbols: Vec<String> = match &quest.cost {
            QuestCost::Goods(goods) => goods.iter().map(|g| g.to_string()).collect(),
            QuestCost::Items(items) => items.iter().map(|i| i.to_string()).collect(),
            _ => vec![],
        };
        for symbol in symbols {
            *counts.entry(symbol).or_default() += 1;
        }
    }
    let expected: BTreeMap<String, u32> = Good::ALL
        .iter()
        .map(|g| g.to_string())
        .chain(Item::ALL.iter().map(|i| i.to_string()))
        .map(|s| (s, 4))
        .collect();
    assert_eq!(counts, expected);
    let q23 = pack().quests.iter().find(|q| q.id == "Q23").unwrap();
    assert_eq!(q23.cost, QuestCost::ReturnSpies(1));
    assert_eq!(q23.per_compass.to_string(), "2d per compass");
    assert_eq!(q23.reward.iter().map(|r| r.to_string()).collect::<Vec<_>>(), ["exp≤3"]);
}

#[test]
fn each_career_goal_type_appears_on_exactly_3_cards() {
    let careers = &pack().careers;
    for kind in GoalKind::ALL {
        let cards = careers
            .cards
            .iter()
            .filter(|c| c.goals.iter().any(|g| g.kind == *kind))
            .count();
        assert_eq!(cards, 3, "{kind}");
    }
    assert!(careers.cards.iter().all(|c| c.goals.len() == 3));
    assert_eq!(careers.admiral.to_string(), "+2d+2vp");
    let example = careers
        .cards
        .iter()
        .flat_map(|c| &c.goals)
        .find(|g| g.kind == GoalKind::QuestTiles)
        .unwrap();
    assert_eq!(
        format!(
            "{:?} {:?} {} {}",
            example.modest, example.harder, example.claim_doubloons, example.bonus_vp
        ),
        "AtLeast(4) AtLeast(6) 4 4"
    );
}

// §10 Synergy tokens.

fn cards_of(deck: Deck) -> impl Iterator<Item = &'static ProjectCard> {
    pack().cards.projects.iter().filter(move |c| c.deck == deck)
}

fn base_cards() -> impl Iterator<Item = &'static ProjectCard> {
    pack().cards.projects.iter().filter(|c| c.deck != Deck::Special)
}

#[test]
fn synergy_grants_and_conditional_income() {
    assert_eq!(pack().synergy.iter().map(|s| s.count as u32).sum::<u32>(), 20);
    let icons = |deck: Deck, symbol: Synergy| cards_of(deck).filter(|c| c.synergy == Some(symbol)).count();
    let village_cubes = |symbol: Synergy| {
        base_cards()
            .flat_map(|c| &c.effects)
            .filter(|e| **e == Effect::Immediate(Immediate::VillageCube(symbol)))
            .count()
    };
    let buildings = |symbol: Synergy| -> Vec<&str> {
        pack()
            .prestige
            .buildings
            .iter()
            .filter(|b| b.synergy == symbol)
            .map(|b| b.name.as_str())
            .collect()
    };
    let special = |symbol: Synergy| -> Vec<&str> {
        cards_of(Deck::Special)
            .filter(|c| c.synergy == Some(symbol))
            .map(|c| c.id.as_str())
            .collect()
    };
    let table = [
        (Synergy::Crown, (2, 5, 0), vec!["Palace", "Cathedral"], vec!["98"]),
        (Synergy::Anchor, (2, 5, 0), vec!["Church"], vec!["99"]),
        (Synergy::Cross, (1, 4, 2), vec!["Basilica"], vec!["91"]),
        (Synergy::Quill, (2, 5, 0), vec!["Abbey", "Academy"], vec!["96"]),
        (Synergy::Cutlass, (2, 4, 1), vec!["Citadel", "Garrison"], vec!["95"]),
    ];
    for (symbol, (a, b, cubes), names, specials) in table {
        assert_eq!(
            (icons(Deck::A, symbol), icons(Deck::B, symbol), village_cubes(symbol)),
            (a, b, cubes),
            "{symbol}"
        );
        assert_eq!(buildings(symbol), names);
        assert_eq!(special(symbol), specials);
    }
    let syn_any: Vec<&str> = base_cards()
        .filter(|c| c.effects.contains(&Effect::Immediate(Immediate::SynergyAny)))
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(syn_any, ["Patronage"]);
}

#[test]
fn conditional_income_lines_per_token() {
    let lines = |symbol: Synergy| {
        base_cards()
            .flat_map(|c| &c.effects)
            .filter(|e| matches!(e, Effect::Income { requires: Some(s), .. } if *s == symbol))
            .count()
    };
    let counts: Vec<usize> = [
        Synergy::Anchor,
        Synergy::Cross,
        Synergy::Crown,
        Synergy::Cutlass,
        Synergy::Quill,
    ]
    .iter()
    .map(|&s| lines(s))
    .collect();
    assert_eq!(counts, [5, 5, 5, 4, 5]);
}

// §11.1 Card 75 placements.

#[test]
fn card_75_places_8_10_12_quest_tiles() {
    let classic = &pack().classic;
    let easy = classic
        .card(galleon_rules::maracaibo::content::difficulty::Level::Easy)
        .unwrap();
    assert_eq!(easy.id, "75");
    assert!(easy.legacy.is_empty() && easy.add_cards.is_empty());
    let count = |list: &Vec<_>, players: usize| {
        list.iter()
            .filter(|p: &&galleon_rules::maracaibo::content::difficulty::Placement| p.players.contains(players))
            .count()
    };
    let when: Vec<&Vec<_>> = std::iter::once(&easy.setup).chain(easy.after_round.iter()).collect();
    let per_count: Vec<Vec<usize>> = [2, 3, 4]
        .iter()
        .map(|&n| when.iter().map(|list| count(list, n)).collect())
        .collect();
    assert_eq!(per_count, [vec![2, 2, 2, 2], vec![3, 2, 3, 2], vec![3, 3, 3, 3]]);
    let totals: Vec<usize> = per_count.iter().map(|v| v.iter().sum()).collect();
    assert_eq!(totals, [8, 10, 12]);
    assert_eq!(count(&easy.setup, 1), 2, "solo uses the 1–2 column");
    let medium = classic
        .card(galleon_rules::maracaibo::content::difficulty::Level::Medium)
        .unwrap();
    assert_eq!(medium.id, "76");
    assert_eq!(medium.add_cards.len(), 10);
    let legacy: Vec<&str> = medium.legacy.iter().map(|&l| classic.tile(l).id.as_str()).collect();
    assert_eq!(legacy, ["L1", "L4", "L5", "L6"]);
}

// §12.5 Distribution.

fn tally<K: Ord>(
    cards: impl Iterator<Item = &'static ProjectCard>,
    key: impl Fn(&ProjectCard) -> K,
) -> BTreeMap<K, u32> {
    let mut counts = BTreeMap::new();
    for card in cards {
        *counts.entry(key(card)).or_default() += 1;
    }
    counts
}

#[test]
fn category_and_symbol_distribution() {
    let categories = |deck| tally(cards_of(deck), |c| c.category.code());
    assert_eq!(
        categories(Deck::A),
        BTreeMap::from([("act", 5), ("imm", 12), ("inc", 18), ("perm", 11), ("spy", 10)])
    );
    assert_eq!(
        categories(Deck::B),
        BTreeMap::from([("act", 11), ("imm", 20), ("inc", 29), ("perm", 20), ("spy", 21)])
    );
    let symbols = |deck| tally(cards_of(deck), |c| c.symbol.to_string());
    let a: Vec<u32> = symbols(Deck::A).into_values().collect();
    assert_eq!(a, [8; 7]);
    let b = symbols(Deck::B);
    let expected_b = [
        ("book", 14),
        ("corn", 15),
        ("herbs", 15),
        ("map", 14),
        ("sugar", 14),
        ("telescope", 14),
        ("tobacco", 15),
    ];
    assert_eq!(b, expected_b.iter().map(|(s, n)| (s.to_string(), *n)).collect());
    assert!(matches!(Symbol::parse("herbs"), Some(Symbol::Item(Item::Herbs))));
}

/// cost → (cards, mean VP rounded to 0.1).
fn cost_table(deck: Deck) -> Vec<(u8, u32, String)> {
    let mut by_cost: BTreeMap<u8, (u32, u32)> = BTreeMap::new();
    for card in cards_of(deck) {
        let entry = by_cost.entry(card.cost).or_default();
        entry.0 += 1;
        entry.1 += card.vp as u32;
    }
    by_cost
        .into_iter()
        .map(|(cost, (n, vp))| (cost, n, format!("{:.1}", vp as f64 / n as f64)))
        .collect()
}

#[test]
fn cost_and_vp_by_deck() {
    let row = |cost, n, vp: &str| (cost, n, vp.to_string());
    assert_eq!(
        cost_table(Deck::A),
        [
            row(0, 1, "0.0"),
            row(1, 7, "0.0"),
            row(2, 14, "0.0"),
            row(3, 15, "0.0"),
            row(4, 2, "1.0"),
            row(5, 11, "1.0"),
            row(6, 6, "1.0")
        ]
    );
    assert_eq!(
        cost_table(Deck::B),
        [
            row(2, 7, "0.9"),
            row(3, 9, "1.0"),
            row(4, 10, "1.2"),
            row(5, 3, "2.0"),
            row(6, 17, "2.2"),
            row(7, 12, "2.3"),
            row(8, 2, "3.5"),
            row(9, 16, "3.1"),
            row(10, 13, "3.1"),
            row(11, 5, "4.4"),
            row(12, 3, "4.0"),
            row(13, 1, "4.0"),
            row(15, 3, "5.3"),
        ]
    );
    let vp = tally(base_cards(), |c| c.vp);
    assert_eq!(
        vp,
        BTreeMap::from([(0, 38), (1, 42), (2, 27), (3, 35), (4, 11), (5, 2), (6, 2)])
    );
}

#[test]
fn compasses_icons_conditions_and_spy_locations() {
    let compasses = |deck| cards_of(deck).filter(|c| c.compass).count();
    assert_eq!(
        (compasses(Deck::A), compasses(Deck::B), compasses(Deck::Special)),
        (6, 12, 2)
    );
    let icons = tally(base_cards().filter(|c| c.synergy.is_some()), |c| {
        c.synergy.unwrap().code()
    });
    assert_eq!(
        icons,
        BTreeMap::from([("anchor", 7), ("cross", 5), ("crown", 7), ("cutlass", 6), ("quill", 7)])
    );
    let mut conditions = tally(base_cards().filter(|c| c.condition.is_some()), |c| {
        c.condition.unwrap().to_string()
    });
    conditions.insert(
        "spy_on_card".into(),
        base_cards().filter(|c| c.spy == SpyCost::OnCard).count() as u32,
    );
    conditions.insert(
        "spy_return".into(),
        base_cards().filter(|c| c.spy == SpyCost::Return).count() as u32,
    );
    let expected = [
        ("combat(1)", 2),
        ("combat(2)", 3),
        ("combat(3)", 1),
        ("herbs3", 4),
        ("nation3(EN)", 2),
        ("nation3(ES)", 2),
        ("nation3(FR)", 2),
        ("spy_on_card", 3),
        ("spy_return", 8),
    ];
    assert_eq!(conditions, expected.iter().map(|(k, v)| (k.to_string(), *v)).collect());
    assert!(base_cards().all(|c| c.condition != Some(Condition::CombatPoints(4))));
    let spy_cards = base_cards().filter(|c| matches!(c.spy, SpyCost::Location(_))).count();
    assert_eq!(spy_cards, 31);
    let mut per_location: BTreeMap<u32, u32> = BTreeMap::new();
    for card in base_cards() {
        if let SpyCost::Location(l) = card.spy {
            *per_location
                .entry(pack().map.location(l).id.parse().unwrap())
                .or_default() += 1;
        }
    }
    let expected: BTreeMap<u32, u32> = [
        (2, 2),
        (3, 2),
        (4, 1),
        (5, 1),
        (6, 2),
        (7, 2),
        (8, 2),
        (9, 1),
        (10, 2),
        (11, 1),
        (12, 2),
        (13, 1),
        (14, 2),
        (15, 2),
        (16, 2),
        (17, 2),
        (18, 2),
        (19, 2),
    ]
    .into_iter()
    .collect();
    assert_eq!(per_location, expected);
    let sunken = pack().cards.card(pack().cards.find("94").unwrap());
    assert_eq!(sunken.spy, SpyCost::Location(loc("15")));
    assert!(pack()
        .cards
        .projects
        .iter()
        .filter(|c| c.category == Category::Spy)
        .all(|c| c.spy_action().is_some()));
}

// §13 Automa.

#[test]
fn automa_deck_and_board() {
    let automa = &pack().automa;
    let letters = tally_letters(automa);
    assert_eq!(letters, [5, 6, 4]);
    let decks: Vec<[u8; 3]> = automa.levels.iter().map(|l| l.deck).collect();
    assert_eq!(decks, [[5, 0, 0], [5, 0, 1], [5, 1, 1], [4, 2, 1], [3, 3, 1]]);
    for n in 0..=22usize {
        let expected = match n {
            0 => 0,
            1..=5 => n - 1,
            _ => 2 * (n - 3),
        };
        assert_eq!(automa.income[n] as usize, expected, "{n} discs");
    }
    assert_eq!(automa.tie_order, [Nation::France, Nation::Spain, Nation::England]);
    assert_eq!(ids(&automa.annex_order), ["4", "5", "11", "13", "14", "17", "L4"]);
    let c4 = automa.cards.iter().find(|c| c.id == "C4").unwrap();
    assert_eq!(c4.name.as_deref(), Some("Guerrier"));
    assert_eq!(
        c4.actions.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
        ["combat(3, village)", "vp(2)"]
    );
}

fn tally_letters(automa: &galleon_rules::maracaibo::content::automa::Automa) -> [usize; 3] {
    use galleon_rules::maracaibo::content::automa::Letter;
    [Letter::A, Letter::B, Letter::C].map(|l| automa.cards.iter().filter(|c| c.letter == l).count())
}

#[test]
fn legacy_tiles_of_card_76() {
    use galleon_rules::maracaibo::content::difficulty::LegacyKind;
    let legacy = &pack().classic.legacy;
    assert!(matches!(
        &legacy[0].kind,
        LegacyKind::CityWithQuest { location, market: Market { good: Good::Tobacco, .. }, quests: 1 } if *location == loc("16")
    ));
    assert!(
        matches!(legacy[1].kind, LegacyKind::GatedCity { location, gate } if location == loc("L4") && gate == space("4"))
    );
    assert!(matches!(legacy[2].kind, LegacyKind::SpyOnStop { location } if location == loc("3")));
    assert!(
        matches!(&legacy[3].kind, LegacyKind::TreasureFleet { beside, costs, influence: 3, doubloons: 8 } if *beside == loc("15") && costs == &[10, 11])
    );
    let LocationKind::City(merida) = &pack().map.location(loc("L4")).kind else {
        panic!("L4 is a city")
    };
    assert_eq!(merida.action, CityAction::VillageAndSpyVp { actions: 2, vp: 5 });
    assert_eq!(merida.flag.unwrap().to_string(), "+2d+2vp");
}
