//! Generic rendering: the board message around a game's own board text, the final result, private views,
//! and the 2000-character limit of a Discord message.
//!
//! Channel posts are rendered in the table's language, ephemeral replies and DMs in the reader's. Only the
//! public view reaches a channel post: a game's board renderer receives nothing else.
//!
//! Texts are Discord markdown in every transport (the terminal modes print what the bot would send), so a
//! display name reaches a text only through [`markdown_name`]: a player called ``**x**`` or `||x||` is shown
//! as typed instead of garbling the post. Button labels and autocomplete choices are plain text on Discord and
//! keep the names as they are.

use crate::buttons;
use crate::host::Table;
use crate::i18n::{t, ta, Arg};
use crate::io::{Locale, Message, Request, Target};
use crate::record::TableRecord;
use galleon_rules::{Outcome, Standing};

/// Discord's limit for a message's text.
pub const MESSAGE_LIMIT: usize = 2000;

pub fn ephemeral(request: &Request, text: String) -> Message {
    Message {
        to: Target::Ephemeral {
            user: request.user.id.clone(),
        },
        text,
        buttons: Vec::new(),
    }
}

pub fn dm(user: &str, text: String) -> Message {
    Message {
        to: Target::Dm { user: user.to_string() },
        text,
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

/// The names of seats, in order, as shown in texts.
pub fn seat_names(table: &Table, seats: &[usize]) -> Vec<String> {
    seats
        .iter()
        .map(|&s| {
            table
                .record
                .seats
                .get(s)
                .map_or("?".to_string(), |p| markdown_name(&p.user.name))
        })
        .collect()
}

/// Every seated player's name, in seat order, as shown in texts.
pub fn table_names(record: &TableRecord) -> Vec<String> {
    record.names().iter().map(|n| markdown_name(n)).collect()
}

/// A display name as it must appear in a Discord markdown text to read as typed: every character that marks
/// up text (bold, italics, strike, spoiler, code, masked links, mentions, escapes) gets a backslash, and so does a
/// leading `#`, `>`, `-`, `+` or the dot of a leading number (a heading, quote, list or numbered list when
/// the name starts a line).
pub fn markdown_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let leading_digits = name.chars().take_while(char::is_ascii_digit).count();
    for (i, c) in name.chars().enumerate() {
        let always = matches!(c, '\\' | '*' | '_' | '~' | '`' | '|' | '[' | ']' | '<' | '@');
        let at_start = i == 0 && matches!(c, '#' | '>' | '-' | '+');
        let list_dot = leading_digits > 0 && i == leading_digits && c == '.';
        if always || at_start || list_dot {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The table's board message (edited in place when the transport reported its id).
pub fn board_message(table: &Table) -> Message {
    Message {
        to: Target::Board {
            channel: table.record.channel.clone(),
            message: table.record.board_message.clone(),
        },
        text: board_text(table),
        buttons: buttons::board_buttons(table),
    }
}

/// The board: title, the game's public board, then who must act (or the result line).
pub fn board_text(table: &Table) -> String {
    let record = &table.record;
    let locale = record.locale;
    let Some(game) = table.game.as_deref() else {
        return lobby_text(table);
    };
    let title = ta(
        locale,
        "board-title",
        &[
            ("game", game_name(locale, game.kind()).into()),
            ("move", table.moves().into()),
        ],
    );
    let mut footer = if game.is_over() {
        t(locale, "board-over")
    } else {
        ta(
            locale,
            "board-waiting",
            &[("names", name_list(&seat_names(table, &game.to_act())).into())],
        )
    };
    let cx = table.cx(locale);
    let body = game.board(&cx.get());
    // The forced moves' line only where the board leaves room: the game's own text comes first.
    let used = title.chars().count() + body.chars().count() + footer.chars().count() + 3;
    if let Some(line) = crate::auto::board_line(table, locale, MESSAGE_LIMIT.saturating_sub(used + 3)) {
        footer = format!("{line}\n{footer}");
    }
    fit(&title, &body, &footer)
}

/// Title + body + footer within the message limit: the body is cut at a line boundary if it must be.
fn fit(title: &str, body: &str, footer: &str) -> String {
    let room = MESSAGE_LIMIT.saturating_sub(title.chars().count() + footer.chars().count() + 4);
    let mut kept = String::new();
    for line in body.lines() {
        if kept.chars().count() + line.chars().count() + 1 > room {
            kept.push('…');
            break;
        }
        kept.push_str(line);
        kept.push('\n');
    }
    format!("{title}\n{}\n{footer}", kept.trim_end())
}

pub fn lobby_text(table: &Table) -> String {
    let record = &table.record;
    ta(
        record.locale,
        "lobby-board",
        &[
            ("count", record.seats.len().into()),
            ("names", name_list(&table_names(record)).into()),
        ],
    )
}

/// A seat's private view, for a DM or an ephemeral reply.
pub fn private_text(table: &Table, seat: usize, locale: Locale) -> String {
    let Some(game) = table.game.as_deref() else {
        return String::new();
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
    format!("{title}\n{}", game.private(seat, &cx.get()))
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

/// Splits every message longer than the limit at line boundaries (board messages are already fitted).
pub fn split_long(messages: Vec<Message>) -> Vec<Message> {
    messages
        .into_iter()
        .flat_map(|message| {
            if message.text.chars().count() <= MESSAGE_LIMIT {
                return vec![message];
            }
            let parts = split_text(&message.text);
            let last = parts.len() - 1;
            parts
                .into_iter()
                .enumerate()
                .map(|(i, text)| Message {
                    to: message.to.clone(),
                    text,
                    buttons: if i == last { message.buttons.clone() } else { Vec::new() },
                })
                .collect()
        })
        .collect()
}

fn split_text(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    for line in text.lines() {
        let mut line: Vec<char> = line.chars().collect();
        while !line.is_empty() {
            let current = parts.last_mut().expect("never empty");
            let used = current.chars().count();
            // A part filled exactly leaves no room, not a negative one.
            let room = MESSAGE_LIMIT.saturating_sub(used + usize::from(used > 0));
            if line.len() <= room {
                if used > 0 {
                    current.push('\n');
                }
                current.extend(line.drain(..));
            } else if used > 0 {
                parts.push(String::new());
            } else {
                current.extend(line.drain(..MESSAGE_LIMIT));
                parts.push(String::new());
            }
        }
    }
    parts.retain(|p| !p.is_empty());
    if parts.is_empty() {
        parts.push(String::new());
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_split_at_lines_within_the_limit() {
        let line = "x".repeat(150);
        let text = vec![line.clone(); 40].join("\n");
        let parts = split_text(&text);
        assert!(parts.len() >= 3);
        assert!(parts.iter().all(|p| p.chars().count() <= MESSAGE_LIMIT));
        assert_eq!(parts.join("\n"), text);
        let huge = "é".repeat(4500);
        let parts = split_text(&huge);
        assert_eq!(parts.len(), 3);
        assert_eq!(parts.concat(), huge);
    }

    #[test]
    fn a_part_filled_exactly_starts_the_next_line_in_a_new_part() {
        let text = format!("{}\n{}\ny", "x".repeat(1000), "x".repeat(999));
        let parts = split_text(&text);
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].chars().count(), MESSAGE_LIMIT);
        assert_eq!(parts[1], "y");
    }

    #[test]
    fn names_read_as_typed_in_markdown() {
        assert_eq!(markdown_name("alice"), "alice");
        assert_eq!(markdown_name("Jean-Pierre 2.0"), "Jean-Pierre 2.0");
        assert_eq!(markdown_name("**bold**"), "\\*\\*bold\\*\\*");
        assert_eq!(markdown_name("||x|| ```y```"), "\\|\\|x\\|\\| \\`\\`\\`y\\`\\`\\`");
        assert_eq!(markdown_name("# big"), "\\# big");
        assert_eq!(markdown_name("> quote"), "\\> quote");
        assert_eq!(markdown_name("1986. year"), "1986\\. year");
        assert_eq!(
            markdown_name("[a](http://x) <@1> a_b \\"),
            "\\[a\\](http://x) \\<\\@1> a\\_b \\\\"
        );
        assert_eq!(markdown_name("Bob (FR)"), "Bob (FR)");
    }

    #[test]
    fn fitted_board_stays_within_the_limit() {
        let body = vec!["y".repeat(90); 60].join("\n");
        let text = fit("title", &body, "footer");
        assert!(text.chars().count() <= MESSAGE_LIMIT);
        assert!(text.starts_with("title\n") && text.ends_with("\nfooter"));
    }
}
