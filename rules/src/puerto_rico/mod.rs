//! Puerto Rico (Andreas Seyfarth, alea/Ravensburger 2002), base game for 3 to 5 players.
//!
//! Rules: the published French rules (with their clarifications and an online host's conventions), and the
//! project's data tables and rulings, which win over the texts where they differ.
//!
//! # Design
//! The state is one plain value with fixed-size arrays (cheap to clone, no per-action allocation):
//! island tiles, face-up plantations, the plantation stack and the discards are *counts per kind* — identical
//! tiles are interchangeable, and drawing a uniformly random tile from the counts with the seeded
//! [`ChaCha8Rng`] is the same as drawing from a shuffled stack. The game is a sequence of [`Step`]s:
//! choosing a role, then the role's phase, in which seats act one after the other starting with the role's
//! taker (Settler, Builder, Trader, Captain loading) or all at once (the Mayor's arrangements and the Captain's
//! storage, where `to_act` lists every seat that still has to answer). Seats that cannot do anything in a phase
//! are skipped, and nothing that is not a decision waits for input (production, the prospector's doubloon,
//! storage of a seat that keeps all its barrels anyway). Forced decisions are still asked (listed as the single
//! legal action).
//!
//! Seat 0 is the first governor and gets the first start tile (indigo).
//!
//! During the Mayor phase [`Game::legal_actions`] lists every arrangement (hundreds of thousands on a big board)
//! and the steps of the draft (see [`draft`]); the host should rather offer [`Game::suggested_actions`] (the
//! draft or [`PuertoRico::default_arrangement`] first, then one-colonist steps), list with
//! [`Game::legal_starting_with`] and count with [`Game::legal_count`], which never list every arrangement.
//! [`Game::random_action`] draws a uniform arrangement without listing them.
//!
//! # Rulings where the rules are open
//! 1. The mayor's privilege colonist and the Hospice and University colonists may be declined (the rules say
//!    "may"), by the same move with `no-colonist` (`role mayor no-colonist`, `plant corn no-colonist`,
//!    `build small-market no-colonist`). Declining only matters for the colonist end of the game (a colonist
//!    more never hurts its owner, since occupied buildings need not be used), so it is offered — listed and
//!    accepted — only once the supply runs low: when it holds at most twice a bound on the next refill
//!    (max(players, every circle on every player's buildings) + 3 per player for the buildings that may come
//!    before it), so whenever taking it could make one of the next refills fall short (the supply empty
//!    included, when the Hospice or University colonist would come from the ship). With more in the supply the plain move takes the colonist, as before. Choosing within the
//!    move keeps the game replayable from its old logs: a plain move means what it always meant, and no new
//!    question is ever asked.
//! 2. The Hacienda may be used even when it fills the island's last space (the face-up pick is then lost).
//!    After the Hacienda draw, the same seat goes on with its normal pick (or `pass`). The Hacienda tile comes
//!    from the face-down stack (the discards are reshuffled into it if it is empty).
//! 3. Mayor: a seat owning no colonist at all is skipped; every other seat submits an arrangement, even when it
//!    has a single legal one (the host plays a single legal move for it). An arrangement must place exactly
//!    `min(colonists, circles)` colonists. It may also be built step by step from the suggested one (see
//!    [`draft`]).
//! 4. Storage: a seat must use every warehouse kind and keep its single barrel (it never throws away more than
//!    the rules force). A seat that can keep everything is not asked; a seat with a forced choice is asked.
//! 5. Captain: among empty ships, every ship that takes the largest possible load of that good is allowed
//!    (e.g. 3 tobacco may go on the 5 or the 6 ship). The captain's bonus is paid on his first load, ship or
//!    wharf. A seat that cannot load is skipped (its turn comes back if it can load again — it never can once
//!    unable, since ships only fill up). The Wharf is never compulsory: a seat that can load only with its
//!    Wharf is offered its Wharf loads and `pass`; passing gives up the Wharf for the rest of the phase.
//! 6. The VP-chip trigger fires when the supply reaches 0 (the last chip is taken); later points are still
//!    scored (the supply goes negative, shown as 0).
//! 7. Tied standings share the rank when score and doubloons + barrels are equal.
//! 8. With 5 players the two prospector cards are distinct cards (`prospector`, `prospector-2`), each keeping
//!    its own doubloons.
//! 9. In the Settler, Builder and Trader phases a seat that cannot take, build or sell anything is skipped
//!    (no `pass` is asked of it); production is done for every seat at once.
//! 10. Plantation draws are uniform draws from the counts left in the stack (the same as drawing from five
//!     shuffled face-down piles).
//! 11. The public event log shows how many barrels a seat shipped, as the board does, never the VP it gained.
//!
//! # The expansion buildings (options `extension` and `random`)
//! The buildings and their effects are described in docs/puerto-rico.md (Buildings); in code the effects are in
//! the phase files, the Library, Guest House and Black Market in `expansion`, the draft and the random selection in
//! `selection`. The state records the variant and the buildings in play only when they differ from the base game,
//! so base games keep their stored form. Rulings where the expansion's rules are silent:
//! 1. The Guest House move comes after the role is chosen (its card's doubloons taken) and before anything of
//!    its phase. It is not asked before the Mayor (his phase rearranges every colonist) nor the Prospector (no
//!    phase).
//! 2. The Library works when its owner's privilege is used (so a guest moved onto it counts). `role mayor
//!    no-colonist` declines both colonists. The settler's second tile comes right after his first (Hospice
//!    colonist included, the Hacienda only before the first); the craftsman's second barrel may be any kind he
//!    produced, the same again included; the Trading Post's sale gets the doubled trader bonus too.
//! 3. Aqueduct: a large Indigo Plant or Sugar Mill's circles count before the small building's, so the owner
//!    receives from the large one whenever it is occupied and he receives that good at all.
//! 4. Black Market: the price is fixed before the items are given (giving a quarry's colonist keeps the
//!    discount). The items must cover what the doubloons lack and may not exceed the price; more items than
//!    the shortfall are allowed (each replaces a doubloon). The University colonist and the Church still apply.
//! 5. Storehouse: like the base storage ruling, a seat keeps as many barrels as it may (its warehouse kinds,
//!    then `min(4, barrels left)` loose ones).
//! 6. Small Wharf: `pass` (when no cargo ship can take a barrel) gives up both the Wharf and the Small Wharf for
//!    the phase. Its delivery of 1 barrel gives 0 VP plus the bonuses (captain, Harbor).
//! 7. Lighthouse: the captain's extra doubloon comes at the end of the Captain phase even if he delivered
//!    nothing. Church, Union Hall and Small Wharf chips can empty the VP supply and end the game like loads.
//! 8. Specialty Factory: the other seats are paid at production, the craftsman at the end of his phase.
//! 9. A forest keeps the good of its tile only so that every tile stays counted; the Hacienda's forest is not
//!    shown (it is drawn face down).
//! 10. The draft's automatic placement (a cost with as many candidates left as free spaces) is implemented, but
//!     with the board's table it never happens: a pick lowers candidates and free spaces together, and the
//!     Hacienda/Forest House exclusion only takes cost 2 from 4 candidates for 2 spaces to 2 for 1. So the draft
//!     is always 17 picks.
//! 11. `variant:aléatoire` (the French label) is read as `random`. In a base game the expansion's buildings are
//!     refused as not in play.

