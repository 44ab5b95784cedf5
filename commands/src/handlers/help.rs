//! `/help`: what is happening, what the reader may do, one line of commands, in one message.
//!
//! Rulings:
//! - The answer always fits one message of the transport (its `Limits`): the moves are grouped by their first
//!   word, the first few of each group in full with the words to type, then how to see the rest (autocomplete
//!   of `/play`, `/help topic:moves`): up to 8 of a group, fewer until it fits.
//! - The game's notes (Puerto Rico's role primer, the names of Santiago's squares…) come with a player's help
//!   until their first move of the game, when they fit; always with `/help topic:rules`. The full list of
//!   commands is `/help topic:commands`.

use galleon_rules::RuleError;

use crate::base::doc::Doc;
use crate::base::io::{Limits, Locale, Message, Request};
use crate::games::{MoveChoice, RenderCx, TableGame};
use crate::present::render::{self, game_name, name_list, seat_names};
use crate::tables::table::{marked_names, Slot, Table};
use crate::tables::{Group, Options, Tables};
use crate::words::i18n::{for_reader, t, ta, Arg};

type Reply = Result<Vec<Message>, RuleError>;

/// What `/help topic:` may ask for.
pub const TOPICS: [&str; 3] = ["moves", "rules", "commands"];

pub fn help(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &Options) -> Reply {
    let topic = options.iter().find(|(name, _)| name == "topic").map(|(_, v)| v.trim());
    let limits = match &*slot {
        Slot::Table(table) => table.limits,
        _ => host.limits(),
    };
    let doc = match topic {
        None | Some("") => overview(host, slot, request, &limits),
        Some("moves") => moves_topic(slot, request, &limits),
        Some("rules") => fitted(rules_topic(host, slot, request.locale), &limits),
        Some("commands") => Doc::parse(&commands_list(host, slot, request.locale)),
        Some(other) => {
            return Err(RuleError::new("err-help-topic")
                .text("topic", other)
                .text("topics", TOPICS.join(", ")))
        }
    };
    Ok(vec![render::ephemeral_doc(request, doc)])
}

/// `/help` without a topic.
fn overview(host: &dyn Tables, slot: &Slot, request: &Request, limits: &Limits) -> Doc {
    let locale = request.locale;
    let tail = format!("{}\n{}", short_commands(host, locale), t(locale, "help-topics"));
    let Slot::Table(table) = slot else {
        return Doc::parse(&[t(locale, "help-no-table"), games_list(host, locale), tail].join("\n"));
    };
    let Some(game) = table.active() else {
        let state = match table.game {
            Some(_) => ta(locale, "help-over", &[("names", names(table).into())]),
            None => {
                let count: Arg = table.record.seats.len().into();
                ta(
                    locale,
                    "help-lobby",
                    &[("count", count), ("names", names(table).into())],
                )
            }
        };
        return Doc::parse(&[state, games_list(host, locale), tail].join("\n"));
    };
    let notes = first_help(table, request).then(|| game.help(locale)).flatten();
    // Listed once: only how many of each group are shown in full changes from one try to the next.
    let cx = table.cx(locale);
    let moves = table
        .record
        .seat_of(&request.user.id)
        .filter(|seat| game.to_act().contains(seat))
        .map(|seat| (game.legal_count(seat), help_moves(game, seat, &cx.get())));
    for shown in (1..=SHOWN_PER_GROUP).rev() {
        let mut doc = playing(table, game, request, moves.as_ref(), shown);
        doc.push_text(&tail);
        if let Some(notes) = &notes {
            let mut with_notes = doc.clone();
            with_notes.append(notes.clone());
            if limits.fits(&with_notes) {
                return with_notes;
            }
        }
        if limits.fits(&doc) || shown == 1 {
            return doc;
        }
    }
    unreachable!("the loop returns at its last step")
}

/// Whether the reader is seated at `table` and has not moved yet in its game: their help brings the notes.
fn first_help(table: &Table, request: &Request) -> bool {
    let Some(seat) = table.record.seat_of(&request.user.id) else {
        return false;
    };
    let log = table.record.game.as_ref().map_or(&[][..], |g| g.log.as_slice());
    !log.iter().any(|m| m.seat == seat && !m.auto)
}

