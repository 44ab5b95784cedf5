//! Scenario tests: set-up and levels, every Automa card, her movement, combat tie-breaks, income and end bonuses,
//! and the turn flow around her (rounds she ends or opens, scorings).

use super::scoring::EndBonus;
use super::*;
use crate::error::keys as common_keys;
use crate::maracaibo::content::automa::Letter;
use crate::maracaibo::content::cards::Deck;
use crate::maracaibo::content::common::{Code, Nation};
use crate::maracaibo::content::map::LocId;
use crate::maracaibo::scoring_flow::ScoringChoice;
use crate::maracaibo::setup::market_spaces;
use crate::maracaibo::state::QuestFrom;
use crate::maracaibo::state::{Event, JeanneEvent, Phase, ScoringStep, Stage};
use crate::maracaibo::turn::tests::{loc, pack, space};

use JeanneEvent as J;

fn card(id: &str) -> usize {
    pack().automa.cards.iter().position(|c| c.id == id).unwrap()
}

fn token(id: &str) -> usize {
    pack().combat.tokens.iter().position(|t| t.id == id).unwrap()
}

/// A solo game whose set-up choices are made: the human is about to sail.
fn solo(level: u8, seed: u64) -> State {
    let mut state = State::new_solo(pack(), level, seed).unwrap();
    let dealt = state.players[0].dealt.clone();
    state.choose_cards(0, dealt[0], [dealt[1], dealt[2], dealt[3]]).unwrap();
    let career = state.players[0].careers_offered[0];
    state.choose_career(pack(), 0, career).unwrap();
    state
}

/// A solo game with no quest tile on the map (they go back under the pile).
fn quiet(seed: u64) -> State {
    let mut state = solo(3, seed);
    for l in 0..state.board.quests.len() {
        let tiles: Vec<usize> = state.board.quests[l].drain(..).collect();
        state.board.quest_pile.splice(0..0, tiles);
    }
    state
}

/// Jeanne plays `card_id` from the top of her deck; her events of that turn.
fn jeanne_plays(state: &mut State, card_id: &str) -> Vec<JeanneEvent> {
    state.solo_mut().deck.push(card(card_id));
    state.log.events.clear();
    state.turn.seat = AUTOMA_SEAT;
    state.play_automa_turn(pack());
    jeanne_events(state)
}

fn jeanne_events(state: &State) -> Vec<JeanneEvent> {
    state
        .log
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Jeanne(j) => Some(j.clone()),
            _ => None,
        })
        .collect()
}

fn fill_market(state: &mut State, id: &str) {
    let spaces = market_spaces(pack(), state, loc(id)).unwrap() as usize;
    state.board.markets[loc(id).0 as usize] = vec![HUMAN_SEAT; spaces];
}

fn discs_removed(state: &State) -> u8 {
    state.solo.as_ref().unwrap().discs_removed
}

fn inf(state: &State, seat: usize, nation: Nation) -> u8 {
    state.players[seat].influence[nation.index()]
}

/// K01 (FR 6 / EN 4 / ES 2, "−2 most") on top of the pile she reveals from.
fn k01_on_top(state: &mut State) {
    for pile in &mut state.board.combat_piles {
        pile.retain(|&t| t != token("K01"));
    }
    state.board.combat_piles[0].push(token("K01"));
    assert_eq!(state.automa_combat_pile(), Some(0));
}

#[test]
fn solo_set_up_is_the_two_player_one_with_jeanne_on_seat_1() {
    let state = State::new_solo(pack(), 3, 4).unwrap();
    assert_eq!(state.players.len(), 2);
    assert_eq!(state.setup_pending(), vec![0]);
    let human = &state.players[0];
    assert_eq!(
        (human.dealt.len(), human.careers_offered.len(), human.doubloons),
        (8, 2, 8)
    );
    let jeanne = &state.players[1];
    assert_eq!(
        (jeanne.doubloons, jeanne.combat_points, jeanne.vp, jeanne.spies.total()),
        (0, 0, 0, 0)
    );
    assert!(jeanne.dealt.is_empty() && jeanne.hand.is_empty() && jeanne.careers_offered.is_empty());
    assert_eq!((jeanne.influence, jeanne.ship), ([0; 3], pack().map.start));
    // 56 A − 8 dealt + 40 B (the rules' 88 is the solo count).
    assert_eq!(state.board.draw_pile.len() + state.board.display.len(), 88);
    assert_eq!(state.board.cubes[loc("6").0 as usize], Some(Nation::Spain));
    let t00 = pack().cities.iter().position(|t| t.id == "T00").unwrap();
    assert_eq!(state.board.tiles[loc("11").0 as usize], Some(t00));
    let all_a = state.players[0]
        .dealt
        .iter()
        .all(|&c| pack().cards.card(c).deck == Deck::A);
    assert!(all_a);
    assert_eq!(State::new_solo(pack(), 3, 4).unwrap(), state, "same seed, same game");
    let ready = solo(3, 4);
    assert_eq!((ready.turn.seat, ready.turn.phase), (0, Phase::Sail));
}

