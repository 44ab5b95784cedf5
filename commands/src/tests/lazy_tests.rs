//! Issue 16, lazy tables: a table loads from its latest snapshot and the moves after it, loads when first used,
//! leaves memory when idle without changing anything anyone sees, and the agenda brings back due reminders and AI
//! turns after a restart without loading idle tables.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crate::base::clock::FakeClock;
use crate::base::io::{Input, Locale, Request, User};
use crate::games::Registry;
use crate::host::script::{Runner, ScriptOptions};
use crate::tables::table::replayed_moves;
use crate::tests::support::texts;
use crate::tests::toy::ToyModule;

const T0: u64 = 1_800_000_000;

fn toy(dir: &Path) -> Runner {
    let options = ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    let mut r = Runner::with_registry(&options, Registry::empty().with(ToyModule)).unwrap();
    r.set_clock(Arc::new(FakeClock::at(T0)));
    r
}

/// A command typed by `user` in `channel`, straight to the host (no AI turn played after it).
fn request(channel: &str, user: &str, name: &str, options: &[(&str, &str)]) -> Request {
    Request {
        channel: channel.into(),
        user: User {
            id: user.into(),
            name: user.into(),
        },
        locale: Locale::En,
        admin: false,
        server: None,
        input: Input::Command {
            name: name.into(),
            options: options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        },
    }
}

fn loaded(r: &Runner) -> Vec<String> {
    let mut channels: Vec<String> = r.host().all_slots().into_iter().map(|(c, _)| c).collect();
    channels.sort();
    channels
}

/// Loading used to replay every move from the seed (300 here); now only those after the latest snapshot.
#[test]
fn a_load_replays_only_the_moves_after_the_latest_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:100");
    for n in 0..300 {
        r.line(&format!("{}> /play move:peek", ["alice", "bob"][n % 2]));
    }
    let before = r.host().export("table").unwrap().json;
    r.line("!restart");
    assert!(loaded(&r).is_empty(), "nothing loads at open: {:?}", loaded(&r));
    let stored = r.host().store.read("table").unwrap().unwrap();
    let record: crate::record::TableRecord = serde_json::from_slice(&stored.raw).unwrap();
    assert_eq!(record.state_at, Some(288), "{:?}", record.game.map(|g| g.log.len()));
    let replayed = replayed_moves();
    assert_eq!(r.host().export("table").unwrap().json, before);
    assert_eq!(
        replayed_moves() - replayed,
        300 - 288,
        "the latest snapshot is after move 288"
    );
    assert!(r.host().load_problems().is_empty());
    let out = texts(&r.line("alice> /play move:peek"));
    assert!(!out.contains("not your turn"), "{out}");
}

/// A tiny deterministic generator (xorshift), so the random run is the same every time.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// One random line of a run over three channels: joins, starts (with reminders, clocks), moves, AI seats,
/// undos, waits and restarts.
fn random_line(rng: &mut Rng) -> String {
    let channel = ["one", "two", "three"][rng.below(3)];
    let user = ["alice", "bob", "carol"][rng.below(3)];
    let command = match rng.below(14) {
        0 | 1 => "/join".to_string(),
        2 => {
            let extra = ["", " reminder:1h", " clock:12h", " reminder:off"][rng.below(4)];
            format!("/start game:toy seed:{} target:25{extra}", rng.below(9))
        }
        3 => "/addbot".to_string(),
        4 => "/undo".to_string(),
        5 => "/board".to_string(),
        6 => return ["!wait 2h", "!wait 13h", "!wait 30m"][rng.below(3)].to_string(),
        7 if rng.below(4) == 0 => return "!restart".to_string(),
        8 => "/object".to_string(),
        _ => format!("/play move:\"{}\"", ["add 1", "add 2", "peek", "add 3"][rng.below(4)]),
    };
    format!("[{channel}] {user}> {command}")
}

/// Issue 16: evicting every table after every command (so each line loads its table from the store) gives
/// exactly the messages and final tables of a host that keeps them all in memory.
#[test]
fn eviction_after_every_command_changes_nothing_anyone_sees() {
    for seed in [7, 2024, 99_991] {
        let (kept_dir, evicted_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let mut kept = toy(kept_dir.path());
        let mut evicted = toy(evicted_dir.path());
        evicted.set_idle_eviction(Duration::ZERO);
        let mut rng = Rng(seed);
        let mut reloads = 0;
        for step in 0..400 {
            let line = random_line(&mut rng);
            let before = replayed_moves();
            let expected = texts(&kept.line(&line));
            let got = texts(&evicted.line(&line));
            assert_eq!(got, expected, "seed {seed}, step {step}: {line}");
            reloads += usize::from(replayed_moves() > before);
            if !line.starts_with('!') {
                let channel = &line[1..line.find(']').unwrap()];
                let still = loaded(&evicted);
                assert!(still.iter().all(|c| c == channel), "step {step}: {still:?} loaded");
            }
        }
        assert!(reloads > 50, "tables were reloaded {reloads} times");
        assert_eq!(evicted.host().channels(), kept.host().channels());
        for channel in kept.host().channels() {
            let exported = kept.host().export(&channel).unwrap().json;
            assert_eq!(
                evicted.host().export(&channel).unwrap().json,
                exported,
                "seed {seed}: {channel}"
            );
        }
    }
}

/// After a restart, the reminders, clock timeouts and AI turns that were pending resume, and a table with nothing
/// due is not loaded for them.
#[test]
fn a_restart_resumes_pending_reminders_and_ai_turns_without_loading_idle_tables() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy(dir.path());
    for (channel, start) in [
        ("idle", "reminder:off"),
        ("remind", "reminder:1h"),
        ("ai", "reminder:off"),
    ] {
        r.line(&format!("[{channel}] alice> /join"));
        if channel == "ai" {
            r.line(&format!("[{channel}] alice> /addbot"));
        } else {
            r.line(&format!("[{channel}] bob> /join"));
        }
        r.line(&format!("[{channel}] alice> /start game:toy seed:3 target:50 {start}"));
    }
    // The AI's turn is left pending, as if the bot stopped right after alice's move.
    let moved = r.host().handle(&request("ai", "alice", "play", &[("move", "add 1")]));
    assert!(!moved.is_empty());
    assert!(r.host().ai_job("ai").is_some(), "the AI is to play");
    let ai = texts(&r.line("!restart"));
    assert!(!ai.is_empty(), "the AI's pending turn is played after the restart");
    assert!(r.host().ai_job("ai").is_none());
    assert_eq!(loaded(&r), ["ai"], "only the table with an AI turn due is loaded");
    assert!(r.line("!wait 30m").is_empty(), "nothing is due yet");
    let due = texts(&r.line("!wait 1h"));
    assert!(
        due.contains("alice"),
        "alice is reminded at the table that reminds: {due}"
    );
    assert_eq!(
        loaded(&r),
        ["remind"],
        "the AI's table went idle (10 minutes) and left memory"
    );
}
