//! The expansion buildings (docs/puerto-rico.md, Buildings): one scenario per effect and per decided interaction, with
//! the numbers worked out in the comments.

use super::*;
use crate::puerto_rico::data::{BuildingSet, Role, BUILDING_KINDS, TILE_KINDS};
use crate::puerto_rico::scoring::score_breakdown;
use crate::puerto_rico::view::Event;
use crate::puerto_rico::{errors, CargoShip};
use BuildingId as B;
use Good::*;

/// A blank game (see [`blank`]) with every building in play.
fn expansion(players: usize, doubloons: u32) -> PuertoRico {
    let mut g = blank(players, doubloons);
    g.put_in_play(BuildingSet((1 << BUILDING_KINDS) - 1));
    g
}

fn full_ships(g: &mut PuertoRico) {
    g.ships = [(4, Indigo), (5, Tobacco), (6, Coffee)].map(|(capacity, good)| CargoShip {
        capacity,
        good: Some(good),
        count: capacity,
    });
}

fn points(p: &Player, key: &str) -> Option<i64> {
    score_breakdown(p).into_iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

fn events(g: &PuertoRico) -> Vec<Event> {
    g.events.iter().map(|l| l.event).collect()
}

#[test]
fn aqueduct_adds_one_indigo_and_one_sugar_from_the_large_buildings() {
    let mut g = expansion(3, 0);
    // Seat 0: 2 indigo from the (large) Indigo Plant → +1 = 3; 1 sugar from the Small Sugar Mill only → no extra.
    g.seats[0] = Player::new(0)
        .with_building(B::Aqueduct, 1)
        .with_building(B::IndigoPlant, 2)
        .with_tiles(Tile::Indigo, 2, 2)
        .with_building(B::SmallSugarMill, 1)
        .with_tiles(Tile::Sugar, 1, 1);
    // Seat 2: the same Indigo Plant without an Aqueduct: 2 indigo. The supply then holds 11 − 3 − 2 = 6.
    g.seats[2] = Player::new(0)
        .with_building(B::IndigoPlant, 2)
        .with_tiles(Tile::Indigo, 2, 2);
    choosing(&mut g, 1);
    act(&mut g, 1, "role craftsman");
    assert_eq!(g.seats[0].goods, goods(&[(Indigo, 3), (Sugar, 1)]));
    assert_eq!(g.seats[2].goods, goods(&[(Indigo, 2)]));
    assert_eq!(g.goods_supply[Indigo.index()], 11 - 5);

    // Limited by the supply: 2 indigo left, seat 0 (after the craftsman, seat 2) gets 2, not 3.
    let mut g = expansion(3, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::Aqueduct, 1)
        .with_building(B::SugarMill, 1)
        .with_tiles(Tile::Sugar, 1, 1);
    g.goods_supply[Sugar.index()] = 1;
    choosing(&mut g, 2);
    act(&mut g, 2, "role craftsman");
    assert_eq!(g.seats[0].goods, goods(&[(Sugar, 1)]), "1 sugar left in the supply");
}

#[test]
fn forest_house_places_forests_and_lowers_building_costs() {
    let mut g = expansion(3, 10);
    g.seats[0] = Player::new(10)
        .with_building(B::ForestHouse, 1)
        .with_building(B::Hospice, 1)
        .with_building(B::Hacienda, 1);
    g.face_up = goods(&[(Corn, 1), (Coffee, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role settler");
    assert!(texts(&g, 0).contains(&"hacienda forest".to_string()));
    assert!(texts(&g, 0).contains(&"plant coffee forest".to_string()));
    act(&mut g, 0, "hacienda forest");
    // The Hospice colonist of a forest goes to San Juan.
    act(&mut g, 0, "plant coffee forest");
    let p = &g.seats[0];
    assert_eq!((p.forest_count(), p.island_tiles(), p.san_juan), (2, 2, 1));
    assert_eq!(p.tiles, [0; TILE_KINDS]);
    assert!(events(&g).contains(&Event::ForestPlanted {
        seat: 0,
        good: Some(Coffee),
        hospice: true
    }));
    // Without an occupied Forest House: refused.
    g.seats[1] = Player::new(0).with_building(B::ForestHouse, 0);
    assert_eq!(refuse(&mut g, 1, "plant corn forest").key, errors::NEEDS_BUILDING);

    // Builder: 5 forests → 2 off (no column cap), on top of 1 quarry (column 3) and not the builder:
    // harbor 8 − 1 − 2 = 5.
    let mut g = expansion(3, 5);
    g.seats[0] = Player::new(5)
        .with_building(B::ForestHouse, 1)
        .with_tiles(Tile::Quarry, 1, 1);
    g.seats[0].forests = goods(&[(Corn, 5)]);
    choosing(&mut g, 2);
    act(&mut g, 2, "role builder");
    act(&mut g, 2, "pass");
    assert_eq!(g.building_cost(0, B::Harbor).unwrap(), 5);
    // A Small Market: 1 − 1 (quarry) − 2 → 0.
    assert_eq!(g.building_cost(0, B::SmallMarket).unwrap(), 0);
    act(&mut g, 0, "build harbor");
    assert_eq!(g.seats[0].doubloons, 0);
}

#[test]
fn black_market_pays_part_of_a_price_the_owner_cannot_afford() {
    let mut g = expansion(3, 0);
    // Seat 0, the builder: harbor 8 − 1 = 7, he has 5: short by 2.
    let mut p = Player::new(5)
        .with_building(B::BlackMarket, 1)
        .with_building(B::SmallMarket, 1)
        .with_tiles(Tile::Corn, 1, 1)
        .with_goods(&[(Sugar, 1)]);
    p.vp_chips = 3;
    p.san_juan = 1;
    g.seats[0] = p;
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    // Affordable buildings (office 5 − 1 = 4) are built with doubloons only.
    assert_eq!(
        refuse(&mut g, 0, "build office black-market vp").key,
        errors::BLACK_MARKET_NOT_NEEDED
    );
    // One item does not cover 2; 4 items are not allowed by the grammar; the Black Market's own colonist is not.
    assert_eq!(
        refuse(&mut g, 0, "build harbor black-market vp").key,
        errors::BLACK_MARKET_PAYMENT
    );
    assert_eq!(
        refuse(&mut g, 0, "build harbor black-market colonist:black-market vp").key,
        errors::NO_COLONIST_THERE
    );
    assert_eq!(
        refuse(&mut g, 0, "build harbor black-market colonist:quarry vp").key,
        errors::NO_COLONIST_THERE
    );
    assert_eq!(
        refuse(&mut g, 0, "build harbor black-market barrel:coffee vp").key,
        errors::NO_BARREL
    );
    let supply = (g.colonist_supply, g.vp_supply);
    act(&mut g, 0, "build harbor black-market colonist:small-market vp");
    let p = &g.seats[0];
    // 7 − 2 items = 5 doubloons paid; the colonist and the chip go back to their supplies.
    assert_eq!((p.doubloons, p.vp_chips, p.colonists_on(B::SmallMarket)), (0, 2, 0));
    assert_eq!((g.colonist_supply, g.vp_supply), (supply.0 + 1, supply.1 + 1));
    assert!(g.seats[0].has(B::Harbor));

    // Three items (colonist from San Juan, a barrel, a chip) and no overpaying: cost 3 with 0 doubloons.
    let mut g = expansion(3, 0);
    let mut p = Player::new(0)
        .with_building(B::BlackMarket, 1)
        .with_goods(&[(Sugar, 1)]);
    p.vp_chips = 1;
    p.san_juan = 1;
    g.seats[0] = p;
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    // Small Warehouse 3 − 1 (builder) = 2: three items would overpay.
    assert_eq!(
        refuse(
            &mut g,
            0,
            "build small-warehouse black-market colonist:san-juan barrel:sugar vp"
        )
        .key,
        errors::BLACK_MARKET_PAYMENT
    );
    let before = g.goods_supply[Sugar.index()];
    act(
        &mut g,
        0,
        "build small-warehouse black-market colonist:san-juan barrel:sugar",
    );
    assert_eq!(g.goods_supply[Sugar.index()], before + 1);
    assert_eq!((g.seats[0].san_juan, g.seats[0].barrels()), (0, 0));

    // The Church's chips and the University colonist are decided before the items leave: giving the Church's
    // colonist still earns the chip for a harbor (8 − 1 = 7, 6 doubloons + 1 colonist).
    let mut g = expansion(3, 0);
    g.seats[0] = Player::new(6)
        .with_building(B::BlackMarket, 1)
        .with_building(B::Church, 1)
        .with_building(B::University, 1);
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    act(&mut g, 0, "build harbor black-market colonist:church");
    let p = &g.seats[0];
    assert_eq!(
        (
            p.doubloons,
            p.vp_chips,
            p.colonists_on(B::Church),
            p.colonists_on(B::Harbor)
        ),
        (0, 1, 0, 1)
    );
}

#[test]
fn storehouse_keeps_three_more_loose_barrels() {
    let mut g = expansion(3, 0);
    // 3 corn, 2 indigo, 1 sugar = 6 barrels, no warehouse: keep 1 + 3 = 4 loose, throw away 2.
    g.seats[0] = Player::new(0)
        .with_building(B::Storehouse, 1)
        .with_goods(&[(Corn, 3), (Indigo, 2), (Sugar, 1)]);
    // Seat 1: 4 barrels, keeps them all without being asked.
    g.seats[1] = Player::new(0)
        .with_building(B::Storehouse, 1)
        .with_goods(&[(Corn, 2), (Indigo, 1), (Sugar, 1)]);
    full_ships(&mut g);
    choosing(&mut g, 2);
    act(&mut g, 2, "role captain");
    assert_eq!(g.step, Step::Store);
    assert_eq!(g.to_act(), [0]);
    assert_eq!(refuse(&mut g, 0, "keep one corn").key, errors::KEEP_LOOSE_COUNT);
    assert_eq!(refuse(&mut g, 0, "keep loose corn:3").key, errors::KEEP_LOOSE_COUNT);
    assert_eq!(refuse(&mut g, 0, "keep loose corn:4").key, errors::NO_BARREL);
    act(&mut g, 0, "keep loose corn:2 indigo:1 sugar:1");
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 2), (Indigo, 1), (Sugar, 1)]));
    assert_eq!(g.seats[1].goods, goods(&[(Corn, 2), (Indigo, 1), (Sugar, 1)]));
    // With a Small Warehouse: corn whole (5), then 4 loose among 3 indigo + 2 sugar.
    let mut g = expansion(3, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::Storehouse, 1)
        .with_building(B::SmallWarehouse, 1)
        .with_goods(&[(Corn, 5), (Indigo, 3), (Sugar, 2)]);
    full_ships(&mut g);
    choosing(&mut g, 2);
    act(&mut g, 2, "role captain");
    act(&mut g, 0, "keep all corn loose indigo:3 sugar:1");
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 5), (Indigo, 3), (Sugar, 1)]));
    // Without a Storehouse, `loose` is refused.
    let mut g = expansion(3, 0);
    g.seats[0] = Player::new(0).with_goods(&[(Corn, 3), (Indigo, 2)]);
    full_ships(&mut g);
    choosing(&mut g, 2);
    act(&mut g, 2, "role captain");
    assert_eq!(refuse(&mut g, 0, "keep loose corn:1").key, errors::NEEDS_BUILDING);
}

