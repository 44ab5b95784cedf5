//! What the benchmarks share: a command as a player types it, and the forced moves the host plays by itself.

use galleon_commands::io::{Input, Locale, Request, User};
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;

/// `user`'s command `name` with `options` in `channel` (English, not an admin, no server).
pub fn command(channel: &str, user: &str, name: &str, options: Vec<(String, String)>) -> Request {
    Request {
        channel: channel.to_string(),
        user: User {
            id: user.to_string(),
            name: user.to_string(),
        },
        locale: Locale::En,
        admin: false,
        server: None,
        input: Input::Command {
            name: name.to_string(),
            options,
        },
    }
}

/// Plays the lowest seat's forced move, as the host does by itself; whether there was one.
#[allow(dead_code)] // not every benchmark plays Puerto Rico
pub fn play_forced(game: &mut PuertoRico) -> bool {
    let forced = game
        .to_act()
        .into_iter()
        .find_map(|s| game.only_action(s).map(|a| (s, a)));
    if let Some((seat, action)) = forced {
        game.apply(seat, &action).expect("a forced move is legal");
    }
    forced.is_some()
}
