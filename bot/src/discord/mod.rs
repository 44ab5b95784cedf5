//! galleon's Discord face: `galleon run`.
//!
//! Design: serenity 0.12.5 connects with the GUILDS intent only (interactions need nothing more). The event handler
//! ([`handler`]) turns each interaction into a plain [`galleon_commands::io::Request`], runs the synchronous host on
//! tokio's blocking pool, and hands the host's messages to [`plan`] (what answers the interaction) and [`deliver`]
//! (board edits, posts, DMs). Every host call whose messages are delivered is one [`turn`] of its channel (gate,
//! channel lock, host call, delivery, one report to the host). Every REST call goes through [`retry`]; [`limits`]
//! keeps every payload within Discord's sizes. [`remind`] asks the host every minute for the turn reminders due
//! and delivers them the same way; [`ai`] plays the AI seats' moves off the async runtime. The host makes each
//! move durable before returning, so a failed send never loses a move.
//!
//! [`Bot::start`] runs everything in-process and [`Bot::shutdown`] stops it gracefully (stop taking interactions,
//! finish those in flight, flush the store, close the gateway); `galleon run` ([`run`]) wraps both with the config
//! file, logging and SIGINT/SIGTERM. The end-to-end test starts a [`Bot`] against a loopback Discord through the
//! config's `api_proxy`. [`shards`]: which gateway shards this process serves (`[discord] shard_count`, `shards`),
//! so that several processes share one bot, each with its own data directory.
//!
//! Rulings (see also each module's doc):
//! - Startup checks the token with `GET /users/@me` before connecting, so a revoked token gives a clear message
//!   and exit code 1 instead of a gateway error loop.
//! - Log output goes to stderr, coloured only when stderr is a terminal (a file or the journal gets plain text);
//!   every line is redacted of the bot token and the interaction and webhook tokens, whichever crate wrote it
//!   ([`crate::logs`]).
//! - Discord unreachable: the token check gives up after [`START_TIMEOUT`] with what to check; a stop never waits
//!   on Discord for more than [`STOP_GRACE`] per step (answers in flight, closing the gateway), since every move
//!   is durable before anything is sent. SIGINT/SIGTERM during the start-up stops at once; a second one during a
//!   stop ends it at once.

mod ai;
pub mod config;
mod convert;
mod deliver;
mod gate;
mod handler;
pub mod limits;
pub mod markdown;
mod plan;
mod register;
mod remind;
mod retry;
pub mod shards;
mod shared;
mod turn;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use galleon_commands::{Host, HostError};
use serenity::all::ClientBuilder;
use serenity::all::{ApplicationId, GatewayIntents, ShardManager};
use serenity::http::HttpBuilder;

pub use config::{Config, ConfigError};
use handler::Handler;
use shared::Shared;

/// How long the start-up waits for Discord's answer to the token check.
const START_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a stop waits for each step that needs Discord (the answers in flight, closing the gateway).
const STOP_GRACE: Duration = Duration::from_secs(5);

/// Why the bot could not start.
#[derive(Debug)]
pub enum StartError {
    /// A Maracaibo content pack named by the config is unreadable or invalid.
    Packs(String),
    Store(String),
    TokenRejected,
    /// No answer from Discord (or from the config's `api_proxy`, named here).
    Unreachable {
        reason: String,
        api_proxy: Option<String>,
    },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Packs(reason) => f.write_str(reason),
            StartError::Store(reason) => write!(f, "cannot open the game store: {reason}"),
            StartError::TokenRejected => write!(
                f,
                "Discord rejected the bot token (401 Unauthorized): reset it in the developer portal (Bot → Reset \
                 Token) and put the new one in config.toml or DISCORD_TOKEN"
            ),
            StartError::Unreachable {
                reason,
                api_proxy: None,
            } => write!(
                f,
                "cannot reach Discord ({reason}). Check that this machine is online and can resolve and open \
                 https://discord.com (DNS, firewall, an outgoing proxy), and whether https://discordstatus.com \
                 reports an outage; then start galleon again"
            ),
            StartError::Unreachable {
                reason,
                api_proxy: Some(url),
            } => write!(
                f,
                "cannot reach the fake Discord at {url} (api_proxy in the config: {reason}). Is it running? \
                 Remove api_proxy to talk to the real Discord"
            ),
        }
    }
}

