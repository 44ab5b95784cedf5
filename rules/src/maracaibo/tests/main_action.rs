//! Scenario tests of main actions: quest rewards per compass with the quest track's VP, which spies score 2 VP for an
//! action forgone, city actions CA-2 to CA-6, planning-zone cards.

use crate::maracaibo::content::cards::CardId;
use crate::maracaibo::content::common::{Item, Symbol};
use crate::maracaibo::content::map::LocId;
use crate::maracaibo::main_action::MainAction;
use crate::maracaibo::state::State;
use crate::maracaibo::tasks::Decision;
use crate::maracaibo::turn::tests::{card, items, loc, on, pack, quest, tile};
use crate::maracaibo::village::VillageAction;

fn sail(state: &mut State, path: &str) {
    let path: Vec<LocId> = path.split(' ').map(loc).collect();
    state.sail_turn(pack(), 0, &path).unwrap();
}

#[test]
fn vp_per_compass_and_the_fifth_quest_tile() {
    // Q07: 2 books → 2 VP per compass + 2 doubloons. Two compasses (ship + A08); the tile is the 5th: +2 VP.
    let mut state = on("14");
    state.players[0].bought = vec![card("A08")];
    state.players[0].quests = vec![quest("Q01"), quest("Q02"), quest("Q03"), quest("Q04")];
    let books = items(Item::Book, 2);
    state.players[0].hand = books.clone();
    state.board.quests[loc("15").0 as usize] = vec![quest("Q07")];
    let before = state.players[0].clone();
    sail(&mut state, "15");
    state.take_main(pack(), 0, MainAction::Quest(quest("Q07"))).unwrap();
    let mut pay = books;
    pay.sort();
    state.decide(pack(), 0, &Decision::Pay(pay)).unwrap();
    let after = &state.players[0];
    assert_eq!(after.vp, before.vp + 2 * 2 + 2);
    assert_eq!(after.doubloons, before.doubloons + 2);
    assert!(after.hand.is_empty());
    assert_eq!(after.quests.len(), 5);
    assert!(state.turn.pending.is_empty());
}

#[test]
fn one_compass_pays_the_scaled_part_once() {
    // Q20: 2 doubloons → 2 doubloons per compass + 2 combat points; the ship's compass only.
    let mut state = on("14");
    state.board.quests[loc("15").0 as usize] = vec![quest("Q20")];
    let before = state.players[0].clone();
    sail(&mut state, "15");
    state.take_main(pack(), 0, MainAction::Quest(quest("Q20"))).unwrap();
    state.decide(pack(), 0, &Decision::Pay(Vec::new())).unwrap();
    let after = &state.players[0];
    assert_eq!(after.doubloons, before.doubloons - 2 + 2);
    assert_eq!(after.combat_points, before.combat_points + 2);
    assert_eq!(after.vp, before.vp, "the first tile scores nothing");
}

#[test]
fn the_sailing_quest_counts_this_turns_movement() {
    // Q21: spent at least 4 MP this turn.
    let mut state = on("12");
    state.board.quests[loc("15").0 as usize] = vec![quest("Q21")];
    let mut short = state.clone();
    sail(&mut short, "13 15");
    assert_eq!(short.main_actions(pack(), 0), [MainAction::Village], "2 MP");
    state.players[0].ship = loc("8");
    sail(&mut state, "11 12 13 15");
    assert!(state.main_actions(pack(), 0).contains(&MainAction::Quest(quest("Q21"))));
}

#[test]
fn a_spy_placed_this_turn_where_the_ship_stopped_scores_nothing_yet() {
    // Its action is usable from the next turn on, so no action is forgone this turn.
    let mut state = on("1");
    state.players[0].hand = vec![card("A32")];
    sail(&mut state, "2");
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    let buy = state
        .village_actions(pack(), 0)
        .into_iter()
        .find(|a| matches!(a, VillageAction::Buy(p) if p.card == card("A32")))
        .unwrap();
    state.decide(pack(), 0, &Decision::Village(buy)).unwrap();
    assert_eq!(state.players[0].spies.on_map, [loc("2")]);
    let vp = state.players[0].vp;
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[0].vp, vp);
}

#[test]
fn a_spy_already_there_and_not_used_scores_two() {
    let mut state = on("1");
    state.players[0].spies.reserve -= 1;
    state.players[0].spies.on_map.push(loc("2"));
    state.players[0].bought.push(card("A32"));
    sail(&mut state, "2");
    assert!(state.main_actions(pack(), 0).contains(&MainAction::Spy(card("A32"))));
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    state.decide(pack(), 0, &Decision::Decline).unwrap();
    let vp = state.players[0].vp;
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[0].vp, vp + 2);
}

/// Seat 0 stops on Puerto Plata (4) holding city tile `id`, with an empty hand (no delivery): the city action.
fn city_action_of(id: &str, prepare: impl Fn(&mut State)) -> (State, crate::maracaibo::state::Player) {
    let mut state = on("3");
    state.board.tiles[loc("4").0 as usize] = Some(tile(id));
    prepare(&mut state);
    sail(&mut state, "4");
    let before = state.players[0].clone();
    state.take_main(pack(), 0, MainAction::City).unwrap();
    (state, before)
}

