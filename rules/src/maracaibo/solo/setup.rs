//! Solo set-up: the 2-player set-up for the human alone (8 A cards, 2 careers, 8 doubloons), then Jeanne on
//! seat 1 — ship and explorer at the start, VP and influence on 0, no doubloons, combat points, spies, cards or
//! ship board — and her Automa deck: per level the A / B / C counts of the French solo rules (docs/maracaibo.md,
//! Solo), each letter's pile shuffled, the first cards of each taken, the deck shuffled. Her draws come after the
//! whole classic set-up, from the same seeded generator.

use rand::seq::SliceRandom;

use super::LEVEL_IDS;
use crate::error::{keys as common_keys, RuleError};
use crate::maracaibo::content::automa::Letter;
use crate::maracaibo::content::common::Code;
use crate::maracaibo::content::difficulty::Level;
use crate::maracaibo::content::ContentPack;
use crate::maracaibo::state::{Player, Solo, Spies, State};

/// Seats of the solo game's content set-up ("as for 2 players").
pub const SOLO_SEATS: usize = 2;

impl State {
    /// A solo game against Jeanne at `level` 1 (very easy) … 5 (very hard), with classic card 75.
    pub fn new_solo(pack: &ContentPack, level: u8, seed: u64) -> Result<State, RuleError> {
        Self::new_solo_classic(pack, level, Level::Easy, seed)
    }

    /// A solo game at Automa `level` with the classic card of `classic`.
    pub fn new_solo_classic(pack: &ContentPack, level: u8, classic: Level, seed: u64) -> Result<State, RuleError> {
        let counts = automa_deck_counts(pack, level)?;
        let mut state = Self::build(pack, SOLO_SEATS, 1, classic, seed)?;
        state.players.push(jeanne(pack));
        let deck = state.shuffle_automa_deck(pack, counts);
        state.solo = Some(Solo {
            level,
            deck,
            discard: Vec::new(),
            discs_removed: 0,
            cards: Vec::new(),
        });
        Ok(state)
    }

    fn shuffle_automa_deck(&mut self, pack: &ContentPack, counts: [u8; 3]) -> Vec<usize> {
        let mut deck = Vec::new();
        for (letter, &count) in Letter::ALL.iter().zip(&counts) {
            let mut pile: Vec<usize> = (0..pack.automa.cards.len())
                .filter(|&c| pack.automa.cards[c].letter == *letter)
                .collect();
            pile.shuffle(&mut self.rng);
            deck.extend(pile.into_iter().take(count as usize));
        }
        deck.shuffle(&mut self.rng);
        deck
    }
}

/// The A / B / C counts of a level (1–5), refused with a clear error otherwise.
pub fn automa_deck_counts(pack: &ContentPack, level: u8) -> Result<[u8; 3], RuleError> {
    let bad = || {
        RuleError::new(common_keys::BAD_OPTION_VALUE)
            .text("name", "level")
            .text("value", level)
    };
    let id = LEVEL_IDS.get((level as usize).wrapping_sub(1)).ok_or_else(bad)?;
    let found = pack.automa.levels.iter().find(|l| l.id == *id).ok_or_else(bad)?;
    Ok(found.deck)
}

/// Jeanne's pieces: ship and explorer at the start, everything else empty.
fn jeanne(pack: &ContentPack) -> Player {
    let mut player = crate::maracaibo::setup::new_player(pack, 1, &[], &[]);
    player.doubloons = 0;
    player.combat_points = 0;
    player.doubloon_income = 0;
    player.vp_income = 0;
    player.discs = Vec::new();
    player.spies = Spies::default();
    player
}