/// Most moves of a group shown in full.
const SHOWN_PER_GROUP: usize = 8;

/// Most moves `/help` considers: the suggested ones, then the first legal ones (a Mayor has hundreds of
/// thousands: autocomplete finds the others).
const HELP_MOVES: usize = 30;

/// What is happening and, for the player to act, their `moves` (how many in all, those listed) grouped with
/// `shown` of each group in full.
fn playing(
    table: &Table,
    game: &dyn TableGame,
    request: &Request,
    moves: Option<&(u64, Vec<MoveChoice>)>,
    shown: usize,
) -> Doc {
    let locale = request.locale;
    let to_act = game.to_act();
    let mut lines = vec![ta(
        locale,
        "help-playing",
        &[
            ("game", game_name(locale, game.kind()).into()),
            ("move", table.moves().into()),
            ("names", name_list(&seat_names(table, &to_act)).into()),
        ],
    )];
    match (table.record.seat_of(&request.user.id), moves) {
        (None, _) => lines.push(t(locale, "help-spectator")),
        (Some(_), Some((count, listed))) => {
            let count = *count;
            lines.push(ta(locale, "help-your-moves", &[("count", count.into())]));
            lines.extend(grouped(game, listed, shown, locale));
            if count > listed.len() as u64 {
                let more: Arg = (count - listed.len() as u64).into();
                lines.push(ta(locale, "help-more-moves", &[("count", more)]));
            }
        }
        (Some(_), None) => lines.push(t(locale, "help-not-your-turn")),
    }
    Doc::parse(&lines.join("\n"))
}

/// The moves by group (their first word), `shown` of each in full, then a line saying how many more the group
/// holds and how to type them.
fn grouped(game: &dyn TableGame, listed: &[MoveChoice], shown: usize, locale: Locale) -> Vec<String> {
    let mut groups: Vec<(&str, Vec<&MoveChoice>)> = Vec::new();
    for choice in listed {
        let head = choice.text.split(' ').next().unwrap_or("");
        match groups.iter_mut().find(|(h, _)| *h == head) {
            Some((_, members)) => members.push(choice),
            None => groups.push((head, vec![choice])),
        }
    }
    let mut lines = Vec::new();
    for (head, members) in groups {
        // A line saying "1 more" takes the room of the move it stands for.
        let shown = if members.len() <= shown + 1 {
            members.len()
        } else {
            shown
        };
        for choice in members.iter().take(shown) {
            let typed = game.typed(&choice.text, locale);
            lines.push(for_reader(
                format!("• {} — /play move:\"{typed}\"", choice.label),
                locale,
            ));
        }
        if members.len() > shown {
            let more: Arg = (members.len() - shown).into();
            let head = game.typed(head, locale);
            lines.push(ta(
                locale,
                "help-more-in-group",
                &[("count", more), ("head", head.into())],
            ));
        }
    }
    lines
}

/// The moves `/help` considers: the suggested ones first, then the first legal ones, at most [`HELP_MOVES`].
fn help_moves(game: &dyn TableGame, seat: usize, cx: &RenderCx) -> Vec<MoveChoice> {
    let mut listed = game.suggested(seat, cx);
    listed.truncate(HELP_MOVES);
    for choice in game.legal_starting_with(seat, "", HELP_MOVES, cx) {
        if listed.len() < HELP_MOVES && !listed.iter().any(|m| m.text == choice.text) {
            listed.push(choice);
        }
    }
    listed
}

