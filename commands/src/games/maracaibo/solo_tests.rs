//! Solo Maracaibo through the host: `/start` with one seat at every level, complete random games with Jeanne's
//! turns shown on the board and the hand never public, the verdict at the end, refused starts, games saved under
//! an earlier rules edition.

use crate::games::Commands;
use crate::tests::support::Starred;
use std::collections::HashSet;

use galleon_rules::maracaibo::{Maracaibo, Options};
use galleon_rules::{Game, Outcome, Standing};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{verdict, JEANNE};
use crate::base::io::{Locale, Message, Target};
use crate::games::maracaibo::MaracaiboModule;
use crate::games::RenderCx;
use crate::host::Host;
use crate::tests::support::{check_public, play_forced, request, table_with_game};

fn start(host: &Host, channel: &str, seats: &[&str], options: &[(&str, &str)]) -> Vec<Message> {
    for name in seats {
        host.handle(&request(channel, name, Locale::En, "join", &[]));
    }
    let mut all = vec![("game", "maracaibo")];
    all.extend_from_slice(options);
    host.handle(&request(channel, seats[0], Locale::En, "start", &all))
}

fn board(messages: &[Message]) -> &Message {
    messages
        .iter()
        .find(|m| matches!(m.to, Target::Board { .. }))
        .expect("a board")
}

fn public(message: &Message) -> bool {
    matches!(message.to, Target::Channel { .. } | Target::Board { .. })
}

/// The start of Jeanne's line on the board, in the table's language.
fn last_turn_prefix(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "🤖 Jeanne's last turn: ",
        Locale::Fr => "🤖 Dernier tour de Jeanne : ",
    }
}

/// Plays a complete solo game at `level` through the host beside a replica engine; returns the replica.
fn solo_game(level: u8, seed: u64, locale: Locale) -> Maracaibo {
    let host = Host::temporary(Locale::En).unwrap();
    let channel = format!("solo{level}");
    let (lang, level_text, seed_text) = (locale.tag(), level.to_string(), seed.to_string());
    let options = [
        ("level", level_text.as_str()),
        ("seed", seed_text.as_str()),
        ("lang", lang),
    ];
    let out = start(&host, &channel, &["alice"], &options);
    let options = Options {
        solo: Some(level),
        ..Options::default()
    };
    let mut replica = Maracaibo::new(1, &options, seed).unwrap();
    let first = board(&out);
    assert!(
        first.starred().contains(&format!("🤖 **{JEANNE}**")),
        "{}",
        first.starred()
    );
    let level_name = crate::words::i18n::t(locale, &format!("mc-solo-level-{level}"));
    assert!(first.starred().contains(&level_name), "{}", first.starred());
    let mut shown = HashSet::new();
    check_public(&out, &replica, &mut shown);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5010);
    let mut jeanne_shown = 0;
    let mut longest = 0;
    let mut last = out;
    while !replica.is_over() {
        assert_eq!(replica.to_act(), vec![0], "only the human is ever asked to move");
        let action = replica.random_action(0, &mut rng).unwrap();
        let text = action.to_string();
        let out = host.handle(&request(&channel, "alice", locale, "play", &[("move", &text)]));
        replica.apply(0, &action).unwrap();
        play_forced(&MaracaiboModule, &mut replica);
        assert!(!crate::tests::support::refused(&out), "{text} refused: {out:?}");
        check_public(&out, &replica, &mut shown);
        let steps = replica.public_view().solo.unwrap().last_turn;
        let board = board(&out);
        if !steps.is_empty() {
            assert!(
                board.starred().contains(last_turn_prefix(locale)),
                "{}",
                board.starred()
            );
            jeanne_shown += 1;
        }
        assert!(
            !board.starred().contains("mc-"),
            "a raw message key: {}",
            board.starred()
        );
        // Nothing of the players' part is trimmed away: both lines are there.
        assert!(board.starred().contains("1. **alice**"), "{}", board.starred());
        assert!(
            board.starred().contains(&format!("2. 🤖 **{JEANNE}**")),
            "{}",
            board.starred()
        );
        longest = longest.max(board.starred().chars().count());
        last = out;
    }
    assert!(jeanne_shown > 20, "Jeanne's turns were shown {jeanne_shown} times");
    eprintln!("level {level}: longest board {longest} characters");
    let outcome = replica.outcome().unwrap();
    let names = ["alice".to_string()];
    let cx = RenderCx::chat(locale, &names);
    let jeanne = replica.state().players[1].vp as i64;
    let verdict = verdict(&outcome, jeanne, &cx).unwrap();
    let result = last
        .iter()
        .find(|m| public(m) && m.starred().ends_with(&verdict))
        .unwrap_or_else(|| panic!("the result ends with {verdict:?}: {last:#?}"));
    assert!(result.starred().contains("alice"), "{}", result.starred());
    let human = &outcome.standings[0];
    check_ranked_lines(&result.starred(), human.score, jeanne, locale);
    assert!(verdict.contains(&human.score.to_string()) && verdict.contains(&jeanne.to_string()));
    assert_eq!(human.rank, if human.score >= jeanne { 1 } else { 2 });
    replica
}

