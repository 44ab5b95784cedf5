//! A complete solo Maracaibo game (one seat against the Automa Jeanne) played through `galleon script`: the
//! private set-up, verb commands and `/play`, Jeanne's turns played by themselves and shown on every board, a
//! restart in the middle, the hand never in a public post, and the verdict against her at the end. The
//! transcript is a seeded random game planned on the engine (the shared Maracaibo planner).

use galleon_rules::maracaibo::{Maracaibo, Options};
use galleon_rules::Game;
use galleon_tests::maracaibo::{move_line, names, opening_lines, plan_game, transcript_lines, Shown};
use galleon_tests::{message_text, run_script_json};

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

#[test]
fn a_complete_solo_game_at_every_level_through_galleon_script() {
    for level in 1..=5 {
        solo_game(level, 700 + level as u64);
    }
}

fn solo_game(level: u8, seed: u64) {
    let options = Options {
        solo: Some(level),
        ..Options::default()
    };
    let (moves, game) = plan_game(1, seed, &options);
    assert!(
        moves.iter().all(|m| m.seat == 0),
        "Jeanne never needs a move from the table"
    );
    assert!(
        moves.len() > 60,
        "a complete game takes more than {} moves",
        moves.len()
    );
    if let Ok(path) = std::env::var("GALLEON_SOLO_TRANSCRIPT") {
        // For trying the same game by hand: `galleon local < transcript.<level>`.
        let lines: Vec<String> = moves.iter().enumerate().map(|(n, m)| move_line(n, m)).collect();
        let opening = opening_lines(1, seed, &level.to_string()).join("\n");
        std::fs::write(format!("{path}.{level}"), format!("{opening}\n{}\n", lines.join("\n"))).unwrap();
    }
    let lines = transcript_lines(1, seed, &level.to_string(), &moves);
    let messages = run_script_json(BIN, &(lines.join("\n") + "\n"));
    let refused = galleon_tests::refusals(&messages);
    assert!(refused.is_empty(), "every planned move is accepted: {refused:#?}");
    let first_dm = messages.iter().find(|m| m["to"] == "dm").expect("the deal by DM");
    assert!(
        message_text(first_dm).contains("your 8 cards"),
        "{}",
        message_text(first_dm)
    );

    let boards: Vec<&str> = messages
        .iter()
        .filter(|m| m["to"] == "channel" && message_text(m).contains("· move "))
        .map(message_text)
        .collect();
    let sent = galleon_tests::Planned::sent(&moves);
    assert_eq!(
        boards.len(),
        1 + sent,
        "one board at the start, one per move (forced ones are the host's)"
    );
    let level_name = ["very easy", "easy", "medium", "hard", "very hard"][level as usize - 1];
    let heading = format!("🤖 Jeanne (level {level}, {level_name})");
    assert!(boards[0].contains(&heading), "{}", boards[0]);
    // Replay beside the boards: Jeanne's latest turn is on every board once she has played, and no board
    // names a card of the hand that was never public.
    let mut replica = Maracaibo::new(1, &options, seed).unwrap();
    let mut shown = Shown::default();
    let mut boards = boards[1..].iter();
    let mut moves = moves.iter().peekable();
    while let Some(planned) = moves.next() {
        shown.note(&replica); // what is public before the move stays known
        let action = replica.parse_action(0, &planned.text).unwrap();
        replica.apply(0, &action).unwrap();
        // The board follows the forced moves the host played after it.
        while let Some(forced) = moves.next_if(|m| m.auto) {
            shown.note(&replica);
            let action = replica.parse_action(forced.seat, &forced.text).unwrap();
            replica.apply(forced.seat, &action).unwrap();
        }
        let board = boards.next().unwrap();
        if !replica.public_view().solo.unwrap().last_turn.is_empty() {
            assert!(board.contains("🤖 Jeanne's last turn: "), "{board}");
        }
        shown.note(&replica);
        for card in shown.secrets(&replica) {
            assert!(!names(board, &card), "{card:?} is public:\n{board}");
        }
    }
    assert_eq!(replica, game);

    let outcome = game.outcome().unwrap();
    let you = outcome.standings[0].score;
    let jeanne = game.state().players[1].vp;
    let verdict = if you > jeanne as i64 {
        format!("🏆 alice beats Jeanne, {you} VP to {jeanne}!")
    } else if you == jeanne as i64 {
        format!("🤝 alice and Jeanne tie at {you} VP: a shared victory.")
    } else {
        format!("🤖 Jeanne wins, {jeanne} VP to {you}. Try again!")
    };
    let result = messages
        .iter()
        .find(|m| message_text(m).contains("final result"))
        .expect("the final result is posted");
    assert!(message_text(result).ends_with(&verdict), "{}", message_text(result));
    let rank = if you >= jeanne as i64 { 1 } else { 2 };
    assert!(
        message_text(result).contains(&format!("{rank}. alice: {you} points")),
        "{}",
        message_text(result)
    );
    let her_rank = if jeanne as i64 >= you { 1 } else { 2 };
    assert!(
        message_text(result).contains(&format!("\n{her_rank}. Jeanne (automa): {jeanne} points\n")),
        "{}",
        message_text(result)
    );
}
