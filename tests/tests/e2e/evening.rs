//! A group's evening, in each game: two friends and a bot (random level, so the test is quick) play a whole
//! game through the script runner (the engine of `galleon script`). Alice takes back a move beside the bot; Bob
//! hands his seat to the AI, comes back to it with `/join` (Alice agrees) and finishes his own game; Alice finds
//! the table with `/tables` while it awaits her; at the end `/log` names Bob, then the AI, then Bob again for
//! his seat's moves, and `/leaderboard` rates both friends beside the bot's level.

use crate::scripted::{exported, state};
use galleon_commands::io::{Locale, Message, Target};
use galleon_commands::script::{Runner, ScriptOptions};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn log_len(runner: &Runner) -> usize {
    exported(runner)["game"]["log"].as_array().map_or(0, Vec::len)
}

/// Every text of `messages`, one per line.
fn texts(messages: &[Message]) -> String {
    messages.iter().map(Message::text).collect::<Vec<_>>().join("\n")
}

/// The only button of `messages` labelled `label`.
fn button(messages: &[Message], label: &str) -> String {
    let found = messages.iter().flat_map(|m| &m.buttons).find(|b| b.label == label);
    found
        .unwrap_or_else(|| panic!("no {label} button in {}", texts(messages)))
        .id
        .clone()
}

/// What happened over the evening, for the assertions at the end.
#[derive(Default, Debug)]
struct Evening {
    undone: bool,
    tables_seen: bool,
    resigned_at: Option<usize>,
    back_at: Option<usize>,
}

/// Plays one person's random move; None once nobody but the AI is due (the game is over).
fn person_moves<G: Game>(runner: &mut Runner, rng: &mut ChaCha8Rng) -> Option<(String, String)> {
    let (game, seats) = state::<G>(runner);
    let seat = game.to_act().into_iter().find(|&s| !seats[s].starts_with("ai:"))?;
    let user = seats[seat].clone();
    let text = game.random_action(seat, rng).unwrap().to_string();
    let line = format!("{user}> /play move:\"{text}\"");
    runner.line(&line);
    Some((user, line))
}

fn evening<G: Game>(kind: &str, seed: u64) {
    let options = ScriptOptions {
        data: None,
        locale: Locale::En,
        json: false,
    };
    let mut runner = Runner::new(&options).unwrap();
    for line in ["alice> /join", "bob> /join", "alice> /addbot level:random"] {
        runner.line(line);
    }
    runner.line(&format!("alice> /start game:{kind} seed:{seed}"));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut evening = Evening::default();
    for turn in 0..20_000 {
        let Some((user, line)) = person_moves::<G>(&mut runner, &mut rng) else {
            break;
        };
        if user == "alice" && !evening.undone && !state::<G>(&runner).0.is_over() {
            let before = log_len(&runner);
            let out = runner.line("alice> /undo");
            if log_len(&runner) < before {
                assert!(texts(&out).contains("alice took back"), "{}", texts(&out));
                evening.undone = true;
                runner.line(&line);
            }
        }
        if user == "alice" && !evening.tables_seen {
            let out = texts(&runner.line("alice> /tables"));
            assert!(out.contains("Your tables") && out.contains("#table"), "{out}");
            evening.tables_seen = true;
        }
        if turn == 12 && evening.resigned_at.is_none() {
            resign(&mut runner);
            evening.resigned_at = Some(log_len(&runner));
        }
        if evening.resigned_at.is_some_and(|at| log_len(&runner) > at + 6) && evening.back_at.is_none() {
            come_back(&mut runner);
            evening.back_at = Some(log_len(&runner));
        }
    }
    println!("{kind}: {} moves, {evening:?}", log_len(&runner));
    assert!(state::<G>(&runner).0.is_over(), "{kind}: the game ends: {evening:?}");
    assert!(evening.undone && evening.tables_seen, "{kind}: {evening:?}");
    assert!(evening.back_at.is_some(), "{kind}: bob came back: {evening:?}");
    let out = texts(&runner.line(&format!("alice> /leaderboard game:{kind}")));
    for name in ["alice", "bob", "🤖 random"] {
        assert!(
            out.contains(&format!("{name}: rating")),
            "{kind}: {name} is rated:\n{out}"
        );
    }
    let log = texts(&runner.line("alice> /log page:1"));
    assert!(log.contains(". bob: "), "{kind}: bob's own moves are his: {log}");
}

/// Bob hands his seat to the AI, confirming with the button (which then goes).
fn resign(runner: &mut Runner) {
    let asked = runner.line("bob> /resign");
    let id = button(&asked, "Hand my seat to the AI");
    let done = runner.line(&format!("bob> !click {id}"));
    assert!(texts(&done).contains("can come back with /join"), "{}", texts(&done));
    let edited = done
        .iter()
        .find(|m| m.text().contains("Done"))
        .expect("the question becomes its outcome");
    assert!(edited.buttons.is_empty());
}

/// Bob asks for his seat back with `/join`; Alice agrees.
fn come_back(runner: &mut Runner) {
    let asked = runner.line("bob> /join");
    let vote = asked
        .iter()
        .find(|m| matches!(m.to, Target::Channel { .. }) && m.text().contains("asks for their seat back"));
    let vote = vote.unwrap_or_else(|| panic!("{}", texts(&asked)));
    let agree = button(std::slice::from_ref(vote), "Agree");
    let done = texts(&runner.line(&format!("alice> !click {agree}")));
    assert!(done.contains("takes 🤖"), "{done}");
}

#[test]
fn puerto_rico_evening() {
    evening::<PuertoRico>("puerto-rico", 31);
}

#[test]
fn santiago_evening() {
    evening::<Santiago>("santiago", 32);
}

#[test]
fn maracaibo_evening() {
    evening::<Maracaibo>("maracaibo", 33);
}
