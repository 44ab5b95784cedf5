//! The host's behaviour on a toy game (no real engine needed): lobby, moves, refusals that change nothing,
//! buttons, hidden information, persistence, export/import, autocomplete.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::base::ids::{ButtonId, ButtonMove};
use crate::base::io::{AutocompleteRequest, Locale, Message, Target, User};
use crate::games::Registry;
use crate::host::script::{Runner, ScriptOptions};
use crate::host::Host;
use crate::store::Store;
use crate::tests::support::Starred;
use crate::tests::toy::ToyModule;

fn toy_registry() -> Registry {
    Registry::empty().with(ToyModule)
}

fn runner(dir: &std::path::Path) -> Runner {
    let options = ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    Runner::with_registry(&options, toy_registry()).unwrap()
}

fn texts(messages: &[Message]) -> String {
    crate::host::script::format_messages("table", messages, false)
}

fn only_ephemeral(messages: &[Message], user: &str) -> String {
    assert_eq!(messages.len(), 1, "{}", texts(messages));
    match &messages[0].to {
        Target::Ephemeral { user: to } => assert_eq!(to, user),
        other => panic!("expected an ephemeral reply, got {other:?}"),
    }
    messages[0].starred().clone()
}

fn started(dir: &std::path::Path) -> Runner {
    let mut r = runner(dir);
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    r
}

#[test]
fn a_game_from_join_to_result() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    let out = texts(&r.line("alice> /join"));
    assert_eq!(out, "[#table] alice joins the table. Seated (1): alice.\n");
    r.line("bob> /join");
    let out = r.line("alice> /start game:toy seed:3 target:6");
    let all = texts(&out);
    assert!(all.contains("**Toy** begins") || all.contains("begins!"), "{all}");
    assert!(matches!(out[1].to, Target::Board { message: None, .. }), "{all}");
    assert_eq!(
        out.iter().filter(|m| matches!(m.to, Target::Dm { .. })).count(),
        2,
        "{all}"
    );
    let out = r.line("alice> /play move:\"add 3\"");
    assert!(matches!(&out[0].to, Target::Board { message: Some(id), .. } if id == "board-table"));
    assert!(out[0].starred().contains("Total 3/6"), "{}", out[0].starred());
    assert!(out[0].starred().contains("Waiting for bob"), "{}", out[0].starred());
    assert_eq!(out.len(), 2, "adding changes no secret: no DM, only bob's ping");
    assert_eq!(texts(&out[1..]), "[#table] 🔔 @bob: your turn (game-toy).\n");
    let out = r.line("bob> /add amount:3");
    let all = texts(&out);
    assert!(all.contains("Game over"), "{all}");
    assert!(all.contains("final result"), "{all}");
    // alice: secret 3 + 1 add = 4; bob: secret (3+3)%7=6 + 1 = 7.
    assert!(all.contains("1. bob: 7 points"), "{all}");
    assert!(all.contains("2. alice: 4 points"), "{all}");
    let text = only_ephemeral(&r.line("bob> /play move:\"add 1\""), "bob");
    assert_eq!(text, "The game is over.");
}

