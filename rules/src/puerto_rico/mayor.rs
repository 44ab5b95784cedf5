//! Mayor: the privilege colonist, the deal of the colonist ship, every seat's arrangement, the ship refill.
//!
//! The mayor takes one colonist from the supply (if any, and unless he declines it: `role mayor no-colonist`); the ship's colonists are dealt one at a time from the
//! mayor clockwise. Then every seat owning colonists submits its whole arrangement at once (simultaneous step).
//! An arrangement gives counts per island tile kind and per building; the rest waits in San Juan, which is
//! allowed only once every circle is filled, so exactly `min(colonists, circles)` colonists are placed.
//! When every seat has answered, the ship is refilled with max(players, empty building circles) colonists; if
//! the supply is short the ship takes what is left and the game ends at the end of the round.
//!
//! Listing enumerates every count vector (slots in canonical order: tile kinds, then buildings in table
//! order); [`random_arrangement`] draws one uniformly without listing, by counting completions per slot.
//!
//! # Default arrangement (the suggested one)
//! Colonists go, while enough remain, to: (1) pairs of a plantation and a production circle of the same good,
//! most valuable good first (coffee, tobacco, sugar, indigo); (2) corn plantations; (3) quarries; (4) violet
//! buildings, most expensive first (large buildings, Wharf, Harbor, University, Factory, …); (5) whatever circle
//! is still empty, in canonical order, so the fill-before-San-Juan rule always holds.

use rand::Rng;

use super::action::{Action, Arrangement, FreeColonist};
use super::data::{BuildingId, Good, Tile, BUILDING_KINDS, CIRCLES, SPACES, TILE_KINDS};
use super::errors;
use super::player::Player;
use super::view::Event;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

const MAX_SLOTS: usize = TILE_KINDS + SPACES;

impl PuertoRico {
    pub(super) fn start_mayor(&mut self, free: FreeColonist) {
        let mayor = self.role_seat as Seat;
        if self.colonist_supply > 0 {
            if free == FreeColonist::Take {
                // Two with the mayor's occupied Library (expansion), as far as the supply goes.
                for _ in 0..self.privilege().min(self.colonist_supply) {
                    self.colonist_supply -= 1;
                    self.seats[mayor].san_juan += 1;
                    self.log(Event::PrivilegeColonist { seat: mayor });
                }
            } else {
                self.log(Event::ColonistDeclined { seat: mayor });
            }
        }
        let ship = std::mem::take(&mut self.colonist_ship) as usize;
        for offset in 0..self.n() {
            let count = ship / self.n() + (offset < ship % self.n()) as usize;
            if count > 0 {
                let seat = self.after(self.role_seat, offset);
                self.seats[seat].san_juan += count as u8;
                self.log(Event::ColonistsReceived {
                    seat,
                    count: count as u32,
                });
            }
        }
        self.step = Step::Arrange;
        self.pending = (0..self.n())
            .filter(|&s| self.seats[s].colonists() > 0)
            .fold(0, |bits, s| bits | 1 << s);
        if self.pending == 0 {
            self.refill_colonist_ship();
        }
    }

    pub(super) fn arrange(&mut self, seat: Seat, arrangement: &Arrangement) -> Result<(), RuleError> {
        let p = &mut self.seats[seat];
        let Some((placed, colonists)) = placed_if_legal(p, arrangement) else {
            return check_arrangement(p, arrangement);
        };
        place(p, arrangement, colonists - placed);
        self.drafts[seat] = None;
        self.log(Event::ColonistsArranged { seat });
        self.pending &= !(1 << seat);
        if self.pending == 0 {
            self.refill_colonist_ship();
        }
        Ok(())
    }

    fn refill_colonist_ship(&mut self) {
        let empty: u32 = self.seats[..self.n()].iter().map(Player::empty_building_circles).sum();
        let wanted = empty.max(self.n() as u32);
        let count = wanted.min(self.colonist_supply);
        self.colonist_supply -= count;
        self.colonist_ship += count;
        self.log(Event::ColonistShipRefilled { count });
        if count < wanted {
            self.trigger_end(super::EndReason::Colonists);
        }
        self.finish_phase();
    }
}

