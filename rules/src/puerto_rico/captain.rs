//! Captain: compulsory loading in repeated rounds, then storage, then the full ships are unloaded.
//!
//! Loading rules (ruling 2): a seat that can load on a cargo ship must (or use its Wharf instead); one kind per
//! turn; as many barrels as fit; each ship carries one kind and a kind on a ship (even a full one) may not start
//! another ship; among empty ships the seat must take one where it can load the most; the kind is free. Turns go
//! round from the captain, skipping seats that cannot load, until nobody can. 1 VP per barrel, +1 on the
//! captain's first load, +1 per load with an occupied Harbor. An occupied Wharf, once per phase, ships all
//! barrels of one kind (any kind) instead of a ship. The Wharf is never compulsory (the rules: "Un joueur n'est
//! jamais obligé d'utiliser ses bâtiments occupés … en particulier … le Quai"): a seat that can load only with
//! its Wharf may `pass`, which gives up the Wharf for the phase. Taking the last VP chip ends the game at the
//! end of the round; later points still count.
//!
//! Storage (ruling 4): one barrel of choice plus every barrel of one kind per occupied small warehouse and of
//! two kinds per occupied large warehouse; seats that keep everything anyway are not asked, the others answer
//! at once (`keep …`). Finally only the full ships are unloaded.
//!
//! Expansion: at the start of the phase every occupied Union Hall gives 1 VP chip per 2 barrels of one kind
//! (summed over kinds). An occupied Small Wharf, once per phase on one of the owner's loading turns instead of a
//! ship, ships any barrels he chooses to the bank (`ship <good>:<n>… small-wharf`) for 1 VP per 2 barrels; like
//! the Wharf it is never compulsory, and `pass` gives up both for the phase. Every delivery (ship, Wharf, Small
//! Wharf) pays the captain's privilege on his first one (2 VP with his occupied Library), the Harbor's +1 VP and
//! an occupied Lighthouse's +1 doubloon; the captain's Lighthouse gives 1 more doubloon at the end of the
//! phase. An occupied Storehouse keeps 3 more loose barrels (`keep … loose <good>:<n>…`).

use super::action::{Action, Keep, ShipTarget};
use super::data::{BuildingId, Good, GOODS};
use super::errors;
use super::player::Player;
use super::view::{EndReason, Event};
use super::{PuertoRico, Step};
use crate::error::{keys, RuleError};
use crate::game::Seat;

/// Every good, one bit each.
const ALL_GOODS: u8 = (1 << GOODS) - 1;

impl PuertoRico {
    pub(super) fn start_captain(&mut self) {
        self.step = Step::Load;
        self.captain_bonus_paid = false;
        self.wharf_used = 0;
        self.small_wharf_used = 0;
        if self.in_play.contains(BuildingId::UnionHall) {
            self.union_halls();
        }
        self.seek_loader(self.role_seat as Seat);
    }

    fn union_halls(&mut self) {
        for offset in 0..self.n() {
            let seat = self.after(self.role_seat, offset);
            let p = &self.seats[seat];
            let chips: u32 = p.goods.iter().map(|&n| n as u32 / 2).sum();
            if p.occupied(BuildingId::UnionHall) && chips > 0 {
                self.log(Event::UnionHall { seat });
                self.award_vp(seat, chips);
            }
        }
    }

    fn has_small_wharf_turn(&self, seat: Seat) -> bool {
        self.small_wharf_used & (1 << seat) == 0
            && self.works(seat, BuildingId::SmallWharf)
            && self.seats[seat].barrels() > 0
    }

    /// Gives the turn to the first seat from `from` (clockwise, `from` included) that can load, else stores.
    fn seek_loader(&mut self, from: Seat) {
        let loadable = self.loadable_goods();
        for offset in 0..self.n() {
            let seat = self.wrap(from + offset);
            if self.can_load(seat, loadable) {
                self.actor = seat as u8;
                return;
            }
        }
        self.start_storage();
    }

