//! Phase 3: in placement order each player pays his bid, takes a face-up tile and places it on any empty square
//! with its printed workers (one fewer for a passer). With 3 players the first of the order then places the 4th
//! tile, without worker, next to a tile that is not a desert (rulings 3 and 4 in the module doc).

use crate::error::RuleError;
use crate::game::Seat;
use crate::santiago::bidding::Bid;
use crate::santiago::board::Plot;
use crate::santiago::data::Tile;
use crate::santiago::errors;
use crate::santiago::events::Event;
use crate::santiago::geometry::{squares_in, Square};
use crate::santiago::{Phase, Santiago};

impl Santiago {
    /// This round's placement order (from phase 3 on).
    pub fn placement_order(&self) -> &[u8] {
        match self.phase {
            Phase::Spring | Phase::Bidding => &[],
            _ => &self.order[..self.players()],
        }
    }

    /// Workers `seat` puts on `tile` this round.
    pub(crate) fn workers_for(&self, seat: Seat, tile: Tile) -> u8 {
        match self.bid_of(seat) {
            Some(Bid::Pass) => tile.workers - 1,
            _ => tile.workers,
        }
    }

    /// Squares where the 3-player 4th tile may go: empty and bordering a green tile (any empty square if none).
    pub fn neutral_squares(&self) -> u64 {
        let green = self.board.green();
        let bordering = squares_in(self.board.empty()).fold(0, |acc, s| {
            if s.neighbours() & green != 0 {
                acc | s.bit()
            } else {
                acc
            }
        });
        if bordering == 0 {
            self.board.empty()
        } else {
            bordering
        }
    }

    /// `place <tile> <square>`, in phase 3 or for the 4th tile.
    pub(crate) fn place(&mut self, tile: Tile, square: Square) -> Result<(), RuleError> {
        let slot = self
            .auction
            .iter()
            .position(|t| *t == Some(tile))
            .ok_or_else(|| RuleError::new(errors::TILE_NOT_OFFERED).word("tile", tile))?;
        if self.board.plot(square).is_some() {
            return Err(RuleError::new(errors::SQUARE_TAKEN).word("square", square));
        }
        if self.phase == Phase::Neutral {
            if self.neutral_squares() & square.bit() == 0 {
                return Err(RuleError::new(errors::NEUTRAL_NOT_ADJACENT).word("square", square));
            }
            self.auction[slot] = None;
            self.place_neutral(tile, square);
        } else {
            self.auction[slot] = None;
            self.place_own(tile, square);
        }
        Ok(())
    }

    fn place_own(&mut self, tile: Tile, square: Square) {
        let seat = self.actor as Seat;
        let paid = match self.bid_of(seat) {
            Some(Bid::Escudos(amount)) => amount,
            _ => 0,
        };
        self.money[seat] -= paid;
        let workers = self.workers_for(seat, tile);
        self.workers[seat] -= workers;
        self.board.place(square, Plot::new(tile, Some(seat), workers));
        self.log(Event::Placed {
            seat,
            tile,
            square,
            workers,
            paid,
        });
        self.step += 1;
        if (self.step as usize) < self.players() {
            self.actor = self.order[self.step as usize];
        } else if self.players() == 3 {
            self.phase = Phase::Neutral;
            self.actor = self.order[0];
        } else {
            self.start_bribes();
        }
    }

    fn place_neutral(&mut self, tile: Tile, square: Square) {
        self.board.place(square, Plot::new(tile, None, 0));
        self.log(Event::NeutralPlaced {
            seat: self.actor as Seat,
            tile,
            square,
        });
        self.start_bribes();
    }
}
