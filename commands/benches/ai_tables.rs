//! Three tables' bots thinking at once (issue 38): how long a table waits for its bot's move, from the moment
//! it asks to the move chosen, when three tables of bots think together on this machine at the table's budgets
//! (`galleon_ai::Level::default_budget`), through the gate the bot uses ([`Thinkers`]).
//!
//! Three tables play at once, one thread each: Puerto Rico (4 seats), Santiago (4) and Maracaibo (3). Each has
//! one person, alice, whose turn clock (12 hours) the bench lets run out whenever she is due, so the AI stands in
//! for her at `normal` (as a table does after her clock ran out), and bots at the level measured in the other
//! seats. Every decision counts, forced moves included, as a table sees them; the percentiles are per level
//! (the `hard` run's stand-in moves count as `normal`).
//!
//! Run: `cargo bench -p galleon-commands --bench ai_tables` (`GALLEON_AI_TABLES_DECISIONS=N` decisions per table
//! and level, 120 by default).

use std::collections::BTreeMap;
use std::sync::{Arc, Barrier, Mutex};
use std::time::{Duration, Instant};

use galleon_commands::clock::FakeClock;
use galleon_commands::io::{Locale, Request};
use galleon_commands::{Host, Level, Thinkers};

mod support;

const T0: u64 = 1_800_000_000;
const DAY: u64 = 24 * 3600;
/// Each table: its channel, game and seats.
const TABLES: [(&str, &str, usize); 3] = [
    ("puerto-rico", "puerto-rico", 4),
    ("santiago", "santiago", 4),
    ("maracaibo", "maracaibo", 3),
];

fn main() {
    let decisions = std::env::var("GALLEON_AI_TABLES_DECISIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(120);
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!("three tables' bots at once, {cores} processors, {decisions} decisions per table");
    for level in [Level::Normal, Level::Hard] {
        let times = run(level, decisions);
        for (level, mut times) in times {
            println!("{level:>6}: {}", percentiles(&mut times));
        }
    }
}

/// Plays `decisions` AI moves at each table at once, bots at `level`; every decision's time per level.
fn run(level: Level, decisions: usize) -> BTreeMap<&'static str, Vec<Duration>> {
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary directory");
    let clock = Arc::new(FakeClock::at(T0));
    let host = Host::open(dir.path(), Locale::En)
        .expect("a host")
        .with_clock(clock.clone());
    let host = Arc::new(host);
    for (seed, &(channel, game, seats)) in TABLES.iter().enumerate() {
        seat_table(&host, channel, game, seats, level, seed as u64 + 1);
    }
    let thinkers = Arc::new(Thinkers::for_this_machine());
    let times = Arc::new(Mutex::new(BTreeMap::<&str, Vec<Duration>>::new()));
    let barrier = Arc::new(Barrier::new(TABLES.len()));
    let threads: Vec<_> = TABLES
        .iter()
        .map(|&(channel, ..)| {
            let (host, clock, thinkers) = (Arc::clone(&host), Arc::clone(&clock), Arc::clone(&thinkers));
            let (times, barrier) = (Arc::clone(&times), Arc::clone(&barrier));
            std::thread::spawn(move || {
                barrier.wait();
                for (level, took) in play(&host, &clock, &thinkers, channel, decisions) {
                    times.lock().expect("times").entry(level).or_default().push(took);
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("a table's thread");
    }
    Arc::try_unwrap(times)
        .expect("threads done")
        .into_inner()
        .expect("times")
}

/// alice joins, `seats - 1` bots at `level` join, alice starts `game` with a 12-hour turn clock.
fn seat_table(host: &Host, channel: &str, game: &str, seats: usize, level: Level, seed: u64) {
    host.handle(&command(channel, "join", &[]));
    for _ in 1..seats {
        host.handle(&command(channel, "addbot", &[("level", level.as_str())]));
    }
    let seed = seed.to_string();
    host.handle(&command(
        channel,
        "start",
        &[("game", game), ("seed", &seed), ("clock", "12h")],
    ));
}

/// Plays `decisions` AI moves in `channel` as the bot's driver does; each one's level and time.
fn play(
    host: &Host,
    clock: &FakeClock,
    thinkers: &Thinkers,
    channel: &str,
    decisions: usize,
) -> Vec<(&'static str, Duration)> {
    let mut times = Vec::new();
    while times.len() < decisions {
        let Some(job) = host.ai_job(channel) else {
            // alice is due: her clock runs out, the table is told, the grace passes, the AI stands in (unless
            // the game is over).
            clock.advance(DAY);
            host.due_reminders_in(channel);
            clock.advance(DAY);
            if host.ai_job(channel).is_none() {
                break;
            }
            continue;
        };
        let asked = Instant::now();
        let text = thinkers.think(&job, asked);
        times.push((job.level().as_str(), asked.elapsed()));
        host.submit_ai_move(&job, &text);
    }
    times
}

fn command(channel: &str, name: &str, options: &[(&str, &str)]) -> Request {
    let options = options.iter().map(|&(k, v)| (k.to_string(), v.to_string())).collect();
    support::command(channel, "alice", name, options)
}

/// "N decisions: p50 / p90 / p99 / max ms".
fn percentiles(times: &mut [Duration]) -> String {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0;
    format!(
        "{} decisions: p50 {:.0} / p90 {:.0} / p99 {:.0} / max {:.0} ms",
        times.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    )
}