    /// The goods a cargo ship takes now (bit per good): a good already on a ship while that ship has room,
    /// another good whenever a ship is empty (the same for every seat, so seeking a loader reads the ships once).
    fn loadable_goods(&self) -> u8 {
        let (mut on_ship, mut full, mut empty_ship) = (0u8, 0u8, false);
        for ship in &self.ships {
            match ship.good {
                Some(good) => {
                    on_ship |= 1 << good.index();
                    full |= (ship.is_full() as u8) << good.index();
                }
                None => empty_ship = true,
            }
        }
        let new_goods = if empty_ship { !on_ship & ALL_GOODS } else { 0 };
        (on_ship & !full) | new_goods
    }

    /// Whether [`PuertoRico::for_each_load`] offers `seat` anything (or its Small Wharf may ship), without
    /// listing; `loadable` is [`PuertoRico::loadable_goods`].
    fn can_load(&self, seat: Seat, loadable: u8) -> bool {
        let p = &self.seats[seat];
        let held = (0..GOODS).fold(0u8, |bits, g| bits | ((p.goods[g] > 0) as u8) << g);
        held & loadable != 0 || (held != 0 && self.has_wharf_turn(seat)) || self.has_small_wharf_turn(seat)
    }

    fn has_wharf_turn(&self, seat: Seat) -> bool {
        self.wharf_used & (1 << seat) == 0 && self.seats[seat].occupied(BuildingId::Wharf)
    }

    /// Most barrels of `have` one empty ship can take.
    fn best_empty_ship_load(&self, have: u8) -> u8 {
        self.ships
            .iter()
            .filter(|s| s.good.is_none())
            .map(|s| s.capacity.min(have))
            .max()
            .unwrap_or(0)
    }

    fn for_each_load(&self, seat: Seat, f: &mut impl FnMut(Good, ShipTarget)) {
        let p = &self.seats[seat];
        for good in Good::ALL {
            let have = p.goods[good.index()];
            if have == 0 {
                continue;
            }
            if let Some(ship) = self.ships.iter().find(|s| s.good == Some(good)) {
                if !ship.is_full() {
                    f(good, ShipTarget::Ship(ship.capacity));
                }
            } else {
                let best = self.best_empty_ship_load(have);
                for ship in self.ships.iter().filter(|s| s.good.is_none()) {
                    if ship.capacity.min(have) == best {
                        f(good, ShipTarget::Ship(ship.capacity));
                    }
                }
            }
            if self.has_wharf_turn(seat) {
                f(good, ShipTarget::Wharf);
            }
        }
    }

    /// Whether `seat` can load on a cargo ship (compulsory), as opposed to only with its Wharf (optional).
    fn can_load_on_ship(&self, seat: Seat) -> bool {
        let mut any = false;
        self.for_each_load(seat, &mut |_, target| any |= target != ShipTarget::Wharf);
        any
    }

    pub(super) fn load_actions(&self, seat: Seat, f: &mut impl FnMut(Action)) {
        // What `can_load_on_ship` asks, seen while listing.
        let mut on_ship = false;
        self.for_each_load(seat, &mut |good, target| {
            on_ship |= target != ShipTarget::Wharf;
            f(Action::Ship(good, target))
        });
        if self.has_small_wharf_turn(seat) {
            for_each_subset(&self.seats[seat].goods, &mut |goods| f(Action::SmallWharf(goods)));
        }
        if !on_ship {
            f(Action::Pass);
        }
    }

    /// `pass` when only the Wharf (or Small Wharf) could load: they are never compulsory. Declining closes both
    /// for the phase (ships only fill up, so the seat's turn would only bring back the same choice).
    pub(super) fn decline_wharf(&mut self, seat: Seat) -> Result<(), RuleError> {
        if self.can_load_on_ship(seat) {
            return Err(RuleError::new(errors::MUST_LOAD));
        }
        self.wharf_used |= 1 << seat;
        if self.works(seat, BuildingId::SmallWharf) {
            self.small_wharf_used |= 1 << seat;
        }
        self.log_pass(seat);
        self.seek_loader(self.wrap(seat + 1));
        Ok(())
    }

