//! Which of the host's messages answers the interaction itself, and which go out afterwards.
//!
//! Discord wants exactly one response per interaction, within 3 s. Rulings:
//! - A button press on the board message answers by editing that message in place (`UpdateMessage`); so does a
//!   press answered with a `Target::Update` (the steps of `/replay`, edited in their private message); a press
//!   elsewhere (an old board, a DM) answers with the first ephemeral reply, or a silent acknowledgement.
//! - A slash command answers with the first ephemeral reply; when there is none, with the first public post (so
//!   the channel shows "Alice used /join" above it); when there is neither (a move whose only output is the board),
//!   with an ephemeral "✅".
//! - When the host was slow and the interaction had to be deferred, the deferral fixed the answer's shape: an
//!   ephemeral reply for commands, nothing visible for buttons (a `Target::Update` then edits the pressed message
//!   as the deferred answer); everything else goes out as usual.
//! - A turn ping never answers an interaction: it must be a message of its own that notifies (see `deliver`).
//! - Every other message keeps the host's order: board edits and channel posts through the channel endpoints, DMs,
//!   and further ephemeral replies as ephemeral follow-ups.
//! - An ephemeral message for someone other than the acting user cannot be delivered and is dropped (logged).
//! - The picture of a private answer (a `/replay` step) is attached to the interaction's answer once it is sent
//!   (an edit of the original response), rasterized off the answer's 3 s.
//! - Texts longer than 2 000 characters become several messages (buttons on the last); a board is trimmed to one.

use galleon_commands::io::Target;

use super::markdown::Post;

use super::limits;

/// The confirmation shown when a command's only effect is on the board.
pub const DONE: &str = "✅";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin<'a> {
    Command,
    /// A button press on the message with this id.
    Button {
        clicked: &'a str,
    },
}

#[derive(Debug, PartialEq, Eq)]
pub enum Response {
    Ephemeral(Post),
    Public(Post),
    /// Edit the clicked board message.
    UpdateBoard(Post),
    /// Edit the clicked (private) message: a [`Target::Update`].
    Update(Post),
    /// A command whose output is all elsewhere: ephemeral [`DONE`].
    Done,
    /// A button press whose output is all elsewhere.
    Acknowledge,
}

#[derive(Debug, PartialEq, Eq)]
pub struct Plan {
    /// `None` when a button press was deferred: its acknowledgement was the whole answer.
    pub response: Option<Response>,
    /// Everything else, in the host's order. Ephemeral messages here are follow-ups.
    pub rest: Vec<Post>,
    /// Messages that cannot be delivered (ephemeral for another user).
    pub dropped: Vec<Post>,
}

/// Plans the response for `messages` from the host, answering `actor`'s interaction.
pub fn plan(origin: Origin<'_>, messages: Vec<Post>, actor: &str, deferred: bool) -> Plan {
    let (mut pieces, dropped): (Vec<Post>, Vec<Post>) = messages
        .into_iter()
        .flat_map(pieces)
        .partition(|m| deliverable(m, actor));
    let response = match (origin, deferred) {
        // The deferral was an acknowledgement: only the pressed message is left to edit.
        (Origin::Button { .. }, true) => first_update(&pieces).map(|i| Response::Update(pieces.remove(i))),
        // The deferral promised an ephemeral answer.
        (Origin::Command, true) => Some(match first_ephemeral(&pieces) {
            Some(i) => Response::Ephemeral(pieces.remove(i)),
            None => Response::Done,
        }),
        (_, false) => Some(match choose(origin, &pieces).map(|i| pieces.remove(i)) {
            Some(m) => match m.to {
                Target::Board { .. } => Response::UpdateBoard(m),
                Target::Update { .. } if origin != Origin::Command => Response::Update(m),
                Target::Ephemeral { .. } | Target::Update { .. } => Response::Ephemeral(m),
                _ => Response::Public(m),
            },
            None if origin == Origin::Command => Response::Done,
            None => Response::Acknowledge,
        }),
    };
    Plan {
        response,
        rest: pieces,
        dropped,
    }
}

