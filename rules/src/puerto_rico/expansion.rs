//! The expansion buildings' moves that belong to no single phase file: the Library's doubled privilege, the
//! Guest House move at the start of a phase, and the Black Market payment.
//!
//! Guest House: after a role is chosen (its card's doubloons collected) and before anything of its phase
//! happens, every owner of an occupied Guest House who has an empty circle elsewhere answers at once
//! (`guests <slot>:<n> …` or `guests keep`). Not asked for the Mayor (his phase rearranges every colonist anyway)
//! nor for the Prospector (no phase).
//!
//! Black Market: to build what he cannot afford, the owner of an occupied Black Market gives up to 3 of: a
//! colonist (any tile, building or San Juan, not the Black Market's own; back to the supply), a barrel (back to
//! the supply), a VP chip (back to the supply), each worth 1 doubloon. The items must cover the shortfall and
//! may not exceed the price (no change). The price, the University colonist and the Church's chips are decided
//! before the items leave the board.

use super::action::{Action, Arrangement, BlackMarket, ColonistSource, FreeColonist};
use super::builder::Buyer;
use super::data::{BuildingId, Good, Role, Tile, TILE_KINDS};
use super::errors;
use super::player::Player;
use super::view::Event;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

/// Most items the Black Market takes.
const BLACK_MARKET_ITEMS: u32 = 3;

impl PuertoRico {
    /// How many times the role's privilege counts: twice when its chooser has an occupied Library (checked when
    /// the privilege is used, after the Guest House move).
    pub(super) fn privilege(&self) -> u32 {
        1 + self.works(self.role_seat as Seat, BuildingId::Library) as u32
    }

    /// Whether `seat` has `building` in play and occupied (the in-play test first keeps base games cheap).
    pub(super) fn works(&self, seat: Seat, building: BuildingId) -> bool {
        self.in_play.contains(building) && self.seats[seat].occupied(building)
    }

    /// Starts the chosen role's phase, first asking the Guest House owners who can move a guest.
    pub(super) fn start_phase_after_guests(&mut self) {
        self.pending = 0;
        if self.in_play.contains(BuildingId::GuestHouse) {
            self.pending = (0..self.n())
                .filter(|&s| may_move_guests(&self.seats[s]))
                .fold(0, |bits, s| bits | 1 << s);
        }
        if self.pending == 0 {
            self.start_role_phase();
        } else {
            self.step = Step::Guests;
        }
    }

    fn start_role_phase(&mut self) {
        match self.role {
            Some(Role::Settler) => self.start_settler(),
            Some(Role::Builder) => self.start_builder(),
            Some(Role::Craftsman) => self.start_craftsman(),
            Some(Role::Trader) => self.start_trader(),
            Some(Role::Captain) => self.start_captain(),
            other => unreachable!("no Guest House move before {other:?}"),
        }
    }

    pub(super) fn guest_actions(&self, seat: Seat, f: &mut dyn FnMut(Action)) {
        let p = &self.seats[seat];
        let rooms = guest_rooms(p);
        let mut moves = Arrangement::default();
        enumerate_guests(&rooms, 0, p.colonists_on(BuildingId::GuestHouse), &mut moves, f);
    }

    pub(super) fn move_guests(&mut self, seat: Seat, moves: &Arrangement) -> Result<(), RuleError> {
        check_guests(&self.seats[seat], moves)?;
        let p = &mut self.seats[seat];
        for (k, &n) in moves.tiles.iter().enumerate() {
            p.manned[k] += n;
        }
        p.edit_buildings(|city| {
            for slot in city {
                slot.colonists += moves.buildings[slot.building.index()];
                if slot.building == BuildingId::GuestHouse {
                    slot.colonists -= moves.placed() as u8;
                }
            }
        });
        if moves.placed() > 0 {
            self.log(Event::GuestsMoved {
                seat,
                count: moves.placed(),
            });
        }
        self.pending &= !(1 << seat);
        if self.pending == 0 {
            self.start_role_phase();
        }
        Ok(())
    }

    /// Whether `seat` could build `building` with some Black Market payment.
    pub(super) fn black_market_can_pay(&self, seat: Seat, buyer: &Buyer, building: BuildingId) -> bool {
        let mut any = false;
        self.for_each_payment(seat, buyer, building, &mut |_| any = true);
        any
    }

