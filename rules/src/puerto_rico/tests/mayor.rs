//! Mayor arrangements: complete listing, the uniform sampler, the default arrangement.

use std::collections::HashMap;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::puerto_rico::mayor::{check_arrangement, count_arrangements, default_arrangement, for_each_arrangement};
use crate::puerto_rico::Arrangement;
use BuildingId as B;

fn arrangements(p: &Player) -> Vec<Arrangement> {
    let mut all = Vec::new();
    for_each_arrangement(p, &mut |a| match a {
        Action::Colonists(arrangement) => all.push(arrangement),
        other => panic!("{other}"),
    });
    all
}

fn boards() -> Vec<Player> {
    let mut crowded = Player::new(0)
        .with_tiles(Tile::Corn, 2, 1)
        .with_tiles(Tile::Sugar, 3, 2)
        .with_tiles(Tile::Quarry, 2, 0)
        .with_building(B::SugarMill, 1)
        .with_building(B::SmallMarket, 0)
        .with_building(B::Harbor, 1)
        .with_building(B::CityHall, 0);
    crowded.san_juan = 3;
    let mut few = Player::new(0)
        .with_tiles(Tile::Indigo, 2, 0)
        .with_building(B::IndigoPlant, 0);
    few.san_juan = 2;
    let mut overflowing = Player::new(0)
        .with_tiles(Tile::Coffee, 1, 1)
        .with_building(B::CoffeeRoaster, 2);
    overflowing.san_juan = 4;
    let mut homeless = Player::new(0);
    homeless.san_juan = 2;
    vec![crowded, few, overflowing, homeless, Player::new(0)]
}

#[test]
fn listing_is_complete_distinct_and_legal() {
    for p in boards() {
        let all = arrangements(&p);
        assert_eq!(all.len() as u64, count_arrangements(&p));
        let mut seen = std::collections::HashSet::new();
        for a in &all {
            assert!(seen.insert(*a), "duplicate {a}");
            check_arrangement(&p, a).unwrap_or_else(|e| panic!("{a}: {e}"));
            let text = Action::Colonists(*a).to_string();
            assert_eq!(parse(&text), Action::Colonists(*a), "{text}");
        }
    }
    // The crowded board: 8 colonists on 7 tiles + 3 + 1 + 1 + 1 building circles, brute-force count.
    let p = &boards()[0];
    let mut brute = 0;
    for corn in 0..=2u32 {
        for sugar in 0..=3 {
            for quarry in 0..=2 {
                for mill in 0..=3 {
                    for rest in 0..=3u32 {
                        let placed = corn + sugar + quarry + mill + rest;
                        if placed == 8 {
                            brute += [1, 3, 3, 1][rest as usize];
                        }
                    }
                }
            }
        }
    }
    assert_eq!(count_arrangements(p), brute);
}

#[test]
fn sampler_returns_legal_arrangements_and_covers_them_all() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for p in boards() {
        let all = arrangements(&p);
        let mut hits: HashMap<Arrangement, u32> = HashMap::new();
        let draws = 400 * all.len() as u32;
        for _ in 0..draws {
            let Action::Colonists(a) = crate::puerto_rico::mayor::random_arrangement(&p, &mut rng) else {
                panic!("not an arrangement")
            };
            check_arrangement(&p, &a).unwrap();
            *hits.entry(a).or_default() += 1;
        }
        assert_eq!(hits.len(), all.len(), "every arrangement is drawn");
        // Uniform: each arrangement drawn 400 times on average; allow a wide margin.
        for (a, n) in hits {
            assert!((250..=560).contains(&n), "{a} drawn {n} times");
        }
    }
}

#[test]
fn default_arrangement_is_legal_and_sensible() {
    for p in boards() {
        let a = default_arrangement(&p);
        check_arrangement(&p, &a).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
    // 4 colonists: sugar pairs first, then corn... with the mill taking the matching colonists.
    let mut p = Player::new(0)
        .with_tiles(Tile::Corn, 1, 0)
        .with_tiles(Tile::Sugar, 2, 0)
        .with_tiles(Tile::Quarry, 1, 0)
        .with_building(B::SugarMill, 0)
        .with_building(B::Harbor, 0);
    p.san_juan = 5;
    assert_eq!(
        default_arrangement(&p).to_string(),
        "colonists corn:1 sugar:2 sugar-mill:2"
    );
    p.san_juan = 7;
    assert_eq!(
        default_arrangement(&p).to_string(),
        "colonists corn:1 sugar:2 quarry:1 sugar-mill:2 harbor:1"
    );
}

#[test]
fn mayor_suggestions_start_with_the_default_and_the_empty_arrangement_has_a_text() {
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0)
        .with_tiles(Tile::Corn, 3, 0)
        .with_building(B::SmallMarket, 0);
    g.colonist_ship = 3;
    choosing(&mut g, 0);
    act(&mut g, 0, "role mayor");
    let suggested = g.suggested_actions(0);
    assert_eq!(suggested[0].to_string(), "colonists corn:2");
    assert!(suggested.len() > 1 && suggested.len() <= crate::game::SUGGESTION_LIMIT);
    assert_eq!(g.default_arrangement(0), Some(default_arrangement(&g.seats[0])));
    assert_eq!(g.arrangement_count(0), 2);
    // Seat 1 has a colonist and no circle.
    assert_eq!(texts(&g, 1), ["colonists none"]);
    act(&mut g, 1, "colonists none");
    assert_eq!(g.seats[1].san_juan, 1);
}
