//! The game's tables as data: goods, island tiles, role cards, buildings and the set-up per player count
//! (from the rules; the tables are in docs/puerto-rico.md).
//!
//! Buildings are one static table of records indexed by [`BuildingId`]; a building's rules are looked up by id
//! where it has an effect. The expansion's 14 buildings are rows after the base game's 23.

use serde::{Deserialize, Serialize};

/// A kind of barrel. The discriminant is the index used in every `[_; GOODS]` array (data order = trade price).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Good {
    Corn,
    Indigo,
    Sugar,
    Tobacco,
    Coffee,
}

pub const GOODS: usize = 5;

impl Good {
    pub const ALL: [Good; GOODS] = [Good::Corn, Good::Indigo, Good::Sugar, Good::Tobacco, Good::Coffee];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Good {
        Good::ALL[i]
    }

    /// Doubloons the trading house pays.
    pub fn price(self) -> u32 {
        self as u32
    }

    /// Barrels in the game.
    pub fn barrels(self) -> u8 {
        [10, 11, 11, 9, 9][self.index()]
    }

    /// Plantation tiles in the game.
    pub fn plantations(self) -> u8 {
        [10, 12, 11, 9, 8][self.index()]
    }

    pub fn id(self) -> &'static str {
        ["corn", "indigo", "sugar", "tobacco", "coffee"][self.index()]
    }

    pub fn french(self) -> &'static str {
        ["maïs", "indigo", "sucre", "tabac", "café"][self.index()]
    }

    /// Reads an English or French name (accents optional, any case).
    pub fn parse(text: &str) -> Option<Good> {
        match fold(text).as_str() {
            "corn" | "mais" => Some(Good::Corn),
            "indigo" => Some(Good::Indigo),
            "sugar" | "sucre" => Some(Good::Sugar),
            "tobacco" | "tabac" => Some(Good::Tobacco),
            "coffee" | "cafe" => Some(Good::Coffee),
            _ => None,
        }
    }
}

/// An island tile: a plantation of one good, or a quarry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tile {
    Corn,
    Indigo,
    Sugar,
    Tobacco,
    Coffee,
    Quarry,
}

pub const TILE_KINDS: usize = 6;
/// Island and city spaces.
pub const SPACES: usize = 12;
pub const QUARRIES: u8 = 8;

impl Tile {
    pub const ALL: [Tile; TILE_KINDS] = [
        Tile::Corn,
        Tile::Indigo,
        Tile::Sugar,
        Tile::Tobacco,
        Tile::Coffee,
        Tile::Quarry,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Tile {
        Tile::ALL[i]
    }

    pub fn plantation(good: Good) -> Tile {
        Tile::ALL[good.index()]
    }

    /// The good a plantation grows (None for a quarry).
    pub fn good(self) -> Option<Good> {
        (self != Tile::Quarry).then(|| Good::from_index(self.index()))
    }

    pub fn id(self) -> &'static str {
        match self.good() {
            Some(good) => good.id(),
            None => "quarry",
        }
    }

    pub fn parse(text: &str) -> Option<Tile> {
        match fold(text).as_str() {
            "quarry" | "carriere" => Some(Tile::Quarry),
            other => Good::parse(other).map(Tile::plantation),
        }
    }
}

/// A role card. With 5 players there are two prospector cards, each with its own doubloons: the second one is
/// `Prospector2` (text `prospector-2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Settler,
    Mayor,
    Builder,
    Craftsman,
    Trader,
    Captain,
    Prospector,
    #[serde(rename = "prospector-2")]
    Prospector2,
}

pub const ROLES: usize = 8;

impl Role {
    pub const ALL: [Role; ROLES] = [
        Role::Settler,
        Role::Mayor,
        Role::Builder,
        Role::Craftsman,
        Role::Trader,
        Role::Captain,
        Role::Prospector,
        Role::Prospector2,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Role cards in play: all but the prospectors, plus one prospector per player beyond 3.
    pub fn in_game(players: usize) -> &'static [Role] {
        &Role::ALL[..players + 3]
    }

