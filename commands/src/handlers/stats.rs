//! `/stats [player] [game]` and `/leaderboard game:`, read from the server's archive of finished games (see
//! [`crate::handlers::history`]).
//!
//! Rulings:
//! - Both answer only the asker (ephemeral), like `/log`, so reading them adds no noise to the channel. The mean
//!   score has one decimal (a comma in French).
//! - `/stats` without `player` shows the asker's; `player` is a mention, a user id (or a user picked from a
//!   list) or a display name (the newest name a player had in the archive). `/leaderboard` ranks by wins, then
//!   mean score, then games played, and shows the first [`LEADERBOARD_SIZE`].
//! - A record the archive cannot read (hand-damaged store) is skipped, with a warning logged.

use std::collections::BTreeMap;

use galleon_rules::RuleError;

use crate::base::io::{Locale, Message, Request};
use crate::handlers::guards::given;
use crate::present::render::{self, game_name};
use crate::record::{server_key, FinishedGame};
use crate::tables::Tables;
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// How many players `/leaderboard` shows.
pub const LEADERBOARD_SIZE: usize = 10;

/// The archive of `server`, oldest first; unreadable entries are skipped.
fn archive(host: &dyn Tables, server: Option<&str>) -> Result<Vec<FinishedGame>, RuleError> {
    let raws = host
        .store()
        .finished(server_key(server))
        .map_err(crate::tables::store_error)?;
    Ok(raws
        .iter()
        .filter_map(|raw| {
            let read = serde_json::from_slice::<FinishedGame>(raw);
            read.inspect_err(|e| tracing::warn!(error = %e, "an archived game record is unreadable"))
                .ok()
        })
        .collect())
}

/// One player's numbers in one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Their newest display name.
    pub name: String,
    pub games: u64,
    pub wins: u64,
    pub total: i64,
    pub best: i64,
    /// Games in which an AI took over a seat (theirs or another's): counted apart, not in the numbers above.
    pub taken_over: u64,
}

impl Tally {
    fn mean(&self, locale: Locale) -> String {
        let mean = format!("{:.1}", self.total as f64 / self.games.max(1) as f64);
        match locale {
            Locale::Fr => mean.replace('.', ","),
            Locale::En => mean,
        }
    }

    fn args(&self, locale: Locale) -> Vec<(&'static str, crate::words::i18n::Arg)> {
        vec![
            ("games", self.games.into()),
            ("wins", self.wins.into()),
            ("mean", self.mean(locale).into()),
            ("best", self.best.into()),
        ]
    }
}

/// Every player's tally in `game`, by user id.
pub fn tallies(records: &[FinishedGame], game: &str) -> BTreeMap<String, Tally> {
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    for record in records.iter().filter(|r| r.game == game) {
        if !record.takeovers.is_empty() {
            let users = record.seats.iter().chain(record.takeovers.iter().map(|t| &t.user));
            for user in users.filter(|u| !crate::base::ids::is_ai(&u.id)) {
                let tally = tallies.entry(user.id.clone()).or_default();
                tally.name = user.name.clone();
                tally.taken_over += 1;
            }
            continue;
        }
        for standing in &record.result {
            let Some(user) = record
                .seats
                .get(standing.seat)
                .filter(|u| !crate::base::ids::is_ai(&u.id))
            else {
                continue;
            };
            let tally = tallies.entry(user.id.clone()).or_default();
            tally.best = if tally.games == 0 {
                standing.score
            } else {
                tally.best.max(standing.score)
            };
            tally.name = user.name.clone();
            tally.games += 1;
            tally.wins += u64::from(record.won(standing));
            tally.total += standing.score;
        }
    }
    tallies
}

