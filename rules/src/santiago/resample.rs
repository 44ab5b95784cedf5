//! [`Santiago`]'s resampling ([`crate::Game::resample`]): a state one seat cannot tell from this one.
//!
//! Rulings (what a seat knows):
//! 1. **Tiles**: a tile turned up (on auction or placed) and, with 3–4 players, the tile removed face up at
//!    set-up stay where they are. The tiles still face down in the stacks are unknown to everybody: they are
//!    dealt again at random into the same face-down positions (from a canonical order, so the original order
//!    cannot show through).
//! 2. **Money** (`money:hidden` included) is kept: every change to a purse is public as it happens — everybody
//!    starts with the same escudos, the income is the same fixed amount for all, and every payment is spoken
//!    or logged with its amount (bids paid at placement, accepted bribes and supports, the overseer's payment
//!    for building elsewhere). A seat that followed the game can always tell every purse, so hiding money only
//!    tests the players' memory; resampling does not pretend otherwise.
//! 3. **Future random draws** (palms still to be placed when the spring is chosen): the generator is reseeded.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::game::Seat;
use crate::santiago::data::{self, Tile};
use crate::santiago::Santiago;

impl Santiago {
    pub(crate) fn resampled<R: Rng + ?Sized>(&self, _seat: Seat, rng: &mut R) -> Santiago {
        let mut state = self.clone();
        let hidden = self.face_down_positions();
        let mut tiles: Vec<Tile> = hidden.iter().map(|&i| self.deck[i]).collect();
        tiles.sort_unstable();
        tiles.shuffle(rng);
        for (&i, tile) in hidden.iter().zip(tiles) {
            state.deck[i] = tile;
        }
        state.rng = ChaCha8Rng::seed_from_u64(rng.gen());
        state
    }

    /// Indices into `deck` of the tiles nobody has seen: in each stack, those below the ones turned up so far.
    pub(crate) fn face_down_positions(&self) -> Vec<usize> {
        let rounds = self.rounds() as usize;
        let seen = self.round as usize;
        (0..data::stacks(self.players()))
            .flat_map(|stack| stack * rounds + seen..(stack + 1) * rounds)
            .collect()
    }
}
