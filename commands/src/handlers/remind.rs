//! Turn reminders: a player the table has waited for longer than the table's interval is reminded, once per
//! interval, the way they chose with `/notify`; `/reminder` (French `/rappel`) tells or changes the interval.
//!
//! Deadlines are durable: the table's record keeps, for every seat due to act, since when it is due and when it
//! was last reminded ([`Wait`]), as timestamps of the host's clock. They are brought up to date whenever a move
//! is saved and at `/start`, and otherwise by the check itself ([`due`]), which compares them with
//! the game's seats to act; so any other path that changes whose turn it is (within one check period) is caught
//! too. The host never keeps time: the transport calls [`crate::host::Host::due_reminders`] now and then (Discord every
//! minute, `galleon local` after every line, `galleon script` on `!wait`), and what is due is marked sent in the
//! store before it is returned. After a restart the same reminders are due: none twice, none lost.
//!
//! Rulings:
//! - The interval is a table setting: 12 hours unless `/start reminder:` (`rappel:`) or `/reminder every:`
//!   (`/rappel intervalle:`) says otherwise; `off` (`non`) stops reminders. It is kept with the table across
//!   its games until the table is closed. Values are written like `30m`, `12h`, `2d` (`2j`), `1h30`, from 10
//!   minutes to 7 days; anything else is refused, in the reader's language, and changes nothing.
//! - Anyone may ask `/reminder` alone (the answer is private); any seated player may change it, lobby or game,
//!   and the change is posted in the channel.
//! - A seat is waited for from the moment it became due to act (a seat of a simultaneous step stays waited for
//!   from its start until it acts, even while others act); each of its moves, or a new user in the seat, starts
//!   the wait again. It is reminded once the interval has passed since
//!   it became due, then once more per interval since its last reminder. After a long downtime it gets one
//!   reminder, not one per missed interval. A changed interval applies to the waits in progress.
//! - `/notify mention` players are named in one channel post (a [`crate::base::io::Target::Ping`], replacing the channel's
//!   previous ping), `dm` players get a direct message in their language (or are named in the channel when
//!   their DMs are known to fail), `off` players nothing (their reminder still counts as sent). The texts say
//!   whose turn it is, the game and how long the table has waited: never a secret.
//! - A finished game reminds nobody. `/restore` brings a game back with its waits as they were (the record
//!   stays byte for byte as archived), except that a reminder due at the restore counts as sent: the restore's
//!   turn ping has just called those seats. The next one comes an interval later.

use galleon_rules::RuleError;

use crate::base::clock::DAY;
use crate::base::clock::HOUR;
use crate::base::clock::MINUTE;
use crate::base::io::{channel_mark, Locale, Message, NotifyMode, Request};
use crate::games::TableGame;
use crate::handlers::guards::{seated, shown, table};
use crate::present::render::{self, game_name};
use crate::record::TableRecord;
use crate::record::Wait;
use crate::record::MAX_EVERY;
use crate::record::MIN_EVERY;
use crate::tables::table::{Slot, Table};
use crate::tables::Tables;
use crate::words::i18n::ta;

type Reply = Result<Vec<Message>, RuleError>;

/// The waits `record` should hold for `game` at `now`: a seat due to act keeps its wait when it is the same
/// user in the same game and has not moved since, and is waited for from `now` otherwise.
fn waits_now(record: &TableRecord, game: &dyn TableGame, now: u64) -> Vec<Wait> {
    let Some(logged) = &record.game else { return Vec::new() };
    let to_act = if game.is_over() { Vec::new() } else { game.to_act() };
    let moves = logged.log.len();
    let waiting = |seat: usize, user: &str, wait: &&Wait| {
        wait.seat == seat
            && wait.user == user
            && wait.game == logged.number
            && wait.from <= moves
            && !logged.log[wait.from..].iter().any(|m| m.seat == seat)
    };
    to_act
        .into_iter()
        .filter_map(|seat| Some((seat, &record.seats.get(seat)?.user.id)))
        // An AI seat is never waited for.
        .filter(|(_, user)| !crate::base::ids::is_ai(user))
        .map(|(seat, user)| {
            let kept = record.reminders.waits.iter().find(|w| waiting(seat, user, w));
            kept.cloned().unwrap_or_else(|| Wait {
                seat,
                user: user.clone(),
                game: logged.number,
                from: moves,
                since: now,
                last: now,
            })
        })
        .collect()
}

