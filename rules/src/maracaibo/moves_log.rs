//! The public record of the moves that have no event of their own (purchases, combats, village actions,
//! quests, deliveries, spies, investments…), kept in the public log from [`super::state::MOVES_EDITION`] on.
//!
//! A move is recorded in its public form: a card it names is kept only when it lies in a public place after the
//! move (a player's bought cards or planning zone, the display); the cards of a list it pays or discards from a
//! hand are only counted (`hidden`, the list left empty), and a single card that is not public reads
//! [`HIDDEN_CARD`]. The set-up choices (secret),
//! sailing and drawing (their own events) and `done` are not recorded.

use std::sync::Arc;

use super::action::{Action, CombatMove, VillageMove};
use super::content::ContentPack;
use super::state::{Event, State};
use crate::game::Seat;

/// The card id written for a single card that stays in a hand or went to the discard pile.
pub const HIDDEN_CARD: &str = "?";

/// The event recording `seat`'s move `action` just played, if such a move is recorded.
/// `chosen`: the reward code a `pick` chose ([`chosen_reward`], read before the move).
pub fn moved_event(
    pack: &ContentPack,
    state: &State,
    seat: Seat,
    action: &Action,
    chosen: Option<String>,
) -> Option<Event> {
    if matches!(
        action,
        Action::Choose { .. } | Action::Career(_) | Action::Sail(_) | Action::Draw(_) | Action::Done
    ) {
        return None;
    }
    let public = |id: &str| is_public(pack, state, id);
    let mut hidden = 0u8;
    let one = |id: &String| -> String {
        if public(id) {
            id.clone()
        } else {
            HIDDEN_CARD.to_string()
        }
    };
    let mut action = action.clone();
    match &mut action {
        Action::Buy { card, herbs } => {
            *card = one(card);
            hidden += herbs.len() as u8;
            herbs.clear();
        }
        Action::Deliver { card, .. }
        | Action::Spy(card)
        | Action::Plan(card)
        | Action::Combat(CombatMove::Card(card)) => *card = one(card),
        Action::Pay(cards) => {
            hidden += cards.len() as u8;
            cards.clear();
        }
        Action::VillageAction(VillageMove::Goods(cards)) => {
            hidden += cards.len() as u8;
            cards.clear();
        }
        Action::VillageAction(VillageMove::Card { card, pay }) => {
            *card = one(card);
            hidden += pay.len() as u8;
            pay.clear();
        }
        Action::VillageAction(VillageMove::Quest { pay, .. }) => {
            hidden += pay.len() as u8;
            pay.clear();
        }
        _ => {}
    }
    // A combat move names the token it was played with (revealed, or fought with).
    let token = match action {
        Action::Combat(_) => state.turn.combat.as_ref().and_then(|c| c.token),
        _ => None,
    };
    let token = token.map(|t| pack.combat.tokens[t].id.clone());
    Some(Event::Moved {
        seat,
        action: Arc::new(action),
        hidden,
        token,
        chosen,
    })
}

/// The reward code `pick N` chooses among the rewards of the decision awaited now, if it is such a choice.
pub fn chosen_reward(pack: &ContentPack, state: &State, action: &Action) -> Option<String> {
    let Action::Pick(n) = action else { return None };
    let pending = state.pending()?;
    let view = super::view::pending_view(pack, &pending.seat, &pending.task);
    view.rewards.get(n.checked_sub(1)?).cloned()
}

/// Whether card `id` lies face up for everyone: bought, planned or on the display.
fn is_public(pack: &ContentPack, state: &State, id: &str) -> bool {
    let Some(card) = pack.cards.find(id) else {
        return false;
    };
    state.board.display.contains(&card)
        || state
            .players
            .iter()
            .any(|p| p.bought.contains(&card) || p.planning.contains(&card))
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::HIDDEN_CARD;
    use crate::game::Game;
    use crate::maracaibo::action::{Action, VillageMove};
    use crate::maracaibo::state::{Event, SOLO_EDITION};
    use crate::maracaibo::{Maracaibo, Options};

    /// Plays random games; after each move, the recorded form names no card that is not public now, and the
    /// moves that buy, fight or deliver are recorded.
    fn walk(players: usize, seed: u64) -> usize {
        let mut game = Maracaibo::new(players, &Options::default(), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut recorded = 0;
        while !game.is_over() {
            let to_act = game.to_act();
            let seat = to_act[rng.gen_range(0..to_act.len())];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            if !moved_kind(&action) {
                continue;
            }
            let (moved, hidden) = match game.state().log.events.back() {
                Some(Event::Moved {
                    seat: by,
                    action,
                    hidden,
                    ..
                }) if *by == seat => (Action::clone(action), *hidden),
                other => panic!("{action} not recorded: {other:?}"),
            };
            recorded += 1;
            let view = game.public_view();
            let public: Vec<&String> = view
                .display
                .iter()
                .chain(view.players.iter().flat_map(|p| p.bought.iter().chain(&p.planning)))
                .collect();
            for word in moved.to_string().split_whitespace() {
                if game.pack().cards.find(word).is_some() {
                    assert!(public.contains(&&word.to_string()), "{word} of {moved} is not public");
                }
            }
            match (&action, &moved) {
                (
                    Action::Buy { card, herbs },
                    Action::Buy {
                        card: shown,
                        herbs: none,
                    },
                ) => {
                    assert_eq!((card, none.len(), hidden as usize), (shown, 0, herbs.len()));
                }
                (Action::Pay(paid), Action::Pay(none)) => assert_eq!((none.len(), hidden as usize), (0, paid.len())),
                (Action::VillageAction(VillageMove::Goods(paid)), _) => assert_eq!(hidden as usize, paid.len()),
                (Action::Deliver { .. }, Action::Deliver { card, .. }) => assert_eq!(card, HIDDEN_CARD),
                _ => assert_eq!(
                    moved.to_string().split(' ').next(),
                    action.to_string().split(' ').next()
                ),
            }
        }
        recorded
    }

    /// Whether a move is one the log records (see `moved_event`).
    fn moved_kind(action: &Action) -> bool {
        !matches!(
            action,
            Action::Choose { .. } | Action::Career(_) | Action::Sail(_) | Action::Draw(_) | Action::Done
        )
    }

    #[test]
    fn every_other_move_is_recorded_in_public_form() {
        for (players, seed) in [(2, 1), (3, 2), (4, 3), (1, 4)] {
            assert!(walk(players, seed) > 20, "{players} players, seed {seed}");
        }
    }

    #[test]
    fn a_game_of_an_earlier_edition_records_only_what_it_did() {
        let mut game = Maracaibo::new(2, &Options::default(), 5).unwrap();
        game.set_edition(SOLO_EDITION);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..400 {
            let Some(&seat) = game.to_act().first() else { break };
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
        assert!(!game.state().log.events.iter().any(|e| matches!(e, Event::Moved { .. })));
    }
}
