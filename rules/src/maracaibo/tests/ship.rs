//! Scenario tests of the ship upgrades: every zone's effect, taken through the disc decisions, and every prerequisite
//! at its exact threshold.

use crate::maracaibo::combat::CombatAction;
use crate::maracaibo::content::common::{Good, Nation, Symbol};
use crate::maracaibo::content::reward::Reward;
use crate::maracaibo::drawing::DrawSource;
use crate::maracaibo::main_action::MainAction;
use crate::maracaibo::state::{Phase, State, Task};
use crate::maracaibo::tasks::Decision;
use crate::maracaibo::turn::tests::{loc, pack, ready, zone};
use crate::maracaibo::village::VillageAction;

/// Seat 0 of a 2-player game in Phase B, nothing pending.
fn in_main() -> State {
    let mut state = ready(2, 31);
    state.turn.phase = Phase::Main;
    state
}

fn decide(state: &mut State, decision: Decision) {
    state.decide(pack(), 0, &decision).unwrap();
}

/// Removes one disc of `id` through a "remove a disc" reward.
fn remove(state: &mut State, id: &str) {
    state.grant(pack(), 0, Reward::Discs(1));
    decide(state, Decision::Zone(zone(id)));
}

fn empty(state: &mut State, id: &str) {
    remove(state, id);
    remove(state, id);
}

fn open(state: &State, id: &str) -> bool {
    state.removable_zones(pack(), 0).contains(&zone(id))
}

fn task(state: &State) -> Option<Task> {
    state.pending().map(|p| p.task.clone())
}

#[test]
fn immediate_zones_pay_once_when_their_second_disc_goes() {
    let mut state = in_main();
    let start = state.players[0].clone();
    remove(&mut state, "U4");
    assert_eq!(state.players[0].doubloons, start.doubloons, "one disc: nothing yet");
    remove(&mut state, "U4");
    assert_eq!(state.players[0].doubloons, start.doubloons + 5, "U4: 5 doubloons");
    empty(&mut state, "U5");
    assert_eq!(state.players[0].vp, start.vp + 3, "U5: 3 VP");
    empty(&mut state, "U3");
    assert_eq!(state.players[0].vp, start.vp + 6, "U3: 3 VP");
    assert!(
        state.players[0].free_display(pack()),
        "U3: display cards free from now on"
    );
    empty(&mut state, "U6");
    assert_eq!(state.players[0].vp, start.vp + 12, "U6: 6 VP");
    for id in ["U1", "U2"] {
        empty(&mut state, id);
    }
    empty(&mut state, "U12");
    assert_eq!(state.players[0].vp, start.vp + 22, "U12: 10 VP");
    assert_eq!(state.players[0].doubloons, start.doubloons + 5);
    assert!(state.turn.pending.is_empty());
}

#[test]
fn u6_waits_for_the_pure_three_vp_zone_not_u3() {
    let mut state = in_main();
    assert!(!open(&state, "U6"));
    empty(&mut state, "U3");
    assert!(!open(&state, "U6"), "U3 does not open U6");
    remove(&mut state, "U5");
    assert!(!open(&state, "U6"), "U5 half emptied is not unlocked");
    remove(&mut state, "U5");
    assert!(open(&state, "U6"));
}

#[test]
fn u9_waits_for_u8() {
    let mut state = in_main();
    remove(&mut state, "U8");
    assert!(!open(&state, "U9"));
    let refused = state.remove_disc(pack(), 0, zone("U9")).unwrap_err();
    assert_eq!(refused.key, crate::maracaibo::keys::ZONE_LOCKED);
    remove(&mut state, "U8");
    assert!(open(&state, "U9"));
}

#[test]
fn u10_and_u11_need_four_other_zones_and_u12_six() {
    let mut state = in_main();
    for id in ["U1", "U2", "U4"] {
        empty(&mut state, id);
    }
    remove(&mut state, "U5");
    assert!(
        !open(&state, "U10") && !open(&state, "U11"),
        "3 zones emptied and one half emptied"
    );
    remove(&mut state, "U5");
    assert!(open(&state, "U10") && open(&state, "U11"));
    assert!(!open(&state, "U12"));
    empty(&mut state, "U10");
    assert!(!open(&state, "U12"), "5 zones");
    empty(&mut state, "U11");
    // U11 asks for one of its rewards; take none so that only the count matters here.
    decide(&mut state, Decision::Decline);
    assert!(open(&state, "U12"), "6 zones, U10 and U11 included");
}

