//! Complete Santiago games played through `galleon script`: verb commands, `/play` and button presses, a few
//! refused inputs on the way, a restart in the middle, and the final result. The transcripts are seeded random
//! games planned on the engine, so they stay valid whatever the engine's internals.

use galleon_rules::santiago::{Money, Options, Spring};
use galleon_rules::Game;
use galleon_tests::santiago::{move_line, opening_lines, plan_game};
use galleon_tests::{message_text, run_script, run_script_json, NAMES};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

/// The transcript: the planned game with refusals sprinkled in and a restart halfway.
fn transcript(players: usize, seed: u64, options: &Options) -> (String, usize) {
    let (moves, _) = plan_game(players, seed, options);
    let mut lines = vec![format!("# a complete {players}-player Santiago game")];
    lines.extend(opening_lines("table", players, seed, options));
    let mut refusals = 0;
    for (n, planned) in moves.iter().enumerate() {
        if n % 40 >= 5 && !planned.auto && refusals < 4 * (n / 40 + 1) {
            let user = NAMES[planned.seat];
            let other = NAMES[(planned.seat + 1) % players];
            lines.push(format!("{other}> /play move:\"{}\"", planned.text));
            lines.push(format!("zoe> /play move:\"{}\"", planned.text));
            lines.push(format!("{user}> /play move:\"fly away\""));
            // Out of phase or out of reach: no move of the game ever bids 999.
            lines.push(format!("{user}> /bid amount:999"));
            refusals += 4;
        }
        if n == moves.len() / 2 {
            lines.push("!restart".to_string());
        }
        lines.push(move_line("table", n, planned));
    }
    lines.push("alice> /board".to_string());
    (lines.join("\n") + "\n", refusals)
}

fn play_and_check(players: usize, seed: u64, options: Options) {
    let (script, refusals) = transcript(players, seed, &options);
    let messages = run_script_json(BIN, &script);
    let ephemeral = galleon_tests::refusals(&messages);
    assert_eq!(
        ephemeral.len(),
        refusals,
        "only the planted refusals are refused: {ephemeral:#?}"
    );
    let (moves, game) = plan_game(players, seed, &options);
    let boards: Vec<&Value> = messages
        .iter()
        .filter(|m| m["to"] == "channel" && message_text(m).contains("· move "))
        .collect();
    assert_eq!(
        boards.len(),
        1 + galleon_tests::Planned::sent(&moves) + 1,
        "one board at the start, one per move, one for /board"
    );
    for board in &boards[..boards.len() - 2] {
        // A seat's line starts with its number (the grid's rows start with a digit and a space).
        let seat_lines = message_text(board).lines().filter(|l| {
            let digits = l.chars().take_while(char::is_ascii_digit).count();
            digits > 0 && l[digits..].starts_with(". ")
        });
        let shows_money = seat_lines.clone().any(|l| l.contains("escudo"));
        assert_eq!(
            shows_money,
            options.money == Money::Open,
            "money on a running board:\n{}",
            message_text(board)
        );
        assert_eq!(seat_lines.count(), players);
    }
    let result = messages
        .iter()
        .find(|m| message_text(m).contains("final result"))
        .expect("the final result is posted");
    let outcome = game.outcome().unwrap();
    for standing in &outcome.standings {
        let line = format!("{}. {}: {} points", standing.rank, NAMES[standing.seat], standing.score);
        assert!(
            message_text(result).contains(&line),
            "{line} missing from:\n{}",
            message_text(result)
        );
    }
    assert!(message_text(result).contains("Winner") || message_text(result).contains("Shared victory"));
    let last = message_text(boards[boards.len() - 1]);
    assert!(last.contains("Round") && last.contains("game over"), "{last}");
    for message in messages.iter().filter(|m| m["to"] == "dm") {
        assert!(
            message_text(message).contains("Your money: "),
            "{}",
            message_text(message)
        );
    }
    for message in messages.iter().filter(|m| m["to"] == "channel") {
        assert!(
            !message_text(message).contains("Your money"),
            "{}",
            message_text(message)
        );
    }
    // With hidden money no public button names an amount (bids, offers and supports are behind panels, `p1:`
    // ids that name the action only); with open money the amounts are on the board.
    let public: Vec<(&str, &str)> = boards
        .iter()
        .flat_map(|board| board["buttons"].as_array().into_iter().flatten())
        .map(|b| (b["id"].as_str().unwrap(), b["label"].as_str().unwrap()))
        .collect();
    let amounts = public.iter().filter(|(id, _)| names_an_amount(id)).count();
    let panels = public.iter().filter(|(id, _)| id.starts_with("p1:")).count();
    if options.money == Money::Hidden {
        assert_eq!(amounts, 0, "{public:?}");
        let panel_labels = public.iter().filter(|(id, _)| id.starts_with("p1:"));
        assert!(
            panels > 0
                && panel_labels
                    .clone()
                    .all(|(_, label)| !label.chars().any(|c| c.is_ascii_digit()))
        );
    } else {
        assert!(amounts > 0 && panels == 0, "{public:?}");
    }
}

/// Whether a board button's id plays a move of an amount (`bid 3`, `bribe gh 2`, `support gh 1`): with hidden
/// money, no public button may (the loopback game checks it too).
pub fn names_an_amount(id: &str) -> bool {
    let Some(text) = id.strip_prefix("g2:").and_then(|rest| rest.splitn(5, ':').nth(4)) else {
        return false;
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    matches!(words.as_slice(), ["bid", n] if n.parse::<u32>().is_ok())
        || matches!(words.as_slice(), ["bribe", _, _] | ["support", _, _])
}

#[test]
fn a_complete_four_player_game_with_hidden_money_and_palms() {
    let options = Options {
        money: Money::Hidden,
        palms: true,
        spring: Spring::Chosen,
    };
    play_and_check(4, 42, options);
}

#[test]
fn a_complete_three_player_game_with_open_money_and_a_random_spring() {
    let options = Options {
        money: Money::Open,
        palms: false,
        spring: Spring::Random,
    };
    play_and_check(3, 5, options);
}

#[test]
fn santiago_script_runs_are_deterministic_in_text_and_french() {
    let (script, _) = transcript(5, 9, &Options::default());
    let first = run_script(BIN, &script, &["--locale", "fr"]);
    let second = run_script(BIN, &script, &["--locale", "fr"]);
    assert_eq!(first.status.code(), Some(0));
    assert_eq!(first.stdout, second.stdout, "same script, same output byte for byte");
    let text = String::from_utf8(first.stdout).unwrap();
    assert!(text.contains("[dm bob] Votre argent : 10 escudos"), "{}", &text[..600]);
    assert!(text.contains("[#table]     A   B    C   D    E   F    G   H"));
    assert!(text.contains("[#table] Tour 9/9"));
    assert!(text.contains("résultat final"));
    assert!(text
        .lines()
        .all(|l| l.starts_with("[#table]") || l.starts_with("[dm ") || l.starts_with("[eph ")));
}
