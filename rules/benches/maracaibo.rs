//! Random complete Maracaibo games (default pack, default options): games per second and actions per second,
//! for 1 player (solo against Jeanne at level 3, her turns included) and 2, 3 and 4 players (classic, easy).
//!
//! Each iteration plays the same 16 seeded games with `random_action`. `games` reports games/s, `actions` the
//! same work as actions/s.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use galleon_rules::game::Game;
use galleon_rules::maracaibo::{Maracaibo, Options};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const GAMES: u64 = 16;

/// Plays one complete random game; returns the number of actions applied.
fn play(players: usize, seed: u64) -> u64 {
    let mut game = Maracaibo::new(players, &Options::default(), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = 0;
    while let Some(&seat) = game.to_act().first() {
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        actions += 1;
    }
    actions
}

fn play_all(players: usize) -> u64 {
    (0..GAMES).map(|seed| play(players, seed)).sum()
}

fn bench(c: &mut Criterion) {
    for (name, per_game) in [("games", true), ("actions", false)] {
        let mut group = c.benchmark_group(format!("maracaibo/{name}"));
        for players in 1..=4 {
            let elements = if per_game { GAMES } else { play_all(players) };
            group.throughput(Throughput::Elements(elements));
            group.bench_with_input(BenchmarkId::from_parameter(players), &players, |b, &players| {
                b.iter(|| play_all(players))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
