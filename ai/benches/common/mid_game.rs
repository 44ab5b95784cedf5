//! The positions the AI's bench and examples decide on (`#[path]`-included by each).

use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The state after `moves` seeded random moves of a new game, at a decision with several moves.
pub fn mid_game<G: Game>(players: usize, options: &G::Options, moves: usize) -> G {
    let mut game = G::new(players, options, 1).expect("a new game");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for step in 0.. {
        let seat = game.to_act()[0];
        if step >= moves && game.legal_count(seat) > 1 {
            break;
        }
        let action = game.random_action(seat, &mut rng).expect("a move");
        game.apply(seat, &action).expect("a legal move");
    }
    game
}
