//! The game's record: at the end of a game its record (seed, options, seats, moves, result) is posted in the
//! channel as a JSON file and kept in the server's archive, which `/stats` and `/leaderboard` read
//! ([`crate::handlers::stats`]); `/replay` steps through one privately ([`crate::handlers::replay`]); `galleon replay FILE` plays a
//! record back board by board ([`replay`]).
//!
//! Rulings:
//! - The record holds the seed and the final state: the game is over, so nothing in them is secret any more.
//!   It holds nothing else private (no direct message, no private view text).
//! - Games are archived per server (the Discord server the table's channel belongs to, as the last move told).
//!   The terminal modes (and direct messages) have no server: their games are archived under [`LOCAL`].
//! - A win is a first place (shared on a tie); in a solo game it also needs a score above the automa's (a tie
//!   with her is no win).

use galleon_rules::RuleError;

use crate::base::io::{Locale, Message, Target};
use crate::games::{Registry, RenderCx, TableGame, Visit};
use crate::present::render::{self, game_name};
use crate::record::{server_key, FinishedGame, LoadProblem, LoggedMove, TableRecord, FORMAT, VERSION};
use crate::tables::table::Table;
use crate::tables::Tables;
use crate::words::i18n::ta;

/// The record of the table's game if it is over.
fn finished_game(table: &Table, finished_at: u64) -> Option<FinishedGame> {
    let game = table.game.as_deref()?;
    let outcome = game.outcome()?;
    let record = table.record.game.as_ref()?;
    Some(FinishedGame {
        format: FORMAT.to_string(),
        version: VERSION,
        game: record.kind.clone(),
        number: record.number,
        channel: table.record.channel.clone(),
        server: table.record.server.clone(),
        finished_at,
        seed: record.seed,
        options: record.options.clone(),
        seats: table.record.seats.iter().map(|s| s.user.clone()).collect(),
        moves: record.log.clone(),
        result: outcome.standings,
        automa: game.automa().map(|(name, score)| (name.to_string(), score)),
        state: record.state.clone(),
        takeovers: table.record.takeovers_of(table.game_number()),
        replacements: table.record.replacements_of(table.game_number()),
        locale: Some(table.record.locale),
    })
}

/// The record of the table's game if it is over, for the archive: (the archive key of its server, its JSON).
pub(crate) fn finished_json(table: &Table, now: u64) -> Option<(String, Vec<u8>)> {
    let finished = finished_game(table, now)?;
    let json = serde_json::to_vec(&finished).expect("a record serializes");
    Some((server_key(finished.server.as_deref()).to_string(), json))
}

/// The record of the channel's game just moved to the archive with its last move (see
/// [`crate::store::Store::put_table_finishing`]), if that is the table's game.
fn archived_record(host: &dyn Tables, table: &Table) -> Option<FinishedGame> {
    let number = table.record.game.as_ref()?.number;
    let raw = host.store().last_finished(&table.record.channel).ok()??;
    let finished = serde_json::from_slice::<FinishedGame>(&raw).ok()?;
    (finished.number == number).then_some(finished)
}

/// What follows the end of a game: its record, archived with the game's last move, is posted in the channel as
/// a file. A game that ended otherwise is archived here (a failed write is logged, the post still goes).
/// Nothing when the table's game is not over.
pub(crate) fn game_over(host: &dyn Tables, table: &Table) -> Vec<Message> {
    if table.game.as_deref().and_then(|g| g.outcome()).is_none() {
        return Vec::new();
    }
    let finished = match archived_record(host, table) {
        Some(finished) => finished,
        None => {
            let Some(finished) = finished_game(table, host.now()) else {
                return Vec::new();
            };
            let json = serde_json::to_vec(&finished).expect("a record serializes");
            if let Err(error) = host
                .store()
                .keep_finished(server_key(finished.server.as_deref()), &json)
            {
                tracing::error!(channel = %finished.channel, %error, "a finished game could not be archived");
            }
            finished
        }
    };
    let content = serde_json::to_string_pretty(&finished).expect("a record serializes");
    let locale = table.record.locale;
    let caption = ta(
        locale,
        "record-caption",
        &[
            ("game", game_name(locale, &finished.game).into()),
            ("number", finished.number.into()),
        ],
    );
    let to = Target::File {
        channel: finished.channel.clone(),
        name: finished.file_name(),
        content,
    };
    vec![Message::new(to, &caption)]
}

/// Reads a record file: a finished game's record, or a table as `galleon export` writes it (a leading byte
/// order mark is allowed).
pub fn read_record(json: &str) -> Result<FinishedGame, RuleError> {
    let json = json.strip_prefix('\u{feff}').unwrap_or(json);
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|e| RuleError::new("replay-not-json").text("detail", e))?;
    // Parsed again from the text, not from `value`: the state must stay as written (key order included).
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        let table: TableRecord = serde_json::from_str(json).map_err(|_| RuleError::new("replay-not-record"))?;
        return from_table(table);
    }
    let version = value.get("version").and_then(|v| v.as_u64());
    if version != Some(u64::from(VERSION)) {
        let found = version.map_or("?".to_string(), |v| v.to_string());
        return Err(RuleError::new("replay-version")
            .text("found", found)
            .text("expected", VERSION));
    }
    serde_json::from_str(json).map_err(|e| RuleError::new("replay-not-parsed").text("detail", e))
}

