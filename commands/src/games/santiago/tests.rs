//! Santiago through the host: translations complete, random games played with every output checked (board
//! size, buttons, hidden money, DM routing), verbs, autocomplete, `/help` and the `/start` options.

use crate::games::Secrets;
use crate::games::Text;
use crate::tests::support::Starred;
use galleon_rules::santiago::{Crop, Money, Options, Phase, Santiago, Spring, ERROR_KEYS, SCORE_KEYS};
use galleon_rules::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::SantiagoModule;
use crate::base::ids::{ButtonId, ButtonMove, ID_LIMIT};
use crate::base::io::{AutocompleteRequest, Input, Locale, Message, Request, Target, User};
use crate::games::RenderCx;
use crate::tests::support::{autocomplete_request, autocompleted, play_forced, request, NAMES};
use crate::words::i18n::{i18n, t};
const MESSAGE_LIMIT: usize = crate::base::io::Limits::CHAT.text;
use crate::host::Host;

#[test]
fn every_engine_key_is_translated() {
    let mut keys: Vec<String> = ERROR_KEYS.iter().chain(SCORE_KEYS).map(|k| k.to_string()).collect();
    keys.extend(Crop::ALL.iter().map(|c| format!("sa-crop-{}", c.id())));
    keys.extend(["game-santiago", "sa-help", "sa-private"].map(String::from));
    for locale in [Locale::En, Locale::Fr] {
        for key in &keys {
            assert!(i18n().has(locale, key), "{key} missing in {}", locale.tag());
        }
        let letters: Vec<String> = Crop::ALL
            .iter()
            .map(|c| t(locale, &format!("sa-letter-{}", c.id())))
            .collect();
        assert!(letters.iter().all(|l| l.chars().count() == 1), "{letters:?}");
        let mut unique = letters.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 5, "one letter per crop: {letters:?}");
    }
    assert_eq!(
        SantiagoModule.word("bean2", Locale::Fr).as_deref(),
        Some("haricots (2)")
    );
    assert_eq!(SantiagoModule.word("c3", Locale::En).as_deref(), Some("C3"));
    assert_eq!(SantiagoModule.word("bid", Locale::En).as_deref(), Some("/bid"));
    // A French reader sees the command's French name, as Discord shows it to them.
    let bid = SantiagoModule.word("bid", Locale::Fr).map(|w| w.starred());
    assert_eq!(bid.as_deref(), Some("/miser"));
    assert_eq!(SantiagoModule.word("gh", Locale::En), None);
}

fn option_pairs(options: &Options) -> Vec<(&'static str, &'static str)> {
    vec![
        ("money", if options.money == Money::Open { "open" } else { "hidden" }),
        ("palms", if options.palms { "on" } else { "off" }),
        (
            "spring",
            if options.spring == Spring::Random {
                "random"
            } else {
                "chosen"
            },
        ),
    ]
}

fn start(host: &Host, channel: &str, players: usize, seed: u64, locale: Locale, options: &Options) -> Vec<Message> {
    for name in &NAMES[..players] {
        host.handle(&request(channel, name, locale, "join", &[]));
    }
    let seed = seed.to_string();
    let mut pairs = vec![("game", "santiago"), ("seed", seed.as_str())];
    pairs.extend(option_pairs(options));
    host.handle(&request(channel, "alice", locale, "start", &pairs))
}

/// The board as rendered from the engine directly (to compare with states whose money differs).
fn board_of(game: &Santiago, locale: Locale) -> String {
    let names: Vec<String> = NAMES[..game.players()].iter().map(|s| s.to_string()).collect();
    SantiagoModule
        .board(&game.public_view(), &RenderCx::chat(locale, &names))
        .starred()
}

/// A move as the verb command a player would type (`/bid amount:3`, `/overseer build:gh` …).
fn verb_command(text: &str) -> (String, Vec<(String, String)>) {
    let words: Vec<&str> = text.split_whitespace().collect();
    let pairs: Vec<(&str, &str)> = match words.as_slice() {
        ["spring", at] => vec![("spring", ""), ("position", at)],
        ["bid", amount] => vec![("bid", ""), ("amount", amount)],
        ["place", tile, square] => vec![("place", ""), ("tile", tile), ("square", square)],
        ["bribe", "pass"] => vec![("bribe", ""), ("position", "pass")],
        ["bribe", position, amount] => vec![("bribe", ""), ("position", position), ("amount", amount)],
        ["support", position, amount] => vec![("support", ""), ("proposal", position), ("amount", amount)],
        ["overseer", choice, position] => vec![("overseer", ""), (choice, position)],
        ["canal", position] => vec![("canal", ""), ("position", position)],
        _ => panic!("no verb for {text}"),
    };
    let name = pairs[0].0.to_string();
    (
        name,
        pairs[1..].iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
    )
}

