//! `/undo` beside AI seats, in the three games, with one and two bots, through the script runner (the engine of
//! `galleon script`): after each of a person's moves (the bots answering at once) the person tries `/undo`.
//! Accepted, the log is back to before the move (the bots' answers gone with it), and the same move played
//! again gives the same log as before the undo (the bots play again, the same moves in script mode), so the
//! game goes on. Refused, nothing changed and the answer says why: a reveal (its kind) or another person's move
//! since (named). `measure_undo_acceptance_beside_bots` (ignored: whole games) prints the acceptance rate.

use std::collections::BTreeMap;

use crate::scripted::{exported, host_alone, state};
use galleon_commands::io::{Locale, Message, Target};
use galleon_commands::script::{Runner, ScriptOptions};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// What the tries of `/undo` gave at one table.
#[derive(Debug, Default)]
struct Tally {
    /// `/undo` right after one of the person's own moves.
    tried: usize,
    accepted: usize,
    /// Accepted ones that took back AI moves too, and how many AI moves in all.
    with_ai: usize,
    ai_moves: usize,
    /// Refusals after the person's own move, by their text.
    refused: BTreeMap<String, usize>,
    /// Those of them where AI moves followed the person's (the reveal may be theirs).
    refused_after_ai: usize,
    /// Refusals of `/undo` by a person after another person's move, naming them.
    person_refusals: usize,
    /// Games played to their end.
    finished: usize,
}

impl Tally {
    fn reveals(&self) -> usize {
        self.refused.values().sum()
    }

    fn add(&mut self, other: &Tally) {
        self.tried += other.tried;
        self.accepted += other.accepted;
        self.with_ai += other.with_ai;
        self.ai_moves += other.ai_moves;
        self.person_refusals += other.person_refusals;
        self.refused_after_ai += other.refused_after_ai;
        self.finished += other.finished;
        for (reason, n) in &other.refused {
            *self.refused.entry(reason.clone()).or_default() += n;
        }
    }
}

fn log(runner: &Runner) -> Vec<Value> {
    exported(runner)["game"]["log"].as_array().unwrap().clone()
}

/// A table of `people` and `bots` AI seats (level `level`) playing `kind`.
fn open(kind: &str, people: &[&str], bots: usize, level: &str, seed: u64) -> Runner {
    let options = ScriptOptions {
        data: None,
        locale: Locale::En,
        json: false,
    };
    let mut runner = Runner::new(&options).unwrap();
    for person in people {
        runner.line(&format!("{person}> /join"));
    }
    for _ in 0..bots {
        runner.line(&format!("{}> /addbot level:{level}", people[0]));
    }
    runner.line(&format!("{}> /start game:{kind} seed:{seed}", people[0]));
    runner
}

/// `user`'s `/undo` through the host alone (no AI turn played after it): its messages.
fn undo(runner: &Runner, user: &str) -> Vec<Message> {
    host_alone(runner, user, "/undo")
}

/// The text of the first message of `messages` sent to `target`.
fn text_to(messages: &[Message], target: impl Fn(&Target) -> bool) -> Option<String> {
    messages.iter().find(|m| target(&m.to)).map(Message::text)
}

/// A refused `/undo` of `user`: the table unchanged; its answer.
fn refusal(runner: &Runner, user: &str) -> String {
    let before = exported(runner);
    let out = undo(runner, user);
    assert_eq!(exported(runner), before, "a refused undo changed the table");
    text_to(&out, |t| matches!(t, Target::Ephemeral { .. })).expect("an answer")
}

/// Plays `people`'s random moves at `runner` until `enough` or `most` moves or the game's end, trying `/undo`
/// after each: the mover's own (accepted unless a taken-back move revealed something) and that of the person who
/// moved before them, if another (refused, naming the mover).
fn drive<G: Game>(runner: &mut Runner, seed: u64, most: usize, enough: impl Fn(&Tally) -> bool) -> Tally {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tally = Tally::default();
    let mut previous: Option<String> = None;
    for _ in 0..most {
        let (game, seats) = state::<G>(runner);
        if game.is_over() || enough(&tally) {
            break;
        }
        let person = game.to_act().into_iter().find(|&s| !seats[s].starts_with("ai:"));
        let seat = person.expect("a person to act: no AI turn is left pending");
        let user = seats[seat].clone();
        let text = game.random_action(seat, &mut rng).unwrap().to_string();
        let play = format!("{user}> /play move:\"{text}\"");
        let before = log(runner);
        runner.line(&play);
        let after = log(runner);
        assert!(after.len() > before.len(), "{play} was played");
        if state::<G>(runner).0.is_over() {
            break;
        }
        if let Some(other) = previous.replace(user.clone()).filter(|p| *p != user) {
            let text = refusal(runner, &other);
            assert_eq!(
                text,
                format!("Your last move can no longer be taken back: {user} played since.")
            );
            tally.person_refusals += 1;
        }
        tally.tried += 1;
        let ai = after[before.len() + 1..].iter().filter(|m| m["auto"] != true).count();
        let out = undo(runner, &user);
        if log(runner).len() == after.len() {
            let text = text_to(&out, |t| matches!(t, Target::Ephemeral { .. })).expect("an answer");
            let reason = text.strip_prefix("Your last move cannot be taken back: ");
            let reason = reason.unwrap_or_else(|| panic!("refused for a reveal only: {text}"));
            *tally.refused.entry(reason.to_string()).or_default() += 1;
            tally.refused_after_ai += usize::from(ai > 0);
            continue;
        }
        tally.accepted += 1;
        assert_eq!(log(runner), before, "the move and every move after it are gone");
        let post = text_to(&out, |t| matches!(t, Target::Channel { .. })).expect("a post");
        assert!(post.starts_with(&format!("{user} took back")), "{post}");
        if ai > 0 {
            tally.with_ai += 1;
            tally.ai_moves += ai;
            assert!(post.contains("🤖 Bot"), "the bots' moves are named or counted: {post}");
        } else {
            assert!(!post.contains("🤖"), "{post}");
        }
        // Played again, the move brings the bots to play again: the same moves in script mode.
        runner.line(&play);
        assert_eq!(log(runner), after, "the game goes on as before the undo");
    }
    tally.finished = usize::from(state::<G>(runner).0.is_over());
    tally
}

