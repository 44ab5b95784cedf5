//! The worked examples of the rules, with their exact numbers.

use super::*;
use crate::puerto_rico::data::Role;
use crate::puerto_rico::scoring::score_breakdown;
use crate::puerto_rico::view::Event;
use crate::puerto_rico::{errors, CargoShip};
use BuildingId as B;
use Good::*;

fn ship(capacity: u8, good: Option<Good>, count: u8) -> CargoShip {
    CargoShip { capacity, good, count }
}

/// "Exemple de phase d'expédition (à 4 joueurs)": Anne, Bernie, Christine, David.
#[test]
fn shipping_example_four_players() {
    let (anne, bernie, christine, david) = (0, 1, 2, 3);
    let mut g = blank(4, 0);
    g.ships = [ship(5, None, 0), ship(6, Some(Corn), 3), ship(7, None, 0)];
    g.seats[anne] = Player::new(0).with_goods(&[(Corn, 2), (Sugar, 6)]);
    g.seats[bernie] = Player::new(0).with_goods(&[(Sugar, 2), (Tobacco, 3)]);
    g.seats[christine] = Player::new(0).with_goods(&[(Corn, 2), (Tobacco, 1)]);
    g.seats[david] = Player::new(0).with_goods(&[(Corn, 1), (Indigo, 5)]);
    choosing(&mut g, anne);
    act(&mut g, anne, "role captain");

    // Anne must load 2 corn or 6 sugar; the sugar cannot go on the 5 ship.
    assert_eq!(texts(&g, anne), ["ship corn 6", "ship sugar 7"]);
    assert_eq!(refuse(&mut g, anne, "ship sugar 5").key, errors::SHIP_NOT_BEST);
    assert_eq!(refuse(&mut g, anne, "pass").key, errors::MUST_LOAD);
    act(&mut g, anne, "ship sugar 7");
    assert_eq!(g.seats[anne].vp_chips, 7, "6 + 1 captain's privilege");

    // Bernie fills the 7 ship with one sugar (he could have loaded his tobacco on the empty 5 ship).
    assert_eq!(g.to_act(), [bernie]);
    assert_eq!(texts(&g, bernie), ["ship sugar 7", "ship tobacco 5"]);
    act(&mut g, bernie, "ship sugar 7");
    assert_eq!(g.seats[bernie].vp_chips, 1);
    assert_eq!(g.seats[bernie].goods, goods(&[(Sugar, 1), (Tobacco, 3)]));

    act(&mut g, christine, "ship tobacco 5");
    assert_eq!(g.seats[christine].vp_chips, 1);

    // David has no choice.
    assert_eq!(texts(&g, david), ["ship corn 6"]);
    act(&mut g, david, "ship corn 6");
    assert_eq!(g.seats[david].vp_chips, 1);

    assert_eq!(texts(&g, anne), ["ship corn 6"]);
    act(&mut g, anne, "ship corn 6");
    assert_eq!(g.seats[anne].vp_chips, 9, "no second captain's bonus");

    assert_eq!(texts(&g, bernie), ["ship tobacco 5"]);
    act(&mut g, bernie, "ship tobacco 5");
    assert_eq!(g.seats[bernie].vp_chips, 4);

    // Nobody can load: Christine (2 corn) and David (5 indigo) must store.
    assert_eq!(g.step, Step::Store);
    assert_eq!(g.to_act(), [christine, david]);
    assert_eq!(texts(&g, christine), ["keep one corn"]);
    assert_eq!(texts(&g, david), ["keep one indigo"]);
    act(&mut g, david, "keep one indigo");
    act(&mut g, christine, "keep one corn");
    assert_eq!(g.seats[christine].goods, goods(&[(Corn, 1)]));
    assert_eq!(g.seats[david].goods, goods(&[(Indigo, 1)]));

    // The full 6 and 7 ships are unloaded; the 4 tobacco stay on the 5 ship.
    assert_eq!(g.ships, [ship(5, Some(Tobacco), 4), ship(6, None, 0), ship(7, None, 0)]);
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!(g.vp_supply, 100 - 9 - 4 - 1 - 1);
}

