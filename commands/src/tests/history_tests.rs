//! The game's record: `/log` and `/replay` over random games of the three games (paging, languages, never a
//! secret), the record posted and archived at the end of a game and its replay, `/stats` and `/leaderboard` from
//! the archive.

use crate::tests::support::Starred;
use std::collections::HashSet;

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::{Game, Standing};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::base::io::{Locale, Message, Target, User};
use crate::games::maracaibo::MaracaiboModule;
use crate::games::puerto_rico::PuertoRicoModule;
use crate::games::roles::*;
use crate::games::santiago::SantiagoModule;
use crate::handlers::history::{read_record, replay};
use crate::host::Host;
use crate::record::LoggedMove;
use crate::record::{FinishedGame, FORMAT, LOCAL, VERSION};
use crate::tests::support::{check_public, note_public, only_ephemeral, play_forced, request, standing, NAMES};

const CHANNEL: &str = "table";

/// `/log` (with `page` if given) as `user` sees it, in `locale`.
fn log(host: &Host, user: &str, locale: Locale, page: Option<usize>) -> String {
    let page = page.map(|p| p.to_string());
    let options: Vec<(&str, &str)> = page.iter().map(|p| ("page", p.as_str())).collect();
    only_ephemeral(&host.handle(&request(CHANNEL, user, locale, "log", &options)), user)
}

/// The page count a `/log` title states (`… (page 3/7)`).
fn page_count(text: &str) -> usize {
    let title = text.lines().next().unwrap();
    let pages = title.rsplit('/').next().unwrap().trim_end_matches(')');
    pages.parse().unwrap_or_else(|_| panic!("no page count in {title:?}"))
}

/// Every page of the log as `user` sees it, joined.
fn whole_log(host: &Host, user: &str, locale: Locale) -> Vec<String> {
    let last = log(host, user, locale, None);
    let pages = page_count(&last);
    let all: Vec<String> = (1..=pages).map(|p| log(host, user, locale, Some(p))).collect();
    assert_eq!(all[pages - 1], last, "without a page, the last one");
    all
}

fn start(host: &Host, kind: &str, players: usize, seed: u64, extra: &[(&str, &str)]) -> Vec<Message> {
    for name in &NAMES[..players] {
        host.handle(&request(CHANNEL, name, Locale::En, "join", &[]));
    }
    let seed = seed.to_string();
    let mut options = vec![("game", kind), ("seed", seed.as_str())];
    options.extend_from_slice(extra);
    host.handle(&request(CHANNEL, "alice", Locale::En, "start", &options))
}

/// Checks the whole log: every page fits a message, a non-seated user reads the same, and `check` finds no
/// secret in it. Returns the pages.
fn check_log(host: &Host, moves: usize, check: &mut dyn FnMut(&str)) -> Vec<String> {
    let pages = whole_log(host, "alice", Locale::En);
    for page in &pages {
        assert!(page.chars().count() <= crate::base::io::Limits::CHAT.text);
        check(page);
    }
    let last = pages.last().unwrap();
    // A Mayor step is folded into its confirmation: the last line may be an earlier move.
    let record: crate::record::TableRecord =
        serde_json::from_slice(&host.raw_record(CHANNEL).unwrap().unwrap()).unwrap();
    let folded = record
        .game
        .unwrap()
        .log
        .last()
        .is_some_and(|m| m.text.starts_with("move "));
    assert!(
        folded || last.contains(&format!("\n{moves}. ")),
        "move {moves} missing:\n{last}"
    );
    assert_eq!(
        &log(host, "zed", Locale::En, None),
        last,
        "a non-seated user reads the same"
    );
    pages
}

