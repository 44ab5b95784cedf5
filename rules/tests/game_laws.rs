//! The laws every [`Game`] obeys, checked by one generic walk over random games of each game (in the spirit of
//! OpenSpiel's random simulation test). At every position of a random game:
//! - exactly the seats in `to_act` have legal moves (`first_to_act` is its first), and the listing helpers (`legal_count`, `only_action`,
//!   `legal_starting_with`, `suggested_actions`, `random_action`) agree with `legal_actions`;
//! - every listed move reads back from its canonical text (and from its upper-case form through
//!   `parse_action`) and applies;
//! - moves that are not legal here (other seats' moves, moves seen earlier in the game, a finished game's moves)
//!   are refused and leave the state byte-identical;
//! - the stored (serde) form round-trips and the restored copy plays on identically;
//! - a change to what nobody may see (the random generator, face-down piles), or to one seat's secrets, leaves
//!   the public view and every other seat's private view unchanged;
//! - resampling for a seat ([`Game::resample`]) keeps what it knows (public view, its private view, who acts,
//!   its legal moves, the outcome) and the shape of the state (every list keeps its length: hand and pile
//!   sizes), varies what it does not know (per game, the hidden parts named by a [`Hidden`] function), depends
//!   only on what it knows (resampling a resampled state, or a state changed where nobody may see, gives the same
//!   state for the same generator), is deterministic, and gives a state that plays on to the end.
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

/// The parts of a stored state that `seat` does not know and resampling must vary (empty: none).
type Hidden = fn(&Value, Seat) -> Vec<Value>;

/// The laws of one game: the perturbations of hidden information, those of them nobody may see (resampling
/// must ignore them), and the hidden parts resampling varies.
struct Laws {
    perturbs: &'static [Perturb],
    unseen: &'static [Perturb],
    hidden: Hidden,
}

fn soak() -> bool {
    std::env::var_os("GALLEON_SOAK").is_some()
}

fn json<G: Game>(game: &G) -> String {
    serde_json::to_string(game).expect("serializes")
}

/// What one checked game did: its moves, how often each perturbation changed something, how often resampling
/// was checked and how often it varied a hidden part.
struct Played {
    moves: usize,
    perturbed: Vec<usize>,
    resampled: usize,
    varied: usize,
}

