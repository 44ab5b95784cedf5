//! `/stats [player] [game]` and `/leaderboard game:`, read from the server's archive of finished games (see
//! [`crate::handlers::history`]).
//!
//! Rulings:
//! - Both answer only the asker (ephemeral), like `/log`, so reading them adds no noise to the channel. The mean
//!   score has one decimal (a comma in French).
//! - `/stats` without `player` shows the asker's, with their rating in each game they have one in (see
//!   [`crate::record::ratings`]); `player` is a mention, a user id (or a user picked from a list) or a display
//!   name (the newest name a player had in the archive). A player with no game (of the game asked, when one is)
//!   is told so, naming the game.
//! - `/leaderboard` ranks by rating (AI levels and automa levels among the people), then rated wins, then rated
//!   games, and shows the first [`LEADERBOARD_SIZE`], each with their rated games and wins.
//! - A record the archive cannot read (hand-damaged store) is skipped, with a warning logged.

use std::collections::BTreeMap;

use galleon_rules::RuleError;

use crate::base::io::{Locale, Message, Request};
use crate::handlers::guards::given;
use crate::present::render::{self, game_name};
use crate::record::ratings::{self, Rater, Rating};
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
        decimal(self.total as f64 / self.games.max(1) as f64, locale)
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
        let taken = record.finished_by_takeover();
        if !taken.is_empty() {
            let users = record.seats.iter().chain(taken.iter().map(|t| &t.user));
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
        let text = match game {
            Some(game) => ta(locale, "leaderboard-empty", &[("game", game_name(locale, game).into())]),
            None => t(locale, "stats-empty"),
        };
        return Ok(vec![render::ephemeral(request, text)]);
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
                let line = ta(locale, "stats-line", &args);
                lines.push(match ratings::ratings(&records, kind).get(&id) {
                    Some(rating) => format!("{line} · {}", rating_text(locale, rating)),
                    None => line,
                });
            }
            if tally.taken_over > 0 {
                args.push(("count", tally.taken_over.into()));
                lines.push(ta(locale, "stats-ai-line", &args));
            }
        }
    }
    let name = newest_name(&records, &id).unwrap_or_else(|| request.user.name.clone());
    let name = crate::base::doc::name(&name);
    let text = match (lines.is_empty(), game) {
        (true, Some(game)) => ta(
            locale,
            "stats-none-game",
            &[("name", name.into()), ("game", game_name(locale, game).into())],
        ),
        (true, None) => ta(locale, "stats-none", &[("name", name.into())]),
        (false, _) => format!(
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
    let mut lines = vec![ta(
        locale,
        "leaderboard-title",
        &[("game", shown.clone().into()), ("games", played.into())],
    )];
    let ranked = ranked(&records, game);
    if ranked.is_empty() {
        lines.push(ta(locale, "leaderboard-unrated", &[("game", shown.into())]));
    }
    for (rank, rating) in ranked.iter().take(LEADERBOARD_SIZE).enumerate() {
        let args = [
            ("rank", (rank + 1).into()),
            ("name", rater_name(locale, &rating.who).into()),
            ("rating", decimal(rating.shown(), locale).into()),
            ("games", rating.games.into()),
            ("wins", rating.wins.into()),
        ];
        lines.push(ta(locale, "leaderboard-line", &args));
    }
    Ok(vec![render::ephemeral(request, lines.join("\n"))])
}

/// The ratings of `game`, best first: by the rating shown, then wins, then games, then name.
pub fn ranked(records: &[FinishedGame], game: &str) -> Vec<Rating> {
    let mut ranked: Vec<Rating> = ratings::ratings(records, game).into_values().collect();
    ranked.sort_by(|a, b| {
        let by_rating = b.shown().total_cmp(&a.shown());
        by_rating
            .then((b.wins, b.games).cmp(&(a.wins, a.games)))
            .then(a.who.cmp(&b.who))
    });
    ranked
}

/// A rating as `/stats` shows it beside a game's line.
fn rating_text(locale: Locale, rating: &Rating) -> String {
    ta(
        locale,
        "stats-rating",
        &[("rating", decimal(rating.shown(), locale).into())],
    )
}

/// Who holds a rating, as the leaderboard names them.
fn rater_name(locale: Locale, who: &Rater) -> String {
    match who {
        Rater::Person(name) => crate::base::doc::name(name),
        Rater::Ai(level) => ta(
            locale,
            "rating-ai",
            &[("level", t(locale, &format!("ai-level-{level}")).into())],
        ),
        Rater::Automa(name, level) => ta(
            locale,
            "rating-automa",
            &[("name", name.as_str().into()), ("level", (*level as u64).into())],
        ),
    }
}

/// A number with one decimal (a comma in French).
fn decimal(value: f64, locale: Locale) -> String {
    let text = format!("{value:.1}");
    // No "-0.0".
    let text = if text == "-0.0" { "0.0".to_string() } else { text };
    match locale {
        Locale::Fr => text.replace('.', ","),
        Locale::En => text,
    }
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