fn first_ephemeral(pieces: &[Post]) -> Option<usize> {
    pieces
        .iter()
        .position(|m| matches!(m.to, Target::Ephemeral { .. } | Target::Update { .. }))
}

fn first_update(pieces: &[Post]) -> Option<usize> {
    pieces.iter().position(|m| matches!(m.to, Target::Update { .. }))
}

/// The index of the message answering the interaction: for a button, the board when it is the clicked message,
/// else the first update of the clicked message, else the first ephemeral; for a command, the first ephemeral,
/// else the first public post.
fn choose(origin: Origin<'_>, pieces: &[Post]) -> Option<usize> {
    let ephemeral = || first_ephemeral(pieces);
    match origin {
        Origin::Button { clicked } => pieces
            .iter()
            .position(|m| matches!(&m.to, Target::Board { message: Some(id), .. } if id == clicked))
            .or_else(|| first_update(pieces))
            .or_else(ephemeral),
        Origin::Command => ephemeral().or_else(|| pieces.iter().position(|m| matches!(m.to, Target::Channel { .. }))),
    }
}

fn deliverable(m: &Post, actor: &str) -> bool {
    match &m.to {
        Target::Ephemeral { user } | Target::Update { user } | Target::AnswerImage { user, .. } => user == actor,
        _ => true,
    }
}

/// Host messages that answer no interaction (reminders, AI moves) as the Discord messages they become.
pub fn posts(messages: Vec<galleon_commands::io::Message>) -> Vec<Post> {
    messages.into_iter().map(Post::from).flat_map(pieces).collect()
}

