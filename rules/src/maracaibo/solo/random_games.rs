//! Random complete solo games at every level: the human's moves are drawn at random from the legal ones, Jeanne
//! plays herself; after every move cards, quest tiles, combat tokens, spies, cubes and discs are conserved.
//! A few games per level by default; `GALLEON_SOAK=1` plays many more.

use std::collections::HashSet;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{AUTOMA_SEAT, HUMAN_SEAT};
use crate::maracaibo::content::cards::CardId;
use crate::maracaibo::content::common::{Code, Nation};
use crate::maracaibo::content::difficulty::Level;
use crate::maracaibo::content::ContentPack;
use crate::maracaibo::sailing::MOVEMENT_POINTS;
use crate::maracaibo::state::{Event, Phase, Stage, State};

fn pack() -> &'static ContentPack {
    ContentPack::default_pack()
}

/// Moves of a game before it is declared stuck.
const MOVE_LIMIT: usize = 20_000;

/// One random legal move of the human (or of the pending decision's owner).
fn play_one(state: &mut State, rng: &mut ChaCha8Rng) {
    let pack = pack();
    if let Some(pending) = state.pending() {
        let seat = pending.seat;
        let decision = state.decisions(pack).choose(rng).cloned().expect("Decline at least");
        state.decide(pack, seat, &decision).unwrap();
        if matches!(state.turn.phase, Phase::Scoring(_)) {
            state.advance_scoring(pack);
        }
        return;
    }
    let seat = state.turn.seat;
    assert!(
        !state.is_automa(seat) || state.turn.phase == Phase::Setup,
        "Jeanne never waits"
    );
    match state.turn.phase {
        Phase::Setup => {
            let mut dealt = state.players[HUMAN_SEAT].dealt.clone();
            dealt.shuffle(rng);
            state
                .choose_cards(HUMAN_SEAT, dealt[0], [dealt[1], dealt[2], dealt[3]])
                .unwrap();
            let career = *state.players[HUMAN_SEAT].careers_offered.choose(rng).unwrap();
            state.choose_career(pack, HUMAN_SEAT, career).unwrap();
        }
        Phase::Sail => {
            let voyages = state.voyages(pack, seat, MOVEMENT_POINTS);
            let voyage = voyages.choose(rng).expect("a ship can always sail").clone();
            state.sail_turn(pack, seat, &voyage.path).unwrap();
        }
        Phase::Main => {
            let mains = state.main_actions(pack, seat);
            let frees = state.free_actions(pack, seat);
            if !mains.is_empty() && rng.gen_bool(0.85) {
                state.take_main(pack, seat, *mains.choose(rng).unwrap()).unwrap();
            } else if !frees.is_empty() && rng.gen_bool(0.3) {
                state.take_free(pack, seat, *frees.choose(rng).unwrap()).unwrap();
            } else {
                state.end_main(pack, seat).unwrap();
            }
        }
        Phase::Draw => {
            let source = *state
                .draw_sources(pack, seat)
                .choose(rng)
                .expect("Phase C ends by itself");
            state.draw_turn(pack, seat, source).unwrap();
        }
        Phase::Scoring(step) => match step.stage {
            Stage::Choosing => {
                let choice = state.scoring_choices(pack, seat).choose(rng).cloned().unwrap();
                state.choose_scoring(pack, seat, &choice).unwrap();
            }
            Stage::Drawing => {
                let source = *state.draw_sources(pack, seat).choose(rng).unwrap();
                state.scoring_draw(pack, seat, source).unwrap();
            }
            Stage::Settling { .. } => panic!("settling without a pending decision"),
        },
        Phase::GameOver => unreachable!(),
    }
}

/// What must stay constant or only move one way.
struct Census {
    cards: usize,
    reserve_taken: [u8; 3],
    human_discs: u32,
    jeanne_discs: u8,
}

fn all_cards(state: &State) -> Vec<CardId> {
    let board = &state.board;
    let mut cards: Vec<CardId> = board
        .draw_pile
        .iter()
        .chain(&board.discard)
        .chain(&board.display)
        .copied()
        .collect();
    for player in &state.players {
        cards.extend(
            player
                .hand
                .iter()
                .chain(&player.planning)
                .chain(&player.bought)
                .chain(&player.dealt),
        );
    }
    cards.extend(&state.solo.as_ref().unwrap().cards);
    cards
}

fn distinct<T: std::hash::Hash + Eq>(items: impl IntoIterator<Item = T>) -> (usize, usize) {
    let mut seen = HashSet::new();
    let mut count = 0;
    for item in items {
        count += 1;
        seen.insert(item);
    }
    (count, seen.len())
}

impl Census {
    fn of(state: &State) -> Census {
        Census {
            cards: all_cards(state).len(),
            reserve_taken: state.board.reserve_taken,
            human_discs: state.players[HUMAN_SEAT].discs.iter().map(|&d| d as u32).sum(),
            jeanne_discs: 0,
        }
    }

