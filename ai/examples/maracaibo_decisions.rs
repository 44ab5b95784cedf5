//! `maracaibo_decisions N [PLAYERS [MOVES]]`: N `normal` AI decisions (seeds 1..=N) on the decision bench's
//! 3-player mid-game position (80 seeded random moves), or after MOVES such moves in a game of PLAYERS (1 being
//! solo against Jeanne level 3), for counting instructions with callgrind.

use galleon_ai::{choose, AiGame, Budget, Level};
use galleon_rules::maracaibo::{self, Maracaibo};
use galleon_rules::Game;

#[path = "../benches/common/mid_game.rs"]
mod common;
use common::mid_game;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The bench's position: `moves` seeded random moves in a game of `players` (1: solo against Jeanne level 3).
fn position(players: usize, moves: usize) -> Maracaibo {
    let options = maracaibo::Options {
        solo: (players == 1).then_some(3),
        ..Default::default()
    };
    mid_game(players, &options, moves)
}

fn main() {
    let decisions: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(1);
    let players: usize = std::env::args().nth(2).and_then(|n| n.parse().ok()).unwrap_or(3);
    let moves: usize = std::env::args().nth(3).and_then(|n| n.parse().ok()).unwrap_or(80);
    let game = position(players, moves);
    let seat = game.to_act()[0];
    let budget = Budget::Iterations(Maracaibo::iterations(Level::Normal));
    for seed in 1..=decisions {
        let action = choose(&game, seat, Level::Normal, budget, seed).expect("a decision");
        println!("{action}");
    }
}
