//! One complete seeded random game, as the benchmarks and the profilers' examples play it.

use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays one complete random game with `random_action` for every seat; returns it and the actions applied.
pub fn play_random_with<G: Game>(players: usize, options: &G::Options, seed: u64) -> (G, u64) {
    let mut game = G::new(players, options, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = 0;
    while let Some(seat) = game.first_to_act() {
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        actions += 1;
    }
    (game, actions)
}