/// `/stats [player] [game]`.
pub(crate) fn stats(host: &dyn Tables, request: &Request, options: &[(String, String)]) -> Reply {
    let (player, game) = (option(options, "player"), option(options, "game"));
    let game = game.map(|g| known_game(host, g)).transpose()?;
    let records = archive(host, request.server.as_deref())?;
    let locale = request.locale;
    if records.is_empty() {
        return Ok(vec![render::ephemeral(request, t(locale, "stats-empty"))]);
    }
    let id = match player {
        Some(player) => find_player(&records, player)?,
        None => request.user.id.clone(),
    };
    let mut lines = Vec::new();
    for kind in host
        .registry()
        .ids()
        .into_iter()
        .filter(|k| game.is_none_or(|g| g == *k))
    {
        if let Some(tally) = tallies(&records, kind).remove(&id) {
            let mut args = tally.args(locale);
            args.push(("game", game_name(locale, kind).into()));
            if tally.games > 0 {
                lines.push(ta(locale, "stats-line", &args));
            }
            if tally.taken_over > 0 {
                args.push(("count", tally.taken_over.into()));
                lines.push(ta(locale, "stats-ai-line", &args));
            }
        }
    }
    let name = newest_name(&records, &id).unwrap_or_else(|| request.user.name.clone());
    let name = crate::base::doc::name(&name);
    let text = match lines.is_empty() {
        true => ta(locale, "stats-none", &[("name", name.into())]),
        false => format!(
            "{}\n{}",
            ta(locale, "stats-title", &[("name", name.into())]),
            lines.join("\n")
        ),
    };
    Ok(vec![render::ephemeral(request, text)])
}

/// `/leaderboard game:`.
pub(crate) fn leaderboard(host: &dyn Tables, request: &Request, options: &[(String, String)]) -> Reply {
    let game = known_game(host, given(options, "game"))?;
    let records = archive(host, request.server.as_deref())?;
    let locale = request.locale;
    let shown = game_name(locale, game);
    let played = records.iter().filter(|r| r.game == game).count();
    if played == 0 {
        let text = ta(locale, "leaderboard-empty", &[("game", shown.into())]);
        return Ok(vec![render::ephemeral(request, text)]);
    }
    let mut ranked: Vec<Tally> = tallies(&records, game).into_values().filter(|t| t.games > 0).collect();
    // More wins first, then the better mean (compared without division), then more games.
    ranked.sort_by(|a, b| {
        (b.wins, b.total as i128 * a.games as i128, b.games, &a.name).cmp(&(
            a.wins,
            a.total as i128 * b.games as i128,
            a.games,
            &b.name,
        ))
    });
    let mut lines = vec![ta(
        locale,
        "leaderboard-title",
        &[("game", shown.into()), ("games", played.into())],
    )];
    for (rank, tally) in ranked.iter().take(LEADERBOARD_SIZE).enumerate() {
        let mut args = tally.args(locale);
        args.push(("rank", (rank + 1).into()));
        args.push(("name", crate::base::doc::name(&tally.name).into()));
        lines.push(ta(locale, "leaderboard-line", &args));
    }
    Ok(vec![render::ephemeral(request, lines.join("\n"))])
}

fn option<'a>(options: &'a [(String, String)], name: &str) -> Option<&'a str> {
    options
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.trim())
        .filter(|v| !v.is_empty())
}

fn known_game<'a>(host: &dyn Tables, game: &'a str) -> Result<&'a str, RuleError> {
    match host.registry().get(game) {
        Some(_) => Ok(game),
        None => Err(RuleError::new("err-unknown-game")
            .word("game", game)
            .text("games", host.registry().ids().join(", "))),
    }
}

/// The user id a `player` option names: a mention (`<@id>`), an id, or a display name in the archive.
fn find_player(records: &[FinishedGame], player: &str) -> Result<String, RuleError> {
    // A user picked from a list may come as the id, a unit separator and the name.
    let player = player.split('\u{1f}').next().unwrap_or(player);
    let id = player
        .strip_prefix("<@")
        .and_then(|p| p.strip_suffix('>'))
        .map(|p| p.trim_start_matches('!'))
        .unwrap_or(player);
    let users = || records.iter().rev().flat_map(|r| r.seats.iter());
    users()
        .find(|u| u.id == id)
        .or_else(|| users().find(|u| u.name.to_lowercase() == player.to_lowercase()))
        .map(|u| u.id.clone())
        .ok_or_else(|| RuleError::new("err-stats-no-player").player("player", player))
}

fn newest_name(records: &[FinishedGame], id: &str) -> Option<String> {
    let users = records.iter().rev().flat_map(|r| r.seats.iter());
    users.into_iter().find(|u| u.id == id).map(|u| u.name.clone())
}
