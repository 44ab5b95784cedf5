//! Scenario tests of the scorings: the interim steps in their order, VP income reaching 20 during a scoring, income
//! unlocked by a token gained later, and every prestige building's final scoring.

use crate::maracaibo::content::common::{Nation, Synergy};
use crate::maracaibo::drawing::DrawSource;
use crate::maracaibo::scoring_flow::ScoringChoice;
use crate::maracaibo::state::{BuildingSlot, Phase, ScoringStep, Stage, State, Task};
use crate::maracaibo::tasks::Decision;
use crate::maracaibo::turn::tests::{card, loc, pack, ready, space};
use crate::maracaibo::village::VillageAction;

fn building(name: &str) -> usize {
    pack().prestige.buildings.iter().position(|b| b.name == name).unwrap()
}

/// A 3-player game where seat 1 has just stopped on 21a and ended Phase B: step 1 begins with seat 1.
fn interim_after_seat_1() -> State {
    let mut state = ready(3, 12);
    state.players[1].ship = loc("20");
    state.turn.seat = 1;
    state.turn.phase = Phase::Sail;
    state.sail_turn(pack(), 1, &[loc("21a")]).unwrap();
    state.end_main(pack(), 1).unwrap();
    assert!(matches!(
        state.turn.phase,
        Phase::Scoring(ScoringStep { trigger: 1, .. })
    ));
    state
}

fn buy_choice(state: &State, seat: usize, id: &str) -> ScoringChoice {
    state
        .scoring_choices(pack(), seat)
        .into_iter()
        .find(|c| matches!(c, ScoringChoice::Buy(p) if p.card == card(id)))
        .unwrap()
}

#[test]
fn interim_steps_run_in_order() {
    let mut state = interim_after_seat_1();
    // Step 1, seat 1: buys a card with +1 VP income from the planning zone, then draws from the display.
    state.players[1].planning = vec![card("A05")];
    state.players[1].hand.truncate(3);
    let income = state.players[1].vp_income;
    assert!(
        !state.scoring_choices(pack(), 1).contains(&ScoringChoice::Invest(1)),
        "building II is revealed only at step 5"
    );
    let choice = buy_choice(&state, 1, "A05");
    state.choose_scoring(pack(), 1, &choice).unwrap();
    assert_eq!(state.players[1].vp_income, income + 1);
    assert!(matches!(
        state.turn.phase,
        Phase::Scoring(ScoringStep {
            stage: Stage::Drawing,
            ..
        })
    ));
    let shown = state.board.display[0];
    state.scoring_draw(pack(), 1, DrawSource::Display(0)).unwrap();
    assert!(state.players[1].hand.contains(&shown), "the display card is kept");
    let display_after_step_1 = state.board.display.clone();
    assert_eq!(display_after_step_1.len(), 4, "refilled after the draw");

    // Seats 2 and 0 score 2 VP; then steps 2–7 run.
    state.players[2].spies.reserve -= 1;
    state.players[2].spies.on_map.push(loc("19"));
    state.players[2].ship = loc("18");
    state.board.markets[loc("17").0 as usize] = vec![1];
    let before: Vec<(u32, u32)> = state.players.iter().map(|p| (p.doubloons, p.vp)).collect();
    state.choose_scoring(pack(), 2, &ScoringChoice::TwoVp).unwrap();
    state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
    let p = &state.players;
    // Step 2: income of the positions after step 1 (8 doubloons; seat 1's new VP income).
    assert_eq!(p[1].doubloons, before[1].0 + 8);
    assert_eq!(
        p[1].vp,
        before[1].1 + 1,
        "the VP income bought in step 1 pays at step 2"
    );
    assert_eq!(p[0].vp, before[0].1 + 2);
    // Step 7 after the spies were counted where the ships stood: seat 2's spy on 19 was ahead of 18.
    assert_eq!(p[2].vp, before[2].1 + 2 + 2);
    // Step 3 cleared the markets, step 4 replaced the display refilled in step 1, step 5 revealed II.
    assert!(state.board.markets.iter().all(|m| m.is_empty()));
    assert!(display_after_step_1.iter().all(|c| !state.board.display.contains(c)));
    assert!(state.board.discard.ends_with(&display_after_step_1));
    assert!(state.board.buildings[1].revealed && !state.board.buildings[2].revealed);
    assert!(p.iter().all(|p| p.ship == pack().map.start));
    assert_eq!((state.round, state.turn.seat, state.turn.phase), (2, 2, Phase::Sail));
}

#[test]
fn vp_income_reaching_20_in_step_1_counts_the_scoring_under_way() {
    let mut state = interim_after_seat_1();
    state.round = 2;
    state.players[1].planning = vec![card("A05")];
    state.players[1].vp_income = 19;
    let vp = state.players[1].vp;
    let choice = buy_choice(&state, 1, "A05");
    state.choose_scoring(pack(), 1, &choice).unwrap();
    assert_eq!(
        (state.players[1].vp, state.players[1].vp_income),
        (vp + 60, 0),
        "round II: this scoring, III's and the final one"
    );
}

#[test]
fn vp_income_reaching_20_pays_once_per_scoring_to_come() {
    for (round, scorings) in [(1u8, 4u32), (2, 3), (3, 2), (4, 1)] {
        let mut state = ready(2, 5);
        state.round = round;
        state.players[0].vp_income = 17;
        state.raise_vp_income(pack(), 0, 3);
        assert_eq!(state.players[0].vp, 20 * scorings, "round {round}");
        assert_eq!(state.players[0].vp_income, 0);
    }
}

