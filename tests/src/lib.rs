//! Shared helpers for galleon's end-to-end tests (the tests live in `tests/tests/e2e/`, one binary).
//!
//! A planned game is a seeded random Puerto Rico game played on the engine alone; the tests then replay it
//! through the host (in process or through the `galleon` binary) and compare. It holds the forced moves the host
//! plays by itself too (marked `auto`): a transcript leaves them out (as comments), the log holds them.

pub mod discord;
pub mod loopback;

use galleon_commands::games::puerto_rico::PuertoRicoModule;
use galleon_commands::games::roles::*;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

pub mod maracaibo;
pub mod santiago;

pub const NAMES: [&str; 5] = ["alice", "bob", "carol", "dave", "erin"];

/// One move of a planned game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    pub seat: usize,
    /// Canonical text.
    pub text: String,
    /// Whether the engine suggested this move (so the board offered a button for it).
    pub suggested: bool,
    /// Whether it is the first suggested `colonists` move (what `/colonists` alone plays).
    pub default_colonists: bool,
    /// The seats that had to act when it was played.
    pub to_act: Vec<usize>,
    /// A forced move the host plays by itself (its seat's only legal move): never sent.
    pub auto: bool,
}

impl Planned {
    /// The moves a transcript sends (the player's, not the forced ones).
    pub fn sent(moves: &[Planned]) -> usize {
        moves.iter().filter(|m| !m.auto).count()
    }
}

/// A random game from `seed` (the engine's game seed is `seed` too), and the final state.
pub fn plan_game(players: usize, seed: u64) -> (Vec<Planned>, PuertoRico) {
    plan_game_of(players, seed, "basis")
}

/// [`plan_game`] with the building option `variant` (`basis`, `extension`, `random`).
pub fn plan_game_of(players: usize, seed: u64, variant: &str) -> (Vec<Planned>, PuertoRico) {
    let options = PuertoRico::parse_options(&[("variant".to_string(), variant.to_string())]).expect("a variant");
    let game = PuertoRico::new(players, &options, seed).expect("3 to 5 players");
    plan_random(&PuertoRicoModule, game, seed, SeatChoice::Random)
}

/// The move as the Puerto Rico verb command whose template makes it (any move, the expansion's included:
/// `/pick building:library`, `/sell good:corn trading-post:trading-post` …), `/colonists` alone for the
/// suggested arrangement, else `/play`.
pub fn any_verb_command(planned: &Planned) -> String {
    if planned.default_colonists {
        return "/colonists".to_string();
    }
    let head = planned.text.split_whitespace().next().unwrap_or("");
    let verbs = PuertoRicoModule.verbs();
    let made = verbs
        .iter()
        .find(|v| v.name == head)
        .and_then(|verb| Some((verb.name, verb.decompose(&planned.text)?)));
    match made {
        Some((name, values)) => {
            let options: Vec<String> = values.iter().map(|(n, v)| format!(" {n}:{}", quoted(v))).collect();
            format!("/{name}{}", options.concat())
        }
        None => format!("/play move:{}", quoted(&planned.text)),
    }
}

/// Who moves when several seats must act at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// The first seat to act.
    First,
    /// A random one of them (simultaneous decisions answered in any order).
    Random,
}

/// Plays `game` to its end with random legal moves (suggested ones half of the time, as players pressing
/// buttons would), seeded from `seed`, and the forced moves as the host plays them for `module`'s game; returns
/// every move and the final state.
pub fn plan_random<M: GameModule>(module: &M, mut game: M::G, seed: u64, seats: SeatChoice) -> (Vec<Planned>, M::G) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31).wrapping_add(7));
    let mut moves = Vec::new();
    plan_forced(module, &mut game, &mut moves);
    while !game.is_over() {
        let to_act = game.to_act();
        let seat = match seats {
            SeatChoice::First => to_act[0],
            SeatChoice::Random => to_act[rng.gen_range(0..to_act.len())],
        };
        let suggestions = game.suggested_actions(seat);
        let action = if rng.gen_bool(0.5) && !suggestions.is_empty() {
            suggestions[rng.gen_range(0..suggestions.len())].clone()
        } else {
            game.random_action(seat, &mut rng).expect("a seat to act has a move")
        };
        let text = action.to_string();
        let default_colonists = suggestions.first() == Some(&action) && text.starts_with("colonists");
        moves.push(Planned {
            seat,
            suggested: suggestions.contains(&action),
            default_colonists,
            text,
            to_act,
            auto: false,
        });
        game.apply(seat, &action).expect("a legal move applies");
        plan_forced(module, &mut game, &mut moves);
    }
    (moves, game)
}

