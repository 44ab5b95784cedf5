//! `galleon compact`: the data directory rewritten into a fresh one, entry by entry, to give back the space sled
//! keeps. sled writes every change at the end of its log and reuses a segment of it only once nothing in it is
//! live; when many tables are played side by side, their pages share segments with those of long-lived entries
//! (heads, finished games), so most segments keep a little live data and the directory grows far beyond what it
//! holds (600 finished games played 200 at a time: 284 MB for 32 MB of exported records). sled has no way to
//! compact in place; a fresh copy holds only the live entries.
//!
//! The copy is made beside the directory (`DIR.compacting`), compared entry by entry with the original (every
//! tree, every key and value), the manifest's files copied along (the claims hold for the same entries), then
//! the two directories are swapped by renames (`DIR` → `DIR.before-compact`, the copy → `DIR`) and the old one
//! deleted (kept with `--keep`). A crash before the swap leaves `DIR` untouched and a `DIR.compacting` to delete;
//! between the two renames, `DIR.before-compact` is the whole store, to rename back. The bot must be stopped:
//! sled locks the directory, and the compaction refuses to run on a locked one.

use std::fs;
use std::path::{Path, PathBuf};

use crate::base::error::HostError;
use crate::store::manifest::{JOURNAL, SNAPSHOT};

/// What a compaction did: bytes on disk before and after.
pub struct Compacted {
    pub before: u64,
    pub after: u64,
}

/// `dir` with `suffix` added to its name.
fn sibling(dir: &Path, suffix: &str) -> PathBuf {
    let mut name = dir.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{suffix}"));
    dir.with_file_name(name)
}

/// Bytes on disk of the files under `dir`.
pub fn size_on_disk(dir: &Path) -> u64 {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = fs::read_dir(dir) else { return 0 };
    entries
        .flatten()
        .map(|entry| match entry.metadata() {
            Ok(meta) if meta.is_dir() => size_on_disk(&entry.path()),
            Ok(meta) => meta.blocks() * 512,
            Err(_) => 0,
        })
        .sum()
}

/// An I/O error of the compaction: what it could not do to which path.
fn io<'a>(what: &'static str, path: &'a Path) -> impl Fn(std::io::Error) -> HostError + 'a {
    move |error| HostError::Store(format!("cannot {what} {}: {error}", path.display()))
}

/// Rewrites the store in `dir` into a fresh directory and puts it in its place (see the module docs); `keep`
/// keeps the old one as `DIR.before-compact`.
pub fn compact(dir: &Path, keep: bool) -> Result<Compacted, HostError> {
    if !dir.join("conf").exists() {
        return Err(HostError::Store(format!("{}: no galleon store here", dir.display())));
    }
    // The copy and the old store go beside it, by name (`.` is the directory it names).
    let dir = &fs::canonicalize(dir).map_err(io("find", dir))?;
    if dir.file_name().is_none() {
        let text = format!("{}: the data directory cannot be the file system's root", dir.display());
        return Err(HostError::Store(text));
    }
    let (copy, old) = (sibling(dir, "compacting"), sibling(dir, "before-compact"));
    for leftover in [&copy, &old] {
        if leftover.exists() {
            let text = format!(
                "{} exists (an earlier compaction was cut short): check it, remove it, and run again",
                leftover.display()
            );
            return Err(HostError::Store(text));
        }
    }
    let before = size_on_disk(dir);
    let copied = copy_store(dir, &copy);
    if let Err(error) = copied {
        let _ = fs::remove_dir_all(&copy);
        return Err(error);
    }
    if let Err(error) = fs::rename(dir, &old) {
        let _ = fs::remove_dir_all(&copy);
        return Err(io("move aside", dir)(error));
    }
    if let Err(error) = fs::rename(&copy, dir) {
        let _ = fs::rename(&old, dir);
        return Err(io("put in place", &copy)(error));
    }
    sync_parent(dir);
    if !keep {
        fs::remove_dir_all(&old).map_err(io("remove", &old))?;
    }
    Ok(Compacted {
        before,
        after: size_on_disk(dir),
    })
}

