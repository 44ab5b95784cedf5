//! Phase 6 (drought) and the final drought.
//!
//! Drought: every green tile without water loses one worker, or, having none, becomes a desert. Final drought:
//! every green tile without water becomes a desert, workers or not. Workers taken off go back to their owner's
//! supply; a palm goes with its desert.

use crate::santiago::events::{Event, SquareSet};
use crate::santiago::geometry::squares_in;
use crate::santiago::Santiago;

impl Santiago {
    /// Green tiles without water.
    fn dry_tiles(&self) -> u64 {
        self.board.green() & !self.board.irrigated()
    }

    pub(crate) fn drought(&mut self) {
        let (mut dried, mut deserts) = (0, 0);
        for square in squares_in(self.dry_tiles()) {
            let plot = self.board.plot_mut(square).expect("a dry tile");
            if plot.workers > 0 {
                plot.workers -= 1;
                let owner = plot.owner().expect("only owned tiles hold workers");
                self.workers[owner] += 1;
                dried |= square.bit();
            } else {
                self.board.make_desert(square);
                deserts |= square.bit();
            }
        }
        self.log(Event::Drought {
            dried: SquareSet(dried),
            deserts: SquareSet(deserts),
        });
    }

    pub(crate) fn final_drought(&mut self) {
        let deserts = self.dry_tiles();
        for square in squares_in(deserts) {
            if let Some((owner, workers)) = self.board.make_desert(square) {
                self.workers[owner] += workers;
            }
        }
        self.log(Event::FinalDrought {
            deserts: SquareSet(deserts),
        });
    }
}
