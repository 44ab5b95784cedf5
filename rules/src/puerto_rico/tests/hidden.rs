//! Hidden information: VP chips never appear in the public view before the end.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;

/// Every object key in a JSON value.
fn keys_of(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                out.push(k.clone());
                keys_of(v, out);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| keys_of(v, out)),
        _ => {}
    }
}

fn mid_game(players: usize, moves: usize) -> PuertoRico {
    let mut g = PuertoRico::new(players, &Default::default(), 21).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    for _ in 0..moves {
        let seat = g.to_act()[0];
        let action = g.random_action(seat, &mut rng).unwrap();
        g.apply(seat, &action).unwrap();
    }
    g
}

#[test]
fn public_view_has_no_chip_count() {
    let g = mid_game(4, 150);
    assert!(g.seats.iter().any(|p| p.vp_chips > 0), "some chips were taken");
    let mut keys = Vec::new();
    keys_of(&serde_json::to_value(g.public_view()).unwrap(), &mut keys);
    let chip_keys: Vec<_> = keys.iter().filter(|k| k.contains("chip") || k.contains("vp")).collect();
    assert_eq!(
        chip_keys
            .iter()
            .filter(|k| **k != "has_vp_chips" && **k != "vp_supply")
            .count(),
        0,
        "{chip_keys:?}"
    );
}

#[test]
fn states_differing_only_in_chips_look_the_same() {
    for players in 3..=5 {
        let g = mid_game(players, 120);
        let mut other = g.clone();
        for p in other.seats.iter_mut() {
            if p.vp_chips > 0 {
                p.vp_chips += 13;
            }
        }
        assert_ne!(g, other);
        assert_eq!(g.public_view(), other.public_view());
        for seat in 0..players {
            let chips = g.seats[seat].vp_chips;
            assert_eq!(g.private_view(seat).vp_chips, chips);
            if chips > 0 {
                assert_ne!(g.private_view(seat), other.private_view(seat));
            }
        }
    }
}

#[test]
fn the_outcome_reveals_the_chips() {
    let mut g = mid_game(3, 0);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    while !g.is_over() {
        let seat = g.to_act()[0];
        let action = g.random_action(seat, &mut rng).unwrap();
        g.apply(seat, &action).unwrap();
    }
    let outcome = g.outcome().unwrap();
    for standing in &outcome.standings {
        assert_eq!(
            standing.breakdown[0],
            ("pr-score-chips".to_string(), g.seats[standing.seat].vp_chips as i64)
        );
        assert_eq!(standing.score, standing.breakdown.iter().map(|(_, v)| v).sum::<i64>());
        for (key, _) in &standing.breakdown {
            assert!(crate::puerto_rico::SCORE_KEYS.contains(&key.as_str()));
        }
    }
}