#[test]
fn the_five_levels_build_the_french_decks_and_others_are_refused() {
    for (level, counts) in [
        (1, [5, 0, 0]),
        (2, [5, 0, 1]),
        (3, [5, 1, 1]),
        (4, [4, 2, 1]),
        (5, [3, 3, 1]),
    ] {
        for seed in 0..5 {
            let state = State::new_solo(pack(), level, seed).unwrap();
            let deck = &state.solo.as_ref().unwrap().deck;
            for (letter, &count) in Letter::ALL.iter().zip(&counts) {
                let held = deck
                    .iter()
                    .filter(|&&c| pack().automa.cards[c].letter == *letter)
                    .count();
                assert_eq!(held, count, "level {level} {letter}");
            }
            let mut unique = deck.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), deck.len());
        }
    }
    for level in [0, 6, 255] {
        let error = State::new_solo(pack(), level, 1).unwrap_err();
        assert_eq!(error.key, common_keys::BAD_OPTION_VALUE);
    }
}

#[test]
fn her_deck_is_reshuffled_when_it_runs_out() {
    let mut state = solo(1, 9);
    let deck: Vec<usize> = state.solo.as_ref().unwrap().deck.clone();
    let drawn: Vec<usize> = (0..5)
        .map(|_| {
            let c = state.draw_automa_card();
            state.discard_automa_card(c);
            c
        })
        .collect();
    assert_eq!(drawn, deck.iter().rev().copied().collect::<Vec<_>>());
    state.log.events.clear();
    let next = state.draw_automa_card();
    assert!(deck.contains(&next));
    assert_eq!(jeanne_events(&state), [J::Reshuffled, J::Drew { card: next }]);
    let solo = state.solo.as_ref().unwrap();
    assert_eq!((solo.deck.len(), solo.discard.len()), (4, 0));
}

#[test]
fn a1_city_delivery_then_explore_2() {
    let mut state = quiet(1);
    let events = jeanne_plays(&mut state, "A1");
    assert!(market_spaces(pack(), &state, loc("4")).unwrap() > 0);
    assert_eq!(state.players[1].ship, loc("4"), "villages 2 and 3 are not counted");
    assert_eq!(state.board.markets[loc("4").0 as usize], vec![AUTOMA_SEAT]);
    assert_eq!(discs_removed(&state), 1);
    assert_eq!(state.players[1].explorer, space("2"));
    assert_eq!(state.players[1].vp, 0, "no reward for the space she explores to");
    assert_eq!(
        events,
        [
            J::Drew { card: card("A1") },
            J::Sailed { to: loc("4") },
            J::Delivered { to: loc("4") },
            J::Explored { to: space("2") }
        ]
    );
    assert_eq!(state.solo.as_ref().unwrap().discard, [card("A1")]);
}

#[test]
fn a2_full_market_takes_the_display_card_then_influence_france() {
    let mut state = quiet(2);
    fill_market(&mut state, "5");
    let shown = state.board.display.clone();
    let events = jeanne_plays(&mut state, "A2");
    assert_eq!(state.players[1].ship, loc("5"));
    assert_eq!(state.solo.as_ref().unwrap().cards, [shown[1]]);
    assert_eq!(&state.board.display[..3], &[shown[0], shown[2], shown[3]]);
    assert_eq!(state.board.display.len(), 4, "refilled at once");
    assert_eq!((discs_removed(&state), inf(&state, 1, Nation::France)), (0, 1));
    assert_eq!(
        events[2..],
        [
            J::TookCard {
                card: shown[1],
                slot: 2
            },
            J::Influence {
                nation: Nation::France,
                steps: 1
            }
        ]
    );
}

