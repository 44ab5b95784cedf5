//! Scenario tests of the career goals: every goal of every career card, claimed just below, at and above its thresholds
//! through the free action.

use crate::maracaibo::content::careers::{GoalKind, Threshold};
use crate::maracaibo::content::common::{Code, Synergy};
use crate::maracaibo::content::exploration::LineId;
use crate::maracaibo::free::FreeAction;
use crate::maracaibo::state::{Phase, State};
use crate::maracaibo::turn::tests::{loc, pack, ready};

/// A goal threshold as a career card prints it: a count, or a line colour.
#[derive(Clone, Copy, Debug)]
enum T {
    N(u8),
    Line(&'static str),
}

/// One goal: type, modest, harder, doubloons on claim, VP with the harder threshold.
type GoalRow = (GoalKind, T, T, u32, u32);

/// The default pack's careers (`careers.toml`), per card, written out independently of the loader.
const CAREERS: [(&str, [GoalRow; 3]); 8] = {
    use GoalKind::*;
    use T::*;
    [
        (
            "CR1",
            [
                (CombatTokens, N(3), N(5), 3, 4),
                (InfluenceOne, N(6), N(10), 3, 4),
                (ShipUpgrades, N(4), N(7), 3, 4),
            ],
        ),
        (
            "CR2",
            [
                (ExplorationLine, Line("red"), Line("blue"), 3, 4),
                (QuestTiles, N(4), N(6), 4, 4),
                (SynergyTokens, N(2), N(4), 3, 4),
            ],
        ),
        (
            "CR3",
            [
                (SpiesOnMap, N(3), N(5), 3, 4),
                (InfluenceTwo, N(4), N(7), 4, 5),
                (CombatTokens, N(2), N(4), 2, 3),
            ],
        ),
        (
            "CR4",
            [
                (ShipUpgrades, N(5), N(8), 4, 5),
                (SynergyTokens, N(3), N(5), 4, 5),
                (SpiesOnMap, N(2), N(4), 2, 3),
            ],
        ),
        (
            "CR5",
            [
                (InfluenceTwo, N(3), N(6), 3, 4),
                (InfluenceOne, N(7), N(12), 4, 5),
                (QuestTiles, N(3), N(5), 3, 4),
            ],
        ),
        (
            "CR6",
            [
                (QuestTiles, N(2), N(4), 2, 3),
                (ExplorationLine, Line("red"), Line("green"), 3, 6),
                (CombatTokens, N(4), N(6), 4, 5),
            ],
        ),
        (
            "CR7",
            [
                (InfluenceOne, N(5), N(9), 2, 3),
                (ShipUpgrades, N(3), N(6), 2, 3),
                (ExplorationLine, Line("blue"), Line("green"), 4, 4),
            ],
        ),
        (
            "CR8",
            [
                (SynergyTokens, N(2), N(3), 2, 3),
                (SpiesOnMap, N(4), N(6), 4, 5),
                (InfluenceTwo, N(5), N(8), 4, 6),
            ],
        ),
    ]
};

fn line(color: &str) -> LineId {
    let lines = &pack().exploration.lines;
    LineId(lines.iter().position(|l| l.color == color).unwrap() as u8)
}

fn threshold(t: T) -> Threshold {
    match t {
        T::N(n) => Threshold::AtLeast(n),
        T::Line(color) => Threshold::Line(line(color)),
    }
}

/// Seat 0 in Phase B with `career`, every measured quantity at zero.
fn with_career(career: usize) -> State {
    let mut state = ready(2, 4);
    state.turn.phase = Phase::Main;
    state.players[0].career = Some(career);
    state
}

/// Sets the goal's measure of seat 0 to `n` (a count).
fn set_count(state: &mut State, kind: GoalKind, n: u8) {
    let player = &mut state.players[0];
    let n_us = n as usize;
    match kind {
        GoalKind::CombatTokens => player.combat_tokens = (0..n_us).collect(),
        // The other nations stay lower, so only the best one counts.
        GoalKind::InfluenceOne => player.influence = [n, n.saturating_sub(1), 0],
        // The best nation far ahead: only the second one decides.
        GoalKind::InfluenceTwo => player.influence = [pack().tracks.influence_max, n, 0],
        GoalKind::ShipUpgrades => {
            for zone in 0..player.discs.len() {
                player.discs[zone] = if zone < n_us { 0 } else { 2 };
            }
        }
        GoalKind::QuestTiles => player.quests = (0..n_us).collect(),
        GoalKind::SynergyTokens => player.synergy = Synergy::ALL[..n_us].to_vec(),
        GoalKind::SpiesOnMap => player.spies.on_map = vec![loc("5"); n_us],
        GoalKind::ExplorationLine => unreachable!("lines are set by the explorer"),
    }
}

/// Puts the explorer just before (`crossed` false) or just after the line.
fn set_line(state: &mut State, color: &str, crossed: bool) {
    let spec = &pack().exploration.lines[line(color).0 as usize];
    state.players[0].explorer = if crossed { spec.to } else { spec.from };
}

/// Claims goal `g` and returns (doubloons, VP, spies moved to the reserve) gained.
fn claim(state: &mut State, g: usize) -> (u32, u32, u8) {
    let before = state.players[0].clone();
    state.take_free(pack(), 0, FreeAction::Claim(g)).unwrap();
    let after = &state.players[0];
    assert_eq!(after.spies.career + 1, before.spies.career);
    (
        after.doubloons - before.doubloons,
        after.vp - before.vp,
        after.spies.reserve - before.spies.reserve,
    )
}

#[test]
fn the_pack_holds_the_careers_of_the_content_set() {
    for (c, (id, goals)) in CAREERS.iter().enumerate() {
        let card = &pack().careers.cards[c];
        assert_eq!(card.id, *id);
        for (g, &(kind, modest, harder, doubloons, vp)) in goals.iter().enumerate() {
            let goal = &card.goals[g];
            assert_eq!(
                (goal.kind, goal.modest, goal.harder),
                (kind, threshold(modest), threshold(harder)),
                "{id} G{}",
                g + 1
            );
            assert_eq!(
                (goal.claim_doubloons as u32, goal.bonus_vp as u32),
                (doubloons, vp),
                "{id} G{}",
                g + 1
            );
        }
    }
}

#[test]
fn every_goal_claims_at_its_modest_threshold_and_scores_at_its_harder_one() {
    for (c, (id, goals)) in CAREERS.iter().enumerate() {
        for (g, &(kind, modest, harder, doubloons, vp)) in goals.iter().enumerate() {
            let name = format!("{id} G{}", g + 1);
            let claimable = |state: &State| state.free_actions(pack(), 0).contains(&FreeAction::Claim(g));
            let (mut below, mut at, mut hard) = (with_career(c), with_career(c), with_career(c));
            let mut below_hard = with_career(c);
            match (modest, harder) {
                (T::N(m), T::N(h)) => {
                    set_count(&mut below, kind, m - 1);
                    set_count(&mut at, kind, m);
                    set_count(&mut below_hard, kind, h - 1);
                    set_count(&mut hard, kind, h);
                }
                (T::Line(m), T::Line(h)) => {
                    set_line(&mut below, m, false);
                    set_line(&mut at, m, true);
                    set_line(&mut below_hard, h, false);
                    set_line(&mut hard, h, true);
                }
                _ => unreachable!(),
            }
            assert!(!claimable(&below), "{name}: below the modest threshold");
            assert_eq!(claim(&mut at, g), (doubloons, 0, 1), "{name}: modest");
            assert!(!claimable(&at), "{name}: once only");
            assert_eq!(
                claim(&mut below_hard, g),
                (doubloons, 0, 1),
                "{name}: just below the harder"
            );
            assert_eq!(claim(&mut hard, g), (doubloons, vp, 1), "{name}: harder");
        }
    }
}

#[test]
fn spies_on_buildings_and_cards_do_not_count_as_on_the_map() {
    // Spies "on the board" are those on map locations (a ruling): CR4 G3 asks for 2 spies on the map.
    let cr4 = pack().careers.cards.iter().position(|c| c.id == "CR4").unwrap();
    let mut state = with_career(cr4);
    state.players[0].spies.on_map = vec![loc("5")];
    state.players[0].spies.on_buildings = 2;
    state.players[0].spies.on_cards = 2;
    assert!(!state.free_actions(pack(), 0).contains(&FreeAction::Claim(2)));
}

#[test]
fn the_long_branch_crosses_the_same_lines() {
    // An explorer on long route B (B1–B5) has crossed the blue line but not the green one.
    let cr7 = pack().careers.cards.iter().position(|c| c.id == "CR7").unwrap();
    let mut state = with_career(cr7);
    state.players[0].explorer = pack().exploration.find("B5").unwrap();
    let (doubloons, vp, _) = claim(&mut state, 2);
    assert_eq!((doubloons, vp), (4, 0));
}

#[test]
fn claims_belong_to_phase_b_only() {
    let mut state = with_career(0);
    set_count(&mut state, GoalKind::CombatTokens, 3);
    state.turn.phase = Phase::Draw;
    let refused = state.take_free(pack(), 0, FreeAction::Claim(0)).unwrap_err();
    assert_eq!(refused.key, crate::maracaibo::keys::WRONG_PHASE);
    assert_eq!(state.players[0].goals_claimed, [false, false, false]);
}
