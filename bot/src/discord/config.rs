//! `config.toml`: what `galleon run` needs to reach Discord and store games.
//!
//! Rulings:
//! - The token comes from `[discord] token`, or from the `DISCORD_TOKEN` environment variable when that field is
//!   empty or absent. The token is kept in a [`Secret`] whose `Debug` hides it, and no error message ever quotes it.
//! - A token is checked for its shape (three dot-separated parts) here; whether Discord accepts it is checked when
//!   the bot starts (`GET /users/@me`), so both mistakes give a clear message before any game is touched.
//! - `[bot] maracaibo_packs` names a directory of Maracaibo content packs (one sub-directory per pack), read and
//!   validated by `galleon run` before it connects: a broken pack stops the start-up with the file and entry.
//! - `[backup]` (optional) turns on the periodic backup of every table (see [`crate::backup`]): `dir` (relative
//!   to the config file), `every` (`30m`, `6h`, `1d`…; default 6h), `keep` (the newest backups kept; default 7).
//! - `api_proxy` is for tests only: it sends every REST call to a local fake Discord instead of discord.com.
//! - `[discord] shard_count` and `shards` choose the gateway shards this process serves (see [`super::shards`]);
//!   a bad value stops the start-up with the key named.

use std::fmt;
use std::path::{Path, PathBuf};

use galleon_commands::io::Locale;
use serde::Deserialize;

pub use super::shards::ShardRange;
use crate::backup::BackupConfig;

/// The environment variable read when the config file has no token.
pub const TOKEN_VARIABLE: &str = "DISCORD_TOKEN";

/// A value that must never be printed (the bot token).
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// The loaded and checked configuration.
#[derive(Clone, Debug)]
pub struct Config {
    pub token: Secret,
    pub application_id: u64,
    /// Commands are registered in this guild only (instantly) when set, globally otherwise.
    pub dev_guild_id: Option<u64>,
    pub data_dir: PathBuf,
    pub default_locale: Locale,
    /// tracing `EnvFilter` directives.
    pub log: String,
    /// Tests only: base URL of a fake Discord receiving every REST call (and telling the gateway URL).
    pub api_proxy: Option<String>,
    /// A directory whose sub-directories are Maracaibo content packs, loaded at start-up.
    pub maracaibo_packs: Option<PathBuf>,
    /// The gateway shards this process serves; `None`: the single shard of an unsharded bot.
    pub shards: Option<ShardRange>,
    /// The periodic backup, when `[backup]` is present.
    pub backup: Option<BackupConfig>,
}

/// Why the configuration cannot be used. Messages never contain the token.
#[derive(Debug)]
pub enum ConfigError {
    Unreadable {
        path: PathBuf,
        reason: String,
    },
    Syntax {
        path: PathBuf,
        reason: String,
    },
    MissingToken,
    MalformedToken,
    MissingApplicationId,
    BadLocale(String),
    BadLogFilter(String),
    /// `shard_count` / `shards` do not describe a shard range (the message names the key and the rule).
    BadShards(String),
    BadBackup(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Unreadable { path, reason } => write!(
                f,
                "cannot read the configuration file {}: {reason} (copy config.example.toml to config.toml and fill it in)",
                path.display()
            ),
            ConfigError::Syntax { path, reason } => {
                write!(f, "the configuration file {} is not valid: {reason}", path.display())
            }
            ConfigError::MissingToken => write!(
                f,
                "no bot token: set [discord] token in the configuration file or the {TOKEN_VARIABLE} environment variable"
            ),
            ConfigError::MalformedToken => write!(
                f,
                "the bot token is malformed (a Discord bot token has three parts separated by dots): copy it again from \
                 the developer portal, Bot → Reset Token"
            ),
            ConfigError::MissingApplicationId => write!(
                f,
                "[discord] application_id is missing or 0: copy it from the developer portal, General Information → \
                 Application ID"
            ),
            ConfigError::BadLocale(value) => {
                write!(f, "[bot] default_locale must be \"en\" or \"fr\", not {value:?}")
            }
            ConfigError::BadLogFilter(reason) => write!(f, "[bot] log is not a valid log filter: {reason}"),
            ConfigError::BadShards(reason) => f.write_str(reason),
            ConfigError::BadBackup(reason) => write!(f, "[backup] {reason}"),
        }
    }
}

