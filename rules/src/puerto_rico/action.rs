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
//! The expansion buildings (options `extension` and `random`) add:
//!
//! ```text
//! pick <building>                  the draft before round 1: put a candidate building in play, e.g. `pick library`
//! guests <slot>:<n> ...            Guest House, at the start of a phase: move guests to empty circles of your other
//!                                  tiles and buildings (slots as for `colonists`), e.g. `guests quarry:1 harbor:1`
//! guests keep                      leave the guests where they are
//! plant <good> forest              Settler with an occupied Forest House: place the plantation face down as a forest
//! hacienda forest                  the Hacienda's face-down tile placed as a forest
//! build <b> black-market <part>... Builder with an occupied Black Market: pay part of the price with at most one
//!                                  of each: `colonist:<slot>` (a tile kind, a building or `san-juan`),
//!                                  `barrel:<good>`, `vp`; e.g. `build harbor black-market colonist:corn vp`
//! sell <good> trading-post         Trader with an occupied Trading Post: sell the barrel to the bank
//! ship <good>:<n>... small-wharf   Captain with an occupied Small Wharf: ship those barrels to the bank,
//!                                  e.g. `ship corn:2 sugar:1 small-wharf`
//! keep [all <good>...] loose <good>:<n>...
//!                                  end of the Captain phase with an occupied Storehouse: the kinds kept whole, then
//!                                  the loose barrels (your one barrel and the Storehouse's three)
//! ```
//! (`no-colonist` may end `plant <good> forest` and a Black Market build too.) French words: `forêt`,
//! `marché-noir`, `colon:`, `tonneau:`, `pv`, `comptoir-colonial`, `petit-quai`, `garder` for `keep` in
//! `guests keep`, `vrac` for `loose`, `choisir` for `pick`, `invités` for `guests`.
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

use super::data::{fold, BuildingId, Good, Role, Tile, BUILDING_KINDS, GOODS, TILE_KINDS};
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

/// Where a colonist given to the Black Market comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColonistSource {
    Tile(Tile),
    Building(BuildingId),
    SanJuan,
}

impl ColonistSource {
    pub fn id(self) -> &'static str {
        match self {
            ColonistSource::Tile(tile) => tile.id(),
            ColonistSource::Building(building) => building.id(),
            ColonistSource::SanJuan => "san-juan",
        }
    }

    fn parse(text: &str) -> Option<ColonistSource> {
        match text {
            "san-juan" => Some(ColonistSource::SanJuan),
            _ => Tile::parse(text)
                .map(ColonistSource::Tile)
                .or_else(|| BuildingId::parse(text).map(ColonistSource::Building)),
        }
    }
}

/// What a Black Market payment gives instead of doubloons (at most one of each, 1 doubloon each).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BlackMarket {
    pub colonist: Option<ColonistSource>,
    pub barrel: Option<Good>,
    pub vp: bool,
}

