//! Seats changing hands during a game, as one set of rules the live handlers and `galleon import` share: the
//! handlers change a record only through [`TableRecord::give_to_ai`] and [`TableRecord::give_to_person`] and ask
//! [`TableRecord::may_ask_replacement`] and [`TableRecord::left_to_ai`]; the import check
//! ([`TableRecord::check_hands`]) refuses what these could not have left.
//!
//! Rulings (what the live host leaves, and so all an import may hold):
//! - whoever a change of hands of the table's game brought (a takeover's AI, a replacement's newcomer) holds that
//!   seat still, or left it by a later change of hands of it: a takeover naming a seat someone else holds
//!   without that AI ever leaving it is refused;
//! - an open replacement vote is asked by someone who may ask ([`TableRecord::may_ask_replacement`]), or who has
//!   since left their seat to the AI in this game (their vote stays open); anyone else is a stranger;
//! - an open vote names the seated player it would replace: a person whose seat the AI took is not one (the
//!   takeover closed the vote about them, and a vote for that seat names the AI holding it).

use galleon_rules::RuleError;

use super::{LoadProblem, Replacement, Seated, TableRecord, Takeover};

impl TableRecord {
    /// Hands `seat` of the table's game to the AI `bot`, as `/resign` and `/kick` do (`how`): the takeover is
    /// kept with the move it came at; the person who left no longer votes, and a replacement vote about them
    /// closes. Returns who left.
    pub fn give_to_ai(&mut self, seat: usize, bot: Seated, how: &str) -> Seated {
        let old = std::mem::replace(&mut self.seats[seat], bot);
        self.takeovers.push(Takeover {
            game: self.game_number().unwrap_or(0),
            seat,
            user: old.user.clone(),
            bot: self.seats[seat].user.id.clone(),
            how: how.to_string(),
            at: Some(self.moves()),
        });
        self.drop_votes_of(&old.user.id);
        if self.replace_vote.as_ref().is_some_and(|v| v.player == old.user.id) {
            self.replace_vote = None;
        }
        if let Some(vote) = self.replace_vote.as_mut() {
            vote.yes.retain(|v| *v != old.user.id);
            vote.no.retain(|v| *v != old.user.id);
        }
        old
    }

    /// Hands `seat` of the table's game to the person `newcomer`, as `/replace` does: the replacement is kept with
    /// the move it came at, any open replacement vote closes, and the person who left no longer votes. Returns
    /// who left.
    pub fn give_to_person(&mut self, seat: usize, newcomer: Seated) -> Seated {
        let old = std::mem::replace(&mut self.seats[seat], newcomer);
        self.replacements.push(Replacement {
            game: self.game_number().unwrap_or(0),
            seat,
            from: old.user.clone(),
            to: self.seats[seat].user.clone(),
            at: self.moves(),
        });
        self.replace_vote = None;
        self.drop_votes_of(&old.user.id);
        old
    }

    /// Whether `asker` may ask, by a vote, that `newcomer` take a seat: someone seated, or the newcomer
    /// volunteering (an admin replaces at once, without a vote).
    pub fn may_ask_replacement(&self, asker: &str, newcomer: &str) -> bool {
        self.seat_of(asker).is_some() || asker == newcomer
    }

    /// The seat `user` left to an AI in the table's game, while that AI holds it.
    pub fn left_to_ai(&self, user: &str) -> Option<usize> {
        let game = self.game_number()?;
        let held = |t: &&Takeover| self.seats.get(t.seat).is_some_and(|s| s.user.id == t.bot);
        let mine = self
            .takeovers
            .iter()
            .rev()
            .filter(|t| t.game == game && t.user.id == user);
        mine.clone().find(held).map(|t| t.seat)
    }

    /// The changes of hands of the table's game and its open replacement vote as the live host leaves them (see
    /// the module's rulings).
    pub(super) fn check_hands(&self) -> Result<(), LoadProblem> {
        let Some(game) = self.game_number() else { return Ok(()) };
        for takeover in self.takeovers.iter().filter(|t| t.game == game) {
            if !self.stayed_or_left(takeover.seat, &takeover.bot, takeover.at) {
                return Err(LoadProblem::new(
                    RuleError::new("load-takeover-held")
                        .text("bot", &takeover.bot)
                        .with("seat", takeover.seat + 1)
                        .text("holder", self.holder(takeover.seat)),
                ));
            }
        }
        for replacement in self.replacements.iter().filter(|r| r.game == game) {
            if !self.stayed_or_left(replacement.seat, &replacement.to.id, Some(replacement.at)) {
                return Err(LoadProblem::new(
                    RuleError::new("load-replacement-gone")
                        .text("id", &replacement.to.id)
                        .with("seat", replacement.seat + 1)
                        .text("holder", self.holder(replacement.seat)),
                ));
            }
        }
        self.check_vote_hands()
    }

    /// The open replacement vote's player and asker (see the module's rulings).
    fn check_vote_hands(&self) -> Result<(), LoadProblem> {
        let Some(vote) = &self.replace_vote else { return Ok(()) };
        if let Some(seat) = self
            .left_to_ai(&vote.player)
            .filter(|_| self.seat_of(&vote.player).is_none())
        {
            return Err(LoadProblem::new(
                RuleError::new("load-replace-vote-left")
                    .text("id", &vote.player)
                    .with("seat", seat + 1)
                    .text("bot", self.holder(seat)),
            ));
        }
        let game = self.game_number();
        let left = self
            .takeovers
            .iter()
            .any(|t| Some(t.game) == game && t.user.id == vote.by);
        if !self.may_ask_replacement(&vote.by, &vote.newcomer.user.id) && !left {
            return Err(LoadProblem::new(
                RuleError::new("load-replace-vote-stranger").text("id", &vote.by),
            ));
        }
        Ok(())
    }

    /// Whether `id`, brought to `seat` of the table's game at move `at` (unknown in records written before it was
    /// kept), holds it still or left it by a later change of hands of that seat.
    fn stayed_or_left(&self, seat: usize, id: &str, at: Option<usize>) -> bool {
        let game = self.game_number();
        let since = |then: Option<usize>| at.zip(then).is_none_or(|(at, then)| then >= at);
        let took_over = self
            .takeovers
            .iter()
            .any(|t| Some(t.game) == game && t.seat == seat && t.user.id == id && since(t.at));
        let replaced = self
            .replacements
            .iter()
            .any(|r| Some(r.game) == game && r.seat == seat && r.from.id == id && since(Some(r.at)));
        self.seats.get(seat).is_some_and(|s| s.user.id == id) || took_over || replaced
    }

    /// The id of who holds `seat` (`?` past the seats).
    fn holder(&self, seat: usize) -> &str {
        self.seats.get(seat).map_or("?", |s| s.user.id.as_str())
    }

    /// The log's length: the move a change of hands comes at.
    fn moves(&self) -> usize {
        self.game.as_ref().map_or(0, |g| g.log.len())
    }

    /// Takes `user` out of the abort and kick votes: they no longer sit at the table.
    fn drop_votes_of(&mut self, user: &str) {
        self.abort_votes.retain(|v| v != user);
        self.kick_votes.retain(|v| v.player != user);
        for vote in &mut self.kick_votes {
            vote.voters.retain(|v| v != user);
        }
    }
}
