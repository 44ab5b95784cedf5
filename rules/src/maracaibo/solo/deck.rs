//! Jeanne's Automa deck: she draws the top card each turn and discards it once carried out; when the
//! deck is empty her discards are shuffled into a new deck (with the state's generator).

use rand::seq::SliceRandom;

use crate::maracaibo::state::JeanneEvent;
use crate::maracaibo::state::State;

impl State {
    /// Draws Jeanne's next Automa card (index into `pack.automa.cards`), reshuffling first if needed.
    pub(crate) fn draw_automa_card(&mut self) -> usize {
        if self.solo_mut().deck.is_empty() {
            let mut deck = std::mem::take(&mut self.solo_mut().discard);
            deck.shuffle(&mut self.rng);
            self.solo_mut().deck = deck;
            self.jeanne_log(JeanneEvent::Reshuffled);
        }
        let card = self.solo_mut().deck.pop().expect("her deck holds at least 5 cards");
        self.jeanne_log(JeanneEvent::Drew { card });
        card
    }

    /// The card carried out goes onto her discard pile.
    pub(crate) fn discard_automa_card(&mut self, card: usize) {
        self.solo_mut().discard.push(card);
    }
}
