//! Generic rendering: the board message around a game's own board, the final result, private views.
//!
//! Channel posts are rendered in the table's language, ephemeral replies and DMs in the reader's. Only the
//! public view reaches a channel post: a game's board renderer receives nothing else.
//!
//! Everything is a [`Doc`] for the transport to write in its own markup (see [`crate::base::doc`]); a display name
//! reaches a text only through [`crate::base::doc::name`], so a player called ``**x**`` or `<b>x</b>` is shown as
//! typed. Button labels and autocomplete choices are plain text and keep the names as they are. The board is
//! fitted to the transport's declared [`crate::base::io::Limits`]; other texts are sent whole, and a transport whose
//! messages are shorter splits them itself.

use crate::base::doc::{self, Block, Doc};
use crate::base::io::{Locale, Message, Request, Target};
use crate::present::buttons;
use crate::record::TableRecord;
use crate::tables::table::Table;
use crate::words::i18n::{t, ta, Arg};
use galleon_rules::{Outcome, Standing};

pub fn ephemeral(request: &Request, text: String) -> Message {
    ephemeral_doc(request, Doc::parse(&text))
}

pub fn ephemeral_doc(request: &Request, body: Doc) -> Message {
    ephemeral_to(&request.user.id, body)
}

/// A reply only `user`, the one acting, sees.
pub fn ephemeral_to(user: &str, body: Doc) -> Message {
    Message {
        to: Target::Ephemeral { user: user.to_string() },
        body,
        buttons: Vec::new(),
    }
}

pub fn dm(user: &str, text: String) -> Message {
    dm_doc(user, Doc::parse(&text))
}

pub fn dm_doc(user: &str, body: Doc) -> Message {
    Message {
        to: Target::Dm { user: user.to_string() },
        body,
        buttons: Vec::new(),
    }
}

pub fn game_name(locale: Locale, id: &str) -> String {
    t(locale, &format!("game-{id}"))
}

/// `alice, bob, carol`.
pub fn name_list(names: &[String]) -> String {
    names.join(", ")
}

pub use crate::tables::table::seat_names;

/// A new post in the table's channel.
pub fn channel_post(table: &TableRecord, text: String) -> Message {
    let to = Target::Channel {
        channel: table.channel.clone(),
    };
    Message::new(to, &text)
}

/// The table's board message (edited in place when the transport reported its id).
pub fn board_message(table: &Table) -> Message {
    Message {
        to: Target::Board {
            channel: table.record.channel.clone(),
            message: table.record.board_message.clone(),
        },
        body: board_doc(table),
        buttons: buttons::board_buttons(table),
    }
}

/// The board: title, the game's public board, then who must act (or the result line), within the transport's
/// message limit.
pub fn board_doc(table: &Table) -> Doc {
    let record = &table.record;
    let locale = record.locale;
    let Some(game) = table.game.as_deref() else {
        return Doc::parse(&lobby_text(table));
    };
    let title = ta(
        locale,
        "board-title",
        &[
            ("game", game_name(locale, game.kind()).into()),
            ("move", table.moves().into()),
        ],
    );
    let title = std::iter::once(title)
        .chain(crate::tables::table::ai_legend(record))
        .collect::<Vec<_>>()
        .join(" · ");
    // The board's names (an AI seat's short) serve its footer too.
    let cx = table.board_cx(locale);
    let footer = if game.is_over() {
        t(locale, "board-over")
    } else {
        ta(
            locale,
            "board-waiting",
            &[("names", name_list(&board_seat_names(&cx.names, &game.to_act())).into())],
        )
    };
    let limits = table.limits;
    // Built once, its length added up over its lines (the game's board comes measured): a board is written
    // after every move.
    let mut whole = Doc::parse(&title);
    let mut used = (limits.measure)(&whole);
    let head = whole.blocks.len();
    let (board, board_length) = game.board_measured(&cx.get());
    if !board.blocks.is_empty() {
        used += 1 + board_length;
        whole.append(board);
    }
    let body_end = whole.blocks.len();
    let footer_doc = Doc::parse(&footer);
    used += 1 + (limits.measure)(&footer_doc);
    whole.append(footer_doc);
    // The forced moves' line in the room the board leaves, else only counted, the board's last lines making room
    // for it (`fit`): a board never jumps moves unexplained.
    let room = limits.text.saturating_sub(used + 1);
    let footer = match crate::present::auto::board_line(table, locale, room) {
        Some(line) => {
            let line_doc = Doc::parse(&line);
            used += 1 + (limits.measure)(&line_doc);
            whole.blocks.truncate(body_end);
            whole.append(line_doc).push_text(&footer);
            format!("{line}\n{footer}")
        }
        None => footer,
    };
    debug_assert_eq!(used, (limits.measure)(&whole), "lengths add up over lines");
    if used <= limits.text {
        return whole;
    }
    let body = Doc {
        blocks: whole.blocks.drain(head..body_end).collect(),
    };
    fit(&title, body, &footer, |doc| limits.fits(doc))
}

