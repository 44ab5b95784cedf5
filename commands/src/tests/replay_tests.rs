//! `/replay` on a finished toy game: the steps, the buttons, the refusals.

use crate::base::io::{Input, Locale, Message, Target};
use crate::games::Registry;
use crate::host::script::{Runner, ScriptOptions};
use crate::tests::support::Starred;
use crate::tests::toy::ToyModule;

fn runner(dir: &std::path::Path, locale: Locale) -> Runner {
    let options = ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale,
        json: false,
    };
    Runner::with_registry(&options, Registry::empty().with(ToyModule)).unwrap()
}

fn texts(messages: &[Message]) -> String {
    crate::host::script::format_messages("table", messages, false)
}

/// The only message, private to `user` (as a reply, or in place of the pressed message when `update`).
fn only_private(messages: &[Message], user: &str, update: bool) -> Message {
    assert_eq!(messages.len(), 1, "{}", texts(messages));
    let expected = match update {
        true => Target::Update { user: user.into() },
        false => Target::Ephemeral { user: user.into() },
    };
    assert_eq!(messages[0].to, expected, "{}", texts(messages));
    messages[0].clone()
}

fn press(r: &Runner, user: &str, id: &str) -> Vec<Message> {
    r.act("table", user, Input::Button { id: id.into() })
}

fn ids(message: &Message) -> Vec<(String, String)> {
    message
        .buttons
        .iter()
        .map(|b| (b.label.clone(), b.id.clone()))
        .collect()
}

/// A toy game of alice and bob played to its end (two moves: +3, +3), with the boards the channel saw after
/// each move.
fn finished(dir: &std::path::Path) -> (Runner, Vec<String>) {
    let mut r = runner(dir, Locale::En);
    r.line("alice> /join");
    r.line("bob> /join");
    let mut boards = vec![r.line("alice> /start game:toy seed:3 target:6")[1].starred()];
    for line in ["alice> /play move:\"add 3\"", "bob> /add amount:3"] {
        let out = r.line(line);
        let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
        boards.push(board.starred());
        if boards.len() == 3 {
            let caption = out.iter().find(|m| matches!(m.to, Target::File { .. })).unwrap();
            assert!(caption.text().contains("/replay game:1"), "{}", caption.text());
            assert!(!caption.text().contains("galleon replay"), "{}", caption.text());
        }
    }
    (r, boards)
}

/// The public board part of a step: from its `Total` line on.
fn board_part(text: &str) -> &str {
    &text[text.find("Total").expect("a toy board")..]
}

#[test]
fn anyone_steps_through_a_finished_game_privately() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, boards) = finished(dir.path());
    // Dave never sat at the table: the record was public, so is its replay.
    let start = only_private(&r.line("dave> /replay"), "dave", false);
    let text = start.starred();
    assert!(text.contains("Replay of") && text.contains("move 0/2"), "{text}");
    assert!(text.contains("Total 0/6"), "{text}");
    assert!(!text.contains("secret"), "never a seat's private view: {text}");
    assert_eq!(
        ids(&start),
        [
            ("▶".to_string(), "v1:table:1:1".to_string()),
            ("⏭".to_string(), "v1:table:1:2".to_string())
        ]
    );

    let one = only_private(&press(&r, "dave", "v1:table:1:1"), "dave", true);
    let text = one.starred();
    assert!(
        text.contains("move 1/2") && text.contains("Move 1/2: alice: +3"),
        "{text}"
    );
    assert_eq!(
        board_part(&text),
        board_part(&boards[1]),
        "the board the channel saw after move 1"
    );
    let labels: Vec<String> = ids(&one).into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["◀", "▶"]);

    let end = only_private(&press(&r, "dave", "v1:table:1:2"), "dave", true);
    let text = end.starred();
    assert!(
        text.contains("move 2/2") && text.contains("Move 2/2: bob: +3"),
        "{text}"
    );
    assert!(text.contains("Total 6/6"), "{text}");
    assert_eq!(
        ids(&end),
        [
            ("⏮".to_string(), "v1:table:1:0".to_string()),
            ("◀".to_string(), "v1:table:1:1".to_string())
        ]
    );
    let back = only_private(&press(&r, "alice", "v1:table:1:0"), "alice", true);
    assert_eq!(back.starred(), start.starred(), "step 0 again, for anyone");

    // The game's number picks it; the table moving on does not lose it.
    r.line("carol> /join");
    let again = only_private(&r.line("dave> /replay game:1"), "dave", false);
    assert_eq!(again.starred(), start.starred());
}

