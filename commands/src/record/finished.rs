//! A finished game's record, as posted in its channel and kept in its server's archive (see
//! [`crate::handlers::history`], which makes and reads it).

use galleon_rules::Standing;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::{player_of_move, GameRecord, LoggedMove, Replacement, Seated, TableRecord, Takeover};
use crate::base::io::{Locale, User};

/// What a record file says it is.
pub const FORMAT: &str = "galleon-game-record";
/// Bumped whenever the record's shape changes.
pub const VERSION: u32 = 1;
/// The archive key of games played where there is no server (terminal modes, direct messages).
pub const LOCAL: &str = "local";

/// A finished game as posted and archived.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FinishedGame {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The game's id (`puerto-rico`).
    pub game: String,
    /// The game's number in its channel.
    pub number: u64,
    pub channel: String,
    #[serde(default)]
    pub server: Option<String>,
    /// When it ended (seconds since the Unix epoch, by the host's clock).
    pub finished_at: u64,
    pub seed: u64,
    /// The `/start` game options as typed.
    pub options: Vec<(String, String)>,
    /// The players, by seat.
    pub seats: Vec<User>,
    pub moves: Vec<LoggedMove>,
    /// Every seat's standing, best first.
    pub result: Vec<Standing>,
    /// A solo game's automa: its name and final score.
    #[serde(default)]
    pub automa: Option<(String, i64)>,
    /// The final state (the game's own serde form): a replay must end on it.
    pub state: Box<RawValue>,
    /// The seats an AI took over from a person during the game (see `crate::handlers::takeover`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub takeovers: Vec<Takeover>,
    /// The seats `/replace` handed to someone else during the game (see `crate::handlers::seats`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replacements: Vec<Replacement>,
    /// The language of the table's posts: `galleon replay` speaks it unless told otherwise (None in records
    /// written before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<Locale>,
}

impl FinishedGame {
    /// The file name it is posted under.
    pub fn file_name(&self) -> String {
        format!("galleon-{}-{}-{}.json", self.game, self.channel, self.number)
    }

    /// A table record of its channel seating its players, each reading `locale` (to render its boards again).
    pub(crate) fn seated(&self, locale: Locale) -> TableRecord {
        let mut table = TableRecord::new(&self.channel, locale);
        table.seats = self
            .seats
            .iter()
            .map(|user| Seated {
                user: user.clone(),
                locale,
            })
            .collect();
        table.takeovers = self.takeovers.clone();
        table.replacements = self.replacements.clone();
        table
    }

    pub(crate) fn game_record(&self) -> GameRecord {
        GameRecord {
            kind: self.game.clone(),
            options: self.options.clone(),
            seed: self.seed,
            number: self.number,
            log: self.moves.clone(),
            state: self.state.clone(),
            // The seats are listed in seat order: how they were drawn does not matter to the replay.
            seating: Default::default(),
            position: None,
        }
    }

    /// Who played the move numbered `index` (from 0) at `seat`: whoever held the seat then (see
    /// [`player_of_move`]).
    pub fn player_of_move(&self, seat: usize, index: usize) -> Option<&User> {
        let now = self.seats.get(seat)?;
        Some(player_of_move(
            &self.takeovers,
            &self.replacements,
            self.number,
            seat,
            index,
            now,
        ))
    }

    /// The takeovers whose AI finished the seat (its person did not come back): such a game counts apart in
    /// `/stats` and is not rated.
    pub fn finished_by_takeover(&self) -> Vec<&Takeover> {
        let held_by = |t: &&Takeover| self.seats.get(t.seat).is_some_and(|u| u.id == t.bot);
        self.takeovers.iter().filter(held_by).collect()
    }

    /// Whether the player of `standing` won (see the module's rulings).
    pub(crate) fn won(&self, standing: &Standing) -> bool {
        standing.rank == 1 && self.automa.as_ref().is_none_or(|(_, score)| standing.score > *score)
    }
}

/// The archive key of a server.
pub fn server_key(server: Option<&str>) -> &str {
    server.unwrap_or(LOCAL)
}
