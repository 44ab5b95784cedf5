//! One `normal` decision per game, with the iteration budget the arena uses ([`AiGame::iterations`]), on a
//! mid-game position reached by seeded random moves.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use galleon_ai::{choose, AiGame, Budget, Level};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The state after `moves` random moves (fewer if the game ends), at a decision with several moves.
fn mid_game<G: Game>(players: usize, moves: usize) -> G {
    let mut game = G::new(players, &Default::default(), 1).expect("a new game");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for step in 0.. {
        let seat = game.to_act()[0];
        if step >= moves && game.legal_count(seat) > 1 {
            break;
        }
        let action = game.random_action(seat, &mut rng).expect("a move");
        game.apply(seat, &action).expect("a legal move");
    }
    game
}

fn decide<G: AiGame>(c: &mut Criterion, name: &str, game: G) {
    let seat = game.to_act()[0];
    let budget = Budget::Iterations(G::iterations(Level::Normal));
    c.bench_function(name, |b| {
        b.iter(|| black_box(choose(&game, seat, Level::Normal, budget, 1)))
    });
}

fn decisions(c: &mut Criterion) {
    decide(c, "normal_decision_puerto_rico_4p", mid_game::<PuertoRico>(4, 100));
    decide(c, "normal_decision_santiago_4p", mid_game::<Santiago>(4, 50));
    decide(c, "normal_decision_maracaibo_3p", mid_game::<Maracaibo>(3, 80));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = decisions
}
criterion_main!(benches);
