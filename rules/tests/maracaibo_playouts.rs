//! Maracaibo's random play-outs (the AI's fuel) are pinned: seeded random games — `random_action` + `apply` for
//! every seat, as the bench and the AI's play-outs run them — must give exactly the same games, move for move, as
//! the engine did before its speed work (issue 38). The fingerprint hashes, at every position, the seat to act and
//! every legal move's text in order (the AI's play-out policy picks from that list), then the move drawn, and each
//! final stored state. A second part plays each game's second half again from a resampled state (the AI's
//! simulation mode, which keeps no card knowledge or move log). The constants were computed on the unchanged
//! engine. A change here means the engine plays differently: a speed-up must never change it.

use galleon_rules::maracaibo::{Maracaibo, Options};
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod support;
use support::Fnv;

/// Hashes the position (seat, legal moves; only their count at set-up, where there are hundreds), draws a random
/// move, hashes and applies it. False once the game is over.
fn step(game: &mut Maracaibo, rng: &mut ChaCha8Rng, hash: &mut Fnv) -> bool {
    let Some(seat) = game.first_to_act() else {
        return false;
    };
    hash.bytes(&[seat as u8]);
    let legal = game.legal_actions(seat);
    hash.bytes(&(legal.len() as u64).to_le_bytes());
    if legal.len() < 100 {
        for action in &legal {
            hash.bytes(action.to_string().as_bytes());
        }
    }
    let action = game.random_action(seat, rng).unwrap();
    hash.bytes(action.to_string().as_bytes());
    game.apply(seat, &action).unwrap();
    true
}

/// Plays `games` seeded random games with `players` and `options`; returns their fingerprint and the moves played
/// (both halves of each game's second play).
fn fingerprint(players: usize, options: &Options, games: u64) -> (u64, u64) {
    let mut hash = Fnv::new();
    let mut moves = 0;
    for seed in 0..games {
        let mut game = Maracaibo::new(players, options, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut played = Vec::new();
        while step(&mut game, &mut rng, &mut hash) {
            played.push(game.clone());
            moves += 1;
        }
        hash.bytes(serde_json::to_string(&game).unwrap().as_bytes());
        let middle = &played[played.len() / 2];
        let seat = middle.first_to_act().unwrap();
        let mut simulation = middle.resample(seat, &mut rng);
        while step(&mut simulation, &mut rng, &mut hash) {
            moves += 1;
        }
        hash.bytes(serde_json::to_string(&simulation).unwrap().as_bytes());
    }
    (hash.0, moves)
}

fn options(level: &str) -> Options {
    Maracaibo::parse_options(&[("level".to_string(), level.to_string())]).unwrap()
}

#[test]
fn two_player_random_games_play_exactly_as_before() {
    assert_eq!(fingerprint(2, &Options::default(), 60), (2524387552430640310, 16446));
}

#[test]
fn three_and_four_player_random_games_play_exactly_as_before() {
    assert_eq!(fingerprint(3, &Options::default(), 20), (3138448280861912861, 7714));
    assert_eq!(fingerprint(4, &options("medium"), 20), (18320077676816788155, 9539));
}

#[test]
fn solo_random_games_play_exactly_as_before() {
    assert_eq!(fingerprint(1, &Options::default(), 30), (14097821284181863875, 4185));
    assert_eq!(fingerprint(1, &options("5"), 15), (12821976072654291147, 2086));
}