#[test]
fn a3_combat_annexes_the_lowest_free_flag_city_without_its_bonus_or_influence() {
    let mut state = quiet(3);
    k01_on_top(&mut state);
    assert!(state.flag(pack(), loc("4")).is_some());
    let taken = state.board.reserve_taken;
    let events = jeanne_plays(&mut state, "A3");
    assert_eq!(state.players[1].ship, loc("5"));
    assert_eq!(state.board.cubes[loc("4").0 as usize], Some(Nation::France));
    assert_eq!(state.board.reserve_taken, [taken[0] + 1, taken[1], taken[2]]);
    assert_eq!(
        inf(&state, 1, Nation::France),
        2,
        "only the card's +2: the annex gives her none"
    );
    assert_eq!(state.players[1].vp, 0, "no flag bonus");
    assert_eq!(state.players[1].combat_tokens, [token("K01")]);
    assert_eq!(
        events[3..],
        [
            J::Fought {
                token: Some(token("K01")),
                nation: Nation::France,
                value: 6
            },
            J::Annexed {
                location: loc("4"),
                nation: Nation::France
            },
            J::Influence {
                nation: Nation::France,
                steps: 2
            }
        ]
    );
}

#[test]
fn a4_and_a5_move_two_counted_cities() {
    // On the default map: from Havana, 4 Puerto Plata is stop 1 and 11 Maracaibo stop 2.
    let mut state = quiet(4);
    jeanne_plays(&mut state, "A4");
    assert_eq!(state.players[1].ship, loc("11"));
    assert_eq!(state.board.markets[loc("11").0 as usize], vec![AUTOMA_SEAT]);
    assert_eq!(inf(&state, 1, Nation::Spain), 1);
    let mut state = quiet(4);
    state.players[1].ship = pack().map.start;
    jeanne_plays(&mut state, "A5");
    assert_eq!(state.players[1].ship, loc("11"));
    assert_eq!(inf(&state, 1, Nation::England), 1);
}

#[test]
fn b1_and_b4_score_4_and_explore_2_then_4_from_round_3() {
    let mut state = quiet(5);
    jeanne_plays(&mut state, "B1");
    assert_eq!((state.players[1].vp, state.players[1].explorer), (4, space("2")));
    let mut state = quiet(5);
    state.round = 3;
    jeanne_plays(&mut state, "B1");
    assert_eq!((state.players[1].vp, state.players[1].explorer), (4, space("4")));
    let mut state = quiet(5);
    state.round = 4;
    jeanne_plays(&mut state, "B4");
    assert_eq!(state.players[1].ship, loc("11"));
    assert_eq!((state.players[1].vp, state.players[1].explorer), (4, space("4")));
}

#[test]
fn b4_stopping_on_a_quest_takes_it_and_ends_her_turn() {
    // On the default map: from 11 with B4, 14 Cartagena is stop 1 and the quest on 15 stop 2.
    let mut state = quiet(6);
    state.players[1].ship = loc("11");
    state.place_quest(loc("15"));
    state.place_quest(loc("15"));
    let first = state.board.quests[loc("15").0 as usize][0];
    let events = jeanne_plays(&mut state, "B4");
    assert_eq!(state.players[1].ship, loc("15"));
    assert_eq!(state.players[1].quests, [first], "the tile that arrived first");
    assert_eq!(state.board.quests[loc("15").0 as usize].len(), 1);
    assert_eq!(
        (state.players[1].vp, state.players[1].explorer),
        (0, pack().exploration.start)
    );
    assert_eq!(
        events,
        [
            J::Drew { card: card("B4") },
            J::Sailed { to: loc("15") },
            J::TookQuest {
                quest: first,
                from: QuestFrom::Location(loc("15"))
            }
        ]
    );
}

#[test]
fn b2_and_c2_take_quests_from_the_pile() {
    let mut state = quiet(7);
    let top = *state.board.quest_pile.last().unwrap();
    jeanne_plays(&mut state, "B2");
    assert_eq!((state.players[1].quests.clone(), state.players[1].vp), (vec![top], 0));
    let mut state = quiet(7);
    state.round = 3;
    jeanne_plays(&mut state, "B2");
    assert_eq!((state.players[1].quests.len(), state.players[1].vp), (1, 4));
    let mut state = quiet(7);
    let events = jeanne_plays(&mut state, "C2");
    assert_eq!((state.players[1].quests.clone(), state.players[1].vp), (vec![top], 3));
    assert!(events.contains(&J::TookQuest {
        quest: top,
        from: QuestFrom::Pile
    }));
    let mut empty = quiet(7);
    empty.board.quest_pile.clear();
    jeanne_plays(&mut empty, "C2");
    assert_eq!(
        (empty.players[1].quests.len(), empty.players[1].vp),
        (0, 3),
        "an empty pile: no quest, the 3 VP still"
    );
}

