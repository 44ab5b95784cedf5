//! Santiago (Amigo, 2003) for 3 to 5 players: the published French rules, plus the project's geometry,
//! components and rulings (which win over the text where they differ).
//!
//! # Design
//! The state is one plain value of fixed arrays (cheap to clone): the board (tiles, palms, canals, spring as bit
//! masks), the shuffled tiles, money, workers and canals per seat, this round's bids and proposals, and a bounded
//! log of public events. Every decision is taken by one seat at a time ([`Santiago::to_act`] is never longer than
//! one): the seed text gives an order for every phase. The automatic steps (the overseer change, drought, income,
//! revealing the next tiles, the final drought and scoring) run inside the move that completes the phase before
//! them. Each move is checked completely before anything changes, so a refused move leaves the state untouched.
//! All randomness (shuffle, first overseer, random spring, palms) comes from a `ChaCha8Rng` seeded by the seed
//! and stored in the state.
//!
//! One file per phase or concept: [`geometry`] and [`data`] (tables), [`board`], [`setup`], [`bidding`],
//! [`placement`], [`bribes`] (bribes and the overseer's choice), [`canal`] (personal canal), [`drought`],
//! [`round`] (round flow and income), [`scoring`], [`action`] (move texts), [`legal`], [`view`], [`events`],
//! [`errors`], [`resample`] (a state one seat cannot tell from this one, for the AI).
//!
//! # Rulings where the rules are open
//! 1. The first canal overseer is drawn at random from the seed ("choisir un premier joueur").
//! 2. A bid may be 0 (it is a bid, not a pass: all workers, and it must differ from the other bids).
//! 3. 3 players: when everybody passed there is no highest bidder; the 4th tile is placed by the first player
//!    of the placement order (the last to pass).
//! 4. 3 players: if no empty square borders a tile that is not a desert, the 4th tile may go on any empty square.
//! 5. An overseer who must build elsewhere with no proposal at all (cost 1) and holds no money builds for free
//!    (he pays what he has). With proposals, an overseer who cannot pay the largest total + 1 must accept one.
//! 6. When every open position was proposed, the overseer must accept a proposal (nowhere else to build).
//! 7. Workers taken off a tile (drought, desert) go back to their owner's supply.
//! 8. Random spring (`spring:random`): any of the 20 intersections, uniformly.
//! 9. Palms: placed at random right after the spring; a palm is never on a square touching the spring nor on a
//!    square sharing a side with one of those, and two palms never share a side or a corner (the strictest
//!    reading of "non voisins", which satisfies every reading). A palm counts for the tile's owner only while
//!    at least one of his workers is on the tile; it is not a worker for the drought (it never saves a tile);
//!    the neutral 3-player tile gains nothing from a palm.
//! 10. The neutral tile and a tile placed with 0 workers (a passer's 1-worker tile) hold no worker: at their first
//!     drought without water they become deserts.
//! 11. Score = money left + field income; the breakdown lists money, field income and (palms variant) palm
//!     income. Equal scores share the rank (no tie-break).
//! 12. With `money:hidden`, money appears in the public view only once the game is over; everything spoken
//!     (bids, bribes, supports, payments of bids and of building elsewhere) is public as it happens.
//! 13. Quick buttons ([`Santiago::board_suggestions`], shown on the public board): with `money:hidden` they never
//!     depend on anybody's money: pass and the lowest amounts nobody bid yet from 0 (20 buttons in all), offers
//!     of 1 on every proposal and free position even for a player with no money, and the overseer's builds
//!     elsewhere whether or not he can pay. Pressing one the player cannot afford is refused like the typed
//!     move (to him alone). A placement offers every kind of tile on auction, the same number of squares each,
//!     best first (joining a field of the same crop, then watered, then next to where a canal may go).
//! 14. Resampling for the AI ([`resample`]): the face-down tiles of the stacks are dealt again; money, even
//!     hidden, is kept, because every change to a purse is public as it happens (see [`resample`]).

pub mod action;
pub mod bidding;
pub mod board;
pub mod bribes;
pub mod canal;
pub mod data;
pub mod drought;
pub mod errors;
pub mod events;
pub mod geometry;
pub mod legal;
pub mod placement;
pub mod resample;
pub mod round;
pub mod scoring;
mod serde_array;
pub mod setup;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::error::{keys, RuleError};
use crate::game::{Game, GameOption, Outcome, Seat};

