//! Two processes of the real `galleon run` share one bot by gateway shards (`shard_count = 2`, `shards = "0-0"`
//! and `"1-1"`), each with its own configuration file and data directory, against the loopback Discord, which sends
//! a guild's interactions to the session of shard `(guild_id >> 22) % 2` only. A game is started and played in a
//! guild of each shard: each table lives in the data directory of its guild's process and in no other, both games
//! move on, every player gets DMs, only the process serving shard 0 registers the commands, both warn that Discord
//! recommends more shards, and a third process given a data directory in use stops with a message saying why.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use galleon_commands::io::Locale;
use galleon_commands::Host;
use galleon_tests::discord::{button_seat, is_ping};
use galleon_tests::loopback::payload::option;
use galleon_tests::loopback::{shard_of, Loopback, Origin, Person, Place, State, Stored};

const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDA0.loopback.token-used-only-in-tests";
const APPLICATION: &str = "1100000000000000001";
const BOT_USER: &str = "1100000000000000004";
/// A guild whose events go to shard 0 of 2, and one whose events go to shard 1.
const GUILD_0: &str = "1100000000004194306";
const GUILD_1: &str = "1100000000000000002";
/// Moves played in each guild.
const MOVES: usize = 3;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

/// One process of the bot: its child, its data directory, and its stderr once it has exited.
struct Process {
    child: Child,
    data: PathBuf,
    stderr: Option<std::thread::JoinHandle<String>>,
}

fn write_config(dir: &Path, api: &str, shards: &str, data: &Path) -> PathBuf {
    let config = dir.join("config.toml");
    let text = format!(
        "[discord]\ntoken = \"{TOKEN}\"\napplication_id = {APPLICATION}\napi_proxy = \"{api}\"\nshard_count = 2\n\
         shards = \"{shards}\"\n[bot]\ndata_dir = '{}'\nlog = \"info,serenity=warn\"\n",
        data.display()
    );
    std::fs::write(&config, text).unwrap();
    config
}

fn spawn(dir: &Path, api: &str, shards: &str, data: &Path) -> Process {
    let config = write_config(dir, api, shards, data);
    let mut child = Command::new(BIN)
        .arg("run")
        .arg("--config")
        .arg(&config)
        .env_remove("RUST_LOG")
        .env_remove("DISCORD_TOKEN")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the galleon binary starts");
    let mut stderr = child.stderr.take().expect("piped stderr");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    Process {
        child,
        data: data.to_owned(),
        stderr: Some(reader),
    }
}

