//! Test-only access to the state, to set up the worked examples of the rules. Not for the host.

use super::data::{BuildingId, Good, Role, Tile, GOODS};
use super::player::Player;
use super::{CargoShip, PuertoRico, Step};
use crate::game::Seat;

impl PuertoRico {
    /// A seat's board, to set up a scenario.
    pub fn seat_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.seats[seat]
    }

    pub fn set_ships(&mut self, ships: [(u8, Option<Good>, u8); 3]) {
        self.ships = ships.map(|(capacity, good, count)| CargoShip { capacity, good, count });
    }

    pub fn set_goods_supply(&mut self, supply: [u8; GOODS]) {
        self.goods_supply = supply;
    }

    pub fn set_trading_house(&mut self, house: [u8; GOODS]) {
        self.house = house;
    }

    pub fn set_vp_supply(&mut self, vp: i32) {
        self.vp_supply = vp;
    }

    pub fn set_colonists(&mut self, supply: u32, ship: u32) {
        self.colonist_supply = supply;
        self.colonist_ship = ship;
    }

    pub fn set_face_up(&mut self, face_up: [u8; GOODS]) {
        self.face_up = face_up;
    }

    pub fn set_stack(&mut self, stack: [u8; GOODS], discards: [u8; GOODS]) {
        self.stack = stack;
        self.discards = discards;
    }

    pub fn set_quarries(&mut self, quarries: u8) {
        self.quarries = quarries;
    }

    pub fn set_role_doubloons(&mut self, role: Role, doubloons: u32) {
        self.role_doubloons[role.index()] = doubloons;
    }

    /// Makes `seat` the next to choose a role (the governor's turn of a fresh round).
    pub fn set_governor(&mut self, seat: Seat) {
        self.governor = seat as u8;
        self.actor = seat as u8;
        self.picks = 0;
        self.step = Step::ChooseRole;
    }

    pub fn vp_supply(&self) -> i32 {
        self.vp_supply
    }

    pub fn colonist_ship(&self) -> u32 {
        self.colonist_ship
    }

    pub fn colonist_supply(&self) -> u32 {
        self.colonist_supply
    }

    pub fn goods_supply(&self) -> [u8; GOODS] {
        self.goods_supply
    }

    pub fn trading_house(&self) -> [u8; GOODS] {
        self.house
    }

    pub fn face_up(&self) -> [u8; GOODS] {
        self.face_up
    }

    pub fn quarries_left(&self) -> u8 {
        self.quarries
    }

    pub fn buildings_left(&self, building: BuildingId) -> u8 {
        self.building_supply[building.index()]
    }

    pub fn role_doubloons(&self, role: Role) -> u32 {
        self.role_doubloons[role.index()]
    }
}

impl Player {
    /// Adds `count` tiles of a kind, `manned` of them with a colonist (taken from nowhere: set the supply too).
    pub fn give_tiles(&mut self, tile: Tile, count: u8, manned: u8) {
        self.tiles[tile.index()] += count;
        self.manned[tile.index()] += manned;
    }

    /// Adds a building with colonists (taken from nowhere).
    pub fn give_building(&mut self, building: BuildingId, colonists: u8) {
        self.add_building(building, colonists);
    }
}
