//! What the picture tests share.

use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A game of `G` played at random from seed 1: `moves` moves, or to its end.
pub fn played<G: Game>(players: usize, options: &G::Options, moves: usize) -> G {
    let mut game = G::new(players, options, 1).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..moves {
        let Some(&seat) = game.to_act().first() else { break };
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    game
}