#[test]
fn a_complete_solo_game_at_every_level_through_the_host() {
    for level in 1..=5u8 {
        let locale = if level % 2 == 0 { Locale::Fr } else { Locale::En };
        let game = solo_game(level, 40 + level as u64, locale);
        assert_eq!(game.state().solo.as_ref().unwrap().level, level);
    }
}

#[test]
fn solo_start_options() {
    let host = Host::temporary(Locale::En).unwrap();
    // A solo level with two seated players is refused, and nothing starts.
    let out = start(&host, "two", &["alice", "bob"], &[("level", "3")]);
    assert!(matches!(out[0].to, Target::Ephemeral { .. }), "{out:?}");
    assert!(out[0].starred().contains('3'), "{}", out[0].starred());
    // One player and a classic level: Jeanne at the default level 3, classic card 76.
    let out = start(&host, "one", &["alice"], &[("level", "medium")]);
    let text = &board(&out).starred();
    assert!(
        text.contains("level 3, medium") && text.contains("story card 76 (medium game)"),
        "{text}"
    );
    // Unknown solo level.
    let host = Host::temporary(Locale::En).unwrap();
    let out = start(&host, "six", &["alice"], &[("level", "6")]);
    assert!(matches!(out[0].to, Target::Ephemeral { .. }), "{out:?}");
    // The option offers both classic cards and the five solo levels, described in both languages.
    let start = crate::words::commands::spec("start", &MaracaiboModule.start_options());
    let level = start.options.iter().find(|s| s.name == "level").unwrap();
    let values: Vec<&str> = level.choices.iter().map(|c| c.value.as_str()).collect();
    assert_eq!(values, ["easy", "medium", "1", "2", "3", "4", "5"]);
    assert!(level.choices[2].name_fr.contains("très facile"));
    assert!(level.choices[6].name_en.contains("very hard"));
}

fn outcome(you: i64, jeanne: i64) -> Outcome {
    Outcome {
        standings: vec![Standing {
            seat: 0,
            rank: if you >= jeanne { 1 } else { 2 },
            score: you,
            tiebreak: 0,
            breakdown: vec![("mc-score-play".into(), you)],
        }],
    }
}

