//! Properties over random complete games (fixed seeds): conservation after every move, near-miss moves accepted
//! exactly when listed, refusals that change nothing. The laws every game obeys (text round trips, replays from
//! the seed, the stored form, hidden information) are checked for all games in `rules/tests/game_laws.rs`.
//!
//! The default run plays a few thousand games; `GALLEON_SOAK=1` plays many more.

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::error::keys;
use crate::puerto_rico::action::{Arrangement, BlackMarket, ColonistSource, FreeColonist, Keep, ShipTarget};
use crate::puerto_rico::data::{Role, BUILDING_KINDS, SPACES, TILE_KINDS};
use crate::puerto_rico::mayor::check_arrangement;
use crate::puerto_rico::{Options, Variant};

fn soak() -> bool {
    std::env::var_os("GALLEON_SOAK").is_some()
}

fn games(default: u64, soak_games: u64) -> u64 {
    if soak() {
        soak_games
    } else {
        default
    }
}

/// Everything the box holds is somewhere, and every board respects its limits.
fn check_invariants(g: &PuertoRico) {
    assert_eq!(g.totals(), g.expected_totals());
    if g.variant == Variant::Base {
        assert_eq!(g.totals(), PuertoRico::initial_totals(g.n()));
    }
    for p in &g.seats[..g.n()] {
        assert!(p.island_tiles() <= SPACES as u32);
        assert!(p.forest_count() == 0 || g.in_play.contains(BuildingId::ForestHouse));
        assert!(p.city_spaces() <= SPACES as u32);
        for k in 0..TILE_KINDS {
            assert!(p.manned[k] <= p.tiles[k]);
        }
        for s in p.buildings() {
            assert!(s.colonists <= s.building.info().circles);
            assert!(g.in_play.contains(s.building), "only buildings in play are built");
        }
        let mut owned = [0; BUILDING_KINDS];
        for s in p.buildings() {
            owned[s.building.index()] += 1;
        }
        assert!(owned.iter().all(|&n| n <= 1), "one copy of each building");
    }
    for ship in &g.ships {
        assert!(ship.count <= ship.capacity);
        assert_eq!(ship.good.is_none(), ship.count == 0);
    }
    let kinds: Vec<_> = g.ships.iter().filter_map(|s| s.good).collect();
    for (i, a) in kinds.iter().enumerate() {
        assert!(!kinds[i + 1..].contains(a), "one ship per kind");
    }
    assert!(g.house.iter().sum::<u8>() <= 4);
    assert_eq!(g.is_over(), g.step == Step::Over);
    assert_eq!(g.outcome().is_some(), g.is_over());
}

fn options(variant: Variant) -> Options {
    Options { variant }
}

const VARIANTS: [Variant; 3] = [Variant::Base, Variant::Extension, Variant::Random];

/// Plays one random game, checking invariants after every move and text round trips of every listed move.
fn play_checked(players: usize, seed: u64) -> (PuertoRico, usize) {
    play_variant(players, Variant::Base, seed)
}

fn play_variant(players: usize, variant: Variant, seed: u64) -> (PuertoRico, usize) {
    play_seen(players, variant, seed, &mut BTreeSet::new())
}

