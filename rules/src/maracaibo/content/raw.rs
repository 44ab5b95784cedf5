//! Reading one TOML file record by record, so that a missing or mistyped field is reported with the id of the
//! record it belongs to, and unknown top-level keys are refused.

use std::collections::HashSet;

use serde::de::DeserializeOwned;
use toml::{Table, Value};

use super::error::{keys, ContentError};

/// One record of an array of tables, with the label errors name it by.
pub struct Entry<T> {
    pub label: String,
    pub raw: T,
}

/// A parsed file whose top-level keys are taken one by one; [`RawFile::finish`] refuses whatever is left.
pub struct RawFile<'a> {
    pub name: &'a str,
    table: Table,
}

impl<'a> RawFile<'a> {
    pub fn parse(name: &'a str, text: &str) -> Result<Self, ContentError> {
        let table = text
            .parse::<Table>()
            .map_err(|e| ContentError::new(name, "", keys::SYNTAX).with("detail", e.message()))?;
        Ok(RawFile { name, table })
    }

    /// The records of `[[key]]`, labelled by their `id` field (or by `label_of` when they have none).
    /// A missing key is an empty list; counts are checked by the caller.
    pub fn entries<T: DeserializeOwned>(
        &mut self,
        key: &str,
        label_of: impl Fn(&Table, usize) -> String,
    ) -> Result<Vec<Entry<T>>, ContentError> {
        let Some(value) = self.table.remove(key) else {
            return Ok(Vec::new());
        };
        let Value::Array(items) = value else {
            return Err(self.field("", format!("`{key}` must be an array of tables ([[{key}]])")));
        };
        let mut entries = Vec::with_capacity(items.len());
        for (index, item) in items.into_iter().enumerate() {
            let Value::Table(table) = item else {
                return Err(self.field(&format!("{key} #{}", index + 1), format!("`{key}` must hold tables")));
            };
            let label = match table.get("id") {
                Some(Value::String(id)) => id.clone(),
                _ => label_of(&table, index),
            };
            let raw = Value::Table(table)
                .try_into()
                .map_err(|e: toml::de::Error| self.field(&label, e.message()))?;
            entries.push(Entry { label, raw });
        }
        Ok(entries)
    }

    /// A required top-level value or table.
    pub fn value<T: DeserializeOwned>(&mut self, key: &str) -> Result<T, ContentError> {
        let value = self
            .table
            .remove(key)
            .ok_or_else(|| self.field("", format!("missing key `{key}`")))?;
        value
            .try_into()
            .map_err(|e: toml::de::Error| self.field(key, e.message()))
    }

    /// Refuses top-level keys nobody asked for (typos would otherwise be silently ignored).
    pub fn finish(self) -> Result<(), ContentError> {
        match self.table.keys().next() {
            Some(key) => Err(self.field("", format!("unknown key `{key}`"))),
            None => Ok(()),
        }
    }

    pub fn field(&self, entry: &str, detail: impl ToString) -> ContentError {
        ContentError::new(self.name, entry, keys::FIELD).with("detail", detail)
    }
}

/// The label of a record without an `id`: `what #n`.
pub fn numbered(what: &'static str) -> impl Fn(&Table, usize) -> String {
    move |_, index| format!("{what} #{}", index + 1)
}

/// Refuses a second record with the same id.
pub fn unique_ids<'e, T: 'e>(file: &str, entries: impl IntoIterator<Item = &'e Entry<T>>) -> Result<(), ContentError> {
    let mut seen = HashSet::new();
    for entry in entries {
        if !seen.insert(entry.label.as_str()) {
            return Err(ContentError::new(file, &entry.label, keys::DUPLICATE_ID).with("id", &entry.label));
        }
    }
    Ok(())
}
