//! Puerto Rico moves and their text form.
//!
//! Every move has one canonical text (lowercase, single spaces), produced by `Display`; `FromStr` reads it back
//! and is lenient about letter case, accents and extra spaces, and also accepts the French names of goods, tiles,
//! roles and buildings (the text it gives back is always the English form).
//!
//! ```text
//! role <role>                      choose a role card: settler mayor builder craftsman trader captain prospector
//!                                  (with 5 players the second prospector card is `prospector-2`)
//! role mayor no-colonist           the Mayor without his privilege colonist (offered when the supply runs low)
//! plant <tile>                     Settler: take a face-up plantation (corn indigo sugar tobacco coffee)
//!                                  or a quarry (`plant quarry`: settler's privilege or an occupied Construction Hut)
//! plant <tile> no-colonist         the same without the Hospice colonist (offered when the supply runs low)
//! hacienda                         Settler: first draw the face-down tile of an occupied Hacienda
//! colonists <slot>:<n> ...         Mayor: your whole arrangement. Slots: corn indigo sugar tobacco coffee quarry
//!                                  and building ids; counts per slot, zero counts left out, the rest waits in
//!                                  San Juan. Identical plantations are interchangeable. Canonical order: the five
//!                                  plantations, quarry, then buildings in table order.
//!                                  `colonists none` places nobody (everyone stays in San Juan).
//! build <building>                 Builder: e.g. `build small-indigo-plant`, `build city-hall`
//! build <building> no-colonist     the same without the University colonist (offered when the supply runs low)
//! craft <good>                     Craftsman's privilege: one more barrel of a kind you produced this phase
//! sell <good>                      Trader: sell one barrel
//! ship <good> <capacity>           Captain: load that good onto the cargo ship of that capacity, e.g. `ship corn 6`
//! ship <good> wharf                Captain: ship all your barrels of that good with your Wharf
//! keep all <good>... one <good>    End of the Captain phase: the kinds you keep whole (one per warehouse), then
//!                                  the single barrel every player keeps, e.g. `keep all sugar coffee one corn`;
//!                                  with no warehouse: `keep one corn`
//! move <n> from <slot> to <slot>   Mayor, step by step: move n colonists of your draft arrangement (at first the
//!                                  suggested one) from one slot to another, e.g. `move 1 from quarry to coffee`;
//!                                  the count may be left out (1), as may `from`. The draft stays yours to edit.
//! confirm                          Mayor: place your colonists as your draft says (once you moved one).
//! pass                             decline the Settler, Builder, Trader action, the Craftsman's privilege or
//!                                  the Wharf (when no cargo ship can take your barrels)
//! ```
//!
//! French words accepted on input: `maïs sucre tabac café carrière`, the role names of the French rules
//! (`planteur intendant maçon bâtisseur artisan marchand capitaine chercheur-d'or`), building names
//! (`build hôtel de ville`), `quai`, `tout`/`tous` for `all`, `un` for `one`, `passer`, `sans-colon` (or
//! `sans colon`, `no colonist`) for `no-colonist`, `déplacer 1 de carrière à café` (`de`/`du`, `à`/`vers`/`sur`)
//! for a step, `valider`/`confirmer` for `confirm`.
//!
//! The plain `role mayor`, `plant …` and `build …` take the free colonist, as they always did, so the logs of
//! games stored before `no-colonist` existed replay unchanged.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::data::{fold, BuildingId, Good, Role, Tile, BUILDING_KINDS, TILE_KINDS};
use crate::error::{keys, RuleError};

/// A complete colonist arrangement: colonists per island tile kind and per building (San Juan gets the rest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrangement {
    pub tiles: [u8; TILE_KINDS],
    pub buildings: [u8; BUILDING_KINDS],
}

impl Default for Arrangement {
    fn default() -> Self {
        Arrangement {
            tiles: [0; TILE_KINDS],
            buildings: [0; BUILDING_KINDS],
        }
    }
}

impl Arrangement {
    /// Colonists placed on circles.
    pub fn placed(&self) -> u32 {
        self.tiles.iter().chain(self.buildings.iter()).map(|&n| n as u32).sum()
    }
}

/// Kept as its text (`colonists corn:1 quarry:2`), short and readable in a stored state.
impl Serialize for Arrangement {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Arrangement {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        match text.parse() {
            Ok(Action::Colonists(arrangement)) => Ok(arrangement),
            _ => Err(serde::de::Error::custom(format!("not an arrangement: {text}"))),
        }
    }
}