/// The result lists Jeanne on a ranked line of her own, in score order (alice first on a tie, both rank 1),
/// and alice's line holds only her own points.
fn check_ranked_lines(result: &str, you: i64, jeanne: i64, locale: Locale) {
    let colon = if locale == Locale::Fr { " :" } else { ":" };
    let her_rank = if jeanne >= you { 1 } else { 2 };
    let your_rank = if you >= jeanne { 1 } else { 2 };
    let her_line = format!("{her_rank}. {JEANNE} (automa){colon} {jeanne} points");
    let your_line = format!("{your_rank}. alice{colon} {you} points (");
    let lines: Vec<&str> = result.lines().collect();
    let her = lines.iter().position(|l| *l == her_line);
    let yours = lines.iter().position(|l| l.starts_with(&your_line));
    let (Some(her), Some(yours)) = (her, yours) else {
        panic!("{her_line:?} and {your_line:?} in:\n{result}");
    };
    assert_eq!(her < yours, jeanne > you, "{result}");
    assert_eq!(her.abs_diff(yours), 1, "{result}");
    for word in ["comparison", "comparaison", "tie-break", "départage"] {
        assert!(!result.contains(word), "{word} in:\n{result}");
    }
}

/// Jeanne's final score is a ranked line of her own, whoever wins, in both languages.
#[test]
fn the_result_ranks_jeanne_on_a_line_of_her_own() {
    for locale in [Locale::En, Locale::Fr] {
        let table = table_with_game("maracaibo", 1, &[("level", "3")], locale);
        let game = table.game.as_deref().unwrap();
        let state: serde_json::Value = serde_json::from_str(game.state().get()).unwrap();
        let jeanne = state["state"]["players"][1]["vp"].as_i64().unwrap();
        for you in [jeanne + 5, jeanne, jeanne - 1] {
            let result = crate::present::render::result_text(&table, &outcome(you, jeanne)).starred();
            check_ranked_lines(&result, you, jeanne, locale);
        }
    }
}

#[test]
fn the_verdict_names_the_winner_with_both_scores() {
    let names = ["alice".to_string()];
    let en = RenderCx::chat(Locale::En, &names);
    let fr = RenderCx::chat(Locale::Fr, &names);
    assert_eq!(
        verdict(&outcome(81, 75), 75, &en).unwrap(),
        "🏆 alice beats Jeanne, 81 VP to 75!"
    );
    assert_eq!(
        verdict(&outcome(70, 75), 75, &en).unwrap(),
        "🤖 Jeanne wins, 75 VP to 70. Try again!"
    );
    assert_eq!(
        verdict(&outcome(75, 75), 75, &fr).unwrap(),
        "🤝 alice et Jeanne à égalité avec 75 PV : victoire partagée."
    );
}

/// A solo level with four players seated says why it is refused and which levels they may choose, in both
/// languages, and nothing starts.
#[test]
fn a_solo_level_with_players_seated_is_explained() {
    let host = Host::temporary(Locale::En).unwrap();
    let seats = ["alice", "bob", "carol", "dave"];
    let out = start(&host, "four", &seats, &[("level", "3")]);
    assert_eq!(out.len(), 1, "{out:?}");
    assert!(matches!(out[0].to, Target::Ephemeral { .. }), "{out:?}");
    assert_eq!(
        out[0].starred(),
        "Level 3 is a solo level (1 to 5: you alone against the Automa Jeanne) and needs exactly one seated \
         player; 4 are seated. With 2 to 4 players the level is easy or medium, e.g. /start game:maracaibo \
         level:medium; for a solo game, the other players type /leave first."
    );
    let french = request(
        "four",
        "alice",
        Locale::Fr,
        "start",
        &[("game", "maracaibo"), ("level", "3")],
    );
    let out = host.handle(&french);
    assert!(
        out[0].starred().starts_with("Le niveau 3 est un niveau solo"),
        "{}",
        out[0].starred()
    );
    assert!(out[0].starred().contains("4 sont assis") && out[0].starred().contains("easy (facile) ou medium (moyen)"));
    // Nothing started: the same seats start with a level that works for four.
    let medium = [("game", "maracaibo"), ("level", "medium")];
    let out = host.handle(&request("four", "alice", Locale::En, "start", &medium));
    assert!(out.iter().any(|m| matches!(m.to, Target::Board { .. })), "{out:?}");
}

