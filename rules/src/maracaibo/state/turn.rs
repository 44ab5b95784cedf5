//! The turn's types: whose turn it is and in which phase ([`Turn`], [`Phase`], with a scoring's step 1 as
//! [`ScoringStep`]), and the bounded public log ([`Log`], [`Event`]). Types only (and the log's bound): the turn
//! sequence that changes them is [`crate::maracaibo::turn`], the scorings' flow [`crate::maracaibo::scoring_flow`].

use std::collections::VecDeque;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::combat::Combat;
use super::solo::JeanneEvent;
use super::tasks::Pending;
use crate::game::Seat;
use crate::maracaibo::action::Action;
use crate::maracaibo::content::map::{LocId, Scoring};

/// Events kept in the public log.
pub const LOG_LIMIT: usize = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The private set-up choices (plan 1, keep 4, discard 3 A cards; 1 of 2 careers), all seats at once.
    Setup,
    Sail,
    Main,
    Draw,
    /// A scoring after the triggering turn (step 1 in progress).
    Scoring(ScoringStep),
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub phase: Phase,
    /// MP spent in Phase A (village actions, quest condition "sailed at least N").
    pub mp: u8,
    /// Pending decisions, the one to settle now last.
    pub pending: Vec<Pending>,
    /// The main action was taken.
    pub main_taken: bool,
    /// Locations the ship stopped at this turn (a spy action's extra sailing adds one).
    pub stops: Vec<LocId>,
    /// Locations where one of the player's spies was used this turn, or placed (usable only from the next turn).
    pub spies_used: Vec<LocId>,
    /// The combat in progress.
    pub combat: Option<Combat>,
}

impl Default for Turn {
    fn default() -> Self {
        Turn {
            seat: 0,
            phase: Phase::Setup,
            mp: 0,
            pending: Vec::new(),
            main_taken: false,
            stops: Vec::new(),
            spies_used: Vec::new(),
            combat: None,
        }
    }
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TurnStarted {
        seat: Seat,
        round: u8,
    },
    Sailed {
        seat: Seat,
        to: LocId,
        mp: u8,
        spies_passed: u8,
    },
    /// `display`: the card taken from the display, if it came from there.
    Drew {
        seat: Seat,
        display: Option<u16>,
    },
    RoundOver {
        seat: Seat,
        round: u8,
    },
    /// One step of a Jeanne turn (solo game).
    Jeanne(JeanneEvent),
    /// A move without an event of its own, in its public form ([`crate::maracaibo::moves_log`]): `hidden` cards paid or
    /// discarded are counted, not named; `token` is the combat token of a combat move; `chosen` the reward code
    /// a `pick` chose.
    Moved {
        seat: Seat,
        /// Shared: the AI copies a state with its log thousands of times a decision (serialized as the move).
        action: Arc<Action>,
        hidden: u8,
        token: Option<String>,
        chosen: Option<String>,
    },
}

/// The latest public events, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Log {
    pub events: VecDeque<Event>,
}

impl Log {
    pub fn push(&mut self, event: Event) {
        if self.events.len() == LOG_LIMIT {
            self.events.pop_front();
        }
        self.events.push_back(event);
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringStep {
    pub kind: Scoring,
    pub trigger: Seat,
    /// Players who have finished step 1.
    pub done: u8,
    pub stage: Stage,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    Choosing,
    /// The choice's decisions are being settled; `draw`: a purchase or investment at an interim scoring.
    Settling {
        draw: bool,
    },
    Drawing,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_keeps_the_latest_events() {
        let mut log = Log::default();
        for round in 0..(LOG_LIMIT + 5) {
            log.push(Event::TurnStarted {
                seat: 0,
                round: round as u8,
            });
        }
        assert_eq!(log.events.len(), LOG_LIMIT);
        assert_eq!(log.events.front(), Some(&Event::TurnStarted { seat: 0, round: 5 }));
    }
}
