//! One `normal` decision per game, with the iteration budget the arena uses ([`AiGame::iterations`]), on a
//! mid-game position reached by seeded random moves.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use galleon_ai::{choose, AiGame, Budget, Level};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;

#[path = "common/mid_game.rs"]
mod common;
use common::mid_game;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn decide<G: AiGame>(c: &mut Criterion, name: &str, game: G) {
    let seat = game.to_act()[0];
    let budget = Budget::Iterations(G::iterations(Level::Normal));
    c.bench_function(name, |b| {
        b.iter(|| black_box(choose(&game, seat, Level::Normal, budget, 1)))
    });
}

fn decisions(c: &mut Criterion) {
    decide(
        c,
        "normal_decision_puerto_rico_4p",
        mid_game::<PuertoRico>(4, &Default::default(), 100),
    );
    decide(
        c,
        "normal_decision_santiago_4p",
        mid_game::<Santiago>(4, &Default::default(), 50),
    );
    decide(
        c,
        "normal_decision_maracaibo_3p",
        mid_game::<Maracaibo>(3, &Default::default(), 80),
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = decisions
}
criterion_main!(benches);