/// Plays a random game through the host beside a replica engine and checks every message.
fn random_game(players: usize, seed: u64, locale: Locale, options: Options) {
    let host = Host::temporary(Locale::En).unwrap();
    let channel = format!("t{seed}");
    let out = start(&host, &channel, players, seed, locale, &options);
    assert_eq!(
        out.iter().filter(|m| matches!(m.to, Target::Dm { .. })).count(),
        players,
        "{out:?}"
    );
    let mut replica = Santiago::new(players, &options, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut moves = play_forced(&SantiagoModule, &mut replica);
    while !replica.is_over() {
        let seat = replica.to_act()[0];
        let action = replica.random_action(seat, &mut rng).unwrap();
        let text = action.to_string();
        let before: Vec<u32> = (0..players).map(|s| replica.private_view(s).money).collect();
        replica.apply(seat, &action).unwrap();
        let (command, options) = if rng.gen_bool(0.5) {
            verb_command(&text)
        } else {
            ("play".to_string(), vec![("move".to_string(), text.clone())])
        };
        let request = Request {
            input: Input::Command { name: command, options },
            ..request(&channel, NAMES[seat], locale, "play", &[])
        };
        let out = host.handle(&request);
        moves += 1 + play_forced(&SantiagoModule, &mut replica);
        check_outputs(&out, &replica, &before, (&channel, seat), moves);
        check_board_hides_money(&replica, locale);
    }
    assert!(moves > 80);
}

/// `mover` is the seat that played, at `channel`.
fn check_outputs(out: &[Message], game: &Santiago, before: &[u32], (channel, mover): (&str, usize), moves: usize) {
    let board = &out[0];
    assert!(
        matches!(&board.to, Target::Board { channel: c, .. } if c == channel),
        "{out:?}"
    );
    assert!(
        board.text().chars().count() <= MESSAGE_LIMIT,
        "board too long ({}):\n{}",
        board.starred().chars().count(),
        board.starred()
    );
    assert!(board.buttons.len() <= 25);
    for name in &NAMES[..game.players()] {
        assert!(
            board.starred().contains(&format!("**{name}")),
            "a player was cut from the board:\n{}",
            board.starred()
        );
    }
    assert!(
        !board.starred().contains("…\n"),
        "the board had to be cut:\n{}",
        board.starred()
    );
    assert!(
        !board.starred().contains("sa-"),
        "an untranslated key:\n{}",
        board.starred()
    );
    assert!(
        board.starred().contains("```\n    A   B"),
        "the grid:\n{}",
        board.starred()
    );
    crate::games::puerto_rico::tests::check_labels_fit(&board.buttons);
    for button in &board.buttons {
        // Labels are plain text: no mark of the document's inline markup.
        assert!(!button.label.chars().any(char::is_control), "{:?}", button.label);
        assert!(button.id.len() <= ID_LIMIT, "{button:?}");
        let id = match crate::base::ids::PanelId::decode(&button.id) {
            Some(panel) => panel.0,
            None => ButtonId::decode(&button.id).unwrap(),
        };
        assert_eq!(id.move_number, moves);
        assert!(game.to_act().contains(&id.seat));
    }
    let mut dm_seats = Vec::new();
    for message in out {
        // Only the board must fit one message: a transport splits any other text itself.
        let board = matches!(message.to, Target::Board { .. });
        assert!(!board || message.text().chars().count() <= MESSAGE_LIMIT);
        match &message.to {
            // The mover's own view comes in their reply, the others' by DM.
            Target::Dm { user } | Target::Ephemeral { user } => {
                let seat = NAMES.iter().position(|n| n == user).unwrap();
                let by_dm = matches!(message.to, Target::Dm { .. });
                assert_eq!(by_dm, seat != mover, "{}", message.starred());
                dm_seats.push(seat);
                let money = game.private_view(seat).money;
                assert!(
                    message.starred().contains(&format!(" {money} escudo")),
                    "{}",
                    message.starred()
                );
            }
            Target::Channel { .. }
            | Target::Board { .. }
            | Target::Ping { .. }
            | Target::File { .. }
            | Target::BoardImage { .. }
            | Target::Strip { .. } => {
                for phrase in ["Your money", "Votre argent"] {
                    assert!(
                        !message.starred().contains(phrase),
                        "a private view in a channel post: {}",
                        message.starred()
                    );
                }
            }
            Target::Update { .. } | Target::AnswerImage { .. } => {
                panic!("a move's answer edits no message: {}", message.starred())
            }
        }
    }
    let changed: Vec<usize> = (0..before.len())
        .filter(|&s| game.private_view(s).money != before[s])
        .collect();
    assert_eq!(dm_seats, changed, "DMs go exactly to the seats whose money changed");
}

/// With hidden money, the board of a state whose money differs is the same text; with open money it is not.
fn check_board_hides_money(game: &Santiago, locale: Locale) {
    if game.is_over() {
        return;
    }
    let mut state = serde_json::to_value(game).unwrap();
    for money in state["money"].as_array_mut().unwrap().iter_mut().take(game.players()) {
        *money = (money.as_u64().unwrap() + 13).into();
    }
    let richer: Santiago = serde_json::from_value(state).unwrap();
    let same = board_of(game, locale) == board_of(&richer, locale);
    assert_eq!(same, game.options().money == Money::Hidden);
}

#[test]
fn random_games_through_the_host() {
    let open = Options {
        money: Money::Open,
        palms: true,
        spring: Spring::Random,
    };
    let palms = Options {
        palms: true,
        ..Options::default()
    };
    for (players, seed, locale, options) in [
        (3, 1, Locale::En, Options::default()),
        (4, 2, Locale::Fr, open),
        (5, 3, Locale::En, palms),
        (5, 4, Locale::Fr, Options::default()),
    ] {
        random_game(players, seed, locale, options);
    }
}

/// Longer soak: GALLEON_SOAK=1 plays many more random games.
#[test]
fn random_games_soak() {
    if std::env::var("GALLEON_SOAK").is_err() {
        return;
    }
    for seed in 0..60 {
        let options = Options {
            money: if seed % 2 == 0 { Money::Hidden } else { Money::Open },
            palms: seed % 3 == 0,
            spring: if seed % 5 == 0 { Spring::Random } else { Spring::Chosen },
        };
        let locale = if seed % 2 == 0 { Locale::En } else { Locale::Fr };
        random_game(3 + (seed as usize % 3), 100 + seed, locale, options);
    }
}

fn ask(
    host: &Host,
    user: &str,
    command: &str,
    option: &str,
    typed: &str,
    filled: &[(&str, &str)],
) -> Vec<(String, String)> {
    let request = AutocompleteRequest {
        typed: typed.into(),
        options: filled.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
        ..autocomplete_request("v", user, command, option)
    };
    autocompleted(host, &request)
}

#[test]
fn verbs_autocomplete_and_help() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "v", 3, 7, Locale::En, &Options::default());
    let mut game = Santiago::new(3, &Options::default(), 7).unwrap();
    let say = |game: &mut Santiago, name: &str, command: &str, options: &[(&str, &str)]| -> Vec<Message> {
        let seat = NAMES.iter().position(|n| *n == name).unwrap();
        let out = host.handle(&request("v", name, Locale::En, command, options));
        if matches!(out[0].to, Target::Board { .. }) {
            let text = serde_json::from_slice::<serde_json::Value>(&host.raw_record("v").unwrap().unwrap()).unwrap()
                ["game"]["log"]
                .as_array()
                .unwrap()
                .last()
                .unwrap()["text"]
                .as_str()
                .unwrap()
                .to_string();
            game.apply(seat, &text.parse().unwrap()).unwrap();
        }
        out
    };
    let overseer = NAMES[game.overseer()];
    let springs = ask(&host, overseer, "spring", "position", "", &[]);
    assert_eq!(springs.len(), 20, "{springs:?}");
    assert!(springs.contains(&("m".into(), "Source en m".into())), "{springs:?}");
    let out = say(&mut game, overseer, "spring", &[("position", "M")]);
    assert!(out[0].starred().contains("@"), "{}", out[0].starred());
    // Help: the names, the moves and this game's verbs.
    let bidder = NAMES[game.to_act()[0]];
    let help_on = |topic: &[(&str, &str)]| host.handle(&request("v", bidder, Locale::En, "help", topic))[0].starred();
    let help = help_on(&[]);
    assert!(help.contains("/play move:\"bid pass\""), "{help}");
    let rules = help_on(&[("topic", "rules")]);
    assert!(rules.contains("squares A1 to H6"), "{rules}");
    let commands = help_on(&[("topic", "commands")]);
    assert!(
        commands.contains("/bid /place /bribe /support /overseer /canal /spring /pass"),
        "{commands}"
    );
    // Bids by verb, "pass" included.
    assert_eq!(
        ask(&host, bidder, "bid", "amount", "", &[])[0],
        ("passer".into(), "Passer".into())
    );
    say(&mut game, bidder, "bid", &[("amount", "3")]);
    let second = NAMES[game.to_act()[0]];
    let refusal = say(&mut game, second, "bid", &[("amount", "3")]);
    assert!(matches!(refusal[0].to, Target::Ephemeral { .. }));
    assert!(
        refusal[0].starred().contains("already bid 3"),
        "{}",
        refusal[0].starred()
    );
    say(&mut game, second, "bid", &[("amount", "pass")]);
    let third = NAMES[game.to_act()[0]];
    say(&mut game, third, "pass", &[]);
    // Placement: tiles then squares offered; French crop names read.
    let placer = NAMES[game.to_act()[0]];
    let tiles = ask(&host, placer, "place", "tile", "", &[]);
    assert!(
        !tiles.is_empty() && tiles.iter().all(|(_, label)| label.contains('(')),
        "{tiles:?}"
    );
    let (tile, _) = &tiles[0];
    assert_eq!(
        ask(&host, placer, "place", "square", "", &[("tile", tile)]).len(),
        25,
        "Discord's limit"
    );
    let squares = ask(&host, placer, "place", "square", "c3", &[("tile", tile)]);
    assert_eq!(squares.len(), 1, "{squares:?}");
    assert!(squares[0].1.ends_with(" en C3"), "{squares:?}");
    let french = format!(
        "{}{}",
        match &tile[..tile.len() - 1] {
            "potato" => "pomme",
            "bean" => "haricot",
            "pepper" => "piment",
            "banana" => "banane",
            _ => "canne",
        },
        &tile[tile.len() - 1..]
    );
    let out = say(&mut game, placer, "place", &[("tile", &french), ("square", "C3")]);
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    let board = out[0].starred();
    let row3 = board.lines().find(|l| l.starts_with("3 ")).unwrap();
    assert_ne!(row3.chars().nth(12), Some(' '), "a tile on C3:\n{}", out[0].starred());
}