/// A solo table started through a fresh host, exported: its record as JSON.
fn exported_solo_table(seed: u64) -> serde_json::Value {
    let host = Host::temporary(Locale::En).unwrap();
    let seed = seed.to_string();
    start(&host, "old", &["alice"], &[("level", "3"), ("seed", &seed)]);
    serde_json::from_str(&host.export("old").unwrap().json).unwrap()
}

/// Imports `record` into a fresh host and plays one legal move there; the import's error otherwise.
fn import_and_play(record: &serde_json::Value) -> Result<(), String> {
    let host = Host::temporary(Locale::En).unwrap();
    host.import(&record.to_string()).map_err(|e| e.to_string())?;
    let game = record["game"]["state"].clone();
    let game: Maracaibo = serde_json::from_value(game).unwrap();
    let action = game.legal_actions(0)[0].to_string();
    let out = host.handle(&request("old", "alice", Locale::En, "play", &[("move", &action)]));
    assert!(!crate::tests::support::refused(&out), "{action} refused: {out:?}");
    assert!(out.iter().any(|m| matches!(m.to, Target::Board { .. })), "{out:?}");
    Ok(())
}

#[test]
fn a_solo_game_saved_before_rules_editions_still_loads_and_goes_on() {
    use galleon_rules::maracaibo::state::Event;
    use galleon_rules::maracaibo::state::JeanneEvent;
    use galleon_rules::maracaibo::state::{EDITION, FIRST_EDITION};

    let mut record = exported_solo_table(7);
    let options: Vec<(String, String)> = serde_json::from_value(record["game"]["options"].clone()).unwrap();
    let seed = record["game"]["seed"].as_u64().unwrap();
    // Played by the previous version: Jeanne's annexes gave her influence, her stops taxed no spy.
    let mut game = Maracaibo::new(1, &Maracaibo::parse_options(&options).unwrap(), seed).unwrap();
    game.set_edition(FIRST_EDITION);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut log = Vec::new();
    let annexed = |game: &Maracaibo| {
        game.state()
            .log
            .events
            .iter()
            .any(|e| matches!(e, Event::Jeanne(JeanneEvent::Annexed { .. })))
    };
    while !annexed(&game) {
        assert!(!game.is_over() && log.len() < 5_000, "Jeanne never annexed");
        let action = game.random_action(0, &mut rng).unwrap();
        game.apply(0, &action).unwrap();
        log.push(serde_json::json!({ "seat": 0, "text": action.to_string() }));
    }
    let state = serde_json::to_value(&game).unwrap();
    assert!(
        state["state"].get("edition").is_none(),
        "saved as the previous version did"
    );
    record["game"]["log"] = log.into();
    record["game"]["state"] = state;
    import_and_play(&record).unwrap();

    // The log does tell the editions apart: read as a game of today's rules, it no longer replays.
    let mut today = record.clone();
    today["game"]["state"]["state"]["edition"] = EDITION.into();
    let refused = import_and_play(&today).unwrap_err();
    assert!(refused.contains("replay"), "{refused}");
}

#[test]
fn a_new_solo_game_is_saved_with_the_current_edition_and_restores() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "old", &["alice"], &[("level", "3"), ("seed", "8")]);
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for _ in 0..60 {
        let record: serde_json::Value = serde_json::from_str(&host.export("old").unwrap().json).unwrap();
        let game: Maracaibo = serde_json::from_value(record["game"]["state"].clone()).unwrap();
        let action = game.random_action(0, &mut rng).unwrap().to_string();
        host.handle(&request("old", "alice", Locale::En, "play", &[("move", &action)]));
    }
    let record: serde_json::Value = serde_json::from_str(&host.export("old").unwrap().json).unwrap();
    let log = record["game"]["log"].as_array().unwrap();
    assert_eq!(log.iter().filter(|m| m["auto"] != true).count(), 60);
    assert_eq!(
        record["game"]["state"]["state"]["edition"],
        galleon_rules::maracaibo::state::EDITION
    );
    import_and_play(&record).unwrap();
}