/// Plays one checked random game, collecting the kinds of moves played and of events logged in `seen`.
fn play_seen(players: usize, variant: Variant, seed: u64, seen: &mut BTreeSet<String>) -> (PuertoRico, usize) {
    let mut g = PuertoRico::new(players, &options(variant), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut moves = 0;
    check_invariants(&g);
    while !g.is_over() {
        let to_act = g.to_act();
        assert!(!to_act.is_empty());
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let action = g.random_action(seat, &mut rng).expect("a seat to act has a move");
        assert_eq!(action.to_string().parse::<Action>().unwrap(), action);
        if g.step == Step::Arrange {
            // Arrangement lists are long: they are checked in the Mayor tests; here the sampled one must be legal.
            check_arrangement(
                &g.seats[seat],
                match &action {
                    Action::Colonists(a) => a,
                    other => panic!("{other} during the Mayor phase"),
                },
            )
            .unwrap();
            let suggested = g.suggested_actions(seat);
            assert_eq!(suggested[0], Action::Colonists(g.default_arrangement(seat).unwrap()));
            assert!(suggested.len() <= crate::game::SUGGESTION_LIMIT);
            for a in &suggested {
                match a {
                    Action::Colonists(arrangement) => check_arrangement(&g.seats[seat], arrangement).unwrap(),
                    Action::MoveColonists { count: 1, .. } => {
                        g.clone().apply(seat, a).unwrap_or_else(|e| panic!("{a}: {e}"));
                    }
                    other => panic!("{other} suggested during the Mayor phase"),
                }
            }
            if let Some(only) = g.only_action(seat) {
                assert_eq!(g.arrangement_count(seat), 1);
                assert_eq!(only, suggested[0]);
            }
            if g.arrangement_count(seat) <= 200 {
                for a in g.legal_actions(seat) {
                    assert_eq!(a.to_string().parse::<Action>().unwrap(), a, "{a}");
                }
            }
        } else {
            let legal = g.legal_actions(seat);
            assert!(legal.contains(&action), "{action} not listed");
            for a in &legal {
                assert_eq!(&a.to_string().parse::<Action>().unwrap(), a, "{a}");
            }
            let suggested = g.suggested_actions(seat);
            assert!(!suggested.is_empty() && suggested.len() <= crate::game::SUGGESTION_LIMIT);
            assert!(suggested.iter().all(|a| legal.contains(a)));
            if legal.contains(&Action::Pass) {
                assert!(suggested.contains(&Action::Pass));
            }
        }
        let next = g.events.iter().last().map_or(0, |l| l.seq + 1);
        g.apply(seat, &action).unwrap_or_else(|e| panic!("{action}: {e}"));
        check_invariants(&g);
        seen.insert(move_kind(&action));
        for logged in g.events.iter().filter(|l| l.seq >= next) {
            seen.insert(
                serde_json::to_value(logged.event).unwrap()["type"]
                    .as_str()
                    .unwrap()
                    .to_string(),
            );
        }
        moves += 1;
        assert!(moves < 5000, "the game does not end");
    }
    (g, moves)
}

#[test]
fn random_games_end_normally_and_conserve_everything() {
    for players in 3..=5 {
        let count = games(500, 20_000);
        let mut total_moves = 0;
        for seed in 0..count {
            let (g, moves) = play_checked(players, seed * 7919 + players as u64);
            total_moves += moves;
            let outcome = g.outcome().unwrap();
            assert_eq!(outcome.standings.len(), players);
            assert!(g.end.any(), "the game ended for a reason");
            assert!(g.to_act().is_empty());
            for seat in 0..players {
                assert!(g.legal_actions(seat).is_empty());
            }
        }
        assert!(total_moves as u64 > count * 100);
    }
}

/// A move's kind: its verb, and the expansion's variants apart.
fn move_kind(action: &Action) -> String {
    let text = action.to_string();
    let special = ["forest", "black-market", "trading-post", "small-wharf", "loose"];
    let found = special.iter().find(|w| text.split_whitespace().any(|t| t == **w));
    format!(
        "move {}",
        found.copied().unwrap_or(text.split_whitespace().next().unwrap())
    )
}

#[test]
fn random_expansion_games_end_normally_and_conserve_everything() {
    let mut seen = BTreeSet::new();
    for variant in [Variant::Extension, Variant::Random] {
        for players in 3..=5 {
            let count = games(150, 5_000);
            for seed in 0..count {
                let (g, _) = play_seen(players, variant, seed * 104_729 + players as u64, &mut seen);
                assert_eq!(g.outcome().unwrap().standings.len(), players);
                assert!(g.end.any(), "the game ended for a reason");
                assert_eq!(g.in_play.len(), 6 + 17, "17 violet buildings in play");
            }
        }
    }
    // The random games go through every expansion move and effect (so the conservation checks cover them).
    for kind in [
        "move pick",
        "move guests",
        "move forest",
        "move black-market",
        "move trading-post",
        "move small-wharf",
        "move loose",
        "building-picked",
        "guests-moved",
        "forest-planted",
        "black-market",
        "church",
        "specialty-factory-income",
        "trading-post",
        "union-hall",
        "small-wharf",
        "lighthouse-doubloons",
    ] {
        assert!(seen.contains(kind), "{kind} never happened: {seen:?}");
    }
}

/// Every candidate move a state could receive, for the legality cross-check.
fn candidates(g: &PuertoRico, seat: Seat, rng: &mut ChaCha8Rng) -> Vec<Action> {
    let mut all = Vec::new();
    for free in [FreeColonist::Take, FreeColonist::Decline] {
        all.extend(Role::ALL.iter().map(|&r| Action::Role(r, free)));
        all.extend(Tile::ALL.iter().map(|&t| Action::Plant(t, free)));
        all.extend(BuildingId::all().map(|b| Action::Build(b, free)));
    }
    all.extend([Action::Hacienda, Action::Pass, Action::HaciendaForest]);
    all.extend(BuildingId::all().map(Action::Pick));
    for good in Good::ALL {
        all.extend([FreeColonist::Take, FreeColonist::Decline].map(|free| Action::Forest(good, free)));
        all.push(Action::TradingPost(good));
    }
    let p = &g.seats[seat];
    all.push(Action::SmallWharf(p.goods));
    all.push(Action::SmallWharf(goods(&[(Good::Corn, 1), (Good::Coffee, 1)])));
    all.push(Action::KeepLoose(0, p.goods));
    all.push(Action::KeepLoose(0, goods(&[(Good::Corn, 2), (Good::Sugar, 2)])));
    for building in [
        BuildingId::Harbor,
        BuildingId::SmallMarket,
        BuildingId::Library,
        BuildingId::CityHall,
    ] {
        for (colonist, barrel, vp) in [
            (Some(ColonistSource::SanJuan), None, true),
            (Some(ColonistSource::Tile(Tile::Corn)), Some(Good::Corn), false),
            (Some(ColonistSource::Building(BuildingId::BlackMarket)), None, false),
            (None, Some(Good::Sugar), true),
            (None, None, true),
        ] {
            let pay = BlackMarket { colonist, barrel, vp };
            all.push(Action::BlackMarket(building, pay, FreeColonist::Take));
        }
    }
    for good in Good::ALL {
        all.extend([
            Action::Craft(good),
            Action::Sell(good),
            Action::Ship(good, ShipTarget::Wharf),
        ]);
        all.extend((3..=9).map(|c| Action::Ship(good, ShipTarget::Ship(c))));
        for whole in 0u8..32 {
            if whole & (1 << good.index()) == 0 {
                all.push(Action::Keep(Keep { whole, one: good }));
            }
        }
    }
    for _ in 0..30 {
        all.push(Action::Colonists(random_arrangement_candidate(g, seat, rng)));
    }
    for _ in 0..10 {
        let mut moves = random_arrangement_candidate(g, seat, rng);
        if rng.gen_bool(0.5) {
            moves = Arrangement::default();
            moves.tiles[rng.gen_range(0..TILE_KINDS)] = rng.gen_range(1..=2);
        }
        all.push(Action::Guests(moves));
    }
    all
}

/// A random arrangement near the seat's board (often illegal).
fn random_arrangement_candidate(g: &PuertoRico, seat: Seat, rng: &mut ChaCha8Rng) -> Arrangement {
    let p = &g.seats[seat];
    let mut a = Arrangement::default();
    for k in 0..TILE_KINDS {
        a.tiles[k] = rng.gen_range(0..=p.tiles[k] + 1);
    }
    for s in p.buildings() {
        a.buildings[s.building.index()] = rng.gen_range(0..=s.building.info().circles);
    }
    if rng.gen_bool(0.1) {
        a.buildings[rng.gen_range(0..BUILDING_KINDS)] = 1;
    }
    a
}

#[test]
fn every_move_is_accepted_exactly_when_listed_and_refusals_change_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for (players, variant) in (3..=5).flat_map(|p| VARIANTS.map(|v| (p, v))) {
        for seed in 0..games(12, 300) {
            let mut g = PuertoRico::new(players, &options(variant), seed).unwrap();
            while !g.is_over() {
                let seat = rng.gen_range(0..players);
                let legal = g.legal_actions(seat);
                let may_act = g.to_act().contains(&seat);
                for action in candidates(&g, seat, &mut rng) {
                    let listed = match action {
                        Action::Colonists(a) if g.step == Step::Arrange && may_act => {
                            check_arrangement(&g.seats[seat], &a).is_ok()
                        }
                        _ => legal.contains(&action),
                    };
                    let mut trial = g.clone();
                    match trial.apply(seat, &action) {
                        Ok(()) => assert!(listed, "{action} accepted but not listed"),
                        Err(err) => {
                            assert!(!listed, "{action} listed but refused: {err}");
                            assert_eq!(trial, g, "{action} refused ({err}) but changed the state");
                            if !may_act {
                                assert_eq!(err.key, keys::NOT_YOUR_TURN);
                            }
                            assert!(crate::puerto_rico::ERROR_KEYS.contains(&err.key), "{}", err.key);
                        }
                    }
                }
                let seat = g.to_act()[0];
                let action = g.random_action(seat, &mut rng).unwrap();
                g.apply(seat, &action).unwrap();
            }
            let before = serde_json::to_string(&g).unwrap();
            let stored: PuertoRico = serde_json::from_str(&before).unwrap();
            assert_eq!(stored, g, "the stored form round-trips");
            let err = g.apply(0, &Action::Pass).unwrap_err();
            assert_eq!(err.key, keys::GAME_OVER);
            assert_eq!(serde_json::to_string(&g).unwrap(), before);
        }
    }
}

