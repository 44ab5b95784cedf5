//! What the host may show: the public view (everything but the VP chips in hand), each seat's private view
//! (its chips), and the public event log.
//!
//! Arrays indexed by good (`[u8; 5]`) are in data order: corn, indigo, sugar, tobacco, coffee.

use serde::{Deserialize, Serialize};

use super::action::Arrangement;
use super::data::{BuildingId, Good, Role, Tile, GOODS};
use super::{PuertoRico, Step, Variant, EVENT_LOG};
use crate::game::Seat;

/// Why the game ends at the end of the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The colonist supply could not refill the colonist ship.
    Colonists,
    /// A player filled the 12th space of his city.
    CityFull,
    /// The last VP chip of the supply was taken.
    VpChips,
}

/// A public happening. Never carries the VP a seat gained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// `doubloons` = what lay on the card.
    RoleTaken {
        seat: Seat,
        role: Role,
        doubloons: u32,
    },
    /// The prospector's doubloon from the bank.
    ProspectorDoubloon {
        seat: Seat,
    },
    /// The face-down tile drawn with the Hacienda.
    HaciendaTile {
        seat: Seat,
        tile: Tile,
    },
    /// `hospice`: a colonist came with it.
    Planted {
        seat: Seat,
        tile: Tile,
        hospice: bool,
    },
    /// The seat declined its turn in the current role.
    Passed {
        seat: Seat,
        role: Role,
    },
    /// New face-up plantations after the Settler phase; `reshuffled`: the discards were shuffled into the stack.
    PlantationsDrawn {
        count: u32,
        reshuffled: bool,
    },
    /// The mayor's privilege colonist.
    PrivilegeColonist {
        seat: Seat,
    },
    /// The seat declined the free colonist of its move (Mayor's privilege, Hospice or University).
    ColonistDeclined {
        seat: Seat,
    },
    /// Colonists from the colonist ship.
    ColonistsReceived {
        seat: Seat,
        count: u32,
    },
    /// The seat submitted its arrangement (see the seat's board for the result).
    ColonistsArranged {
        seat: Seat,
    },
    /// `count` colonists put on the colonist ship.
    ColonistShipRefilled {
        count: u32,
    },
    /// `university`: a colonist came with it.
    Built {
        seat: Seat,
        building: BuildingId,
        cost: u32,
        university: bool,
    },
    /// Barrels received in the production, per good.
    Produced {
        seat: Seat,
        goods: [u8; GOODS],
    },
    FactoryIncome {
        seat: Seat,
        doubloons: u32,
    },
    /// The craftsman's extra barrel.
    PrivilegeBarrel {
        seat: Seat,
        good: Good,
    },
    /// `price` = doubloons received.
    Sold {
        seat: Seat,
        good: Good,
        price: u32,
    },
    TradingHouseEmptied,
    /// `ship` = capacity of the cargo ship.
    Loaded {
        seat: Seat,
        good: Good,
        count: u32,
        ship: u8,
    },
    Wharf {
        seat: Seat,
        good: Good,
        count: u32,
    },
    /// End of the Captain phase for a seat that had to choose.
    Stored {
        seat: Seat,
        kept: [u8; GOODS],
        discarded: [u8; GOODS],
    },
    ShipUnloaded {
        ship: u8,
        good: Good,
        count: u32,
    },
    RoundEnded {
        round: u32,
    },
    GameEndTriggered {
        reason: EndReason,
    },
    GameOver,
    /// The draft: a seat put a building in play.
    BuildingPicked {
        seat: Seat,
        building: BuildingId,
    },
    /// The draft: a building placed without a pick (its cost had as many candidates left as free spaces).
    BuildingPlaced {
        building: BuildingId,
    },
    /// Colonists moved out of the seat's Guest House at the start of a phase.
    GuestsMoved {
        seat: Seat,
        count: u32,
    },
    /// A plantation placed face down as a forest: `good` is the face-up tile taken (None: the Hacienda's
    /// face-down tile); `hospice`: a Hospice colonist went to San Juan.
    ForestPlanted {
        seat: Seat,
        good: Option<Good>,
        hospice: bool,
    },
    /// What the seat gave the Black Market for the building it builds next.
    BlackMarket {
        seat: Seat,
        colonist: bool,
        barrel: Option<Good>,
        vp: bool,
    },
    /// The seat's Church gave VP chips (how many follows from the building built).
    Church {
        seat: Seat,
    },
    SpecialtyFactoryIncome {
        seat: Seat,
        doubloons: u32,
    },
    /// A sale to the bank through the Trading Post.
    TradingPost {
        seat: Seat,
        good: Good,
        price: u32,
    },
    /// The seat's Union Hall gave VP chips at the start of the Captain phase.
    UnionHall {
        seat: Seat,
    },
    /// Barrels shipped to the bank with the Small Wharf.
    SmallWharf {
        seat: Seat,
        goods: [u8; GOODS],
    },
    LighthouseDoubloons {
        seat: Seat,
        doubloons: u32,
    },
}

