//! Information-set Monte Carlo tree search (single observer, after Cowling, Powley & Whitehouse 2012).
//!
//! Every iteration draws a world the deciding seat cannot tell from the real one
//! ([`galleon_rules::Game::resample`]) and walks a tree keyed by the sequence of (seat, move) pairs played since
//! the decision: at each node the moves come from that world (the root's candidates are fixed once, from the
//! seat's own view), UCB picks among the children legal in this world with the number of times each was
//! available in place of the parent's visits, one new child is added, every seat then plays on with the game's
//! light policy ([`AiGame::rollout_action`]) for [`AiGame::rollout_depth`] moves, and the end is scored with
//! [`AiGame::evaluate`] once per seat: each edge is credited with the value for the seat that played it, so
//! every seat in the tree plays for itself. The root's most visited candidate wins.
//!
//! Simultaneous decisions (Puerto Rico's Mayor and storage, Maracaibo's set-up) are the engine's sequential
//! turns: below the root the first seat to act acts. Large move sets (the Mayor's arrangements) are cut to the
//! game's candidates ([`AiGame::candidates`]: the engine's suggestions plus a few samples), drawn with a
//! generator seeded by the node so that a node offers the same samples whenever its world allows them.
//!
//! `hard` splits its iterations over [`SHARDS`] independent trees run on their own threads (root parallelism)
//! and adds their root counts: a fixed number of shards keeps an iteration budget's choice the same on any
//! number of cores. `normal` on wall time (the table) grows one tree on up to [`MAX_TABLE_THREADS`] threads
//! (tree parallelism): each thread draws its own worlds, lists and plays their moves alone, and holds the tree
//! only for each step's choice, counting a visit on the edge it takes (a virtual loss, so the other thread tries
//! other moves meanwhile), and to credit the value. An iteration budget keeps one thread, so that a seed reproduces
//! every move; the walk, the virtual visits and the credit are the same code on one thread or two.

use std::sync::Mutex;

use galleon_rules::Seat;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::budget::Stop;
use crate::{AiGame, Budget};

/// Independent searches `hard` runs at once.
pub const SHARDS: u32 = 4;
/// Most threads one wall-time search shares its tree with: a table's bot leaves a bigger machine's other cores
/// to the other tables (two threads already gained only ×1.1–1.5 on the 2-core machine, see `docs/ai.md`).
pub const MAX_TABLE_THREADS: usize = 2;
/// UCB's exploration constant for values in 0..1.
const EXPLORATION: f64 = 0.7;

/// What the iterations found about one root candidate.
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

/// The root candidates' statistics summed over `shards` searches (on their own threads when more than one); a
/// wall-time search of one shard grows one tree on the table's threads instead.
pub fn search<G: AiGame>(
    state: &G,
    seat: Seat,
    candidates: &[G::Action],
    budget: Budget,
    shards: u32,
    seed: u64,
) -> Vec<Arm> {
    if shards <= 1 && matches!(budget, Budget::Time(_)) {
        let stop = Stop::new(budget, 0, 1);
        return grow_shared(state, seat, candidates, stop, table_threads(), seed).root_arms();
    }
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

/// The threads of a wall-time search with one tree: every core, at most [`MAX_TABLE_THREADS`].
fn table_threads() -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.min(MAX_TABLE_THREADS) as u32
}

fn search_shard<G: AiGame>(state: &G, seat: Seat, candidates: &[G::Action], stop: Stop, seed: u64) -> Vec<Arm> {
    grow_shared(state, seat, candidates, stop, 1, seed).root_arms()
}

/// One tree grown by `threads` threads until `stop` (which applies to each thread): each draws its worlds and
/// plays them out on its own, and holds the tree only for each step of its walk down and for the credit.
fn grow_shared<G: AiGame>(
    state: &G,
    seat: Seat,
    candidates: &[G::Action],
    stop: Stop,
    threads: u32,
    seed: u64,
) -> Tree<G::Action> {
    let tree = Mutex::new(Tree::new(seat, candidates, seed));
    let grow = |thread: u32| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(thread as u64));
        let mut done = 0;
        while !stop.done(done) {
            iterate(&tree, state.resample(seat, &mut rng), &mut rng);
            done += 1;
        }
    };
    if threads <= 1 {
        grow(0);
    } else {
        std::thread::scope(|scope| {
            for thread in 0..threads {
                scope.spawn(move || grow(thread));
            }
        });
    }
    tree.into_inner().expect("search tree")
}