/// The colonists a legal arrangement places and the player's colonists, found in one pass (every Mayor of a
/// play-out asks); `None` when it is refused, and [`check_arrangement`] then tells why.
fn placed_if_legal(p: &Player, arrangement: &Arrangement) -> Option<(u32, u32)> {
    let (mut on_tiles, mut circles, mut colonists) = (0, 0, p.san_juan as u32);
    for k in 0..TILE_KINDS {
        let (count, capacity) = (arrangement.tiles[k], p.tiles[k]);
        if count > capacity {
            return None;
        }
        on_tiles += count as u32;
        circles += capacity as u32;
        colonists += p.manned[k] as u32;
    }
    // Counts are never negative: the owned buildings hold them all when their sum is the whole sum.
    let on_buildings = byte_sum(&arrangement.buildings);
    let mut on_owned = 0;
    for slot in p.buildings() {
        let i = slot.building.index();
        let (count, capacity) = (arrangement.buildings[i], CIRCLES[i]);
        if count > capacity {
            return None;
        }
        on_owned += count as u32;
    }
    circles += p.building_circles();
    colonists += p.housed_colonists();
    let placed = on_tiles + on_buildings;
    let legal = on_owned == on_buildings && placed <= colonists && placed >= colonists.min(circles);
    legal.then_some((placed, colonists))
}

/// The sum of `bytes`, eight at a time: a plain sum of the building counts compiled to a load and an add per
/// byte, a tenth of every Mayor's check.
fn byte_sum(bytes: &[u8]) -> u32 {
    const LOW: u64 = 0x00ff_00ff_00ff_00ff;
    let chunks = bytes.chunks_exact(8);
    let tail: u32 = chunks.remainder().iter().map(|&n| n as u32).sum();
    chunks.fold(tail, |sum, chunk| {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // Four 16-bit lanes of at most 510 each, then their sum (at most 2040) in the top lane.
        let pairs = (word & LOW) + ((word >> 8) & LOW);
        sum + (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32
    })
}

/// Refuses an arrangement that names what the player lacks, or breaks the fill-before-San-Juan rule.
pub fn check_arrangement(p: &Player, arrangement: &Arrangement) -> Result<(), RuleError> {
    for tile in Tile::ALL {
        let (count, capacity) = (arrangement.tiles[tile.index()], p.tiles[tile.index()]);
        if count > capacity {
            return Err(over_capacity(tile.id(), count, capacity));
        }
    }
    let owned = p.owned_mask();
    for (i, &count) in arrangement.buildings.iter().enumerate().filter(|(_, &count)| count > 0) {
        let building = BuildingId::from_index(i);
        if owned & 1 << i == 0 {
            return Err(RuleError::new(errors::SLOT_NOT_OWNED).word("slot", building.id()));
        }
        let capacity = building.info().circles;
        if count > capacity {
            return Err(over_capacity(building.id(), count, capacity));
        }
    }
    let (placed, colonists) = (arrangement.placed(), p.colonists());
    if placed > colonists {
        return Err(RuleError::new(errors::TOO_MANY_COLONISTS)
            .with("placed", placed)
            .with("colonists", colonists));
    }
    let required = colonists.min(p.circles());
    if placed < required {
        return Err(RuleError::new(errors::FILL_CIRCLES_FIRST)
            .with("placed", placed)
            .with("required", required));
    }
    Ok(())
}

fn over_capacity(slot: &str, count: u8, capacity: u8) -> RuleError {
    RuleError::new(errors::SLOT_OVER_CAPACITY)
        .word("slot", slot)
        .with("count", count)
        .with("capacity", capacity)
}

/// Moves the player's colonists as the (checked) arrangement says, `san_juan` of them left over.
fn place(p: &mut Player, arrangement: &Arrangement, san_juan: u32) {
    p.manned = arrangement.tiles;
    p.set_colonists(&arrangement.buildings);
    p.san_juan = san_juan as u8;
}

/// A colonist slot: a tile kind or a building, with its number of circles.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    building: bool,
    index: u8,
    capacity: u8,
}