/// An event with its sequence number (increasing over the game, so the host can tell what is new).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Logged {
    pub seq: u32,
    pub event: Event,
}

/// The latest [`EVENT_LOG`] events in a fixed ring (the state stays free of heap data and cheap to clone).
/// Stored as the list of events, oldest first. `Copy`, so that cloning the state is one memory copy.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(from = "Vec<Logged>", into = "Vec<Logged>")]
pub struct EventLog {
    ring: [Logged; EVENT_LOG],
    /// Index of the oldest event.
    start: u8,
    len: u8,
    /// Sequence number of the next event.
    next: u32,
}

impl EventLog {
    pub fn new() -> EventLog {
        EventLog {
            ring: [Logged {
                seq: 0,
                event: Event::GameOver,
            }; EVENT_LOG],
            start: 0,
            len: 0,
            next: 0,
        }
    }

    pub fn push(&mut self, event: Event) {
        let logged = Logged { seq: self.next, event };
        self.next += 1;
        // A full ring writes over its oldest event, at `start`, where `start + len` wraps to.
        self.ring[(self.start as usize + self.len as usize) % EVENT_LOG] = logged;
        if (self.len as usize) < EVENT_LOG {
            self.len += 1;
        } else {
            self.start = ((self.start as usize + 1) % EVENT_LOG) as u8;
        }
    }

    /// Oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Logged> + '_ {
        (0..self.len as usize).map(move |i| &self.ring[(self.start as usize + i) % EVENT_LOG])
    }
}

/// Two logs are equal when they hold the same events (wherever the ring starts).
impl PartialEq for EventLog {
    fn eq(&self, other: &EventLog) -> bool {
        self.next == other.next && self.iter().eq(other.iter())
    }
}

impl Eq for EventLog {}

impl Default for EventLog {
    fn default() -> Self {
        EventLog::new()
    }
}

impl From<Vec<Logged>> for EventLog {
    fn from(events: Vec<Logged>) -> EventLog {
        let mut log = EventLog::new();
        for logged in &events[events.len().saturating_sub(EVENT_LOG)..] {
            log.next = logged.seq;
            log.push(logged.event);
        }
        log
    }
}

