//! The laws every [`Game`] obeys, checked by one generic walk over random games of each game (in the spirit of
//! OpenSpiel's random simulation test). At every position of a random game:
//! - exactly the seats in `to_act` have legal moves, and the listing helpers (`legal_count`, `only_action`,
//!   `legal_starting_with`, `suggested_actions`, `random_action`) agree with `legal_actions`;
//! - every listed move reads back from its canonical text (and from its upper-case form through
//!   `parse_action`) and applies;
//! - moves that are not legal here (other seats' moves, moves seen earlier in the game, a finished game's moves)
//!   are refused and leave the state byte-identical;
//! - the stored (serde) form round-trips and the restored copy plays on identically;
//! - a change to what nobody may see (the random generator, face-down piles), or to one seat's secrets, leaves
//!   the public view and every other seat's private view unchanged.
//!
//! At the end, the seed and the move texts replay the game exactly. Game-specific properties (conservation,
//! scoring) stay in each game's own tests. `GALLEON_SOAK=1` plays many more games.

use std::collections::BTreeSet;

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::{Options as PrOptions, PuertoRico, Variant};
use galleon_rules::santiago::Santiago;
use galleon_rules::{Game, GameOption, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// Above this many legal moves (a Puerto Rico Mayor), the full-list checks look at a sample.
const LISTING_CAP: u64 = 400;
/// Listed moves checked (round trip, applies) per seat and position.
const SAMPLE: usize = 24;
/// Moves seen earlier in the game, tried again as refusal candidates.
const POOL: usize = 64;

/// A change to a stored state (its serde form) that touches only hidden information: `Some(seat)` when it
/// changes that seat's secrets, `None` when it changes what no seat may see. Returns false when it did nothing.
type Perturb = fn(&mut Value, &mut ChaCha8Rng) -> Option<(Option<Seat>, bool)>;

fn soak() -> bool {
    std::env::var_os("GALLEON_SOAK").is_some()
}

fn json<G: Game>(game: &G) -> String {
    serde_json::to_string(game).expect("serializes")
}

/// What one checked game did: its moves, and how often each perturbation changed something.
struct Played {
    moves: usize,
    perturbed: Vec<usize>,
}

/// Plays one random game with every law checked at every position.
fn check_game<G: Game>(players: usize, options: &G::Options, seed: u64, perturbs: &[Perturb]) -> Played {
    let mut game = G::new(players, options, seed).expect("set-up");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut record: Vec<(Seat, String)> = Vec::new();
    let mut pool: Vec<String> = Vec::new();
    let mut perturbed = vec![0; perturbs.len()];
    while let Some(seat) = game.to_act().choose(&mut rng).copied() {
        check_position(&game, &pool, &mut rng);
        if record.len().is_multiple_of(17) {
            check_stored_form(&game, seat, &mut rng);
            for (perturb, count) in perturbs.iter().zip(&mut perturbed) {
                *count += usize::from(check_hidden_change(&game, *perturb, &mut rng));
            }
        }
        let action = game.random_action(seat, &mut rng).expect("a seat to act has a move");
        let text = action.to_string();
        game.apply(seat, &action)
            .unwrap_or_else(|e| panic!("sampled {text} refused: {e}"));
        if pool.len() < POOL {
            pool.push(text.clone());
        } else {
            let slot = rng.gen_range(0..POOL);
            pool[slot] = text.clone();
        }
        record.push((seat, text));
    }
    check_finished(&game, &pool);
    check_replay(players, options, seed, &record, &game);
    Played {
        moves: record.len(),
        perturbed,
    }
}

fn check_position<G: Game>(game: &G, pool: &[String], rng: &mut ChaCha8Rng) {
    let to_act = game.to_act();
    let frozen = json(game);
    for seat in 0..game.players() {
        let count = game.legal_count(seat);
        if !to_act.contains(&seat) {
            assert_eq!(count, 0, "seat {seat} is not to act but has moves");
            assert!(game.legal_actions(seat).is_empty());
            assert_eq!(game.random_action(seat, rng), None);
            check_refusals(game, seat, pool, &[], &frozen);
            continue;
        }
        assert!(count > 0, "seat {seat} is to act but has no move");
        let sample = listed_sample(game, seat, count, rng);
        for action in &sample {
            check_listed(game, seat, action);
        }
        let suggested = game.suggested_actions(seat);
        assert!(!suggested.is_empty(), "a seat to act gets suggestions");
        for action in &suggested {
            check_listed(game, seat, action);
        }
        let drawn = game.random_action(seat, rng).expect("sampler");
        check_listed(game, seat, &drawn);
        assert_eq!(game.only_action(seat).is_some(), count == 1);
        check_prefix_listing(game, seat, &sample[0]);
        let others: Vec<String> = (0..game.players())
            .filter(|&other| other != seat)
            .flat_map(|other| game.legal_starting_with(other, "", 8))
            .map(|a| a.to_string())
            .collect();
        check_refusals(game, seat, pool, &others, &frozen);
    }
    assert_eq!(json(game), frozen, "looking at a position changed it");
}

/// Every legal move when the list is short, else `SAMPLE` of them (by prefix listing and the sampler).
fn listed_sample<G: Game>(game: &G, seat: Seat, count: u64, rng: &mut ChaCha8Rng) -> Vec<G::Action> {
    if count <= LISTING_CAP {
        let all = game.legal_actions(seat);
        assert_eq!(all.len() as u64, count, "legal_count agrees with the list");
        let unique: BTreeSet<String> = all.iter().map(|a| a.to_string()).collect();
        assert_eq!(unique.len(), all.len(), "no move is listed twice");
        return all.choose_multiple(rng, SAMPLE).cloned().collect();
    }
    let mut sample = game.legal_starting_with(seat, "", SAMPLE / 2);
    sample.extend((0..SAMPLE / 2).filter_map(|_| game.random_action(seat, rng)));
    sample
}

/// A listed move: its text reads back (also in upper case, through the game's parser), and it applies.
fn check_listed<G: Game>(game: &G, seat: Seat, action: &G::Action) {
    let text = action.to_string();
    assert_eq!(text.parse::<G::Action>().as_ref(), Ok(action), "{text} reads back");
    assert_eq!(
        game.parse_action(seat, &text).as_ref(),
        Ok(action),
        "{text} parses for its seat"
    );
    let shouted = game.parse_action(seat, &text.to_uppercase());
    assert_eq!(shouted.as_ref(), Ok(action), "{text} in upper case");
    let mut trial = game.clone();
    trial
        .apply(seat, action)
        .unwrap_or_else(|e| panic!("listed {text} refused: {e}"));
}

/// `legal_starting_with` is the legal list filtered by prefix, in order, cut at the limit.
fn check_prefix_listing<G: Game>(game: &G, seat: Seat, action: &G::Action) {
    let text = action.to_string();
    let prefix: String = text.chars().take(text.chars().count().div_ceil(2)).collect();
    let found = game.legal_starting_with(seat, &prefix.to_uppercase(), 5);
    assert!(!found.is_empty() && found.len() <= 5, "prefix {prefix}");
    for listed in &found {
        assert!(listed.to_string().to_lowercase().starts_with(&prefix.to_lowercase()));
    }
    if game.legal_count(seat) <= LISTING_CAP {
        let expected: Vec<G::Action> = game
            .legal_actions(seat)
            .into_iter()
            .filter(|a| a.to_string().to_lowercase().starts_with(&prefix.to_lowercase()))
            .take(5)
            .collect();
        assert_eq!(found, expected, "prefix {prefix}");
    }
}

/// Refusals compared byte for byte per seat and position (serializing is most of this test's cost).
const COMPARED: usize = 4;

/// Moves that are not legal for `seat` here are refused and change nothing; those that are legal apply.
fn check_refusals<G: Game>(game: &G, seat: Seat, pool: &[String], others: &[String], frozen: &str) {
    let mut compared = 0;
    for text in others.iter().chain(pool) {
        let Ok(action) = game.parse_action(seat, text) else {
            continue;
        };
        let mut trial = game.clone();
        let legal = game.legal_starting_with(seat, text, usize::MAX).contains(&action);
        match trial.apply(seat, &action) {
            Ok(()) => assert!(legal, "{text} accepted for seat {seat} but not listed"),
            Err(err) => {
                assert!(!legal, "{text} listed for seat {seat} but refused: {err}");
                if compared < COMPARED {
                    assert_eq!(json(&trial), frozen, "refused {text} ({err}) changed the state");
                    compared += 1;
                }
                assert!(!err.key.is_empty());
            }
        }
    }
}

/// The stored form reads back to an equal game that plays on identically.
fn check_stored_form<G: Game>(game: &G, seat: Seat, rng: &mut ChaCha8Rng) {
    let stored = json(game);
    let restored: G = serde_json::from_str(&stored).expect("reads back");
    assert_eq!(json(&restored), stored, "the stored form round-trips");
    assert_eq!(restored.public_view(), game.public_view());
    let action = game.random_action(seat, &mut rng.clone()).expect("move");
    let (mut a, mut b) = (game.clone(), restored);
    a.apply(seat, &action).expect("applies");
    b.apply(seat, &action).expect("applies to the restored copy");
    assert_eq!(json(&a), json(&b), "the restored copy plays on identically");
    let _ = rng.gen::<u32>();
}

/// A change to hidden information changes no view but that of the seat whose secret it is. Returns whether
/// the perturbation applied here.
fn check_hidden_change<G: Game>(game: &G, perturb: Perturb, rng: &mut ChaCha8Rng) -> bool {
    let mut value = serde_json::to_value(game).expect("serializes");
    let Some((owner, true)) = perturb(&mut value, rng) else {
        return false;
    };
    let other: G = serde_json::from_value(value).expect("a perturbed state reads back");
    assert_ne!(json(&other), json(game), "the perturbation changed the state");
    assert_eq!(
        other.public_view(),
        game.public_view(),
        "hidden information reached the public view"
    );
    for seat in (0..game.players()).filter(|&s| Some(s) != owner) {
        assert_eq!(
            other.private_view(seat),
            game.private_view(seat),
            "seat {seat} sees a secret that is not its own"
        );
    }
    let frozen = json(game);
    for seat in 0..game.players() {
        assert_eq!(game.legal_count(seat) == 0, other.legal_count(seat) == 0);
    }
    assert_eq!(json(game), frozen);
    true
}

fn check_finished<G: Game>(game: &G, pool: &[String]) {
    assert!(game.is_over());
    assert!(game.outcome().is_some(), "a finished game has an outcome");
    let frozen = json(game);
    for seat in 0..game.players() {
        assert_eq!(game.legal_count(seat), 0);
        check_refusals(game, seat, pool, &[], &frozen);
    }
}

fn check_replay<G: Game>(players: usize, options: &G::Options, seed: u64, record: &[(Seat, String)], played: &G) {
    let mut replay = G::new(players, options, seed).expect("set-up");
    for (seat, text) in record {
        let action = replay.parse_action(*seat, text).expect("a played text reads back");
        replay.apply(*seat, &action).expect("a played move applies again");
    }
    assert_eq!(
        json(&replay),
        json(played),
        "the seed and the texts replay the game exactly"
    );
    assert_eq!(replay.outcome(), played.outcome());
}

// ---- hidden information, per game (on the stored form) ----

/// Every random generator in the state gets another seed: the future changes, nothing anyone sees does.
fn reseed(value: &mut Value, rng: &mut ChaCha8Rng) -> Option<(Option<Seat>, bool)> {
    let mut changed = false;
    visit(value, &mut |object| {
        let is_generator = object.contains_key("word_pos");
        if let (Some(Value::Array(seed)), true) = (object.get_mut("seed"), is_generator) {
            for byte in seed.iter_mut() {
                *byte = Value::from(rng.gen::<u8>());
            }
            changed = true;
        }
    });
    Some((None, changed))
}

fn visit(value: &mut Value, f: &mut impl FnMut(&mut serde_json::Map<String, Value>)) {
    match value {
        Value::Object(object) => {
            f(object);
            for child in object.values_mut() {
                visit(child, f);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|child| visit(child, f)),
        _ => {}
    }
}

/// Santiago with hidden money: one seat's purse changes.
fn santiago_purse(value: &mut Value, rng: &mut ChaCha8Rng) -> Option<(Option<Seat>, bool)> {
    if value["options"]["money"] != "hidden" || value["phase"] == "over" {
        return None;
    }
    let purses = value["money"].as_array_mut()?;
    let seat = rng.gen_range(0..purses.len());
    purses[seat] = Value::from(purses[seat].as_u64()? + 17);
    Some((Some(seat), true))
}

/// Maracaibo: the face-down draw pile is shuffled.
fn maracaibo_draw_pile(value: &mut Value, rng: &mut ChaCha8Rng) -> Option<(Option<Seat>, bool)> {
    let pile = value["state"]["board"]["draw_pile"].as_array_mut()?;
    let before = pile.clone();
    pile.shuffle(rng);
    Some((None, *pile != before))
}

/// Maracaibo: a card in one seat's hand is swapped with one of the face-down draw pile.
fn maracaibo_hand(value: &mut Value, rng: &mut ChaCha8Rng) -> Option<(Option<Seat>, bool)> {
    let seats = value["state"]["players"].as_array()?.len();
    let seat = rng.gen_range(0..seats);
    let card = value["state"]["players"][seat]["hand"].as_array()?.first()?.clone();
    let pile = value["state"]["board"]["draw_pile"].as_array_mut()?;
    let index = (0..pile.len()).find(|&i| pile[i] != card)?;
    let drawn = std::mem::replace(&mut pile[index], card);
    value["state"]["players"][seat]["hand"][0] = drawn;
    Some((Some(seat), true))
}

// ---- the games ----

fn options<G: Game>(options: &[(&str, &str)]) -> G::Options {
    let options: Vec<GameOption> = options.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
    G::parse_options(&options).expect("options")
}

fn games(default: u64) -> u64 {
    if soak() {
        default * 20
    } else {
        default
    }
}

#[test]
fn puerto_rico_obeys_the_game_laws() {
    for variant in [Variant::Base, Variant::Extension, Variant::Random] {
        for players in 3..=5 {
            for seed in 0..games(1) {
                let played = check_game::<PuertoRico>(players, &PrOptions { variant }, seed, &[reseed]);
                assert!(played.moves > 100 && played.perturbed[0] > 5, "{}", played.moves);
            }
        }
    }
}

#[test]
fn santiago_obeys_the_game_laws() {
    let sets: [&[(&str, &str)]; 3] = [&[], &[("money", "open")], &[("palms", "on"), ("spring", "random")]];
    for (i, set) in sets.iter().enumerate() {
        for players in 3..=5 {
            for seed in 0..games(1) {
                let seed = seed * 10 + i as u64;
                let played =
                    check_game::<Santiago>(players, &options::<Santiago>(set), seed, &[reseed, santiago_purse]);
                assert!(played.perturbed[0] > 5);
                assert_eq!(
                    played.perturbed[1] > 5,
                    i != 1,
                    "the purse changes only with hidden money"
                );
            }
        }
    }
}

#[test]
fn maracaibo_obeys_the_game_laws() {
    let perturbs: [Perturb; 3] = [reseed, maracaibo_draw_pile, maracaibo_hand];
    for players in 1..=4 {
        for seed in 0..games(1) {
            let played = check_game::<Maracaibo>(players, &Default::default(), seed, &perturbs);
            assert!(played.perturbed.iter().all(|&n| n > 0), "{:?}", played.perturbed);
        }
    }
    let played = check_game::<Maracaibo>(3, &options::<Maracaibo>(&[("level", "medium")]), 7, &perturbs);
    assert!(played.perturbed.iter().all(|&n| n > 0), "{:?}", played.perturbed);
}