    /// Barrels the load would move, or why it is refused.
    fn check_load(&self, seat: Seat, good: Good, target: ShipTarget) -> Result<(u8, Option<usize>), RuleError> {
        let have = self.seats[seat].goods[good.index()];
        if have == 0 {
            return Err(RuleError::new(errors::NO_BARREL).word("good", good.id()));
        }
        let ShipTarget::Ship(capacity) = target else {
            if !self.seats[seat].occupied(BuildingId::Wharf) {
                return Err(RuleError::new(errors::NO_WHARF));
            }
            if !self.has_wharf_turn(seat) {
                return Err(RuleError::new(errors::WHARF_USED));
            }
            return Ok((have, None));
        };
        let Some(index) = self.ships.iter().position(|s| s.capacity == capacity) else {
            return Err(RuleError::new(errors::NO_SUCH_SHIP).with("capacity", capacity));
        };
        let ship = self.ships[index];
        match ship.good {
            Some(other) if other != good => Err(RuleError::new(errors::SHIP_OTHER_GOOD)
                .with("capacity", capacity)
                .word("good", other.id())),
            Some(_) if ship.is_full() => Err(RuleError::new(errors::SHIP_FULL).with("capacity", capacity)),
            Some(_) => Ok(((ship.capacity - ship.count).min(have), Some(index))),
            None => {
                if let Some(other) = self.ships.iter().find(|s| s.good == Some(good)) {
                    return Err(RuleError::new(errors::GOOD_ON_OTHER_SHIP)
                        .word("good", good.id())
                        .with("capacity", other.capacity));
                }
                let (count, best) = (capacity.min(have), self.best_empty_ship_load(have));
                if count < best {
                    return Err(RuleError::new(errors::SHIP_NOT_BEST)
                        .with("capacity", capacity)
                        .with("count", count)
                        .with("best", best));
                }
                Ok((count, Some(index)))
            }
        }
    }

    pub(super) fn load(&mut self, seat: Seat, good: Good, target: ShipTarget) -> Result<(), RuleError> {
        let (count, ship) = self.check_load(seat, good, target)?;
        self.seats[seat].goods[good.index()] -= count;
        match ship {
            Some(index) => {
                let ship = &mut self.ships[index];
                ship.good = Some(good);
                ship.count += count;
                let capacity = ship.capacity;
                self.log(Event::Loaded {
                    seat,
                    good,
                    count: count as u32,
                    ship: capacity,
                });
            }
            None => {
                self.wharf_used |= 1 << seat;
                self.goods_supply[good.index()] += count;
                self.log(Event::Wharf {
                    seat,
                    good,
                    count: count as u32,
                });
            }
        }
        self.delivered(seat, count as u32);
        Ok(())
    }

    /// Pays a delivery of `vp` base points (ship, Wharf or Small Wharf) and moves on to the next loader.
    fn delivered(&mut self, seat: Seat, vp: u32) {
        let mut vp = vp + self.seats[seat].occupied(BuildingId::Harbor) as u32;
        if seat == self.role_seat as Seat && !self.captain_bonus_paid {
            self.captain_bonus_paid = true;
            vp += self.privilege();
        }
        self.award_vp(seat, vp);
        if self.works(seat, BuildingId::Lighthouse) {
            self.lighthouse(seat);
        }
        self.seek_loader(self.wrap(seat + 1));
    }

    fn lighthouse(&mut self, seat: Seat) {
        self.seats[seat].doubloons += 1;
        self.log(Event::LighthouseDoubloons { seat, doubloons: 1 });
    }

    pub(super) fn ship_small_wharf(&mut self, seat: Seat, goods: &[u8; GOODS]) -> Result<(), RuleError> {
        let p = &self.seats[seat];
        if !p.occupied(BuildingId::SmallWharf) {
            return Err(RuleError::new(errors::NEEDS_BUILDING).word("building", BuildingId::SmallWharf.id()));
        }
        if self.small_wharf_used & (1 << seat) != 0 {
            return Err(RuleError::new(errors::BUILDING_USED).word("building", BuildingId::SmallWharf.id()));
        }
        if let Some(good) = Good::ALL.into_iter().find(|g| goods[g.index()] > p.goods[g.index()]) {
            return Err(RuleError::new(errors::NO_BARREL).word("good", good.id()));
        }
        let count: u32 = goods.iter().map(|&n| n as u32).sum();
        if count == 0 {
            // Not a text the grammar reads (`ship small-wharf` is refused): nothing to ship.
            return Err(RuleError::new(keys::UNKNOWN_MOVE).text("text", Action::SmallWharf(*goods).to_string()));
        }
        for (g, &n) in goods.iter().enumerate() {
            self.seats[seat].goods[g] -= n;
            self.goods_supply[g] += n;
        }
        self.small_wharf_used |= 1 << seat;
        self.log(Event::SmallWharf { seat, goods: *goods });
        self.delivered(seat, count / 2);
        Ok(())
    }

