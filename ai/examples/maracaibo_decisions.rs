//! `maracaibo_decisions N`: N `normal` AI decisions (seeds 1..=N) on the decision bench's 3-player mid-game
//! position, for counting instructions with callgrind.

use galleon_ai::{choose, AiGame, Budget, Level};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The state after 80 seeded random moves, at a decision with several moves (as in `benches/decision.rs`).
fn mid_game() -> Maracaibo {
    let mut game = Maracaibo::new(3, &Default::default(), 1).expect("a new game");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for step in 0.. {
        let seat = game.to_act()[0];
        if step >= 80 && game.legal_count(seat) > 1 {
            break;
        }
        let action = game.random_action(seat, &mut rng).expect("a move");
        game.apply(seat, &action).expect("a legal move");
    }
    game
}

fn main() {
    let decisions: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(1);
    let game = mid_game();
    let seat = game.to_act()[0];
    let budget = Budget::Iterations(Maracaibo::iterations(Level::Normal));
    for seed in 1..=decisions {
        let action = choose(&game, seat, Level::Normal, budget, seed).expect("a decision");
        println!("{action}");
    }
}
