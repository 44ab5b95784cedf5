//! The table's life outside moves: `/join`, `/leave`, `/start`, `/abort` of a table that cannot load, and the
//! read-only `/board`, `/hand`, `/help` (`/abort` and `/restore` of a loaded table: [`crate::handlers::abort`]).
//!
//! Rulings:
//! - The player who opens a table (the first `/join`) is its opener; if they leave before the start, the next
//!   player in join order becomes the opener. The table's language is the opener's unless `/start` says
//!   `lang:en|fr`.
//! - Seat order is join order (seat 1 is Puerto Rico's first governor), unless `/start seats:random` draws it
//!   from the seed (see [`crate::handlers::seats`]). `join` keeps the table's current order: join order, or after a game
//!   the seats of that game.
//! - A lobby holds at most as many players as the largest game allows; `/start` checks the chosen game's range.
//! - Only seated players may `/start`. The seed is never shown in the channel (it would reveal the hidden
//!   plantation draws); it is in the store and in `galleon export`.
//! - A finished game stays on the table (for `/board` and `/hand`) until the seats change or a new `/start`;
//!   the same players can `/start` again right away.
//! - During a game, `/join` is refused, except for a person whose seat an AI took in it: it asks for that seat
//!   back, as `/replace` would (see [`crate::handlers::seats`]).
//! - Abort votes are cleared by a join, a leave or a new game (see [`crate::handlers::abort`]).
//! - A channel whose record cannot be loaded can never play on: `/abort` by anyone seated in that record (as
//!   far as it reads) or by a server admin (`Request::admin`) clears it at once, keeping the record for
//!   `galleon export --cleared`.
//! - `/join` keeps what a table may hold (what an import is checked against): channel and user ids of 1 to
//!   [`ID_LIMIT`] characters without control characters, the display name cleaned and cut to 32 characters.

use galleon_rules::error::keys;
use galleon_rules::RuleError;

