//! Random complete games through the [`Game`] trait, checking after every move that nothing is created or lost
//! (cards, quest tiles, combat tokens, spies per colour, cubes, discs), that every listed move applies and every
//! other move is refused without change, that texts round-trip, that hands never reach the public view, and that
//! the game ends with an outcome. `GALLEON_SOAK=1` plays many more games and checks every legal move each step.

use std::collections::HashSet;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::error::keys as common_keys;
use crate::game::{Game, Seat};
use crate::maracaibo::action::Action;
use crate::maracaibo::content::common::{Code, Nation};
use crate::maracaibo::content::difficulty::Level;
use crate::maracaibo::state::{Phase, State};
use crate::maracaibo::{Maracaibo, Options};

/// Longest game a random play-out may take before it counts as stuck.
const MAX_MOVES: usize = 20_000;

fn soak() -> bool {
    std::env::var("GALLEON_SOAK").is_ok_and(|v| v == "1")
}

fn new_game(players: usize, level: Level, seed: u64) -> Maracaibo {
    let options = Options {
        level,
        ..Options::default()
    };
    Maracaibo::new(players, &options, seed).unwrap()
}

/// What must stay constant (or only shrink) through a game.
struct Ledger {
    cards: usize,
    discs: Vec<u32>,
    removed_cubes: [u8; 3],
}

fn all_cards(state: &State) -> Vec<u16> {
    let board = &state.board;
    let mut cards: Vec<u16> = board
        .draw_pile
        .iter()
        .chain(&board.discard)
        .chain(&board.display)
        .map(|c| c.0)
        .collect();
    for p in &state.players {
        cards.extend(
            p.hand
                .iter()
                .chain(&p.planning)
                .chain(&p.bought)
                .chain(&p.dealt)
                .map(|c| c.0),
        );
    }
    cards
}

fn assert_distinct(items: &[usize], what: &str, expected: usize) {
    let distinct: HashSet<_> = items.iter().collect();
    assert_eq!(distinct.len(), items.len(), "a {what} is in two places");
    assert_eq!(items.len(), expected, "{what}s created or lost");
}

impl Ledger {
    fn new(game: &Maracaibo) -> Ledger {
        let state = game.state();
        Ledger {
            cards: all_cards(state).len(),
            discs: state
                .players
                .iter()
                .map(|p| p.discs.iter().map(|&d| d as u32).sum())
                .collect(),
            removed_cubes: [0; 3],
        }
    }

    fn check(&mut self, game: &Maracaibo) {
        let (pack, state) = (game.pack(), game.state());
        let cards: Vec<usize> = all_cards(state).into_iter().map(|c| c as usize).collect();
        assert_distinct(&cards, "card", self.cards);

        let board = &state.board;
        let mut quests: Vec<usize> = board.quest_pile.clone();
        quests.extend(board.quests.iter().flatten());
        quests.extend(board.city_quest);
        quests.extend(board.track_quests.iter().flatten());
        for p in &state.players {
            quests.extend(&p.quests);
            quests.extend(p.card_quests.iter().map(|&(_, q)| q));
        }
        assert_distinct(&quests, "quest tile", pack.quests.len());

        let mut tokens: Vec<usize> = board.combat_piles.iter().flatten().copied().collect();
        tokens.extend(state.players.iter().flat_map(|p| p.combat_tokens.iter().copied()));
        tokens.extend(state.turn.combat.as_ref().and_then(|c| c.token));
        assert_distinct(&tokens, "combat token", pack.combat.tokens.len());

        for (seat, p) in state.players.iter().enumerate() {
            assert_eq!(
                p.spies.total(),
                pack.ship.spies_per_colour as usize,
                "spies of seat {seat}"
            );
            let invested = board.buildings.iter().filter(|b| b.investors.contains(&seat)).count();
            assert_eq!(
                p.spies.on_buildings as usize, invested,
                "spies on buildings of seat {seat}"
            );
            let discs: u32 = p.discs.iter().map(|&d| d as u32).sum();
            assert!(discs <= self.discs[seat], "discs came back to seat {seat}");
            self.discs[seat] = discs;
            let delivered = board.markets.iter().flatten().filter(|&&s| s == seat).count() as u32;
            let initial: u32 = pack.ship.zones.iter().map(|z| z.discs.len() as u32).sum();
            assert!(delivered <= initial - discs, "a delivery without a disc");
        }

        let on_board = board.cubes_on_board();
        for &nation in Nation::ALL {
            let i = nation.index();
            let taken = board.reserve_taken[i];
            assert!(
                taken <= pack.tracks.reserve_cubes(),
                "more {nation} cubes than the reserve holds"
            );
            assert!(
                on_board[i] <= taken,
                "{nation} cubes on the board not taken from the reserve"
            );
            let removed = taken - on_board[i];
            assert!(removed >= self.removed_cubes[i], "a removed {nation} cube came back");
            self.removed_cubes[i] = removed;
        }
    }
}

