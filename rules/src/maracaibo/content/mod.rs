//! Maracaibo content packs: the component data (map, city tiles, exploration track, ship board, tracks, combat
//! tokens, quests, careers, prestige buildings, synergy tokens, classic difficulty cards with their legacy tiles,
//! project cards, Automa deck), loaded from TOML texts and validated.
//!
//! # Design
//!
//! * **Pure.** [`ContentPack::load`] takes `(file name, text)` pairs and reads no file itself: the default pack
//!   is embedded with `include_str!` ([`DEFAULT_PACK`]); the host reads a configured directory and passes its
//!   `*.toml` texts. A pack is exactly the files of [`FILES`], one per component family.
//! * **Notation stays notation.** Cells are written in the pack's own codes (rewards, card effects; described for
//!   pack writers in docs/maracaibo-pack.md) and parsed here into typed values; every typed value formats back to
//!   its code (`parse(format(x)) == x`). Each family's module documents its file format.
//! * **Validated when loaded**: unique ids, the counts the game needs (157 = 56 A + 101 B project cards, 25 combat
//!   tokens, 24 quests, 13 city tiles, 8 careers, 8 prestige buildings), references between files, notation,
//!   value ranges and the shape of the map and the exploration track. The first problem is returned as a
//!   [`ContentError`] naming the file and the entry, with a localization key and arguments.
//! * Ids in the files are strings; the loaded pack refers by index (`LocId`, `SpaceId`, `CardId`, …).
//!
//! # Rulings (where the components left a choice or needed an encoding; docs/maracaibo-pack.md, last section)
//!
//! 1. Location 11 prints its market as `— / 3 / 4` and tile T00 carries `location = "11"`: at each player
//!    count a printed city has exactly one market, printed or from one fixed tile (checked).
//! 2. Homeward spaces are `kind = "homeward"` with actions `combat_or_explore(2)`, `vp(3)`, `vp(5)`, a `scoring`
//!    (interim on 21a, final on 22) and the `rounds` they are in play; the map is checked so that every route of
//!    rounds I–III ends on the interim space and every route of round IV on the final one.
//! 3. L4 Mérida is a map location with `legacy = "L4"` holding its own city data (action
//!    `village(2) + spy_vp(5)`, sugar 2/2/2, flag +2d+2vp); the L4 tile in `difficulty.toml` adds the gate.
//!    L1 changes an existing village, so its market lives on the L1 tile. Card 76's "L1 places 1 tile on
//!    Puerto Cabezas' own quest space" is the L1 tile's `quests = 1`.
//! 4. Spy actions S1–S17 are data (`[[spy_action]]` in `cards.toml`) with a step notation (`village(N)`,
//!    `sail(N)`, `pay(3 goods)`, `pay(2cp)`, `vp_per_spy(N)`, `vp_per_combat_token(N)` and reward codes).
//! 5. Ship zones, prestige scoring and Automa actions, which the rules describe in words, get codes of their
//!    own (documented in `ship.rs`, `prestige.rs`, `automa.rs`); the main-action village table (village actions
//!    by movement spent) and U1's table are data too.
//! 6. A card's category must be the family of its first effect (cards mixing families, e.g. B025
//!    `inc.d+2; imm.disc`, are listed under the first); A29's "(compass only)" is `effects = []`.
//! 7. A spy-action card has exactly one `spy.Sn` effect and a `@LOCATION` spy cell, and only such cards do; the
//!    location must be a base-map location other than Havana.
//! 8. A career card has one goal per spy on it (`ship.toml` `spies.career`), since each goal releases one spy.
//! 9. The exploration "steps to end" column is checked against the shortest distance, and every line must lie on
//!    a step that every route takes, so "has crossed" means "stands on or past the space after the line".
//! 10. Unknown file names are refused (the host passes only `*.toml` files); a missing file is an error.

pub mod automa;
pub mod cards;
pub mod careers;
pub mod cities;
pub mod combat;
pub mod common;
pub mod derived;
pub mod difficulty;
pub mod effect;
pub mod error;
pub mod exploration;
pub mod map;
pub mod prestige;
pub mod quests;
mod raw;
pub mod reward;
pub mod ship;
pub mod synergy;
pub mod tracks;

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

