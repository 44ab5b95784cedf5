//! Set-up: shuffle and stack the tiles (one removed face up with 3–4 players), 10 escudos, 22 workers and a
//! personal canal each, the general canals, the first overseer, then the spring (chosen or random) and the palms.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::error::{keys, RuleError};
use crate::game::{Game, Seat};
use crate::santiago::board::{Board, ALL_SQUARES};
use crate::santiago::data::{self, Options, Spring, MAX_PLAYERS, PALMS, START_MONEY, WORKERS_PER_PLAYER};
use crate::santiago::events::{Event, EventLog, SquareSet};
use crate::santiago::geometry::{squares_in, Intersection, INTERSECTIONS};
use crate::santiago::{Phase, Santiago};

impl Santiago {
    pub(crate) fn setup(players: usize, options: Options, seed: u64) -> Result<Santiago, RuleError> {
        let range = <Santiago as Game>::PLAYERS;
        if !range.contains(&players) {
            return Err(RuleError::new(keys::PLAYER_COUNT)
                .with("min", range.start())
                .with("max", range.end())
                .with("count", players));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut deck = data::all_tiles();
        deck.shuffle(&mut rng);
        let overseer = rng.gen_range(0..players) as u8;
        let mut game = Santiago {
            players: players as u8,
            options,
            rng,
            round: 0,
            phase: Phase::Spring,
            actor: overseer,
            step: 0,
            overseer,
            money: seated(players, START_MONEY),
            workers: seated(players, WORKERS_PER_PLAYER),
            personal_canals: seated(players, true),
            supply_canals: data::rounds(players),
            board: Board::default(),
            deck,
            auction: [None; MAX_PLAYERS],
            bids: [None; MAX_PLAYERS],
            order: [0; MAX_PLAYERS],
            proposals: [None; MAX_PLAYERS - 1],
            events: EventLog::default(),
        };
        if let Some(tile) = game.removed_tile() {
            game.log(Event::TileRemoved { tile });
        }
        if options.spring == Spring::Random {
            let at = Intersection::from_index(game.rng.gen_range(0..INTERSECTIONS));
            game.place_spring(at, None);
            game.start_round();
        }
        Ok(game)
    }

    /// `spring <intersection>` by the first overseer.
    pub(crate) fn choose_spring(&mut self, at: Intersection) -> Result<(), RuleError> {
        self.place_spring(at, Some(self.overseer as Seat));
        self.start_round();
        Ok(())
    }

    fn place_spring(&mut self, at: Intersection, seat: Option<Seat>) {
        self.board.set_spring(at);
        self.log(Event::SpringPlaced { seat, at });
        if self.options.palms {
            self.place_palms(at);
        }
    }

    /// Palms go at random on squares away from the spring and from each other (rulings 9 in the module doc).
    fn place_palms(&mut self, spring: Intersection) {
        let near_spring = squares_in(spring.squares()).fold(spring.squares(), |acc, s| acc | s.neighbours());
        let mut free = ALL_SQUARES & !near_spring;
        let mut palms = 0;
        for _ in 0..PALMS {
            let candidates: Vec<_> = squares_in(free).collect();
            let square = candidates[self.rng.gen_range(0..candidates.len())];
            palms |= square.bit();
            free &= !(square.bit() | square.surroundings());
        }
        self.board.set_palms(palms);
        self.log(Event::PalmsPlaced {
            squares: SquareSet(palms),
        });
    }
}

/// `value` for every seated player, the default for the unused slots.
fn seated<T: Copy + Default>(players: usize, value: T) -> [T; MAX_PLAYERS] {
    std::array::from_fn(|seat| if seat < players { value } else { T::default() })
}
