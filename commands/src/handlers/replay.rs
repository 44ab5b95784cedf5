//! `/replay [game:N]`: a finished game of the channel played back privately, one step at a time, with buttons.
//!
//! The answer shows the game's public board after `k` moves (0, before the first, to start), the move that led
//! there, and buttons ⏮ −10 ◀ ▶ +10 ⏭ stepping to another `k`; a press shows that step in place of the message
//! pressed (see [`Target::Update`]).
//!
//! Rulings:
//! - Only finished games, read from the archive of finished games (see [`crate::handlers::history`]): without `game` the
//!   channel's last one, else the channel's game of that number on this server. Their record was posted in the
//!   channel, so anyone may replay them, seated or not.
//! - Each move is named after who played it (see [`crate::handlers::game_log`]): the person for the moves before
//!   an AI took their seat, the AI for those after.
//! - Only public information: the public board (never a seat's private view) and each move's label, except a
//!   move naming a secret that stays hidden once played, which reads "a hidden move" as in `/log`.
//! - Private and in the reader's language: replaying adds no noise to the channel.
//! - Each step comes with the board's picture at that step when the transport shows pictures (a
//!   [`Target::AnswerImage`] after the answer, attached to it), drawn from the public view as the channel's were.
//! - A button id is `v1:<channel>:<game number>:<step>`, the channel written as abort confirmations write it
//!   (as it is when short, else hashed), so ids stay under 100 characters. Only the buttons leading somewhere
//!   new are offered (none before the first move goes back), so the ids of one message differ.
//! - A press for another channel, a game not found or a step past the end is refused privately; the replay
//!   shown stays as it was.

use galleon_rules::RuleError;
use serde::Deserialize;

use crate::base::doc::Doc;
use crate::base::ids::StepId;
use crate::base::io::{Button, Locale, Message, Request, Target};
use crate::games::{RenderCx, TableGame};
use crate::present::render::{self, game_name};
use crate::record::{server_key, FinishedGame};
use crate::record::{LoadProblem, LoggedMove};
use crate::tables::table::Table;
use crate::tables::Tables;
use crate::words::i18n::{t, ta};

type Reply = Result<Vec<Message>, RuleError>;

/// Characters of a message kept for the replay's title and move line above the board.
const HEADER_ROOM: usize = 300;

/// The steps the buttons lead to, from step `k` of `total`: (label, step), only those leading somewhere new.
fn steps(k: usize, total: usize) -> Vec<(&'static str, usize)> {
    let mut steps = Vec::new();
    if k > 1 {
        steps.push(("⏮", 0));
    }
    if k > 10 {
        steps.push(("−10", k - 10));
    }
    if k > 0 {
        steps.push(("◀", k - 1));
    }
    if k < total {
        steps.push(("▶", k + 1));
    }
    if k + 10 < total {
        steps.push(("+10", k + 10));
    }
    if k + 1 < total {
        steps.push(("⏭", total));
    }
    steps
}

/// `/replay game:`, a whole number from 1.
pub(crate) fn parse_number(value: &str) -> Result<u64, RuleError> {
    let parsed = value.trim().parse::<u64>().ok().filter(|n| *n > 0);
    parsed.ok_or_else(|| RuleError::new("err-replay-bad-game").text("value", value))
}

/// `/replay [game:N]`: step 0 of the game, privately.
pub(crate) fn replay(host: &dyn Tables, request: &Request, options: &[(String, String)]) -> Reply {
    let mut number = None;
    for (_, value) in options.iter().filter(|(name, _)| name == "game") {
        number = Some(parse_number(value)?);
    }
    let finished = find(host, request, number)?;
    let shown = step(host, request, &finished, 0)?;
    let mut message = render::ephemeral_doc(request, shown.body);
    message.buttons = shown.buttons;
    Ok(with_picture(host, request, &shown.table, message))
}

/// A press on ⏮ −10 ◀ ▶ +10 ⏭: that step, in place of the message pressed.
pub(crate) fn button(host: &dyn Tables, request: &Request, id: &str) -> Reply {
    let stale = || RuleError::new("err-replay-stale");
    let wanted = StepId::decode(id).ok_or_else(stale)?;
    if wanted.channel != crate::base::ids::field(&request.channel) {
        return Err(stale());
    }
    let finished = find(host, request, Some(wanted.game))?;
    let shown = step(host, request, &finished, wanted.step)?;
    let to = Target::Update {
        user: request.user.id.clone(),
    };
    let message = Message {
        to,
        body: shown.body,
        buttons: shown.buttons,
    };
    Ok(with_picture(host, request, &shown.table, message))
}

/// `message`, then the step's picture when the transport shows pictures.
fn with_picture(host: &dyn Tables, request: &Request, table: &Table, message: Message) -> Vec<Message> {
    let picture = host
        .pictures()
        .then(|| crate::present::images::answer_image(table, &request.user.id));
    std::iter::once(message).chain(picture.flatten()).collect()
}

/// One step as shown: its text, its buttons, and the table at that step (for its picture).
struct Shown {
    body: Doc,
    buttons: Vec<Button>,
    table: Table,
}

/// The fields a finished game is found by, read without the rest.
#[derive(Deserialize)]
struct Head {
    channel: String,
    number: u64,
}

