//! One test per ruling (the rulings are listed in the `puerto_rico` module doc and docs/puerto-rico.md).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::puerto_rico::view::{EndReason, Event};
use crate::puerto_rico::{errors, CargoShip};
use BuildingId as B;
use Good::*;

fn ship(capacity: u8, good: Option<Good>, count: u8) -> CargoShip {
    CargoShip { capacity, good, count }
}

/// Plays random legal moves until the round number changes or the game ends.
fn finish_round(g: &mut PuertoRico, rng: &mut ChaCha8Rng) {
    let round = g.round;
    while g.round == round && g.step != Step::Over {
        let seat = g.to_act()[0];
        let action = g.random_action(seat, rng).unwrap();
        g.apply(seat, &action).unwrap();
    }
}

#[test]
fn ruling_01_only_full_ships_are_unloaded() {
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0).with_goods(&[(Corn, 4)]);
    g.seats[1] = Player::new(0).with_goods(&[(Indigo, 2)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    act(&mut g, 0, "ship corn 4");
    act(&mut g, 1, "ship indigo 5");
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!(g.ships, [ship(4, None, 0), ship(5, Some(Indigo), 2), ship(6, None, 0)]);
    assert_eq!(g.goods_supply[Corn.index()], 10 + 4);
    // The partly loaded ship keeps its kind in the next Captain phase.
    g.seats[2] = Player::new(0).with_goods(&[(Indigo, 5)]);
    choosing(&mut g, 2);
    act(&mut g, 2, "role captain");
    assert_eq!(texts(&g, 2), ["ship indigo 5"]);
    assert_eq!(refuse(&mut g, 2, "ship indigo 6").key, errors::GOOD_ON_OTHER_SHIP);
    act(&mut g, 2, "ship indigo 5");
    assert_eq!(g.seats[2].goods, goods(&[(Indigo, 2)]));
}

#[test]
fn ruling_02_loading_is_compulsory_and_constrained() {
    let mut g = blank(3, 0);
    g.ships = [ship(4, Some(Corn), 4), ship(5, None, 0), ship(6, None, 0)];
    g.seats[0] = Player::new(0).with_goods(&[(Corn, 3), (Sugar, 3), (Coffee, 7)]);
    g.seats[1] = Player::new(0).with_goods(&[(Sugar, 2)]);
    g.seats[2] = Player::new(0).with_goods(&[(Corn, 2)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    // Corn is on the full 4 ship: no other ship may take corn. Both empty ships take all 3 sugar; the 6 ship
    // takes more coffee than the 5 ship. The kind is free.
    assert_eq!(texts(&g, 0), ["ship sugar 5", "ship sugar 6", "ship coffee 6"]);
    assert_eq!(refuse(&mut g, 0, "ship coffee 5").key, errors::SHIP_NOT_BEST);
    assert_eq!(refuse(&mut g, 0, "ship corn 5").key, errors::GOOD_ON_OTHER_SHIP);
    assert_eq!(refuse(&mut g, 0, "ship corn 4").key, errors::SHIP_FULL);
    assert_eq!(refuse(&mut g, 0, "ship sugar 4").key, errors::SHIP_OTHER_GOOD);
    assert_eq!(refuse(&mut g, 0, "ship sugar 7").key, errors::NO_SUCH_SHIP);
    assert_eq!(refuse(&mut g, 0, "ship tobacco 5").key, errors::NO_BARREL);
    assert_eq!(refuse(&mut g, 0, "ship sugar wharf").key, errors::NO_WHARF);
    assert_eq!(refuse(&mut g, 0, "pass").key, errors::MUST_LOAD);
    // As many as fit: 6 of the 7 coffee.
    act(&mut g, 0, "ship coffee 6");
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 3), (Sugar, 3), (Coffee, 1)]));
    act(&mut g, 1, "ship sugar 5");
    // Seat 2 (corn only) cannot load and is skipped; seat 0 loads again and fills the sugar ship.
    assert_eq!(g.to_act(), [0]);
    act(&mut g, 0, "ship sugar 5");
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 3), (Coffee, 1)]));
    assert_eq!(g.seats[0].vp_chips, 6 + 1 + 3);
    // Nobody can load any more.
    assert_eq!(g.step, Step::Store);
    assert_eq!(g.to_act(), [0, 2]);

    // Repeated rounds: the same seat loads again while it can.
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0).with_goods(&[(Corn, 1), (Indigo, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    act(&mut g, 0, "ship corn 4");
    assert_eq!(g.to_act(), [0]);
    assert_eq!(texts(&g, 0), ["ship indigo 5", "ship indigo 6"]);
    act(&mut g, 0, "ship indigo 6");
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!(g.seats[0].vp_chips, 3);
}

#[test]
fn ruling_03_captain_bonus_harbor_and_wharf() {
    let mut g = blank(3, 0);
    g.ships = [ship(4, Some(Corn), 3), ship(5, None, 0), ship(6, None, 0)];
    g.seats[0] = Player::new(0)
        .with_building(B::Harbor, 1)
        .with_building(B::Wharf, 1)
        .with_goods(&[(Corn, 2), (Indigo, 3), (Sugar, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    act(&mut g, 0, "ship corn 4");
    assert_eq!(g.seats[0].vp_chips, 3, "1 barrel + harbor + captain");
    // The wharf takes a kind already on a ship; it counts as a load for the harbor, no second captain's bonus.
    act(&mut g, 0, "ship corn wharf");
    assert_eq!(g.seats[0].vp_chips, 5);
    assert_eq!(refuse(&mut g, 0, "ship sugar wharf").key, errors::WHARF_USED);
    act(&mut g, 0, "ship indigo 5");
    assert_eq!(g.seats[0].vp_chips, 9);
    act(&mut g, 0, "ship sugar 6");
    assert_eq!(g.seats[0].vp_chips, 11);
    assert_eq!(g.step, Step::ChooseRole);

    // The wharf ships every barrel of the kind, whatever the ships hold; it is usable again next phase.
    let mut g = blank(3, 0);
    g.ships = [
        ship(4, Some(Corn), 4),
        ship(5, Some(Indigo), 5),
        ship(6, Some(Sugar), 6),
    ];
    g.seats[1] = Player::new(0)
        .with_building(B::Wharf, 1)
        .with_goods(&[(Coffee, 11), (Corn, 2)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    assert_eq!(texts(&g, 1), ["ship corn wharf", "ship coffee wharf", "pass"]);
    act(&mut g, 1, "ship coffee wharf");
    assert_eq!(g.seats[1].vp_chips, 11);
    assert_eq!(g.seats[1].goods, goods(&[(Corn, 2)]), "the corn cannot go anywhere now");
    act(&mut g, 1, "keep one corn");
    choosing(&mut g, 1);
    g.ships = [ship(4, None, 0), ship(5, Some(Indigo), 5), ship(6, Some(Sugar), 6)];
    act(&mut g, 1, "role captain");
    assert_eq!(texts(&g, 1), ["ship corn 4", "ship corn wharf"]);
}

#[test]
fn ruling_03_the_wharf_is_never_compulsory() {
    // Every ship is closed to seat 1's goods: only its Wharf could load, and it may decline.
    let mut g = blank(3, 0);
    g.ships = [
        ship(4, Some(Corn), 4),
        ship(5, Some(Indigo), 5),
        ship(6, Some(Sugar), 2),
    ];
    g.seats[0] = Player::new(0).with_goods(&[(Sugar, 1)]);
    g.seats[1] = Player::new(0)
        .with_building(B::Wharf, 1)
        .with_goods(&[(Corn, 2), (Coffee, 3)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    act(&mut g, 0, "ship sugar 6");
    assert_eq!(g.to_act(), [1]);
    assert_eq!(texts(&g, 1), ["ship corn wharf", "ship coffee wharf", "pass"]);
    act(&mut g, 1, "pass");
    assert_eq!(g.seats[1].vp_chips, 0);
    assert!(matches!(
        g.events.iter().last().unwrap().event,
        Event::Passed { seat: 1, .. }
    ));
    // Declining closes the Wharf for the phase: nobody else can load, storage follows.
    assert_eq!(g.step, Step::Store);
    assert_eq!(g.to_act(), [1]);
    assert_eq!(g.seats[1].goods, goods(&[(Corn, 2), (Coffee, 3)]));

    // A seat that can load on a cargo ship still must, Wharf or not (the Wharf may replace the ship).
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0).with_building(B::Wharf, 1).with_goods(&[(Corn, 2)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    assert_eq!(
        texts(&g, 0),
        ["ship corn 4", "ship corn 5", "ship corn 6", "ship corn wharf"]
    );
    assert_eq!(refuse(&mut g, 0, "pass").key, errors::MUST_LOAD);
    act(&mut g, 0, "ship corn wharf");
}

#[test]
fn ruling_04_storage_with_warehouses() {
    let full_ships = [
        ship(4, Some(Corn), 4),
        ship(5, Some(Sugar), 5),
        ship(6, Some(Coffee), 6),
    ];
    let mut g = blank(3, 0);
    g.ships = full_ships;
    g.seats[0] = Player::new(0); // the captain, nothing to load
    g.seats[1] = Player::new(0)
        .with_building(B::SmallWarehouse, 1)
        .with_goods(&[(Corn, 3), (Sugar, 2), (Coffee, 2)]);
    g.seats[2] = Player::new(0)
        .with_building(B::SmallWarehouse, 1)
        .with_building(B::LargeWarehouse, 1)
        .with_goods(&[(Corn, 2), (Sugar, 2), (Coffee, 2), (Indigo, 0)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    assert_eq!(g.step, Step::Store);
    // Seat 2 keeps 3 kinds whole: everything; it is not asked.
    assert_eq!(g.to_act(), [1]);
    assert_eq!(texts(&g, 1).len(), 6);
    assert_eq!(refuse(&mut g, 1, "keep one corn").key, errors::KEEP_WRONG_KINDS);
    assert_eq!(
        refuse(&mut g, 1, "keep all sugar coffee one corn").key,
        errors::KEEP_WRONG_KINDS
    );
    assert_eq!(refuse(&mut g, 1, "keep all indigo one corn").key, errors::NO_BARREL);
    assert_eq!(
        refuse(&mut g, 0, "keep one corn").key,
        crate::error::keys::NOT_YOUR_TURN
    );
    act(&mut g, 1, "keep all coffee one corn");
    assert_eq!(g.seats[1].goods, goods(&[(Corn, 1), (Coffee, 2)]));
    assert_eq!(g.seats[2].goods, goods(&[(Corn, 2), (Sugar, 2), (Coffee, 2)]));
    assert_eq!(
        g.goods_supply[Corn.index()],
        10 + 2 + 4,
        "2 discarded + the unloaded ship"
    );

    // Both warehouses and four kinds: three kinds whole plus one barrel.
    let mut g = blank(3, 0);
    g.ships = full_ships;
    g.seats[2] = Player::new(0)
        .with_building(B::SmallWarehouse, 1)
        .with_building(B::LargeWarehouse, 1)
        .with_goods(&[(Corn, 2), (Sugar, 2), (Coffee, 2), (Indigo, 2)]);
    // Indigo could go on no ship (all full).
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    assert_eq!(texts(&g, 2).len(), 4);
    act(&mut g, 2, "keep all corn indigo coffee one sugar");
    assert_eq!(
        g.seats[2].goods,
        goods(&[(Corn, 2), (Indigo, 2), (Sugar, 1), (Coffee, 2)])
    );
}

#[test]
fn ruling_05_last_vp_chip_ends_the_game_at_the_end_of_the_round() {
    let mut g = blank(3, 0);
    g.vp_supply = 2;
    g.seats[0] = Player::new(0).with_goods(&[(Corn, 4)]);
    g.seats[1] = Player::new(0).with_goods(&[(Indigo, 2)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    act(&mut g, 0, "ship corn 4");
    assert_eq!(g.end.reasons(), [EndReason::VpChips]);
    act(&mut g, 1, "ship indigo 5");
    // Points beyond the supply are scored; the supply is shown as 0.
    assert_eq!((g.seats[0].vp_chips, g.seats[1].vp_chips), (5, 2));
    assert_eq!(g.vp_supply, 2 - 7);
    assert_eq!(g.public_view().vp_supply, 0);
    assert_eq!(g.step, Step::ChooseRole);
    let round = g.round;
    finish_round(&mut g, &mut ChaCha8Rng::seed_from_u64(1));
    assert_eq!(g.step, Step::Over);
    assert_eq!(g.round, round);
    let outcome = g.outcome().unwrap();
    let chips = |seat: usize| outcome.standings.iter().find(|s| s.seat == seat).unwrap().breakdown[0].1;
    assert!(chips(0) >= 5 && chips(1) >= 2);
}

#[test]
fn ruling_06_mayor_privilege_deal_rearrangement_and_refill() {
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::IndigoPlant, 0)
        .with_tiles(Tile::Indigo, 1, 0);
    g.seats[1] = Player::new(0).with_building(B::CoffeeRoaster, 0);
    g.seats[2] = Player::new(0)
        .with_tiles(Tile::Corn, 1, 1)
        .with_building(B::SmallMarket, 0)
        .with_building(B::TobaccoStorage, 0);
    g.colonist_ship = 4;
    g.colonist_supply = 20;
    choosing(&mut g, 0);
    act(&mut g, 0, "role mayor");
    assert_eq!([0, 1, 2].map(|s| g.seats[s].san_juan), [3, 1, 1]);
    assert_eq!(g.colonist_supply, 19);
    assert_eq!(g.to_act(), [0, 1, 2]);
    // Seat 2 owns 2 colonists (one already on corn) for 5 circles: both must be placed, anywhere.
    assert_eq!(refuse(&mut g, 2, "colonists corn:1").key, errors::FILL_CIRCLES_FIRST);
    assert_eq!(
        refuse(&mut g, 2, "colonists corn:1 small-market:1 tobacco-storage:1").key,
        errors::TOO_MANY_COLONISTS
    );
    assert_eq!(refuse(&mut g, 2, "colonists corn:2").key, errors::SLOT_OVER_CAPACITY);
    assert_eq!(
        refuse(&mut g, 2, "colonists small-market:1 harbor:1").key,
        errors::SLOT_NOT_OWNED
    );
    act(&mut g, 2, "colonists small-market:1 tobacco-storage:1");
    assert_eq!(g.seats[2].manned[Tile::Corn.index()], 0, "colonists move freely");
    act(&mut g, 0, "colonists indigo:1 indigo-plant:2");
    // Seat 1 has 1 colonist and 2 circles.
    assert_eq!(texts(&g, 1), ["colonists coffee-roaster:1"]);
    act(&mut g, 1, "colonists coffee-roaster:1");
    // Empty building circles: 1 (indigo plant) + 1 (roaster) + 2 (tobacco storage) = 4 > 3 players.
    assert_eq!(g.colonist_ship, 4);
    assert_eq!(g.colonist_supply, 15);
    assert!(!g.end.any());

    // Colonists beyond the circles wait in San Juan.
    let mut g = blank(3, 0);
    g.seats[1] = Player::new(0).with_tiles(Tile::Corn, 1, 0);
    g.colonist_ship = 3;
    choosing(&mut g, 1);
    act(&mut g, 1, "role mayor");
    assert_eq!(g.seats[1].san_juan, 2);
    assert_eq!(texts(&g, 1), ["colonists corn:1"]);
    act(&mut g, 1, "colonists corn:1");
    assert_eq!(g.seats[1].san_juan, 1);
    // Seats without circles can only leave everybody in San Juan.
    assert_eq!(texts(&g, 0), ["colonists none"]);

    // A short supply: the ship takes what is left, the game ends at the end of the round.
    let mut g = blank(3, 0);
    g.colonist_supply = 3;
    g.colonist_ship = 3;
    choosing(&mut g, 0);
    act(&mut g, 0, "role mayor");
    for seat in 0..3 {
        act(&mut g, seat, "colonists none");
    }
    assert_eq!((g.colonist_ship, g.colonist_supply), (2, 0));
    assert_eq!(g.end.reasons(), [EndReason::Colonists]);
    // No privilege colonist from an empty supply.
    choosing(&mut g, 1);
    act(&mut g, 1, "role mayor");
    assert_eq!([0, 1, 2].map(|s| g.seats[s].san_juan), [2, 2, 2]);
}

/// Plays the Mayor phase of a blank 3-player game (nobody has a circle) and tells whether the colonists end
/// the game.
fn mayor_ends_the_game(role_move: &str) -> (PuertoRico, bool) {
    let mut g = blank(3, 0);
    g.colonist_supply = 3;
    g.colonist_ship = 3;
    choosing(&mut g, 0);
    act(&mut g, 0, role_move);
    for seat in 0..3 {
        act(&mut g, seat, "colonists none");
    }
    let ended = g.end.colonists;
    (g, ended)
}

#[test]
fn ruling_06_the_privilege_colonist_may_be_declined_when_the_supply_runs_low() {
    // 3 in the supply, the refill wants 3: taking the privilege colonist leaves 2 and ends the game.
    let (g, ended) = mayor_ends_the_game("role mayor");
    assert!(ended);
    assert_eq!(g.seats[0].san_juan, 2);
    // Declining it keeps the game going (the ship takes the last 3).
    let (g, ended) = mayor_ends_the_game("role mayor no-colonist");
    assert!(!ended);
    assert_eq!((g.seats[0].san_juan, g.colonist_supply, g.colonist_ship), (1, 0, 3));
    assert!(g.events.iter().any(|l| l.event == Event::ColonistDeclined { seat: 0 }));
    assert!(!g
        .events
        .iter()
        .any(|l| matches!(l.event, Event::PrivilegeColonist { .. })));

    // A plentiful supply: the colonist is taken, declining is neither offered nor accepted.
    let mut g = blank(3, 0);
    g.colonist_supply = 25; // more than twice the bound on the next refill: 2 × (3 + 3 × 3)
    choosing(&mut g, 0);
    assert!(!texts(&g, 0).contains(&"role mayor no-colonist".to_string()));
    assert_eq!(
        refuse(&mut g, 0, "role mayor no-colonist").key,
        errors::COLONISTS_PLENTIFUL
    );
    g.colonist_supply = 24;
    assert!(texts(&g, 0).contains(&"role mayor no-colonist".to_string()));
    // Nothing to decline: another role, or an empty supply.
    assert_eq!(
        refuse(&mut g, 0, "role settler no-colonist").key,
        errors::NO_FREE_COLONIST
    );
    g.colonist_supply = 0;
    assert_eq!(
        refuse(&mut g, 0, "role mayor no-colonist").key,
        errors::NO_FREE_COLONIST
    );
}

#[test]
fn ruling_07_hospice_and_university_colonists_may_be_declined_when_the_supply_runs_low() {
    let settler = |supply: u32| {
        let mut g = blank(3, 0);
        g.seats[0] = Player::new(0).with_building(B::Hospice, 1);
        g.face_up = goods(&[(Corn, 1)]);
        g.colonist_supply = supply;
        choosing(&mut g, 0);
        act(&mut g, 0, "role settler");
        g
    };
    let mut g = settler(24);
    assert_eq!(
        texts(&g, 0),
        [
            "plant corn",
            "plant quarry",
            "plant corn no-colonist",
            "plant quarry no-colonist",
            "pass"
        ]
    );
    act(&mut g, 0, "plant corn no-colonist");
    assert_eq!((g.seats[0].manned[Tile::Corn.index()], g.colonist_supply), (0, 24));
    assert!(g.events.iter().any(|l| l.event == Event::ColonistDeclined { seat: 0 }));
    let mut g = settler(25);
    assert_eq!(texts(&g, 0), ["plant corn", "plant quarry", "pass"]);
    assert_eq!(
        refuse(&mut g, 0, "plant corn no-colonist").key,
        errors::COLONISTS_PLENTIFUL
    );
    act(&mut g, 0, "plant corn");
    assert_eq!((g.seats[0].manned[Tile::Corn.index()], g.colonist_supply), (1, 24));

    // University, supply empty: the colonist would come from the ship, and may be declined.
    let builder = || {
        let mut g = blank(3, 9);
        g.seats[1] = Player::new(9).with_building(B::University, 1);
        g.colonist_supply = 0;
        g.colonist_ship = 3;
        choosing(&mut g, 1);
        act(&mut g, 1, "role builder");
        g
    };
    let mut g = builder();
    act(&mut g, 1, "build indigo-plant no-colonist");
    assert_eq!((g.seats[1].colonists_on(B::IndigoPlant), g.colonist_ship), (0, 3));
    let mut g = builder();
    act(&mut g, 1, "build indigo-plant");
    assert_eq!((g.seats[1].colonists_on(B::IndigoPlant), g.colonist_ship), (1, 2));
    // Without a University there is nothing to decline.
    let mut g = builder();
    g.seats[1] = Player::new(9);
    assert_eq!(
        refuse(&mut g, 1, "build indigo-plant no-colonist").key,
        errors::NO_FREE_COLONIST
    );
}

#[test]
fn ruling_07_hospice_and_university_colonists() {
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::Hospice, 1)
        .with_building(B::Hacienda, 1);
    g.face_up = goods(&[(Corn, 2), (Sugar, 2)]);
    g.colonist_supply = 1;
    g.colonist_ship = 3;
    choosing(&mut g, 0);
    act(&mut g, 0, "role settler");
    act(&mut g, 0, "hacienda");
    assert_eq!(g.seats[0].island_tiles(), 1);
    assert_eq!(
        g.seats[0].manned.iter().sum::<u8>(),
        0,
        "no hospice colonist on the hacienda tile"
    );
    act(&mut g, 0, "plant corn");
    assert_eq!(g.seats[0].manned[Tile::Corn.index()], 1);
    assert_eq!((g.colonist_supply, g.colonist_ship), (0, 3), "from the supply first");

    // Supply empty: from the ship; both empty: none.
    let mut g = blank(3, 9);
    g.seats[1] = Player::new(9)
        .with_building(B::Hospice, 1)
        .with_building(B::University, 1);
    g.face_up = goods(&[(Corn, 2), (Sugar, 2)]);
    g.colonist_supply = 0;
    g.colonist_ship = 1;
    choosing(&mut g, 0);
    act(&mut g, 0, "role settler");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "plant sugar");
    assert_eq!(g.seats[1].manned[Tile::Sugar.index()], 1);
    assert_eq!(g.colonist_ship, 0);
    act(&mut g, 2, "pass");
    choosing(&mut g, 1);
    act(&mut g, 1, "role builder");
    act(&mut g, 1, "build small-market");
    assert_eq!(g.seats[1].colonists_on(B::SmallMarket), 0, "no colonist left anywhere");

    // University: one colonist, even on a 3-circle building.
    let mut g = blank(3, 9);
    g.seats[1] = Player::new(9).with_building(B::University, 1);
    choosing(&mut g, 1);
    act(&mut g, 1, "role builder");
    let supply = g.colonist_supply;
    act(&mut g, 1, "build indigo-plant");
    assert_eq!(g.seats[1].colonists_on(B::IndigoPlant), 1);
    assert_eq!(g.colonist_supply, supply - 1);
}

#[test]
fn ruling_08_settler_hacienda_construction_hut_and_reshuffle() {
    let mut g = blank(4, 0);
    g.seats[0] = Player::new(0).with_building(B::ConstructionHut, 1);
    g.seats[1] = Player::new(0)
        .with_building(B::Hacienda, 1)
        .with_building(B::ConstructionHut, 1);
    g.seats[3] = Player::new(0).with_tiles(Tile::Corn, 12, 0);
    g.face_up = goods(&[(Coffee, 1), (Indigo, 2)]);
    g.stack = goods(&[(Tobacco, 1)]);
    g.discards = goods(&[(Sugar, 3)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role settler");
    // The settler with a construction hut still has one quarry choice.
    assert_eq!(texts(&g, 0), ["plant indigo", "plant coffee", "plant quarry", "pass"]);
    act(&mut g, 0, "plant quarry");
    assert_eq!(g.seats[0].tiles[Tile::Quarry.index()], 1);
    assert_eq!(g.to_act(), [1]);
    // The hacienda first: a face-down plantation (never a quarry), then the normal pick.
    assert_eq!(
        texts(&g, 1),
        ["hacienda", "plant indigo", "plant coffee", "plant quarry", "pass"]
    );
    act(&mut g, 1, "hacienda");
    assert_eq!(g.seats[1].tiles[Tile::Tobacco.index()], 1, "the only face-down tile");
    assert_eq!(refuse(&mut g, 1, "hacienda").key, errors::HACIENDA_USED);
    assert_eq!(texts(&g, 1), ["plant indigo", "plant coffee", "plant quarry", "pass"]);
    act(&mut g, 1, "plant quarry");
    assert_eq!(g.quarries, 6);
    // Seat 2 has no construction hut; seat 3's island is full and is skipped.
    assert_eq!(refuse(&mut g, 2, "plant quarry").key, errors::QUARRY_NOT_ALLOWED);
    assert_eq!(refuse(&mut g, 2, "plant sugar").key, errors::PLANTATION_NOT_OFFERED);
    act(&mut g, 2, "plant coffee");
    assert_eq!(g.step, Step::ChooseRole);
    // 2 indigo left were discarded; the stack was empty: the 5 discards were reshuffled and all drawn.
    assert_eq!(g.face_up, goods(&[(Indigo, 2), (Sugar, 3)]));
    assert_eq!(g.stack, [0; GOODS]);
    assert_eq!(g.discards, [0; GOODS]);
    assert!(g.events.iter().any(|l| l.event
        == Event::PlantationsDrawn {
            count: 5,
            reshuffled: true
        }));

    // Nothing left to draw at all: the hacienda cannot be used.
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0).with_building(B::Hacienda, 1);
    g.face_up = goods(&[(Corn, 1)]);
    g.stack = [0; GOODS];
    choosing(&mut g, 0);
    act(&mut g, 0, "role settler");
    assert_eq!(refuse(&mut g, 0, "hacienda").key, errors::NO_FACE_DOWN_TILE);
    g.quarries = 0;
    assert_eq!(refuse(&mut g, 0, "plant quarry").key, errors::NO_QUARRY_LEFT);
}

#[test]
fn ruling_09_builder_cost_copies_spaces_and_the_twelfth_space() {
    let mut g = blank(3, 10);
    g.seats[0] = Player::new(1).with_tiles(Tile::Quarry, 2, 2);
    g.seats[1] = Player::new(10).with_building(B::SmallMarket, 0);
    // Seat 2: 11 buildings on 11 spaces.
    let mut p = Player::new(20);
    for b in [
        B::SmallIndigoPlant,
        B::SmallSugarMill,
        B::IndigoPlant,
        B::SugarMill,
        B::TobaccoStorage,
        B::CoffeeRoaster,
        B::Hacienda,
        B::ConstructionHut,
        B::SmallWarehouse,
        B::Hospice,
        B::Office,
    ] {
        p = p.with_building(b, 0);
    }
    g.seats[2] = p;
    g.building_supply[B::Factory.index()] = 0;
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    // Builder privilege + quarries capped by column: hospice 4 − 1 − 2 = 1; small market 1 − 1 − 1 → 0.
    assert_eq!(g.building_cost(0, B::SmallMarket).unwrap(), 0);
    assert_eq!(g.building_cost(0, B::Hospice).unwrap(), 1);
    assert_eq!(refuse(&mut g, 0, "build office").key, errors::NOT_ENOUGH_DOUBLOONS);
    act(&mut g, 0, "build hospice");
    assert_eq!(g.seats[0].doubloons, 0);
    assert_eq!(refuse(&mut g, 1, "build small-market").key, errors::BUILDING_OWNED);
    assert_eq!(refuse(&mut g, 1, "build factory").key, errors::BUILDING_SOLD_OUT);
    act(&mut g, 1, "pass");
    // 11 spaces used: no large building, a small one fills the 12th space.
    assert_eq!(refuse(&mut g, 2, "build city-hall").key, errors::CITY_FULL);
    act(&mut g, 2, "build small-market");
    assert_eq!(g.seats[2].city_spaces(), 12);
    assert_eq!(g.end.reasons(), [EndReason::CityFull]);
    assert_eq!(g.step, Step::ChooseRole);
    finish_round(&mut g, &mut ChaCha8Rng::seed_from_u64(3));
    assert_eq!(g.step, Step::Over);
}

#[test]
fn ruling_10_production_order_short_supply_privilege_and_factory() {
    let mut g = blank(3, 0);
    for seat in 0..3 {
        g.seats[seat] = Player::new(0).with_tiles(Tile::Corn, 2, 2);
    }
    g.seats[2] = g.seats[2]
        .with_building(B::Factory, 1)
        .with_tiles(Tile::Indigo, 1, 1)
        .with_tiles(Tile::Sugar, 1, 1)
        .with_tiles(Tile::Tobacco, 1, 1)
        .with_tiles(Tile::Coffee, 1, 1)
        .with_building(B::SmallIndigoPlant, 1)
        .with_building(B::SmallSugarMill, 1)
        .with_building(B::TobaccoStorage, 1)
        .with_building(B::CoffeeRoaster, 1);
    g.goods_supply = goods(&[(Corn, 5), (Indigo, 1), (Sugar, 1), (Tobacco, 1), (Coffee, 1)]);
    choosing(&mut g, 1);
    act(&mut g, 1, "role craftsman");
    // From the craftsman clockwise: seat 1, seat 2, then seat 0 gets the last corn.
    assert_eq!(g.seats[1].goods, goods(&[(Corn, 2)]));
    assert_eq!(
        g.seats[2].goods,
        goods(&[(Corn, 2), (Indigo, 1), (Sugar, 1), (Tobacco, 1), (Coffee, 1)])
    );
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 1)]));
    assert_eq!(g.seats[2].doubloons, 5, "factory: 5 kinds");
    // No corn left: no privilege barrel to take.
    assert_eq!(g.step, Step::ChooseRole);

    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0)
        .with_tiles(Tile::Corn, 1, 1)
        .with_tiles(Tile::Indigo, 1, 1);
    g.seats[1] = Player::new(0)
        .with_tiles(Tile::Sugar, 1, 1)
        .with_building(B::SmallSugarMill, 1);
    choosing(&mut g, 0);
    act(&mut g, 0, "role craftsman");
    // The indigo plantation has no plant: only corn.
    assert_eq!(texts(&g, 0), ["craft corn", "pass"]);
    assert_eq!(refuse(&mut g, 0, "craft sugar").key, errors::NOT_PRODUCED);
    g.goods_supply[Corn.index()] = 0;
    assert_eq!(refuse(&mut g, 0, "craft corn").key, errors::GOOD_SUPPLY_EMPTY);
    g.goods_supply[Corn.index()] = 9;
    act(&mut g, 0, "craft corn");
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 2)]));

    // A craftsman who produced nothing gets no privilege step.
    let mut g = blank(3, 0);
    g.seats[1] = Player::new(0).with_tiles(Tile::Corn, 1, 1);
    choosing(&mut g, 0);
    act(&mut g, 0, "role craftsman");
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!(g.seats[1].goods, goods(&[(Corn, 1)]));
}

#[test]
fn ruling_11_trader_rules() {
    let mut g = blank(4, 0);
    g.seats[0] = Player::new(0)
        .with_building(B::SmallMarket, 1)
        .with_building(B::LargeMarket, 1)
        .with_goods(&[(Coffee, 2)]);
    g.seats[1] = Player::new(0).with_goods(&[(Coffee, 1), (Corn, 1)]);
    g.seats[2] = Player::new(0).with_goods(&[(Tobacco, 1), (Sugar, 2)]);
    g.seats[3] = Player::new(0).with_goods(&[(Indigo, 1), (Sugar, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role trader");
    act(&mut g, 0, "sell coffee");
    assert_eq!(g.seats[0].doubloons, 4 + 1 + 1 + 2);
    // One barrel per player: the turn has passed.
    assert_eq!(g.to_act(), [1]);
    assert_eq!(refuse(&mut g, 1, "sell coffee").key, errors::HOUSE_HAS_GOOD);
    assert_eq!(refuse(&mut g, 1, "sell sugar").key, errors::NO_BARREL);
    act(&mut g, 1, "sell corn");
    assert_eq!(g.seats[1].doubloons, 0);
    act(&mut g, 2, "sell sugar");
    assert_eq!(g.seats[2].doubloons, 2);
    assert_eq!(refuse(&mut g, 3, "sell sugar").key, errors::HOUSE_HAS_GOOD);
    act(&mut g, 3, "sell indigo");
    // Full: emptied at the end of the phase.
    assert_eq!(g.house, [0; GOODS]);
    assert_eq!(
        g.goods_supply,
        goods(&[(Corn, 11), (Indigo, 12), (Sugar, 12), (Tobacco, 9), (Coffee, 10)])
    );

    // A trader who does not sell gets nothing; a house that is not full stays.
    let mut g = blank(3, 0);
    g.seats[1] = Player::new(0).with_goods(&[(Tobacco, 1)]);
    g.seats[0] = Player::new(0).with_goods(&[(Corn, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role trader");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "sell tobacco");
    assert_eq!((g.seats[0].doubloons, g.seats[1].doubloons), (0, 3));
    assert_eq!(g.house, goods(&[(Tobacco, 1)]));
    // A full house: nobody may sell.
    g.house = goods(&[(Tobacco, 1), (Corn, 1), (Sugar, 1), (Indigo, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role trader");
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!(g.house, [0; GOODS], "it was full at the end of the phase");
    g.house = goods(&[(Tobacco, 1), (Corn, 1), (Sugar, 1), (Indigo, 1)]);
    g.step = Step::Sell;
    g.actor = 0;
    assert_eq!(refuse(&mut g, 0, "sell corn").key, errors::HOUSE_FULL);
}

#[test]
fn ruling_12_final_scoring() {
    let mut g = blank(3, 0);
    let mut p = Player::new(0)
        .with_building(B::GuildHall, 1)
        .with_building(B::Residence, 1)
        .with_building(B::Fortress, 1)
        .with_building(B::CustomsHouse, 1)
        .with_building(B::CityHall, 0) // unoccupied: 4 VP, no bonus
        .with_building(B::SmallIndigoPlant, 0)
        .with_building(B::CoffeeRoaster, 2)
        .with_tiles(Tile::Corn, 12, 3);
    p.vp_chips = 9;
    p.san_juan = 4;
    g.seats[0] = p;
    g.step = Step::Over;
    let outcome = g.outcome().unwrap();
    let standing = outcome.standings.iter().find(|s| s.seat == 0).unwrap();
    let expect: Vec<(String, i64)> = [
        (errors::SCORE_CHIPS, 9),
        (errors::SCORE_BUILDINGS, 4 * 5 + 1 + 3),
        (errors::SCORE_GUILD_HALL, 1 + 2),
        (errors::SCORE_RESIDENCE, 7),
        (errors::SCORE_FORTRESS, 13 / 3),
        (errors::SCORE_CUSTOMS_HOUSE, 2),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    assert_eq!(standing.breakdown, expect);
    assert_eq!(standing.score, 9 + 24 + 3 + 7 + 4 + 2);
    // The residence table.
    for (tiles, points) in [(0, 4), (9, 4), (10, 5), (11, 6), (12, 7)] {
        let p = Player::new(0)
            .with_building(B::Residence, 1)
            .with_tiles(Tile::Quarry, tiles, 0);
        assert_eq!(super::super::scoring::score_breakdown(&p)[2].1, points);
    }
}

#[test]
fn ruling_13_tie_break_doubloons_and_barrels_then_shared() {
    let mut g = blank(3, 0);
    for seat in 0..3 {
        g.seats[seat].vp_chips = 10;
    }
    g.seats[0].doubloons = 3;
    g.seats[1] = g.seats[1].with_goods(&[(Corn, 2), (Coffee, 1)]);
    g.seats[2].doubloons = 1;
    g.step = Step::Over;
    let outcome = g.outcome().unwrap();
    let ranks: Vec<(usize, usize)> = outcome.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, [(0, 1), (1, 1), (2, 3)]);
    assert_eq!(outcome.winners(), [0, 1]);
    assert_eq!(outcome.standings[0].tiebreak, 3);
}

#[test]
fn ruling_14_vp_chips_are_secret() {
    let mut g = blank(3, 0);
    g.seats[1].vp_chips = 9973;
    let view = g.public_view();
    assert!(view.seats[1].has_vp_chips);
    assert!(!view.seats[0].has_vp_chips);
    assert_eq!(g.private_view(1).vp_chips, 9973);
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("9973"), "{json}");
    // Doubloons, barrels, tiles and buildings are public.
    g.seats[2] = Player::new(5).with_goods(&[(Sugar, 2)]).with_building(B::Harbor, 1);
    let view = g.public_view();
    assert_eq!(view.seats[2].doubloons, 5);
    assert_eq!(view.seats[2].goods, goods(&[(Sugar, 2)]));
    assert_eq!(view.seats[2].city[0].building, B::Harbor);
}