#[test]
fn garbage_text_is_refused_without_changing_anything() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let words = [
        "role",
        "plant",
        "build",
        "ship",
        "keep",
        "sell",
        "craft",
        "colonists",
        "pass",
        "all",
        "one",
        "corn",
        "9",
        "wharf",
        ":",
        "corn:x",
        "quarry:99",
        "city-hall",
        "",
        "prospector-3",
        "hacienda",
        "é",
        "ship corn",
    ];
    let mut g = PuertoRico::new(4, &Default::default(), 3).unwrap();
    for _ in 0..150 {
        let before = serde_json::to_string(&g).unwrap();
        for _ in 0..20 {
            let n = rng.gen_range(0..5);
            let text: Vec<&str> = (0..n).map(|_| words[rng.gen_range(0..words.len())]).collect();
            let text = text.join(" ");
            let seat = rng.gen_range(0..4);
            match g.parse_action(seat, &text) {
                Ok(action) => {
                    // Text that parses is a move: apply it to a copy only if legal.
                    if !g.legal_actions(seat).contains(&action) {
                        let mut trial = g.clone();
                        assert!(trial.apply(seat, &action).is_err(), "{text}");
                        assert_eq!(serde_json::to_string(&trial).unwrap(), before);
                    }
                }
                Err(err) => assert_eq!(err.key, keys::UNKNOWN_MOVE, "{text}"),
            }
            assert_eq!(serde_json::to_string(&g).unwrap(), before);
        }
        if g.is_over() {
            break;
        }
        let seat = g.to_act()[0];
        let action = g.random_action(seat, &mut rng).unwrap();
        g.apply(seat, &action).unwrap();
    }
}