#[test]
fn b3_b5_and_c1_remove_discs() {
    let mut state = quiet(8);
    jeanne_plays(&mut state, "B3");
    assert_eq!(
        (discs_removed(&state), state.players[1].vp),
        (2, 0),
        "delivery + removal"
    );
    let mut state = quiet(8);
    state.round = 3;
    let events = jeanne_plays(&mut state, "B5");
    assert_eq!((discs_removed(&state), state.players[1].vp), (2, 4));
    assert!(events.ends_with(&[J::DiscRemoved, J::Vp { amount: 4 }]));
    let mut state = quiet(8);
    jeanne_plays(&mut state, "C1");
    assert_eq!((discs_removed(&state), state.players[1].vp), (2, 4));
    let mut bare = quiet(8);
    bare.solo_mut().discs_removed = 22;
    let shown = bare.board.display[0];
    jeanne_plays(&mut bare, "C1");
    assert_eq!(discs_removed(&bare), 22, "no disc left: nothing removed");
    assert_eq!(
        bare.solo.as_ref().unwrap().cards,
        [shown],
        "no disc to deliver: a display card"
    );
    assert_eq!(bare.players[1].vp, 4);
}

#[test]
fn b6_combat_ties_go_to_the_higher_printed_value() {
    let mut state = quiet(9);
    k01_on_top(&mut state);
    // France 6 − your rank 1 = 5; England 4 + her rank 1 = 5; Spain 2: France wins on its printed 6.
    state.players[0].influence[Nation::France.index()] = 3;
    state.players[1].influence[Nation::England.index()] = 3;
    state.board.cubes[loc("4").0 as usize] = Some(Nation::Spain);
    state.board.reserve_taken[Nation::Spain.index()] += 1;
    let events = jeanne_plays(&mut state, "B6");
    assert!(events.contains(&J::Fought {
        token: Some(token("K01")),
        nation: Nation::France,
        value: 5
    }));
    assert_eq!(
        state.board.cubes[loc("5").0 as usize],
        Some(Nation::France),
        "4 is taken"
    );
    assert_eq!(inf(&state, 1, Nation::France), 3, "only the card's +3");
    assert_eq!(state.players[1].vp, 2);
}

#[test]
fn combat_values_take_ranks_and_printed_modifiers() {
    let mut state = quiet(10);
    let k01 = Some(token("K01"));
    let values = |s: &State| {
        s.automa_standings(pack(), k01)
            .iter()
            .map(|x| x.value)
            .collect::<Vec<_>>()
    };
    assert_eq!(values(&state), [6, 4, 2], "FR, EN, ES");
    state.players[1].influence = [6, 13, 0];
    state.players[0].influence = [9, 3, 18];
    assert_eq!(values(&state), [6 + 2 - 3, 4 + 4 - 1, 2 - 5]);
    state.players[1].influence = [0; 3];
    state.players[0].influence = [0; 3];
    state.board.cubes[loc("2").0 as usize] = Some(Nation::France);
    assert_eq!(values(&state), [6 - 2, 4, 2], "France has the most cubes: −2 printed");
    let pick = state.automa_pick(pack(), &state.automa_standings(pack(), k01));
    assert_eq!(pick.nation, Nation::France, "4 = 4, printed 6 > 4");
}