#[test]
fn start_options_are_read_and_checked() {
    let host = Host::temporary(Locale::En).unwrap();
    for name in &NAMES[..4] {
        host.handle(&request("o", name, Locale::En, "join", &[]));
    }
    let refused = host.handle(&request(
        "o",
        "alice",
        Locale::En,
        "start",
        &[("game", "santiago"), ("palms", "maybe")],
    ));
    assert!(refused[0].starred().contains("maybe"), "{refused:?}");
    let out = host.handle(&request(
        "o",
        "alice",
        Locale::Fr,
        "start",
        &[
            ("game", "santiago"),
            ("money", "open"),
            ("palms", "on"),
            ("spring", "random"),
            ("seed", "5"),
            ("lang", "fr"),
        ],
    ));
    let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    assert!(board.starred().contains("palmiers :"), "{}", board.starred());
    assert!(
        board.starred().contains("· 10 escudos"),
        "open money is on the board:\n{}",
        board.starred()
    );
    assert!(board.starred().contains("Tour 1/11"), "{}", board.starred());
}

/// A copy of `game` where every seat's money is `money(seat, old)`.
fn with_money(game: &Santiago, money: impl Fn(usize, u64) -> u64) -> Santiago {
    let mut state = serde_json::to_value(game).unwrap();
    for (seat, value) in state["money"].as_array_mut().unwrap().iter_mut().enumerate() {
        *value = money(seat, value.as_u64().unwrap()).into();
    }
    serde_json::from_value(state).unwrap()
}

/// The board's buttons for the seat to act as the host makes them: (move, label).
fn buttons_of(game: &Santiago) -> Vec<(String, String)> {
    use crate::games::roles::*;
    let live = crate::games::Live {
        module: std::sync::Arc::new(SantiagoModule),
        game: game.clone(),
    };
    let names: Vec<String> = NAMES[..game.players()].iter().map(|s| s.to_string()).collect();
    let cx = RenderCx::chat(Locale::En, &names);
    let seat = game.to_act()[0];
    let panels = live
        .panels(seat, &cx)
        .into_iter()
        .map(|panel| (format!("panel {}", panel.text), panel.label));
    live.button_moves(seat, &cx)
        .into_iter()
        .map(|choice| (choice.text, choice.label))
        .chain(panels)
        .collect()
}

