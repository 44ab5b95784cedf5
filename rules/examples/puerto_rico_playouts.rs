//! A fixed amount of Puerto Rico play-outs, for profilers (callgrind counts the same work on every run):
//! `cargo run --release -p galleon-rules --example puerto_rico_playouts -- [games per player count] [first seed]`
//! plays seeded random base games for 3, 4 and 5 players (`random_action` + `apply` for every seat, as the bench
//! does) and prints the moves played.

use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;

#[path = "../benches/common/playout.rs"]
mod playout;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("a number"));
    let games = args.next().unwrap_or(100);
    let first = args.next().unwrap_or(0);
    let mut moves = 0u64;
    for players in 3..=5 {
        for seed in first..first + games {
            let (game, played) = playout::play_random_with::<PuertoRico>(players, &Default::default(), seed);
            moves += played;
            std::hint::black_box(game.outcome());
        }
    }
    println!("{} games, {moves} moves", 3 * games);
}
