//! A fixed amount of Maracaibo play-outs, for profilers (callgrind counts the same work on every run):
//! `cargo run --release -p galleon-rules --example maracaibo_playouts -- [games] [players] [first seed]`
//! plays seeded random games (default options, 2 players unless told; 1 is solo against Jeanne) with
//! `random_action` + `apply` for every seat, as the bench does, and prints the moves played.

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::Game;

#[path = "../benches/common/playout.rs"]
mod playout;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("a number"));
    let games = args.next().unwrap_or(100);
    let players = args.next().unwrap_or(2) as usize;
    let first = args.next().unwrap_or(0);
    let mut moves = 0u64;
    for seed in first..first + games {
        let (game, played) = playout::play_random_with::<Maracaibo>(players, &Default::default(), seed);
        moves += played;
        std::hint::black_box(game.outcome());
    }
    println!("{games} games, {moves} moves");
}
