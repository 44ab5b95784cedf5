//! The public log: what happened lately, as plain data the host renders (bounded, oldest first).

use serde::{Deserialize, Serialize};

use crate::game::Seat;
use crate::santiago::data::Tile;
use crate::santiago::geometry::{squares_in, Intersection, Position, Square};

/// How many recent events the state keeps.
pub const EVENT_LOG: usize = 24;

/// A set of squares (bit `i` = square `i`), written as a list of square names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<Square>", from = "Vec<Square>")]
pub struct SquareSet(pub u64);

impl SquareSet {
    pub fn iter(self) -> impl Iterator<Item = Square> {
        squares_in(self.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn contains(self, square: Square) -> bool {
        self.0 & square.bit() != 0
    }
}

impl From<SquareSet> for Vec<Square> {
    fn from(set: SquareSet) -> Vec<Square> {
        set.iter().collect()
    }
}

impl From<Vec<Square>> for SquareSet {
    fn from(squares: Vec<Square>) -> SquareSet {
        SquareSet(squares.iter().fold(0, |acc, s| acc | s.bit()))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Event {
    /// 3–4 players: the tile taken out of the game, face up, at set-up.
    TileRemoved {
        tile: Tile,
    },
    /// The spring was placed, by the first overseer (`seat`) or at random (`None`).
    SpringPlaced {
        seat: Option<Seat>,
        at: Intersection,
    },
    /// Palms variant: where the 3 palms stand.
    PalmsPlaced {
        squares: SquareSet,
    },
    RoundStarted {
        round: u8,
    },
    /// A bid, or a pass (`amount: None`).
    Bid {
        seat: Seat,
        amount: Option<u32>,
    },
    OverseerChanged {
        seat: Seat,
    },
    /// A player paid his bid and placed a tile with `workers` workers.
    Placed {
        seat: Seat,
        tile: Tile,
        square: Square,
        workers: u8,
        paid: u32,
    },
    /// 3 players: the 4th tile, placed without worker by `seat`.
    NeutralPlaced {
        seat: Seat,
        tile: Tile,
        square: Square,
    },
    Proposed {
        seat: Seat,
        position: Position,
        amount: u32,
    },
    Supported {
        seat: Seat,
        position: Position,
        amount: u32,
    },
    BribePassed {
        seat: Seat,
    },
    /// The overseer accepted the proposal at `position` and received its `total`.
    Accepted {
        seat: Seat,
        position: Position,
        total: u32,
    },
    /// The overseer built on a position nobody proposed and paid the bank `paid`.
    BuiltElsewhere {
        seat: Seat,
        position: Position,
        paid: u32,
    },
    PersonalCanal {
        seat: Seat,
        position: Position,
    },
    CanalPassed {
        seat: Seat,
    },
    /// Unirrigated tiles lost a worker (`dried`) or, having none, became deserts.
    Drought {
        dried: SquareSet,
        deserts: SquareSet,
    },
    Income {
        amount: u32,
    },
    /// Every unirrigated tile became a desert.
    FinalDrought {
        deserts: SquareSet,
    },
    GameOver,
}

/// A ring of the last [`EVENT_LOG`] events: a fixed array, so cloning a game never allocates for it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "LogData", from = "LogData")]
pub struct EventLog {
    ring: [Option<Event>; EVENT_LOG],
    /// Slot of the next event.
    next: u8,
    /// Events logged since set-up (so a reader can tell which ones it has not shown yet).
    total: u32,
}

impl Default for EventLog {
    fn default() -> EventLog {
        EventLog {
            ring: [None; EVENT_LOG],
            next: 0,
            total: 0,
        }
    }
}

impl EventLog {
    pub fn push(&mut self, event: Event) {
        self.ring[self.next as usize] = Some(event);
        self.next = ((self.next as usize + 1) % EVENT_LOG) as u8;
        self.total += 1;
    }

    /// Events logged since set-up.
    pub fn total(&self) -> u32 {
        self.total
    }

    /// Oldest first.
    pub fn to_vec(&self) -> Vec<Event> {
        let start = self.next as usize;
        (0..EVENT_LOG)
            .filter_map(|i| self.ring[(start + i) % EVENT_LOG])
            .collect()
    }
}

/// Two logs are equal when they hold the same events (wherever the ring starts).
impl PartialEq for EventLog {
    fn eq(&self, other: &EventLog) -> bool {
        self.total == other.total && self.to_vec() == other.to_vec()
    }
}

impl Eq for EventLog {}

/// How the log is stored: the kept events, oldest first, and the count of all events.
#[derive(Serialize, Deserialize)]
struct LogData {
    total: u32,
    events: Vec<Event>,
}

impl From<EventLog> for LogData {
    fn from(log: EventLog) -> LogData {
        LogData {
            total: log.total,
            events: log.to_vec(),
        }
    }
}

impl From<LogData> for EventLog {
    fn from(data: LogData) -> EventLog {
        let mut log = EventLog::default();
        let skip = data.events.len().saturating_sub(EVENT_LOG);
        data.events.into_iter().skip(skip).for_each(|e| log.push(e));
        log.total = data.total;
        log
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_keeps_the_latest_events_in_order() {
        let mut log = EventLog::default();
        for round in 0..30 {
            log.push(Event::RoundStarted { round });
        }
        let events = log.to_vec();
        assert_eq!(events.len(), EVENT_LOG);
        assert_eq!(events[0], Event::RoundStarted { round: 6 });
        assert_eq!(events[EVENT_LOG - 1], Event::RoundStarted { round: 29 });
        assert_eq!(log.total(), 30);
        assert_eq!(EventLog::from(LogData::from(log.clone())), log);
    }
}