/// No hand card (nor a card being chosen at set-up) is named in the public view.
fn assert_hands_hidden(game: &Maracaibo) {
    let (pack, state) = (game.pack(), game.state());
    let json = serde_json::to_string(&game.public_view()).unwrap();
    let setup = state.turn.phase == Phase::Setup;
    for player in &state.players {
        let secret = player.hand.iter().chain(&player.dealt);
        let planned = player.planning.iter().filter(|_| setup);
        for &card in secret.chain(planned) {
            let id = &pack.cards.card(card).id;
            assert!(!json.contains(&format!("\"{id}\"")), "{id} leaked into the public view");
        }
        if setup {
            let career = player.career.map(|c| pack.careers.cards[c].id.clone());
            if let Some(career) = career {
                assert!(!json.contains(&format!("\"{career}\"")), "a set-up career leaked");
            }
        }
    }
}

/// Every legal move (or a sample) applies; moves seen earlier that are not legal now are refused, unchanged.
fn check_moves(game: &Maracaibo, seat: Seat, legal: &[Action], seen: &[Action], rng: &mut ChaCha8Rng, all: bool) {
    assert_eq!(
        game.legal_count(seat),
        legal.len() as u64,
        "the count of the listed moves"
    );
    for action in legal {
        let text = action.to_string();
        assert_eq!(&text.parse::<Action>().unwrap(), action, "{text}");
        assert_eq!(
            &game.parse_action(seat, &text.to_uppercase()).unwrap(),
            action,
            "{text} in capitals"
        );
    }
    let sample: Vec<&Action> = if all {
        legal.iter().collect()
    } else {
        legal.choose_multiple(rng, 6).collect()
    };
    for action in sample {
        let mut copy = game.clone();
        if let Err(error) = copy.apply(seat, action) {
            panic!("legal {action} refused: {error}\n{:?}", game.state().turn);
        }
    }
    let legal_set: HashSet<&Action> = legal.iter().collect();
    let illegal = seen.iter().filter(|a| !legal_set.contains(a));
    let illegal: Vec<&Action> = illegal.collect::<Vec<_>>().choose_multiple(rng, 6).copied().collect();
    for action in illegal {
        let mut copy = game.clone();
        assert!(copy.apply(seat, action).is_err(), "illegal {action} accepted");
        assert_eq!(&copy, game, "refused {action} changed the game");
    }
    let others = (0..game.players()).filter(|s| !game.to_act().contains(s));
    for other in others {
        let mut copy = game.clone();
        if let Some(action) = legal.first() {
            let error = copy.apply(other, action).unwrap_err();
            assert_eq!(error.key, common_keys::NOT_YOUR_TURN);
            assert_eq!(&copy, game);
        }
    }
}

