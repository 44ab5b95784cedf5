//! An AI taking over: `/resign` (French `/ceder`), `/kick player:` (`/exclure joueur:`), and the turn clock
//! (`/start clock:none|12h|24h|48h|72h`, French `pendule:`) with `/object` (`/objection`).
//!
//! Rulings:
//! - `/resign` hands the resigning person's seat of the running game to a new AI (level normal): the seat keeps its
//!   game state, the AI plays it from its next move on, and the game goes on. `/kick player:` does the same for
//!   another person: a server admin's `/kick` acts at any time; otherwise each seated person's `/kick` of the same
//!   player is a vote, and a strict majority of the people seated other than that player hands the seat over
//!   (with two people, the other one decides). A vote is taken only against a player who holds up the table:
//!   due to act for at least [`KICK_WAIT`] (12 hours; the game's turn clock instead when it has one), or whose
//!   turn clock ran out; anyone else is refused with how long they have been waited for. The reminder interval
//!   plays no part: any seated player sets it, so it would let anyone shorten the wait. A voter's second
//!   `/kick` of the same player withdraws their vote (said publicly, as the vote was); it may vote again later.
//! - Nothing is handed over without a confirmation: `/resign`, an admin's `/kick` and the vote that completes the
//!   majority answer their author alone with a button (`t1:<channel>:<game>:<user>:<resign|kick>:<seat>`, ids
//!   written as abort confirmations write them). The press checks everything again as it stands then; the vote
//!   that asked is counted only when confirmed; dismissing the message changes nothing. A press replaces the
//!   question with what came of it, without its button ([`Target::Update`]), so it is pressed once. A seat given to the AI
//!   can come back to a person with `/replace` ([`crate::handlers::seats`]). Votes are stored with the table, belong to their game, and go
//!   when the player leaves the seat. The last person at a table can be neither resigned nor kicked (`/abort`
//!   ends such a game): a table always has a person seated.
//! - The person who left is no longer seated (no move, no `/hand`, no vote). If they opened the table, the first
//!   other person seated leads it. The result names every seat an AI finished and whom it took over from; the
//!   game's record keeps them ([`Takeover`]), and `/stats` counts such games apart (they are not in a player's
//!   games, wins or scores).
//! - The turn clock is chosen at `/start` (none by default) and belongs to that game. A person due to act is timed
//!   from when they became due (the turn reminders' stored wait, so a restart changes nothing). When the clock
//!   runs out the table is told once; unless a seated person objects with `/object` within [`GRACE`] (the late
//!   player too: it says they are here), the AI (level normal) plays that one move for them, announced as such,
//!   and the clock starts again for their next move. An objection gives the player a whole new clock from the
//!   objection. Timeouts are stored with their times ([`Timeout`]) and announced by the same periodic check as the
//!   reminders; an AI seat has no clock.

use galleon_ai::Level;
use galleon_rules::{RuleError, Seat};

use crate::base::clock::HOUR;
use crate::base::ids::is_ai;
use crate::base::ids::{Leave, LeaveId};
use crate::base::io::{parse_user_option, Button, Message, OptionShape, Request, Target};
use crate::handlers::bots;
use crate::handlers::guards::{given, seated, shown, table};
use crate::handlers::remind::duration;
use crate::present::render;
use crate::record::KickVote;
use crate::record::Takeover;
use crate::record::Timeout;
use crate::record::CLOCK_HOURS;
use crate::record::{display_name, TableRecord};
use crate::tables::table::{Slot, Table};
use crate::tables::{Options, Tables};
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// How long the table may object before the AI plays a timed-out move.
pub const GRACE: u64 = HOUR;
/// Reads `/start clock:`: seconds, 0 for none.
pub fn parse_clock(value: &str) -> Result<u64, RuleError> {
    let value = value.trim().to_lowercase();
    if matches!(value.as_str(), "none" | "off" | "aucune" | "non") {
        return Ok(0);
    }
    let hours = value.strip_suffix('h').and_then(|h| h.parse::<u64>().ok());
    match hours.filter(|h| CLOCK_HOURS.contains(h)) {
        Some(hours) => Ok(hours * HOUR),
        None => Err(RuleError::new("err-bad-clock").text("value", value)),
    }
}