    pub fn id(self) -> &'static str {
        [
            "settler",
            "mayor",
            "builder",
            "craftsman",
            "trader",
            "captain",
            "prospector",
            "prospector-2",
        ][self.index()]
    }

    pub fn is_prospector(self) -> bool {
        matches!(self, Role::Prospector | Role::Prospector2)
    }

    /// Reads an English or French card name; words may be joined by `-` (`chercheur-d'or-2`).
    pub fn parse(text: &str) -> Option<Role> {
        let folded = fold(text).replace(['\'', ' '], "-");
        let (base, second) = match folded.strip_suffix("-2").or_else(|| folded.strip_suffix('2')) {
            Some(base) => (base.trim_end_matches('-').to_string(), true),
            None => (folded, false),
        };
        let role = match base.as_str() {
            "settler" | "planteur" => Role::Settler,
            "mayor" | "intendant" => Role::Mayor,
            "builder" | "macon" | "batisseur" => Role::Builder,
            "craftsman" | "artisan" => Role::Craftsman,
            "trader" | "marchand" => Role::Trader,
            "captain" | "capitaine" => Role::Captain,
            "prospector" | "chercheur-d-or" | "chercheur-dor" | "chercheur" => Role::Prospector,
            _ => return None,
        };
        match (role, second) {
            (Role::Prospector, true) => Some(Role::Prospector2),
            (_, true) => None,
            (role, false) => Some(role),
        }
    }
}

/// What a building does, as far as the generic rules care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildingKind {
    /// A small production building (1 circle): Guild Hall +1.
    SmallProduction(Good),
    /// A large production building: Guild Hall +2.
    LargeProduction(Good),
    /// A violet building (small or large).
    Violet,
}

/// One row of the building table.
#[derive(Clone, Copy, Debug)]
pub struct BuildingInfo {
    pub id: BuildingId,
    pub key: &'static str,
    pub english: &'static str,
    pub french: &'static str,
    pub cost: u8,
    pub vp: u8,
    pub circles: u8,
    /// Column on the board = most quarries usable for the discount.
    pub column: u8,
    pub copies: u8,
    /// City spaces used (2 for the large buildings).
    pub spaces: u8,
    pub kind: BuildingKind,
}

macro_rules! buildings {
    ($( $id:ident $key:literal $en:literal $fr:literal $cost:literal $vp:literal $circles:literal $column:literal
        $copies:literal $spaces:literal $kind:expr ;)*) => {
        /// A building, in the order of the buildings table (the canonical slot order in texts).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum BuildingId { $($id,)* }

        /// The classic buildings.
        pub const BUILDINGS: &[BuildingInfo] = &[
            $(BuildingInfo { id: BuildingId::$id, key: $key, english: $en, french: $fr, cost: $cost, vp: $vp,
                circles: $circles, column: $column, copies: $copies, spaces: $spaces, kind: $kind },)*
        ];
    };
}

use BuildingKind::{LargeProduction as Large, SmallProduction as Small, Violet};