pub mod action;
mod builder;
mod captain;
mod craftsman;
pub mod data;
mod draft;
pub mod errors;
mod expansion;
mod mayor;
mod player;
mod roles;
mod scoring;
mod selection;
mod settler;
mod setup;
#[cfg(test)]
mod tests;
mod trader;
pub mod view;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub use action::{Action, Arrangement, BlackMarket, FreeColonist, Keep, Place, ShipTarget};
pub use data::{BuildingId, Good, Role, Tile};
pub use errors::{ERROR_KEYS, SCORE_KEYS};
pub use player::{CitySlot, Player};
pub use setup::Totals;
pub use view::{EndReason, Event, EventLog, Logged, PrivateView, PublicView};

use crate::error::{keys, RuleError};
use crate::game::{Game, GameOption, Outcome, Seat, SUGGESTION_LIMIT};
use data::{BuildingSet, BUILDING_KINDS, GOODS, ROLES};

/// The building set, the `/start` option `variant`. Stored games made before the option
/// existed have no such field and read as `Base`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Only the base game's 23 buildings (option `basis`, alias `base`).
    #[default]
    Base,
    /// The expansion buildings, drafted by the players before round 1 (`pick <building>`).
    Extension,
    /// The expansion buildings, drawn at random at set-up.
    Random,
}