/// The clock of the record's running game (0 when none).
fn limit(record: &TableRecord) -> u64 {
    let number = record.game.as_ref().map_or(0, |g| g.number);
    match record.turn_clock.game == number {
        true => record.turn_clock.limit,
        false => 0,
    }
}

/// The clock state of `seat` at `now`: its current timeout (if announced for the move it is due at) and when
/// its clock runs out.
fn seat_clock(record: &TableRecord, seat: usize) -> Option<(Option<&Timeout>, u64)> {
    let limit = limit(record);
    let seated = record.seats.get(seat)?;
    if limit == 0 || is_ai(&seated.user.id) {
        return None;
    }
    let wait = record
        .reminders
        .waits
        .iter()
        .find(|w| w.seat == seat && w.user == seated.user.id)?;
    let timeout = record
        .turn_clock
        .timeouts
        .iter()
        .find(|t| t.seat == seat && t.user == wait.user && t.from == wait.from);
    let start = timeout.and_then(|t| t.objected).unwrap_or(wait.since).max(wait.since);
    Some((timeout, start.saturating_add(limit)))
}

/// Whether the AI should play `seat`'s move now: its clock ran out, the table was told, and nobody objected
/// within the grace period.
pub(crate) fn stand_in_due(record: &TableRecord, seat: usize, now: u64) -> bool {
    matches!(seat_clock(record, seat), Some((Some(t), _)) if t.objected.is_none() && now >= t.at.saturating_add(GRACE))
}

/// The seats whose clock ran out at `now` and that the table was not told about yet.
fn newly_out(table: &Table, now: u64) -> Vec<usize> {
    let Some(game) = table.active() else { return Vec::new() };
    let out = |seat: &usize| match seat_clock(&table.record, *seat) {
        Some((Some(t), deadline)) => t.objected.is_some() && now >= deadline,
        Some((None, deadline)) => now >= deadline,
        None => false,
    };
    game.to_act().into_iter().filter(out).collect()
}

/// Whether [`due`] has something to tell at this slot now.
pub(crate) fn pending(slot: &Slot, now: u64) -> bool {
    matches!(slot, Slot::Table(table) if pending_at(table, now))
}

/// [`pending`] for a table.
pub(crate) fn pending_at(table: &Table, now: u64) -> bool {
    !newly_out(table, now).is_empty()
}

/// The clock deadlines of the seats due to act, and the ends of their timeouts' grace (for [`crate::host::agenda`]).
pub(crate) fn deadlines(table: &Table) -> Vec<u64> {
    let Some(game) = table.active() else { return Vec::new() };
    let clocks = game
        .to_act()
        .into_iter()
        .filter_map(|seat| seat_clock(&table.record, seat));
    clocks
        .flat_map(|(timeout, deadline)| [Some(deadline), timeout.map(|t| t.at.saturating_add(GRACE))])
        .flatten()
        .collect()
}