/// Hidden money: the buttons of every public board, moves and panels, are the same whatever anyone's money (none
/// at all, more, different per seat), and every move button is legal (the amounts are behind panels). Open
/// money: every button is a legal move, and there is no panel.
#[test]
fn hidden_money_never_shapes_the_board_buttons() {
    for seed in 0..36u64 {
        let money = if seed % 4 == 3 { Money::Open } else { Money::Hidden };
        let options = Options {
            money,
            palms: seed % 2 == 0,
            spring: Spring::Chosen,
        };
        let mut game = Santiago::new(3 + seed as usize % 3, &options, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            let buttons = buttons_of(&game);
            assert!(!buttons.is_empty());
            if money == Money::Hidden {
                for variant in [
                    with_money(&game, |_, _| 0),
                    with_money(&game, |_, m| m + 13),
                    with_money(&game, |seat, _| (seed * 7 + seat as u64 * 5) % 23),
                ] {
                    assert_eq!(buttons_of(&variant), buttons, "seed {seed}: buttons follow the money");
                    assert_eq!(
                        board_of(&variant, Locale::En),
                        board_of(&game, Locale::En),
                        "seed {seed}"
                    );
                }
            }
            // No button on the board can be refused: with hidden money those that spend are behind panels.
            let seat = game.to_act()[0];
            let legal: Vec<String> = game.legal_actions(seat).iter().map(|a| a.to_string()).collect();
            let moves = buttons.iter().filter(|(text, _)| !text.starts_with("panel "));
            assert!(moves.clone().all(|(text, _)| legal.contains(text)), "{buttons:?}");
            if money == Money::Open {
                assert_eq!(moves.count(), buttons.len(), "no panel with open money: {buttons:?}");
            }
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
}

/// The board buttons of the seat to act, read from the last board message.
fn pressable(out: &[Message]) -> Vec<String> {
    let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    board.buttons.iter().map(|b| b.id.clone()).collect()
}

fn press(host: &Host, channel: &str, user: &str, id: &str) -> Vec<Message> {
    host.handle(&Request {
        input: Input::Button { id: id.into() },
        ..request(channel, user, Locale::En, "play", &[])
    })
}

/// The board's panel buttons (hidden money): (label, id).
fn panels_of(out: &[Message]) -> Vec<(String, String)> {
    let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    let panels = board.buttons.iter().filter(|b| b.id.starts_with("p1:"));
    panels.map(|b| (b.label.clone(), b.id.clone())).collect()
}

/// Hidden money (issue 36, item 4): the board offers `Bid…`, not amounts; its press answers the bidder alone
/// with exactly the bids the purse pays, a press by anyone else is refused as foreign, a panel's button plays,
/// and the board's buttons never named an amount.
#[test]
fn the_bid_panel_offers_the_bidder_alone_the_bids_it_can_pay() {
    let host = Host::temporary(Locale::En).unwrap();
    let options = Options {
        spring: Spring::Random,
        ..Options::default()
    };
    let out = start(&host, "m", 3, 11, Locale::En, &options);
    let game = Santiago::new(3, &options, 11).unwrap();
    let seat = game.to_act()[0];
    let (bidder, other) = (NAMES[seat], NAMES[(seat + 1) % 3]);
    let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    let labels: Vec<&str> = board.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Pass", "Bid…"], "no amount on the board");
    assert!(
        !board.buttons.iter().any(|b| names_an_amount(&b.id)),
        "{:?}",
        board.buttons
    );
    let ids = pressable(&out);
    let (_, panel) = panels_of(&out).remove(0);
    assert!(panel.ends_with(":bid"), "{panel}");
    let foreign = press(&host, "m", other, &panel);
    assert_eq!(foreign.len(), 1);
    assert!(foreign[0].buttons.is_empty(), "{foreign:?}");
    assert!(foreign[0].starred().contains(bidder), "{}", foreign[0].starred());
    let answer = press(&host, "m", bidder, &panel);
    assert_eq!(answer.len(), 1, "{answer:?}");
    assert_eq!(answer[0].to, Target::Ephemeral { user: bidder.into() });
    assert!(
        answer[0].starred().contains("you have 10 escudos"),
        "{}",
        answer[0].starred()
    );
    let labels: Vec<&str> = answer[0].buttons.iter().map(|b| b.label.as_str()).collect();
    let expected: Vec<String> = (0..=10).map(|n| format!("Bid {n}")).collect();
    assert_eq!(labels, expected, "exactly the bids 0 to 10");
    let board = host.handle(&request("m", bidder, Locale::En, "board", &[]));
    assert_eq!(pressable(&board), ids, "the panel changed nothing");
    let ten = answer[0].buttons.iter().find(|b| b.label == "Bid 10").unwrap();
    let played = press(&host, "m", bidder, &ten.id);
    assert!(matches!(played[0].to, Target::Board { .. }), "{played:?}");
    assert!(played[0].starred().contains(&format!("{bidder} bids 10")));
    // The next bidder's panel leaves out the bid taken.
    let next = NAMES[(seat + 1) % 3];
    let (_, panel) = panels_of(&played).remove(0);
    let answer = press(&host, "m", next, &panel);
    let labels: Vec<&str> = answer[0].buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels.len(), 10, "{labels:?}");
    assert!(!labels.contains(&"Bid 10"), "{labels:?}");
    // A panel pressed after the move it was made for is stale.
    let stale = press(&host, "m", bidder, &panels_of(&out)[0].1);
    assert!(
        stale[0].buttons.is_empty() && stale[0].starred().contains("earlier moment"),
        "{stale:?}"
    );
}

/// Hidden money (issue 36, item 4): once something was proposed, the overseer's board offers `Build elsewhere…`;
/// when he cannot pay for it, its press answers him alone with what it costs, what he has, and the proposals to
/// accept as buttons: nothing is refused, nothing changes.
#[test]
fn the_build_panel_of_an_overseer_who_cannot_pay_offers_the_proposals() {
    use galleon_rules::santiago::Action;
    let host = Host::temporary(Locale::En).unwrap();
    let options = Options {
        spring: Spring::Random,
        ..Options::default()
    };
    start(&host, "b", 3, 11, Locale::En, &options);
    let mut game = Santiago::new(3, &options, 11).unwrap();
    play_forced(&SantiagoModule, &mut game);
    // Everyone passes the bids; the first briber offers all his money, so building elsewhere costs more than
    // the overseer holds.
    while game.phase() != Phase::Overseer {
        let seat = game.to_act()[0];
        let legal = game.legal_actions(seat);
        let action = match game.phase() {
            Phase::Bidding => Action::Bid(None),
            Phase::Bribes if game.proposals().next().is_none() => *legal
                .iter()
                .filter(|a| matches!(a, Action::Bribe(..)))
                .max_by_key(|a| match a {
                    Action::Bribe(_, n) => *n,
                    _ => 0,
                })
                .unwrap(),
            Phase::Bribes => Action::BribePass,
            _ => legal[0],
        };
        game.apply(seat, &action).unwrap();
        let typed = Request {
            input: Input::Command {
                name: "play".into(),
                options: vec![("move".into(), action.to_string())],
            },
            ..request("b", NAMES[seat], Locale::En, "play", &[])
        };
        host.handle(&typed);
        play_forced(&SantiagoModule, &mut game);
    }
    let overseer = game.to_act()[0];
    let (cost, money) = (game.rejection_cost(), game.money(overseer));
    assert!(cost > money, "cost {cost}, money {money}");
    let board = host.handle(&request("b", NAMES[overseer], Locale::En, "board", &[]));
    let ids = pressable(&board);
    assert!(!ids.iter().any(|id| id.contains(":overseer build ")), "{ids:?}");
    let (label, build) = panels_of(&board).remove(0);
    assert_eq!(label, "Build elsewhere…");
    let answer = press(&host, "b", NAMES[overseer], &build);
    assert_eq!(answer.len(), 1, "{answer:?}");
    assert_eq!(
        answer[0].to,
        Target::Ephemeral {
            user: NAMES[overseer].into()
        }
    );
    assert!(
        answer[0]
            .starred()
            .contains(&format!("costs {cost} escudos and you have {money}: accept a proposal")),
        "{}",
        answer[0].starred()
    );
    let accepts: Vec<&str> = answer[0].buttons.iter().map(|b| b.label.as_str()).collect();
    assert!(
        !accepts.is_empty() && accepts.iter().all(|l| l.starts_with("Accept ")),
        "{accepts:?}"
    );
    let again = host.handle(&request("b", NAMES[overseer], Locale::En, "board", &[]));
    assert_eq!(pressable(&again), ids, "nothing changed");
}

/// Hidden money: the bids a seat can really afford are offered to it alone, as buttons under its `/hand` and
/// in autocomplete; nobody else gets them, the public buttons stay as they were, and a private button plays.
#[test]
fn the_real_choices_of_a_secret_purse_are_offered_privately() {
    let host = Host::temporary(Locale::En).unwrap();
    let options = Options {
        spring: Spring::Random,
        ..Options::default()
    };
    let out = start(&host, "h", 3, 11, Locale::En, &options);
    let public = pressable(&out);
    let game = Santiago::new(3, &options, 11).unwrap();
    let seat = game.to_act()[0];
    let (bidder, other) = (NAMES[seat], NAMES[(seat + 1) % 3]);
    let hand = host.handle(&request("h", bidder, Locale::En, "hand", &[]));
    assert_eq!(hand[0].to, Target::Ephemeral { user: bidder.into() });
    let labels: Vec<&str> = hand[0].buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels.len(), 12, "pass and 0 to 10: {labels:?}");
    assert!(labels.contains(&"Bid 10") && !labels.contains(&"Bid 11"), "{labels:?}");
    for button in &hand[0].buttons {
        assert_eq!(ButtonId::decode(&button.id).unwrap().seat, seat);
    }
    let others = host.handle(&request("h", other, Locale::En, "hand", &[]));
    assert!(others[0].buttons.is_empty(), "{others:?}");
    let board = host.handle(&request("h", other, Locale::En, "board", &[]));
    assert_eq!(pressable(&board), public, "the public buttons never change");
    assert!(
        board[0]
            .starred()
            .contains("Bid… and /hand show you alone the bids you can afford"),
        "{}",
        board[0].starred()
    );
    // Autocomplete answers the seat to act alone, with its affordable bids.
    let typed = |user: &str| -> Vec<String> {
        let request = AutocompleteRequest {
            channel: "h".into(),
            user: User {
                id: user.into(),
                name: user.into(),
            },
            locale: Locale::En,
            command: "bid".into(),
            option: "amount".into(),
            typed: "".into(),
            options: Vec::new(),
        };
        host.autocomplete(&request).into_iter().map(|c| c.value).collect()
    };
    assert!(typed(other).is_empty());
    let values = typed(bidder);
    assert!(
        values.contains(&"10".to_string()) && !values.contains(&"11".to_string()),
        "{values:?}"
    );
    let ten = hand[0].buttons.iter().find(|b| b.label == "Bid 10").unwrap();
    let played = press(&host, "h", bidder, &ten.id);
    assert!(matches!(played[0].to, Target::Board { .. }), "{played:?}");
    assert!(
        played[0].starred().contains(&format!("{bidder} bids 10")),
        "{}",
        played[0].starred()
    );
    // Open money: every choice is on the board already, nothing is offered privately.
    let open = Options {
        money: Money::Open,
        ..options
    };
    start(&host, "o", 3, 11, Locale::En, &open);
    let hand = host.handle(&request("o", bidder, Locale::En, "hand", &[]));
    assert!(hand[0].buttons.is_empty(), "{hand:?}");
}

