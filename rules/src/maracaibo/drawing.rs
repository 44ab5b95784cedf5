//! Phase C, drawing: one card at a time up to the hand limit (4, or 6 with ship zone U2), each from the
//! top of the draw pile or from the display for 1 doubloon (free with U3). The display is refilled only once the
//! player has finished drawing; an empty draw pile is rebuilt from the shuffled discard pile. A hand at or above
//! the limit draws nothing and discards nothing (a ruling). Planning-zone cards do not count.

use serde::{Deserialize, Serialize};

use super::content::ContentPack;
use super::keys;
use super::state::State;
use crate::error::RuleError;
use crate::game::Seat;

/// Doubloons a display card costs in Phase C.
pub const DISPLAY_CARD_COST: u32 = 1;

/// Where the next card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawSource {
    Pile,
    /// The display card at this slot (0 = leftmost).
    Display(usize),
}

impl State {
    fn display_cost(&self, pack: &ContentPack, seat: Seat) -> u32 {
        if self.players[seat].free_display(pack) {
            0
        } else {
            DISPLAY_CARD_COST
        }
    }

    /// Cards `seat` may still draw this Phase C.
    pub fn cards_to_draw(&self, pack: &ContentPack, seat: Seat) -> usize {
        let player = &self.players[seat];
        player.hand_limit(pack).saturating_sub(player.hand.len())
    }

    /// The sources `seat` may draw from now; empty when Phase C is over for them.
    pub fn draw_sources(&self, pack: &ContentPack, seat: Seat) -> Vec<DrawSource> {
        if self.cards_to_draw(pack, seat) == 0 {
            return Vec::new();
        }
        let mut sources = Vec::with_capacity(1 + self.board.display.len());
        if !self.board.draw_pile.is_empty() || !self.board.discard.is_empty() {
            sources.push(DrawSource::Pile);
        }
        if self.players[seat].doubloons >= self.display_cost(pack, seat) {
            sources.extend((0..self.board.display.len()).map(DrawSource::Display));
        }
        sources
    }

    /// Draws one card; on error nothing changes.
    pub fn draw(&mut self, pack: &ContentPack, seat: Seat, source: DrawSource) -> Result<(), RuleError> {
        if self.cards_to_draw(pack, seat) == 0 {
            return Err(RuleError::new(keys::HAND_FULL));
        }
        let card = match source {
            DrawSource::Pile => self.draw_top().ok_or_else(|| RuleError::new(keys::NOTHING_TO_DRAW))?,
            DrawSource::Display(slot) => {
                if slot >= self.board.display.len() {
                    return Err(RuleError::new(keys::NO_SUCH_DISPLAY_CARD).with("slot", slot + 1));
                }
                let cost = self.display_cost(pack, seat);
                if self.players[seat].doubloons < cost {
                    return Err(RuleError::new(keys::CANNOT_PAY).with("cost", cost));
                }
                self.players[seat].doubloons -= cost;
                self.board.display.remove(slot)
            }
        };
        self.players[seat].hand.push(card);
        Ok(())
    }

    /// Ends Phase C: the display is topped up to 4.
    pub fn finish_drawing(&mut self) {
        self.refill_display();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::content::difficulty::Level;

    fn pack() -> &'static ContentPack {
        ContentPack::default_pack()
    }

    /// A 2-player game with seat 0's set-up choice made (4 cards in hand).
    fn game() -> State {
        let mut state = State::new(pack(), 2, Level::Easy, 17).unwrap();
        let dealt = state.players[0].dealt.clone();
        state.choose_cards(0, dealt[0], [dealt[1], dealt[2], dealt[3]]).unwrap();
        state
    }

    #[test]
    fn a_full_hand_draws_nothing() {
        let mut state = game();
        assert_eq!(state.cards_to_draw(pack(), 0), 0);
        assert!(state.draw_sources(pack(), 0).is_empty());
        let before = state.clone();
        assert_eq!(
            state.draw(pack(), 0, DrawSource::Pile).unwrap_err().key,
            keys::HAND_FULL
        );
        assert_eq!(state, before);
        state.players[0].hand.push(state.board.draw_pile[0]);
        assert_eq!(
            state.cards_to_draw(pack(), 0),
            0,
            "above the limit: no draw, no discard"
        );
    }

    #[test]
    fn display_cards_cost_a_doubloon_and_are_replaced_only_after_drawing() {
        let mut state = game();
        state.players[0].hand.truncate(1);
        let display = state.board.display.clone();
        let top = *state.board.draw_pile.last().unwrap();
        let sources = state.draw_sources(pack(), 0);
        assert_eq!(sources[0], DrawSource::Pile);
        assert_eq!(sources.len(), 5);
        state.draw(pack(), 0, DrawSource::Display(2)).unwrap();
        state.draw(pack(), 0, DrawSource::Display(0)).unwrap();
        state.draw(pack(), 0, DrawSource::Pile).unwrap();
        let player = &state.players[0];
        assert_eq!(player.doubloons, 8 - 2);
        assert_eq!(player.hand[1..], [display[2], display[0], top]);
        assert_eq!(state.board.display, [display[1], display[3]]);
        assert!(state.draw_sources(pack(), 0).is_empty());
        state.finish_drawing();
        assert_eq!(state.board.display.len(), 4);
        assert_eq!(state.board.display[..2], [display[1], display[3]]);
    }

    #[test]
    fn upgrades_raise_the_hand_limit_and_make_the_display_free() {
        let mut state = game();
        let zone = |id: &str| pack().ship.zones.iter().position(|z| z.id == id).unwrap();
        state.players[0].discs[zone("U2")] = 0;
        assert_eq!(state.cards_to_draw(pack(), 0), 2);
        state.players[0].discs[zone("U3")] = 0;
        state.players[0].doubloons = 0;
        state.draw(pack(), 0, DrawSource::Display(3)).unwrap();
        assert_eq!((state.players[0].doubloons, state.players[0].hand.len()), (0, 5));
    }

    #[test]
    fn without_doubloons_only_the_pile_and_without_cards_nothing() {
        let mut state = game();
        state.players[0].hand.clear();
        state.players[0].doubloons = 0;
        assert_eq!(state.draw_sources(pack(), 0), [DrawSource::Pile]);
        let before = state.clone();
        assert_eq!(
            state.draw(pack(), 0, DrawSource::Display(0)).unwrap_err().key,
            keys::CANNOT_PAY
        );
        assert_eq!(
            state.draw(pack(), 0, DrawSource::Display(9)).unwrap_err().key,
            keys::NO_SUCH_DISPLAY_CARD
        );
        assert_eq!(state, before);
        state.board.draw_pile.clear();
        state.board.discard.clear();
        assert!(state.draw_sources(pack(), 0).is_empty());
        assert_eq!(
            state.draw(pack(), 0, DrawSource::Pile).unwrap_err().key,
            keys::NOTHING_TO_DRAW
        );
        state.players[0].doubloons = 1;
        assert_eq!(state.draw_sources(pack(), 0).len(), 4);
    }
}
