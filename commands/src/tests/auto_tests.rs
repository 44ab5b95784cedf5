//! Forced moves played by the host (see [`crate::games::forced`]): logged with `auto`, saved with the move that caused
//! them, marked on the board, never pinged, replayed from the record; the Mayor step by step through the host;
//! Mayor listings by prefix.

use crate::games::Text;
use crate::tests::support::Starred;
use galleon_rules::puerto_rico::{Action, BuildingId, PuertoRico, Step};
use galleon_rules::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::base::io::{AutocompleteRequest, Locale, Message, Target, User};
use crate::games::maracaibo::MaracaiboModule;
use crate::games::puerto_rico::PuertoRicoModule;
use crate::games::roles::*;
use crate::games::santiago::SantiagoModule;
use crate::host::Host;
use crate::tests::support::{only_ephemeral, play_forced, request, NAMES};

fn seat_players(host: &Host, channel: &str, players: usize) {
    for name in &NAMES[..players] {
        host.handle(&request(channel, name, Locale::En, "join", &[]));
    }
}

fn start(host: &Host, channel: &str, game: &str, players: usize, seed: u64, lang: &str) -> Vec<Message> {
    seat_players(host, channel, players);
    let seed = seed.to_string();
    let options = [("game", game), ("seed", seed.as_str()), ("lang", lang)];
    host.handle(&request(channel, "alice", Locale::En, "start", &options))
}

fn play(host: &Host, channel: &str, seat: usize, locale: Locale, text: &str) -> Vec<Message> {
    host.handle(&request(channel, NAMES[seat], locale, "play", &[("move", text)]))
}

fn log(host: &Host, channel: &str) -> Vec<serde_json::Value> {
    let record: serde_json::Value = serde_json::from_slice(&host.raw_record(channel).unwrap().unwrap()).unwrap();
    record["game"]["log"].as_array().unwrap().clone()
}

fn board(out: &[Message]) -> &Message {
    out.iter()
        .find(|m| matches!(m.to, Target::Board { .. }))
        .expect("a board")
}

