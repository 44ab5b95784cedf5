//! Scenario tests of Phase B (main actions, cities, villages, quests, spies, legacy tiles) through the turn and
//! decision machinery.

use crate::maracaibo::content::common::{Good, Item, Nation};
use crate::maracaibo::content::difficulty::Level;
use crate::maracaibo::content::exploration::SpaceId;
use crate::maracaibo::content::map::{CityAction, LocId};
use crate::maracaibo::content::quests::QuestCost;
use crate::maracaibo::content::reward::Reward;
use crate::maracaibo::keys;
use crate::maracaibo::main_action::MainAction;
use crate::maracaibo::state::{Offer, Phase, QuestSource, State, Task};
use crate::maracaibo::tasks::Decision;
use crate::maracaibo::turn::tests::{card, goods, items, loc, on, pack, quest, ready, space, tile, zone};
use crate::maracaibo::village::VillageAction;

fn medium_on(from: &str) -> State {
    let mut state = State::new(pack(), 3, Level::Medium, 11).unwrap();
    for seat in 0..3 {
        let dealt = state.players[seat].dealt.clone();
        state
            .choose_cards(seat, dealt[0], [dealt[1], dealt[2], dealt[3]])
            .unwrap();
        let career = state.players[seat].careers_offered[0];
        state.choose_career(pack(), seat, career).unwrap();
    }
    state.players[0].ship = loc(from);
    state.players[0].hand.clear();
    state.players[0].planning.clear();
    state
}

fn sail(state: &mut State, path: &str) {
    let path: Vec<LocId> = path.split(' ').map(loc).collect();
    state.sail_turn(pack(), 0, &path).unwrap();
}

fn top(state: &State) -> Option<Task> {
    state.pending().map(|p| p.task.clone())
}

fn decide(state: &mut State, decision: Decision) {
    state.decide(pack(), 0, &decision).unwrap();
}

/// Puts a spy of `seat` from its reserve on `location`.
fn place_spy(state: &mut State, seat: usize, location: &str) {
    let spies = &mut state.players[seat].spies;
    spies.reserve -= 1;
    spies.on_map.push(loc(location));
}

#[test]
fn village_actions_by_movement_points_with_and_without_u1() {
    let mut state = ready(2, 1);
    let counts = |s: &State| {
        (1..=7)
            .map(|mp| s.main_village_actions(pack(), 0, mp))
            .collect::<Vec<_>>()
    };
    assert_eq!(counts(&state), [1, 1, 1, 2, 2, 2, 3]);
    state.players[0].discs[zone("U1")] = 0;
    assert_eq!(counts(&state), [1, 2, 2, 2, 3, 3, 3]);
}

#[test]
fn four_mp_to_a_village_gives_two_village_actions() {
    let mut state = on("1");
    let doubloons = state.players[0].doubloons;
    sail(&mut state, "2 3 4 6");
    assert_eq!(state.main_actions(pack(), 0), [MainAction::Village]);
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    assert_eq!(top(&state), Some(Task::Village(2)));
    assert_eq!(
        state.decisions(pack()),
        [
            Decision::Village(VillageAction::Doubloon),
            Decision::Village(VillageAction::Invest(0)),
            Decision::Decline
        ],
        "A needs a card in hand; C can only invest in building I"
    );
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    assert_eq!(state.players[0].doubloons, doubloons + 2);
    assert!(state.turn.pending.is_empty());
    let again = state.take_main(pack(), 0, MainAction::Village).unwrap_err();
    assert_eq!(again.key, keys::NOT_OFFERED);
}

#[test]
fn base_action_a_discards_the_hand_for_two_doubloons() {
    let mut state = on("1");
    state.players[0].hand = goods(Good::Corn, 3);
    let doubloons = state.players[0].doubloons;
    sail(&mut state, "2");
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    decide(&mut state, Decision::Village(VillageAction::DiscardHand));
    assert!(state.players[0].hand.is_empty());
    assert_eq!(state.players[0].doubloons, doubloons + 2);
    assert_eq!(
        state.board.discard[state.board.discard.len() - 3..],
        goods(Good::Corn, 3)[..]
    );
}

