//! Puerto Rico at the table: the board as text, the private view (VP chips), move labels, and the verb
//! commands `/role /plant /hacienda /colonists /build /craft /sell /ship /keep /pass`, and for the expansion
//! `/pick` (the draft) and `/guests` (Guest House), with options on `/plant` and `/hacienda` (forest), `/build`
//! (Black Market), `/sell` (Trading Post), `/ship` (`small-wharf`) and `/keep` (`loose`, Storehouse).
//!
//! Rendering uses only the engine's public types. Names come from the translation files (`pr-role-*`,
//! `pr-good-*`, `pr-building-*`…); French names are those of the French rules (planteur, intendant, maçon…).
//!
//! Rulings:
//! - `/colonists` without an arrangement plays the engine's suggested arrangement (its first suggestion): the
//!   seat's draft once it made a step.
//! - Mayor step by step: the board's buttons for a seat placing colonists are its draft (or the suggested
//!   arrangement), which places it at once, then one-colonist steps ("Move 1 from quarry to coffee"); after a
//!   step the board shows the seat's draft under its city, and `/play move:confirm` (or the first button)
//!   places it. Steps are typed as `move 1 from quarry to coffee` (French `déplacer 1 de carrière à café`).
//! - Forced moves: every forced move is played by the host (a Mayor with a single arrangement, a single
//!   possible load, a forced storage choice): none reveals a secret (VP chips are never part of a move).
//! - `/hacienda` is an extra verb for the Hacienda's face-down draw (the issue lists the others).
//! - `/role`, `/plant` and `/build` take an optional `colonist:no-colonist`, which declines the free colonist
//!   (Mayor's privilege, Hospice, University) where the engine offers it; its buttons read "… (no colonist)".
//! - The board lists, in this order: round and phase, roles, colonists and VP chips left, cargo ships, trading
//!   house, barrels in supply, face-up plantations, every player (forests counted on the island), the buildings
//!   in play by cost with their VP and the copies left (in every phase: players plan their builds;
//!   during the draft followed by who picks and the candidates left per cost), then the latest public events
//!   (up to 8, newest kept, as many as fit so the board stays one message of the transport). A crowded board uses
//!   the short names players say (`pr-short-*`: « raffinerie », `Small Indigo`), never abbreviations, to fit;
//!   only the buildings for sale on the most crowded boards (5 players late in a game) are abbreviated
//!   (`pr-abbr-*`: `S.Indigo`).
//! - Each decision says what it does (`puerto_rico/prompts.rs`): a `▶` line under the phase line, full when the
//!   board keeps room for a couple of the latest moves, else short (names and a pointer to `/help`), never in
//!   place of a fact; `/help` explains each role and choice; `/hand` of the Builder and the Trader lists its own
//!   prices. On a crowded board the buildings in play take a tight form (short names and copies left); where even
//!   that does not fit, a line sends the reader to `/info <building>`.
//! - The draft's verb is `/pick` (French `/retenir`: `choisir` would read as choosing a role); its autocomplete
//!   and buttons list the candidates in the building table's order (base buildings first).
//! - Optional choice options (`forest`, `trading-post`, `colonist`) hold only their own value, so
//!   `plant corn no-colonist` is never read as a forest. `/keep` takes `one` or, with a Storehouse, `loose`.

mod board;
mod info;
mod labels;
mod lines;
mod private;
mod prompts;
pub(crate) mod reveals;
mod typed;
mod verbs;
mod words;

use galleon_rules::puerto_rico::{Action, PrivateView, PublicView, PuertoRico};
use galleon_rules::Seat;

use super::{RenderCx, Verb};
use crate::base::doc::Doc;
use crate::base::io::{Locale, OptionShape};
use crate::games::Commands;
use crate::games::Engine;
use crate::games::Picture;
use crate::games::Secrets;
use crate::games::Tableau;
use crate::games::Text;

pub use info::{info, info_topics, look};

pub struct PuertoRicoModule;

impl Engine for PuertoRicoModule {
    type G = PuertoRico;
}

impl Text for PuertoRicoModule {
    fn board(&self, view: &PublicView, cx: &RenderCx) -> Doc {
        board::board(view, cx).0
    }

    fn board_measured(&self, view: &PublicView, cx: &RenderCx) -> (Doc, usize) {
        board::board(view, cx)
    }

    fn private(&self, view: &PrivateView, cx: &RenderCx) -> Doc {
        private::private(view, cx)
    }

    fn private_in(&self, game: &PuertoRico, view: &PrivateView, cx: &RenderCx) -> Doc {
        private::private_in(game, view, cx)
    }

    fn help(&self, locale: Locale) -> Option<Doc> {
        Some(Doc::parse(&prompts::help(locale)))
    }

    fn move_label(&self, action: &Action, cx: &RenderCx) -> String {
        labels::move_label(action, cx)
    }

    fn log_stage(&self, game: &PuertoRico, cx: &RenderCx) -> Option<String> {
        labels::log_stage(game, cx)
    }

    fn log_label(&self, game: &PuertoRico, seat: Seat, action: &Action, cx: &RenderCx) -> Option<String> {
        labels::log_label(game, seat, action, cx)
    }

    fn word(&self, word: &str, locale: Locale) -> Option<String> {
        words::known_word(word, locale)
    }

    fn phrasebook(&self) -> &crate::games::phrasebook::Phrasebook {
        typed::phrasebook()
    }

    fn terms(&self) -> super::glossary::Terms {
        super::glossary::Terms {
            prefix: "pr",
            ids: &[
                "vp-chips",
                "governor",
                "role",
                "colonist",
                "doubloon",
                "barrel",
                "plantation",
                "building",
                "island",
                "city",
                "privilege",
                "tie-break",
            ],
        }
    }

    fn tiebreak_key(&self) -> Option<&'static str> {
        Some("pr-tiebreak")
    }
}

impl Commands for PuertoRicoModule {
    fn start_options(&self) -> Vec<OptionShape> {
        verbs::start_options()
    }

    fn verbs(&self) -> Vec<Verb> {
        verbs::verbs()
    }
}

impl Secrets for PuertoRicoModule {
    fn revealed(
        &self,
        before: &PuertoRico,
        _seat: usize,
        _action: &Action,
        after: &PuertoRico,
    ) -> Option<&'static str> {
        reveals::revealed(before, after)
    }

    fn confirm_button(&self, game: &PuertoRico, seat: usize, action: &Action) -> bool {
        reveals::confirm(game, seat, action)
    }
}

impl Tableau for PuertoRicoModule {
    fn look(&self, game: &PuertoRico, seat: usize, cx: &RenderCx) -> Option<Doc> {
        Some(Doc::parse(&look(game, seat, cx)))
    }

    fn info(&self, game: &PuertoRico, query: &str, cx: &RenderCx) -> Option<Doc> {
        info(game, query, cx).map(|text| Doc::parse(&text))
    }

    fn info_topics(&self, game: &PuertoRico, cx: &RenderCx) -> Vec<(String, String)> {
        info_topics(game, cx)
    }
}

impl Picture for PuertoRicoModule {
    fn board_image(
        &self,
        view: &galleon_rules::puerto_rico::PublicView,
        outcome: Option<&galleon_rules::Outcome>,
        names: &[String],
        words: &dyn galleon_images::Words,
    ) -> Option<galleon_images::Image> {
        Some(galleon_images::puerto_rico(view, outcome, names, words))
    }
}

#[cfg(test)]
pub(crate) mod tests;
