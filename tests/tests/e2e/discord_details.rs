//! Discord details over the loopback Discord: `/board` strips the buttons of the board it replaces, the bot's
//! logs never hold a token at any filter, even when the requests carrying one fail or Discord answers with a status
//! serenity warns about, and a `/replay` button edits its private message in place.

use std::io::Write;
use std::sync::{Arc, Mutex};

use galleon_commands::io::Locale;
use galleon_commands::Host;
use galleon_tests::discord::{host_command, is_ephemeral, Table, ALICE, BRUNO, CARLA, TOKEN};
use galleon_tests::loopback::payload::option;
use galleon_tests::loopback::Person;

/// Everything the bot logged, as the fmt subscriber wrote it.
#[derive(Clone, Default)]
struct Logs(Arc<Mutex<Vec<u8>>>);

impl Write for Logs {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Logs {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap_or_else(|e| e.into_inner())).into_owned()
    }
}

/// The bot's default log filter (`[bot] log`), galleon's own crates at debug.
const FILTER: &str = "info,serenity=warn,galleon=debug,galleon_commands=debug";

/// Runs `test` on a runtime of its own whose every thread logs into `logs` through the bot's own redacting
/// subscriber at `filter`, coloured when `ansi` (the other tests of the binary log elsewhere). Records of the `log`
/// crate (reqwest's, tungstenite's) reach the same subscriber.
fn with_logs<F: std::future::Future<Output = ()>>(logs: &Logs, filter: &str, ansi: bool, test: impl FnOnce() -> F) {
    // Once per process; a second call finds it installed.
    let _ = tracing_log::LogTracer::init();
    let writer = logs.clone();
    let filter = tracing_subscriber::EnvFilter::new(filter);
    let subscriber = galleon::logs::subscriber(filter, ansi, TOKEN, move || writer.clone());
    let dispatch = tracing::Dispatch::new(subscriber);
    let for_threads = dispatch.clone();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .on_thread_start(move || {
            // For the life of the thread (a runtime or blocking-pool thread of this test only).
            std::mem::forget(tracing::dispatcher::set_default(&for_threads));
        })
        .build()
        .expect("a runtime");
    let _here = tracing::dispatcher::set_default(&dispatch);
    runtime.block_on(test());
}

/// Asserts that no log line holds the bot token or an interaction (webhook) token, as text or as the list of its
/// bytes (a websocket frame's payload at `trace`).
fn assert_no_secret(text: &str, tokens: &[String]) {
    let secrets = tokens.iter().map(String::as_str).chain([TOKEN, "interaction-token-"]);
    for secret in secrets {
        assert!(!text.contains(secret), "{secret} is in the logs:\n{text}");
        let bytes: Vec<String> = secret.bytes().map(|b| b.to_string()).collect();
        for separator in [", ", ","] {
            let listed = bytes.join(separator);
            assert!(!text.contains(&listed), "{secret} is in the logs as bytes:\n{text}");
        }
    }
}

#[test]
fn board_strips_the_old_board_and_no_log_line_holds_an_interaction_token() {
    let logs = Logs::default();
    let mut tokens = Vec::new();
    with_logs(&logs, FILTER, false, || async {
        let t = Table::open().await;
        for who in [ALICE, BRUNO, CARLA] {
            tokens.push(t.command(who, "join", vec![]).await.0);
        }
        let start = vec![option("game", "puerto-rico", false), option("seed", "11", true)];
        tokens.push(t.command(ALICE, "start", start).await.0);
        let old = t.board();
        assert!(!old.button_ids().is_empty(), "the board offers moves");

        // Answering /board is rate limited twice: the warnings name the callback's URL.
        t.lb.fail_next("POST", "/interactions/", 429, 2);
        let (token, answer) = t.command(BRUNO, "board", vec![]).await;
        tokens.push(token);
        assert_eq!(answer["type"], 4, "answered once the rate limit passed: {answer}");
        assert_eq!(t.lb.pending_faults(), 0);
        let fresh = t.board();
        assert_ne!(fresh.id, old.id, "/board posts the board anew");
        assert_eq!(
            fresh.button_ids(),
            old.button_ids(),
            "the new board offers the same moves"
        );
        let state = t.lb.state();
        let stripped = state.message(&old.id).expect("the old board is still there");
        assert!(!stripped.deleted, "the old board stays as history");
        assert!(stripped.button_ids().is_empty(), "the old board lost its buttons");
        assert_eq!(stripped.content, old.content, "and kept its text");
        drop(state);
    });
    let text = logs.text();
    assert!(text.contains("/interactions/"), "the rate limits were logged:\n{text}");
    assert!(text.contains("[redacted]"), "with the token redacted:\n{text}");
    assert_no_secret(&text, &tokens);
}

