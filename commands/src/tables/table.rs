//! A channel's table as the host holds it in memory: its record, its live game and what the transport shows at
//! once, and how a stored record becomes one (parsed, checked, its game replayed).

use galleon_rules::RuleError;

use crate::base::io::{Limits, Locale};
use crate::games::{GameKind, Registry, RenderCx, TableGame};
use crate::record::{GameRecord, LoadProblem, TableRecord, SCHEMA_VERSION};

/// What a channel holds.
pub(crate) enum Slot {
    Free,
    Table(Box<Table>),
    /// A stored record that could not be loaded: kept raw so it can still be exported.
    Broken {
        raw: Vec<u8>,
        problem: LoadProblem,
    },
}

pub(crate) struct Table {
    pub record: TableRecord,
    /// The live game of `record.game` (None in a lobby).
    pub game: Option<Box<dyn TableGame>>,
    /// What the transport shows at once: boards, buttons and labels are fitted to it.
    pub limits: Limits,
}

impl Table {
    /// What a game renders texts with: the names marked to read as typed (see [`crate::base::doc::name`]).
    pub fn cx(&self, locale: Locale) -> RenderCxOwned {
        RenderCxOwned {
            locale,
            names: marked_names(&self.record),
            limits: self.limits,
        }
    }

    /// What a game renders its board with: [`Table::cx`]'s names, an AI seat's short (`🤖2`): the board repeats
    /// names on many lines.
    pub fn board_cx(&self, locale: Locale) -> RenderCxOwned {
        RenderCxOwned {
            locale,
            names: board_names(&self.record),
            limits: self.limits,
        }
    }

    /// What a game renders plain labels with (buttons, autocomplete): the names as typed.
    pub fn plain_cx(&self, locale: Locale) -> RenderCxOwned {
        RenderCxOwned {
            locale,
            names: self.record.names(),
            limits: self.limits,
        }
    }

    /// The game if one is being played (not over).
    pub fn active(&self) -> Option<&dyn TableGame> {
        self.game.as_deref().filter(|g| !g.is_over())
    }

    /// The table's record with its game's state written out (see [`crate::record::GameRecord::state`]).
    pub fn full_record(&self) -> std::borrow::Cow<'_, TableRecord> {
        match self.record.game.as_ref() {
            Some(game) if crate::record::is_unwritten(&game.state) => {
                let mut record = self.record.clone();
                write_state(&mut record, self.game.as_deref());
                std::borrow::Cow::Owned(record)
            }
            _ => std::borrow::Cow::Borrowed(&self.record),
        }
    }

    /// The number of the table's game in its channel (0 without a game).
    pub fn game_number(&self) -> u64 {
        self.record.game.as_ref().map_or(0, |g| g.number)
    }

    pub fn moves(&self) -> usize {
        self.record.game.as_ref().map_or(0, |g| g.log.len())
    }
}

/// A [`RenderCx`] that owns its names.
pub(crate) struct RenderCxOwned {
    pub locale: Locale,
    pub names: Vec<String>,
    pub limits: Limits,
}

impl RenderCxOwned {
    pub fn get(&self) -> RenderCx<'_> {
        RenderCx {
            locale: self.locale,
            names: &self.names,
            limits: self.limits,
        }
    }
}

/// The names of seats, in order, as shown in texts.
pub fn seat_names(table: &Table, seats: &[usize]) -> Vec<String> {
    seats
        .iter()
        .map(|&s| {
            table
                .record
                .seats
                .get(s)
                .map_or("?".to_string(), |p| crate::base::doc::name(&p.user.name))
        })
        .collect()
}

/// Every seated player's name as the board shows it: marked to read as typed, an AI seat's short.
pub fn board_names(record: &TableRecord) -> Vec<String> {
    let name = |s: &crate::record::Seated| {
        crate::base::ids::short_name(&s.user.id).unwrap_or_else(|| crate::base::doc::name(&s.user.name))
    };
    record.seats.iter().map(name).collect()
}

