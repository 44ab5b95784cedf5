//! What the table sees ([`PublicView`]) and what one seat sees on top of it ([`PrivateView`]: his money).
//!
//! With `money:hidden` no seat's money is in the public view until the game is over; bids, bribes, supports and
//! payments are public as they happen (they are in the bids, the proposals and the events).

use serde::Serialize;

use crate::game::Seat;
use crate::santiago::bidding::Bid;
use crate::santiago::board::Plot;
use crate::santiago::data::{self, Money, Options, Tile};
use crate::santiago::events::Event;
use crate::santiago::geometry::{positions_in, Intersection, Position, Square};
use crate::santiago::{Phase, Santiago};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PublicView {
    pub players: usize,
    pub options: Options,
    /// 1-based; 0 while the spring is being placed.
    pub round: u8,
    pub rounds: u8,
    pub phase: Phase,
    /// Who must act, and what he must decide (`None` once the game is over).
    pub to_act: Option<Seat>,
    pub decision: Option<Decision>,
    pub overseer: Seat,
    pub spring: Option<Intersection>,
    /// The 48 squares in index order (`a1`, `b1`, … `h6`).
    pub squares: Vec<SquareView>,
    pub canals: Vec<Position>,
    /// Empty positions touching the spring or a canal: where a canal may go now.
    pub open_positions: Vec<Position>,
    pub proposals: Vec<ProposalView>,
    /// The face-up tiles still on auction.
    pub auction: Vec<Tile>,
    /// 3–4 players: the tile removed face up at set-up.
    pub removed_tile: Option<Tile>,
    pub stacks: usize,
    /// Tiles still face down in each stack.
    pub tiles_per_stack: u8,
    /// This round's bids in speaking order.
    pub bids: Vec<BidView>,
    /// This round's placement order (from phase 3), and how many of them placed already.
    pub placement_order: Vec<Seat>,
    pub placed: usize,
    pub personal_canals: Vec<bool>,
    pub supply_canals: u8,
    pub workers_left: Vec<u8>,
    /// Every seat's money: with `money:open`, or once the game is over.
    pub money: Option<Vec<u32>>,
    /// Recent public events, oldest first.
    pub events: Vec<Event>,
    /// Events logged since set-up: the last of `events` is number `events_total`.
    pub events_total: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SquareView {
    pub square: Square,
    pub plot: Option<Plot>,
    pub palm: bool,
    pub irrigated: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProposalView {
    pub position: Position,
    pub proposer: Seat,
    pub total: u32,
    /// (seat, amount) for every contributor, the proposer first.
    pub contributions: Vec<(Seat, u32)>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BidView {
    pub seat: Seat,
    /// `None` for a pass.
    pub amount: Option<u32>,
}

/// What the seat to act must decide.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Decision {
    /// Place the spring on an intersection.
    Spring,
    /// Bid (differently from the bids so far) or pass.
    Bid,
    /// Take a tile and place it; `passed`: one worker fewer than printed.
    Place { passed: bool },
    /// 3 players: place the last tile without worker next to a green tile.
    Neutral,
    /// Propose, support or pass.
    Bribe,
    /// Accept a proposal, or build on an unproposed position for `cost`.
    Overseer { cost: u32 },
    /// Place the personal canal or pass.
    Canal,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub money: u32,
}

impl Santiago {
    pub(crate) fn view(&self) -> PublicView {
        let n = self.players();
        let irrigated = self.board.irrigated();
        PublicView {
            players: n,
            options: self.options,
            round: self.round,
            rounds: self.rounds(),
            phase: self.phase,
            to_act: (self.phase != Phase::Over).then_some(self.actor as Seat),
            decision: self.decision(),
            overseer: self.overseer as Seat,
            spring: self.board.spring(),
            squares: Square::all()
                .map(|square| SquareView {
                    square,
                    plot: self.board.plot(square).copied(),
                    palm: self.board.palms() & square.bit() != 0,
                    irrigated: irrigated & square.bit() != 0,
                })
                .collect(),
            canals: positions_in(self.board.canals()).collect(),
            open_positions: positions_in(self.board.open_positions()).collect(),
            proposals: self.proposals().map(|p| self.proposal_view(p)).collect(),
            auction: self.auction().collect(),
            removed_tile: self.removed_tile(),
            stacks: data::stacks(n),
            tiles_per_stack: self.rounds() - self.round,
            bids: self
                .bids()
                .map(|(seat, bid)| BidView {
                    seat,
                    amount: if let Bid::Escudos(n) = bid { Some(n) } else { None },
                })
                .collect(),
            placement_order: self.placement_order().iter().map(|&s| s as Seat).collect(),
            placed: self.placed_count(),
            personal_canals: self.personal_canals[..n].to_vec(),
            supply_canals: self.supply_canals,
            workers_left: self.workers[..n].to_vec(),
            money: (self.options.money == Money::Open || self.phase == Phase::Over).then(|| self.money[..n].to_vec()),
            events: self.recent_events(),
            events_total: self.events.total(),
        }
    }

    fn proposal_view(&self, proposal: &crate::santiago::bribes::Proposal) -> ProposalView {
        let proposer = proposal.proposer as Seat;
        let others = (0..self.players()).filter(|&s| s != proposer && proposal.amounts[s] > 0);
        ProposalView {
            position: proposal.position,
            proposer,
            total: proposal.total(),
            contributions: std::iter::once(proposer)
                .chain(others)
                .map(|s| (s, proposal.amounts[s]))
                .collect(),
        }
    }

    fn placed_count(&self) -> usize {
        match self.phase {
            Phase::Placement => self.step as usize,
            Phase::Spring | Phase::Bidding => 0,
            _ => self.players(),
        }
    }

    fn decision(&self) -> Option<Decision> {
        Some(match self.phase {
            Phase::Spring => Decision::Spring,
            Phase::Bidding => Decision::Bid,
            Phase::Placement => Decision::Place {
                passed: self.bid_of(self.actor as Seat) == Some(Bid::Pass),
            },
            Phase::Neutral => Decision::Neutral,
            Phase::Bribes => Decision::Bribe,
            Phase::Overseer => Decision::Overseer {
                cost: self.rejection_cost(),
            },
            Phase::PersonalCanal => Decision::Canal,
            Phase::Over => return None,
        })
    }
}