/// A colonist slot a Mayor step names: a kind of island tile (identical tiles are interchangeable) or a building.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Tile(Tile),
    Building(BuildingId),
}

impl Place {
    pub fn id(self) -> &'static str {
        match self {
            Place::Tile(tile) => tile.id(),
            Place::Building(building) => building.id(),
        }
    }

    /// Every place in canonical order (tile kinds, then buildings in table order), as arrangements list them.
    pub fn all() -> impl Iterator<Item = Place> {
        Tile::ALL
            .into_iter()
            .map(Place::Tile)
            .chain(BuildingId::all().map(Place::Building))
    }

    fn parse(words: &[&str]) -> Option<Place> {
        if words.is_empty() {
            return None;
        }
        Tile::parse(&words.join(" "))
            .map(Place::Tile)
            .or_else(|| BuildingId::parse(&words.join("-")).map(Place::Building))
    }

    /// The colonists the arrangement puts here.
    pub fn count(self, arrangement: &Arrangement) -> u8 {
        match self {
            Place::Tile(tile) => arrangement.tiles[tile.index()],
            Place::Building(building) => arrangement.buildings[building.index()],
        }
    }

    pub fn set(self, arrangement: &mut Arrangement, count: u8) {
        match self {
            Place::Tile(tile) => arrangement.tiles[tile.index()] = count,
            Place::Building(building) => arrangement.buildings[building.index()] = count,
        }
    }
}

/// Where a Captain's load goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShipTarget {
    /// The cargo ship of this capacity (capacities are distinct).
    Ship(u8),
    Wharf,
}

/// What a player keeps at the end of the Captain phase: every barrel of the kinds in `whole` (one kind per
/// warehouse) plus one barrel of `one`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Keep {
    /// Bit `g` set = every barrel of good `g` is kept.
    pub whole: u8,
    pub one: Good,
}

impl Keep {
    pub fn keeps_whole(&self, good: Good) -> bool {
        self.whole & (1 << good.index()) != 0
    }

    pub fn whole_kinds(&self) -> u32 {
        self.whole.count_ones()
    }
}

/// Whether a move that brings a free colonist (the Mayor's privilege, the Hospice, the University) takes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FreeColonist {
    #[default]
    Take,
    Decline,
}

