//! Scenario tests, one or more per rule and per ruling of the module doc.
//! They build positions directly where that is clearer than playing up to them, and always move through
//! [`Game::apply`].

use super::*;
use crate::error::{Arg, ArgKind};
use crate::santiago::bidding::Bid;
use crate::santiago::geometry::{positions_in, squares_in};

fn game(players: usize) -> Santiago {
    game_with(players, Options::default())
}

/// Seat 0 is the first overseer and puts the spring on `m` (the centre: it touches d4, e4, d5, e5).
fn game_with(players: usize, options: Options) -> Santiago {
    let mut g = Santiago::setup(
        players,
        Options {
            spring: Spring::Chosen,
            ..options
        },
        1,
    )
    .unwrap();
    g.overseer = 0;
    g.actor = 0;
    act(&mut g, "spring m");
    g
}

fn try_act(g: &mut Santiago, text: &str) -> Result<(), RuleError> {
    let seat = g.to_act()[0];
    let action = g.parse_action(seat, text)?;
    let before = g.clone();
    let result = g.apply(seat, &action);
    if result.is_err() {
        assert_eq!(*g, before, "a refused move changed the state");
    }
    result
}

fn act(g: &mut Santiago, text: &str) {
    try_act(g, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn refused(g: &mut Santiago, text: &str) -> RuleError {
    try_act(g, text).expect_err(text)
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn pos(name: &str) -> Position {
    name.parse().unwrap()
}

fn tile(name: &str) -> Tile {
    name.parse().unwrap()
}

fn set_auction(g: &mut Santiago, tiles: &[&str]) {
    g.auction = [None; MAX_PLAYERS];
    for (slot, name) in tiles.iter().enumerate() {
        g.auction[slot] = Some(tile(name));
    }
}

/// Bids in speaking order (from the overseer's left), e.g. `["3", "pass", "0"]`.
fn bid_all(g: &mut Santiago, bids: &[&str]) {
    for bid in bids {
        act(g, &format!("bid {bid}"));
    }
    assert_eq!(g.phase, Phase::Placement);
}

/// Every placer takes the first tile offered and puts it on the next of `squares`.
fn place_all(g: &mut Santiago, squares: &[&str]) {
    let mut squares = squares.iter();
    while matches!(g.phase, Phase::Placement | Phase::Neutral) {
        let tile = g.auction().next().unwrap();
        act(g, &format!("place {tile} {}", squares.next().expect("enough squares")));
    }
}

/// Plays phases 1–3 of a 4-player round (order 1, 2, 3, 0 to speak): seats 1–3 bid 1, 2, 3 and seat 0 passes,
/// so seat 0 stays overseer; the tiles go on the top row.
fn to_bribes(g: &mut Santiago) {
    to_bribes_placing(g, &["a1", "b1", "c1", "d1"]);
}

fn to_bribes_placing(g: &mut Santiago, squares: &[&str]) {
    bid_all(g, &["1", "2", "3", "pass"]);
    place_all(g, squares);
    assert_eq!((g.phase, g.overseer()), (Phase::Bribes, 0));
}

fn plot(tile_name: &str, owner: Option<Seat>, workers: u8) -> Plot {
    Plot::new(tile(tile_name), owner, workers)
}

// ---- Set-up ----

#[test]
fn setup_matches_the_player_count() {
    for players in 3..=5 {
        let g = Santiago::setup(players, Options::default(), 9).unwrap();
        assert_eq!(g.phase, Phase::Spring);
        assert_eq!(g.to_act(), vec![g.overseer()]);
        assert!((0..players).all(|s| g.money(s) == 10 && g.workers_left(s) == 22 && g.has_personal_canal(s)));
        let view = g.public_view();
        assert_eq!(
            view.removed_tile.is_some(),
            players < 5,
            "one tile removed face up with 3-4 players"
        );
        assert_eq!(
            (view.stacks, view.tiles_per_stack),
            if players == 5 { (5, 9) } else { (4, 11) }
        );
        assert_eq!(g.supply_canals(), if players == 5 { 9 } else { 11 });
        assert!(view.auction.is_empty() && view.spring.is_none());
    }
    let err = Santiago::setup(6, Options::default(), 1).unwrap_err();
    assert_eq!(err.key, keys::PLAYER_COUNT);
}

#[test]
fn the_first_overseer_places_the_spring_then_the_first_tiles_turn_up() {
    let mut g = Santiago::setup(4, Options::default(), 3).unwrap();
    let first = g.overseer();
    assert_eq!(refused(&mut g, "bid 1").key, errors::WRONG_PHASE);
    assert_eq!(g.legal_actions(first).len(), 20);
    act(&mut g, "spring g");
    let view = g.public_view();
    assert_eq!(view.spring, Some("g".parse().unwrap()));
    assert_eq!((view.round, view.phase, view.auction.len()), (1, Phase::Bidding, 4));
    assert_eq!(
        view.to_act,
        Some((first + 1) % 4),
        "bidding starts left of the overseer"
    );
    assert_eq!(view.tiles_per_stack, 10);
}

#[test]
fn random_spring_skips_the_choice() {
    let g = Santiago::setup(
        5,
        Options {
            spring: Spring::Random,
            ..Options::default()
        },
        4,
    )
    .unwrap();
    assert_eq!(g.phase, Phase::Bidding);
    assert!(g.board.spring().is_some());
    assert_eq!(g.public_view().auction.len(), 5);
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let a = Santiago::setup(4, Options::default(), 42).unwrap();
    let b = Santiago::setup(4, Options::default(), 42).unwrap();
    let c = Santiago::setup(4, Options::default(), 43).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.deck, c.deck);
}

// ---- Phase 1 and 2: bids and the overseer change ----

#[test]
fn bids_differ_fit_the_purse_and_may_be_zero() {
    let mut g = game(4);
    act(&mut g, "bid 3");
    let listed = g.legal_actions(2);
    assert_eq!(listed.len(), 1 + 10, "pass, and 0 to 10 but 3");
    assert!(!listed.contains(&Action::Bid(Some(3))) && listed.contains(&Action::Bid(Some(10))));
    assert_eq!(refused(&mut g, "bid 3").key, errors::BID_TAKEN);
    let too_much = refused(&mut g, "bid 11");
    assert_eq!(too_much.key, errors::NOT_ENOUGH_MONEY);
    assert_eq!(too_much.args, vec![("amount", 11u32.into()), ("money", 10u32.into())]);
    act(&mut g, "bid 0");
    act(&mut g, "bid pass");
    act(&mut g, "bid pass");
    assert_eq!(g.bid_of(2), Some(Bid::Escudos(0)));
    assert_eq!(g.overseer(), 3, "a bid of 0 is a bid: seat 3 passed first");
}

#[test]
fn the_first_player_who_passed_becomes_overseer() {
    let mut g = game(4);
    bid_all(&mut g, &["3", "pass", "pass", "1"]);
    assert_eq!(g.overseer(), 2, "seat 2 passed first");
    assert_eq!(
        g.placement_order(),
        &[1, 0, 3, 2],
        "bids high to low, then the last passer first"
    );
}

#[test]
fn the_lowest_bidder_becomes_overseer_when_nobody_passed() {
    let mut g = game(4);
    bid_all(&mut g, &["2", "5", "0", "4"]);
    assert_eq!(g.overseer(), 3);
    assert_eq!(g.placement_order(), &[2, 0, 1, 3]);
}

#[test]
fn the_next_round_opens_left_of_the_new_overseer() {
    let mut g = game(4);
    bid_all(&mut g, &["2", "pass", "0", "4"]);
    assert_eq!(g.overseer(), 2);
    place_all(&mut g, &["a1", "b1", "c1", "d1"]);
    assert_eq!(g.to_act(), vec![3], "bribes start left of the overseer");
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    act(&mut g, "overseer build mn");
    for _ in 0..4 {
        act(&mut g, "canal pass");
    }
    assert_eq!((g.round(), g.phase), (2, Phase::Bidding));
    assert_eq!(g.to_act(), vec![3]);
}

// ---- Phase 3: placement ----

#[test]
fn placement_pays_the_bid_and_passers_place_one_worker_fewer() {
    let mut g = game(4);
    set_auction(&mut g, &["bean2", "potato1", "pepper2", "cane2"]);
    bid_all(&mut g, &["pass", "pass", "2", "1"]);
    assert_eq!(g.placement_order(), &[3, 0, 2, 1]);
    act(&mut g, "place pepper2 a1");
    assert_eq!(refused(&mut g, "place pepper2 b1").key, errors::TILE_NOT_OFFERED);
    assert_eq!(refused(&mut g, "place cane2 a1").key, errors::SQUARE_TAKEN);
    act(&mut g, "place cane2 b1");
    assert_eq!(g.public_view().decision, Some(Decision::Place { passed: true }));
    act(&mut g, "place bean2 c1");
    act(&mut g, "place potato1 d1");
    let workers = |s: &str| g.board.plot(sq(s)).map(|p| (p.owner(), p.workers));
    assert_eq!(workers("a1"), Some((Some(3), 2)));
    assert_eq!(workers("b1"), Some((Some(0), 2)));
    assert_eq!(
        workers("c1"),
        Some((Some(2), 1)),
        "a passer puts 1 worker on a 2-worker tile"
    );
    assert_eq!(workers("d1"), Some((Some(1), 0)), "and none on a 1-worker tile");
    assert_eq!([g.money(0), g.money(1), g.money(2), g.money(3)], [9, 10, 10, 8]);
    assert_eq!(
        [
            g.workers_left(0),
            g.workers_left(1),
            g.workers_left(2),
            g.workers_left(3)
        ],
        [20, 22, 21, 20]
    );
    assert_eq!(g.phase, Phase::Bribes);
}

#[test]
fn three_players_the_highest_bidder_places_the_fourth_tile_without_worker() {
    let mut g = game(3);
    set_auction(&mut g, &["bean2", "bean1", "cane2", "pepper1"]);
    bid_all(&mut g, &["4", "pass", "2"]);
    assert_eq!((g.overseer(), g.placement_order()), (2, &[1u8, 0, 2][..]));
    act(&mut g, "place bean2 a1");
    act(&mut g, "place bean1 h6");
    act(&mut g, "place cane2 c3");
    assert_eq!((g.phase, g.to_act()), (Phase::Neutral, vec![1]));
    assert_eq!(g.public_view().decision, Some(Decision::Neutral));
    assert_eq!(refused(&mut g, "place pepper1 e1").key, errors::NEUTRAL_NOT_ADJACENT);
    assert_eq!(refused(&mut g, "place pepper1 a1").key, errors::SQUARE_TAKEN);
    act(&mut g, "place pepper1 b1");
    let neutral = g.board.plot(sq("b1")).unwrap();
    assert_eq!((neutral.owner(), neutral.workers), (None, 0));
    assert_eq!(g.money(1), 6);
    assert_eq!((g.phase, g.to_act()), (Phase::Bribes, vec![0]));
}

#[test]
fn three_players_the_fourth_tile_must_border_a_tile_that_is_not_a_desert() {
    let mut g = game(3);
    g.board.place(sq("a1"), plot("bean2", Some(0), 0));
    g.board.make_desert(sq("a1"));
    set_auction(&mut g, &["bean2", "bean1", "cane2", "pepper1"]);
    bid_all(&mut g, &["4", "pass", "2"]);
    place_all_but_neutral(&mut g, &["h1", "h2", "h3"]);
    assert_eq!(
        refused(&mut g, "place pepper1 b1").key,
        errors::NEUTRAL_NOT_ADJACENT,
        "a1 is a desert"
    );
    act(&mut g, "place pepper1 g2");
}

fn place_all_but_neutral(g: &mut Santiago, squares: &[&str]) {
    for square in squares {
        let tile = g.auction().next().unwrap();
        act(g, &format!("place {tile} {square}"));
    }
    assert_eq!(g.phase, Phase::Neutral);
}

#[test]
fn three_players_when_everybody_passed_the_last_passer_places_the_fourth_tile() {
    let mut g = game(3);
    bid_all(&mut g, &["pass", "pass", "pass"]);
    assert_eq!(g.overseer(), 1);
    assert_eq!(g.placement_order(), &[0, 2, 1]);
    place_all_but_neutral(&mut g, &["a1", "b1", "c1"]);
    assert_eq!(g.to_act(), vec![0]);
}

#[test]
fn three_players_with_no_green_neighbour_anywhere_the_fourth_tile_goes_on_any_empty_square() {
    let mut g = game(3);
    // Deserts everywhere but a1, c1, e1 (where the three tiles go), g1 and h6 (which then border no green tile).
    for square in Square::all().filter(|s| !["a1", "c1", "e1", "g1", "h6"].contains(&s.to_string().as_str())) {
        g.board.place(square, plot("bean2", Some(0), 0));
        g.board.make_desert(square);
    }
    set_auction(&mut g, &["bean2", "bean1", "cane2", "pepper1"]);
    bid_all(&mut g, &["4", "pass", "2"]);
    place_all_but_neutral(&mut g, &["a1", "c1", "e1"]);
    assert_eq!(g.neutral_squares(), sq("g1").bit() | sq("h6").bit());
    act(&mut g, "place pepper1 h6");
}

// ---- Phase 4: bribes and the overseer ----

#[test]
fn a_supported_proposal_is_paid_by_every_contributor() {
    let mut g = game(4);
    to_bribes(&mut g);
    act(&mut g, "bribe mn 3");
    assert_eq!(refused(&mut g, "bribe mn 1").key, errors::ALREADY_PROPOSED);
    assert_eq!(refused(&mut g, "support mn 0").key, errors::AMOUNT_ZERO);
    act(&mut g, "support nm 2");
    act(&mut g, "bribe lm 4");
    let view = g.public_view();
    assert_eq!(view.proposals[0].total, 5);
    assert_eq!(view.proposals[0].contributions, vec![(1, 3), (2, 2)]);
    assert_eq!(view.decision, Some(Decision::Overseer { cost: 6 }));
    let before: Vec<u32> = (0..4).map(|s| g.money(s)).collect();
    act(&mut g, "overseer accept mn");
    assert_eq!(g.money(0), before[0] + 5);
    assert_eq!(g.money(1), before[1] - 3);
    assert_eq!(g.money(2), before[2] - 2);
    assert_eq!(g.money(3), before[3], "the other proposal costs nothing");
    assert_eq!(g.board.canals(), pos("mn").bit());
    assert_eq!(g.supply_canals(), 10);
    assert_eq!(g.phase, Phase::PersonalCanal);
}

#[test]
fn building_elsewhere_costs_the_largest_total_plus_one() {
    let mut g = game(4);
    to_bribes(&mut g);
    act(&mut g, "bribe mn 3");
    act(&mut g, "support mn 2");
    act(&mut g, "bribe lm 4");
    assert_eq!(refused(&mut g, "overseer build mn").key, errors::BUILD_ON_PROPOSAL);
    let before = g.money(0);
    act(&mut g, "overseer build hm");
    assert_eq!(g.money(0), before - 6);
    assert_eq!(
        (g.money(1), g.money(2), g.money(3)),
        (9, 8, 7),
        "only their bids were paid"
    );
    assert_eq!(g.board.canals(), pos("hm").bit());
}

#[test]
fn building_with_no_proposal_costs_one() {
    let mut g = game(4);
    to_bribes(&mut g);
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    assert_eq!(g.public_view().decision, Some(Decision::Overseer { cost: 1 }));
    assert_eq!(g.legal_actions(0).len(), 4, "the four positions around the spring");
    act(&mut g, "overseer build mr");
    assert_eq!(g.money(0), 9);
}

#[test]
fn an_overseer_who_cannot_pay_must_accept() {
    let mut g = game(4);
    to_bribes(&mut g);
    g.money[0] = 5;
    act(&mut g, "bribe mn 3");
    act(&mut g, "support mn 2");
    act(&mut g, "bribe pass");
    let err = refused(&mut g, "overseer build lm");
    assert_eq!(err.key, errors::CANNOT_PAY);
    assert_eq!(err.args, vec![("cost", 6u32.into()), ("money", 5u32.into())]);
    assert_eq!(g.legal_actions(0), vec![Action::Accept(pos("mn"))]);
    act(&mut g, "overseer accept mn");
    assert_eq!(g.money(0), 10);
}

#[test]
fn an_overseer_without_money_and_without_proposal_builds_for_free() {
    let mut g = game(4);
    to_bribes(&mut g);
    g.money[0] = 0;
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    act(&mut g, "overseer build lm");
    assert_eq!(g.money(0), 0);
    assert!(g.recent_events().contains(&Event::BuiltElsewhere {
        seat: 0,
        position: pos("lm"),
        paid: 0
    }));
}

#[test]
fn when_every_open_position_is_proposed_the_overseer_accepts() {
    let mut g = game(5);
    bid_all(&mut g, &["1", "2", "3", "4", "pass"]);
    place_all(&mut g, &["a1", "b1", "c1", "d1", "e1"]);
    for text in ["bribe mn 1", "bribe lm 1", "bribe hm 1", "bribe mr 1"] {
        act(&mut g, text);
    }
    let legal = g.legal_actions(0);
    assert!(legal.iter().all(|a| matches!(a, Action::Accept(_))) && legal.len() == 4);
}

#[test]
fn bribes_and_supports_fit_the_purse() {
    let mut g = game(4);
    to_bribes(&mut g);
    assert_eq!(
        refused(&mut g, "bribe mn 10").key,
        errors::NOT_ENOUGH_MONEY,
        "seat 1 paid 1 of 10"
    );
    act(&mut g, "bribe mn 9");
    assert_eq!(refused(&mut g, "support mn 9").key, errors::NOT_ENOUGH_MONEY);
    assert_eq!(refused(&mut g, "support lm 1").key, errors::NO_PROPOSAL);
    assert_eq!(refused(&mut g, "overseer accept mn").key, errors::WRONG_PHASE);
}

#[test]
fn a_canal_must_touch_the_spring_or_a_canal() {
    let mut g = game(4);
    to_bribes(&mut g);
    assert_eq!(refused(&mut g, "bribe ab 1").key, errors::NOT_CONNECTED);
    assert_eq!(refused(&mut g, "bribe no 1").key, errors::NOT_CONNECTED);
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    assert_eq!(refused(&mut g, "overseer build no").key, errors::NOT_CONNECTED);
    act(&mut g, "overseer build mn");
    assert_eq!(refused(&mut g, "canal mn").key, errors::CANAL_TAKEN);
    assert_eq!(refused(&mut g, "canal ab").key, errors::NOT_CONNECTED);
    act(&mut g, "canal no");
    assert_eq!(g.board.canals(), pos("mn").bit() | pos("no").bit());
    assert_eq!(
        g.board.irrigated() & sq("g4").bit(),
        sq("g4").bit(),
        "no waters g4, h4, g5, h5"
    );
}

// ---- Phase 5: personal canal ----

#[test]
fn the_first_personal_canal_placed_ends_the_phase_and_is_used_once() {
    let mut g = game(4);
    to_bribes(&mut g);
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    act(&mut g, "overseer build mn");
    assert_eq!(g.to_act(), vec![1]);
    act(&mut g, "canal pass");
    act(&mut g, "canal lm");
    assert!(!g.has_personal_canal(2));
    assert_eq!(
        (g.round(), g.phase),
        (2, Phase::Bidding),
        "seats 3 and 0 were not asked"
    );
    // Round 2: seat 2 is skipped in phase 5.
    to_bribes_placing(&mut g, &["a2", "b2", "c2", "d2"]);
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    act(&mut g, "overseer build hm");
    act(&mut g, "canal pass");
    assert_eq!(g.to_act(), vec![3]);
    act(&mut g, "canal pass");
    act(&mut g, "canal pass");
    assert_eq!(g.round(), 3);
}

#[test]
fn with_no_personal_canal_left_phase_5_is_skipped() {
    let mut g = game(4);
    g.personal_canals = [false; MAX_PLAYERS];
    to_bribes(&mut g);
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    act(&mut g, "overseer build mn");
    assert_eq!((g.round(), g.phase), (2, Phase::Bidding));
}

// ---- Phase 6 and 7: drought and income ----

#[test]
fn drought_removes_a_worker_then_makes_a_desert() {
    let mut g = game(4);
    g.board.build(pos("mn"));
    g.board.place(sq("a1"), plot("bean2", Some(1), 1));
    g.board.place(sq("e4"), plot("cane1", Some(2), 0));
    g.board.set_palms(sq("a1").bit());
    g.workers[1] = 21;
    g.drought();
    let a1 = *g.board.plot(sq("a1")).unwrap();
    assert_eq!((a1.workers, a1.desert), (0, false));
    assert_eq!(g.workers_left(1), 22, "the worker goes home");
    assert!(!g.board.plot(sq("e4")).unwrap().desert, "irrigated by mn");
    g.drought();
    assert!(g.board.plot(sq("a1")).unwrap().desert);
    assert_eq!(g.board.palms(), 0, "the palm goes with the desert");
    assert!(g.recent_events().contains(&Event::Drought {
        dried: SquareSet(0),
        deserts: SquareSet(sq("a1").bit())
    }));
    g.drought();
    assert!(g.board.plot(sq("a1")).unwrap().desert, "a desert stays a desert");
}

#[test]
fn a_full_round_dries_the_tiles_far_from_water_and_pays_income() {
    let mut g = game(4);
    set_auction(&mut g, &["bean2", "potato1", "pepper2", "cane2"]);
    bid_all(&mut g, &["pass", "pass", "2", "1"]);
    for text in [
        "place pepper2 e4",
        "place cane2 a1",
        "place bean2 b1",
        "place potato1 c1",
    ] {
        act(&mut g, text);
    }
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    act(&mut g, "overseer build mn");
    for _ in 0..4 {
        act(&mut g, "canal pass");
    }
    let state = |s: &str| g.board.plot(sq(s)).map(|p| (p.workers, p.desert)).unwrap();
    assert_eq!(state("e4"), (2, false), "watered");
    assert_eq!(state("a1"), (1, false));
    assert_eq!(state("b1"), (0, false));
    assert_eq!(state("c1"), (0, true), "no worker to lose");
    // Seat 1 passed first: he is the overseer and paid 1 to build. Money: 10 − bid − building + 3 income.
    assert_eq!(g.overseer(), 1);
    assert_eq!(
        [g.money(0), g.money(1), g.money(2), g.money(3)],
        [10 - 1 + 3, 10 - 1 + 3, 13, 10 - 2 + 3]
    );
}

// ---- The end ----

#[test]
fn the_final_drought_deserts_every_dry_tile_even_with_workers() {
    let mut g = game(4);
    g.board.build(pos("mn"));
    g.board.place(sq("a1"), plot("bean2", Some(1), 2));
    g.board.place(sq("e4"), plot("bean2", Some(2), 2));
    g.workers[1] = 20;
    g.final_drought();
    assert!(g.board.plot(sq("a1")).unwrap().desert);
    assert_eq!(g.board.plot(sq("a1")).unwrap().workers, 0);
    assert_eq!(g.workers_left(1), 22);
    assert!(!g.board.plot(sq("e4")).unwrap().desert);
}

#[test]
fn the_last_round_ends_after_phase_5_without_drought_nor_income() {
    let mut g = game(4);
    g.round = g.rounds();
    g.supply_canals = 1;
    to_bribes(&mut g);
    assert_eq!(g.round(), 11);
    g.board.place(sq("h6"), plot("bean2", Some(3), 2));
    for _ in 0..3 {
        act(&mut g, "bribe pass");
    }
    act(&mut g, "overseer build mn");
    let money: Vec<u32> = (0..4).map(|s| g.money(s)).collect();
    for _ in 0..4 {
        act(&mut g, "canal pass");
    }
    assert_eq!(g.phase, Phase::Over);
    assert!(g.to_act().is_empty());
    assert_eq!(
        (0..4).map(|s| g.money(s)).collect::<Vec<_>>(),
        money,
        "no income after the last round"
    );
    assert!(g.board.plot(sq("h6")).unwrap().desert, "final drought");
    assert!(g.board.plot(sq("a1")).unwrap().desert);
    let view = g.public_view();
    assert_eq!(view.money, Some(money));
    assert_eq!(view.decision, None);
    assert_eq!(g.apply(0, &Action::Bid(None)).unwrap_err().key, keys::GAME_OVER);
    assert!(g.outcome().is_some());
}

#[test]
fn fields_join_across_ditches_and_deserts_split_them() {
    let mut g = game(4);
    // b2 and c2 lie in different blocks: the ditch between them does not split the field.
    for (square, owner, workers) in [("b2", 0, 2), ("c2", 1, 1), ("c3", 2, 2)] {
        g.board.place(sq(square), plot("bean2", Some(owner), workers));
    }
    g.board.place(sq("d2"), plot("potato2", Some(0), 2));
    // a5–b5–c5(desert)–d5: two fields of peppers.
    for (square, owner) in [("a5", 3), ("b5", 3), ("c5", 3), ("d5", 1)] {
        g.board.place(sq(square), plot("pepper1", Some(owner), 1));
    }
    g.board.make_desert(sq("c5"));
    // A diagonal is no neighbour.
    g.board.place(sq("e6"), plot("pepper1", Some(2), 1));
    let sizes = g.board.field_sizes();
    let size = |s: &str| sizes[sq(s).index()];
    assert_eq!((size("b2"), size("c2"), size("c3"), size("d2")), (3, 3, 3, 1));
    assert_eq!(
        (size("a5"), size("b5"), size("c5"), size("d5"), size("e6")),
        (2, 2, 0, 1, 1)
    );
    let fields: Vec<u32> = g.scores().iter().map(|s| s.fields).collect();
    // Seat 0: 2 workers × 3 (beans) + 2 × 1 (potato); seat 1: 1 × 3 + 1 × 1; seat 2: 2 × 3 + 1 × 1; seat 3: 1 × 2 + 1 × 2.
    assert_eq!(fields, vec![8, 4, 7, 4]);
}

#[test]
fn a_palm_counts_as_a_worker_while_the_owner_keeps_one() {
    let mut g = game_with(
        4,
        Options {
            palms: true,
            ..Options::default()
        },
    );
    g.board.set_palms(sq("a1").bit() | sq("h1").bit() | sq("a6").bit());
    g.board.place(sq("a1"), plot("cane2", Some(0), 1));
    g.board.place(sq("b1"), plot("cane2", Some(1), 2));
    g.board.place(sq("h1"), plot("cane1", Some(1), 0));
    g.board.place(sq("a6"), plot("cane1", None, 0));
    let scores = g.scores();
    assert_eq!(
        (scores[0].fields, scores[0].palms),
        (2, 2),
        "1 worker and the palm in a field of 2"
    );
    assert_eq!(
        (scores[1].fields, scores[1].palms),
        (4, 0),
        "no worker left on h1: the palm counts nothing"
    );
    g.phase = Phase::Over;
    let standing = g
        .outcome()
        .unwrap()
        .standings
        .into_iter()
        .find(|s| s.seat == 0)
        .unwrap();
    assert_eq!(
        standing.breakdown,
        vec![
            (errors::SCORE_MONEY.to_string(), 10),
            (errors::SCORE_FIELDS.to_string(), 2),
            (errors::SCORE_PALMS.to_string(), 2)
        ]
    );
    assert_eq!(standing.score, 14);
}

#[test]
fn palms_stand_away_from_the_spring_and_from_each_other() {
    for seed in 0..300 {
        let options = Options {
            palms: true,
            spring: Spring::Random,
            ..Options::default()
        };
        let g = Santiago::setup(3 + (seed % 3) as usize, options, seed).unwrap();
        let spring = g.board.spring().unwrap();
        let palms = g.board.palms();
        assert_eq!(palms.count_ones(), 3);
        let near_spring = squares_in(spring.squares()).fold(spring.squares(), |acc, s| acc | s.neighbours());
        assert_eq!(palms & near_spring, 0, "seed {seed}");
        for palm in squares_in(palms) {
            assert_eq!(palm.surroundings() & palms, 0, "seed {seed}");
        }
    }
    let g = game_with(
        4,
        Options {
            palms: true,
            ..Options::default()
        },
    );
    assert_eq!(g.board.palms().count_ones(), 3, "placed after the chosen spring");
    let g = game(4);
    assert_eq!(g.board.palms(), 0);
}

#[test]
fn equal_scores_share_the_win() {
    let mut g = game(3);
    g.money = [12, 7, 12, 0, 0];
    g.phase = Phase::Over;
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![0, 2]);
    let ranks: Vec<(usize, usize)> = outcome.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(ranks, vec![(0, 1), (2, 1), (1, 3)]);
    assert_eq!(
        outcome.standings[0].breakdown.len(),
        2,
        "no palm line without the variant"
    );
}

// ---- Turns, texts, views ----

#[test]
fn moves_out_of_turn_or_phase_are_refused_and_change_nothing() {
    let mut g = game(4);
    let before = g.clone();
    assert_eq!(g.apply(2, &Action::Bid(None)).unwrap_err().key, keys::NOT_YOUR_TURN);
    let err = g.apply(1, &Action::BribePass).unwrap_err();
    assert_eq!(
        (err.key, err.args.clone()),
        (errors::WRONG_PHASE, vec![("expected", Arg::new(ArgKind::Word, "bid"))])
    );
    assert_eq!(g, before);
    assert!(g.legal_actions(2).is_empty());
    assert_eq!(g.parse_action(1, "pass"), Ok(Action::Bid(None)));
    to_bribes(&mut g);
    assert_eq!(g.parse_action(1, "pass"), Ok(Action::BribePass));
}

#[test]
fn hidden_money_stays_out_of_the_public_view() {
    let mut g = game(4);
    to_bribes(&mut g);
    let view = g.public_view();
    assert_eq!(view.money, None);
    let mut richer = g.clone();
    richer.money = [50, 1, 0, 33, 0];
    assert_eq!(richer.public_view(), view);
    assert_eq!(richer.private_view(0), PrivateView { seat: 0, money: 50 });
    let open = game_with(
        4,
        Options {
            money: Money::Open,
            ..Options::default()
        },
    );
    assert_eq!(open.public_view().money, Some(vec![10; 4]));
}

#[test]
fn the_public_view_shows_the_round_as_it_goes() {
    let mut g = game(4);
    act(&mut g, "bid 2");
    act(&mut g, "bid pass");
    let view = g.public_view();
    assert_eq!(
        view.bids,
        vec![
            BidView {
                seat: 1,
                amount: Some(2)
            },
            BidView { seat: 2, amount: None }
        ]
    );
    assert_eq!((view.to_act, view.decision.clone()), (Some(3), Some(Decision::Bid)));
    assert_eq!(view.squares.len(), 48);
    assert_eq!(view.open_positions.len(), 4);
    assert!(view.events.contains(&Event::SpringPlaced {
        seat: Some(0),
        at: "m".parse().unwrap()
    }));
    let json = serde_json::to_string(&view).unwrap();
    assert!(json.contains("\"spring\":\"m\""), "{json}");
}

/// The placement buttons let the placer choose among every kind of tile on auction, each with squares near
/// water first (round 1: squares touching the spring).
#[test]
fn placement_suggestions_offer_every_tile_on_auction() {
    use rand::SeedableRng;
    for seed in 0..30u64 {
        let mut g = Santiago::setup(3 + seed as usize % 3, Options::default(), seed).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        while g.phase != Phase::Over {
            if matches!(g.phase, Phase::Placement | Phase::Neutral) {
                let suggested = g.suggested_actions(g.actor as Seat);
                let mut tiles: Vec<Tile> = suggested
                    .iter()
                    .map(|a| match a {
                        Action::Place(tile, _) => *tile,
                        other => panic!("{other} suggested in placement"),
                    })
                    .collect();
                tiles.dedup();
                assert_eq!(tiles, g.offered_tiles(), "seed {seed}: {suggested:?}");
            }
            let seat = g.actor as Seat;
            let action = g.random_action(seat, &mut rng).unwrap();
            g.apply(seat, &action).unwrap();
        }
    }
    let mut g = game(4);
    set_auction(&mut g, &["cane2", "bean1", "pepper2", "cane1"]);
    bid_all(&mut g, &["3", "2", "1", "0"]);
    let suggested = g.suggested_actions(g.actor as Seat);
    assert_eq!(suggested.len(), 20);
    let near_spring = positions_in(g.board.open_positions()).fold(0, |acc, p| acc | p.squares());
    for (i, action) in suggested.iter().enumerate() {
        let Action::Place(placed, square) = action else {
            panic!()
        };
        assert_eq!(*placed, tile(["cane2", "bean1", "pepper2", "cane1"][i / 5]));
        assert!(near_spring & square.bit() != 0, "{suggested:?}");
    }
}