/// Plays one random game to its end; returns the moves made.
fn play_random(players: usize, level: Level, seed: u64, checks: bool) -> (Maracaibo, Vec<(Seat, Action)>) {
    let mut game = new_game(players, level, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut ledger = Ledger::new(&game);
    let mut moves = Vec::new();
    let mut seen: Vec<Action> = Vec::new();
    while !game.is_over() {
        assert!(moves.len() < MAX_MOVES, "no end after {MAX_MOVES} moves");
        let acting = game.to_act();
        let seat = acting[rng.gen_range(0..acting.len())];
        let action = if checks {
            let legal = game.legal_actions(seat);
            assert!(
                !legal.is_empty(),
                "seat {seat} must act but has no move: {:?}",
                game.state().turn
            );
            check_moves(&game, seat, &legal, &seen, &mut rng, soak());
            if seen.len() < 400 {
                seen.extend(legal.choose_multiple(&mut rng, 2).cloned());
            }
            let suggested = game.suggested_actions(seat);
            assert!(suggested.len() <= crate::game::SUGGESTION_LIMIT && !suggested.is_empty());
            assert!(suggested.iter().all(|a| legal.contains(a)));
            game.random_action(seat, &mut rng).unwrap()
        } else {
            game.random_action(seat, &mut rng).unwrap()
        };
        if let Err(error) = game.apply(seat, &action) {
            panic!("random {action} refused: {error}");
        }
        moves.push((seat, action));
        if checks {
            let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ledger.check(&game);
                assert_hands_hidden(&game);
            }));
            if checked.is_err() {
                let recent: Vec<String> = moves.iter().rev().take(12).map(|(s, a)| format!("{s}: {a}")).collect();
                panic!("after seed {seed}, {players} players, moves (latest first): {recent:#?}");
            }
        }
    }
    (game, moves)
}

fn replay(players: usize, level: Level, seed: u64, moves: &[(Seat, Action)]) -> Maracaibo {
    let mut game = new_game(players, level, seed);
    for (seat, action) in moves {
        game.apply(*seat, action).unwrap();
    }
    game
}

fn assert_finished(game: &Maracaibo) {
    assert_eq!(game.state().turn.phase, Phase::GameOver);
    assert!(game.to_act().is_empty());
    let outcome = game.outcome().expect("an outcome");
    assert_eq!(outcome.standings.len(), game.players());
    for standing in &outcome.standings {
        let total: i64 = standing.breakdown.iter().map(|(_, vp)| vp).sum();
        assert_eq!(total, standing.score);
        assert_eq!(standing.score, game.state().players[standing.seat].vp as i64);
    }
    assert!(outcome.standings.windows(2).all(|w| w[0].score >= w[1].score));
}

#[test]
fn random_complete_games_conserve_everything() {
    let games = if soak() { 40 } else { 5 };
    for players in 2..=4 {
        for level in [Level::Easy, Level::Medium] {
            for n in 0..games {
                let seed = 1000 * players as u64 + n;
                let (game, moves) = play_random(players, level, seed, true);
                assert_finished(&game);
                assert_eq!(
                    replay(players, level, seed, &moves),
                    game,
                    "same seed and moves, same game"
                );
                let json = serde_json::to_string(&game).unwrap();
                assert_eq!(serde_json::from_str::<Maracaibo>(&json).unwrap(), game);
            }
        }
    }
}

#[test]
fn many_fast_random_games_end() {
    let games = if soak() { 2000 } else { 200 };
    for n in 0..games {
        let players = 2 + (n % 3) as usize;
        let level = if n % 2 == 0 { Level::Easy } else { Level::Medium };
        let (game, _) = play_random(players, level, 77_000 + n, false);
        assert_finished(&game);
    }
}

fn opts(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
}

#[test]
fn options_are_read_and_bad_ones_refused() {
    assert_eq!(Maracaibo::parse_options(&[]).unwrap(), Options::default());
    let medium = Maracaibo::parse_options(&opts(&[("Level", "MEDIUM"), ("pack", "default")])).unwrap();
    assert_eq!((medium.level, medium.pack.as_str()), (Level::Medium, "default"));
    let refused = |pairs: &[(&str, &str)]| Maracaibo::parse_options(&opts(pairs)).unwrap_err().key;
    assert_eq!(refused(&[("level", "hard")]), common_keys::BAD_OPTION_VALUE);
    assert_eq!(refused(&[("colour", "red")]), common_keys::UNKNOWN_OPTION);
    assert_eq!(refused(&[("pack", "nope")]), crate::maracaibo::keys::UNKNOWN_PACK);
    let options = Options {
        pack: "missing".into(),
        ..Options::default()
    };
    assert_eq!(
        Maracaibo::new(3, &options, 1).unwrap_err().key,
        crate::maracaibo::keys::UNKNOWN_PACK
    );
    assert_eq!(
        Maracaibo::new(5, &Options::default(), 1).unwrap_err().key,
        common_keys::PLAYER_COUNT
    );
}

