//! The data directory's size on disk against the data it holds, under many games played side by side (issue 37,
//! item 9), and the time a move takes meanwhile, with the store rotating itself (see `store::rotate`).
//!
//! `GALLEON_SIZE_GAMES` random 3-player Puerto Rico games (default 600) are played through a host on a real data
//! directory, all at once: `GALLEON_SIZE_THREADS` threads (default 8) each take a share of the channels and play
//! them move by move in turn, so every game is running until the first ones end; every command returns only once
//! its write is durable, and a game's last move moves it to the archive of finished games, as the bot does.
//! `GALLEON_SIZE_RATE` caps the commands per second in all (default: as fast as the store takes them). Every
//! `GALLEON_SIZE_EVERY_MS` (default 2000) the directory's size on disk is sampled (and, apart, that of a rotation's
//! copy beside it) with the size of what `galleon export --all` would write then (every table as pretty JSON,
//! every finished and aborted game). The report gives the largest ratio met (counted once the export reaches
//! 1 MB: below, sled's fixed files dominate), with and without the copy, the peak and final sizes, the rotations,
//! and the median, p99 and longest time of a `/play` (its rules, its write and the flush it waits for); each
//! rotation logs how long it held the writes. At the end every game must be in the archive.
//!
//! Run: `cargo bench -p galleon-commands --bench store_size` (`GALLEON_SIZE_GAMES=60` for a quick run, a few
//! seconds; `GALLEON_SIZE_RATE=500` for the paced figures of docs/storage.md).

use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use galleon_commands::io::{Input, Locale, Request};
use galleon_commands::store::compact::size_on_disk;
use galleon_commands::store::rotate::{copy_dir, old_dir};
use galleon_commands::Host;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod support;

const NAMES: [&str; 3] = ["alice", "bob", "carol"];
/// Below this much exported data, the ratio says more about sled's fixed files than about growth.
const RATIO_FROM: u64 = 1_000_000;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn request(channel: &str, user: &str, name: &str, options: Vec<(String, String)>) -> Request {
    support::command(channel, user, name, options)
}

/// Every command of one whole random game in `channel`: the seats, the start, the moves (forced ones are played
/// by the host itself).
fn game_requests(channel: &str, seed: u64) -> VecDeque<Request> {
    let mut queue: VecDeque<Request> = NAMES.iter().map(|n| request(channel, n, "join", Vec::new())).collect();
    let start = vec![("game".into(), "puerto-rico".into()), ("seed".into(), seed.to_string())];
    queue.push_back(request(channel, "alice", "start", start));
    for (seat, action) in support::random_game(3, seed) {
        queue.push_back(request(channel, NAMES[seat], "play", vec![("move".into(), action)]));
    }
    queue
}

/// Plays the games of `queues` in turn, one command each, until all end; returns how long each `/play` took.
fn play_in_turn(host: &Host, mut queues: Vec<VecDeque<Request>>, pace: Duration) -> Vec<Duration> {
    let mut latencies = Vec::new();
    let mut next = Instant::now();
    while !queues.is_empty() {
        for queue in &mut queues {
            let Some(request) = queue.pop_front() else { continue };
            next += pace;
            std::thread::sleep(next.saturating_duration_since(Instant::now()));
            let is_move = matches!(&request.input, Input::Command { name, .. } if name == "play");
            let start = Instant::now();
            std::hint::black_box(host.handle(&request));
            if is_move {
                latencies.push(start.elapsed());
            }
        }
        queues.retain(|q| !q.is_empty());
    }
    latencies
}

/// Bytes on disk beside `dir` while the store rotates (its copy, the directory it replaces).
fn beside(dir: &Path) -> u64 {
    size_on_disk(&copy_dir(dir)) + size_on_disk(&old_dir(dir))
}

