//! Maracaibo (classic mode, 2–4 players, and solo against the Automa Jeanne): [`Maracaibo`] implements [`crate::Game`].
//!
//! The game's printed component data is not public, so galleon ships an original content set as data files
//! under `rules/content/maracaibo/default/`, loaded and validated by [`content`]; a group that owns the box may
//! write its own pack in the same format (`docs/maracaibo-pack.md`).
//!
//! The rules as galleon plays them and its rulings are told in `docs/maracaibo.md`; the content format in
//! `docs/maracaibo-pack.md`. Each module doc states the rules and rulings its code relies on.
//!
//! What exists so far, each part complete for what it covers:
//! * [`content`]: the content pack, its notation and validation;
//! * [`state`]: the game state (board and players), referring to the pack by index, with every type it is made
//!   of (the turn and its log, pending decisions, the combat in progress, Jeanne's pieces): the procedures below
//!   import them;
//! * [`setup`]: classic set-up for 2–4 players at easy (card 75) or medium (card 76) and the private set-up
//!   choices (plan 1 / keep 4 / discard 3 of the 8 A cards; 1 of 2 careers);
//! * [`sailing`]: Phase A — legal voyages and the move, with passed spies scoring;
//! * [`drawing`]: Phase C — drawing to the hand limit from the pile or the display;
//! * [`tracks`]: influence, nobility ranks, combat points, income tracks, possession reserve, ship discs;
//! * [`exploring`]: explorer moves, lines, end arrivals, explorer thief and +1;
//! * [`scoring`]: interim income and final-scoring steps 2–5 (income VP, cards, buildings, majorities, nobility);
//! * [`turn`]: the turn sequence (set-up → sail → main → draw → next seat, the round's scoring space ending the
//!   round after Phase C) and the bounded public event log;
//! * [`tasks`]: pending decisions (nation, zone, explorer route, one of several rewards, deliveries, village
//!   actions, quest payments, offers, a spy action's extra sailing and action) and reward granting;
//! * [`main_action`]: Phase B's main action — what the stop offers, the city action with its delivery, homeward
//!   spaces, L5, the spy tax, unused spies' 2 VP;
//! * [`village`]: village actions A, B, U8–U10 and the card village actions; [`quests`]: fulfilling quests;
//!   [`spying`]: spy actions, their payments and extra sailing.
//!
//! * [`combat`]: combat — tokens, lines, modifiers, boosting, base / U7 / card / L6 actions, patron, trickle;
//! * [`buying`]: buying cards (village action C) — costs, discounts, spies, conditions, synergy tokens with the
//!   income re-check, immediate effects;
//! * [`round_end`]: interim scoring steps 2–7 and the next round, spies left behind;
//! * [`free`]: free actions — planning, career goals (with the Admiral reward), spy → 2 combat points.
//!
//! * [`scoring_flow`]: scoring step 1 (buy / invest or 2 VP, the draw after an interim purchase) leading to the
//!   next round or to the end of the game.
//! * [`solo`]: the solo game against the Automa Jeanne (`State::new_solo`, levels 1–5), played automatically
//!   right after each of your turns.
//!
//! The game as a [`crate::Game`]:
//! * [`packs`]: the process-wide registry of content packs (the default pack always, the host's packs by name)
//!   and their fingerprints;
//! * [`action`]: the moves and their canonical text (the grammar is in its module doc);
//! * [`instance`]: [`Maracaibo`] itself — its pack and state, serialization with the pack's name and
//!   fingerprint, accessors; [`legal`], [`view`], [`outcome`] and [`resample`] import it from there;
//! * [`game`]: [`Maracaibo`] as a [`crate::Game`] — options, who acts, applying a move with its bookkeeping;
//! * [`legal`]: legal moves of a seat and applying a move through the engine;
//! * [`view`]: the public view and each seat's private view; [`outcome`]: the final ranking.
//! * [`resample`]: a state one seat cannot tell from this one (for the AI), and the card knowledge it rests on.
//!

pub mod action;
pub mod buying;
pub mod combat;
pub mod content;
pub mod drawing;
pub mod exploring;
pub mod free;
pub mod game;
pub mod instance;
pub mod legal;
pub mod main_action;
pub mod moves_log;
pub mod outcome;
pub mod packs;
pub mod quests;
pub mod resample;
pub mod round_end;
pub mod sailing;
pub mod scoring;
pub mod scoring_flow;
pub mod setup;
pub mod solo;
pub mod spying;
pub mod state;
pub mod tasks;
pub mod tracks;
pub mod turn;
pub mod view;
pub mod village;

pub use action::Action;
pub use game::Options;
pub use instance::Maracaibo;
pub use view::{PrivateView, PublicView};