impl std::error::Error for StartError {}

/// A running bot.
pub struct Bot {
    shared: Arc<Shared>,
    shard_manager: Arc<ShardManager>,
    client: Option<tokio::task::JoinHandle<serenity::Result<()>>>,
}

impl Bot {
    /// Loads the config's Maracaibo packs, opens the store in the config's data directory, checks the token and
    /// connects to the gateway.
    pub async fn start(config: &Config) -> Result<Bot, StartError> {
        load_packs(config)?;
        let host = open_host(config).await?;
        let mut http =
            HttpBuilder::new(config.token.expose()).application_id(ApplicationId::new(config.application_id));
        if let Some(proxy) = &config.api_proxy {
            // serenity only honours a proxy with its rate limiter off; the fake Discord of the tests has no limits.
            http = http.proxy(proxy.trim_end_matches('/')).ratelimiter_disabled(true);
        }
        let http = http.build();
        let unreachable = |reason: String| StartError::Unreachable {
            reason,
            api_proxy: config.api_proxy.clone(),
        };
        match tokio::time::timeout(START_TIMEOUT, http.get_current_user()).await {
            Ok(Ok(me)) => tracing::info!("the token belongs to {}", me.name),
            Ok(Err(e)) if retry::refusal(&e).is_some_and(|(status, _)| status == 401) => {
                return Err(StartError::TokenRejected)
            }
            Ok(Err(e)) => return Err(unreachable(retry::describe(&e))),
            Err(_) => return Err(unreachable(format!("no answer in {} s", START_TIMEOUT.as_secs()))),
        }
        shards::check_count(&http, config.shards).await;
        let mut shared = Shared::new(host, config.dev_guild_id);
        if !shards::ShardRange::registers(config.shards) {
            shared = shared.without_registration();
        }
        let shared = Arc::new(shared);
        let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
            .event_handler(Handler(Arc::clone(&shared)))
            .await
            .map_err(|e| unreachable(e.to_string()))?;
        let shard_manager = Arc::clone(&client.shard_manager);
        let range = config.shards;
        if let Some(range) = range {
            tracing::info!("serving {range}");
        }
        let task = tokio::spawn(async move { shards::connect(&mut client, range).await });
        Ok(Bot {
            shared,
            shard_manager,
            client: Some(task),
        })
    }

    /// Waits until no interaction is being handled (tests use it to wait for the bot to settle).
    pub async fn idle(&self) {
        self.shared.gate.idle().await;
    }

