//! Ending a table with `/abort` (French `/abandonner`, never read as "undo"), and bringing an aborted game back
//! with `/restore` (`/restaurer`).
//!
//! Rulings:
//! - Who may end a table is unchanged: the opener alone, or everyone seated (each non-opener's `/abort` is a
//!   public vote, kept with the table). An `/abort` that would end a running game now (the opener's, or the vote
//!   completing the unanimity) changes nothing yet: it answers the caller alone with a confirmation button. The
//!   press ends the game, provided the game is still the same one and still running, the presser is the caller
//!   named in the button and may still end it; the vote that asked is not recorded unless confirmed. Without a
//!   press nothing happens (dismissing the message keeps playing).
//! - A server admin (`Request::admin`, Manage Server) can always end a table, seated there or not, opener or
//!   not, so a table whose players vanished never blocks its channel: their `/abort` never votes, it asks for
//!   the same confirmation (a running game, then archived as any other) or closes a lobby or finished game at
//!   once. Being an admin is checked again at the press. Everyone else keeps the rules above.
//! - A confirmed abort moves the table's whole record (as `galleon export` shows it) into the store's archive with the time of the
//!   abort (by the host's clock), in one transaction, and frees the channel; the channel's last turn ping is
//!   deleted (it calls players to a game that is no longer played). A lobby or a finished game is closed
//!   at once and not archived: nothing is lost that `/join` or `/start` cannot bring back.
//! - `/restore` brings back the newest archived game of the channel if it was aborted at most 7 days ago
//!   ([`RESTORE_WINDOW`]): its record goes back to the store exactly as it was before the abort (abort votes and
//!   all; only a turn reminder due then counts as sent, see [`crate::handlers::remind`]), it leaves the archive, and the
//!   board is posted anew and the seats due are called again. The seats' private views are not sent again: each
//!   seat's last DM is its view at the abort, which is the restored one; only a view that changes (a forced move
//!   played at once) is sent, or every view when another game of the channel finished after the abort (the
//!   seats' last DMs are then that game's). A forced move pending in it (a game archived before
//!   the host played forced moves) is then played (see [`crate::games::forced`]). It is refused while a game is running; a
//!   lobby or a finished game at the table is replaced (and said so). A player seated in the archived game or a
//!   server admin (`Request::admin`) may restore it. Older archived games stay in the store but are never restored.
//! - The confirmation button's id is `a1:<channel>:<game number>:<user>`. A channel or user id holding `:`, or
//!   starting with `~`, or longer than [`crate::base::ids::FIELD_LIMIT`] characters is written as `~` and 16 hex digits of its
//!   FNV-1a hash, so the id stays within the host's 100 characters ([`crate::base::ids::ID_LIMIT`]); short ids
//!   (Discord's have at most 20 digits) are written as they are.

use galleon_rules::RuleError;

use crate::base::clock::DAY;
use crate::base::ids::{field, ConfirmId};
use crate::base::io::{Button, Message, Request, Target};
use crate::handlers::guards::{seat_list, seated, seated_in_raw, shown, table};
use crate::handlers::pipeline::Before;
use crate::present::render::{self, game_name, name_list};
use crate::record::TableRecord;
use crate::tables::table::{load_table, Slot, Table};
use crate::tables::{Mover, Options, Tables};
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// How long an aborted game can be brought back, in days.
pub const RESTORE_DAYS: u64 = 7;
/// How long an aborted game can be brought back, in seconds.
pub const RESTORE_WINDOW: u64 = RESTORE_DAYS * DAY;

/// Whether `user` may end the table now: the opener, or the last seated player who has not voted.
fn may_end(record: &TableRecord, user: &str) -> bool {
    record.is_opener(user)
        || record
            .seats
            .iter()
            .filter(|s| !crate::base::ids::is_ai(&s.user.id))
            .all(|s| s.user.id == user || record.abort_votes.contains(&s.user.id))
}

/// `/abort` (a seated player or an admin: see the list of commands).
pub fn abort(host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    let table = table(slot)?;
    let may_end = request.admin || may_end(&table.record, &request.user.id);
    match (may_end, table.active().is_some()) {
        (true, true) => Ok(vec![confirmation(table, request)]),
        (true, false) => close(host, slot, request),
        (false, _) => vote(host, slot, request),
    }
}