#[test]
fn options_and_player_counts() {
    let opt = |pairs: &[(&str, &str)]| {
        let options: Vec<(String, String)> = pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        PuertoRico::parse_options(&options)
    };
    assert_eq!(opt(&[]).unwrap(), Default::default());
    assert_eq!(opt(&[("variant", "base")]).unwrap(), Default::default());
    assert_eq!(opt(&[("variant", "other")]).unwrap_err().key, keys::BAD_OPTION_VALUE);
    assert_eq!(opt(&[("colour", "red")]).unwrap_err().key, keys::UNKNOWN_OPTION);
    let any = |value: &str| opt(&[("variant", value)]);
    assert_eq!(any("basis").unwrap().variant, crate::puerto_rico::Variant::Base);
    assert_eq!(
        any("Extension").unwrap().variant,
        crate::puerto_rico::Variant::Extension
    );
    assert_eq!(any("aléatoire").unwrap().variant, crate::puerto_rico::Variant::Random);
    assert_eq!(any("other").unwrap_err().key, keys::BAD_OPTION_VALUE);
    for players in [0, 2, 6] {
        assert_eq!(
            PuertoRico::new(players, &Default::default(), 1).unwrap_err().key,
            keys::PLAYER_COUNT
        );
    }
}

#[test]
fn set_up_per_player_count() {
    for (players, doubloons, vp, supply, ships, face_up) in [
        (3, 2, 75, 55, [4, 5, 6], 4),
        (4, 3, 100, 75, [5, 6, 7], 5),
        (5, 4, 122, 95, [6, 7, 8], 6),
    ] {
        let g = PuertoRico::new(players, &Default::default(), 9).unwrap();
        let view = g.public_view();
        assert_eq!(
            view.seats.iter().map(|s| s.doubloons).collect::<Vec<_>>(),
            vec![doubloons; players]
        );
        assert_eq!(
            (view.vp_supply, view.colonist_supply, view.colonist_ship),
            (vp, supply, players as u32)
        );
        assert_eq!(view.cargo_ships.iter().map(|s| s.capacity).collect::<Vec<_>>(), ships);
        assert_eq!(view.face_up_plantations.len(), face_up);
        assert_eq!(view.roles.len(), players + 3);
        assert_eq!(view.quarries, 8);
        let start: Vec<Tile> = view.seats.iter().map(|s| s.island[0].tile).collect();
        let expected: &[Tile] = match players {
            3 => &[Tile::Indigo, Tile::Indigo, Tile::Corn],
            4 => &[Tile::Indigo, Tile::Indigo, Tile::Corn, Tile::Corn],
            _ => &[Tile::Indigo, Tile::Indigo, Tile::Indigo, Tile::Corn, Tile::Corn],
        };
        assert_eq!(start, expected);
        assert_eq!(g.to_act(), [0], "seat 0 is the first governor");
        assert_eq!(view.plantation_stack as usize, 50 - players - face_up);
    }
    // Five players: two prospector cards with their own doubloons.
    let mut g = PuertoRico::new(5, &Default::default(), 9).unwrap();
    act(&mut g, 0, "role prospector");
    act(&mut g, 1, "role prospector-2");
    assert_eq!((g.seats[0].doubloons, g.seats[1].doubloons), (5, 5));
    let mut g = PuertoRico::new(4, &Default::default(), 9).unwrap();
    assert_eq!(
        refuse(&mut g, 0, "role prospector-2").key,
        crate::puerto_rico::errors::ROLE_NOT_IN_GAME
    );
}