    pub(super) fn award_vp(&mut self, seat: Seat, vp: u32) {
        self.seats[seat].vp_chips += vp;
        self.vp_supply -= vp as i32;
        if self.vp_supply <= 0 {
            self.trigger_end(EndReason::VpChips);
        }
    }

    fn start_storage(&mut self) {
        self.step = Step::Store;
        self.pending = (0..self.n())
            .filter(|&s| !self.seats[s].keeps_everything())
            .fold(0, |bits, s| bits | 1 << s);
        if self.pending == 0 {
            self.end_captain();
        }
    }

    pub(super) fn store(&mut self, seat: Seat, keep: &Keep) -> Result<(), RuleError> {
        check_keep(&self.seats[seat], keep)?;
        let mut loose = [0u8; GOODS];
        loose[keep.one.index()] = 1;
        self.keep_barrels(seat, keep.whole, &loose);
        Ok(())
    }

    /// Storage with a Storehouse: kinds kept whole, then loose barrels.
    pub(super) fn store_loose(&mut self, seat: Seat, whole: u8, loose: &[u8; GOODS]) -> Result<(), RuleError> {
        check_loose(&self.seats[seat], whole, loose)?;
        self.keep_barrels(seat, whole, loose);
        Ok(())
    }

    /// Keeps (checked) whole kinds and loose barrels; the rest returns to the supply.
    fn keep_barrels(&mut self, seat: Seat, whole: u8, loose: &[u8; GOODS]) {
        let p = &mut self.seats[seat];
        let mut kept = [0u8; GOODS];
        let mut discarded = [0u8; GOODS];
        for good in Good::ALL {
            let g = good.index();
            kept[g] = if whole & (1 << g) != 0 { p.goods[g] } else { loose[g] };
            discarded[g] = p.goods[g] - kept[g];
            p.goods[g] = kept[g];
            self.goods_supply[g] += discarded[g];
        }
        self.log(Event::Stored { seat, kept, discarded });
        self.pending &= !(1 << seat);
        if self.pending == 0 {
            self.end_captain();
        }
    }

    fn end_captain(&mut self) {
        let captain = self.role_seat as Seat;
        if self.works(captain, BuildingId::Lighthouse) {
            self.lighthouse(captain);
        }
        for i in 0..self.ships.len() {
            let ship = self.ships[i];
            if let (Some(good), true) = (ship.good, ship.is_full()) {
                self.goods_supply[good.index()] += ship.count;
                self.ships[i].good = None;
                self.ships[i].count = 0;
                self.log(Event::ShipUnloaded {
                    ship: ship.capacity,
                    good,
                    count: ship.count as u32,
                });
            }
        }
        self.finish_phase();
    }
}

fn held_mask(p: &Player) -> u8 {
    Good::ALL
        .iter()
        .filter(|g| p.goods[g.index()] > 0)
        .fold(0, |bits, g| bits | 1 << g.index())
}

/// Refuses a storage choice that keeps goods the player lacks or does not use exactly its warehouse kinds.
fn check_keep(p: &Player, keep: &Keep) -> Result<(), RuleError> {
    if p.occupied(BuildingId::Storehouse) {
        // The Storehouse's barrels must be kept too: only `keep … loose …` can say which.
        return Err(RuleError::new(errors::KEEP_LOOSE_COUNT)
            .with("count", 1)
            .with("allowed", p.loose_kept()));
    }
    check_whole(p, keep.whole, Some(keep.one))
}

