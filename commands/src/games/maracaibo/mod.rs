//! Maracaibo at the table: `/start` options (`level`, `pack`), the verb commands
//! `/sail /deliver /city /village /buy /quest /spy /combat /explore /draw /plan /career /invest /done` (each sugar
//! for one move of the engine's grammar, `rules/src/maracaibo/action.rs`, autocompleted from the legal moves),
//! the board, the private view (the hand with every card's cost, symbol and effect in words; set-up choices;
//! the decision to settle, and the first line of the seat's own tableau), move labels, `/help`, and `/look` /
//! `/info` ([`look`]).
//!
//! Rendering reads only the engine's views and the content pack named by the public view, so a hand can never
//! reach a channel post.
//!
//! Rulings:
//! - Decisions inside a turn (`nation`, `zone`, `pick`, `pay`, `boost`, `token`, `spies`, `cube`, `decline`)
//!   have no verb of their own (the issue lists none): they are played with `/play` (autocompleted) or the
//!   board's buttons, and the board says which one is awaited.
//! - A move naming a card of the seat's hand or of its set-up deal, or one of its offered careers, is never a
//!   board button (the board is public): those moves are made with the verbs or `/play`, whose replies and
//!   autocomplete only the player sees. The set-up choices are therefore always private.
//! - `/village` alone is the main action "village actions"; `/village action:discard` (or `goods …`, `card …`)
//!   is one village action. `/career career:CR3` keeps a career at set-up; `career:claim G2` claims a goal.
//!   `/spy card:combat` is the free action "a reserve spy for 2 combat points".
//! - Card and location names are the pack's own, untranslated; everything else is in the reader's language.
//! - Forced moves (a voyage with one destination, `done` when nothing else is left, a draw with one source) are
//!   played by the host ([`crate::games::forced`]), except one that would reveal a card of the seat's hand or deal.
//! - The latest moves name a card only once it lies face up (bought, planned, on the display); cards paid or
//!   discarded from a hand are counted ("2 cards from the hand"), never named (see the rules' `moves_log`).
//! - Solo (one seated player, `level:1`…`level:5`): Jeanne's turns, board and the verdict against her are
//!   rendered by [`solo`].

mod board;
pub mod cards;
pub(crate) mod details;
pub(crate) mod french;
mod labels;
mod look;
mod private;
pub(crate) mod reveals;
mod solo;
mod verbs;

use galleon_rules::maracaibo::content::common::{Code, Good, Item, Nation, Synergy};
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::{keys, packs, state, Action, Maracaibo, PrivateView, PublicView};
use galleon_rules::{Game, Outcome, RuleError};

use super::{RenderCx, Verb};
use crate::base::doc::Doc;
use crate::base::io::{Choices, Locale, OptionShape};
use crate::games::Commands;
use crate::games::Engine;
use crate::games::Picture;
use crate::games::Secrets;
use crate::games::Tableau;
use crate::games::Text;
use crate::words::i18n::t;

pub struct MaracaiboModule;

impl Engine for MaracaiboModule {
    type G = Maracaibo;

    /// A saved game names its pack and the pack's fingerprint: a pack gone or changed since is told as such.
    fn stale_state(&self, state: &str) -> Option<RuleError> {
        #[derive(serde::Deserialize)]
        struct Saved {
            pack: String,
            fingerprint: u64,
        }
        let saved: Saved = serde_json::from_str(state).ok()?;
        match packs::entry(&saved.pack) {
            None => Some(RuleError::new(keys::UNKNOWN_PACK).text("name", saved.pack)),
            Some((_, print)) if print != saved.fingerprint => {
                Some(RuleError::new("err-mc-pack-changed").text("name", saved.pack))
            }
            Some(_) => None,
        }
    }

    /// A saved game replays under the rules edition it was saved with (none written: the first edition).
    fn prepare_replay(&self, stored_state: &str, fresh: &mut Maracaibo) {
        #[derive(serde::Deserialize)]
        struct Saved {
            state: Edition,
        }
        #[derive(serde::Deserialize)]
        struct Edition {
            edition: Option<u32>,
        }
        if let Ok(saved) = serde_json::from_str::<Saved>(stored_state) {
            fresh.set_edition(saved.state.edition.unwrap_or(state::FIRST_EDITION));
        }
    }
}

