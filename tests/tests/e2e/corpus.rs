//! A corpus of transcripts whose output must not change while the code is restructured.
//!
//! `tests/corpus/*.txt` are whole games of the three games, in English and French (the file name ends in
//! `-en` or `-fr`: the script's `--locale`), with buttons, verbs and `/play`, AI seats, `!restart`s, a `!wait`,
//! refusals and the table's other commands. Each runs through the script runner (the code of `galleon script
//! --json`) on a fixed clock; `tests/corpus/digests.txt` holds each output's FNV-1a hash and line count.
//! The pictures are held too: every board picture's SVG, as the host hands it to the transport, of one game of
//! each (a line `<name>.pictures <digest> <count>`).
//! - `GALLEON_CORPUS_OUT=DIR` also writes each output to `DIR/<name>.json`, to diff two versions byte for byte;
//! - `GALLEON_CORPUS_BLESS=1` rewrites the digests (after a change of behaviour meant as one);
//! - the ignored test `write_the_corpus_transcripts` makes the transcripts again (seeded, so the same ones).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::scripted::state;
use galleon_commands::clock::FakeClock;
use galleon_commands::io::{Locale, Message, Target};
use galleon_commands::script::{Runner, ScriptOptions};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::{Options as SantiagoOptions, Santiago};
use galleon_rules::Game;
use galleon_tests::{maracaibo, santiago, Planned};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The script's clock at the start: 2026-11-01 12:00 UTC.
const START: u64 = 1_793_534_400;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn new_runner(locale: Locale) -> Runner {
    let options = ScriptOptions {
        data: None,
        locale,
        json: true,
    };
    let mut runner = Runner::new(&options).unwrap();
    runner.set_clock(Arc::new(FakeClock::at(START)));
    runner
}

fn locale_of(name: &str) -> Locale {
    if name.ends_with("-fr") {
        Locale::Fr
    } else {
        Locale::En
    }
}

/// The `--json` output of one transcript.
fn output_of(name: &str, transcript: &str) -> Vec<u8> {
    let mut runner = new_runner(locale_of(name));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = runner.run(transcript.as_bytes(), &mut out, &mut err, true);
    assert_eq!(code, 0, "{name}: {}", String::from_utf8_lossy(&err));
    out
}

/// The SVG of every picture the host returns while `transcript` plays, in order.
fn pictures_of(name: &str, transcript: &str) -> Vec<String> {
    let mut runner = new_runner(locale_of(name));
    runner.make_pictures().unwrap();
    let lines = transcript.lines().filter(|l| !l.trim().is_empty());
    let messages = lines.flat_map(|line| runner.line(line)).collect::<Vec<_>>();
    let svg = |m: &Message| match &m.to {
        Target::BoardImage { svg, .. } | Target::AnswerImage { svg, .. } => Some(svg.clone()),
        _ => None,
    };
    messages.iter().filter_map(svg).collect()
}

/// The transcripts whose pictures the corpus holds: one game of each.
const PICTURED: [&str; 3] = ["puerto-rico-bots-fr", "santiago-3-en", "maracaibo-2-en"];

