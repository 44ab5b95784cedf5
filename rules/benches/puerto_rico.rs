//! Random complete Puerto Rico games: `random_action` + `apply` until the end, for 3, 4 and 5 players, with the
//! base buildings (`puerto_rico_random_games`) and with the expansion's (`puerto_rico_variants`: the draft of
//! `extension` is played by random picks too).
//!
//! One iteration plays the same `GAMES` seeds; the throughput is reported in actions (elements/s), and the
//! average number of actions per game is printed first, so games/s = actions/s ÷ actions per game.

// This bench reports its own groups; only the random-game loop is shared.
#[allow(dead_code)]
mod common;

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use galleon_rules::puerto_rico::{Options, PuertoRico, Variant};
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const GAMES: u64 = 20;

/// Plays one random game; returns the number of actions applied.
fn play(players: usize, seed: u64) -> u64 {
    let (game, actions) = common::play_random::<PuertoRico>(players, seed);
    black_box(game.outcome());
    actions
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("puerto_rico_random_games");
    for players in 3..=5 {
        let actions: u64 = (0..GAMES).map(|seed| play(players, seed)).sum();
        println!(
            "puerto-rico {players} players: {:.1} actions per game (average over {GAMES} games)",
            actions as f64 / GAMES as f64
        );
        group.throughput(Throughput::Elements(actions));
        group.bench_function(format!("{players}p_{GAMES}_games"), |b| {
            b.iter(|| (0..GAMES).map(|seed| play(players, seed)).sum::<u64>())
        });
    }
    group.finish();
}

/// Plays one random game of a variant; returns the number of actions applied.
fn play_variant(players: usize, variant: Variant, seed: u64) -> u64 {
    let (game, actions) = common::play_random_with::<PuertoRico>(players, &Options { variant }, seed);
    black_box(game.outcome());
    actions
}

fn variants(c: &mut Criterion) {
    let mut group = c.benchmark_group("puerto_rico_variants");
    for (name, variant) in [("extension", Variant::Extension), ("random", Variant::Random)] {
        for players in 3..=5 {
            let actions: u64 = (0..GAMES).map(|seed| play_variant(players, variant, seed)).sum();
            println!(
                "puerto-rico {name} {players} players: {:.1} actions per game (average over {GAMES} games)",
                actions as f64 / GAMES as f64
            );
            group.throughput(Throughput::Elements(actions));
            group.bench_function(format!("{name}_{players}p_{GAMES}_games"), |b| {
                b.iter(|| (0..GAMES).map(|seed| play_variant(players, variant, seed)).sum::<u64>())
            });
        }
    }
    group.finish();
}

fn clone_state(c: &mut Criterion) {
    let mut game = PuertoRico::new(4, &Default::default(), 1).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..150 {
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    c.bench_function("puerto_rico_clone_mid_game", |b| b.iter(|| black_box(game.clone())));
}

fn resample(c: &mut Criterion) {
    common::resample::<PuertoRico>(c, "puerto_rico", 3..=5);
}

criterion_group!(benches, random_games, variants, clone_state, resample);
criterion_main!(benches);
