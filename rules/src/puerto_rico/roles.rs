//! Role choice, the order of turns inside a phase, the end of a round and the end of the game.
//!
//! Each round the governor chooses first, then each seat clockwise; the taker of a role collects the doubloons
//! on its card and plays the phase first, the others follow clockwise. After the last phase of the round one
//! doubloon goes on every card nobody took, and the governor's card passes to the left — unless something
//! triggered the end of the game during the round.

use rand::Rng;

use super::action::{Action, FreeColonist};
use super::data::Role;
use super::errors;
use super::view::{EndReason, Event};
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

impl PuertoRico {
    /// The open roles, then the Mayor without his colonist when it may be declined.
    pub(super) fn role_actions(&self, f: &mut impl FnMut(Action)) {
        for role in self.open_roles() {
            f(Action::Role(role, FreeColonist::Take));
        }
        if self.mayor_decline_offered() {
            f(Action::Role(Role::Mayor, FreeColonist::Decline));
        }
    }

    /// A uniform pick among [`PuertoRico::role_actions`], by counting (a third of a play-out's moves are role
    /// choices): the same draw as picking from their listing.
    pub(super) fn random_role<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let open = self.open_roles().count();
        let pick = rng.gen_range(0..open + self.mayor_decline_offered() as usize);
        match self.open_roles().nth(pick) {
            Some(role) => Action::Role(role, FreeColonist::Take),
            None => Action::Role(Role::Mayor, FreeColonist::Decline),
        }
    }

    fn open_roles(&self) -> impl Iterator<Item = Role> + Clone + '_ {
        Role::in_game(self.n())
            .iter()
            .copied()
            .filter(|role| self.role_taken[role.index()].is_none())
    }

    fn mayor_decline_offered(&self) -> bool {
        self.role_taken[Role::Mayor.index()].is_none() && self.may_decline(self.privilege_colonist(Role::Mayor))
    }

    /// Whether choosing `role` brings a free colonist (the Mayor's privilege, from the supply only).
    fn privilege_colonist(&self, role: Role) -> bool {
        role == Role::Mayor && self.colonist_supply > 0
    }

    pub(super) fn choose_role(&mut self, seat: Seat, role: Role, free: FreeColonist) -> Result<(), RuleError> {
        if !Role::in_game(self.n()).contains(&role) {
            return Err(RuleError::new(errors::ROLE_NOT_IN_GAME)
                .word("role", role.id())
                .with("players", self.n()));
        }
        if self.role_taken[role.index()].is_some() {
            return Err(RuleError::new(errors::ROLE_TAKEN).word("role", role.id()));
        }
        self.check_decline(free, self.privilege_colonist(role))?;
        let doubloons = std::mem::take(&mut self.role_doubloons[role.index()]);
        self.seats[seat].doubloons += doubloons;
        self.role_taken[role.index()] = Some(seat as u8);
        self.role = Some(role);
        self.role_seat = seat as u8;
        self.log(Event::RoleTaken { seat, role, doubloons });
        match role {
            Role::Mayor => self.start_mayor(free),
            Role::Prospector | Role::Prospector2 => {
                self.seats[seat].doubloons += self.privilege();
                self.log(Event::ProspectorDoubloon { seat });
                self.finish_phase();
            }
            _ => self.start_phase_after_guests(),
        }
        Ok(())
    }

    /// Starts a one-seat-after-the-other phase at the role's taker.
    pub(super) fn start_sequence(&mut self, step: Step, can_act: fn(&PuertoRico, Seat) -> bool) {
        self.step = step;
        self.turns = 0;
        self.seek_turn(can_act);
    }

    /// Ends the current seat's turn and moves on.
    pub(super) fn next_turn(&mut self, can_act: fn(&PuertoRico, Seat) -> bool) {
        self.turns += 1;
        self.seek_turn(can_act);
    }

    /// Gives the turn to the next seat (from `turns`) able to act; returns false when the phase is over.
    fn seek_turn(&mut self, can_act: fn(&PuertoRico, Seat) -> bool) {
        while (self.turns as usize) < self.n() {
            let seat = self.after(self.role_seat, self.turns as usize);
            if can_act(self, seat) {
                self.actor = seat as u8;
                return;
            }
            self.turns += 1;
        }
        self.end_of_sequence();
    }

    fn end_of_sequence(&mut self) {
        match self.step {
            Step::Settle => self.end_settler(),
            Step::Sell => self.end_trader(),
            _ => self.finish_phase(),
        }
    }

    pub(super) fn log_pass(&mut self, seat: Seat) {
        if let Some(role) = self.role {
            self.log(Event::Passed { seat, role });
        }
    }

    pub(super) fn trigger_end(&mut self, reason: EndReason) {
        let flag = match reason {
            EndReason::Colonists => &mut self.end.colonists,
            EndReason::CityFull => &mut self.end.city_full,
            EndReason::VpChips => &mut self.end.vp_chips,
        };
        if !*flag {
            *flag = true;
            self.log(Event::GameEndTriggered { reason });
        }
    }

    /// The phase of the current role is over: next role choice, or the end of the round.
    pub(super) fn finish_phase(&mut self) {
        self.role = None;
        self.picks += 1;
        if self.picks as usize == self.n() {
            self.end_round();
        } else {
            self.step = Step::ChooseRole;
            self.actor = self.after(self.governor, self.picks as usize) as u8;
        }
    }

    fn end_round(&mut self) {
        for &role in Role::in_game(self.n()) {
            if self.role_taken[role.index()].take().is_none() {
                self.role_doubloons[role.index()] += 1;
            }
        }
        self.log(Event::RoundEnded { round: self.round });
        if self.end.any() {
            self.step = Step::Over;
            self.log(Event::GameOver);
            return;
        }
        self.round += 1;
        self.picks = 0;
        self.governor = self.after(self.governor, 1) as u8;
        self.actor = self.governor;
        self.step = Step::ChooseRole;
    }
}
