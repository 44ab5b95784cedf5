//! The migration of a version 1 store (one JSON record per channel) to layout version 2, at open.

use super::agenda::agenda_key;
use super::keys::{batch, channel_prefix_bytes, entry_key, transact, whole_table_ops, Ops, META, RAW, STORE_SCHEMA};
use crate::base::error::HostError;
use crate::record::TableRecord;

/// The sled tree of layout version 1 (one JSON record per channel): emptied by the migration.
pub(super) const TABLES_V1: &str = "tables";

/// The copy of the version 1 records the migration made, keyed by channel.
pub(super) const V1_BACKUP: &str = "v1-backup";

/// Brings a version 1 store to version 2 (see the module docs); does nothing on a version 2 store without
/// version 1 records. Safe to stop at any point: it starts over at the next open.
pub(super) fn migrate_v1(db: &sled::Db, tables: &sled::Tree) -> Result<(), HostError> {
    let meta = db.open_tree(META)?;
    let old = db.open_tree(TABLES_V1)?;
    if old.is_empty() {
        if meta.get("schema")?.is_none() {
            meta.insert("schema", &STORE_SCHEMA.to_be_bytes())?;
        }
        return Ok(());
    }
    let backup = db.open_tree(V1_BACKUP)?;
    let mut converted = Ops::new();
    for entry in old.iter() {
        let (key, raw) = entry?;
        if !backup.contains_key(&key)? {
            backup.insert(&key, &raw)?;
        }
        let mut ops = Ops::new();
        for entry in tables.scan_prefix(channel_prefix_bytes(&key)) {
            ops.insert(entry?.0.to_vec(), None);
        }
        match serde_json::from_slice::<TableRecord>(&raw) {
            Ok(mut record) if record.to_bytes() == raw.as_ref() => whole_table_ops(&mut ops, &key, &mut record),
            _ => {
                ops.insert(entry_key(&key, RAW), Some(raw.to_vec()));
            }
        }
        ops.insert(agenda_key(&key), Some(0u64.to_be_bytes().to_vec()));
        tables.apply_batch(batch(&ops))?;
        converted.insert(key.to_vec(), None);
    }
    let mut mark = Ops::new();
    mark.insert(b"schema".to_vec(), Some(STORE_SCHEMA.to_be_bytes().to_vec()));
    transact(&old, &meta, &converted, &mark)?;
    db.flush()?;
    tracing::info!(
        tables = converted.len(),
        "the store was converted to layout version 2 (copy kept in v1-backup)"
    );
    Ok(())
}
