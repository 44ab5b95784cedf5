//! Scenario tests of exploration with several players, through the explorer decisions: skipped spaces, the red line for
//! every crosser, first and later crossers of a line, the end's arrival bonuses and village action, and a quest on the
//! track.

use crate::maracaibo::content::common::Nation;
use crate::maracaibo::content::exploration::SpaceId;
use crate::maracaibo::content::reward::Reward;
use crate::maracaibo::state::{Phase, QuestSource, State, Task};
use crate::maracaibo::tasks::Decision;
use crate::maracaibo::turn::tests::{pack, quest, ready, space};

fn route(ids: &str) -> Vec<SpaceId> {
    ids.split(' ').map(space).collect()
}

/// A 4-player game in Phase B with the explorers on `at` (per seat).
fn explorers(at: [&str; 4]) -> State {
    let mut state = ready(4, 3);
    state.turn.phase = Phase::Main;
    for (seat, id) in at.iter().enumerate() {
        state.players[seat].explorer = space(id);
    }
    state
}

/// `seat` explores up to `up_to` along `ids`; returns the task left on top, if any.
fn explore(state: &mut State, seat: usize, up_to: u8, ids: &str) -> Option<Task> {
    state.grant(pack(), seat, Reward::Explore(up_to));
    state.decide(pack(), seat, &Decision::Route(route(ids))).unwrap();
    state.pending().map(|p| p.task.clone())
}

fn line(color: &str) -> usize {
    pack().exploration.lines.iter().position(|l| l.color == color).unwrap()
}

#[test]
fn every_explorer_crossing_the_red_line_gains_three_influence() {
    let mut state = explorers(["6", "5", "4", "0"]);
    let doubloons = state.players[1].doubloons;
    assert_eq!(explore(&mut state, 0, 1, "7"), Some(Task::Influence(3)));
    state.decide(pack(), 0, &Decision::Nation(Nation::France)).unwrap();
    // Seat 1: 7 holds seat 0's explorer and is skipped, not counted: 2 spaces reach 8.
    assert_eq!(explore(&mut state, 1, 2, "6 7 8"), Some(Task::Influence(3)));
    state.decide(pack(), 1, &Decision::Nation(Nation::Spain)).unwrap();
    // Seat 2: 5, 6, (7), (8), 9.
    assert_eq!(explore(&mut state, 2, 3, "5 6 7 8 9"), Some(Task::Influence(3)));
    state.decide(pack(), 2, &Decision::Nation(Nation::England)).unwrap();
    let p = &state.players;
    assert_eq!(
        [p[0].influence, p[1].influence, p[2].influence],
        [[3, 0, 0], [0, 0, 3], [0, 3, 0]]
    );
    assert_eq!(p[0].vp, 2, "space 7: +2vp");
    assert_eq!(p[1].doubloons, doubloons + 3, "space 8: +3d");
    assert_eq!(p[2].combat_points, 1 + 2, "space 9: +2cp");
    assert!(
        state.explorer_moves(pack(), 3, 3).iter().all(|m| m.route.len() <= 3),
        "from the start, 3 spaces"
    );
    assert!(state.turn.pending.is_empty());
}

#[test]
fn the_green_line_and_the_end_with_four_explorers() {
    let mut state = explorers(["18", "B5", "17", "19"]);
    let green = line("green");
    let vp: Vec<u32> = state.players.iter().map(|p| p.vp).collect();
    // Seat 0 crosses first (19 is taken: skipped) and stops on 20 (remove a disc: declined).
    assert_eq!(explore(&mut state, 0, 1, "19 20"), Some(Task::Discs(1)));
    state.decide(pack(), 0, &Decision::Decline).unwrap();
    assert_eq!(state.players[0].vp, vp[0] + 4);
    // Seat 1: 18, (19), (20), 21 — a later crosser, then 21's +4d+4vp.
    assert_eq!(explore(&mut state, 1, 2, "18 19 20 21"), None);
    assert_eq!(state.players[1].vp, vp[1] + 2 + 4);
    // Seat 2 from 17: 18, then every space to the end is taken — first at the end: 10 VP, a village action.
    assert_eq!(explore(&mut state, 2, 3, "18 19 20 21 22"), Some(Task::Village(1)));
    state.decide(pack(), 2, &Decision::Decline).unwrap();
    assert_eq!(state.players[2].vp, vp[2] + 2 + 10);
    // Seat 3 was already past the line: only the end, second.
    assert_eq!(explore(&mut state, 3, 3, "20 21 22"), Some(Task::Village(1)));
    state.decide(pack(), 3, &Decision::Decline).unwrap();
    assert_eq!(state.players[3].vp, vp[3] + 8);
    assert_eq!(explore(&mut state, 0, 2, "21 22"), Some(Task::Village(1)));
    state
        .decide(
            pack(),
            0,
            &Decision::Village(crate::maracaibo::village::VillageAction::Doubloon),
        )
        .unwrap();
    assert_eq!(state.players[0].vp, vp[0] + 4 + 6, "third");
    assert_eq!(explore(&mut state, 1, 1, "22"), Some(Task::Village(1)));
    assert_eq!(state.players[1].vp, vp[1] + 6 + 4, "fourth");
    assert_eq!(state.board.line_crossings[green], 3);
    assert_eq!(state.board.end_arrivals, 4);
    assert!(state.explorer_moves(pack(), 2, 3).is_empty(), "the end is final");
}

#[test]
fn a_quest_on_the_track_is_taken_once_then_its_space_is_ignored() {
    let mut state = explorers(["12", "11", "0", "0"]);
    state.board.track_quests[space("13").0 as usize] = Some(quest("Q19"));
    let before = state.players[0].clone();
    assert_eq!(
        explore(&mut state, 0, 1, "13"),
        Some(Task::Quest(QuestSource::Track(space("13"))))
    );
    state.decide(pack(), 0, &Decision::Pay(Vec::new())).unwrap();
    // Q19: pay 2 doubloons → 1 VP per compass (1) and +1 influence of your choice.
    assert_eq!(state.pending().map(|p| p.task.clone()), Some(Task::Influence(1)));
    state.decide(pack(), 0, &Decision::Nation(Nation::Spain)).unwrap();
    let after = &state.players[0];
    assert_eq!(after.doubloons, before.doubloons - 2);
    assert_eq!(after.vp, before.vp + 1);
    assert_eq!(after.quests, [quest("Q19")]);
    assert_eq!(state.board.track_quests[space("13").0 as usize], None);
    // Seat 0 leaves 13; seat 1 then counts 12, skips the emptied quest space 13 and stops on 14.
    explore(&mut state, 0, 1, "14");
    state.players[0].explorer = space("15");
    let moves: Vec<Vec<SpaceId>> = state
        .explorer_moves(pack(), 1, 2)
        .into_iter()
        .map(|m| m.route)
        .collect();
    assert!(moves.contains(&route("12 13 14")));
    assert!(!moves.contains(&route("12 13")), "an emptied quest space is no stop");
}