fn pinged(out: &[Message]) -> Vec<String> {
    out.iter()
        .filter_map(|m| match &m.to {
            Target::Ping { users, .. } if !users.is_empty() => Some(users.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// In a new 3-player game every board has one circle: the first Mayor places everybody's colonists by force.
#[test]
fn forced_mayor_arrangements_are_played_logged_marked_and_never_pinged() {
    for (lang, mark) in [
        ("en", "⚙ Played automatically (only legal move): "),
        ("fr", "⚙ Joué automatiquement (seul coup possible) : "),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let host = Host::open(dir.path(), Locale::En).unwrap();
        start(&host, "t", "puerto-rico", 3, 1, lang);
        let out = play(&host, "t", 0, Locale::En, "role mayor");
        let log = log(&host, "t");
        let texts: Vec<&str> = log.iter().map(|m| m["text"].as_str().unwrap()).collect();
        assert_eq!(texts[0], "role mayor");
        assert!(
            log[0].get("auto").is_none(),
            "a player's move carries no flag: {:?}",
            log[0]
        );
        assert_eq!(log.len(), 4, "{texts:?}");
        for (seat, logged) in log[1..].iter().enumerate() {
            assert_eq!(logged["seat"], seat, "seat order");
            assert_eq!(logged["auto"], true);
            assert!(texts[seat + 1].starts_with("colonists "), "{texts:?}");
        }
        let text = &board(&out).starred();
        let line = text
            .lines()
            .find(|l| l.starts_with(mark))
            .unwrap_or_else(|| panic!("{text}"));
        assert!(
            line.contains(": alice — Colon") && line.contains(" · carol — Colon"),
            "{line}"
        );
        // Bob chooses the next role: he alone is called, nobody for the forced placements.
        assert_eq!(pinged(&out), ["bob"]);
        let buttons = &board(&out).buttons;
        assert!(
            buttons.iter().all(|b| {
                let id = crate::base::ids::ButtonId::decode(&b.id).unwrap();
                (id.move_number, id.seat) == (4, 1)
            }),
            "bob's buttons at move 4: {buttons:?}"
        );
        // The next player's move clears the line; a restart replays the forced moves from the log.
        let out = play(&host, "t", 1, Locale::En, "role settler");
        assert!(!board(&out).starred().contains(mark), "{}", board(&out).starred());
        drop(host);
        let host = Host::open(dir.path(), Locale::En).unwrap();
        assert!(host.load_problems().is_empty(), "{:?}", host.load_problems());
        let out = host.handle(&request("t", "bob", Locale::En, "help", &[]));
        assert!(out[0].starred().contains("/play move:\"plant "), "{}", out[0].starred());
    }
}

/// Plays random games of `module` through the host beside a replica that plays the forced moves as the host
/// does; returns (moves in the log, forced moves) after checking the log's flags agree.
fn random_game<M: GameModule>(
    module: M,
    players: usize,
    seed: u64,
    limit: usize,
    option: Option<(&str, &str)>,
) -> (usize, usize) {
    let host = Host::temporary(Locale::En).unwrap();
    let kind = M::G::ID;
    seat_players(&host, kind, players);
    let seed_text = seed.to_string();
    let mut options = vec![("game", kind), ("seed", seed_text.as_str())];
    options.extend(option);
    host.handle(&request(kind, "alice", Locale::En, "start", &options));
    let game_options: Vec<(String, String)> = option.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    let mut replica = M::G::new(players, &M::G::parse_options(&game_options).unwrap(), seed).unwrap();
    let mut forced = play_forced(&module, &mut replica);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = 0;
    while !replica.is_over() && moves < limit {
        let to_act = replica.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let action = replica.random_action(seat, &mut rng).unwrap();
        let out = play(&host, kind, seat, Locale::En, &action.to_string());
        assert!(matches!(out[0].to, Target::Board { .. }), "{action}: {out:?}");
        replica.apply(seat, &action).unwrap();
        let played = play_forced(&module, &mut replica);
        forced += played;
        moves += 1;
        // Only seats with a choice are called: none whose move was forced.
        let due: Vec<String> = replica.to_act().iter().map(|&s| NAMES[s].to_string()).collect();
        assert!(
            pinged(&out).iter().all(|name| due.contains(name)),
            "{:?} / {due:?}",
            pinged(&out)
        );
    }
    let log = log(&host, kind);
    let autos = log.iter().filter(|m| m["auto"] == true).count();
    assert_eq!(autos, forced, "{kind}: the log flags every forced move, and only those");
    assert_eq!(log.len(), moves + forced);
    let state: serde_json::Value = serde_json::from_slice(&host.raw_record(kind).unwrap().unwrap()).unwrap();
    assert_eq!(state["game"]["state"], serde_json::to_value(&replica).unwrap());
    // Every flag is one the host would set again: the record imports, replayed from the seed with its flags
    // checked.
    let exported = host.export(kind).unwrap().json;
    let other = Host::temporary(Locale::En).unwrap();
    assert_eq!(other.import(&exported).unwrap(), kind);
    assert_eq!(other.export(kind).unwrap().json, exported);
    (moves + forced, forced)
}

#[test]
fn forced_moves_in_random_games_of_every_game() {
    // Mayor placements, single loads, forced storage.
    let (all, forced) = random_game(PuertoRicoModule, 4, 3, usize::MAX, None);
    assert!(forced > 10, "{forced} of {all}");
    // Voyages with one destination, `done` when nothing else is left, a draw with one source.
    let (all, forced) = random_game(MaracaiboModule, 3, 3, 600, None);
    assert!(forced > 10, "{forced} of {all}");
    // Hidden money: a bribe or an overseer's choice forced by the purse waits for its player.
    let (_, forced) = random_game(SantiagoModule, 4, 3, usize::MAX, None);
    assert_eq!(forced, 0);
    let (all, forced) = random_game(SantiagoModule, 4, 3, usize::MAX, Some(("money", "open")));
    assert!(forced > 0, "{forced} of {all}");
}

/// A Puerto Rico game through the host, played at random (with the forced moves) until a seat must place
/// colonists with a choice of arrangements and a step from the suggested one: (host, replica, seat).
pub(crate) fn mayor_with_choices(channel: &str) -> (Host, PuertoRico, usize) {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, channel, "puerto-rico", 3, 5, "en");
    let mut replica = PuertoRico::new(3, &Default::default(), 5).unwrap();
    play_forced(&PuertoRicoModule, &mut replica);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    loop {
        if replica.step() == Step::Arrange {
            let chooser = replica
                .to_act()
                .into_iter()
                .find(|&s| replica.arrangement_count(s) > 30 && replica.suggested_actions(s).len() > 3);
            if let Some(seat) = chooser {
                return (host, replica, seat);
            }
        }
        let to_act = replica.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let action = replica.random_action(seat, &mut rng).unwrap();
        let out = play(&host, channel, seat, Locale::En, &action.to_string());
        assert!(matches!(out[0].to, Target::Board { .. }), "{action}: {out:?}");
        replica.apply(seat, &action).unwrap();
        play_forced(&PuertoRicoModule, &mut replica);
        assert!(!replica.is_over(), "no Mayor with choices");
    }
}

#[test]
fn the_mayor_edits_the_suggested_arrangement_step_by_step() {
    let (host, mut replica, seat) = mayor_with_choices("m");
    let raw = || host.raw_record("m").unwrap();
    // Nothing to confirm before a step: a clear refusal, in the player's language, and nothing changes.
    let before = raw();
    let out = play(&host, "m", seat, Locale::En, "confirm");
    assert!(only_ephemeral(&out, NAMES[seat]).starts_with("Nothing to confirm yet: move a colonist first"));
    let out = play(&host, "m", seat, Locale::Fr, "valider");
    assert!(
        only_ephemeral(&out, NAMES[seat]).starts_with("Rien à valider"),
        "{out:?}"
    );
    assert_eq!(raw(), before);
    // The board offers the steps as buttons; one is pressed.
    let step = replica.suggested_actions(seat)[1];
    let Action::MoveColonists { from, to, .. } = step else {
        panic!("{step}")
    };
    let out = host.handle(&request("m", NAMES[seat], Locale::En, "board", &[]));
    let label = format!("Move 1 from {} to {}", word(from.id()), word(to.id()));
    let button = board(&out)
        .buttons
        .iter()
        .find(|b| b.label.ends_with(&label))
        .unwrap_or_else(|| panic!("{label}: {:?}", board(&out).buttons));
    let press = crate::base::io::Request {
        input: crate::base::io::Input::Button { id: button.id.clone() },
        ..request("m", NAMES[seat], Locale::En, "play", &[])
    };
    let out = host.handle(&press);
    replica.apply(seat, &step).unwrap();
    let draft = replica.draft(seat).unwrap();
    let shown = PuertoRicoModule.move_label(&Action::Colonists(draft), &cx(Locale::En));
    let shown = shown.trim_start_matches("Colonists: ");
    assert!(
        board(&out).starred().contains(&format!("Draft: {shown} (steps:")),
        "{}",
        board(&out).starred()
    );
    // An illegal step is refused, saying why, in English and in French; nothing changes.
    let before = raw();
    let too_many = format!("move 9 from {} to {}", to.id(), from.id());
    let out = play(&host, "m", seat, Locale::En, &too_many);
    let refusal = only_ephemeral(&out, NAMES[seat]);
    assert!(
        refusal.starts_with("Your draft has ") && refusal.ends_with("you cannot move 9."),
        "{refusal}"
    );
    let out = play(
        &host,
        "m",
        seat,
        Locale::Fr,
        &format!("déplacer 9 de {} à {}", to.id(), from.id()),
    );
    let refusal = only_ephemeral(&out, NAMES[seat]);
    assert!(
        refusal.starts_with("Votre brouillon a ") && refusal.contains("impossible d'en déplacer 9"),
        "{refusal}"
    );
    let missing = BuildingId::all().find(|&b| !replica.seat(seat).has(b)).unwrap();
    let out = play(
        &host,
        "m",
        seat,
        Locale::En,
        &format!("move 1 from {} to {}", from.id(), missing.id()),
    );
    let refusal = only_ephemeral(&out, NAMES[seat]);
    assert_eq!(
        refusal,
        format!("You have no {} to move colonists from or to.", word(missing.id()))
    );
    assert_eq!(raw(), before);
    // The French step and confirmation are read, logged in canonical English, and place the draft.
    let out = play(
        &host,
        "m",
        seat,
        Locale::Fr,
        &format!("déplacer 1 de {} à {}", to.id(), from.id()),
    );
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    let back = Action::MoveColonists {
        count: 1,
        from: to,
        to: from,
    };
    replica.apply(seat, &back).unwrap();
    let out = play(&host, "m", seat, Locale::Fr, "valider");
    assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
    let confirmed = replica.draft(seat).unwrap();
    let round = replica.round();
    replica.apply(seat, &Action::Confirm).unwrap();
    play_forced(&PuertoRicoModule, &mut replica);
    let log = log(&host, "m");
    let texts: Vec<&str> = log.iter().map(|m| m["text"].as_str().unwrap()).collect();
    let at = texts.iter().position(|t| *t == step.to_string()).unwrap();
    assert_eq!(texts[at + 1], back.to_string());
    assert_eq!(texts[at + 2], "confirm");
    // `/log` (issue 27, item 10): the arrangement once, as confirmed, under the confirmation's number; no step
    // line; the round and the Mayor marked; the forced lines name their moves.
    let shown = only_ephemeral(
        &host.handle(&request("m", NAMES[seat], Locale::En, "log", &[])),
        NAMES[seat],
    );
    assert!(!shown.contains("Move 1 from"), "{shown}");
    let label = PuertoRicoModule.move_label(&Action::Colonists(confirmed), &cx(Locale::En));
    let line = format!("\n{}. {}: {label}\n", at + 3, NAMES[seat]);
    assert!(format!("{shown}\n").contains(&line), "{line:?} in\n{shown}");
    assert!(shown.contains(&format!("── Round {round} · Mayor ──")), "{shown}");
    let forced: Vec<&str> = shown.lines().filter(|l| l.contains("*(played by the host")).collect();
    assert!(!forced.is_empty(), "{shown}");
    for line in forced {
        let (_, rest) = line.split_once(": ").unwrap();
        assert!(!rest.starts_with('*'), "a forced line names its move: {line}");
    }
    let record: serde_json::Value = serde_json::from_slice(&raw().unwrap()).unwrap();
    assert_eq!(record["game"]["state"], serde_json::to_value(&replica).unwrap());
    assert!(
        !record["game"]["state"].to_string().contains("drafts"),
        "the draft is gone once placed"
    );
}

fn cx(locale: Locale) -> crate::games::RenderCx<'static> {
    crate::games::RenderCx::chat(locale, &[])
}

fn word(id: &str) -> String {
    PuertoRicoModule.word(id, Locale::En).unwrap()
}

fn ask(host: &Host, channel: &str, seat: usize, command: &str, option: &str, typed: &str) -> Vec<String> {
    host.autocomplete(&AutocompleteRequest {
        channel: channel.into(),
        user: User {
            id: NAMES[seat].into(),
            name: NAMES[seat].into(),
        },
        locale: Locale::En,
        command: command.into(),
        option: option.into(),
        typed: typed.into(),
        options: Vec::new(),
    })
    .into_iter()
    .map(|c| c.value)
    .collect()
}

#[test]
fn mayor_autocomplete_and_help_list_by_prefix() {
    let (host, replica, seat) = mayor_with_choices("a");
    let legal: Vec<String> = replica.legal_actions(seat).iter().map(|a| a.to_string()).collect();
    let expected = |prefix: &str| -> Vec<String> {
        legal
            .iter()
            .filter(|t| t.starts_with(prefix))
            .take(25)
            .cloned()
            .collect()
    };
    let default = replica.suggested_actions(seat)[0].to_string();
    let first_slot: String = default.split(' ').take(2).collect::<Vec<_>>().join(" ");
    for typed in [
        "",
        "colonists ",
        "colonists",
        &first_slot,
        "move 1",
        "move 1 from",
        &default,
    ] {
        let found = ask(&host, "a", seat, "play", "move", typed);
        assert!(found.len() <= 25);
        assert_eq!(found, expected(typed), "{typed:?}");
    }
    // The verb completes its arrangement option the same way.
    let typed = first_slot.trim_start_matches("colonists ");
    let found = ask(&host, "a", seat, "colonists", "arrangement", typed);
    assert!(!found.is_empty() && found.len() <= 25);
    assert!(
        found
            .iter()
            .all(|v| v.starts_with(typed) && legal.contains(&format!("colonists {v}"))),
        "{found:?}"
    );
    // /help: the suggested moves first, the count of every move, no endless list.
    let out = host.handle(&request("a", NAMES[seat], Locale::En, "help", &[]));
    let text = &out[0].starred();
    assert!(text.contains(&format!("Your moves ({}):", legal.len())), "{text}");
    let listed: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("• ") && l.contains("/play move:"))
        .collect();
    assert!(
        listed.len() <= 30 && listed[0].ends_with(&format!("/play move:\"{default}\"")),
        "{listed:?}"
    );
}

/// `/help` on a Mayor with 466 448 arrangements, timed beside writing out every legal move (what it did before):
/// `cargo test -p galleon-commands --lib big_mayor_help -- --ignored --nocapture` (the benchmark has the same case).
#[test]
#[ignore]
fn big_mayor_help_timing() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "big", "puerto-rico", 3, 2481, "en");
    let mut game = PuertoRico::new(3, &Default::default(), 2481).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(2481);
    let mut played = 0;
    while played < 189 {
        if play_forced(&PuertoRicoModule, &mut game) > 0 {
            continue;
        }
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        play(&host, "big", seat, Locale::En, &action.to_string());
        played += 1;
    }
    play_forced(&PuertoRicoModule, &mut game);
    assert_eq!(game.arrangement_count(0), 466_448);
    let median = |f: &dyn Fn()| {
        let mut times: Vec<std::time::Duration> = (0..11)
            .map(|_| {
                let t = std::time::Instant::now();
                f();
                t.elapsed()
            })
            .collect();
        times.sort();
        times[5]
    };
    let help = median(&|| {
        let out = host.handle(&request("big", "alice", Locale::En, "help", &[]));
        assert!(out[0].starred().contains("Your moves (466"), "{}", out[0].starred());
    });
    let before = median(&|| {
        std::hint::black_box(game.legal_actions(0).iter().map(ToString::to_string).count());
    });
    let typed = median(&|| {
        std::hint::black_box(ask(&host, "big", 0, "play", "move", "colonists corn:1 "));
    });
    eprintln!("/help {help:?}; autocomplete {typed:?}; every legal move in text (before) {before:?}");
}

