//! The host with a real sled store: durable commands per second and latency per command, for one channel and
//! for 1 000 channels in parallel, beside the cost of one raw sled flush on the same disk.
//!
//! Every command is a real one (`/join`, `/start`, then the moves of random Puerto Rico games, a new game when
//! one ends) and returns only once its write is flushed. After criterion's runs, a latency report prints
//! p50/p99 per command and the number of flushes per command (below 1 when group commit batches writers).
//!
//! Another report measures the bytes the store writes per move at move 10 and move 300 of a game (its layout
//! version 2 writes a move, the table's small head and now and then a snapshot, not the whole record).
//!
//! A last case times `/help` on a Mayor with 466 448 legal arrangements (a random game's), beside what `/help`
//! cost before it listed by prefix: writing out every legal move.
//!
//! Run: `cargo bench -p galleon-commands --bench host`.

use std::collections::VecDeque;
use std::path::Path;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, Throughput};
use galleon_commands::io::{Input, Locale, Request};
use galleon_commands::Host;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod support;

/// The bot's allocator (see `bot/src/main.rs`), so the figures are the bot's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const NAMES: [&str; 5] = ["alice", "bob", "carol", "dave", "erin"];
const CHANNELS: usize = 1000;

/// Endless commands for one channel: seats, a start, the moves of a random game, a new start, …
struct Feeder {
    channel: String,
    games: u64,
    queue: VecDeque<Request>,
    seated: bool,
    /// Players per game (3 unless said).
    players: usize,
}

impl Feeder {
    fn new(channel: String) -> Feeder {
        Feeder {
            channel,
            games: 0,
            queue: VecDeque::new(),
            seated: false,
            players: 3,
        }
    }

    fn request(&self, user: &str, name: &str, options: Vec<(String, String)>) -> Request {
        support::command(&self.channel, user, name, options)
    }

    fn next(&mut self) -> Request {
        if self.queue.is_empty() {
            self.refill();
        }
        self.queue.pop_front().expect("refilled")
    }

    fn refill(&mut self) {
        if !self.seated {
            for name in &NAMES[..self.players] {
                let join = self.request(name, "join", Vec::new());
                self.queue.push_back(join);
            }
            self.seated = true;
        }
        let seed = self.games + self.channel.len() as u64 * 7919;
        self.games += 1;
        let start = vec![("game".into(), "puerto-rico".into()), ("seed".into(), seed.to_string())];
        let start = self.request("alice", "start", start);
        self.queue.push_back(start);
        for (seat, action) in support::random_game(self.players, seed) {
            let play = self.request(NAMES[seat], "play", vec![("move".into(), action)]);
            self.queue.push_back(play);
        }
    }
}

/// Seed and random move of a 3-player game whose seat 0 then places colonists with 466 448 arrangements (moves
/// from `ChaCha8Rng(seed)`, the first seat to act, forced moves played as the host does).
const BIG_MAYOR: (u64, usize) = (2481, 189);

/// Plays the big Mayor's game on `host` in channel `mayor`; returns alice's `/help` there and the engine.
fn big_mayor(host: &Host) -> (Request, PuertoRico) {
    let feeder = Feeder::new("mayor".into());
    for name in &NAMES[..3] {
        host.handle(&feeder.request(name, "join", Vec::new()));
    }
    let (seed, moves) = BIG_MAYOR;
    let start = vec![("game".into(), "puerto-rico".into()), ("seed".into(), seed.to_string())];
    host.handle(&feeder.request("alice", "start", start));
    let mut game = PuertoRico::new(3, &Default::default(), seed).expect("3 players");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut played = 0;
    while played < moves {
        if support::play_forced(&mut game) {
            continue;
        }
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).expect("a move");
        game.apply(seat, &action).expect("legal");
        let play = feeder.request(NAMES[seat], "play", vec![("move".into(), action.to_string())]);
        host.handle(&play);
        played += 1;
    }
    while support::play_forced(&mut game) {}
    assert_eq!(game.arrangement_count(0), 466_448, "the big Mayor");
    (feeder.request("alice", "help", Vec::new()), game)
}