impl Variant {
    fn is_base(&self) -> bool {
        *self == Variant::Base
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub variant: Variant,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// Extension: the players pick the buildings in play before round 1.
    Draft,
    /// Guest House owners may move their guests out before the role's phase starts.
    Guests,
    ChooseRole,
    Settle,
    Arrange,
    Build,
    CraftPrivilege,
    Sell,
    Load,
    Store,
    Over,
}

impl Step {
    pub fn id(self) -> &'static str {
        match self {
            Step::Draft => "draft",
            Step::Guests => "guests",
            Step::ChooseRole => "choose-role",
            Step::Settle => "settle",
            Step::Arrange => "arrange",
            Step::Build => "build",
            Step::CraftPrivilege => "craft-privilege",
            Step::Sell => "sell",
            Step::Load => "load",
            Step::Store => "store",
            Step::Over => "over",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CargoShip {
    pub capacity: u8,
    pub good: Option<Good>,
    pub count: u8,
}

impl CargoShip {
    pub fn is_full(&self) -> bool {
        self.count >= self.capacity
    }
}

/// What ends the game at the end of the current round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndTriggers {
    pub colonists: bool,
    pub city_full: bool,
    pub vp_chips: bool,
}

impl EndTriggers {
    pub fn any(&self) -> bool {
        self.colonists || self.city_full || self.vp_chips
    }