#[test]
fn guest_house_guests_move_out_at_the_start_of_a_phase() {
    let mut g = expansion(3, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::GuestHouse, 2)
        .with_building(B::Harbor, 0)
        .with_tiles(Tile::Quarry, 1, 0)
        .with_goods(&[(Corn, 1)]);
    // Seat 1 has a Guest House but nowhere to move: not asked.
    g.seats[1] = Player::new(0).with_building(B::GuestHouse, 1);
    choosing(&mut g, 1);
    act(&mut g, 1, "role trader");
    assert_eq!((g.step, g.to_act()), (Step::Guests, vec![0]));
    assert_eq!(
        texts(&g, 0),
        [
            "guests keep",
            "guests harbor:1",
            "guests quarry:1",
            "guests quarry:1 harbor:1"
        ]
    );
    assert_eq!(refuse(&mut g, 0, "guests quarry:2").key, errors::SLOT_OVER_CAPACITY);
    assert_eq!(
        refuse(&mut g, 0, "guests guest-house:1").key,
        errors::SLOT_OVER_CAPACITY
    );
    assert_eq!(refuse(&mut g, 0, "guests wharf:1").key, errors::SLOT_NOT_OWNED);
    assert_eq!(refuse(&mut g, 1, "guests keep").key, crate::error::keys::NOT_YOUR_TURN);
    act(&mut g, 0, "guests quarry:1 harbor:1");
    let p = &g.seats[0];
    assert_eq!(
        (
            p.colonists_on(B::GuestHouse),
            p.occupied_quarries(),
            p.colonists_on(B::Harbor)
        ),
        (0, 1, 1)
    );
    // Then the Trader phase starts (seat 0 can sell its corn after the trader, who has nothing).
    assert_eq!((g.step, g.to_act()), (Step::Sell, vec![0]));
    assert!(events(&g).contains(&Event::GuestsMoved { seat: 0, count: 2 }));
    // Not asked before the Mayor (his phase rearranges everything) nor the Prospector.
    let mut g = expansion(4, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::GuestHouse, 1)
        .with_tiles(Tile::Corn, 1, 0);
    choosing(&mut g, 1);
    act(&mut g, 1, "role prospector");
    assert_eq!(g.step, Step::ChooseRole);
    act(&mut g, 2, "role mayor");
    assert_eq!(g.step, Step::Arrange);
}

