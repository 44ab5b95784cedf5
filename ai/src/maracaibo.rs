//! Maracaibo's knowledge: the score if the game ended now (VP so far plus the final scoring's steps 2–5 as the
//! board stands: income, cards, buildings, majorities, nobility), for every seat, Jeanne included in solo with
//! her end bonuses (quests, ship, explorer) as they stand — most of her score, and what the player's own quests,
//! explorer and ship upgrades deny her.
//!
//! Play-outs prefer what scores or advances a plan ([`priority`]: quests and career goals, exploring far,
//! deliveries, purchases and investments; passing last), with a random move one time in four (the set-up's card
//! choices are always random: the engine samples them without listing them). Uniformly random play-outs never
//! chained a sail, a quest's payment or an exploration, and lost every solo game to Jeanne. They are cut after
//! [`ROLLOUT_DEPTH`] moves; the estimate judges the rest.

use galleon_rules::maracaibo::action::{Action, VillageMove};
use galleon_rules::maracaibo::solo::AUTOMA_SEAT;
use galleon_rules::maracaibo::state::Phase;
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::{Game, Seat};
use rand::Rng;

use crate::{budget, value_from_scores, AiGame, Level};

/// Points worth about one "step" of the evaluation's sigmoid.
const SCALE: f64 = 8.0;
/// Solo: Jeanne's score is far ahead most of the game (her end bonuses), so a narrower sigmoid would flatten every
/// move's value to 0.
const SOLO_SCALE: f64 = 20.0;
/// How often a play-out move is uniformly random instead of the most preferred.
const RANDOM_RATE: f64 = 0.25;
/// Play-out moves before the estimate judges.
pub const ROLLOUT_DEPTH: usize = 40;

/// Every seat's likely final score (Jeanne's too in solo, with her end bonuses as the board stands: they are
/// most of her score, and what the player's quests, explorer and ship upgrades take from her).
pub fn estimates(game: &Maracaibo) -> Vec<f64> {
    let state = game.state();
    let mut scores: Vec<f64> = (0..state.players.len())
        .map(|seat| (state.players[seat].vp + state.final_tally(game.pack(), seat).total()) as f64)
        .collect();
    if state.solo.is_some() {
        scores[AUTOMA_SEAT] += state.automa_end_bonus(game.pack()).total() as f64;
    }
    scores
}

impl AiGame for Maracaibo {
    fn evaluate(&self, seat: Seat) -> f64 {
        let winners = self.outcome().map(|o| o.winners());
        let scores = match winners {
            // The final scoring is already in the VP.
            Some(_) => self.state().players.iter().map(|p| p.vp as f64).collect(),
            None => estimates(self),
        };
        let scale = if self.state().solo.is_some() { SOLO_SCALE } else { SCALE };
        value_from_scores(&scores, seat, scale, winners.as_deref())
    }

    fn rollout_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if self.state().turn.phase == Phase::Setup || rng.gen_bool(RANDOM_RATE) {
            return self.random_action(seat, rng);
        }
        // The engine ranks its own moves and builds the text of the one drawn only ([`priority`] reads no id).
        self.preferred_action(seat, rng, priority)
    }

    fn rollout_depth(&self) -> usize {
        ROLLOUT_DEPTH
    }

    fn iterations(level: Level) -> u32 {
        budget::iterations(level, 2.5)
    }
}

/// How much a play-out prefers a move: what scores or advances a plan first, passing and discarding last.
fn priority(action: &Action) -> u8 {
    match action {
        Action::Quest(_) | Action::VillageAction(VillageMove::Quest { .. }) | Action::Claim(_) => 9,
        Action::Explore(route) => 5 + route.len().min(4) as u8,
        Action::Deliver { .. } | Action::Buy { .. } | Action::Invest(_) => 7,
        Action::Pay(_) | Action::Pick(_) | Action::Nation(_) | Action::Token(_) | Action::Cube(..) => 6,
        Action::City | Action::Combat(_) | Action::VillageAction(VillageMove::Card { .. }) => 5,
        Action::Village | Action::Spy(_) | Action::Plan(_) | Action::Zone(_) | Action::Spies(_) => 4,
        Action::Sail(_) | Action::Draw(_) | Action::Boost(_) => 3,
        Action::VillageAction(_) | Action::SpyToCombat => 2,
        Action::Choose { .. } | Action::Career(_) => 1,
        Action::Done | Action::Decline => 0,
    }
}