pub use action::Action;
pub use board::{Board, Plot};
pub use data::{Crop, Money, Options, Spring, Tile};
pub use errors::{ERROR_KEYS, SCORE_KEYS};
pub use events::{Event, SquareSet};
pub use geometry::{Intersection, Position, Square};
pub use view::{BidView, Decision, PrivateView, ProposalView, PublicView, SquareView};

use bidding::Bid;
use bribes::Proposal;
use data::{MAX_PLAYERS, TILES};
use events::EventLog;

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Set-up: the first overseer places the spring.
    Spring,
    /// Phase 1.
    Bidding,
    /// Phase 3.
    Placement,
    /// Phase 3, 3 players: the 4th tile.
    Neutral,
    /// Phase 4: proposals and supports.
    Bribes,
    /// Phase 4: the overseer accepts a proposal or builds elsewhere.
    Overseer,
    /// Phase 5.
    PersonalCanal,
    Over,
}

impl Phase {
    /// The phase's stable name (message keys are built from it).
    pub fn id(self) -> &'static str {
        match self {
            Phase::Spring => "spring",
            Phase::Bidding => "bidding",
            Phase::Placement => "placement",
            Phase::Neutral => "neutral",
            Phase::Bribes => "bribes",
            Phase::Overseer => "overseer",
            Phase::PersonalCanal => "canal",
            Phase::Over => "over",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Santiago {
    players: u8,
    options: Options,
    rng: ChaCha8Rng,
    /// 1-based once the first round started (0 while the spring is being chosen).
    round: u8,
    phase: Phase,
    /// The seat to act (meaningless once over).
    actor: u8,
    /// Turns already taken in the current phase (its meaning depends on the phase).
    step: u8,
    overseer: u8,
    money: [u32; MAX_PLAYERS],
    /// Workers each seat has not placed (or got back).
    workers: [u8; MAX_PLAYERS],
    /// Whether each seat still holds his personal canal.
    personal_canals: [bool; MAX_PLAYERS],
    /// Canals left in the general supply.
    supply_canals: u8,
    board: Board,
    /// The shuffled tiles: stack `s` is `deck[s * rounds .. (s + 1) * rounds]`, top first; with 3–4 players the
    /// last tile is the one removed face up.
    #[serde(with = "serde_array")]
    deck: [Tile; TILES],
    /// The face-up tiles of this round, by stack; `None` once taken.
    auction: [Option<Tile>; MAX_PLAYERS],
    /// This round's bids in speaking order.
    bids: [Option<(u8, Bid)>; MAX_PLAYERS],
    /// Placement order of this round (valid from phase 3).
    order: [u8; MAX_PLAYERS],
    /// This round's proposals in the order they were made.
    proposals: [Option<Proposal>; MAX_PLAYERS - 1],
    events: EventLog,
}

impl Santiago {
    /// Number of seats (the same as [`Game::players`], without importing the trait).
    pub fn players(&self) -> usize {
        self.players as usize
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How far the seeded generator has run: it moves whenever something is drawn at random (the palms), so
    /// `/undo` can tell a move that drew something.
    pub fn random_draws(&self) -> u128 {
        self.rng.get_word_pos()
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn rounds(&self) -> u8 {
        data::rounds(self.players())
    }

    pub fn overseer(&self) -> Seat {
        self.overseer as Seat
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn money(&self, seat: Seat) -> u32 {
        self.money[seat]
    }

    /// Workers `seat` has in his supply.
    pub fn workers_left(&self, seat: Seat) -> u8 {
        self.workers[seat]
    }

    pub fn has_personal_canal(&self, seat: Seat) -> bool {
        self.personal_canals[seat]
    }

    pub fn supply_canals(&self) -> u8 {
        self.supply_canals
    }

    /// The face-up tiles still on auction.
    pub fn auction(&self) -> impl Iterator<Item = Tile> + '_ {
        self.auction.iter().flatten().copied()
    }

    /// Tiles still face down in the stacks.
    pub fn tiles_in_stacks(&self) -> usize {
        let per_stack = (self.rounds() - self.round) as usize;
        per_stack * data::stacks(self.players())
    }

    /// The tile removed face up at set-up (3–4 players).
    pub fn removed_tile(&self) -> Option<Tile> {
        (self.players() < 5).then(|| self.deck[TILES - 1])
    }

    pub fn recent_events(&self) -> Vec<Event> {
        self.events.to_vec()
    }

    /// The seat `k` places to the left of the overseer (clockwise), `k = 1` being his left neighbour.
    fn seat_after_overseer(&self, k: usize) -> u8 {
        ((self.overseer as usize + k) % self.players()) as u8
    }

    fn log(&mut self, event: Event) {
        self.events.push(event);
    }
}

impl Game for Santiago {
    type Action = Action;
    type Options = Options;
    type PublicView = PublicView;
    type PrivateView = PrivateView;

    const ID: &'static str = "santiago";
    const PLAYERS: RangeInclusive<usize> = 3..=5;

    fn parse_options(options: &[GameOption]) -> Result<Options, RuleError> {
        Options::parse(options)
    }

    fn new(players: usize, options: &Options, seed: u64) -> Result<Santiago, RuleError> {
        Santiago::setup(players, *options, seed)
    }

    fn players(&self) -> usize {
        self.players as usize
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Over => Vec::new(),
            _ => vec![self.actor as Seat],
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.phase == Phase::Over || seat != self.actor as Seat {
            return Vec::new();
        }
        self.legal()
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::new(keys::GAME_OVER));
        }
        if seat != self.actor as Seat {
            return Err(RuleError::new(keys::NOT_YOUR_TURN).with("seat", seat));
        }
        match (self.phase, *action) {
            (Phase::Spring, Action::Spring(at)) => self.choose_spring(at),
            (Phase::Bidding, Action::Bid(bid)) => self.bid(bid),
            (Phase::Placement | Phase::Neutral, Action::Place(tile, square)) => self.place(tile, square),
            (Phase::Bribes, Action::Bribe(position, amount)) => self.propose(position, amount),
            (Phase::Bribes, Action::Support(position, amount)) => self.support(position, amount),
            (Phase::Bribes, Action::BribePass) => self.pass_bribe(),
            (Phase::Overseer, Action::Accept(position)) => self.accept(position),
            (Phase::Overseer, Action::Build(position)) => self.build_elsewhere(position),
            (Phase::PersonalCanal, Action::Canal(position)) => self.personal_canal(position),
            _ => Err(RuleError::new(errors::WRONG_PHASE).word("expected", self.expected_verb())),
        }
    }

    fn public_view(&self) -> PublicView {
        self.view()
    }

    fn private_view(&self, seat: Seat) -> PrivateView {
        PrivateView {
            seat,
            money: self.money[seat],
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn suggested_actions(&self, seat: Seat) -> Vec<Action> {
        if self.phase == Phase::Over || seat != self.actor as Seat {
            return Vec::new();
        }
        self.suggestions()
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        match text.trim().to_lowercase().as_str() {
            word if action::is_pass(word) && self.phase == Phase::Over => Err(RuleError::new(keys::GAME_OVER)),
            word if action::is_pass(word) => self
                .pass_here()
                .ok_or_else(|| RuleError::new(errors::WRONG_PHASE).word("expected", self.expected_verb())),
            _ => text.parse(),
        }
    }

    /// The face-down tiles are dealt again and the generator reseeded; money is kept (rulings in [`resample`]).
    fn resample<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        self.resampled(seat, rng)
    }

    fn random_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if self.phase == Phase::Over || seat != self.actor as Seat {
            return None;
        }
        Some(self.sample(rng))
    }
}

impl Santiago {
    /// The verb the current phase expects, for [`errors::WRONG_PHASE`].
    fn expected_verb(&self) -> &'static str {
        match self.phase {
            Phase::Spring => "spring",
            Phase::Bidding => "bid",
            Phase::Placement | Phase::Neutral => "place",
            Phase::Bribes => "bribe",
            Phase::Overseer => "overseer",
            Phase::PersonalCanal | Phase::Over => "canal",
        }
    }

    /// The pass move of the current phase, if it has one.
    fn pass_here(&self) -> Option<Action> {
        match self.phase {
            Phase::Bidding => Some(Action::Bid(None)),
            Phase::Bribes => Some(Action::BribePass),
            Phase::PersonalCanal => Some(Action::Canal(None)),
            _ => None,
        }
    }
}