/// Discord answers every interaction callback 200 with a body (serenity expects 204 and warns, naming the
/// callback's URL) and the first edit of an answer through its webhook fails: at the default filter and at `trace`
/// (in colour), each such line is logged with its token redacted, and no line holds a token.
#[test]
fn callbacks_answered_200_are_logged_without_their_token_at_every_filter() {
    for (filter, ansi) in [(FILTER, false), ("trace", true)] {
        let logs = Logs::default();
        let mut tokens = Vec::new();
        with_logs(&logs, filter, ansi, || async {
            let mut t = Table::open().await;
            let people: Vec<(String, String)> = t.people.iter().map(|p| (p.id.clone(), p.name.clone())).collect();
            // Setting up the finished game is the test's work, not the bot's: not logged.
            let quiet = tracing::Dispatch::none();
            t.restart_with(|data| tracing::dispatcher::with_default(&quiet, || a_finished_game(data, &people)))
                .await;
            t.lb.answer_callbacks_with_200();
            t.lb.fail_next("PATCH", "/webhooks/", 500, 1);
            let dora = Person::new(1100000000000000019, "Dora", "en-US");
            let token = t.lb.command(&t.place, &dora, "replay", vec![]).await;
            tokens.push(token.clone());
            assert_eq!(t.settle(&token).await["type"], 4);
            let shown = t.lb.state().ephemerals(&token)[0].clone();
            pictured(&t, &shown.id, 1).await;
            let next = shown.button_ids().into_iter().find(|id| id.ends_with(":1")).expect("▶");
            let press = t.lb.click(&t.place, &dora, &shown.id, &next).await;
            tokens.push(press.clone());
            assert_eq!(t.settle(&press).await["type"], 7);
            pictured(&t, &shown.id, 3).await;
            assert_eq!(t.lb.pending_faults(), 0);
        });
        let text = logs.text();
        let warned = text
            .lines()
            .filter(|line| line.contains("Mismatched successful response status"))
            .count();
        assert_eq!(warned, tokens.len(), "{filter}: one warning per callback:\n{text}");
        let redacted = "/[redacted]/callback! Expected 204 but got 200";
        assert_eq!(
            text.matches(redacted).count(),
            warned,
            "{filter}: each names its callback:\n{text}"
        );
        let failed_edit = "/webhooks/1100000000000000001/[redacted]/messages/@original answered 500";
        assert!(
            text.contains(failed_edit),
            "{filter}: the failed edit is logged:\n{text}"
        );
        assert_no_secret(&text, &tokens);
    }
}

/// Plays `people` through a whole Puerto Rico game on the host of `data` (varied suggested moves).
fn a_finished_game(data: &std::path::Path, people: &[(String, String)]) {
    let (seat, last) = crate::discord_record::all_but_the_last_move(data, people);
    let host = Host::open(data, Locale::En).unwrap();
    host.handle(&host_command(people, seat, "play", &[("move", &last)]));
    host.flush().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_button_edits_its_private_message_in_place() {
    let mut t = Table::open().await;
    let people: Vec<(String, String)> = t.people.iter().map(|p| (p.id.clone(), p.name.clone())).collect();
    t.restart_with(|data| a_finished_game(data, &people)).await;

    // Someone who did not play replays the game: privately.
    let dora = Person::new(1100000000000000019, "Dora", "en-US");
    let token = t.lb.command(&t.place, &dora, "replay", vec![]).await;
    let answer = t.settle(&token).await;
    assert!(answer["type"] == 4 && is_ephemeral(&answer), "{answer}");
    let shown = t.lb.state().ephemerals(&token)[0].clone();
    assert!(shown.content.contains("move 0/"), "{}", shown.content);
    let next = shown
        .button_ids()
        .into_iter()
        .find(|id| id.ends_with(":1"))
        .expect("a ▶ button");
    assert!(next.starts_with("v1:") && next.len() <= 100, "{next}");

    // The step's picture is attached to the answer once it is sent.
    let first = pictured(&t, &shown.id, 1).await;
    assert_eq!(first.attachments, ["replay.png"]);

    let press = t.lb.click(&t.place, &dora, &shown.id, &next).await;
    let answer = t.settle(&press).await;
    assert_eq!(answer["type"], 7, "the press updates the message pressed: {answer}");
    let stepped = pictured(&t, &shown.id, 3).await;
    assert!(t.lb.state().ephemerals(&press).is_empty(), "no new message");
    assert!(stepped.ephemeral && stepped.edits == 3, "the text, then the picture");
    assert_eq!(stepped.attachments, ["replay.png"], "the new step's picture");
    assert!(
        stepped.content.contains("move 1/") && stepped.content.contains("Move 1/"),
        "{}",
        stepped.content
    );
    assert_ne!(stepped.button_ids(), shown.button_ids(), "◀ appeared");
    assert!(
        stepped.button_ids().iter().any(|id| id.ends_with(":0")),
        "◀ leads back to the start"
    );
}

/// The message `id` once it has had `edits` edits and holds a picture (the picture comes after the answer).
async fn pictured(t: &Table, id: &str, edits: u32) -> galleon_tests::loopback::Stored {
    let what = format!("a picture attached to the replay message {id} after {edits} edits");
    let done = |m: &&galleon_tests::loopback::Stored| m.edits >= edits && !m.attachments.is_empty();
    t.lb.wait_for(&what, |state| state.message(id).filter(done).cloned())
        .await
}

/// A button press is one turn of its channel: the bot calls the host to handle it and once more to report what
/// the delivery learnt (the board, the ping, the DMs) and ask whether an AI is due, whatever the press sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_press_calls_the_host_twice() {
    let t = Table::open().await;
    for who in [ALICE, BRUNO, CARLA] {
        t.command(who, "join", vec![]).await;
    }
    let start = vec![option("game", "puerto-rico", false), option("seed", "7", true)];
    t.command(ALICE, "start", start).await;
    let pings = |t: &Table| {
        t.lb.state()
            .messages
            .iter()
            .filter(|m| galleon_tests::discord::is_ping(m))
            .count()
    };
    let mut pinged = false;
    for _ in 0..4 {
        let board = t.board();
        let ids = board.button_ids();
        let who = t.actor(&ids).await.expect("someone is to act");
        let (calls, posted) = (t.bot().host_calls(), pings(&t));
        let token = t.lb.click(&t.place, &t.people[who], &board.id, &ids[0]).await;
        t.settle(&token).await;
        assert_eq!(t.bot().host_calls() - calls, 2, "one handling, one report");
        pinged |= pings(&t) > posted;
    }
    assert!(pinged, "some press posted a turn ping");
}
