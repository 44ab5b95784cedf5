//! What the table sees of Jeanne: her board ([`SoloView`]) and her turn's steps as log entries
//! ([`JeanneEventView`], content named by the pack's id strings). Everything about her is public; her deck's
//! order is not shown, only its size.

use serde::{Deserialize, Serialize};

use crate::maracaibo::content::common::Nation;
use crate::maracaibo::content::ContentPack;
use crate::maracaibo::state::{Event, JeanneEvent, QuestFrom, Solo, State};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloView {
    /// 1 (very easy) … 5 (very hard).
    pub level: u8,
    pub deck: usize,
    /// Automa card ids played since the last reshuffle.
    pub discard: Vec<String>,
    pub discs_left: u8,
    /// Her income at the next scoring.
    pub income: u32,
    /// Emptied upgrade spaces of her board (end bonus).
    pub upgrades: u8,
    /// The display cards she took.
    pub cards: Vec<String>,
    /// Her latest turn, step by step.
    pub last_turn: Vec<JeanneEventView>,
}

/// [`JeanneEvent`] with content ids.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum JeanneEventView {
    Drew {
        card: String,
    },
    Reshuffled,
    Sailed {
        to: String,
    },
    /// `from`: a location id, `track:<space>`, or `pile`.
    TookQuest {
        quest: String,
        from: String,
    },
    Delivered {
        to: String,
    },
    TookCard {
        card: String,
        slot: u8,
    },
    Influence {
        nation: Nation,
        steps: u8,
    },
    Vp {
        amount: u8,
    },
    DiscRemoved,
    Explored {
        to: String,
    },
    Fought {
        token: Option<String>,
        nation: Nation,
        value: i16,
    },
    Annexed {
        location: String,
        nation: Nation,
    },
    CubeRemoved {
        nation: Nation,
    },
    Income {
        vp: u32,
    },
    EndBonus {
        quests: u32,
        ship: u32,
        explorer: u32,
    },
}

pub fn jeanne_event_view(pack: &ContentPack, event: &JeanneEvent) -> JeanneEventView {
    let loc = |l: crate::maracaibo::content::map::LocId| pack.map.location(l).id.clone();
    let space = |s: crate::maracaibo::content::exploration::SpaceId| pack.exploration.space(s).id.clone();
    use JeanneEvent as E;
    use JeanneEventView as V;
    match *event {
        E::Drew { card } => V::Drew {
            card: pack.automa.cards[card].id.clone(),
        },
        E::Reshuffled => V::Reshuffled,
        E::Sailed { to } => V::Sailed { to: loc(to) },
        E::TookQuest { quest, from } => V::TookQuest {
            quest: pack.quests[quest].id.clone(),
            from: match from {
                QuestFrom::Location(at) | QuestFrom::CityQuest(at) => loc(at),
                QuestFrom::Track(s) => format!("track:{}", space(s)),
                QuestFrom::Pile => "pile".to_string(),
            },
        },
        E::Delivered { to } => V::Delivered { to: loc(to) },
        E::TookCard { card, slot } => V::TookCard {
            card: pack.cards.card(card).id.clone(),
            slot,
        },
        E::Influence { nation, steps } => V::Influence { nation, steps },
        E::Vp { amount } => V::Vp { amount },
        E::DiscRemoved => V::DiscRemoved,
        E::Explored { to } => V::Explored { to: space(to) },
        E::Fought { token, nation, value } => V::Fought {
            token: token.map(|t| pack.combat.tokens[t].id.clone()),
            nation,
            value,
        },
        E::Annexed { location, nation } => V::Annexed {
            location: loc(location),
            nation,
        },
        E::CubeRemoved { nation } => V::CubeRemoved { nation },
        E::Income { vp } => V::Income { vp },
        E::EndBonus { quests, ship, explorer } => V::EndBonus { quests, ship, explorer },
    }
}

/// Jeanne's board and latest turn, in a solo game.
pub fn solo_view(pack: &ContentPack, state: &State) -> Option<SoloView> {
    let solo: &Solo = state.solo.as_ref()?;
    Some(SoloView {
        level: solo.level,
        deck: solo.deck.len(),
        discard: solo.discard.iter().map(|&c| pack.automa.cards[c].id.clone()).collect(),
        discs_left: state.automa_discs_left(pack),
        income: state.automa_income(pack),
        upgrades: state.automa_upgrades(pack),
        cards: solo.cards.iter().map(|&c| pack.cards.card(c).id.clone()).collect(),
        last_turn: last_turn(pack, state),
    })
}

/// Her events since her latest turn began (the end bonus counts as her last "turn").
fn last_turn(pack: &ContentPack, state: &State) -> Vec<JeanneEventView> {
    let events: Vec<&Event> = state.log.events.iter().collect();
    let start = events
        .iter()
        .rposition(|e| {
            matches!(
                e,
                Event::TurnStarted {
                    seat: super::AUTOMA_SEAT,
                    ..
                }
            )
        })
        .unwrap_or(0);
    events[start..]
        .iter()
        .filter_map(|e| match e {
            Event::Jeanne(j) => Some(jeanne_event_view(pack, j)),
            _ => None,
        })
        .collect()
}
