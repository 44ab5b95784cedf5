//! `/log [page]`: the whole history of the channel's game (the running one, or the last one played) in words. Once
//! the table has moved on from a finished game (a join, a leave, the table closed), the last one played is read
//! from the archive of finished games.
//!
//! Each move reads `12. alice: Settler (corn)`: its number, who played it, and its label in the reader's
//! language, made on the game as it stood just before the move (labels may depend on it), by replaying the game
//! from its seed. A move the host played for its seat (its only legal move) is marked as such.
//!
//! Whenever the round or the phase changes, a mark line names it (`── Round 2 · Mayor ──`; what each game marks
//! is its `Text::log_stage`). A move that opens a stage going on from its own (a role taken at `Round 2` opens
//! `Round 2 · Mayor`) reads under the stage it opens; back to a stage that only repeats the start of the last
//! mark (`Round 2` after `Round 2 · Mayor`) is not marked again. So each role reads under its own mark, and a
//! round's first role under its round's. Puerto Rico's Mayor steps (`move 1 from indigo to coffee`) are not lines of
//! their own: the confirmation is logged once, as the arrangement it confirms (its number is the confirmation's).
//!
//! Rulings:
//! - A move is named after who played it: a seat that changed hands during the game (`/resign`, `/kick`,
//!   `/replace`) names the person for the moves before and the AI (or the newcomer) for those after.
//! - The answer is ephemeral (only the asker sees it) and in the asker's language: reading the history adds no
//!   noise to the channel.
//! - Pages hold as many whole lines as fit in one message of the transport (its declared limit less
//!   [`PAGE_TITLE_ROOM`] for the title); the title says the page and the page count. Without `page` the
//!   last page is shown (the newest moves); a page out of range is refused, saying how many there are.
//! - Never a secret: a move that names one of its seat's secrets (see `Secrets::reveals_secret`, e.g. a
//!   Maracaibo card chosen from a hand) is shown in full only when everything secret it names is public once
//!   it is played (a card planned, bought, delivered in view…); otherwise it reads "a hidden move". The text
//!   is the same for every reader (seated or not) of a language. The seed is never shown.

use galleon_rules::RuleError;

use crate::base::io::{Locale, Message, Request};
use crate::games::TableGame;
use crate::handlers::history::ReplayedTable;
use crate::present::render::{self, game_name};
use crate::record::FinishedGame;
use crate::record::LoggedMove;
use crate::record::TableRecord;
use crate::tables::table::{Slot, Table};
use crate::tables::Tables;
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// Characters of a message kept for a page's title.
pub const PAGE_TITLE_ROOM: usize = 200;

/// `/log page:`, a whole number from 1.
pub(crate) fn parse_page(value: &str) -> Result<usize, RuleError> {
    let page = value.trim().parse::<usize>().ok().filter(|p| *p > 0);
    page.ok_or_else(|| RuleError::new("err-log-bad-page").text("value", value))
}

pub(crate) fn log(host: &dyn Tables, slot: &Slot, request: &Request, options: &[(String, String)]) -> Reply {
    let wanted = match options.iter().find(|(name, _)| name == "page") {
        Some((_, value)) => Some(parse_page(value)?),
        None => None,
    };
    let locale = request.locale;
    let archived;
    let table = match slot {
        Slot::Table(table) if table.record.game.is_some() => table,
        _ => {
            archived = last_finished(host, &request.channel, locale)?;
            &archived.0
        }
    };
    let record = table
        .record
        .game
        .as_ref()
        .ok_or_else(|| RuleError::new("err-no-game"))?;
    let lines = log_lines(host, table, locale)?;
    if lines.is_empty() {
        return Ok(vec![render::ephemeral(request, t(locale, "log-empty"))]);
    }
    let pages = paginate(&lines, host.limits().text.saturating_sub(PAGE_TITLE_ROOM));
    let page = wanted.unwrap_or(pages.len());
    let Some(body) = pages.get(page - 1) else {
        return Err(RuleError::new("err-log-page").with("pages", pages.len()));
    };
    let title = ta(
        locale,
        "log-title",
        &[
            ("game", game_name(locale, &record.kind).into()),
            ("number", record.number.into()),
            ("page", page.into()),
            ("pages", pages.len().into()),
        ],
    );
    Ok(vec![render::ephemeral(request, format!("{title}\n{body}"))])
}

