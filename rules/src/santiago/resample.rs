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

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    use super::*;
    use crate::game::Game;
    use crate::santiago::data::{Money, Options, TILES};

    fn rng(seed: u64) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(seed)
    }

    /// A random game of `players` with hidden money, played until round `round` begins.
    fn at_round(players: usize, round: u8, seed: u64) -> Santiago {
        let options = Options {
            money: Money::Hidden,
            ..Options::default()
        };
        let mut game = Santiago::new(players, &options, seed).unwrap();
        let mut rng = rng(seed);
        while game.round < round {
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
        game
    }

    #[test]
    fn only_the_face_down_tiles_are_dealt_again_and_every_purse_is_kept() {
        for (players, round) in [(3, 1), (4, 5), (5, 8)] {
            let game = at_round(players, round, players as u64);
            let hidden: HashSet<usize> = game.face_down_positions().into_iter().collect();
            assert_eq!(hidden.len(), game.tiles_in_stacks());
            let mut dealt = HashSet::new();
            for sample in 0..8 {
                let other = game.resample(1, &mut rng(sample));
                for i in (0..TILES).filter(|i| !hidden.contains(i)) {
                    assert_eq!(other.deck[i], game.deck[i], "a tile already seen moved");
                }
                let mut before = game.deck.to_vec();
                let mut after = other.deck.to_vec();
                before.sort_unstable();
                after.sort_unstable();
                assert_eq!(before, after, "the same 45 tiles");
                assert_eq!(other.money, game.money, "money is public history, even hidden");
                assert_eq!(other.removed_tile(), game.removed_tile());
                dealt.insert(other.deck);
            }
            assert_eq!(dealt.len(), 8, "the face-down tiles are dealt again");
        }
    }

    #[test]
    fn the_original_order_of_the_stacks_does_not_show_through() {
        let game = at_round(4, 3, 11);
        let mut shuffled = game.clone();
        let hidden = game.face_down_positions();
        let mut tiles: Vec<Tile> = hidden.iter().map(|&i| game.deck[i]).collect();
        tiles.shuffle(&mut rng(99));
        for (&i, tile) in hidden.iter().zip(tiles) {
            shuffled.deck[i] = tile;
        }
        assert_ne!(shuffled.deck, game.deck);
        assert_eq!(game.resample(0, &mut rng(5)), shuffled.resample(0, &mut rng(5)));
    }

    #[test]
    fn after_the_last_round_turned_up_nothing_is_face_down() {
        let game = at_round(5, 9, 4);
        assert!(game.face_down_positions().is_empty());
        assert_eq!(game.resample(2, &mut rng(1)).deck, game.deck);
    }
}