    fn check(&mut self, state: &State, pack: &ContentPack, context: &str) {
        let (cards, unique) = distinct(all_cards(state));
        assert_eq!((cards, unique), (self.cards, self.cards), "cards {context}");
        let board = &state.board;
        let quests = board
            .quest_pile
            .iter()
            .chain(board.quests.iter().flatten())
            .chain(&board.city_quest)
            .chain(board.track_quests.iter().flatten())
            .chain(
                state
                    .players
                    .iter()
                    .flat_map(|p| p.quests.iter().chain(p.card_quests.iter().map(|(_, q)| q))),
            )
            .copied();
        assert_eq!(
            distinct(quests),
            (pack.quests.len(), pack.quests.len()),
            "quests {context}"
        );
        let tokens = board
            .combat_piles
            .iter()
            .flatten()
            .chain(state.players.iter().flat_map(|p| &p.combat_tokens))
            .chain(state.turn.combat.iter().flat_map(|c| &c.token))
            .copied();
        let count = pack.combat.tokens.len();
        assert_eq!(distinct(tokens), (count, count), "combat tokens {context}");
        let human = &state.players[HUMAN_SEAT];
        assert_eq!(
            human.spies.total(),
            pack.ship.spies_per_colour as usize,
            "spies {context}"
        );
        let jeanne = &state.players[AUTOMA_SEAT];
        assert_eq!(jeanne.spies.total(), 0, "{context}");
        assert_eq!(
            (jeanne.doubloons, jeanne.combat_points, jeanne.hand.len()),
            (0, 0, 0),
            "{context}"
        );
        let on_board = board.cubes_on_board();
        for &nation in Nation::ALL {
            let n = nation.index();
            let taken = board.reserve_taken[n];
            assert!(
                on_board[n] <= taken && taken <= pack.tracks.reserve_cubes(),
                "cubes {context}"
            );
            assert!(taken >= self.reserve_taken[n], "cubes never return {context}");
        }
        self.reserve_taken = board.reserve_taken;
        let human_discs: u32 = human.discs.iter().map(|&d| d as u32).sum();
        let on_markets = |seat| board.markets.iter().flatten().filter(|&&s| s == seat).count();
        assert!(human_discs <= self.human_discs, "discs {context}");
        assert!(human_discs as usize + on_markets(HUMAN_SEAT) <= 24, "discs {context}");
        self.human_discs = human_discs;
        let removed = state.solo.as_ref().unwrap().discs_removed;
        assert!(
            removed >= self.jeanne_discs && removed <= pack.automa.discs,
            "her discs {context}"
        );
        assert!(on_markets(AUTOMA_SEAT) <= removed as usize, "her discs {context}");
        self.jeanne_discs = removed;
    }
}

/// Plays a random complete solo game, checking conservation after every move.
fn random_game(level: u8, classic: Level, seed: u64) -> State {
    let pack = pack();
    let mut state = State::new_solo_classic(pack, level, classic, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut census = Census::of(&state);
    for moves in 0..MOVE_LIMIT {
        if state.turn.phase == Phase::GameOver {
            return state;
        }
        play_one(&mut state, &mut rng);
        census.check(&state, pack, &format!("level {level} seed {seed} move {moves}"));
    }
    panic!("level {level} seed {seed}: no end after {MOVE_LIMIT} moves");
}

fn games_per_level() -> u64 {
    if std::env::var("GALLEON_SOAK").is_ok_and(|v| v == "1") {
        200
    } else {
        2
    }
}

#[test]
fn random_solo_games_end_at_every_level_with_everything_conserved() {
    for level in 1..=5 {
        for seed in 0..games_per_level() {
            let state = random_game(level, Level::Easy, seed);
            assert_eq!(state.round, 4);
            let jeanne_turns = state
                .log
                .events
                .iter()
                .filter(|e| matches!(e, Event::Jeanne(super::JeanneEvent::EndBonus { .. })))
                .count();
            assert_eq!(jeanne_turns, 1, "her end bonus is scored once");
        }
    }
}

#[test]
fn random_solo_games_with_card_76() {
    for seed in 0..games_per_level() {
        random_game(1 + (seed % 5) as u8, Level::Medium, 100 + seed);
    }
}

#[test]
fn a_solo_game_is_a_function_of_its_seed() {
    assert_eq!(random_game(4, Level::Easy, 77), random_game(4, Level::Easy, 77));
}

/// Through [`crate::Game`]: one seated player gets Jeanne; she never acts, the views and outcome hold her.
#[test]
fn solo_games_through_the_game_trait() {
    use crate::game::{Game, GameOption};
    use crate::maracaibo::Maracaibo;
    let option = |level: &str| vec![("level".to_string(), level.to_string())] as Vec<GameOption>;
    assert!(Maracaibo::parse_options(&option("6")).is_err());
    let two = Maracaibo::parse_options(&option("2")).unwrap();
    assert!(Maracaibo::new(2, &two, 1).is_err(), "a solo level needs one player");
    for level in 1..=5u8 {
        let options = Maracaibo::parse_options(&option(&level.to_string())).unwrap();
        let mut game = Maracaibo::new(1, &options, level as u64).unwrap();
        assert_eq!((game.players(), game.options().solo), (1, Some(level)));
        let mut rng = ChaCha8Rng::seed_from_u64(level as u64);
        for _ in 0..MOVE_LIMIT {
            if game.outcome().is_some() {
                break;
            }
            assert_eq!(game.to_act(), vec![HUMAN_SEAT]);
            let action = game.random_action(HUMAN_SEAT, &mut rng).expect("a legal move");
            assert_eq!(game.parse_action(HUMAN_SEAT, &action.to_string()).unwrap(), action);
            game.apply(HUMAN_SEAT, &action).unwrap();
            let view = game.public_view();
            let solo = view.solo.expect("her board is public");
            assert_eq!(solo.level, level);
        }
        let outcome = game.outcome().expect("the game ends");
        assert_eq!(outcome.standings.len(), 1);
        let jeanne = game.state().players[AUTOMA_SEAT].vp as i64;
        let human = &outcome.standings[0];
        // The breakdown is the human's own points: Jeanne's score is no part of it.
        assert_eq!(human.breakdown.iter().map(|(_, vp)| vp).sum::<i64>(), human.score);
        assert_eq!(human.rank, if human.score >= jeanne { 1 } else { 2 });
    }
}