fn transcripts() -> BTreeMap<String, String> {
    let entries = std::fs::read_dir(corpus_dir()).unwrap();
    let files = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"));
    files
        .filter(|p| p.file_name().is_some_and(|n| n != "digests.txt"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn the_corpus_transcripts_give_their_recorded_output() {
    let out_dir = std::env::var_os("GALLEON_CORPUS_OUT").map(PathBuf::from);
    let mut digests = String::new();
    for (name, transcript) in transcripts() {
        let output = output_of(&name, &transcript);
        if let Some(dir) = &out_dir {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(dir.join(format!("{name}.json")), &output).unwrap();
        }
        let lines = output.iter().filter(|&&b| b == b'\n').count();
        digests.push_str(&format!("{name} {:016x} {lines}\n", fnv(&output)));
        if PICTURED.contains(&name.as_str()) {
            let pictures = pictures_of(&name, &transcript);
            let all = pictures.join("\n");
            if let Some(dir) = &out_dir {
                std::fs::write(dir.join(format!("{name}.svg.txt")), &all).unwrap();
            }
            digests.push_str(&format!(
                "{name}.pictures {:016x} {}\n",
                fnv(all.as_bytes()),
                pictures.len()
            ));
        }
    }
    let path = corpus_dir().join("digests.txt");
    if std::env::var_os("GALLEON_CORPUS_BLESS").is_some() {
        std::fs::write(&path, &digests).unwrap();
    }
    let recorded = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        digests, recorded,
        "the corpus's output changed: write both versions' outputs with GALLEON_CORPUS_OUT and diff them"
    );
}

/// Extra lines put between the moves of a game: the table's other commands, refusals, a wait and restarts.
fn extras(n: usize, total: usize) -> Vec<&'static str> {
    match n {
        3 => vec!["alice> /help", "alice> /play move:\"zzz\""],
        6 => vec![
            "carol> /start game:puerto-rico",
            "zed> /join",
            "bob> /kick player:carol",
        ],
        10 => vec!["bob> /board", "carol> /hand", "alice> /log"],
        14 => vec!["!wait 13h"],
        _ if n == total / 2 => vec!["!restart", "alice> /board"],
        _ if n == total * 3 / 4 => vec!["bob> /info thing:doubloon", "carol> /look player:alice", "!restart"],
        _ => vec![],
    }
}

fn with_extras(opening: Vec<String>, moves: Vec<String>, ending: &[&str]) -> Vec<String> {
    let total = moves.len();
    let mut lines = opening;
    for (n, line) in moves.into_iter().enumerate() {
        lines.extend(extras(n, total).into_iter().map(String::from));
        lines.push(line);
    }
    lines.extend(ending.iter().map(|l| l.to_string()));
    lines
}

const ENDING: [&str; 4] = [
    "alice> /stats",
    "bob> /leaderboard game:puerto-rico",
    "alice> /log",
    "carol> /replay",
];

fn puerto_rico(players: usize, seed: u64) -> Vec<String> {
    let (planned, _) = galleon_tests::plan_game(players, seed);
    let moves = planned.iter().enumerate().filter(|(_, p)| !p.auto);
    let moves = moves.map(|(n, p)| galleon_tests::move_line("table", n, p)).collect();
    with_extras(galleon_tests::opening_lines("table", players, seed), moves, &ENDING)
}

fn santiago_game(players: usize, seed: u64) -> Vec<String> {
    let options = SantiagoOptions::default();
    let (planned, _) = santiago::plan_game(players, seed, &options);
    let moves = sent(&planned)
        .map(|(n, p)| santiago::move_line("table", n, p))
        .collect();
    with_extras(
        santiago::opening_lines("table", players, seed, &options),
        moves,
        &ENDING,
    )
}

fn maracaibo_game(players: usize, seed: u64) -> Vec<String> {
    let options = galleon_rules::maracaibo::Options::default();
    let (planned, _) = maracaibo::plan_game(players, seed, &options);
    let moves = sent(&planned).map(|(n, p)| maracaibo::move_line(n, p)).collect();
    with_extras(maracaibo::opening_lines(players, seed, "easy"), moves, &ENDING)
}

fn sent(planned: &[Planned]) -> impl Iterator<Item = (usize, &Planned)> {
    planned.iter().enumerate().filter(|(_, p)| !p.auto)
}

/// A game with AI seats: the people play random legal moves through `/play`, the AIs answer by themselves.
fn with_bots<G: Game>(opening: &[&str], locale: Locale, seed: u64) -> Vec<String> {
    let mut runner = new_runner(locale);
    let mut lines: Vec<String> = opening.iter().map(|l| l.to_string()).collect();
    for line in &lines {
        runner.line(line);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for n in 0.. {
        let (game, seats) = state::<G>(&runner);
        if game.is_over() {
            break;
        }
        let seat = game
            .to_act()
            .into_iter()
            .find(|&s| !seats[s].starts_with("ai:"))
            .expect("a person acts");
        let text = game.random_action(seat, &mut rng).unwrap().to_string();
        let mut next = vec![format!("{}> /play move:\"{text}\"", seats[seat])];
        if n == 25 {
            next.insert(0, "!restart".to_string());
        }
        for line in next {
            runner.line(&line);
            lines.push(line);
        }
    }
    lines.extend(ENDING.iter().map(|l| l.to_string()));
    lines
}

#[test]
#[ignore = "makes the corpus again: run by hand"]
fn write_the_corpus_transcripts() {
    let games: [(&str, Vec<String>); 9] = [
        ("puerto-rico-3-en", puerto_rico(3, 7)),
        ("puerto-rico-4-fr", puerto_rico(4, 8)),
        ("santiago-3-en", santiago_game(3, 9)),
        ("santiago-4-fr", santiago_game(4, 10)),
        ("maracaibo-2-en", maracaibo_game(2, 11)),
        ("maracaibo-3-fr", maracaibo_game(3, 12)),
        (
            "puerto-rico-bots-fr",
            with_bots::<PuertoRico>(
                &[
                    "alice> /join",
                    "alice> /addbot level:random",
                    "bob> /join",
                    "alice> /addbot level:random",
                    "alice> /start game:puerto-rico seed:13",
                ],
                Locale::Fr,
                13,
            ),
        ),
        (
            "santiago-bots-en",
            with_bots::<Santiago>(
                &[
                    "alice> /join",
                    "bob> /join",
                    "alice> /addbot level:random",
                    "alice> /start game:santiago seed:14",
                ],
                Locale::En,
                14,
            ),
        ),
        (
            "maracaibo-bots-fr",
            with_bots::<Maracaibo>(
                &[
                    "alice> /join",
                    "alice> /addbot level:random",
                    "bob> /join",
                    "alice> /start game:maracaibo seed:15",
                ],
                Locale::Fr,
                15,
            ),
        ),
    ];
    std::fs::create_dir_all(corpus_dir()).unwrap();
    for (name, lines) in games {
        std::fs::write(corpus_dir().join(format!("{name}.txt")), lines.join("\n") + "\n").unwrap();
    }
}