#[test]
fn combat_ties_on_printed_value_go_france_then_spain_then_england() {
    let state = quiet(11);
    let standing = |nation, raw, value| combat::Standing { nation, raw, value };
    let pick = |s: &[combat::Standing]| state.automa_pick(pack(), s).nation;
    let all_equal = [
        standing(Nation::France, 3, 3),
        standing(Nation::England, 3, 3),
        standing(Nation::Spain, 3, 3),
    ];
    assert_eq!(pick(&all_equal), Nation::France);
    let no_france = [
        standing(Nation::France, 3, 2),
        standing(Nation::England, 3, 3),
        standing(Nation::Spain, 3, 3),
    ];
    assert_eq!(pick(&no_france), Nation::Spain);
    let raw_decides = [
        standing(Nation::France, 3, 4),
        standing(Nation::England, 5, 4),
        standing(Nation::Spain, 4, 4),
    ];
    assert_eq!(pick(&raw_decides), Nation::England);
    // Both piles empty: every nation at 3, your French rank 1 puts Spain ahead of England on the tie order.
    let mut empty = quiet(11);
    empty.board.combat_piles = [Vec::new(), Vec::new()];
    empty.players[0].influence[Nation::France.index()] = 3;
    let events = jeanne_plays(&mut empty, "A3");
    assert!(events.contains(&J::Fought {
        token: None,
        nation: Nation::Spain,
        value: 3
    }));
    assert!(empty.players[1].combat_tokens.is_empty());
}

#[test]
fn c4_guerrier_annexes_one_more_free_village() {
    let mut state = quiet(12);
    state.board.combat_piles = [Vec::new(), Vec::new()];
    for &city in &pack().automa.annex_order {
        if state.flag(pack(), city).is_some() {
            state.board.cubes[city.0 as usize] = Some(Nation::Spain);
        }
    }
    let taken = state.board.reserve_taken[Nation::France.index()];
    let events = jeanne_plays(&mut state, "C4");
    assert_eq!(state.board.cubes[loc("2").0 as usize], Some(Nation::France));
    assert_eq!(state.board.cubes[loc("3").0 as usize], Some(Nation::France));
    assert_eq!(state.board.reserve_taken[Nation::France.index()], taken + 2);
    assert_eq!(
        inf(&state, 1, Nation::France),
        3,
        "only the card's +3: two annexes give her none"
    );
    assert_eq!(state.players[1].vp, 2);
    let annexed: Vec<LocId> = events
        .iter()
        .filter_map(|e| match e {
            J::Annexed { location, .. } => Some(*location),
            _ => None,
        })
        .collect();
    assert_eq!(annexed, [loc("2"), loc("3")]);
}

#[test]
fn with_nothing_free_a_cube_leaves_the_game() {
    let mut state = quiet(13);
    state.board.combat_piles = [Vec::new(), Vec::new()];
    for l in 0..state.board.cubes.len() {
        let at = LocId(l as u8);
        if state.is_village(pack(), at) || state.flag(pack(), at).is_some() {
            state.board.cubes[l].get_or_insert(Nation::England);
        }
    }
    let cubes = state.board.cubes.clone();
    let taken = state.board.reserve_taken[Nation::France.index()];
    let events = jeanne_plays(&mut state, "C4");
    assert_eq!(state.board.cubes, cubes);
    assert_eq!(state.board.reserve_taken[Nation::France.index()], taken + 2);
    let removed = events.iter().filter(|e| matches!(e, J::CubeRemoved { .. })).count();
    assert_eq!(removed, 2);
    assert_eq!(inf(&state, 1, Nation::France), 3, "only the card's influence");
}

#[test]
fn c3_explores_3_then_4_and_stops_on_a_reachable_quest() {
    let mut state = quiet(14);
    jeanne_plays(&mut state, "C3");
    assert_eq!((state.players[1].explorer, state.players[1].vp), (space("3"), 4));
    let mut state = quiet(14);
    state.round = 3;
    state.players[1].explorer = space("11");
    let tile = state.board.track_quests[space("13").0 as usize].unwrap();
    let events = jeanne_plays(&mut state, "C3");
    assert_eq!(state.players[1].explorer, space("13"), "stops at the quest 2 spaces on");
    assert_eq!(state.players[1].quests, [tile]);
    assert_eq!(state.board.track_quests[space("13").0 as usize], None);
    assert!(events.ends_with(&[
        J::Explored { to: space("13") },
        J::TookQuest {
            quest: tile,
            from: QuestFrom::Track(space("13"))
        }
    ]));
    assert_eq!(state.players[1].vp, 4, "the blue line scores her nothing");
    assert_eq!(
        state.board.line_crossings[pack().exploration.find_line("blue").unwrap().0 as usize],
        1
    );
}