/// `passe`, the word the French board prints for a pass, is read as a pass in every option that takes one.
#[test]
fn french_passe_is_a_pass() {
    let host = Host::temporary(Locale::Fr).unwrap();
    let options = Options {
        spring: Spring::Random,
        ..Options::default()
    };
    start(&host, "p", 3, 11, Locale::Fr, &options);
    let game = Santiago::new(3, &options, 11).unwrap();
    let bidder = NAMES[game.to_act()[0]];
    let out = host.handle(&request("p", bidder, Locale::Fr, "bid", &[("amount", "passe")]));
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    assert!(
        out[0].starred().contains(&format!("{bidder} passe")),
        "{}",
        out[0].starred()
    );
}

/// A square shows its crop, its owner's number (even with no worker left), the workers on it, and its water
/// and palm; a proposal is drawn on its ditch; a covered palm is named under the grid.
#[test]
fn a_square_shows_owner_workers_water_and_palm() {
    use galleon_rules::santiago::{Plot, Position, ProposalView, Square, Tile};
    let options = Options {
        palms: true,
        ..Options::default()
    };
    let game = Santiago::new(3, &options, 1).unwrap();
    let mut view = game.public_view();
    let square = |name: &str| name.parse::<Square>().unwrap().index();
    let bean = |workers: u8| Tile::new(Crop::Bean, workers);
    for s in view.squares.iter_mut() {
        s.palm = false;
    }
    view.squares[square("a1")].plot = Some(Plot::new(bean(1), Some(0), 1));
    view.squares[square("b1")].plot = Some(Plot::new(bean(2), Some(0), 1));
    view.squares[square("c1")].plot = Some(Plot::new(bean(1), Some(1), 0));
    view.squares[square("d1")].plot = Some(Plot::new(bean(2), None, 0));
    view.squares[square("d1")].irrigated = true;
    view.squares[square("e1")].irrigated = true;
    view.squares[square("f1")].palm = true;
    view.squares[square("g1")].plot = Some(Plot::new(bean(2), Some(2), 2));
    view.squares[square("g1")].palm = true;
    view.squares[square("g1")].irrigated = true;
    let proposal = |text: &str| ProposalView {
        position: text.parse::<Position>().unwrap(),
        proposer: 0,
        total: 3,
        contributions: vec![(0, 3)],
    };
    view.proposals = vec![proposal("ab"), proposal("af")];
    view.phase = Phase::Bribes;
    let names: Vec<String> = NAMES[..3].iter().map(|s| s.to_string()).collect();
    for locale in [Locale::En, Locale::Fr] {
        let board = SantiagoModule.board(&view, &RenderCx::chat(locale, &names)).starred();
        let letter = if locale == Locale::En { "B" } else { "H" };
        let row = board.lines().find(|l| l.starts_with("1 ")).unwrap();
        let wanted = "1 ?B11 B11 │B20 B·0~│   ~   *│B32&    │".replace('B', letter);
        assert_eq!(row, wanted, "{board}");
        let ditches = board.lines().find(|l| l.starts_with("  a")).unwrap();
        assert!(ditches.starts_with("  a───??───b────────c"), "{board}");
        assert!(board.contains("?? ?"), "the legend names proposals: {board}");
        let covered = if locale == Locale::En {
            "G1 (under a tile"
        } else {
            "G1 (sous une tuile"
        };
        assert!(board.contains(&format!("F1, {covered}")), "{board}");
        println!("{board}\n");
    }
}

/// The 4 characters of `square` in a board's grid.
fn cell_of(board: &str, square: galleon_rules::santiago::Square) -> String {
    let row = board
        .lines()
        .find(|l| l.starts_with(&format!("{} ", square.row() + 1)))
        .unwrap();
    let start = 3 + (square.col() / 2) * 9 + (square.col() % 2) * 4;
    row.chars().skip(start).take(4).collect()
}