#[test]
fn delivery_comes_before_the_city_action() {
    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T04"));
    let sugar = goods(Good::Sugar, 1)[0];
    state.players[0].hand = vec![sugar, goods(Good::Corn, 1)[0]];
    let (cp, vp) = (state.players[0].combat_points, state.players[0].vp);
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(top(&state), Some(Task::Deliver(CityAction::CombatPointThenDisc)));
    assert!(!state.decisions(pack()).contains(&Decision::Deliver {
        card: sugar,
        zone: zone("U6")
    }));
    decide(
        &mut state,
        Decision::Deliver {
            card: sugar,
            zone: zone("U5"),
        },
    );
    assert_eq!(state.players[0].hand.len(), 1);
    assert_eq!(state.board.discard.last(), Some(&sugar));
    assert_eq!(state.board.markets[loc("4").0 as usize], [0]);
    assert_eq!(state.players[0].combat_points, cp + 1);
    assert_eq!(top(&state), Some(Task::Discs(1)));
    decide(&mut state, Decision::Zone(zone("U5")));
    assert_eq!(state.players[0].vp, vp + 3, "U5 emptied by the city action's disc");
}

#[test]
fn a_full_market_skips_the_delivery() {
    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T04"));
    state.board.markets[loc("4").0 as usize] = vec![1, 2, 1];
    state.players[0].hand = goods(Good::Sugar, 1);
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(top(&state), Some(Task::Discs(1)));
    assert_eq!(state.players[0].hand.len(), 1);
}

#[test]
fn declining_the_delivery_still_gives_the_city_action() {
    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T05"));
    state.players[0].hand = goods(Good::Corn, 1);
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    decide(&mut state, Decision::Decline);
    assert_eq!(state.players[0].combat_points, 4, "CA-3: 1 + 3");
    assert_eq!(state.players[0].hand.len(), 1);
}

#[test]
fn ca8_is_one_choice_between_doubloons_and_spy_vp() {
    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T10"));
    place_spy(&mut state, 0, "12");
    place_spy(&mut state, 0, "17");
    let vp = state.players[0].vp;
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(
        top(&state),
        Some(Task::Choose(vec![Reward::Doubloons(4), Reward::Vp(4)]))
    );
    decide(&mut state, Decision::Pick(1));
    assert_eq!(state.players[0].vp, vp + 4);
}

#[test]
fn ca9_trades_two_combat_points_only_when_they_are_there() {
    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T11"));
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert!(state.turn.pending.is_empty(), "1 combat point: the offer lapses");

    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T11"));
    state.players[0].combat_points = 3;
    let doubloons = state.players[0].doubloons;
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(top(&state), Some(Task::Offer(Offer::TwoCpForInfluenceAnd6d)));
    decide(&mut state, Decision::Pick(0));
    assert_eq!(
        (state.players[0].combat_points, state.players[0].doubloons),
        (1, doubloons + 6)
    );
    decide(&mut state, Decision::Nation(Nation::Spain));
    assert_eq!(state.players[0].influence, [0, 0, 1]);
}

#[test]
fn ca7_scores_tokens_and_may_discard_the_hand() {
    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T09"));
    state.players[0].combat_tokens = vec![0, 1];
    state.players[0].hand = goods(Good::Sugar, 2);
    let (vp, doubloons) = (state.players[0].vp, state.players[0].doubloons);
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(state.players[0].vp, vp + 2);
    decide(&mut state, Decision::Pick(0));
    assert!(state.players[0].hand.is_empty());
    assert_eq!(state.players[0].doubloons, doubloons + 4);
}