#[test]
fn bad_input_is_refused_privately_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path(), Locale::En);
    let none = only_private(&r.line("dave> /replay"), "dave", false);
    assert!(none.starred().contains("nothing to replay"), "{}", none.starred());
    drop(r);
    let (mut r, _) = finished(dir.path());
    let refusals = [
        (r.line("dave> /replay game:7"), "No finished game #7"),
        (r.line("dave> /replay game:zero"), "not a game number"),
        (r.line("dave> /replay game:0"), "not a game number"),
        (r.line("dave> /replay page:2"), "page"),
        (press(&r, "dave", "v1:table:1:3"), "no move 3"),
        (press(&r, "dave", "v1:elsewhere:1:1"), "not for this channel"),
        (press(&r, "dave", "v1:table:2:1"), "No finished game #2"),
        (press(&r, "dave", "v1:table:x:1"), "not for this channel"),
    ];
    for (out, expected) in refusals {
        let refusal = only_private(&out, "dave", false);
        assert!(
            refusal.starred().contains(expected),
            "{expected}: {}",
            refusal.starred()
        );
        assert!(refusal.buttons.is_empty());
    }
    let fine = only_private(&r.line("dave> /replay"), "dave", false);
    assert!(fine.starred().contains("move 0/2"), "{}", fine.starred());
}

#[test]
fn the_replay_speaks_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    drop(finished(dir.path()));
    let r = runner(dir.path(), Locale::Fr);
    let out = r.act(
        "table",
        "dave",
        Input::Command {
            name: "replay".into(),
            options: vec![],
        },
    );
    let text = only_private(&out, "dave", false).starred();
    assert!(text.contains("Revoir") && text.contains("coup 0/2"), "{text}");
    let refusal = only_private(&press(&r, "dave", "v1:table:1:9"), "dave", false).starred();
    assert!(refusal.contains("n'a pas de coup 9"), "{refusal}");
}

/// With pictures on (as on Discord), each replayed step comes with the board's picture at that step, for the
/// reader only; a finished Puerto Rico game played at random through the host.
#[test]
fn each_step_comes_with_its_picture_when_the_transport_shows_pictures() {
    use crate::host::Host;
    use crate::tests::support::{play_forced, request};
    use galleon_rules::puerto_rico::PuertoRico;
    use galleon_rules::Game;
    use rand::{Rng, SeedableRng};

    let host = Host::temporary(Locale::En).unwrap().with_board_images();
    for name in ["alice", "bob", "carol"] {
        host.handle(&request("table", name, Locale::En, "join", &[]));
    }
    let start = [("game", "puerto-rico"), ("seed", "4")];
    host.handle(&request("table", "alice", Locale::En, "start", &start));
    let options = PuertoRico::parse_options(&[]).unwrap();
    let mut game = PuertoRico::new(3, &options, 4).unwrap();
    let module = crate::games::puerto_rico::PuertoRicoModule;
    play_forced(&module, &mut game);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    while !game.is_over() {
        let to_act = game.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        play_forced(&module, &mut game);
        let user = ["alice", "bob", "carol"][seat];
        let text = action.to_string();
        host.handle(&request("table", user, Locale::En, "play", &[("move", &text)]));
    }
    let picture = |messages: &[Message]| match &messages[1].to {
        Target::AnswerImage { user, svg, .. } => (user.clone(), svg.clone()),
        other => panic!("not a picture: {other:?}"),
    };
    let first = host.handle(&request("table", "dave", Locale::En, "replay", &[]));
    assert_eq!(first.len(), 2, "{}", texts(&first));
    assert_eq!(first[0].to, Target::Ephemeral { user: "dave".into() });
    let (user, before) = picture(&first);
    assert_eq!(user, "dave", "the picture goes to the reader only");
    let next = ids(&first[0]).into_iter().find(|(label, _)| label == "▶").unwrap().1;
    let mut press = request("table", "dave", Locale::En, "replay", &[]);
    press.input = Input::Button { id: next };
    let second = host.handle(&press);
    assert_eq!(second[0].to, Target::Update { user: "dave".into() });
    let (_, after) = picture(&second);
    assert_ne!(before, after, "the picture follows the step");
    assert!(
        before.contains("round 1") || before.contains("Round 1"),
        "the picture of the set-up"
    );
}