/// Bytes `galleon export --all` would write now: every table (pretty JSON), every finished game (pretty JSON)
/// and every aborted game.
fn exported_bytes(host: &Host) -> u64 {
    let tables: usize = host
        .channels()
        .iter()
        .filter_map(|c| host.export(c).ok())
        .map(|document| document.json.len() + 1)
        .sum();
    let finished: usize = host
        .finished_records()
        .unwrap_or_default()
        .iter()
        .filter_map(|raw| serde_json::from_slice::<serde_json::Value>(raw).ok())
        .map(|v| serde_json::to_string_pretty(&v).expect("JSON").len() + 1)
        .sum();
    let aborted: usize = host
        .aborted_records()
        .unwrap_or_default()
        .iter()
        .map(|(_, _, raw, _)| raw.len())
        .sum();
    (tables + finished + aborted) as u64
}

/// What the store holds, by tree (and by kind of entry in the tables' tree): bytes of keys and values, read from a
/// copy of the directory (`GALLEON_SIZE_BREAKDOWN=1`, to see where the bytes go).
fn breakdown(dir: &Path) -> String {
    let copy = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary directory");
    copy_files(dir, copy.path());
    let Ok(db) = galleon_commands::store::open_sled(copy.path()) else {
        return "unreadable copy".into();
    };
    let mut parts = Vec::new();
    for name in db.tree_names() {
        let tree = db.open_tree(&name).expect("tree");
        let mut kinds: std::collections::BTreeMap<char, (u64, u64)> = Default::default();
        for (key, value) in tree.iter().flatten() {
            let kind = key
                .iter()
                .position(|b| *b == 0)
                .and_then(|i| key.get(i + 1))
                .map_or('-', |b| *b as char);
            let entry = kinds.entry(kind).or_default();
            entry.0 += 1;
            entry.1 += (key.len() + value.len()) as u64;
        }
        let total: u64 = kinds.values().map(|k| k.1).sum();
        let detail: Vec<String> = kinds
            .iter()
            .map(|(k, (n, b))| format!("{k}:{n}/{:.1}MB", mb(*b)))
            .collect();
        parts.push(format!(
            "{} {:.1}MB [{}]",
            String::from_utf8_lossy(&name),
            mb(total),
            detail.join(" ")
        ));
    }
    parts.join("; ")
}

fn copy_files(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).into_iter().flatten().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            std::fs::create_dir_all(&target).ok();
            copy_files(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).ok();
        }
    }
}

struct Sample {
    at: Duration,
    on_disk: u64,
    /// The rotation's copy and the directory it replaces, beside it.
    beside: u64,
    exported: u64,
}

fn mb(bytes: u64) -> f64 {
    bytes as f64 / 1e6
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted
        .get(((sorted.len() as f64 * p) as usize).min(sorted.len().saturating_sub(1)))
        .copied()
        .unwrap_or_default()
}