/// The names of `seats` among the board's `names` (an AI seat's short).
fn board_seat_names(names: &[String], seats: &[usize]) -> Vec<String> {
    seats
        .iter()
        .map(|&s| names.get(s).cloned().unwrap_or_else(|| "?".into()))
        .collect()
}

fn framed(title: &str, body: Doc, footer: &str) -> Doc {
    let mut doc = Doc::parse(title);
    doc.append(body);
    doc.push_text(footer);
    doc
}

/// Title + body + footer, the body's last blocks left out (with a `…` line) until `fits` says it fits.
fn fit(title: &str, mut body: Doc, footer: &str, fits: impl Fn(&Doc) -> bool) -> Doc {
    let whole = framed(title, body.clone(), footer);
    if fits(&whole) {
        return whole;
    }
    while body.blocks.pop().is_some() {
        let mut cut = body.clone();
        cut.blocks.push(Block::Line(vec![doc::Span::Text("…".into())].into()));
        let doc = framed(title, cut, footer);
        if fits(&doc) {
            return doc;
        }
    }
    framed(title, Doc::parse("…"), footer)
}

pub fn lobby_text(table: &Table) -> String {
    let record = &table.record;
    ta(
        record.locale,
        "lobby-board",
        &[
            ("count", record.seats.len().into()),
            ("names", name_list(&crate::tables::table::marked_names(record)).into()),
        ],
    )
}

/// A seat's private view, for a DM or an ephemeral reply.
pub fn private_doc(table: &Table, seat: usize, locale: Locale) -> Doc {
    let Some(game) = table.game.as_deref() else {
        return Doc::new();
    };
    let cx = table.cx(locale);
    let title = ta(
        locale,
        "private-title",
        &[
            ("game", game_name(locale, game.kind()).into()),
            ("channel", table.record.channel.as_str().into()),
        ],
    );
    let mut doc = Doc::parse(&title);
    doc.append(game.private(seat, &cx.get()));
    doc
}

/// The final result: every score with its breakdown (and its tie-break value in a game that has one), an
/// automa's score on a line of its own, then how ties were broken.
pub fn result_text(table: &Table, outcome: &Outcome) -> String {
    let locale = table.record.locale;
    let Some(game) = table.game.as_deref() else {
        return String::new();
    };
    let mut lines = vec![ta(
        locale,
        "result-title",
        &[("game", game_name(locale, game.kind()).into())],
    )];
    let rule = game.tiebreak_key();
    let mut automa = game
        .automa()
        .map(|(name, score)| (score, automa_line(outcome, name, score, locale)));
    for standing in &outcome.standings {
        // Ranked by score; on equal scores the seat comes first (both share the rank).
        if automa.as_ref().is_some_and(|(score, _)| *score > standing.score) {
            lines.extend(automa.take().map(|(_, line)| line));
        }
        lines.push(standing_line(table, standing, rule, locale));
    }
    lines.extend(automa.map(|(_, line)| line));
    lines.extend(tie_lines(table, outcome, rule, locale));
    let cx = table.cx(locale);
    let verdict = game.verdict(outcome, &cx.get()).unwrap_or_else(|| {
        let winners = seat_names(table, &outcome.winners());
        ta(
            locale,
            "result-winners",
            &[("count", winners.len().into()), ("names", name_list(&winners).into())],
        )
    });
    lines.push(verdict);
    lines.join("\n")
}

