//! An AI seat over the loopback Discord: Alice and Carla play Puerto Rico with one AI, pressing the board's
//! buttons; the AI's moves come by themselves, under its name on the board, with nobody pinged or DMed for it;
//! the bot stops while the AI is due, and once it is back the AI plays on with no one acting.

use std::time::Duration;

use galleon_tests::discord::{button_seat, is_ping, Table, ALICE, CARLA, CHANNEL};
use galleon_tests::loopback::payload::option;

/// The AI's seat: Alice joined, then added it, then Carla joined.
const AI_SEAT: usize = 1;
/// How long the AI may take to play (its pause before each move is 1.5 s).
const PATIENCE: Duration = Duration::from_secs(30);

/// The board's move number and buttons.
fn board(t: &Table) -> (usize, String, Vec<String>) {
    let board = t.board();
    let first = board.content.lines().next().unwrap_or("").to_string();
    let number = first
        .split_once("· move ")
        .and_then(|(_, n)| n.split_whitespace().next()?.parse().ok());
    (number.unwrap_or(0), board.id.clone(), board.button_ids())
}

/// Waits until some person (not the AI) has a button on the board, and returns the board then.
async fn person_due(t: &Table) -> (usize, String, Vec<String>) {
    let mut waited = Duration::ZERO;
    loop {
        let (number, id, buttons) = board(t);
        if buttons.iter().any(|b| button_seat(b) != AI_SEAT) {
            return (number, id, buttons);
        }
        assert!(waited < PATIENCE, "the AI did not play: {buttons:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += Duration::from_millis(100);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_an_ai_seat_plays_on_by_itself_even_across_a_restart() {
    let mut t = Table::open().await;
    t.command(ALICE, "join", vec![]).await;
    t.command(ALICE, "addbot", vec![option("level", "random", false)]).await;
    t.command(CARLA, "join", vec![]).await;
    let start = vec![option("game", "puerto-rico", false), option("seed", "7", true)];
    t.command(ALICE, "start", start).await;
    let mut restarted = false;
    let mut ai_moves_after_restart = false;
    for _ in 0..12 {
        let (number, id, buttons) = person_due(&t).await;
        let Some(button) = buttons.iter().find(|b| button_seat(b) != AI_SEAT) else {
            continue;
        };
        let who = button_seat(button);
        assert!(who == ALICE || who == CARLA, "{button}");
        t.click(who, &id, button).await;
        let (after, _, buttons) = board(&t);
        if !restarted && after > number && buttons.iter().all(|b| button_seat(b) == AI_SEAT) {
            // The AI is due and waits its pause: the bot stops now, and the AI moves once it is back.
            t.restart().await;
            restarted = true;
            let (resumed, _, _) = person_due(&t).await;
            ai_moves_after_restart = resumed > after;
        }
    }
    assert!(restarted && ai_moves_after_restart, "the AI played after the restart");
    let board_text = t.board().content;
    assert!(board_text.contains("🤖 Bot 1 (random)"), "{board_text}");
    let state = t.lb.state();
    let posts = state.channel(CHANNEL);
    for ping in posts.iter().filter(|m| is_ping(m)) {
        assert!(!ping.content.contains("ai:"), "{}", ping.content);
    }
    let to_ai = state
        .requests
        .iter()
        .filter(|r| r.path.contains("ai:") || r.body.to_string().contains("<@ai:"));
    assert_eq!(to_ai.count(), 0, "nothing is ever sent to the AI");
}

/// Undo beside the AI over the loopback Discord: Alice takes a role, the AI answers by itself; Alice's `/undo`
/// takes back both (the channel is told), the board is back to Alice's choice, and once she takes the role again
/// the AI plays again with nobody acting for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_beside_the_ai_takes_its_answer_back_and_it_plays_again() {
    let t = Table::open().await;
    t.command(ALICE, "join", vec![]).await;
    t.command(ALICE, "addbot", vec![option("level", "random", false)]).await;
    t.command(CARLA, "join", vec![]).await;
    let start = vec![option("game", "puerto-rico", false), option("seed", "7", true)];
    t.command(ALICE, "start", start).await;
    for _ in 0..20 {
        let (before, _, buttons) = person_due(&t).await;
        let who = button_seat(&buttons[0]);
        let choice = t.suggestions(who, "").await[0].1.clone();
        t.play(who, &choice).await;
        let (answered, _, _) = person_due(&t).await;
        if who != ALICE || answered < before + 2 {
            continue;
        }
        // The AI answered Alice's move: she takes both back, unless the AI's answer revealed something.
        let (token, _) = t.command(ALICE, "undo", vec![]).await;
        let (back, _, buttons) = person_due(&t).await;
        if back == answered {
            let refusal = t.ephemerals(&token).join("\n");
            assert!(refusal.contains("cannot be taken back"), "{refusal}");
            continue;
        }
        assert_eq!(back, before, "Alice's move and the AI's answer are taken back");
        assert!(buttons.iter().all(|b| button_seat(b) == ALICE), "{buttons:?}");
        // (The loopback's state is locked while read: read, then let go before acting again.)
        let told = {
            let state = t.lb.state();
            let posts = state.channel(CHANNEL);
            posts.iter().any(|m| m.content.contains("took back"))
        };
        assert!(told, "the channel is told what was taken back");
        t.play(ALICE, &choice).await;
        let (again, _, _) = person_due(&t).await;
        assert_eq!(again, answered, "the AI plays again by itself");
        return;
    }
    panic!("Alice never took back a move the AI had answered");
}
