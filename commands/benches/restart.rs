//! Restart with many stored tables (issue 16): the time from `Host::open` to the first reply in one channel,
//! the memory an idle loaded table takes, and the store's size per finished game.
//!
//! The store is built directly through the store's bulk write (not by playing 100 000 games): a few real random
//! Puerto Rico tables (games running at 30, 90 and 150 moves, and finished games) are played through a host, and
//! their records are cloned under 100 000 channel ids, one in four a finished game (its head in the tables, its
//! game's record in the archive of finished games, as the move that ended it leaves them). Running tables get an
//! agenda entry 12 hours ahead (their next reminder), finished ones none, as the host would write them.
//!
//! Memory: a counting global allocator measures what loading 1 000 tables adds (after a first read of the same
//! tables has warmed sled's cache), divided by 1 000.
//!
//! Run: `cargo bench -p galleon-commands --bench restart` (`GALLEON_RESTART_TABLES=10000` for a smaller store).

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use criterion::Criterion;
use galleon_commands::io::{Locale, Request};
use galleon_commands::record::TableRecord;
use galleon_commands::store::Store;
use galleon_commands::Host;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Bytes allocated and not yet freed.
static LIVE: AtomicUsize = AtomicUsize::new(0);

struct Counting;

// SAFETY: every call is forwarded to the system allocator unchanged; only sizes are counted.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(new_size, Ordering::Relaxed);
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

mod support;

const NAMES: [&str; 3] = ["alice", "bob", "carol"];
const HOUR: u64 = 3600;

fn request(channel: &str, user: &str, name: &str, options: &[(&str, String)]) -> Request {
    let options = options.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
    support::command(channel, user, name, options)
}

/// Plays a random 3-player game of `seed` in `channel` for `moves` moves (to its end with `usize::MAX`).
fn play(host: &Host, channel: &str, seed: u64, moves: usize) {
    for name in NAMES {
        host.handle(&request(channel, name, "join", &[]));
    }
    let start = [("game", "puerto-rico".to_string()), ("seed", seed.to_string())];
    host.handle(&request(channel, "alice", "start", &start));
    let mut game = PuertoRico::new(3, &Default::default(), seed).expect("3 players");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut played = 0;
    while !game.is_over() && played < moves {
        let forced = game
            .to_act()
            .into_iter()
            .find_map(|s| game.only_action(s).map(|a| (s, a)));
        if let Some((seat, action)) = forced {
            game.apply(seat, &action).expect("legal");
            continue;
        }
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).expect("a move");
        game.apply(seat, &action).expect("legal");
        host.handle(&request(channel, NAMES[seat], "play", &[("move", action.to_string())]));
        played += 1;
    }
}

/// A finished table: its record (log and final state) and its game's record as archived (JSON).
type Finished = (TableRecord, Vec<u8>);

/// The records of a few real tables: (running ones, finished ones).
fn templates(dir: &Path) -> (Vec<TableRecord>, Vec<Finished>) {
    let host = Host::open(dir, Locale::En).expect("host");
    let plays = [
        ("r30", 30),
        ("r90", 90),
        ("r150", 150),
        ("f1", usize::MAX),
        ("f2", usize::MAX),
    ];
    for (n, (channel, moves)) in plays.iter().enumerate() {
        play(&host, channel, 11 + n as u64, *moves);
    }
    drop(host);
    read_templates(dir)
}

/// The records of the tables [`templates`] played in `dir`.
fn read_templates(dir: &Path) -> (Vec<TableRecord>, Vec<Finished>) {
    let host = Host::open(dir, Locale::En).expect("host");
    let record = |channel: &str| -> TableRecord {
        let raw = host.raw_record(channel).expect("readable").expect("a table");
        serde_json::from_slice(&raw).expect("a record")
    };
    let running = ["r30", "r90", "r150"].map(record).to_vec();
    // Each finished table with its own game's record; the running ones are still running.
    let archived = host.finished_records().expect("the archive");
    assert_eq!(archived.len(), 2, "only f1 and f2 ended");
    let archived_of = |channel: &str| -> Vec<u8> {
        let of = |json: &&Vec<u8>| {
            let value: serde_json::Value = serde_json::from_slice(json).expect("a record");
            value["channel"] == channel
        };
        archived.iter().find(of).expect("an archived game").clone()
    };
    let finished = ["f1", "f2"].map(|c| (record(c), archived_of(c))).to_vec();
    (running, finished)
}

fn is_finished(i: usize) -> bool {
    i % 4 == 3
}

/// Tables per building process: sled's memory grows with what one process writes (about 6 GiB for 20 000 of
/// these tables), so the store is built by a child process per slice.
const SLICE: usize = 20_000;

/// A store of `count` tables cloned from the templates, built slice by slice by child processes (this benchmark
/// run again with `GALLEON_RESTART_SLICE=<dir>:<first>:<count>:<now>`).
fn build(dir: &Path, count: usize, now: u64) {
    templates(&dir.join("templates"));
    let started = Instant::now();
    for first in (0..count).step_by(SLICE) {
        let slice = format!("{}:{first}:{}:{now}", dir.display(), SLICE.min(count - first));
        let status = std::process::Command::new(std::env::current_exe().expect("this benchmark"))
            .env("GALLEON_RESTART_SLICE", slice)
            .status()
            .expect("a child process");
        assert!(status.success(), "building a slice failed");
    }
    println!(
        "built {count} tables ({} finished) in {:.1} s",
        (0..count).filter(|i| is_finished(*i)).count(),
        started.elapsed().as_secs_f64(),
    );
}

