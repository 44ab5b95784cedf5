//! Helpers shared by the games' host tests: requests as a transport sends them, and the check that a
//! Maracaibo hand never reaches a public message.

use std::collections::HashSet;

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::{Game, Standing};

use crate::base::ids::ID_LIMIT;
use crate::base::io::{AutocompleteRequest, Locale, Message, Request, Target, User};
use crate::games::roles::*;
use crate::games::Registry;
use crate::record::{Seated, TableRecord};
use crate::tables::table::Table;
const MESSAGE_LIMIT: usize = crate::base::io::Limits::CHAT.text;

/// What a French reader typing nothing yet into `option` of `/command` asks for (set `typed` and `options` with
/// struct update syntax for more).
pub fn autocomplete_request(channel: &str, user: &str, command: &str, option: &str) -> AutocompleteRequest {
    AutocompleteRequest {
        channel: channel.into(),
        user: User {
            id: user.into(),
            name: user.into(),
        },
        locale: Locale::Fr,
        command: command.into(),
        option: option.into(),
        typed: String::new(),
        options: Vec::new(),
    }
}

/// The (value, label) pairs the host suggests for `request`.
pub fn autocompleted(host: &crate::host::Host, request: &AutocompleteRequest) -> Vec<(String, String)> {
    host.autocomplete(request)
        .into_iter()
        .map(|c| (c.value, c.label))
        .collect()
}

/// Plays on `replica` the forced moves the host plays for its seats after a move (lowest seat first, as
/// [`crate::games::forced`] does), so a replica engine keeps up with the host; returns how many.
pub fn play_forced<M: GameModule>(module: &M, replica: &mut M::G) -> usize {
    let mut played = 0;
    while played < crate::games::forced::AUTO_LIMIT {
        let mut to_act = replica.to_act();
        to_act.sort_unstable();
        let forced = to_act.into_iter().find_map(|seat| {
            let action = replica.only_action(seat)?;
            module.may_auto_play(replica, seat, &action).then_some((seat, action))
        });
        let Some((seat, action)) = forced else { break };
        replica.apply(seat, &action).expect("a forced move is legal");
        played += 1;
    }
    played
}

/// The players' names, by seat.
pub const NAMES: [&str; 5] = ["alice", "bob", "carol", "dave", "erin"];

/// A slash command typed by `user` in `channel`.
pub fn request(channel: &str, user: &str, locale: Locale, name: &str, options: &[(&str, &str)]) -> Request {
    let user = User {
        id: user.into(),
        name: user.into(),
    };
    Request::command(channel, user, locale, name, options)
}

/// A table seating `NAMES[..players]` at a new game of `kind`, to render results of chosen outcomes.
pub fn table_with_game(kind: &str, players: usize, options: &[(&str, &str)], locale: Locale) -> Table {
    let mut record = TableRecord::new("table", locale);
    for name in &NAMES[..players] {
        let user = User {
            id: name.to_string(),
            name: name.to_string(),
        };
        record.seats.push(Seated { user, locale });
    }
    let options: Vec<(String, String)> = options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    let game = Registry::standard()
        .get(kind)
        .unwrap()
        .create(players, &options, 1)
        .unwrap();
    Table {
        record,
        game: Some(game),
        limits: crate::base::io::Limits::CHAT,
    }
}

/// A standing of `seat` (rank, score, tie-break value) with one breakdown line holding the whole score.
pub fn standing(seat: usize, rank: usize, score: i64, tiebreak: i64, part: &str) -> Standing {
    Standing {
        seat,
        rank,
        score,
        tiebreak,
        breakdown: vec![(part.to_string(), score)],
    }
}

/// Notes the card ids public now: the display (a card taken from it is known to be in that hand), Jeanne's
/// cards, cards bought and planned.
pub fn note_public(game: &Maracaibo, shown: &mut HashSet<String>) {
    let view = game.public_view();
    shown.extend(view.display.iter().cloned());
    shown.extend(view.solo.iter().flat_map(|s| s.cards.iter().cloned()));
    for p in &view.players {
        shown.extend(p.bought.iter().chain(&p.planning).cloned());
    }
}

/// Words that would give a hand away: every card id in any hand or deal never shown publicly, and its name
/// (unless a public card has the same name).
fn secrets(game: &Maracaibo, shown: &HashSet<String>) -> HashSet<String> {
    let pack = game.pack();
    let name = |id: &String| pack.cards.find(id).map(|c| pack.cards.card(c).name.clone());
    let public_names: HashSet<String> = shown.iter().filter_map(name).collect();
    let mut secret = HashSet::new();
    for seat in 0..game.players() {
        let view = game.private_view(seat);
        for id in view.hand.iter().chain(&view.dealt).filter(|id| !shown.contains(*id)) {
            secret.insert(format!("{id} "));
            secret.extend(name(id).filter(|n| !public_names.contains(n)));
        }
    }
    secret
}

/// Whether `text` names `secret` (a card id followed by a space, or a name) as a whole word: card `94` is not
/// named by `B094 `.
fn names(text: &str, secret: &str) -> bool {
    text.match_indices(secret)
        .any(|(at, _)| !text[..at].chars().next_back().is_some_and(char::is_alphanumeric))
}

