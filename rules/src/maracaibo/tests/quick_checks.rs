//! The checks that accept a chosen village action or step-1 scoring choice without listing every choice
//! ([`State::is_village_action`], [`State::is_scoring_choice`]) agree with the listings they stand for: in seeded
//! random games, every action offered anywhere is tried at every such decision, and is accepted exactly where it
//! is listed.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::game::{Game, Seat};
use crate::maracaibo::content::common::Nation;
use crate::maracaibo::scoring_flow::ScoringChoice;
use crate::maracaibo::state::Task;
use crate::maracaibo::village::VillageAction;
use crate::maracaibo::Maracaibo;

/// A village decision or a step-1 scoring choice met in a game: the position and who decides.
enum Met {
    Village(Maracaibo, Seat),
    Scoring(Maracaibo, Seat),
}

/// The decisions met in seeded random games of 2–4 players, and every village action and scoring choice offered.
fn decisions() -> (Vec<Met>, Vec<VillageAction>, Vec<ScoringChoice>) {
    let (mut met, mut actions, mut choices) = (Vec::new(), Vec::new(), Vec::new());
    for players in 2..=4 {
        for seed in 0..4 {
            let mut game = Maracaibo::new(players, &Default::default(), seed).expect("a new game");
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(&seat) = game.to_act().first() {
                note(&game, seat, &mut met, &mut actions, &mut choices);
                let action = game.random_action(seat, &mut rng).expect("a move");
                game.apply(seat, &action).expect("a legal move");
            }
        }
    }
    (met, actions, choices)
}

fn note(
    game: &Maracaibo,
    seat: Seat,
    met: &mut Vec<Met>,
    actions: &mut Vec<VillageAction>,
    choices: &mut Vec<ScoringChoice>,
) {
    let (state, pack) = (game.state(), game.pack());
    if let Some(pending) = state.pending().filter(|p| matches!(p.task, Task::Village(_))) {
        // Also with every ship upgrade, whose village actions random games seldom reach.
        for position in [game.clone(), upgraded(game, pending.seat)] {
            add_new(actions, position.state().village_actions(position.pack(), pending.seat));
            met.push(Met::Village(position, pending.seat));
        }
    }
    let offered = state.scoring_choices(pack, seat);
    if !offered.is_empty() {
        add_new(choices, offered);
        met.push(Met::Scoring(game.clone(), seat));
    }
}

/// `game` with every ship zone of `seat` emptied (all its upgrades; the discs are not put anywhere else).
fn upgraded(game: &Maracaibo, seat: Seat) -> Maracaibo {
    let mut game = game.clone();
    let (_, state) = game.parts_mut();
    state.players[seat].discs.iter_mut().for_each(|discs| *discs = 0);
    game
}

fn add_new<T: PartialEq>(all: &mut Vec<T>, found: Vec<T>) {
    for item in found {
        if !all.contains(&item) {
            all.push(item);
        }
    }
}

#[test]
fn a_quick_check_accepts_exactly_what_its_listing_offers() {
    let (met, actions, choices) = decisions();
    let villages = met.iter().filter(|m| matches!(m, Met::Village(..))).count();
    let kind = |a: &VillageAction| std::mem::discriminant(a);
    let every = [
        VillageAction::DiscardHand,
        VillageAction::Doubloon,
        VillageAction::CombatPointAndDoubloon,
        VillageAction::ThreeGoods(Vec::new()),
        VillageAction::Cube(Nation::Spain),
    ];
    for action in &every {
        assert!(
            actions.iter().any(|a| kind(a) == kind(action)),
            "{action:?} never offered"
        );
    }
    assert!(
        villages >= 20 && met.len() > villages,
        "too few decisions met: {villages} of {}",
        met.len()
    );
    assert!(
        actions.iter().any(|a| matches!(a, VillageAction::Buy(_))),
        "no purchase offered"
    );
    for decision in &met {
        match decision {
            Met::Village(game, seat) => {
                let (state, pack) = (game.state(), game.pack());
                let listed = state.village_actions(pack, *seat);
                assert_agree(&actions, &listed, |a| state.is_village_action(pack, *seat, a));
            }
            Met::Scoring(game, seat) => {
                let (state, pack) = (game.state(), game.pack());
                let listed = state.scoring_choices(pack, *seat);
                assert_agree(&choices, &listed, |c| state.is_scoring_choice(pack, *seat, c));
            }
        }
    }
}

/// Each of `all` is accepted exactly when it is `listed`.
fn assert_agree<T: PartialEq + std::fmt::Debug>(all: &[T], listed: &[T], accepts: impl Fn(&T) -> bool) {
    for item in all {
        assert_eq!(accepts(item), listed.contains(item), "{item:?}");
    }
}
