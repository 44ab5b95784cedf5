//! Listing the legal moves, sampling one at random without listing them all, and the quick-button suggestions.

use rand::Rng;

use crate::game::{Seat, SUGGESTION_LIMIT};
use crate::santiago::action::Action;
use crate::santiago::data::{Money, Tile};
use crate::santiago::geometry::{positions_in, squares_in, Intersection, Position, Square};
use crate::santiago::{Phase, Santiago};

impl Santiago {
    /// Every legal move of the seat to act, in a fixed order (passes first).
    pub(crate) fn legal(&self) -> Vec<Action> {
        let money = self.money[self.actor as usize];
        match self.phase {
            Phase::Spring => Intersection::all().map(Action::Spring).collect(),
            Phase::Bidding => std::iter::once(Action::Bid(None))
                .chain(
                    (0..=money)
                        .filter(|&n| !self.bid_taken(n))
                        .map(|n| Action::Bid(Some(n))),
                )
                .collect(),
            Phase::Placement | Phase::Neutral => self.placements().collect(),
            Phase::Bribes => {
                let supports = self
                    .proposals()
                    .flat_map(|p| (1..=money).map(|n| Action::Support(p.position, n)));
                let bribes = positions_in(self.unproposed_open_positions())
                    .flat_map(|position| (1..=money).map(move |n| Action::Bribe(position, n)));
                std::iter::once(Action::BribePass)
                    .chain(supports)
                    .chain(bribes)
                    .collect()
            }
            Phase::Overseer => self.overseer_choices().collect(),
            Phase::PersonalCanal => std::iter::once(Action::Canal(None))
                .chain(positions_in(self.board.open_positions()).map(|p| Action::Canal(Some(p))))
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// The kinds of tile on auction, each once, in stack order.
    pub(crate) fn offered_tiles(&self) -> Vec<Tile> {
        let mut tiles: Vec<Tile> = Vec::with_capacity(self.auction.len());
        for tile in self.auction() {
            if !tiles.contains(&tile) {
                tiles.push(tile);
            }
        }
        tiles
    }

    fn placement_squares(&self) -> u64 {
        if self.phase == Phase::Neutral {
            self.neutral_squares()
        } else {
            self.board.empty()
        }
    }

    fn placements(&self) -> impl Iterator<Item = Action> + '_ {
        let squares = self.placement_squares();
        self.offered_tiles()
            .into_iter()
            .flat_map(move |tile| squares_in(squares).map(move |square| Action::Place(tile, square)))
    }

    fn overseer_choices(&self) -> impl Iterator<Item = Action> + '_ {
        let builds = match self.rejection_payment() {
            Some(_) => self.unproposed_open_positions(),
            None => 0,
        };
        self.proposals()
            .map(|p| Action::Accept(p.position))
            .chain(positions_in(builds).map(Action::Build))
    }

