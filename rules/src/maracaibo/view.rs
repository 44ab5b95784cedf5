//! What the table sees ([`PublicView`]) and what one seat sees on top of it ([`PrivateView`]).
//!
//! Views are plain serializable data naming content by the pack's id strings; the host looks the pack up by
//! [`PublicView::pack`] (in [`super::packs`]) for names, costs and effects.
//!
//! Hidden information (docs/maracaibo.md, "Hidden information"): each player's hand and the cards and career they are
//! choosing at set-up are private; so are the order of the draw pile, the combat-token piles, the face-down prestige
//! buildings and the quest tiles on ship boards (face down; their count is public). Until every seat has chosen, the
//! public view only tells who has chosen: the planned card and the career show once the game has begun. Everything else
//! is public: doubloons, combat points, spies, planning zone, bought cards, career card, tracks, ship board. Hand sizes
//! are public. The top of the quest pile is public (a ruling).

use serde::{Deserialize, Serialize};

use super::content::common::{Code, Good, Nation, Synergy};
use super::content::map::{LocId, Scoring};
use super::content::ContentPack;
use super::instance::Maracaibo;
use super::setup::market_spaces;
use super::solo::view::{jeanne_event_view, solo_view, JeanneEventView, SoloView};
use super::state::{CombatType, Event, Offer, Phase, Player, QuestSource, Stage, State, Task};
use crate::game::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PublicView {
    /// The content pack's registry name.
    pub pack: String,
    /// `easy` or `medium`.
    pub level: String,
    /// 1–4.
    pub round: u8,
    pub first_player: Seat,
    pub phase: PhaseView,
    /// The player whose turn (or scoring choice) it is; None during set-up and once the game is over.
    pub on_turn: Option<Seat>,
    pub to_act: Vec<Seat>,
    /// Movement points spent this turn (decides village actions).
    pub mp_spent: u8,
    pub main_taken: bool,
    /// The decision to settle now (it may belong to another seat than the one on turn, e.g. a spy tax).
    pub pending: Option<PendingView>,
    /// Decisions waiting under it, next first.
    pub waiting: Vec<PendingView>,
    pub combat: Option<CombatView>,
    /// Set-up: who has made each private choice.
    pub setup: Vec<SetupStatus>,
    /// Legacy tiles in play (card 76).
    pub legacy: Vec<String>,
    pub locations: Vec<LocationView>,
    pub nations: Vec<NationView>,
    /// Cubes on the L6 treasure-fleet spaces.
    pub fleet: Vec<Nation>,
    /// Quest tiles lying on exploration-track spaces: (space, tile).
    pub track_quests: Vec<(String, String)>,
    /// The quest on L1's city quest space.
    pub city_quest: Option<String>,
    pub quest_pile: usize,
    pub quest_pile_top: Option<String>,
    /// Tokens left in each combat pile.
    pub combat_piles: [usize; 2],
    pub draw_pile: usize,
    pub discard_pile: usize,
    pub display: Vec<String>,
    pub buildings: Vec<BuildingView>,
    /// Per exploration line (pack order): explorers that crossed it.
    pub line_crossings: Vec<u8>,
    pub end_arrivals: u8,
    /// Synergy tokens left in the supply.
    pub synergy_supply: Vec<(Synergy, u8)>,
    pub players: Vec<PlayerView>,
    /// The latest public events, oldest first.
    pub log: Vec<EventView>,
    /// Solo: Jeanne's board and latest turn (she is `players[1]`).
    pub solo: Option<SoloView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PhaseView {
    Setup,
    Sail,
    Main,
    Draw,
    /// Scoring step 1 in progress: `interim` after rounds I–III, `final` after round IV.
    Scoring {
        kind: String,
        trigger: Seat,
        /// Players who have finished step 1.
        done: u8,
        /// `choosing`, `settling` or `drawing`.
        stage: String,
    },
    GameOver,
}

/// A waiting decision. `kind` names it (`influence`, `rank`, `discs`, `explore`, `choose`, `village`, `quest`,
/// `combat`, `deliver`, `offer`, `spy-goods`, `extra-sail`, `extra-main`, `fight`, `combat-actions`, `synergy`,
/// `spies-on-card`, `village-cube`, `village-rank`); `amount` is its number (influence steps, discs, explorer
/// spaces, village actions left, goods, MP); `rewards` the codes of a `choose`; `subject` the quest tile, city
/// action or offer concerned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingView {
    pub seat: Seat,
    pub kind: String,
    pub amount: Option<u8>,
    pub rewards: Vec<String>,
    pub subject: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    /// The revealed token; None when both piles were empty.
    pub token: Option<String>,
    pub nation: Option<Nation>,
    pub value: i16,
    /// Combat action types already used: `influence`, `flag`, `village`, `fleet`, or a card id.
    pub used: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupStatus {
    pub cards_chosen: bool,
    pub career_chosen: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationView {
    pub id: String,
    pub name: String,
    /// Ships stopped here.
    pub ships: Vec<Seat>,
    pub cube: Option<Nation>,
    /// The city tile lying here.
    pub tile: Option<String>,
    /// Market spaces at this player count (cities in play only).
    pub market_spaces: Option<u8>,
    /// The good its market takes (with `market_spaces`).
    #[serde(default)]
    pub good: Option<Good>,
    /// Discs delivered this round, by seat.
    pub market: Vec<Seat>,
    pub quests: Vec<String>,
    /// Spies here: (seat, count).
    pub spies: Vec<(Seat, u8)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NationView {
    pub nation: Nation,
    pub reserve_left: u8,
    /// Cubes on map locations and the treasure fleet.
    pub on_board: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildingView {
    /// None while face down.
    pub id: Option<String>,
    pub revealed: bool,
    pub investors: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub ship: String,
    pub explorer: String,
    pub vp: u32,
    pub doubloons: u32,
    pub combat_points: u8,
    pub doubloon_income: u8,
    pub vp_income: u8,
    /// Per nation: France, England, Spain.
    pub influence: [u8; 3],
    pub hand_size: usize,
    pub hand_limit: usize,
    /// Empty until every seat has made its set-up choices.
    pub planning: Vec<String>,
    pub bought: Vec<String>,
    /// Per ship zone: (zone, discs left).
    pub discs: Vec<(String, u8)>,
    /// Emptied (upgraded) zones.
    pub upgrades: Vec<String>,
    pub spies: SpiesView,
    /// None until every seat has made its set-up choices.
    pub career: Option<String>,
    pub goals_claimed: Vec<String>,
    pub quests: usize,
    /// Quest tiles on bought cards: (card, tile).
    pub card_quests: Vec<(String, String)>,
    pub combat_tokens: usize,
    pub synergy: Vec<Synergy>,
    pub compasses: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpiesView {
    pub reserve: u8,
    pub supply: u8,
    pub career: u8,
    pub on_map: Vec<String>,
    pub on_buildings: u8,
    pub on_cards: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventView {
    TurnStarted {
        seat: Seat,
        round: u8,
    },
    Sailed {
        seat: Seat,
        to: String,
        mp: u8,
        spies_passed: u8,
    },
    /// A card drawn, from the display or the pile. Which display card is not named: it is in a hand now, and
    /// the public view names no hand card.
    Drew {
        seat: Seat,
        from_display: bool,
    },
    RoundOver {
        seat: Seat,
        round: u8,
    },
    /// One step of a Jeanne turn (solo).
    Jeanne(JeanneEventView),
    /// Any other move, in its public form (see [`super::moves_log`]).
    Moved {
        seat: Seat,
        action: super::action::Action,
        hidden: u8,
        token: Option<String>,
        /// The reward code a `pick` chose.
        chosen: Option<String>,
    },
}

/// What one seat sees on top of the public view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub hand: Vec<String>,
    /// Set-up: the 8 A cards dealt, until the choice is made.
    pub dealt: Vec<String>,
    /// Set-up: the two careers offered, until one is kept.
    pub careers_offered: Vec<String>,
    /// Set-up: the card planned and the career kept, even before the others have chosen.
    pub planning: Vec<String>,
    pub career: Option<String>,
    /// The decision this seat must settle now, if any.
    pub pending: Option<PendingView>,
}

fn loc_id(pack: &ContentPack, at: LocId) -> String {
    pack.map.location(at).id.clone()
}

fn card_ids(pack: &ContentPack, cards: &[super::content::cards::CardId]) -> Vec<String> {
    cards.iter().map(|&c| pack.cards.card(c).id.clone()).collect()
}

impl Maracaibo {
    pub(crate) fn build_public_view(&self) -> PublicView {
        let (pack, state) = (self.pack(), self.state());
        let started = state.turn.phase != Phase::Setup;
        let pending = &state.turn.pending;
        PublicView {
            pack: self.pack_name().to_string(),
            level: state.level.code().to_string(),
            round: state.round,
            first_player: state.first_player,
            phase: phase_view(state.turn.phase),
            on_turn: on_turn(state),
            to_act: self.to_act(),
            mp_spent: state.turn.mp,
            main_taken: state.turn.main_taken,
            pending: pending.last().map(|p| pending_view(pack, &p.seat, &p.task)),
            waiting: pending
                .iter()
                .rev()
                .skip(1)
                .map(|p| pending_view(pack, &p.seat, &p.task))
                .collect(),
            combat: state.turn.combat.as_ref().map(|c| CombatView {
                token: c.token.map(|t| pack.combat.tokens[t].id.clone()),
                nation: c.nation,
                value: c.value,
                used: c.used.iter().map(|u| combat_type(pack, *u)).collect(),
            }),
            setup: state
                .players
                .iter()
                .map(|p| SetupStatus {
                    cards_chosen: p.dealt.is_empty(),
                    career_chosen: p.career.is_some(),
                })
                .collect(),
            legacy: state.legacy.iter().map(|&l| pack.classic.tile(l).id.clone()).collect(),
            locations: (0..pack.map.locations.len())
                .map(|l| location_view(pack, state, LocId(l as u8)))
                .collect(),
            nations: nation_views(pack, state),
            fleet: state.board.fleet.clone(),
            track_quests: track_quests(pack, state),
            city_quest: state.board.city_quest.map(|q| pack.quests[q].id.clone()),
            quest_pile: state.board.quest_pile.len(),
            quest_pile_top: state.board.quest_pile.last().map(|&q| pack.quests[q].id.clone()),
            combat_piles: [state.board.combat_piles[0].len(), state.board.combat_piles[1].len()],
            draw_pile: state.board.draw_pile.len(),
            discard_pile: state.board.discard.len(),
            display: card_ids(pack, &state.board.display),
            buildings: state
                .board
                .buildings
                .iter()
                .map(|b| BuildingView {
                    id: b.revealed.then(|| pack.prestige.buildings[b.building].id.clone()),
                    revealed: b.revealed,
                    investors: b.investors.clone(),
                })
                .collect(),
            line_crossings: state.board.line_crossings.clone(),
            end_arrivals: state.board.end_arrivals,
            synergy_supply: Synergy::ALL.iter().map(|&s| (s, state.synergy_left(pack, s))).collect(),
            players: (0..state.players.len())
                .map(|seat| player_view(pack, state, seat, started))
                .collect(),
            log: state.log.events.iter().map(|e| event_view(pack, e)).collect(),
            solo: solo_view(pack, state),
        }
    }

    pub(crate) fn build_private_view(&self, seat: Seat) -> PrivateView {
        let (pack, state) = (self.pack(), self.state());
        let Some(player) = state.players.get(seat) else {
            return PrivateView {
                seat,
                hand: Vec::new(),
                dealt: Vec::new(),
                careers_offered: Vec::new(),
                planning: Vec::new(),
                career: None,
                pending: None,
            };
        };
        let career_id = |c: usize| pack.careers.cards[c].id.clone();
        PrivateView {
            seat,
            hand: card_ids(pack, &player.hand),
            dealt: card_ids(pack, &player.dealt),
            careers_offered: player.careers_offered.iter().map(|&c| career_id(c)).collect(),
            planning: card_ids(pack, &player.planning),
            career: player.career.map(career_id),
            pending: state
                .turn
                .pending
                .last()
                .filter(|p| p.seat == seat)
                .map(|p| pending_view(pack, &p.seat, &p.task)),
        }
    }
}

fn on_turn(state: &State) -> Option<Seat> {
    match state.turn.phase {
        Phase::Setup | Phase::GameOver => None,
        _ => Some(state.turn.seat),
    }
}

fn phase_view(phase: Phase) -> PhaseView {
    match phase {
        Phase::Setup => PhaseView::Setup,
        Phase::Sail => PhaseView::Sail,
        Phase::Main => PhaseView::Main,
        Phase::Draw => PhaseView::Draw,
        Phase::GameOver => PhaseView::GameOver,
        Phase::Scoring(step) => PhaseView::Scoring {
            kind: match step.kind {
                Scoring::Interim => "interim",
                Scoring::Final => "final",
            }
            .to_string(),
            trigger: step.trigger,
            done: step.done,
            stage: match step.stage {
                Stage::Choosing => "choosing",
                Stage::Settling { .. } => "settling",
                Stage::Drawing => "drawing",
            }
            .to_string(),
        },
    }
}

pub(crate) fn pending_view(pack: &ContentPack, seat: &Seat, task: &Task) -> PendingView {
    let mut view = PendingView {
        seat: *seat,
        kind: String::new(),
        amount: None,
        rewards: Vec::new(),
        subject: None,
    };
    let (kind, amount) = match task {
        Task::Influence(n) => ("influence", Some(*n)),
        Task::Rank => ("rank", None),
        Task::Discs(n) => ("discs", Some(*n)),
        Task::Explore(n) => ("explore", Some(*n)),
        Task::Choose(rewards) => {
            view.rewards = rewards.iter().map(|r| r.to_string()).collect();
            ("choose", None)
        }
        Task::Village(n) => ("village", Some(*n)),
        Task::Quest(source) => {
            view.subject = Some(quest_source(pack, *source));
            ("quest", None)
        }
        Task::Combat => ("combat", None),
        Task::Deliver(action) => {
            view.subject = Some(action.to_string());
            ("deliver", None)
        }
        Task::Offer(offer) => {
            view.subject = Some(offer_name(*offer));
            ("offer", None)
        }
        Task::SpyGoods { goods, .. } => ("spy-goods", Some(*goods)),
        Task::ExtraSail(n) => ("extra-sail", Some(*n)),
        Task::ExtraMain(n) => ("extra-main", Some(*n)),
        Task::FightFor => ("fight", None),
        Task::CombatActions => ("combat-actions", None),
        Task::SynergyAny => ("synergy", None),
        Task::SpiesOnCard => ("spies-on-card", None),
        Task::VillageCube { rank: false } => ("village-cube", None),
        Task::VillageCube { rank: true } => ("village-rank", None),
    };
    view.kind = kind.to_string();
    view.amount = amount;
    view
}

fn quest_source(pack: &ContentPack, source: QuestSource) -> String {
    match source {
        QuestSource::Location(_, quest) => pack.quests[quest].id.clone(),
        QuestSource::Track(space) => pack.exploration.space(space).id.clone(),
        QuestSource::City => "city".to_string(),
        QuestSource::Card(card) => pack.cards.card(card).id.clone(),
    }
}

fn offer_name(offer: Offer) -> String {
    match offer {
        Offer::DiscardHandFor4d => "discard-hand-4d".to_string(),
        Offer::TwoCpForInfluenceAnd6d => "2cp-influence-6d".to_string(),
        Offer::SpyForVp(vp) => format!("spy-{vp}vp"),
    }
}

fn combat_type(pack: &ContentPack, used: CombatType) -> String {
    match used {
        CombatType::Influence => "influence".to_string(),
        CombatType::Flag => "flag".to_string(),
        CombatType::Village => "village".to_string(),
        CombatType::Fleet => "fleet".to_string(),
        CombatType::Card(card) => pack.cards.card(card).id.clone(),
    }
}

fn location_view(pack: &ContentPack, state: &State, at: LocId) -> LocationView {
    let l = at.0 as usize;
    let location = pack.map.location(at);
    let spies = (0..state.players.len())
        .map(|s| (s, state.players[s].spies.at(at) as u8))
        .filter(|&(_, n)| n > 0)
        .collect();
    // A legacy city's market (L4) exists only with its tile: card 75 does not use it.
    let good = state
        .city(pack, at)
        .and_then(|c| c.good)
        .filter(|_| state.location_in_play(pack, at));
    LocationView {
        id: location.id.clone(),
        name: location.name.clone(),
        ships: (0..state.players.len())
            .filter(|&s| state.players[s].ship == at)
            .collect(),
        cube: state.board.cubes[l],
        tile: state.board.tiles[l].map(|t| pack.cities[t].id.clone()),
        market_spaces: good.and_then(|_| market_spaces(pack, state, at)),
        good,
        market: state.board.markets[l].clone(),
        quests: state.board.quests[l]
            .iter()
            .map(|&q| pack.quests[q].id.clone())
            .collect(),
        spies,
    }
}

fn nation_views(pack: &ContentPack, state: &State) -> Vec<NationView> {
    let on_board = state.board.cubes_on_board();
    Nation::ALL
        .iter()
        .map(|&nation| NationView {
            nation,
            reserve_left: state.board.reserve_left(pack, nation),
            on_board: on_board[nation.index()],
        })
        .collect()
}

fn track_quests(pack: &ContentPack, state: &State) -> Vec<(String, String)> {
    let spaces = state.board.track_quests.iter().enumerate();
    spaces
        .filter_map(|(space, quest)| {
            let quest = (*quest)?;
            Some((pack.exploration.spaces[space].id.clone(), pack.quests[quest].id.clone()))
        })
        .collect()
}

fn player_view(pack: &ContentPack, state: &State, seat: Seat, started: bool) -> PlayerView {
    let player: &Player = &state.players[seat];
    let spies = &player.spies;
    let career = player.career.filter(|_| started);
    PlayerView {
        seat,
        ship: loc_id(pack, player.ship),
        explorer: pack.exploration.space(player.explorer).id.clone(),
        vp: player.vp,
        doubloons: player.doubloons,
        combat_points: player.combat_points,
        doubloon_income: player.doubloon_income,
        vp_income: player.vp_income,
        influence: player.influence,
        hand_size: player.hand.len(),
        hand_limit: player.hand_limit(pack),
        planning: if started {
            card_ids(pack, &player.planning)
        } else {
            Vec::new()
        },
        bought: card_ids(pack, &player.bought),
        discs: (0..player.discs.len())
            .map(|z| (pack.ship.zones[z].id.clone(), player.discs[z]))
            .collect(),
        upgrades: player.emptied_zones().map(|z| pack.ship.zones[z].id.clone()).collect(),
        spies: SpiesView {
            reserve: spies.reserve,
            supply: spies.supply,
            career: spies.career,
            on_map: spies.on_map.iter().map(|&l| loc_id(pack, l)).collect(),
            on_buildings: spies.on_buildings,
            on_cards: spies.on_cards,
        },
        career: career.map(|c| pack.careers.cards[c].id.clone()),
        goals_claimed: match career {
            Some(c) => (0..player.goals_claimed.len())
                .filter(|&g| player.goals_claimed[g])
                .map(|g| pack.careers.cards[c].goals[g].id.clone())
                .collect(),
            None => Vec::new(),
        },
        quests: player.quests.len(),
        card_quests: player
            .card_quests
            .iter()
            .map(|&(c, q)| (pack.cards.card(c).id.clone(), pack.quests[q].id.clone()))
            .collect(),
        combat_tokens: player.combat_tokens.len(),
        synergy: player.synergy.clone(),
        compasses: state.compasses(pack, seat),
    }
}

fn event_view(pack: &ContentPack, event: &Event) -> EventView {
    match *event {
        Event::Jeanne(ref j) => EventView::Jeanne(jeanne_event_view(pack, j)),
        Event::TurnStarted { seat, round } => EventView::TurnStarted { seat, round },
        Event::Sailed {
            seat,
            to,
            mp,
            spies_passed,
        } => EventView::Sailed {
            seat,
            to: loc_id(pack, to),
            mp,
            spies_passed,
        },
        Event::Drew { seat, display } => EventView::Drew {
            seat,
            from_display: display.is_some(),
        },
        Event::RoundOver { seat, round } => EventView::RoundOver { seat, round },
        Event::Moved {
            seat,
            ref action,
            hidden,
            ref token,
            ref chosen,
        } => EventView::Moved {
            seat,
            action: super::action::Action::clone(action),
            hidden,
            token: token.clone(),
            chosen: chosen.clone(),
        },
    }
}