/// The board's key to its short AI names: `🤖2 = 🤖 Bot 2 (hard), seat 3` for each AI seat, so the full name (and the
/// AI's level) is read once, in the title, and the short one on every other line.
pub fn ai_legend(record: &TableRecord) -> Vec<String> {
    let entry = |(seat, s): (usize, &crate::record::Seated)| {
        let short = crate::base::ids::short_name(&s.user.id)?;
        let args = [
            ("short", short.into()),
            ("name", crate::base::doc::name(&s.user.name).into()),
            ("seat", (seat + 1).into()),
        ];
        Some(crate::words::i18n::ta(record.locale, "board-ai-legend", &args))
    };
    record.seats.iter().enumerate().filter_map(entry).collect()
}

/// Every seated player's name, in seat order, marked to read as typed in texts (see [`crate::base::doc::name`]).
pub fn marked_names(record: &TableRecord) -> Vec<String> {
    record.names().iter().map(|n| crate::base::doc::name(n)).collect()
}

/// Parses and checks one record: its shape, then its game replayed from the seed and compared with its stored
/// state (an import, an archived game, `galleon check`).
pub(crate) fn load_table(registry: &Registry, channel: &str, raw: &[u8]) -> Result<Table, LoadProblem> {
    load(registry, channel, raw, Replay::FromSeed)
}

/// Parses and checks a record given to `galleon import`: as [`load_table`], then every field a live table could
/// hold ([`TableRecord::check_live_fields`]) and the `auto` flags of its moves (see [`crate::games::forced`]).
pub(crate) fn load_import(registry: &Registry, channel: &str, raw: &[u8]) -> Result<Table, LoadProblem> {
    // The stricter checks first: their refusal names the field (a load would stop at a vaguer symptom).
    if let Ok(record) = serde_json::from_slice::<TableRecord>(raw) {
        let kind = record.game.as_ref().and_then(|g| Some((g, registry.get(&g.kind)?)));
        let seats = kind
            .as_ref()
            .map_or(1..=registry.max_players(), |(_, kind)| kind.players());
        if seats.contains(&record.seats.len()) {
            record.check_live_fields(registry.max_players())?;
            if let Some((game, kind)) = kind {
                kind.check_auto_flags(record.seats.len(), game)?;
            }
        }
    }
    load_table(registry, channel, raw)
}

/// Parses and checks one record as the store put it back together (see [`crate::store::Stored`]): its shape,
/// then its game rebuilt from its stored state (a snapshot the store checked against its checksum) with only the
/// moves after that snapshot replayed; from the seed when the snapshot does not read back as written.
pub(crate) fn load_stored(registry: &Registry, channel: &str, raw: &[u8]) -> Result<Table, LoadProblem> {
    load(registry, channel, raw, Replay::FromSnapshot)
}

/// Where a loaded game is rebuilt from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Replay {
    FromSeed,
    FromSnapshot,
}