    /// A random legal move. Placements and bribes are drawn part by part (kind, then tile or position, then
    /// square or amount) so the large lists are never built; the other phases draw uniformly from the list.
    pub(crate) fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        match self.phase {
            Phase::Placement | Phase::Neutral => {
                let tiles = self.offered_tiles();
                let squares: Vec<Square> = squares_in(self.placement_squares()).collect();
                Action::Place(pick(rng, &tiles), pick(rng, &squares))
            }
            Phase::Bribes => self.sample_bribe(rng),
            _ => pick(rng, &self.legal()),
        }
    }

    fn sample_bribe<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let money = self.money[self.actor as usize];
        let proposals: Vec<Position> = self.proposals().map(|p| p.position).collect();
        let open: Vec<Position> = positions_in(self.unproposed_open_positions()).collect();
        let mut kinds = vec![0];
        if money > 0 && !proposals.is_empty() {
            kinds.push(1);
        }
        if money > 0 && !open.is_empty() {
            kinds.push(2);
        }
        match pick(rng, &kinds) {
            1 => Action::Support(pick(rng, &proposals), rng.gen_range(1..=money)),
            2 => Action::Bribe(pick(rng, &open), rng.gen_range(1..=money)),
            _ => Action::BribePass,
        }
    }

    /// Quick buttons: passes and small amounts first; for a placement, every tile on auction with its best
    /// squares.
    pub(crate) fn suggestions(&self) -> Vec<Action> {
        let mut actions = match self.phase {
            Phase::Placement | Phase::Neutral => self.suggested_placements(),
            Phase::Bribes if self.money[self.actor as usize] == 0 => vec![Action::BribePass],
            Phase::Bribes => self.bribe_buttons(),
            _ => self.legal(),
        };
        actions.truncate(SUGGESTION_LIMIT);
        actions
    }

    /// The quick buttons of the seat to act as the public board may show them. With `money:hidden` they must
    /// not depend on anybody's money (the board would give it away): bids from 0 up whatever the purse, offers
    /// of 1 even with no money, and the overseer's builds whether or not he can pay; a button the seat cannot
    /// afford is refused when pressed, privately. With `money:open`, the suggestions.
    pub fn board_suggestions(&self, seat: Seat) -> Vec<Action> {
        if self.phase == Phase::Over || seat != self.actor as Seat {
            return Vec::new();
        }
        if self.options.money == Money::Open {
            return self.suggestions();
        }
        let mut actions = match self.phase {
            Phase::Bidding => std::iter::once(Action::Bid(None))
                .chain((0..).filter(|&n| !self.bid_taken(n)).map(|n| Action::Bid(Some(n))))
                .take(SUGGESTION_LIMIT)
                .collect(),
            Phase::Bribes => self.bribe_buttons(),
            Phase::Overseer => {
                let accepts = self.proposals().map(|p| Action::Accept(p.position));
                accepts
                    .chain(positions_in(self.unproposed_open_positions()).map(Action::Build))
                    .collect()
            }
            _ => self.suggestions(),
        };
        actions.truncate(SUGGESTION_LIMIT);
        actions
    }

    /// Every tile on auction, each with its best squares (the same number each), tile by tile: first the
    /// squares joining a field of the same crop, then those already watered, then those a canal could water
    /// this round.
    fn suggested_placements(&self) -> Vec<Action> {
        let tiles = self.offered_tiles();
        let per_tile = SUGGESTION_LIMIT / tiles.len().max(1);
        let squares: Vec<Square> = squares_in(self.placement_squares()).collect();
        let watered = self.board.irrigated();
        let waterable = positions_in(self.board.open_positions()).fold(0, |acc, p| acc | p.squares());
        let score = |tile: Tile, square: Square| {
            let bit = |mask: u64| (mask & square.bit() != 0) as u32;
            4 * self.same_crop_neighbours(tile, square) + 2 * bit(watered) + bit(waterable)
        };
        tiles
            .into_iter()
            .flat_map(|tile| {
                let mut ranked = squares.clone();
                ranked.sort_by_cached_key(|&square| std::cmp::Reverse(score(tile, square)));
                ranked.truncate(per_tile);
                ranked.into_iter().map(move |square| Action::Place(tile, square))
            })
            .collect()
    }

    fn same_crop_neighbours(&self, tile: Tile, square: Square) -> u32 {
        squares_in(square.neighbours())
            .filter(|&s| self.board.plot(s).is_some_and(|p| !p.desert && p.crop == tile.crop))
            .count() as u32
    }

    /// Pass, then 1 escudo for each proposal and for each position nobody proposed.
    fn bribe_buttons(&self) -> Vec<Action> {
        let mut actions = vec![Action::BribePass];
        actions.extend(self.proposals().map(|p| Action::Support(p.position, 1)));
        actions.extend(positions_in(self.unproposed_open_positions()).map(|p| Action::Bribe(p, 1)));
        actions
    }
}

fn pick<R: Rng + ?Sized, T: Copy>(rng: &mut R, items: &[T]) -> T {
    items[rng.gen_range(0..items.len())]
}