/// A record saved before forced moves were played (its last move left the three Mayor placements pending):
/// imported, it resumes as stored; `/restore` after an abort plays them, in one write, and calls only bob.
#[test]
fn a_record_from_before_forced_moves_resumes_as_stored_and_restore_plays_them() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "old", "puerto-rico", 3, 1, "en");
    let mut record: serde_json::Value = serde_json::from_str(&host.export("old").unwrap().json).unwrap();
    let mut game = PuertoRico::new(3, &Default::default(), 1).unwrap();
    game.apply(0, &"role mayor".parse().unwrap()).unwrap();
    record["game"]["log"] = serde_json::json!([{"seat": 0, "text": "role mayor"}]);
    record["game"]["state"] = serde_json::to_value(&game).unwrap();
    let host = Host::temporary(Locale::En).unwrap();
    host.import(&record.to_string()).unwrap();
    assert_eq!(log(&host, "old").len(), 1, "an import keeps the record as it is");
    let out = host.handle(&request("old", "alice", Locale::En, "abort", &[]));
    let press = crate::base::io::Request {
        input: crate::base::io::Input::Button {
            id: out[0].buttons[0].id.clone(),
        },
        ..request("old", "alice", Locale::En, "abort", &[])
    };
    host.handle(&press);
    let out = host.handle(&request("old", "bob", Locale::En, "restore", &[]));
    let log = log(&host, "old");
    assert_eq!(log.len(), 4, "{log:?}");
    assert!(log[1..].iter().all(|m| m["auto"] == true));
    assert_eq!(pinged(&out), ["bob"]);
    assert!(
        board(&out).starred().contains("⚙ Played automatically"),
        "{}",
        board(&out).starred()
    );
}
