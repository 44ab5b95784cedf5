//! A 3-player Maracaibo game (medium level) through galleon's real Discord client against the loopback Discord:
//! command registration (the verbs and the `/start` options), the private deal by DM, the private set-up choices
//! with `/plan` and `/career` from autocomplete, then the whole first round and its interim scoring, played
//! with verbs, `/play` and board buttons, with a `/board` and a restart of the bot in the middle.
//!
//! A replica engine, fed the same seed and every move the bot accepted, knows the hands: after every move no
//! channel message (text or button) may hold a card of a hand or a deal that the table has not seen, every
//! autocomplete suggestion must be a legal move of the replica, and the board must name the new move number.

use galleon_commands::games::maracaibo::MaracaiboModule;
use galleon_commands::games::roles::*;
use galleon_commands::ids::{ButtonId, ButtonMove};
use galleon_rules::maracaibo::content::difficulty::Level;
use galleon_rules::maracaibo::view::PhaseView;
use galleon_rules::maracaibo::{Maracaibo, Options};
use galleon_rules::Game;
use galleon_tests::discord::{is_ephemeral, Picker, Table, ALICE, BRUNO, CARLA, CHANNEL, MAX_CHOICES};
use galleon_tests::loopback::payload::option;
use galleon_tests::maracaibo::{names, verb_options, Shown};
use serde_json::Value;

const SEED: u64 = 20240601;
const PLAYERS: usize = 3;

/// The verbs the issue asks for, all of which must be registered.
const VERBS: [&str; 14] = [
    "sail", "deliver", "city", "village", "buy", "quest", "spy", "combat", "explore", "draw", "plan", "career",
    "invest", "done",
];

/// The table as the bot sees it, mirrored by a replica engine that knows the hands.
struct Mirror {
    t: Table,
    game: Maracaibo,
    shown: Shown,
    /// Moves the bot accepted.
    moves: usize,
    /// How many DMs of each seat were checked for the other hands' secrets.
    dms_checked: [usize; PLAYERS],
}

/// How a move is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Way {
    Verb,
    Play,
    Button,
}

impl Mirror {
    fn view_phase(&self) -> PhaseView {
        self.game.public_view().phase
    }

    /// The move number named by the board's title (`**Maracaibo** · move N`).
    fn board_move_number(&self) -> usize {
        let board = self.t.board();
        let title = board.content.lines().next().unwrap_or_default().to_owned();
        let (_, number) = title
            .split_once("· move ")
            .unwrap_or_else(|| panic!("a board title: {title}"));
        number
            .split_whitespace()
            .next()
            .and_then(|n| n.parse().ok())
            .expect("a move number")
    }

    /// No channel message, text or button, holds a card of a hand or a deal the table has not seen.
    fn check_nothing_leaks(&mut self) {
        self.shown.note(&self.game);
        let secrets = self.shown.secrets(&self.game);
        assert!(!secrets.is_empty(), "hands hold cards the table has not seen");
        let state = self.t.lb.state();
        for message in state.channel(CHANNEL) {
            let buttons: String = message.button_ids().join(" ");
            let seen = format!("{} {buttons} ", message.content);
            for word in &secrets {
                assert!(!names(&seen, word), "{word:?} is public:\n{seen}");
            }
        }
    }

    /// No new DM of a seat holds a card of another seat's hand or deal that the table has not seen.
    fn check_dms_stay_private(&mut self) {
        let state = self.t.lb.state();
        for reader in 0..PLAYERS {
            let dms = state.dms(&self.t.people[reader].id);
            for owner in (0..PLAYERS).filter(|owner| *owner != reader) {
                let secrets = self.shown.secrets_of(&self.game, owner, Some(reader));
                for dm in &dms[self.dms_checked[reader]..] {
                    for word in &secrets {
                        let text = &dm.content;
                        assert!(
                            !names(text, word),
                            "seat {owner}'s {word:?} reached seat {reader}:\n{text}"
                        );
                    }
                }
            }
            self.dms_checked[reader] = dms.len();
        }
    }