/// Copies every tree of the store in `dir` into a new store in `copy`, checks the copy entry by entry, then
/// copies the manifest's files.
fn copy_store(dir: &Path, copy: &Path) -> Result<(), HostError> {
    let from = crate::store::open_sled(dir)?;
    {
        let to = crate::store::open_sled(copy)?;
        for name in from.tree_names() {
            let (source, target) = (from.open_tree(&name)?, to.open_tree(&name)?);
            let mut batch = sled::Batch::default();
            for (n, entry) in source.iter().enumerate() {
                let (key, value) = entry?;
                batch.insert(key, value);
                if n % 1024 == 1023 {
                    target.apply_batch(std::mem::take(&mut batch))?;
                }
            }
            target.apply_batch(batch)?;
        }
        to.flush()?;
    }
    let to = crate::store::open_sled(copy)?;
    for name in from.tree_names() {
        let (source, target) = (from.open_tree(&name)?, to.open_tree(&name)?);
        let same = source
            .iter()
            .zip(target.iter())
            .all(|(a, b)| matches!((a, b), (Ok(a), Ok(b)) if a == b));
        if !same || source.len() != target.len() {
            let text = format!(
                "the copy in {} differs from the store: nothing was changed",
                copy.display()
            );
            return Err(HostError::Store(text));
        }
    }
    drop((from, to));
    for name in [SNAPSHOT, JOURNAL] {
        if dir.join(name).exists() {
            fs::copy(dir.join(name), copy.join(name)).map_err(io("copy", &dir.join(name)))?;
        }
    }
    Ok(())
}

/// Makes the renames in the directory holding `dir` durable (best effort).
fn sync_parent(dir: &Path) {
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        if let Ok(parent) = fs::File::open(parent) {
            let _ = parent.sync_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::support::toy_runner;

    /// A store with tables played side by side is rewritten with the same entries: every table exports
    /// exactly as before, the manifest finds nothing wrong, and the games play on.
    #[test]
    fn a_compacted_store_holds_the_same_tables_and_plays_on() {
        let parent = tempfile::tempdir().unwrap();
        let dir = parent.path().join("data");
        let mut r = toy_runner(&dir);
        let channels: Vec<String> = (0..12).map(|n| format!("c{n}")).collect();
        for channel in &channels {
            r.line(&format!("[{channel}] alice> /join"));
            r.line(&format!("[{channel}] bob> /join"));
            r.line(&format!("[{channel}] alice> /start game:toy seed:3 target:100"));
        }
        for n in 0..40 {
            for channel in &channels {
                let player = ["alice", "bob"][n % 2];
                r.line(&format!("[{channel}] {player}> /play move:\"peek\""));
            }
        }
        let exported: Vec<String> = channels.iter().map(|c| r.host().export(c).unwrap().json).collect();
        drop(r);
        // How much it gives back is measured on a large store (the `store_size` measurement); here, the tables.
        compact(&dir, false).unwrap();
        assert!(!sibling(&dir, "before-compact").exists() && !sibling(&dir, "compacting").exists());
        let mut r = toy_runner(&dir);
        assert!(r.host().damage_report().is_empty(), "{:?}", r.host().damage_report());
        for (channel, before) in channels.iter().zip(&exported) {
            assert_eq!(&r.host().export(channel).unwrap().json, before, "{channel}");
        }
        let out = r.line("[c0] alice> /play move:\"peek\"");
        assert!(!out.is_empty());
        assert!(r.host().load_problems().is_empty());
    }

    /// A directory given as `data/.` is the directory `data`: compacted beside it, nothing left behind.
    #[test]
    fn a_directory_given_with_a_dot_is_the_one_it_names() {
        let parent = tempfile::tempdir().unwrap();
        drop(toy_runner(&parent.path().join("data")));
        compact(&parent.path().join("data").join("."), false).unwrap();
        let names: Vec<_> = std::fs::read_dir(parent.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["data"]);
    }

    /// A running bot holds the directory: the compaction refuses and changes nothing.
    #[test]
    fn a_store_in_use_is_left_alone() {
        let parent = tempfile::tempdir().unwrap();
        let dir = parent.path().join("data");
        let r = toy_runner(&dir);
        assert!(compact(&dir, false).is_err());
        assert!(!sibling(&dir, "compacting").exists() && !sibling(&dir, "before-compact").exists());
        drop(r);
    }
}