/// Plays random legal moves of `G` through the host until the game ends, checking the log every `every` moves
/// with `check` (given the replica and a page; also before every move, with an empty page); returns the
/// messages of the last move.
fn random_game<M: GameModule>(
    host: &Host,
    module: &M,
    players: usize,
    seed: u64,
    extra: &[(&str, &str)],
    every: usize,
    check: &mut dyn FnMut(&M::G, &str),
) -> Vec<Message> {
    start(host, M::G::ID, players, seed, extra);
    let options: Vec<(String, String)> = extra.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    let mut replica = M::G::new(players, &M::G::parse_options(&options).unwrap(), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    // The host plays the forced moves: so does the replica, and they are in the log.
    let mut moves = play_forced(module, &mut replica);
    while !replica.is_over() {
        let to_act = replica.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        // What is public before the move (a card taken from the display is known to be in that hand).
        check(&replica, "");
        let action = replica.random_action(seat, &mut rng).unwrap();
        out = host.handle(&request(
            CHANNEL,
            NAMES[seat],
            Locale::En,
            "play",
            &[("move", &action.to_string())],
        ));
        assert!(!crate::tests::support::refused(&out), "{out:?}");
        replica.apply(seat, &action).unwrap();
        let before = moves;
        moves += 1 + play_forced(module, &mut replica);
        if moves / every != before / every || replica.is_over() {
            check_log(host, moves, &mut |page| check(&replica, page));
        }
    }
    out
}

/// No line of any seat's private view (`/hand`, title apart) is in the log.
fn no_private_line(host: &Host, players: usize, page: &str) {
    for name in &NAMES[..players] {
        let hand = only_ephemeral(&host.handle(&request(CHANNEL, name, Locale::En, "hand", &[])), name);
        for line in hand.lines().skip(1).filter(|l| l.trim().chars().count() >= 8) {
            assert!(
                !page.contains(line.trim()),
                "{name}'s private {line:?} is in the log:\n{page}"
            );
        }
    }
}

/// Every step of `/replay` of the channel's last finished game as "zed" (not seated) sees it, pressing ▶ from
/// the first to the last.
fn replay_steps(host: &Host) -> Vec<String> {
    let mut out = host.handle(&request(CHANNEL, "zed", Locale::En, "replay", &[]));
    let mut steps = Vec::new();
    loop {
        assert_eq!(out.len(), 1, "{out:?}");
        let text = out[0].starred();
        assert!(text.chars().count() <= crate::base::io::Limits::CHAT.text, "{text}");
        steps.push(text);
        let Some(forward) = out[0].buttons.iter().find(|b| b.label == "▶") else {
            return steps;
        };
        let mut press = request(CHANNEL, "zed", Locale::En, "replay", &[]);
        press.input = crate::base::io::Input::Button { id: forward.id.clone() };
        out = host.handle(&press);
        assert_eq!(out[0].to, Target::Update { user: "zed".into() });
    }
}

/// The record file the end of the game posted, checked: it replays to the final state the host holds.
fn posted_record(host: &Host, out: &[Message]) -> FinishedGame {
    let files: Vec<_> = out.iter().filter(|m| matches!(m.to, Target::File { .. })).collect();
    assert_eq!(files.len(), 1, "one record file: {out:?}");
    let Target::File { channel, name, content } = &files[0].to else {
        unreachable!()
    };
    assert_eq!(channel, CHANNEL);
    assert!(
        name.ends_with(".json") && files[0].starred().contains("/replay game:"),
        "{name}"
    );
    let record = read_record(content).unwrap();
    let replayed = replay(&host.registry, &record, Locale::En, None).unwrap();
    let table: crate::record::TableRecord =
        serde_json::from_slice(&host.raw_record(CHANNEL).unwrap().unwrap()).unwrap();
    assert_eq!(
        replayed.state(),
        table.game.unwrap().state.get(),
        "the replay ends on the host's final state"
    );
    assert!(replayed.result().is_some());
    record
}

#[test]
fn log_never_shows_a_secret_over_random_games_of_puerto_rico() {
    let host = Host::temporary(Locale::En).unwrap();
    let out = random_game(&host, &PuertoRicoModule, 3, 7, &[], 60, &mut |_, _| {});
    // The private views (VP chips) as the seats see them now are in no page, nor in any step of the replay.
    for page in whole_log(&host, "alice", Locale::En) {
        no_private_line(&host, 3, &page);
    }
    let record = posted_record(&host, &out);
    let steps = replay_steps(&host);
    assert_eq!(
        steps.len(),
        record.moves.len() + 1,
        "from before the first move to after the last"
    );
    for step in &steps {
        no_private_line(&host, 3, step);
    }
}

#[test]
fn log_never_shows_a_secret_over_random_games_of_santiago() {
    let host = Host::temporary(Locale::En).unwrap();
    let out = random_game(&host, &SantiagoModule, 4, 11, &[], 40, &mut |_, _| {});
    let pages = whole_log(&host, "alice", Locale::En);
    for page in &pages {
        no_private_line(&host, 4, page);
    }
    // Round and phase marks, each once where it begins.
    let all = pages.join("\n");
    for mark in ["── Round 1/11 · bids ──", "── Round 11/11 · placing tiles ──"] {
        assert_eq!(all.matches(mark).count(), 1, "{mark} in\n{all}");
    }
    posted_record(&host, &out);
    for step in replay_steps(&host) {
        no_private_line(&host, 4, &step);
    }
}

#[test]
fn log_never_shows_a_secret_over_random_games_of_maracaibo() {
    for (players, seed) in [(3, 5), (2, 8)] {
        let host = Host::temporary(Locale::En).unwrap();
        let mut shown = HashSet::new();
        let mut last = None;
        let mut check = |game: &Maracaibo, page: &str| {
            last = Some(game.clone());
            note_public(game, &mut shown);
            let public = Message {
                to: Target::Channel {
                    channel: CHANNEL.into(),
                },
                body: crate::base::doc::Doc::parse(page),
                buttons: Vec::new(),
            };
            check_public(&[public], game, &mut shown);
        };
        let out = random_game(&host, &MaracaiboModule, players, seed, &[], 25, &mut check);
        let pages = whole_log(&host, "alice", Locale::En).join("\n");
        assert!(
            pages.contains("a hidden move"),
            "the set-up choice of kept cards stays hidden"
        );
        for mark in ["── Set-up ──", "── Round 1/4 ──", "── Round 4/4 ──"] {
            assert!(pages.contains(mark), "{mark} in\n{pages}");
        }
        posted_record(&host, &out);
        // No step of the replay names what the end of the game still keeps secret.
        let game = last.expect("checked at the end");
        let steps = replay_steps(&host);
        assert!(steps.iter().any(|s| s.contains("a hidden move")), "as in /log");
        for step in steps {
            let public = Message::new(
                Target::Channel {
                    channel: CHANNEL.into(),
                },
                &step,
            );
            check_public(&[public], &game, &mut shown.clone());
        }
    }
}

#[test]
fn log_pages_say_their_count_in_both_languages_and_refuse_a_page_out_of_range() {
    let host = Host::temporary(Locale::En).unwrap();
    let refused = |user: &str, locale, options: &[(&str, &str)]| {
        only_ephemeral(&host.handle(&request(CHANNEL, user, locale, "log", options)), user)
    };
    assert_eq!(
        refused("alice", Locale::En, &[]),
        "No game is being played in this channel."
    );
    start(&host, "puerto-rico", 3, 3, &[]);
    assert_eq!(
        log(&host, "alice", Locale::En, None),
        "No move has been played yet in this game."
    );
    let mut replica = PuertoRico::new(3, &Default::default(), 3).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    // The host plays the forced moves too: they are numbered in the log like the others.
    let mut forced = play_forced(&PuertoRicoModule, &mut replica);
    for _ in 0..120 {
        let seat = replica.to_act()[0];
        let action = replica.random_action(seat, &mut rng).unwrap();
        host.handle(&request(
            CHANNEL,
            NAMES[seat],
            Locale::En,
            "play",
            &[("move", &action.to_string())],
        ));
        replica.apply(seat, &action).unwrap();
        forced += play_forced(&PuertoRicoModule, &mut replica);
    }
    let pages = whole_log(&host, "bob", Locale::En);
    assert!(pages.len() >= 2, "120 moves take more than one page");
    assert!(pages[0].starts_with(&format!(
        "**Moves of Puerto Rico, game #1** (page 1/{})\n── Round 1",
        pages.len()
    )));
    assert!(
        pages[0].lines().nth(2).unwrap().starts_with("1. alice: "),
        "the first role under the round's mark"
    );
    let lines: Vec<&str> = pages.iter().flat_map(|p| p.lines().skip(1)).collect();
    assert!(
        lines.iter().any(|l| l.starts_with("── Round 1 · ")),
        "round and phase marks"
    );
    let numbers: Vec<usize> = lines
        .iter()
        .filter(|l| !l.starts_with("── "))
        .map(|l| l.split('.').next().unwrap().parse().unwrap())
        .collect();
    // The Mayor's steps are folded into their confirmation.
    let record: crate::record::TableRecord =
        serde_json::from_slice(&host.raw_record(CHANNEL).unwrap().unwrap()).unwrap();
    let logged = record.game.unwrap().log;
    assert_eq!(logged.len(), 120 + forced);
    let expected: Vec<usize> = (1..=logged.len())
        .filter(|n| !logged[n - 1].text.starts_with("move "))
        .collect();
    assert_eq!(numbers, expected, "every move once, in order, across the pages");
    let fr = log(&host, "bob", Locale::Fr, Some(1));
    assert!(fr.starts_with("**Coups de Puerto Rico, partie n° 1** (page 1/"), "{fr}");
    assert!(fr.contains("\n1. alice : "), "{fr}");
    let too_far = (pages.len() + 1).to_string();
    assert_eq!(
        refused("bob", Locale::En, &[("page", &too_far)]),
        format!("The history has only {} pages.", pages.len())
    );
    assert!(refused("bob", Locale::Fr, &[("page", "0")]).starts_with("« 0 » n'est pas un numéro de page"));
    assert!(refused("bob", Locale::En, &[("seed", "1")]).contains("has no option “seed”"));
}

#[test]
fn an_auto_played_move_is_marked_in_the_log() {
    let host = Host::temporary(Locale::En).unwrap();
    // In a new 3-player game the first Mayor's placements are forced: the host plays them, logged `auto`.
    start(&host, "puerto-rico", 3, 1, &[]);
    host.handle(&request(
        CHANNEL,
        "alice",
        Locale::En,
        "play",
        &[("move", "role mayor")],
    ));
    let record: crate::record::TableRecord =
        serde_json::from_slice(&host.raw_record(CHANNEL).unwrap().unwrap()).unwrap();
    let autos: Vec<bool> = record.game.unwrap().log.iter().map(|m| m.auto).collect();
    assert_eq!(autos, [false, true, true, true]);
    let text = log(&host, "alice", Locale::En, None);
    assert!(
        text.ends_with("*(played by the host: their only legal move)*"),
        "{text}"
    );
    assert!(log(&host, "alice", Locale::Fr, None).ends_with("*(joué d'office : seul coup possible)*"));
}

/// A finished game of `kind` on `server`: `(user, score, rank)` by seat, with an automa's score if any. Each
/// has its own number (one game is rated once).
fn finished(kind: &str, server: &str, seats: &[(&str, i64, usize)], automa: Option<i64>) -> FinishedGame {
    static NUMBER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    FinishedGame {
        format: FORMAT.into(),
        version: VERSION,
        game: kind.into(),
        number: NUMBER.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        channel: "c".into(),
        server: Some(server.into()),
        finished_at: 0,
        seed: 1,
        options: Vec::new(),
        seats: seats
            .iter()
            .map(|(id, _, _)| User {
                id: id.to_string(),
                name: format!("Name{id}"),
            })
            .collect(),
        moves: Vec::new(),
        result: seats
            .iter()
            .enumerate()
            .map(|(seat, (_, score, rank))| standing(seat, *rank, *score, 0, "x"))
            .collect::<Vec<Standing>>(),
        automa: automa.map(|s| ("Jeanne".to_string(), s)),
        state: serde_json::value::to_raw_value(&0).unwrap(),
        takeovers: Vec::new(),
        replacements: Vec::new(),
        locale: None,
    }
}

fn keep(host: &Host, game: &FinishedGame) {
    let server = game.server.as_deref().unwrap();
    host.store
        .keep_finished(server, &serde_json::to_vec(game).unwrap())
        .unwrap();
}

fn on_server(user: &str, locale: Locale, name: &str, options: &[(&str, &str)]) -> crate::base::io::Request {
    crate::base::io::Request {
        server: Some("srv".into()),
        ..request(CHANNEL, user, locale, name, options)
    }
}

#[test]
fn stats_and_leaderboard_read_the_servers_archive() {
    let host = Host::temporary(Locale::En).unwrap();
    let ask = |user: &str, locale, name: &str, options: &[(&str, &str)]| {
        only_ephemeral(&host.handle(&on_server(user, locale, name, options)), user)
    };
    assert_eq!(
        ask("1", Locale::En, "stats", &[]),
        "No finished game is recorded on this server yet."
    );
    assert_eq!(
        ask("1", Locale::En, "leaderboard", &[("game", "santiago")]),
        "No game of Santiago has been finished on this server yet."
    );
    keep(
        &host,
        &finished("puerto-rico", "srv", &[("1", 40, 1), ("2", 35, 2), ("3", 20, 3)], None),
    );
    keep(
        &host,
        &finished("puerto-rico", "srv", &[("2", 50, 1), ("1", 45, 2), ("3", 45, 2)], None),
    );
    keep(
        &host,
        &finished("puerto-rico", "srv", &[("3", 41, 1), ("1", 41, 1), ("2", 30, 3)], None),
    );
    // A solo game lost to the automa, and a game on another server: neither counts as a win here.
    keep(&host, &finished("maracaibo", "srv", &[("1", 60, 1)], Some(70)));
    keep(
        &host,
        &finished("puerto-rico", "other", &[("1", 90, 1), ("2", 10, 2)], None),
    );
    assert_eq!(
        ask("1", Locale::En, "stats", &[]),
        "**Statistics of Name1** on this server:\n\
         • Puerto Rico: 3 games, 2 wins, mean score 42.0, best 45 · rating 7.5\n\
         • Maracaibo: 1 game, 0 wins, mean score 60.0, best 60 · rating -1.8"
    );
    // A stranger is told the game asked about.
    assert_eq!(
        ask("9", Locale::En, "stats", &[("game", "santiago")]),
        "9 has no finished game of Santiago recorded on this server."
    );
    assert_eq!(
        ask("1", Locale::En, "leaderboard", &[("game", "maracaibo")]),
        "**Leaderboard of Maracaibo** on this server (1 game):\n\
         1. 🤖 Jeanne, level 3: rating 3.4, 1 win in 1 rated game\n\
         2. Name1: rating -1.8, 0 wins in 1 rated game"
    );
    assert_eq!(
        ask("1", Locale::Fr, "stats", &[("player", "<@2>"), ("game", "puerto-rico")]),
        "**Statistiques de Name2** sur ce serveur :\n• Puerto Rico : 3 parties, 1 victoire, score moyen 38,3, meilleur 50 · cote 3,3"
    );
    assert!(
        ask("1", Locale::En, "stats", &[("player", "name3")]).contains("Puerto Rico: 3 games, 1 win, mean score 35.3")
    );
    // A user picked from a list: the id, a unit separator, the name.
    assert!(ask("1", Locale::En, "stats", &[("player", "3\u{1f}Carol")]).contains("**Statistics of Name3**"));
    assert_eq!(
        ask("1", Locale::En, "stats", &[("player", "nobody")]),
        "No player called “nobody” has finished a game on this server."
    );
    assert_eq!(
        ask("1", Locale::En, "leaderboard", &[("game", "puerto-rico")]),
        "**Leaderboard of Puerto Rico** on this server (3 games):\n\
         1. Name1: rating 7.5, 2 wins in 3 rated games\n\
         2. Name2: rating 3.3, 1 win in 3 rated games\n\
         3. Name3: rating 1.8, 1 win in 3 rated games"
    );
    assert!(
        ask("1", Locale::Fr, "leaderboard", &[("game", "puerto-rico")]).starts_with(
            "**Classement de Puerto Rico** sur ce serveur (3 parties) :\n1. Name1 : cote 7,5, 2 victoires en 3 parties cotées"
        )
    );
    assert!(ask("1", Locale::En, "leaderboard", &[]).contains("“game”"));
    assert!(ask("1", Locale::En, "leaderboard", &[("game", "chess")]).starts_with("Unknown game “chess”"));
}

#[test]
fn a_finished_game_is_archived_under_its_server_and_terminal_games_under_local() {
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "puerto-rico", 3, 21, &[]);
    let mut replica = PuertoRico::new(3, &Default::default(), 21).unwrap();
    play_forced(&PuertoRicoModule, &mut replica);
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut out = Vec::new();
    let mut server = Some("srv".to_string());
    while !replica.is_over() {
        let seat = replica.to_act()[0];
        let action = replica.random_action(seat, &mut rng).unwrap();
        let play = crate::base::io::Request {
            server: server.take(),
            ..request(
                CHANNEL,
                NAMES[seat],
                Locale::En,
                "play",
                &[("move", &action.to_string())],
            )
        };
        // Only the first move told the server: the table keeps it.
        out = host.handle(&play);
        replica.apply(seat, &action).unwrap();
        play_forced(&PuertoRicoModule, &mut replica);
    }
    let record = posted_record(&host, &out);
    assert_eq!(record.server.as_deref(), Some("srv"));
    // The terminal modes name the file; `--json` carries it.
    let printed = crate::host::script::format_messages(CHANNEL, &out, false);
    assert!(
        printed.contains("\n[#table] [file galleon-puerto-rico-table-1.json, "),
        "{printed}"
    );
    let json = crate::host::script::format_messages(CHANNEL, &out, true);
    assert!(
        json.contains("\"file\":[\"galleon-puerto-rico-table-1.json\",\"{"),
        "{json}"
    );
    assert_eq!(host.store.finished("srv").unwrap().len(), 1);
    assert!(host.store.finished(LOCAL).unwrap().is_empty());
    let stats = only_ephemeral(&host.handle(&on_server("alice", Locale::En, "stats", &[])), "alice");
    assert!(stats.contains("• Puerto Rico: 1 game"), "{stats}");
    // The file holds no direct message text: only the record's fields.
    let Some(Target::File { content, .. }) = out
        .iter()
        .map(|m| m.to.clone())
        .find(|t| matches!(t, Target::File { .. }))
    else {
        unreachable!()
    };
    let fields: Vec<String> = serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&content)
        .unwrap()
        .keys()
        .cloned()
        .collect();
    let expected = [
        "automa",
        "channel",
        "finished_at",
        "format",
        "game",
        "locale",
        "moves",
        "number",
        "options",
        "result",
        "seats",
        "seed",
        "server",
        "state",
        "version",
    ];
    assert_eq!(fields, expected);
}

