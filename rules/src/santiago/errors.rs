//! Santiago's refusal keys (`sa-…`) and score breakdown keys. The host translates each key; the comment gives the
//! arguments it receives. The shared keys of [`crate::error::keys`] are used too (turn, game over, options).

/// `args: expected` — this move belongs to another phase; `expected` is the verb wanted now
/// (`spring`, `bid`, `place`, `bribe` (or `support`), `overseer`, `canal`).
pub const WRONG_PHASE: &str = "sa-wrong-phase";
/// `args: amount` — another player already bid this amount this round.
pub const BID_TAKEN: &str = "sa-bid-taken";
/// `args: amount, money` — the amount is more than the player holds (sent to that player only).
pub const NOT_ENOUGH_MONEY: &str = "sa-not-enough-money";
/// `args: tile` — no tile of this kind is left on auction.
pub const TILE_NOT_OFFERED: &str = "sa-tile-not-offered";
/// `args: square` — a tile already lies there.
pub const SQUARE_TAKEN: &str = "sa-square-taken";
/// `args: square` — the 3-player 4th tile must border a tile that is not a desert.
pub const NEUTRAL_NOT_ADJACENT: &str = "sa-neutral-not-adjacent";
/// `args: position` — a canal already lies there.
pub const CANAL_TAKEN: &str = "sa-canal-taken";
/// `args: position` — the position touches neither the spring nor a canal.
pub const NOT_CONNECTED: &str = "sa-not-connected";
/// `args: position` — somebody already proposed this position; support that proposal instead.
pub const ALREADY_PROPOSED: &str = "sa-already-proposed";
/// `args: position` — nobody proposed this position this round.
pub const NO_PROPOSAL: &str = "sa-no-proposal";
/// A bribe or a support must be at least 1 escudo.
pub const AMOUNT_ZERO: &str = "sa-amount-zero";
/// `args: position` — the overseer cannot build elsewhere on a proposed position: accept it instead.
pub const BUILD_ON_PROPOSAL: &str = "sa-build-on-proposal";
/// `args: cost, money` — the overseer cannot pay for building elsewhere and must accept a proposal.
pub const CANNOT_PAY: &str = "sa-cannot-pay";
/// `overseer` without `accept <position>` nor `build <position>` (a bare `/overseer`), or with both.
pub const OVERSEER_CHOICE: &str = "sa-overseer-choice";
/// `args: text` — not a square name (`a1` … `h6`).
pub const BAD_SQUARE: &str = "sa-bad-square";
/// `args: text` — not an intersection name (`a` … `t`).
pub const BAD_INTERSECTION: &str = "sa-bad-intersection";
/// `args: text` — not a canal position (two neighbouring intersections, e.g. `gh`).
pub const BAD_POSITION: &str = "sa-bad-position";
/// `args: text` — not a tile name (a crop then 1 or 2, e.g. `bean2`).
pub const BAD_TILE: &str = "sa-bad-tile";
/// `args: text` — not an amount of escudos.
pub const BAD_AMOUNT: &str = "sa-bad-amount";

pub const ERROR_KEYS: &[&str] = &[
    WRONG_PHASE,
    BID_TAKEN,
    NOT_ENOUGH_MONEY,
    TILE_NOT_OFFERED,
    SQUARE_TAKEN,
    NEUTRAL_NOT_ADJACENT,
    CANAL_TAKEN,
    NOT_CONNECTED,
    ALREADY_PROPOSED,
    NO_PROPOSAL,
    AMOUNT_ZERO,
    BUILD_ON_PROPOSAL,
    CANNOT_PAY,
    OVERSEER_CHOICE,
    BAD_SQUARE,
    BAD_INTERSECTION,
    BAD_POSITION,
    BAD_TILE,
    BAD_AMOUNT,
];

/// Escudos held when the game ended, before the fields were counted.
pub const SCORE_MONEY: &str = "sa-score-money";
/// Field income of the player's workers (size of the field per worker).
pub const SCORE_FIELDS: &str = "sa-score-fields";
/// Field income of the player's palms (palms variant: a palm counts as one worker).
pub const SCORE_PALMS: &str = "sa-score-palms";

pub const SCORE_KEYS: &[&str] = &[SCORE_MONEY, SCORE_FIELDS, SCORE_PALMS];
