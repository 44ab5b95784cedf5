//! A table of three people playing through galleon's real Discord client (serenity, the event handler, the
//! host, the sled store) against the loopback Discord of [`crate::loopback`]: slash commands, autocompletes and
//! button presses pushed over the gateway, each awaited until the bot is idle again, and a restart of the bot on
//! the same data directory.

use std::path::Path;

use galleon::discord::{Bot, Config};
use galleon_commands::io::{Locale, Request, User};
use serde_json::Value;

use crate::loopback::payload::option;
use crate::loopback::{Loopback, Origin, Person, Place, Stored};

pub const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDA0.loopback.token-used-only-in-tests";
pub const APPLICATION: &str = "1100000000000000001";
pub const GUILD: &str = "1100000000000000002";
pub const CHANNEL: &str = "1100000000000000003";
pub const BOT_USER: &str = "1100000000000000004";
/// Autocomplete answers are limited to 25 choices.
pub const MAX_CHOICES: usize = 25;
pub const ALICE: usize = 0;
pub const BRUNO: usize = 1;
pub const CARLA: usize = 2;

pub struct Table {
    /// The data directory's parent, removed at the end.
    _dir: tempfile::TempDir,
    pub lb: Loopback,
    pub bot: Option<Bot>,
    config: Config,
    pub place: Place,
    pub people: Vec<Person>,
    /// How many times the bot was started.
    starts: usize,
}

fn config(dir: &Path, api: &str) -> Config {
    let text = format!(
        "[discord]\ntoken = \"{TOKEN}\"\napplication_id = {APPLICATION}\ndev_guild_id = {GUILD}\n\
         api_proxy = \"{api}\"\n[bot]\ndata_dir = \"data\"\ndefault_locale = \"en\"\n"
    );
    Config::parse(&text, &dir.join("config.toml"), None).expect("test config parses")
}

