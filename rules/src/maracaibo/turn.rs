//! The turn sequence: set-up choices, then for the player on turn Phase A (sail), Phase B (main action
//! and free actions, with the pending decisions of [`super::tasks`]) and Phase C (draw), then the next player
//! clockwise — or, when the ship stopped on this round's scoring space (21a in rounds I–III, 22 in round IV),
//! the round is over after Phase C and the scoring begins (the other players do not finish the round).
//!
//! * Phase B ends only on the player's word and only once no decision is pending.
//! * Phase C draws card by card; it ends by itself when the player has nothing left to draw from (hand at the
//!   limit, or no pile, no discard and no affordable display card). The display is refilled then.
//! * A bounded public log keeps the latest [`LOG_LIMIT`] events; it never names a card drawn from the pile.
//!
//! The scorings that follow are run by [`super::scoring_flow`].

use super::content::map::{LocId, LocationKind, Scoring};
use super::content::ContentPack;
use super::drawing::DrawSource;
use super::keys;
use super::sailing::MOVEMENT_POINTS;
use super::state::State;
use crate::error::{keys as common_keys, RuleError};
use crate::game::Seat;

use super::state::{Event, Phase, Turn};

impl State {
    /// Refuses unless it is `seat`'s turn in `phase`.
    pub fn expect_phase(&self, seat: Seat, phase: Phase) -> Result<(), RuleError> {
        if let Phase::Scoring(_) | Phase::GameOver = self.turn.phase {
            return Err(RuleError::new(keys::WRONG_PHASE).word("phase", self.turn.phase.name()));
        }
        if self.turn.phase == Phase::Setup || seat != self.turn.seat {
            return Err(RuleError::new(common_keys::NOT_YOUR_TURN).with("seat", seat));
        }
        if self.turn.phase != phase {
            return Err(RuleError::new(keys::WRONG_PHASE).word("phase", self.turn.phase.name()));
        }
        Ok(())
    }

    /// Once every seat has made its set-up choices, the first player's first turn begins.
    pub fn start_when_ready(&mut self) {
        if self.turn.phase == Phase::Setup && self.setup_pending().is_empty() {
            self.begin_turn(self.first_player);
        }
    }

    pub(crate) fn begin_turn(&mut self, seat: Seat) {
        // Only Jeanne's turn ends with decisions left (your spy tax at her stop): they are settled first in yours.
        // The first edition dropped any: its games replay as they were played.
        let mut pending = std::mem::take(&mut self.turn.pending);
        if self.first_edition() {
            pending.clear();
        }
        self.turn = Turn {
            seat,
            phase: Phase::Sail,
            pending,
            ..Turn::default()
        };
        self.log.push(Event::TurnStarted {
            seat,
            round: self.round,
        });
    }

    /// Phase A: sail along `path` with the turn's 7 MP; Phase B begins.
    pub fn sail_turn(&mut self, pack: &ContentPack, seat: Seat, path: &[LocId]) -> Result<(), RuleError> {
        self.expect_phase(seat, Phase::Sail)?;
        let sailed = self.sail(pack, seat, path, MOVEMENT_POINTS)?;
        self.turn.mp = sailed.mp;
        self.turn.phase = Phase::Main;
        self.log.push(Event::Sailed {
            seat,
            to: self.players[seat].ship,
            mp: sailed.mp,
            spies_passed: sailed.spies_passed,
        });
        self.on_stop(pack, seat);
        Ok(())
    }

    /// Ends Phase B (refused while a decision is pending); Phase C begins.
    pub fn end_main(&mut self, pack: &ContentPack, seat: Seat) -> Result<(), RuleError> {
        self.expect_phase(seat, Phase::Main)?;
        if !self.turn.pending.is_empty() {
            return Err(RuleError::new(keys::DECIDE_FIRST));
        }
        self.score_unused_spies(seat);
        self.turn.phase = Phase::Draw;
        self.finish_draw_if_done(pack);
        Ok(())
    }

    /// Phase C: one card from the pile or the display.
    pub fn draw_turn(&mut self, pack: &ContentPack, seat: Seat, source: DrawSource) -> Result<(), RuleError> {
        self.expect_phase(seat, Phase::Draw)?;
        let display = match source {
            DrawSource::Pile => None,
            DrawSource::Display(slot) => self.board.display.get(slot).map(|c| c.0),
        };
        self.draw(pack, seat, source)?;
        self.log.push(Event::Drew { seat, display });
        self.finish_draw_if_done(pack);
        Ok(())
    }

    fn finish_draw_if_done(&mut self, pack: &ContentPack) {
        if self.draw_sources(pack, self.turn.seat).is_empty() {
            self.finish_drawing();
            self.end_turn(pack);
        }
    }