use crate::base::io::{Locale, Message, Request, Target, User};
use crate::handlers::guards::seat_list;
use crate::handlers::guards::seated;
use crate::handlers::guards::shown;
use crate::handlers::guards::table;
use crate::handlers::pipeline::Before;
use crate::present::render::{self, game_name, name_list};
use crate::record::{display_name, valid_id, GameRecord, Seated, Seating, TableRecord, ID_LIMIT};
use crate::tables::table::{Slot, Table};
use crate::tables::{Mover, Options, Tables};
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// `/join` (not while a game runs: see the list of commands).
pub fn join(host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    // During a game, only a person whose seat an AI took may join: back into that seat.
    if matches!(&*slot, Slot::Table(table) if table.active().is_some()) {
        return crate::handlers::seats::come_back(host, slot, request);
    }
    // Only what a table may hold (see `TableRecord::check`): an import is held to the same limits.
    if !valid_id(&request.channel) || !valid_id(&request.user.id) {
        return Err(RuleError::new("err-bad-id").with("max", ID_LIMIT));
    }
    let mut record = match &*slot {
        Slot::Table(table) => {
            if table.record.seat_of(&request.user.id).is_some() {
                return Err(RuleError::new("err-already-seated"));
            }
            table.record.clone()
        }
        _ => TableRecord::new(&request.channel, request.locale),
    };
    let max = host.registry().max_players();
    if record.seats.len() >= max {
        return Err(RuleError::new("err-table-full").with("max", max));
    }
    if record.seats.is_empty() {
        record.opener = Some(request.user.id.clone());
        record.locale = request.locale;
    }
    record.game = None;
    record.abort_votes.clear();
    record.replace_vote = None;
    let user = User {
        id: request.user.id.clone(),
        name: display_name(&request.user.name, &request.user.id),
    };
    let text_name = crate::base::doc::name(&user.name);
    record.seats.push(Seated {
        user,
        locale: request.locale,
    });
    let text = ta(
        record.locale,
        "lobby-joined",
        &[
            ("name", text_name.into()),
            ("count", record.seats.len().into()),
            ("names", name_list(&crate::tables::table::marked_names(&record)).into()),
        ],
    );
    let post = render::channel_post(&record, text);
    host.save(slot, Some(record), None)
        .map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// `/leave` (a seated player, not while a game runs: see the list of commands).
pub fn leave(host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    let table = table(slot)?;
    let seat = seated(table, &request.user)?;
    let mut record = table.record.clone();
    record.seats.remove(seat);
    crate::handlers::bots::after_leave(&mut record);
    record.game = None;
    record.abort_votes.clear();
    record.replace_vote = None;
    let mut lines = vec![ta(
        record.locale,
        "lobby-left",
        &[
            ("name", shown(request).into()),
            ("count", record.seats.len().into()),
            ("names", name_list(&crate::tables::table::marked_names(&record)).into()),
        ],
    )];
    if record.is_opener(&request.user.id) {
        record.opener = crate::handlers::bots::first_person(&record).map(|s| s.user.id.clone());
        if let Some(next) = crate::handlers::bots::first_person(&record) {
            lines.push(ta(
                record.locale,
                "lobby-new-opener",
                &[("name", crate::base::doc::name(&next.user.name).into())],
            ));
        }
    }
    let post = render::channel_post(&record, lines.join("\n"));
    let keep = (!record.seats.is_empty()).then_some(record);
    host.save(slot, keep, None).map_err(crate::tables::store_error)?;
    Ok(vec![post])
}

/// `/start` options split into the host's own and the game's.
struct StartOptions {
    game: String,
    seed: Option<u64>,
    lang: Option<Locale>,
    seating: Seating,
    /// `reminder:` (see [`crate::handlers::remind`]).
    reminder: Option<u64>,
    /// `images:on|off`.
    images: Option<bool>,
    /// `clock:` (see [`crate::handlers::takeover`]), in seconds.
    clock: u64,
    game_options: Vec<(String, String)>,
}

/// `/start seed:`, a whole number from 0.
pub(crate) fn parse_seed(value: &str) -> Result<u64, RuleError> {
    let value = value.trim();
    value
        .parse()
        .map_err(|_| RuleError::new("err-bad-seed").text("value", value))
}

/// `/start lang:`, in any case.
pub(crate) fn parse_lang(value: &str) -> Result<Locale, RuleError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "en" => Ok(Locale::En),
        "fr" => Ok(Locale::Fr),
        _ => Err(RuleError::new("err-bad-lang").text("value", value.trim())),
    }
}

fn start_options(options: &[(String, String)]) -> Result<StartOptions, RuleError> {
    let mut parsed = StartOptions {
        game: String::new(),
        seed: None,
        lang: None,
        seating: Seating::Join,
        reminder: None,
        images: None,
        clock: 0,
        game_options: Vec::new(),
    };
    for (name, value) in options {
        let value = value.trim();
        match name.as_str() {
            "game" => parsed.game = value.to_ascii_lowercase(),
            "seed" => parsed.seed = Some(parse_seed(value)?),
            "lang" => parsed.lang = Some(parse_lang(value)?),
            "seats" => parsed.seating = crate::handlers::seats::parse_seating(value)?,
            "reminder" => parsed.reminder = Some(crate::handlers::remind::parse_every(value)?),
            "images" => parsed.images = Some(crate::present::images::parse_switch(value)?),
            "clock" => parsed.clock = crate::handlers::takeover::parse_clock(value)?,
            _ => parsed.game_options.push((name.clone(), value.to_string())),
        }
    }
    Ok(parsed)
}

