//! Channels the store's manifest found damaged at open (see [`crate::store::manifest`]): the store lost their
//! table, went back in time for it, or holds other moves than it made durable. Each is isolated as a broken
//! table: its players get a clear error in their language, `/abort` clears it (a table the store lost entirely
//! has no seats left to check: anyone in the channel may clear it, there is nothing left to lose), and every
//! other channel plays on. The operator gets the list at start-up ([`report`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::games::Registry;
use crate::io::Locale;
use crate::record::LoadProblem;
use crate::store::Store;
use crate::table::Slot;
use crate::HostError;

/// Compares every channel the manifest claims with the store and makes each one found damaged a broken table,
/// keeping what the store still holds of it. (A host loading tables lazily would instead ask
/// [`Store::manifest_check`] for each channel it loads, and run this pass off the first reply's path.)
pub(crate) fn isolate(store: &Store, channels: &mut HashMap<String, Arc<Mutex<Slot>>>) -> Result<(), HostError> {
    for (channel, problem) in store.manifest_check_all()? {
        let slot = channels
            .entry(channel)
            .or_insert_with(|| Arc::new(Mutex::new(Slot::Free)));
        let mut slot = crate::host::lock(slot);
        let raw = match &*slot {
            Slot::Table(table) => table.record.to_bytes(),
            Slot::Broken { raw, .. } => raw.clone(),
            Slot::Free => Vec::new(),
        };
        *slot = Slot::Broken {
            raw,
            problem: LoadProblem::new(problem),
        };
    }
    Ok(())
}

/// What the operator must know at start-up (English, one line each): the manifest's own notes, then the
/// channels found damaged and what to do.
pub(crate) fn report(store: &Store, registry: &Registry) -> Vec<String> {
    let Some(manifest) = store.manifest() else {
        return Vec::new();
    };
    let mut lines = manifest.notes().to_vec();
    let problems = manifest.problems();
    if problems.is_empty() {
        return lines;
    }
    let channels: Vec<&str> = problems.iter().map(|(c, _)| c.as_str()).collect();
    lines.push(format!(
        "the store lost {} table(s) or went back in time for them, against the manifest beside it (channels: {}): \
         those channels refuse play until /abort clears them; to get them back, stop the bot and restore the data \
         directory from a backup, or `galleon import` their files from `galleon export --all`",
        problems.len(),
        channels.join(", ")
    ));
    for (channel, problem) in problems {
        let text = LoadProblem::new(problem).text(Locale::En, registry);
        lines.push(format!("channel {channel}: {text}"));
    }
    lines
}