/// "Exemple: Le joueur produit 2 tonneaux de maïs, 1 tonneau de tabac, 3 tonneaux de sucre".
#[test]
fn production_example() {
    let mut g = blank(3, 0);
    g.seats[0] = Player::new(0)
        .with_tiles(Tile::Corn, 3, 2)
        .with_tiles(Tile::Tobacco, 2, 2)
        .with_tiles(Tile::Sugar, 4, 3)
        .with_building(B::TobaccoStorage, 1)
        .with_building(B::SmallSugarMill, 1)
        .with_building(B::SugarMill, 3);
    choosing(&mut g, 0);
    act(&mut g, 0, "role craftsman");
    assert_eq!(g.seats[0].goods, goods(&[(Corn, 2), (Sugar, 3), (Tobacco, 1)]));
    assert!(g.events.iter().any(|l| l.event
        == Event::Produced {
            seat: 0,
            goods: goods(&[(Corn, 2), (Sugar, 3), (Tobacco, 1)])
        }));
    // The privilege: one more barrel of a kind just produced.
    assert_eq!(texts(&g, 0), ["craft corn", "craft sugar", "craft tobacco", "pass"]);
}

/// "un joueur ayant trois carrières occupées paiera 1 doublon pour la baraque de chantier, 3 doublons pour le
/// comptoir, 5 doublons pour le port et 7 doublons pour l'hôtel de ville".
#[test]
fn three_quarries_cost_example() {
    let mut g = blank(3, 20);
    g.seats[1] = Player::new(20).with_tiles(Tile::Quarry, 3, 3);
    let costs = [B::ConstructionHut, B::Office, B::Harbor, B::CityHall].map(|b| g.building_cost(1, b).unwrap());
    assert_eq!(costs, [1, 3, 5, 7]);
    // Through the Builder phase, as a non-builder: the Harbor costs 5.
    choosing(&mut g, 0);
    act(&mut g, 0, "role builder");
    act(&mut g, 0, "pass");
    act(&mut g, 1, "build harbor");
    assert_eq!(g.seats[1].doubloons, 15);
}

/// "Exemple pour 4 joueurs: l'intendant prend 3 colons (1 de la réserve et 2 du navire), le second joueur
/// 2 colons, les troisième et quatrième joueurs 1 colon chacun".
#[test]
fn mayor_example_four_players() {
    let mut g = blank(4, 0);
    g.colonist_ship = 6;
    let supply = g.colonist_supply;
    choosing(&mut g, 0);
    act(&mut g, 0, "role mayor");
    let received: Vec<u8> = (0..4).map(|s| g.seats[s].san_juan).collect();
    assert_eq!(received, [3, 2, 1, 1]);
    assert_eq!(g.colonist_supply, supply - 1);
    assert_eq!(g.colonist_ship, 0);
}

fn bonus(p: &Player, key: &str) -> i64 {
    score_breakdown(p)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v)
        .unwrap()
}

/// Guild Hall: small sugar mill, sugar mill, small indigo plant, coffee roaster → +6.
#[test]
fn guild_hall_example() {
    let p = Player::new(0)
        .with_building(B::GuildHall, 1)
        .with_building(B::SmallSugarMill, 0)
        .with_building(B::SugarMill, 0)
        .with_building(B::SmallIndigoPlant, 0)
        .with_building(B::CoffeeRoaster, 0);
    assert_eq!(bonus(&p, errors::SCORE_GUILD_HALL), 6);
}

/// Residence with 10 island tiles → +5.
#[test]
fn residence_example() {
    let p = Player::new(0)
        .with_building(B::Residence, 1)
        .with_tiles(Tile::Corn, 6, 0)
        .with_tiles(Tile::Quarry, 4, 1);
    assert_eq!(bonus(&p, errors::SCORE_RESIDENCE), 5);
}

/// Fortress with 20 colonists → +6.
#[test]
fn fortress_example() {
    let mut p = Player::new(0)
        .with_building(B::Fortress, 1)
        .with_tiles(Tile::Corn, 10, 10)
        .with_building(B::SugarMill, 3);
    p.san_juan = 6;
    assert_eq!(p.colonists(), 20);
    assert_eq!(bonus(&p, errors::SCORE_FORTRESS), 6);
}

/// Customs House with 23 VP chips → +5.
#[test]
fn customs_house_example() {
    let mut p = Player::new(0).with_building(B::CustomsHouse, 1);
    p.vp_chips = 23;
    assert_eq!(bonus(&p, errors::SCORE_CUSTOMS_HOUSE), 5);
}

/// City Hall with hacienda, harbor, office, construction hut, large warehouse and residence → +7.
#[test]
fn city_hall_example() {
    let mut p = Player::new(0).with_building(B::CityHall, 1);
    for b in [
        B::Hacienda,
        B::Harbor,
        B::Office,
        B::ConstructionHut,
        B::LargeWarehouse,
        B::Residence,
    ] {
        p = p.with_building(b, 0);
    }
    p = p.with_building(B::IndigoPlant, 1);
    assert_eq!(bonus(&p, errors::SCORE_CITY_HALL), 7);
}