/// `/help topic:moves`: the reader's moves one by one, as many as fit.
fn moves_topic(slot: &Slot, request: &Request, limits: &Limits) -> Doc {
    let locale = request.locale;
    let (Slot::Table(table), Some(seat)) = (slot, seat_of(slot, request)) else {
        return Doc::parse(&t(locale, "help-not-your-turn"));
    };
    let Some(game) = table.active().filter(|g| g.to_act().contains(&seat)) else {
        return Doc::parse(&t(locale, "help-not-your-turn"));
    };
    let cx = table.cx(locale);
    let listed = help_moves(game, seat, &cx.get());
    let count = game.legal_count(seat);
    for shown in (1..=listed.len()).rev() {
        let mut lines = vec![ta(locale, "help-your-moves", &[("count", count.into())])];
        for choice in &listed[..shown] {
            let typed = game.typed(&choice.text, locale);
            lines.push(for_reader(
                format!("• {} — /play move:\"{typed}\"", choice.label),
                locale,
            ));
        }
        if count > shown as u64 {
            let more: Arg = (count - shown as u64).into();
            lines.push(ta(locale, "help-more-moves", &[("count", more)]));
        }
        let doc = Doc::parse(&lines.join("\n"));
        if limits.fits(&doc) || shown == 1 {
            return doc;
        }
    }
    Doc::parse(&ta(locale, "help-your-moves", &[("count", count.into())]))
}

/// `doc` cut after its last line that fits, `…` marking the cut (a game's notes longer than a message).
fn fitted(doc: Doc, limits: &Limits) -> Doc {
    if limits.fits(&doc) {
        return doc;
    }
    let cut = |kept: usize| doc.first_blocks(kept).push_text("…").clone();
    let kept = (1..doc.blocks())
        .rev()
        .find(|&kept| limits.fits(&cut(kept)))
        .unwrap_or(1);
    cut(kept)
}

fn seat_of(slot: &Slot, request: &Request) -> Option<usize> {
    match slot {
        Slot::Table(table) => table.record.seat_of(&request.user.id),
        _ => None,
    }
}

/// `/help topic:rules`: the notes of the game at the table (the games on offer when there is none).
fn rules_topic(host: &dyn Tables, slot: &Slot, locale: Locale) -> Doc {
    let game = match slot {
        Slot::Table(table) => table.game.as_deref(),
        _ => None,
    };
    match game.and_then(|g| g.help(locale)) {
        Some(notes) => notes,
        None => Doc::parse(&games_list(host, locale)),
    }
}

fn names(table: &Table) -> String {
    name_list(&marked_names(&table.record))
}

/// The commands a player uses most, on one line.
fn short_commands(host: &dyn Tables, locale: Locale) -> String {
    let listed: Vec<String> = host
        .commands()
        .iter()
        .filter(|c| c.group == Group::Game && c.spec.name != "help")
        .map(|c| for_reader(format!("/{}", c.spec.name), locale))
        .collect();
    ta(locale, "help-commands-short", &[("commands", listed.join(" ").into())])
}

/// Every command, grouped, named in the reader's language; the game group ends with the verbs of the game at
/// the table (of every game when there is none).
fn commands_list(host: &dyn Tables, slot: &Slot, locale: Locale) -> String {
    let kind = match slot {
        Slot::Table(table) => table.game.as_deref().and_then(|g| host.registry().get(g.kind())),
        _ => None,
    };
    let verbs = kind.map_or_else(|| host.registry().verbs(), |kind| kind.verbs());
    let slash = |en: &str, fr: &str| format!("/{}", if locale == Locale::Fr { fr } else { en });
    let mut groups: Vec<Group> = Vec::new();
    for command in host.commands() {
        if !groups.contains(&command.group) {
            groups.push(command.group);
        }
    }
    let mut lines = vec![t(locale, "help-commands")];
    for group in groups {
        let members = host.commands().iter().filter(|c| c.group == group);
        let mut listed: Vec<String> = members.map(|c| slash(c.spec.name, &c.spec.name_fr)).collect();
        if group == Group::Game {
            listed.extend(
                verbs
                    .iter()
                    .map(|v| slash(v.name, &crate::words::commands::french_name(v.name))),
            );
        }
        lines.push(format!("• <b>{}</b> {}", t(locale, group.key()), listed.join(" ")));
    }
    lines.join("\n")
}

fn games_list(host: &dyn Tables, locale: Locale) -> String {
    let mut lines = vec![t(locale, "help-games")];
    lines.extend(host.registry().kinds().iter().map(|kind| {
        let range = kind.players();
        ta(
            locale,
            "help-game-line",
            &[
                ("id", kind.id().into()),
                ("game", game_name(locale, kind.id()).into()),
                ("min", (*range.start()).into()),
                ("max", (*range.end()).into()),
            ],
        )
    }));
    lines.join("\n")
}
