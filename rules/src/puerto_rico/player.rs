//! One player's board: island, city, San Juan, doubloons, barrels and (secret) VP chips.
//!
//! Identical plantations are interchangeable, so the island is kept as counts per tile kind (tiles, and
//! colonists on them). The city keeps its buildings in build order in a fixed array of 12 slots (a city never
//! holds more than 12 buildings), each with its colonists.

use serde::{Deserialize, Serialize};

use super::data::{BuildingId, BuildingKind, Good, Tile, CIRCLES, GOODS, LARGE, SPACES, TILE_KINDS};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CitySlot {
    pub building: BuildingId,
    pub colonists: u8,
}

const EMPTY_SLOT: CitySlot = CitySlot {
    building: BuildingId::SmallIndigoPlant,
    colonists: 0,
};

/// The city is private so that every change of it keeps the building masks (`owned`, `occupied`) right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Stored")]
pub struct Player {
    pub doubloons: u32,
    /// VP chips taken (secret). May exceed what the supply held: points scored beyond the supply count too.
    pub vp_chips: u32,
    pub goods: [u8; GOODS],
    /// Island tiles per kind.
    pub tiles: [u8; TILE_KINDS],
    /// Colonists on the island tiles per kind (at most one per tile).
    pub manned: [u8; TILE_KINDS],
    /// Buildings in build order; only the first `built` entries are used.
    pub(super) city: [CitySlot; SPACES],
    pub(super) built: u8,
    pub san_juan: u8,
    /// Plantations placed face down as forests (Forest House), per the good of the tile (kept only so that
    /// every tile stays counted; a forest's good is irrelevant to the rules). Absent from base games' state.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub forests: [u8; GOODS],
    /// One bit per building index owned, and per building occupied: kept with the city (not stored), so that
    /// `has`, `occupied` and the sums over the city read bits instead of scanning the city.
    #[serde(skip)]
    pub(super) owned: u64,
    #[serde(skip)]
    pub(super) occupied: u64,
    /// Colonist circles on the buildings (kept with `owned`: the Mayor's `no-colonist` bound sums every city's).
    #[serde(skip)]
    pub(super) circles: u8,
    /// Colonists on the buildings (kept with the masks: the Mayor counts a board's colonists at every turn).
    #[serde(skip)]
    pub(super) housed: u8,
}

/// A player as stored: the masks are derived from the city when it is read.
#[derive(Deserialize)]
struct Stored {
    doubloons: u32,
    vp_chips: u32,
    goods: [u8; GOODS],
    tiles: [u8; TILE_KINDS],
    manned: [u8; TILE_KINDS],
    city: [CitySlot; SPACES],
    built: u8,
    san_juan: u8,
    #[serde(default)]
    forests: [u8; GOODS],
}

impl From<Stored> for Player {
    fn from(s: Stored) -> Player {
        let mut p = Player {
            doubloons: s.doubloons,
            vp_chips: s.vp_chips,
            goods: s.goods,
            tiles: s.tiles,
            manned: s.manned,
            city: s.city,
            built: s.built.min(SPACES as u8),
            san_juan: s.san_juan,
            forests: s.forests,
            owned: 0,
            occupied: 0,
            circles: 0,
            housed: 0,
        };
        p.recount();
        p
    }
}

fn is_zero(counts: &[u8; GOODS]) -> bool {
    counts.iter().all(|&n| n == 0)
}

impl Player {
    pub fn new(doubloons: u32) -> Player {
        Player {
            doubloons,
            vp_chips: 0,
            goods: [0; GOODS],
            tiles: [0; TILE_KINDS],
            manned: [0; TILE_KINDS],
            city: [EMPTY_SLOT; SPACES],
            built: 0,
            san_juan: 0,
            forests: [0; GOODS],
            owned: 0,
            occupied: 0,
            circles: 0,
            housed: 0,
        }
    }

    /// Derives the masks from the city.
    fn recount(&mut self) {
        let (mut owned, mut occupied, mut circles, mut housed) = (0, 0, 0, 0);
        for s in self.buildings() {
            owned |= 1 << s.building.index();
            occupied |= ((s.colonists > 0) as u64) << s.building.index();
            circles += CIRCLES[s.building.index()];
            housed += s.colonists;
        }
        (self.owned, self.occupied, self.circles, self.housed) = (owned, occupied, circles, housed);
    }

    pub fn buildings(&self) -> &[CitySlot] {
        &self.city[..self.built as usize]
    }

    /// Edits the colonists of the city's buildings (the buildings themselves stay), the masks kept.
    pub fn edit_buildings(&mut self, edit: impl FnOnce(&mut [CitySlot])) {
        edit(&mut self.city[..self.built as usize]);
        self.recount();
    }

    /// Sets every building's colonists from a count per building index (the Mayor's placement).
    pub(super) fn set_colonists(&mut self, counts: &[u8; super::data::BUILDING_KINDS]) {
        let (mut occupied, mut housed) = (0, 0);
        for slot in &mut self.city[..self.built as usize] {
            slot.colonists = counts[slot.building.index()];
            occupied |= ((slot.colonists > 0) as u64) << slot.building.index();
            housed += slot.colonists;
        }
        (self.occupied, self.housed) = (occupied, housed);
    }

    /// The buildings owned, one bit per building index.
    #[inline]
    pub fn owned_mask(&self) -> u64 {
        self.owned
    }

    /// The occupied buildings, one bit per building index.
    #[inline]
    pub fn occupied_mask(&self) -> u64 {
        self.occupied
    }