#[test]
fn city_actions_ca2_to_ca6_and_the_always_used_tiles() {
    use crate::maracaibo::state::Task;
    let top = |s: &State| s.pending().map(|p| p.task.clone());

    let (state, before) = city_action_of("T04", |_| {});
    assert_eq!(
        state.players[0].combat_points,
        before.combat_points + 1,
        "CA-2: +1 combat point"
    );
    assert_eq!(top(&state), Some(Task::Discs(1)), "then a disc");

    let (state, _) = city_action_of("T05", |s| s.players[0].combat_points = 7);
    assert_eq!(state.players[0].combat_points, 8, "CA-3: +3, capped at 8");
    assert!(state.turn.pending.is_empty());

    let (state, before) = city_action_of("T06", |_| {});
    assert_eq!(state.players[0].doubloons, before.doubloons + 2, "CA-4: 2 doubloons");
    assert_eq!(top(&state), Some(Task::Village(1)), "then one village action");

    let (state, before) = city_action_of("T07", |_| {});
    assert_eq!(state.players[0].combat_points, before.combat_points + 1, "CA-5");
    assert_eq!(top(&state), Some(Task::Influence(1)));

    let (state, _) = city_action_of("T08", |s| s.players[0].bought = vec![card("A08"), card("A22")]);
    assert_eq!(
        top(&state),
        Some(Task::Village(3)),
        "CA-6: one per compass, ship's included"
    );

    let (state, _) = city_action_of("T02", |_| {});
    assert_eq!(top(&state), Some(Task::Explore(3)));

    let (state, _) = city_action_of("T01", |_| {});
    assert_eq!(top(&state), Some(Task::Combat));
}

#[test]
fn planning_zone_cards_are_neither_goods_nor_hand() {
    let mut state = on("3");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T04"));
    let sugar = (0..pack().cards.projects.len() as u16)
        .map(CardId)
        .find(|&c| pack().cards.card(c).symbol == Symbol::Good(crate::maracaibo::content::common::Good::Sugar))
        .unwrap();
    state.players[0].planning = vec![sugar];
    sail(&mut state, "4");
    assert!(
        state.delivery_cards(pack(), 0, loc("4")).is_empty(),
        "a planned card is no good"
    );
    state.players[0].ship = loc("2");
    assert!(
        !state.village_actions(pack(), 0).contains(&VillageAction::DiscardHand),
        "an empty hand: nothing to discard, the planning zone is not the hand"
    );
}

#[test]
fn an_upgrade_completed_by_the_delivery_is_settled_before_the_city_action() {
    use crate::maracaibo::content::common::Good;
    use crate::maracaibo::content::reward::Reward;
    use crate::maracaibo::state::Task;
    let zone = |id: &str| pack().ship.zones.iter().position(|z| z.id == id).unwrap();
    let mut state = on("3");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T04"));
    for id in ["U1", "U2", "U4", "U5"] {
        state.players[0].discs[zone(id)] = 0;
    }
    state.players[0].discs[zone("U11")] = 1;
    let sugar = (0..pack().cards.projects.len() as u16)
        .map(CardId)
        .find(|&c| pack().cards.card(c).symbol == Symbol::Good(Good::Sugar))
        .unwrap();
    state.players[0].hand = vec![sugar];
    sail(&mut state, "4");
    let before = state.players[0].clone();
    state.take_main(pack(), 0, MainAction::City).unwrap();
    let deliver = Decision::Deliver {
        card: sugar,
        zone: zone("U11"),
    };
    state.decide(pack(), 0, &deliver).unwrap();
    assert_eq!(
        state.pending().map(|p| p.task.clone()),
        Some(Task::Choose(vec![
            Reward::Explore(3),
            Reward::DoubloonsAndVp(4, 4),
            Reward::Rank
        ])),
        "U11's choice first"
    );
    state.decide(pack(), 0, &Decision::Pick(1)).unwrap();
    assert_eq!(
        state.pending().map(|p| p.task.clone()),
        Some(Task::Discs(1)),
        "then CA-2's disc"
    );
    let after = &state.players[0];
    assert_eq!(after.combat_points, before.combat_points + 1);
    assert_eq!((after.doubloons, after.vp), (before.doubloons + 4, before.vp + 4));
}

#[test]
fn a_quest_can_start_a_combat() {
    use crate::maracaibo::state::Task;
    // Q10: 2 maps → 1 VP per compass, then one combat.
    let mut state = on("14");
    let maps = items(Item::Map, 2);
    state.players[0].hand = maps.clone();
    state.board.quests[loc("15").0 as usize] = vec![quest("Q10")];
    let vp = state.players[0].vp;
    sail(&mut state, "15");
    state.take_main(pack(), 0, MainAction::Quest(quest("Q10"))).unwrap();
    let mut pay = maps;
    pay.sort();
    state.decide(pack(), 0, &Decision::Pay(pay)).unwrap();
    assert_eq!(state.players[0].vp, vp + 1);
    assert_eq!(state.pending().map(|p| p.task.clone()), Some(Task::Combat));
    state.decide(pack(), 0, &Decision::Reveal(Some(0))).unwrap();
    assert_eq!(state.pending().map(|p| p.task.clone()), Some(Task::FightFor));
}
