//! Moves and their text.
//!
//! Grammar (canonical form is lowercase; any letter case is read):
//!
//! | move | when |
//! |---|---|
//! | `spring <intersection>` | the first overseer places the spring (option `spring:chosen`) |
//! | `bid <n>` / `bid pass` | phase 1, once each from the overseer's left; `n` ≥ 0, all bids differ |
//! | `place <tile> <square>` | phase 3 in bid order (and the 3-player 4th tile) |
//! | `bribe <position> <n>` / `bribe pass` | phase 4: propose a canal position with `n` ≥ 1 escudos, or pass |
//! | `support <position> <n>` | phase 4: add `n` ≥ 1 escudos to the proposal on that position |
//! | `overseer accept <position>` | the overseer takes that proposal's money and builds there |
//! | `overseer build <position>` | the overseer builds on an unproposed position, paying the largest total + 1 |
//! | `canal <position>` / `canal pass` | phase 5: place (or keep) your personal canal |
//!
//! Names: a square is a column `a`–`h` and a row `1`–`6` (`c3`); an intersection is one letter `a`–`t`
//! (row by row, 5 across: `a`–`e` on the top border … `p`–`t` on the bottom border); a canal position is the
//! ditch between two neighbouring intersections, both letters in alphabetical order (`gh` across, `gl` down);
//! a tile is its crop (`potato`, `bean`, `pepper`, `banana`, `cane`) then its printed workers (`bean2`).
//! Also read: `accept <position>` and `build <position>` without `overseer`, `place <square> <tile>`, French
//! crop names (`haricot2`), French `passe`/`passer` for `pass`; [`crate::Game::parse_action`] also reads a bare
//! `pass` in the current phase. `overseer` alone (or with both choices) is refused with
//! [`errors::OVERSEER_CHOICE`], which names the two choices.

use std::fmt;
use std::str::FromStr;

use crate::error::{keys, RuleError};
use crate::santiago::data::Tile;
use crate::santiago::errors;
use crate::santiago::geometry::{Intersection, Position, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Spring(Intersection),
    /// `None` is a pass.
    Bid(Option<u32>),
    Place(Tile, Square),
    /// A new proposal to the overseer.
    Bribe(Position, u32),
    Support(Position, u32),
    BribePass,
    Accept(Position),
    Build(Position),
    /// The personal canal; `None` keeps it.
    Canal(Option<Position>),
}

impl Action {
    /// The verb, as named in [`errors::WRONG_PHASE`].
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Spring(_) => "spring",
            Action::Bid(_) => "bid",
            Action::Place(..) => "place",
            Action::Bribe(..) | Action::BribePass => "bribe",
            Action::Support(..) => "support",
            Action::Accept(_) | Action::Build(_) => "overseer",
            Action::Canal(_) => "canal",
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Spring(at) => write!(f, "spring {at}"),
            Action::Bid(Some(n)) => write!(f, "bid {n}"),
            Action::Bid(None) => write!(f, "bid pass"),
            Action::Place(tile, square) => write!(f, "place {tile} {square}"),
            Action::Bribe(position, n) => write!(f, "bribe {position} {n}"),
            Action::Support(position, n) => write!(f, "support {position} {n}"),
            Action::BribePass => write!(f, "bribe pass"),
            Action::Accept(position) => write!(f, "overseer accept {position}"),
            Action::Build(position) => write!(f, "overseer build {position}"),
            Action::Canal(Some(position)) => write!(f, "canal {position}"),
            Action::Canal(None) => write!(f, "canal pass"),
        }
    }
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let lower = text.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let action = match words[..] {
            ["spring", at] => Action::Spring(at.parse()?),
            ["bid", pass] if is_pass(pass) => Action::Bid(None),
            ["bid", n] => Action::Bid(Some(amount(n)?)),
            ["place", a, b] => place(a, b)?,
            ["bribe", pass] if is_pass(pass) => Action::BribePass,
            ["bribe", position, n] => Action::Bribe(position.parse()?, amount(n)?),
            ["support", position, n] => Action::Support(position.parse()?, amount(n)?),
            ["overseer", "accept", position] | ["accept", position] => Action::Accept(position.parse()?),
            ["overseer", "build", position] | ["build", position] => Action::Build(position.parse()?),
            ["overseer", ..] => return Err(RuleError::new(errors::OVERSEER_CHOICE)),
            ["canal", pass] if is_pass(pass) => Action::Canal(None),
            ["canal", position] => Action::Canal(Some(position.parse()?)),
            _ => return Err(RuleError::new(keys::UNKNOWN_MOVE).text("text", text.trim())),
        };
        Ok(action)
    }
}

/// `pass`, or the French words the board and the buttons show for it (`passe`, `passer`).
pub(crate) fn is_pass(word: &str) -> bool {
    matches!(word, "pass" | "passe" | "passer")
}

fn amount(text: &str) -> Result<u32, RuleError> {
    text.parse()
        .map_err(|_| RuleError::new(errors::BAD_AMOUNT).text("text", text))
}

/// `place <tile> <square>`, or the two the other way round.
fn place(a: &str, b: &str) -> Result<Action, RuleError> {
    match (a.parse::<Tile>(), b.parse::<Square>()) {
        (Ok(tile), Ok(square)) => Ok(Action::Place(tile, square)),
        (tile, square) => match (b.parse::<Tile>(), a.parse::<Square>()) {
            (Ok(tile), Ok(square)) => Ok(Action::Place(tile, square)),
            _ => Err(tile.and(square).expect_err("one of the two failed")),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_round_trip() {
        for text in [
            "spring g",
            "bid 3",
            "bid 0",
            "bid pass",
            "place bean2 c3",
            "bribe gh 4",
            "bribe pass",
            "support gl 1",
            "overseer accept gh",
            "overseer build st",
            "canal af",
            "canal pass",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
    }

    #[test]
    fn variations_are_read() {
        let parse = |t: &str| t.parse::<Action>().unwrap().to_string();
        assert_eq!(parse("  PLACE C3 Haricot2 "), "place bean2 c3");
        assert_eq!(parse("accept HG"), "overseer accept gh");
        assert_eq!(parse("build lg"), "overseer build gl");
        assert_eq!(parse("bid passe"), "bid pass");
        assert_eq!(parse("bribe Passer"), "bribe pass");
        assert_eq!(parse("canal passe"), "canal pass");
    }

    #[test]
    fn garbage_is_refused_with_a_precise_key() {
        let key = |t: &str| t.parse::<Action>().unwrap_err().key;
        assert_eq!(key("fly away"), keys::UNKNOWN_MOVE);
        assert_eq!(key(""), keys::UNKNOWN_MOVE);
        assert_eq!(key("bid -1"), errors::BAD_AMOUNT);
        assert_eq!(key("bid 99999999999"), errors::BAD_AMOUNT);
        assert_eq!(key("place corn2 c3"), errors::BAD_TILE);
        assert_eq!(key("place bean2 z9"), errors::BAD_SQUARE);
        assert_eq!(key("bribe ac 2"), errors::BAD_POSITION);
        assert_eq!(key("spring z"), errors::BAD_INTERSECTION);
        assert_eq!(key("overseer"), errors::OVERSEER_CHOICE);
        assert_eq!(key("overseer accept gh build gl"), errors::OVERSEER_CHOICE);
    }
}