buildings! {
    SmallIndigoPlant "small-indigo-plant" "Small Indigo Plant" "petite teinturerie" 1 1 1 1 4 1 Small(Good::Indigo);
    SmallSugarMill "small-sugar-mill" "Small Sugar Mill" "petite raffinerie de sucre" 2 1 1 1 4 1 Small(Good::Sugar);
    IndigoPlant "indigo-plant" "Indigo Plant" "teinturerie" 3 2 3 2 3 1 Large(Good::Indigo);
    SugarMill "sugar-mill" "Sugar Mill" "raffinerie de sucre" 4 2 3 2 3 1 Large(Good::Sugar);
    TobaccoStorage "tobacco-storage" "Tobacco Storage" "séchoir à tabac" 5 3 3 3 3 1 Large(Good::Tobacco);
    CoffeeRoaster "coffee-roaster" "Coffee Roaster" "brûlerie de café" 6 3 2 3 3 1 Large(Good::Coffee);
    SmallMarket "small-market" "Small Market" "petit marché" 1 1 1 1 2 1 Violet;
    Hacienda "hacienda" "Hacienda" "hacienda" 2 1 1 1 2 1 Violet;
    ConstructionHut "construction-hut" "Construction Hut" "baraque de chantier" 2 1 1 1 2 1 Violet;
    SmallWarehouse "small-warehouse" "Small Warehouse" "petit entrepôt" 3 1 1 1 2 1 Violet;
    Hospice "hospice" "Hospice" "hospice" 4 2 1 2 2 1 Violet;
    Office "office" "Office" "comptoir" 5 2 1 2 2 1 Violet;
    LargeMarket "large-market" "Large Market" "grand marché" 5 2 1 2 2 1 Violet;
    LargeWarehouse "large-warehouse" "Large Warehouse" "grand entrepôt" 6 2 1 2 2 1 Violet;
    Factory "factory" "Factory" "manufacture" 7 3 1 3 2 1 Violet;
    University "university" "University" "université" 8 3 1 3 2 1 Violet;
    Harbor "harbor" "Harbor" "port" 8 3 1 3 2 1 Violet;
    Wharf "wharf" "Wharf" "quai" 9 3 1 3 2 1 Violet;
    GuildHall "guild-hall" "Guild Hall" "guilde" 10 4 1 4 1 2 Violet;
    Residence "residence" "Residence" "résidence" 10 4 1 4 1 2 Violet;
    Fortress "fortress" "Fortress" "forteresse" 10 4 1 4 1 2 Violet;
    CustomsHouse "customs-house" "Customs House" "douane" 10 4 1 4 1 2 Violet;
    CityHall "city-hall" "City Hall" "hôtel de ville" 10 4 1 4 1 2 Violet;
    Aqueduct "aqueduct" "Aqueduct" "aqueduc" 1 1 1 1 2 1 Violet;
    ForestHouse "forest-house" "Forest House" "maison forestière" 2 1 1 1 2 1 Violet;
    BlackMarket "black-market" "Black Market" "marché noir" 2 1 1 1 2 1 Violet;
    Storehouse "storehouse" "Storehouse" "remise" 3 1 1 1 2 1 Violet;
    GuestHouse "guest-house" "Guest House" "auberge" 4 2 2 2 2 1 Violet;
    TradingPost "trading-post" "Trading Post" "comptoir colonial" 5 2 1 2 2 1 Violet;
    Church "church" "Church" "église" 5 2 1 2 2 1 Violet;
    SmallWharf "small-wharf" "Small Wharf" "petit quai" 6 2 1 2 2 1 Violet;
    Lighthouse "lighthouse" "Lighthouse" "phare" 7 3 1 3 2 1 Violet;
    Library "library" "Library" "bibliothèque" 8 3 1 3 2 1 Violet;
    SpecialtyFactory "specialty-factory" "Specialty Factory" "manufacture spécialisée" 8 3 1 3 2 1 Violet;
    UnionHall "union-hall" "Union Hall" "maison des corporations" 9 3 1 3 2 1 Violet;
    Cloister "cloister" "Cloister" "cloître" 10 4 1 4 1 2 Violet;
    Statue "statue" "Statue" "statue" 10 8 0 4 1 2 Violet;
}

/// Number of building kinds (the length of every per-building array).
pub const BUILDING_KINDS: usize = BUILDINGS.len();
/// The base game's buildings are the first rows; the expansion's 14 follow (so base texts and indices are
/// unchanged).
pub const BASE_KINDS: usize = 23;

/// A set of buildings, bit per table index.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BuildingSet(pub u64);

impl BuildingSet {
    /// The base game's 23 buildings.
    pub const BASE: BuildingSet = BuildingSet((1 << BASE_KINDS) - 1);
    /// The production buildings, always in play.
    pub const PRODUCTION: BuildingSet = BuildingSet(0b11_1111);

    pub fn contains(self, building: BuildingId) -> bool {
        self.0 & (1 << building.index()) != 0
    }

    pub fn with(self, building: BuildingId) -> BuildingSet {
        BuildingSet(self.0 | 1 << building.index())
    }

    pub fn is_base(&self) -> bool {
        *self == BuildingSet::BASE
    }

