//! [`Maracaibo`] itself: one game as the host holds it — its content pack (by registry name and fingerprint),
//! its [`State`] and what `apply` keeps up to date besides — with its serialized form and small accessors.
//!
//! The floor under the files that give it its behaviour: its moves ([`super::legal`]), views ([`super::view`]),
//! outcome ([`super::outcome`]) and resampling ([`super::resample`]) import it from here, and [`super::game`], on
//! top of them, makes it a [`crate::Game`] (the fields are `pub(super)` for that file, which builds the game and
//! keeps its tracking; the others use the accessors).

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::content::ContentPack;
use super::packs;
use super::state::State;

#[derive(Clone)]
pub struct Maracaibo {
    pub(super) pack_name: String,
    pub(super) pack: Arc<ContentPack>,
    pub(super) fingerprint: u64,
    pub(super) state: State,
    /// What `apply` keeps up to date besides the game (not saved, not compared).
    pub(super) tracking: Tracking,
}

/// What `apply` keeps up to date besides the game itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tracking {
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

    /// The engine state (read-only: moves go through [`crate::Game::apply`]).
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
}