/// `/abort` in a channel whose record could not be loaded: a player seated in it (as far as the record can
/// still be read) or a server admin clears it at once, since the game can never go on; the record is kept
/// for `galleon export --cleared`.
pub fn clear_broken(host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    let Slot::Broken { raw, .. } = &*slot else {
        return Err(RuleError::new("err-no-table"));
    };
    // A table the store lost entirely (see crate::tables::damage) has no seats left to check.
    if !request.admin && !raw.is_empty() && !seated_in_raw(raw, &request.user.id) {
        return Err(RuleError::new("err-broken-not-yours"));
    }
    let problem = host.broken_problem(slot, request.locale);
    let kept = host
        .clear_broken(slot, &request.channel)
        .map_err(crate::tables::store_error)?;
    let (moves, snapshots) = kept.counts();
    let text = ta(
        request.locale,
        "abort-broken",
        &[
            ("name", shown(request).into()),
            ("problem", problem.into()),
            ("channel", request.channel.as_str().into()),
            ("moves", moves.into()),
            ("snapshots", snapshots.into()),
        ],
    );
    let to = Target::Channel {
        channel: request.channel.clone(),
    };
    Ok(vec![Message::new(to, &text)])
}

/// The caller's private question, with the button that ends the game.
fn confirmation(table: &Table, request: &Request) -> Message {
    let locale = request.locale;
    let kind = table.game.as_ref().map_or("", |g| g.kind());
    let text = ta(
        locale,
        "abort-confirm",
        &[("game", game_name(locale, kind).into()), ("days", RESTORE_DAYS.into())],
    );
    let id = ConfirmId::new(&request.channel, table.game_number(), &request.user.id);
    let mut message = render::ephemeral(request, text);
    message.buttons = vec![Button {
        id: id.encode(),
        label: crate::base::doc::plain_text(&t(locale, "abort-confirm-button")),
    }];
    message
}

