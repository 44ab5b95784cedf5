//! The Mayor step by step, and Mayor listings that never enumerate every arrangement.
//!
//! A seat placing its colonists may, instead of typing a whole arrangement, edit a *draft*: at first the
//! suggested arrangement, then changed by steps such as `move 1 from quarry to coffee`, and finally `confirm`ed
//! (or replaced by any whole `colonists …` move). Every legal arrangement places the same number of colonists
//! (`min(colonists, circles)`), so a step only moves colonists between circles, San Juan never takes part, and
//! every draft is itself a legal arrangement: confirming never fails. A step is a move of the log like any other
//! (so it replays and can be taken back); the draft is public, as colonists on a board are, and drafts are kept
//! in the state only while a seat edits one (a state without drafts serializes as it always did).
//!
//! Listings: a big board has hundreds of thousands of arrangements. [`PuertoRico::legal_count`] counts them
//! (completions per slot), [`PuertoRico::legal_starting_with`] lists only those whose text starts with what was
//! typed, walking the slots in canonical order and cutting every branch whose text already disagrees, so its
//! cost follows the answers wanted, not the arrangements there are.

use super::action::{Action, Arrangement, Place};
use super::data::fold;
use super::errors;
use super::mayor;
use super::player::Player;
use super::{PuertoRico, Step};
use crate::error::RuleError;
use crate::game::Seat;

/// How many colonists `place` can hold on this board (0 when the player has no such tile or building).
pub fn capacity(p: &Player, place: Place) -> u8 {
    match place {
        Place::Tile(tile) => p.tiles[tile.index()],
        Place::Building(building) if p.has(building) => building.info().circles,
        Place::Building(_) => 0,
    }
}

/// The places of the board that hold at least one circle, in canonical order.
fn places(p: &Player) -> Vec<Place> {
    Place::all().filter(|&place| capacity(p, place) > 0).collect()
}

/// Every step from `draft`: for each place holding colonists and each other place with room, 1 up to as many as
/// fit. One colonist steps come first (the useful buttons), then the larger ones.
pub fn for_each_step(p: &Player, draft: &Arrangement, f: &mut dyn FnMut(Action)) {
    let places = places(p);
    let most = places.iter().map(|&place| capacity(p, place)).max().unwrap_or(0);
    for count in 1..=most {
        for &from in &places {
            for &to in &places {
                let room = capacity(p, to) - to.count(draft);
                if from != to && from.count(draft) >= count && room >= count {
                    f(Action::MoveColonists { count, from, to });
                }
            }
        }
    }
}

/// `draft` after the step, or why the step is refused.
pub fn stepped(p: &Player, draft: &Arrangement, count: u8, from: Place, to: Place) -> Result<Arrangement, RuleError> {
    for place in [from, to] {
        if capacity(p, place) == 0 {
            return Err(RuleError::new(errors::STEP_NO_PLACE).word("slot", place.id()));
        }
    }
    if from == to {
        return Err(RuleError::new(errors::STEP_SAME_PLACE).word("slot", from.id()));
    }
    if from.count(draft) < count {
        return Err(RuleError::new(errors::STEP_TOO_FEW)
            .word("slot", from.id())
            .with("count", count)
            .with("there", from.count(draft)));
    }
    let room = capacity(p, to) - to.count(draft);
    if room < count {
        return Err(RuleError::new(errors::STEP_NO_ROOM)
            .word("slot", to.id())
            .with("count", count)
            .with("room", room));
    }
    let mut next = *draft;
    from.set(&mut next, from.count(draft) - count);
    to.set(&mut next, to.count(draft) + count);
    Ok(next)
}

impl PuertoRico {
    /// The arrangement `seat` is editing step by step, if it made a step (None: the suggested one stands).
    pub fn draft(&self, seat: Seat) -> Option<Arrangement> {
        self.drafts.get(seat).copied().flatten()
    }

    /// The draft, or the suggested arrangement a first step starts from.
    fn draft_or_default(&self, seat: Seat) -> Arrangement {
        self.draft(seat)
            .unwrap_or_else(|| mayor::default_arrangement(&self.seats[seat]))
    }

    pub(super) fn move_colonists(&mut self, seat: Seat, count: u8, from: Place, to: Place) -> Result<(), RuleError> {
        let next = stepped(&self.seats[seat], &self.draft_or_default(seat), count, from, to)?;
        self.drafts[seat] = Some(next);
        Ok(())
    }

    pub(super) fn confirm_draft(&mut self, seat: Seat) -> Result<(), RuleError> {
        let draft = self.draft(seat).ok_or_else(|| RuleError::new(errors::NO_DRAFT))?;
        self.arrange(seat, &draft)
    }

    /// The Mayor moves of `seat` besides whole arrangements: its steps, and `confirm` once it has a draft.
    pub(super) fn draft_actions(&self, seat: Seat, f: &mut dyn FnMut(Action)) {
        if self.draft(seat).is_some() {
            f(Action::Confirm);
        }
        for_each_step(&self.seats[seat], &self.draft_or_default(seat), f);
    }