    /// The buildings of the set in table order (walking the set bits: the builder lists them often).
    pub fn iter(self) -> impl Iterator<Item = BuildingId> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let index = bits.trailing_zeros() as usize;
            (bits != 0).then(|| {
                bits &= bits - 1;
                BuildingId::from_index(index)
            })
        })
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The `n`-th building of the set in table order, as [`BuildingSet::iter`] gives them.
    pub fn nth(self, n: usize) -> Option<BuildingId> {
        let mut bits = self.0;
        for _ in 0..n.min(64) {
            bits &= bits.wrapping_sub(1);
        }
        (bits != 0).then(|| BuildingId::from_index(bits.trailing_zeros() as usize))
    }

    pub fn and(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 & other.0)
    }

    pub fn without(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 & !other.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Highest board column (the quarry discount is capped by it).
pub const COLUMNS: usize = 4;
/// Highest printed cost.
pub const MAX_COST: usize = 10;

/// `AFFORDABLE[c][t]`: the buildings of column `c + 1` whose printed cost is at most `t` (derived from the table,
/// so that the Builder's listing tests a whole column's budget at once).
pub const AFFORDABLE: [[BuildingSet; MAX_COST + 1]; COLUMNS] = affordable_masks();

const fn affordable_masks() -> [[BuildingSet; MAX_COST + 1]; COLUMNS] {
    let mut masks = [[BuildingSet(0); MAX_COST + 1]; COLUMNS];
    let mut i = 0;
    while i < BUILDINGS.len() {
        let info = &BUILDINGS[i];
        assert!(info.column >= 1 && info.column as usize <= COLUMNS && info.cost as usize <= MAX_COST);
        let mut t = info.cost as usize;
        while t <= MAX_COST {
            masks[info.column as usize - 1][t].0 |= 1 << i;
            t += 1;
        }
        i += 1;
    }
    masks
}

/// Colonist circles per building, as one byte each (the Mayor's and the refill's sums run over them often).
pub const CIRCLES: [u8; BUILDING_KINDS] = circles_table();

const fn circles_table() -> [u8; BUILDING_KINDS] {
    let (mut circles, mut i) = ([0; BUILDING_KINDS], 0);
    while i < BUILDING_KINDS {
        circles[i] = BUILDINGS[i].circles;
        i += 1;
    }
    circles
}

/// City spaces per building, as one byte each (the Builder asks every seat's city often).
pub const CITY_SPACES: [u8; BUILDING_KINDS] = spaces_table();

const fn spaces_table() -> [u8; BUILDING_KINDS] {
    let (mut spaces, mut i) = ([0; BUILDING_KINDS], 0);
    while i < BUILDING_KINDS {
        spaces[i] = BUILDINGS[i].spaces;
        i += 1;
    }
    spaces
}

/// The buildings with at least one colonist circle (a University colonist comes with them).
pub const WITH_CIRCLES: BuildingSet = with_circles_mask();

const fn with_circles_mask() -> BuildingSet {
    let (mut mask, mut i) = (0, 0);
    while i < BUILDINGS.len() {
        if BUILDINGS[i].circles > 0 {
            mask |= 1 << i;
        }
        i += 1;
    }
    BuildingSet(mask)
}

/// The large buildings (two city spaces).
pub const LARGE: BuildingSet = large_mask();

const fn large_mask() -> BuildingSet {
    let (mut mask, mut i) = (0, 0);
    while i < BUILDINGS.len() {
        if BUILDINGS[i].spaces == 2 {
            mask |= 1 << i;
        }
        i += 1;
    }
    BuildingSet(mask)
}

/// Violet building spaces on the board per cost 1..=10 (docs/puerto-rico.md, Buildings); a small building fills its
/// space with both copies, a large one with its one copy.
pub const SPACES_BY_COST: [u8; 10] = [1, 2, 1, 1, 2, 1, 1, 2, 1, 5];

/// The violet candidates (base and expansion) for the spaces of one cost.
pub fn candidates(cost: u8) -> impl Iterator<Item = BuildingId> {
    BuildingId::all().filter(move |b| b.is_violet() && b.info().cost == cost)
}

/// The Hacienda and the Forest House exclude each other in the draft and the random selection.
pub fn excluded_by(building: BuildingId) -> Option<BuildingId> {
    match building {
        BuildingId::Hacienda => Some(BuildingId::ForestHouse),
        BuildingId::ForestHouse => Some(BuildingId::Hacienda),
        _ => None,
    }
}

impl BuildingId {
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> BuildingId {
        BUILDINGS[i].id
    }

    pub fn info(self) -> &'static BuildingInfo {
        &BUILDINGS[self.index()]
    }

    pub fn id(self) -> &'static str {
        self.info().key
    }

    pub fn all() -> impl Iterator<Item = BuildingId> {
        BUILDINGS.iter().map(|b| b.id)
    }

    /// The good a production building makes.
    pub fn produces(self) -> Option<Good> {
        match self.info().kind {
            BuildingKind::SmallProduction(good) | BuildingKind::LargeProduction(good) => Some(good),
            BuildingKind::Violet => None,
        }
    }

    pub fn is_violet(self) -> bool {
        self.info().kind == BuildingKind::Violet
    }

    /// One of the expansion's 14 buildings.
    pub fn is_expansion(self) -> bool {
        self.index() >= BASE_KINDS
    }

    /// Reads an id (`small-indigo-plant`), an English or a French name; words may be separated by spaces or `-`.
    pub fn parse(text: &str) -> Option<BuildingId> {
        let wanted = fold(text).replace([' ', '_'], "-");
        let by_key = BUILDINGS.iter().find(|b| b.key == wanted);
        by_key
            .or_else(|| {
                BUILDINGS
                    .iter()
                    .find(|b| fold(b.english).replace(' ', "-") == wanted || fold(b.french).replace(' ', "-") == wanted)
            })
            .map(|b| b.id)
    }
}