#[test]
fn u11_explorer_and_rank_options() {
    let mut state = in_main();
    for id in ["U1", "U2", "U4", "U7"] {
        empty(&mut state, id);
    }
    remove(&mut state, "U11");
    let mut explore = state.clone();
    remove(&mut explore, "U11");
    decide(&mut explore, Decision::Pick(0));
    assert_eq!(task(&explore), Some(Task::Explore(3)));
    let three = explore
        .explorer_moves(pack(), 0, 3)
        .into_iter()
        .map(|m| m.route.len())
        .max();
    assert_eq!(three, Some(3), "up to 3 spaces");

    state.players[0].influence = [4, 0, 0];
    remove(&mut state, "U11");
    decide(&mut state, Decision::Pick(2));
    assert_eq!(task(&state), Some(Task::Rank));
    decide(&mut state, Decision::Nation(Nation::France));
    assert_eq!(state.players[0].influence, [6, 0, 0], "4 → the band on 6");
}

#[test]
fn u1_changes_the_main_village_actions_only() {
    let mut state = ready(3, 11);
    state.turn.phase = Phase::Main;
    empty(&mut state, "U1");
    state.turn.phase = Phase::Sail;
    state.players[0].hand.clear();
    // 2 MP to a village: 2 actions with U1 (1 without).
    state.sail_turn(pack(), 0, &[loc("2"), loc("3")]).unwrap();
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    assert_eq!(task(&state), Some(Task::Village(2)));

    let mut state = ready(3, 11);
    state.turn.phase = Phase::Main;
    empty(&mut state, "U1");
    state.turn.phase = Phase::Sail;
    // 5 MP: 3 actions with U1 (2 without).
    let path = ["2", "3", "4", "6", "7"].map(loc);
    state.sail_turn(pack(), 0, &path).unwrap();
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    assert_eq!(task(&state), Some(Task::Village(3)));
}

#[test]
fn u2_draws_to_six() {
    let mut state = in_main();
    empty(&mut state, "U2");
    assert_eq!(state.players[0].hand.len(), 4);
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.turn.phase, Phase::Draw, "4 < 6: Phase C draws");
    state.draw_turn(pack(), 0, DrawSource::Pile).unwrap();
    state.draw_turn(pack(), 0, DrawSource::Pile).unwrap();
    assert_eq!(state.players[0].hand.len(), 6);
    assert_eq!(state.turn.seat, 1, "at the limit the turn ends");
}

#[test]
fn u7_annexes_a_village_for_two_and_captures_for_five() {
    let mut state = ready(3, 2);
    state.turn.phase = Phase::Main;
    state.board.cubes[loc("7").0 as usize] = Some(Nation::Spain);
    state.board.cubes[loc("9").0 as usize] = Some(Nation::England);
    let start_combat = |state: &mut State| {
        state.board.combat_piles = [Vec::new(), Vec::new()];
        state.grant(pack(), 0, Reward::Combat);
        decide(state, Decision::Reveal(None));
        decide(state, Decision::Fight(Nation::England));
        state.turn.combat.as_mut().unwrap().value = 5;
    };
    let mut without = state.clone();
    start_combat(&mut without);
    let villages = |s: &State| {
        s.combat_actions(pack(), 0)
            .into_iter()
            .filter(|a| matches!(a, CombatAction::Village(_)))
            .count()
    };
    assert_eq!(villages(&without), 0, "no U7, no village combat action");

    empty(&mut state, "U7");
    start_combat(&mut state);
    let actions = state.combat_actions(pack(), 0);
    assert!(actions.contains(&CombatAction::Village(loc("2"))), "empty village");
    assert!(
        actions.contains(&CombatAction::Village(loc("7"))),
        "Spanish cube: capture"
    );
    assert!(
        !actions.contains(&CombatAction::Village(loc("9"))),
        "never onto a cube of the same nation"
    );
    assert!(
        !actions.contains(&CombatAction::Village(loc("4"))),
        "cities are not villages"
    );
    let mut annex = state.clone();
    decide(&mut annex, Decision::Combat(CombatAction::Village(loc("2"))));
    assert_eq!(annex.turn.combat.as_ref().unwrap().value, 3, "−2 on an empty village");
    assert_eq!(annex.board.cubes[loc("2").0 as usize], Some(Nation::England));
    assert_eq!(annex.players[0].influence, [0, 1, 0]);
    decide(&mut state, Decision::Combat(CombatAction::Village(loc("7"))));
    assert_eq!(state.turn.combat.as_ref().unwrap().value, 0, "−5 to capture");
    assert_eq!(
        state.board.cubes_on_board()[Nation::Spain.index()],
        0,
        "the Spanish cube left the game"
    );
}