#[test]
fn ca1_takes_the_influence_then_the_village_action() {
    let mut state = on("1");
    state.board.tiles[loc("4").0 as usize] = Some(tile("T03"));
    sail(&mut state, "2 3 4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(top(&state), Some(Task::Influence(1)));
    decide(&mut state, Decision::Nation(Nation::France));
    assert_eq!(top(&state), Some(Task::Village(1)));
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    assert!(state.turn.pending.is_empty());
}

#[test]
fn an_ultimate_action_ends_the_remaining_village_actions() {
    let mut state = on("1");
    state.players[0].bought.push(card("A52"));
    state.players[0].hand = goods(Good::Corn, 2);
    state.players[0].explorer = space("1");
    let vp = state.players[0].vp;
    sail(&mut state, "2 3 4 6 7 8 9");
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    assert_eq!(top(&state), Some(Task::Village(3)));
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    let paid = {
        let mut cards = goods(Good::Corn, 2);
        cards.sort();
        cards
    };
    let ultimate = VillageAction::Card(
        crate::maracaibo::content::effect::CardVillageAction::Ult2Cards2VpExp2,
        paid,
    );
    assert!(state.decisions(pack()).contains(&Decision::Village(ultimate.clone())));
    decide(&mut state, Decision::Village(ultimate));
    assert_eq!(state.players[0].vp, vp + 2);
    assert!(state.players[0].hand.is_empty());
    assert_eq!(top(&state), Some(Task::Explore(2)));
    decide(&mut state, Decision::Decline);
    assert!(state.turn.pending.is_empty(), "the third village action is lost");
}

#[test]
fn u9_and_u10_village_actions() {
    let mut state = on("1");
    state.players[0].discs[zone("U8")] = 0;
    state.players[0].discs[zone("U9")] = 0;
    state.players[0].discs[zone("U10")] = 0;
    state.players[0].hand = goods(Good::Tobacco, 3);
    let before = state.players[0].clone();
    sail(&mut state, "2 3 4 6 7 8 9");
    state.take_main(pack(), 0, MainAction::Village).unwrap();
    let mut three = goods(Good::Tobacco, 3);
    three.sort();
    decide(&mut state, Decision::Village(VillageAction::ThreeGoods(three)));
    decide(&mut state, Decision::Village(VillageAction::CombatPointAndDoubloon));
    let taken = state.board.reserve_taken;
    decide(&mut state, Decision::Village(VillageAction::Cube(Nation::England)));
    let after = &state.players[0];
    assert_eq!(after.doubloons, before.doubloons + 2 + 1 + 1);
    assert_eq!(after.vp, before.vp + 2);
    assert_eq!(after.combat_points, before.combat_points + 1);
    assert_eq!(after.influence, [0, 1, 0]);
    assert_eq!(state.board.cubes[loc("9").0 as usize], Some(Nation::England));
    assert_eq!(state.board.reserve_taken[1], taken[1] + 1);
}

#[test]
fn quest_example_three_compasses_return_a_spy() {
    // The rules' quest example: 3 compasses (2 on cards, 1 on the ship), pay 1 spy, 6 doubloons, explorer up to 3.
    let mut state = on("14");
    state.players[0].bought = vec![card("A08"), card("A22")];
    state.players[0].quests = vec![quest("Q01"), quest("Q02"), quest("Q03")];
    let q23 = quest("Q23");
    state.board.quests[loc("15").0 as usize] = vec![q23];
    let before = state.players[0].clone();
    sail(&mut state, "15");
    assert_eq!(
        state.main_actions(pack(), 0),
        [MainAction::Village, MainAction::Quest(q23)]
    );
    state.take_main(pack(), 0, MainAction::Quest(q23)).unwrap();
    assert_eq!(top(&state), Some(Task::Quest(QuestSource::Location(loc("15"), q23))));
    decide(&mut state, Decision::Pay(vec![]));
    let after = &state.players[0];
    assert_eq!(after.doubloons, before.doubloons + 6);
    assert_eq!((after.spies.reserve, after.spies.supply), (1, 4));
    assert_eq!(after.vp, before.vp + 3, "the 4th quest tile scores 3 VP");
    assert_eq!(after.quests.len(), 4);
    assert!(state.board.quests[loc("15").0 as usize].is_empty());
    assert_eq!(top(&state), Some(Task::Explore(3)));
}

#[test]
fn goods_quests_list_each_pair_of_cards_and_are_offered_only_when_payable() {
    let mut state = on("14");
    let q01 = quest("Q01");
    state.board.quests[loc("15").0 as usize] = vec![q01];
    state.players[0].hand = goods(Good::Sugar, 1);
    sail(&mut state, "15");
    assert_eq!(state.main_actions(pack(), 0), [MainAction::Village]);
    state.players[0].hand = goods(Good::Sugar, 3);
    assert_eq!(state.quest_payments(pack(), 0, q01).len(), 3);
    state.take_main(pack(), 0, MainAction::Quest(q01)).unwrap();
    let pay = state.quest_payments(pack(), 0, q01)[0].clone();
    let doubloons = state.players[0].doubloons;
    decide(&mut state, Decision::Pay(pay));
    assert_eq!(state.players[0].hand.len(), 1);
    assert_eq!(state.players[0].doubloons, doubloons + 3, "3d × 1 compass");
    assert_eq!(top(&state), Some(Task::Influence(1)));
}

#[test]
fn item_quests_count_permanent_items() {
    let quest_costing = |wanted: &[Item]| {
        pack()
            .quests
            .iter()
            .position(|q| q.cost == QuestCost::Items(wanted.to_vec()))
            .unwrap()
    };
    let mut state = on("14");
    let maps = items(Item::Map, 2);
    let book = items(Item::Book, 1)[0];
    state.players[0].hand = vec![maps[0], maps[1], book];
    let two_maps = quest_costing(&[Item::Map, Item::Map]);
    let book_and_map = quest_costing(&[Item::Book, Item::Map]);
    assert_eq!(state.quest_payments(pack(), 0, two_maps).len(), 1);
    state.players[0].bought = vec![card("A22")];
    assert_eq!(
        state.quest_payments(pack(), 0, two_maps),
        [vec![maps[0]], vec![maps[1]]],
        "the permanent map stands in for one map"
    );
    assert_eq!(state.quest_payments(pack(), 0, book_and_map), [vec![book]]);
}

#[test]
fn spy_action_s4_sails_on_and_takes_one_more_action() {
    let mut state = on("1");
    state.players[0].bought.push(card("B068"));
    place_spy(&mut state, 0, "2");
    place_spy(&mut state, 0, "3");
    let before = state.players[0].clone();
    sail(&mut state, "2");
    assert_eq!(
        state.main_actions(pack(), 0),
        [MainAction::Village, MainAction::Spy(card("B068"))]
    );
    state.take_main(pack(), 0, MainAction::Spy(card("B068"))).unwrap();
    assert_eq!(state.players[0].combat_points, before.combat_points + 2);
    assert_eq!(top(&state), Some(Task::ExtraSail(3)));
    let too_far: Vec<LocId> = ["3", "4", "6", "7"].iter().map(|l| loc(l)).collect();
    assert_eq!(
        state.decide(pack(), 0, &Decision::Sail(too_far)).unwrap_err().key,
        keys::NOT_A_CHOICE
    );
    decide(&mut state, Decision::Sail(vec![loc("3"), loc("4"), loc("6")]));
    assert_eq!(state.players[0].vp, before.vp + 2, "the spy on 3 was passed");
    assert_eq!(top(&state), Some(Task::ExtraMain(3)));
    decide(&mut state, Decision::Main(MainAction::Village));
    assert_eq!(top(&state), Some(Task::Village(1)), "standard table for 3 MP");
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[0].vp, before.vp + 2, "the spy on 2 was used");
}