/// The channel's finished game numbered `number`, or its last finished one.
fn find(host: &dyn Tables, request: &Request, number: Option<u64>) -> Result<FinishedGame, RuleError> {
    let channel = &request.channel;
    let read = |raw: &[u8]| serde_json::from_slice::<FinishedGame>(raw).ok();
    let store = host.store();
    let last = store
        .last_finished(channel)
        .map_err(crate::tables::store_error)?
        .and_then(|raw| read(&raw));
    let Some(number) = number else {
        return last.ok_or_else(|| RuleError::new("err-replay-none"));
    };
    if let Some(last) = last.filter(|g| g.number == number) {
        return Ok(last);
    }
    let all = store
        .finished(server_key(request.server.as_deref()))
        .map_err(crate::tables::store_error)?;
    let is_it = |raw: &Vec<u8>| {
        serde_json::from_slice::<Head>(raw).is_ok_and(|head| head.channel == *channel && head.number == number)
    };
    all.iter()
        .rev()
        .find(|raw| is_it(raw))
        .and_then(|raw| read(raw))
        .ok_or_else(|| RuleError::new("err-replay-no-game").with("number", number))
}

/// Step `k` of `finished` for `request`'s reader.
fn step(host: &dyn Tables, request: &Request, finished: &FinishedGame, k: usize) -> Result<Shown, RuleError> {
    let locale = request.locale;
    let broken = |problem: String| RuleError::new("err-replay-broken").text("problem", problem);
    let kind = host.registry().get(&finished.game).ok_or_else(|| {
        let unknown = RuleError::new("load-unknown-game").word("game", &finished.game);
        broken(LoadProblem::new(unknown).text(locale, host.registry()))
    })?;
    let record = finished.game_record();
    let total = record.log.len();
    if k > total {
        return Err(RuleError::new("err-replay-step").with("step", k).with("total", total));
    }
    let mut table = finished.seated(locale);
    table.game = Some(finished.game_record());
    let names = crate::tables::table::marked_names(&table);
    let cx = RenderCx {
        locale,
        names: &names,
        limits: host.limits(),
    };
    let mut at: Option<Box<dyn TableGame>> = None;
    let mut line = None;
    let mut visit = |n: usize, logged: &LoggedMove, before: &dyn TableGame, after: &dyn TableGame| {
        if k == 0 && n == 0 {
            at = Some(before.boxed_clone());
        }
        if n + 1 == k {
            at = Some(after.boxed_clone());
            let name = crate::handlers::game_log::mover(&table, n, logged.seat, cx.name(logged.seat));
            line = Some(move_line(logged, n, total, (before, after), &cx, name));
        }
    };
    let end = kind
        .replay_visiting(finished.seats.len(), &record, &mut visit)
        .map_err(|problem| broken(problem.text(locale, host.registry())))?;
    let game = at.unwrap_or(end);
    let mut shown = record;
    shown.log.truncate(k);
    table.game = Some(shown);
    let mut limits = host.limits();
    limits.text = limits.text.saturating_sub(HEADER_ROOM);
    let table = Table {
        record: table,
        game: Some(game),
        limits,
    };
    let board = render::board_doc(&table);
    let title = ta(
        locale,
        "replay-title",
        &[
            ("game", game_name(locale, &finished.game).into()),
            ("number", finished.number.into()),
            ("step", k.into()),
            ("total", total.into()),
        ],
    );
    let mut doc = Doc::parse(&title);
    if let Some(line) = line {
        doc.push_text(&line);
    }
    doc.append(board);
    let channel = crate::base::ids::field(&request.channel);
    let buttons = steps(k, total)
        .into_iter()
        .map(|(label, step)| Button {
            id: StepId {
                channel: channel.clone(),
                game: finished.number,
                step,
            }
            .encode(),
            label: label.to_string(),
        })
        .collect();
    Ok(Shown {
        body: doc,
        buttons,
        table,
    })
}

/// `Move 12/80: alice: Settler (corn)`, the move hidden when it names a secret that stays hidden.
fn move_line(
    logged: &LoggedMove,
    n: usize,
    total: usize,
    (before, after): (&dyn TableGame, &dyn TableGame),
    cx: &RenderCx,
    name: String,
) -> String {
    let locale: Locale = cx.locale;
    let what = match crate::handlers::game_log::hidden(logged, before, after) {
        true => t(locale, "log-hidden"),
        false => before.label(&logged.text, cx),
    };
    let args = [
        ("number", (n + 1).into()),
        ("total", total.into()),
        ("name", name.into()),
        ("move", what.into()),
    ];
    ta(locale, "replay-move", &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buttons_lead_only_somewhere_new() {
        let labels = |k, total| steps(k, total).into_iter().map(|(l, _)| l).collect::<Vec<_>>();
        assert_eq!(labels(0, 30), ["▶", "+10", "⏭"]);
        assert_eq!(labels(1, 30), ["◀", "▶", "+10", "⏭"]);
        assert_eq!(labels(15, 30), ["⏮", "−10", "◀", "▶", "+10", "⏭"]);
        assert_eq!(labels(29, 30), ["⏮", "−10", "◀", "▶"]);
        assert_eq!(labels(30, 30), ["⏮", "−10", "◀"]);
        assert!(steps(0, 0).is_empty());
        for k in 0..=30 {
            let mut targets: Vec<usize> = steps(k, 30).into_iter().map(|(_, s)| s).collect();
            let count = targets.len();
            targets.dedup();
            assert_eq!(targets.len(), count, "distinct ids at step {k}");
        }
    }
}
