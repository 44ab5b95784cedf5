//! galleon's real Discord client (serenity, the event handler, the host, the sled store) against the loopback
//! Discord of `galleon_tests::loopback`: command registration, then a complete 3-player Puerto Rico game played by
//! pushing slash commands, autocompletes and button presses from three users, with a user whose DMs are closed,
//! rate limits and server errors, a gateway reconnect and a restart of the bot on the same data directory.

use galleon_tests::discord::{
    button_seat, is_ephemeral, Picker, Table, ALICE, APPLICATION, BOT_USER, BRUNO, CARLA, CHANNEL, GUILD, MAX_CHOICES,
};
use galleon_tests::loopback::payload::option;
use galleon_tests::loopback::{Person, Place};

/// The seed of the Puerto Rico game.
const SEED: &str = "20240501";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_lobby_and_refusals_over_the_loopback_discord() {
    let mut t = Table::open().await;

    // --- Registration: every host command, in the dev guild, in English and French.
    let registration =
        t.lb.state()
            .requests
            .iter()
            .find(|r| r.method == "PUT")
            .cloned()
            .unwrap();
    assert_eq!(
        registration.path,
        format!("/applications/{APPLICATION}/guilds/{GUILD}/commands")
    );
    let commands = registration.body.as_array().expect("a bulk overwrite").clone();
    let specs = galleon_commands::Host::commands();
    assert_eq!(commands.len(), specs.len());
    for (command, spec) in commands.iter().zip(&specs) {
        assert_eq!(command["name"], spec.name);
        assert_eq!(command["name_localizations"]["fr"], spec.name_fr);
        assert_eq!(command["description_localizations"]["fr"], spec.description_fr);
    }
    let find = |name: &str| {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name}"))
    };
    let play_move = &find("play")["options"][0];
    assert_eq!(
        (play_move["name"].as_str(), play_move["autocomplete"].as_bool()),
        (Some("move"), Some(true))
    );
    let start_spec = specs.iter().find(|c| c.name == "start").unwrap();
    let game_option = &find("start")["options"][0];
    let games: Vec<&str> = game_option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    let expected: Vec<&str> = start_spec.options[0].choices.iter().map(|c| c.value.as_str()).collect();
    assert_eq!(games, expected, "the games are offered as fixed choices");

    // --- Before any table: refusals are private and in the user's language.
    let (alice_token, alice_hand) = t.command(ALICE, "hand", vec![]).await;
    let (bruno_token, bruno_hand) = t.command(BRUNO, "hand", vec![]).await;
    assert!(is_ephemeral(&alice_hand) && is_ephemeral(&bruno_hand));
    let (en, fr) = (t.ephemerals(&alice_token), t.ephemerals(&bruno_token));
    assert!(!en[0].is_empty() && !fr[0].is_empty());
    assert_ne!(en, fr, "Alice reads English, Bruno French");
    assert!(t.suggestions(ALICE, "").await.is_empty(), "no table, no suggestion");

    // --- The lobby.
    for who in [ALICE, BRUNO, CARLA] {
        let (_, callback) = t.command(who, "join", vec![]).await;
        assert_eq!(callback["type"], 4, "join is answered at once: {callback}");
    }
    let (token, unknown) = t.command(ALICE, "start", vec![option("game", "chess", false)]).await;
    assert!(is_ephemeral(&unknown), "an unknown game is refused privately");
    assert!(!t.ephemerals(&token)[0].is_empty());
    for r in &t.lb.state().requests {
        eprintln!("{} {} {} {}", r.status, r.method, r.path, r.body);
    }
    let some_message =
        t.lb.state()
            .messages
            .iter()
            .find(|m| !m.ephemeral)
            .map(|m| m.id.clone())
            .unwrap();
    let (token, pressed) = t.click(BRUNO, &some_message, "g1:nowhere:0:0:role mayor").await;
    assert!(
        is_ephemeral(&pressed),
        "a button from nowhere is refused privately: {pressed}"
    );
    assert!(!t.ephemerals(&token)[0].is_empty());

    // --- A restart keeps the lobby: Carla is still seated and can leave.
    t.restart().await;
    let (token, left) = t.command(CARLA, "leave", vec![]).await;
    assert_eq!(left["type"], 4);
    assert!(!is_ephemeral(&left) || !t.ephemerals(&token).is_empty());
    let (token, again) = t.command(CARLA, "leave", vec![]).await;
    assert!(is_ephemeral(&again), "leaving twice is refused: {again}");
    assert!(!t.ephemerals(&token)[0].is_empty());
    t.bot.take().unwrap().shutdown().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_puerto_rico_game_over_the_loopback_discord() {
    let mut t = Table::open().await;

    // --- Lobby: three players sit down; Carla does not accept DMs.
    for who in 0..3 {
        let (_, callback) = t.command(who, "join", vec![]).await;
        assert_eq!(callback["type"], 4, "join is answered at once");
    }
    t.lb.refuse_dms(&t.people[CARLA].id);
    let (_, started) = t
        .command(
            ALICE,
            "start",
            vec![option("game", "puerto-rico", false), option("seed", SEED, true)],
        )
        .await;
    assert_eq!(started["type"], 4);
    assert!(!is_ephemeral(&started), "the start is announced publicly: {started}");
    let board = t.board();
    assert!(
        !board.button_ids().is_empty(),
        "the board carries the acting player's buttons"
    );
    {
        let state = t.lb.state();
        for who in [ALICE, BRUNO] {
            assert!(
                !state.dms(&t.people[who].id).is_empty(),
                "{} got a private view by DM",
                t.people[who].name
            );
        }
        assert_eq!(refused_dms(&state), 1, "Carla's DM was tried once and refused");
        // Nothing is posted publicly in place of Carla's DM: the channel holds the three joins, the start
        // announcement, the board and Alice's turn ping, and no private view.
        let public = state.channel(CHANNEL);
        assert_eq!(public.len(), 6, "{public:#?}");
        let private_header = state.dms(&t.people[ALICE].id)[0]
            .content
            .lines()
            .next()
            .unwrap()
            .to_owned();
        assert!(public.iter().all(|m| !m.content.contains(&private_header)));
    }
    // Carla acts: she sees her private view and is told, privately, to rely on /hand.
    let (token, hand) = t.command(CARLA, "hand", vec![]).await;
    assert!(is_ephemeral(&hand));
    let notes = t.ephemerals(&token);
    assert!(
        notes.len() >= 2 && notes.iter().any(|n| n.contains("/hand")),
        "Carla is told to use /hand: {notes:?}"
    );
    let mut carla_acts = 1;

    // --- The game, move by move.
    let mut picker = Picker(7);
    let mut moves = 0;
    let mut checked = Checks::default();
    let mut suggested_moves = 0;
    let mut earlier_button: Option<String> = None;
    loop {
        let board = t.board();
        let buttons = board.button_ids();
        assert!(board.content.chars().count() <= 2000 && buttons.len() <= 25);
        // Several players may have to act at once (the Mayor's placements): the first button's seat plays.
        let Some(actor) = t.actor(&buttons).await else { break };
        let mine: Vec<&String> = buttons.iter().filter(|b| button_seat(b) == actor).collect();
        let others: Vec<usize> = (0..3)
            .filter(|s| buttons.iter().all(|b| button_seat(b) != *s))
            .collect();

        if !checked.out_of_turn && others.len() == 2 {
            let (token, answer) = t.play(others[0], "role settler").await;
            assert!(
                is_ephemeral(&answer),
                "an out-of-turn move is refused privately: {answer}"
            );
            assert!(!t.ephemerals(&token)[0].is_empty());
            let (token, answer) = t.click(others[1], &board.id, &buttons[0]).await;
            assert!(
                is_ephemeral(&answer),
                "a press on someone else's button is refused privately"
            );
            assert!(!t.ephemerals(&token)[0].is_empty());
            carla_acts += others.iter().filter(|o| **o == CARLA).count();
            assert!(
                t.suggestions(others[0], "").await.is_empty(),
                "no suggestion out of turn"
            );
            assert_eq!(t.board().content, board.content, "refusals change nothing");
            checked.out_of_turn = true;
        }
        if !checked.illegal {
            let (token, answer) = t.play(actor, "build the eiffel tower").await;
            assert!(is_ephemeral(&answer), "an illegal move is refused privately: {answer}");
            assert!(!t.ephemerals(&token)[0].is_empty());
            assert_eq!(t.board().content, board.content);
            carla_acts += usize::from(actor == CARLA);
            checked.illegal = true;
        }

        let legal = t.suggestions(actor, "").await;
        // A move whose text exceeds Discord's 100 characters (some colonist placements) cannot be suggested:
        // the board's buttons (ids with the move's index) offer it instead.
        assert!(
            legal.len() <= MAX_CHOICES && !(legal.is_empty() && mine.is_empty()),
            "move {moves}: {legal:?} for seat {actor} on\n{}\n{buttons:?}",
            board.content
        );
        assert!(legal
            .iter()
            .all(|(name, value)| name.chars().count() <= 100 && value.chars().count() <= 100));
        suggested_moves += usize::from(!legal.is_empty());
        if !checked.autocomplete_filter && !legal.is_empty() {
            let typed: String = legal[legal.len() - 1].1.chars().take(3).collect();
            let filtered = t.suggestions(actor, &typed).await;
            assert!(!filtered.is_empty());
            assert!(
                filtered
                    .iter()
                    .all(|(n, v)| v.starts_with(&typed) || n.to_lowercase().contains(&typed.to_lowercase())),
                "suggestions match what was typed {typed:?}: {filtered:?}"
            );
            checked.autocomplete_filter = true;
        }

        // Trouble at fixed points of the game.
        match moves {
            10 => earlier_button = Some(buttons[0].clone()),
            13 => {
                for i in 0..10 {
                    t.lb.chat(CHANNEL, &format!("chatter {i}"));
                }
            }
            16 => t.lb.delete(&board.id),
            20 => {
                t.lb.fail_next("POST", "/interactions/", 429, 1);
                t.lb.fail_next("PATCH", &format!("/channels/{CHANNEL}/messages/"), 500, 1);
            }
            25 => {
                t.lb.fail_next("PATCH", &format!("/channels/{CHANNEL}/messages/"), 500, 3)
            }
            30 => t.lb.drop_gateway(),
            45 => t.restart().await,
            _ => {}
        }

        // Every third move by a board button (on the message posted before the restart at move 45), the others
        // by /play with one of the suggested moves.
        let (token, answer) = if moves % 3 == 0 || legal.is_empty() {
            t.click(actor, &board.id, mine[picker.pick(mine.len())]).await
        } else {
            let (_, value) = &legal[picker.pick(legal.len())];
            t.play(actor, value).await
        };
        carla_acts += usize::from(actor == CARLA);
        moves += 1;
        // The board names the move number, so every accepted move changes it (but at move 25, see below).
        let after = t.board();
        assert!(
            (after.content != board.content) ^ (moves == 26),
            "move {moves} by seat {actor}: {answer}\n{:?}\n{}",
            t.ephemerals(&token),
            after.content
        );

        match moves {
            14 => {
                let state = t.lb.state();
                assert!(
                    state.message(&board.id).unwrap().deleted,
                    "the buried board was replaced"
                );
                drop(state);
                assert_ne!(t.board().id, board.id, "a new board at the bottom of the channel");
            }
            17 => assert_ne!(t.board().id, board.id, "a deleted board is posted anew"),
            21 => {
                assert_eq!(t.lb.pending_faults(), 0, "both faults were met");
                let state = t.lb.state();
                let callbacks: Vec<u16> = state
                    .requests
                    .iter()
                    .rev()
                    .filter(|r| r.path.starts_with("/interactions/"))
                    .map(|r| r.status)
                    .take(2)
                    .collect();
                assert_eq!(callbacks, vec![204, 429], "the rate-limited response was sent again");
                drop(state);
                assert_ne!(
                    t.board().content,
                    board.content,
                    "the move went through despite the 429 and the 500"
                );
            }
            26 => {
                assert_eq!(t.lb.pending_faults(), 0);
                assert_eq!(
                    t.board().content,
                    board.content,
                    "the board edit was given up after three 500s"
                );
                let (_, answer) = t.command(actor, "board", vec![]).await;
                assert_eq!(answer["type"], 4);
                let fresh = t.board();
                assert_ne!(fresh.id, board.id, "/board posts the board anew");
                assert_ne!(
                    fresh.content, board.content,
                    "the move given up on Discord was not lost"
                );
            }
            31 => assert!(t.lb.state().resumes >= 1, "the bot resumed its gateway session"),
            46 => {
                let (token, answer) = t.click(ALICE, &t.board().id, earlier_button.as_ref().unwrap()).await;
                assert!(
                    is_ephemeral(&answer),
                    "a button of an earlier move is refused privately: {answer}"
                );
                assert!(!t.ephemerals(&token).is_empty());
            }
            _ => {}
        }
        assert!(moves < 3000, "the game ends");
    }

    // --- The end: a public result, no buttons left, no suggestion for anyone.
    assert!(moves > 46, "the game lasted past the restart ({moves} moves)");
    assert!(suggested_moves * 2 > moves, "most moves were suggested by autocomplete");
    let result = t.lb.state().channel(CHANNEL).last().map(|m| m.content.clone()).unwrap();
    assert!(!result.is_empty());
    for who in 0..3 {
        assert!(t.suggestions(who, "").await.is_empty());
    }
    {
        let state = t.lb.state();
        assert!(state.messages.iter().all(|m| m.content.chars().count() <= 2000));
        let carla_dm = state.dm_channels.get(&t.people[CARLA].id).cloned().unwrap();
        assert!(
            state.messages.iter().all(|m| m.channel != carla_dm),
            "no DM ever reached Carla"
        );
        let refused = refused_dms(&state);
        assert!(
            refused <= carla_acts + 1,
            "DMs to Carla are tried again only after she acts ({refused} tries)"
        );
        assert!(
            state.requests.iter().all(|r| r.status != 401),
            "every request was authorized"
        );
    }
    let requests = t.lb.state().requests.len();
    eprintln!("played {moves} moves ({suggested_moves} with suggestions) in {requests} REST requests");
    t.bot.take().unwrap().shutdown().await.expect("clean shutdown");
}

