//! `galleon::discord::run` — the function behind `galleon run` — against the loopback Discord: a clean stop on
//! SIGTERM (exit code 0, the store flushed and released), and a token Discord rejects (exit code 1, at once).

use std::path::{Path, PathBuf};

use galleon_commands::io::Locale;
use galleon_commands::Host;
use galleon_tests::loopback::payload::option;
use galleon_tests::loopback::{Loopback, Person, Place};

const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDA0.loopback.token-used-only-in-tests";
const APPLICATION: &str = "1100000000000000001";
const GUILD: &str = "1100000000000000002";
const CHANNEL: &str = "1100000000000000003";

fn write_config(dir: &Path, token: &str, api: &str) -> (PathBuf, PathBuf) {
    let config = dir.join("config.toml");
    let text = format!(
        "[discord]\ntoken = \"{token}\"\napplication_id = {APPLICATION}\ndev_guild_id = {GUILD}\n\
         api_proxy = \"{api}\"\n[bot]\ndata_dir = \"data\"\nlog = \"warn\"\n"
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