/// An exported table as a record (without a result: the replay finds it, if the game is over).
fn from_table(table: TableRecord) -> Result<FinishedGame, RuleError> {
    let game = table.game.ok_or_else(|| RuleError::new("replay-no-game"))?;
    Ok(FinishedGame {
        format: FORMAT.to_string(),
        version: VERSION,
        game: game.kind,
        number: game.number,
        channel: table.channel,
        server: table.server,
        finished_at: 0,
        seed: game.seed,
        options: game.options,
        seats: table.seats.into_iter().map(|s| s.user).collect(),
        moves: game.log,
        result: Vec::new(),
        automa: None,
        state: game.state,
        takeovers: table.takeovers.into_iter().filter(|t| t.game == game.number).collect(),
        replacements: table
            .replacements
            .into_iter()
            .filter(|r| r.game == game.number)
            .collect(),
        locale: Some(table.locale),
    })
}

/// A record played back from its seed: the table it ends on (its game replayed move by move, `visit` shown
/// each), checked against the record's final state and, for a finished game, its result.
pub fn replay(
    registry: &Registry,
    record: &FinishedGame,
    locale: Locale,
    visit: Option<Visit>,
) -> Result<ReplayedTable, LoadProblem> {
    let problem = |key| LoadProblem::new(RuleError::new(key));
    let kind = registry
        .get(&record.game)
        .ok_or_else(|| LoadProblem::new(RuleError::new("load-unknown-game").word("game", &record.game)))?;
    let seats = kind.players();
    if !seats.contains(&record.seats.len()) {
        return Err(LoadProblem::new(
            RuleError::new("load-seat-count")
                .with("min", seats.start())
                .with("max", seats.end())
                .with("count", record.seats.len()),
        ));
    }
    let game = match visit {
        Some(visit) => kind.replay_visiting(record.seats.len(), &record.game_record(), visit)?,
        None => kind.restore(record.seats.len(), &record.game_record())?,
    };
    let ended = game.outcome().map(|o| o.standings);
    if !record.result.is_empty() && ended.as_ref() != Some(&record.result) {
        return Err(problem("replay-result-differs"));
    }
    let mut table = record.seated(locale);
    table.game = Some(record.game_record());
    Ok(ReplayedTable(Table {
        record: table,
        game: Some(game),
        limits: crate::base::io::Limits::CHAT,
    }))
}

/// A table rebuilt by [`replay`].
pub struct ReplayedTable(pub(crate) Table);

impl ReplayedTable {
    pub fn game(&self) -> &dyn TableGame {
        self.0.game.as_deref().expect("a replayed table has its game")
    }

    /// The game's final state, in the game's serde form.
    pub fn state(&self) -> String {
        self.game().state().get().to_string()
    }

    /// The board as the channel would see it, in the table's language.
    pub fn board(&self) -> String {
        render::board_doc(&self.0).plain()
    }

    /// The final result as posted at the end, if the game is over.
    pub fn result(&self) -> Option<String> {
        let outcome = self.game().outcome()?;
        Some(render::result_text(&self.0, &outcome))
    }

    /// The players' names as texts show them, by seat.
    pub fn names(&self) -> Vec<String> {
        crate::tables::table::marked_names(&self.0.record)
    }
}

/// The name of who played move `n` (from 0) at `seat`: whoever held the seat then.
fn mover(record: &FinishedGame, cx: &RenderCx, seat: usize, n: usize) -> String {
    match record.player_of_move(seat, n) {
        Some(player) if record.seats.get(seat) != Some(player) => crate::base::doc::name(&player.name),
        _ => cx.name(seat).to_string(),
    }
}

/// Plays a record file back for the terminal (`galleon replay`): who plays, the board before the first move,
/// each move with the board after it, then the result (or that the game is not over). The whole file is checked
/// first, so a damaged record shows nothing but why, in `locale`. Every move is shown in full: the file holds
/// the seed and the final state, so nothing in it is secret from its reader.
pub fn replay_frames(
    registry: &Registry,
    json: &str,
    locale: Locale,
    show: &mut dyn FnMut(String),
) -> Result<ReplayedTable, String> {
    let record = read_record(json)
        .map_err(|e| crate::base::doc::Doc::parse(&crate::words::i18n::rule_error(locale, &e, &|_, _| None)).plain())?;
    replay(registry, &record, locale, None).map_err(|p| p.text(locale, registry))?;
    let names: Vec<String> = record.seats.iter().map(|u| crate::base::doc::name(&u.name)).collect();
    let cx = RenderCx::chat(locale, &names);
    let plain = |text: String| crate::base::doc::Doc::parse(&text).plain();
    show(plain(ta(
        locale,
        "replay-start",
        &[
            ("game", game_name(locale, &record.game).into()),
            ("number", record.number.into()),
            ("names", render::name_list(&names).into()),
        ],
    )));
    let total = record.moves.len();
    let mut visit = |n: usize, logged: &LoggedMove, before: &dyn TableGame, after: &dyn TableGame| {
        if n == 0 {
            show(before.board(&cx).plain());
        }
        let args = [
            ("number", (n + 1).into()),
            ("total", total.into()),
            ("name", mover(&record, &cx, logged.seat, n).into()),
            ("move", before.label(&logged.text, &cx).into()),
        ];
        let move_line = plain(ta(locale, "replay-move", &args));
        show(format!("{move_line}\n{}", after.board(&cx).plain()));
    };
    let table = replay(registry, &record, locale, Some(&mut visit)).map_err(|p| p.text(locale, registry))?;
    show(plain(table.result().unwrap_or_else(|| {
        ta(locale, "replay-not-over", &[("moves", total.into())])
    })));
    Ok(table)
}