/// Plays one random game with every law checked at every position.
fn check_game<G: Game>(players: usize, options: &G::Options, seed: u64, laws: &Laws) -> Played {
    let mut game = G::new(players, options, seed).expect("set-up");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut record: Vec<(Seat, String)> = Vec::new();
    let mut pool: Vec<String> = Vec::new();
    let mut perturbed = vec![0; laws.perturbs.len()];
    let (mut resampled, mut varied) = (0, 0);
    while let Some(seat) = game.to_act().choose(&mut rng).copied() {
        check_position(&game, &pool, &mut rng);
        if record.len().is_multiple_of(17) {
            check_stored_form(&game, seat, &mut rng);
            for (perturb, count) in laws.perturbs.iter().zip(&mut perturbed) {
                *count += usize::from(check_hidden_change(&game, *perturb, &mut rng));
            }
        }
        if record.len() % 17 == 8 {
            let player_on = (resampled % 8 == 0).then(|| rng.gen_range(0..game.players()));
            for seat in 0..game.players() {
                varied += usize::from(check_resample(&game, seat, laws, player_on == Some(seat), &mut rng));
                resampled += 1;
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
    for seat in 0..game.players() {
        check_resample(&game, seat, laws, false, &mut rng);
    }
    Played {
        moves: record.len(),
        perturbed,
        resampled,
        varied,
    }
}

fn check_position<G: Game>(game: &G, pool: &[String], rng: &mut ChaCha8Rng) {
    let to_act = game.to_act();
    assert_eq!(
        game.first_to_act(),
        to_act.first().copied(),
        "first_to_act is not to_act's first seat"
    );
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

/// Seeds of the generators given to `resample` in [`check_resample`].
const RESAMPLES: [u64; 4] = [1, 2, 3, 0xdead_beef];

/// The resampling laws at one position, for `seat`; `play_on` also plays the resampled state to its end. Returns
/// whether a hidden part was there and varied across resamples.
fn check_resample<G: Game>(game: &G, seat: Seat, laws: &Laws, play_on: bool, rng: &mut ChaCha8Rng) -> bool {
    let frozen = json(game);
    let sample = |state: &G, seed: u64| state.resample(seat, &mut ChaCha8Rng::seed_from_u64(seed));
    let resamples: Vec<G> = RESAMPLES.iter().map(|&seed| sample(game, seed)).collect();
    assert_eq!(json(game), frozen, "resampling changed the state it started from");
    let stored: Vec<String> = resamples.iter().map(json).collect();
    for (other, text) in resamples.iter().zip(&stored) {
        check_known_kept(game, other, seat);
        check_same_shape(
            &serde_json::from_str(&frozen).unwrap(),
            &serde_json::from_str(text).unwrap(),
        );
        let restored: G = serde_json::from_str(text).expect("a resampled state reads back");
        assert_eq!(&json(&restored), text, "a resampled state round-trips");
    }
    assert_eq!(
        json(&sample(game, RESAMPLES[0])),
        stored[0],
        "resampling is deterministic"
    );
    let unique: BTreeSet<&String> = stored.iter().collect();
    assert_eq!(unique.len(), stored.len(), "each resample draws a new future");
    // Depends only on what the seat knows: a resampled state, or one changed where nobody may see, resamples
    // to the very same state.
    for again in &resamples[1..] {
        assert_eq!(
            json(&sample(again, RESAMPLES[0])),
            stored[0],
            "resampling reads a hidden part"
        );
    }
    for perturb in laws.unseen {
        let mut value = serde_json::to_value(game).unwrap();
        if let Some((None, true)) = perturb(&mut value, rng) {
            let other: G = serde_json::from_value(value).unwrap();
            assert_eq!(
                json(&sample(&other, RESAMPLES[0])),
                stored[0],
                "resampling reads what nobody sees"
            );
        }
    }
    if play_on {
        check_plays_to_the_end(&resamples[1], rng);
    }
    let hidden: Vec<Vec<Value>> = stored
        .iter()
        .map(|text| (laws.hidden)(&serde_json::from_str(text).unwrap(), seat))
        .collect();
    let varies = hidden.iter().any(|parts| *parts != hidden[0]);
    // With many hidden items, four resamples that agree on all of them would be a broken resampler.
    if hidden[0].len() >= 6 {
        assert!(varies, "seat {seat}: resampling never varies {:?}", hidden[0]);
    }
    varies
}

/// Everything `seat` knows is the same in `other`.
fn check_known_kept<G: Game>(game: &G, other: &G, seat: Seat) {
    assert_eq!(
        other.public_view(),
        game.public_view(),
        "resampling changed the public view"
    );
    assert_eq!(
        other.private_view(seat),
        game.private_view(seat),
        "resampling changed what seat {seat} sees"
    );
    assert_eq!(other.to_act(), game.to_act());
    assert_eq!(other.outcome(), game.outcome());
    let count = game.legal_count(seat);
    assert_eq!(other.legal_count(seat), count, "seat {seat}'s legal moves");
    if count <= LISTING_CAP {
        assert_eq!(
            other.legal_actions(seat),
            game.legal_actions(seat),
            "seat {seat}'s legal moves"
        );
    } else {
        assert_eq!(
            other.legal_starting_with(seat, "", 64),
            game.legal_starting_with(seat, "", 64)
        );
    }
}

/// Counting constraints, generically: every list of the stored form keeps its length, every object its keys.
fn check_same_shape(before: &Value, after: &Value) {
    match (before, after) {
        (Value::Array(a), Value::Array(b)) => {
            assert_eq!(a.len(), b.len(), "a list changed length: {a:?} → {b:?}");
            a.iter().zip(b).for_each(|(x, y)| check_same_shape(x, y));
        }
        (Value::Object(a), Value::Object(b)) => {
            assert!(a.keys().eq(b.keys()), "the fields changed");
            a.values().zip(b.values()).for_each(|(x, y)| check_same_shape(x, y));
        }
        (a, b) => assert_eq!(std::mem::discriminant(a), std::mem::discriminant(b), "{a} became {b}"),
    }
}

/// A resampled state is a valid state: random play from it to the end applies every move, also for seats
/// other than the one it was drawn for.
fn check_plays_to_the_end<G: Game>(game: &G, rng: &mut ChaCha8Rng) {
    let mut game = game.clone();
    while let Some(seat) = game.to_act().choose(rng).copied() {
        let action = game.random_action(seat, rng).expect("a seat to act has a move");
        if game.legal_count(seat) <= LISTING_CAP / 8 {
            for listed in game.legal_actions(seat) {
                game.clone()
                    .apply(seat, &listed)
                    .unwrap_or_else(|e| panic!("{listed} refused: {e}"));
            }
        }
        game.apply(seat, &action)
            .unwrap_or_else(|e| panic!("{action} refused in a resampled game: {e}"));
    }
    assert!(game.outcome().is_some());
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

/// Santiago: the face-down positions of the tile stacks (`deck` indices), from the stored form.
fn santiago_face_down_positions(value: &Value) -> Vec<usize> {
    let players = value["players"].as_u64().unwrap() as usize;
    let (stacks, rounds) = if players == 5 { (5, 9) } else { (4, 11) };
    let seen = value["round"].as_u64().unwrap() as usize;
    (0..stacks).flat_map(|s| s * rounds + seen..(s + 1) * rounds).collect()
}

/// Santiago: the tiles still face down in the stacks are shuffled among themselves.
fn santiago_stacks(value: &mut Value, rng: &mut ChaCha8Rng) -> Option<(Option<Seat>, bool)> {
    let positions = santiago_face_down_positions(value);
    let deck = value["deck"].as_array_mut()?;
    let mut tiles: Vec<Value> = positions.iter().map(|&i| deck[i].clone()).collect();
    let before = tiles.clone();
    tiles.shuffle(rng);
    for (&i, tile) in positions.iter().zip(&tiles) {
        deck[i] = tile.clone();
    }
    Some((None, tiles != before))
}

/// Santiago: what no seat knows is the face-down tiles.
fn santiago_face_down(value: &Value, _seat: Seat) -> Vec<Value> {
    santiago_face_down_positions(value)
        .into_iter()
        .map(|i| value["deck"][i].clone())
        .collect()
}

/// Maracaibo: the other seats' hands, the draw pile and the combat-token piles.
fn maracaibo_hidden(value: &Value, seat: Seat) -> Vec<Value> {
    let state = &value["state"];
    let players = state["players"].as_array().unwrap();
    let hands = (0..players.len())
        .filter(|&other| other != seat)
        .flat_map(|other| players[other]["hand"].as_array().unwrap().iter().cloned());
    let board = &state["board"];
    let piles = ["draw_pile"]
        .iter()
        .flat_map(|pile| board[pile].as_array().unwrap().iter().cloned());
    let tokens = board["combat_piles"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p.as_array().unwrap().iter().cloned());
    hands.chain(piles).chain(tokens).collect()
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

const PUERTO_RICO: Laws = Laws {
    perturbs: &[reseed],
    unseen: &[reseed],
    hidden: |_, _| Vec::new(),
};

const SANTIAGO: Laws = Laws {
    perturbs: &[reseed, santiago_purse, santiago_stacks],
    unseen: &[reseed, santiago_stacks],
    hidden: santiago_face_down,
};

const MARACAIBO: Laws = Laws {
    perturbs: &[reseed, maracaibo_draw_pile, maracaibo_hand],
    unseen: &[reseed, maracaibo_draw_pile],
    hidden: maracaibo_hidden,
};

#[test]
fn puerto_rico_obeys_the_game_laws() {
    for variant in [Variant::Base, Variant::Extension, Variant::Random] {
        for players in 3..=5 {
            for seed in 0..games(1) {
                let played = check_game::<PuertoRico>(players, &PrOptions { variant }, seed, &PUERTO_RICO);
                assert!(played.moves > 100 && played.perturbed[0] > 5, "{}", played.moves);
                assert!(played.resampled > 5);
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
                let played = check_game::<Santiago>(players, &options::<Santiago>(set), seed, &SANTIAGO);
                assert!(played.perturbed[0] > 5 && played.perturbed[2] > 5);
                assert_eq!(
                    played.perturbed[1] > 5,
                    i != 1,
                    "the purse changes only with hidden money"
                );
                assert!(
                    played.varied > 5 && played.varied * 10 >= played.resampled * 8,
                    "{}/{}",
                    played.varied,
                    played.resampled
                );
            }
        }
    }
}

#[test]
fn maracaibo_obeys_the_game_laws() {
    for players in 1..=4 {
        for seed in 0..games(1) {
            let played = check_game::<Maracaibo>(players, &Default::default(), seed, &MARACAIBO);
            assert!(played.perturbed.iter().all(|&n| n > 0), "{:?}", played.perturbed);
            assert!(
                played.resampled >= 4 && played.varied * 10 >= played.resampled * 8,
                "{}/{}",
                played.varied,
                played.resampled
            );
        }
    }
    let played = check_game::<Maracaibo>(3, &options::<Maracaibo>(&[("level", "medium")]), 7, &MARACAIBO);
    assert!(played.perturbed.iter().all(|&n| n > 0), "{:?}", played.perturbed);
    let played = check_game::<Maracaibo>(
        1,
        &options::<Maracaibo>(&[("level", "5"), ("level", "medium")]),
        3,
        &MARACAIBO,
    );
    assert!(
        played.resampled >= 4 && played.varied == played.resampled,
        "{}/{}",
        played.varied,
        played.resampled
    );
}
