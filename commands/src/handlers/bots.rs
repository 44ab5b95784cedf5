//! AI seats: `/addbot [level]` (French `/ajouter-ia niveau:`) and `/removebot [bot]` (`/retirer-ia bot:`) before
//! `/start`; a seat's user is an AI when its id is an AI id ([`is_ai`]).
//!
//! Rulings:
//! - An AI seat's user id is `ai:<level>:<n>` (its level, and its number at the table, 1 for the first AI ever
//!   seated there, then 2…), which no transport can give a person (Discord ids are numbers; the host refuses any
//!   request from such an id). Its name, `🤖 Bot 2 (normal)`, is written in the table's language when it sits
//!   down. The level is `random`, `easy`, `normal` (the default) or `hard` (French `hasard`, `facile`, `normal`,
//!   `difficile`). The board, where names repeat on many lines, names an AI seat short: `🤖2` (see
//!   [`short_name`]); posts and the lobby keep its whole name.
//! - Any seated person may add or remove an AI while no game runs, within the table's limit of seats (an AI is a
//!   seat like any other: the game's player count includes it). `/removebot` without `bot:` removes the AI
//!   seated last; `bot:` names one by its number or its name.
//! - An AI is never the table's opener, never pinged, DMed or reminded, never votes (abort, replacement, kick),
//!   and cannot be `/kick`ed; a person can take an AI's seat of a running game with `/replace` (see
//!   [`crate::handlers::seats`]). When the last person leaves a lobby, the AIs leave with them: a
//!   table always has a person seated.

use galleon_ai::Level;
use galleon_rules::RuleError;

use crate::base::ids::{ai_id, is_ai, number_of};
use crate::base::io::{Locale, Message, Request, User};
use crate::handlers::guards::{given, shown, table};
use crate::present::render::{self, name_list};
use crate::record::{Seated, TableRecord};
use crate::tables::table::Slot;
use crate::tables::{Options, Tables};
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// A level as typed (`/addbot level:`), in English or French.
pub fn parse_level(value: &str) -> Result<Level, RuleError> {
    let value = value.trim().to_lowercase();
    let english = match value.as_str() {
        "hasard" | "aleatoire" | "aléatoire" => "random",
        "facile" => "easy",
        "difficile" => "hard",
        other => other,
    };
    Level::parse(english).ok_or_else(|| RuleError::new("err-ai-level").text("value", value))
}

/// A new AI seat of `level` for `record` (numbered after every AI the table holds or held in its game).
pub fn new_seat(record: &TableRecord, level: Level) -> Seated {
    let held = record.seats.iter().map(|s| &s.user.id);
    let left = record.takeovers.iter().map(|t| &t.bot);
    let number = held.chain(left).filter_map(|id| number_of(id)).max().unwrap_or(0) + 1;
    Seated {
        user: User {
            id: ai_id(level, number),
            name: name(record.locale, level, number),
        },
        locale: record.locale,
    }
}

fn name(locale: Locale, level: Level, number: u64) -> String {
    let level = t(locale, &format!("ai-level-{}", level.as_str()));
    ta(locale, "ai-name", &[("number", number.into()), ("level", level.into())])
}

/// The first person seated (the opener when the opener leaves).
pub fn first_person(record: &TableRecord) -> Option<&Seated> {
    record.seats.iter().find(|s| !is_ai(&s.user.id))
}

/// A lobby a person left: with no person left, the AIs leave too.
pub fn after_leave(record: &mut TableRecord) {
    if record.people() == 0 {
        record.seats.clear();
    }
}

/// The refusal of a request from an AI's id (a terminal user typing as one).
pub fn impersonation() -> RuleError {
    RuleError::new("err-ai-impersonation")
}

/// The table's record for `/addbot` and `/removebot` to change (their needs are checked: see the list of commands).
fn lobby_record(slot: &Slot) -> Result<TableRecord, RuleError> {
    let table = table(slot)?;
    let mut record = table.record.clone();
    record.game = None;
    record.abort_votes.clear();
    record.replace_vote = None;
    Ok(record)
}

/// `/addbot [level]` (a seated player, not while a game runs: see the list of commands).
pub(crate) fn addbot(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &Options) -> Reply {
    let level = match options.iter().find(|(name, _)| name == "level") {
        Some((_, value)) => parse_level(value)?,
        None => Level::Normal,
    };
    let mut record = lobby_record(slot)?;
    let max = host.registry().max_players();
    if record.seats.len() >= max {
        return Err(RuleError::new("err-table-full").with("max", max));
    }
    let bot = new_seat(&record, level);
    let bot_name = crate::base::doc::name(&bot.user.name);
    record.seats.push(bot);
    let text = ta(
        record.locale,
        "ai-added",
        &[
            ("bot", bot_name.into()),
            ("name", shown(request).into()),
            ("count", record.seats.len().into()),
            ("names", name_list(&crate::tables::table::marked_names(&record)).into()),
        ],
    );
    let post = render::channel_post(&record, text);
    host.save(slot, Some(record), None)
        .map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// `/removebot [bot]`.
pub(crate) fn removebot(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &Options) -> Reply {
    let wanted = Some(given(options, "bot").to_string()).filter(|v| !v.is_empty());
    let mut record = lobby_record(slot)?;
    let bots: Vec<usize> = (0..record.seats.len()).filter(|&s| record.is_ai_seat(s)).collect();
    let seat = match &wanted {
        None => bots.last().copied().ok_or_else(|| RuleError::new("err-ai-none"))?,
        Some(which) => bots
            .into_iter()
            .find(|&s| names_bot(&record.seats[s].user, which))
            .ok_or_else(|| RuleError::new("err-ai-no-such").text("bot", which))?,
    };
    let bot = record.seats.remove(seat);
    let text = ta(
        record.locale,
        "ai-removed",
        &[
            ("bot", crate::base::doc::name(&bot.user.name).into()),
            ("name", shown(request).into()),
            ("count", record.seats.len().into()),
        ],
    );
    let post = render::channel_post(&record, text);
    host.save(slot, Some(record), None)
        .map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// Whether `which` (a number, a name or an id) names the AI `user`.
fn names_bot(user: &User, which: &str) -> bool {
    let which = which.trim_start_matches('#');
    which.parse::<u64>().ok() == number_of(&user.id)
        || user.name.to_lowercase() == which.to_lowercase()
        || user.id == which
}