fn bench_dir() -> tempfile::TempDir {
    tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary directory beside the target")
}

/// One raw flush: a 4 KB insert made durable, straight on sled.
fn raw_flush(db: &sled::Db, i: u64) {
    db.insert(i.to_be_bytes(), vec![7u8; 4096]).expect("insert");
    db.flush().expect("flush");
}

/// Runs `per_channel` commands on each of `feeders` channels, one thread per channel, all starting together.
/// Returns the latency of every command and the elapsed time.
fn parallel(host: &Arc<Host>, feeders: &mut [Feeder], per_channel: usize) -> (Vec<Duration>, Duration) {
    let barrier = Arc::new(Barrier::new(feeders.len() + 1));
    let threads: Vec<_> = feeders
        .iter_mut()
        .map(|feeder| {
            let (host, barrier) = (Arc::clone(host), Arc::clone(&barrier));
            let requests: Vec<Request> = (0..per_channel).map(|_| feeder.next()).collect();
            std::thread::Builder::new()
                .stack_size(256 * 1024)
                .spawn(move || {
                    barrier.wait();
                    requests
                        .iter()
                        .map(|request| {
                            let start = Instant::now();
                            std::hint::black_box(host.handle(request));
                            start.elapsed()
                        })
                        .collect::<Vec<_>>()
                })
                .expect("a thread")
        })
        .collect();
    barrier.wait();
    let start = Instant::now();
    let latencies: Vec<Duration> = threads.into_iter().flat_map(|t| t.join().expect("no panic")).collect();
    (latencies, start.elapsed())
}

fn criterion_benches(c: &mut Criterion) {
    let dir = bench_dir();
    let db = sled::open(dir.path().join("raw")).expect("sled");
    let mut i = 0;
    c.bench_function("raw sled flush (4 KB insert + flush)", |b| {
        b.iter(|| {
            i += 1;
            raw_flush(&db, i)
        })
    });

    let host = Host::open(&dir.path().join("one"), Locale::En).expect("host");
    let mut feeder = Feeder::new("one".into());
    let mut group = c.benchmark_group("host");
    group.throughput(Throughput::Elements(1));
    group.bench_function("1 channel: one durable command", |b| {
        b.iter_batched(|| feeder.next(), |request| host.handle(&request), BatchSize::SmallInput)
    });

    let many = Arc::new(Host::open(&dir.path().join("many"), Locale::En).expect("host"));
    let mut feeders: Vec<Feeder> = (0..CHANNELS).map(|c| Feeder::new(format!("c{c}"))).collect();
    group.sample_size(10);
    group.throughput(Throughput::Elements(CHANNELS as u64));
    group.bench_function("1000 channels in parallel: one durable command each", |b| {
        // One iteration = one command on each channel; the threads run all iterations in one go.
        b.iter_custom(|iters| parallel(&many, &mut feeders, iters as usize).1)
    });
    group.finish();

    let mayor = Host::open(&dir.path().join("mayor"), Locale::En).expect("host");
    let (help, game) = big_mayor(&mayor);
    let mut group = c.benchmark_group("mayor with 466 448 arrangements");
    group.sample_size(10);
    group.bench_function("/help", |b| b.iter(|| mayor.handle(&help)));
    group.bench_function("every legal move in text (what /help did before)", |b| {
        b.iter(|| game.legal_actions(0).iter().map(ToString::to_string).count())
    });
    group.finish();
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p) as usize).min(sorted.len() - 1)]
}

fn report(label: &str, mut latencies: Vec<Duration>, elapsed: Duration, flushes: Option<u64>) {
    latencies.sort();
    let count = latencies.len();
    let per_second = count as f64 / elapsed.as_secs_f64();
    let flushes = flushes.map_or(String::new(), |f| {
        format!(", {:.3} flushes/command", f as f64 / count as f64)
    });
    println!(
        "{label}: {count} commands, {per_second:.0}/s, p50 {:.2} ms, p99 {:.2} ms{flushes}",
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
    );
}

