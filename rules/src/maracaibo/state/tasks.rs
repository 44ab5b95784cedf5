//! The types of pending decisions: a [`Task`] waiting for a seat ([`Pending`]), the trades it may offer
//! ([`Offer`]) and where a quest tile lies ([`QuestSource`]). Data only: settling them is
//! [`crate::maracaibo::tasks`], fulfilling quests [`crate::maracaibo::quests`].

use serde::{Deserialize, Serialize};

use crate::game::Seat;
use crate::maracaibo::content::cards::CardId;
use crate::maracaibo::content::exploration::SpaceId;
use crate::maracaibo::content::map::{CityAction, LocId};
use crate::maracaibo::content::reward::Reward;

/// A decision waiting for `seat`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub seat: Seat,
    pub task: Task,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// +n influence with one nation of the player's choice.
    Influence(u8),
    /// One influence marker to its next nobility rank.
    Rank,
    /// Remove n discs, one at a time, each from a zone of the player's choice.
    Discs(u8),
    /// Move the explorer up to n spaces.
    Explore(u8),
    /// One of these rewards.
    Choose(Vec<Reward>),
    /// Village actions (n left in this grant).
    Village(u8),
    /// The quest there may be fulfilled.
    Quest(QuestSource),
    /// One full combat.
    Combat,
    /// A city action's optional delivery, then its printed action.
    Deliver(CityAction),
    /// An optional trade.
    Offer(Offer),
    /// Spy action `action` asks for `goods` identical goods; its steps go on at `next`.
    SpyGoods { action: u8, goods: u8, next: u8 },
    /// A spy action's sailing of 1–n MP.
    ExtraSail(u8),
    /// One more main action after a spy action's sailing of this many MP.
    ExtraMain(u8),
    /// The combat's token is revealed: choose the fighting nation.
    FightFor,
    /// Boost or take combat actions; Decline ends the combat.
    CombatActions,
    /// Take a synergy token not held.
    SynergyAny,
    /// Put reserve spies on the card just bought.
    SpiesOnCard,
    /// A nation's cube on a cube-free village; with `rank`, that nation's marker to its next rank.
    VillageCube { rank: bool },
}

/// Optional trades of city actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    /// CA-7: discard the whole hand for 4 doubloons.
    DiscardHandFor4d,
    /// CA-9: pay 2 combat points for +1 influence (your choice) and 6 doubloons.
    TwoCpForInfluenceAnd6d,
    /// L4: return a reserve spy to the supply for this many VP.
    SpyForVp(u8),
}

/// Where a quest tile lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum QuestSource {
    /// This tile on this location.
    Location(LocId, usize),
    Track(SpaceId),
    /// L1's city quest space.
    City,
    /// The quest lying on this bought card.
    Card(CardId),
}
