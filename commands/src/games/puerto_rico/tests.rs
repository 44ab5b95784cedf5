//! Puerto Rico through the host: translations complete, random games played with every output checked
//! (board size, buttons, hidden information, DM routing), verbs and autocomplete.

use crate::games::Commands;
use crate::games::Secrets;
use crate::games::Tableau;
use crate::games::Text;
use crate::tests::support::Starred;
use galleon_rules::puerto_rico::{BuildingId, Event, Good, PuertoRico, Role, Step, ERROR_KEYS, SCORE_KEYS};
use galleon_rules::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::PuertoRicoModule;
use crate::base::ids::{ButtonId, ID_LIMIT};
use crate::base::io::{AutocompleteRequest, Input, Locale, Message, Request, Target, User};
use crate::games::RenderCx;
use crate::tests::support::{autocomplete_request, autocompleted, play_forced, request, NAMES};
use crate::words::i18n::{i18n, t, ta};
const MESSAGE_LIMIT: usize = crate::base::io::Limits::CHAT.text;
use crate::host::Host;

#[test]
fn every_engine_key_is_translated() {
    let mut keys: Vec<String> = ERROR_KEYS.iter().chain(SCORE_KEYS).map(|k| k.to_string()).collect();
    keys.extend(Role::ALL.iter().map(|r| format!("pr-role-{}", r.id())));
    keys.extend(BuildingId::all().map(|b| format!("pr-building-{}", b.id())));
    keys.extend(BuildingId::all().map(|b| format!("pr-short-{}", b.id())));
    keys.extend(["game-puerto-rico", "pr-tiebreak", "pr-tile-quarry"].map(String::from));
    for locale in [Locale::En, Locale::Fr] {
        for key in &keys {
            assert!(i18n().has(locale, key), "{key} missing in {}", locale.tag());
        }
    }
    assert_eq!(
        PuertoRicoModule.word("settler", Locale::Fr).as_deref(),
        Some("Planteur")
    );
    assert_eq!(PuertoRicoModule.word("builder", Locale::Fr).as_deref(), Some("Maçon"));
    assert_eq!(PuertoRicoModule.word("quarry", Locale::Fr).as_deref(), Some("carrière"));
    assert_eq!(
        PuertoRicoModule.word("load", Locale::En).as_deref(),
        Some("loading the ships")
    );
}

fn start(host: &Host, channel: &str, players: usize, seed: u64, locale: Locale) -> Vec<Message> {
    start_variant(host, channel, players, seed, locale, "basis")
}

fn start_variant(host: &Host, channel: &str, players: usize, seed: u64, locale: Locale, variant: &str) -> Vec<Message> {
    for name in &NAMES[..players] {
        host.handle(&request(channel, name, locale, "join", &[]));
    }
    host.handle(&request(
        channel,
        "alice",
        locale,
        "start",
        &[
            ("game", "puerto-rico"),
            ("seed", &seed.to_string()),
            ("variant", variant),
        ],
    ))
}

fn variant_options(variant: &str) -> galleon_rules::puerto_rico::Options {
    PuertoRico::parse_options(&[("variant".into(), variant.into())]).unwrap()
}

/// The board as rendered from the engine directly (to compare with states whose secrets differ).
fn board_of(game: &PuertoRico, players: usize, locale: Locale) -> String {
    let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
    PuertoRicoModule
        .board(&game.public_view(), &RenderCx::chat(locale, &names))
        .starred()
}

/// Plays random games through the host beside a replica engine and checks every message (the board's size at
/// every step among them).
fn random_game(players: usize, seed: u64, locale: Locale) {
    random_game_of(players, seed, locale, "basis")
}

