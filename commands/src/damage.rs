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

/// Makes every channel the manifest found damaged a broken table, keeping what the store still holds of it.
pub(crate) fn isolate(store: &Store, channels: &mut HashMap<String, Arc<Mutex<Slot>>>) {
    let Some(manifest) = store.manifest() else { return };
    for (channel, problem) in manifest.problems() {
        let slot = channels.entry(channel).or_insert_with(|| Arc::new(Mutex::new(Slot::Free)));
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