    pub(crate) fn end_turn(&mut self, pack: &ContentPack) {
        let seat = self.turn.seat;
        match self.scoring_due(pack, self.players[seat].ship) {
            Some(kind) => {
                self.log.push(Event::RoundOver {
                    seat,
                    round: self.round,
                });
                self.begin_scoring(kind, seat);
                self.advance_scoring(pack);
            }
            None => self.start_turn(pack, (seat + 1) % self.players.len()),
        }
    }

    /// The scoring a stop at `location` triggers this round, if it is the round's scoring space.
    pub fn scoring_due(&self, pack: &ContentPack, location: LocId) -> Option<Scoring> {
        match &pack.map.location(location).kind {
            LocationKind::Homeward(home) if home.rounds.contains(self.round) => home.scoring,
            _ => None,
        }
    }
}

impl Phase {
    /// The phase's name in errors (`phase` of `WRONG_PHASE`).
    pub(super) fn name(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Sail => "sail",
            Phase::Main => "main",
            Phase::Draw => "draw",
            Phase::Scoring(_) => "scoring",
            Phase::GameOver => "game-over",
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::maracaibo::content::cards::CardId;
    use crate::maracaibo::content::common::{Good, Item, Symbol};
    use crate::maracaibo::content::difficulty::Level;
    use crate::maracaibo::content::exploration::SpaceId;
    use crate::maracaibo::state::ScoringStep;

    pub(crate) fn pack() -> &'static ContentPack {
        ContentPack::default_pack()
    }

    pub(crate) fn loc(id: &str) -> LocId {
        pack().map.find(id).unwrap()
    }

    pub(crate) fn card(id: &str) -> CardId {
        pack().cards.find(id).unwrap()
    }

    pub(crate) fn zone(id: &str) -> usize {
        pack().ship.zones.iter().position(|z| z.id == id).unwrap()
    }

    pub(crate) fn quest(id: &str) -> usize {
        pack().quests.iter().position(|q| q.id == id).unwrap()
    }

    pub(crate) fn tile(id: &str) -> usize {
        pack().cities.iter().position(|t| t.id == id).unwrap()
    }

    pub(crate) fn space(id: &str) -> SpaceId {
        pack().exploration.find(id).unwrap()
    }

    /// The first `n` project cards showing `symbol`.
    fn showing(symbol: Symbol, n: usize) -> Vec<CardId> {
        (0..pack().cards.projects.len() as u16)
            .map(CardId)
            .filter(|&c| pack().cards.card(c).symbol == symbol)
            .take(n)
            .collect()
    }

    /// The first `n` project cards showing `item`.
    pub(crate) fn items(item: Item, n: usize) -> Vec<CardId> {
        showing(Symbol::Item(item), n)
    }

    /// The first `n` project cards showing `good`.
    pub(crate) fn goods(good: Good, n: usize) -> Vec<CardId> {
        showing(Symbol::Good(good), n)
    }

    /// Seat 0 of a 3-player game on `from`, about to sail, with an empty hand and planning zone.
    pub(crate) fn on(from: &str) -> State {
        let mut state = ready(3, 11);
        state.players[0].ship = loc(from);
        state.players[0].hand.clear();
        state.players[0].planning.clear();
        state
    }

    /// A game whose set-up choices are all made: seat 0 is about to sail.
    pub(crate) fn ready(players: usize, seed: u64) -> State {
        let mut state = State::new(pack(), players, Level::Easy, seed).unwrap();
        for seat in 0..players {
            let dealt = state.players[seat].dealt.clone();
            state
                .choose_cards(seat, dealt[0], [dealt[1], dealt[2], dealt[3]])
                .unwrap();
            let career = state.players[seat].careers_offered[0];
            state.choose_career(pack(), seat, career).unwrap();
        }
        state
    }

    #[test]
    fn play_starts_once_every_seat_has_chosen() {
        let mut state = State::new(pack(), 2, Level::Easy, 3).unwrap();
        let dealt = state.players[0].dealt.clone();
        state.choose_cards(0, dealt[0], [dealt[1], dealt[2], dealt[3]]).unwrap();
        let career = state.players[0].careers_offered[0];
        state.choose_career(pack(), 0, career).unwrap();
        assert_eq!(state.turn.phase, Phase::Setup);
        let refused = state.sail_turn(pack(), 0, &[loc("2")]).unwrap_err();
        assert_eq!(refused.key, common_keys::NOT_YOUR_TURN);
        let dealt = state.players[1].dealt.clone();
        state.choose_cards(1, dealt[0], [dealt[1], dealt[2], dealt[3]]).unwrap();
        let career = state.players[1].careers_offered[1];
        state.choose_career(pack(), 1, career).unwrap();
        assert_eq!((state.turn.seat, state.turn.phase), (0, Phase::Sail));
        assert_eq!(state.log.events.back(), Some(&Event::TurnStarted { seat: 0, round: 1 }));
    }

