//! What the scenarios played through the script runner read of its table: the record as exported, the game in
//! it and who sits where.

use galleon_commands::script::Runner;
use galleon_rules::Game;
use serde_json::Value;

/// The table's record as exported.
pub fn exported(runner: &Runner) -> Value {
    serde_json::from_str(&runner.host().export("table").unwrap()).unwrap()
}

/// The table's game and who sits in each seat (user ids), as exported.
pub fn state<G: Game>(runner: &Runner) -> (G, Vec<String>) {
    let record = exported(runner);
    let game = serde_json::from_value(record["game"]["state"].clone()).unwrap();
    let seats = record["seats"].as_array().unwrap();
    let users = seats.iter().map(|s| s["user"]["id"].as_str().unwrap().to_string());
    (game, users.collect())
}