#[test]
fn a_damaged_record_is_refused_clearly() {
    let registry = crate::games::Registry::standard();
    let text = |json: &str| match crate::handlers::history::replay_frames(&registry, json, Locale::En, &mut |_| {}) {
        Ok(_) => panic!("replayed {json}"),
        Err(why) => why,
    };
    assert!(text("{").starts_with("The file is not JSON"));
    assert_eq!(
        text("{\"a\": 1}"),
        "The file is neither a game record nor a table exported by galleon export."
    );
    let mut game = finished("puerto-rico", "srv", &[("1", 1, 1), ("2", 0, 2), ("3", 0, 3)], None);
    game.version = 9;
    assert_eq!(
        text(&serde_json::to_string(&game).unwrap()),
        "This game record has version 9; this galleon reads version 1."
    );
    game.version = VERSION;
    game.moves.push(LoggedMove {
        seat: 0,
        text: "fly away".into(),
        auto: false,
    });
    assert!(
        text(&serde_json::to_string(&game).unwrap()).contains("Move 1 "),
        "a move that does not replay"
    );
}

/// Issue 36, item 8: AI levels are rated like people; the ratings come back the same from the archive exported
/// (as `galleon export --all` reads it) and kept again in another order.
#[test]
fn ratings_rank_people_and_ai_levels_and_survive_an_export() {
    let host = Host::temporary(Locale::En).unwrap();
    let games: [&[(&str, i64, usize)]; 4] = [
        &[("1", 50, 1), ("ai:normal:1", 40, 3), ("ai:hard:2", 45, 2)],
        &[("1", 52, 1), ("2", 30, 3), ("ai:hard:1", 41, 2)],
        &[("2", 20, 3), ("ai:normal:1", 30, 2), ("ai:hard:2", 60, 1)],
        &[
            ("1", 48, 1),
            ("2", 35, 2),
            ("ai:normal:1", 20, 3),
            ("ai:normal:2", 19, 4),
        ],
    ];
    for seats in games {
        keep(&host, &finished("puerto-rico", "srv", seats, None));
    }
    let board = |host: &Host| {
        only_ephemeral(
            &host.handle(&on_server("2", Locale::En, "leaderboard", &[("game", "puerto-rico")])),
            "2",
        )
    };
    let before = board(&host);
    // One person beat every AI; the other beat none of them.
    assert_eq!(
        before,
        "**Leaderboard of Puerto Rico** on this server (4 games):\n\
         1. Name1: rating 16.4, 3 wins in 3 rated games\n\
         2. 🤖 hard: rating 8.0, 1 win in 3 rated games\n\
         3. Name2: rating 0.1, 0 wins in 3 rated games\n\
         4. 🤖 normal: rating -3.6, 0 wins in 3 rated games"
    );
    let exported = host.finished_records().unwrap();
    let again = Host::temporary(Locale::En).unwrap();
    for raw in exported.iter().rev() {
        again.store.keep_finished("srv", raw).unwrap();
    }
    assert_eq!(board(&again), before);
    let stats = only_ephemeral(&again.handle(&on_server("2", Locale::En, "stats", &[])), "2");
    assert!(stats.ends_with("· rating 0.1"), "{stats}");
}