/// The board fits one message; no public text, button id or label names a secret card.
pub fn check_public(messages: &[Message], game: &Maracaibo, shown: &mut HashSet<String>) {
    note_public(game, shown);
    let secret = secrets(game, shown);
    for message in messages {
        // Only the board must fit one message: a transport splits any other text itself.
        let board = matches!(message.to, Target::Board { .. });
        assert!(
            !board || message.text().chars().count() <= MESSAGE_LIMIT,
            "{}",
            message.text()
        );
        if !matches!(
            message.to,
            Target::Channel { .. } | Target::Board { .. } | Target::Ping { .. }
        ) {
            continue;
        }
        let buttons: String = message
            .buttons
            .iter()
            .map(|b| format!("{} {} ", b.id, b.label))
            .collect();
        let seen = format!("{} {buttons}", message.starred());
        for word in &secret {
            assert!(!names(&seen, word), "{word:?} is public:\n{seen}");
        }
        for button in &message.buttons {
            // Labels are plain text: no mark of the document's inline markup.
            assert!(!button.label.chars().any(char::is_control), "{:?}", button.label);
            assert!(button.id.len() <= ID_LIMIT);
        }
    }
}

/// A script runner over a store in `dir` that seats only the toy game, as the host's own tests use it.
/// `galleon check` of the toy game's data directory `dir`.
pub fn toy_check(dir: &std::path::Path) -> crate::tables::check::Report {
    crate::tables::check::check_dir(dir, &Registry::empty().with(crate::tests::toy::ToyModule)).unwrap()
}

pub fn toy_runner(dir: &std::path::Path) -> crate::host::script::Runner {
    let options = crate::host::script::ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    crate::host::script::Runner::with_registry(&options, Registry::empty().with(crate::tests::toy::ToyModule)).unwrap()
}

/// The messages as the script mode prints them (for assertion messages and text checks).
pub fn texts(messages: &[Message]) -> String {
    crate::host::script::format_messages("table", messages, false)
}

/// Whether a move's answer is a refusal: a move played is answered with the board (and, when the mover's private
/// view changed, with it in an ephemeral reply), a refusal with an ephemeral reply alone.
pub fn refused(messages: &[Message]) -> bool {
    !messages.iter().any(|m| matches!(m.to, Target::Board { .. }))
}

/// The text of the one message of `messages`, which must be a reply only `user` sees.
pub fn only_ephemeral(messages: &[Message], user: &str) -> String {
    assert_eq!(messages.len(), 1, "{}", texts(messages));
    assert_eq!(messages[0].to, Target::Ephemeral { user: user.into() });
    messages[0].starred().clone()
}

/// Texts as tests read them: like Discord's markdown without its escapes (`**` around emphasis, backticks
/// around code, fenced grids), so a test can tell a player's emphasised line from a passing mention.
pub struct Stars;

impl crate::base::doc::Style for Stars {
    fn span(&self, span: &crate::base::doc::Span) -> String {
        use crate::base::doc::Span;
        match span {
            Span::Text(s) | Span::Typed(s) => s.clone(),
            Span::Strong(inner) => format!("**{}**", inner.iter().map(|s| self.span(s)).collect::<String>()),
            Span::Code(s) => format!("`{s}`"),
            Span::User(id) => format!("@{id}"),
            Span::Channel(id) => format!("#{id}"),
            Span::Command { localized, .. } => localized.clone(),
        }
    }

    fn grid(&self, lines: &[String]) -> String {
        format!("```\n{}\n```", lines.join("\n"))
    }
}

/// [`Stars`] for messages, documents and marked-up texts.
pub trait Starred {
    fn starred(&self) -> String;
}

impl Starred for Message {
    fn starred(&self) -> String {
        self.body.render(&Stars)
    }
}

impl Starred for crate::base::doc::Doc {
    fn starred(&self) -> String {
        self.render(&Stars)
    }
}

impl Starred for String {
    fn starred(&self) -> String {
        crate::base::doc::Doc::parse(self).render(&Stars)
    }
}

/// The private view `user` got in their own reply: the only private message among `messages`, none by DM (their
/// own move or undo notifies them of nothing).
pub fn own_view_in_reply(messages: &[Message], user: &str) -> Message {
    assert!(
        messages.iter().all(|m| !matches!(m.to, Target::Dm { .. })),
        "{}",
        texts(messages)
    );
    let views: Vec<&Message> = messages
        .iter()
        .filter(|m| matches!(m.to, Target::Ephemeral { .. }))
        .collect();
    assert_eq!(views.len(), 1, "{}", texts(messages));
    assert_eq!(views[0].to, Target::Ephemeral { user: user.into() });
    views[0].clone()
}

#[cfg(test)]
mod tests {
    use super::names;

    #[test]
    fn a_secret_is_named_only_as_a_whole_word() {
        assert!(names("planned 94 A20", "94 "));
        assert!(names("94 Mule Train", "94 "));
        assert!(names("(94 ", "94 "));
        assert!(!names("B094 Mule Train", "94 "));
        assert!(names("a Viceroy's Pardon", "Viceroy's Pardon"));
    }
}