/// Every `(name, value)` of an autocomplete callback.
pub fn choices(callback: &Value) -> Vec<(String, String)> {
    callback["data"]["choices"]
        .as_array()
        .expect("autocomplete choices")
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_owned(),
                c["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

pub fn is_ephemeral(callback: &Value) -> bool {
    callback["data"]["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

/// The `seat` field of a board button id `g2:<channel>:<game>:<move>:<seat>:<move text>`.
pub fn button_seat(id: &str) -> usize {
    id.split(':')
        .nth(4)
        .and_then(|s| s.parse().ok())
        .expect("a board button id names its seat")
}

/// The move text of a board button id, when the id spells it (long moves carry an index instead).
pub fn button_text(id: &str) -> &str {
    id.splitn(6, ':').nth(5).expect("a board button id ends with its move")
}

/// A small deterministic generator for picking moves.
pub struct Picker(pub u64);

impl Picker {
    pub fn pick(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A command typed in the table's channel by `people[seat]` (id, name), as a request straight to a host: for
/// what a test does on the bot's data directory while the bot is stopped.
pub fn host_command(people: &[(String, String)], seat: usize, name: &str, options: &[(&str, &str)]) -> Request {
    let user = User {
        id: people[seat].0.clone(),
        name: people[seat].1.clone(),
    };
    Request::command(CHANNEL, user, Locale::En, name, options)
}

/// Whether a channel post is a turn ping (they all start with a bell).
pub fn is_ping(m: &Stored) -> bool {
    m.content.starts_with('🔔')
}

impl Table {
    /// Starts the loopback Discord and the bot, with Alice (English), Bruno (French) and Carla (English) in the
    /// guild, and waits for the bot's first command registration.
    pub async fn open() -> Table {
        let lb = Loopback::start(TOKEN, APPLICATION, BOT_USER).await;
        let dir = tempfile::tempdir().expect("a scratch directory");
        let config = config(dir.path(), &lb.base_url());
        let bot = Bot::start(&config)
            .await
            .expect("the bot starts against the loopback Discord");
        let place = Place {
            application: APPLICATION.into(),
            guild: GUILD.into(),
            channel: CHANNEL.into(),
        };
        let people = vec![
            Person::new(1100000000000000011, "Alice", "en-US"),
            Person::new(1100000000000000012, "Bruno", "fr"),
            Person::new(1100000000000000013, "Carla", "en-GB"),
        ];
        let table = Table {
            _dir: dir,
            lb,
            bot: Some(bot),
            config,
            place,
            people,
            starts: 1,
        };
        table.registrations(1).await;
        table
    }

    pub fn bot(&self) -> &Bot {
        self.bot.as_ref().expect("the bot is running")
    }

    /// Waits for the `n`-th command registration and returns its body.
    pub async fn registrations(&self, n: usize) -> Value {
        self.lb
            .wait_for(&format!("command registration #{n}"), |s| {
                let puts: Vec<_> = s
                    .requests
                    .iter()
                    .filter(|r| r.method == "PUT" && r.status == 200)
                    .collect();
                puts.get(n - 1).map(|r| (r.path.clone(), r.body.clone()))
            })
            .await
            .1
    }

    /// Waits for the interaction's callback, then for the bot to finish everything it triggered.
    pub async fn settle(&self, token: &str) -> Value {
        let callback = self.lb.callback(token).await;
        self.bot().idle().await;
        callback
    }

    pub async fn command(&self, who: usize, name: &str, options: Vec<Value>) -> (String, Value) {
        let token = self.lb.command(&self.place, &self.people[who], name, options).await;
        let callback = self.settle(&token).await;
        (token, callback)
    }

    pub async fn play(&self, who: usize, text: &str) -> (String, Value) {
        self.command(who, "play", vec![option("move", text, false)]).await
    }

    /// The autocomplete choices of `/play move` for what was typed.
    pub async fn suggestions(&self, who: usize, typed: &str) -> Vec<(String, String)> {
        self.suggest(who, "play", ("move", typed), vec![]).await
    }

    /// The autocomplete choices of option `focused.0` of `/command`, the other options being `others`.
    pub async fn suggest(
        &self,
        who: usize,
        command: &str,
        focused: (&str, &str),
        others: Vec<Value>,
    ) -> Vec<(String, String)> {
        let token = self
            .lb
            .autocomplete(&self.place, &self.people[who], command, focused, others)
            .await;
        let callback = self.settle(&token).await;
        assert_eq!(callback["type"], 8, "an autocomplete result");
        choices(&callback)
    }

    /// Presses a button; a costly move's confirmation (`c1:`, asked to the presser alone) is pressed too, as the
    /// player would, and the press of the confirmation is returned.
    pub async fn click(&self, who: usize, message: &str, id: &str) -> (String, Value) {
        let token = self.lb.click(&self.place, &self.people[who], message, id).await;
        let callback = self.settle(&token).await;
        let question = self.lb.state().ephemerals(&token).into_iter().find_map(|m| {
            let confirm = m.button_ids().into_iter().find(|b| b.starts_with("c1:"))?;
            Some((m.id.clone(), confirm))
        });
        let Some((asked, confirm)) = question else {
            return (token, callback);
        };
        let token = self.lb.click(&self.place, &self.people[who], &asked, &confirm).await;
        let callback = self.settle(&token).await;
        (token, callback)
    }

    /// The table's board: the bot's channel post posted or edited last (the result post at the very end), turn
    /// pings apart.
    pub fn board(&self) -> Stored {
        let state = self.lb.state();
        let posts = state
            .channel(CHANNEL)
            .into_iter()
            .filter(|m| m.origin == Origin::Post && !is_ping(m));
        posts.max_by_key(|m| m.touched).expect("a board was posted").clone()
    }

    /// Who must act now: the seat of the board's first button, else the first player offered suggestions.
    pub async fn actor(&self, buttons: &[String]) -> Option<usize> {
        if let Some(first) = buttons.first() {
            return Some(button_seat(first));
        }
        for who in 0..self.people.len() {
            if !self.suggestions(who, "").await.is_empty() {
                return Some(who);
            }
        }
        None
    }

    /// The text of every ephemeral answer to an interaction (its response and follow-ups).
    pub fn ephemerals(&self, token: &str) -> Vec<String> {
        self.lb
            .state()
            .ephemerals(token)
            .into_iter()
            .map(|m| m.content.clone())
            .collect()
    }

    /// Stops the bot cleanly, lets `change` work on its data directory (the bot's store is closed meanwhile),
    /// starts it again and waits for its command registration.
    pub async fn restart_with(&mut self, change: impl FnOnce(&Path)) {
        let bot = self.bot.take().expect("running");
        bot.shutdown().await.expect("clean shutdown flushes the store");
        change(&self.config.data_dir);
        self.bot = Some(
            Bot::start(&self.config)
                .await
                .expect("the bot restarts on the same data directory"),
        );
        self.starts += 1;
        self.registrations(self.starts).await;
    }

    /// Stops the bot cleanly, starts it again on the same data directory and waits for its command
    /// registration.
    pub async fn restart(&mut self) {
        let bot = self.bot.take().expect("running");
        bot.shutdown().await.expect("clean shutdown flushes the store");
        self.bot = Some(
            Bot::start(&self.config)
                .await
                .expect("the bot restarts on the same data directory"),
        );
        self.starts += 1;
        self.registrations(self.starts).await;
    }
}
