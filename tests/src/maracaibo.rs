//! Maracaibo helpers: a planned game is a seeded random Maracaibo game played on the engine alone (set-up
//! choices answered by the seats in random order); the tests replay it through the host and compare.

use galleon_rules::maracaibo::{Maracaibo, Options};
use galleon_rules::Game;

use crate::{plan_random, quoted, Planned, SeatChoice, NAMES};

/// A random game from `seed` (the engine's game seed is `seed` too), and the final state.
pub fn plan_game(players: usize, seed: u64, options: &Options) -> (Vec<Planned>, Maracaibo) {
    let game = Maracaibo::new(players, options, seed).expect("2 to 4 players");
    plan_random(game, seed, SeatChoice::Random)
}

/// The move as a verb command when one covers it, else `/play`.
pub fn verb_command(planned: &Planned) -> String {
    let words: Vec<&str> = planned.text.split_whitespace().collect();
    let rest = |from: usize| quoted(&words[from..].join(" "));
    match words.as_slice() {
        ["plan", card, "keep", ..] => format!("/plan card:{card} keep:{}", rest(3)),
        ["plan", card] => format!("/plan card:{card}"),
        ["career", ..] => format!("/career career:{}", rest(1)),
        ["sail", ..] => format!("/sail route:{}", rest(1)),
        ["deliver", card, zone] => format!("/deliver card:{card} zone:{zone}"),
        ["city"] => "/city".to_string(),
        ["village"] => "/village".to_string(),
        ["village", ..] => format!("/village action:{}", rest(1)),
        ["buy", card] => format!("/buy card:{card}"),
        ["quest", tile] => format!("/quest tile:{tile}"),
        ["spy", card] => format!("/spy card:{card}"),
        ["combat", ..] => format!("/combat action:{}", rest(1)),
        ["explore", ..] => format!("/explore spaces:{}", rest(1)),
        ["draw", card] => format!("/draw card:{card}"),
        ["invest", building] => format!("/invest building:{building}"),
        ["done"] => "/done".to_string(),
        _ => format!("/play move:{}", quoted(&planned.text)),
    }
}

/// A script line for move `n`: verb commands and `/play` in turn.
pub fn move_line(n: usize, planned: &Planned) -> String {
    let user = NAMES[planned.seat];
    let action = if n % 2 == 1 {
        format!("/play move:{}", quoted(&planned.text))
    } else {
        verb_command(planned)
    };
    format!("{user}> {action}")
}

/// Lines that seat the players and start the game.
pub fn opening_lines(players: usize, seed: u64, level: &str) -> Vec<String> {
    let mut lines: Vec<String> = NAMES[..players].iter().map(|n| format!("{n}> /join")).collect();
    lines.push(format!("alice> /start game:maracaibo seed:{seed} level:{level}"));
    lines
}