/// Harbor and Wharf: 3 of 5 tobacco fit (3+1), then 2 sugar (2+1), then the Wharf takes the 2 tobacco left
/// (2+1): +3 from the Harbor, +2 barrels through the Wharf.
#[test]
fn harbor_and_wharf_example() {
    let mut g = blank(3, 0);
    g.ships = [ship(4, None, 0), ship(5, Some(Tobacco), 2), ship(6, Some(Corn), 6)];
    g.seats[1] = Player::new(0)
        .with_building(B::Harbor, 1)
        .with_building(B::Wharf, 1)
        .with_goods(&[(Sugar, 2), (Tobacco, 5)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role captain");
    assert_eq!(
        texts(&g, 1),
        [
            "ship sugar 4",
            "ship sugar wharf",
            "ship tobacco 5",
            "ship tobacco wharf"
        ]
    );
    act(&mut g, 1, "ship tobacco 5");
    assert_eq!(g.seats[1].vp_chips, 4);
    act(&mut g, 1, "ship sugar 4");
    assert_eq!(g.seats[1].vp_chips, 7);
    assert_eq!(texts(&g, 1), ["ship tobacco wharf", "pass"]);
    act(&mut g, 1, "ship tobacco wharf");
    assert_eq!(g.seats[1].vp_chips, 10, "3+1, 2+1, 2+1");
    assert_eq!(g.seats[1].goods, [0; GOODS]);
    assert!(g.events.iter().any(|l| l.event
        == Event::Wharf {
            seat: 1,
            good: Tobacco,
            count: 2
        }));
}

/// Factory: David would make corn, sugar and tobacco, but the supply has no corn and 2 sugar: he gets 2 sugar
/// and 1 tobacco, and 1 doublon for 2 kinds.
#[test]
fn factory_example() {
    let david = 3;
    let mut g = blank(4, 0);
    g.seats[david] = Player::new(0)
        .with_building(B::Factory, 1)
        .with_tiles(Tile::Corn, 3, 3)
        .with_tiles(Tile::Sugar, 3, 3)
        .with_tiles(Tile::Tobacco, 1, 1)
        .with_building(B::SugarMill, 3)
        .with_building(B::TobaccoStorage, 1);
    g.goods_supply = goods(&[(Corn, 0), (Indigo, 11), (Sugar, 2), (Tobacco, 9), (Coffee, 9)]);
    choosing(&mut g, david);
    act(&mut g, david, "role craftsman");
    assert_eq!(g.seats[david].goods, goods(&[(Sugar, 2), (Tobacco, 1)]));
    assert_eq!(g.seats[david].doubloons, 1);
}

/// Office: a tobacco is in the house; Bernie (office) sells tobacco, then Christine (the other office) too.
#[test]
fn office_example() {
    let (anne, bernie, christine) = (0, 1, 2);
    let mut g = blank(4, 0);
    g.house = goods(&[(Tobacco, 1)]);
    g.seats[bernie] = Player::new(0).with_building(B::Office, 1).with_goods(&[(Tobacco, 1)]);
    g.seats[christine] = Player::new(0).with_building(B::Office, 1).with_goods(&[(Tobacco, 1)]);
    g.seats[3] = Player::new(0).with_goods(&[(Tobacco, 1)]);
    choosing(&mut g, anne);
    act(&mut g, anne, "role trader");
    // Anne has nothing to sell: Bernie acts first.
    assert_eq!(g.to_act(), [bernie]);
    act(&mut g, bernie, "sell tobacco");
    assert_eq!(g.seats[bernie].doubloons, 3);
    act(&mut g, christine, "sell tobacco");
    assert_eq!(g.seats[christine].doubloons, 3);
    assert_eq!(g.house, goods(&[(Tobacco, 3)]));
    // The fourth player has no office: no tobacco for him, so his turn is skipped.
    assert_eq!(g.step, Step::ChooseRole);
    assert_eq!(g.role_taken[Role::Trader.index()], Some(anne as u8));
}

/// Small Market: "Anne vend un tonneau de maïs et reçoit 1 doublon".
#[test]
fn small_market_example() {
    let mut g = blank(3, 0);
    g.seats[1] = Player::new(0).with_building(B::SmallMarket, 1).with_goods(&[(Corn, 1)]);
    choosing(&mut g, 0);
    act(&mut g, 0, "role trader");
    act(&mut g, 1, "sell corn");
    assert_eq!(g.seats[1].doubloons, 1);
}