/// Set-up numbers for one player count.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    pub doubloons: u32,
    pub vp_chips: u32,
    pub colonist_supply: u32,
    pub cargo_ships: [u8; 3],
    pub start_tiles: &'static [Tile],
}

pub fn setup(players: usize) -> Setup {
    use Tile::{Corn, Indigo};
    match players {
        3 => Setup {
            doubloons: 2,
            vp_chips: 75,
            colonist_supply: 55,
            cargo_ships: [4, 5, 6],
            start_tiles: &[Indigo, Indigo, Corn],
        },
        4 => Setup {
            doubloons: 3,
            vp_chips: 100,
            colonist_supply: 75,
            cargo_ships: [5, 6, 7],
            start_tiles: &[Indigo, Indigo, Corn, Corn],
        },
        _ => Setup {
            doubloons: 4,
            vp_chips: 122,
            colonist_supply: 95,
            cargo_ships: [6, 7, 8],
            start_tiles: &[Indigo, Indigo, Indigo, Corn, Corn],
        },
    }
}

/// Lowercases and strips French accents so texts match whatever the keyboard produced.
pub fn fold(text: &str) -> String {
    let text = text.trim();
    // Canonical move texts (every button's, the host's own) are lowercase ASCII already: folding keeps them.
    if text.bytes().all(|b| b.is_ascii() && !b.is_ascii_uppercase()) {
        return text.to_string();
    }
    text.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            '’' => '\'',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_matches_spec_counts() {
        assert_eq!(BUILDING_KINDS, 37);
        let base: u32 = BUILDINGS[..BASE_KINDS].iter().map(|b| b.copies as u32).sum();
        // 49 building tiles in the base box, 26 in the expansion (12 small × 2, 2 large).
        assert_eq!(base, 49);
        let expansion: u32 = BUILDINGS[BASE_KINDS..].iter().map(|b| b.copies as u32).sum();
        assert_eq!(expansion, 26);
        assert_eq!(BuildingSet::BASE.iter().count(), BASE_KINDS);
        assert!(BuildingSet::BASE.iter().all(|b| !b.is_expansion()));
        for cost in 1..=10u8 {
            let candidates = candidates(cost).count();
            assert!(candidates > SPACES_BY_COST[cost as usize - 1] as usize, "cost {cost}");
        }
        assert_eq!(SPACES_BY_COST.iter().map(|&n| n as u32).sum::<u32>(), 17);
        for (i, b) in BUILDINGS.iter().enumerate() {
            assert_eq!(b.id.index(), i);
            assert_eq!(BuildingId::parse(b.key), Some(b.id));
            assert_eq!(BuildingId::parse(b.french), Some(b.id));
        }
        let plantations: u32 = Good::ALL.iter().map(|g| g.plantations() as u32).sum();
        assert_eq!(plantations, 50);
        let barrels: u32 = Good::ALL.iter().map(|g| g.barrels() as u32).sum();
        assert_eq!(barrels, 50);
    }

    #[test]
    fn names_parse_in_both_languages() {
        assert_eq!(Good::parse("Maïs"), Some(Good::Corn));
        assert_eq!(Good::parse("CAFÉ"), Some(Good::Coffee));
        assert_eq!(Tile::parse("carrière"), Some(Tile::Quarry));
        assert_eq!(Role::parse("Bâtisseur"), Some(Role::Builder));
        assert_eq!(Role::parse("chercheur-d'or"), Some(Role::Prospector));
        assert_eq!(Role::parse("prospector-2"), Some(Role::Prospector2));
        assert_eq!(Role::parse("mayor-2"), None);
        assert_eq!(BuildingId::parse("hôtel de ville"), Some(BuildingId::CityHall));
        assert_eq!(BuildingId::parse("comptoir"), Some(BuildingId::Office));
        assert_eq!(BuildingId::parse("comptoir colonial"), Some(BuildingId::TradingPost));
        assert_eq!(BuildingId::parse("Église"), Some(BuildingId::Church));
        assert_eq!(BuildingId::parse("maison forestiere"), Some(BuildingId::ForestHouse));
    }
}
