//! Scenario tests of combat: annex against capture, a token's spy line, and a combat started from homeward space 20.

use crate::maracaibo::combat::CombatAction;
use crate::maracaibo::content::common::Nation;
use crate::maracaibo::content::reward::Reward;
use crate::maracaibo::main_action::MainAction;
use crate::maracaibo::state::{Phase, State, Task};
use crate::maracaibo::tasks::Decision;
use crate::maracaibo::turn::tests::{loc, pack, ready};

fn token(id: &str) -> usize {
    pack().combat.tokens.iter().position(|t| t.id == id).unwrap()
}

fn decide(state: &mut State, decision: Decision) {
    state.decide(pack(), 0, &decision).unwrap();
}

fn value(state: &State) -> i16 {
    state.turn.combat.as_ref().unwrap().value
}

fn at(state: &State, id: &str) -> Option<Nation> {
    state.board.cubes[loc(id).0 as usize]
}

/// Seat 0 of a 3-player game fighting for France at value `v` (both piles empty: no token line).
/// England holds Trujillo (17), France holds Port Royal (13); Maracaibo (11) is free.
fn fighting_for_france(v: i16) -> State {
    let mut state = ready(3, 2);
    state.turn.phase = Phase::Main;
    for (id, nation) in [("17", Nation::England), ("13", Nation::France)] {
        state.board.cubes[loc(id).0 as usize] = Some(nation);
        state.board.take_cube(pack(), nation);
    }
    state.board.combat_piles = [Vec::new(), Vec::new()];
    state.grant(pack(), 0, Reward::Combat);
    decide(&mut state, Decision::Reveal(None));
    decide(&mut state, Decision::Fight(Nation::France));
    state.turn.combat.as_mut().unwrap().value = v;
    state
}

#[test]
fn annex_takes_a_free_flag_for_4_and_capture_another_nations_flag_for_6() {
    let state = fighting_for_france(6);
    let actions = state.combat_actions(pack(), 0);
    assert!(actions.contains(&CombatAction::Annex(loc("11"))));
    assert!(actions.contains(&CombatAction::Capture(loc("17"))));
    for refused in [
        CombatAction::Capture(loc("11")),
        CombatAction::Annex(loc("17")),
        CombatAction::Annex(loc("13")),
        CombatAction::Capture(loc("13")),
    ] {
        assert!(!actions.contains(&refused), "{refused:?}");
    }
    assert!(
        !actions.iter().any(
            |a| matches!(a, CombatAction::Annex(l) | CombatAction::Capture(l) if pack().map.location(*l).id == "2")
        ),
        "villages carry no flag"
    );

    let mut annex = state.clone();
    let before = annex.players[0].clone();
    decide(&mut annex, Decision::Combat(CombatAction::Annex(loc("11"))));
    assert_eq!(value(&annex), 2, "6 − 4");
    assert_eq!(at(&annex, "11"), Some(Nation::France));
    assert_eq!(annex.players[0].influence, [1, 0, 0]);
    assert_eq!(
        annex.players[0].doubloons,
        before.doubloons + 4,
        "Maracaibo's flag: +4d"
    );
    assert_eq!(annex.board.reserve_taken, [2, 1, 0]);
    annex.turn.combat.as_mut().unwrap().value = 10;
    assert!(
        !annex
            .combat_actions(pack(), 0)
            .iter()
            .any(|a| matches!(a, CombatAction::Annex(_) | CombatAction::Capture(_))),
        "annex and capture are one type, once per combat"
    );

    let mut capture = state;
    let before = capture.players[0].clone();
    decide(&mut capture, Decision::Combat(CombatAction::Capture(loc("17"))));
    assert_eq!(value(&capture), 0, "6 − 6");
    assert_eq!(at(&capture, "17"), Some(Nation::France));
    assert_eq!(capture.players[0].influence, [1, 0, 0]);
    let after = &capture.players[0];
    assert_eq!(
        (after.doubloons, after.vp),
        (before.doubloons + 2, before.vp + 2),
        "Trujillo's flag: +2d+2vp"
    );
    assert_eq!(
        capture.board.reserve_taken,
        [2, 1, 0],
        "the English cube leaves the game: it does not go back to England's reserve"
    );
    assert_eq!(capture.board.cubes_on_board(), [2, 0, 0]);
}