/// p50/p99 latencies (criterion reports means). The disk is shared, so the raw flush and the 1-channel host
/// are measured interleaved (one raw flush, one host command, …) to see the same disk conditions, with a raw
/// payload the size of what the host wrote for its previous command.
fn latency_report(dir: &Path) {
    println!("\nlatency report");
    let db = sled::Config::new()
        .path(dir.join("raw-report"))
        .flush_every_ms(None)
        .open()
        .expect("sled");
    let host = Host::open(&dir.join("one-report"), Locale::En).expect("host");
    let mut feeder = Feeder::new("solo".into());
    let (mut raw, mut hosted, mut sizes) = (Vec::new(), Vec::new(), Vec::new());
    let (mut raw_time, mut host_time) = (Duration::ZERO, Duration::ZERO);
    let mut size = 512;
    for i in 0..3000u64 {
        sizes.push(size);
        let t = Instant::now();
        db.insert(i.to_be_bytes(), vec![7u8; size]).expect("insert");
        db.flush().expect("flush");
        raw.push(t.elapsed());
        raw_time += t.elapsed();
        let request = feeder.next();
        let written = host.bytes_written();
        let t = Instant::now();
        std::hint::black_box(host.handle(&request));
        hosted.push(t.elapsed());
        host_time += t.elapsed();
        size = (host.bytes_written() - written).max(64) as usize;
    }
    let mean_size = sizes.iter().sum::<usize>() / sizes.len();
    report(
        &format!("raw sled flush ({mean_size} B on average)"),
        raw,
        raw_time,
        None,
    );
    report("1 channel", hosted, host_time, Some(host.flush_count()));

    let many = Arc::new(Host::open(&dir.join("many-report"), Locale::En).expect("host"));
    let before = many.flush_count();
    let mut feeders: Vec<Feeder> = (0..CHANNELS).map(|c| Feeder::new(format!("c{c}"))).collect();
    let (latencies, elapsed) = parallel(&many, &mut feeders, 20);
    report(
        "1000 channels in parallel",
        latencies,
        elapsed,
        Some(many.flush_count() - before),
    );

    let pooled = Arc::new(Host::open(&dir.join("pooled-report"), Locale::En).expect("host"));
    let before = pooled.flush_count();
    let mut feeders: Vec<Feeder> = (0..CHANNELS).map(|c| Feeder::new(format!("p{c}"))).collect();
    let (latencies, elapsed) = pool(&pooled, &mut feeders, 20, WORKERS);
    report(
        &format!("1000 channels on {WORKERS} threads"),
        latencies,
        elapsed,
        Some(pooled.flush_count() - before),
    );
}

/// Threads serving the 1,000 channels in the pooled report (the bot runs each command on tokio's pool of
/// blocking threads, at most 512 by default).
const WORKERS: usize = 64;

/// Runs `per_channel` commands on each of `feeders` channels with `workers` threads, each serving its share of
/// the channels one command at a time, round after round (a channel's commands stay in order; a command waits
/// until it is durable before its thread takes the next). Returns the latency of every command and the
/// elapsed time.
fn pool(host: &Arc<Host>, feeders: &mut [Feeder], per_channel: usize, workers: usize) -> (Vec<Duration>, Duration) {
    let barrier = Arc::new(Barrier::new(workers + 1));
    let mut shares: Vec<Vec<Vec<Request>>> = vec![Vec::new(); workers];
    for (index, feeder) in feeders.iter_mut().enumerate() {
        shares[index % workers].push((0..per_channel).map(|_| feeder.next()).collect());
    }
    let threads: Vec<_> = shares
        .into_iter()
        .map(|share| {
            let (host, barrier) = (Arc::clone(host), Arc::clone(&barrier));
            std::thread::spawn(move || {
                barrier.wait();
                let mut latencies = Vec::new();
                for round in 0..per_channel {
                    for channel in &share {
                        let start = Instant::now();
                        std::hint::black_box(host.handle(&channel[round]));
                        latencies.push(start.elapsed());
                    }
                }
                latencies
            })
        })
        .collect();
    barrier.wait();
    let start = Instant::now();
    let latencies: Vec<Duration> = threads.into_iter().flat_map(|t| t.join().expect("no panic")).collect();
    (latencies, start.elapsed())
}