/// Writes tables `first..first + count` (see [`build`]).
fn build_slice(spec: &str) {
    let parts: Vec<&str> = spec.rsplitn(4, ':').collect();
    let number = |n: usize| parts[n].parse::<u64>().expect("a number");
    let (now, count, first, dir) = (number(0), number(1) as usize, number(2) as usize, Path::new(parts[3]));
    let (running, finished) = read_templates(&dir.join("templates"));
    let store = Store::open(&dir.join("data")).expect("store");
    for start in (first..first + count).step_by(1000) {
        let slice = start..(start + 1000).min(first + count);
        let mut batch: Vec<(TableRecord, u64)> = slice
            .clone()
            .filter(|i| !is_finished(*i))
            .map(|i| (renamed(&running[i % running.len()], i), now + 12 * HOUR))
            .collect();
        store.put_tables_in_bulk(&mut batch).expect("written");
        // Finished games are in the archive, as the move that ended them left them.
        let mut done: Vec<(TableRecord, Vec<u8>, u64)> = slice
            .filter(|i| is_finished(*i))
            .map(|i| {
                let (record, json) = &finished[i % finished.len()];
                (renamed(record, i), json.clone(), u64::MAX)
            })
            .collect();
        store.put_finished_tables_in_bulk(&mut done).expect("written");
    }
}

/// `record` as the table of channel `c<i>`.
fn renamed(record: &TableRecord, i: usize) -> TableRecord {
    let mut record = record.clone();
    record.channel = format!("c{i}");
    record
}

/// The logical bytes (keys and values) one finished table takes in the store: its head in the tables, its
/// game's record in the archive.
fn table_bytes(dir: &Path, (record, json): &Finished) -> u64 {
    let store = Store::open(dir).expect("store");
    let mut one = vec![(record.clone(), json.clone(), u64::MAX)];
    store.put_finished_tables_in_bulk(&mut one).expect("written");
    store.bytes_written()
}

fn dir_size(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| match e.metadata() {
                    Ok(m) if m.is_dir() => dir_size(&e.path()),
                    Ok(m) => m.len(),
                    Err(_) => 0,
                })
                .sum()
        })
        .unwrap_or(0)
}

/// Where a restart's time goes, restart by restart: sled's open (its recovery), the host's open (the agenda
/// read), the first reply (loading one table and answering).
fn phases(data: &Path, board: &Request) {
    for n in 1..=5 {
        let started = Instant::now();
        let store = Store::open(data).expect("store");
        let opened = started.elapsed();
        let host = Host::with_registry(store, Locale::En, galleon_commands::games::Registry::standard()).expect("host");
        let agenda = started.elapsed() - opened;
        let reply = Instant::now();
        assert!(!host.handle(board).is_empty());
        println!(
            "restart {n}: store open {:.0} ms, agenda {:.0} ms, first reply {:.1} ms; process resident {} MiB",
            opened.as_secs_f64() * 1e3,
            agenda.as_secs_f64() * 1e3,
            reply.elapsed().as_secs_f64() * 1e3,
            resident_mib()
        );
    }
}

/// The process's resident memory (Linux), in MiB; 0 when unknown.
fn resident_mib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap_or_default();
    let kib: u64 = line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).unwrap_or(0);
    kib / 1024
}

fn main() {
    if let Ok(spec) = std::env::var("GALLEON_RESTART_SLICE") {
        return build_slice(&spec);
    }
    let count: usize = std::env::var("GALLEON_RESTART_TABLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let root = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary directory");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    build(root.path(), count, now);
    let data = root.path().join("data");
    let board = request("c1000", "alice", "board", &[]);

    let mut criterion = Criterion::default().configure_from_args().sample_size(10);
    criterion.bench_function(&format!("restart with {count} tables: open + first reply"), |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let started = Instant::now();
                let host = Host::open(&data, Locale::En).expect("host");
                let reply = host.handle(&board);
                total += started.elapsed();
                assert!(!reply.is_empty());
                drop(host);
            }
            total
        })
    });
    criterion.final_summary();
    phases(&data, &board);

    let host = Host::open(&data, Locale::En).expect("host");
    for (label, finished) in [("running", false), ("finished", true)] {
        let channels: Vec<String> = (0..count.min(8000))
            .filter(|i| is_finished(*i) == finished)
            .take(1000)
            .map(|i| format!("c{i}"))
            .collect();
        for channel in &channels {
            std::hint::black_box(host.raw_record(channel).expect("readable"));
        }
        let before = LIVE.load(Ordering::Relaxed);
        for channel in &channels {
            std::hint::black_box(host.board_message(channel));
        }
        let grown = LIVE.load(Ordering::Relaxed).saturating_sub(before);
        assert!(host.load_problems().is_empty(), "{:?}", host.load_problems().first());
        println!(
            "memory per idle loaded table ({label}, {} loaded): {:.1} KiB",
            channels.len(),
            grown as f64 / channels.len() as f64 / 1024.0
        );
    }
    drop(host);

    let (_, finished) = templates(&root.path().join("templates-2"));
    for (n, finished) in finished.iter().enumerate() {
        let moves = finished.0.game.as_ref().map_or(0, |g| g.log.len());
        let bytes = table_bytes(&root.path().join(format!("one-{n}")), finished);
        println!("store size of a finished game ({moves} moves): {bytes} B of keys and values");
    }
    println!(
        "the whole store ({count} tables): {:.0} MiB on disk",
        dir_size(&data) as f64 / (1 << 20) as f64
    );
}