/// One host message as the Discord messages it becomes.
fn pieces(m: Post) -> Vec<Post> {
    if matches!(
        m.to,
        Target::BoardImage { .. } | Target::AnswerImage { .. } | Target::Strip { .. }
    ) {
        return vec![m];
    }
    if matches!(m.to, Target::Board { .. }) {
        return vec![Post {
            content: m.trimmed(),
            ..m
        }];
    }
    let parts = limits::split(&m.content);
    let last = parts.len() - 1;
    parts
        .into_iter()
        .enumerate()
        .map(|(i, content)| Post {
            to: m.to.clone(),
            content,
            buttons: if i == last { m.buttons.clone() } else { Vec::new() },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use galleon_commands::io::Button;

    fn msg(to: Target, text: &str) -> Post {
        Post {
            to,
            content: text.into(),
            buttons: Vec::new(),
        }
    }
    fn board(id: Option<&str>) -> Post {
        msg(
            Target::Board {
                channel: "5".into(),
                message: id.map(str::to_owned),
            },
            "board",
        )
    }
    fn eph(user: &str, text: &str) -> Post {
        msg(Target::Ephemeral { user: user.into() }, text)
    }
    fn post(text: &str) -> Post {
        msg(Target::Channel { channel: "5".into() }, text)
    }
    fn dm(user: &str) -> Post {
        msg(Target::Dm { user: user.into() }, "secret")
    }

    #[test]
    fn a_click_on_the_board_edits_it_in_place_even_after_an_ephemeral() {
        let p = plan(
            Origin::Button { clicked: "77" },
            vec![eph("1", "note"), board(Some("77")), dm("2")],
            "1",
            false,
        );
        assert_eq!(p.response, Some(Response::UpdateBoard(board(Some("77")))));
        assert_eq!(p.rest, vec![eph("1", "note"), dm("2")]);
    }

    #[test]
    fn a_click_on_an_old_board_answers_with_the_ephemeral_and_edits_the_board_apart() {
        let p = plan(
            Origin::Button { clicked: "12" },
            vec![board(Some("77")), eph("1", "stale")],
            "1",
            false,
        );
        assert_eq!(p.response, Some(Response::Ephemeral(eph("1", "stale"))));
        assert_eq!(p.rest, vec![board(Some("77"))]);
        let quiet = plan(Origin::Button { clicked: "12" }, vec![board(None)], "1", false);
        assert_eq!(quiet.response, Some(Response::Acknowledge));
    }

    #[test]
    fn a_command_answers_with_the_first_ephemeral_then_the_first_post_then_a_check_mark() {
        let p = plan(Origin::Command, vec![post("joined"), eph("1", "error")], "1", false);
        assert_eq!(p.response, Some(Response::Ephemeral(eph("1", "error"))));
        assert_eq!(p.rest, vec![post("joined")]);
        let p = plan(
            Origin::Command,
            vec![board(Some("3")), post("joined"), post("second")],
            "1",
            false,
        );
        assert_eq!(p.response, Some(Response::Public(post("joined"))));
        assert_eq!(p.rest, vec![board(Some("3")), post("second")]);
        let p = plan(Origin::Command, vec![board(Some("3")), dm("2")], "1", false);
        assert_eq!(p.response, Some(Response::Done));
        assert_eq!(p.rest.len(), 2);
    }

    #[test]
    fn a_deferred_command_keeps_its_answer_private() {
        let p = plan(Origin::Command, vec![post("joined"), eph("1", "note")], "1", true);
        assert_eq!(p.response, Some(Response::Ephemeral(eph("1", "note"))));
        let p = plan(Origin::Command, vec![post("joined")], "1", true);
        assert_eq!(p.response, Some(Response::Done));
        assert_eq!(p.rest, vec![post("joined")]);
    }

    #[test]
    fn a_deferred_click_sends_everything_apart() {
        let p = plan(
            Origin::Button { clicked: "77" },
            vec![board(Some("77")), eph("1", "n")],
            "1",
            true,
        );
        assert_eq!(p.response, None);
        assert_eq!(p.rest, vec![board(Some("77")), eph("1", "n")]);
    }

    #[test]
    fn an_update_edits_the_pressed_message_and_answers_a_command_privately() {
        let update = msg(Target::Update { user: "1".into() }, "step 2");
        let p = plan(
            Origin::Button { clicked: "12" },
            vec![eph("1", "note"), update.clone()],
            "1",
            false,
        );
        assert_eq!(p.response, Some(Response::Update(update.clone())));
        assert_eq!(p.rest, vec![eph("1", "note")]);
        let deferred = plan(Origin::Button { clicked: "12" }, vec![update.clone()], "1", true);
        assert_eq!(deferred.response, Some(Response::Update(update.clone())));
        let p = plan(Origin::Command, vec![update.clone()], "1", false);
        assert_eq!(p.response, Some(Response::Ephemeral(update.clone())));
        let p = plan(Origin::Button { clicked: "12" }, vec![update.clone()], "2", false);
        assert_eq!(p.dropped, vec![update], "only for the one who pressed");
    }

    #[test]
    fn a_turn_ping_never_answers_the_interaction() {
        let ping = msg(
            Target::Ping {
                channel: "5".into(),
                users: vec!["2".into()],
                previous: None,
            },
            "ping",
        );
        let p = plan(Origin::Command, vec![board(Some("3")), ping.clone()], "1", false);
        assert_eq!(p.response, Some(Response::Done));
        assert_eq!(p.rest, vec![board(Some("3")), ping]);
    }

    #[test]
    fn ephemerals_for_someone_else_are_dropped() {
        let p = plan(Origin::Command, vec![eph("2", "not yours"), post("x")], "1", false);
        assert_eq!(p.dropped, vec![eph("2", "not yours")]);
        assert_eq!(p.response, Some(Response::Public(post("x"))));
    }

    #[test]
    fn long_texts_are_split_and_boards_trimmed() {
        let long = "line\n".repeat(900); // 4 500 chars
        let mut with_buttons = post(&long);
        with_buttons.buttons = vec![Button {
            id: "b".into(),
            label: "B".into(),
        }];
        let mut big_board = board(Some("1"));
        big_board.content = long.clone();
        let p = plan(Origin::Command, vec![with_buttons, big_board], "1", false);
        let Some(Response::Public(first)) = p.response else {
            panic!("first piece answers")
        };
        assert!(first.buttons.is_empty());
        assert_eq!(p.rest.len(), 3);
        assert_eq!(p.rest[1].buttons.len(), 1, "buttons ride on the last piece");
        assert_eq!(p.rest[2].content.chars().count(), limits::MAX_CONTENT);
    }
}