#[test]
fn spies_not_used_at_the_stop_score_two_vp_each() {
    let mut state = on("1");
    state.players[0].bought = vec![card("A32"), card("B068")];
    place_spy(&mut state, 0, "2");
    place_spy(&mut state, 0, "2");
    let vp = state.players[0].vp;
    sail(&mut state, "2");
    state.take_main(pack(), 0, MainAction::Spy(card("A32"))).unwrap();
    // S2: a spy from the supply, a disc, one village action.
    assert_eq!(state.players[0].spies.reserve, 1);
    decide(&mut state, Decision::Zone(zone("U4")));
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[0].vp, vp + 2);

    let mut state = on("1");
    state.players[0].bought = vec![card("A32"), card("B068")];
    place_spy(&mut state, 0, "2");
    place_spy(&mut state, 0, "2");
    sail(&mut state, "2");
    state.end_main(pack(), 0).unwrap();
    assert_eq!(state.players[0].vp, vp + 4, "no main action: both spies score");
}

#[test]
fn a_payment_step_gates_the_rest_of_the_spy_action() {
    let mut state = on("10");
    state.players[0].bought.push(card("A35"));
    place_spy(&mut state, 0, "12");
    state.players[0].hand = goods(Good::Corn, 3);
    let doubloons = state.players[0].doubloons;
    sail(&mut state, "11 12");
    state.take_main(pack(), 0, MainAction::Spy(card("A35"))).unwrap();
    assert!(matches!(top(&state), Some(Task::SpyGoods { goods: 3, .. })));
    let mut three = goods(Good::Corn, 3);
    three.sort();
    decide(&mut state, Decision::Pay(three));
    assert_eq!(state.players[0].doubloons, doubloons + 5);
    assert_eq!(top(&state), Some(Task::Village(2)));

    let mut state = on("10");
    state.players[0].bought.push(card("A35"));
    place_spy(&mut state, 0, "12");
    state.players[0].hand = goods(Good::Corn, 2);
    sail(&mut state, "11 12");
    state.take_main(pack(), 0, MainAction::Spy(card("A35"))).unwrap();
    assert!(state.turn.pending.is_empty(), "no 3 identical goods: the action ends");
}

