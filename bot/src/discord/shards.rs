//! Gateway sharding across processes: `[discord] shard_count = N` and `shards = "FIRST-LAST"` (or one shard, `"K"`).
//!
//! Discord sends a guild's events to one shard only, number `(guild_id >> 22) % shard_count`, so when every process
//! serves its own range of shards, a channel's commands and buttons always reach the same process and the channel's
//! table lives in that process's store alone. Each process has its own configuration file and data directory.
//!
//! Rulings:
//! - Without `shard_count` the process serves the single shard of an unsharded bot, as galleon always did;
//!   `shard_count` without `shards` serves every shard in this one process.
//! - Only the process serving shard 0 registers the slash commands. Registration is one application-wide bulk
//!   overwrite, the same from every process, so one is enough; N processes overwriting the same list at every start
//!   would only spend Discord's rate limit on command changes.
//! - DMs need no routing: the bot only sends them, over REST, which every process may use; the commands exist in
//!   guild channels only and no DM carries a button, so nothing comes back through a DM.
//! - Reminders, AI turns and turn clocks need nothing more: each process sweeps its own store, which holds the tables
//!   of its own guilds only.
//! - Two processes given the same data directory: the second one stops at start-up, sled's lock error explained by
//!   [`explain_store_error`].
//! - With `shard_count` set the start-up asks Discord how many shards it recommends (`GET /gateway/bot`) and warns
//!   when that is more: Discord refuses to connect a shard that would hold more than 2,500 servers.

use std::fmt;
use std::time::Duration;

use serenity::all::Client;
use serenity::http::Http;

/// The shards one process serves, `first..=last` of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub count: u32,
}

impl ShardRange {
    /// The range of `[discord] shard_count` and `shards`; `None` when neither is set. The error names the key.
    pub fn from_config(count: Option<u32>, shards: Option<&str>) -> Result<Option<ShardRange>, String> {
        let count = match (count, shards) {
            (None, None) => return Ok(None),
            (None, Some(_)) => {
                return Err(
                    "[discord] shards needs [discord] shard_count, the number of shards of the whole bot".into(),
                )
            }
            (Some(0), _) => return Err("[discord] shard_count must be at least 1".into()),
            (Some(count), _) => count,
        };
        let Some(text) = shards else {
            return Ok(Some(ShardRange {
                first: 0,
                last: count - 1,
                count,
            }));
        };
        parse_range(text, count).map(Some).ok_or_else(|| {
            format!(
                "[discord] shards = {text:?} is not a range of the {count} shards of shard_count: write \
                 \"FIRST-LAST\" or one shard \"N\", with 0 <= FIRST <= LAST <= {}",
                count - 1
            )
        })
    }

    /// Whether the process serving `range` registers the slash commands (see the module's rulings).
    pub fn registers(range: Option<ShardRange>) -> bool {
        !matches!(range, Some(r) if r.first != 0)
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.first == self.last {
            true => write!(f, "shard {} of {}", self.first, self.count),
            false => write!(f, "shards {}-{} of {}", self.first, self.last, self.count),
        }
    }
}

/// `"FIRST-LAST"` or `"N"`, within `0..count`.
fn parse_range(text: &str, count: u32) -> Option<ShardRange> {
    let (first, last) = match text.split_once('-') {
        Some((first, last)) => (first.trim().parse().ok()?, last.trim().parse().ok()?),
        None => {
            let shard = text.trim().parse().ok()?;
            (shard, shard)
        }
    };
    (first <= last && last < count).then_some(ShardRange { first, last, count })
}

/// Connects the gateway shards of `range` (the unsharded bot's one shard without a range) and runs them.
pub async fn connect(client: &mut Client, range: Option<ShardRange>) -> serenity::Result<()> {
    match range {
        None => client.start().await,
        // serenity 0.12 takes the range's end as the last shard served (inclusive).
        Some(r) => client.start_shard_range(r.first..r.last, r.count).await,
    }
}

/// Warns when Discord recommends more shards than `shard_count` (only asked when sharding is configured).
pub async fn check_count(http: &Http, range: Option<ShardRange>) {
    let Some(range) = range else { return };
    match tokio::time::timeout(Duration::from_secs(10), http.get_bot_gateway()).await {
        Ok(Ok(gateway)) if gateway.shards > range.count => tracing::warn!(
            "Discord recommends {} shards for this bot and shard_count is {}: a shard may serve at most 2,500 \
             servers; see docs/sharding.md",
            gateway.shards,
            range.count
        ),
        Ok(Ok(_)) => {}
        Ok(Err(e)) => tracing::debug!("no shard recommendation from Discord: {e}"),
        Err(_) => tracing::debug!("no shard recommendation from Discord in 10 s"),
    }
}

/// sled's lock error means that another process has this data directory: say so, and what to do.
pub fn explain_store_error(message: String) -> String {
    if !message.contains("could not acquire lock") {
        return message;
    }
    format!(
        "{message}. Another galleon process is using this data directory: stop it, or give each process (each \
         shard range) its own configuration file with its own data_dir"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(count: Option<u32>, shards: Option<&str>) -> Result<Option<ShardRange>, String> {
        ShardRange::from_config(count, shards)
    }

    #[test]
    fn ranges_and_single_shards_parse() {
        let r = |first, last, count| Ok(Some(ShardRange { first, last, count }));
        assert_eq!(range(None, None), Ok(None));
        assert_eq!(range(Some(4), None), r(0, 3, 4));
        assert_eq!(range(Some(4), Some("0-3")), r(0, 3, 4));
        assert_eq!(range(Some(4), Some(" 1 - 2 ")), r(1, 2, 4));
        assert_eq!(range(Some(2), Some("1")), r(1, 1, 2));
        assert_eq!(range(Some(2), Some("1-1")), r(1, 1, 2));
    }

    #[test]
    fn bad_ranges_name_the_key() {
        for (count, shards) in [
            (Some(4), Some("2-1")),
            (Some(4), Some("0-4")),
            (Some(4), Some("4")),
            (Some(4), Some("")),
            (Some(4), Some("a-b")),
            (Some(4), Some("-1")),
            (Some(4), Some("0-1-2")),
        ] {
            let error = range(count, shards).unwrap_err();
            assert!(error.starts_with("[discord] shards = "), "{shards:?}: {error}");
            assert!(error.contains("<= 3"), "{error}");
        }
        assert!(range(Some(0), None)
            .unwrap_err()
            .contains("shard_count must be at least 1"));
        assert!(range(None, Some("0-1"))
            .unwrap_err()
            .contains("needs [discord] shard_count"));
    }

    #[test]
    fn only_the_process_serving_shard_0_registers_the_commands() {
        let of = |first, last| Some(ShardRange { first, last, count: 4 });
        assert!(ShardRange::registers(None));
        assert!(ShardRange::registers(of(0, 1)));
        assert!(!ShardRange::registers(of(2, 3)));
        assert_eq!(of(2, 3).unwrap().to_string(), "shards 2-3 of 4");
        assert_eq!(of(1, 1).unwrap().to_string(), "shard 1 of 4");
    }

    #[test]
    fn a_lock_error_tells_to_give_each_process_its_own_data_directory() {
        let lock = "data: store error: could not acquire lock on \"data/db\": Os { code: 11 }".to_owned();
        assert!(explain_store_error(lock).contains("its own configuration file with its own data_dir"));
        assert_eq!(explain_store_error("disk full".into()), "disk full");
    }
}
