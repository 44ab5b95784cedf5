//! `galleon check`: every stored table verified offline, channel by channel (see `bot/src/check.rs`).
//!
//! A table is read as the host reads it (its head, its moves against their checksum chain, its latest snapshot
//! against its checksum), then its game is replayed from the seed and compared with that snapshot, and the moves
//! after it are replayed: stricter than a load, which trusts a checksummed snapshot. A snapshot passed over
//! because it is damaged or missing is a problem too, though the host still loads that table. Nothing is written.

use std::path::Path;

use crate::games::Registry;
use crate::io::Locale;
use crate::record::LoadProblem;
use crate::store::Store;
use crate::table::load_table;
use crate::HostError;

/// What `galleon check` found at one channel: None when it is sound, else the problems (in English).
pub type Verdict = (String, Option<String>);

/// Verifies every table stored in `dir` against the games of `registry`, sorted by channel.
pub fn check_dir(dir: &Path, registry: &Registry) -> Result<Vec<Verdict>, HostError> {
    let store = Store::open_for_check(dir)?;
    let mut verdicts: Vec<Verdict> = store
        .all()?
        .into_iter()
        .map(|(channel, stored)| {
            let mut problems = Vec::new();
            let text = |problem| LoadProblem::new(problem).text(Locale::En, registry);
            let damaged = stored.damage.is_some();
            problems.extend(stored.damage.map(text));
            problems.extend(stored.recovered.map(text));
            if !damaged {
                if let Err(problem) = load_table(registry, &channel, &stored.raw) {
                    problems.push(problem.text(Locale::En, registry));
                }
            }
            (channel, (!problems.is_empty()).then(|| problems.join(" ")))
        })
        .collect();
    verdicts.sort();
    Ok(verdicts)
}