/// Every refusal: one ephemeral message, the stored record byte-identical.
#[test]
fn refusals_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    let before = r.host().raw_record("table").unwrap().unwrap();
    let board = r.line("bob> /board")[0].clone();
    let cases = [
        (
            "carol> /play move:\"add 1\"",
            "carol",
            "You are not seated at this table.",
        ),
        (
            "bob> /play move:\"add 1\"",
            "bob",
            "It is not your turn: waiting for alice.",
        ),
        (
            "alice> /play move:\"add 9\"",
            "alice",
            "“add 9” is not a move of this game.",
        ),
        ("alice> /play", "alice", "The option “move” is missing."),
        (
            "alice> /play move:\"add 1\" colour:red",
            "alice",
            "/play has no option “colour”",
        ),
        ("alice> /frobnicate", "alice", "Unknown command /frobnicate."),
        ("alice> /add amount:7", "alice", "“add 7” is not a move"),
        ("alice> /add", "alice", "The option “amount” is missing."),
        ("alice> /join", "alice", "A game is in progress"),
        ("alice> /leave", "alice", "you cannot leave it now"),
        ("alice> /start game:toy", "alice", "A game is in progress"),
        ("carol> /abort", "carol", "You are not seated"),
        ("alice> !click nonsense", "alice", "not one of mine"),
        ("alice> !click g1:table:5:0:add 1", "alice", "earlier moment"),
        ("alice> !click g1:elsewhere:0:0:add 1", "alice", "earlier moment"),
        ("bob> !click g2:table:1:0:0:add 1", "bob", "This button is for alice."),
        ("alice> /hand colour:red", "alice", "/hand has no option"),
    ];
    for (line, user, expected) in cases {
        let text = only_ephemeral(&r.line(line), user);
        assert!(text.contains(expected), "{line}: {text}");
        assert_eq!(
            r.host().raw_record("table").unwrap().unwrap(),
            before,
            "{line} changed the store"
        );
        assert_eq!(r.line("bob> /board")[0], board, "{line} changed the table in memory");
    }
    let text = only_ephemeral(&r.line("[empty] alice> /play move:\"add 1\""), "alice");
    assert_eq!(text, "No game is being played in this channel.");
    assert_eq!(r.host().raw_record("empty").unwrap(), None);
    r.line("!restart");
    assert_eq!(r.host().raw_record("table").unwrap().unwrap(), before);
}

#[test]
fn lobby_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    assert!(only_ephemeral(&r.line("alice> /start game:toy"), "alice").contains("no table"));
    r.line("alice> /join");
    assert!(only_ephemeral(&r.line("alice> /join"), "alice").contains("already seated"));
    let text = only_ephemeral(&r.line("alice> /start game:toy"), "alice");
    assert_eq!(
        text,
        "This game needs 2 to 4 players, and 1 is seated. Add AI players with /addbot (one per seat), or wait for \
         friends to /join."
    );
    r.line("bob> /join");
    assert!(only_ephemeral(&r.line("carol> /start game:toy"), "carol").contains("not seated"));
    let text = only_ephemeral(&r.line("alice> /start game:chess"), "alice");
    assert_eq!(text, "Unknown game “chess”. Games: toy.");
    assert!(only_ephemeral(&r.line("alice> /start game:toy seed:x"), "alice").contains("not a valid seed"));
    assert!(only_ephemeral(&r.line("alice> /start game:toy lang:de"), "alice").contains("(en or fr)"));
    assert!(only_ephemeral(&r.line("alice> /start game:toy target:0"), "alice").contains("“0”"));
    assert!(only_ephemeral(&r.line("alice> /start game:toy size:3"), "alice").contains("“size”"));
    assert!(only_ephemeral(&r.line("alice> /start"), "alice").contains("“game”"));
    for name in ["carol", "dave"] {
        r.line(&format!("{name}> /join"));
    }
    assert!(only_ephemeral(&r.line("erin> /join"), "erin").contains("full (4 players)"));
    let out = texts(&r.line("alice> /leave"));
    assert!(
        out.contains("alice leaves the table") && out.contains("bob now leads"),
        "{out}"
    );
    let out = texts(&r.line("bob> /start game:toy lang:fr"));
    assert!(out.contains("commence"), "{out}");
}

#[test]
fn buttons_play_and_go_stale() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    let out = r.line("alice> /board");
    let board = &out[0];
    assert!(matches!(board.to, Target::Board { message: None, .. }));
    let labels: Vec<&str> = board.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["+1", "+2", "+3", "Peek"]);
    let add2 = board.buttons[1].id.clone();
    let pressed = ButtonId::decode(&add2).unwrap();
    assert!(pressed.position.is_some(), "{add2}");
    assert_eq!(
        ButtonId {
            position: None,
            ..pressed
        },
        ButtonId {
            channel: "table".into(),
            game: 1,
            move_number: 0,
            position: None,
            seat: 0,
            action: ButtonMove::Text("add 2".into()),
        }
    );
    r.line("!restart");
    let out = r.line(&format!("alice> !click {add2}"));
    assert!(out[0].starred().contains("Total 2/6"), "{}", texts(&out));
    let text = only_ephemeral(&r.line(&format!("alice> !click {add2}")), "alice");
    assert!(text.contains("earlier moment"), "{text}");
}

