//! `maracaibo_decisions N [PLAYERS [MOVES]]`: N `normal` AI decisions (seeds 1..=N) on the decision bench's
//! 3-player mid-game position (80 seeded random moves), or after MOVES such moves in a game of PLAYERS (1 being
//! solo against Jeanne level 3), for counting instructions with callgrind.

use galleon_ai::{choose, AiGame, Budget, Level};
use galleon_rules::maracaibo::{self, Maracaibo};
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The state after `moves` seeded random moves, at a decision with several moves (as in `benches/decision.rs`).
fn mid_game(players: usize, moves: usize) -> Maracaibo {
    let options = maracaibo::Options {
        solo: (players == 1).then_some(3),
        ..Default::default()
    };
    let mut game = Maracaibo::new(players, &options, 1).expect("a new game");
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

fn main() {
    let decisions: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(1);
    let players: usize = std::env::args().nth(2).and_then(|n| n.parse().ok()).unwrap_or(3);
    let moves: usize = std::env::args().nth(3).and_then(|n| n.parse().ok()).unwrap_or(80);
    let game = mid_game(players, moves);
    let seat = game.to_act()[0];
    let budget = Budget::Iterations(Maracaibo::iterations(Level::Normal));
    for seed in 1..=decisions {
        let action = choose(&game, seat, Level::Normal, budget, seed).expect("a decision");
        println!("{action}");
    }
}
