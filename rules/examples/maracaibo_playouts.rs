//! A fixed amount of Maracaibo play-outs, for profilers (callgrind counts the same work on every run):
//! `cargo run --release -p galleon-rules --example maracaibo_playouts -- [games] [players] [first seed]`
//! plays seeded random games (default options, 2 players unless told; 1 is solo against Jeanne) with
//! `random_action` + `apply` for every seat, as the bench does, and prints the moves played.

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("a number"));
    let games = args.next().unwrap_or(100);
    let players = args.next().unwrap_or(2) as usize;
    let first = args.next().unwrap_or(0);
    let mut moves = 0u64;
    for seed in first..first + games {
        let mut game = Maracaibo::new(players, &Default::default(), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(seat) = game.first_to_act() {
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            moves += 1;
        }
        std::hint::black_box(game.outcome());
    }
    println!("{games} games, {moves} moves");
}