impl BlackMarket {
    /// Doubloons the payment stands for.
    pub fn value(&self) -> u32 {
        self.colonist.is_some() as u32 + self.barrel.is_some() as u32 + self.vp as u32
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
    /// The draft: put this building in play.
    Pick(BuildingId),
    /// Guest House: colonists moved to these slots (none: `guests keep`).
    Guests(Arrangement),
    /// A face-up plantation placed as a forest (Forest House).
    Forest(Good, FreeColonist),
    /// The Hacienda's tile placed as a forest.
    HaciendaForest,
    /// A build paid partly through the Black Market.
    BlackMarket(BuildingId, BlackMarket, FreeColonist),
    /// A sale to the bank through the Trading Post.
    TradingPost(Good),
    /// A Small Wharf delivery: barrels per good.
    SmallWharf([u8; GOODS]),
    /// Storage with a Storehouse: kinds kept whole (bit per good), then loose barrels per good.
    KeepLoose(u8, [u8; GOODS]),
}

/// Writes ` <good>:<n>` for every good with a count.
fn write_goods(f: &mut fmt::Formatter<'_>, goods: &[u8; GOODS]) -> fmt::Result {
    for good in Good::ALL {
        let n = goods[good.index()];
        if n > 0 {
            write!(f, " {}:{n}", good.id())?;
        }
    }
    Ok(())
}

fn write_whole(f: &mut fmt::Formatter<'_>, whole: u8) -> fmt::Result {
    if whole != 0 {
        f.write_str(" all")?;
        for good in Good::ALL.iter().filter(|g| whole & (1 << g.index()) != 0) {
            write!(f, " {}", good.id())?;
        }
    }
    Ok(())
}

impl Arrangement {
    /// The slots with their counts (` <slot>:<n>`), canonical order.
    fn write_slots(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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

impl fmt::Display for Arrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("colonists")?;
        if self.placed() == 0 {
            return f.write_str(" none");
        }
        self.write_slots(f)
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
                write_whole(f, keep.whole)?;
                write!(f, " one {}", keep.one.id())
            }
            Action::Pass => f.write_str("pass"),
            Action::Pick(building) => write!(f, "pick {}", building.id()),
            Action::Guests(moves) if moves.placed() == 0 => f.write_str("guests keep"),
            Action::Guests(moves) => {
                f.write_str("guests")?;
                moves.write_slots(f)
            }
            Action::Forest(good, free) => write!(f, "plant {} forest{}", good.id(), free.suffix()),
            Action::HaciendaForest => f.write_str("hacienda forest"),
            Action::BlackMarket(building, pay, free) => {
                write!(f, "build {} black-market", building.id())?;
                if let Some(source) = pay.colonist {
                    write!(f, " colonist:{}", source.id())?;
                }
                if let Some(good) = pay.barrel {
                    write!(f, " barrel:{}", good.id())?;
                }
                if pay.vp {
                    f.write_str(" vp")?;
                }
                f.write_str(free.suffix())
            }
            Action::TradingPost(good) => write!(f, "sell {} trading-post", good.id()),
            Action::SmallWharf(goods) => {
                f.write_str("ship")?;
                write_goods(f, goods)?;
                f.write_str(" small-wharf")
            }
            Action::KeepLoose(whole, loose) => {
                f.write_str("keep")?;
                write_whole(f, *whole)?;
                f.write_str(" loose")?;
                write_goods(f, loose)
            }
        }
    }
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let unknown = || RuleError::new(keys::UNKNOWN_MOVE).text("text", text.trim());
        let folded = fold(text);
        let words: Vec<&str> = folded.split_whitespace().collect();
        let (&verb, rest) = words.split_first().ok_or_else(unknown)?;
        let (rest, free) = split_free_colonist(rest);
        let action = match verb {
            "role" => Role::parse(&rest.join("-")).map(|r| Action::Role(r, free)),
            "plant" => parse_plant(rest, free),
            "hacienda" if rest.is_empty() => Some(Action::Hacienda),
            "hacienda" if matches!(rest, ["forest" | "foret"]) => Some(Action::HaciendaForest),
            "colonists" => parse_arrangement(rest).map(Action::Colonists),
            "move" | "deplacer" => parse_move(rest),
            "confirm" | "confirmer" | "valider" if rest.is_empty() => Some(Action::Confirm),
            "build" => parse_build(rest, free),
            "craft" => single(rest).and_then(Good::parse).map(Action::Craft),
            "sell" => parse_sell(rest),
            "ship" => parse_ship(rest),
            "keep" => parse_keep(rest),
            "pass" | "passer" if rest.is_empty() => Some(Action::Pass),
            "pick" | "choisir" => BuildingId::parse(&rest.join("-")).map(Action::Pick),
            "guests" | "invites" => parse_guests(rest),
            _ => None,
        };
        let takes_free = matches!(
            action,
            Some(
                Action::Role(..) | Action::Plant(..) | Action::Build(..) | Action::Forest(..) | Action::BlackMarket(..)
            )
        );
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

fn parse_plant(words: &[&str], free: FreeColonist) -> Option<Action> {
    match words {
        [tile] => Tile::parse(tile).map(|t| Action::Plant(t, free)),
        [good, "forest" | "foret"] => Good::parse(good).map(|g| Action::Forest(g, free)),
        _ => None,
    }
}

fn parse_build(words: &[&str], free: FreeColonist) -> Option<Action> {
    // The building's own words come first (`build black-market` builds a Black Market).
    let split = words
        .iter()
        .skip(1)
        .position(|w| matches!(*w, "black-market" | "marche-noir"));
    let Some(split) = split.map(|i| i + 1) else {
        return BuildingId::parse(&words.join("-")).map(|b| Action::Build(b, free));
    };
    let building = BuildingId::parse(&words[..split].join("-"))?;
    let mut pay = BlackMarket::default();
    for part in &words[split + 1..] {
        match part.split_once(':') {
            Some(("colonist" | "colon", slot)) if pay.colonist.is_none() => {
                pay.colonist = Some(ColonistSource::parse(slot)?)
            }
            Some(("barrel" | "tonneau", good)) if pay.barrel.is_none() => pay.barrel = Some(Good::parse(good)?),
            None if matches!(*part, "vp" | "pv") && !pay.vp => pay.vp = true,
            _ => return None,
        }
    }
    (pay.value() > 0).then_some(Action::BlackMarket(building, pay, free))
}