    #[test]
    fn a_turn_runs_sail_main_draw_then_passes_clockwise() {
        let mut state = ready(3, 5);
        assert_eq!(
            state.sail_turn(pack(), 1, &[loc("2")]).unwrap_err().key,
            common_keys::NOT_YOUR_TURN
        );
        assert_eq!(state.end_main(pack(), 0).unwrap_err().key, keys::WRONG_PHASE);
        state.sail_turn(pack(), 0, &[loc("2"), loc("3")]).unwrap();
        assert_eq!(
            (state.turn.phase, state.turn.mp, state.players[0].ship),
            (Phase::Main, 2, loc("3"))
        );
        assert_eq!(
            state.draw_turn(pack(), 0, DrawSource::Pile).unwrap_err().key,
            keys::WRONG_PHASE
        );
        // Two cards fewer in hand: Phase C draws two, the display's one costing a doubloon.
        let gone: Vec<_> = state.players[0].hand.drain(..2).collect();
        state.board.discard.extend(gone);
        state.end_main(pack(), 0).unwrap();
        assert_eq!(state.turn.phase, Phase::Draw);
        let doubloons = state.players[0].doubloons;
        let shown = state.board.display[1];
        state.draw_turn(pack(), 0, DrawSource::Display(1)).unwrap();
        assert_eq!(
            state.board.display.len(),
            3,
            "the display waits until the drawing is over"
        );
        assert_eq!(state.players[0].doubloons, doubloons - 1);
        state.draw_turn(pack(), 0, DrawSource::Pile).unwrap();
        assert_eq!(state.players[0].hand.len(), 4);
        assert!(state.players[0].hand.contains(&shown));
        assert_eq!(state.board.display.len(), 4);
        assert_eq!((state.turn.seat, state.turn.phase, state.turn.mp), (1, Phase::Sail, 0));
        let events: Vec<_> = state.log.events.iter().rev().take(4).cloned().collect();
        assert_eq!(
            events,
            [
                Event::TurnStarted { seat: 1, round: 1 },
                Event::Drew { seat: 0, display: None },
                Event::Drew {
                    seat: 0,
                    display: Some(shown.0)
                },
                Event::Sailed {
                    seat: 0,
                    to: loc("3"),
                    mp: 2,
                    spies_passed: 0
                },
            ]
        );
    }

    #[test]
    fn a_full_hand_skips_phase_c_and_the_last_seat_passes_to_the_first() {
        let mut state = ready(2, 8);
        state.sail_turn(pack(), 0, &[loc("2")]).unwrap();
        state.end_main(pack(), 0).unwrap();
        assert_eq!((state.turn.seat, state.turn.phase), (1, Phase::Sail));
        state.sail_turn(pack(), 1, &[loc("2")]).unwrap();
        state.end_main(pack(), 1).unwrap();
        assert_eq!((state.turn.seat, state.turn.phase), (0, Phase::Sail));
    }

    #[test]
    fn stopping_on_21a_ends_the_round_after_phase_c() {
        let mut state = ready(2, 9);
        state.players[0].ship = loc("20");
        state.sail_turn(pack(), 0, &[loc("21a")]).unwrap();
        assert_eq!(state.turn.phase, Phase::Main);
        state.players[0].hand.pop();
        state.end_main(pack(), 0).unwrap();
        assert_eq!(state.turn.phase, Phase::Draw);
        state.draw_turn(pack(), 0, DrawSource::Pile).unwrap();
        assert!(matches!(
            state.turn.phase,
            Phase::Scoring(ScoringStep {
                kind: Scoring::Interim,
                trigger: 0,
                ..
            })
        ));
        assert_eq!(state.log.events.back(), Some(&Event::RoundOver { seat: 0, round: 1 }));
        assert_eq!(
            state.sail_turn(pack(), 1, &[loc("2")]).unwrap_err().key,
            keys::WRONG_PHASE
        );
    }

    #[test]
    fn only_22_ends_round_iv() {
        let mut state = ready(2, 9);
        state.round = 4;
        assert_eq!(state.scoring_due(pack(), loc("21b")), None);
        assert_eq!(state.scoring_due(pack(), loc("22")), Some(Scoring::Final));
        state.round = 3;
        assert_eq!(state.scoring_due(pack(), loc("21a")), Some(Scoring::Interim));
        assert_eq!(state.scoring_due(pack(), loc("20")), None);
    }
}