    /// An answer to `reader` holds no card of another seat's hand or deal that the table has not seen.
    fn check_answer_is_private(&self, reader: usize, answer: &Value) {
        let text = answer.to_string();
        for owner in (0..PLAYERS).filter(|owner| *owner != reader) {
            for word in self.shown.secrets_of(&self.game, owner, Some(reader)) {
                assert!(
                    !names(&text, &word),
                    "seat {owner}'s {word:?} reached seat {reader}: {text}"
                );
            }
        }
    }

    /// The legal moves of the replica, as text.
    fn legal(&self, seat: usize) -> Vec<String> {
        self.game.legal_actions(seat).iter().map(ToString::to_string).collect()
    }

    /// Applies a move the bot accepted to the replica, and checks the board moved on with it.
    fn accepted(&mut self, seat: usize, text: &str, before: &galleon_tests::loopback::Stored) {
        let action = self.game.parse_action(seat, text).expect("a move text parses");
        self.game
            .apply(seat, &action)
            .expect("the bot's move is legal for the replica");
        self.moves += 1;
        // The bot plays the forced moves that follow by itself.
        self.moves += galleon_tests::play_forced(&galleon_commands::games::maracaibo::MaracaiboModule, &mut self.game);
        let after = self.t.board();
        assert!(
            after.id != before.id || after.edits > before.edits,
            "the board was edited or posted anew after {text}"
        );
        assert_eq!(self.board_move_number(), self.moves, "the board shows move {text}");
        self.check_nothing_leaks();
        self.check_dms_stay_private();
    }

    /// Sends `text` for `seat` the given way (a verb falls back to `/play` when none covers the move).
    async fn send(&mut self, seat: usize, text: &str, way: Way) {
        let before = self.t.board();
        let callback = match (way, verb_options(text)) {
            (Way::Button, _) => {
                let id = button_for(&before.button_ids(), seat, text).expect("a button for the move");
                self.t.click(seat, &before.id, &id).await.1
            }
            (Way::Verb, Some((verb, options))) => {
                self.check_verb_suggests(seat, verb, &options).await;
                let options = options.iter().map(|(name, value)| option(name, value, false)).collect();
                self.t.command(seat, verb, options).await.1
            }
            _ => self.t.play(seat, text).await.1,
        };
        if way != Way::Button {
            assert!(is_ephemeral(&callback), "a move is answered privately: {callback}");
        }
        self.accepted(seat, text, &before);
        self.check_answer_is_private(seat, &callback);
    }

    /// Every option of a verb move is among the autocomplete suggestions for it (typed in full), given the options
    /// before it.
    async fn check_verb_suggests(&self, seat: usize, verb: &str, options: &[(&str, String)]) {
        for (i, (name, value)) in options.iter().enumerate() {
            let filled: Vec<Value> = options[..i].iter().map(|(n, v)| option(n, v, false)).collect();
            let offered = self.t.suggest(seat, verb, (name, value), filled).await;
            let book = MaracaiboModule.phrasebook();
            assert!(
                offered.iter().any(|(_, v)| book.read(v) == *value),
                "/{verb} {name}:{value} is suggested: {offered:?}"
            );
        }
    }
}

/// The board button of `seat` whose id spells `text`.
fn button_for(buttons: &[String], seat: usize, text: &str) -> Option<String> {
    buttons
        .iter()
        .find(|id| {
            ButtonId::decode(id).is_some_and(|b| b.seat == seat && b.action == ButtonMove::Text(text.to_owned()))
        })
        .cloned()
}

/// The moves of `seat` its board buttons spell out.
fn button_moves(buttons: &[String], seat: usize) -> Vec<String> {
    buttons
        .iter()
        .filter_map(|id| ButtonId::decode(id))
        .filter(|b| b.seat == seat)
        .filter_map(|b| match b.action {
            ButtonMove::Text(text) => Some(text),
            ButtonMove::Index(_) => None,
        })
        .collect()
}

fn command<'a>(commands: &'a [Value], name: &str) -> &'a Value {
    commands
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("/{name} is registered"))
}