/// A board's non-empty slots in canonical order, and how many colonists an arrangement must place.
struct Slots {
    slots: [Slot; MAX_SLOTS],
    len: usize,
    /// Circles of every slot.
    circles: usize,
    required: usize,
}

// Owned buildings are kept as one bit per building kind.
const _: () = assert!(BUILDING_KINDS <= 64);

impl Slots {
    /// Inlined: the slots then fill the caller's frame instead of being copied out.
    #[inline]
    fn of(p: &Player) -> Slots {
        let mut slots = Slots {
            slots: [Slot::default(); MAX_SLOTS],
            len: 0,
            circles: 0,
            required: 0,
        };
        let mut colonists = p.san_juan as usize + p.housed_colonists() as usize;
        for k in 0..TILE_KINDS {
            slots.push(false, k, p.tiles[k]);
            colonists += p.manned[k] as usize;
        }
        // Table order, each kind once (a city holds a building at most once).
        let mut owned = p.owned_mask();
        while owned != 0 {
            let i = owned.trailing_zeros() as usize;
            owned &= owned - 1;
            slots.push(true, i, CIRCLES[i]);
        }
        slots.required = colonists.min(slots.circles);
        slots
    }

    fn push(&mut self, building: bool, index: usize, capacity: u8) {
        if capacity > 0 {
            self.slots[self.len] = Slot {
                building,
                index: index as u8,
                capacity,
            };
            self.len += 1;
            self.circles += capacity as usize;
        }
    }

    fn get(&self) -> &[Slot] {
        &self.slots[..self.len]
    }
}

fn set(arrangement: &mut Arrangement, slot: Slot, count: u8) {
    if slot.building {
        arrangement.buildings[slot.index as usize] = count;
    } else {
        arrangement.tiles[slot.index as usize] = count;
    }
}

/// Calls `f` with every legal arrangement of the board.
pub fn for_each_arrangement(p: &Player, f: &mut dyn FnMut(Action)) {
    for_each_arrangement_while(p, &mut |a| {
        f(a);
        true
    });
}

/// Like [`for_each_arrangement`], stopping as soon as `f` returns false.
pub fn for_each_arrangement_while(p: &Player, f: &mut dyn FnMut(Action) -> bool) {
    let slots = Slots::of(p);
    let mut suffix = [0usize; MAX_SLOTS + 1];
    for i in (0..slots.len).rev() {
        suffix[i] = suffix[i + 1] + slots.slots[i].capacity as usize;
    }
    let mut arrangement = Arrangement::default();
    enumerate(slots.get(), &suffix, 0, slots.required, &mut arrangement, f);
}

fn enumerate(
    slots: &[Slot],
    suffix: &[usize],
    i: usize,
    remaining: usize,
    arrangement: &mut Arrangement,
    f: &mut dyn FnMut(Action) -> bool,
) -> bool {
    if i == slots.len() {
        return f(Action::Colonists(*arrangement));
    }
    let low = remaining.saturating_sub(suffix[i + 1]);
    let high = remaining.min(slots[i].capacity as usize);
    for count in low..=high {
        set(arrangement, slots[i], count as u8);
        if !enumerate(slots, suffix, i + 1, remaining - count, arrangement, f) {
            return false;
        }
    }
    set(arrangement, slots[i], 0);
    true
}

/// Number of legal arrangements of the board.
pub fn count_arrangements(p: &Player) -> u64 {
    let slots = Slots::of(p);
    with_completions(&slots, |ways| ways.get(0, slots.required))
}

/// Completion counts kept on the stack up to this many (a typical board needs far fewer).
const INLINE_CELLS: usize = 64;

