//! Channels the store's manifest found damaged at open (see [`crate::store::manifest`]): the store lost their
//! table, went back in time for it, or holds other moves than it made durable. Each is isolated as a broken
//! table: its players get a clear error in their language, `/abort` clears it (a table the store lost entirely
//! has no seats left to check: anyone in the channel may clear it, there is nothing left to lose), and every
//! other channel plays on. Each channel is compared when its table loads (tables load on first use); the whole
//! pass, [`report`], runs when the operator asks for the list (the bot: at start-up, off the first reply's path).

use crate::base::io::Locale;
use crate::games::Registry;
use crate::record::LoadProblem;
use crate::store::Store;
use crate::tables::table::Slot;

/// `slot` (what the store still holds of the channel) made a broken table for `problem`, keeping its record so
/// it can be exported and repaired.
pub(crate) fn isolated(slot: Slot, problem: galleon_rules::RuleError) -> Slot {
    let raw = match slot {
        Slot::Table(table) => table.full_record().to_bytes(),
        Slot::Broken { raw, .. } => raw,
        Slot::Free => Vec::new(),
    };
    Slot::Broken {
        raw,
        problem: LoadProblem::new(problem),
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
