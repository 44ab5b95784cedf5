//! Scenario tests of the immediate card effects not covered next to the buying code: each one bought
//! through village action C with its exact outcome.

use crate::maracaibo::content::common::{Nation, Synergy};
use crate::maracaibo::state::{Phase, State, Task};
use crate::maracaibo::tasks::Decision;
use crate::maracaibo::turn::tests::{card, loc, pack, ready};
use crate::maracaibo::village::VillageAction;

/// Seat 0 of a 3-player game in Phase B, holding only `id`, rich enough.
fn holding(id: &str) -> State {
    let mut state = ready(3, 6);
    state.turn.phase = Phase::Main;
    state.players[0].hand = vec![card(id)];
    state.players[0].doubloons = 30;
    state
}

/// Buys `id` as a village action; returns the decision it left on top, if any.
fn buy(state: &mut State, id: &str) -> Option<Task> {
    state.queue(pack(), 0, vec![Task::Village(1)]);
    let action = state
        .village_actions(pack(), 0)
        .into_iter()
        .find(|a| matches!(a, VillageAction::Buy(p) if p.card == card(id)))
        .unwrap();
    state.decide(pack(), 0, &Decision::Village(action)).unwrap();
    state.pending().map(|p| p.task.clone())
}

#[test]
fn influence_disc_and_combat_points() {
    let mut state = holding("A40");
    assert_eq!(buy(&mut state, "A40"), None);
    assert_eq!(state.players[0].influence, [2, 0, 0], "+2 France");

    let mut state = holding("A43");
    assert_eq!(buy(&mut state, "A43"), Some(Task::Discs(1)));
    assert_eq!(state.players[0].synergy, [Synergy::Anchor]);

    let mut state = holding("A44");
    let cp = state.players[0].combat_points;
    assert_eq!(buy(&mut state, "A44"), Some(Task::Influence(1)));
    assert_eq!(state.players[0].combat_points, cp + 1);

    let mut state = holding("A27");
    let cp = state.players[0].combat_points;
    assert_eq!(buy(&mut state, "A27"), None);
    assert_eq!(state.players[0].combat_points, cp + 1);
    assert_eq!(state.players[0].synergy, [Synergy::Cutlass]);
}

#[test]
fn two_spies_from_the_supply() {
    let mut state = holding("A46");
    state.players[0].spies.supply = 1;
    state.players[0].spies.career = 4;
    buy(&mut state, "A46");
    let spies = &state.players[0].spies;
    assert_eq!((spies.reserve, spies.supply), (3, 0), "only what remains");
}

#[test]
fn a_cube_on_an_empty_village_with_its_token() {
    let mut state = holding("A48");
    assert_eq!(buy(&mut state, "A48"), Some(Task::VillageCube { rank: false }));
    assert_eq!(state.players[0].synergy, [Synergy::Cross]);
    assert!(!state
        .decisions(pack())
        .contains(&Decision::Place(Nation::Spain, Some(loc("4")))));
    let taken = state.board.reserve_taken;
    state
        .decide(pack(), 0, &Decision::Place(Nation::Spain, Some(loc("9"))))
        .unwrap();
    assert_eq!(state.board.cubes[loc("9").0 as usize], Some(Nation::Spain));
    assert_eq!(state.board.reserve_taken[2], taken[2] + 1);
    assert_eq!(state.players[0].influence, [0, 0, 0], "no flag, no influence");
}

#[test]
fn vp_counting_effects() {
    let vp_for = |id: &str, prepare: &dyn Fn(&mut State)| {
        let mut state = holding(id);
        prepare(&mut state);
        let vp = state.players[0].vp;
        buy(&mut state, id);
        state.players[0].vp - vp
    };
    assert_eq!(
        vp_for("A50", &|_| {}),
        4,
        "2 per compass: the ship's and the card's own"
    );
    assert_eq!(
        vp_for("B080", &|s| s.players[0].combat_tokens = vec![0, 1, 2]),
        3,
        "1 per combat token"
    );
    assert_eq!(
        vp_for("B082", &|s| {
            s.players[0].spies.on_map = vec![loc("2"), loc("3")];
            s.players[0].spies.on_buildings = 1;
        }),
        4,
        "2 per spy on the map only"
    );
    assert_eq!(
        vp_for("B084", &|s| s.players[0].quests = vec![0, 1, 2]),
        3,
        "1 per quest tile"
    );
    assert_eq!(
        vp_for("B089", &|s| s.players[0].influence = [3, 2, 5]),
        6,
        "3 per nation with at least 3 influence"
    );
}
