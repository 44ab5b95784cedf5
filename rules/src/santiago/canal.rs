//! Phase 5: from the overseer's left, clockwise, each player still holding his personal canal may place it, free,
//! on an open position; the phase ends at the first one placed (once per game per player).

use crate::error::RuleError;
use crate::game::Seat;
use crate::santiago::events::Event;
use crate::santiago::geometry::Position;
use crate::santiago::{Phase, Santiago};

impl Santiago {
    /// Opens phase 5 with the first holder left of the overseer, or ends the round if nobody holds a canal.
    pub(crate) fn start_personal_canals(&mut self) {
        self.phase = Phase::PersonalCanal;
        self.step = 0;
        self.next_canal_holder();
    }

    /// Moves to the next holder after the `step` seats already asked, or ends the round.
    fn next_canal_holder(&mut self) {
        while (self.step as usize) < self.players() {
            let seat = self.seat_after_overseer(self.step as usize + 1);
            self.step += 1;
            if self.personal_canals[seat as usize] {
                self.actor = seat;
                return;
            }
        }
        self.end_round();
    }

    /// `canal <position>` / `canal pass`.
    pub(crate) fn personal_canal(&mut self, position: Option<Position>) -> Result<(), RuleError> {
        let seat = self.actor as Seat;
        match position {
            Some(position) => {
                self.check_open(position)?;
                self.board.build(position);
                self.personal_canals[seat] = false;
                self.log(Event::PersonalCanal { seat, position });
                self.end_round();
            }
            None => {
                self.log(Event::CanalPassed { seat });
                self.next_canal_holder();
            }
        }
        Ok(())
    }
}
