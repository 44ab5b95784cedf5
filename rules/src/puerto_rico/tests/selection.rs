//! Which buildings are in play (the violet spaces per cost, docs/puerto-rico.md): the draft (`extension`) and
//! the random selection (`random`).

use std::collections::BTreeSet;

use rand::SeedableRng;

use super::*;
use crate::puerto_rico::data::{candidates, BuildingSet, BUILDING_KINDS, SPACES_BY_COST};
use crate::puerto_rico::view::Event;
use crate::puerto_rico::{errors, Options, Variant};
use BuildingId as B;

fn new(players: usize, variant: Variant, seed: u64) -> PuertoRico {
    PuertoRico::new(players, &Options { variant }, seed).unwrap()
}

/// Every cost has exactly its spaces filled, the Hacienda and the Forest House are never both in play, and the
/// production buildings always are.
fn assert_valid_selection(set: BuildingSet) {
    for cost in 1..=10u8 {
        let filled = candidates(cost).filter(|&b| set.contains(b)).count();
        assert_eq!(filled, SPACES_BY_COST[cost as usize - 1] as usize, "cost {cost}");
    }
    assert!(!(set.contains(B::Hacienda) && set.contains(B::ForestHouse)));
    assert!(BuildingSet::PRODUCTION.iter().all(|b| set.contains(b)));
    assert_eq!(set.len(), 6 + 17);
}

#[test]
fn draft_goes_round_from_the_governor_and_fills_every_space() {
    let mut g = new(3, Variant::Extension, 1);
    assert_eq!((g.step, g.to_act()), (Step::Draft, vec![0]));
    assert_eq!(
        g.in_play,
        BuildingSet::PRODUCTION,
        "only the production buildings before the draft"
    );
    // Cost 1: 1 space, 2 candidates. Seat 0 picks the Aqueduct: the Small Market is out.
    act(&mut g, 0, "pick aqueduct");
    assert_eq!(g.to_act(), [1]);
    assert_eq!(refuse(&mut g, 1, "pick small-market").key, errors::PICK_COST_FULL);
    assert_eq!(refuse(&mut g, 1, "pick aqueduct").key, errors::NOT_IN_PLAY);
    assert_eq!(refuse(&mut g, 1, "pick indigo-plant").key, errors::NOT_IN_PLAY);
    assert_eq!(refuse(&mut g, 1, "role settler").key, errors::NOT_NOW);
    // The Hacienda excludes the Forest House.
    act(&mut g, 1, "pick hacienda");
    assert_eq!(refuse(&mut g, 2, "pick forest-house").key, errors::NOT_IN_PLAY);
    assert!(!texts(&g, 2).contains(&"pick forest-house".to_string()));
    // Cost 3, 4, 6, 7, 9 have 1 space and 2 candidates; cost 2 has 1 space left, 2 candidates (hut, market).
    act(&mut g, 2, "pick storehouse");
    assert_eq!(g.to_act(), [0], "round the table");
    act(&mut g, 0, "pick hospice");
    act(&mut g, 1, "pick small-wharf");
    act(&mut g, 2, "pick factory");
    act(&mut g, 0, "pick union-hall");
    act(&mut g, 1, "pick black-market");
    // Cost 5: 2 spaces, 4 candidates; cost 8: 2 of 4; cost 10: 5 of 7.
    act(&mut g, 2, "pick church");
    act(&mut g, 0, "pick office");
    act(&mut g, 1, "pick library");
    act(&mut g, 2, "pick harbor");
    act(&mut g, 0, "pick statue");
    act(&mut g, 1, "pick cloister");
    // Cost 10: 3 spaces, 5 candidates left.
    act(&mut g, 2, "pick city-hall");
    act(&mut g, 0, "pick residence");
    // 1 space, 3 candidates (guild hall, fortress, customs house).
    act(&mut g, 1, "pick fortress");
    assert_eq!(
        (g.step, g.to_act()),
        (Step::ChooseRole, vec![0]),
        "the governor chooses the first role"
    );
    assert_valid_selection(g.in_play);
    // Only the buildings in play are offered and their copies are in the supply; the others are out.
    assert_eq!(g.building_supply[B::Aqueduct.index()], 2);
    assert_eq!(g.building_supply[B::SmallMarket.index()], 0);
    assert_eq!(g.public_view().buildings_left.len(), 23);
    assert_eq!(g.totals(), g.expected_totals());
}