impl From<EventLog> for Vec<Logged> {
    fn from(log: EventLog) -> Vec<Logged> {
        log.iter().copied().collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct RoleView {
    pub role: Role,
    pub doubloons: u32,
    /// Who took it this round.
    pub taken_by: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct IslandTile {
    pub tile: Tile,
    pub occupied: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct CityBuilding {
    pub building: BuildingId,
    pub colonists: u8,
    pub circles: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    /// Island tiles grouped by kind (data order), occupied ones first within a kind.
    pub island: Vec<IslandTile>,
    /// Buildings in build order.
    pub city: Vec<CityBuilding>,
    pub city_spaces_used: u32,
    /// Forests on the island (they fill island spaces, without circles).
    pub forests: u32,
    pub san_juan: u8,
    pub doubloons: u32,
    pub goods: [u8; GOODS],
    /// Whether the seat holds any VP chip (how many is secret).
    pub has_vp_chips: bool,
    pub governor: bool,
    /// The Mayor arrangement the seat is editing step by step, if any.
    pub draft: Option<Arrangement>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ShipView {
    pub capacity: u8,
    pub good: Option<Good>,
    pub count: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub players: usize,
    pub round: u32,
    pub governor: Seat,
    pub step: Step,
    /// The role being played and who took it.
    pub role: Option<Role>,
    pub role_seat: Option<Seat>,
    pub to_act: Vec<Seat>,
    /// The role cards in play.
    pub roles: Vec<RoleView>,
    pub seats: Vec<SeatView>,
    pub colonist_ship: u32,
    pub colonist_supply: u32,
    /// VP chips left in the supply (0 once exhausted).
    pub vp_supply: u32,
    pub cargo_ships: Vec<ShipView>,
    pub trading_house: Vec<Good>,
    pub goods_supply: [u8; GOODS],
    pub face_up_plantations: Vec<Tile>,
    pub plantation_stack: u32,
    pub plantation_discards: u32,
    pub quarries: u32,
    /// Copies left per building in play, table order (sold-out ones included with 0).
    pub buildings_left: Vec<(BuildingId, u8)>,
    /// The building option.
    pub variant: Variant,
    /// During the draft: per cost with free spaces, (cost, free spaces, candidates left).
    pub draft: Vec<(u8, u8, Vec<BuildingId>)>,
    /// Empty until something ends the game at the end of this round.
    pub end_triggered: Vec<EndReason>,
    pub game_over: bool,
    /// The latest public events, oldest first (bounded).
    pub events: Vec<Logged>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub vp_chips: u32,
}

impl PuertoRico {
    pub(super) fn build_public_view(&self) -> PublicView {
        PublicView {
            players: self.n(),
            round: self.round,
            governor: self.governor as Seat,
            step: self.step,
            role: self.role,
            role_seat: self.role.map(|_| self.role_seat as Seat),
            to_act: self.to_act_seats(),
            roles: Role::in_game(self.n())
                .iter()
                .map(|&role| RoleView {
                    role,
                    doubloons: self.role_doubloons[role.index()],
                    taken_by: self.role_taken[role.index()].map(Seat::from),
                })
                .collect(),
            seats: (0..self.n()).map(|seat| self.seat_view(seat)).collect(),
            colonist_ship: self.colonist_ship,
            colonist_supply: self.colonist_supply,
            vp_supply: self.vp_supply.max(0) as u32,
            cargo_ships: self
                .ships
                .iter()
                .map(|s| ShipView {
                    capacity: s.capacity,
                    good: s.good,
                    count: s.count,
                })
                .collect(),
            trading_house: expand(&self.house, Good::from_index),
            goods_supply: self.goods_supply,
            face_up_plantations: expand(&self.face_up, |i| Tile::plantation(Good::from_index(i))),
            plantation_stack: sum(&self.stack),
            plantation_discards: sum(&self.discards),
            quarries: self.quarries as u32,
            buildings_left: self
                .in_play
                .iter()
                .map(|b| (b, self.building_supply[b.index()]))
                .collect(),
            variant: self.variant,
            draft: self.draft_view(),
            end_triggered: self.end.reasons(),
            game_over: self.step == Step::Over,
            events: self.events.iter().copied().collect(),
        }
    }

    fn draft_view(&self) -> Vec<(u8, u8, Vec<BuildingId>)> {
        if self.step != Step::Draft {
            return Vec::new();
        }
        (1..=10u8)
            .filter(|&cost| self.free_spaces(cost) > 0)
            .map(|cost| (cost, self.free_spaces(cost), self.draft_candidates(cost).collect()))
            .collect()
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        let p = &self.seats[seat];
        let mut island = Vec::with_capacity(p.island_tiles() as usize);
        for tile in Tile::ALL {
            let (count, manned) = (p.tiles[tile.index()], p.manned[tile.index()]);
            island.extend((0..count).map(|i| IslandTile {
                tile,
                occupied: i < manned,
            }));
        }
        SeatView {
            seat,
            island,
            city: p
                .buildings()
                .iter()
                .map(|s| CityBuilding {
                    building: s.building,
                    colonists: s.colonists,
                    circles: s.building.info().circles,
                })
                .collect(),
            city_spaces_used: p.city_spaces(),
            forests: p.forest_count(),
            san_juan: p.san_juan,
            doubloons: p.doubloons,
            goods: p.goods,
            has_vp_chips: p.vp_chips > 0,
            governor: seat == self.governor as Seat,
            draft: self.draft(seat),
        }
    }
}

fn sum(counts: &[u8]) -> u32 {
    counts.iter().map(|&n| n as u32).sum()
}

/// Lists `counts[i]` copies of `item(i)` for each index.
fn expand<T>(counts: &[u8], item: impl Fn(usize) -> T) -> Vec<T> {
    counts
        .iter()
        .enumerate()
        .flat_map(|(i, &n)| (0..n).map(move |_| i))
        .map(item)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_log_keeps_the_latest_events_and_round_trips() {
        let mut log = EventLog::new();
        for round in 0..100 {
            log.push(Event::RoundEnded { round });
        }
        let seqs: Vec<u32> = log.iter().map(|l| l.seq).collect();
        assert_eq!(seqs, (100 - EVENT_LOG as u32..100).collect::<Vec<_>>());
        let json = serde_json::to_string(&log).unwrap();
        let back: EventLog = serde_json::from_str(&json).unwrap();
        assert_eq!(back, log);
        let mut a = back;
        let mut b = log;
        a.push(Event::GameOver);
        b.push(Event::GameOver);
        assert_eq!(a, b);
        assert_eq!(a.iter().last().unwrap().seq, 100);
    }
}
