//! Random complete Maracaibo games (default pack, default options): games per second and actions per second,
//! for 1 player (solo against Jeanne at level 3, her turns included) and 2, 3 and 4 players (classic, easy).
//!
//! Each iteration plays the same 16 seeded games with `random_action`. `games` reports games/s, `actions` the
//! same work as actions/s.
//! `<game>/resample` times one `Game::resample` from the middle of a random game (the AI calls it per search iteration).

mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use galleon_rules::maracaibo::Maracaibo;

fn bench(c: &mut Criterion) {
    common::resample::<Maracaibo>(c, "maracaibo", 1..=4);
    common::games_and_actions::<Maracaibo>(c, "maracaibo", 1..=4);
}

criterion_group!(benches, bench);
criterion_main!(benches);
