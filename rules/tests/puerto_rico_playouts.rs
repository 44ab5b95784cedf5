//! Puerto Rico's random play-outs (the AI's fuel) are pinned: seeded random games — `random_action` + `apply`
//! for every seat, as the bench and the AI's play-outs run them — must give exactly the same games, move for
//! move, as the engine did before its speed work. The fingerprint hashes every seat and move text, the number of
//! legal moves and the suggested Mayor arrangement at every position, and each final stored state; the constants were computed on the unchanged
//! engine. A change here means the engine plays differently: a speed-up must never change it.

use galleon_rules::puerto_rico::{Action, Options, PuertoRico, Variant};
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod support;
use support::Fnv;

/// Plays `games` seeded random games per player count; returns their fingerprint and the moves played.
fn fingerprint(variant: Variant, games: u64) -> (u64, u64) {
    let mut hash = Fnv::new();
    let mut moves = 0;
    for players in 3..=5 {
        for seed in 0..games {
            let mut game = PuertoRico::new(players, &Options { variant }, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(&seat) = game.to_act().first() {
                hash.bytes(&game.legal_count(seat).to_le_bytes());
                // The AI's play-outs arrange colonists the suggested way.
                if let Some(arrangement) = game.default_arrangement(seat) {
                    hash.bytes(Action::Colonists(arrangement).to_string().as_bytes());
                }
                let action = game.random_action(seat, &mut rng).unwrap();
                hash.bytes(&[seat as u8]);
                hash.bytes(action.to_string().as_bytes());
                game.apply(seat, &action).unwrap();
                moves += 1;
            }
            hash.bytes(serde_json::to_string(&game).unwrap().as_bytes());
        }
    }
    (hash.0, moves)
}

#[test]
fn base_random_games_play_exactly_as_before() {
    assert_eq!(fingerprint(Variant::Base, 100), (12628155663046033090, 78413));
}

#[test]
fn expansion_random_games_play_exactly_as_before() {
    assert_eq!(fingerprint(Variant::Extension, 20), (6342600888955400915, 17262));
    assert_eq!(fingerprint(Variant::Random, 20), (17770829094840787660, 15897));
}
