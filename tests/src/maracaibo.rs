//! Maracaibo helpers: a planned game is a seeded random Maracaibo game played on the engine alone (set-up
//! choices answered by the seats in random order); the tests replay it through the host and compare.

use std::collections::HashSet;

use galleon_rules::maracaibo::{Maracaibo, Options};
use galleon_rules::Game;

use galleon_commands::games::maracaibo::MaracaiboModule;

use crate::{forced_line, plan_random, quoted, Planned, SeatChoice, NAMES};

/// A random game from `seed` (the engine's game seed is `seed` too), and the final state.
pub fn plan_game(players: usize, seed: u64, options: &Options) -> (Vec<Planned>, Maracaibo) {
    let game = Maracaibo::new(players, options, seed).expect("2 to 4 players");
    plan_random(&MaracaiboModule, game, seed, SeatChoice::Random)
}

/// The verb command covering a move, as its name and options, if one does.
pub fn verb_options(text: &str) -> Option<(&'static str, Vec<(&'static str, String)>)> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let rest = |from: usize| words[from..].join(" ");
    let one = |word: &str| word.to_string();
    Some(match words.as_slice() {
        ["plan", card, "keep", ..] => ("plan", vec![("card", one(card)), ("keep", rest(3))]),
        ["plan", card] => ("plan", vec![("card", one(card))]),
        ["career", ..] => ("career", vec![("career", rest(1))]),
        ["sail", ..] => ("sail", vec![("route", rest(1))]),
        ["deliver", card, zone] => ("deliver", vec![("card", one(card)), ("zone", one(zone))]),
        ["city"] => ("city", vec![]),
        ["village"] => ("village", vec![]),
        ["village", ..] => ("village", vec![("action", rest(1))]),
        ["buy", card] => ("buy", vec![("card", one(card))]),
        ["quest", tile] => ("quest", vec![("tile", one(tile))]),
        ["spy", card] => ("spy", vec![("card", one(card))]),
        ["combat", ..] => ("combat", vec![("action", rest(1))]),
        ["explore", ..] => ("explore", vec![("spaces", rest(1))]),
        ["draw", card] => ("draw", vec![("card", one(card))]),
        ["invest", building] => ("invest", vec![("building", one(building))]),
        ["done"] => ("done", vec![]),
        _ => return None,
    })
}

/// The move as a verb command when one covers it, else `/play`.
pub fn verb_command(planned: &Planned) -> String {
    match verb_options(&planned.text) {
        Some((name, options)) => std::iter::once(format!("/{name}"))
            .chain(
                options
                    .iter()
                    .map(|(option, value)| format!("{option}:{}", quoted(value))),
            )
            .collect::<Vec<_>>()
            .join(" "),
        None => format!("/play move:{}", quoted(&planned.text)),
    }
}

/// What the table has seen of the cards: the display (a card taken from it is known to be in that hand), cards
/// bought and planned, Jeanne's cards. Every other card in a hand or a set-up deal is a secret.
#[derive(Default)]
pub struct Shown(HashSet<String>);

impl Shown {
    /// Notes the cards public in `game` now (call it before every move: a display card stays known once taken).
    pub fn note(&mut self, game: &Maracaibo) {
        let view = game.public_view();
        self.0.extend(view.display.iter().cloned());
        self.0.extend(view.solo.iter().flat_map(|s| s.cards.iter().cloned()));
        for p in &view.players {
            self.0.extend(p.bought.iter().chain(&p.planning).cloned());
        }
    }

    /// Words that would give a hand away to the table: see [`Shown::secrets_of`].
    pub fn secrets(&self, game: &Maracaibo) -> HashSet<String> {
        (0..game.players())
            .flat_map(|owner| self.secrets_of(game, owner, None))
            .collect()
    }

    /// Words that would give `owner`'s hand away to `reader` (`None`: the table): the id (followed by a space) of
    /// every card in that hand or deal never shown publicly, and its name unless the reader knows a card of the
    /// same name (a public one, or one of the reader's own).
    pub fn secrets_of(&self, game: &Maracaibo, owner: usize, reader: Option<usize>) -> HashSet<String> {
        let pack = game.pack();
        let name = |id: &String| pack.cards.find(id).map(|c| pack.cards.card(c).name.clone());
        let own: Vec<String> = reader.map(|seat| held(game, seat)).unwrap_or_default();
        let known_names: HashSet<String> = self.0.iter().chain(&own).filter_map(name).collect();
        let mut secret = HashSet::new();
        for id in held(game, owner).iter().filter(|id| !self.0.contains(*id)) {
            secret.insert(format!("{id} "));
            secret.extend(name(id).filter(|n| !known_names.contains(n)));
        }
        secret
    }
}

/// Whether `text` names `secret` (a card id followed by a space, or a name) as a whole word: card `94` is not
/// named by `B094 `.
pub fn names(text: &str, secret: &str) -> bool {
    text.match_indices(secret)
        .any(|(at, _)| !text[..at].chars().next_back().is_some_and(char::is_alphanumeric))
}

/// The cards in a seat's hand and set-up deal.
fn held(game: &Maracaibo, seat: usize) -> Vec<String> {
    let view = game.private_view(seat);
    view.hand.into_iter().chain(view.dealt).collect()
}

/// A script line for move `n`: verb commands and `/play` in turn.
pub fn move_line(n: usize, planned: &Planned) -> String {
    if planned.auto {
        return forced_line(planned);
    }
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

/// The whole transcript of a planned game: the opening, then every move, with a `!restart` halfway.
pub fn transcript_lines(players: usize, seed: u64, level: &str, moves: &[Planned]) -> Vec<String> {
    let mut lines = opening_lines(players, seed, level);
    for (n, planned) in moves.iter().enumerate() {
        if n == moves.len() / 2 {
            lines.push("!restart".to_string());
        }
        lines.push(move_line(n, planned));
    }
    lines
}