/// Records the caller's vote to end the table and says so in the channel.
fn vote(host: &dyn Tables, slot: &mut Slot, request: &Request) -> Reply {
    let table = table(slot)?;
    let mut record = table.record.clone();
    if !record.abort_votes.contains(&request.user.id) {
        record.abort_votes.push(request.user.id.clone());
    }
    let opener = record
        .opener
        .as_deref()
        .and_then(|id| record.seat_of(id))
        .map_or(String::new(), |s| crate::base::doc::name(&record.seats[s].user.name));
    let text = ta(
        record.locale,
        "abort-vote",
        &[
            ("name", shown(request).into()),
            ("votes", record.abort_votes.len().into()),
            ("needed", record.people().into()),
            ("opener", opener.into()),
        ],
    );
    let post = render::channel_post(&record, text);
    let game = table.game.as_ref().map(|g| g.boxed_clone());
    host.save(slot, Some(record), game)
        .map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// Deletes a table without a running game (a lobby, a finished game): nothing to archive.
fn close(host: &dyn Tables, slot: &mut Slot, request: &Request) -> Reply {
    let record = table(slot)?.record.clone();
    let text = ta(record.locale, "abort-done", &[("name", shown(request).into())]);
    let post = render::channel_post(&record, text);
    host.save(slot, None, None).map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// A press on a confirmation button.
pub fn confirm(host: &dyn Tables, slot: &mut Slot, request: &Request, id: &str) -> Reply {
    let pressed = ConfirmId::decode(id).ok_or_else(|| RuleError::new("err-button-unknown"))?;
    let stale = || RuleError::new("err-abort-stale");
    let Slot::Table(table) = &*slot else {
        return Err(stale());
    };
    let same_game = pressed.channel == field(&request.channel) && pressed.game == table.game_number();
    if table.active().is_none() || !same_game {
        return Err(stale());
    }
    if pressed.user != field(&request.user.id) {
        return Err(RuleError::new("err-abort-foreign"));
    }
    if !request.admin {
        seated(table, &request.user)?;
        if !may_end(&table.record, &request.user.id) {
            return Err(RuleError::new("err-abort-not-allowed"));
        }
    }
    archive(host, slot, request)
}

/// Ends the running game: its record goes to the archive, the board loses its buttons.
fn archive(host: &dyn Tables, slot: &mut Slot, request: &Request) -> Reply {
    let table = table(slot)?;
    let record = &table.record;
    let kind = table.game.as_ref().map_or("", |g| g.kind());
    let board = Message {
        to: Target::Board {
            channel: record.channel.clone(),
            message: record.board_message.clone(),
        },
        body: {
            let mut board = render::board_doc(table);
            board.push_text(&t(record.locale, "abort-board"));
            board
        },
        buttons: Vec::new(),
    };
    let text = ta(
        record.locale,
        "abort-archived",
        &[
            ("name", shown(request).into()),
            ("game", game_name(record.locale, kind).into()),
            ("days", RESTORE_DAYS.into()),
        ],
    );
    let post = render::channel_post(record, text);
    // Nobody is called to an aborted game any more: its last turn ping goes.
    let unping = crate::handlers::ping::unping(host, table);
    host.archive_table(slot).map_err(crate::tables::store_error)?;
    Ok([board, post].into_iter().chain(unping).collect())
}

/// `/restore` (not while a game runs: see the list of commands).
pub fn restore(host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    let store = host.store();
    // A game the store lost or damaged is said so, before anything could blame the player.
    let lost = store
        .aborted_check(&request.channel)
        .map_err(crate::tables::store_error)?;
    let archived = store
        .last_archived(&request.channel)
        .map_err(crate::tables::store_error)?;
    if lost.is_some() || archived.as_ref().is_some_and(|a| a.damaged) {
        return Err(RuleError::new("err-restore-lost"));
    }
    let archived = archived.ok_or_else(|| RuleError::new("err-restore-none"))?;
    if !request.admin && !seated_in_raw(&archived.raw, &request.user.id) {
        return Err(RuleError::new("err-restore-not-yours"));
    }
    if host.now().saturating_sub(archived.at) > RESTORE_WINDOW {
        return Err(RuleError::new("err-restore-expired").with("days", RESTORE_DAYS));
    }
    let restored = load_table(host.registry(), &request.channel, &archived.raw).map_err(|problem| {
        RuleError::new("err-restore-broken").text("problem", problem.text(request.locale, host.registry()))
    })?;
    let replaced = match &*slot {
        Slot::Table(table) => Some(name_list(&crate::tables::table::marked_names(&table.record))),
        _ => None,
    };
    let views_stand = !finished_since(host, &request.channel, archived.at);
    host.restore_table(slot, &archived, restored)
        .map_err(crate::tables::store_error)?;
    crate::handlers::remind::restored(host, slot);
    let Slot::Table(table) = slot else {
        unreachable!("just restored a table")
    };
    // The seats' last DMs are this game's views at the abort, unless another game was played since.
    let before = match views_stand {
        true => Before::views_known(table),
        false => Before::nothing(),
    };
    crate::handlers::pipeline::settle(host, table).map_err(crate::tables::store_error)?;
    let table: &Table = table;
    let mut messages = vec![restore_post(table, request, replaced)];
    // The seats to act are called again: the ping of the aborted game was deleted or is long gone.
    messages.extend(crate::handlers::pipeline::tell(host, table, &before, &Mover::Nobody));
    // The board is posted anew: the aborted game's board message is gone or far up the channel.
    messages[1].to = Target::Board {
        channel: table.record.channel.clone(),
        message: None,
    };
    Ok(messages)
}

/// Whether a game of `channel` finished after `time` (its seats were then sent that game's private views).
fn finished_since(host: &dyn Tables, channel: &str, time: u64) -> bool {
    let raw = host.store().last_finished(channel).ok().flatten();
    let finished = raw.and_then(|raw| serde_json::from_slice::<crate::record::FinishedGame>(&raw).ok());
    finished.is_some_and(|game| game.finished_at >= time)
}

fn restore_post(table: &Table, request: &Request, replaced: Option<String>) -> Message {
    let locale = table.record.locale;
    let kind = table.game.as_ref().map_or("", |g| g.kind());
    let mut text = ta(
        locale,
        "restore-done",
        &[
            ("name", shown(request).into()),
            ("game", game_name(locale, kind).into()),
            ("move", table.moves().into()),
            ("seats", seat_list(&table.record).into()),
        ],
    );
    if let Some(names) = replaced {
        text.push('\n');
        text.push_str(&ta(locale, "restore-replaced", &[("names", names.into())]));
    }
    render::channel_post(&table.record, text)
}