impl std::error::Error for ConfigError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    discord: DiscordSection,
    #[serde(default)]
    bot: BotSection,
    #[serde(default)]
    backup: Option<BackupSection>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BackupSection {
    dir: PathBuf,
    #[serde(default = "default_every")]
    every: String,
    #[serde(default = "default_keep")]
    keep: usize,
}

fn default_every() -> String {
    "6h".into()
}

fn default_keep() -> usize {
    7
}

impl BackupSection {
    fn check(self, base: &Path) -> Result<BackupConfig, ConfigError> {
        let every = crate::backup::parse_every(&self.every).ok_or_else(|| {
            ConfigError::BadBackup(format!(
                "every must be a number and a unit (s, m, h or d), like \"6h\", not {:?}",
                self.every
            ))
        })?;
        if self.keep == 0 || self.dir.as_os_str().is_empty() {
            return Err(ConfigError::BadBackup("needs a dir and keep of at least 1".into()));
        }
        Ok(BackupConfig {
            dir: base.join(self.dir),
            every,
            keep: self.keep,
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiscordSection {
    #[serde(default)]
    token: String,
    #[serde(default)]
    application_id: u64,
    #[serde(default)]
    dev_guild_id: Option<u64>,
    #[serde(default)]
    api_proxy: Option<String>,
    #[serde(default)]
    shard_count: Option<u32>,
    #[serde(default)]
    shards: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, default)]
struct BotSection {
    data_dir: PathBuf,
    default_locale: String,
    log: String,
    maracaibo_packs: Option<PathBuf>,
}

impl Default for BotSection {
    fn default() -> Self {
        BotSection {
            data_dir: PathBuf::from("data"),
            default_locale: "en".into(),
            log: "info,serenity=warn".into(),
            maracaibo_packs: None,
        }
    }
}

impl Config {
    /// Reads `path`, taking the token from `DISCORD_TOKEN` when the file has none.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Unreadable {
            path: path.to_owned(),
            reason: e.to_string(),
        })?;
        Config::parse(&text, path, std::env::var(TOKEN_VARIABLE).ok())
    }

    /// Parses the file's text; `env_token` is the value of `DISCORD_TOKEN`, if any. Relative data directories are
    /// taken relative to the config file's folder, so `galleon run` works from any working directory.
    pub fn parse(text: &str, path: &Path, env_token: Option<String>) -> Result<Config, ConfigError> {
        let file: File = toml::from_str(text).map_err(|e| ConfigError::Syntax {
            path: path.to_owned(),
            reason: syntax_reason(&e, text),
        })?;
        let token = choose_token(&file.discord.token, env_token)?;
        if file.discord.application_id == 0 {
            return Err(ConfigError::MissingApplicationId);
        }
        let default_locale = match file.bot.default_locale.as_str() {
            "en" => Locale::En,
            "fr" => Locale::Fr,
            other => return Err(ConfigError::BadLocale(other.to_owned())),
        };
        tracing_subscriber::EnvFilter::try_new(&file.bot.log).map_err(|e| ConfigError::BadLogFilter(e.to_string()))?;
        let shards = ShardRange::from_config(file.discord.shard_count, file.discord.shards.as_deref())
            .map_err(ConfigError::BadShards)?;
        let base = path.parent().unwrap_or(Path::new("."));
        let backup = file.backup.map(|b| b.check(base)).transpose()?;
        Ok(Config {
            token,
            application_id: file.discord.application_id,
            dev_guild_id: file.discord.dev_guild_id.filter(|id| *id != 0),
            data_dir: base.join(file.bot.data_dir),
            default_locale,
            log: file.bot.log,
            api_proxy: file.discord.api_proxy.filter(|p| !p.is_empty()),
            maracaibo_packs: file
                .bot
                .maracaibo_packs
                .filter(|p| !p.as_os_str().is_empty())
                .map(|p| base.join(p)),
            shards,
            backup,
        })
    }
}