fn report(games: u64, threads: u64, samples: &[Sample], mut latencies: Vec<Duration>, elapsed: Duration) {
    for s in samples {
        println!(
            "  {:>6.1} s: {:>7.1} MB on disk (+{:>5.1} MB beside), {:>6.1} MB exported",
            s.at.as_secs_f64(),
            mb(s.on_disk),
            mb(s.beside),
            mb(s.exported)
        );
    }
    let counted = || samples.iter().filter(|s| s.exported >= RATIO_FROM);
    let worst = counted().max_by(|a, b| (a.on_disk * b.exported).cmp(&(b.on_disk * a.exported)));
    let with_copy = |s: &Sample| s.on_disk + s.beside;
    let worst_with_copy = counted().max_by(|a, b| (with_copy(a) * b.exported).cmp(&(with_copy(b) * a.exported)));
    let peak = samples.iter().map(with_copy).max().unwrap_or(0);
    let last = samples.last().expect("a last sample");
    latencies.sort();
    println!(
        "{games} games at once on {threads} threads, {} moves in {:.0} s, {} samples",
        latencies.len(),
        elapsed.as_secs_f64(),
        samples.len()
    );
    if let Some(w) = worst {
        println!(
            "largest ratio: {:.2}x ({:.1} MB on disk for {:.1} MB exported, at {:.0} s)",
            w.on_disk as f64 / w.exported as f64,
            mb(w.on_disk),
            mb(w.exported),
            w.at.as_secs_f64()
        );
    }
    if let Some(w) = worst_with_copy {
        println!(
            "largest ratio counting the rotation's copy beside: {:.2}x ({:.1} MB for {:.1} MB exported)",
            with_copy(w) as f64 / w.exported as f64,
            mb(with_copy(w)),
            mb(w.exported)
        );
    }
    println!(
        "peak {:.1} MB on disk (with the copy); at the end {:.1} MB for {:.1} MB exported ({:.2}x)",
        mb(peak),
        mb(last.on_disk),
        mb(last.exported),
        last.on_disk as f64 / last.exported.max(1) as f64
    );
    println!("rotations: {}", galleon_commands::store::rotate::rotations());
    println!(
        "/play: median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
}

/// Plays the games on `threads` threads while sampling the directory; returns the samples, every `/play`'s time
/// and the run's length.
fn run(
    dir: &Path,
    games: u64,
    threads: u64,
    pace: Duration,
    every: Duration,
) -> (Vec<Sample>, Vec<Duration>, Duration) {
    let host = Arc::new(Host::open(dir, Locale::En).expect("host"));
    let mut shares: Vec<Vec<VecDeque<Request>>> = (0..threads).map(|_| Vec::new()).collect();
    for g in 0..games {
        shares[(g % threads) as usize].push(game_requests(&format!("g{g}"), 1000 + g));
    }
    let start = Instant::now();
    let workers: Vec<_> = shares
        .into_iter()
        .map(|share| {
            let host = Arc::clone(&host);
            std::thread::spawn(move || play_in_turn(&host, share, pace))
        })
        .collect();
    let mut samples = Vec::new();
    while workers.iter().any(|w| !w.is_finished()) {
        std::thread::sleep(every);
        let exported = exported_bytes(&host);
        if std::env::var_os("GALLEON_SIZE_BREAKDOWN").is_some() {
            println!(
                "{:.0} s, {:.1} MB exported: {}",
                start.elapsed().as_secs_f64(),
                mb(exported),
                breakdown(dir)
            );
        }
        samples.push(Sample {
            at: start.elapsed(),
            on_disk: size_on_disk(dir),
            beside: beside(dir),
            exported,
        });
    }
    let latencies = workers.into_iter().flat_map(|w| w.join().expect("no panic")).collect();
    let elapsed = start.elapsed();
    // The last figure once every game has ended, and after sled had its time to clean up.
    std::thread::sleep(every);
    samples.push(Sample {
        at: start.elapsed(),
        on_disk: size_on_disk(dir),
        beside: beside(dir),
        exported: exported_bytes(&host),
    });
    let finished = host.finished_records().expect("the archive").len() as u64;
    assert_eq!(finished, games, "every game ended and is in the archive");
    (samples, latencies, elapsed)
}

fn main() {
    // The store's rotations say what they did, and any problem, on stderr.
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(std::env::var("RUST_LOG").unwrap_or_else(|_| "galleon_commands=info".into()))
        .init();
    let games = env_number("GALLEON_SIZE_GAMES", 600);
    let threads = env_number("GALLEON_SIZE_THREADS", 8).clamp(1, games.max(1));
    let every = Duration::from_millis(env_number("GALLEON_SIZE_EVERY_MS", 2000));
    // Commands per second in all (0: as fast as the store takes them); each thread takes its share.
    let rate = env_number("GALLEON_SIZE_RATE", 0);
    let pace = match rate {
        0 => Duration::ZERO,
        rate => Duration::from_secs_f64(threads as f64 / rate as f64),
    };
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary directory beside the target");
    let data = std::env::var_os("GALLEON_SIZE_DIR").map_or_else(|| dir.path().join("data"), Into::into);
    let (samples, latencies, elapsed) = run(&data, games, threads, pace, every);
    report(games, threads, &samples, latencies, elapsed);
    let before = size_on_disk(&data);
    drop(Host::open(&data, Locale::En).expect("reopen"));
    println!(
        "after a reopen: {:.1} MB on disk (was {:.1} MB)",
        mb(size_on_disk(&data)),
        mb(before)
    );
}