#[test]
fn capture_needs_six_and_annex_four() {
    let state = fighting_for_france(5);
    let actions = state.combat_actions(pack(), 0);
    assert!(actions.contains(&CombatAction::Annex(loc("11"))));
    assert!(!actions.contains(&CombatAction::Capture(loc("17"))));
    let state = fighting_for_france(3);
    assert!(!state
        .combat_actions(pack(), 0)
        .contains(&CombatAction::Annex(loc("11"))));
}

#[test]
fn a_spy_from_the_token_line_can_boost_the_same_combat() {
    // K01's Spanish line: value 2 and a spy from the general supply.
    let mut state = ready(3, 2);
    state.turn.phase = Phase::Main;
    state.players[0].spies.reserve = 0;
    state.players[0].spies.supply = 5;
    state.players[0].combat_points = 0;
    state.board.combat_piles[0].push(token("K01"));
    state.grant(pack(), 0, Reward::Combat);
    decide(&mut state, Decision::Reveal(Some(0)));
    decide(&mut state, Decision::Fight(Nation::Spain));
    assert_eq!(value(&state), 2, "K01 prints −2 most only; all nations have 0 cubes");
    assert_eq!(state.players[0].spies.reserve, 1);
    assert!(state.decisions(pack()).contains(&Decision::BoostSpy));
    decide(&mut state, Decision::BoostSpy);
    assert_eq!(value(&state), 3);
    assert_eq!((state.players[0].spies.reserve, state.players[0].spies.supply), (0, 5));
}

#[test]
fn homeward_20_starts_a_full_combat_and_the_token_goes_on_the_ship() {
    let mut state = ready(3, 2);
    state.players[0].ship = loc("19");
    for pile in &mut state.board.combat_piles {
        pile.retain(|&t| t != token("K25"));
    }
    state.board.combat_piles[1].push(token("K25"));
    state.sail_turn(pack(), 0, &[loc("20")]).unwrap();
    assert_eq!(state.main_actions(pack(), 0), [MainAction::Homeward]);
    state.take_main(pack(), 0, MainAction::Homeward).unwrap();
    assert_eq!(
        state.pending().map(|p| p.task.clone()),
        Some(Task::Choose(vec![Reward::Combat, Reward::Explore(2)]))
    );
    decide(&mut state, Decision::Pick(0));
    decide(&mut state, Decision::Reveal(Some(1)));
    let doubloons = state.players[0].doubloons;
    decide(&mut state, Decision::Fight(Nation::France));
    assert_eq!(state.players[0].doubloons, doubloons - 5, "K25 France: pay 5d");
    assert_eq!(value(&state), 9);
    decide(&mut state, Decision::Combat(CombatAction::Influence(1)));
    assert_eq!(value(&state), 4, "−5 for +2 influence");
    assert!(
        !state.combat_actions(pack(), 0).contains(&CombatAction::Influence(0)),
        "one influence option per combat"
    );
    decide(&mut state, Decision::Combat(CombatAction::Annex(loc("11"))));
    assert!(
        state.turn.combat.is_none(),
        "both types used: the combat ended by itself"
    );
    assert_eq!(state.players[0].influence, [3, 0, 0]);
    assert_eq!(state.players[0].combat_tokens, [token("K25")]);
    assert!(state.board.combat_piles.iter().all(|p| !p.contains(&token("K25"))));
    assert!(state.turn.pending.is_empty());
}

#[test]
fn a_combat_begun_inside_another_ends_both_and_offers_no_boost() {
    // A combat action's reward can start a second combat (flag bonus → exploration → quest reward): it replaces
    // the first, whose pending actions must not offer a boost of a combat that is gone.
    let mut state = fighting_for_france(5);
    state.players[0].combat_points = 2;
    state.players[0].spies.reserve = 1;
    state.grant(pack(), 0, Reward::Combat);
    decide(&mut state, Decision::Reveal(None));
    decide(&mut state, Decision::Fight(Nation::Spain));
    decide(&mut state, Decision::Decline);
    assert!(state.turn.combat.is_none());
    let decisions = state.decisions(pack());
    assert!(
        !decisions.contains(&Decision::BoostCp) && !decisions.contains(&Decision::BoostSpy),
        "boosts offered with no combat: {decisions:?}"
    );
    assert!(
        !state.turn.pending.iter().any(|p| p.task == Task::CombatActions),
        "the replaced combat lapsed"
    );
}