/// `ways.get(i, t)`: ways to put exactly `t` colonists on slots `i..`. The table counts by whichever is fewer,
/// the colonists placed or the circles left empty (both follow the same recurrence), so every row has one short
/// width and needs no band bookkeeping.
struct Ways<'a> {
    cells: &'a [u64],
    width: usize,
    by_empties: bool,
    /// Circles of slots `i..`.
    suffix: &'a [usize; MAX_SLOTS + 1],
}

impl Ways<'_> {
    fn get(&self, i: usize, t: usize) -> u64 {
        let x = match self.by_empties {
            true => self.suffix[i].wrapping_sub(t),
            false => t,
        };
        match x < self.width {
            true => self.cells[i * self.width + x],
            false => 0,
        }
    }
}

/// Calls `f` with the board's completion counts.
fn with_completions<T>(slots: &Slots, f: impl FnOnce(&Ways) -> T) -> T {
    let mut suffix = [0usize; MAX_SLOTS + 1];
    for i in (0..slots.len).rev() {
        suffix[i] = suffix[i + 1] + slots.slots[i].capacity as usize;
    }
    let empties = slots.circles - slots.required;
    let by_empties = empties < slots.required;
    let width = empties.min(slots.required) + 1;
    let len = (slots.len + 1) * width;
    let mut inline = [0u64; INLINE_CELLS];
    let mut heap = Vec::new();
    let cells = if len <= INLINE_CELLS {
        &mut inline[..len]
    } else {
        heap.resize(len, 0);
        &mut heap[..]
    };
    fill_completions(slots, width, cells);
    f(&Ways {
        cells,
        width,
        by_empties,
        suffix: &suffix,
    })
}

/// Fills the rows from the last (no slot left: one way to place nothing) up; a slot of capacity `c` takes 0 to
/// `c` of the units counted, so each cell sums a window of the row below. The cells come zeroed.
fn fill_completions(slots: &Slots, width: usize, cells: &mut [u64]) {
    let mut rows = cells.chunks_exact_mut(width).rev();
    let mut next = rows.next().expect("a last row");
    next[0] = 1;
    for (row, slot) in rows.zip(slots.get().iter().rev()) {
        let capacity = slot.capacity as usize;
        // Both rows sliced to the width: the indices below are then checked once per row, not per cell.
        let (row, below) = (&mut row[..width], &next[..width]);
        let mut window = 0;
        for x in 0..width {
            window += below[x];
            if x > capacity {
                window -= below[x - capacity - 1];
            }
            row[x] = window;
        }
        next = row;
    }
}

/// A uniformly random legal arrangement, drawn slot by slot with weights = number of completions.
pub fn random_arrangement<R: Rng + ?Sized>(p: &Player, rng: &mut R) -> Action {
    let slots = Slots::of(p);
    if slots.required == 0 || slots.required == slots.circles {
        return Action::Colonists(forced_arrangement(&slots, rng));
    }
    let mut arrangement = Arrangement::default();
    with_completions(&slots, |ways| {
        let mut remaining = slots.required;
        // The completions of the next slot's count are the weight just drawn.
        let mut total = ways.get(0, remaining);
        for (i, &slot) in slots.get().iter().enumerate() {
            let mut pick = rng.gen_range(0..total);
            if total == 1 {
                // A single completion: every slot left is empty (nothing remains) or full.
                let count = remaining.min(slot.capacity as usize);
                set(&mut arrangement, slot, count as u8);
                remaining -= count;
                continue;
            }
            // Counts leaving more than the next slots can take have no completion: start past them.
            let first = remaining.saturating_sub(ways.suffix[i + 1]);
            for count in first..=remaining.min(slot.capacity as usize) {
                let weight = ways.get(i + 1, remaining - count);
                if pick < weight {
                    set(&mut arrangement, slot, count as u8);
                    remaining -= count;
                    total = weight;
                    break;
                }
                pick -= weight;
            }
        }
        debug_assert_eq!(remaining, 0);
    });
    Action::Colonists(arrangement)
}