/// One iteration in `world`: walk down and expand, play out, credit. The tree is held only for each step's
/// choice and for the credit: listing a world's moves and playing them are done without it.
fn iterate<G: AiGame>(tree: &Mutex<Tree<G::Action>>, mut world: G, rng: &mut ChaCha8Rng) {
    let descent = descend(tree, &mut world, rng);
    let values = descent.play_out(world, rng);
    hold(tree).credit(&descent.path, &values);
}

fn hold<A>(tree: &Mutex<Tree<A>>) -> std::sync::MutexGuard<'_, Tree<A>> {
    tree.lock().expect("search tree")
}

/// Selects and expands from the root in `world`, applying the moves chosen, and counts a visit on every edge
/// of the path at once: a thread sharing the tree then sees the moves in flight as tried and not (yet) won, and
/// goes elsewhere (a "virtual loss"); the value comes with [`Tree::credit`].
fn descend<G: AiGame>(tree: &Mutex<Tree<G::Action>>, world: &mut G, rng: &mut ChaCha8Rng) -> Descent {
    let (seat, seed) = {
        let tree = hold(tree);
        (tree.seat, tree.seed)
    };
    let mut path = Vec::new();
    let mut node = 0;
    while let Some(actor) = actor(world, seat, node) {
        // The root's candidates are fixed; below, this world's moves.
        let moves = (node != 0).then(|| {
            let mut node_rng = ChaCha8Rng::seed_from_u64(seed ^ (node as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            world.candidates(actor, &mut node_rng)
        });
        let (edge, fresh, action) = hold(tree).take(node, actor, moves, rng);
        path.push(Step {
            node,
            edge,
            seat: actor,
        });
        if world.apply(actor, &action).is_err() {
            // Only a root candidate can be refused (the others come from this world): a loss.
            return Descent { path, refused: true };
        }
        node = hold(tree).child(node, edge);
        if fresh {
            break;
        }
    }
    Descent { path, refused: false }
}

/// Who acts at `node` in `world`: the deciding `seat` at the root, else the first seat to act.
fn actor<G: AiGame>(world: &G, seat: Seat, node: usize) -> Option<Seat> {
    if world.is_over() {
        return None;
    }
    if node == 0 {
        return Some(seat);
    }
    world.first_to_act()
}

/// A move tried at a node: who played it, what it found, and the node it leads to.
struct Edge<A> {
    seat: Seat,
    action: A,
    visits: u32,
    total: f64,
    /// Iterations in which this move was legal at its node.
    available: u32,
    child: Option<usize>,
}

struct Node<A> {
    edges: Vec<Edge<A>>,
}

/// One search's tree: nodes in a vector, the root first.
struct Tree<A> {
    seat: Seat,
    nodes: Vec<Node<A>>,
    seed: u64,
}

impl<A: Clone + PartialEq> Tree<A> {
    fn new(seat: Seat, candidates: &[A], seed: u64) -> Self {
        let edges = candidates
            .iter()
            .map(|action| Edge {
                seat,
                action: action.clone(),
                visits: 0,
                total: 0.0,
                available: 0,
                child: None,
            })
            .collect();
        Tree {
            seat,
            nodes: vec![Node { edges }],
            seed,
        }
    }

    /// Chooses the edge to follow at `node` among `moves` (None at the root: its candidates) and counts its
    /// visit; returns it, whether it was just tried for the first time (the expansion), and its move.
    fn take(&mut self, node: usize, actor: Seat, moves: Option<Vec<A>>, rng: &mut ChaCha8Rng) -> (usize, bool, A) {
        let (edge, fresh) = self.select(node, actor, moves, rng);
        let edge_ref = &mut self.nodes[node].edges[edge];
        edge_ref.visits += 1;
        (edge, fresh, edge_ref.action.clone())
    }

    /// The node `edge` of `node` leads to, added on its first visit.
    fn child(&mut self, node: usize, edge: usize) -> usize {
        if let Some(child) = self.nodes[node].edges[edge].child {
            return child;
        }
        self.nodes.push(Node { edges: Vec::new() });
        let child = self.nodes.len() - 1;
        self.nodes[node].edges[edge].child = Some(child);
        child
    }

    /// Adds each seat's value to the edges of `path` it played (their visits were counted on the way down).
    fn credit(&mut self, path: &[Step], values: &[(Seat, f64)]) {
        for step in path {
            let value = values.iter().find(|(seat, _)| *seat == step.seat).map_or(0.0, |v| v.1);
            self.nodes[step.node].edges[step.edge].total += value;
        }
    }

    /// The edge to follow at `node`, and whether it was just tried for the first time (the expansion).
    fn select(&mut self, node: usize, actor: Seat, moves: Option<Vec<A>>, rng: &mut ChaCha8Rng) -> (usize, bool) {
        let legal = self.legal_edges(node, actor, moves);
        for &e in &legal {
            self.nodes[node].edges[e].available += 1;
        }
        let untried: Vec<usize> = legal
            .iter()
            .copied()
            .filter(|&e| self.nodes[node].edges[e].visits == 0)
            .collect();
        if !untried.is_empty() {
            // The root tries its candidates in order (as a flat search would); below, in random order.
            let pick = if node == 0 { 0 } else { rng.gen_range(0..untried.len()) };
            return (untried[pick], true);
        }
        let edges = &self.nodes[node].edges;
        let ucb = |e: usize| {
            let edge = &edges[e];
            edge.total / edge.visits as f64
                + EXPLORATION * ((edge.available.max(1) as f64).ln() / edge.visits as f64).sqrt()
        };
        let best = legal
            .iter()
            .copied()
            .max_by(|&a, &b| ucb(a).partial_cmp(&ucb(b)).expect("finite values"))
            .expect("a node with moves");
        (best, false)
    }

    /// The indices of `node`'s edges for `moves` (all of them at the root), adding edges for moves never seen
    /// there.
    fn legal_edges(&mut self, node: usize, actor: Seat, moves: Option<Vec<A>>) -> Vec<usize> {
        let Some(moves) = moves else {
            return (0..self.nodes[node].edges.len()).collect();
        };
        let edges = &mut self.nodes[node].edges;
        // A node's worlds mostly list the same moves in the same order: look right after the last match first
        // (a node's edges are distinct, so this finds the edge a scan from the start would).
        let mut next = 0;
        moves
            .into_iter()
            .map(|action| {
                let same = |e: &Edge<A>| e.seat == actor && e.action == action;
                let known = match edges.get(next) {
                    Some(e) if same(e) => Some(next),
                    _ => edges.iter().position(same),
                };
                let index = known.unwrap_or_else(|| {
                    edges.push(Edge {
                        seat: actor,
                        action,
                        visits: 0,
                        total: 0.0,
                        available: 0,
                        child: None,
                    });
                    edges.len() - 1
                });
                next = index + 1;
                index
            })
            .collect()
    }

    /// What the iterations found about the root's candidates.
    fn root_arms(&self) -> Vec<Arm> {
        self.nodes[0]
            .edges
            .iter()
            .map(|e| Arm {
                visits: e.visits,
                total: e.total,
            })
            .collect()
    }
}

/// One move of a descent: the edge taken at a node, and who played it.
struct Step {
    node: usize,
    edge: usize,
    seat: Seat,
}

/// The path of one iteration through the tree.
struct Descent {
    path: Vec<Step>,
    /// The world refused a root candidate: the iteration counts as a loss, with no play-out.
    refused: bool,
}

impl Descent {
    /// Plays the world on and scores it once for each seat on the path.
    fn play_out<G: AiGame>(&self, mut world: G, rng: &mut ChaCha8Rng) -> Vec<(Seat, f64)> {
        let mut values: Vec<(Seat, f64)> = Vec::new();
        if self.refused {
            return values;
        }
        let depth = world.rollout_depth();
        play_on(&mut world, depth, rng);
        for step in &self.path {
            if !values.iter().any(|(seat, _)| *seat == step.seat) {
                values.push((step.seat, world.evaluate(step.seat)));
            }
        }
        values
    }
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
        let Some(actor) = world.first_to_act() else { break };
        let Some(action) = world.rollout_action(actor, rng) else {
            break;
        };
        if world.apply(actor, &action).is_err() {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use galleon_rules::puerto_rico::PuertoRico;
    use galleon_rules::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use std::sync::Mutex;
    use std::time::Duration;

    use super::{grow_shared, iterate, search, Tree};
    use crate::budget::Stop;
    use crate::{AiGame, Budget};

    /// A Puerto Rico position after `moves` random moves.
    fn position(moves: usize) -> PuertoRico {
        let mut game = PuertoRico::new(4, &Default::default(), 3).expect("a new game");
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..moves {
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).expect("a move");
            game.apply(seat, &action).expect("a legal move");
        }
        game
    }

    /// A decision on the position after 40 moves: the state, its seat, the root's candidates and the generator
    /// that drew them.
    fn decision() -> (
        PuertoRico,
        galleon_rules::Seat,
        Vec<<PuertoRico as Game>::Action>,
        ChaCha8Rng,
    ) {
        let state = position(40);
        let seat = state.to_act()[0];
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let candidates = state.resample(seat, &mut rng).candidates(seat, &mut rng);
        (state, seat, candidates, rng)
    }

    /// Two threads grow one tree: every iteration of both is counted at the root once (no update lost to the
    /// other thread), and the tree keeps the invariants of a tree grown on one thread.
    #[test]
    fn two_threads_grow_one_tree_and_lose_no_iteration() {
        let (state, seat, candidates, _) = decision();
        let stop = Stop::new(Budget::Iterations(300), 0, 1);
        let tree = grow_shared(&state, seat, &candidates, stop, 2, 9);
        let root_visits: u32 = tree.nodes[0].edges.iter().map(|e| e.visits).sum();
        assert_eq!(root_visits, 600, "each of the two threads makes 300 iterations");
        assert_invariants(&tree);
        let arms = search(&state, seat, &candidates, Budget::Time(Duration::from_millis(30)), 1, 9);
        assert!(
            arms.iter().map(|a| a.visits).sum::<u32>() > 0,
            "a timed search made no iteration"
        );
    }

    /// Every edge was chosen at most as often as it was available, and no child more often than its edge.
    fn assert_invariants<A>(tree: &Tree<A>) {
        for edge in tree.nodes.iter().flat_map(|n| &n.edges) {
            assert!(
                edge.available >= edge.visits,
                "a move chosen more often than it was available"
            );
            assert!(edge.total <= edge.visits as f64, "a value above one per visit");
            if let Some(child) = edge.child {
                let below: u32 = tree.nodes[child].edges.iter().map(|e| e.visits).sum();
                assert!(below <= edge.visits, "a child visited more often than its edge");
            }
        }
    }

    /// The search is a tree, not a flat comparison: after some iterations, nodes below the root hold moves of
    /// the other seats, tried more than once, and every edge's visits add up to its node's.
    #[test]
    fn the_tree_grows_below_the_root_with_every_seat_playing() {
        let (state, seat, candidates, mut rng) = decision();
        let tree = Mutex::new(Tree::new(seat, &candidates, 9));
        for _ in 0..400 {
            iterate(&tree, state.resample(seat, &mut rng), &mut rng);
        }
        let tree = tree.into_inner().unwrap();
        let root_visits: u32 = tree.nodes[0].edges.iter().map(|e| e.visits).sum();
        assert_eq!(root_visits, 400);
        let deep = tree.nodes[1..]
            .iter()
            .flat_map(|n| &n.edges)
            .filter(|e| e.visits > 1)
            .collect::<Vec<_>>();
        assert!(!deep.is_empty(), "no move below the root was tried twice");
        assert!(
            deep.iter().any(|e| e.seat != seat),
            "the other seats never chose in the tree"
        );
        assert_invariants(&tree);
    }
}