/// Tells the table whose clock ran out now (stored before it is returned; nothing if the write fails).
pub(crate) fn due(host: &dyn Tables, slot: &mut Slot) -> Vec<Message> {
    let now = host.now();
    let Slot::Table(table) = &*slot else { return Vec::new() };
    let out = newly_out(table, now);
    if out.is_empty() {
        return Vec::new();
    }
    let mut record = table.record.clone();
    let waits = record.reminders.waits.clone();
    // Only the timeouts of moves still awaited are kept.
    record.turn_clock.timeouts.retain(|t| {
        waits
            .iter()
            .any(|w| w.seat == t.seat && w.user == t.user && w.from == t.from)
    });
    let mut names = Vec::new();
    for seat in out {
        let Some(wait) = waits.iter().find(|w| w.seat == seat) else {
            continue;
        };
        record.turn_clock.timeouts.retain(|t| t.seat != seat);
        record.turn_clock.timeouts.push(Timeout {
            seat,
            user: wait.user.clone(),
            from: wait.from,
            at: now,
            objected: None,
        });
        names.push(crate::base::doc::name(&record.seats[seat].user.name));
    }
    let locale = record.locale;
    let args = [
        ("names", render::name_list(&names).into()),
        ("clock", duration(locale, limit(&record)).into()),
        ("grace", duration(locale, GRACE).into()),
    ];
    let post = render::channel_post(&record, ta(locale, "ai-clock-out", &args));
    let game = table.game.as_ref().map(|g| g.boxed_clone());
    if let Err(error) = host.save(slot, Some(record), game) {
        tracing::warn!(%error, "a timeout was not stored: it is announced at the next check");
        return Vec::new();
    }
    vec![post]
}

/// `/object`: a seated person stops the AI from playing the timed-out moves announced.
/// (A seated player of a running game: see the list of commands.)
pub(crate) fn object(host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    let table = table(slot)?;
    let now = host.now();
    let mut record = table.record.clone();
    let open: Vec<usize> = (0..record.seats.len())
        .filter(|&seat| matches!(seat_clock(&record, seat), Some((Some(t), _)) if t.objected.is_none()))
        .collect();
    if open.is_empty() {
        return Err(RuleError::new("err-object-nothing"));
    }
    let names: Vec<String> = open
        .iter()
        .map(|&s| crate::base::doc::name(&record.seats[s].user.name))
        .collect();
    for timeout in record.turn_clock.timeouts.iter_mut().filter(|t| open.contains(&t.seat)) {
        timeout.objected = Some(now);
    }
    let locale = record.locale;
    let args = [
        ("name", shown(request).into()),
        ("names", render::name_list(&names).into()),
        ("clock", duration(locale, limit(&record)).into()),
    ];
    let post = render::channel_post(&record, ta(locale, "ai-objected", &args));
    let game = table.game.as_ref().map(|g| g.boxed_clone());
    host.save(slot, Some(record), game)
        .map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// The running game's table, refusing when there is none.
fn running(slot: &Slot) -> Result<&Table, RuleError> {
    let table = table(slot)?;
    match table.active() {
        Some(_) => Ok(table),
        None => Err(RuleError::new("err-takeover-no-game")),
    }
}

/// `/resign`: asks the asker to confirm handing their seat to the AI.
pub(crate) fn resign(_host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    let (table, seat) = resignation(slot, request)?;
    let question = ta(request.locale, "ai-resign-confirm", &[]);
    Ok(vec![confirmation(table, request, Leave::Resign, seat, question)])
}

/// The asker's seat, when they may resign now.
fn resignation<'a>(slot: &'a Slot, request: &Request) -> Result<(&'a Table, usize), RuleError> {
    let table = running(slot)?;
    let seat = seated(table, &request.user)?;
    if table.record.people() <= 1 {
        return Err(RuleError::new("err-takeover-last"));
    }
    Ok((table, seat))
}