#[test]
fn set_up_choices_are_simultaneous_and_private() {
    let mut game = new_game(3, Level::Easy, 5);
    assert_eq!(game.to_act(), [0, 1, 2]);
    let legal = game.legal_actions(1);
    assert_eq!(legal.len(), 2 + 280);
    let choice = legal
        .iter()
        .find(|a| matches!(a, Action::Choose { .. }))
        .unwrap()
        .clone();
    let career = legal[1].clone();
    let Action::Choose { plan, .. } = &choice else {
        unreachable!()
    };
    let Action::Career(career_id) = &career else {
        unreachable!()
    };
    game.apply(1, &choice).unwrap();
    game.apply(1, &career).unwrap();
    assert_eq!(game.to_act(), [0, 2]);
    assert!(game.legal_actions(1).is_empty());
    assert_eq!(game.apply(1, &career).unwrap_err().key, common_keys::NOT_YOUR_TURN);
    let view = game.public_view();
    assert!(view.setup[1].cards_chosen && view.setup[1].career_chosen);
    assert!(!view.setup[0].cards_chosen);
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains(&format!("\"{plan}\"")) && !json.contains(&format!("\"{career_id}\"")));
    let mine = game.private_view(1);
    assert_eq!(
        (mine.planning[0].as_str(), mine.career.as_deref()),
        (plan.as_str(), Some(career_id.as_str()))
    );
    assert_eq!(mine.hand.len(), 4);
    assert_eq!(game.private_view(0).dealt.len(), 8);
    assert_eq!(game.private_view(0).careers_offered.len(), 2);
    // Once everybody has chosen, careers and planned cards are public and seat 0 sails.
    for seat in [0, 2] {
        let mut rng = ChaCha8Rng::seed_from_u64(seat as u64);
        while game.to_act().contains(&seat) {
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
    assert_eq!(game.to_act(), [0]);
    let view = game.public_view();
    assert_eq!(view.players[1].planning, std::slice::from_ref(plan));
    assert_eq!(view.players[1].career.as_deref(), Some(career_id.as_str()));
    assert!(game.legal_actions(0).iter().all(|a| matches!(a, Action::Sail(_))));
}

#[test]
fn bad_set_up_choices_are_refused_without_change() {
    let mut game = new_game(2, Level::Easy, 9);
    let dealt = game.private_view(0).dealt;
    let before = game.clone();
    let keep = |ids: &[&String]| ids.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let cases = [
        (
            Action::Choose {
                plan: dealt[0].clone(),
                keep: keep(&[&dealt[1], &dealt[2], &dealt[3]]),
            },
            crate::maracaibo::keys::KEEP_COUNT,
        ),
        (
            Action::Choose {
                plan: dealt[0].clone(),
                keep: keep(&[&dealt[0], &dealt[1], &dealt[2], &dealt[3]]),
            },
            crate::maracaibo::keys::NOT_A_DEALT_CARD,
        ),
        (
            Action::Choose {
                plan: "ZZZ".into(),
                keep: keep(&[&dealt[1], &dealt[2], &dealt[3], &dealt[4]]),
            },
            crate::maracaibo::keys::UNKNOWN_ID,
        ),
        (Action::Career("CR9".into()), crate::maracaibo::keys::UNKNOWN_ID),
        (Action::Sail(vec!["2".into()]), crate::maracaibo::keys::WRONG_PHASE),
    ];
    for (action, key) in cases {
        assert_eq!(game.apply(0, &action).unwrap_err().key, key, "{action}");
        assert_eq!(game, before);
    }
    let other = game.private_view(1).dealt;
    let foreign = Action::Choose {
        plan: other[0].clone(),
        keep: keep(&[&dealt[1], &dealt[2], &dealt[3], &dealt[4]]),
    };
    assert_eq!(
        game.apply(0, &foreign).unwrap_err().key,
        crate::maracaibo::keys::NOT_A_DEALT_CARD
    );
    assert_eq!(game, before);
    // Any letter case and order is read; parse_action gives the canonical text.
    let text = format!(
        "PLAN {} keep {} {} {} {}",
        dealt[0].to_lowercase(),
        dealt[4],
        dealt[3],
        dealt[2],
        dealt[1]
    );
    let action = game.parse_action(0, &text).unwrap();
    assert!(game.legal_actions(0).contains(&action), "{action}");
    game.apply(0, &action).unwrap();
}

#[test]
fn a_saved_game_resumes_only_on_the_same_pack() {
    let (game, _) = play_random(2, Level::Easy, 3, false);
    let json = serde_json::to_string(&game).unwrap();
    assert!(json.starts_with("{\"pack\":\"default\",\"fingerprint\":"));
    assert_eq!(serde_json::from_str::<Maracaibo>(&json).unwrap(), game);
    let wrong_print = json.replacen(&game.fingerprint().to_string(), "12345", 1);
    let error = serde_json::from_str::<Maracaibo>(&wrong_print).unwrap_err().to_string();
    assert!(error.contains("has changed"), "{error}");
    let missing = json.replacen("\"default\"", "\"gone\"", 1);
    let error = serde_json::from_str::<Maracaibo>(&missing).unwrap_err().to_string();
    assert!(error.contains("not loaded"), "{error}");
}

#[test]
fn a_registered_pack_is_playable_by_name() {
    let mut pack = crate::maracaibo::content::ContentPack::default_pack().clone();
    pack.cards.projects[0].name = "Renamed".into();
    crate::maracaibo::packs::register("game-test-pack", pack).unwrap();
    let options = Maracaibo::parse_options(&opts(&[("pack", "Game-Test-Pack")])).unwrap();
    let game = Maracaibo::new(2, &options, 4).unwrap();
    assert_eq!(game.pack_name(), "game-test-pack");
    assert_eq!(game.public_view().pack, "game-test-pack");
    assert_ne!(game.fingerprint(), new_game(2, Level::Easy, 4).fingerprint());
}

#[test]
fn ties_share_the_victory() {
    let (mut game, _) = play_random(3, Level::Easy, 8, false);
    let (_, state) = game.parts_mut();
    for player in &mut state.players {
        player.vp = 50;
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners(), [0, 1, 2]);
    assert!(outcome.standings.iter().all(|s| s.rank == 1 && s.tiebreak == 0));
}

/// Every seat makes its set-up choices at random.
fn started(players: usize, seed: u64) -> Maracaibo {
    let mut game = new_game(players, Level::Easy, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.state().turn.phase == Phase::Setup {
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    game
}

#[test]
fn the_spy_tax_is_decided_by_the_spy_owner_not_the_seat_on_turn() {
    let mut game = started(3, 6);
    let (pack, state) = game.parts_mut();
    let tax = pack.cards.find("B043").unwrap();
    let two = pack.map.find("2").unwrap();
    state.players[1].bought.push(tax);
    state.players[1].spies.reserve -= 1;
    state.players[1].spies.on_map.push(two);
    game.apply(0, &"sail 2".parse().unwrap()).unwrap();
    assert_eq!(game.to_act(), [1]);
    assert_eq!(game.public_view().pending.unwrap().seat, 1);
    assert_eq!(
        game.legal_actions(1),
        ["pick 1", "pick 2", "decline"].map(|t| t.parse().unwrap())
    );
    assert!(game.legal_actions(0).is_empty());
    assert_eq!(
        game.apply(0, &Action::Done).unwrap_err().key,
        common_keys::NOT_YOUR_TURN
    );
    let vp = game.state().players[1].vp;
    game.apply(1, &Action::Pick(1)).unwrap();
    assert_eq!(game.state().players[1].vp, vp + 1);
    assert_eq!(game.to_act(), [0]);
    assert!(game.legal_actions(0).contains(&Action::Done));
}

#[test]
fn the_view_lists_a_legacy_market_only_with_its_tile() {
    let markets = |level| {
        let view = new_game(2, level, 5).public_view();
        let ids: Vec<String> = view
            .locations
            .iter()
            .filter(|l| l.market_spaces.is_some())
            .map(|l| l.id.clone())
            .collect();
        ids
    };
    assert!(
        !markets(Level::Easy).contains(&"L4".to_string()),
        "card 75 does not use L4"
    );
    assert!(markets(Level::Medium).contains(&"L4".to_string()), "card 76 does");
}
