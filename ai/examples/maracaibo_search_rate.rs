//! `maracaibo_search_rate [MS [PLAYERS [MOVES [DECISIONS]]]]`: how many search iterations a wall-time budget of MS
//! milliseconds buys on a Maracaibo position (after MOVES seeded random moves in a game of PLAYERS, 1 being solo
//! against Jeanne level 3), on the table's threads ([`galleon_ai::search::MAX_TABLE_THREADS`] at most) and, for
//! comparison, on one thread. Prints one line per decision; run it on an otherwise idle machine.

use std::time::{Duration, Instant};

use galleon_ai::search::{self, Arm};
use galleon_ai::{AiGame, Budget};
use galleon_rules::maracaibo::{self, Maracaibo};
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn position(players: usize, moves: usize) -> Maracaibo {
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

fn iterations(arms: &[Arm]) -> u32 {
    arms.iter().map(|a| a.visits).sum()
}

fn main() {
    let arg = |n: usize, default: u64| std::env::args().nth(n).and_then(|a| a.parse().ok()).unwrap_or(default);
    let ms = arg(1, 100);
    let game = position(arg(2, 1) as usize, arg(3, 30) as usize);
    let seat = game.to_act()[0];
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let candidates = game.resample(seat, &mut rng).candidates(seat, &mut rng);
    for seed in 1..=arg(4, 5) {
        let shared = search::search(&game, seat, &candidates, Budget::Time(Duration::from_millis(ms)), 1, seed);
        let start = Instant::now();
        let mut alone = 0;
        while start.elapsed() < Duration::from_millis(ms) {
            alone += iterations(&search::search(&game, seat, &candidates, Budget::Iterations(50), 1, seed));
        }
        println!(
            "{ms} ms: {} iterations on the table's threads, {alone} on one thread",
            iterations(&shared)
        );
    }
}
