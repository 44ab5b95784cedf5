//! The checks every command passes before its handler runs, from the list of commands (`schema`): its options
//! against their shapes ([`options`]) and what it needs of the channel ([`needs`]); the checks handlers share;
//! the acting user's name as texts show it.

use galleon_rules::RuleError;

use crate::base::io::{Locale, OptionKind, OptionShape, Read, Request, User};
use crate::record::{display_name, TableRecord};
use crate::tables::table::{Slot, Table};
use crate::tables::{Need, Options};
use crate::words::commands::option_name;

/// `command`'s options as typed, checked against its `shapes`: each is one of them and its value is read as its
/// shape says (see [`Read`]); each required one, and one of `one_of` if any, is given (a blank value is none).
/// Refusals name the options as the reader knows them.
pub(crate) fn options(
    command: &str,
    shapes: &[OptionShape],
    one_of: &[&str],
    options: &Options,
    locale: Locale,
) -> Result<Vec<(String, String)>, RuleError> {
    let mut checked = Vec::with_capacity(options.len());
    for (option, value) in options {
        let Some(shape) = shapes.iter().find(|s| s.name == option) else {
            return Err(RuleError::new("err-no-such-option")
                .text("option", option)
                .text("command", command));
        };
        let value = checked_value(shape, value).map_err(|e| e.text("option", option_name(locale, command, option)))?;
        checked.push((option.clone(), value));
    }
    match missing(shapes, one_of, &checked) {
        Some(option) => Err(RuleError::new("err-missing-option").text("option", option_name(locale, command, option))),
        None => Ok(checked),
    }
}

/// The option a command cannot go without that `options` lacks: the first of `one_of` when none of them is
/// given, else the first required one not given.
fn missing<'a>(shapes: &'a [OptionShape], one_of: &[&'a str], options: &Options) -> Option<&'a str> {
    let given = |name: &str| options.iter().any(|(n, v)| n == name && !blank(v));
    if !one_of.is_empty() && !one_of.iter().any(|o| given(o)) {
        return one_of.first().copied();
    }
    shapes.iter().filter(|s| s.required).map(|s| s.name).find(|o| !given(o))
}

/// Whether a value says nothing: blank, or only quotes (a move copied from `/help` with its quotes).
fn blank(value: &str) -> bool {
    value.trim().trim_matches('"').trim().is_empty()
}

/// `value` as `shape` takes it, or the refusal (the option's name is added by the caller). A blank value is left
/// to the handler (or refused as missing when required).
fn checked_value(shape: &OptionShape, value: &str) -> Result<String, RuleError> {
    match shape.read {
        _ if blank(value) => Ok(value.to_string()),
        Read::By(read) => read(value, &shape.choices).map(|()| value.to_string()),
        Read::Later => Ok(value.to_string()),
        Read::Shape => by_shape(shape, value),
    }
}

/// A whole number where the shape says so; one of its values (in any case: the declared spelling is handed on).
fn by_shape(shape: &OptionShape, value: &str) -> Result<String, RuleError> {
    if shape.kind == OptionKind::Integer && value.trim().parse::<i128>().is_err() {
        return Err(RuleError::new("err-not-a-number").text("value", value));
    }
    let values = shape.choices.values();
    if values.is_empty() {
        return Ok(value.to_string());
    }
    let typed = value.trim();
    let found = values.iter().find(|v| **v == typed);
    match found.or_else(|| values.iter().find(|v| v.eq_ignore_ascii_case(typed))) {
        Some(declared) => Ok(declared.to_string()),
        None => Err(RuleError::new("err-bad-choice")
            .text("value", value)
            .text("choices", values.join(", "))),
    }
}

/// Refuses with the first of `needs` that the channel or the user does not meet.
pub(crate) fn needs(needs: &[Need], slot: &Slot, request: &Request) -> Result<(), RuleError> {
    needs.iter().try_for_each(|need| meets(*need, slot, request))
}

fn meets(need: Need, slot: &Slot, request: &Request) -> Result<(), RuleError> {
    let table = match slot {
        Slot::Table(table) => Some(&**table),
        _ => None,
    };
    let running = table.is_some_and(|t| t.active().is_some());
    let refuse = |key| Err(RuleError::new(key));
    match need {
        Need::Table if table.is_none() => refuse("err-no-table"),
        Need::Game if table.is_none_or(|t| t.game.is_none()) => refuse("err-no-game"),
        Need::Running(key) if !running => refuse(key),
        Need::Idle(key) if running => refuse(key),
        Need::SeatedOrAdmin if request.admin => Ok(()),
        Need::Seated | Need::SeatedOrAdmin => seated(self::table(slot)?, &request.user).map(drop),
        _ => Ok(()),
    }
}

/// The value of the option `name`, trimmed; empty when not given (never so for a required option: see
/// [`options`]).
pub(crate) fn given<'a>(options: &'a Options, name: &str) -> &'a str {
    let found = options.iter().find(|(n, _)| n == name);
    found.map_or("", |(_, value)| value.trim())
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