/// A board posted before fingerprints hashed the moves carries the hash of the game's state: its buttons
/// still play after the upgrade, and go stale as any other once the game moves on.
#[test]
fn buttons_of_a_board_posted_before_the_upgrade_still_play() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    let out = r.line("alice> /board");
    let mut pressed = ButtonId::decode(&out[0].buttons[1].id).unwrap();
    let state = r.host().raw_record("table").unwrap().unwrap();
    let record: crate::record::TableRecord = serde_json::from_slice(&state).unwrap();
    let old_style = crate::base::ids::fnv1a(record.game.unwrap().state.get()) as u32;
    assert_ne!(pressed.position, Some(old_style));
    pressed.position = Some(old_style);
    let id = pressed.encode();
    let out = r.line(&format!("alice> !click {id}"));
    assert!(out[0].starred().contains("Total 2/6"), "{}", texts(&out));
    let text = only_ephemeral(&r.line(&format!("alice> !click {id}")), "alice");
    assert!(text.contains("earlier moment"), "{text}");
}

#[test]
fn secrets_go_only_to_their_owner() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    let out = r.line("alice> /play move:peek");
    // Her own move changed her secret: it comes in her reply, and no DM notifies her of her own move.
    let view = crate::tests::support::own_view_in_reply(&out, "alice");
    assert!(view.starred().contains("Your toy secret: 4"), "{}", view.starred());
    assert!(!out[0].starred().contains("secret"), "{}", out[0].starred());
    let text = only_ephemeral(&r.line("bob> /hand"), "bob");
    assert!(text.contains("Your toy secret: 6"), "{text}");
    assert!(only_ephemeral(&r.line("carol> /hand"), "carol").contains("not seated"));
}

#[test]
fn refused_dms_are_skipped_then_explained() {
    use crate::tables::Tables;
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    r.line("alice> /notify mode:dm");
    r.host().dm_refused("alice");
    let out = r.line("alice> /play move:peek");
    assert!(
        out.iter().all(|m| !matches!(m.to, Target::Dm { .. })),
        "{}",
        texts(&out)
    );
    let note = out.last().unwrap();
    assert_eq!(note.to, Target::Ephemeral { user: "alice".into() });
    assert!(note.starred().contains("/hand"));
    assert!(!r.host().dms_refused("alice"), "her DMs are tried again once she acted");
    // She chose DMs: her next call tries a DM again (she may have reopened them)…
    let out = r.line("bob> /play move:\"add 1\"");
    assert!(!pinged_in_channel(&out, "alice"), "{}", texts(&out));
    assert!(
        out.iter().any(|m| m.to == Target::Dm { user: "alice".into() }),
        "{}",
        texts(&out)
    );
    // … and when that DM is refused, the call is made again in the channel: no call is lost.
    let calls = r.host().dm_refused("alice");
    assert!(pinged_in_channel(&calls, "alice"), "{}", texts(&calls));
    r.line("alice> /play move:\"add 1\"");
    r.host().dm_delivered("alice");
    let out = r.line("bob> /play move:\"add 1\"");
    assert!(!pinged_in_channel(&out, "alice"), "{}", texts(&out));
    assert!(
        out.iter().any(|m| m.to == Target::Dm { user: "alice".into() }),
        "{}",
        texts(&out)
    );
}

fn pinged_in_channel(out: &[Message], user: &str) -> bool {
    out.iter()
        .any(|m| matches!(&m.to, Target::Ping { users, .. } if users.iter().any(|u| u == user)))
}