    /// How many times the host was called in a channel's turn so far (an interaction is two: its handling and
    /// its report; tests count them).
    pub fn host_calls(&self) -> u64 {
        self.shared.host_calls.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Resolves when the gateway connection ended by itself, with the reason.
    pub async fn stopped(&mut self) -> String {
        let Some(task) = self.client.as_mut() else {
            return "already stopped".into();
        };
        let reason = match task.await {
            Ok(Ok(())) => "the gateway connection closed".to_owned(),
            Ok(Err(e)) => format!("the gateway connection failed: {e}"),
            Err(e) => format!("the gateway task failed: {e}"),
        };
        self.client = None;
        reason
    }

    /// Stops taking interactions, waits for those in flight, flushes and closes the store, then disconnects.
    /// Every wait on Discord is bounded by [`STOP_GRACE`]: with Discord unreachable an answer may never come,
    /// and the moves are durable before anything is sent.
    pub async fn shutdown(mut self) -> Result<(), String> {
        self.shared.gate.close();
        if tokio::time::timeout(STOP_GRACE, self.shared.gate.idle()).await.is_err() {
            tracing::warn!(
                "interactions still waiting for Discord: stopping without their answers (their moves are saved)"
            );
        }
        let flushed = match self.shared.take_host() {
            Some(host) => tokio::task::spawn_blocking(move || close_host(host))
                .await
                .map_err(|e| e.to_string())?,
            None => Ok(()),
        };
        if tokio::time::timeout(STOP_GRACE, self.shard_manager.shutdown_all())
            .await
            .is_err()
        {
            tracing::warn!("the gateway did not close in time (Discord unreachable?)");
        }
        if let Some(mut task) = self.client.take() {
            if tokio::time::timeout(STOP_GRACE, &mut task).await.is_err() {
                task.abort();
            }
        }
        flushed
    }
}

/// Registers the Maracaibo packs of `[bot] maracaibo_packs` (before the store: stored games may use them).
fn load_packs(config: &Config) -> Result<(), StartError> {
    let Some(dir) = &config.maracaibo_packs else {
        return Ok(());
    };
    let names = galleon_commands::packs::load_maracaibo_packs(dir).map_err(|e| StartError::Packs(e.to_string()))?;
    tracing::info!("Maracaibo packs loaded from {}: {names:?}", dir.display());
    Ok(())
}

async fn open_host(config: &Config) -> Result<Arc<Host>, StartError> {
    let dir = config.data_dir.clone();
    let locale = config.default_locale;
    let host = tokio::task::spawn_blocking(move || {
        Host::open(&dir, locale).map(|host| host.with_board_images().with_limits(limits::LIMITS))
    })
    .await
    .map_err(|e| StartError::Store(e.to_string()))?
    .map_err(|e| match e {
        // Its message names the directory already.
        HostError::Damaged { .. } => StartError::Store(e.to_string()),
        e => StartError::Store(shards::explain_store_error(format!(
            "{}: {e}",
            config.data_dir.display()
        ))),
    })?;
    for (channel, problem) in host.load_problems() {
        tracing::error!("the table of channel {channel} cannot be loaded: {problem}");
    }
    let host = Arc::new(host);
    // The whole comparison with the manifest reads every table's head: off the first reply's path (each
    // channel is compared anyway when its table loads).
    let reporter = Arc::clone(&host);
    tokio::task::spawn_blocking(move || {
        for line in reporter.damage_report() {
            tracing::error!("{line}");
        }
    });
    if let Some(backup) = &config.backup {
        crate::backup::spawn(Arc::downgrade(&host), backup.clone());
        tracing::info!(
            "a backup of every table goes to {} every {:?}",
            backup.dir.display(),
            backup.every
        );
    }
    Ok(host)
}

/// Flushes the store and drops the last handle on it, which releases sled's lock on the directory.
fn close_host(host: Arc<Host>) -> Result<(), String> {
    let flushed = host.flush().map_err(|e| format!("could not flush the game store: {e}"));
    drop(host);
    flushed
}

/// `galleon run`'s arguments.
#[derive(clap::Args)]
pub struct RunArgs {
    /// The configuration file (a filled-in copy of config.example.toml).
    #[arg(long, default_value = "config.toml")]
    pub config: PathBuf,
}

/// `galleon run --config FILE`: the bot until SIGINT/SIGTERM. Exit code 0 after a clean stop, 1 when the config,
/// the token, the store or the connection fails (with the reason on stderr).
pub fn run(config_path: &Path) -> i32 {
    let config = match Config::load(config_path) {
        Ok(config) => config,
        Err(e) => return fail(&e.to_string()),
    };
    init_logging(&config.log, config.token.expose());
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => return fail(&format!("cannot start the async runtime: {e}")),
    };
    let code = runtime.block_on(serve(config));
    // Tasks still blocked on an unreachable Discord (a DNS lookup…) must not hold the exit.
    runtime.shutdown_timeout(Duration::from_secs(1));
    code
}

