//! The Mayor step by step (drafts, steps, confirm), forced moves, and listings that follow what was typed.

use super::*;
use crate::puerto_rico::draft::arrangements_starting_with;
use crate::puerto_rico::errors;
use crate::puerto_rico::mayor::{count_arrangements, for_each_arrangement};
use BuildingId as B;

/// Seat 0 (the mayor) holds 2 colonists for corn, quarry, coffee and a Coffee Roaster; seats 1 and 2 one
/// colonist each and no circle.
fn mayor_with_choices() -> PuertoRico {
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0)
        .with_tiles(Tile::Corn, 1, 0)
        .with_tiles(Tile::Coffee, 1, 0)
        .with_tiles(Tile::Quarry, 1, 0)
        .with_building(B::CoffeeRoaster, 0);
    g.colonist_ship = 3;
    choosing(&mut g, 0);
    act(&mut g, 0, "role mayor");
    g
}

#[test]
fn steps_edit_a_draft_that_confirm_places() {
    let mut g = mayor_with_choices();
    assert_eq!(
        g.suggested_actions(0)[0].to_string(),
        "colonists coffee:1 coffee-roaster:1"
    );
    assert_eq!(g.draft(0), None);
    assert_eq!(refuse(&mut g, 0, "confirm").key, errors::NO_DRAFT);
    act(&mut g, 0, "move 1 from coffee-roaster to quarry");
    assert_eq!(
        g.draft(0).map(|d| Action::Colonists(d).to_string()).as_deref(),
        Some("colonists coffee:1 quarry:1")
    );
    assert_eq!(g.public_view().seats[0].draft, g.draft(0));
    // The draft is the first suggestion now, then the one-colonist steps from it.
    let suggested: Vec<String> = g.suggested_actions(0).iter().map(|a| a.to_string()).collect();
    assert_eq!(suggested[0], "colonists coffee:1 quarry:1");
    assert!(
        suggested.contains(&"move 1 from quarry to corn".to_string()),
        "{suggested:?}"
    );
    // A step manning an empty place without emptying another comes before one that empties a place.
    let mut big = blank(3, 0);
    big.seats[0] = Player::new(0)
        .with_tiles(Tile::Corn, 2, 0)
        .with_tiles(Tile::Quarry, 1, 0)
        .with_building(B::SmallMarket, 0);
    big.seats[0].san_juan = 2;
    big.step = Step::Arrange;
    big.pending = 1;
    let steps: Vec<String> = big.suggested_actions(0).iter().skip(1).map(|a| a.to_string()).collect();
    assert_eq!(big.suggested_actions(0)[0].to_string(), "colonists corn:2");
    assert_eq!(
        steps[..2],
        ["move 1 from corn to quarry", "move 1 from corn to small-market"]
    );
    act(&mut g, 0, "move 1 from quarry to corn");
    act(&mut g, 0, "confirm");
    assert_eq!(g.seats[0].manned, [1, 0, 0, 0, 1, 0]);
    assert_eq!(g.draft(0), None);
    assert!(!g.to_act().contains(&0));
}

#[test]
fn illegal_steps_are_refused_with_their_reason_and_change_nothing() {
    let mut g = mayor_with_choices();
    let cases = [
        ("move 1 from corn to quarry", errors::STEP_TOO_FEW),
        ("move 2 from coffee to corn", errors::STEP_TOO_FEW),
        ("move 1 from coffee-roaster to coffee", errors::STEP_NO_ROOM),
        ("move 1 from coffee to small-market", errors::STEP_NO_PLACE),
        ("move 1 from sugar to corn", errors::STEP_NO_PLACE),
        ("move 1 from coffee to coffee", errors::STEP_SAME_PLACE),
    ];
    for (text, key) in cases {
        let err = refuse(&mut g, 0, text);
        assert_eq!(err.key, key, "{text}");
    }
    let err = refuse(&mut g, 0, "move 1 from coffee-roaster to coffee");
    assert_eq!(
        err.args.iter().find(|(k, _)| *k == "slot").map(|(_, v)| v.as_str()),
        Some("coffee")
    );
    // Not the Mayor's phase: a step is refused as any move out of its step.
    let mut other = blank(3, 0);
    choosing(&mut other, 0);
    assert_eq!(refuse(&mut other, 0, "move 1 from corn to quarry").key, errors::NOT_NOW);
}

#[test]
fn a_state_without_drafts_serializes_as_before_and_drafts_round_trip() {
    let mut g = mayor_with_choices();
    let plain = serde_json::to_string(&g).unwrap();
    assert!(!plain.contains("drafts"), "no drafts key while nobody edits one");
    act(&mut g, 0, "move 1 from coffee-roaster to corn");
    let json = serde_json::to_string(&g).unwrap();
    assert!(
        json.contains("\"drafts\":[\"colonists corn:1 coffee:1\",null,null,null,null]"),
        "{json}"
    );
    let back: PuertoRico = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
}