#[test]
fn her_explorer_takes_the_shortcut_and_is_not_rewarded_at_the_end() {
    let mut state = quiet(15);
    state.players[1].explorer = space("8");
    let tile = state.board.track_quests[space("A2").0 as usize].unwrap();
    jeanne_plays(&mut state, "A1");
    assert_eq!(
        state.players[1].explorer,
        space("A2"),
        "a quest within reach comes first"
    );
    assert_eq!(state.players[1].quests, [tile]);
    let mut state = quiet(15);
    state.players[1].explorer = space("8");
    state.board.track_quests[space("A2").0 as usize] = None;
    jeanne_plays(&mut state, "A1");
    assert_eq!(state.players[1].explorer, space("10"), "the shortcut, not A1 → A3");
    let mut state = quiet(15);
    state.players[1].explorer = space("20");
    jeanne_plays(&mut state, "C3");
    assert_eq!(state.players[1].explorer, pack().exploration.end);
    assert_eq!(
        (state.players[1].vp, state.board.end_arrivals),
        (4, 1),
        "her end place, no VP"
    );
}

#[test]
fn she_stops_at_must_stop_spaces_and_takes_a_card_there() {
    let mut state = quiet(16);
    state.players[1].ship = loc("17");
    let shown = state.board.display.clone();
    jeanne_plays(&mut state, "C1");
    assert_eq!(
        state.players[1].ship,
        loc("20"),
        "18 and 19 without quests are passed; 20 stops her"
    );
    assert_eq!(state.solo.as_ref().unwrap().cards, [shown[0]]);
    jeanne_plays(&mut state, "A4");
    assert_eq!(state.players[1].ship, loc("21a"), "one space at a time from 20");
    state.round = 4;
    state.players[1].ship = loc("20");
    jeanne_plays(&mut state, "A4");
    assert_eq!(state.players[1].ship, loc("21b"));
    jeanne_plays(&mut state, "A4");
    assert_eq!(state.players[1].ship, loc("22"));
    assert_eq!(state.solo.as_ref().unwrap().cards.len(), 4);
}

#[test]
fn income_is_the_highest_empty_space_plus_one_per_card() {
    let mut state = quiet(17);
    for (removed, income) in [(0, 0), (1, 0), (3, 2), (5, 4), (6, 6), (10, 14), (22, 38)] {
        state.solo_mut().discs_removed = removed;
        assert_eq!(state.automa_income(pack()), income, "{removed} discs");
    }
    state.solo_mut().discs_removed = 3;
    state.solo_mut().cards = state.board.draw_pile[..2].to_vec();
    assert_eq!(state.automa_income(pack()), 2 + 2);
    let vp = state.players[1].vp;
    state.close_interim_round(pack(), 0);
    assert_eq!(state.players[1].vp, vp + 4);
    assert_eq!(state.players[1].doubloons, 0);
}

#[test]
fn end_bonuses_for_quests_ship_and_explorer() {
    let mut state = quiet(18);
    let bonus = |s: &State| s.automa_end_bonus(pack());
    state.players[1].quests = vec![0, 1, 2, 3];
    state.players[0].quests = vec![4];
    state.solo_mut().discs_removed = 9;
    state.players[0].discs[0] = 0;
    assert_eq!(
        bonus(&state),
        EndBonus {
            quests: 20 + 20,
            ship: 20,
            explorer: 0
        },
        "3 more quests, 4 spaces vs 1 upgrade"
    );
    state.players[1].quests.push(5);
    state.solo_mut().discs_removed = 10;
    assert_eq!((bonus(&state).quests, bonus(&state).ship), (25 + 30, 30));
    state.players[0].quests = vec![4, 6, 7, 8, 9];
    state.solo_mut().discs_removed = 3;
    assert_eq!(
        (bonus(&state).quests, bonus(&state).ship),
        (25, 0),
        "ties score nothing"
    );
    for (her, yours, vp) in [
        ("7", "7", 0),
        ("8", "7", 10),
        ("12", "4", 20),
        ("20", "9", 30),
        ("4", "12", 0),
    ] {
        state.players[1].explorer = space(her);
        state.players[0].explorer = space(yours);
        assert_eq!(bonus(&state).explorer, vp, "her {her}, yours {yours}");
    }
}