impl Process {
    /// Waits (30 s at most) for the process to exit; returns its exit code and its stderr.
    fn exit(&mut self) -> (Option<i32>, String) {
        let deadline = Instant::now() + Duration::from_secs(30);
        let code = loop {
            if let Some(status) = self.child.try_wait().expect("the child can be waited for") {
                break status.code();
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let stderr = self.stderr.take().map(|r| r.join().unwrap_or_default());
        (code, stderr.unwrap_or_default())
    }

    /// SIGTERM, then [`Process::exit`].
    fn stop(&mut self) -> (Option<i32>, String) {
        let sent = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status()
            .expect("kill runs");
        assert!(sent.success());
        self.exit()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A guild with its game channel and its three players.
struct Guild {
    place: Place,
    people: Vec<Person>,
}

fn guild(guild: &str, channel: &str, first_person: u64) -> Guild {
    let place = Place {
        application: APPLICATION.into(),
        guild: guild.into(),
        channel: channel.into(),
    };
    let people = ["Ana", "Ben", "Cleo"]
        .iter()
        .enumerate()
        .map(|(i, name)| Person::new(first_person + i as u64, &format!("{name}{guild}"), "en-US"))
        .collect();
    Guild { place, people }
}

/// The channel's board: the bot's post with buttons touched last (turn pings apart).
fn board(state: &State, channel: &str) -> Option<Stored> {
    let posts = state.channel(channel).into_iter();
    posts
        .filter(|m| m.origin == Origin::Post && !is_ping(m) && !m.button_ids().is_empty())
        .max_by_key(|m| m.touched)
        .cloned()
}

async fn command(lb: &Loopback, g: &Guild, who: usize, name: &str, options: Vec<serde_json::Value>) {
    let token = lb.command(&g.place, &g.people[who], name, options).await;
    lb.callback(&token).await;
}

async fn start_game(lb: &Loopback, g: &Guild) {
    for who in 0..g.people.len() {
        command(lb, g, who, "join", vec![]).await;
    }
    let options = vec![option("game", "puerto-rico", false), option("seed", "7", true)];
    command(lb, g, 0, "start", options).await;
    let channel = &g.place.channel;
    lb.wait_for(&format!("the board in {channel}"), |s| board(s, channel))
        .await;
}

/// The acting player presses the board's first button (and a costly move's confirmation); waits for the board
/// to show the move.
async fn play_a_move(lb: &Loopback, g: &Guild) {
    let channel = &g.place.channel;
    let shown = board(&lb.state(), channel).expect("a board");
    let button = shown.button_ids()[0].clone();
    let who = &g.people[button_seat(&button)];
    let token = lb.click(&g.place, who, &shown.id, &button).await;
    lb.callback(&token).await;
    let confirm = lb.state().ephemerals(&token).into_iter().find_map(|m| {
        let confirm = m.button_ids().into_iter().find(|b| b.starts_with("c1:"))?;
        Some((m.id.clone(), confirm))
    });
    if let Some((asked, confirm)) = confirm {
        let token = lb.click(&g.place, who, &asked, &confirm).await;
        lb.callback(&token).await;
    }
    lb.wait_for(&format!("the board of {channel} after {button}"), |s| {
        (board(s, channel)?.content != shown.content).then_some(())
    })
    .await;
}

/// The number of moves in a channel's stored game.
fn stored_moves(host: &Host, channel: &str) -> usize {
    let record: serde_json::Value = serde_json::from_str(&host.export(channel).unwrap().json).unwrap();
    record["game"]["log"].as_array().expect("a game log").len()
}

#[test]
fn two_processes_share_the_bot_by_shard_ranges_each_with_its_own_tables() {
    assert_eq!(shard_of(GUILD_0.parse().unwrap(), 2), 0);
    assert_eq!(shard_of(GUILD_1.parse().unwrap(), 2), 1);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let lb = rt.block_on(Loopback::start(TOKEN, APPLICATION, BOT_USER));
    // Discord recommending more shards than shard_count is worth a warning at start.
    lb.recommend_shards(3);
    let dirs = [(); 3].map(|_| tempfile::tempdir().unwrap());
    let data = [dirs[0].path().join("data"), dirs[1].path().join("data")];
    let mut zero = spawn(dirs[0].path(), &lb.base_url(), "0-0", &data[0]);
    let mut one = spawn(dirs[1].path(), &lb.base_url(), "1", &data[1]);
    let guilds = [
        guild(GUILD_0, "1100000000000000003", 1100000000000000011),
        guild(GUILD_1, "1100000000000000005", 1100000000000000021),
    ];

    rt.block_on(async {
        lb.wait_for("both shards connected", |s| {
            (s.connected_shards() == [0, 1]).then_some(())
        })
        .await;
        for g in &guilds {
            start_game(&lb, g).await;
        }
        for _ in 0..MOVES {
            for g in &guilds {
                play_a_move(&lb, g).await;
            }
        }
    });

    // A third process given the data directory of shard 0's process stops at once, saying why.
    let mut intruder = spawn(dirs[2].path(), &lb.base_url(), "1-1", &data[0]);
    let (code, stderr) = intruder.exit();
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("its own data_dir") && stderr.contains("could not acquire lock"),
        "{stderr}"
    );

    {
        let state = lb.state();
        let mut identified = state.identified.clone();
        identified.sort();
        assert_eq!(identified, [[0, 2], [1, 2]], "each process identified as its own shard");
        for person in guilds.iter().flat_map(|g| &g.people) {
            assert!(!state.dms(&person.id).is_empty(), "{} got a DM", person.name);
        }
        let registrations = state.requests.iter().filter(|r| r.method == "PUT").count();
        assert_eq!(registrations, 1, "the commands are registered once");
    }
    let (code, log_zero) = zero.stop();
    assert_eq!(code, Some(0), "{log_zero}");
    let (code, log_one) = one.stop();
    assert_eq!(code, Some(0), "{log_one}");
    assert!(log_zero.contains("serving shard 0 of 2") && log_one.contains("serving shard 1 of 2"));
    assert!(log_zero.contains("slash commands registered"), "{log_zero}");
    assert!(!log_one.contains("slash commands registered"), "{log_one}");
    for log in [&log_zero, &log_one] {
        assert!(
            log.contains("Discord recommends 3 shards for this bot and shard_count is 2"),
            "{log}"
        );
    }

    // Each guild's table is in its own process's store, and only there.
    for (mine, process) in [&zero, &one].into_iter().enumerate() {
        let host = Host::open(&process.data, Locale::En).expect("the store was released");
        let channel = &guilds[mine].place.channel;
        assert_eq!(host.channels(), std::slice::from_ref(channel), "shard {mine}'s store");
        assert!(
            stored_moves(&host, channel) >= MOVES,
            "the game of shard {mine} moved on"
        );
        let other = &guilds[1 - mine].place.channel;
        assert_eq!(
            host.raw_record(other).unwrap(),
            None,
            "shard {mine} has nothing of {other}"
        );
    }
}
