//! The `easy` level: each candidate move is played once in the seat's resampled world, followed by a few moves
//! of the light policy (so that a role or a bid shows its first effect), and the best evaluation is chosen.
//! One look per candidate: cheap, sensible, and easy to beat.

use galleon_rules::Seat;
use rand::Rng;

use crate::AiGame;

/// Light-policy moves after the candidate before judging it.
const LOOKAHEAD: usize = 8;

/// The best-looking candidate of `seat` in `seen` (a state already resampled for `seat`).
pub fn choose<G: AiGame, R: Rng + ?Sized>(seen: &G, seat: Seat, rng: &mut R) -> Option<G::Action> {
    let candidates = seen.candidates(seat, rng);
    let mut best: Option<(f64, usize)> = None;
    for (i, action) in candidates.iter().enumerate() {
        let mut world = seen.clone();
        if world.apply(seat, action).is_err() {
            continue;
        }
        let value = look_ahead(world, seat, rng) + rng.gen::<f64>() * 1e-6;
        if !matches!(best, Some((v, _)) if v >= value) {
            best = Some((value, i));
        }
    }
    best.map(|(_, i)| candidates[i].clone())
}

fn look_ahead<G: AiGame, R: Rng + ?Sized>(mut world: G, seat: Seat, rng: &mut R) -> f64 {
    crate::search::play_on(&mut world, LOOKAHEAD, rng);
    world.evaluate(seat)
}