/// `/kick player:`: a vote, or an admin's decision, to hand a person's seat to the AI. The request that would
/// hand it over (an admin's, or the vote reaching the majority) asks its author to confirm first.
pub(crate) fn kick(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &Options) -> Reply {
    let player = parse_user_option(given(options, "player"));
    let table = running(slot)?;
    let shown_player = crate::base::doc::name(&display_name(&player.name, &player.id));
    let seat = table
        .record
        .seat_of(&player.id)
        .filter(|_| !is_ai(&player.id))
        .ok_or_else(|| RuleError::new("err-kick-not-seated").player("name", shown_player))?;
    match kick_vote(host, table, request, seat)? {
        Kick::Complete { .. } => {
            let name = crate::base::doc::name(&table.record.seats[seat].user.name);
            // An admin decides alone: no vote to speak of.
            let key = if request.admin {
                "ai-kick-confirm-admin"
            } else {
                "ai-kick-confirm"
            };
            let question = ta(request.locale, key, &[("player", name.into())]);
            Ok(vec![confirmation(table, request, Leave::Kick, seat, question)])
        }
        Kick::Vote { record, post } => {
            let game = table.game.as_ref().map(|g| g.boxed_clone());
            host.save(slot, Some(record), game)
                .map_err(crate::tables::store_error)?;
            Ok(vec![post])
        }
    }
}

/// What a `/kick` of `seat` by the requester does now.
enum Kick {
    /// The seat goes to the AI: the record with the vote counted, and the line saying why.
    Complete { record: TableRecord, how: String },
    /// A vote short of the majority: the record with it, and its public post.
    Vote { record: TableRecord, post: Message },
}

/// Checks a `/kick` of `seat` (a person seated) by the requester and counts their vote.
fn kick_vote(host: &dyn Tables, table: &Table, request: &Request, seat: usize) -> Result<Kick, RuleError> {
    let mut record = table.record.clone();
    let player = record.seats[seat].user.clone();
    let shown_player = crate::base::doc::name(&player.name);
    if request.user.id == player.id {
        return Err(RuleError::new("err-kick-yourself"));
    }
    if record.people() <= 1 {
        return Err(RuleError::new("err-takeover-last"));
    }
    if request.admin {
        let how = ta(record.locale, "ai-kicked-admin", &[("admin", shown(request).into())]);
        return Ok(Kick::Complete { record, how });
    }
    seated(table, &request.user)?;
    let number = table.game_number();
    let seated_ids: Vec<String> = record.seats.iter().map(|s| s.user.id.clone()).collect();
    record
        .kick_votes
        .retain(|v| v.game == number && seated_ids.contains(&v.player));
    let index = match record.kick_votes.iter().position(|v| v.player == player.id) {
        Some(index) => index,
        None => {
            record.kick_votes.push(KickVote {
                game: number,
                player: player.id.clone(),
                voters: Vec::new(),
            });
            record.kick_votes.len() - 1
        }
    };
    let (voters, needed) = (record.people() - 1, (record.people() - 1) / 2 + 1);
    let vote = &mut record.kick_votes[index];
    if vote.voters.contains(&request.user.id) {
        vote.voters.retain(|v| *v != request.user.id);
        let args = [
            ("name", shown(request).into()),
            ("player", shown_player.into()),
            ("votes", vote.voters.len().into()),
            ("needed", needed.into()),
        ];
        let post = render::channel_post(&record, ta(record.locale, "ai-kick-withdrawn", &args));
        return Ok(Kick::Vote { record, post });
    }
    held_up(table, seat, host.now(), request.locale)?;
    vote.voters.push(request.user.id.clone());
    let votes = vote.voters.len();
    if votes >= needed {
        let args = [("votes", votes.into()), ("voters", voters.into())];
        let how = ta(record.locale, "ai-kicked-vote", &args);
        return Ok(Kick::Complete { record, how });
    }
    let args = [
        ("name", shown(request).into()),
        ("player", shown_player.into()),
        ("votes", votes.into()),
        ("needed", needed.into()),
    ];
    let post = render::channel_post(&record, ta(record.locale, "ai-kick-vote", &args));
    Ok(Kick::Vote { record, post })
}

/// How long a player must have been due before a vote can hand their seat to the AI, at a table without a
/// turn clock.
pub const KICK_WAIT: u64 = 12 * HOUR;