#[test]
fn abort_by_opener_after_votes_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    let out = texts(&r.line("bob> /abort"));
    assert!(out.contains("bob wants to stop the game (1/2 votes)"), "{out}");
    r.line("!restart");
    let out = r.line("alice> /abort");
    assert_eq!(
        out[0].to,
        Target::Ephemeral { user: "alice".into() },
        "a confirmation first"
    );
    assert!(r.host().raw_record("table").unwrap().is_some());
    let out = texts(&r.line(&format!("alice> !click {}", out[0].buttons[0].id)));
    assert!(
        out.contains("Game aborted") && out.contains("alice aborted the game"),
        "{out}"
    );
    assert_eq!(r.host().raw_record("table").unwrap(), None);
}

#[test]
fn tables_resume_after_restart_and_corruption_stays_local() {
    let dir = tempfile::tempdir().unwrap();
    let stored = {
        let mut r = started(dir.path());
        r.line("alice> /play move:\"add 1\"");
        r.line("[second] carol> /join");
        r.host().raw_record("table").unwrap().unwrap()
    };
    {
        // Written as version 1 records: the store converts them at open.
        let db = crate::store::open_sled(dir.path()).unwrap();
        let tables = db.open_tree("tables").unwrap();
        tables.insert("broken", &b"{not json"[..]).unwrap();
        let mut record: serde_json::Value = serde_json::from_slice(&stored).unwrap();
        record["channel"] = "tampered".into();
        let mut game = record["game"].clone();
        game["log"][0]["text"] = "add 2".into();
        record["game"] = game;
        tables.insert("tampered", serde_json::to_vec(&record).unwrap()).unwrap();
        db.flush().unwrap();
    }
    let mut r = runner(dir.path());
    // Tables load when first used: nothing is reported before.
    assert!(r.host().load_problems().is_empty());
    for channel in ["broken", "tampered"] {
        let _ = r.host().export(channel).unwrap();
    }
    let problems = r.host().load_problems();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(problems[0].0, "broken");
    assert!(problems[0].1.contains("not valid JSON"));
    assert_eq!(problems[1].0, "tampered");
    assert!(problems[1].1.contains("differs from the replay"), "{}", problems[1].1);
    let text = only_ephemeral(&r.line("[broken] alice> /join"), "alice");
    assert!(text.contains("could not be loaded"), "{text}");
    let export = r.host().export("broken").unwrap();
    assert!(
        export.damage.iter().any(|d| d.contains("as stored: {not json")),
        "{:?}",
        export.damage
    );
    let out = r.line("bob> /play move:\"add 1\"");
    assert!(out[0].starred().contains("Total 2/6"), "{}", texts(&out));
    assert!(texts(&r.line("[second] dave> /join")).contains("Seated (2): carol, dave"));
}

#[test]
fn export_import_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let exported = {
        let mut r = started(dir.path());
        r.line("alice> /play move:\"add 2\"");
        r.host().export("table").unwrap().json
    };
    let other = tempfile::tempdir().unwrap();
    let mut r = runner(other.path());
    assert_eq!(r.host().import(&exported).unwrap(), "table");
    let out = r.line("bob> /play move:\"add 1\"");
    assert!(out[0].starred().contains("Total 3/6"), "{}", texts(&out));
    let mut bad: serde_json::Value = serde_json::from_str(&exported).unwrap();
    bad["game"]["log"][0]["seat"] = 1.into();
    let error = r.host().import(&bad.to_string()).unwrap_err().to_string();
    assert!(error.contains("refused on replay"), "{error}");
    assert!(r.host().import("[]").is_err());
}