impl Text for MaracaiboModule {
    fn board(&self, view: &PublicView, cx: &RenderCx) -> Doc {
        let pack = pack_of(&view.pack);
        let text = match (solo::board_view(view), solo::solo_names(view, cx.names)) {
            (Some(view), Some(names)) => board::board(
                &view,
                &pack,
                &RenderCx {
                    locale: cx.locale,
                    names: &names,
                    limits: cx.limits,
                },
            ),
            _ => board::board(view, &pack, cx),
        };
        Doc::parse(&text)
    }

    fn verdict(&self, game: &Maracaibo, outcome: &Outcome, cx: &RenderCx) -> Option<String> {
        solo::verdict(outcome, solo::jeanne_score(game)?, cx)
    }

    fn automa(&self, game: &Maracaibo) -> Option<(&'static str, i64)> {
        Some((solo::JEANNE, solo::jeanne_score(game)?))
    }

    fn private(&self, view: &PrivateView, cx: &RenderCx) -> Doc {
        Doc::parse(&private::private(
            view,
            &pack_of(packs::DEFAULT),
            cx,
            private::Extras::default(),
        ))
    }

    /// The private view, with the combat in progress and, once the seat has made its set-up choices, the first
    /// line of its own tableau (its money and points; the rest is public, behind `/look`, so that a decision
    /// fits one message).
    fn private_in(&self, game: &Maracaibo, view: &PrivateView, cx: &RenderCx) -> Doc {
        let public = game.public_view();
        let chosen = view.dealt.is_empty() && view.careers_offered.is_empty();
        let own = public.players.iter().find(|p| p.seat == view.seat).filter(|_| chosen);
        let extras = private::Extras {
            combat: board::combat_line(&public, game.pack(), cx),
            tableau_head: own.map(|p| look::head(p, cx.locale)),
        };
        Doc::parse(&private::private(view, game.pack(), cx, extras))
    }

    fn move_label(&self, action: &Action, cx: &RenderCx) -> String {
        labels::label(action, None, cx)
    }

    fn move_label_in(&self, game: &Maracaibo, action: &Action, cx: &RenderCx) -> String {
        labels::label(action, Some(game), cx)
    }

    /// The set-up, each round and each scoring; not each turn's phases A, B and C (every move's label says
    /// which it is, and a mark per turn would outnumber the moves).
    fn log_stage(&self, game: &Maracaibo, cx: &RenderCx) -> Option<String> {
        use galleon_rules::maracaibo::view::PhaseView;
        let view = game.public_view();
        let locale = cx.locale;
        let round = crate::words::i18n::ta(locale, "mc-log-round", &[("round", view.round.into())]);
        match &view.phase {
            PhaseView::Setup => Some(t(locale, "mc-log-setup")),
            PhaseView::Sail | PhaseView::Main | PhaseView::Draw => Some(round),
            PhaseView::Scoring { kind, trigger, .. } => {
                let args = [("kind", kind.as_str().into()), ("name", cx.name(*trigger).into())];
                Some(format!(
                    "{round} · {}",
                    crate::words::i18n::ta(locale, "mc-phase-scoring", &args)
                ))
            }
            PhaseView::GameOver => None,
        }
    }

    fn word(&self, word: &str, locale: Locale) -> Option<String> {
        game_word(word, locale)
    }

    fn tiebreak_key(&self) -> Option<&'static str> {
        None
    }

    fn phrasebook(&self) -> &crate::games::phrasebook::Phrasebook {
        static BOOK: std::sync::LazyLock<crate::games::phrasebook::Phrasebook> =
            std::sync::LazyLock::new(|| crate::games::phrasebook::Phrasebook::new(include_str!("moves.fr.tsv"), []));
        &BOOK
    }

    fn help(&self, locale: Locale) -> Option<Doc> {
        Some(Doc::parse(&t(locale, "mc-help")))
    }

    fn terms(&self) -> super::glossary::Terms {
        super::glossary::Terms {
            prefix: "mc",
            ids: &[
                "combat-token",
                "synergy",
                "jeanne",
                "nation",
                "doubloon",
                "vp",
                "combat-point",
                "influence",
                "spy",
                "explorer",
                "quest",
                "income",
                "career",
                "prestige",
                "display",
                "market",
                "mp",
                "hand",
                "upgrade",
                "disc",
                "planned",
                "card",
                "majority",
                "nobility",
            ],
        }
    }
}