#[test]
fn trading_post_sells_to_the_bank_even_when_the_house_is_full() {
    let mut g = expansion(3, 0);
    g.house = goods(&[(Corn, 1), (Indigo, 1), (Sugar, 1), (Coffee, 1)]);
    // Seat 0: the trader, with a Trading Post and a Large Market: coffee 4 + 1 (trader) = 5, no market.
    g.seats[0] = Player::new(0)
        .with_building(B::TradingPost, 1)
        .with_building(B::LargeMarket, 1)
        .with_goods(&[(Coffee, 1)]);
    g.seats[1] = Player::new(0).with_goods(&[(Coffee, 1)]);
    g.seats[2] = Player::new(0)
        .with_building(B::TradingPost, 1)
        .with_goods(&[(Tobacco, 2)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role trader");
    assert_eq!(texts(&g, 0), ["sell coffee trading-post", "pass"]);
    act(&mut g, 0, "sell coffee trading-post");
    assert_eq!(g.seats[0].doubloons, 5);
    assert_eq!(g.goods_supply[Coffee.index()], 9 + 1);
    assert_eq!(
        g.house,
        goods(&[(Corn, 1), (Indigo, 1), (Sugar, 1), (Coffee, 1)]),
        "the house is untouched"
    );
    // Seat 1 cannot sell (house full, no Trading Post) and is skipped; seat 2 sells 1 tobacco for 3.
    assert_eq!(g.to_act(), [2]);
    act(&mut g, 2, "sell tobacco trading-post");
    assert_eq!((g.seats[2].doubloons, g.seats[2].goods), (3, goods(&[(Tobacco, 1)])));
    // The full house is emptied at the end of the phase as usual.
    assert_eq!((g.step, g.house), (Step::ChooseRole, [0; GOODS]));
}

#[test]
fn church_gives_chips_for_column_2_3_and_large_buildings() {
    for (building, chips) in [(B::SmallMarket, 0), (B::Office, 1), (B::Harbor, 1), (B::CityHall, 2)] {
        let mut g = expansion(3, 20);
        g.seats[0] = Player::new(20).with_building(B::Church, 1);
        choosing(&mut g, 0);
        act(&mut g, 0, "role builder");
        let vp = g.vp_supply;
        act(&mut g, 0, &format!("build {}", building.id()));
        assert_eq!(g.seats[0].vp_chips, chips, "{building:?}");
        assert_eq!(g.vp_supply, vp - chips as i32);
    }
    // Building the Church itself gains nothing (it is not occupied yet), even with a University colonist.
    let mut g = expansion(3, 20);
    g.seats[0] = Player::new(20).with_building(B::University, 1);
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    act(&mut g, 0, "build church");
    assert_eq!((g.seats[0].vp_chips, g.seats[0].colonists_on(B::Church)), (0, 1));
}

#[test]
fn small_wharf_ships_any_barrels_for_one_vp_per_two() {
    let mut g = expansion(3, 0);
    // Seat 0 (captain) with Small Wharf, Harbor and Lighthouse; the ships are full: only the Small Wharf.
    g.seats[0] = Player::new(0)
        .with_building(B::SmallWharf, 1)
        .with_building(B::Harbor, 1)
        .with_building(B::Lighthouse, 1)
        .with_goods(&[(Corn, 3), (Sugar, 2)]);
    full_ships(&mut g);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    let listed = texts(&g, 0);
    // (3 + 1) × (2 + 1) − 1 = 11 choices, then pass (never compulsory).
    assert_eq!(listed.len(), 12);
    assert_eq!(listed.last().unwrap(), "pass");
    assert_eq!(refuse(&mut g, 0, "ship corn:4 small-wharf").key, errors::NO_BARREL);
    act(&mut g, 0, "ship corn:3 sugar:2 small-wharf");
    // 5 barrels → 2 VP, + 1 captain's privilege, + 1 Harbor = 4; Lighthouse: 1 doubloon for the delivery and
    // 1 at the end of the phase for the captain.
    assert_eq!((g.seats[0].vp_chips, g.seats[0].doubloons), (4, 2));
    assert_eq!(
        (g.goods_supply[Corn.index()], g.goods_supply[Sugar.index()]),
        (10 + 3, 11 + 2)
    );
    assert_eq!(g.step, Step::ChooseRole);

    // Once per phase; a `pass` gives it up.
    let mut g = expansion(3, 0);
    g.seats[1] = Player::new(0).with_building(B::SmallWharf, 1).with_goods(&[(Corn, 3)]);
    g.seats[2] = Player::new(0).with_goods(&[(Sugar, 1)]);
    choosing(&mut g, 2);
    act(&mut g, 2, "role captain");
    act(&mut g, 2, "ship sugar 4");
    act(&mut g, 1, "ship corn:1 small-wharf");
    assert_eq!(g.seats[1].vp_chips, 0, "1 barrel: 0 VP");
    // Seat 1 loads its corn on a ship now (compulsory), the Small Wharf is used up.
    assert_eq!(texts(&g, 1), ["ship corn 5", "ship corn 6"]);
    assert_eq!(refuse(&mut g, 1, "ship corn:1 small-wharf").key, errors::BUILDING_USED);
}

#[test]
fn lighthouse_pays_a_doubloon_per_delivery_and_one_more_to_the_captain() {
    let mut g = expansion(3, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::Lighthouse, 1)
        .with_goods(&[(Corn, 1), (Sugar, 1)]);
    g.seats[1] = Player::new(0)
        .with_building(B::Lighthouse, 1)
        .with_goods(&[(Indigo, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    act(&mut g, 0, "ship corn 4");
    act(&mut g, 1, "ship indigo 5");
    act(&mut g, 0, "ship sugar 6");
    // Seat 0: 2 deliveries + 1 as captain = 3; seat 1: 1 delivery.
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!((g.seats[0].doubloons, g.seats[1].doubloons), (3, 1));
}

#[test]
fn library_doubles_the_choosers_privilege_only() {
    let lib = || Player::new(0).with_building(B::Library, 1);
    // Prospector: 2 doubloons, plus the 1 on the card (not doubled).
    let mut g = expansion(4, 0);
    g.seats[0] = lib();
    choosing(&mut g, 0);
    g.role_doubloons[Role::Prospector.index()] = 1;
    act(&mut g, 0, "role prospector");
    assert_eq!(g.seats[0].doubloons, 2 + 1);
    // Mayor: 2 colonists from the supply, plus 1 of the 3 on the ship, plus the Library's own = 4.
    let mut g = expansion(3, 0);
    g.seats[0] = lib();
    choosing(&mut g, 0);
    let supply = g.colonist_supply;
    act(&mut g, 0, "role mayor");
    assert_eq!(g.colonist_supply, supply - 2);
    assert_eq!(g.seats[0].colonists(), 2 + 1 + 1);
    // Builder: 2 off (harbor 8 − 2 = 6), another seat's Library does nothing for him.
    let mut g = expansion(3, 10);
    g.seats[0] = Player { doubloons: 10, ..lib() };
    g.seats[1] = Player { doubloons: 10, ..lib() };
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    assert_eq!(g.building_cost(0, B::Harbor).unwrap(), 6);
    act(&mut g, 0, "pass");
    assert_eq!(g.building_cost(1, B::Harbor).unwrap(), 8);
    // Craftsman: 2 extra barrels of kinds he produced (corn twice here).
    let mut g = expansion(3, 0);
    g.seats[0] = lib()
        .with_tiles(Tile::Corn, 1, 1)
        .with_tiles(Tile::Indigo, 1, 1)
        .with_building(B::SmallIndigoPlant, 1);
    choosing(&mut g, 0);
    act(&mut g, 0, "role craftsman");
    act(&mut g, 0, "craft corn");
    assert_eq!(g.step, Step::CraftPrivilege, "a second privilege barrel");
    act(&mut g, 0, "craft corn");
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 3), (Indigo, 1)]));
    assert_eq!(g.step, Step::ChooseRole);
    // Trader: +2 when he sells (corn 0 + 2).
    let mut g = expansion(3, 0);
    g.seats[0] = lib().with_goods(&[(Corn, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role trader");
    act(&mut g, 0, "sell corn");
    assert_eq!(g.seats[0].doubloons, 2);
    // Captain: +2 VP on his first delivery (1 barrel + 2).
    let mut g = expansion(3, 0);
    g.seats[0] = lib().with_goods(&[(Corn, 1), (Sugar, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    act(&mut g, 0, "ship corn 4");
    act(&mut g, 0, "ship sugar 5");
    assert_eq!(g.seats[0].vp_chips, 1 + 2 + 1);
    // Settler: a second tile right after the first (a quarry twice here), Hacienda only before the first.
    let mut g = expansion(3, 0);
    g.seats[0] = lib().with_building(B::Hacienda, 1);
    choosing(&mut g, 0);
    act(&mut g, 0, "role settler");
    act(&mut g, 0, "plant quarry");
    assert_eq!(g.to_act(), [0]);
    assert!(!texts(&g, 0).contains(&"hacienda".to_string()));
    act(&mut g, 0, "plant quarry");
    assert_eq!(g.seats[0].tiles[Tile::Quarry.index()], 2);
    assert_eq!(g.to_act(), [1]);
    // Without a Library the settler takes one tile.
    let mut g = expansion(3, 0);
    choosing(&mut g, 0);
    act(&mut g, 0, "role settler");
    act(&mut g, 0, "plant quarry");
    assert_eq!(g.to_act(), [1]);
}

#[test]
fn specialty_factory_pays_for_the_largest_kind_received() {
    let mut g = expansion(3, 0);
    // Seat 1: 3 corn → 2 doubloons. Seat 0 (craftsman): 2 corn + 1 sugar, + the privilege corn = 3 corn → 2.
    g.seats[1] = Player::new(0)
        .with_building(B::SpecialtyFactory, 1)
        .with_tiles(Tile::Corn, 3, 3);
    g.seats[0] = Player::new(0)
        .with_building(B::SpecialtyFactory, 1)
        .with_tiles(Tile::Corn, 2, 2)
        .with_tiles(Tile::Sugar, 1, 1)
        .with_building(B::SmallSugarMill, 1);
    // Seat 2: 1 corn, 1 indigo → nothing.
    g.seats[2] = Player::new(0)
        .with_building(B::SpecialtyFactory, 1)
        .with_tiles(Tile::Corn, 1, 1);
    choosing(&mut g, 0);
    act(&mut g, 0, "role craftsman");
    assert_eq!((g.seats[1].doubloons, g.seats[2].doubloons), (2, 0));
    assert_eq!(g.seats[0].doubloons, 0, "the craftsman is paid after his privilege");
    act(&mut g, 0, "craft corn");
    assert_eq!(g.seats[0].doubloons, 2);
    // 4 or more of a kind: 3.
    let mut g = expansion(3, 0);
    g.seats[1] = Player::new(0)
        .with_building(B::SpecialtyFactory, 1)
        .with_tiles(Tile::Corn, 5, 5);
    choosing(&mut g, 0);
    act(&mut g, 0, "role craftsman");
    assert_eq!(g.seats[1].doubloons, 3);
}

#[test]
fn union_hall_gives_a_chip_per_two_barrels_of_a_kind_before_loading() {
    let mut g = expansion(3, 0);
    // 5 corn → 2, 3 sugar → 1, 1 coffee → 0: 3 chips, before the captain loads.
    g.seats[1] = Player::new(0)
        .with_building(B::UnionHall, 1)
        .with_goods(&[(Corn, 5), (Sugar, 3), (Coffee, 1)]);
    choosing(&mut g, 0);
    let vp = g.vp_supply;
    act(&mut g, 0, "role captain");
    assert_eq!(g.seats[1].vp_chips, 3);
    assert_eq!(g.vp_supply, vp - 3);
    assert!(events(&g).contains(&Event::UnionHall { seat: 1 }));
}

#[test]
fn cloister_scores_sets_of_three_identical_island_tiles() {
    // 3 corn, 6 indigo, 3 quarries (one of them empty): 1 + 2 + 1 = 4 sets → 10.
    let p = Player::new(0)
        .with_building(B::Cloister, 1)
        .with_tiles(Tile::Corn, 3, 3)
        .with_tiles(Tile::Indigo, 6, 0)
        .with_tiles(Tile::Quarry, 3, 2);
    assert_eq!(points(&p, errors::SCORE_CLOISTER), Some(10));
    // 2 corn + 3 forests: 1 set → 1; unoccupied: no bonus, only its 4 printed VP.
    let mut p = Player::new(0)
        .with_building(B::Cloister, 1)
        .with_tiles(Tile::Corn, 2, 2);
    p.forests = goods(&[(Corn, 2), (Coffee, 1)]);
    assert_eq!(points(&p, errors::SCORE_CLOISTER), Some(1));
    for (sets, vp) in [(0, 0), (2, 3), (3, 6)] {
        let p = Player::new(0)
            .with_building(B::Cloister, 1)
            .with_tiles(Tile::Sugar, 3 * sets, 0);
        assert_eq!(points(&p, errors::SCORE_CLOISTER), Some(vp));
    }
    let p = Player::new(0)
        .with_building(B::Cloister, 0)
        .with_tiles(Tile::Sugar, 9, 0);
    assert_eq!(points(&p, errors::SCORE_CLOISTER), None);
    assert_eq!(points(&p, errors::SCORE_BUILDINGS), Some(4));
}

#[test]
fn statue_is_eight_vp_without_circle_and_a_violet_building() {
    let p = Player::new(0)
        .with_building(B::Statue, 0)
        .with_building(B::CityHall, 1)
        .with_building(B::SmallIndigoPlant, 0);
    // 8 + 4 + 1 printed; City Hall: Statue and itself = 2 violet buildings.
    assert_eq!(points(&p, errors::SCORE_BUILDINGS), Some(13));
    assert_eq!(points(&p, errors::SCORE_CITY_HALL), Some(2));
    // Circles: Statue 0 + City Hall 1 + Small Indigo Plant 1; the empty one is the plant's.
    assert_eq!(p.circles(), 2);
    assert_eq!(p.empty_building_circles(), 1);
}

#[test]
fn interactions_guild_hall_residence_fortress_customs_house() {
    // Guild Hall: production buildings only, never the Aqueduct: 1 small + 1 large = 3.
    let p = Player::new(0)
        .with_building(B::GuildHall, 1)
        .with_building(B::Aqueduct, 1)
        .with_building(B::SmallIndigoPlant, 0)
        .with_building(B::SugarMill, 0);
    assert_eq!(points(&p, errors::SCORE_GUILD_HALL), Some(3));
    // Residence: 8 plantations + 3 forests = 11 spaces → 6.
    let mut p = Player::new(0)
        .with_building(B::Residence, 1)
        .with_tiles(Tile::Corn, 8, 0);
    p.forests = goods(&[(Indigo, 3)]);
    assert_eq!(points(&p, errors::SCORE_RESIDENCE), Some(6));
    // Fortress: 2 guests + itself + 3 in San Juan = 6 colonists → 2.
    let mut p = Player::new(0)
        .with_building(B::Fortress, 1)
        .with_building(B::GuestHouse, 2);
    p.san_juan = 3;
    assert_eq!(points(&p, errors::SCORE_FORTRESS), Some(2));
    // Customs House: the Church's chips count like any: harbor (column 3) 1 + office (column 2) 1 + customs
    // house (large) 2 = 4 chips → 4 / 4 = 1.
    let mut g = expansion(3, 30);
    g.seats[0] = Player::new(30)
        .with_building(B::Church, 1)
        .with_building(B::University, 1);
    for building in ["harbor", "office", "customs-house"] {
        choosing(&mut g, 0);
        act(&mut g, 0, "role builder");
        act(&mut g, 0, &format!("build {building}"));
        while g.step == Step::Build {
            let seat = g.to_act()[0];
            act(&mut g, seat, "pass");
        }
    }
    assert_eq!(g.seats[0].vp_chips, 1 + 1 + 2);
    assert_eq!(points(&g.seats[0], errors::SCORE_CUSTOMS_HOUSE), Some(1));
}

#[test]
fn interactions_colonist_ship_refill_and_fill_before_san_juan() {
    let mut g = expansion(3, 0);
    // Empty building circles: Guest House 2 + Statue 0 + Harbor 1 on seat 0, a Guest House on seat 1: 5 > 3
    // players → the ship takes 5.
    g.seats[0] = Player::new(0)
        .with_building(B::GuestHouse, 0)
        .with_building(B::Statue, 0)
        .with_building(B::Harbor, 0);
    g.seats[1] = Player::new(0).with_building(B::GuestHouse, 0);
    g.colonist_ship = 0;
    choosing(&mut g, 2);
    let supply = g.colonist_supply;
    act(&mut g, 2, "role mayor");
    // The mayor (seat 2) has only his privilege colonist and no circle: it stays in San Juan.
    act(&mut g, 2, "colonists none");
    assert_eq!(g.colonist_ship, 5);
    assert_eq!(g.colonist_supply, supply - 1 - 5);

    // Fill before San Juan: 3 colonists, Guest House (2) + Harbor (1) must all be filled.
    let mut g = expansion(3, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::GuestHouse, 0)
        .with_building(B::Harbor, 0);
    g.colonist_ship = 3;
    choosing(&mut g, 0);
    act(&mut g, 0, "role mayor");
    // Seat 0 got the privilege colonist + 1 from the ship = 2 colonists... so all 3 circles cannot be filled;
    // both colonists must be placed.
    assert_eq!(g.seats[0].colonists(), 2);
    assert_eq!(
        refuse(&mut g, 0, "colonists guest-house:1").key,
        errors::FILL_CIRCLES_FIRST
    );
    act(&mut g, 0, "colonists guest-house:2");
    assert_eq!(g.seats[0].colonists_on(B::GuestHouse), 2);
}
