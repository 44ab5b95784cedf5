//! Discord details over the loopback Discord: `/board` strips the buttons of the board it replaces, and the bot's
//! logs never hold an interaction token, even when the requests carrying one fail.

use std::io::Write;
use std::sync::{Arc, Mutex};

use galleon_tests::discord::{Table, ALICE, BRUNO, CARLA};
use galleon_tests::loopback::payload::option;

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

/// Runs `test` on a runtime of its own whose every thread logs into `logs` through the bot's default filter
/// (the other tests of the binary log elsewhere).
fn with_logs<F: std::future::Future<Output = ()>>(logs: &Logs, test: impl FnOnce() -> F) {
    let writer = logs.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(FILTER))
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
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

#[test]
fn board_strips_the_old_board_and_no_log_line_holds_an_interaction_token() {
    let logs = Logs::default();
    let mut tokens = Vec::new();
    with_logs(&logs, || async {
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
    assert!(text.contains("<token>"), "with the token masked:\n{text}");
    for token in &tokens {
        assert!(!text.contains(token.as_str()), "{token} is in the logs:\n{text}");
    }
    assert!(
        !text.contains("interaction-token-"),
        "an interaction token is in the logs:\n{text}"
    );
}
