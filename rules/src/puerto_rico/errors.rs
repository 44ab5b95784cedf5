//! Every refusal the Puerto Rico engine can give, as localization keys (args listed per key).
//!
//! Values in args are the canonical English ids (`corn`, `quarry`, `small-market`, `settle`, …) or numbers;
//! the host translates ids with its own tables.

use crate::error::keys;

/// `args: step` — this kind of move does not belong to the current step (`choose-role`, `settle`, `arrange`,
/// `build`, `craft-privilege`, `sell`, `load`, `store`).
pub const NOT_NOW: &str = "pr-not-now";
/// `args: role` — the role card was already taken this round.
pub const ROLE_TAKEN: &str = "pr-role-taken";
/// `args: role, players` — the card is not used with this many players (prospectors).
pub const ROLE_NOT_IN_GAME: &str = "pr-role-not-in-game";
/// `args: tile` — no such face-up plantation.
pub const PLANTATION_NOT_OFFERED: &str = "pr-plantation-not-offered";
/// No quarry left.
pub const NO_QUARRY_LEFT: &str = "pr-no-quarry-left";
/// Only the settler or the owner of an occupied Construction Hut may take a quarry.
pub const QUARRY_NOT_ALLOWED: &str = "pr-quarry-not-allowed";
/// All 12 island spaces are filled.
pub const ISLAND_FULL: &str = "pr-island-full";
/// No occupied Hacienda.
pub const NO_HACIENDA: &str = "pr-no-hacienda";
/// The Hacienda was already used this turn.
pub const HACIENDA_USED: &str = "pr-hacienda-used";
/// No face-down plantation left (stack and discards empty).
pub const NO_FACE_DOWN_TILE: &str = "pr-no-face-down-tile";
/// `args: slot` — an arrangement names a building the player does not own.
pub const SLOT_NOT_OWNED: &str = "pr-slot-not-owned";
/// `args: slot, count, capacity` — more colonists than circles (or tiles) on that slot.
pub const SLOT_OVER_CAPACITY: &str = "pr-slot-over-capacity";
/// `args: placed, colonists` — the arrangement places more colonists than the player has.
pub const TOO_MANY_COLONISTS: &str = "pr-too-many-colonists";
/// `args: placed, required` — colonists left in San Juan while circles are empty.
pub const FILL_CIRCLES_FIRST: &str = "pr-fill-circles-first";
/// `args: building` — no copy of that building left.
pub const BUILDING_SOLD_OUT: &str = "pr-building-sold-out";
/// `args: building` — the player already owns one.
pub const BUILDING_OWNED: &str = "pr-building-owned";
/// `args: building, needed, free` — not enough free city spaces.
pub const CITY_FULL: &str = "pr-city-full";
/// `args: cost, doubloons` — the building costs more than the player has.
pub const NOT_ENOUGH_DOUBLOONS: &str = "pr-not-enough-doubloons";
/// `args: good` — the craftsman did not produce that good this phase.
pub const NOT_PRODUCED: &str = "pr-not-produced";
/// `args: good` — no barrel of that good left in the supply.
pub const GOOD_SUPPLY_EMPTY: &str = "pr-good-supply-empty";
/// `args: good` — the player has no barrel of that good.
pub const NO_BARREL: &str = "pr-no-barrel";
/// The trading house is full.
pub const HOUSE_FULL: &str = "pr-house-full";
/// `args: good` — the trading house already has that good (and the player has no occupied Office).
pub const HOUSE_HAS_GOOD: &str = "pr-house-has-good";
/// `args: capacity` — no cargo ship of that capacity.
pub const NO_SUCH_SHIP: &str = "pr-no-such-ship";
/// `args: capacity` — that ship is full.
pub const SHIP_FULL: &str = "pr-ship-full";
/// `args: capacity, good` — that ship carries another good.
pub const SHIP_OTHER_GOOD: &str = "pr-ship-other-good";
/// `args: good, capacity` — that good is already on the ship of this capacity.
pub const GOOD_ON_OTHER_SHIP: &str = "pr-good-on-other-ship";
/// `args: capacity, count, best` — another empty ship takes more of that good (`best` barrels instead of
/// `count`).
pub const SHIP_NOT_BEST: &str = "pr-ship-not-best";
/// No occupied Wharf.
pub const NO_WHARF: &str = "pr-no-wharf";
/// The Wharf was already used this phase.
pub const WHARF_USED: &str = "pr-wharf-used";
/// A player who can load must load (no pass in the Captain phase).
pub const MUST_LOAD: &str = "pr-must-load";
/// `no-colonist` on a move that brings no free colonist (not the Mayor, no occupied Hospice or University, a
/// building without circles, or no colonist left).
pub const NO_FREE_COLONIST: &str = "pr-no-free-colonist";
/// `args: supply` — `no-colonist` while the supply is plentiful (declining would change nothing).
pub const COLONISTS_PLENTIFUL: &str = "pr-colonists-plentiful";
/// `args: kinds, allowed` — a storage choice keeps a number of whole kinds other than the warehouses allow.
pub const KEEP_WRONG_KINDS: &str = "pr-keep-wrong-kinds";
/// `args: slot` — a Mayor step names a place the board does not have (no such tile, building not owned).
pub const STEP_NO_PLACE: &str = "pr-step-no-place";
/// `args: slot` — a Mayor step from a place to the same place.
pub const STEP_SAME_PLACE: &str = "pr-step-same-place";
/// `args: slot, count, there` — a Mayor step moves more colonists than the draft has there.
pub const STEP_TOO_FEW: &str = "pr-step-too-few";
/// `args: slot, count, room` — a Mayor step moves more colonists than there are empty circles there.
pub const STEP_NO_ROOM: &str = "pr-step-no-room";
/// `confirm` before any step (there is no draft to confirm).
pub const NO_DRAFT: &str = "pr-no-draft";
/// `args: building` — that building is not in play in this game (or, in the draft, no longer a candidate).
pub const NOT_IN_PLAY: &str = "pr-not-in-play";
/// `args: building, cost` — the draft: every space of that cost is already filled.
pub const PICK_COST_FULL: &str = "pr-pick-cost-full";
/// `args: building` — the move needs an occupied building of that kind.
pub const NEEDS_BUILDING: &str = "pr-needs-building";
/// `args: building` — that building was already used this phase.
pub const BUILDING_USED: &str = "pr-building-used";
/// `args: cost, doubloons` — the Black Market only helps to build what the player cannot afford.
pub const BLACK_MARKET_NOT_NEEDED: &str = "pr-black-market-not-needed";
/// `args: cost, doubloons, count` — the `count` Black Market items and the doubloons do not pay the price
/// exactly (too few, or more items than the price).
pub const BLACK_MARKET_PAYMENT: &str = "pr-black-market-payment";
/// `args: slot` — no colonist there to give (the Black Market's own colonist may not be given).
pub const NO_COLONIST_THERE: &str = "pr-no-colonist-there";
/// The player has no VP chip to give.
pub const NO_VP_CHIP: &str = "pr-no-vp-chip";
/// `args: count, allowed` — a storage choice keeps another number of loose barrels than allowed.
pub const KEEP_LOOSE_COUNT: &str = "pr-keep-loose-count";
/// `args: count, colonists` — more colonists moved (`count`) than the Guest House holds (`colonists`).
pub const TOO_MANY_GUESTS: &str = "pr-too-many-guests";