/// The length of the log of `channel`'s game and the size of its whole record (what a move wrote before the
/// store's layout version 2), from its export.
fn game_size(host: &Host, channel: &str) -> (usize, usize) {
    let Ok(json) = host.export(channel).map(|d| d.json) else {
        return (0, 0);
    };
    let record: serde_json::Value = serde_json::from_str(&json).expect("an export is JSON");
    let moves = record["game"]["log"].as_array().map_or(0, Vec::len);
    (moves, serde_json::to_vec(&record).expect("JSON").len())
}

/// Bytes the store writes per move along one random 5-player Puerto Rico game, at move 10 and at move 300 (the
/// first command reaching them; forced moves ride along), beside the whole record a move rewrote before.
fn bytes_per_move_report(dir: &Path) {
    println!("\nbytes written per move");
    let host = Host::open(&dir.join("bytes-report"), Locale::En).expect("host");
    let mut feeder = Feeder::new("bytes".into());
    feeder.players = 5;
    let mut rows = Vec::new();
    let mut starts = 0;
    loop {
        let request = feeder.next();
        let name = match &request.input {
            Input::Command { name, .. } => name.clone(),
            _ => String::new(),
        };
        starts += usize::from(name == "start");
        if starts > 1 {
            break;
        }
        let (moves, record) = game_size(&host, "bytes");
        let written = host.bytes_written();
        host.handle(&request);
        if name == "play" {
            rows.push((moves, host.bytes_written() - written, record));
        }
    }
    let total: u64 = rows.iter().map(|r| r.1).sum();
    println!(
        "one game: {} commands, {} B written in all, {:.0} B per command on average",
        rows.len(),
        total,
        total as f64 / rows.len() as f64
    );
    for at in [10, 100, 200, 300] {
        match rows.iter().find(|row| row.0 >= at) {
            Some((moves, bytes, record)) => {
                println!("move {moves}: {bytes} B written (the whole record, as written before: {record} B)")
            }
            None => println!("move {at}: the game ended before"),
        }
    }
}

/// `-- cpu`: only 1,000 commands in one channel on a temporary store, timed by the thread's CPU clock (steadier
/// than wall time on a shared machine; also the workload to run under `valgrind --tool=callgrind`).
fn cpu_report() {
    let host = Host::temporary(Locale::En).expect("host");
    let mut feeder = Feeder::new("solo".into());
    let requests: Vec<Request> = (0..1000).map(|_| feeder.next()).collect();
    let start = thread_cpu_ns();
    for request in &requests {
        std::hint::black_box(host.handle(request));
    }
    let spent = thread_cpu_ns() - start;
    println!(
        "cpu report: 1000 commands, {:.1} µs of CPU per command",
        spent as f64 / 1e6
    );
}

/// The calling thread's time on a CPU so far, in nanoseconds (Linux's schedstat; 0 elsewhere).
fn thread_cpu_ns() -> u64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    stat.split_whitespace()
        .next()
        .and_then(|ns| ns.parse().ok())
        .unwrap_or(0)
}

fn main() {
    if std::env::args().any(|arg| arg == "cpu") {
        return cpu_report();
    }
    let mut criterion = Criterion::default().configure_from_args();
    criterion_benches(&mut criterion);
    criterion.final_summary();
    let dir = bench_dir();
    latency_report(dir.path());
    bytes_per_move_report(dir.path());
}
