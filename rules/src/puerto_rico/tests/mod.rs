//! Puerto Rico tests: the worked examples of the rules, one test per ruling, properties over
//! random games, determinism and hidden information.

mod draft;
mod examples;
mod expansion;
mod hidden;
mod mayor;
mod properties;
mod rulings;
mod selection;

use super::data::{BuildingId, Good, Tile, GOODS};
use super::player::Player;
use super::{Action, PuertoRico, Step};
use crate::error::RuleError;
use crate::game::{Game, Seat};

/// A fresh game whose boards are emptied (no start tile, `doubloons` each), ready for a scenario.
fn blank(players: usize, doubloons: u32) -> PuertoRico {
    let mut g = PuertoRico::new(players, &Default::default(), 7).unwrap();
    for p in g.seats.iter_mut() {
        *p = Player::new(doubloons);
    }
    g
}

fn parse(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text:?} does not parse: {e}"))
}

/// Applies a move that must be legal (and listed).
fn act(g: &mut PuertoRico, seat: Seat, text: &str) {
    let action = parse(text);
    assert!(
        g.legal_actions(seat).contains(&action),
        "{text:?} not listed for seat {seat}: {:?}",
        g.legal_actions(seat).iter().map(|a| a.to_string()).collect::<Vec<_>>()
    );
    g.apply(seat, &action)
        .unwrap_or_else(|e| panic!("{text:?} refused: {e}"));
}

/// Applies a move that must be refused, checks the state did not change, and returns the error.
fn refuse(g: &mut PuertoRico, seat: Seat, text: &str) -> RuleError {
    let before = g.clone();
    let action = parse(text);
    assert!(
        !g.legal_actions(seat).contains(&action),
        "{text:?} is listed for seat {seat}"
    );
    let err = g.apply(seat, &action).expect_err(text);
    assert_eq!(*g, before, "{text:?} changed the state");
    err
}

fn texts(g: &PuertoRico, seat: Seat) -> Vec<String> {
    g.legal_actions(seat).iter().map(|a| a.to_string()).collect()
}

/// Goods array from (good, count) pairs.
fn goods(pairs: &[(Good, u8)]) -> [u8; GOODS] {
    let mut goods = [0; GOODS];
    for &(good, n) in pairs {
        goods[good.index()] = n;
    }
    goods
}

impl Player {
    fn with_tiles(mut self, tile: Tile, count: u8, manned: u8) -> Player {
        self.tiles[tile.index()] += count;
        self.manned[tile.index()] += manned;
        self
    }

    fn with_building(mut self, building: BuildingId, colonists: u8) -> Player {
        self.add_building(building, colonists);
        self
    }

    fn with_goods(mut self, pairs: &[(Good, u8)]) -> Player {
        self.goods = goods(pairs);
        self
    }
}

/// Puts `seat` in front of the role choice.
fn choosing(g: &mut PuertoRico, seat: Seat) {
    g.step = Step::ChooseRole;
    g.governor = seat as u8;
    g.actor = seat as u8;
    g.picks = 0;
    g.role = None;
    g.role_taken = [None; crate::puerto_rico::data::ROLES];
}

/// `random_action`'s stack listing keeps every move, in order, when a position has more than it holds inline.
#[test]
fn listing_keeps_every_move_past_its_inline_part() {
    let moves: Vec<Action> = (0..=200u8).map(|n| Action::SmallWharf([n, 0, 0, 0, 0])).collect();
    let mut listing = super::Listing::new();
    for &action in &moves {
        listing.push(action);
    }
    assert_eq!(listing.len, moves.len());
    for (i, &action) in moves.iter().enumerate() {
        assert_eq!(listing.get(i), action);
    }
}
