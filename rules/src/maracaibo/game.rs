//! [`Maracaibo`]: the classic game (2–4 players) as a [`crate::Game`].
//!
//! A game holds its content pack (from [`super::packs`]) and the [`State`]; the struct, its serialized form and
//! its accessors are in [`super::instance`], below the legal moves, views, outcome and resampling. The move
//! grammar is in [`super::action`]; which moves are legal and how a move reaches the engine is in
//! [`super::legal`]; the views are in [`super::view`]; the final ranking is in [`super::outcome`].
//!
//! * Options: `level:easy|medium` (classic card 75 / 76; default easy), `pack:<name>` (a registered pack;
//!   default `default`). Names and values are read in any case; a later pair overrides an earlier one.
//! * Solo (issue 7): one seated player plays against the Automa Jeanne ([`super::solo`]), who takes seat 1 of
//!   the state and plays by herself right after each of your turns. `level:1`…`level:5` (very easy … very hard;
//!   default 3) picks her deck; the classic card stays 75 unless `level:medium` is also given. A solo level with
//!   2–4 players is refused. [`crate::Game::players`] counts the seated human only, and
//!   [`crate::Game::to_act`] never names Jeanne.
//! * Who acts: during set-up every seat that still has a private choice to make, at once; then the seat whose
//!   decision is on top of the pending stack (this may be another seat than the one on turn: a `perm.spy_tax`
//!   owner chooses their tax), else the seat on turn (in scoring step 1, each seat in turn from the trigger).
//! * Serialized form: `{ "pack": name, "fingerprint": u64, "state": … }`. Reading it looks the pack up in the
//!   registry and refuses a missing pack or one whose fingerprint differs (the pack changed since the save).
//!   The state's `edition` names the rules it is played under (absent: the first edition, see
//!   [`super::state::EDITION`]); a host replaying a saved log sets it on the fresh game with
//!   [`Maracaibo::set_edition`].
//! * A seat may only act when [`crate::Game::to_act`] names it: the player on turn takes no free action while
//!   another seat settles a decision.

use std::ops::RangeInclusive;

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::action::Action;
use super::content::common::Code;
use super::content::difficulty::Level;
use super::instance::Tracking;
use super::keys;
use super::packs;
use super::setup::{MAX_PLAYERS, MIN_PLAYERS};
use super::state::{Phase, State};
use super::view::{PrivateView, PublicView};
use crate::error::{keys as common_keys, RuleError};
use crate::game::{Game, GameOption, Outcome, Seat};

use super::instance::Maracaibo;

/// `/start` options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub level: Level,
    /// The solo game's Automa level 1–5 (`level:1`…`level:5`); None for the default.
    #[serde(default)]
    pub solo: Option<u8>,
    /// The registry name of the content pack.
    pub pack: String,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            level: Level::Easy,
            solo: None,
            pack: packs::DEFAULT.to_string(),
        }
    }
}

/// Jeanne's level when `/start` names none.
pub const DEFAULT_SOLO_LEVEL: u8 = 3;

/// Classic levels (the solo levels 1–5 are [`Options::solo`]).
pub const CLASSIC_LEVELS: &[Level] = &[Level::Easy, Level::Medium];

impl Options {
    /// Reads `name:value` pairs: `level:easy|medium`, `pack:<registered name>`.
    pub fn parse(options: &[GameOption]) -> Result<Options, RuleError> {
        let mut parsed = Options::default();
        for (name, value) in options {
            let bad = || {
                RuleError::new(common_keys::BAD_OPTION_VALUE)
                    .text("name", name)
                    .text("value", value)
            };
            let lowered = value.trim().to_lowercase();
            match name.trim().to_lowercase().as_str() {
                "level" if lowered.parse::<u8>().is_ok() => {
                    let level = lowered.parse::<u8>().expect("checked");
                    super::solo::setup::automa_deck_counts(&packs::get(packs::DEFAULT).expect("default"), level)
                        .map_err(|_| bad())?;
                    parsed.solo = Some(level);
                }
                "level" => {
                    parsed.level = CLASSIC_LEVELS
                        .iter()
                        .copied()
                        .find(|l| l.code() == lowered)
                        .ok_or_else(bad)?;
                }
                "pack" => {
                    if packs::get(&lowered).is_none() {
                        return Err(RuleError::new(keys::UNKNOWN_PACK).text("name", value));
                    }
                    parsed.pack = lowered;
                }
                _ => return Err(RuleError::new(common_keys::UNKNOWN_OPTION).text("name", name)),
            }
        }
        Ok(parsed)
    }
}

impl Maracaibo {
    pub fn options(&self) -> Options {
        Options {
            level: self.state.level,
            solo: self.state.solo.as_ref().map(|s| s.level),
            pack: self.pack_name.clone(),
        }
    }

    /// Whether [`Game::to_act`] names `seat` (without building the list: every move asks).
    fn acting(&self, seat: Seat) -> bool {
        let turn = &self.state.turn;
        let named = match turn.phase {
            Phase::Setup => self.state.setup_pending().contains(&seat),
            Phase::GameOver => false,
            _ => turn.pending.last().map_or(turn.seat, |p| p.seat) == seat,
        };
        named && !self.state.is_automa(seat)
    }

