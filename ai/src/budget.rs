//! How much thinking a decision may take, per level.
//!
//! Play uses wall time ([`Level::default_budget`]): `normal` half a second on one tree grown by two threads
//! ([`crate::search::MAX_TABLE_THREADS`]), `hard` three seconds on every core, well under the targets' 1 s and
//! 5 s. Tests and the arena use iterations ([`crate::AiGame::iterations`]), so that the same seed gives the same
//! move on any machine.

use std::time::{Duration, Instant};

use crate::Level;

/// How much thinking a decision may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed amount of search: the same seed gives the same move (tests, script mode, the arena).
    Iterations(u32),
    /// Search until the time is up (play).
    Time(Duration),
}

/// Iterations of `normal` for a game whose iteration costs `cost` times Puerto Rico's.
const NORMAL_ITERATIONS: f64 = 1000.0;
/// `hard` searches this many times more than `normal` (spread over every core).
pub const HARD_FACTOR: u32 = 4;

/// Iterations at `level` for a game whose play-outs cost `cost` times Puerto Rico's (0 for the levels that do
/// not search).
pub fn iterations(level: Level, cost: f64) -> u32 {
    let normal = (NORMAL_ITERATIONS / cost).round().max(50.0) as u32;
    match level {
        Level::Random | Level::Easy => 0,
        Level::Normal => normal,
        Level::Hard => normal * HARD_FACTOR,
    }
}

impl Level {
    /// The wall-time budget for a decision at the table.
    pub fn default_budget(self) -> Budget {
        Budget::Time(match self {
            Level::Random | Level::Easy => Duration::ZERO,
            Level::Normal => Duration::from_millis(500),
            Level::Hard => Duration::from_millis(3000),
        })
    }
}

/// When a search shard stops: after its share of the iterations, or at the deadline.
#[derive(Clone, Copy, Debug)]
pub struct Stop {
    iterations: Option<u32>,
    deadline: Option<Instant>,
}

impl Stop {
    /// The stop of one of `shards` shards sharing `budget`, started now.
    pub fn new(budget: Budget, shard: u32, shards: u32) -> Stop {
        match budget {
            Budget::Iterations(total) => Stop {
                iterations: Some(total / shards + u32::from(shard < total % shards)),
                deadline: None,
            },
            Budget::Time(time) => Stop {
                iterations: None,
                deadline: Some(Instant::now() + time),
            },
        }
    }

    /// Whether the shard is done after `done` iterations (a timed search always makes at least one).
    pub fn done(&self, done: u32) -> bool {
        match (self.iterations, self.deadline) {
            (Some(total), _) => done >= total,
            (None, Some(deadline)) => done > 0 && Instant::now() >= deadline,
            (None, None) => true,
        }
    }
}
