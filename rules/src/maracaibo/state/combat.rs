//! The combat in progress ([`Combat`]) and the combat action types it has used ([`CombatType`]). Data only: the
//! combat itself is [`crate::maracaibo::combat`].

use serde::{Deserialize, Serialize};

use crate::maracaibo::content::cards::CardId;
use crate::maracaibo::content::common::Nation;

/// The combat in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    /// None when both piles were empty.
    pub token: Option<usize>,
    pub nation: Option<Nation>,
    pub value: i16,
    pub used: Vec<CombatType>,
}

/// Each type at most once per combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatType {
    Influence,
    Flag,
    Village,
    Card(CardId),
    Fleet,
}