/// Whether a table saw every outcome the tests want: an undo taking back AI moves, a reveal's refusal, a
/// person's refusal.
fn seen_all(tally: &Tally) -> bool {
    tally.with_ai > 0 && tally.reveals() > 0 && tally.person_refusals > 0
}

/// Alice and Bob beside `bots` random bots: every outcome is met within 600 moves.
fn check<G: Game>(kind: &str, bots: usize, seed: u64) {
    let mut runner = open(kind, &["alice", "bob"], bots, "random", seed);
    let tally = drive::<G>(&mut runner, seed, 600, seen_all);
    println!("{kind} with {bots} bots: {tally:?}");
    assert!(seen_all(&tally), "{kind} with {bots} bots: {tally:?}");
    assert!(tally.accepted > 0);
}

#[test]
fn puerto_rico_undo_beside_one_bot() {
    check::<PuertoRico>("puerto-rico", 1, 21);
}

#[test]
fn puerto_rico_undo_beside_two_bots() {
    check::<PuertoRico>("puerto-rico", 2, 22);
}

#[test]
fn santiago_undo_beside_one_bot() {
    check::<Santiago>("santiago", 1, 23);
}

#[test]
fn santiago_undo_beside_two_bots() {
    check::<Santiago>("santiago", 2, 24);
}

#[test]
fn maracaibo_undo_beside_one_bot() {
    check::<Maracaibo>("maracaibo", 1, 25);
}

#[test]
fn maracaibo_undo_beside_two_bots() {
    check::<Maracaibo>("maracaibo", 2, 26);
}

/// Drives a whole game at a table from a seed.
type Drive = fn(&mut Runner, u64) -> Tally;

/// One person and normal bots, whole games: after each of the person's moves, `/undo` (the same move played
/// again when accepted). Prints the acceptance rate per game, with the refusals' reasons counted
/// (`cargo test -p galleon-tests --test e2e measure_undo -- --ignored --nocapture`).
#[test]
#[ignore = "whole games with normal bots: a measure, not a check"]
fn measure_undo_acceptance_beside_bots() {
    let tables: [(&str, usize, Drive); 4] = [
        ("puerto-rico", 2, |r, s| drive::<PuertoRico>(r, s, 5000, |_| false)),
        ("santiago", 2, |r, s| drive::<Santiago>(r, s, 5000, |_| false)),
        ("maracaibo", 1, |r, s| drive::<Maracaibo>(r, s, 5000, |_| false)),
        ("maracaibo", 2, |r, s| drive::<Maracaibo>(r, s, 5000, |_| false)),
    ];
    let games: u64 = std::env::var("GALLEON_UNDO_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2);
    for (kind, bots, driven) in tables {
        let mut total = Tally::default();
        for seed in 1..=games {
            let mut runner = open(kind, &["alice"], bots, "normal", seed);
            total.add(&driven(&mut runner, seed));
        }
        let rate = 100.0 * total.accepted as f64 / total.tried.max(1) as f64;
        // Before AI moves could be taken back, only the undos with none after the move were accepted.
        let alone = total.accepted - total.with_ai;
        println!(
            "{kind}, 1 person + {bots} normal bots, {games} games ({} finished): {}/{} accepted ({rate:.0}%; without AI moves \
             {alone}), {} of them with {} AI moves taken back; refused {} ({} with AI moves after the person's): \
             {:?}",
            total.finished,
            total.accepted,
            total.tried,
            total.with_ai,
            total.ai_moves,
            total.reveals(),
            total.refused_after_ai,
            total.refused
        );
    }
}
