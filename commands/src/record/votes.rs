//! The seats a game's AI took over, the seats handed to someone else, and the votes to hand a seat to the AI, as
//! the record keeps them (see [`crate::handlers::takeover`] and [`crate::handlers::seats`]).
//!
//! Rulings:
//! - Each change of hands records `at`, how many moves the game's log held then: the moves before it were played
//!   by who left, those from it on by who came ([`player_of_move`]). A takeover written before `at` was kept
//!   has none, and its seat's moves are all named after whoever holds the seat now.

use serde::{Deserialize, Serialize};

use crate::base::io::User;

/// A seat an AI took over from a person.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Takeover {
    /// The number of the game.
    pub game: u64,
    pub seat: usize,
    /// Who left the seat.
    pub user: User,
    /// The AI's user id.
    pub bot: String,
    /// `resign` or `kick`.
    pub how: String,
    /// How many moves the game's log held when the AI took the seat (None in records written before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<usize>,
}

/// A seat `/replace` handed to someone else (a person or an AI leaving it to a person).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replacement {
    /// The number of the game.
    pub game: u64,
    pub seat: usize,
    /// Who left the seat.
    pub from: User,
    /// Who took it.
    pub to: User,
    /// How many moves the game's log held when the seat changed hands.
    pub at: usize,
}

/// The seated people who voted to hand `player`'s seat to the AI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KickVote {
    pub game: u64,
    pub player: String,
    pub voters: Vec<String>,
}

/// Who played the move numbered `index` (from 0) of game `game` at `seat`, which `now` holds: followed back
/// from `now` through every change of hands of that seat made after the move.
pub fn player_of_move<'a>(
    takeovers: &'a [Takeover],
    replacements: &'a [Replacement],
    game: u64,
    seat: usize,
    index: usize,
    now: &'a User,
) -> &'a User {
    // (at, who left, the id of who came), only those after the move.
    let mut later: Vec<(usize, &User, &str)> = takeovers
        .iter()
        .filter(|t| t.game == game && t.seat == seat)
        .filter_map(|t| Some((t.at?, &t.user, t.bot.as_str())))
        .chain(
            replacements
                .iter()
                .filter(|r| r.game == game && r.seat == seat)
                .map(|r| (r.at, &r.from, r.to.id.as_str())),
        )
        .filter(|(at, _, _)| *at > index)
        .collect();
    let mut player = now;
    // The latest change that brought the current player, then the one before it…
    while let Some(i) = (0..later.len())
        .filter(|&i| later[i].2 == player.id)
        .max_by_key(|&i| later[i].0)
    {
        player = later.swap_remove(i).1;
    }
    player
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(id: &str) -> User {
        User {
            id: id.into(),
            name: id.into(),
        }
    }

    #[test]
    fn each_move_is_named_after_who_held_the_seat_then() {
        let takeover = |at, bot: &str| Takeover {
            game: 1,
            seat: 1,
            user: user("bob"),
            bot: bot.into(),
            how: "resign".into(),
            at,
        };
        // bob resigned after 5 moves, came back after 7, resigned again after 9.
        let takeovers = [takeover(Some(5), "ai:normal:1"), takeover(Some(9), "ai:normal:2")];
        let back = Replacement {
            game: 1,
            seat: 1,
            from: user("ai:normal:1"),
            to: user("bob"),
            at: 7,
        };
        let now = user("ai:normal:2");
        let who = |index| {
            player_of_move(&takeovers, std::slice::from_ref(&back), 1, 1, index, &now)
                .id
                .clone()
        };
        assert_eq!(who(4), "bob");
        assert_eq!(who(5), "ai:normal:1");
        assert_eq!(who(6), "ai:normal:1");
        assert_eq!(who(7), "bob");
        assert_eq!(who(9), "ai:normal:2");
        // Another seat, another game, or a takeover without its move: the seat's holder now.
        assert_eq!(player_of_move(&takeovers, &[], 1, 0, 0, &now).id, "ai:normal:2");
        assert_eq!(player_of_move(&takeovers, &[], 2, 1, 0, &now).id, "ai:normal:2");
        let old = [takeover(None, "ai:normal:2")];
        assert_eq!(player_of_move(&old, &[], 1, 1, 0, &now).id, "ai:normal:2");
    }
}
