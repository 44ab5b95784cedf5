//! Issue 28, item 6: the store's size on disk against the data it holds. `GALLEON_SIZE_GAMES` whole 3-player
//! Puerto Rico games (default 600) are played through `galleon script`, one channel each, `GALLEON_SIZE_AT_ONCE`
//! channels side by side (default 1); then the data directory's size on disk (after the run, after a reopen,
//! after `galleon compact`, which `galleon check` then finds sound), that of `galleon export --all` and the peak
//! memory of the run are printed. A measurement, not a check: run by hand
//! (`cargo test -p galleon-tests --test e2e store_size -- --ignored --nocapture`).

use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::Command;

use galleon_tests::{move_line, opening_lines, plan_game};

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Bytes on disk under `dir` (allocated blocks), and bytes of its files' contents.
fn sizes(dir: &Path) -> (u64, u64) {
    let mut total = (0, 0);
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let meta = entry.metadata().unwrap();
        let (blocks, len) = match meta.is_dir() {
            true => sizes(&entry.path()),
            false => (meta.blocks() * 512, meta.len()),
        };
        total = (total.0 + blocks, total.1 + len);
    }
    total
}

/// The script's lines: `games` games, `at_once` channels interleaved move by move.
fn lines(games: usize, at_once: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for batch in (0..games).collect::<Vec<_>>().chunks(at_once) {
        let plans: Vec<_> = batch
            .iter()
            .map(|&g| (format!("g{g}"), plan_game(3, 1000 + g as u64).0))
            .collect();
        for (channel, _) in &plans {
            let g: u64 = channel[1..].parse().unwrap();
            lines.extend(opening_lines(channel, 3, 1000 + g));
        }
        let longest = plans.iter().map(|(_, p)| p.len()).max().unwrap_or(0);
        for n in 0..longest {
            for (channel, plan) in &plans {
                if let Some(planned) = plan.get(n) {
                    lines.push(move_line(channel, n, planned));
                }
            }
        }
    }
    lines
}

#[test]
#[ignore]
fn store_size_against_its_data() {
    let (games, at_once) = (
        env_number("GALLEON_SIZE_GAMES", 600),
        env_number("GALLEON_SIZE_AT_ONCE", 1),
    );
    let data = tempfile::tempdir().unwrap();
    let script = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(script.path(), lines(games, at_once).join("\n") + "\n").unwrap();
    let run = Command::new("/usr/bin/time")
        .args(["-f", "peak %M KB"])
        .arg(BIN)
        .args(["script", "--data"])
        .arg(data.path())
        .arg(script.path())
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let peak = String::from_utf8_lossy(&run.stderr)
        .lines()
        .last()
        .unwrap_or("")
        .to_string();
    let (on_disk, contents) = sizes(data.path());
    let out = tempfile::tempdir().unwrap();
    let export = Command::new(BIN)
        .args(["export", "--all"])
        .arg(out.path())
        .arg("--data")
        .arg(data.path())
        .output()
        .unwrap();
    assert!(export.status.success());
    let (_, exported) = sizes(out.path());
    let (reopened, _) = sizes(data.path());
    let compact = Command::new(BIN)
        .args(["compact", "--data"])
        .arg(data.path())
        .output()
        .unwrap();
    assert!(compact.status.success(), "{}", String::from_utf8_lossy(&compact.stderr));
    let (compacted, _) = sizes(data.path());
    let check = Command::new(BIN)
        .args(["check", "--data"])
        .arg(data.path())
        .output()
        .unwrap();
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stdout));
    eprintln!(
        "{games} games, {at_once} at once: store {:.1} MB on disk ({:.1} MB of file contents), {:.1} MB after a \
         reopen, {:.1} MB after galleon compact, export {:.1} MB; script run {peak}",
        on_disk as f64 / 1e6,
        contents as f64 / 1e6,
        reopened as f64 / 1e6,
        compacted as f64 / 1e6,
        exported as f64 / 1e6
    );
}
