//! The checks and small words every handler starts with: the table a request acts on, the seat of its user, no
//! stray option; the acting user's name as texts show it.

use galleon_rules::RuleError;

use crate::base::io::{Request, User};
use crate::record::{display_name, TableRecord};
use crate::tables::table::{Slot, Table};

/// Refuses any option for commands that take none.
pub(crate) fn no_options(command: &str, options: &[(String, String)]) -> Result<(), RuleError> {
    match options.first() {
        Some((name, _)) => Err(RuleError::new("err-no-such-option")
            .text("option", name)
            .text("command", command)),
        None => Ok(()),
    }
}

/// The acting user's name as a table keeps it, as shown in texts.
pub(crate) fn shown(request: &Request) -> String {
    crate::base::doc::name(&display_name(&request.user.name, &request.user.id))
}

pub(crate) fn table(slot: &Slot) -> Result<&Table, RuleError> {
    match slot {
        Slot::Table(table) => Ok(table),
        _ => Err(RuleError::new("err-no-table")),
    }
}

pub(crate) fn seated(table: &Table, user: &User) -> Result<usize, RuleError> {
    table
        .record
        .seat_of(&user.id)
        .ok_or_else(|| RuleError::new("err-not-seated"))
}

/// The seats in order, as `1. alice, 2. bob`.
pub(crate) fn seat_list(record: &TableRecord) -> String {
    let seats: Vec<String> = crate::tables::table::marked_names(record)
        .iter()
        .enumerate()
        .map(|(i, name)| format!("{}. {name}", i + 1))
        .collect();
    seats.join(", ")
}

/// Whether a record that does not load still names `user_id` among its seats.
pub(crate) fn seated_in_raw(raw: &[u8], user_id: &str) -> bool {
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(raw) else {
        return false;
    };
    let seats = value.get("seats").and_then(|s| s.as_array());
    seats.is_some_and(|seats| seats.iter().any(|s| s["user"]["id"].as_str() == Some(user_id)))
}
