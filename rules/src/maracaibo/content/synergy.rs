//! `synergy.toml`: the synergy-token supply, one record per symbol.
//!
//! ```toml
//! [[token]]
//! code = "crown"      # one of crown, anchor, cross, quill, cutlass (the effect notation names them)
//! name = "Crown"
//! count = 4
//! theme = "royal favour, court"
//! ```
//!
//! Validated: each of the five symbols exactly once, with a count of at least 1.

use serde::{Deserialize, Serialize};

use super::common::{bad_value, code, wrong_count, Code, Synergy};
use super::error::{keys, ContentError};
use super::raw::RawFile;

pub const FILE: &str = "synergy.toml";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SynergySupply {
    pub symbol: Synergy,
    pub name: String,
    pub count: u8,
    pub theme: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawToken {
    code: String,
    name: String,
    count: u8,
    theme: String,
}

/// The supplies, indexed by [`Synergy::index`].
pub fn load(text: &str) -> Result<Vec<SynergySupply>, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let raw = file.entries::<RawToken>("token", |t, i| {
        t.get("code")
            .and_then(|v| v.as_str())
            .map_or(format!("token #{}", i + 1), str::to_string)
    })?;
    file.finish()?;
    let mut supplies: Vec<Option<SynergySupply>> = vec![None; Synergy::ALL.len()];
    for entry in &raw {
        let symbol = code::<Synergy>(FILE, &entry.label, &entry.raw.code)?;
        if entry.raw.count == 0 {
            return Err(bad_value(FILE, &entry.label, "count", 0, "at least 1"));
        }
        let supply = SynergySupply {
            symbol,
            name: entry.raw.name.clone(),
            count: entry.raw.count,
            theme: entry.raw.theme.clone(),
        };
        if supplies[symbol.index()].replace(supply).is_some() {
            return Err(ContentError::new(FILE, &entry.label, keys::DUPLICATE_ID).with("id", symbol));
        }
    }
    let found = supplies.iter().flatten().count();
    if found != Synergy::ALL.len() {
        return Err(wrong_count(FILE, "", "synergy symbols", Synergy::ALL.len(), found));
    }
    Ok(supplies.into_iter().flatten().collect())
}
