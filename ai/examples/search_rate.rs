//! `search_rate GAME [MS [PLAYERS [MOVES [DECISIONS]]]]`: how many search iterations a wall-time budget of MS
//! milliseconds buys (GAME: puerto-rico, santiago or maracaibo; a position after MOVES seeded random moves in a
//! game of PLAYERS, Maracaibo's 1 being solo against Jeanne level 3), on the table's threads
//! ([`galleon_ai::search::MAX_TABLE_THREADS`] at most) and, for comparison, on one thread. Prints one line per
//! decision; run it on an otherwise idle machine.

use std::time::{Duration, Instant};

use galleon_ai::search::{self, Arm};
use galleon_ai::{AiGame, Budget};
use galleon_rules::maracaibo::{self, Maracaibo};
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[path = "../benches/common/mid_game.rs"]
mod common;
use common::mid_game;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn iterations(arms: &[Arm]) -> u32 {
    arms.iter().map(|a| a.visits).sum()
}

/// One line per decision: the iterations of a timed search, then of one thread searching as long.
fn measure<G: AiGame>(game: G, ms: u64, decisions: u64) {
    let seat = game.to_act()[0];
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let candidates = game.resample(seat, &mut rng).candidates(seat, &mut rng);
    let time = Duration::from_millis(ms);
    for seed in 1..=decisions {
        let shared = search::search(&game, seat, &candidates, Budget::Time(time), 1, seed);
        let start = Instant::now();
        let mut alone = 0;
        // One thread, in slices of iterations until the time is up (a timed search would take both threads).
        while start.elapsed() < time {
            alone += iterations(&search::search(
                &game,
                seat,
                &candidates,
                Budget::Iterations(50),
                1,
                seed,
            ));
        }
        println!(
            "{ms} ms: {} iterations on the table's threads, {alone} on one thread",
            iterations(&shared)
        );
    }
}

fn main() {
    let game = std::env::args().nth(1).unwrap_or_else(|| "maracaibo".into());
    let arg = |n: usize, default: u64| std::env::args().nth(n).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (ms, players, moves, decisions) = (arg(2, 100), arg(3, 3) as usize, arg(4, 30) as usize, arg(5, 5));
    match game.as_str() {
        "puerto-rico" => measure(
            mid_game::<PuertoRico>(players, &Default::default(), moves),
            ms,
            decisions,
        ),
        "santiago" => measure(mid_game::<Santiago>(players, &Default::default(), moves), ms, decisions),
        "maracaibo" => {
            let options = maracaibo::Options {
                solo: (players == 1).then_some(3),
                ..Default::default()
            };
            measure(mid_game::<Maracaibo>(players, &options, moves), ms, decisions)
        }
        other => eprintln!("unknown game {other}: puerto-rico, santiago or maracaibo"),
    }
}
