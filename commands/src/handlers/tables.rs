//! `/tables`: where the asker sits, game by game: the game, its channel, its round, whose turn it is and, where
//! the table waits for the asker, for how long (and the time their turn clock leaves them).
//!
//! Rulings:
//! - Asked in a server: the tables of that server (the server a table's record holds, from its `/start` on).
//!   Asked where there is no server (a direct message with the bot, the terminal): every table, of every server.
//! - Only games in progress are listed; a lobby or a finished game is not.
//! - The tables waiting for the asker come first, the longest waiting first; then the others, by channel.
//! - It reads the store, not the tables in memory (every change is written there before it is told): each
//!   table's head (one small read, no move), then, for the asker's tables only, the game from its latest
//!   snapshot (at most [`crate::store::SNAPSHOT_EVERY`] − 1 moves replayed; never a whole game). A table that
//!   cannot be loaded is left out, with a warning logged.
//! - One private message: the lines the transport's limit leaves no room for are counted in a last line.

use galleon_rules::RuleError;

use crate::base::io::{channel_mark, Locale, Message, Request};
use crate::handlers::remind::duration;
use crate::present::render::{self, game_name};
use crate::record::TableRecord;
use crate::tables::table::{load_stored, seat_names, Table};
use crate::tables::Tables;
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// One table of the asker's, as listed.
struct Listed {
    /// Since when the table waits for the asker (None: it does not).
    waiting_since: Option<u64>,
    channel: String,
    line: String,
}

/// `/tables`.
pub(crate) fn tables(host: &dyn Tables, request: &Request, _options: &[(String, String)]) -> Reply {
    let user = &request.user.id;
    let heads = host
        .store()
        .running_heads_with(user)
        .map_err(crate::tables::store_error)?;
    let mut listed: Vec<Listed> = heads
        .into_iter()
        .filter(|(_, head)| in_place(head, user, request.server.as_deref()))
        .filter_map(|(channel, _)| load(host, &channel))
        .filter_map(|table| listed(host, &table, user, request.locale))
        .collect();
    listed.sort_by(|a, b| {
        let waiting = |l: &Listed| (l.waiting_since.is_none(), l.waiting_since);
        (waiting(a), &a.channel).cmp(&(waiting(b), &b.channel))
    });
    let locale = request.locale;
    let text = match listed.is_empty() {
        true => t(locale, "tables-none"),
        false => fitted(host, locale, &listed),
    };
    Ok(vec![render::ephemeral(request, text)])
}

/// Whether the head (JSON) of a table seats `user` in the place asked about (a server, or anywhere).
fn in_place(head: &[u8], user: &str, server: Option<&str>) -> bool {
    let Ok(record) = serde_json::from_slice::<TableRecord>(head) else {
        return false;
    };
    record.seat_of(user).is_some() && server.is_none_or(|s| record.server.as_deref() == Some(s))
}

/// The table of `channel` as stored, loaded from its latest snapshot.
fn load(host: &dyn Tables, channel: &str) -> Option<Table> {
    let stored = host.store().read(channel).ok()??;
    if stored.damage.is_some() || !stored.checksummed {
        return None;
    }
    load_stored(host.registry(), channel, &stored.raw)
        .inspect_err(|_| tracing::warn!(%channel, "/tables passed over a table that does not load"))
        .ok()
}

/// The line of `table` for `user`, None when its game is over.
fn listed(host: &dyn Tables, table: &Table, user: &str, locale: Locale) -> Option<Listed> {
    let game = table.active()?;
    let record = &table.record;
    let seat = record.seat_of(user)?;
    let to_act = game.to_act();
    let cx = table.cx(locale);
    let mut place = vec![
        ("game", game_name(locale, &record.game.as_ref()?.kind).into()),
        ("channel", channel_mark(&record.channel).into()),
    ];
    // A game may name no stage (a finished one, say).
    let place = match game.log_stage(&cx.get()) {
        Some(stage) => {
            place.push(("stage", stage.into()));
            ta(locale, "tables-place-stage", &place)
        }
        None => ta(locale, "tables-place", &place),
    };
    let mut args = vec![
        ("place", place.into()),
        ("names", seat_names(table, &to_act).join(", ").into()),
    ];
    let waiting_since = to_act.contains(&seat).then(|| since(table, seat, host.now()));
    let line = match waiting_since {
        Some(since) => {
            args.push(("waited", duration(locale, host.now().saturating_sub(since)).into()));
            let line = ta(locale, "tables-line-yours", &args);
            match clock_left(table, since, host.now(), locale) {
                Some(left) => format!("{line} {left}"),
                None => line,
            }
        }
        None => ta(locale, "tables-line", &args),
    };
    Some(Listed {
        waiting_since,
        channel: record.channel.clone(),
        line,
    })
}

/// Since when the table waits for `seat` (its reminder wait; now when it has none).
fn since(table: &Table, seat: usize, now: u64) -> u64 {
    let waits = &table.record.reminders.waits;
    waits.iter().find(|w| w.seat == seat).map_or(now, |w| w.since)
}

/// What the table's turn clock leaves a seat waited for since `since`, in words (None without a clock).
fn clock_left(table: &Table, since: u64, now: u64, locale: Locale) -> Option<String> {
    let clock = &table.record.turn_clock;
    if clock.limit == 0 || clock.game != table.game_number() {
        return None;
    }
    let deadline = since.saturating_add(clock.limit);
    Some(match deadline.checked_sub(now).filter(|left| *left > 0) {
        Some(left) => ta(locale, "tables-clock-left", &[("left", duration(locale, left).into())]),
        None => t(locale, "tables-clock-out"),
    })
}

/// The title and as many lines as fit in one message; the rest counted in a last line.
fn fitted(host: &dyn Tables, locale: Locale, listed: &[Listed]) -> String {
    let waiting = listed.iter().filter(|l| l.waiting_since.is_some()).count();
    let title = ta(
        locale,
        "tables-title",
        &[("count", listed.len().into()), ("waiting", waiting.into())],
    );
    let limit = host.limits().text;
    let measure = |text: &str| (host.limits().measure)(&crate::base::doc::Doc::parse(text));
    let mut text = title;
    for (n, entry) in listed.iter().enumerate() {
        let more = ta(locale, "tables-more", &[("count", (listed.len() - n).into())]);
        let with = format!("{text}\n{}", entry.line);
        let room = match n + 1 == listed.len() {
            true => measure(&with) <= limit,
            false => measure(&format!("{with}\n{more}")) <= limit,
        };
        if !room {
            return format!("{text}\n{more}");
        }
        text = with;
    }
    text
}
