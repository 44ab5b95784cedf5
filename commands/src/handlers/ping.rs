//! Turn pings: a short new post calling the players due to act (an edit of the board notifies nobody), and
//! `/notify`, each user's choice of how to be called, kept across tables and restarts.
//!
//! Rulings:
//! - A ping follows `/start` and every move after which some seat is newly due to act; it names every seat due
//!   to act then. When a simultaneous step only loses players who have acted (a Mayor arrangement, a Maracaibo
//!   set-up pick), or the same seats stay due, nobody is called again: they were called already.
//! - `mention` (the default) names the player in the channel ping; `dm` sends them a direct message instead
//!   (in their language, naming the channel). Every new turn call of a `dm` player is a DM, even after their
//!   DMs were refused, so reopening DMs takes effect at the next call; when the transport reports that DM
//!   refused, the call is made again in the channel ([`call_again`]), naming every `dm` player due there whose
//!   DMs fail, so no call is lost. `off` calls them never. When nobody is left to name, no ping is posted.
//! - The ping is in the table's language and says only whose turn it is: never a secret. The transport deletes
//!   the previous ping of the channel, so the channel keeps at most one.
//! - A finished game calls nobody. When it ends, or when a new turn names nobody in the channel, the previous
//!   ping (now stale) is only deleted: a [`Target::Ping`] with no users and no text.

use galleon_rules::RuleError;

use crate::base::io::{channel_mark, user_mark, Message, NotifyMode, Request, Target};
use crate::present::render::{self, game_name, name_list};
use crate::tables::table::Table;
use crate::tables::Tables;
use crate::words::i18n::{t, ta};

/// The messages calling the seats due to act, when some of them were not due in `before`.
pub fn turn_ping(host: &dyn Tables, table: &Table, before: &[usize]) -> Vec<Message> {
    calls(host, table, before, Dms::Try)
}

/// How a turn call reaches the players who chose DMs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Dms {
    /// By DM, even when their DMs failed before (a new call).
    Try,
    /// In the channel when their DMs fail (a call made again after a refused DM).
    FallBack,
}

fn calls(host: &dyn Tables, table: &Table, before: &[usize], dms: Dms) -> Vec<Message> {
    let Some(game) = table.active() else {
        return unping(host, table).into_iter().collect();
    };
    let to_act = game.to_act();
    if to_act.iter().all(|seat| before.contains(seat)) {
        return Vec::new();
    }
    let record = &table.record;
    let game_name = |locale| game_name(locale, game.kind());
    let mut named = Vec::new();
    let mut messages = Vec::new();
    let people = to_act.iter().filter_map(|&seat| record.seats.get(seat));
    for seated in people.filter(|s| !crate::base::ids::is_ai(&s.user.id)) {
        let id = &seated.user.id;
        match host.store().notify_mode(id) {
            NotifyMode::Dm if dms == Dms::Try || !host.calls_in_channel(id) => {
                host.note_dm_call(id);
                let locale = host.user_locale(id, seated.locale);
                let args = [
                    ("channel", channel_mark(&record.channel).into()),
                    ("game", game_name(locale).into()),
                ];
                messages.push(render::dm(id, ta(locale, "ping-turn-dm", &args)));
            }
            NotifyMode::Off => {}
            _ => named.push(id.clone()),
        }
    }
    if !named.is_empty() {
        let ping = call(host, &record.channel, named, |names| {
            let args = [("names", names.into()), ("game", game_name(record.locale).into())];
            ta(record.locale, "ping-turn", &args)
        });
        messages.insert(0, ping);
    } else {
        messages.extend(unping(host, table));
    }
    messages
}

/// The table's ping made again when `user` is due there (their DM call was refused: they are now called in the
/// channel), naming everyone due in the channel; nothing when they are not due.
pub(crate) fn call_again(host: &dyn Tables, table: &Table, user: &str) -> Vec<Message> {
    let due = table.active().is_some_and(|game| {
        let seat = table.record.seat_of(user);
        seat.is_some_and(|seat| game.to_act().contains(&seat))
    });
    if !due {
        return Vec::new();
    }
    let pings = calls(host, table, &[], Dms::FallBack).into_iter();
    pings
        .filter(|m| matches!(&m.to, Target::Ping { users, .. } if users.iter().any(|u| u == user)))
        .collect()
}

/// A channel post calling `users` (ids), which replaces the channel's previous ping; `text` writes it from the
/// list of their marks.
pub(crate) fn call(
    host: &dyn Tables,
    channel: &str,
    users: Vec<String>,
    text: impl FnOnce(String) -> String,
) -> Message {
    let marks: Vec<String> = users.iter().map(|id| user_mark(id)).collect();
    Message {
        to: Target::Ping {
            channel: channel.to_string(),
            users,
            previous: host.store().ping_message(channel),
        },
        body: crate::base::doc::Doc::parse(&text(name_list(&marks))),
        buttons: Vec::new(),
    }
}

/// The deletion of the channel's previous ping, if there is one.
pub(crate) fn unping(host: &dyn Tables, table: &Table) -> Option<Message> {
    let channel = &table.record.channel;
    let previous = host.store().ping_message(channel)?;
    Some(Message {
        to: Target::Ping {
            channel: channel.clone(),
            users: Vec::new(),
            previous: Some(previous),
        },
        body: crate::base::doc::Doc::new(),
        buttons: Vec::new(),
    })
}

/// `/notify mode:`, in English or French.
pub(crate) fn parse_mode(value: &str) -> Result<NotifyMode, RuleError> {
    NotifyMode::parse(value).ok_or_else(|| RuleError::new("err-bad-notify").text("value", value))
}

/// `/notify [mode:mention|dm|off]`: sets (or, without a mode, tells) how the user is called to play.
pub fn notify(host: &dyn Tables, request: &Request, options: &[(String, String)]) -> Result<Vec<Message>, RuleError> {
    let mode = match options.iter().find(|(name, _)| name == "mode") {
        Some((_, value)) => {
            let mode = parse_mode(value)?;
            host.store()
                .set_notify_mode(&request.user.id, mode)
                .map_err(crate::tables::store_error)?;
            mode
        }
        None => host.store().notify_mode(&request.user.id),
    };
    let text = t(request.locale, &format!("notify-{}", mode.as_str()));
    Ok(vec![render::ephemeral(request, text)])
}