    pub fn reasons(&self) -> Vec<EndReason> {
        [
            (self.colonists, EndReason::Colonists),
            (self.city_full, EndReason::CityFull),
            (self.vp_chips, EndReason::VpChips),
        ]
        .into_iter()
        .filter_map(|(on, reason)| on.then_some(reason))
        .collect()
    }
}

/// How many public events the state keeps.
pub const EVENT_LOG: usize = 64;

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuertoRico {
    players: u8,
    rng: ChaCha8Rng,
    round: u32,
    governor: u8,
    /// Roles chosen so far this round.
    picks: u8,
    step: Step,
    /// The role being played and its taker.
    role: Option<Role>,
    role_seat: u8,
    /// Whose turn it is in a one-at-a-time step.
    actor: u8,
    /// Seats that already had their turn in the current sequential phase (counted from the role's taker).
    turns: u8,
    /// Seats that still have to answer in a simultaneous step (bit per seat).
    pending: u8,
    hacienda_drawn: bool,
    captain_bonus_paid: bool,
    /// Seats that used their Wharf this Captain phase (bit per seat).
    wharf_used: u8,
    /// Goods the craftsman received in this production (bit per good).
    craftsman_goods: u8,
    seats: [Player; 5],
    role_doubloons: [u32; ROLES],
    role_taken: [Option<u8>; ROLES],
    colonist_supply: u32,
    colonist_ship: u32,
    /// VP chips left; below zero once points are scored beyond the supply.
    vp_supply: i32,
    goods_supply: [u8; GOODS],
    ships: [CargoShip; 3],
    /// Barrels in the trading house per good.
    house: [u8; GOODS],
    face_up: [u8; GOODS],
    stack: [u8; GOODS],
    discards: [u8; GOODS],
    quarries: u8,
    /// Copies left per building (0 for buildings not in play). Stored without the expansion's entries when they
    /// are all 0, so base games keep their stored form.
    #[serde(with = "supply_serde")]
    building_supply: [u8; BUILDING_KINDS],
    end: EndTriggers,
    events: view::EventLog,
    /// Mayor drafts being edited step by step, per seat (left out of the serde form while there is none, so a
    /// state stored before drafts existed reads and writes as it was).
    #[serde(default, skip_serializing_if = "no_drafts")]
    drafts: [Option<Arrangement>; 5],
    // The expansion's state: absent from a base game's stored form (serde defaults).
    #[serde(default, skip_serializing_if = "Variant::is_base")]
    variant: Variant,
    /// The buildings in play (the board), the production buildings included.
    #[serde(default = "base_set", skip_serializing_if = "BuildingSet::is_base")]
    in_play: BuildingSet,
    /// The Library owner's doubled privilege still has a second tile (Settler) or barrel (Craftsman) to give.
    #[serde(default, skip_serializing_if = "is_false")]
    library_extra: bool,
    /// Seats that used (or gave up) their Small Wharf this Captain phase (bit per seat).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    small_wharf_used: u8,
    /// Barrels the craftsman received this phase, per good, when he owns an occupied Specialty Factory (paid
    /// at the end of the phase, so that the privilege barrels count).
    #[serde(default, skip_serializing_if = "is_zero_goods")]
    craft_received: [u8; GOODS],
}

fn no_drafts(drafts: &[Option<Arrangement>; 5]) -> bool {
    drafts.iter().all(Option::is_none)
}

fn base_set() -> BuildingSet {
    BuildingSet::BASE
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero_u8(n: &u8) -> bool {
    *n == 0
}

fn is_zero_goods(goods: &[u8; GOODS]) -> bool {
    goods.iter().all(|&n| n == 0)
}

/// The building supply as a list: the base game's entries only when the expansion's are all 0.
mod supply_serde {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::data::{BASE_KINDS, BUILDING_KINDS};

    pub fn serialize<S: Serializer>(supply: &[u8; BUILDING_KINDS], s: S) -> Result<S::Ok, S::Error> {
        let len = if supply[BASE_KINDS..].iter().all(|&n| n == 0) {
            BASE_KINDS
        } else {
            BUILDING_KINDS
        };
        s.collect_seq(&supply[..len])
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; BUILDING_KINDS], D::Error> {
        let list = Vec::<u8>::deserialize(d)?;
        if list.len() > BUILDING_KINDS {
            return Err(serde::de::Error::invalid_length(
                list.len(),
                &"at most one entry per building",
            ));
        }
        let mut supply = [0; BUILDING_KINDS];
        supply[..list.len()].copy_from_slice(&list);
        Ok(supply)
    }
}

impl PuertoRico {
    pub fn step(&self) -> Step {
        self.step
    }

    pub fn seat(&self, seat: Seat) -> &Player {
        &self.seats[seat]
    }

    /// How far the seeded generator has run: it moves whenever a plantation is drawn (so `/undo` can tell a
    /// move that drew one).
    pub fn random_draws(&self) -> u128 {
        self.rng.get_word_pos()
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn governor(&self) -> Seat {
        self.governor as Seat
    }

    pub fn ships(&self) -> &[CargoShip; 3] {
        &self.ships
    }

    pub fn end_triggers(&self) -> EndTriggers {
        self.end
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The buildings in play (for the draft: those picked so far).
    pub fn buildings_in_play(&self) -> BuildingSet {
        self.in_play
    }

    /// The colonist arrangement suggested to `seat` during the Mayor phase (see [`mayor`] for the heuristic).
    pub fn default_arrangement(&self, seat: Seat) -> Option<Arrangement> {
        (self.step == Step::Arrange && self.is_pending(seat)).then(|| mayor::default_arrangement(&self.seats[seat]))
    }

    /// How many arrangements `seat` may choose from during the Mayor phase (0 if it has nothing to submit).
    pub fn arrangement_count(&self, seat: Seat) -> u64 {
        if self.step == Step::Arrange && self.is_pending(seat) {
            mayor::count_arrangements(&self.seats[seat])
        } else {
            0
        }
    }

    fn n(&self) -> usize {
        self.players as usize
    }

    /// The seat `offset` places after `from`, clockwise.
    fn after(&self, from: u8, offset: usize) -> usize {
        self.wrap(from as usize + offset)
    }

    /// A seat number counted past the last seat brought back round the table (`seat` below twice the players):
    /// a subtraction, where a `%` by the player count divides at every turn.
    fn wrap(&self, seat: usize) -> usize {
        debug_assert!(seat < 2 * self.n());
        match seat < self.n() {
            true => seat,
            false => seat - self.n(),
        }
    }

    fn is_pending(&self, seat: Seat) -> bool {
        seat < self.n() && self.pending & (1 << seat) != 0
    }

    fn to_act_seats(&self) -> Vec<Seat> {
        match self.step {
            Step::Over => Vec::new(),
            Step::Arrange | Step::Store | Step::Guests => {
                let mut seats = Vec::with_capacity(self.pending.count_ones() as usize);
                seats.extend((0..self.n()).filter(|&s| self.is_pending(s)));
                seats
            }
            _ => vec![self.actor as Seat],
        }
    }

    fn first_seat_to_act(&self) -> Option<Seat> {
        match self.step {
            Step::Over => None,
            // Only seats below the player count are ever pending.
            Step::Arrange | Step::Store | Step::Guests => {
                (self.pending != 0).then(|| self.pending.trailing_zeros() as Seat)
            }
            _ => Some(self.actor as Seat),
        }
    }

    fn may_act(&self, seat: Seat) -> bool {
        match self.step {
            Step::Over => false,
            Step::Arrange | Step::Store | Step::Guests => self.is_pending(seat),
            _ => seat == self.actor as Seat,
        }
    }

    fn log(&mut self, event: Event) {
        self.events.push(event);
    }

    /// Calls `f` with every legal action of the seat to act (Mayor arrangements included).
    fn for_each_legal(&self, seat: Seat, f: &mut impl FnMut(Action)) {
        if !self.may_act(seat) {
            return;
        }
        match self.step {
            Step::Draft => self.pick_actions(f),
            Step::Guests => self.guest_actions(seat, f),
            Step::ChooseRole => self.role_actions(f),
            Step::Settle => self.settler_actions(seat, f),
            Step::Arrange => {
                mayor::for_each_arrangement(&self.seats[seat], f);
                self.draft_actions(seat, f);
            }
            Step::Build => self.builder_actions(seat, f),
            Step::CraftPrivilege => self.craft_actions(f),
            Step::Sell => self.trader_actions(seat, f),
            Step::Load => self.load_actions(seat, f),
            Step::Store => captain::keep_actions(&self.seats[seat], f),
            Step::Over => {}
        }
    }

    fn not_now(&self) -> RuleError {
        RuleError::new(errors::NOT_NOW).word("step", self.step.id())
    }

    fn dispatch(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        match (self.step, action) {
            (Step::ChooseRole, Action::Role(role, free)) => self.choose_role(seat, *role, *free),
            (Step::Settle, Action::Plant(tile, free)) => self.plant(seat, *tile, *free),
            (Step::Settle, Action::Hacienda) => self.use_hacienda(seat, false),
            (Step::Settle, Action::HaciendaForest) => self.use_hacienda(seat, true),
            (Step::Settle, Action::Forest(good, free)) => self.plant_forest(seat, *good, *free),
            (Step::Draft, Action::Pick(building)) => self.pick(seat, *building),
            (Step::Guests, Action::Guests(moves)) => self.move_guests(seat, moves),
            (Step::Build, Action::BlackMarket(building, pay, free)) => {
                self.build_black_market(seat, *building, pay, *free)
            }
            (Step::Sell, Action::TradingPost(good)) => self.sell_trading_post(seat, *good),
            (Step::Load, Action::SmallWharf(goods)) => self.ship_small_wharf(seat, goods),
            (Step::Store, Action::KeepLoose(whole, loose)) => self.store_loose(seat, *whole, loose),
            (Step::Settle, Action::Pass) => {
                self.pass_settler(seat);
                Ok(())
            }
            (Step::Arrange, Action::Colonists(arrangement)) => self.arrange(seat, arrangement),
            (Step::Arrange, Action::MoveColonists { count, from, to }) => self.move_colonists(seat, *count, *from, *to),
            (Step::Arrange, Action::Confirm) => self.confirm_draft(seat),
            (Step::Build, Action::Build(building, free)) => self.build(seat, *building, *free),
            (Step::Build, Action::Pass) => {
                self.pass_builder(seat);
                Ok(())
            }
            (Step::CraftPrivilege, Action::Craft(good)) => self.craft_privilege(seat, *good),
            (Step::CraftPrivilege, Action::Pass) => {
                self.pass_craftsman(seat);
                Ok(())
            }
            (Step::Sell, Action::Sell(good)) => self.sell(seat, *good),
            (Step::Sell, Action::Pass) => {
                self.pass_trader(seat);
                Ok(())
            }
            (Step::Load, Action::Ship(good, target)) => self.load(seat, *good, *target),
            (Step::Load, Action::Pass) => self.decline_wharf(seat),
            (Step::Store, Action::Keep(keep)) => self.store(seat, keep),
            _ => Err(self.not_now()),
        }
    }
}

impl Game for PuertoRico {
    type Action = Action;
    type Options = Options;
    type PublicView = PublicView;
    type PrivateView = PrivateView;

    const ID: &'static str = "puerto-rico";
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=5;

    fn parse_options(options: &[GameOption]) -> Result<Options, RuleError> {
        setup::parse_options(options)
    }

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, RuleError> {
        setup::new_game(players, options, seed)
    }

    fn players(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.to_act_seats()
    }

    fn first_to_act(&self) -> Option<Seat> {
        self.first_seat_to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = Vec::new();
        self.for_each_legal(seat, &mut |a| actions.push(a));
        actions
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.step == Step::Over {
            return Err(RuleError::new(keys::GAME_OVER));
        }
        if seat >= self.n() || !self.may_act(seat) {
            return Err(RuleError::new(keys::NOT_YOUR_TURN).with("seat", seat));
        }
        self.dispatch(seat, action)
    }

    fn public_view(&self) -> PublicView {
        self.build_public_view()
    }

    fn private_view(&self, seat: Seat) -> PrivateView {
        PrivateView {
            seat,
            vp_chips: self.seats.get(seat).map_or(0, |p| p.vp_chips),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.step == Step::Over).then(|| self.final_outcome())
    }

    fn suggested_actions(&self, seat: Seat) -> Vec<Action> {
        if self.in_mayor(seat) {
            return self.mayor_suggestions(seat, SUGGESTION_LIMIT);
        }
        let mut actions = Vec::new();
        self.for_each_legal(seat, &mut |a| actions.push(a));
        if actions.len() > SUGGESTION_LIMIT {
            // Keep `pass` (always listed last) among the buttons.
            let last = actions[actions.len() - 1];
            actions.truncate(SUGGESTION_LIMIT - 1);
            actions.push(last);
        }
        actions
    }

    fn only_action(&self, seat: Seat) -> Option<Action> {
        if !self.in_mayor(seat) {
            let legal = self.legal_actions(seat);
            return (legal.len() == 1).then(|| legal[0]);
        }
        // A single arrangement has no step and no draft.
        (mayor::count_arrangements(&self.seats[seat]) == 1)
            .then(|| Action::Colonists(mayor::default_arrangement(&self.seats[seat])))
    }

    fn legal_count(&self, seat: Seat) -> u64 {
        match self.in_mayor(seat) {
            true => self.mayor_count(seat),
            false => self.legal_actions(seat).len() as u64,
        }
    }

    fn legal_starting_with(&self, seat: Seat, prefix: &str, limit: usize) -> Vec<Action> {
        if self.in_mayor(seat) {
            return self.mayor_starting_with(seat, prefix, limit);
        }
        let prefix = draft::fold_prefix(prefix);
        let mut actions = self.legal_actions(seat);
        actions.retain(|a| a.to_string().starts_with(&prefix));
        actions.truncate(limit);
        actions
    }

    /// Every Puerto Rico fact is public or derivable from the public moves (the VP chips each seat took are
    /// announced); only future draws (plantations, the random building selection) are hidden, and they come from
    /// the seeded generator, so a fresh generator is the whole resampling.
    fn resample<R: Rng + ?Sized>(&self, _seat: Seat, rng: &mut R) -> Self {
        let mut state = self.clone();
        state.rng = ChaCha8Rng::seed_from_u64(rng.gen());
        state
    }

    fn random_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if !self.may_act(seat) {
            return None;
        }
        match self.step {
            Step::Arrange => return Some(mayor::random_arrangement(&self.seats[seat], rng)),
            Step::ChooseRole => return Some(self.random_role(rng)),
            Step::Build => {
                if let Some(action) = self.random_build(seat, rng) {
                    return Some(action);
                }
            }
            Step::Settle => {
                if let Some(action) = self.random_settle(seat, rng) {
                    return Some(action);
                }
            }
            _ => {}
        }
        // One listing (listing twice, to count then pick, cost a quarter of a random game), kept on the stack:
        // a heap list per move cost a tenth of a random game in malloc and free.
        let mut actions = Listing::new();
        self.for_each_legal(seat, &mut |a| actions.push(a));
        (actions.len > 0).then(|| actions.get(rng.gen_range(0..actions.len)))
    }
}

impl PuertoRico {
    /// The legal moves of `seat` outside the Mayor phase, gathered on the stack (what [`Game::legal_actions`] lists,
    /// in the same order, without a heap list per call: play-outs ask at every move).
    pub fn legal_moves(&self, seat: Seat) -> Listing {
        let mut actions = Listing::new();
        if self.step != Step::Arrange {
            self.for_each_legal(seat, &mut |a| actions.push(a));
        }
        actions
    }
}

/// Legal moves of one position gathered on the stack, moved to the heap only past [`Listing::INLINE`] moves
/// (a Builder's first turns or a Black Market may have more).
pub struct Listing {
    inline: [Action; Listing::INLINE],
    spill: Vec<Action>,
    len: usize,
}

impl Listing {
    /// Most random positions have fewer moves; a larger array cost more to set up than the rare spills.
    const INLINE: usize = 16;

    fn new() -> Listing {
        Listing {
            inline: [Action::Pass; Listing::INLINE],
            spill: Vec::new(),
            len: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves in listing order.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        (0..self.len).map(|i| self.get(i))
    }

    #[inline]
    fn push(&mut self, action: Action) {
        match self.inline.get_mut(self.len) {
            Some(slot) => *slot = action,
            None => self.spill(action),
        }
        self.len += 1;
    }

    /// Kept out of line so that `push` stays small enough to inline into the listing closure.
    #[cold]
    #[inline(never)]
    fn spill(&mut self, action: Action) {
        if self.spill.is_empty() {
            self.spill.extend_from_slice(&self.inline);
        }
        self.spill.push(action);
    }

    /// The `i`-th move (panics past the end).
    pub fn get(&self, i: usize) -> Action {
        match self.spill.is_empty() {
            true => self.inline[i],
            false => self.spill[i],
        }
    }
}
