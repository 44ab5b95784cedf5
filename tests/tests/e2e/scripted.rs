//! What the scenarios played through the script runner read of its table: the record as exported, the game in
//! it and who sits where.

use galleon_commands::io::{Locale, Message, Request, User};
use galleon_commands::script::{parse_action, Runner};
use galleon_rules::Game;
use serde_json::Value;

/// The table's record as exported.
pub fn exported(runner: &Runner) -> Value {
    serde_json::from_str(&runner.host().export("table").unwrap().json).unwrap()
}

/// The table's game and who sits in each seat (user ids), as exported.
pub fn state<G: Game>(runner: &Runner) -> (G, Vec<String>) {
    let record = exported(runner);
    let game = serde_json::from_value(record["game"]["state"].clone()).unwrap();
    let seats = record["seats"].as_array().unwrap();
    let users = seats.iter().map(|s| s["user"]["id"].as_str().unwrap().to_string());
    (game, users.collect())
}

/// `user`'s command `line` (`/undo`, `/play move:"…"`) through the host alone, in English: answered and saved,
/// with no AI turn played after it (the runner's `line` plays them).
pub fn host_alone(runner: &Runner, user: &str, line: &str) -> Vec<Message> {
    runner.host().handle(&Request {
        channel: "table".into(),
        user: User {
            id: user.into(),
            name: user.into(),
        },
        locale: Locale::En,
        admin: false,
        server: None,
        input: parse_action(line).unwrap(),
    })
}
