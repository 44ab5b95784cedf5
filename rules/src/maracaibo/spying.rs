//! Spy actions: a main action at a location holding the player's spy, carrying out the card's steps in order.
//!
//! * A payment step (3 identical goods, or N combat points) gates the rest: goods are a decision (which cards,
//!   or forgo the rest); combat points are paid at once when the player has them, and otherwise the action
//!   stops there.
//! * `sail(N)`: sail 1–N MP under every normal sailing and stopping rule (a ruling: spies passed score, the
//!   stop's L5 spy and spy tax apply, a scoring space ends the round after Phase C), then one more main action
//!   at the stop. Village actions there follow the standard table for the MP just spent; U1 does not apply
//!   (it is for the main action at a village only). Ruling: a quest's "spent at least N MP sailing
//!   this turn" counts the Phase A and the extra sailing together.
//! * Gains with no choice are applied as the step is reached; decisions are settled in step order.

use super::content::cards::{CardId, SpyStep};
use super::content::map::LocId;
use super::content::ContentPack;
use super::main_action::MainAction;
use super::state::{Event, QuestSource, State, Task};
use crate::game::Seat;

impl State {
    /// Begins the spy action of bought `card`.
    pub fn start_spy_action(&mut self, pack: &ContentPack, seat: Seat, card: CardId) {
        let number = pack.cards.card(card).spy_action().expect("a spy-action card");
        self.run_spy_steps(pack, seat, number, 0);
    }

    /// Runs the steps of spy action `number` from `from` on.
    pub fn run_spy_steps(&mut self, pack: &ContentPack, seat: Seat, number: u8, from: usize) {
        let steps = &pack.cards.spy_action(number).expect("validated spy action").steps;
        let mut tasks = Vec::new();
        for (i, step) in steps.iter().enumerate().skip(from) {
            match *step {
                SpyStep::Reward(reward) => match Task::for_reward(reward) {
                    Some(task) => tasks.push(task),
                    None => self.grant(pack, seat, reward),
                },
                SpyStep::Village(n) => tasks.push(Task::Village(n)),
                SpyStep::Sail(n) => tasks.push(Task::ExtraSail(n)),
                SpyStep::PayGoods(n) => {
                    tasks.push(Task::SpyGoods {
                        action: number,
                        goods: n,
                        next: i as u8 + 1,
                    });
                    break;
                }
                SpyStep::PayCombatPoints(n) => {
                    if self.players[seat].combat_points < n {
                        break;
                    }
                    self.players[seat].combat_points -= n;
                }
                SpyStep::VpPerSpy(n) => {
                    self.players[seat].vp += n as u32 * self.players[seat].spies.on_map.len() as u32;
                }
                SpyStep::VpPerCombatToken(n) => {
                    self.players[seat].vp += n as u32 * self.players[seat].combat_tokens.len() as u32;
                }
            }
        }
        self.queue(pack, seat, tasks);
    }

    /// The extra sailing of a spy action: moves, stops, and offers one more main action there.
    pub fn extra_sail(&mut self, pack: &ContentPack, seat: Seat, path: &[LocId], budget: u8) {
        let sailed = self.sail(pack, seat, path, budget).expect("listed as a legal voyage");
        self.log.push(Event::Sailed {
            seat,
            to: self.players[seat].ship,
            mp: sailed.mp,
            spies_passed: sailed.spies_passed,
        });
        // "Spent at least N MP sailing this turn" counts the extra sailing too.
        self.turn.mp += sailed.mp;
        self.queue(pack, seat, vec![Task::ExtraMain(sailed.mp)]);
        self.on_stop(pack, seat);
    }

    /// Carries out a main action at the ship's stop; `village_actions` is the count for village actions.
    pub fn perform_main(&mut self, pack: &ContentPack, seat: Seat, action: MainAction, village_actions: u8) {
        let at = self.players[seat].ship;
        match action {
            MainAction::City => self.city_action(pack, seat, at),
            MainAction::Village => self.queue(pack, seat, vec![Task::Village(village_actions)]),
            MainAction::Quest(quest) => {
                let source = QuestSource::Location(at, quest);
                self.queue(pack, seat, vec![Task::Quest(source)]);
            }
            MainAction::Spy(card) => {
                self.turn.spies_used.push(at);
                self.start_spy_action(pack, seat, card);
            }
            MainAction::Homeward => self.homeward_action(pack, seat, at),
        }
    }
}
