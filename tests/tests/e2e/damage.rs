//! Issue 16 item 5: damaged sled files are never silent and never a panic.
//!
//! A data directory with a few channels (three Puerto Rico games at different points and a lobby) is copied
//! and damaged, one seeded damage per copy: the `snap.*` file deleted, `db` cut at a random length, or a few of
//! its bytes flipped. `galleon export --all` then runs on each copy, and each case must be one of:
//! - intact: exit 0, nothing reported, every table exported exactly as before the damage;
//! - reported: exit 1 (a backup job must not trust it), and every table not exported exactly as before is named
//!   on stderr (a table that does not load, one sled cannot read, or one the store's manifest shows lost or gone
//!   back in time), the others intact;
//! - refused: a non-zero exit with the message naming the damaged directory and what to do.
//!
//! One verdict: `galleon check` on the same copy exits 0 exactly when the export was intact, and every channel it
//! names is named by the export's start-up report (the bot's own, see `Host::damage_report`).
//!
//! Anything else fails: a panic, an unclear refusal, or a table changed or missing with no word about it. Every
//! refused copy is also given to `galleon run`, which must stop the same way or, when it starts (tables load
//! lazily), be followed by a `galleon check` that names the damage. One copy is sled's files put
//! back from an older copy (the manifest kept), which must be reported with the channels that went back.
//! `GALLEON_DAMAGE_CASES` sets the number of damaged copies (default 30, a short run for CI);
//! `GALLEON_DAMAGE_SEED` varies the damages; `GALLEON_DAMAGE_VERBOSE` prints each case's outcome.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output};

use galleon_tests::{move_line, opening_lines, plan_game};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");
/// Channels and how many moves of their game are played (a whole game for `usize::MAX`).
const CHANNELS: [(&str, usize); 4] = [("t1", 6), ("t2", 60), ("t3", usize::MAX), ("t4", usize::MAX)];
/// sled's segment size: a full disk or a crash cuts its `db` at a segment's end as often as anywhere.
const SEGMENT: usize = 512 * 1024;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The data directory before any damage: games at different points (two of them finished) and a lobby, played
/// by four runs of the bot. Returns a copy of sled's files after the first run (not the manifest's).
fn make_store(dir: &Path) -> tempfile::TempDir {
    let mut lines = vec!["[lobby] alice> /join".to_string()];
    for (index, (channel, moves)) in CHANNELS.iter().enumerate() {
        let seed = 40 + index as u64;
        let (planned, _) = plan_game(3, seed);
        lines.extend(opening_lines(channel, 3, seed));
        lines.extend((0..planned.len().min(*moves)).map(|n| move_line(channel, n, &planned[n])));
    }
    let older = tempfile::tempdir().unwrap();
    for (run, part) in lines.chunks(lines.len().div_ceil(4)).enumerate() {
        run_script(dir, part);
        if run == 0 {
            copy_tree(dir, older.path());
            for name in ["galleon-manifest", "galleon-manifest.journal"] {
                std::fs::remove_file(older.path().join(name)).unwrap();
            }
        }
    }
    older
}

fn run_script(dir: &Path, lines: &[String]) {
    let script = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(script.path(), lines.join("\n") + "\n").unwrap();
    let out = Command::new(BIN)
        .args(["script", "--data"])
        .arg(dir)
        .arg(script.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
}

/// `galleon export --all` of `data` into a new directory: the output and the files written (name → text).
fn export_all(data: &Path) -> (Output, BTreeMap<String, String>) {
    let out_dir = tempfile::tempdir().unwrap();
    let output = Command::new(BIN)
        .args(["export", "--all"])
        .arg(out_dir.path())
        .arg("--data")
        .arg(data)
        .output()
        .unwrap();
    let files = std::fs::read_dir(out_dir.path())
        .map(|entries| {
            // The tables' files (the archive's subdirectories hold the finished games' records).
            entries
                .map(|e| e.unwrap())
                .filter(|e| !e.path().is_dir())
                .map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    (name, std::fs::read_to_string(e.path()).unwrap_or_default())
                })
                .collect()
        })
        .unwrap_or_default();
    (output, files)
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[derive(Debug)]
enum Damage {
    DeleteSnapshot,
    /// sled's `conf` deleted (sled writes it again: the store is whole).
    DeleteConf,
    /// The manifest's journal deleted (the claims since the last start are gone: a problem in itself).
    DeleteJournal,
    /// sled's files put back from an older copy and the manifest's journal deleted too.
    OlderCopyWithoutJournal,
    /// sled's files put back from a copy made after the first run (the manifest kept): the store went back.
    OlderCopy,
    Truncate(usize),
    /// Cut at the end of segment n, losing the segments after it.
    CutSegments(usize),
    Flip(Vec<(usize, u8)>),
}