    /// Calls `f` with every Black Market payment that lets `seat` build `building`.
    fn for_each_payment(&self, seat: Seat, buyer: &Buyer, building: BuildingId, f: &mut dyn FnMut(BlackMarket)) {
        let p = &self.seats[seat];
        if !p.occupied(BuildingId::BlackMarket) {
            return;
        }
        let Ok(cost) = self.price(buyer, building) else { return };
        if cost <= p.doubloons || cost - p.doubloons > BLACK_MARKET_ITEMS {
            return;
        }
        let colonists = colonist_sources(p);
        let barrels = Good::ALL.into_iter().filter(|g| p.goods[g.index()] > 0);
        let barrels: Vec<Option<Good>> = std::iter::once(None).chain(barrels.map(Some)).collect();
        let chips: &[bool] = if p.vp_chips > 0 { &[false, true] } else { &[false] };
        for &colonist in &colonists {
            for &barrel in &barrels {
                for &vp in chips {
                    let pay = BlackMarket { colonist, barrel, vp };
                    if pay.value() + p.doubloons >= cost && pay.value() <= cost {
                        f(pay);
                    }
                }
            }
        }
    }

    pub(super) fn black_market_actions(&self, seat: Seat, buyer: &Buyer, f: &mut dyn FnMut(Action)) {
        if !self.works(seat, BuildingId::BlackMarket) {
            return;
        }
        for building in self.in_play.iter() {
            let decline = self.may_decline(self.university_colonist(seat, building));
            self.for_each_payment(seat, buyer, building, &mut |pay| {
                f(Action::BlackMarket(building, pay, FreeColonist::Take));
                if decline {
                    f(Action::BlackMarket(building, pay, FreeColonist::Decline));
                }
            });
        }
    }

    pub(super) fn build_black_market(
        &mut self,
        seat: Seat,
        building: BuildingId,
        pay: &BlackMarket,
        free: FreeColonist,
    ) -> Result<(), RuleError> {
        let p = &self.seats[seat];
        if !p.occupied(BuildingId::BlackMarket) {
            return Err(needs(BuildingId::BlackMarket));
        }
        let cost = self
            .price(&self.buyer(seat), building)
            .map_err(|refusal| refusal.error(building))?;
        if cost <= p.doubloons {
            return Err(RuleError::new(errors::BLACK_MARKET_NOT_NEEDED)
                .with("cost", cost)
                .with("doubloons", p.doubloons));
        }
        if pay.value() + p.doubloons < cost || pay.value() > cost {
            return Err(RuleError::new(errors::BLACK_MARKET_PAYMENT)
                .with("cost", cost)
                .with("doubloons", p.doubloons)
                .with("count", pay.value()));
        }
        check_items(p, pay)?;
        self.check_decline(free, self.university_colonist(seat, building))?;
        let works = self.build_effects(seat, building);
        self.take_items(seat, pay);
        self.complete_build(seat, building, cost - pay.value(), free, works);
        Ok(())
    }

    /// Gives the (checked) Black Market items back to the supplies.
    fn take_items(&mut self, seat: Seat, pay: &BlackMarket) {
        let p = &mut self.seats[seat];
        match pay.colonist {
            Some(ColonistSource::Tile(tile)) => p.manned[tile.index()] -= 1,
            Some(ColonistSource::Building(building)) => p.edit_buildings(|city| {
                if let Some(slot) = city.iter_mut().find(|s| s.building == building) {
                    slot.colonists -= 1;
                }
            }),
            Some(ColonistSource::SanJuan) => p.san_juan -= 1,
            None => {}
        }
        if let Some(good) = pay.barrel {
            p.goods[good.index()] -= 1;
            self.goods_supply[good.index()] += 1;
        }
        if pay.vp {
            p.vp_chips -= 1;
            self.vp_supply += 1;
        }
        self.colonist_supply += pay.colonist.is_some() as u32;
        self.log(Event::BlackMarket {
            seat,
            colonist: pay.colonist.is_some(),
            barrel: pay.barrel,
            vp: pay.vp,
        });
    }
}

fn needs(building: BuildingId) -> RuleError {
    RuleError::new(errors::NEEDS_BUILDING).word("building", building.id())
}