/// Plays the forced moves the host would play now (lowest seat first) and plans them as `auto`.
fn plan_forced<M: GameModule>(module: &M, game: &mut M::G, moves: &mut Vec<Planned>) {
    loop {
        let mut to_act = game.to_act();
        to_act.sort_unstable();
        let forced = to_act.iter().find_map(|&seat| {
            let action = game.only_action(seat)?;
            module.may_auto_play(game, seat, &action).then_some((seat, action))
        });
        let Some((seat, action)) = forced else { return };
        moves.push(Planned {
            seat,
            text: action.to_string(),
            suggested: false,
            default_colonists: false,
            to_act,
            auto: true,
        });
        game.apply(seat, &action).expect("a forced move applies");
    }
}

/// Plays on `game` the forced moves the host would play now, as it plays them; returns how many (for a replica
/// kept beside the bot).
pub fn play_forced<M: GameModule>(module: &M, game: &mut M::G) -> usize {
    let mut moves = Vec::new();
    plan_forced(module, game, &mut moves);
    moves.len()
}

/// The transcript line of a forced move: a comment (the host plays it by itself).
pub fn forced_line(planned: &Planned) -> String {
    format!(
        "# {}: {} (forced, played by the host)",
        NAMES[planned.seat], planned.text
    )
}

/// Quotes an option value for a script line when it has spaces.
pub fn quoted(value: &str) -> String {
    if value.contains(' ') {
        format!("\"{value}\"")
    } else {
        value.to_string()
    }
}

/// The move as a verb command (`/role role:settler`, `/ship good:corn ship:6`, `/colonists` …).
pub fn verb_command(planned: &Planned) -> String {
    let words: Vec<&str> = planned.text.split_whitespace().collect();
    match words.as_slice() {
        ["role", role] => format!("/role role:{role}"),
        ["plant", tile] => format!("/plant tile:{tile}"),
        ["hacienda"] => "/hacienda".to_string(),
        ["colonists", ..] if planned.default_colonists => "/colonists".to_string(),
        ["colonists", rest @ ..] => format!("/colonists arrangement:{}", quoted(&rest.join(" "))),
        ["build", building] => format!("/build building:{building}"),
        ["craft", good] => format!("/craft good:{good}"),
        ["sell", good] => format!("/sell good:{good}"),
        ["ship", good, ship] => format!("/ship good:{good} ship:{ship}"),
        ["keep", "one", one] => format!("/keep one:{one}"),
        ["keep", "all", rest @ ..] => {
            let (all, one) = rest.split_at(rest.len() - 2);
            format!("/keep all:{} one:{}", quoted(&all.join(" ")), one[1])
        }
        ["pass"] => "/pass".to_string(),
        _ => format!("/play move:{}", quoted(&planned.text)),
    }
}

/// The board button id for a move at move number `n` of the first game of `channel` (as the host builds it),
/// if it fits.
pub fn button_id(channel: &str, n: usize, planned: &Planned) -> Option<String> {
    let id = format!("g2:{channel}:1:{n}:{}:{}", planned.seat, planned.text);
    (id.len() <= 100).then_some(id)
}

/// A script line for move `n` of a planned Puerto Rico game (see [`move_line_with`]).
pub fn move_line(channel: &str, n: usize, planned: &Planned) -> String {
    move_line_with(channel, n, planned, verb_command)
}