/// Information parity over random games: every watered square is marked, every tile shows its owner and its
/// workers, every covered palm is marked and named, every proposal is drawn on its ditch and listed with its
/// total, in both languages.
#[test]
fn every_public_fact_is_on_the_board() {
    let mut seen = [false; 4];
    for seed in 0..12u64 {
        let options = Options {
            money: if seed % 2 == 0 { Money::Hidden } else { Money::Open },
            palms: true,
            spring: Spring::Chosen,
        };
        let mut game = Santiago::new(3 + seed as usize % 3, &options, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            let locale = if seed % 3 == 0 { Locale::Fr } else { Locale::En };
            check_facts(&game, locale, &mut seen);
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
    assert_eq!(
        seen, [true; 4],
        "watered, ownerless-worker tile, covered palm, proposal all seen"
    );
}

fn check_facts(game: &Santiago, locale: Locale, seen: &mut [bool; 4]) {
    let view = game.public_view();
    let board = board_of(game, locale);
    for here in &view.squares {
        let cell: Vec<char> = cell_of(&board, here.square).chars().collect();
        let desert = here.plot.is_some_and(|p| p.desert);
        if here.irrigated && !desert {
            seen[0] = true;
            assert!(matches!(cell[3], '~' | '&'), "{} watered:\n{board}", here.square);
        }
        if here.palm {
            assert!(matches!(cell[3], '*' | '&'), "{} palm:\n{board}", here.square);
        }
        match here.plot {
            Some(plot) if !plot.desert => {
                let owner = plot
                    .owner()
                    .map_or('·', |s| char::from_digit(s as u32 + 1, 10).unwrap());
                assert_eq!(cell[1], owner, "{}:\n{board}", here.square);
                assert_eq!(cell[2].to_digit(10), Some(u32::from(plot.workers)), "{}", here.square);
                seen[1] |= plot.workers == 0 && plot.owner().is_some();
                if here.palm {
                    seen[2] = true;
                    let name = here.square.to_string().to_uppercase();
                    assert!(board.contains(&format!("{name} (")), "covered palm {name}:\n{board}");
                }
            }
            Some(_) => assert_eq!(&cell[..3], ['#'; 3], "{}", here.square),
            None => assert_eq!(&cell[..3], [' '; 3], "{}", here.square),
        }
    }
    let proposing = matches!(view.phase, Phase::Bribes | Phase::Overseer);
    let proposals = if proposing { &view.proposals[..] } else { &[] };
    for proposal in proposals {
        seen[3] = true;
        let listed = format!("{} = {}", proposal.position, proposal.total);
        assert!(board.contains(&listed), "{listed}:\n{board}");
    }
    let grid: Vec<&str> = board.split("```").nth(1).unwrap().lines().collect();
    let across: usize = grid.iter().map(|l| l.matches("??").count()).sum();
    let rows = grid.iter().filter(|l| l.starts_with(|c: char| c.is_ascii_digit()));
    let down: usize = rows.map(|l| l.matches('?').count()).sum();
    let horizontal = proposals.iter().filter(|p| p.position.is_horizontal()).count();
    assert_eq!(across, horizontal, "proposals across:\n{board}");
    assert_eq!(down, 2 * (proposals.len() - horizontal), "proposals down:\n{board}");
}

/// The overseer's prompt says what he may really do: build only (for 1, free without money) when nobody
/// A game of 3, 4 or 5 players by seed, with hidden money on even seeds and open money on odd ones.
fn varied_game(seed: u64) -> Santiago {
    let money = if seed.is_multiple_of(2) {
        Money::Hidden
    } else {
        Money::Open
    };
    let options = Options {
        money,
        ..Options::default()
    };
    Santiago::new(3 + seed as usize % 3, &options, seed).unwrap()
}

/// offered anything, accept only when every open position was proposed; with hidden money it never depends on
/// his purse.
#[test]
fn the_overseer_prompt_fits_the_proposals() {
    let prompt = |game: &Santiago| -> String {
        let board = board_of(game, Locale::En);
        board.lines().find(|l| l.starts_with("▶")).unwrap().to_string()
    };
    let mut seen = [false; 3];
    for seed in 0..30u64 {
        let mut game = varied_game(seed);
        let money = game.options().money;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            let view = game.public_view();
            if view
                .decision
                .is_some_and(|d| matches!(d, galleon_rules::santiago::Decision::Overseer { .. }))
            {
                let line = prompt(&game);
                let broke = with_money(&game, |_, _| 0);
                let proposed = |p| view.proposals.iter().any(|q| q.position == p);
                if view.proposals.is_empty() {
                    seen[0] = true;
                    assert!(
                        line.contains("nobody offered anything") && !line.contains("accept"),
                        "{line}"
                    );
                    let free = prompt(&broke).contains("for free");
                    assert_eq!(free, money == Money::Open, "{}", prompt(&broke));
                } else if view.open_positions.iter().all(|&p| proposed(p)) {
                    seen[1] = true;
                    assert!(line.contains("every position open to a canal was proposed"), "{line}");
                } else if money == Money::Open && game.money(game.overseer()) < game.rejection_cost() {
                    assert!(line.contains("more than you have"), "{line}");
                } else {
                    seen[2] = true;
                    assert!(line.contains("accept a proposal, or build"), "{line}");
                }
                if money == Money::Hidden {
                    assert_eq!(prompt(&broke), line, "the prompt follows hidden money");
                }
            }
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
    assert_eq!(seen, [true; 3], "every kind of prompt was seen");
}

/// French: « 1 canal construit » (not « 1 construits »), and the rules' « travailleurs agricoles ».
#[test]
fn french_board_words() {
    let mut game = Santiago::new(4, &Options::default(), 3).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while game.public_view().canals.len() != 1 {
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    let board = board_of(&game, Locale::Fr);
    assert!(board.contains("canaux : 1 construit,"), "{board}");
    assert!(board.contains("travailleurs agricoles en réserve"), "{board}");
    let french = include_str!("locales/fr/santiago.ftl");
    assert!(!french.contains("ouvrier"), "the rules say « travailleurs agricoles »");
}

/// A bare `/overseer` names the two options instead of answering "not a move".
#[test]
fn a_bare_overseer_names_its_options() {
    let host = Host::temporary(Locale::En).unwrap();
    let options = Options {
        spring: Spring::Random,
        ..Options::default()
    };
    start(&host, "o", 3, 11, Locale::En, &options);
    let game = Santiago::new(3, &options, 11).unwrap();
    let seat = NAMES[game.to_act()[0]];
    for (locale, wanted) in [
        (
            Locale::En,
            "/overseer accept:<gh> to accept a proposal, or /overseer build:<gh>",
        ),
        (
            Locale::Fr,
            "/constructeur accepter:<gh> pour accepter une offre, ou /constructeur construire:<gh>",
        ),
    ] {
        let out = host.handle(&request("o", seat, locale, "overseer", &[]));
        assert!(matches!(out[0].to, Target::Ephemeral { .. }), "{out:?}");
        assert!(out[0].starred().contains(wanted), "{}", out[0].starred());
    }
}

/// Santiago has no tie-break (the rules: the richest wins): no result line shows one, and equal scores share
/// the rank.
#[test]
fn the_result_shows_no_tie_break() {
    use crate::tests::support::{standing, table_with_game};
    let outcome = galleon_rules::Outcome {
        standings: vec![
            standing(3, 1, 27, 0, "sa-score-fields"),
            standing(4, 1, 27, 0, "sa-score-fields"),
            standing(0, 3, 20, 0, "sa-score-money"),
        ],
    };
    let expected = [
        (
            Locale::En,
            "1. dave: 27 points (fields 27)",
            "Tie on 27 points between dave, erin: they share the rank (this game has no tie-break).",
        ),
        (
            Locale::Fr,
            "1. dave : 27 points (champs 27)",
            "Égalité à 27 points entre dave, erin : ils partagent le rang (ce jeu n'a pas de départage).",
        ),
    ];
    for (locale, first, tie) in expected {
        let table = table_with_game("santiago", 5, &[], locale);
        let result = crate::present::render::result_text(&table, &outcome).starred();
        let lines: Vec<&str> = result.lines().collect();
        assert_eq!(lines[1], first, "{result}");
        assert!(lines[1..4].iter().all(|l| !l.contains('·')), "{result}");
        assert_eq!(lines[4], tie, "{result}");
    }
}

/// `/look`: a seat's tiles, workers and bids, never hidden money (the same text whatever the purses), the money
/// when it is open. `/info`: every suggested topic, by its value or its label, in both languages.
#[test]
fn look_and_info_show_public_facts() {
    use super::{info, info_topics, look};
    for money in [Money::Hidden, Money::Open] {
        let options = Options {
            money,
            palms: true,
            spring: Spring::Chosen,
        };
        let mut game = Santiago::new(4, &options, 5).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        while game.round() < 4 {
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let names: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
        for locale in [Locale::En, Locale::Fr] {
            let cx = RenderCx::chat(locale, &names);
            for seat in 0..4 {
                let text = look(&game, seat, &cx);
                assert!(!text.contains("sa-"), "{text}");
                for here in game
                    .public_view()
                    .squares
                    .iter()
                    .filter(|s| s.plot.is_some_and(|p| p.owner() == Some(seat)))
                {
                    assert!(text.contains(&here.square.to_string().to_uppercase()), "{text}");
                }
                let richer = with_money(&game, |_, m| m + 13);
                let shows_money = text.contains(&format!("{} escudos", game.money(seat)));
                assert_eq!(shows_money, money == Money::Open, "{text}");
                if money == Money::Hidden {
                    assert_eq!(look(&richer, seat, &cx), text, "look follows hidden money");
                }
                if seat == 0 && money == Money::Hidden {
                    println!("{text}\n");
                }
            }
            for (value, label) in info_topics(&game, &cx) {
                let by_value = info(&game, &value, &cx).unwrap_or_else(|| panic!("{value}"));
                assert!(!by_value.contains("sa-"), "{by_value}");
                assert_eq!(info(&game, &label, &cx), Some(by_value), "{label}");
            }
            for query in ["bean2", "C3", "gh", "spring", "palm"] {
                println!("{}\n", info(&game, query, &cx).unwrap());
            }
        }
        let cx = RenderCx::chat(Locale::Fr, &names);
        let same = |a: &str, b: &str| assert_eq!(info(&game, a, &cx), info(&game, b, &cx), "{a} {b}");
        same("bean2", "haricot2");
        same("bean2", "Haricots (2)");
        same("potato", "pommes de terre");
        same("c3", "C3");
        same("spring", "source");
        same("hg", "canal gh");
        assert_eq!(info(&game, "dance", &cx), None);
    }
}

/// Every prompt says what the choice does, in both languages; with hidden money the bid prompt points to the
/// private choices under `/hand`.
#[test]
fn each_prompt_says_what_the_choice_does() {
    use galleon_rules::santiago::Decision;
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..6u64 {
        let mut game = varied_game(seed);
        let money = game.options().money;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            let decision = game.public_view().decision.unwrap();
            for locale in [Locale::En, Locale::Fr] {
                let board = board_of(&game, locale);
                let prompt = board.lines().find(|l| l.starts_with('▶')).unwrap();
                let says = |en: &str, fr: &str| prompt.contains(if locale == Locale::En { en } else { fr });
                let explained = match decision {
                    Decision::Spring => says("every canal will start from it", "tout canal partira d'elle"),
                    Decision::Bid => {
                        // (`/hand` reads `/main` once French command names are loaded.)
                        let private = says(
                            "show you alone the bids you can afford",
                            "vous montrent, à vous seul, les mises que vous pouvez",
                        );
                        assert_eq!(private, money == Money::Hidden, "{prompt}");
                        says("becomes the canal overseer", "devient constructeur de canal")
                    }
                    Decision::Place { .. } => says("becomes a desert", "devient un désert"),
                    Decision::Neutral => says("belongs to nobody", "n'appartient à personne"),
                    Decision::Bribe => says("pays the highest total + 1", "la plus grosse offre + 1"),
                    Decision::Overseer { .. } => says("(overseer)", "(constructeur)"),
                    Decision::Canal => says("ends the phase", "termine la phase"),
                };
                assert!(explained, "{prompt}");
            }
            if decision == Decision::Bid && money == Money::Hidden {
                // The prompt's promise: /hand holds the bids this seat can afford, all legal.
                let seat = game.to_act()[0];
                let private = SantiagoModule.private_moves(&game, seat);
                assert!(!private.is_empty());
                assert!(private.iter().all(|a| game.legal_actions(seat).contains(a)));
            }
            seen.insert(format!("{decision:?}").split([' ', '{']).next().unwrap().to_string());
            let seat = game.to_act()[0];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
    assert_eq!(seen.len(), 7, "{seen:?}");
}

/// `/look` lists a seat's offers to the overseer while they stand (phase 4), not once he has decided.
#[test]
fn look_lists_offers_only_while_they_stand() {
    use super::look;
    let mut game = Santiago::new(4, &Options::default(), 8).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let names: Vec<String> = NAMES[..4].iter().map(|s| s.to_string()).collect();
    let cx = RenderCx::chat(Locale::En, &names);
    let (mut during, mut after) = (false, false);
    while !(game.is_over() || during && after) {
        let view = game.public_view();
        for proposal in &view.proposals {
            let text = look(&game, proposal.proposer, &cx);
            let offer = format!("{} {}", proposal.position, proposal.contributions[0].1);
            if matches!(view.phase, Phase::Bribes | Phase::Overseer) {
                during = true;
                assert!(
                    text.contains("Offers to the overseer this round: ") && text.contains(&offer),
                    "{text}"
                );
            } else {
                after = true;
                assert!(!text.contains("Offers"), "{text}");
            }
        }
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    assert!(during && after);
}

/// Before the spring is placed the French board agrees with « source » (feminine): « Source : aucune ».
#[test]
fn no_spring_yet_reads_in_french_agreement() {
    let game = Santiago::new(3, &Options::default(), 1).unwrap();
    assert!(
        board_of(&game, Locale::Fr).contains("Source : aucune"),
        "{}",
        board_of(&game, Locale::Fr)
    );
    assert!(board_of(&game, Locale::En).contains("none"));
}

/// Regression (audit, item 15): the board said a covered palm counts one more worker even when the tile's owner
/// had no worker left on it (rules: only « aussi longtemps que le propriétaire de la tuile y possède encore au
/// moins un travailleur agricole »).
#[test]
fn a_covered_palm_counts_on_the_board_only_while_its_owner_has_a_worker_there() {
    use galleon_rules::santiago::{Plot, Square, SquareView, Tile};
    let square = |plot| SquareView {
        square: Square::new(2, 1).unwrap(),
        plot,
        palm: true,
        irrigated: false,
    };
    let tile = Tile::new(Crop::Bean, 1);
    let name = super::square_name(square(None).square);
    let text = |plot| super::palm_text(&square(plot), Locale::En);
    assert_eq!(
        text(Some(Plot::new(tile, Some(0), 1))),
        format!("{name} (under a tile: one more worker)")
    );
    let idle = format!("{name} (under a tile with no worker of its owner: counts nothing)");
    assert_eq!(
        text(Some(Plot::new(tile, Some(0), 0))),
        idle,
        "a passer's 0-worker tile"
    );
    assert_eq!(text(Some(Plot::new(tile, None, 0))), idle, "the neutral tile");
    assert_eq!(text(None), name);
    let fr = super::palm_text(&square(Some(Plot::new(tile, Some(1), 0))), Locale::Fr);
    assert!(fr.contains("ne compte pas"), "{fr}");
}

/// What a driven game counted: presses of board and panel buttons, and how many were refused.
#[derive(Debug, Default)]
struct Presses {
    board: usize,
    panels: usize,
    in_panels: usize,
    /// Panels that could offer no amount the purse pays, so offered the board's free moves instead.
    unpayable_panels: usize,
    confirmations: usize,
    refused: usize,
    refused_for_money: usize,
}

/// The seat a board, panel or move button acts for.
fn seat_of_button(id: &str) -> usize {
    match crate::base::ids::PanelId::decode(id) {
        Some(panel) => panel.0.seat,
        None => ButtonId::decode(id).unwrap().seat,
    }
}

/// A move of a hidden purse's amount, as a board button's id would name it (`bid 3`, `bribe gh 2`,
/// `support gh 1`): such a button on the public board would tell the purse by being there or not.
fn names_an_amount(id: &str) -> bool {
    let Some(ButtonMove::Text(text)) = ButtonId::decode(id).map(|b| b.action) else {
        return false;
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    matches!(words.as_slice(), ["bid", n] if n.parse::<u32>().is_ok())
        || matches!(words.as_slice(), ["bribe", _, _] | ["support", _, _])
}

/// A hidden-money game where every move is a press: the seat to act presses one of the board's buttons at
/// random; a panel's private answer is checked (for the presser alone) and one of its buttons pressed; a
/// confirmation is confirmed. Every refusal is counted (those about money apart).
fn driven_game(players: usize, seed: u64, locale: Locale) -> Presses {
    let host = Host::temporary(Locale::En).unwrap();
    let channel = format!("d{seed}");
    let options = Options {
        money: Money::Hidden,
        palms: seed.is_multiple_of(2),
        spring: Spring::Chosen,
    };
    let mut out = start(&host, &channel, players, seed, locale, &options);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut count = Presses::default();
    let money_words = ["escudo", "cannot spend", "ne pouvez pas dépenser"];
    let refused = |answer: &[Message], count: &mut Presses| {
        let text = answer[0].starred();
        count.refused += 1;
        if money_words.iter().any(|w| text.contains(w)) {
            count.refused_for_money += 1;
        }
    };
    for _ in 0..2000 {
        let Some(board) = out.iter().rev().find(|m| matches!(m.to, Target::Board { .. })) else {
            panic!("no board in {out:?}");
        };
        if board.buttons.is_empty() {
            break;
        }
        assert!(
            !board.buttons.iter().any(|b| names_an_amount(&b.id)),
            "{:?}",
            board.buttons
        );
        let button = &board.buttons[rng.gen_range(0..board.buttons.len())];
        let presser = NAMES[seat_of_button(&button.id)];
        count.board += 1;
        let mut answer = press_in(&host, &channel, presser, &button.id, locale);
        if button.id.starts_with("p1:") {
            count.panels += 1;
            assert!(
                answer
                    .iter()
                    .all(|m| m.to == Target::Ephemeral { user: presser.into() }),
                "{answer:?}"
            );
            let choices = &answer[0].buttons;
            assert!(!choices.is_empty(), "{answer:?}");
            assert!(choices.len() <= crate::base::io::Limits::CHAT.buttons);
            if choices.iter().all(|c| board.buttons.iter().any(|b| b.id == c.id)) {
                count.unpayable_panels += 1;
            }
            let choice = &choices[rng.gen_range(0..choices.len())];
            count.in_panels += 1;
            answer = press_in(&host, &channel, presser, &choice.id, locale);
        }
        if let Some(confirm) = answer[0].buttons.iter().find(|b| b.id.starts_with("c1:")) {
            count.confirmations += 1;
            let id = confirm.id.clone();
            answer = press_in(&host, &channel, presser, &id, locale);
        }
        if !answer.iter().any(|m| matches!(m.to, Target::Board { .. })) {
            refused(&answer, &mut count);
            continue;
        }
        out = answer;
    }
    let last = out.iter().rev().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    assert!(last.buttons.is_empty(), "the game ends");
    count
}

fn press_in(host: &Host, channel: &str, user: &str, id: &str, locale: Locale) -> Vec<Message> {
    host.handle(&Request {
        input: Input::Button { id: id.into() },
        ..request(channel, user, locale, "play", &[])
    })
}

/// Issue 36, item 4's measure: hidden-money games in English and French played by pressing the board's buttons
/// (and the panels' buttons): no press is refused, for money or anything else.
#[test]
fn driven_hidden_money_games_refuse_no_press() {
    for (players, seed, locale) in [
        (3, 1, Locale::En),
        (4, 2, Locale::En),
        (5, 3, Locale::Fr),
        (4, 4, Locale::Fr),
    ] {
        let count = driven_game(players, seed, locale);
        eprintln!(
            "santiago driven hidden money: {} {players} players seed {seed}: {count:?}",
            locale.tag()
        );
        assert!(count.panels > 0, "{count:?}");
        assert_eq!((count.refused, count.refused_for_money), (0, 0), "{count:?}");
    }
}