pub use error::ContentError;

use error::keys;

/// The files of a pack, in loading order.
pub const FILES: [&str; 13] = [
    map::FILE,
    exploration::FILE,
    cities::FILE,
    ship::FILE,
    tracks::FILE,
    combat::FILE,
    quests::FILE,
    careers::FILE,
    prestige::FILE,
    synergy::FILE,
    cards::FILE,
    difficulty::FILE,
    automa::FILE,
];

macro_rules! default_file {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../../../content/maracaibo/default/", $name)),
        )
    };
}

/// galleon's own content set, embedded.
pub const DEFAULT_PACK: [(&str, &str); 13] = [
    default_file!("map.toml"),
    default_file!("exploration.toml"),
    default_file!("cities.toml"),
    default_file!("ship.toml"),
    default_file!("tracks.toml"),
    default_file!("combat.toml"),
    default_file!("quests.toml"),
    default_file!("careers.toml"),
    default_file!("prestige.toml"),
    default_file!("synergy.toml"),
    default_file!("cards.toml"),
    default_file!("difficulty.toml"),
    default_file!("automa.toml"),
];

/// A loaded, validated content set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContentPack {
    pub map: map::Map,
    pub exploration: exploration::ExplorationTrack,
    pub cities: Vec<cities::CityTile>,
    pub ship: ship::ShipBoard,
    pub tracks: tracks::Tracks,
    pub combat: combat::CombatTokens,
    pub quests: Vec<quests::QuestTile>,
    pub careers: careers::Careers,
    pub prestige: prestige::Prestige,
    /// Indexed by [`common::Synergy::index`].
    pub synergy: Vec<synergy::SynergySupply>,
    pub cards: cards::Cards,
    pub classic: difficulty::Classic,
    pub automa: automa::Automa,
}

impl ContentPack {
    /// Loads and validates a pack from `(file name, text)` pairs.
    pub fn load<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<ContentPack, ContentError> {
        let mut texts: [Option<&str>; 13] = [None; 13];
        for (name, text) in files {
            let index = FILES
                .iter()
                .position(|f| *f == name)
                .ok_or_else(|| ContentError::new(name, "", keys::UNKNOWN_FILE).with("file", name))?;
            if texts[index].replace(text).is_some() {
                return Err(ContentError::new(name, "", keys::DUPLICATE_FILE).with("file", name));
            }
        }
        let text = |name: &str| -> Result<&str, ContentError> {
            let index = FILES.iter().position(|f| *f == name).unwrap_or_default();
            texts[index].ok_or_else(|| ContentError::new(name, "", keys::MISSING_FILE).with("file", name))
        };
        let map = map::load(text(map::FILE)?)?;
        let exploration = exploration::load(text(exploration::FILE)?)?;
        let cities = cities::load(text(cities::FILE)?, &map)?;
        let ship = ship::load(text(ship::FILE)?)?;
        let tracks = tracks::load(text(tracks::FILE)?)?;
        let combat = combat::load(text(combat::FILE)?)?;
        let quests = quests::load(text(quests::FILE)?)?;
        let careers = careers::load(text(careers::FILE)?, &exploration, &ship)?;
        let prestige = prestige::load(text(prestige::FILE)?)?;
        let synergy = synergy::load(text(synergy::FILE)?)?;
        let cards = cards::load(text(cards::FILE)?, &map)?;
        let classic = difficulty::load(text(difficulty::FILE)?, &map, &exploration, &cards)?;
        let automa = automa::load(text(automa::FILE)?, &map)?;
        Ok(ContentPack {
            map,
            exploration,
            cities,
            ship,
            tracks,
            combat,
            quests,
            careers,
            prestige,
            synergy,
            cards,
            classic,
            automa,
        })
    }

    /// The embedded default pack (loaded once; its validity is a test).
    pub fn default_pack() -> &'static ContentPack {
        static PACK: OnceLock<ContentPack> = OnceLock::new();
        PACK.get_or_init(|| match ContentPack::load(DEFAULT_PACK) {
            Ok(pack) => pack,
            Err(error) => panic!("the embedded Maracaibo content pack is invalid: {error}"),
        })
    }
}
