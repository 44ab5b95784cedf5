//! What the benchmarks share: a command as a player types it, and the forced moves the host plays by itself.

use galleon_commands::io::{Input, Locale, Request, User};
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

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

/// The moves a player chooses in a random Puerto Rico game of `players` and `seed`, in order: (seat, move). The
/// forced ones are left out: the host plays them by itself.
#[allow(dead_code)] // not every benchmark plays Puerto Rico
pub fn random_game(players: usize, seed: u64) -> Vec<(usize, String)> {
    let mut game = PuertoRico::new(players, &Default::default(), seed).expect("3 to 5 players");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut chosen = Vec::new();
    while !game.is_over() {
        if play_forced(&mut game) {
            continue;
        }
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).expect("a move");
        game.apply(seat, &action).expect("legal");
        chosen.push((seat, action.to_string()));
    }
    chosen
}