/// Brings the record's waits up to date with `game` (the record's game, its log already holding every move).
pub(crate) fn track(record: &mut TableRecord, game: &dyn TableGame, now: u64) {
    record.reminders.waits = waits_now(record, game, now);
}

/// A game just restored: the restore's turn ping called its seats to act, so a reminder due now counts as
/// sent. Otherwise the record stays byte for byte as it was archived; its waits go on from where they were.
pub(crate) fn restored(host: &dyn Tables, slot: &mut Slot) {
    mark_sent(host, slot, host.now(), true);
}

/// The waits of `table` at `now` with the reminders due marked sent, and the waits reminded; None when the
/// table reminds nobody (no game running, reminders off).
fn check(table: &Table, now: u64) -> Option<(Vec<Wait>, Vec<Wait>)> {
    let every = table.record.reminders.every;
    let game = table.active().filter(|_| every > 0)?;
    let mut waits = waits_now(&table.record, game, now);
    let mut reminded = Vec::new();
    for wait in waits.iter_mut().filter(|w| now >= w.last.saturating_add(every)) {
        reminded.push(wait.clone());
        wait.last = now;
    }
    Some((waits, reminded))
}

/// Whether [`due`] has something to do in this slot now (a reminder due, or waits to bring up to date).
pub(crate) fn pending(slot: &Slot, now: u64) -> bool {
    matches!(slot, Slot::Table(table) if pending_at(table, now))
}

/// [`pending`] for a table.
pub(crate) fn pending_at(table: &Table, now: u64) -> bool {
    check(table, now).is_some_and(|(waits, reminded)| !reminded.is_empty() || waits != table.record.reminders.waits)
}

/// When the table's stored waits are next due a reminder (for [`crate::host::agenda`]).
pub(crate) fn deadlines(table: &Table) -> Vec<u64> {
    let every = table.record.reminders.every;
    if every == 0 || table.active().is_none() {
        return Vec::new();
    }
    let waits = table.record.reminders.waits.iter();
    waits.map(|w| w.last.saturating_add(every)).collect()
}

/// The reminders due now at this table, marked sent in the store before they are returned (none if the write
/// fails: they stay due for the next check).
pub(crate) fn due(host: &dyn Tables, slot: &mut Slot) -> Vec<Message> {
    let now = host.now();
    let reminded = mark_sent(host, slot, now, false);
    match &*slot {
        Slot::Table(table) if !reminded.is_empty() => messages(host, table, &reminded, now),
        _ => Vec::new(),
    }
}

/// Stores the table's waits brought up to date, with the reminders due at `now` marked sent (only when one is due,
/// if `only_due`); returns the waits reminded, or none when the write failed.
fn mark_sent(host: &dyn Tables, slot: &mut Slot, now: u64, only_due: bool) -> Vec<Wait> {
    let Slot::Table(table) = &*slot else { return Vec::new() };
    let Some((waits, reminded)) = check(table, now) else {
        return Vec::new();
    };
    let unchanged = waits == table.record.reminders.waits;
    if reminded.is_empty() && (unchanged || only_due) {
        return Vec::new();
    }
    let channel = table.record.channel.clone();
    let mut record = table.record.clone();
    record.reminders.waits = waits;
    let game = table.game.as_ref().map(|g| g.boxed_clone());
    match host.save(slot, Some(record), game) {
        Ok(()) => reminded,
        Err(error) => {
            tracing::warn!(%channel, %error, "reminder deadlines not stored: the reminders due stay due");
            Vec::new()
        }
    }
}

/// The reminders of `reminded`, each by its user's `/notify` choice.
fn messages(host: &dyn Tables, table: &Table, reminded: &[Wait], now: u64) -> Vec<Message> {
    let record = &table.record;
    let kind = table.game.as_deref().map_or("", |g| g.kind());
    let mut named = Vec::new();
    let mut longest = 0;
    let mut messages = Vec::new();
    for wait in reminded {
        let Some(seated) = record.seats.get(wait.seat) else {
            continue;
        };
        let id = &seated.user.id;
        let waited = now.saturating_sub(wait.since);
        match host.store().notify_mode(id) {
            NotifyMode::Dm if !host.calls_in_channel(id) => {
                let locale = host.user_locale(id, seated.locale);
                let args = [
                    ("channel", channel_mark(&record.channel).into()),
                    ("game", game_name(locale, kind).into()),
                    ("waited", duration(locale, waited).into()),
                ];
                messages.push(render::dm(id, ta(locale, "remind-dm", &args)));
            }
            NotifyMode::Off => {}
            _ => {
                named.push(id.clone());
                longest = longest.max(waited);
            }
        }
    }
    if !named.is_empty() {
        let ping = crate::handlers::ping::call(host, &record.channel, named, |names| {
            let args = [
                ("names", names.into()),
                ("game", game_name(record.locale, kind).into()),
                ("waited", duration(record.locale, longest).into()),
            ];
            ta(record.locale, "remind-channel", &args)
        });
        messages.insert(0, ping);
    }
    messages
}