    /// The Mayor's quick moves: the draft (as a whole arrangement, which confirms it) or the suggested
    /// arrangement, then one-colonist steps from it, the most useful first: those that man an empty place
    /// without leaving another one empty, then those that do one of the two, then the rest (canonical order
    /// within each).
    pub(super) fn mayor_suggestions(&self, seat: Seat, limit: usize) -> Vec<Action> {
        let draft = self.draft_or_default(seat);
        let mut steps = Vec::new();
        for_each_step(&self.seats[seat], &draft, &mut |a| {
            if let Action::MoveColonists { count: 1, from, to } = a {
                let empties_one = from.count(&draft) == 1;
                let mans_one = to.count(&draft) == 0;
                steps.push(((empties_one, !mans_one), a));
            }
        });
        steps.sort_by_key(|(rank, _)| *rank);
        let mut actions = vec![Action::Colonists(draft)];
        actions.extend(steps.into_iter().map(|(_, a)| a).take(limit.saturating_sub(1)));
        actions
    }

    /// Number of legal moves of `seat`, counted without listing them.
    pub(super) fn mayor_count(&self, seat: Seat) -> u64 {
        let mut others = 0u64;
        self.draft_actions(seat, &mut |_| others += 1);
        mayor::count_arrangements(&self.seats[seat]) + others
    }

    /// At most `limit` legal Mayor moves of `seat` whose text starts with `prefix` (folded as moves are read).
    pub(super) fn mayor_starting_with(&self, seat: Seat, prefix: &str, limit: usize) -> Vec<Action> {
        let prefix = fold_prefix(prefix);
        let mut found = Vec::new();
        arrangements_starting_with(&self.seats[seat], &prefix, limit, &mut found);
        self.draft_actions(seat, &mut |a| {
            if found.len() < limit && a.to_string().starts_with(&prefix) {
                found.push(a);
            }
        });
        found
    }

    pub(super) fn in_mayor(&self, seat: Seat) -> bool {
        self.step == Step::Arrange && self.is_pending(seat)
    }
}

/// A typed prefix read as moves are (letter case, accents), keeping a final space: `corn:1 ` ends a slot.
pub(super) fn fold_prefix(prefix: &str) -> String {
    let mut folded = fold(prefix);
    if prefix.ends_with(char::is_whitespace) && !folded.is_empty() {
        folded.push(' ');
    }
    folded
}

/// Pushes to `found`, until it holds `limit`, the legal arrangements of `p` whose text starts with `prefix`, in
/// the listing's order.
pub(super) fn arrangements_starting_with(p: &Player, prefix: &str, limit: usize, found: &mut Vec<Action>) {
    let places = places(p);
    let capacities: Vec<usize> = places.iter().map(|&place| capacity(p, place) as usize).collect();
    let mut suffix = vec![0; places.len() + 1];
    for i in (0..places.len()).rev() {
        suffix[i] = suffix[i + 1] + capacities[i];
    }
    let required = p.colonists().min(p.circles()) as usize;
    let walk = Walk {
        places: &places,
        capacities: &capacities,
        suffix: &suffix,
        prefix,
        limit,
    };
    let mut text = String::from("colonists");
    walk.visit(0, required, &mut Arrangement::default(), &mut text, found);
}

struct Walk<'a> {
    places: &'a [Place],
    capacities: &'a [usize],
    /// `suffix[i]`: circles on places `i..`.
    suffix: &'a [usize],
    prefix: &'a str,
    limit: usize,
}

impl Walk<'_> {
    /// Whether `text` may still become a text starting with the prefix (one of them starts the other).
    fn agrees(&self, text: &str) -> bool {
        text.starts_with(self.prefix) || self.prefix.starts_with(text)
    }

    fn visit(&self, i: usize, left: usize, arrangement: &mut Arrangement, text: &mut String, found: &mut Vec<Action>) {
        if found.len() >= self.limit {
            return;
        }
        if i == self.places.len() {
            let whole = if arrangement.placed() == 0 {
                "colonists none"
            } else {
                text.as_str()
            };
            if whole.starts_with(self.prefix) {
                found.push(Action::Colonists(*arrangement));
            }
            return;
        }
        let low = left.saturating_sub(self.suffix[i + 1]);
        let high = left.min(self.capacities[i]);
        let place = self.places[i];
        for count in low..=high {
            let mark = text.len();
            if count > 0 {
                text.push_str(&format!(" {}:{count}", place.id()));
            }
            // An empty arrangement reads `colonists none`: judged at the end.
            if self.agrees(text) {
                place.set(arrangement, count as u8);
                self.visit(i + 1, left - count, arrangement, text, found);
                place.set(arrangement, 0);
            }
            text.truncate(mark);
        }
    }
}