#[test]
fn a_single_arrangement_is_the_only_action_and_counts_match_the_listing() {
    let g = mayor_with_choices();
    assert_eq!(
        g.only_action(1).map(|a| a.to_string()).as_deref(),
        Some("colonists none")
    );
    assert_eq!(g.only_action(0), None);
    for seat in 0..3 {
        assert_eq!(g.legal_count(seat), g.legal_actions(seat).len() as u64, "seat {seat}");
    }
    // Outside the Mayor: a single legal move too (a seat that must load its only barrel).
    let mut captain = blank(3, 0);
    captain.seats[0] = Player::new(0).with_goods(&[(Good::Corn, 1)]);
    choosing(&mut captain, 0);
    act(&mut captain, 0, "role captain");
    let legal = captain.legal_actions(0);
    assert_eq!(captain.only_action(0), (legal.len() == 1).then(|| legal[0]));
}

/// A board with hundreds of thousands of arrangements.
fn big_board() -> Player {
    let mut p = Player::new(0)
        .with_tiles(Tile::Corn, 2, 0)
        .with_tiles(Tile::Indigo, 2, 0)
        .with_tiles(Tile::Sugar, 2, 0)
        .with_tiles(Tile::Tobacco, 2, 0)
        .with_tiles(Tile::Coffee, 2, 0)
        .with_tiles(Tile::Quarry, 2, 0)
        .with_building(B::IndigoPlant, 0)
        .with_building(B::SugarMill, 0)
        .with_building(B::TobaccoStorage, 0)
        .with_building(B::CoffeeRoaster, 0)
        .with_building(B::SmallMarket, 0)
        .with_building(B::Hacienda, 0)
        .with_building(B::Hospice, 0)
        .with_building(B::Harbor, 0);
    p.san_juan = 12;
    p
}

fn brute(p: &Player, prefix: &str, limit: usize) -> Vec<String> {
    let mut all = Vec::new();
    for_each_arrangement(p, &mut |a| all.push(a.to_string()));
    all.retain(|t| t.starts_with(prefix));
    all.truncate(limit);
    all
}

#[test]
fn prefix_listing_equals_the_filtered_full_listing() {
    let mut boards = vec![big_board()];
    let mut few = Player::new(0)
        .with_tiles(Tile::Corn, 3, 0)
        .with_building(B::SmallMarket, 0);
    few.san_juan = 2;
    boards.push(few);
    let mut nobody = Player::new(0);
    nobody.san_juan = 1;
    boards.push(nobody);
    let prefixes = [
        "",
        "colonists",
        "colonists ",
        "colonists c",
        "colonists corn:1",
        "colonists corn:2 indigo:2 s",
        "colonists corn:2 sugar:1 quarry:2 coffee-roaster:1",
        "colonists s",
        "colonists n",
        "colonists none",
        "colonists harbor",
        "colonists corn:9",
        "col",
        "move",
        "xyz",
    ];
    for p in &boards {
        for prefix in prefixes {
            for limit in [1, 25, 400] {
                let mut found = Vec::new();
                arrangements_starting_with(p, prefix, limit, &mut found);
                let found: Vec<String> = found.iter().map(|a| a.to_string()).collect();
                assert_eq!(found, brute(p, prefix, limit), "{prefix:?} limit {limit}");
            }
        }
    }
}

#[test]
fn a_big_mayor_is_listed_by_prefix_and_counted_without_enumeration() {
    let mut g = blank(3, 0);
    g.seats[0] = big_board();
    g.step = Step::Arrange;
    g.pending = 1;
    let arrangements = count_arrangements(&g.seats[0]);
    assert!(arrangements > 100_000, "{arrangements}");
    assert!(g.legal_count(0) > arrangements);
    assert_eq!(g.only_action(0), None);
    // How fast this is, is the host benchmark's business (`mayor with 466 448 arrangements`), not a test's.
    let listed = g.legal_starting_with(0, "colonists corn:2 indigo:1 ", 25);
    assert_eq!(listed.len(), 25);
    assert!(listed
        .iter()
        .all(|a| a.to_string().starts_with("colonists corn:2 indigo:1 ")));
    let moves = g.legal_starting_with(0, "MOVE 1 FROM COFFEE ", 25);
    assert!(!moves.is_empty() && moves.iter().all(|a| a.to_string().starts_with("move 1 from coffee ")));
    assert_eq!(g.legal_starting_with(0, "sell", 25), Vec::new());
}

/// Finds seeds whose random games reach a big Mayor (for the host's benchmark): `cargo test … -- --ignored`.
#[test]
#[ignore]
fn search_big_mayors() {
    use rand::SeedableRng;
    let mut best = (0u64, 0u64, 0usize);
    for seed in 0..3000u64 {
        let mut g = PuertoRico::new(3, &Default::default(), seed).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut n = 0;
        while !g.is_over() {
            let to_act = g.to_act();
            if let Some((seat, a)) = to_act.iter().find_map(|&s| g.only_action(s).map(|a| (s, a))) {
                g.apply(seat, &a).unwrap();
                continue;
            }
            if g.step == Step::Arrange {
                for &s in &to_act {
                    let c = g.arrangement_count(s);
                    if c > best.0 {
                        best = (c, seed, n);
                        eprintln!("{best:?} seat {s}");
                    }
                }
            }
            let seat = to_act[0];
            let a = g.random_action(seat, &mut rng).unwrap();
            g.apply(seat, &a).unwrap();
            n += 1;
        }
    }
}