#[test]
fn explorers_on_parallel_branches_compare_by_distance_for_10_only() {
    let mut state = quiet(19);
    state.players[1].explorer = space("A4");
    state.players[0].explorer = space("9");
    assert_eq!(state.automa_end_bonus(pack()).explorer, 10, "12 to go against 13");
    state.players[1].explorer = space("A1");
    state.players[0].explorer = space("10");
    assert_eq!(state.automa_end_bonus(pack()).explorer, 0);
    // An emptied quest space is not counted: A1 is then 14 from the end, 9 is 13.
    state.players[0].explorer = space("9");
    assert_eq!(state.explorer_distance(pack(), space("A1")), 15);
    state.board.track_quests[space("A2").0 as usize] = None;
    assert_eq!(state.explorer_distance(pack(), space("A1")), 14);
    assert_eq!(state.automa_end_bonus(pack()).explorer, 0);
    state.players[0].explorer = space("8");
    assert_eq!(state.automa_end_bonus(pack()).explorer, 0, "8 is behind her: 14 = 14");
}

#[test]
fn her_turn_follows_yours_and_she_can_end_the_round() {
    let mut state = solo(2, 20);
    state.players[1].ship = loc("20");
    state.solo_mut().deck.push(card("A2"));
    state.sail_turn(pack(), 0, &[loc("2")]).unwrap();
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[1].ship, loc("21a"));
    assert!(matches!(
        state.turn.phase,
        Phase::Scoring(ScoringStep {
            trigger: 1,
            done: 1,
            stage: Stage::Choosing,
            ..
        })
    ));
    assert_eq!(state.turn.seat, 0, "she skips step 1");
    let jeanne_vp = state.players[1].vp;
    state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
    assert_eq!(state.players[1].vp, jeanne_vp + 1, "income: 1 card");
    assert_eq!((state.round, state.turn.seat, state.turn.phase), (2, 0, Phase::Sail));
}

#[test]
fn when_you_end_the_round_she_opens_the_next() {
    let mut state = solo(2, 21);
    state.players[0].ship = loc("20");
    state.sail_turn(pack(), 0, &[loc("21a")]).unwrap();
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.turn.seat, 0);
    state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
    assert_eq!((state.round, state.first_player), (2, 1));
    assert_eq!((state.turn.seat, state.turn.phase), (0, Phase::Sail));
    assert_ne!(state.players[1].ship, pack().map.start, "her turn was played");
    let started: Vec<&Event> = state
        .log
        .events
        .iter()
        .filter(|e| matches!(e, Event::TurnStarted { round: 2, .. }))
        .collect();
    assert_eq!(
        started,
        [
            &Event::TurnStarted { seat: 1, round: 2 },
            &Event::TurnStarted { seat: 0, round: 2 }
        ]
    );
}

#[test]
fn the_final_scoring_adds_her_income_and_bonuses() {
    let mut state = solo(3, 22);
    state.round = 4;
    state.players[0].ship = loc("21b");
    state.players[1].quests = vec![0, 1, 2];
    state.solo_mut().discs_removed = 6;
    let human_tally = state.final_tally(pack(), 0).total();
    let (human_vp, jeanne_vp) = (state.players[0].vp, state.players[1].vp);
    state.sail_turn(pack(), 0, &[loc("22")]).unwrap();
    state.end_main(pack(), 0).unwrap();
    state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
    assert_eq!(state.turn.phase, Phase::GameOver);
    assert_eq!(state.players[0].vp, human_vp + 2 + human_tally);
    // Income 6; quests 15 + 20 (3 more); ship 3 spaces vs 0 upgrades = 20; explorers level; no influence.
    assert_eq!(state.players[1].vp, jeanne_vp + 6 + 35 + 20);
    assert!(jeanne_events(&state).ends_with(&[
        J::Income { vp: 6 },
        J::EndBonus {
            quests: 35,
            ship: 20,
            explorer: 0
        }
    ]));
}

/// Gives the human the spy-tax card A26 and one of her spies at `location`.
fn taxing_spy_at(state: &mut State, location: &str) {
    state.players[0].bought.push(pack().cards.find("A26").unwrap());
    let spies = &mut state.players[0].spies;
    spies.reserve -= 1;
    spies.on_map.push(loc(location));
}