fn check_registration(commands: &[Value]) {
    let verbs = MaracaiboModule.verbs();
    for name in VERBS {
        let verb = verbs
            .iter()
            .find(|v| v.name == name)
            .expect("the host declares the verb");
        let registered = command(commands, name);
        assert_eq!(
            registered["name_localizations"]["fr"],
            verb.spec().name_fr,
            "/{name} in French"
        );
    }
    let start = command(commands, "start");
    let options = start["options"].as_array().expect("/start options");
    let named = |name: &str| {
        options
            .iter()
            .find(|o| o["name"] == name)
            .unwrap_or_else(|| panic!("/start {name}"))
    };
    let values = |o: &Value| -> Vec<String> {
        o["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_owned())
            .collect()
    };
    assert!(values(named("game")).contains(&"maracaibo".to_owned()));
    let levels = values(named("level"));
    assert!(
        ["easy", "medium"].iter().all(|l| levels.iter().any(|v| v == l)),
        "{levels:?}"
    );
    assert_eq!(named("level")["name_localizations"]["fr"], "niveau");
    assert!(values(named("pack")).contains(&"default".to_owned()));
}

/// Each player got their deal and their two careers by DM, and nothing of it reached the channel.
fn check_private_deal(m: &mut Mirror) {
    for seat in 0..PLAYERS {
        let view = m.game.private_view(seat);
        assert_eq!((view.dealt.len(), view.careers_offered.len()), (8, 2));
        let state = m.t.lb.state();
        let dms: String = state
            .dms(&m.t.people[seat].id)
            .iter()
            .map(|d| d.content.as_str())
            .collect();
        for id in view.dealt.iter().chain(&view.careers_offered) {
            assert!(dms.contains(id.as_str()), "{id} in the DMs of seat {seat}:\n{dms}");
        }
    }
    m.check_nothing_leaks();
    m.check_dms_stay_private();
}

/// One player's private set-up with `/plan` and `/career`, values taken from autocomplete.
async fn choose_privately(m: &mut Mirror, seat: usize, picker: &mut Picker) {
    let dealt = m.game.private_view(seat).dealt;
    let cards = m.t.suggest(seat, "plan", ("card", ""), vec![]).await;
    assert!(
        !cards.is_empty() && cards.iter().all(|(_, c)| dealt.contains(c)),
        "{cards:?}"
    );
    let plan = cards[picker.pick(cards.len())].1.clone();
    let card = option("card", &plan, false);
    let keeps = m.t.suggest(seat, "plan", ("keep", ""), vec![card.clone()]).await;
    assert!(!keeps.is_empty() && keeps.len() <= MAX_CHOICES);
    let keep = keeps[picker.pick(keeps.len())].1.clone();
    let kept: Vec<&str> = keep.split_whitespace().collect();
    assert!(kept.len() == 4 && kept.iter().all(|c| *c != plan && dealt.iter().any(|d| d == c)));
    let dms_before = m.t.lb.state().dms(&m.t.people[seat].id).len();
    let before = m.t.board();
    let (_, answer) =
        m.t.command(seat, "plan", vec![card, option("keep", &keep, false)])
            .await;
    assert!(
        is_ephemeral(&answer),
        "the set-up choice is answered privately: {answer}"
    );
    m.accepted(seat, &format!("plan {plan} keep {keep}"), &before);
    m.check_answer_is_private(seat, &answer);

    let offered = m.game.private_view(seat).careers_offered;
    let careers = m.t.suggest(seat, "career", ("career", ""), vec![]).await;
    let values: Vec<&String> = careers.iter().map(|(_, v)| v).collect();
    assert_eq!(values, offered.iter().collect::<Vec<_>>(), "the two careers offered");
    let career = offered[picker.pick(offered.len())].clone();
    let before = m.t.board();
    let (_, answer) =
        m.t.command(seat, "career", vec![option("career", &career, false)])
            .await;
    assert!(is_ephemeral(&answer), "{answer}");
    m.accepted(seat, &format!("career {career}"), &before);
    m.check_answer_is_private(seat, &answer);
    let dms_after = m.t.lb.state().dms(&m.t.people[seat].id).len();
    assert_eq!(dms_after, dms_before, "a player's own choices DM them nothing");
    assert!(
        galleon_tests::is_private_view(answer["data"]["content"].as_str().unwrap_or("")),
        "the answer carries the new private view: {answer}"
    );
}

/// The move to make: far sails (the round must end), `done` soon after the main action, else any offered move.
fn choose_move(m: &Mirror, offered: &[String], picker: &mut Picker) -> String {
    let view = m.game.public_view();
    let longest_sail = offered
        .iter()
        .filter(|t| t.starts_with("sail "))
        .max_by_key(|t| t.split_whitespace().count());
    if let (PhaseView::Sail, Some(sail)) = (&view.phase, longest_sail) {
        return sail.clone();
    }
    let done = offered.iter().find(|t| *t == "done");
    if let (true, Some(done), false) = (view.main_taken, done, picker.pick(3) == 0) {
        return done.clone();
    }
    offered[picker.pick(offered.len())].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_up_and_a_round_of_maracaibo_over_the_loopback_discord() {
    let t = Table::open().await;
    let commands = t.registrations(1).await;
    check_registration(commands.as_array().expect("a bulk overwrite"));

    // --- The lobby and the start: public, with the deal sent privately.
    for who in [ALICE, BRUNO, CARLA] {
        let (_, callback) = t.command(who, "join", vec![]).await;
        assert_eq!(callback["type"], 4, "join is answered at once");
    }
    let seed = SEED.to_string();
    let start = vec![
        option("game", "maracaibo", false),
        option("level", "medium", false),
        option("seed", &seed, true),
    ];
    let (_, started) = t.command(ALICE, "start", start).await;
    assert!(!is_ephemeral(&started), "the start is announced publicly: {started}");
    let options = Options {
        level: Level::Medium,
        ..Options::default()
    };
    let game = Maracaibo::new(PLAYERS, &options, SEED).expect("3 players");
    let mut m = Mirror {
        t,
        game,
        shown: Shown::default(),
        moves: 0,
        dms_checked: [0; PLAYERS],
    };
    assert_eq!(m.board_move_number(), 0);
    assert!(m.t.board().button_ids().is_empty(), "set-up choices are never buttons");
    check_private_deal(&mut m);

    // --- The private set-up: the game begins only once all three have chosen.
    let mut picker = Picker(11);
    for seat in [CARLA, ALICE, BRUNO] {
        assert_eq!(m.view_phase(), PhaseView::Setup);
        assert!(m.t.board().content.contains("Choices (cards, career)"));
        choose_privately(&mut m, seat, &mut picker).await;
        if seat != BRUNO {
            assert!(m.t.suggestions(seat, "").await.is_empty(), "a seat that chose waits");
            let (_, refused) = m.t.command(seat, "sail", vec![option("route", "1", false)]).await;
            assert!(is_ephemeral(&refused), "no sailing during the set-up: {refused}");
            assert_eq!(m.board_move_number(), m.moves, "a refusal changes nothing");
        }
    }
    assert_eq!(m.view_phase(), PhaseView::Sail, "the game begins");
    assert!(!m.t.board().content.contains("Choices (cards, career)"));

    // --- /look and /info: answered to the asker alone; /look names none of the looked-at player's secrets (read
    // as if by another seat), and /info's thing autocompletes through the adapter like /play's move.
    let (_, looked) = m.t.command(ALICE, "look", vec![]).await;
    assert!(is_ephemeral(&looked), "/look is private: {looked}");
    assert!(looked.to_string().contains("what everyone sees"), "{looked}");
    m.check_answer_is_private(BRUNO, &looked);
    let offered = m.t.suggest(CARLA, "info", ("thing", "K0"), vec![]).await;
    assert!(offered.iter().any(|(_, value)| value == "K01"), "{offered:?}");
    let (_, info) = m.t.command(CARLA, "info", vec![option("thing", "K01", false)]).await;
    assert!(
        is_ephemeral(&info) && info.to_string().contains("(combat token)"),
        "{info}"
    );
    assert_eq!(m.board_move_number(), m.moves, "looking changes nothing");

    // --- The first round, to its interim scoring and beyond.
    let mut turns = [0usize; PLAYERS];
    let mut ways = [0usize; 3];
    let mut round_moves = 0;
    let mut restarted = false;
    let mut after_restart = 0;
    let mut scored = false;
    let mut verbs_used: Vec<&str> = Vec::new();
    while m.game.public_view().round == 1 {
        let view = m.game.public_view();
        let seat = view.to_act[0];
        let board = m.t.board();
        let buttons = board.button_ids();
        assert!(board.content.chars().count() <= 2000 && buttons.len() <= MAX_CHOICES);
        // Suggested in the reader's words (French here): read back as the engine's.
        let book = galleon_commands::games::maracaibo::MaracaiboModule.phrasebook();
        let offered: Vec<(String, String)> = m.t.suggestions(seat, "").await;
        let offered: Vec<(String, String)> = offered.into_iter().map(|(l, v)| (l, book.read(&v))).collect();
        let legal = m.legal(seat);
        assert!(
            offered.iter().all(|(_, v)| legal.contains(v)),
            "suggestions are the replica's legal moves: {offered:?}"
        );
        let mut pool: Vec<String> = offered.into_iter().map(|(_, v)| v).collect();
        let on_buttons = button_moves(&buttons, seat);
        for text in &on_buttons {
            if !pool.contains(text) {
                pool.push(text.clone());
            }
        }
        assert!(!pool.is_empty(), "seat {seat} has a move on\n{}", board.content);
        let text = choose_move(&m, &pool, &mut picker);
        let way = match round_moves % 3 {
            0 if on_buttons.contains(&text) => Way::Button,
            1 => Way::Play,
            _ if verb_options(&text).is_some() => Way::Verb,
            _ => Way::Play,
        };
        ways[way as usize] += 1;
        if let (Way::Verb, Some((verb, _))) = (way, verb_options(&text)) {
            verbs_used.extend(Some(verb).filter(|v| !verbs_used.contains(v)));
        }
        scored |= matches!(view.phase, PhaseView::Scoring { .. });
        after_restart += usize::from(restarted);
        if text.starts_with("sail ") {
            turns[seat] += 1;
        }
        m.send(seat, &text, way).await;
        round_moves += 1;

        // Mid-round, once every seat has sailed: `/board`, then a restart of the bot.
        if !restarted && turns.iter().all(|n| *n > 0) {
            let old = m.t.board();
            let (_, answer) = m.t.command(BRUNO, "board", vec![]).await;
            assert_eq!(answer["type"], 4);
            let fresh = m.t.board();
            assert_ne!(fresh.id, old.id, "/board posts the board anew");
            assert_eq!(fresh.content, old.content);
            m.t.restart().await;
            restarted = true;
        }
        assert!(round_moves < 600, "the round ends");
    }
    assert!(
        restarted && after_restart > 0,
        "the bot restarted mid-round, and play went on"
    );
    assert!(scored, "the round ended with its interim scoring");
    // The deal comes by DM; a seat's own moves answer it privately (each answer checked above), so a round
    // brings no other DM.
    assert!(
        m.dms_checked.iter().all(|n| *n >= 1),
        "every seat's DMs were checked against the other hands: {:?}",
        m.dms_checked
    );
    assert_eq!(m.game.public_view().round, 2);
    assert!(
        ways.iter().all(|n| *n > 0),
        "verbs, /play and buttons were all used: {ways:?}"
    );
    assert!(m.t.board().content.contains("Round 2/4"), "{}", m.t.board().content);
    {
        let state = m.t.lb.state();
        assert!(state.messages.iter().all(|m| m.content.chars().count() <= 2000));
        assert!(state.requests.iter().all(|r| r.status != 401));
    }
    eprintln!(
        "round 1 took {round_moves} moves ({ways:?} by verb, /play, button; verbs {verbs_used:?}); sails {turns:?}"
    );
    m.t.bot.take().unwrap().shutdown().await.expect("clean shutdown");
}