/// The single arrangement of a board whose colonists fill every circle (or that has none): half of the random
/// play-outs' Mayors. Every slot has one completion, so the generator is asked once per slot for a number below
/// 1, exactly as the general draw asks it: the random stream stays the same without the completion table.
fn forced_arrangement<R: Rng + ?Sized>(slots: &Slots, rng: &mut R) -> Arrangement {
    let mut arrangement = Arrangement::default();
    let fill = slots.required > 0;
    for &slot in slots.get() {
        rng.gen_range(0..1u64);
        set(&mut arrangement, slot, if fill { slot.capacity } else { 0 });
    }
    arrangement
}

/// The suggested arrangement (heuristic in the module doc). Always legal.
pub fn default_arrangement(p: &Player) -> Arrangement {
    let mut arrangement = Arrangement::default();
    let mut left = p.colonists().min(p.circles());
    let take = |n: u32, left: &mut u32| {
        let n = n.min(*left);
        *left -= n;
        n
    };
    for good in [Good::Coffee, Good::Tobacco, Good::Sugar, Good::Indigo] {
        let circles = production_circles(p, good);
        let pairs = (p.tiles[good.index()] as u32).min(circles).min(left / 2);
        left -= 2 * pairs;
        arrangement.tiles[good.index()] = pairs as u8;
        fill_production(p, &mut arrangement, good, pairs);
    }
    for tile in [Tile::Corn, Tile::Quarry] {
        arrangement.tiles[tile.index()] = take(p.tiles[tile.index()] as u32, &mut left) as u8;
    }
    // On the stack: the AI's play-outs ask for this arrangement at every Mayor.
    let (mut violet, mut count) = ([BuildingId::SmallIndigoPlant; SPACES], 0);
    for building in p.buildings().iter().map(|s| s.building).filter(|b| b.is_violet()) {
        violet[count] = building;
        count += 1;
    }
    let violet = &mut violet[..count];
    violet.sort_by_key(|b| std::cmp::Reverse((b.info().cost, b.index())));
    for &building in violet.iter() {
        arrangement.buildings[building.index()] = take(building.info().circles as u32, &mut left) as u8;
    }
    fill_rest(p, &mut arrangement, left);
    arrangement
}

fn production_circles(p: &Player, good: Good) -> u32 {
    p.buildings()
        .iter()
        .filter(|s| s.building.produces() == Some(good))
        .map(|s| s.building.info().circles as u32)
        .sum()
}

/// Puts `count` colonists on the production buildings of `good`, larger buildings first.
fn fill_production(p: &Player, arrangement: &mut Arrangement, good: Good, mut count: u32) {
    let (mut buildings, mut len) = ([BuildingId::SmallIndigoPlant; SPACES], 0);
    for building in p
        .buildings()
        .iter()
        .map(|s| s.building)
        .filter(|b| b.produces() == Some(good))
    {
        buildings[len] = building;
        len += 1;
    }
    let buildings = &mut buildings[..len];
    buildings.sort_by_key(|b| std::cmp::Reverse(b.info().circles));
    for &building in buildings.iter() {
        let n = count.min(building.info().circles as u32);
        arrangement.buildings[building.index()] = n as u8;
        count -= n;
    }
}

/// Places `left` colonists on the first empty circles, canonical order.
fn fill_rest(p: &Player, arrangement: &mut Arrangement, mut left: u32) {
    for tile in Tile::ALL {
        let room = (p.tiles[tile.index()] - arrangement.tiles[tile.index()]) as u32;
        let n = room.min(left);
        arrangement.tiles[tile.index()] += n as u8;
        left -= n;
    }
    // The player's buildings in the order of `BuildingId::all()`, found without asking for every kind.
    let (mut owned, mut count) = ([BuildingId::SmallIndigoPlant; SPACES], 0);
    for slot in p.buildings() {
        owned[count] = slot.building;
        count += 1;
    }
    let owned = &mut owned[..count];
    owned.sort_unstable_by_key(|b| b.index());
    for &building in owned.iter() {
        let room = (building.info().circles - arrangement.buildings[building.index()]) as u32;
        let n = room.min(left);
        arrangement.buildings[building.index()] += n as u8;
        left -= n;
    }
}