/// Every key the engine can emit (shared keys included), for the host's translation check.
pub const ERROR_KEYS: &[&str] = &[
    keys::NOT_YOUR_TURN,
    keys::GAME_OVER,
    keys::UNKNOWN_MOVE,
    keys::PLAYER_COUNT,
    keys::UNKNOWN_OPTION,
    keys::BAD_OPTION_VALUE,
    NOT_NOW,
    ROLE_TAKEN,
    ROLE_NOT_IN_GAME,
    PLANTATION_NOT_OFFERED,
    NO_QUARRY_LEFT,
    QUARRY_NOT_ALLOWED,
    ISLAND_FULL,
    NO_HACIENDA,
    HACIENDA_USED,
    NO_FACE_DOWN_TILE,
    SLOT_NOT_OWNED,
    SLOT_OVER_CAPACITY,
    TOO_MANY_COLONISTS,
    FILL_CIRCLES_FIRST,
    BUILDING_SOLD_OUT,
    BUILDING_OWNED,
    CITY_FULL,
    NOT_ENOUGH_DOUBLOONS,
    NOT_PRODUCED,
    GOOD_SUPPLY_EMPTY,
    NO_BARREL,
    HOUSE_FULL,
    HOUSE_HAS_GOOD,
    NO_SUCH_SHIP,
    SHIP_FULL,
    SHIP_OTHER_GOOD,
    GOOD_ON_OTHER_SHIP,
    SHIP_NOT_BEST,
    NO_WHARF,
    WHARF_USED,
    MUST_LOAD,
    KEEP_WRONG_KINDS,
    NO_FREE_COLONIST,
    COLONISTS_PLENTIFUL,
    STEP_NO_PLACE,
    STEP_SAME_PLACE,
    STEP_TOO_FEW,
    STEP_NO_ROOM,
    NO_DRAFT,
    NOT_IN_PLAY,
    PICK_COST_FULL,
    NEEDS_BUILDING,
    BUILDING_USED,
    BLACK_MARKET_NOT_NEEDED,
    BLACK_MARKET_PAYMENT,
    NO_COLONIST_THERE,
    NO_VP_CHIP,
    KEEP_LOOSE_COUNT,
    TOO_MANY_GUESTS,
];

/// VP chips taken during the game.
pub const SCORE_CHIPS: &str = "pr-score-chips";
/// VP printed on the buildings (occupied or not).
pub const SCORE_BUILDINGS: &str = "pr-score-buildings";
/// Occupied Guild Hall: +1 per small, +2 per large production building.
pub const SCORE_GUILD_HALL: &str = "pr-score-guild-hall";
/// Occupied Residence: 4/5/6/7 for ≤9/10/11/12 island tiles.
pub const SCORE_RESIDENCE: &str = "pr-score-residence";
/// Occupied Fortress: +1 per 3 colonists.
pub const SCORE_FORTRESS: &str = "pr-score-fortress";
/// Occupied Customs House: +1 per 4 VP chips.
pub const SCORE_CUSTOMS_HOUSE: &str = "pr-score-customs-house";
/// Occupied City Hall: +1 per violet building.
pub const SCORE_CITY_HALL: &str = "pr-score-city-hall";

/// Occupied Cloister: 1/3/6/10 for 1/2/3/4 sets of 3 identical island tiles.
pub const SCORE_CLOISTER: &str = "pr-score-cloister";

/// Every key used in score breakdowns.
pub const SCORE_KEYS: &[&str] = &[
    SCORE_CHIPS,
    SCORE_BUILDINGS,
    SCORE_GUILD_HALL,
    SCORE_RESIDENCE,
    SCORE_FORTRESS,
    SCORE_CUSTOMS_HOUSE,
    SCORE_CITY_HALL,
    SCORE_CLOISTER,
];