/// Refuses a vote to kick `seat` unless the table has waited for it long enough: due to act for at least
/// [`KICK_WAIT`] (the turn clock instead, when the game has one), or its turn clock ran out.
fn held_up(table: &Table, seat: usize, now: u64, locale: crate::base::io::Locale) -> Result<(), RuleError> {
    let record = &table.record;
    let user = &record.seats[seat].user;
    if matches!(seat_clock(record, seat), Some((Some(_), _))) {
        return Ok(());
    }
    let every = match limit(record) {
        0 => KICK_WAIT,
        clock => clock,
    };
    let due = table.active().is_some_and(|g| g.to_act().contains(&seat));
    let wait = record
        .reminders
        .waits
        .iter()
        .find(|w| w.seat == seat && w.user == user.id);
    let waited = wait.filter(|_| due).map(|w| now.saturating_sub(w.since));
    let name = crate::base::doc::name(&user.name);
    match waited {
        Some(waited) if waited >= every => Ok(()),
        Some(waited) => Err(RuleError::new("err-kick-too-soon")
            .player("name", name)
            .text("waited", duration(locale, waited))
            .text("wait", duration(locale, every))),
        None => Err(RuleError::new("err-kick-not-due").player("name", name)),
    }
}

/// The requester's private question, with the button that hands `seat` to the AI.
fn confirmation(table: &Table, request: &Request, leave: Leave, seat: usize, question: String) -> Message {
    let id = LeaveId {
        channel: crate::base::ids::field(&request.channel),
        game: table.game_number(),
        user: crate::base::ids::field(&request.user.id),
        leave,
        seat,
    };
    let mut message = render::ephemeral(request, question);
    let label = t(request.locale, &format!("ai-{}-button", leave.as_str()));
    message.buttons = vec![Button {
        id: id.encode(),
        label: crate::base::doc::plain_text(&label),
    }];
    message
}

/// A press on a takeover confirmation: everything is checked again as it stands now, then the seat goes to the
/// AI. A press by anyone else, for another game, or once the seat changed hands is refused and changes nothing.
pub(crate) fn confirm(host: &dyn Tables, slot: &mut Slot, request: &Request, id: &str) -> Reply {
    let mut told = hand_over_confirmed(host, slot, request, id)?;
    // The question is replaced by its outcome, without its button.
    let done = Message {
        to: Target::Update {
            user: request.user.id.clone(),
        },
        body: crate::base::doc::Doc::parse(&t(request.locale, "ai-handed-over")),
        buttons: Vec::new(),
    };
    told.insert(0, done);
    Ok(told)
}

/// [`confirm`] once pressed: the table's messages.
fn hand_over_confirmed(host: &dyn Tables, slot: &mut Slot, request: &Request, id: &str) -> Reply {
    let pressed = LeaveId::decode(id).ok_or_else(|| RuleError::new("err-button-unknown"))?;
    let stale = || RuleError::new("err-button-stale");
    let table = running(slot).map_err(|_| stale())?;
    let current = (crate::base::ids::field(&request.channel), table.game_number());
    if (pressed.channel.clone(), pressed.game) != current || pressed.user != crate::base::ids::field(&request.user.id) {
        return Err(stale());
    }
    match pressed.leave {
        Leave::Resign => {
            let (table, seat) = resignation(slot, request)?;
            if seat != pressed.seat {
                return Err(stale());
            }
            let record = table.record.clone();
            let how = ta(record.locale, "ai-resigned", &[("name", shown(request).into())]);
            hand_to_ai(host, slot, record, seat, "resign", how)
        }
        Leave::Kick => {
            let seat = pressed.seat;
            if !matches!(table.record.seats.get(seat), Some(s) if !is_ai(&s.user.id)) {
                return Err(stale());
            }
            match kick_vote(host, table, request, seat)? {
                Kick::Complete { record, how } => hand_to_ai(host, slot, record, seat, "kick", how),
                Kick::Vote { .. } => Err(stale()),
            }
        }
    }
}