#[test]
fn spy_tax_lets_the_owner_choose_before_the_main_action() {
    let mut state = on("1");
    state.players[1].bought.push(card("A26"));
    place_spy(&mut state, 1, "2");
    let doubloons = state.players[1].doubloons;
    sail(&mut state, "2");
    assert_eq!(state.pending().map(|p| p.seat), Some(1));
    assert_eq!(
        state.take_main(pack(), 0, MainAction::Village).unwrap_err().key,
        keys::DECIDE_FIRST
    );
    state.decide(pack(), 1, &Decision::Pick(1)).unwrap();
    assert_eq!(state.players[1].doubloons, doubloons + 2);
    state.take_main(pack(), 0, MainAction::Village).unwrap();
}

#[test]
fn l5_gives_a_spy_on_stopping() {
    let mut state = medium_on("1");
    sail(&mut state, "2 3");
    assert_eq!((state.players[0].spies.reserve, state.players[0].spies.supply), (3, 2));
}

#[test]
fn l4_city_two_village_actions_and_a_spy_for_five_vp() {
    let mut state = medium_on("17");
    state.players[0].explorer = space("4");
    let vp = state.players[0].vp;
    sail(&mut state, "L4");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(top(&state), Some(Task::Village(2)));
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    decide(&mut state, Decision::Village(VillageAction::Doubloon));
    assert_eq!(top(&state), Some(Task::Offer(Offer::SpyForVp(5))));
    decide(&mut state, Decision::Pick(0));
    assert_eq!(state.players[0].vp, vp + 5);
    assert_eq!(state.players[0].spies.reserve, 1);
}

#[test]
fn l1_city_fulfils_its_quest_and_refills_the_space() {
    let mut state = medium_on("15");
    let q = quest("Q20");
    state.board.city_quest = Some(q);
    let next = *state.board.quest_pile.last().unwrap();
    assert!(!state.is_village(pack(), loc("16")));
    sail(&mut state, "16");
    state.take_main(pack(), 0, MainAction::City).unwrap();
    assert_eq!(top(&state), Some(Task::Quest(QuestSource::City)));
    let doubloons = state.players[0].doubloons;
    decide(&mut state, Decision::Pay(vec![]));
    assert_eq!(state.players[0].doubloons, doubloons - 2 + 2);
    assert_eq!(state.board.city_quest, Some(next));
    assert_eq!(state.players[0].quests, [q]);
}

#[test]
fn homeward_20_offers_combat_or_explorer_and_21a_scores_3_vp() {
    let mut state = on("19");
    sail(&mut state, "20");
    assert_eq!(state.main_actions(pack(), 0), [MainAction::Homeward]);
    state.take_main(pack(), 0, MainAction::Homeward).unwrap();
    assert_eq!(
        top(&state),
        Some(Task::Choose(vec![Reward::Combat, Reward::Explore(2)]))
    );

    let mut state = on("20");
    let vp = state.players[0].vp;
    sail(&mut state, "21a");
    state.take_main(pack(), 0, MainAction::Homeward).unwrap();
    assert_eq!(state.players[0].vp, vp + 3);
    state.end_main(pack(), 0).unwrap();
    assert!(matches!(state.turn.phase, Phase::Draw | Phase::Scoring(_)));
}

#[test]
fn reaching_the_end_of_the_track_opens_a_village_action() {
    let mut state = on("1");
    sail(&mut state, "2");
    let before_end = pack()
        .exploration
        .spaces
        .iter()
        .position(|s| s.kind == crate::maracaibo::content::exploration::SpaceKind::End)
        .unwrap();
    let end = SpaceId(before_end as u8);
    let last = (0..pack().exploration.spaces.len() as u8)
        .map(SpaceId)
        .find(|&s| pack().exploration.space(s).next.contains(&end))
        .unwrap();
    state.players[0].explorer = last;
    state.grant(pack(), 0, Reward::Explore(1));
    let vp = state.players[0].vp;
    decide(&mut state, Decision::Route(vec![end]));
    assert_eq!(state.players[0].vp, vp + 10);
    assert_eq!(top(&state), Some(Task::Village(1)));
}
