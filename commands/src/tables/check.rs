//! The verdict on a store, channel by channel: `galleon check` gives it offline (see `bot/src/check.rs`), and the
//! bot gives the same at start-up, off the first reply's path ([`crate::host::Host::damage_report`]), so the two
//! never disagree.
//!
//! Three comparisons, each naming the channels it finds wrong:
//! - the store against its manifest, as the bot does at start-up ([`Store::manifest_check_all`]): a table lost,
//!   gone back in time or holding other moves than the store made durable, even when nothing of it is left;
//! - every table as the host reads it (its head, its moves against their checksum chain, its latest snapshot
//!   against its checksum), then its game replayed from the seed and compared with that snapshot, and the moves
//!   after it replayed: stricter than a load, which trusts a checksummed snapshot;
//! - every snapshot of every game against its checksum (a load reads only the latest valid one);
//! - every table sled cannot read (its files are damaged where the table is: sled reports it only on reading),
//!   named with sled's reason, the other tables checked as usual.
//!
//! A snapshot passed over because it is damaged or missing is a problem too, though the host still loads that
//! table. The manifest's own state (missing though the store had one, damaged) is said in the notes. Nothing is
//! written.

use std::collections::BTreeMap;
use std::path::Path;

use crate::base::error::HostError;
use crate::base::io::Locale;
use crate::games::Registry;
use crate::record::LoadProblem;
use crate::store::{Store, Stored};
use crate::tables::table::load_table;

/// What `galleon check` found at one channel: None when it is sound, else the problems (in English).
pub type Verdict = (String, Option<String>);

/// What `galleon check` found in a data directory.
pub struct Report {
    /// What is wrong with the manifest itself (English), each a problem.
    pub notes: Vec<String>,
    /// Every channel stored or claimed by the manifest, sorted.
    pub verdicts: Vec<Verdict>,
}

impl Report {
    /// The channels (and archived records) with a problem, sorted.
    pub fn named(&self) -> Vec<&str> {
        let wrong = self.verdicts.iter().filter(|(_, problem)| problem.is_some());
        wrong.map(|(channel, _)| channel.as_str()).collect()
    }

    /// How many things are wrong: the notes and the channels with a problem.
    pub fn problems(&self) -> usize {
        self.notes.len() + self.named().len()
    }
}

/// Verifies the store in `dir` against its manifest and the games of `registry`.
pub fn check_dir(dir: &Path, registry: &Registry) -> Result<Report, HostError> {
    verify(&Store::open_for_check(dir)?, registry)
}

/// Verifies an open store against its manifest and the games of `registry` (see the module docs). An error only
/// when the store's list of tables itself cannot be read.
pub fn verify(store: &Store, registry: &Registry) -> Result<Report, HostError> {
    let text = |problem| LoadProblem::new(problem).text(Locale::En, registry);
    let mut problems: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (channel, problem) in store.manifest_check_all()? {
        problems.entry(channel).or_default().push(text(problem));
    }
    for channel in store.stored_channels()? {
        let found = problems.entry(channel.clone()).or_default();
        let checked = store
            .read(&channel)
            .and_then(|stored| table_problems(store, &channel, stored, registry));
        let checked = checked.unwrap_or_else(|error| vec![format!("the store cannot read this table: {error}")]);
        for problem in checked {
            if !found.contains(&problem) {
                found.push(problem);
            }
        }
    }
    let notes = store.manifest().map_or_else(Vec::new, |m| m.notes().to_vec());
    let verdicts = problems
        .into_iter()
        .map(|(channel, found)| (channel, (!found.is_empty()).then(|| found.join(" "))))
        .collect();
    Ok(Report { notes, verdicts })
}

/// What is wrong with one stored table: its checksums, its replay, every snapshot.
fn table_problems(
    store: &Store,
    channel: &str,
    stored: Option<Stored>,
    registry: &Registry,
) -> Result<Vec<String>, HostError> {
    let Some(stored) = stored else { return Ok(Vec::new()) };
    let text = |problem| LoadProblem::new(problem).text(Locale::En, registry);
    let mut problems = Vec::new();
    let damaged = stored.damage.is_some();
    problems.extend(stored.damage.map(text));
    problems.extend(stored.recovered.map(text));
    if !damaged {
        if let Err(problem) = load_table(registry, channel, &stored.raw) {
            problems.push(problem.text(Locale::En, registry));
        }
    }
    for snapshot in store.damaged_snapshots(channel)? {
        let problem = text(snapshot);
        if !problems.contains(&problem) {
            problems.push(problem);
        }
    }
    Ok(problems)
}