#[test]
fn random_drafts_take_17_picks_and_never_place_automatically() {
    // Every pick lowers a cost's candidates and free spaces together, and the exclusion only takes cost 2 from
    // 4 candidates for 2 spaces to 2 for 1: with the board's table no cost ever has as many candidates left as
    // free spaces, so the automatic placement (implemented for the rule's sake) never fires in a real draft.
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    for players in 3..=5 {
        for seed in 0..100 {
            let mut g = new(players, Variant::Extension, seed);
            let mut picks = 0;
            while g.step == Step::Draft {
                let seat = g.to_act()[0];
                assert_eq!(seat, picks % players, "round the table from the governor");
                let action = g.random_action(seat, &mut rng).unwrap();
                assert!(matches!(action, Action::Pick(_)));
                g.apply(seat, &action).unwrap();
                picks += 1;
            }
            assert_eq!(picks, 17);
            assert_valid_selection(g.in_play);
            let placed = g.events.iter().any(|l| matches!(l.event, Event::BuildingPlaced { .. }));
            assert!(!placed);
            assert_eq!(g.to_act(), [0]);
        }
    }
}

#[test]
fn random_selection_is_valid_seeded_and_reaches_every_building() {
    let mut seen = BuildingSet::default();
    let mut selections = BTreeSet::new();
    for seed in 0..300 {
        let g = new(3 + seed as usize % 3, Variant::Random, seed);
        assert_eq!(g.step, Step::ChooseRole, "no draft");
        assert_valid_selection(g.in_play);
        for b in BuildingId::all() {
            let copies = if g.in_play.contains(b) { b.info().copies } else { 0 };
            assert_eq!(g.building_supply[b.index()], copies);
        }
        assert_eq!(new(3 + seed as usize % 3, Variant::Random, seed), g, "seeded");
        seen = BuildingSet(seen.0 | g.in_play.0);
        selections.insert(g.in_play.0);
    }
    assert_eq!(
        seen,
        BuildingSet((1 << BUILDING_KINDS) - 1),
        "every building is reachable"
    );
    assert!(selections.len() > 250, "selections vary: {}", selections.len());
    // The Hacienda and the Forest House each appear, never together.
    let with = |b: B| {
        (0..300)
            .filter(|&s| new(3, Variant::Random, s).in_play.contains(b))
            .count()
    };
    assert!(with(B::Hacienda) > 0 && with(B::ForestHouse) > 0);
}

#[test]
fn base_games_have_the_base_buildings_and_their_old_stored_form() {
    let g = new(4, Variant::Base, 5);
    assert_eq!(g.in_play, BuildingSet::BASE);
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!(g.public_view().buildings_left.len(), 23);
    let json = serde_json::to_value(&g).unwrap();
    let object = json.as_object().unwrap();
    for absent in [
        "variant",
        "in_play",
        "library_extra",
        "small_wharf_used",
        "craft_received",
    ] {
        assert!(!object.contains_key(absent), "{absent}");
    }
    assert_eq!(object["building_supply"].as_array().unwrap().len(), 23);
    assert!(!object["seats"][0].as_object().unwrap().contains_key("forests"));
    // A state stored before the expansion (no such fields) loads as a base game.
    let stored: PuertoRico = serde_json::from_value(json).unwrap();
    assert_eq!(stored, g);
    // An expansion building is refused in a base game.
    let mut g = g;
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    assert_eq!(refuse(&mut g, 0, "build library").key, errors::NOT_IN_PLAY);
}