#[test]
fn her_stop_on_your_spy_pays_your_spy_tax_before_you_sail() {
    let mut state = quiet(3);
    taxing_spy_at(&mut state, "5");
    state.solo_mut().deck.push(card("A3"));
    state.sail_turn(pack(), 0, &[loc("2")]).unwrap();
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[1].ship, loc("5"));
    assert_eq!((state.turn.seat, state.turn.phase), (0, Phase::Sail));
    let pending = state.pending().expect("your tax waits for you");
    assert_eq!(pending.seat, 0);
    assert_eq!(
        pending.task,
        crate::maracaibo::state::Task::Choose(vec![
            crate::maracaibo::content::reward::Reward::Vp(1),
            crate::maracaibo::content::reward::Reward::Doubloons(2)
        ])
    );
    let doubloons = state.players[0].doubloons;
    state
        .decide(pack(), 0, &crate::maracaibo::tasks::Decision::Pick(1))
        .unwrap();
    assert_eq!(state.players[0].doubloons, doubloons + 2);
    assert!(state.pending().is_none());
    state.sail_turn(pack(), 0, &[loc("3")]).unwrap();
}

#[test]
fn when_her_stop_ends_the_round_your_spy_tax_comes_before_step_1() {
    let mut state = quiet(20);
    state.players[1].ship = loc("20");
    taxing_spy_at(&mut state, "21a");
    state.solo_mut().deck.push(card("A2"));
    state.sail_turn(pack(), 0, &[loc("2")]).unwrap();
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[1].ship, loc("21a"));
    assert_eq!(state.pending().map(|p| p.seat), Some(0));
    assert!(state.scoring_choices(pack(), 0).is_empty(), "the tax first");
    let vp = state.players[0].vp;
    state
        .decide(pack(), 0, &crate::maracaibo::tasks::Decision::Pick(0))
        .unwrap();
    assert_eq!(state.players[0].vp, vp + 1);
    assert_eq!(state.turn.seat, 0);
    assert!(matches!(
        state.turn.phase,
        Phase::Scoring(ScoringStep {
            stage: Stage::Choosing,
            ..
        })
    ));
    state.choose_scoring(pack(), 0, &ScoringChoice::TwoVp).unwrap();
}

/// The same game as saved before rules editions existed (rulings 7 and 13: its log replays as it was played).
fn first_edition(mut state: State) -> State {
    state.edition = crate::maracaibo::state::FIRST_EDITION;
    state
}

#[test]
fn a_new_game_is_of_the_current_edition_and_a_save_without_one_is_of_the_first() {
    let state = quiet(3);
    assert_eq!(state.edition, crate::maracaibo::state::EDITION);
    let mut saved = serde_json::to_value(&state).unwrap();
    assert_eq!(saved["edition"], crate::maracaibo::state::EDITION);
    saved.as_object_mut().unwrap().remove("edition");
    let old: State = serde_json::from_value(saved.clone()).unwrap();
    assert_eq!(old, first_edition(state));
    assert_eq!(serde_json::to_value(&old).unwrap(), saved, "saved again as it was read");
}

#[test]
fn in_the_first_edition_her_annexes_give_her_influence() {
    let mut state = first_edition(quiet(3));
    k01_on_top(&mut state);
    jeanne_plays(&mut state, "A3");
    assert_eq!(state.board.cubes[loc("4").0 as usize], Some(Nation::France));
    assert_eq!(inf(&state, 1, Nation::France), 1 + 2, "annex +1, card +2");

    let mut state = first_edition(quiet(12));
    state.board.combat_piles = [Vec::new(), Vec::new()];
    for &city in &pack().automa.annex_order {
        if state.flag(pack(), city).is_some() {
            state.board.cubes[city.0 as usize] = Some(Nation::Spain);
        }
    }
    jeanne_plays(&mut state, "C4");
    assert_eq!(state.board.cubes[loc("3").0 as usize], Some(Nation::France));
    assert_eq!(
        inf(&state, 1, Nation::France),
        1 + 1 + 3,
        "Guerrier: two annexes +1 each, card +3"
    );
}

#[test]
fn in_the_first_edition_her_stop_taxes_no_spy() {
    let mut state = first_edition(quiet(3));
    taxing_spy_at(&mut state, "5");
    state.solo_mut().deck.push(card("A3"));
    state.sail_turn(pack(), 0, &[loc("2")]).unwrap();
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[1].ship, loc("5"));
    assert_eq!((state.turn.seat, state.turn.phase), (0, Phase::Sail));
    assert!(state.pending().is_none(), "no tax decision");
    state.sail_turn(pack(), 0, &[loc("3")]).unwrap();
}
