//! Santiago helpers: a planned game is a seeded random Santiago game played on the engine alone; the tests then
//! replay it through the host (here through the `galleon` binary) and compare.

use galleon_rules::santiago::{Money, Options, Santiago, Spring};
use galleon_rules::Game;

use galleon_commands::games::santiago::SantiagoModule;

use crate::{move_line_with, plan_random, quoted, Planned, SeatChoice, NAMES};

/// A random game from `seed` (the engine's game seed is `seed` too), and the final state.
pub fn plan_game(players: usize, seed: u64, options: &Options) -> (Vec<Planned>, Santiago) {
    let game = Santiago::new(players, options, seed).expect("3 to 5 players");
    plan_random(&SantiagoModule, game, seed, SeatChoice::First)
}

/// The move as a verb command (`/bid amount:3`, `/overseer build:gh`, `/bribe position:pass` …).
pub fn verb_command(planned: &Planned) -> String {
    let words: Vec<&str> = planned.text.split_whitespace().collect();
    match words.as_slice() {
        ["spring", at] => format!("/spring position:{at}"),
        ["bid", "pass"] if planned.seat < 2 => "/pass".to_string(),
        ["bid", amount] => format!("/bid amount:{amount}"),
        ["place", tile, square] => format!("/place tile:{tile} square:{}", square.to_uppercase()),
        ["bribe", "pass"] => "/bribe position:pass".to_string(),
        ["bribe", position, amount] => format!("/bribe position:{position} amount:{amount}"),
        ["support", position, amount] => format!("/support proposal:{position} amount:{amount}"),
        ["overseer", choice, position] => format!("/overseer {choice}:{position}"),
        ["canal", "pass"] => "/pass".to_string(),
        ["canal", position] => format!("/canal position:{position}"),
        _ => format!("/play move:{}", quoted(&planned.text)),
    }
}

/// A script line for move `n` of a planned Santiago game (verbs, `/play` and buttons in turn).
pub fn move_line(channel: &str, n: usize, planned: &Planned) -> String {
    move_line_with(channel, n, planned, verb_command)
}

/// Lines that seat the players and start the game with these options.
pub fn opening_lines(channel: &str, players: usize, seed: u64, options: &Options) -> Vec<String> {
    let prefix = if channel == "table" {
        String::new()
    } else {
        format!("[{channel}] ")
    };
    let mut lines: Vec<String> = NAMES[..players].iter().map(|n| format!("{prefix}{n}> /join")).collect();
    let money = if options.money == Money::Open { "open" } else { "hidden" };
    let palms = if options.palms { "on" } else { "off" };
    let spring = if options.spring == Spring::Random {
        "random"
    } else {
        "chosen"
    };
    lines.push(format!(
        "{prefix}alice> /start game:santiago seed:{seed} money:{money} palms:{palms} spring:{spring}"
    ));
    lines
}
