//! `galleon::discord::run` — the function behind `galleon run` — against the loopback Discord: a clean stop on
//! SIGTERM (exit code 0, the store flushed and released), and a token Discord rejects (exit code 1, at once).
//! Then the real binary with Discord unreachable (the loopback silent): SIGTERM with an answer in flight and
//! SIGINT during the start-up both stop it promptly, the store flushed. Its log in a file has no colour codes.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use galleon_commands::io::Locale;
use galleon_commands::Host;
use galleon_tests::loopback::payload::option;
use galleon_tests::loopback::{Loopback, Person, Place};

const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDA0.loopback.token-used-only-in-tests";
const APPLICATION: &str = "1100000000000000001";
const GUILD: &str = "1100000000000000002";
const CHANNEL: &str = "1100000000000000003";

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

fn write_config(dir: &Path, token: &str, api: &str) -> (PathBuf, PathBuf) {
    write_config_logging(dir, token, api, "warn")
}

fn write_config_logging(dir: &Path, token: &str, api: &str, log: &str) -> (PathBuf, PathBuf) {
    let config = dir.join("config.toml");
    let text = format!(
        "[discord]\ntoken = \"{token}\"\napplication_id = {APPLICATION}\ndev_guild_id = {GUILD}\n\
         api_proxy = \"{api}\"\n[bot]\ndata_dir = \"data\"\nlog = \"{log}\"\n"
    );
    std::fs::write(&config, text).unwrap();
    (config, dir.join("data"))
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap()
}

fn run_in_thread(config: &Path) -> std::thread::JoinHandle<i32> {
    let config = config.to_owned();
    std::thread::spawn(move || galleon::discord::run(&config))
}

#[test]
fn sigterm_stops_the_bot_cleanly_after_the_moves_in_flight() {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let lb = rt.block_on(Loopback::start(TOKEN, APPLICATION, "1100000000000000004"));
    let (config, data) = write_config(dir.path(), TOKEN, &lb.base_url());
    let bot = run_in_thread(&config);
    rt.block_on(lb.wait_for("command registration", |s| {
        s.requests.iter().find(|r| r.method == "PUT").cloned()
    }));

    let place = Place {
        application: APPLICATION.into(),
        guild: GUILD.into(),
        channel: CHANNEL.into(),
    };
    let alice = Person::new(1100000000000000011, "Alice", "en-US");
    rt.block_on(async {
        let token = lb.command(&place, &alice, "join", vec![]).await;
        lb.callback(&token).await;
        let token = lb
            .command(&place, &alice, "start", vec![option("game", "puerto-rico", false)])
            .await;
        lb.callback(&token).await;
    });

    let signal = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("kill -TERM {}", std::process::id()))
        .status()
        .expect("sh runs kill");
    assert!(signal.success());
    assert_eq!(bot.join().expect("run returns"), 0, "SIGTERM is a clean stop");

    // The store was flushed and released: it opens again, with the table.
    let host = Host::open(&data, Locale::En).expect("the store is released after the stop");
    assert_eq!(host.channels(), vec![CHANNEL.to_owned()]);
}

#[test]
fn a_token_discord_rejects_stops_the_bot_at_once_with_exit_code_1() {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let lb = rt.block_on(Loopback::start(TOKEN, APPLICATION, "1100000000000000004"));
    let (config, _) = write_config(dir.path(), "MTEx.revoked.token", &lb.base_url());
    assert_eq!(run_in_thread(&config).join().expect("run returns"), 1);
    let state = lb.state();
    assert_eq!(
        state.requests.len(),
        1,
        "only the token check was made: {:?}",
        state.requests
    );
    assert_eq!(
        (state.requests[0].path.as_str(), state.requests[0].status),
        ("/users/@me", 401)
    );
}

/// `galleon run` as a child process (its signals do not reach the tests), logging at info level.
fn spawn_run(config: &Path) -> Child {
    Command::new(BIN)
        .arg("run")
        .arg("--config")
        .arg(config)
        .env_remove("RUST_LOG")
        .env_remove("DISCORD_TOKEN")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the galleon binary starts")
}

/// Sends `signal` to the child and waits for it to exit; after 30 s (a hang, far beyond a stop's few seconds of
/// grace) it is killed. Returns its exit code (None if killed) and its stderr.
fn signal_and_wait(mut child: Child, signal: &str) -> (Option<i32>, String) {
    let mut stderr = child.stderr.take().expect("piped stderr");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let code = stop(&mut child, signal);
    (code, reader.join().expect("stderr read"))
}

