//! Channels the store's manifest found damaged at open (see [`crate::store::manifest`]): the store lost their
//! table, went back in time for it, or holds other moves than it made durable. Each is isolated as a broken
//! table: its players get a clear error in their language, `/abort` clears it (a table the store lost entirely
//! has no seats left to check: anyone in the channel may clear it, there is nothing left to lose), and every
//! other channel plays on. Each channel is compared when its table loads (tables load on first use); the whole
//! pass, [`report`], runs when the operator asks for the list (the bot: at start-up, off the first reply's path).

use crate::record::LoadProblem;
use crate::store::Store;
use crate::tables::check::Report;
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

/// What the operator must know at start-up (English, one line each), from `check`'s verdict on the store: the
/// manifest's own notes, what to do, then each channel with a problem.
pub(crate) fn report(store: &Store, verdict: &Report) -> Vec<String> {
    let mut lines = verdict.notes.clone();
    let lost: Vec<String> = store
        .manifest()
        .map_or_else(Vec::new, |m| m.problems().into_iter().map(|(c, _)| c).collect());
    if !lost.is_empty() {
        lines.push(format!(
            "the store lost {} table(s) or record(s), or went back in time for them, against the manifest beside it \
             (channels: {}): those channels refuse play until /abort clears them; to get them back, stop the bot and restore \
             the data directory from a backup, or `galleon import` their files from `galleon export --all`",
            lost.len(),
            lost.join(", ")
        ));
    }
    let named = verdict.named();
    if !named.is_empty() && named.len() > lost.len() {
        lines.push(
            "a table that cannot load refuses play until /abort clears it, which keeps every entry still readable \
             for `galleon export CHANNEL --cleared` (repair it by hand, then `galleon import` it); `galleon check` \
             gives this same verdict"
                .to_string(),
        );
    }
    for (channel, problem) in &verdict.verdicts {
        if let Some(problem) = problem {
            lines.push(format!("channel {channel}: {problem}"));
        }
    }
    lines
}