/// `1. Jeanne (automa): 188 points`: she ranks below every seat that scored more.
fn automa_line(outcome: &Outcome, name: &str, score: i64, locale: Locale) -> String {
    let rank = 1 + outcome.standings.iter().filter(|s| s.score > score).count();
    ta(
        locale,
        "result-line-automa",
        &[("rank", rank.into()), ("name", name.into()), ("score", score.into())],
    )
}

fn standing_line(table: &Table, standing: &Standing, rule: Option<&str>, locale: Locale) -> String {
    let details: Vec<String> = standing
        .breakdown
        .iter()
        .map(|(key, points)| {
            ta(
                locale,
                "result-part",
                &[("part", t(locale, key).into()), ("points", (*points).into())],
            )
        })
        .collect();
    let line = ta(
        locale,
        "result-line",
        &[
            ("rank", standing.rank.into()),
            ("name", seat_names(table, &[standing.seat]).remove(0).into()),
            ("score", standing.score.into()),
            ("details", details.join(", ").into()),
        ],
    );
    let Some(rule) = rule else { return line };
    let tiebreak = ta(
        locale,
        "result-tiebreak",
        &[("rule", t(locale, rule).into()), ("value", standing.tiebreak.into())],
    );
    format!("{line} {tiebreak}")
}

/// One line per group of seats tied on score: what decided between them, or that they share the rank (always,
/// in a game without a tie-break).
fn tie_lines(table: &Table, outcome: &Outcome, rule: Option<&str>, locale: Locale) -> Vec<String> {
    let mut lines = Vec::new();
    let mut scores: Vec<i64> = outcome.standings.iter().map(|s| s.score).collect();
    scores.dedup();
    for score in scores {
        let group: Vec<&Standing> = outcome.standings.iter().filter(|s| s.score == score).collect();
        if group.len() < 2 {
            continue;
        }
        let names = seat_names(table, &group.iter().map(|s| s.seat).collect::<Vec<_>>());
        let mut args: Vec<(&str, Arg)> = vec![("names", name_list(&names).into()), ("score", score.into())];
        let Some(rule) = rule else {
            lines.push(ta(locale, "result-tie-none", &args));
            continue;
        };
        let values: Vec<String> = group
            .iter()
            .zip(&names)
            .map(|(s, name)| format!("{name} {}", s.tiebreak))
            .collect();
        let all_equal = group.iter().all(|s| s.tiebreak == group[0].tiebreak);
        let key = if all_equal {
            "result-tie-shared"
        } else {
            "result-tie-broken"
        };
        args.push(("rule", t(locale, rule).into()));
        args.push(("values", values.join(", ").into()));
        lines.push(ta(locale, key, &args));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitted_board_stays_within_the_limit_and_keeps_title_and_footer() {
        let body = Doc::parse(&vec!["y".repeat(90); 60].join("\n"));
        let limit = |doc: &Doc| doc.plain().chars().count() <= 2000;
        let text = fit("title", body, "footer", limit).plain();
        assert!(text.chars().count() <= 2000);
        assert!(text.starts_with("title\n") && text.ends_with("\n…\nfooter"));
    }

    #[test]
    fn names_in_texts_read_as_typed() {
        let line = ta(
            Locale::En,
            "board-waiting",
            &[("names", doc::name("**bold** <b>x</b>").into())],
        );
        assert!(Doc::parse(&line).plain().contains("**bold** <b>x</b>"), "{line}");
    }
}