impl Commands for MaracaiboModule {
    fn start_options(&self) -> Vec<OptionShape> {
        vec![level_option(), pack_option()]
    }

    fn verbs(&self) -> Vec<Verb> {
        verbs::verbs()
    }
}

impl Secrets for MaracaiboModule {
    /// None: « En cas d'égalité, il y a plusieurs vainqueurs » (a tie is a shared victory).
    fn revealed(&self, before: &Maracaibo, seat: usize, _action: &Action, after: &Maracaibo) -> Option<&'static str> {
        reveals::revealed(before, seat, after)
    }

    fn confirm_button(&self, game: &Maracaibo, _seat: usize, action: &Action) -> bool {
        reveals::confirm(game, action)
    }

    fn reveals_secret(&self, view: &PrivateView, action: &Action) -> bool {
        let text = action.to_string();
        let secret = |word: &str| {
            view.hand.iter().any(|c| c == word)
                || view.dealt.iter().any(|c| c == word)
                || view.careers_offered.iter().any(|c| c == word)
        };
        text.split_whitespace().any(secret)
    }
}

impl Tableau for MaracaiboModule {
    fn look(&self, game: &Maracaibo, seat: usize, cx: &RenderCx) -> Option<Doc> {
        look::look(game, seat, cx).map(|text| Doc::parse(&text))
    }

    /// In a solo game Jeanne is named where her ship or explorer is (she has no seat at the table).
    fn info(&self, game: &Maracaibo, query: &str, cx: &RenderCx) -> Option<Doc> {
        let text = match solo::solo_names(&game.public_view(), cx.names) {
            Some(names) => look::info(game, query, &RenderCx { names: &names, ..*cx }),
            None => look::info(game, query, cx),
        };
        text.map(|text| Doc::parse(&text))
    }

    fn info_topics(&self, game: &Maracaibo, cx: &RenderCx) -> Vec<(String, String)> {
        look::info_topics(game, cx)
    }
}

impl Picture for MaracaiboModule {
    fn board_image(
        &self,
        view: &PublicView,
        outcome: Option<&Outcome>,
        names: &[String],
        words: &dyn galleon_images::Words,
    ) -> Option<galleon_images::Image> {
        Some(galleon_images::maracaibo(view, outcome, names, words))
    }
}

/// The pack a view names (the default pack if it is no longer registered, which a loaded game excludes).
pub(crate) fn pack_of(name: &str) -> std::sync::Arc<ContentPack> {
    packs::get(name)
        .or_else(|| packs::get(packs::DEFAULT))
        .expect("the default pack is always registered")
}

/// `level`: the opponent card of two or more players, or Jeanne's level alone.
fn level_option() -> OptionShape {
    OptionShape::text("level", false).choosing(&["easy", "medium", "1", "2", "3", "4", "5"])
}

/// `pack`: the registered packs at the time the commands are built (after the config's packs are loaded).
fn pack_option() -> OptionShape {
    let names = packs::names().into_iter().take(25).collect();
    OptionShape::text("pack", false).with_choices(Choices::Verbatim(names))
}

/// Game words in error arguments: nations, goods, items, symbols, phases, set-up choices and verbs.
fn game_word(word: &str, locale: Locale) -> Option<String> {
    let upper = word.to_ascii_uppercase();
    if let Some(nation) = Nation::from_code(&upper) {
        return Some(cards::nation(nation, locale));
    }
    if let Some(good) = Good::from_code(word) {
        return Some(cards::good(good, locale));
    }
    if let Some(item) = Item::from_code(word) {
        return Some(cards::item(item, locale));
    }
    if let Some(symbol) = Synergy::from_code(word) {
        return Some(cards::synergy(symbol, locale));
    }
    match word {
        "setup" | "sail" | "main" | "draw" | "round-over" => Some(t(locale, &format!("mc-phase-{word}"))),
        // The board's `mc-phase-scoring` names the trigger player, which a refusal does not know.
        "scoring" | "decision" => Some(t(locale, &format!("mc-phase-word-{word}"))),
        "cards" | "career" => Some(t(locale, &format!("mc-choice-{word}"))),
        "deliver" | "city" | "village" | "buy" | "quest" | "spy" | "combat" | "explore" | "plan" | "invest"
        | "done" => Some(crate::words::i18n::for_reader(format!("/{word}"), locale)),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