impl Damage {
    fn seeded(case: u64, db_len: usize, rng: &mut ChaCha8Rng) -> Damage {
        match case % 4 {
            0 if case == 0 => Damage::DeleteSnapshot,
            1 if case == 1 => Damage::OlderCopy,
            2 if case == 2 => Damage::DeleteConf,
            3 if case == 3 => Damage::DeleteJournal,
            0 if case == 4 => Damage::OlderCopyWithoutJournal,
            0 => Damage::CutSegments(rng.gen_range(1..db_len.div_ceil(SEGMENT).max(2))),
            1 => Damage::Truncate(rng.gen_range(0..db_len)),
            _ => {
                let flips = rng.gen_range(1..=4);
                Damage::Flip(
                    (0..flips)
                        .map(|_| (rng.gen_range(0..db_len), rng.gen_range(1..=255u8)))
                        .collect(),
                )
            }
        }
    }

    fn apply(&self, dir: &Path, older: &Path) {
        let db = dir.join("db");
        match self {
            Damage::DeleteConf => std::fs::remove_file(dir.join("conf")).unwrap(),
            Damage::DeleteJournal => std::fs::remove_file(dir.join("galleon-manifest.journal")).unwrap(),
            Damage::OlderCopyWithoutJournal => {
                Damage::OlderCopy.apply(dir, older);
                Damage::DeleteJournal.apply(dir, older);
            }
            Damage::OlderCopy => {
                for entry in std::fs::read_dir(dir).unwrap() {
                    let path = entry.unwrap().path();
                    if !path
                        .file_name()
                        .unwrap()
                        .to_string_lossy()
                        .starts_with("galleon-manifest")
                    {
                        match path.is_dir() {
                            true => std::fs::remove_dir_all(path).unwrap(),
                            false => std::fs::remove_file(path).unwrap(),
                        }
                    }
                }
                copy_tree(older, dir);
            }
            Damage::DeleteSnapshot => {
                for entry in std::fs::read_dir(dir).unwrap() {
                    let path = entry.unwrap().path();
                    if path.file_name().unwrap().to_string_lossy().starts_with("snap.") {
                        std::fs::remove_file(path).unwrap();
                    }
                }
            }
            Damage::Truncate(len) => {
                let bytes = std::fs::read(&db).unwrap();
                std::fs::write(&db, &bytes[..*len]).unwrap();
            }
            Damage::CutSegments(segments) => {
                let bytes = std::fs::read(&db).unwrap();
                std::fs::write(&db, &bytes[..(segments * SEGMENT).min(bytes.len())]).unwrap();
            }
            Damage::Flip(flips) => {
                let mut bytes = std::fs::read(&db).unwrap();
                for (at, xor) in flips {
                    bytes[*at] ^= xor;
                }
                std::fs::write(&db, bytes).unwrap();
            }
        }
    }
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
enum Outcome {
    Intact,
    Reported,
    Refused,
}

/// How one damaged copy was handled, or why that is not acceptable.
fn judge(
    output: &Output,
    files: &BTreeMap<String, String>,
    before: &BTreeMap<String, String>,
) -> Result<Outcome, String> {
    let stderr = String::from_utf8_lossy(&output.stderr);
    if stderr.contains("panicked") || !matches!(output.status.code(), Some(0) | Some(1)) {
        return Err(format!("a panic or a crash ({:?}): {stderr}", output.status.code()));
    }
    // The whole store refused, or the export stopped where sled could not read (what it wrote is not a backup).
    let stopped = files.is_empty() || stderr.contains("is incomplete");
    if output.status.code() == Some(1) && stopped {
        let clear = stderr.contains("is damaged") && stderr.contains("galleon import");
        return clear
            .then_some(Outcome::Refused)
            .ok_or_else(|| format!("an unclear refusal: {stderr}"));
    }
    let mut named = false;
    for (file, text) in before {
        let channel = file.trim_start_matches("table-").trim_end_matches(".json");
        let is_named =
            stderr.contains(&format!("channel {channel:?}")) || stderr.contains(&format!("channel {channel}:"));
        named |= is_named;
        if files.get(file) != Some(text) && !is_named {
            return Err(format!("channel {channel} changed or lost without a word: {stderr}"));
        }
    }
    match (named, output.status.code()) {
        (_, Some(1)) if !stderr.trim().is_empty() => Ok(Outcome::Reported),
        (false, Some(0)) => Ok(Outcome::Intact),
        (named, code) => Err(format!("exit {code:?} though named: {named}: {stderr}")),
    }
}

/// `galleon check` (`checked`, run on the copy before the export opened it) agrees with the export's verdict on the
/// same copy: exit 0 exactly when intact, and every channel it names is named on the export's stderr too.
fn agrees_with_check(checked: &Output, outcome: Outcome, export: &Output) -> Result<(), String> {
    let said = String::from_utf8_lossy(&checked.stdout).into_owned() + &String::from_utf8_lossy(&checked.stderr);
    if (checked.status.code() == Some(0)) != (outcome == Outcome::Intact) {
        return Err(format!(
            "check exits {:?} for an {outcome:?} copy: {said}",
            checked.status.code()
        ));
    }
    let stderr = String::from_utf8_lossy(&export.stderr);
    for line in said.lines().filter(|l| l.contains(": PROBLEM: ")) {
        let channel = line.split(": PROBLEM: ").next().unwrap_or_default().trim_matches('"');
        let channel = channel.split(" (").next().unwrap_or_default();
        if outcome == Outcome::Reported && !stderr.contains(channel) {
            return Err(format!(
                "check names {channel} but the bot's report does not: {said}\n---\n{stderr}"
            ));
        }
    }
    Ok(())
}

/// `galleon check` on the data directory `data`.
fn check(data: &Path) -> Output {
    Command::new(BIN).args(["check", "--data"]).arg(data).output().unwrap()
}

/// `galleon run` on the data directory `data` (Discord unreachable: the store is opened before it is asked).
fn run_bot(data: &Path) -> Output {
    let config = tempfile::NamedTempFile::new().unwrap();
    let text = format!(
        "[discord]\ntoken = \"MTEx.unused.token-never-sent\"\napplication_id = 1\n\
         api_proxy = \"http://127.0.0.1:9\"\n[bot]\ndata_dir = \"{}\"\n",
        data.display()
    );
    std::fs::write(config.path(), text).unwrap();
    Command::new(BIN)
        .args(["run", "--config"])
        .arg(config.path())
        .output()
        .unwrap()
}

#[test]
fn damaged_sled_files_are_reported_never_silent_never_a_panic() {
    let original = tempfile::tempdir().unwrap();
    let older = make_store(original.path());
    let (output, before) = export_all(original.path());
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(before.len(), CHANNELS.len() + 1, "{before:?}");
    assert_eq!(check(original.path()).status.code(), Some(0));
    assert!(output.stderr.is_empty(), "{}", String::from_utf8_lossy(&output.stderr));

    let cases = env_number("GALLEON_DAMAGE_CASES", 30);
    let mut rng = ChaCha8Rng::seed_from_u64(env_number("GALLEON_DAMAGE_SEED", 16));
    let db_len = std::fs::metadata(original.path().join("db")).unwrap().len() as usize;
    let mut counts: BTreeMap<Outcome, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for case in 0..cases {
        let damage = Damage::seeded(case, db_len, &mut rng);
        let copy = tempfile::tempdir().unwrap();
        copy_tree(original.path(), copy.path());
        damage.apply(copy.path(), older.path());
        // Before the export: opening the store as the bot does heals some damage (a journal made again).
        let checked = check(copy.path());
        let (output, files) = export_all(copy.path());
        if std::env::var("GALLEON_DAMAGE_VERBOSE").is_ok() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            eprintln!(
                "case {case} {damage:?}: {:?} {}",
                output.status.code(),
                stderr.chars().take(300).collect::<String>()
            );
        }
        match judge(&output, &files, &before) {
            Ok(Outcome::Refused) => {
                if let Err(why) = agrees_with_check(&checked, Outcome::Refused, &output) {
                    failures.push(format!("case {case} ({damage:?}): {why}"));
                }
                // The bot itself stops the same way, with exit code 1 and the same words, when its start-up
                // reads meet the damage. Tables load lazily: damage in a table's pages only (where sled lays
                // them out varies from run to run) lets it start, and then `galleon check` names it.
                let run = run_bot(copy.path());
                let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
                let started = stderr.contains("cannot reach the fake Discord");
                match started {
                    true => {
                        let checked = check(copy.path());
                        let said = String::from_utf8_lossy(&checked.stdout) + String::from_utf8_lossy(&checked.stderr);
                        let named = said.contains("PROBLEM") || said.contains("is damaged");
                        assert!(checked.status.code() == Some(1) && named, "check is silent: {said}");
                    }
                    false => assert_eq!(
                        judge(&run, &BTreeMap::new(), &BTreeMap::new()),
                        Ok(Outcome::Refused),
                        "{stderr}"
                    ),
                }
                *counts.entry(Outcome::Refused).or_default() += 1;
            }
            Ok(outcome) => match agrees_with_check(&checked, outcome, &output) {
                Ok(()) => *counts.entry(outcome).or_default() += 1,
                Err(why) => failures.push(format!("case {case} ({damage:?}): {why}")),
            },
            Err(why) => failures.push(format!("case {case} ({damage:?}): {why}")),
        }
    }
    eprintln!("{cases} damaged copies of a {db_len}-byte db: {counts:?}");
    assert!(counts.contains_key(&Outcome::Reported), "the older copy is reported");
    assert!(
        counts.contains_key(&Outcome::Intact),
        "a deleted conf leaves the store whole"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