/// Localization keys of Maracaibo refusals (with their arguments).
pub mod keys {
    /// `args: choice` — this set-up choice (`cards` or `career`) was already made.
    pub const ALREADY_CHOSEN: &str = "err-mc-already-chosen";
    /// `args: card` — the card is not one of the 8 dealt to you (or is named twice).
    pub const NOT_A_DEALT_CARD: &str = "err-mc-not-a-dealt-card";
    /// `args: career` — the career is not one of the two offered to you.
    pub const NOT_AN_OFFERED_CAREER: &str = "err-mc-not-an-offered-career";
    /// A voyage must enter at least one location.
    pub const NO_MOVE: &str = "err-mc-no-move";
    /// `args: from, to` — no arrow from `from` to `to` this round.
    pub const NO_ROUTE: &str = "err-mc-no-route";
    /// `args: location` — a must-stop location cannot be passed.
    pub const MUST_STOP: &str = "err-mc-must-stop";
    /// `args: mp, budget` — the voyage costs more movement points than available.
    pub const TOO_FAR: &str = "err-mc-too-far";
    /// `args: location` — your explorer has not reached the space that opens this city.
    pub const GATED: &str = "err-mc-gated";
    /// Your hand is at its limit.
    pub const HAND_FULL: &str = "err-mc-hand-full";
    /// The draw pile and the discard pile are empty.
    pub const NOTHING_TO_DRAW: &str = "err-mc-nothing-to-draw";
    /// `args: slot` — no display card at that slot.
    pub const NO_SUCH_DISPLAY_CARD: &str = "err-mc-no-such-display-card";
    /// `args: cost` — not enough doubloons.
    pub const CANNOT_PAY: &str = "err-mc-cannot-pay";
    /// `args: zone` — that ship zone has no disc left or its prerequisite is not met.
    pub const ZONE_LOCKED: &str = "err-mc-zone-locked";
    /// That is not a legal explorer move now.
    pub const NO_EXPLORER_MOVE: &str = "err-mc-no-explorer-move";
    /// `args: phase` — that move does not belong to the current phase (`sail`, `main`, `draw`, `round-over`).
    pub const WRONG_PHASE: &str = "err-mc-wrong-phase";
    /// A pending decision must be settled first.
    pub const DECIDE_FIRST: &str = "err-mc-decide-first";
    /// No decision is pending.
    pub const NOTHING_TO_DECIDE: &str = "err-mc-nothing-to-decide";
    /// That is not one of the choices of the pending decision.
    pub const NOT_A_CHOICE: &str = "err-mc-not-a-choice";
    /// That main action is not offered here now (or the main action was already taken).
    pub const NOT_OFFERED: &str = "err-mc-not-offered";

    /// `args: name` — no content pack is registered under that name.
    pub const UNKNOWN_PACK: &str = "err-mc-unknown-pack";
    /// `args: name` — a pack name is 1–32 characters of `a-z 0-9 _ -`.
    pub const BAD_PACK_NAME: &str = "err-mc-bad-pack-name";
    /// `args: name` — a pack is already registered under that name.
    pub const PACK_TAKEN: &str = "err-mc-pack-taken";
    /// `args: kind, id` — the pack has no such id (`kind`: card, location, space, zone, career, goal, quest,
    /// building).
    pub const UNKNOWN_ID: &str = "err-mc-unknown-id";
    /// `args: count` — keep exactly this many of your dealt cards.
    pub const KEEP_COUNT: &str = "err-mc-keep-count";
    /// `args: card` — that card is not in the display.
    pub const NOT_IN_DISPLAY: &str = "err-mc-not-in-display";
    /// `args: level, players` — a solo level (1–5) chosen with 2–4 players seated.
    pub const SOLO_LEVEL_WITH_PLAYERS: &str = "err-mc-solo-level-with-players";

    /// Every key, for the host's translation-completeness test.
    pub const ALL: &[&str] = &[
        ALREADY_CHOSEN,
        NOT_A_DEALT_CARD,
        NOT_AN_OFFERED_CAREER,
        NO_MOVE,
        NO_ROUTE,
        MUST_STOP,
        TOO_FAR,
        GATED,
        HAND_FULL,
        NOTHING_TO_DRAW,
        NO_SUCH_DISPLAY_CARD,
        CANNOT_PAY,
        ZONE_LOCKED,
        NO_EXPLORER_MOVE,
        WRONG_PHASE,
        DECIDE_FIRST,
        NOTHING_TO_DECIDE,
        NOT_A_CHOICE,
        NOT_OFFERED,
        UNKNOWN_PACK,
        BAD_PACK_NAME,
        PACK_TAKEN,
        UNKNOWN_ID,
        KEEP_COUNT,
        NOT_IN_DISPLAY,
        SOLO_LEVEL_WITH_PLAYERS,
    ];

    /// Score breakdown keys of the outcome, in scoring order.
    pub const SCORE_PLAY: &str = "mc-score-play";
    pub const SCORE_VP_INCOME: &str = "mc-score-vp-income";
    pub const SCORE_DOUBLOON_INCOME: &str = "mc-score-doubloon-income";
    pub const SCORE_CARDS: &str = "mc-score-cards";
    pub const SCORE_BUILDINGS: &str = "mc-score-buildings";
    pub const SCORE_MAJORITIES: &str = "mc-score-majorities";
    pub const SCORE_NOBILITY: &str = "mc-score-nobility";

    pub const SCORE_KEYS: &[&str] = &[
        SCORE_PLAY,
        SCORE_VP_INCOME,
        SCORE_DOUBLOON_INCOME,
        SCORE_CARDS,
        SCORE_BUILDINGS,
        SCORE_MAJORITIES,
        SCORE_NOBILITY,
    ];
}

#[cfg(test)]
mod tests;