fn choose_token(from_file: &str, from_env: Option<String>) -> Result<Secret, ConfigError> {
    let token = match from_file.trim() {
        "" => from_env
            .map(|t| t.trim().to_owned())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?,
        token => token.to_owned(),
    };
    serenity::utils::token::validate(&token).map_err(|_| ConfigError::MalformedToken)?;
    Ok(Secret::new(token))
}

/// The line and the parser's message (which never quotes the line itself, unlike toml's full display).
fn syntax_reason(e: &toml::de::Error, text: &str) -> String {
    let message = without_token(e.message(), text);
    match e.span() {
        Some(span) => format!(
            "line {}: {message}",
            text[..span.start.min(text.len())].matches('\n').count() + 1
        ),
        None => message,
    }
}

/// A toml error message may quote the offending value; blank out any token-looking value it repeats.
fn without_token(message: &str, text: &str) -> String {
    let token_line = text.lines().find(|l| l.trim_start().starts_with("token"));
    match token_line
        .and_then(|l| l.split_once('='))
        .map(|(_, v)| v.trim().trim_matches('"'))
    {
        Some(value) if value.len() > 3 && message.contains(value) => message.replace(value, "…"),
        _ => message.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB";

    fn parse(text: &str, env: Option<&str>) -> Result<Config, ConfigError> {
        Config::parse(text, Path::new("/etc/galleon/config.toml"), env.map(str::to_owned))
    }

    #[test]
    fn the_example_config_parses_with_a_token_from_the_environment() {
        let example = include_str!("../../../config.example.toml").replace("application_id = 0", "application_id = 7");
        let config = parse(&example, Some(TOKEN)).unwrap();
        assert_eq!(config.token.expose(), TOKEN);
        assert_eq!(config.application_id, 7);
        assert_eq!(config.dev_guild_id, None);
        assert_eq!(config.data_dir, PathBuf::from("/etc/galleon/data"));
        assert_eq!(config.default_locale, Locale::En);
        assert_eq!(config.api_proxy, None);
        assert_eq!(config.maracaibo_packs, None);
    }

    #[test]
    fn the_packs_directory_is_relative_to_the_config_file() {
        let text = format!("[discord]\ntoken = \"{TOKEN}\"\napplication_id = 1\n[bot]\nmaracaibo_packs = \"packs\"\n");
        let config = parse(&text, None).unwrap();
        assert_eq!(config.maracaibo_packs, Some(PathBuf::from("/etc/galleon/packs")));
    }

    #[test]
    fn the_backup_section_is_read_and_checked() {
        let base = format!("[discord]\ntoken = \"{TOKEN}\"\napplication_id = 1\n[backup]\ndir = \"backups\"\n");
        let config = parse(&base, None).unwrap();
        let expected = BackupConfig {
            dir: PathBuf::from("/etc/galleon/backups"),
            every: std::time::Duration::from_secs(6 * 3600),
            keep: 7,
        };
        assert_eq!(config.backup, Some(expected));
        let hourly = parse(&format!("{base}every = \"1h\"\nkeep = 24\n"), None)
            .unwrap()
            .backup
            .unwrap();
        assert_eq!((hourly.every.as_secs(), hourly.keep), (3600, 24));
        let bad = parse(&format!("{base}every = \"often\"\n"), None).unwrap_err();
        assert!(bad.to_string().contains("not \"often\""), "{bad}");
        assert!(matches!(
            parse(&format!("{base}keep = 0\n"), None),
            Err(ConfigError::BadBackup(_))
        ));
        assert_eq!(
            parse(&base.replace("[backup]\ndir = \"backups\"\n", ""), None)
                .unwrap()
                .backup,
            None
        );
    }

    #[test]
    fn the_file_token_wins_over_the_environment() {
        let text = format!("[discord]\ntoken = \"{TOKEN}\"\napplication_id = 1\ndev_guild_id = 9\n");
        let config = parse(&text, Some("other.token.value")).unwrap();
        assert_eq!(config.token.expose(), TOKEN);
        assert_eq!(config.dev_guild_id, Some(9));
    }

    #[test]
    fn a_missing_token_is_reported() {
        let err = parse("[discord]\napplication_id = 1\n", None).unwrap_err();
        assert!(matches!(err, ConfigError::MissingToken));
        assert!(err.to_string().contains("DISCORD_TOKEN"));
    }

    #[test]
    fn a_malformed_token_is_reported_without_echoing_it() {
        let text = "[discord]\ntoken = \"supersecretvalue\"\napplication_id = 1\n";
        let err = parse(text, None).unwrap_err();
        assert!(matches!(err, ConfigError::MalformedToken));
        assert!(!err.to_string().contains("supersecretvalue"));
    }

    #[test]
    fn a_syntax_error_never_quotes_the_token() {
        let text = format!("[discord]\ntoken = \"{TOKEN}\" junk\napplication_id = 1\n");
        let err = parse(&text, None).unwrap_err();
        assert!(matches!(err, ConfigError::Syntax { .. }), "{err}");
        assert!(err.to_string().contains("line 2"), "{err}");
        assert!(!err.to_string().contains(TOKEN), "{err}");
        assert!(!format!("{err:?}").contains(TOKEN));
    }

    #[test]
    fn the_debug_form_of_a_config_hides_the_token() {
        let text = format!("[discord]\ntoken = \"{TOKEN}\"\napplication_id = 1\n");
        let config = parse(&text, None).unwrap();
        assert!(!format!("{config:?}").contains(TOKEN));
    }

    #[test]
    fn the_shard_keys_give_this_process_its_range() {
        let base = format!("[discord]\ntoken = \"{TOKEN}\"\napplication_id = 1\n");
        assert_eq!(parse(&base, None).unwrap().shards, None, "unsharded by default");
        let config = parse(&format!("{base}shard_count = 4\nshards = \"2-3\"\n"), None).unwrap();
        let expected = ShardRange {
            first: 2,
            last: 3,
            count: 4,
        };
        assert_eq!(config.shards, Some(expected));
        let beyond = parse(&format!("{base}shard_count = 2\nshards = \"1-2\"\n"), None).unwrap_err();
        assert!(matches!(beyond, ConfigError::BadShards(_)));
        assert!(beyond.to_string().starts_with("[discord] shards = \"1-2\""), "{beyond}");
        let alone = parse(&format!("{base}shards = \"0\"\n"), None).unwrap_err();
        assert!(alone.to_string().contains("shard_count"), "{alone}");
    }

    #[test]
    fn bad_values_are_reported_clearly() {
        let base = format!("[discord]\ntoken = \"{TOKEN}\"\n");
        assert!(matches!(parse(&base, None), Err(ConfigError::MissingApplicationId)));
        let locale = format!("{base}application_id = 1\n[bot]\ndefault_locale = \"de\"\n");
        assert!(matches!(parse(&locale, None), Err(ConfigError::BadLocale(l)) if l == "de"));
        let filter = format!("{base}application_id = 1\n[bot]\nlog = \"info,[[\"\n");
        assert!(matches!(parse(&filter, None), Err(ConfigError::BadLogFilter(_))));
        let unknown = format!("{base}application_id = 1\ncolour = 3\n");
        assert!(matches!(parse(&unknown, None), Err(ConfigError::Syntax { .. })));
    }
}