#[test]
fn a_token_from_a_prestige_building_unlocks_income_on_bought_cards() {
    // A13: +1 VP income with cross, +1 with quill; the Abbey grants quill.
    let mut state = ready(3, 4);
    state.turn.phase = Phase::Main;
    state.board.buildings[0] = BuildingSlot {
        building: building("Abbey"),
        revealed: true,
        investors: Vec::new(),
    };
    state.players[0].hand = vec![card("A13")];
    state.players[0].doubloons = 20;
    state.queue(pack(), 0, vec![Task::Village(2)]);
    let income = state.players[0].vp_income;
    let buy = state
        .village_actions(pack(), 0)
        .into_iter()
        .find(|a| matches!(a, VillageAction::Buy(p) if p.card == card("A13")))
        .unwrap();
    state.decide(pack(), 0, &Decision::Village(buy)).unwrap();
    assert_eq!(state.players[0].vp_income, income, "no token yet");
    state
        .decide(pack(), 0, &Decision::Village(VillageAction::Invest(0)))
        .unwrap();
    assert_eq!(state.players[0].synergy, [Synergy::Quill]);
    assert_eq!(state.players[0].vp_income, income + 1);
}

/// Seat 0 invested in every building; each one's value for the state set up below.
#[test]
fn every_prestige_building_scores_by_its_rule() {
    let mut state = ready(2, 21);
    let player = &mut state.players[0];
    player.explorer = space("19");
    player.quests = vec![0, 1, 2, 3, 4];
    player.spies.on_map = vec![loc("5"), loc("9"), loc("12")];
    player.spies.on_buildings = 2;
    player.spies.reserve = 1;
    player.combat_points = 4;
    player.synergy = vec![Synergy::Crown, Synergy::Anchor, Synergy::Quill];
    player.combat_tokens = vec![0, 1, 2, 3];
    for zone in 0..5 {
        player.discs[zone] = 0;
    }
    player.discs[5] = 1;
    player.doubloon_income = 21;
    let expected = [
        ("Abbey", 12, "3 lines × 4"),
        ("Palace", 10, "5 quest tiles × 2"),
        (
            "Basilica",
            12,
            "3 spies on the map × 4; the 2 on buildings do not count",
        ),
        ("Citadel", 10, "(1 reserve spy + 4 combat points) × 2"),
        ("Church", 9, "3 synergy tokens × 3"),
        ("Garrison", 8, "4 combat tokens × 2"),
        ("Academy", 10, "5 emptied zones × 2; a half-emptied one does not count"),
        ("Cathedral", 12, "twice the 6 VP at doubloon income 21"),
    ];
    for (name, vp, why) in expected {
        assert_eq!(state.building_vp(pack(), 0, building(name)), vp, "{name}: {why}");
    }
    state.players[0].explorer = space("22");
    assert_eq!(state.building_vp(pack(), 0, building("Abbey")), 12, "3 lines at most");
    state.players[0].explorer = space("A3");
    assert_eq!(state.building_vp(pack(), 0, building("Abbey")), 4, "the red line only");
}

#[test]
fn buildings_score_only_for_their_investors_at_the_final_scoring() {
    let mut state = ready(2, 12);
    state.board.buildings = vec![
        BuildingSlot {
            building: building("Garrison"),
            revealed: true,
            investors: vec![1, 0],
        },
        BuildingSlot {
            building: building("Palace"),
            revealed: true,
            investors: vec![1],
        },
    ];
    for player in &mut state.players {
        player.combat_tokens = vec![0, 1, 2];
        player.quests = vec![0, 1];
    }
    assert_eq!(state.final_tally(pack(), 0).buildings, 6);
    assert_eq!(state.final_tally(pack(), 1).buildings, 6 + 4);
    state.round = 4;
    state.players[0].ship = loc("21b");
    state.turn.phase = Phase::Sail;
    state.sail_turn(pack(), 0, &[loc("22")]).unwrap();
    state.end_main(pack(), 0).unwrap();
    let tallies: Vec<u32> = (0..2).map(|s| state.final_tally(pack(), s).total()).collect();
    let vp: Vec<u32> = state.players.iter().map(|p| p.vp).collect();
    state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
    state.choose_scoring(pack(), 1, &ScoringChoice::TwoVp).unwrap();
    assert_eq!(state.turn.phase, Phase::GameOver);
    assert_eq!(state.players[0].vp, vp[0] + 2 + tallies[0]);
    assert_eq!(state.players[1].vp, vp[1] + 2 + tallies[1]);
}

#[test]
fn final_nobility_uses_reserve_spaces_and_the_majority_bonus() {
    // Final step 5's majority bonus with one first and two tied second: bonuses 2, 1, 1.
    let mut state = ready(3, 12);
    state.board.cubes = vec![None; state.board.cubes.len()];
    let placed = [
        ("2", Nation::France),
        ("3", Nation::France),
        ("6", Nation::England),
        ("7", Nation::Spain),
    ];
    for (id, nation) in placed {
        state.board.cubes[loc(id).0 as usize] = Some(nation);
    }
    state.board.reserve_taken = [5, 1, 2];
    state.players[0].influence = [9, 3, 6];
    let tally = state.final_tally(pack(), 0);
    // France: rank 3 × (3 empty + 2); England: rank 1 × (1 + 1); Spain: rank 2 × (1 + 1).
    assert_eq!(tally.nobility, 15 + 2 + 4);
    assert_eq!(tally.majorities, 9, "seat 0 leads all three nations alone");
}
