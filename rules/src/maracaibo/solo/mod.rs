//! The solo game against the Automa **Jeanne** (docs/maracaibo.md, "Solo: against Jeanne"), on galleon's
//! content. The human is seat 0; Jeanne plays every other turn, automatically and deterministically from the
//! state's seeded generator (her deck's shuffles are the only random draws she makes).
//!
//! # Design: Jeanne is `players[1]`, marked by [`State::solo`]
//!
//! Jeanne has a ship, an explorer, a VP marker, three influence markers, quest tiles and combat tokens like any
//! player, and the rules say her influence "counts as a human opponent's" for majorities and nobility. Keeping her
//! as `players[1]` lets the shared code stay correct without special cases: majorities and nobility
//! ([`super::scoring`]), explorers occupying and being passed ([`super::exploring`]), line crossings and end
//! places, influence overflow VP ([`super::tracks`]), market spaces "as for 2 players" (`players.len()` is 2),
//! ships back to Havana at the round end. What only she has (her Automa deck, her board's disc track, the display
//! cards she took) lives in [`Solo`]. The hooks in the shared modules are few and marked: her turn is played as
//! soon as it begins ([`State::start_turn`]), she has no set-up choice, she skips scoring step 1, and her income
//! and end bonuses replace the ship-board income ([`scoring`]). She holds no doubloons, combat points, spies,
//! cards in hand or ship zones (`discs` is empty), so no code path that uses them can give her anything.
//!
//! Files: [`setup`] (the 2-player set-up with her board and deck, the five levels), [`deck`] (drawing and
//! reshuffling), [`movement`] (her sailing), [`actions`] (her turn: quest, delivery or display card, the card's
//! actions), [`combat`] (her special combat), [`scoring`] (income and end bonuses), [`view`] (what the table
//! sees of her).
//!
//! # Rulings (where the solo rules are silent)
//!
//! 1. **Levels** 1–5 = very easy … very hard with the A/B/C counts of the French solo rules; the classic card is 75
//!    (easy) unless another classic level is asked for ([`State::new_solo_classic`]).
//! 2. **Who starts each round**: the player after the one who ended the previous round, as in the classic game,
//!    so the turns keep alternating across rounds; if you end a round, Jeanne opens the next one at once.
//! 3. **Fork choice**: at a fork she takes the card's branch, unless that branch leads to a gated city she may not
//!    stop at (L4 before her explorer reaches space 4), when she takes the other one.
//! 4. **Several quests at her stop**: the tiles of the location's quest slot in placement order come before L1's
//!    own city quest space, which is refilled from the pile as when you take it.
//! 5. **Market full or no disc left**: with all 22 discs gone she cannot deliver and takes the display card
//!    instead. A display shorter than the card's slot gives its rightmost card; an empty display gives nothing.
//!    The display is refilled at once. "Remove a disc" with no disc left removes nothing (the card's VP still
//!    count).
//! 6. **Explore**: of the moves the explorer rules allow, she stops on the nearest reachable quest space holding
//!    a tile (and takes the tile); otherwise she moves the full distance along the route with the
//!    fewest steps to the end (ties: the first branch listed). She still occupies spaces, counts as a line
//!    crosser and takes an end place, but scores nothing for lines or the end, gets no red-line influence and
//!    takes no space reward (she holds no doubloons, cards, spies or combat points to use them).
//! 7. **Combat token**: revealed from the pile holding more tokens (the first pile on a tie); with both piles
//!    empty every nation fights at the default value with no modifier. Her annex places a cube from the fighting
//!    nation's reserve, without the flag bonus and without annex's +1 influence: the solo text lists all she
//!    gains in her combat (step 4: the card's 2 or 3 influence, and 2 VP), and the annex is not on it. With that
//!    nation's reserve empty she annexes nothing and no cube leaves the game. "Lowest-numbered" follows content's annex order for flag cities
//!    (L4 only when her explorer reached its gate) and the map's location order for villages. A game of the
//!    first rules edition (saved before this ruling: [`crate::maracaibo::state::FIRST_EDITION`]) keeps annex's
//!    +1 influence for her, so that its log replays as it was played.
//! 8. **Guerrier** (C4): one more free village; with no free village, a cube of that nation leaves
//!    the game from its reserve instead, as the base rule's last step.
//! 9. **Homeward spaces** give her no homeward reward: she takes a display card there.
//! 10. **Income** at each interim scoring and at the final scoring (step 2): the board's income after `n` discs
//!     removed (delivered or removed by a card) + 1 VP per display card taken.
//! 11. **End bonuses**: her "emptied upgrade spaces" are floor(n / 2) for her n discs removed, against your
//!     emptied ship zones; explorers compare by the shortest remaining distance to the end, not counting emptied
//!     quest spaces (explorers skip them); on parallel branches of a fork (neither can reach the other) only the
//!     10 VP band applies.
//! 12. Her turn is logged as [`JeanneEvent`]s between her `TurnStarted` and the next event of another seat.
//! 13. **Your spy tax at her stop** (`perm.spy_tax`: "whenever a player, you included, stops…"): she plays her whole
//!     turn at once, so your choice (1 VP or 2 doubloons per card) waits: you settle it at the start of your next
//!     turn, before sailing, or, when her stop ends the round, before your scoring step-1 choice. In a game of the
//!     first rules edition (saved before this ruling) her stops tax no spy, as when it was played.

pub mod actions;
pub mod combat;
pub mod deck;
pub mod movement;
pub mod scoring;
pub mod setup;
pub mod view;

#[cfg(test)]
mod random_games;
#[cfg(test)]
mod tests;

use super::content::ContentPack;
use super::state::{Event, State};
use crate::game::Seat;

use super::state::{JeanneEvent, Solo};

/// Jeanne's seat; the human is seat 0.
pub const AUTOMA_SEAT: Seat = 1;
/// The human's seat.
pub const HUMAN_SEAT: Seat = 0;
/// Difficulty levels 1 (very easy) … 5 (very hard): their ids in `automa.toml`.
pub const LEVEL_IDS: [&str; 5] = ["very_easy", "easy", "medium", "hard", "very_hard"];

impl State {
    /// Whether `seat` is Jeanne.
    pub fn is_automa(&self, seat: Seat) -> bool {
        self.solo.is_some() && seat == AUTOMA_SEAT
    }

    pub(crate) fn solo_mut(&mut self) -> &mut Solo {
        self.solo.as_mut().expect("a solo game")
    }

    pub(crate) fn jeanne_log(&mut self, event: JeanneEvent) {
        self.log.push(Event::Jeanne(event));
    }

    /// Begins `seat`'s turn; Jeanne's is played and ended at once.
    pub(crate) fn start_turn(&mut self, pack: &ContentPack, seat: Seat) {
        self.begin_turn(seat);
        if self.is_automa(seat) {
            self.play_automa_turn(pack);
            self.end_turn(pack);
        }
    }
}