fn refused_dms(state: &galleon_tests::loopback::State) -> usize {
    state
        .requests
        .iter()
        .filter(|r| r.status == 403 && r.path.starts_with("/channels/"))
        .count()
}

#[derive(Default)]
struct Checks {
    out_of_turn: bool,
    illegal: bool,
    autocomplete_filter: bool,
}

/// The loopback's payloads are what serenity expects from Discord (the end-to-end test relies on it).
#[test]
fn loopback_payloads_deserialize_as_serenity_models() {
    use galleon_tests::loopback::payload;
    use serenity::all::{Interaction, Message};
    let place = Place {
        application: APPLICATION.into(),
        guild: GUILD.into(),
        channel: CHANNEL.into(),
    };
    let alice = Person::new(1100000000000000011, "Alice", "fr");
    let command = payload::command(
        &place,
        "5",
        "tok",
        &alice,
        "play",
        vec![option("move", "role mayor", false)],
    );
    let Interaction::Command(c) = serde_json::from_value(command).expect("a command") else {
        panic!("command")
    };
    assert_eq!(
        (c.data.name.as_str(), c.locale.as_str(), c.user.name.as_str()),
        ("play", "fr", "Alice")
    );
    let typed = payload::autocomplete(&place, "6", "tok", &alice, "play", ("move", "ro"), vec![]);
    let Interaction::Autocomplete(a) = serde_json::from_value(typed).expect("autocomplete") else {
        panic!("ac")
    };
    assert_eq!(a.data.autocomplete().map(|o| o.value), Some("ro"));
    let bot = payload::user(BOT_USER, "galleon", true);
    let message = payload::message("9", CHANNEL, &bot, "board", &serde_json::json!([]), 0);
    let parsed: Message = serde_json::from_value(message.clone()).expect("a message");
    assert_eq!(parsed.content, "board");
    let click = payload::button(&place, "7", "tok", &alice, "g1:x", message);
    let Interaction::Component(b) = serde_json::from_value(click).expect("a press") else {
        panic!("press")
    };
    assert_eq!((b.data.custom_id.as_str(), b.message.id.get()), ("g1:x", 9));
}