/// Refuses Black Market items the player does not have.
fn check_items(p: &Player, pay: &BlackMarket) -> Result<(), RuleError> {
    if let Some(source) = pay.colonist {
        if !colonist_sources(p).contains(&Some(source)) {
            return Err(RuleError::new(errors::NO_COLONIST_THERE).word("slot", source.id()));
        }
    }
    if let Some(good) = pay.barrel {
        if p.goods[good.index()] == 0 {
            return Err(RuleError::new(errors::NO_BARREL).word("good", good.id()));
        }
    }
    if pay.vp && p.vp_chips == 0 {
        return Err(RuleError::new(errors::NO_VP_CHIP));
    }
    Ok(())
}

/// `None` (no colonist given) and every place a colonist could be given from, canonical order.
fn colonist_sources(p: &Player) -> Vec<Option<ColonistSource>> {
    let mut sources = vec![None];
    sources.extend(
        Tile::ALL
            .into_iter()
            .filter(|t| p.manned[t.index()] > 0)
            .map(|t| Some(ColonistSource::Tile(t))),
    );
    let mut buildings: Vec<BuildingId> = p
        .buildings()
        .iter()
        .filter(|s| s.colonists > 0 && s.building != BuildingId::BlackMarket)
        .map(|s| s.building)
        .collect();
    buildings.sort();
    sources.extend(buildings.into_iter().map(|b| Some(ColonistSource::Building(b))));
    if p.san_juan > 0 {
        sources.push(Some(ColonistSource::SanJuan));
    }
    sources
}

/// An empty circle a guest may move to: (is a building, index, room).
type Room = (bool, usize, u8);

/// Empty circles outside the Guest House, canonical order (tile kinds, then buildings in table order).
fn guest_rooms(p: &Player) -> Vec<Room> {
    let mut rooms: Vec<Room> = (0..TILE_KINDS)
        .filter(|&k| p.tiles[k] > p.manned[k])
        .map(|k| (false, k, p.tiles[k] - p.manned[k]))
        .collect();
    let mut buildings: Vec<Room> = p
        .buildings()
        .iter()
        .filter(|s| s.building != BuildingId::GuestHouse && s.colonists < s.building.info().circles)
        .map(|s| (true, s.building.index(), s.building.info().circles - s.colonists))
        .collect();
    buildings.sort();
    rooms.extend(buildings);
    rooms
}

fn may_move_guests(p: &Player) -> bool {
    p.occupied(BuildingId::GuestHouse) && !guest_rooms(p).is_empty()
}

fn enumerate_guests(rooms: &[Room], i: usize, left: u8, moves: &mut Arrangement, f: &mut dyn FnMut(Action)) {
    let Some(&(building, index, room)) = rooms.get(i) else {
        f(Action::Guests(*moves));
        return;
    };
    for n in 0..=room.min(left) {
        let slot = if building {
            &mut moves.buildings[index]
        } else {
            &mut moves.tiles[index]
        };
        *slot = n;
        enumerate_guests(rooms, i + 1, left - n, moves, f);
    }
    if building {
        moves.buildings[index] = 0;
    } else {
        moves.tiles[index] = 0;
    }
}

/// Refuses a Guest House move beyond the guests or into circles that are not empty.
fn check_guests(p: &Player, moves: &Arrangement) -> Result<(), RuleError> {
    let guests = p.colonists_on(BuildingId::GuestHouse);
    if guests == 0 {
        return Err(needs(BuildingId::GuestHouse));
    }
    if moves.placed() > guests as u32 {
        return Err(RuleError::new(errors::TOO_MANY_GUESTS)
            .with("count", moves.placed())
            .with("colonists", guests));
    }
    for tile in Tile::ALL {
        let (count, room) = (
            moves.tiles[tile.index()],
            p.tiles[tile.index()] - p.manned[tile.index()],
        );
        if count > room {
            return Err(over_capacity(tile.id(), count, room));
        }
    }
    for building in BuildingId::all() {
        let count = moves.buildings[building.index()];
        if count == 0 {
            continue;
        }
        if !p.has(building) {
            return Err(RuleError::new(errors::SLOT_NOT_OWNED).word("slot", building.id()));
        }
        let room = match building {
            BuildingId::GuestHouse => 0,
            _ => building.info().circles - p.colonists_on(building),
        };
        if count > room {
            return Err(over_capacity(building.id(), count, room));
        }
    }
    Ok(())
}

fn over_capacity(slot: &str, count: u8, capacity: u8) -> RuleError {
    RuleError::new(errors::SLOT_OVER_CAPACITY)
        .word("slot", slot)
        .with("count", count)
        .with("capacity", capacity)
}