/// A script line for move `n` of a planned game, cycling through the ways of moving: the game's verb commands
/// (`verb`), `/play`, and (for suggested moves) button presses.
pub fn move_line_with(channel: &str, n: usize, planned: &Planned, verb: impl Fn(&Planned) -> String) -> String {
    if planned.auto {
        return forced_line(planned);
    }
    let user = NAMES[planned.seat];
    let prefix = if channel == "table" {
        String::new()
    } else {
        format!("[{channel}] ")
    };
    let action = match n % 3 {
        0 if planned.suggested && !asks_confirmation(&planned.text) => {
            button_id(channel, n, planned).map(|id| format!("!click {id}"))
        }
        1 => Some(format!("/play move:{}", quoted(&planned.text))),
        _ => None,
    }
    .unwrap_or_else(|| verb(planned));
    format!("{prefix}{user}> {action}")
}

/// Whether the board button of a move asks its presser to confirm first (the commands crate's
/// `games::reveals`): a script cannot know the confirmation's id, so such a move is typed instead (some of these
/// are asked only in some positions; typing them always is harmless).
fn asks_confirmation(text: &str) -> bool {
    text.starts_with("ship ")
        || text.starts_with("overseer build ")
        || text == "done"
        || text.starts_with("combat reveal")
}

/// Lines that seat the players and start the game.
pub fn opening_lines(channel: &str, players: usize, seed: u64) -> Vec<String> {
    let prefix = if channel == "table" {
        String::new()
    } else {
        format!("[{channel}] ")
    };
    let mut lines: Vec<String> = NAMES[..players].iter().map(|n| format!("{prefix}{n}> /join")).collect();
    lines.push(format!("{prefix}alice> /start game:puerto-rico seed:{seed}"));
    lines
}

/// Runs `galleon script <args> <file>` (`bin`: the test's `CARGO_BIN_EXE_galleon-under-test`) on `script`.
pub fn run_script(bin: &str, script: &str, args: &[&str]) -> std::process::Output {
    use std::io::Write;
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(script.as_bytes()).unwrap();
    std::process::Command::new(bin)
        .arg("script")
        .args(args)
        .arg(file.path())
        .output()
        .unwrap()
}

/// Runs `galleon script --json` on `script`, checks it succeeded and printed one JSON message per line, and
/// returns the messages.
pub fn run_script_json(bin: &str, script: &str) -> Vec<Value> {
    let output = run_script(bin, script, &["--json"]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    let messages = json_messages(&stdout);
    assert_eq!(
        messages.len(),
        stdout.lines().count(),
        "every output line is one JSON message"
    );
    messages
}

/// The text of a `--json` message.
pub fn message_text(message: &Value) -> &str {
    message["text"].as_str().unwrap()
}

/// Parses `--json` output, ignoring a last line cut short (a killed process).
pub fn json_messages(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect()
}

/// The move number shown by a board message (`**Puerto Rico** · move N`, then the AI seats' names), if it is one.
pub fn board_move_number(message: &Value) -> Option<usize> {
    let first = message["text"].as_str()?.lines().next()?;
    let (_, number) = first.split_once("· move ")?;
    number.split_whitespace().next()?.parse().ok()
}

/// Whether a message's text is a seat's private view (its first line is the private title): a move's effect on
/// its own player's view comes in that player's ephemeral reply, which is no refusal.
pub fn is_private_view(text: &str) -> bool {
    let first = text.lines().next().unwrap_or("");
    first.ends_with("· only for you") || first.ends_with("· pour vous seul")
}

/// The ephemeral replies of a JSON transcript that are not private views: its refusals.
pub fn refusals(messages: &[Value]) -> Vec<&Value> {
    let reply = |m: &&Value| m["to"] == "ephemeral" && !is_private_view(message_text(m));
    messages.iter().filter(reply).collect()
}

/// The `[eph …]` lines of a text transcript that are not lines of a private view: its refusals.
pub fn refusal_lines(stdout: &str) -> Vec<&str> {
    let mut refusals = Vec::new();
    let mut view_of: Option<&str> = None;
    for line in stdout.lines() {
        let Some(rest) = line.strip_prefix("[eph ") else {
            view_of = None;
            continue;
        };
        let (user, text) = rest.split_once("] ").unwrap_or((rest, ""));
        if is_private_view(text) {
            view_of = Some(user);
        } else if view_of != Some(user) {
            view_of = None;
            refusals.push(line);
        }
    }
    refusals
}
