//! What the solo game adds to the state: Jeanne's own pieces ([`Solo`]) and the public steps of her turn
//! ([`JeanneEvent`], [`QuestFrom`]). Data only: her play is [`crate::maracaibo::solo`].

use serde::{Deserialize, Serialize};

use crate::maracaibo::content::cards::CardId;
use crate::maracaibo::content::common::Nation;
use crate::maracaibo::content::exploration::SpaceId;
use crate::maracaibo::content::map::LocId;

/// What only Jeanne has: her Automa deck, her board's disc track and the display cards she took.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solo {
    /// 1–5.
    pub level: u8,
    /// Automa cards (indices into `pack.automa.cards`), top = last.
    pub deck: Vec<usize>,
    pub discard: Vec<usize>,
    /// Discs gone from her board (onto markets or out of the game), leftmost first.
    pub discs_removed: u8,
    /// Display cards she took, face down beside her board.
    pub cards: Vec<CardId>,
}

/// Where a quest tile Jeanne takes lay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum QuestFrom {
    Location(LocId),
    /// L1's own city quest space at this location.
    CityQuest(LocId),
    Track(SpaceId),
    Pile,
}

/// One public step of a Jeanne turn, for the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JeanneEvent {
    /// She drew this Automa card (index into `pack.automa.cards`).
    Drew {
        card: usize,
    },
    /// Her deck ran out and her discards were shuffled into a new one.
    Reshuffled,
    Sailed {
        to: LocId,
    },
    TookQuest {
        quest: usize,
        from: QuestFrom,
    },
    /// A disc from her board onto this market.
    Delivered {
        to: LocId,
    },
    /// The display card in `slot` (1 = leftmost).
    TookCard {
        card: CardId,
        slot: u8,
    },
    Influence {
        nation: Nation,
        steps: u8,
    },
    Vp {
        amount: u8,
    },
    /// Her board's leftmost disc left the game.
    DiscRemoved,
    Explored {
        to: SpaceId,
    },
    /// Her special combat: the token revealed (None: both piles empty), the nation and its modified value.
    Fought {
        token: Option<usize>,
        nation: Nation,
        value: i16,
    },
    Annexed {
        location: LocId,
        nation: Nation,
    },
    /// A cube of that nation left the game from its reserve (nothing free to annex).
    CubeRemoved {
        nation: Nation,
    },
    /// Her income at a scoring.
    Income {
        vp: u32,
    },
    /// Her end-of-game bonuses.
    EndBonus {
        quests: u32,
        ship: u32,
        explorer: u32,
    },
}