impl FreeColonist {
    fn suffix(self) -> &'static str {
        match self {
            FreeColonist::Take => "",
            FreeColonist::Decline => " no-colonist",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Role(Role, FreeColonist),
    Plant(Tile, FreeColonist),
    Hacienda,
    Colonists(Arrangement),
    /// A Mayor step: `count` colonists of the seat's draft arrangement go from one place to another.
    MoveColonists {
        count: u8,
        from: Place,
        to: Place,
    },
    /// The Mayor's draft arrangement, as it stands, is the seat's arrangement.
    Confirm,
    Build(BuildingId, FreeColonist),
    Craft(Good),
    Sell(Good),
    Ship(Good, ShipTarget),
    Keep(Keep),
    Pass,
}

impl fmt::Display for Arrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("colonists")?;
        if self.placed() == 0 {
            return f.write_str(" none");
        }
        for (i, &n) in self.tiles.iter().enumerate() {
            if n > 0 {
                write!(f, " {}:{n}", Tile::from_index(i).id())?;
            }
        }
        for (i, &n) in self.buildings.iter().enumerate() {
            if n > 0 {
                write!(f, " {}:{n}", BuildingId::from_index(i).id())?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Role(role, free) => write!(f, "role {}{}", role.id(), free.suffix()),
            Action::Plant(tile, free) => write!(f, "plant {}{}", tile.id(), free.suffix()),
            Action::Hacienda => f.write_str("hacienda"),
            Action::Colonists(arrangement) => arrangement.fmt(f),
            Action::MoveColonists { count, from, to } => write!(f, "move {count} from {} to {}", from.id(), to.id()),
            Action::Confirm => f.write_str("confirm"),
            Action::Build(building, free) => write!(f, "build {}{}", building.id(), free.suffix()),
            Action::Craft(good) => write!(f, "craft {}", good.id()),
            Action::Sell(good) => write!(f, "sell {}", good.id()),
            Action::Ship(good, ShipTarget::Ship(capacity)) => write!(f, "ship {} {capacity}", good.id()),
            Action::Ship(good, ShipTarget::Wharf) => write!(f, "ship {} wharf", good.id()),
            Action::Keep(keep) => {
                f.write_str("keep")?;
                if keep.whole != 0 {
                    f.write_str(" all")?;
                    for good in Good::ALL.iter().filter(|&&g| keep.keeps_whole(g)) {
                        write!(f, " {}", good.id())?;
                    }
                }
                write!(f, " one {}", keep.one.id())
            }
            Action::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let unknown = || RuleError::new(keys::UNKNOWN_MOVE).with("text", text.trim());
        let folded = fold(text);
        let words: Vec<&str> = folded.split_whitespace().collect();
        let (&verb, rest) = words.split_first().ok_or_else(unknown)?;
        let (rest, free) = split_free_colonist(rest);
        let action = match verb {
            "role" => Role::parse(&rest.join("-")).map(|r| Action::Role(r, free)),
            "plant" => single(rest).and_then(Tile::parse).map(|t| Action::Plant(t, free)),
            "hacienda" if rest.is_empty() => Some(Action::Hacienda),
            "colonists" => parse_arrangement(rest).map(Action::Colonists),
            "move" | "deplacer" => parse_move(rest),
            "confirm" | "confirmer" | "valider" if rest.is_empty() => Some(Action::Confirm),
            "build" => BuildingId::parse(&rest.join("-")).map(|b| Action::Build(b, free)),
            "craft" => single(rest).and_then(Good::parse).map(Action::Craft),
            "sell" => single(rest).and_then(Good::parse).map(Action::Sell),
            "ship" => parse_ship(rest),
            "keep" => parse_keep(rest).map(Action::Keep),
            "pass" | "passer" if rest.is_empty() => Some(Action::Pass),
            _ => None,
        };
        let takes_free = matches!(action, Some(Action::Role(..) | Action::Plant(..) | Action::Build(..)));
        if free == FreeColonist::Decline && !takes_free {
            return Err(unknown());
        }
        action.ok_or_else(unknown)
    }
}

/// Removes a trailing `no-colonist` (`no colonist`, `sans-colon`, `sans colon`) from the words.
fn split_free_colonist<'a, 'b>(words: &'b [&'a str]) -> (&'b [&'a str], FreeColonist) {
    match words {
        [rest @ .., "no-colonist" | "sans-colon"] => (rest, FreeColonist::Decline),
        [rest @ .., "no", "colonist"] | [rest @ .., "sans", "colon"] => (rest, FreeColonist::Decline),
        _ => (words, FreeColonist::Take),
    }
}

fn parse_arrangement(words: &[&str]) -> Option<Arrangement> {
    let mut arrangement = Arrangement::default();
    if words == ["none"] {
        return Some(arrangement);
    }
    let mut seen_tiles = [false; TILE_KINDS];
    let mut seen_buildings = [false; BUILDING_KINDS];
    for word in words {
        let (slot, count) = word.split_once(':')?;
        let count: u8 = count.parse().ok()?;
        if let Some(tile) = Tile::parse(slot) {
            if std::mem::replace(&mut seen_tiles[tile.index()], true) {
                return None;
            }
            arrangement.tiles[tile.index()] = count;
        } else {
            let building = BuildingId::parse(slot)?;
            if std::mem::replace(&mut seen_buildings[building.index()], true) {
                return None;
            }
            arrangement.buildings[building.index()] = count;
        }
    }
    Some(arrangement)
}

/// `[n] [from|de|du] <place> to|à|vers|sur <place>`. French building names hold `de` and `à` (`séchoir à
/// tabac`), so the split is the separator word with a place on each side.
fn parse_move(words: &[&str]) -> Option<Action> {
    let (count, words) = match words.split_first() {
        Some((first, rest)) if first.chars().all(|c| c.is_ascii_digit()) => (first.parse().ok()?, rest),
        _ => (1, words),
    };
    let words = match words.split_first() {
        Some((&("from" | "de" | "du" | "des"), rest)) => rest,
        _ => words,
    };
    let separator = |w: &&str| matches!(*w, "to" | "a" | "vers" | "sur");
    let (from, to) = (0..words.len())
        .filter(|&i| separator(&words[i]))
        .find_map(|i| Some((Place::parse(&words[..i])?, Place::parse(&words[i + 1..])?)))?;
    (count > 0).then_some(Action::MoveColonists { count, from, to })
}