thread_local! {
    /// Moves replayed by loads on this thread (tests check that a load replays only what follows a snapshot).
    static REPLAYED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many moves the loads of this thread have replayed so far.
#[cfg(test)]
pub(crate) fn replayed_moves() -> u64 {
    REPLAYED.with(std::cell::Cell::get)
}

fn count_replayed(moves: usize) {
    REPLAYED.with(|r| r.set(r.get() + moves as u64));
}

fn load(registry: &Registry, channel: &str, raw: &[u8], replay: Replay) -> Result<Table, LoadProblem> {
    let problem = |key| LoadProblem::new(RuleError::new(key));
    let value: serde_json::Value =
        serde_json::from_slice(raw).map_err(|e| LoadProblem::new(RuleError::new("load-not-json").text("detail", e)))?;
    let schema = value.get("schema").and_then(|s| s.as_u64());
    if schema != Some(SCHEMA_VERSION as u64) {
        let found = schema.map_or("?".to_string(), |s| s.to_string());
        let key = RuleError::new("load-schema")
            .text("found", found)
            .text("expected", SCHEMA_VERSION);
        return Err(LoadProblem::new(key));
    }
    // Read from the bytes, not the value: the game's state keeps its text (a restored game is byte-identical).
    let record: TableRecord = serde_json::from_slice(raw)
        .map_err(|e| LoadProblem::new(RuleError::new("load-not-parsed").text("detail", e)))?;
    if record.channel != channel {
        return Err(problem("load-other-channel"));
    }
    let kind = match &record.game {
        None => None,
        Some(game) => Some(
            registry
                .get(&game.kind)
                .ok_or_else(|| LoadProblem::new(RuleError::new("load-unknown-game").word("game", &game.kind)))?,
        ),
    };
    record.check(kind.map_or(1..=registry.max_players(), |kind| kind.players()))?;
    let mut record = record;
    let game = match (&record.game, kind) {
        (Some(game), Some(kind)) => Some(resume(
            kind.as_ref(),
            record.seats.len(),
            game,
            record.state_at,
            replay,
        )?),
        _ => None,
    };
    let behind = record.state_at.take().is_some();
    if let (Some(stored), Some(live)) = (record.game.as_mut(), game.as_ref()) {
        if behind || stored.state.get() == "null" {
            stored.state = live.state();
        }
    }
    Ok(Table {
        record,
        game,
        limits: Limits::CHAT,
    })
}

/// The game of `game` rebuilt from its stored state, which is the one after `state_at` moves when given (a
/// snapshot of the store), else after every move: `FromSnapshot`, that state read back and the moves after it
/// replayed; `FromSeed` (or a snapshot that does not read back, or none: the state `null`), replayed from the
/// seed and checked against that state (when there is one), the moves after it then replayed one by one.
fn resume(
    kind: &dyn GameKind,
    players: usize,
    game: &GameRecord,
    state_at: Option<usize>,
    replay: Replay,
) -> Result<Box<dyn TableGame>, LoadProblem> {
    let at = state_at.filter(|at| *at < game.log.len()).unwrap_or(game.log.len());
    let state = game.state.get();
    if replay == Replay::FromSnapshot && state != "null" {
        if let Some(live) = kind.resume_from(players, game, state, at)? {
            count_replayed(game.log.len() - at);
            return Ok(live);
        }
    }
    count_replayed(game.log.len());
    if state == "null" {
        // No valid snapshot is left (see the store): the moves alone, replayed from the seed, are the game.
        return kind.take_back(players, game, game.log.len()).map(|taken| taken.game);
    }
    if at == game.log.len() {
        return kind.restore(players, game);
    };
    let upto = GameRecord {
        log: game.log[..at].to_vec(),
        ..game.clone()
    };
    let mut live = kind.restore(players, &upto)?;
    for (n, logged) in game.log.iter().enumerate().skip(at) {
        let refused = || {
            RuleError::new("load-replay")
                .with("number", n + 1)
                .text("move", &logged.text)
                .with("seat", logged.seat + 1)
        };
        if logged.auto && crate::games::forced::next_forced(live.as_ref()) != Some((logged.seat, logged.text.clone())) {
            return Err(crate::games::forced::not_automatic(n, logged));
        }
        match live.apply(logged.seat, &logged.text) {
            Ok(text) if text == logged.text => {}
            Ok(_) => {
                let key = RuleError::new("load-not-canonical")
                    .with("number", n + 1)
                    .text("move", &logged.text);
                return Err(LoadProblem::new(key));
            }
            Err(cause) => return Err(LoadProblem::because(refused(), kind.id(), cause)),
        }
    }
    Ok(live)
}

/// Writes out the state of `record`'s game from the live `game` where it was left unwritten.
pub(crate) fn write_state(record: &mut TableRecord, game: Option<&dyn TableGame>) {
    if let (Some(stored), Some(live)) = (record.game.as_mut(), game) {
        if crate::record::is_unwritten(&stored.state) {
            stored.state = live.state();
        }
    }
}