/// The last game finished in `channel`, replayed from the archive: `/log` reads it once the table has moved on
/// (a player joined or left, the table closed).
fn last_finished(host: &dyn Tables, channel: &str, locale: Locale) -> Result<ReplayedTable, RuleError> {
    let raw = host.store().last_finished(channel).ok().flatten();
    let finished = raw
        .and_then(|raw| serde_json::from_slice::<FinishedGame>(&raw).ok())
        .ok_or_else(|| RuleError::new("err-no-game"))?;
    crate::handlers::history::replay(host.registry(), &finished, locale, None)
        .map_err(|problem| RuleError::new("err-log-replay").text("problem", problem.text(locale, host.registry())))
}

/// Every move of the table's game as a line, in `locale`.
pub(crate) fn log_lines(host: &dyn Tables, table: &Table, locale: Locale) -> Result<Vec<String>, RuleError> {
    // The replay is checked against the game's state, written out if the last move left it unwritten.
    let full = table.full_record();
    let record = full.game.as_ref().ok_or_else(|| RuleError::new("err-no-game"))?;
    let kind = host
        .registry()
        .get(&record.kind)
        .ok_or_else(|| RuleError::new("err-no-game"))?;
    let cx = table.cx(locale);
    let mut lines = Vec::with_capacity(record.log.len());
    let mut stage: Option<String> = None;
    let mut visit = |n: usize, logged: &LoggedMove, before: &dyn TableGame, after: &dyn TableGame| {
        let now = move_stage(before.log_stage(&cx.get()), after.log_stage(&cx.get()));
        if let Some(mark) = now.as_deref().filter(|now| is_new_stage(now, stage.as_deref())) {
            lines.push(ta(locale, "log-mark", &[("stage", mark.into())]));
        }
        if now.is_some() {
            stage = now;
        }
        let Some(label) = before.log_label(logged.seat, &logged.text, &cx.get()) else {
            return;
        };
        let what = match hidden(logged, before, after) {
            true => t(locale, "log-hidden"),
            false => label,
        };
        let key = if logged.auto { "log-line-auto" } else { "log-line" };
        let name = mover(&table.record, n, logged.seat, cx.get().name(logged.seat));
        let args = [("number", (n + 1).into()), ("name", name.into()), ("move", what.into())];
        lines.push(ta(locale, key, &args));
    };
    kind.replay_visiting(table.record.seats.len(), record, &mut visit)
        .map_err(|problem| RuleError::new("err-log-replay").text("problem", problem.text(locale, host.registry())))?;
    Ok(lines)
}

/// The stage a move reads under: the one it was played at, or the one it opens when that one only goes on from
/// it (a role taken at `Round 2` opens `Round 2 · Mayor`).
fn move_stage(before: Option<String>, after: Option<String>) -> Option<String> {
    match (&before, &after) {
        (Some(b), Some(a)) if a.starts_with(&format!("{b} ·")) => after,
        _ => before,
    }
}

/// Whether `now` deserves a mark after `last`: not when it only repeats the start of the last mark (back to
/// `Round 2` from `Round 2 · Mayor`: the round is the same).
fn is_new_stage(now: &str, last: Option<&str>) -> bool {
    last.is_none_or(|last| now != last && !last.starts_with(&format!("{now} ·")))
}

/// The name of who played move `n` (from 0) at `seat`: `now`, the name of the seat's holder, unless the seat
/// changed hands since (see [`crate::record::player_of_move`]), then the person (or AI) who held it then.
pub(crate) fn mover(record: &TableRecord, n: usize, seat: usize, now: &str) -> String {
    let holder = record.seats.get(seat).map(|s| &s.user);
    match record.player_of_move(seat, n) {
        Some(player) if Some(player) != holder => crate::base::doc::name(&player.name),
        _ => now.to_string(),
    }
}

/// Whether the move names a secret of its seat that stays hidden once it is played.
pub(crate) fn hidden(logged: &LoggedMove, before: &dyn TableGame, after: &dyn TableGame) -> bool {
    let secret = before.secret_words(logged.seat, &logged.text);
    if secret.is_empty() {
        return false;
    }
    let public = after.public_state();
    secret
        .iter()
        .any(|word| !public.contains(&serde_json::to_string(word).expect("a string")))
}

/// The lines cut into pages of at most `budget` characters (a longer line is cut to fit a page of its own).
pub fn paginate(lines: &[String], budget: usize) -> Vec<String> {
    let mut pages: Vec<String> = Vec::new();
    let mut current = String::new();
    for line in lines {
        let line: String = line.chars().take(budget).collect();
        let used = current.chars().count();
        if used > 0 && used + 1 + line.chars().count() > budget {
            pages.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.is_empty() {
        pages.push(current);
    }
    pages
}
