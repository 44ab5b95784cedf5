//! [`Maracaibo`]: the classic game (2–4 players) as a [`crate::Game`].
//!
//! A game holds its content pack (from [`super::packs`]) and the [`State`]. The move grammar is in
//! [`super::action`]; which moves are legal and how a move reaches the engine is in [`super::legal`]; the views
//! are in [`super::view`]; the final ranking is in [`super::outcome`].
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

use std::fmt;
use std::ops::RangeInclusive;
use std::sync::Arc;

use rand::Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::action::Action;
use super::content::common::Code;
use super::content::difficulty::Level;
use super::content::ContentPack;
use super::keys;
use super::packs;
use super::setup::{MAX_PLAYERS, MIN_PLAYERS};
use super::state::{Phase, State};
use super::view::{PrivateView, PublicView};
use crate::error::{keys as common_keys, RuleError};
use crate::game::{Game, GameOption, Outcome, Seat};

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

#[derive(Clone)]
pub struct Maracaibo {
    pack_name: String,
    pack: Arc<ContentPack>,
    fingerprint: u64,
    state: State,
    /// What `apply` keeps up to date besides the game (not saved, not compared).
    tracking: Tracking,
}

/// What `apply` keeps up to date besides the game itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tracking {
    /// A game as played: card knowledge (for resampling) and the log's move events.
    Full,
    /// A resampled state the AI plays out: nothing shows, saves or follows its moves, so `apply` keeps neither
    /// (a fifth of a play-out's time); `moved` once a move made its card knowledge out of date.
    Simulation { moved: bool },
}

impl fmt::Debug for Maracaibo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Maracaibo")
            .field("pack", &self.pack_name)
            .field("fingerprint", &self.fingerprint)
            .field("state", &self.state)
            .finish()
    }
}

impl PartialEq for Maracaibo {
    fn eq(&self, other: &Self) -> bool {
        self.pack_name == other.pack_name && self.fingerprint == other.fingerprint && self.state == other.state
    }
}

#[derive(Serialize)]
struct SavedRef<'a> {
    pack: &'a str,
    fingerprint: u64,
    state: &'a State,
}

#[derive(Deserialize)]
struct Saved {
    pack: String,
    fingerprint: u64,
    state: State,
}

impl Serialize for Maracaibo {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedRef {
            pack: &self.pack_name,
            fingerprint: self.fingerprint,
            state: &self.state,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Maracaibo {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let saved = Saved::deserialize(deserializer)?;
        let (pack, fingerprint) = packs::entry(&saved.pack).ok_or_else(|| {
            D::Error::custom(format!(
                "this Maracaibo game uses the content pack `{}`, which is not loaded",
                saved.pack
            ))
        })?;
        if fingerprint != saved.fingerprint {
            return Err(D::Error::custom(format!(
                "the content pack `{}` has changed since this Maracaibo game was saved",
                saved.pack
            )));
        }
        Ok(Maracaibo {
            pack_name: saved.pack,
            pack,
            fingerprint,
            state: saved.state,
            tracking: Tracking::Full,
        })
    }
}

impl Maracaibo {
    pub fn pack(&self) -> &ContentPack {
        &self.pack
    }

    pub fn pack_name(&self) -> &str {
        &self.pack_name
    }

    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The engine state (read-only: moves go through [`Game::apply`]).
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The rules edition of this game ([`super::state::EDITION`] for a new one).
    pub fn edition(&self) -> u32 {
        self.state.edition
    }

    /// Plays this game under `edition`'s rules: for replaying a saved game's log, on the fresh game before its
    /// first move (a game saved before editions existed is [`super::state::FIRST_EDITION`]).
    pub fn set_edition(&mut self, edition: u32) {
        self.state.edition = edition;
    }

    pub(crate) fn parts_mut(&mut self) -> (&ContentPack, &mut State) {
        (&self.pack, &mut self.state)
    }

    /// Marks a freshly resampled state as a simulation ([`Tracking::Simulation`]).
    pub(crate) fn into_simulation(mut self) -> Maracaibo {
        self.tracking = Tracking::Simulation { moved: false };
        self
    }

    /// Whether this simulation moved since it was resampled, so its card knowledge is out of date.
    pub(crate) fn knowledge_is_stale(&self) -> bool {
        self.tracking == Tracking::Simulation { moved: true }
    }

    pub fn options(&self) -> Options {
        Options {
            level: self.state.level,
            solo: self.state.solo.as_ref().map(|s| s.level),
            pack: self.pack_name.clone(),
        }
    }

    fn acting(&self, seat: Seat) -> bool {
        self.to_act().contains(&seat)
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
        let turn = &self.state.turn;
        match turn.phase {
            Phase::Setup => self.state.setup_pending(),
            Phase::GameOver => Vec::new(),
            _ => vec![turn.pending.last().map_or(turn.seat, |p| p.seat)],
        }
        .into_iter()
        .filter(|&seat| !self.state.is_automa(seat))
        .collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.acting(seat) {
            return Vec::new();
        }
        self.legal(seat)
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