#[test]
fn u8_village_action_appears_with_its_zone() {
    let mut state = ready(3, 11);
    state.players[0].hand.clear();
    state.sail_turn(pack(), 0, &[loc("2")]).unwrap();
    let before = state.players[0].clone();
    assert!(!state
        .village_actions(pack(), 0)
        .contains(&VillageAction::CombatPointAndDoubloon));
    empty(&mut state, "U8");
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    decide(&mut state, Decision::Village(VillageAction::CombatPointAndDoubloon));
    let after = &state.players[0];
    assert_eq!(after.doubloons, before.doubloons + 1);
    assert_eq!(after.combat_points, before.combat_points + 1);
}

#[test]
fn u9_takes_three_identical_goods_only() {
    let mut state = in_main();
    empty(&mut state, "U8");
    empty(&mut state, "U9");
    let of = |good: Good| {
        (0..pack().cards.projects.len() as u16)
            .map(crate::maracaibo::content::cards::CardId)
            .filter(move |&c| pack().cards.card(c).symbol == Symbol::Good(good))
    };
    let mut hand: Vec<_> = of(Good::Sugar).take(2).chain(of(Good::Corn).take(1)).collect();
    state.players[0].hand = hand.clone();
    let three = |s: &State| {
        s.village_actions(pack(), 0)
            .into_iter()
            .filter(|a| matches!(a, VillageAction::ThreeGoods(_)))
            .count()
    };
    assert_eq!(three(&state), 0, "2 sugar + 1 corn are not identical");
    hand.extend(of(Good::Sugar).skip(2).take(1));
    state.players[0].hand = hand;
    assert_eq!(three(&state), 1);
}

#[test]
fn u10_needs_the_ship_on_a_cube_free_village() {
    let mut state = ready(3, 11);
    state.turn.phase = Phase::Main;
    for id in ["U1", "U2", "U4", "U5", "U10"] {
        empty(&mut state, id);
    }
    state.turn.phase = Phase::Sail;
    state.players[0].hand.clear();
    state.sail_turn(pack(), 0, &[loc("2")]).unwrap();
    let cubes = |s: &State| {
        s.village_actions(pack(), 0)
            .into_iter()
            .filter(|a| matches!(a, VillageAction::Cube(_)))
            .count()
    };
    assert_eq!(cubes(&state), 3, "any nation with a reserve cube");
    state.board.cubes[loc("2").0 as usize] = Some(Nation::Spain);
    assert_eq!(cubes(&state), 0, "the village already has a cube");
    state.board.cubes[loc("2").0 as usize] = None;
    state.players[0].ship = loc("4");
    assert_eq!(cubes(&state), 0, "a city is not a village");
}

#[test]
fn u1_does_not_apply_to_a_spy_actions_sailing_or_a_city_action() {
    let card = pack().cards.find("B069").unwrap(); // S14 with its spy on 8
    let mut state = ready(3, 11);
    state.turn.phase = Phase::Main;
    empty(&mut state, "U1");
    state.turn.phase = Phase::Sail;
    state.players[0].ship = loc("7");
    state.players[0].hand.clear();
    state.players[0].bought.push(card);
    state.players[0].spies.reserve -= 1;
    state.players[0].spies.on_map.push(loc("8"));
    state.sail_turn(pack(), 0, &[loc("8")]).unwrap();
    state.take_main(pack(), 0, MainAction::Spy(card)).unwrap();
    assert_eq!(task(&state), Some(Task::ExtraSail(3)));
    decide(&mut state, Decision::Sail(vec![loc("9"), loc("10")]));
    decide(&mut state, Decision::Main(MainAction::Village));
    assert_eq!(
        task(&state),
        Some(Task::Village(1)),
        "2 MP: the standard table, not U1's 2"
    );

    let mut state = ready(3, 11);
    state.turn.phase = Phase::Main;
    empty(&mut state, "U1");
    state.turn.phase = Phase::Sail;
    state.players[0].hand.clear();
    state.board.tiles[loc("4").0 as usize] = Some(pack().cities.iter().position(|t| t.id == "T06").unwrap());
    state.sail_turn(pack(), 0, &[loc("2"), loc("3"), loc("4")]).unwrap();
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(task(&state), Some(Task::Village(1)), "CA-4's one village action");
}