    /// Filled island spaces, forests included.
    pub fn island_tiles(&self) -> u32 {
        self.tiles.iter().map(|&n| n as u32).sum::<u32>() + self.forest_count()
    }

    /// Forests on the island (no circle, no production, never a quarry).
    pub fn forest_count(&self) -> u32 {
        self.forests.iter().map(|&n| n as u32).sum()
    }

    pub fn island_full(&self) -> bool {
        self.island_tiles() >= SPACES as u32
    }

    pub fn city_spaces(&self) -> u32 {
        self.owned.count_ones() + (self.owned & LARGE.0).count_ones()
    }

    /// Colonist circles on the buildings.
    #[inline]
    pub fn building_circles(&self) -> u32 {
        self.circles as u32
    }

    #[inline]
    pub fn has(&self, building: BuildingId) -> bool {
        self.owned & 1 << building.index() != 0
    }

    #[inline]
    pub fn colonists_on(&self, building: BuildingId) -> u8 {
        self.buildings()
            .iter()
            .find(|s| s.building == building)
            .map_or(0, |s| s.colonists)
    }

    /// Owned and manned: only occupied buildings work.
    #[inline]
    pub fn occupied(&self, building: BuildingId) -> bool {
        self.occupied & 1 << building.index() != 0
    }

    pub fn add_building(&mut self, building: BuildingId, colonists: u8) {
        self.city[self.built as usize] = CitySlot { building, colonists };
        self.built += 1;
        self.owned |= 1 << building.index();
        self.occupied |= ((colonists > 0) as u64) << building.index();
        self.circles += CIRCLES[building.index()];
        self.housed += colonists;
    }

    pub fn add_tile(&mut self, tile: Tile, manned: bool) {
        self.tiles[tile.index()] += 1;
        self.manned[tile.index()] += manned as u8;
    }

    /// Every colonist the player owns, San Juan included.
    pub fn colonists(&self) -> u32 {
        let island: u32 = self.manned.iter().map(|&n| n as u32).sum();
        island + self.housed_colonists() + self.san_juan as u32
    }

    /// Colonist circles on the island (forests have none) and in the city.
    pub fn circles(&self) -> u32 {
        self.tiles.iter().map(|&n| n as u32).sum::<u32>() + self.building_circles()
    }

    /// Empty circles on buildings (what the colonist ship refill counts).
    pub fn empty_building_circles(&self) -> u32 {
        self.building_circles() - self.housed_colonists()
    }

    /// Colonists on the buildings.
    #[inline]
    pub fn housed_colonists(&self) -> u32 {
        self.housed as u32
    }

    pub fn occupied_quarries(&self) -> u32 {
        self.manned[Tile::Quarry.index()] as u32
    }

    pub fn barrels(&self) -> u32 {
        self.goods.iter().map(|&n| n as u32).sum()
    }

    /// Barrels of each good this board can produce, in one pass over the city: occupied corn plantations for
    /// corn; otherwise occupied plantations matched by occupied circles of production buildings of that good.
    pub fn production(&self) -> [u32; GOODS] {
        let mut circles = [0u32; GOODS];
        for slot in self.buildings() {
            if let Some(good) = slot.building.produces() {
                circles[good.index()] += slot.colonists as u32;
            }
        }
        let mut production = [0u32; GOODS];
        for good in Good::ALL {
            let plantations = self.manned[good.index()] as u32;
            production[good.index()] = match good {
                Good::Corn => plantations,
                _ => plantations.min(circles[good.index()]),
            };
        }
        production
    }

    /// Loose barrels kept at the end of the Captain phase besides the warehouse kinds: the 1 every player keeps,
    /// +3 with an occupied Storehouse.
    pub fn loose_kept(&self) -> u32 {
        1 + 3 * self.occupied(BuildingId::Storehouse) as u32
    }

    /// Kinds of barrels the occupied warehouses keep whole (small: 1, large: 2).
    pub fn warehouse_kinds(&self) -> u32 {
        self.occupied(BuildingId::SmallWarehouse) as u32 + 2 * self.occupied(BuildingId::LargeWarehouse) as u32
    }

    pub fn kinds_held(&self) -> u32 {
        self.goods.iter().filter(|&&n| n > 0).count() as u32
    }

    /// Whether the end of the Captain phase lets this player keep every barrel without choosing.
    pub fn keeps_everything(&self) -> bool {
        let kinds = self.kinds_held();
        let room = self.warehouse_kinds();
        if kinds <= room {
            return true;
        }
        // Even keeping the largest kinds whole, are the barrels left few enough to keep loose?
        let mut counts = self.goods;
        counts.sort_unstable_by(|a, b| b.cmp(a));
        let loose: u32 = counts[room as usize..].iter().map(|&n| n as u32).sum();
        loose <= self.loose_kept()
    }

    /// Violet buildings in the city (City Hall bonus).
    pub fn violet_buildings(&self) -> u32 {
        self.buildings().iter().filter(|s| s.building.is_violet()).count() as u32
    }

    /// Production buildings as (small, large) counts (Guild Hall bonus).
    pub fn production_buildings(&self) -> (u32, u32) {
        self.buildings()
            .iter()
            .fold((0, 0), |(small, large), s| match s.building.info().kind {
                BuildingKind::SmallProduction(_) => (small + 1, large),
                BuildingKind::LargeProduction(_) => (small, large + 1),
                BuildingKind::Violet => (small, large),
            })
    }
}