#[test]
fn end_of_round_puts_doubloons_on_unchosen_roles_and_passes_the_governor() {
    let mut g = PuertoRico::new(3, &Default::default(), 4).unwrap();
    act(&mut g, 0, "role builder");
    while g.step != Step::ChooseRole {
        let seat = g.to_act()[0];
        g.apply(seat, &Action::Pass).unwrap();
    }
    // Nobody has a barrel: the Trader and Captain phases end at once.
    act(&mut g, 1, "role trader");
    assert_eq!(g.to_act(), [2]);
    assert_eq!(
        refuse(&mut g, 2, "role builder").key,
        crate::puerto_rico::errors::ROLE_TAKEN
    );
    act(&mut g, 2, "role captain");
    assert_eq!(g.round, 2);
    assert_eq!(g.to_act(), [1], "the governor's card passed left");
    let view = g.public_view();
    let on = |role: Role| view.roles.iter().find(|r| r.role == role).unwrap().doubloons;
    assert_eq!([Role::Settler, Role::Mayor, Role::Craftsman].map(on), [1, 1, 1]);
    assert_eq!([Role::Builder, Role::Trader, Role::Captain].map(on), [0, 0, 0]);
    act(&mut g, 1, "role mayor");
    assert_eq!(g.seats[1].doubloons, 2 + 1);
}
