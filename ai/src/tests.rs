//! The AI's contracts on every game: it only ever returns legal moves, and its choice never depends on what
//! the seat cannot know.

use galleon_rules::maracaibo::{self, Maracaibo};
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::{Game, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::{choose, AiGame, Budget, Level};

/// A small search, so the tests stay fast in the test profile.
const BUDGET: Budget = Budget::Iterations(24);
/// Enough iterations for the search tree to grow a few moves deep.
const DEEP_BUDGET: Budget = Budget::Iterations(160);

/// States met in random games: one every `every` moves of `games` seeded games.
fn positions<G: AiGame>(players: usize, options: &G::Options, games: u64, every: usize) -> Vec<G> {
    let mut found = Vec::new();
    for seed in 0..games {
        let mut game = G::new(players, options, seed).expect("a new game");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for step in 0.. {
            let Some(&seat) = game.to_act().first() else { break };
            if step % every == every / 2 {
                found.push(game.clone());
            }
            let action = game.random_action(seat, &mut rng).expect("a move for the seat to act");
            game.apply(seat, &action).expect("a legal random move");
        }
    }
    found
}

/// Every level's choice for every seat to act is accepted by the engine.
fn assert_legal_choices<G: AiGame>(positions: &[G], budget: Budget) {
    assert!(!positions.is_empty());
    for (i, state) in positions.iter().enumerate() {
        for seat in state.to_act() {
            for level in Level::ALL {
                let action = choose(state, seat, level, budget, i as u64)
                    .unwrap_or_else(|| panic!("{} gave no move at position {i}", level.as_str()));
                let mut after = state.clone();
                after
                    .apply(seat, &action)
                    .unwrap_or_else(|e| panic!("{} chose illegal {action} at position {i}: {e:?}", level.as_str()));
            }
        }
        let idle = (0..state.players()).find(|s| !state.to_act().contains(s));
        if let Some(seat) = idle {
            assert_eq!(
                choose(state, seat, Level::Normal, budget, 0),
                None,
                "a seat not to act has no move"
            );
        }
    }
}

/// Two states `seat` cannot tell apart (two resamples for it: they differ only in its unknowns) give the same
/// choice at every level for a fixed seed and budget.
fn assert_blind_to_secrets<G: AiGame>(positions: &[G], budget: Budget) {
    for (i, state) in positions.iter().enumerate() {
        for seat in state.to_act() {
            let a = state.resample(seat, &mut ChaCha8Rng::seed_from_u64(1));
            let b = state.resample(seat, &mut ChaCha8Rng::seed_from_u64(2));
            for level in Level::ALL {
                let seed = 7 + i as u64;
                assert_eq!(
                    choose(&a, seat, level, budget, seed),
                    choose(&b, seat, level, budget, seed),
                    "{} read a secret at position {i}",
                    level.as_str()
                );
            }
        }
    }
}

fn check_game<G: AiGame>(players: usize, options: &G::Options, games: u64, every: usize) {
    let found = positions::<G>(players, options, games, every);
    assert_legal_choices(&found, BUDGET);
    assert_blind_to_secrets(&found[..found.len().min(6)], BUDGET);
    // A budget large enough for the tree to grow below the root, on a few positions.
    let few: Vec<G> = found.iter().step_by(found.len().div_ceil(4)).cloned().collect();
    assert_legal_choices(&few, DEEP_BUDGET);
    assert_blind_to_secrets(&few, DEEP_BUDGET);
}

#[test]
fn puerto_rico_choices_are_legal_and_blind() {
    for players in 3..=5 {
        check_game::<PuertoRico>(players, &Default::default(), 2, 13);
    }
}

#[test]
fn puerto_rico_blind_to_the_future_draws() {
    // Puerto Rico's only unknowns are the generator's future draws: two states differing only in it.
    let state = &positions::<PuertoRico>(4, &Default::default(), 1, 29)[2];
    let seat = state.to_act()[0];
    let other = state.resample(seat, &mut ChaCha8Rng::seed_from_u64(99));
    for level in Level::ALL {
        assert_eq!(
            choose(state, seat, level, BUDGET, 3),
            choose(&other, seat, level, BUDGET, 3)
        );
    }
}

#[test]
fn santiago_choices_are_legal_and_blind() {
    for players in 3..=5 {
        check_game::<Santiago>(players, &Default::default(), 2, 7);
    }
}

#[test]
fn maracaibo_choices_are_legal_and_blind() {
    for players in 2..=4 {
        check_game::<Maracaibo>(players, &Default::default(), 2, 19);
    }
    let solo = maracaibo::Options {
        solo: Some(3),
        ..Default::default()
    };
    check_game::<Maracaibo>(1, &solo, 2, 11);
}

#[test]
fn same_seed_same_move_even_on_several_threads() {
    let found = positions::<Santiago>(4, &Default::default(), 1, 13);
    for (i, state) in found.iter().enumerate() {
        let seat: Seat = state.to_act()[0];
        for level in [Level::Easy, Level::Normal, Level::Hard] {
            let first = choose(state, seat, level, Budget::Iterations(40), i as u64);
            assert_eq!(first, choose(state, seat, level, Budget::Iterations(40), i as u64));
        }
    }
    // Deeper trees, the Mayor's sampled candidates included.
    for (i, state) in positions::<PuertoRico>(4, &Default::default(), 1, 17)
        .iter()
        .enumerate()
        .step_by(3)
    {
        let seat: Seat = state.to_act()[0];
        let first = choose(state, seat, Level::Hard, DEEP_BUDGET, i as u64);
        assert_eq!(first, choose(state, seat, Level::Hard, DEEP_BUDGET, i as u64));
    }
}

#[test]
fn a_timed_search_returns_a_move() {
    let state = &positions::<PuertoRico>(3, &Default::default(), 1, 41)[1];
    let seat = state.to_act()[0];
    let budget = Budget::Time(std::time::Duration::from_millis(30));
    let action = choose(state, seat, Level::Hard, budget, 5).expect("a move");
    state.clone().apply(seat, &action).expect("a legal move");
}
