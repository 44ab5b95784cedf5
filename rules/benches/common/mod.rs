//! What the game benchmarks share: a complete random game, and the games/s and actions/s groups.

use std::ops::RangeInclusive;

use criterion::{BenchmarkId, Criterion, Throughput};
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod playout;
pub use playout::play_random_with;

/// Games each iteration plays in [`games_and_actions`].
const GAMES: u64 = 16;

/// Plays one complete random game (default options) with `random_action`; returns it and the actions applied.
pub fn play_random<G: Game>(players: usize, seed: u64) -> (G, u64) {
    play_random_with::<G>(players, &G::Options::default(), seed)
}

fn play_all<G: Game>(players: usize) -> u64 {
    (0..GAMES).map(|seed| play_random::<G>(players, seed).1).sum()
}

/// Groups `<name>/games` (games/s) and `<name>/actions` (the same work as actions/s), one bench per player count;
/// each iteration plays the same 16 seeded games.
pub fn games_and_actions<G: Game>(c: &mut Criterion, name: &str, players: RangeInclusive<usize>) {
    for (unit, per_game) in [("games", true), ("actions", false)] {
        let mut group = c.benchmark_group(format!("{name}/{unit}"));
        for players in players.clone() {
            let elements = if per_game { GAMES } else { play_all::<G>(players) };
            group.throughput(Throughput::Elements(elements));
            group.bench_with_input(BenchmarkId::from_parameter(players), &players, |b, &players| {
                b.iter(|| play_all::<G>(players))
            });
        }
        group.finish();
    }
}

/// Group `<name>/resample`: one [`Game::resample`] for the seat to act, from the middle of a random game (the same
/// seeded position each time), one bench per player count; the AI calls it once per search iteration.
pub fn resample<G: Game>(c: &mut Criterion, name: &str, players: RangeInclusive<usize>) {
    let mut group = c.benchmark_group(format!("{name}/resample"));
    for players in players {
        let game = middle_of_a_game::<G>(players, 7);
        let seat = game.to_act()[0];
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_with_input(BenchmarkId::from_parameter(players), &players, |b, _| {
            b.iter(|| game.resample(seat, &mut rng))
        });
    }
    group.finish();
}

/// The position halfway through the random game of [`play_random`].
fn middle_of_a_game<G: Game>(players: usize, seed: u64) -> G {
    let (_, actions) = play_random::<G>(players, seed);
    let mut game = G::new(players, &G::Options::default(), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..actions / 2 {
        let seat = game.first_to_act().unwrap();
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    game
}