fn random_game_of(players: usize, seed: u64, locale: Locale, variant: &str) {
    let host = Host::temporary(Locale::En).unwrap();
    let channel = format!("t{seed}");
    let out = start_variant(&host, &channel, players, seed, locale, variant);
    assert_eq!(
        out.iter().filter(|m| matches!(m.to, Target::Dm { .. })).count(),
        players
    );
    let mut replica = PuertoRico::new(players, &variant_options(variant), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut moves = play_forced(&PuertoRicoModule, &mut replica);
    while !replica.is_over() {
        let to_act = replica.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let action = replica.random_action(seat, &mut rng).unwrap();
        let before: Vec<u32> = (0..players).map(|s| replica.private_view(s).vp_chips).collect();
        replica.apply(seat, &action).unwrap();
        let out = host.handle(&request(
            &channel,
            NAMES[seat],
            locale,
            "play",
            &[("move", &action.to_string())],
        ));
        moves += 1 + play_forced(&PuertoRicoModule, &mut replica);
        check_outputs(&out, &replica, &before, (&channel, seat), moves);
        check_board_hides_chips(&replica, players, locale);
    }
    assert!(moves > 50);
}

/// `mover` is the seat that played, at `channel`.
fn check_outputs(out: &[Message], game: &PuertoRico, before: &[u32], (channel, mover): (&str, usize), moves: usize) {
    let board = &out[0];
    assert!(
        matches!(&board.to, Target::Board { channel: c, .. } if c == channel),
        "{out:?}"
    );
    assert!(
        board.text().chars().count() <= MESSAGE_LIMIT,
        "board too long ({}):\n{}",
        board.starred().len(),
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
    check_labels_fit(&board.buttons);
    for button in &board.buttons {
        // Labels are plain text: no mark of the document's inline markup.
        assert!(!button.label.chars().any(char::is_control), "{:?}", button.label);
        assert!(button.id.len() <= ID_LIMIT, "{button:?}");
        let id = ButtonId::decode(&button.id).unwrap();
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
                let chips = game.private_view(seat).vp_chips;
                assert!(
                    message.starred().ends_with(&format!(" {chips}")),
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
                for phrase in ["Your VP chips", "Vos jetons"] {
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
        .filter(|&s| game.private_view(s).vp_chips != before[s])
        .collect();
    assert_eq!(dm_seats, changed, "DMs go exactly to the seats whose chips changed");
}

/// Cut to Discord's 80 characters by the transport, no two different labels read the same.
pub(crate) fn check_labels_fit(buttons: &[crate::base::io::Button]) {
    let labels: Vec<String> = buttons.iter().map(|b| b.label.clone()).collect();
    let cut = crate::present::buttons::fit_labels(&labels, 80);
    for i in 0..labels.len() {
        assert!(cut[i].chars().count() <= 80);
        for j in 0..i {
            assert!(
                labels[i] == labels[j] || cut[i] != cut[j],
                "{:?} / {:?}",
                labels[i],
                labels[j]
            );
        }
    }
}

/// The board of a state whose VP chips differ (keeping who has some) must be the same text.
fn check_board_hides_chips(game: &PuertoRico, players: usize, locale: Locale) {
    // Through the serde form (the test's only look inside the state): change every nonzero chip count.
    let mut state = serde_json::to_value(game).unwrap();
    for seat in state["seats"].as_array_mut().unwrap().iter_mut().take(players) {
        let chips = seat["vp_chips"].as_u64().unwrap();
        if chips > 0 {
            seat["vp_chips"] = (chips + 13).into();
        }
    }
    let other: PuertoRico = serde_json::from_value(state).unwrap();
    for seat in 0..players {
        let (a, b) = (game.private_view(seat).vp_chips, other.private_view(seat).vp_chips);
        assert!(a == b && a == 0 || b == a + 13);
    }
    if !game.is_over() {
        assert_eq!(board_of(game, players, locale), board_of(&other, players, locale));
    }
}

#[test]
fn random_games_through_the_host() {
    for (players, seed, locale) in [
        (3, 1, Locale::En),
        (4, 2, Locale::Fr),
        (5, 3, Locale::En),
        (5, 4, Locale::Fr),
    ] {
        random_game(players, seed, locale);
    }
}

/// Random 3-, 4- and 5-player games of both expansion variants through the host: every board fits one message
/// uncut at every step (5 players late in a game with expansion buildings is the largest board), with every
/// output checked as for the base game.
#[test]
fn random_expansion_games_through_the_host_fit_the_board() {
    for (players, seed, locale, variant) in [
        (5, 11, Locale::En, "extension"),
        (5, 12, Locale::Fr, "extension"),
        (5, 13, Locale::Fr, "random"),
        (4, 14, Locale::En, "random"),
        (3, 15, Locale::Fr, "extension"),
    ] {
        random_game_of(players, seed, locale, variant);
    }
}

/// Longer soak: GALLEON_SOAK=1 plays many more random games.
#[test]
fn random_games_soak() {
    if std::env::var("GALLEON_SOAK").is_err() {
        return;
    }
    for seed in 0..60 {
        random_game_of(
            3 + (seed as usize % 3),
            100 + seed,
            [Locale::En, Locale::Fr][seed as usize % 2],
            ["basis", "extension", "random"][seed as usize % 3],
        );
    }
}

#[test]
fn verbs_and_autocomplete() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "v", 3, 7, Locale::En);
    let refusal = host.handle(&request("v", "alice", Locale::En, "role", &[("role", "nonsense")]));
    assert!(matches!(refusal[0].to, Target::Ephemeral { .. }));
    let ask = |command: &str, option: &str, typed: &str| -> Vec<(String, String)> {
        host.autocomplete(&AutocompleteRequest {
            channel: "v".into(),
            user: User {
                id: "alice".into(),
                name: "alice".into(),
            },
            locale: Locale::Fr,
            command: command.into(),
            option: option.into(),
            typed: typed.into(),
            options: Vec::new(),
        })
        .into_iter()
        .map(|c| (c.value, c.label))
        .collect()
    };
    let roles = ask("role", "role", "");
    assert_eq!(roles.len(), 6, "{roles:?}");
    assert!(roles.contains(&("planteur".into(), "Planteur".into())), "{roles:?}");
    assert_eq!(ask("role", "role", "maç"), [("maçon".to_string(), "Maçon".to_string())]);
    assert_eq!(
        ask("play", "move", "role s"),
        [("rôle planteur".to_string(), "Planteur".to_string())]
    );
    // French role names are accepted as typed.
    let out = host.handle(&request("v", "alice", Locale::Fr, "role", &[("role", "planteur")]));
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    assert!(
        out[0].starred().contains("alice takes the Settler"),
        "{}",
        out[0].starred()
    );
}

#[test]
fn colonists_alone_plays_the_suggested_arrangement() {
    let (host, mut game, seat) = crate::tests::auto_tests::mayor_with_choices("m");
    let suggested = game.suggested_actions(seat)[0].to_string();
    assert!(suggested.starts_with("colonists"));
    let moves = host.export("m").unwrap().json;
    let moves = serde_json::from_str::<serde_json::Value>(&moves).unwrap()["game"]["log"]
        .as_array()
        .unwrap()
        .len();
    let out = host.handle(&request("m", NAMES[seat], Locale::En, "colonists", &[]));
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    game.apply(seat, &suggested.parse().unwrap()).unwrap();
    play_forced(&PuertoRicoModule, &mut game);
    let record: serde_json::Value = serde_json::from_slice(&host.raw_record("m").unwrap().unwrap()).unwrap();
    assert_eq!(record["game"]["log"][moves]["text"], suggested.as_str());
    assert_eq!(record["game"]["state"], serde_json::to_value(&game).unwrap());
}

#[test]
fn long_button_ids_use_the_suggestion_index() {
    let host = Host::temporary(Locale::En).unwrap();
    // The longest channel id a table holds: a move longer than `role mayor` no longer fits in the id.
    let channel = "c".repeat(crate::record::ID_LIMIT);
    let out = start(&host, &channel, 3, 5, Locale::En);
    let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    let game = PuertoRico::new(3, &Default::default(), 5).unwrap();
    let suggested = game.suggested_actions(0);
    let index = suggested.iter().position(|m| m.to_string().len() > 10).unwrap();
    let button = &board.buttons[index];
    assert!(button.id.ends_with(&format!(":#{index}")), "{}", button.id);
    assert!(button.id.len() <= ID_LIMIT);
    let expected = suggested[index].to_string();
    let press = Request {
        input: Input::Button { id: button.id.clone() },
        ..request(&channel, "alice", Locale::En, "play", &[])
    };
    let out = host.handle(&press);
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    let record: serde_json::Value = serde_json::from_slice(&host.raw_record(&channel).unwrap().unwrap()).unwrap();
    assert_eq!(record["game"]["log"][0]["text"], expected.as_str());
}

#[test]
fn declining_the_free_colonist_through_verbs_labels_and_refusals() {
    let verbs = PuertoRicoModule.verbs();
    let verb = |name: &str| verbs.iter().find(|v| v.name == name).unwrap();
    let given = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    };
    let text = verb("role").move_text(&given(&[("role", "mayor"), ("colonist", "no-colonist")]));
    assert_eq!(text.as_deref(), Some("role mayor no-colonist"));
    assert_eq!(
        verb("build").decompose("build small-market no-colonist"),
        Some(vec![
            ("building", "small-market".to_string()),
            ("colonist", "no-colonist".to_string())
        ])
    );
    // The plain moves still decompose (autocomplete), without the optional colonist.
    assert_eq!(
        verb("role").decompose("role mayor"),
        Some(vec![("role", "mayor".to_string())])
    );
    assert_eq!(
        verb("plant").decompose("plant corn"),
        Some(vec![("tile", "corn".to_string())])
    );
    let names: Vec<String> = NAMES[..3].iter().map(|s| s.to_string()).collect();
    let label = |text: &str, locale| {
        let action = text.parse().unwrap();
        PuertoRicoModule.move_label(&action, &RenderCx::chat(locale, &names))
    };
    assert_eq!(label("role mayor no-colonist", Locale::En), "Mayor (no colonist)");
    assert_eq!(
        label("plant corn no-colonist", Locale::Fr),
        "Planter : maïs (sans colon)"
    );
    assert_eq!(label("build hospice", Locale::En), "Build Hospice");
    // Early in a game the supply is plentiful: the decline is refused, with the reason, and nothing happens.
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "d", 3, 7, Locale::En);
    let before = host.raw_record("d").unwrap();
    let out = host.handle(&request(
        "d",
        "alice",
        Locale::En,
        "role",
        &[("role", "mayor"), ("colonist", "no-colonist")],
    ));
    assert!(matches!(out[0].to, Target::Ephemeral { .. }), "{out:?}");
    assert!(out[0].starred().contains("still holds 55"), "{}", out[0].starred());
    assert_eq!(host.raw_record("d").unwrap(), before);
}

/// A number followed by a plural noun that should be singular (`1 doubloons`), if the text has one.
fn plural_after_one(text: &str) -> Option<String> {
    const NOUNS: [&str; 12] = [
        "doubloons",
        "doublons",
        "colonists",
        "colons",
        "barrels",
        "tonneaux",
        "plantations",
        "nouvelles",
        "whole kinds",
        "sortes",
        "city spaces",
        "cases",
    ];
    // French "one" is 0 and 1 ("0 doublon"); English "one" is 1 only ("0 doubloons").
    let french_zero = ["0 doublons".to_string(), "0 colons".to_string()];
    let wrong = NOUNS.iter().map(|noun| format!("1 {noun}")).chain(french_zero);
    wrong.into_iter().find(|w| {
        text.match_indices(w.as_str())
            .any(|(i, _)| !text[..i].ends_with(|c: char| c.is_ascii_digit()))
    })
}

/// Every refusal of the engine, in both languages, with every number 0, 1 and 2.
fn rendered_refusals() -> Vec<(String, String)> {
    let texts = [
        ("step", "load"),
        ("role", "mayor"),
        ("tile", "corn"),
        ("slot", "corn"),
        ("building", "small-market"),
        ("good", "corn"),
        ("text", "dance"),
        ("option", "colour"),
        ("value", "red"),
        ("name", "variant"),
    ];
    let numbers = [
        "players",
        "count",
        "capacity",
        "placed",
        "colonists",
        "required",
        "needed",
        "free",
        "cost",
        "doubloons",
        "best",
        "kinds",
        "allowed",
        "supply",
        "seat",
        "min",
        "max",
    ];
    let localize = |_: &str, value: &str| PuertoRicoModule.word(value, Locale::En);
    let mut out = Vec::new();
    for locale in [Locale::En, Locale::Fr] {
        let localize = |name: &str, value: &str| PuertoRicoModule.word(value, locale).or_else(|| localize(name, value));
        for key in ERROR_KEYS {
            for n in 0..=2 {
                let mut error = galleon_rules::RuleError::new(key);
                for (name, value) in texts {
                    error = match name {
                        "text" | "option" | "value" | "name" => error.text(name, value),
                        _ => error.word(name, value),
                    };
                }
                for name in numbers {
                    error = error.with(name, n);
                }
                out.push((
                    format!("{key} {} n={n}", locale.tag()),
                    crate::words::i18n::rule_error(locale, &error, &localize),
                ));
            }
        }
    }
    out
}

#[test]
fn refusals_agree_in_number_and_start_with_a_capital() {
    for (what, text) in rendered_refusals() {
        assert_eq!(plural_after_one(&text), None, "{what}: {text}");
        let first = text.chars().next().unwrap();
        assert!(!first.is_lowercase(), "{what} starts in lower case: {text}");
    }
}

#[test]
fn board_lines_and_events_agree_in_number() {
    use galleon_rules::puerto_rico::view::Logged;
    let game = PuertoRico::new(3, &Default::default(), 5).unwrap();
    for n in [0, 1] {
        let mut view = game.public_view();
        view.seats[0].doubloons = n;
        let events = [
            Event::ColonistShipRefilled { count: n },
            Event::PlantationsDrawn {
                count: n,
                reshuffled: false,
            },
            Event::ColonistsReceived { seat: 1, count: n },
            Event::Sold {
                seat: 1,
                good: Good::Corn,
                price: n,
            },
            Event::Built {
                seat: 2,
                building: BuildingId::SmallMarket,
                cost: n,
                university: false,
            },
            Event::FactoryIncome { seat: 2, doubloons: n },
            Event::RoleTaken {
                seat: 0,
                role: Role::Mayor,
                doubloons: n,
            },
        ];
        view.events = events
            .into_iter()
            .enumerate()
            .map(|(seq, event)| Logged { seq: seq as u32, event })
            .collect();
        for locale in [Locale::En, Locale::Fr] {
            let names: Vec<String> = NAMES[..3].iter().map(|s| s.to_string()).collect();
            let board = PuertoRicoModule.board(&view, &RenderCx::chat(locale, &names));
            assert_eq!(
                plural_after_one(&board.starred()),
                None,
                "{} n={n}:\n{board}",
                locale.tag()
            );
            if n == 1 {
                let expected = match locale {
                    Locale::En => ["1 doubloon ·", "refilled with 1 colonist.", "1 new plantation turned"],
                    Locale::Fr => ["1 doublon ·", "reçoit 1 colon.", "1 nouvelle plantation visible"],
                };
                for part in expected {
                    assert!(board.starred().contains(part), "{part:?} missing:\n{board}");
                }
            }
        }
    }
}

/// Puerto Rico's tie-break is labelled on every result line, and a tie on score says what decided it.
#[test]
fn the_result_labels_the_tie_break() {
    use crate::tests::support::{standing, table_with_game};
    let outcome = galleon_rules::Outcome {
        standings: vec![
            standing(1, 1, 40, 5, "pr-score-chips"),
            standing(0, 2, 40, 3, "pr-score-chips"),
            standing(2, 3, 30, 9, "pr-score-chips"),
        ],
    };
    let expected = [
        (
            Locale::En,
            "1. bob: 40 points (VP chips 40) · tie-break: doubloons + barrels 5",
            "Tie on 40 points between bob, alice: doubloons + barrels decides (bob 5, alice 3).",
        ),
        (
            Locale::Fr,
            "1. bob : 40 points (jetons de points de victoire 40) · départage : doublons + tonneaux 5",
            "Égalité à 40 points entre bob, alice : doublons + tonneaux départage (bob 5, alice 3).",
        ),
    ];
    for (locale, first, tie) in expected {
        let table = table_with_game("puerto-rico", 3, &[], locale);
        let result = crate::present::render::result_text(&table, &outcome).starred();
        let lines: Vec<&str> = result.lines().collect();
        assert_eq!(lines[1], first, "{result}");
        assert_eq!(lines[4], tie, "{result}");
    }
}

/// The expansion's moves and events read in words in both languages: no move shown as its raw text, no event as
/// its debug form, no missing message.
#[test]
fn expansion_moves_and_events_read_in_words_in_both_languages() {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let raw = |text: &str| {
        ["pr-", "{", "Some(", "seat:", "None"]
            .iter()
            .any(|bad| text.contains(bad))
    };
    let mut labelled = std::collections::HashSet::new();
    for (variant, players, seed) in [
        ("extension", 3, 1),
        ("random", 4, 2),
        ("extension", 5, 3),
        ("random", 3, 4),
    ] {
        let mut game = PuertoRico::new(players, &variant_options(variant), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(&seat) = game.to_act().first() {
            let action = game.random_action(seat, &mut rng).unwrap();
            for locale in [Locale::En, Locale::Fr] {
                let cx = RenderCx::chat(locale, &names);
                let label = PuertoRicoModule.move_label(&action, &cx);
                assert!(!raw(&label) && label != action.to_string(), "{action}: {label}");
                labelled.insert(action.to_string().split_whitespace().next().unwrap().to_string());
            }
            game.apply(seat, &action).unwrap();
            for locale in [Locale::En, Locale::Fr] {
                let cx = RenderCx::chat(locale, &names);
                let board = PuertoRicoModule.board(&game.public_view(), &cx);
                assert!(!raw(&board.starred()), "after {action}:\n{board}");
            }
        }
    }
    for verb in ["pick", "guests", "build", "sell", "ship", "keep"] {
        assert!(labelled.contains(verb), "no {verb} move was labelled: {labelled:?}");
    }
}

/// Every move of random extension and random games that a verb's head names is made by that verb: the move
/// splits along the verb's template and its options make the same text again (forest, Black Market, Trading
/// Post, Small Wharf, Storehouse, pick, guests included). `plant corn no-colonist` is no forest.
#[test]
fn expansion_moves_round_trip_through_their_verbs() {
    let verbs = PuertoRicoModule.verbs();
    let mut made = std::collections::HashSet::new();
    for (variant, players, seed) in [("extension", 4, 5), ("random", 5, 6), ("extension", 3, 8)] {
        let mut game = PuertoRico::new(players, &variant_options(variant), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(&seat) = game.to_act().first() {
            let action = game.random_action(seat, &mut rng).unwrap();
            let text = action.to_string();
            let head = text.split_whitespace().next().unwrap();
            if let Some(verb) = verbs.iter().find(|v| v.name == head) {
                let values = verb
                    .decompose(&text)
                    .unwrap_or_else(|| panic!("/{head} cannot make {text}"));
                let options: Vec<(String, String)> = values.iter().map(|(n, v)| (n.to_string(), v.clone())).collect();
                assert_eq!(verb.move_text(&options).as_deref(), Some(text.as_str()));
                for (name, _) in values {
                    made.insert(format!("{head}/{name}"));
                }
            }
            game.apply(seat, &action).unwrap();
        }
    }
    for wanted in ["pick/building", "guests/where", "build/black-market", "ship/ship"] {
        assert!(made.contains(wanted), "{wanted} never made: {made:?}");
    }
    let plant = verbs.iter().find(|v| v.name == "plant").unwrap();
    assert_eq!(
        plant.decompose("plant corn no-colonist").unwrap(),
        vec![("tile", "corn".to_string()), ("colonist", "no-colonist".to_string())]
    );
    assert_eq!(
        plant.decompose("plant corn forest no-colonist").unwrap(),
        vec![
            ("tile", "corn".to_string()),
            ("forest", "forest".to_string()),
            ("colonist", "no-colonist".to_string())
        ]
    );
    let build = verbs.iter().find(|v| v.name == "build").unwrap();
    let options = [
        ("building", "harbor"),
        ("black-market", "colonist:corn vp"),
        ("colonist", "no-colonist"),
    ];
    let options: Vec<(String, String)> = options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    assert_eq!(
        build.move_text(&options).as_deref(),
        Some("build harbor black-market colonist:corn vp no-colonist")
    );
}

/// The table's game as stored.
fn state_of(host: &Host, channel: &str) -> PuertoRico {
    let record: serde_json::Value = serde_json::from_str(&host.export(channel).unwrap().json).unwrap();
    serde_json::from_value(record["game"]["state"].clone()).unwrap()
}

/// Autocomplete of a verb's option, as a French reader sees it.
fn ask(host: &Host, channel: &str, user: &str, command: &str, option: &str) -> Vec<(String, String)> {
    autocompleted(host, &autocomplete_request(channel, user, command, option))
}

/// `variant:extension` through the host: the board shows the draft (who picks, candidates per cost), `/pick`
/// autocompletes the candidates with their names and plays the draft to round 1; then `/build` offers only
/// buildings in play. A bad variant is refused in words and starts nothing.
#[test]
fn extension_draft_through_verbs_and_autocomplete() {
    let host = Host::temporary(Locale::En).unwrap();
    let refused = start_variant(&host, "bad", 3, 7, Locale::En, "expansion");
    assert!(matches!(refused[0].to, Target::Ephemeral { .. }), "{refused:?}");
    assert!(refused[0].starred().contains("expansion"), "{}", refused[0].starred());
    let out = start_variant(&host, "x", 3, 7, Locale::En, "extension");
    let board = &out
        .iter()
        .find(|m| matches!(m.to, Target::Board { .. }))
        .unwrap()
        .starred();
    assert!(board.contains("Building draft: alice picks a building"), "{board}");
    assert!(
        board.contains("2 → 2 spaces: Hacienda, Construction Hut, Forest House, Black Market"),
        "{board}"
    );
    // Refusals are private, in the reader's language, and change nothing.
    let before = host.export("x").unwrap().json;
    for (user, locale, building, words) in [
        ("alice", Locale::En, "nonsense", "nonsense"),
        ("alice", Locale::Fr, "small-indigo-plant", "petite teinturerie"),
        ("bob", Locale::Fr, "library", ""),
    ] {
        let out = host.handle(&request("x", user, locale, "pick", &[("building", building)]));
        assert!(matches!(out[0].to, Target::Ephemeral { .. }), "{out:?}");
        assert!(out[0].starred().contains(words), "{}", out[0].starred());
        assert_eq!(host.export("x").unwrap().json, before);
    }
    let mut picked = Vec::new();
    loop {
        let game = state_of(&host, "x");
        let Some(&seat) = game.to_act().first() else { break };
        if game.step() != Step::Draft {
            break;
        }
        let choices = ask(&host, "x", NAMES[seat], "pick", "building");
        let draft = game.public_view().draft;
        let candidates: Vec<&str> = draft.iter().flat_map(|(_, _, c)| c.iter().map(|b| b.id())).collect();
        // Autocomplete shows at most 25: every value a candidate, as many as there are up to that.
        assert!(
            choices
                .iter()
                .all(|(v, _)| candidates.contains(&PuertoRicoModule.phrasebook().read(v).as_str())),
            "{choices:?}"
        );
        assert_eq!(choices.len(), candidates.len().min(25));
        // Candidates come in table order, the expansion's last: picking the last drafts expansion buildings.
        let (value, label) = choices.last().unwrap().clone();
        let value = PuertoRicoModule.phrasebook().read(&value);
        assert_eq!(
            label,
            format!("Retenir : {}", PuertoRicoModule.word(&value, Locale::Fr).unwrap())
        );
        let out = host.handle(&request("x", NAMES[seat], Locale::En, "pick", &[("building", &value)]));
        assert!(out.iter().any(|m| matches!(m.to, Target::Board { .. })), "{out:?}");
        picked.push(value);
    }
    assert_eq!(picked.len(), 17, "{picked:?}");
    let game = state_of(&host, "x");
    assert_eq!(game.round(), 1);
    let board = host.handle(&request("x", "alice", Locale::En, "board", &[]));
    let board = &board[0].starred();
    assert!(board.contains("Buildings in play — cost → name (VP) ×left:"), "{board}");
    assert!(board.contains("10 → "), "{board}");
    assert!(board.contains("alice picks the"), "{board}");
    host.handle(&request("x", "alice", Locale::En, "role", &[("role", "builder")]));
    let game = state_of(&host, "x");
    let seat = game.to_act()[0];
    let offered = ask(&host, "x", NAMES[seat], "build", "building");
    assert!(!offered.is_empty());
    for (value, _) in &offered {
        let building = BuildingId::parse(value).unwrap();
        assert!(game.buildings_in_play().contains(building), "{value} is not in play");
    }
    // /help lists only buildings in play too, as the buttons do.
    let help = host.handle(&request("x", NAMES[seat], Locale::En, "help", &[]));
    let board = host.handle(&request("x", NAMES[seat], Locale::En, "board", &[]));
    let buttons: Vec<&str> = board[0].buttons.iter().map(|b| b.id.as_str()).collect();
    assert!(buttons.iter().any(|id| id.contains(":build ")), "{buttons:?}");
    assert!(help[0].starred().contains("move:\"build "), "{}", help[0].starred());
    for building in BuildingId::all().filter(|b| !game.buildings_in_play().contains(*b)) {
        let text = format!("build {}", building.id());
        assert!(
            !help[0].starred().contains(&format!("move:\"{text}\"")),
            "{text} in /help"
        );
        assert!(!buttons.iter().any(|id| id.ends_with(&text)), "{text} on a button");
    }
}

/// A game stored before the building options existed (no `variant` option, a state without any expansion
/// field) loads and plays on unchanged: a base game's record is written exactly in that form, imported back
/// (replayed from its seed and compared with the stored state) and played on.
#[test]
fn a_record_without_variant_loads_and_plays_on() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "old", 3, 21, Locale::En);
    host.handle(&request("old", "alice", Locale::En, "role", &[("role", "settler")]));
    let mut record: serde_json::Value = serde_json::from_str(&host.export("old").unwrap().json).unwrap();
    // Made as before: no variant option at all.
    record["game"]["options"] = serde_json::json!([]);
    let state = record["game"]["state"].to_string();
    for field in [
        "variant",
        "in_play",
        "library_extra",
        "small_wharf_used",
        "craft_received",
        "forests",
    ] {
        assert!(!state.contains(field), "{field} in a base game's state: {state}");
    }
    let fresh = Host::temporary(Locale::En).unwrap();
    fresh.import(&record.to_string()).unwrap();
    let game = state_of(&fresh, "old");
    assert_eq!(game.variant(), galleon_rules::puerto_rico::Variant::Base);
    assert!(game.buildings_in_play().is_base());
    let seat = game.to_act()[0];
    let action = game.legal_actions(seat)[0].to_string();
    let out = fresh.handle(&request("old", NAMES[seat], Locale::En, "play", &[("move", &action)]));
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    assert!(!out[0].starred().contains("draft"), "{}", out[0].starred());
}

/// What the host lists and counts in expansion games, Guest House included: at every Mayor and Guest House step
/// of random extension and random games, the prefix listing (autocomplete, `/help`) gives only legal moves with
/// that prefix, the count equals the full list where that is small enough to make, and a forced move (what
/// the host plays by itself) is the seat's only legal move.
#[test]
fn mayor_listing_counts_and_forced_moves_hold_with_guest_houses() {
    let mut guest_mayors = 0;
    for (variant, players, seed) in [
        ("extension", 5, 31),
        ("random", 4, 32),
        ("random", 5, 33),
        ("extension", 3, 34),
    ] {
        let mut game = PuertoRico::new(players, &variant_options(variant), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            for seat in game.to_act() {
                let step = game.step();
                if matches!(step, Step::Arrange | Step::Guests) {
                    let owns_guest_house = game
                        .seat(seat)
                        .buildings()
                        .iter()
                        .any(|s| s.building == BuildingId::GuestHouse);
                    guest_mayors += usize::from(owns_guest_house && step == Step::Arrange);
                    let head = if step == Step::Guests { "guests" } else { "colonists" };
                    let listed = game.legal_starting_with(seat, head, 25);
                    assert!(!listed.is_empty());
                    for action in &listed {
                        assert!(action.to_string().starts_with(head), "{action}");
                        assert!(game.clone().apply(seat, action).is_ok(), "{action} listed but refused");
                    }
                    let count = game.legal_count(seat);
                    if count <= 3000 {
                        assert_eq!(count, game.legal_actions(seat).len() as u64, "{step:?} seat {seat}");
                    }
                }
                if let Some(forced) = game.only_action(seat) {
                    assert_eq!(game.legal_count(seat), 1, "{forced} is not the only move");
                }
            }
            let to_act = game.to_act();
            let seat = to_act[rng.gen_range(0..to_act.len())];
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
    assert!(guest_mayors > 0, "no Mayor phase with a Guest House was met");
}

/// The phrase of each step's prompt that says what the choice does, as (English, French).
fn prompt_phrase(step: Step) -> (&'static str, &'static str) {
    match step {
        Step::Draft => ("picks a building to put in play", "met en jeu un bâtiment"),
        Step::Guests => (
            "move your Guest House colonists",
            "déplacez les colons de votre auberge",
        ),
        Step::ChooseRole => (
            "you also get its privilege and the doubloons on it",
            "vous avez en plus son privilège et ses doublons",
        ),
        Step::Settle => (
            "(a quarry: Settler or Construction Hut)",
            "(une carrière : planteur ou baraque de chantier)",
        ),
        Step::Arrange => ("empty circles do nothing", "un cercle vide ne fait rien"),
        Step::Build => ("− 1 per occupied quarry", "− 1 par carrière occupée"),
        Step::CraftPrivilege => (
            "take 1 more barrel of a kind you just produced",
            "prenez 1 tonneau de plus d'une sorte",
        ),
        Step::Sell => ("+1 Trader, +1/+2 markets", "+1 marchand, +1/+2 marchés"),
        Step::Load => ("you must load if you can", "chargez si vous le pouvez"),
        Step::Store => (
            "every other barrel goes back to the supply",
            "tout autre tonneau retourne à la réserve",
        ),
        Step::Over => ("", ""),
    }
}

/// A random game's states (3 to 5 players, the three variants), with the forced moves played as the host does.
fn walk_states(seed: u64, mut visit: impl FnMut(&PuertoRico)) {
    // Seeds 0 to 8 give every pair of player count and variant.
    let variant = ["basis", "extension", "random"][seed as usize % 3];
    let players = 3 + (seed as usize / 3) % 3;
    let mut game = PuertoRico::new(players, &variant_options(variant), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    play_forced(&PuertoRicoModule, &mut game);
    while !game.is_over() {
        visit(&game);
        let to_act = game.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        play_forced(&PuertoRicoModule, &mut game);
    }
}

fn cx_of(names: &[String], locale: Locale) -> RenderCx<'_> {
    RenderCx::chat(locale, names)
}

/// Each decision's board line (▶, under the phase line, naming who decides) says what the choice does, in
/// both languages; when a crowded board leaves it out, `/help` says it. `/hand` of the Builder lists its own
/// prices with each building's effect, that of the Trader what each barrel brings.
#[test]
fn each_prompt_says_what_the_choice_does() {
    let (mut on_board, mut states, mut missing) = (0usize, 0usize, 0usize);
    let mut steps = std::collections::BTreeSet::new();
    let mut hands = [false; 2];
    for seed in 0..9u64 {
        walk_states(seed, |game| {
            let players = game.players();
            let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
            let step = game.step();
            steps.insert(step.id());
            for locale in [Locale::En, Locale::Fr] {
                let (en, fr) = prompt_phrase(step);
                let phrase = if locale == Locale::En { en } else { fr };
                let board = board_of(game, players, locale);
                states += 1;
                let Some(prompt) = board.lines().find(|l| l.starts_with('▶')) else {
                    // Only a board filled to its budget by facts leaves out even the short form.
                    let who: Vec<&str> = game.to_act().iter().map(|&s| NAMES[s]).collect();
                    let short = crate::words::i18n::ta(locale, "pr-prompt-short", &[("names", who.join(", ").into())]);
                    let with_short = board.chars().count() + 3 + short.chars().count();
                    assert!(with_short > (MESSAGE_LIMIT - crate::games::BOARD_FRAME), "{board}");
                    missing += 1;
                    continue;
                };
                assert_eq!(board.lines().position(|l| l.starts_with('▶')), Some(1), "{board}");
                for seat in game.to_act() {
                    assert!(prompt.contains(NAMES[seat]), "{prompt}");
                }
                if prompt.contains(phrase) {
                    on_board += 1;
                } else {
                    // The short form, on a crowded board: /help has the same (`/aide` once French command
                    // names are loaded).
                    let help_named = prompt.contains("/help") || prompt.contains("/aide");
                    assert!(help_named, "{phrase:?} not in {prompt}");
                    let help = PuertoRicoModule.help(locale).unwrap();
                    let topic = t(locale, &format!("pr-help-{}", help_topic(step))).starred();
                    assert!(help.starred().contains(&topic), "{topic} not in /help:\n{help}");
                }
                let seat = game.to_act()[0];
                let hand = PuertoRicoModule.private_in(game, &game.private_view(seat), &cx_of(&names, locale));
                check_hand(game, seat, &hand.starred(), locale, &mut hands);
            }
        });
    }
    assert!(
        // (Seeded: about 36 % full, 58 % short, 6 % none on these 3- to 5-player games: full building names, and
        // on crowded 5-player boards the cities' short names, come before the prompt, which /help repeats, and the
        // host's line under the board names who acts.)
        on_board * 100 >= states * 33 && missing * 100 <= states * 6,
        "the full prompt on {on_board} of {states} boards, none on {missing}"
    );
    for step in [
        "draft",
        "guests",
        "choose-role",
        "settle",
        "arrange",
        "build",
        "sell",
        "load",
        "store",
    ] {
        assert!(steps.contains(step), "{step} never reached");
    }
    assert_eq!(hands, [true; 2], "a Builder's and a Trader's /hand seen");
    let help = PuertoRicoModule.help(Locale::En).unwrap();
    for phrase in [
        "• **Settler**: each in turn takes a face-up plantation or passes; privilege: a quarry instead",
        "Hacienda: first draw one more face down",
        "Hospice: the tile comes with a colonist",
        "the rest are lost",
        "Black Market (pay up to 3",
    ] {
        assert!(help.starred().contains(phrase), "{phrase} not in /help:\n{help}");
    }
    let aide = PuertoRicoModule.help(Locale::Fr).unwrap();
    for phrase in [
        "• **Planteur** : chacun à son tour",
        "le reste est perdu",
        "quai : une fois",
    ] {
        assert!(aide.starred().contains(phrase), "{phrase} not in /help:\n{aide}");
    }
}

/// The `/help` entry that explains a step.
fn help_topic(step: Step) -> &'static str {
    match step {
        Step::Settle => "settler",
        Step::Arrange => "mayor",
        Step::Build => "builder",
        Step::CraftPrivilege => "craftsman",
        Step::Sell => "trader",
        Step::Load | Step::Store => "captain",
        Step::ChooseRole => "roles",
        _ => "expansion",
    }
}

/// The Builder's `/hand` lists every building it may build at its price with the building's effect; the
/// Trader's what each barrel it may sell brings; the VP chips stay the last line.
fn check_hand(game: &PuertoRico, seat: usize, hand: &str, locale: Locale, seen: &mut [bool; 2]) {
    let chips = game.private_view(seat).vp_chips;
    assert!(hand.ends_with(&format!(" {chips}")), "{hand}");
    let legal = game.legal_actions(seat);
    match game.step() {
        Step::Build => {
            for action in &legal {
                let galleon_rules::puerto_rico::Action::Build(building, _) = action else {
                    continue;
                };
                seen[0] = true;
                let name = t(locale, &format!("pr-building-{}", building.id()));
                let price = game.building_cost(seat, *building).unwrap();
                let line = hand
                    .lines()
                    .find(|l| l.starts_with(&format!("• {name}:")) || l.starts_with(&format!("• {name} :")))
                    .unwrap_or_else(|| panic!("{name} not in {hand}"));
                assert!(line.contains(&format!(" {price} doubl")), "{line} (price {price})");
                let info = PuertoRicoModule.info(game, building.id(), &cx_of(&[], locale)).unwrap();
                let effect = line.rsplit(" · ").next().unwrap();
                assert!(info.starred().contains(effect), "{effect} not in /info:\n{info}");
            }
        }
        Step::Sell => {
            for good in Good::ALL {
                if legal.contains(&galleon_rules::puerto_rico::Action::Sell(good)) {
                    seen[1] = true;
                    let name = t(locale, &format!("pr-good-{}", good.id()));
                    let price = game.sale_price(seat, good);
                    assert!(
                        hand.contains(&format!("{name} {price}")),
                        "{name} {price} not in {hand}"
                    );
                }
            }
        }
        _ => assert_eq!(hand.lines().count(), 1, "{hand}"),
    }
}

/// Information parity: at every step of random games (3 to 5 players, the three variants, both languages)
/// each public fact is on the board (roles with their doubloons or taker, ships' loads, the trading house,
/// colonists on the ship and in supply, VP chips left, face-up plantations, the buildings in play with cost,
/// VP and copies left, each player's doubloons, island and city sizes) and each seat's island (forests
/// counted) and city with occupied circles under `/look`; and no public text (board, `/look`, buttons) depends
/// on a seat's VP chips.
#[test]
fn random_games_show_every_public_fact_and_no_vp_chips() {
    for seed in 0..9u64 {
        let locale = [Locale::En, Locale::Fr][seed as usize % 2];
        walk_states(seed, |game| check_public_facts(game, locale));
    }
}

fn check_public_facts(game: &PuertoRico, locale: Locale) {
    let players = game.players();
    let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
    let cx = cx_of(&names, locale);
    let view = game.public_view();
    let board = board_of(game, players, locale);
    let has = |text: &str| assert!(board.contains(text), "{text:?} not on the board:\n{board}");
    let good = |g: Good| t(locale, &format!("pr-good-{}", g.id()));
    for role in &view.roles {
        let name = t(locale, &format!("pr-role-{}", role.role.id()));
        match (role.taken_by, role.doubloons) {
            (Some(seat), _) => has(&format!("{name} → {}", NAMES[seat])),
            (None, 0) => has(&name),
            (None, n) => has(&format!("{name} +{n}")),
        }
    }
    for ship in &view.cargo_ships {
        match ship.good {
            Some(g) => has(&format!("[{}/{} {}]", ship.count, ship.capacity, good(g))),
            None => has(&format!("[0/{}]", ship.capacity)),
        }
    }
    has(&format!("({}/4)", view.trading_house.len()));
    for g in &view.trading_house {
        has(&good(*g));
    }
    let colonists = board
        .lines()
        .find(|l| l.starts_with(&t(locale, "pr-board-colonists")[..7]))
        .unwrap();
    for number in [view.colonist_ship, view.colonist_supply, view.vp_supply] {
        assert!(colonists.contains(&format!(" {number}")), "{number} not in {colonists}");
    }
    for tile in &view.face_up_plantations {
        let name = match tile.good() {
            Some(g) => good(g),
            None => t(locale, "pr-tile-quarry"),
        };
        has(&name);
    }
    check_buildings_for_sale(game, &view, &board, locale);
    for seat in &view.seats {
        let head = board
            .lines()
            .find(|l| l.starts_with(&format!("**{}", NAMES[seat.seat])))
            .unwrap();
        assert!(head.contains(&format!(" {} doubl", seat.doubloons)), "{head}");
        let used = seat.island.len() + seat.forests as usize;
        has(&format!("{used}/12"));
        check_look(
            game,
            seat,
            &PuertoRicoModule.look(game, seat.seat, &cx).unwrap().starred(),
            locale,
        );
    }
    check_chips_hidden(game, &names, locale);
}

/// Every building with copies left, in the line of its cost with its VP and copies (full or short name); when
/// a crowded board leaves the block out, `/info` of each building gives its cost, VP and copies left.
fn check_buildings_for_sale(
    game: &PuertoRico,
    view: &galleon_rules::puerto_rico::PublicView,
    board: &str,
    locale: Locale,
) {
    let block = board.lines().any(|l| l.starts_with("1 → "));
    for (building, left) in view.buildings_left.iter().filter(|(_, n)| *n > 0) {
        let info = building.info();
        if !block {
            let text = PuertoRicoModule.info(game, building.id(), &cx_of(&[], locale)).unwrap();
            for fact in [format!(" {}, {} ", info.cost, info.vp), format!(" {left} ")] {
                assert!(text.starred().contains(&fact), "{fact:?} not in /info:\n{text}");
            }
            continue;
        }
        let line = board
            .lines()
            .find(|l| l.starts_with(&format!("{} → ", info.cost)))
            .unwrap_or_else(|| panic!("no cost {} line:\n{board}", info.cost));
        let full = t(locale, &format!("pr-building-{}", building.id()));
        let short = t(locale, &format!("pr-short-{}", building.id()));
        let tight = line.contains(&format!("{short}×{left}"));
        let shown = tight
            || [full, short]
                .iter()
                .any(|n| line.contains(&format!("{n} ({}) ×{left}", info.vp)));
        assert!(shown, "{} ×{left} not in {line}", building.id());
    }
}

/// `/look`: the island's tiles with occupied circles (forests counted) and each building with its circles.
fn check_look(game: &PuertoRico, seat: &galleon_rules::puerto_rico::view::SeatView, look: &str, locale: Locale) {
    let used = seat.island.len() + seat.forests as usize;
    assert!(look.contains(&format!("{used}/12")), "{look}");
    for tile in &seat.island {
        let name = match tile.tile.good() {
            Some(g) => t(locale, &format!("pr-good-{}", g.id())),
            None => t(locale, "pr-tile-quarry"),
        };
        assert!(look.contains(&name), "{name} not in {look}");
    }
    let occupied_tiles = seat.island.iter().filter(|t| t.occupied).count();
    let island_line = look.lines().nth(1).unwrap();
    assert_eq!(island_line.matches('●').count(), occupied_tiles, "{island_line}");
    if seat.forests > 0 {
        assert!(island_line.contains(&seat.forests.to_string()), "{island_line}");
    }
    for building in &seat.city {
        let name = t(locale, &format!("pr-building-{}", building.building.id()));
        let dots =
            "●".repeat(building.colonists as usize) + &"○".repeat((building.circles - building.colonists) as usize);
        assert!(
            look.contains(&format!("• {name} {dots}")),
            "{name} {dots} not in {look}"
        );
    }
    assert!(!look.contains("VP chips:") && !look.contains("Vos jetons"), "{look}");
    let _ = game;
}

/// The board, every `/look` and the board's button labels read the same when every seat's VP chips differ.
fn check_chips_hidden(game: &PuertoRico, names: &[String], locale: Locale) {
    let mut state = serde_json::to_value(game).unwrap();
    for seat in state["seats"].as_array_mut().unwrap().iter_mut() {
        // Who holds chips is public (the chips lie face down in front of him), how many is not.
        let chips = seat["vp_chips"].as_u64().unwrap();
        if chips > 0 {
            seat["vp_chips"] = (chips + 13).into();
        }
    }
    let other: PuertoRico = serde_json::from_value(state).unwrap();
    let cx = cx_of(names, locale);
    let public = |g: &PuertoRico| {
        let mut texts = vec![PuertoRicoModule.board(&g.public_view(), &cx).starred()];
        for seat in 0..g.players() {
            texts.push(PuertoRicoModule.look(g, seat, &cx).unwrap().starred());
            let buttons = PuertoRicoModule.board_moves(g, seat);
            texts.extend(buttons.iter().map(|a| PuertoRicoModule.move_label_in(g, a, &cx)));
        }
        texts
    };
    assert_eq!(public(game), public(&other));
}

/// Prints boards, `/help` and a Builder's `/hand` in both languages (`cargo test … print_prompts -- --ignored
/// --nocapture`), to read them as a player would.
#[test]
#[ignore]
fn print_prompts() {
    for locale in [Locale::En, Locale::Fr] {
        println!("{}\n", PuertoRicoModule.help(locale).unwrap().starred());
    }
    let mut printed = 0;
    walk_states(4, |game| {
        let steps = [Step::ChooseRole, Step::Build, Step::Sell, Step::Load, Step::Store];
        if printed < 10 && steps.contains(&game.step()) && game.round() % 4 == 1 {
            printed += 1;
            let names: Vec<String> = NAMES[..game.players()].iter().map(|s| s.to_string()).collect();
            for locale in [Locale::En, Locale::Fr] {
                let seat = game.to_act()[0];
                let cx = cx_of(&names, locale);
                let hand = PuertoRicoModule.private_in(game, &game.private_view(seat), &cx);
                println!("{}\n--- /hand:\n{hand}\n", board_of(game, game.players(), locale));
            }
        }
    });
}

/// Late in 5-player games the buildings for sale stay on the board: in full, short or tight form, or (when even
/// the tight form does not fit) a line pointing to `/info`; never silently gone. The cities' names are
/// abbreviated only once the list has given way to that line.
#[test]
fn crowded_boards_keep_the_buildings_for_sale() {
    let (mut boards, mut tight, mut pointer, mut abbreviated) = (0, 0, 0, 0);
    for variant in ["basis", "extension", "random"] {
        for seed in 0..8u64 {
            let locale = if seed % 2 == 0 { Locale::En } else { Locale::Fr };
            let (headers, elsewhere) = (
                [t(locale, "pr-board-in-play"), t(locale, "pr-board-in-play-tight")],
                t(locale, "pr-board-in-play-elsewhere"),
            );
            let mut game = PuertoRico::new(5, &variant_options(variant), seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            play_forced(&PuertoRicoModule, &mut game);
            while !game.is_over() {
                let board = board_of(&game, 5, locale);
                let plain = board.replace("**", "");
                assert!(plain.chars().count() <= (MESSAGE_LIMIT - crate::games::BOARD_FRAME));
                let shown = headers.iter().any(|h| board.contains(h.as_str()));
                assert!(shown || board.contains(&elsewhere), "no buildings for sale:\n{board}");
                tight += usize::from(board.contains(&headers[1]));
                pointer += usize::from(!shown);
                let short_cities = !cities_abbreviated(&game, locale, &board);
                assert!(
                    short_cities || !shown,
                    "cities abbreviated before the list goes:\n{board}"
                );
                abbreviated += usize::from(!short_cities);
                boards += 1;
                let to_act = game.to_act();
                let seat = to_act[rng.gen_range(0..to_act.len())];
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
                play_forced(&PuertoRicoModule, &mut game);
            }
        }
    }
    assert!(tight > 0, "the tight form is used on crowded boards");
    println!("boards {boards}, tight {tight}, pointer {pointer}, abbreviated cities {abbreviated}");
}

/// Whether some city building on `board` is named by its abbreviation where its short name differs.
fn cities_abbreviated(game: &PuertoRico, locale: Locale, board: &str) -> bool {
    let city = ta(locale, "pr-board-city", &[("used", 0.into()), ("buildings", "".into())]);
    let head = city.split(' ').next().unwrap_or_default().to_string();
    let names: Vec<&str> = board
        .lines()
        .filter(|l| l.trim_start().starts_with(&head))
        .filter_map(|l| l.split_once(": ").map(|(_, list)| list))
        .flat_map(|list| list.split(", ").map(|b| b.trim_end_matches([' ', '●', '○'])))
        .collect();
    let view = game.public_view();
    let mut built = view.seats.iter().flat_map(|s| s.city.iter().map(|b| b.building.id()));
    built.any(|id| {
        let (short, abbr) = (
            t(locale, &format!("pr-short-{id}")),
            t(locale, &format!("pr-abbr-{id}")),
        );
        short != abbr && names.contains(&abbr.as_str())
    })
}

/// A transport with small messages and few buttons, whose markup doubles every emphasis: the host fits what it
/// sends to what that transport declares, measured as the transport writes it, not to any one chat's limits.
#[test]
fn boards_buttons_and_suggestions_fit_the_limits_the_transport_declares() {
    use crate::base::doc::Doc;
    use crate::tests::support::{autocomplete_request, Stars};
    fn starred_length(doc: &Doc) -> usize {
        doc.render(&Stars).chars().count()
    }
    let limits = crate::base::io::Limits {
        text: 1200,
        buttons: 4,
        label: 24,
        id: 100,
        choices: 5,
        choice_text: 60,
        measure: starred_length,
    };
    let host = Host::temporary(Locale::En).unwrap().with_limits(limits);
    let channel = "small";
    let out = start_variant(&host, channel, 5, 7, Locale::Fr, "extension");
    assert!(out.iter().any(|m| matches!(m.to, Target::Board { .. })), "{out:?}");
    let mut game = PuertoRico::new(5, &variant_options("extension"), 7).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    play_forced(&PuertoRicoModule, &mut game);
    let (mut boards, mut offered) = (0, 0);
    for _ in 0..150 {
        let Some(&seat) = game.to_act().first() else { break };
        let suggestions = host.autocomplete(&autocomplete_request(channel, NAMES[seat], "play", "move"));
        // A move whose text is longer than the transport's choices can hold is not offered (it is typed).
        assert!(suggestions.len() <= 5, "{suggestions:?}");
        assert!(suggestions
            .iter()
            .all(|c| c.label.chars().count() <= 60 && c.value.chars().count() <= 60));
        offered += suggestions.len();
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        let out = host.handle(&request(
            channel,
            NAMES[seat],
            Locale::En,
            "play",
            &[("move", &action.to_string())],
        ));
        play_forced(&PuertoRicoModule, &mut game);
        for board in out.iter().filter(|m| matches!(m.to, Target::Board { .. })) {
            boards += 1;
            assert!(starred_length(&board.body) <= 1200, "{}", board.starred());
            assert!(board.buttons.len() <= 4, "{:?}", board.buttons);
        }
    }
    assert!(boards > 100 && offered > 100, "{boards} boards, {offered} suggestions");
}

/// The form a board names buildings in: 0 full, 1 short words (`Small Indigo (1)`, « séchoir (3) »: a short name
/// other than the full one, in the list for sale), 2 the tight list in words (`Small Indigo×1`, no VP), 3 the
/// tight list abbreviated (`S.Indigo×1`), 4 no list (a pointer to `/info`).
fn names_form(board: &str, locale: Locale) -> usize {
    let form = |prefix: &str, b: BuildingId| t(locale, &format!("{prefix}{}", b.id()));
    let buildings = || galleon_rules::puerto_rico::data::BUILDINGS.iter().map(|b| b.id);
    let abbreviated = || buildings().any(|b| form("pr-abbr-", b).contains('.') && board.contains(&form("pr-abbr-", b)));
    let short = || {
        buildings().any(|b| {
            let short = form("pr-short-", b);
            short != form("pr-building-", b) && board.contains(&format!("{short} ("))
        })
    };
    if board.contains(&t(locale, "pr-board-in-play-elsewhere")) {
        4
    } else if board.contains(&t(locale, "pr-board-in-play-tight")) {
        if abbreviated() {
            3
        } else {
            2
        }
    } else {
        usize::from(short())
    }
}

/// Shares of boards by the form of their building names, by player count and language, over random games whose
/// players have Discord-sized names (one seat an AI, shown `🤖3`) measured as Discord's markdown: 3- and 4-player
/// boards never abbreviate (`S.Indigo`) before the last two rounds.
#[test]
fn boards_keep_full_names_before_the_last_rounds() {
    use crate::base::doc::Doc;
    use crate::tests::support::Stars;
    fn starred_length(doc: &Doc) -> usize {
        doc.render(&Stars).chars().count()
    }
    let limits = crate::base::io::Limits {
        measure: starred_length,
        ..crate::base::io::Limits::CHAT
    };
    let people = ["Alexandre", "Bérénice", "Charlotte", "Dominique", "Estelle"];
    let mut early = Vec::new();
    for players in 3..=5 {
        let mut names: Vec<String> = people[..players].iter().map(|s| s.to_string()).collect();
        names[players - 1] = format!("🤖{players}");
        for locale in [Locale::En, Locale::Fr] {
            let cx = RenderCx {
                locale,
                names: &names,
                limits,
            };
            let (mut forms, mut early_abbreviated) = ([0usize; 5], 0);
            for seed in 0..4u64 {
                let mut game = PuertoRico::new(players, &variant_options("basis"), seed).unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                play_forced(&PuertoRicoModule, &mut game);
                let mut boards = Vec::new();
                while !game.is_over() {
                    let board = PuertoRicoModule.board(&game.public_view(), &cx).starred();
                    boards.push((game.round(), names_form(&board, locale)));
                    let to_act = game.to_act();
                    let seat = to_act[rng.gen_range(0..to_act.len())];
                    game.apply(seat, &game.random_action(seat, &mut rng).unwrap()).unwrap();
                    play_forced(&PuertoRicoModule, &mut game);
                }
                let last = game.round();
                for (round, form) in boards {
                    forms[form] += 1;
                    early_abbreviated += usize::from(form >= 3 && round + 2 <= last);
                }
            }
            let all: usize = forms.iter().sum();
            let share = |n: usize| 100.0 * n as f64 / all as f64;
            println!(
                "{players} players, {locale:?}: {all} boards: full names {:.0} %, short words {:.0} %, tight list \
                 {:.0} %, abbreviated {:.0} %, no list {:.0} % (abbreviated or no list before the last two rounds: \
                 {early_abbreviated})",
                share(forms[0]),
                share(forms[1]),
                share(forms[2]),
                share(forms[3]),
                share(forms[4]),
            );
            if players < 5 {
                early.push(early_abbreviated);
            }
        }
    }
    assert!(
        early.iter().all(|n| *n == 0),
        "3–4 players, abbreviated before the last two rounds: {early:?}"
    );
}

/// `/aide` lists a French player's moves as they type them in French (`rôle planteur`), each read back as the
/// same move; `/help` keeps the canonical English ones.
#[test]
fn help_lists_moves_in_the_readers_language() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "aide", 3, 5, Locale::Fr);
    let help = |locale| {
        let out = host.handle(&request("aide", "alice", locale, "help", &[]));
        out[0].starred()
    };
    let (fr, en) = (help(Locale::Fr), help(Locale::En));
    assert!(fr.contains("coup:\"rôle planteur\""), "{fr}");
    assert!(!fr.contains("role "), "{fr}");
    assert!(en.contains("move:\"role settler\""), "{en}");
}
