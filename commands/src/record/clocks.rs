//! A table's clocks as its record keeps them: the turn clock with its timeouts, and the reminders with the
//! seats they wait for. The handlers that run them are [`crate::handlers::takeover`] and [`crate::handlers::remind`].

use serde::{Deserialize, Serialize};

use crate::base::clock::{DAY, HOUR, MINUTE};

/// The clocks `/start clock:` offers, in hours.
pub const CLOCK_HOURS: [u64; 4] = [12, 24, 48, 72];

/// A game's turn clock.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnClock {
    /// The game it belongs to.
    #[serde(default)]
    pub game: u64,
    /// Seconds a person has for a move; 0: no clock.
    #[serde(default)]
    pub limit: u64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub timeouts: Vec<Timeout>,
}

impl TurnClock {
    /// The clock of game number `game` (`limit` seconds per move, 0: none).
    pub fn new(game: u64, limit: u64) -> TurnClock {
        match limit {
            0 => TurnClock::default(),
            _ => TurnClock {
                game,
                limit,
                timeouts: Vec::new(),
            },
        }
    }

    pub fn is_off(&self) -> bool {
        *self == TurnClock::default()
    }
}

/// A person whose clock ran out, for the move they were due at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timeout {
    pub seat: usize,
    pub user: String,
    /// How many moves the log held when the seat became due (as its reminder wait says).
    pub from: usize,
    /// When the table was told.
    pub at: u64,
    /// When someone objected, if anyone did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub objected: Option<u64>,
}

/// Whether `limit` (seconds, not 0) is a clock `/start clock:` offers.
pub fn offered_clock(limit: u64) -> bool {
    CLOCK_HOURS.iter().any(|hours| hours * HOUR == limit)
}

/// The interval of a table that never chose one.
pub const DEFAULT_EVERY: u64 = 12 * HOUR;
/// The shortest interval a table may choose.
pub const MIN_EVERY: u64 = 10 * MINUTE;
/// The longest interval a table may choose.
pub const MAX_EVERY: u64 = 7 * DAY;

/// A table's reminders, kept in its record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reminders {
    /// Seconds between two reminders of a seat; 0: off.
    #[serde(default = "default_every")]
    pub every: u64,
    /// The seats due to act, each with its deadlines.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waits: Vec<Wait>,
}

fn default_every() -> u64 {
    DEFAULT_EVERY
}

impl Default for Reminders {
    fn default() -> Reminders {
        Reminders {
            every: DEFAULT_EVERY,
            waits: Vec::new(),
        }
    }
}

impl Reminders {
    /// Nothing to store (a lobby at the default interval): the record is written without it.
    pub fn is_default(&self) -> bool {
        *self == Reminders::default()
    }

    /// Whether a stored or imported record's interval is one a table may choose. Its waits are checked with the
    /// record ([`crate::record::TableRecord::check`]: persons, one per seat, of seats and moves their game had).
    pub fn fits(&self) -> bool {
        self.every == 0 || (MIN_EVERY..=MAX_EVERY).contains(&self.every)
    }
}

/// One seat the table waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wait {
    pub seat: usize,
    /// The user in the seat then (a seat taken over by someone else is waited for anew).
    pub user: String,
    /// The game's number in its channel.
    pub game: u64,
    /// How many moves the game's log held when the seat became due.
    pub from: usize,
    /// When the seat became due to act.
    pub since: u64,
    /// When it was last reminded (`since` before the first reminder).
    pub last: u64,
}
