//! Random complete Santiago games: games per second and actions per second, for 3, 4 and 5 players.
//!
//! Each iteration plays the same 16 seeded games with `random_action` (default options: hidden money, chosen
//! spring). `games` reports games/s, `actions` the same work as actions/s.
//! `<game>/resample` times one `Game::resample` from the middle of a random game (the AI calls it per search iteration).

mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use galleon_rules::santiago::Santiago;

fn bench(c: &mut Criterion) {
    common::resample::<Santiago>(c, "santiago", 3..=5);
    common::games_and_actions::<Santiago>(c, "santiago", 3..=5);
}

criterion_group!(benches, bench);
criterion_main!(benches);