/// Refuses whole kinds (and a loose kind) the player lacks, or a number of whole kinds other than his warehouses'.
fn check_whole(p: &Player, whole: u8, one: Option<Good>) -> Result<(), RuleError> {
    let held = held_mask(p);
    for good in Good::ALL {
        let named = whole & (1 << good.index()) != 0 || one == Some(good);
        if named && held & (1 << good.index()) == 0 {
            return Err(RuleError::new(errors::NO_BARREL).word("good", good.id()));
        }
    }
    let (kinds, allowed) = (whole.count_ones(), p.warehouse_kinds());
    if kinds != allowed {
        return Err(RuleError::new(errors::KEEP_WRONG_KINDS)
            .with("kinds", kinds)
            .with("allowed", allowed));
    }
    Ok(())
}

/// Refuses a Storehouse storage choice: whole kinds as for [`check_keep`], then exactly as many loose barrels
/// (of other kinds, that the player has) as he may keep, or all that are left.
fn check_loose(p: &Player, whole: u8, loose: &[u8; GOODS]) -> Result<(), RuleError> {
    if !p.occupied(BuildingId::Storehouse) {
        return Err(RuleError::new(errors::NEEDS_BUILDING).word("building", BuildingId::Storehouse.id()));
    }
    check_whole(p, whole, None)?;
    if let Some(good) = Good::ALL.into_iter().find(|g| loose[g.index()] > p.goods[g.index()]) {
        return Err(RuleError::new(errors::NO_BARREL).word("good", good.id()));
    }
    let count: u32 = loose.iter().map(|&n| n as u32).sum();
    let allowed = p.loose_kept().min(loose_left(p, whole));
    let overlap = Good::ALL
        .iter()
        .any(|g| whole & (1 << g.index()) != 0 && loose[g.index()] > 0);
    if count != allowed || overlap {
        return Err(RuleError::new(errors::KEEP_LOOSE_COUNT)
            .with("count", count)
            .with("allowed", allowed));
    }
    Ok(())
}

/// Barrels outside the kinds kept whole.
fn loose_left(p: &Player, whole: u8) -> u32 {
    Good::ALL
        .iter()
        .filter(|g| whole & (1 << g.index()) == 0)
        .map(|g| p.goods[g.index()] as u32)
        .sum()
}

/// Every non-empty choice of barrels among `goods` (per good, 0 up to what is held), in a fixed order.
fn for_each_subset(goods: &[u8; GOODS], f: &mut dyn FnMut([u8; GOODS])) {
    let mut choice = [0u8; GOODS];
    loop {
        let mut g = 0;
        while g < GOODS && choice[g] == goods[g] {
            choice[g] = 0;
            g += 1;
        }
        if g == GOODS {
            return;
        }
        choice[g] += 1;
        f(choice);
    }
}

/// Every choice of exactly `count` barrels among `goods`.
fn for_each_exact(goods: &[u8; GOODS], count: u32, f: &mut dyn FnMut([u8; GOODS])) {
    for_each_subset(goods, &mut |choice| {
        if choice.iter().map(|&n| n as u32).sum::<u32>() == count {
            f(choice);
        }
    });
}

/// Every storage choice of a seat that must choose: `warehouse kinds` whole kinds, then one more barrel (or,
/// with a Storehouse, the loose barrels).
pub fn keep_actions(p: &Player, f: &mut dyn FnMut(Action)) {
    let held = held_mask(p);
    let allowed = p.warehouse_kinds();
    let storehouse = p.occupied(BuildingId::Storehouse);
    for whole in 0u8..1 << GOODS {
        if whole & !held != 0 || whole.count_ones() != allowed {
            continue;
        }
        if storehouse {
            let mut rest = p.goods;
            Good::ALL
                .iter()
                .filter(|g| whole & (1 << g.index()) != 0)
                .for_each(|g| rest[g.index()] = 0);
            let count = p.loose_kept().min(loose_left(p, whole));
            for_each_exact(&rest, count, &mut |loose| f(Action::KeepLoose(whole, loose)));
            continue;
        }
        for one in Good::ALL {
            if (held & !whole) & (1 << one.index()) != 0 {
                f(Action::Keep(Keep { whole, one }));
            }
        }
    }
}