/// `/start` (a seated player, not while a game runs: see the list of commands).
pub fn start(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &Options) -> Reply {
    let table = table(slot)?;
    let wanted = start_options(options)?;
    let kind = host.registry().get(&wanted.game).ok_or_else(|| {
        RuleError::new("err-unknown-game")
            .word("game", &wanted.game)
            .text("games", host.registry().ids().join(", "))
    })?;
    let players = table.record.seats.len();
    let range = kind.players();
    if players < *range.start() {
        return Err(RuleError::new("err-too-few-players")
            .with("min", range.start())
            .with("max", range.end())
            .with("count", players));
    }
    if !range.contains(&players) {
        return Err(RuleError::new(keys::PLAYER_COUNT)
            .with("min", range.start())
            .with("max", range.end())
            .with("count", players));
    }
    let seed = wanted.seed.unwrap_or_else(rand::random);
    let mut game = kind.create(players, &wanted.game_options, seed)?;
    let forced = crate::games::forced::auto_play(game.as_mut());
    // A counter the store lost comes back above every game the table still names (their buttons stay stale).
    let store = host.store();
    let number = store
        .reserve_game_number(&request.channel, table.record.last_game_mentioned())
        .and_then(|_| store.next_game_number(&request.channel))
        .map_err(crate::tables::store_error)?;
    let mut record = table.record.clone();
    record.locale = wanted.lang.unwrap_or(record.locale);
    record.board_message = None;
    record.abort_votes.clear();
    record.replace_vote = None;
    if wanted.seating == Seating::Random {
        record.seats = crate::handlers::seats::random_order(seed, players)
            .into_iter()
            .map(|joined| record.seats[joined].clone())
            .collect();
    }
    record.game = Some(GameRecord {
        kind: kind.id().to_string(),
        options: wanted.game_options,
        seed,
        number,
        log: forced,
        state: game.state(),
        seating: wanted.seating,
        position: None,
    });
    record.reminders.every = wanted.reminder.unwrap_or(record.reminders.every);
    record.images_off = wanted.images.map_or(record.images_off, |on| !on);
    record.turn_clock = crate::record::TurnClock::new(number, wanted.clock);
    crate::handlers::remind::track(&mut record, game.as_ref(), host.now());
    // The table's server from its start (not only from its first move), for `/tables`.
    if request.server.is_some() {
        record.server = request.server.clone();
    }
    host.save(slot, Some(record), Some(game))
        .map_err(crate::tables::store_error)?;
    let Slot::Table(table) = &*slot else {
        unreachable!("just saved a table")
    };
    let mut messages = vec![start_post(table)];
    messages.extend(crate::handlers::pipeline::tell(
        host,
        table,
        &Before::nothing(),
        &Mover::Nobody,
    ));
    Ok(messages)
}

fn start_post(table: &Table) -> Message {
    let locale = table.record.locale;
    let seats = seat_list(&table.record);
    let kind = table.game.as_ref().map_or("", |g| g.kind());
    let mut text = ta(
        locale,
        "start-announce",
        &[("game", game_name(locale, kind).into()), ("seats", seats.into())],
    );
    if table.record.game.as_ref().is_some_and(|g| g.seating == Seating::Random) {
        text = format!("{text}\n{}", t(locale, "seats-drawn"));
    }
    render::channel_post(&table.record, text)
}

/// `/board` posts the board anew at the bottom of the channel; the board it replaces loses its buttons, so only
/// one message of the channel offers moves.
pub fn board(_host: &dyn Tables, slot: &mut Slot, _request: &Request, _options: &Options) -> Reply {
    let table = table(slot)?;
    let channel = table.record.channel.clone();
    let mut message = render::board_message(table);
    message.to = Target::Board {
        channel: channel.clone(),
        message: None,
    };
    let old = table.record.board_message.clone();
    let strip = old.map(|message| Message::new(Target::Strip { channel, message }, ""));
    Ok(std::iter::once(message).chain(strip).collect())
}

/// `/hand` (a seated player of a game: see the list of commands).
pub fn hand(_host: &dyn Tables, slot: &mut Slot, request: &Request, _options: &Options) -> Reply {
    let table = table(slot)?;
    let seat = seated(table, &request.user)?;
    let mut message = render::ephemeral_doc(request, render::private_doc(table, seat, request.locale));
    // The choices that would tell a secret on the public board are offered here, to the seat alone.
    message.buttons = crate::present::buttons::private_buttons(table, seat, request.locale);
    Ok(vec![message])
}
