//! The agenda: for every stored table, the time (by the host's clock) from which it may have something to do on
//! its own: a reminder due, a turn clock run out, a stand-in AI move after the grace period, an AI seat to play.
//!
//! It is what lets tables load lazily (see [`crate::host::Host`]): the store keeps one small entry per table, written in
//! the same atomic batch as the table's head ([`crate::store::Store::put_table_waking`]), and the host reads them
//! all at open. The periodic checks ([`crate::host::Host::reminder_channels`], [`crate::host::Host::ai_channels`]) load only
//! the tables whose time has come, so after a restart due reminders, clock deadlines and AI turns resume without
//! loading idle tables.
//!
//! The time is exact enough by construction: what makes a table due only ever becomes true as time passes, at
//! one of the deadlines its record holds (a reminder's `last + every`, a clock's deadline, a timeout's end of
//! grace), until the table is next saved, which writes a new entry. So the entry is "now" when something is due
//! already, else the earliest of those deadlines still ahead ([`NEVER`] when there is none). An entry too early
//! only costs a load (the load puts the right time in memory): a store written before the agenda existed gets
//! every table due at once, and the first check loads each once and stores its right time.

use crate::tables::table::Table;

/// The entry of a table that has nothing to do until someone acts.
pub const NEVER: u64 = u64::MAX;

/// When `table` next has something to do on its own, seen at `now` (`now` itself when it has already).
pub(crate) fn wake(table: &Table, now: u64) -> u64 {
    let due = crate::handlers::remind::pending_at(table, now)
        || crate::handlers::takeover::pending_at(table, now)
        || crate::handlers::takeover::ai_seat(table, now).is_some();
    if due {
        return now;
    }
    let deadlines = crate::handlers::remind::deadlines(table)
        .into_iter()
        .chain(crate::handlers::takeover::deadlines(table));
    deadlines.filter(|at| *at > now).min().unwrap_or(NEVER)
}