#[test]
fn autocomplete_lists_the_actors_moves() {
    let dir = tempfile::tempdir().unwrap();
    let r = started(dir.path());
    let ask = |user: &str, command: &str, option: &str, typed: &str| {
        let request = AutocompleteRequest {
            channel: "table".into(),
            user: User {
                id: user.into(),
                name: user.into(),
            },
            locale: Locale::En,
            command: command.into(),
            option: option.into(),
            typed: typed.into(),
            options: Vec::new(),
        };
        r.host()
            .autocomplete(&request)
            .into_iter()
            .map(|c| c.value)
            .collect::<Vec<_>>()
    };
    assert_eq!(ask("alice", "play", "move", ""), ["add 1", "add 2", "add 3", "peek"]);
    assert_eq!(ask("alice", "play", "move", "ad"), ["add 1", "add 2", "add 3"]);
    assert_eq!(ask("alice", "play", "move", "pee"), ["peek"]);
    assert_eq!(ask("alice", "add", "amount", ""), ["1", "2", "3"]);
    assert!(ask("bob", "play", "move", "").is_empty());
    assert!(ask("carol", "play", "move", "").is_empty());
}

#[test]
fn channels_play_concurrently_without_interference() {
    let host = std::sync::Arc::new(
        Host::with_registry(crate::store::Store::temporary().unwrap(), Locale::En, toy_registry()).unwrap(),
    );
    let threads: Vec<_> = (0..8)
        .map(|c| {
            let host = std::sync::Arc::clone(&host);
            std::thread::spawn(move || {
                let channel = format!("c{c}");
                let act = |user: &str, name: &str, options: &[(&str, &str)]| {
                    host.handle(&crate::tests::support::request(
                        &channel,
                        user,
                        Locale::En,
                        name,
                        options,
                    ))
                };
                act("a", "join", &[]);
                act("b", "join", &[]);
                act(
                    "a",
                    "start",
                    &[("game", "toy"), ("seed", &c.to_string()), ("target", "30")],
                );
                for i in 0..30 {
                    let user = if i % 2 == 0 { "a" } else { "b" };
                    let out = act(user, "play", &[("move", "add 1")]);
                    assert!(
                        out[0].starred().contains(&format!("Total {}/30", i + 1)),
                        "{}",
                        out[0].starred()
                    );
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
    assert_eq!(host.channels().len(), 8);
}

/// A store failure armed by `fail` (a flag of the store's) refuses alice's move with only that refusal, after
/// `during` ran; once disarmed, the board, the stored record and (after a restart) the table are as before, and
/// the move then plays.
fn refused_and_unchanged(fail: fn(&Store) -> &AtomicBool, during: impl Fn(&mut Runner)) {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    let stored = r.host().raw_record("table").unwrap().unwrap();
    let board = r.line("bob> /board")[0].starred().clone();
    fail(&r.host().store).store(true, Ordering::Relaxed);
    let out = r.line("alice> /play move:\"add 3\"");
    assert_eq!(out.len(), 1, "only the refusal: {}", texts(&out));
    assert!(only_ephemeral(&out, "alice").starts_with("The move could not be saved"));
    during(&mut r);
    fail(&r.host().store).store(false, Ordering::Relaxed);
    assert_eq!(r.line("bob> /board")[0].starred(), board, "memory unchanged");
    assert_eq!(
        r.host().raw_record("table").unwrap().unwrap(),
        stored,
        "store unchanged"
    );
    r.line("!restart");
    assert_eq!(
        r.line("bob> /board")[0].starred(),
        board,
        "nothing of it after a restart"
    );
    let out = r.line("alice> /play move:\"add 3\"");
    assert!(out[0].starred().contains("Total 3/6"), "{}", texts(&out));
}

#[test]
fn a_failed_write_refuses_the_move_and_changes_nothing() {
    refused_and_unchanged(
        |store| &store.fail_writes,
        |r| assert!(only_ephemeral(&r.line("carol> /join"), "carol").contains("A game is in progress")),
    );
}

/// The answer to a move is prepared while its write is flushed: when that flush fails, the answer is dropped
/// for the refusal, the write is taken back from the store and the table in memory is as before.
#[test]
fn a_failed_flush_drops_the_prepared_answer_and_changes_nothing() {
    refused_and_unchanged(|store| &store.fail_settles, |_| ());
}

#[test]
fn the_host_is_shared_between_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Host>();
}

/// `/help` names every command the host registers, in the reader's language, each in one group.
#[test]
fn help_lists_every_command_in_a_group() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    r.line("alice> /join");
    let registry = Registry::standard();
    let verbs: Vec<&str> = registry.verbs().iter().map(|v| v.name).collect();
    let host_commands = crate::handlers::schema::host_commands(&registry);
    let registered: Vec<&str> = crate::handlers::schema::commands(&registry)
        .iter()
        .map(|c| c.name)
        .collect();
    let listed: Vec<&str> = host_commands.iter().map(|c| c.spec.name).collect();
    let mut expected = listed.clone();
    expected.extend(verbs.iter().filter(|v| !listed.contains(v)));
    assert_eq!(
        registered, expected,
        "what is registered is the host's list, then the games' verbs"
    );
    for (locale, user) in [(Locale::En, "alice"), (Locale::Fr, "bob")] {
        let out = r.host().handle(&crate::tests::support::request(
            "table",
            user,
            locale,
            "help",
            &[("topic", "commands")],
        ));
        let help = out[0].starred().clone();
        for spec in crate::host::Host::commands() {
            let name = if locale == Locale::Fr {
                spec.name_fr.as_str()
            } else {
                spec.name
            };
            if !verbs.contains(&spec.name) {
                assert!(
                    help.contains(&format!("/{name}")),
                    "/{name} missing from /help:\n{help}"
                );
            }
        }
        for group in ["Seats and AI:", "Places et IA :"] {
            assert_eq!(
                help.contains(group),
                group.ends_with(" :") == (locale == Locale::Fr),
                "{help}"
            );
        }
    }
}

/// Every command of the host's list dispatches to its handler: none is answered as an unknown command.
#[test]
fn every_listed_command_dispatches() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    r.line("alice> /join");
    for command in crate::handlers::schema::host_commands(&Registry::standard()) {
        let name = command.spec.name;
        let out = r
            .host()
            .handle(&crate::tests::support::request("table", "alice", Locale::En, name, &[]));
        assert!(
            out.iter().all(|m| !m.text().starts_with("Unknown command")),
            "/{name} is not dispatched: {out:?}"
        );
        assert!(!out.is_empty(), "/{name} answers");
    }
}

#[test]
fn board_posts_anew_and_strips_the_buttons_of_the_board_it_replaces() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    let out = r.line("carol> /board");
    assert!(
        matches!(out[0].to, Target::Board { message: None, .. }),
        "{}",
        texts(&out)
    );
    assert!(!out[0].buttons.is_empty(), "the new board offers the moves");
    let stripped: Vec<&Target> = out
        .iter()
        .map(|m| &m.to)
        .filter(|to| matches!(to, Target::Strip { .. }))
        .collect();
    assert_eq!(
        stripped,
        [&Target::Strip {
            channel: "table".into(),
            message: "board-table".into()
        }],
        "the board posted by /start loses its buttons"
    );
    assert!(
        matches!(out.last().unwrap().to, Target::Strip { .. }),
        "after the new board"
    );
    assert_eq!(texts(&out), texts(&out[..1]), "transcripts show the board alone");
}

/// A turn call sent by DM that the transport reports refused is made again in the channel, once: no call is
/// lost, and a later refusal (of a private view) calls nobody twice.
#[test]
fn a_refused_dm_call_is_made_again_in_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = started(dir.path());
    r.line("bob> /notify mode:dm");
    assert!(r.host().dm_refused("alice").is_empty(), "alice is called by mention");
    let out = r.line("alice> /play move:peek");
    assert!(
        out.iter().any(|m| m.to == Target::Dm { user: "bob".into() }),
        "{}",
        texts(&out)
    );
    let calls = r.host().dm_refused("bob");
    assert!(pinged_in_channel(&calls, "bob"), "{}", texts(&calls));
    assert!(calls.iter().all(|m| matches!(m.to, Target::Ping { .. })));
    assert!(r.host().dm_refused("bob").is_empty(), "called once");
}