/// `/reminder [every:<interval>|off]`: tells the table's interval, or (a seated player) changes it.
pub(crate) fn reminder(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &[(String, String)]) -> Reply {
    let table = table(slot)?;
    let Some((_, value)) = options.iter().find(|(name, _)| name == "every") else {
        let text = setting_text(request.locale, "remind-status", table.record.reminders.every, None);
        return Ok(vec![render::ephemeral(request, text)]);
    };
    seated(table, &request.user)?;
    let every = parse_every(value)?;
    let mut record = table.record.clone();
    record.reminders.every = every;
    let text = setting_text(record.locale, "remind-set", every, Some(shown(request)));
    let post = render::channel_post(&record, text);
    let game = table.game.as_ref().map(|g| g.boxed_clone());
    host.save(slot, Some(record), game)
        .map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// `key` (or `key-off`) saying the interval `every`, by `name` when given.
fn setting_text(locale: Locale, key: &str, every: u64, name: Option<String>) -> String {
    let mut args = vec![("every", duration(locale, every).into())];
    if let Some(name) = name {
        args.push(("name", name.into()));
    }
    match every {
        0 => ta(locale, &format!("{key}-off"), &args),
        _ => ta(locale, key, &args),
    }
}

/// A `/start reminder:` or `/reminder every:` value: seconds between reminders, 0 for off.
pub fn parse_every(value: &str) -> Result<u64, RuleError> {
    let value = value.trim();
    if matches!(value.to_lowercase().as_str(), "off" | "non" | "no" | "none" | "aucun") {
        return Ok(0);
    }
    let every = parse_duration(value).ok_or_else(|| RuleError::new("err-bad-reminder").text("value", value))?;
    if !(MIN_EVERY..=MAX_EVERY).contains(&every) {
        return Err(RuleError::new("err-reminder-range").text("value", value));
    }
    Ok(every)
}

/// A duration written as numbers with units (`30m`, `12h`, `2d`, `2j`, `1h30`, `90 min`, `45s`), in seconds;
/// None when it is not one or is zero.
pub fn parse_duration(text: &str) -> Option<u64> {
    let text: String = text.to_lowercase().chars().filter(|c| !c.is_whitespace()).collect();
    let mut rest = text.as_str();
    let mut total: u64 = 0;
    let mut previous = 0;
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        let letters = rest[digits..]
            .find(|c: char| c.is_ascii_digit())
            .map_or(rest.len(), |i| i + digits);
        let number: u64 = rest[..digits].parse().ok()?;
        let unit = match &rest[digits..letters] {
            // `1h30`: minutes after hours.
            "" if previous == HOUR => MINUTE,
            "d" | "day" | "days" | "j" | "jour" | "jours" => DAY,
            "h" | "hour" | "hours" | "heure" | "heures" => HOUR,
            "m" | "min" | "mins" | "minute" | "minutes" => MINUTE,
            "s" | "sec" | "second" | "seconds" | "seconde" | "secondes" => 1,
            _ => return None,
        };
        total = total.checked_add(number.checked_mul(unit)?)?;
        previous = unit;
        rest = &rest[letters..];
    }
    (total > 0).then_some(total)
}

/// A length of time in words: days and hours, hours and minutes, or minutes (`1 day 6 hours`).
pub fn duration(locale: Locale, seconds: u64) -> String {
    let minutes = seconds / MINUTE;
    let (days, hours, mins) = (minutes / (24 * 60), minutes / 60 % 24, minutes % 60);
    let part = |key: &str, n: u64| ta(locale, key, &[("n", n.into())]);
    let parts = match (days, hours, mins) {
        (0, 0, m) => vec![part("duration-minutes", m)],
        (0, h, 0) => vec![part("duration-hours", h)],
        (0, h, m) => vec![part("duration-hours", h), part("duration-minutes", m)],
        (d, 0, _) => vec![part("duration-days", d)],
        (d, h, _) => vec![part("duration-days", d), part("duration-hours", h)],
    };
    parts.join(" ")
}