fn parse_sell(words: &[&str]) -> Option<Action> {
    match words {
        [good] => Good::parse(good).map(Action::Sell),
        [good, "trading-post" | "comptoir-colonial"] | [good, "trading", "post"] | [good, "comptoir", "colonial"] => {
            Good::parse(good).map(Action::TradingPost)
        }
        _ => None,
    }
}

/// `<good>:<n>` words as counts per good (each good at most once, zero counts allowed).
fn parse_goods(words: &[&str]) -> Option<[u8; GOODS]> {
    let mut goods = [0u8; GOODS];
    let mut seen = [false; GOODS];
    for word in words {
        let (good, count) = word.split_once(':')?;
        let good = Good::parse(good)?;
        if std::mem::replace(&mut seen[good.index()], true) {
            return None;
        }
        goods[good.index()] = count.parse().ok()?;
    }
    Some(goods)
}

fn parse_guests(words: &[&str]) -> Option<Action> {
    match words {
        ["keep" | "garder"] => Some(Action::Guests(Arrangement::default())),
        [] | ["none"] => None,
        _ => parse_arrangement(words).map(Action::Guests),
    }
}

fn parse_ship(words: &[&str]) -> Option<Action> {
    if let [goods @ .., "small-wharf" | "petit-quai"] = words {
        return parse_goods(goods)
            .filter(|g| g.iter().any(|&n| n > 0))
            .map(Action::SmallWharf);
    }
    let [good, target] = words else { return None };
    let good = Good::parse(good)?;
    let target = match *target {
        "wharf" | "quai" => ShipTarget::Wharf,
        capacity => ShipTarget::Ship(capacity.parse().ok()?),
    };
    Some(Action::Ship(good, target))
}

fn parse_keep(words: &[&str]) -> Option<Action> {
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
    if words.next_if(|w| matches!(**w, "loose" | "vrac")).is_some() {
        let rest: Vec<&str> = words.copied().collect();
        let loose = parse_goods(&rest)?;
        let overlap = Good::ALL
            .iter()
            .any(|g| loose[g.index()] > 0 && whole & (1 << g.index()) != 0);
        return (loose.iter().any(|&n| n > 0) && !overlap).then_some(Action::KeepLoose(whole, loose));
    }
    words.next().filter(|w| matches!(**w, "one" | "un"))?;
    let one = Good::parse(words.next()?)?;
    if words.next().is_some() || whole & (1 << one.index()) != 0 {
        return None;
    }
    Some(Action::Keep(Keep { whole, one }))
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
            "pick library",
            "pick statue",
            "guests keep",
            "guests quarry:1 harbor:1",
            "plant coffee forest",
            "plant corn forest no-colonist",
            "hacienda forest",
            "build harbor black-market vp",
            "build black-market",
            "build black-market no-colonist",
            "build city-hall black-market colonist:san-juan barrel:corn vp no-colonist",
            "build office black-market colonist:quarry",
            "build wharf black-market colonist:guest-house barrel:sugar",
            "sell tobacco trading-post",
            "ship corn:2 sugar:1 small-wharf",
            "keep loose corn:4",
            "keep all sugar loose corn:1 indigo:3",
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
        assert_eq!(parse("plant café forêt sans colon"), "plant coffee forest no-colonist");
        assert_eq!(
            parse("build Port marché-noir PV colon:carrière"),
            "build harbor black-market colonist:quarry vp"
        );
        assert_eq!(parse("sell maïs comptoir colonial"), "sell corn trading-post");
        assert_eq!(
            parse("ship sucre:1 maïs:2 petit-quai"),
            "ship corn:2 sugar:1 small-wharf"
        );
        assert_eq!(parse("keep tout sucre vrac maïs:4"), "keep all sugar loose corn:4");
        assert_eq!(parse("choisir bibliothèque"), "pick library");
        assert_eq!(parse("invités garder"), "guests keep");
        assert_eq!(parse("guests quarry:0"), "guests keep");
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
            "plant quarry forest",
            "hacienda corn",
            "build harbor black-market",
            "build harbor black-market vp vp",
            "build harbor black-market barrel:corn barrel:sugar",
            "build harbor black-market colonist:nowhere",
            "sell corn office",
            "ship small-wharf",
            "ship corn:0 small-wharf",
            "keep loose",
            "keep all corn loose corn:1",
            "guests",
            "guests none",
            "pick",
            "sell corn trading-post no-colonist",
        ] {
            let err = text.parse::<Action>().unwrap_err();
            assert_eq!(err.key, keys::UNKNOWN_MOVE, "{text}");
        }
    }
}