async fn serve(config: Config) -> i32 {
    let mut signals = Signals::install();
    // A signal during the start-up (Discord slow or unreachable) stops it at once: no move was played yet.
    let started = tokio::select! {
        started = Bot::start(&config) => started,
        signal = signals.recv() => {
            tracing::info!("{signal} received before Discord answered: stopping");
            return 0;
        }
    };
    let mut bot = match started {
        Ok(bot) => bot,
        Err(e) => return fail(&e.to_string()),
    };
    tracing::info!(
        "galleon is running (data in {}); Ctrl-C stops it",
        config.data_dir.display()
    );
    let ended = tokio::select! {
        signal = signals.recv() => {
            tracing::info!("{signal} received: finishing the moves in flight, then stopping");
            None
        }
        reason = bot.stopped() => Some(reason),
    };
    let closed = tokio::select! {
        closed = bot.shutdown() => closed,
        signal = signals.recv() => Err(format!("{signal} received again: stopped at once")),
    };
    match (ended, closed) {
        (None, Ok(())) => {
            tracing::info!("galleon stopped cleanly");
            0
        }
        (Some(reason), _) => fail(&reason),
        (None, Err(e)) => fail(&e),
    }
}

fn fail(message: &str) -> i32 {
    eprintln!("galleon: {message}");
    1
}

/// Logs to stderr, every line redacted of the bot token and the interaction and webhook tokens.
fn init_logging(filter: &str, bot_token: &str) {
    use tracing_subscriber::util::SubscriberInitExt;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .or_else(|_| tracing_subscriber::EnvFilter::try_new(filter))
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Colours only for a person at a terminal: a file or the journal gets plain text.
    let colours = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let _ = crate::logs::subscriber(filter, colours, bot_token, std::io::stderr).try_init();
}

/// SIGINT and SIGTERM, listened to from before the bot connects, so no signal can kill it half-started.
struct Signals {
    #[cfg(unix)]
    streams: Option<(tokio::signal::unix::Signal, tokio::signal::unix::Signal)>,
}

impl Signals {
    #[cfg(unix)]
    fn install() -> Signals {
        use tokio::signal::unix::{signal, SignalKind};
        let streams = match (signal(SignalKind::interrupt()), signal(SignalKind::terminate())) {
            (Ok(int), Ok(term)) => Some((int, term)),
            _ => None,
        };
        Signals { streams }
    }

    #[cfg(unix)]
    async fn recv(&mut self) -> &'static str {
        match &mut self.streams {
            Some((int, term)) => tokio::select! {
                _ = int.recv() => "SIGINT",
                _ = term.recv() => "SIGTERM",
            },
            None => {
                let _ = tokio::signal::ctrl_c().await;
                "SIGINT"
            }
        }
    }

    #[cfg(not(unix))]
    fn install() -> Signals {
        Signals {}
    }

    #[cfg(not(unix))]
    async fn recv(&mut self) -> &'static str {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl-C"
    }
}

#[cfg(test)]
mod tests {
    use super::StartError;
    use serenity::all::Permissions;

    /// The admin guide's invite URL (docs/admin.md) asks for every permission the bot needs in a channel, View
    /// Channels included (without it the board cannot be posted), and no other.
    #[test]
    fn the_admin_guide_invite_asks_for_the_permissions_galleon_needs() {
        let guide = include_str!("../../../docs/admin.md");
        let needed = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::EMBED_LINKS
            | Permissions::ATTACH_FILES
            | Permissions::READ_MESSAGE_HISTORY
            | Permissions::USE_APPLICATION_COMMANDS;
        let asked: Vec<u64> = guide
            .split("&permissions=")
            .skip(1)
            .map(|rest| {
                rest.split(|c: char| !c.is_ascii_digit())
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap()
            })
            .collect();
        assert_eq!(asked, [needed.bits()], "the invite URL's permissions");
        assert!(guide.contains(&format!("{} is the sum", needed.bits())));
    }

    #[test]
    fn an_unreachable_discord_says_what_to_check() {
        let error = StartError::Unreachable {
            reason: "error sending request for url (https://discord.com/api/v10/users/@me): dns error".into(),
            api_proxy: None,
        };
        let text = error.to_string();
        assert!(
            text.starts_with("cannot reach Discord (error sending request"),
            "{text}"
        );
        for check in ["online", "DNS", "firewall", "proxy", "https://discordstatus.com"] {
            assert!(text.contains(check), "{check} in {text}");
        }
    }
}