    /// A legal move that `rank` rates highest, drawn uniformly among the tied ones with one `gen_range` — the
    /// draw and the move of filtering [`Game::legal_actions`] to the best and choosing among them, without
    /// building every move's text. After set-up `rank` sees only each move's kind: its variant (and the
    /// village or combat move's) and an exploration's length, with the ids blank and other lists empty. None
    /// when `seat` does not act.
    pub fn preferred_action<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        rng: &mut R,
        rank: impl Fn(&Action) -> u8,
    ) -> Option<Action> {
        if !self.acting(seat) {
            return None;
        }
        self.preferred(seat, rng, rank)
    }
}

impl Game for Maracaibo {
    type Action = Action;
    type Options = Options;
    type PublicView = PublicView;
    type PrivateView = PrivateView;

    const ID: &'static str = "maracaibo";
    const PLAYERS: RangeInclusive<usize> = 1..=MAX_PLAYERS;

    fn parse_options(options: &[GameOption]) -> Result<Options, RuleError> {
        Options::parse(options)
    }

    fn new(players: usize, options: &Options, seed: u64) -> Result<Maracaibo, RuleError> {
        let (pack, fingerprint) = packs::entry(&options.pack)
            .ok_or_else(|| RuleError::new(keys::UNKNOWN_PACK).text("name", &options.pack))?;
        if !CLASSIC_LEVELS.contains(&options.level) {
            return Err(RuleError::new(common_keys::BAD_OPTION_VALUE)
                .text("name", "level")
                .text("value", options.level));
        }
        let state = match (players, options.solo) {
            (1, level) => State::new_solo_classic(&pack, level.unwrap_or(DEFAULT_SOLO_LEVEL), options.level, seed)?,
            (_, Some(level)) if players >= MIN_PLAYERS => {
                return Err(RuleError::new(keys::SOLO_LEVEL_WITH_PLAYERS)
                    .with("level", level)
                    .with("players", players))
            }
            _ => State::new(&pack, players, options.level, seed)?,
        };
        Ok(Maracaibo {
            pack_name: options.pack.clone(),
            pack,
            fingerprint,
            state,
            tracking: Tracking::Full,
        })
    }

    fn players(&self) -> usize {
        if self.state.solo.is_some() {
            1
        } else {
            self.state.players.len()
        }
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.state.turn.phase {
            // Every player chooses at once; Jeanne has no set-up choice.
            Phase::Setup => self.state.setup_pending(),
            _ => self.first_to_act().into_iter().collect(),
        }
    }

    fn first_to_act(&self) -> Option<Seat> {
        let turn = &self.state.turn;
        match turn.phase {
            Phase::Setup => self.state.setup_pending().first().copied(),
            Phase::GameOver => None,
            _ => Some(turn.pending.last().map_or(turn.seat, |p| p.seat)).filter(|&seat| !self.state.is_automa(seat)),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.acting(seat) {
            return Vec::new();
        }
        self.legal(seat)
    }

    fn legal_count(&self, seat: Seat) -> u64 {
        if !self.acting(seat) {
            return 0;
        }
        self.count(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.state.turn.phase == Phase::GameOver {
            return Err(RuleError::new(common_keys::GAME_OVER));
        }
        if !self.acting(seat) {
            return Err(RuleError::new(common_keys::NOT_YOUR_TURN).with("seat", seat));
        }
        if let Tracking::Simulation { .. } = self.tracking {
            self.play(seat, action)?;
            self.tracking = Tracking::Simulation { moved: true };
            return Ok(());
        }
        let chosen = super::moves_log::chosen_reward(&self.pack, &self.state, action);
        let cards = (self.state.edition >= super::state::KNOWLEDGE_EDITION)
            .then(|| super::resample::Snapshot::take(&self.state));
        self.play(seat, action)?;
        if let Some(cards) = cards {
            let (pack, state) = self.parts_mut();
            super::resample::track_move(pack, state, &cards);
        }
        if self.state.edition >= super::state::MOVES_EDITION {
            let (pack, state) = self.parts_mut();
            if let Some(event) = super::moves_log::moved_event(pack, state, seat, action, chosen) {
                state.log.push(event);
            }
        }
        Ok(())
    }

    fn public_view(&self) -> PublicView {
        self.build_public_view()
    }

    fn private_view(&self, seat: Seat) -> PrivateView {
        self.build_private_view(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.state.turn.phase == Phase::GameOver).then(|| self.final_outcome())
    }

    fn suggested_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.acting(seat) {
            return Vec::new();
        }
        self.suggestions(seat)
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        let action: Action = text.parse()?;
        Ok(self.canonical(action))
    }

    /// Other seats' cards, the piles, face-down tokens and buildings drawn again (rulings in
    /// [`super::resample`]).
    fn resample<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        self.resampled(seat, rng)
    }

    fn random_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if !self.acting(seat) {
            return None;
        }
        self.sample(seat, rng)
    }
}