/// Sends `signal` to the child and waits for it to exit (killed after 30 s). Returns its exit code (None if killed).
fn stop(child: &mut Child, signal: &str) -> Option<i32> {
    let sent = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(child.id().to_string())
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            return status.code();
        }
        if Instant::now() > deadline {
            child.kill().expect("kill the hung bot");
            child.wait().expect("the killed bot is reaped");
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn sigterm_stops_the_bot_promptly_while_discord_is_unreachable() {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let lb = rt.block_on(Loopback::start(TOKEN, APPLICATION, "1100000000000000004"));
    let (config, data) = write_config_logging(dir.path(), TOKEN, &lb.base_url(), "info,serenity=warn");
    let bot = spawn_run(&config);
    rt.block_on(lb.wait_for("command registration", |s| {
        s.requests.iter().find(|r| r.method == "PUT").cloned()
    }));
    let place = Place {
        application: APPLICATION.into(),
        guild: GUILD.into(),
        channel: CHANNEL.into(),
    };
    let alice = Person::new(1100000000000000011, "Alice", "en-US");
    let bob = Person::new(1100000000000000012, "Bob", "en-US");
    rt.block_on(async {
        let token = lb.command(&place, &alice, "join", vec![]).await;
        lb.callback(&token).await;
        // The network drops: Bob's join is saved, then its answer waits for Discord forever.
        lb.go_silent();
        let token = lb.command(&place, &bob, "join", vec![]).await;
        lb.wait_for("the answer to Bob's join", |s| {
            s.requests
                .iter()
                .find(|r| r.status == 0 && r.path.contains(&token))
                .cloned()
        })
        .await;
    });
    lb.drop_gateway();

    let (code, stderr) = signal_and_wait(bot, "TERM");
    assert_eq!(code, Some(0), "the bot must stop by itself, cleanly:\n{stderr}");
    assert!(stderr.contains("SIGTERM received"), "{stderr}");
    assert!(stderr.contains("galleon stopped cleanly"), "{stderr}");
    // Both joins were flushed before the exit.
    let host = Host::open(&data, Locale::En).expect("the store is released after the stop");
    let table = host.export(CHANNEL).unwrap().json;
    assert!(
        table.contains("1100000000000000011") && table.contains("1100000000000000012"),
        "{table}"
    );
}

#[test]
fn sigint_during_the_start_up_stops_the_bot_at_once() {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let lb = rt.block_on(Loopback::start(TOKEN, APPLICATION, "1100000000000000004"));
    lb.go_silent();
    let (config, data) = write_config_logging(dir.path(), TOKEN, &lb.base_url(), "info,serenity=warn");
    let bot = spawn_run(&config);
    rt.block_on(lb.wait_for("the token check", |s| {
        s.requests.iter().find(|r| r.path == "/users/@me").cloned()
    }));

    let (code, stderr) = signal_and_wait(bot, "INT");
    assert_eq!(
        code,
        Some(0),
        "Ctrl-C while Discord does not answer stops the bot:\n{stderr}"
    );
    assert!(stderr.contains("SIGINT received before Discord answered"), "{stderr}");
    Host::open(&data, Locale::En).expect("the store is released after the stop");
}

/// `galleon run` with its stderr sent to a file (as a service manager or `2> galleon.log` does): the log lines are
/// plain text, without the colour codes a terminal gets.
#[test]
fn logs_written_to_a_file_carry_no_colour_codes() {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let lb = rt.block_on(Loopback::start(TOKEN, APPLICATION, "1100000000000000004"));
    let (config, _) = write_config_logging(dir.path(), TOKEN, &lb.base_url(), "info,serenity=warn");
    let log = dir.path().join("galleon.log");
    let mut bot = Command::new(BIN)
        .arg("run")
        .arg("--config")
        .arg(&config)
        .env_remove("RUST_LOG")
        .env_remove("DISCORD_TOKEN")
        .env_remove("NO_COLOR")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("the galleon binary starts");
    rt.block_on(lb.wait_for("command registration", |s| {
        s.requests.iter().find(|r| r.method == "PUT").cloned()
    }));
    assert_eq!(stop(&mut bot, "TERM"), Some(0), "a clean stop");
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(text.contains("galleon stopped cleanly"), "{text}");
    assert!(text.contains(" INFO "), "log lines with their level: {text}");
    assert!(!text.contains('\x1b'), "no escape code in a log file: {text:?}");
}
