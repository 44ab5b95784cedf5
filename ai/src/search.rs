//! Determinized Monte Carlo search: flat UCB1 over the root's candidate moves.
//!
//! Every iteration draws a world the seat cannot tell from the real one ([`galleon_rules::Game::resample`]), plays the
//! candidate UCB1 picks, lets every seat play on with the game's light policy ([`AiGame::rollout_action`]) for
//! [`AiGame::rollout_depth`] moves, and scores the result with [`AiGame::evaluate`]. The most visited candidate
//! wins. Fresh worlds each iteration average over what the seat cannot know (strategy fusion is the price of
//! keeping it simple; a tree below the root would be the next step).
//!
//! `hard` splits its iterations over [`SHARDS`] independent searches run on their own threads (root
//! parallelism) and adds their counts: a fixed number of shards keeps an iteration budget's choice the same on
//! any number of cores.

use galleon_rules::Seat;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::budget::Stop;
use crate::{AiGame, Budget};

/// Independent searches `hard` runs at once.
pub const SHARDS: u32 = 4;
/// UCB1's exploration constant for values in 0..1.
const EXPLORATION: f64 = 0.7;

/// What the iterations found about one candidate.
#[derive(Clone, Copy, Debug, Default)]
pub struct Arm {
    pub visits: u32,
    pub total: f64,
}

impl Arm {
    pub fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.total / self.visits as f64
        }
    }
}

/// The searched move of `seat`, from states drawn with `resample` only.
pub fn choose<G: AiGame>(state: &G, seat: Seat, budget: Budget, shards: u32, seed: u64) -> Option<G::Action> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seen = state.resample(seat, &mut rng);
    let candidates = seen.candidates(seat, &mut rng);
    if candidates.len() <= 1 {
        return candidates.into_iter().next();
    }
    let arms = search(state, seat, &candidates, budget, shards, rng.gen());
    let best = (0..candidates.len()).max_by(|&a, &b| {
        let key = |i: usize| (arms[i].visits, arms[i].mean());
        key(a).partial_cmp(&key(b)).expect("finite values")
    })?;
    candidates.into_iter().nth(best)
}

/// The candidates' statistics summed over `shards` searches (on their own threads when more than one).
pub fn search<G: AiGame>(
    state: &G,
    seat: Seat,
    candidates: &[G::Action],
    budget: Budget,
    shards: u32,
    seed: u64,
) -> Vec<Arm> {
    let run = |shard: u32| {
        let stop = Stop::new(budget, shard, shards);
        search_shard(state, seat, candidates, stop, seed.wrapping_add(shard as u64))
    };
    let results: Vec<Vec<Arm>> = if shards <= 1 {
        vec![run(0)]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..shards).map(|shard| scope.spawn(move || run(shard))).collect();
            handles.into_iter().map(|h| h.join().expect("search thread")).collect()
        })
    };
    let mut arms = vec![Arm::default(); candidates.len()];
    for shard in results {
        for (sum, arm) in arms.iter_mut().zip(shard) {
            sum.visits += arm.visits;
            sum.total += arm.total;
        }
    }
    arms
}

fn search_shard<G: AiGame>(state: &G, seat: Seat, candidates: &[G::Action], stop: Stop, seed: u64) -> Vec<Arm> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut arms = vec![Arm::default(); candidates.len()];
    let mut done = 0;
    while !stop.done(done) {
        let pick = select(&arms, done);
        let mut world = state.resample(seat, &mut rng);
        // A candidate is legal in every world the seat cannot tell apart; a refusal scores as a loss.
        let value = match world.apply(seat, &candidates[pick]) {
            Ok(()) => playout(world, seat, &mut rng),
            Err(_) => 0.0,
        };
        arms[pick].visits += 1;
        arms[pick].total += value;
        done += 1;
    }
    arms
}

/// UCB1: every candidate once, then the best mean plus an exploration bonus.
fn select(arms: &[Arm], done: u32) -> usize {
    if let Some(unvisited) = arms.iter().position(|a| a.visits == 0) {
        return unvisited;
    }
    let log = (done.max(1) as f64).ln();
    let ucb = |a: &Arm| a.mean() + EXPLORATION * (log / a.visits as f64).sqrt();
    (0..arms.len())
        .max_by(|&a, &b| ucb(&arms[a]).partial_cmp(&ucb(&arms[b])).expect("finite values"))
        .unwrap_or(0)
}

/// Plays `world` on with the light policy for every seat, then scores it for `seat`.
pub fn playout<G: AiGame, R: Rng + ?Sized>(mut world: G, seat: Seat, rng: &mut R) -> f64 {
    let depth = world.rollout_depth();
    play_on(&mut world, depth, rng);
    world.evaluate(seat)
}

/// Plays at most `moves` moves of the light policy, each by the first seat to act.
pub fn play_on<G: AiGame, R: Rng + ?Sized>(world: &mut G, moves: usize, rng: &mut R) {
    for _ in 0..moves {
        let Some(&actor) = world.to_act().first() else { break };
        let Some(action) = world.rollout_action(actor, rng) else {
            break;
        };
        if world.apply(actor, &action).is_err() {
            break;
        }
    }
}