fn parse_ship(words: &[&str]) -> Option<Action> {
    let [good, target] = words else { return None };
    let good = Good::parse(good)?;
    let target = match *target {
        "wharf" | "quai" => ShipTarget::Wharf,
        capacity => ShipTarget::Ship(capacity.parse().ok()?),
    };
    Some(Action::Ship(good, target))
}

fn parse_keep(words: &[&str]) -> Option<Keep> {
    let mut words = words.iter().peekable();
    let mut whole = 0u8;
    if words.next_if(|w| matches!(**w, "all" | "tout" | "tous")).is_some() {
        while let Some(good) = words.peek().and_then(|w| Good::parse(w)) {
            whole |= 1 << good.index();
            words.next();
        }
        if whole == 0 {
            return None;
        }
    }
    words.next().filter(|w| matches!(**w, "one" | "un"))?;
    let one = Good::parse(words.next()?)?;
    if words.next().is_some() || whole & (1 << one.index()) != 0 {
        return None;
    }
    Some(Keep { whole, one })
}

fn single<'a>(words: &[&'a str]) -> Option<&'a str> {
    match words {
        [word] => Some(word),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) {
        let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(action.to_string(), text);
    }

    #[test]
    fn canonical_texts_round_trip() {
        for text in [
            "role settler",
            "role prospector-2",
            "plant quarry",
            "plant coffee",
            "hacienda",
            "colonists none",
            "colonists corn:2 quarry:1 small-indigo-plant:1 city-hall:1",
            "build guild-hall",
            "role mayor no-colonist",
            "plant corn no-colonist",
            "build university no-colonist",
            "craft sugar",
            "sell tobacco",
            "ship corn 6",
            "ship indigo wharf",
            "keep one corn",
            "keep all sugar coffee one corn",
            "pass",
            "move 1 from quarry to coffee",
            "move 2 from sugar-mill to small-indigo-plant",
            "confirm",
        ] {
            round_trip(text);
        }
    }

    #[test]
    fn lenient_and_french_input() {
        let parse = |t: &str| t.parse::<Action>().unwrap().to_string();
        assert_eq!(parse("  ROLE   Chercheur d'or 2 "), "role prospector-2");
        assert_eq!(parse("role intendant"), "role mayor");
        assert_eq!(parse("plant carrière"), "plant quarry");
        assert_eq!(parse("build hôtel de ville"), "build city-hall");
        assert_eq!(parse("ship café quai"), "ship coffee wharf");
        assert_eq!(parse("keep tout sucre un maïs"), "keep all sugar one corn");
        assert_eq!(parse("colonists"), "colonists none");
        assert_eq!(parse("colonists quarry:0 maïs:0"), "colonists none");
        assert_eq!(parse("role intendant sans colon"), "role mayor no-colonist");
        assert_eq!(parse("build Hôtel de ville Sans-Colon"), "build city-hall no-colonist");
        assert_eq!(parse("plant café no colonist"), "plant coffee no-colonist");
        assert_eq!(parse("move quarry to coffee"), "move 1 from quarry to coffee");
        assert_eq!(parse("déplacer 2 de carrière à café"), "move 2 from quarry to coffee");
        assert_eq!(
            parse("Déplacer 1 de hôtel de ville vers petit marché"),
            "move 1 from city-hall to small-market"
        );
        assert_eq!(
            parse("déplacer 1 de maïs à séchoir à tabac"),
            "move 1 from corn to tobacco-storage"
        );
        assert_eq!(parse("valider"), "confirm");
    }

    #[test]
    fn garbage_is_refused_with_unknown_move() {
        for text in [
            "",
            "role",
            "role mayor-2",
            "plant",
            "plant gold",
            "colonists corn",
            "colonists corn:x",
            "colonists corn:1 corn:2",
            "ship corn",
            "ship corn six",
            "keep",
            "keep all one corn",
            "keep all corn one corn",
            "keep one corn sugar",
            "pass now",
            "pass no-colonist",
            "sell corn no-colonist",
            "move",
            "move 0 from corn to sugar",
            "move 1 from corn",
            "move 1 from corn to gold",
            "confirm now",
            "no-colonist",
            "role no-colonist",
            "dance",
        ] {
            let err = text.parse::<Action>().unwrap_err();
            assert_eq!(err.key, keys::UNKNOWN_MOVE, "{text}");
        }
    }
}