/// Gives `seat` to a new AI (its game state unchanged) and tells the table, `how` first.
fn hand_to_ai(
    host: &dyn Tables,
    slot: &mut Slot,
    mut record: TableRecord,
    seat: usize,
    how: &str,
    text: String,
) -> Reply {
    let current = table(slot)?;
    let due: Vec<usize> = current.active().map_or_else(Vec::new, |g| g.to_act());
    let game = current.game.as_ref().map(|g| g.boxed_clone());
    let bot = bots::new_seat(&record, galleon_ai::Level::Normal);
    let old = record.give_to_ai(seat, bot.clone(), how);
    let locale = record.locale;
    let args = [
        ("player", crate::base::doc::name(&old.user.name).into()),
        ("bot", crate::base::doc::name(&bot.user.name).into()),
        ("seat", (seat + 1).into()),
    ];
    let mut lines = vec![text, ta(locale, "ai-took-over", &args)];
    if record.is_opener(&old.user.id) {
        if let Some(next) = bots::first_person(&record).cloned() {
            record.opener = Some(next.user.id.clone());
            let name = crate::base::doc::name(&next.user.name);
            lines.push(ta(locale, "lobby-new-opener", &[("name", name.into())]));
        }
    }
    host.save(slot, Some(record), game)
        .map_err(crate::tables::store_error)?;
    let table = table(slot)?;
    let mut messages = vec![
        render::channel_post(&table.record, lines.join("\n")),
        render::board_message(table),
    ];
    // The seat now belongs to the AI: a ping still calling its old owner must go even though the seat to act
    // did not change.
    let called: Vec<usize> = due.into_iter().filter(|s| *s != seat).collect();
    messages.extend(crate::handlers::ping::turn_ping(host, table, &called));
    Ok(messages)
}

/// The post after a result naming the seats an AI finished, if any.
pub(crate) fn result_note(table: &Table) -> Option<Message> {
    let record = &table.record;
    // Only the AIs still seated finished a seat: a player who came back finished their own.
    let takeovers: Vec<Takeover> = record
        .takeovers_of(table.game_number())
        .into_iter()
        .filter(|t| record.seats.get(t.seat).is_some_and(|s| s.user.id == t.bot))
        .collect();
    if takeovers.is_empty() {
        return None;
    }
    let locale = record.locale;
    let seats: Vec<String> = takeovers
        .iter()
        .map(|t| {
            // The number of the last move its person played (none: the AI played every move of the seat).
            let last = t.at.map_or_else(|| "none".into(), |at| at.into());
            let args = [
                ("seat", (t.seat + 1).into()),
                ("player", crate::base::doc::name(&t.user.name).into()),
                ("how", t.how.as_str().into()),
                ("last", last),
            ];
            ta(locale, "ai-finished-seat", &args)
        })
        .collect();
    let text = ta(locale, "ai-finished", &[("seats", seats.join(", ").into())]);
    Some(render::channel_post(&table.record, text))
}

/// `/start clock:`.
pub fn clock_option() -> OptionShape {
    OptionShape::text("clock", false)
        .choosing(&["none", "12h", "24h", "48h", "72h"])
        .read_by(|value, _| parse_clock(value).map(drop))
}

/// The level of the AI playing for a person whose clock ran out.
pub const STAND_IN: Level = Level::Normal;

/// The seat the AI plays now at `table`, if any, with its level.
pub(crate) fn ai_seat(table: &Table, now: u64) -> Option<(Seat, Level)> {
    let game = table.active()?;
    let mut to_act = game.to_act();
    to_act.sort_unstable();
    to_act.into_iter().find_map(|seat| {
        let id = &table.record.seats.get(seat)?.user.id;
        match crate::base::ids::level_of(id) {
            Some(level) => Some((seat, level)),
            None => stand_in_due(&table.record, seat, now).then_some((seat, STAND_IN)),
        }
    })
}
