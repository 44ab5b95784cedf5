//! Maracaibo content packs named by the configuration (`maracaibo_packs = "<dir>"`), read at start-up.
//!
//! Each sub-directory of the packs directory is one pack, named after the sub-directory; its `*.toml` files
//! are passed to [`ContentPack::load`] (which validates them) and the pack is registered with
//! [`packs::register`], so `/start game:maracaibo pack:<name>` can pick it. The rules crate does no I/O: this
//! module is the only place that reads pack files.
//!
//! Rulings:
//! - Only sub-directories count; plain files (a README…) and hidden entries (`.git`) beside them are ignored,
//!   and inside a pack only `*.toml` files are read (notes or licences may sit next to them).
//! - Packs are loaded in name order and the first broken one stops the start-up: a bot must not start with
//!   a pack its players expect silently missing.
//! - Registering the same content twice under the same name (a second host in one process, a test) is a
//!   no-op; a *different* pack under a taken name (`default` included) is an error.

use std::fmt;
use std::path::{Path, PathBuf};

use galleon_rules::maracaibo::content::{ContentError, ContentPack};
use galleon_rules::maracaibo::{keys, packs};
use galleon_rules::RuleError;

/// Why the packs directory could not be loaded.
#[derive(Debug)]
pub enum PackError {
    /// The directory or a file in it cannot be read.
    Unreadable { path: PathBuf, reason: String },
    /// A pack's files do not validate.
    Content {
        pack: String,
        dir: PathBuf,
        error: Box<ContentError>,
    },
    /// The registry refused the pack (a bad or taken name).
    Refused {
        pack: String,
        dir: PathBuf,
        error: RuleError,
    },
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackError::Unreadable { path, reason } => {
                write!(f, "cannot read the Maracaibo pack path {}: {reason}", path.display())
            }
            PackError::Content { pack, dir, error } => {
                let entry = if error.entry.is_empty() {
                    String::new()
                } else {
                    format!(", entry {}", error.entry)
                };
                write!(
                    f,
                    "Maracaibo pack {pack:?} ({}) is invalid: file {}{entry}: {}",
                    dir.display(),
                    error.file,
                    error.message()
                )
            }
            PackError::Refused { pack, dir, error } => {
                let reason = match error.key {
                    keys::BAD_PACK_NAME => "a pack name is 1 to 32 characters among a-z, 0-9, _ and -".to_string(),
                    keys::PACK_TAKEN => "another pack already has that name".to_string(),
                    _ => error.to_string(),
                };
                write!(
                    f,
                    "Maracaibo pack {pack:?} ({}) cannot be registered: {reason}",
                    dir.display()
                )
            }
        }
    }
}

impl std::error::Error for PackError {}

/// Loads and registers every pack under `dir`; returns their names in loading order.
pub fn load_maracaibo_packs(dir: &Path) -> Result<Vec<String>, PackError> {
    let mut names = Vec::new();
    for pack_dir in sub_directories(dir)? {
        let name = pack_dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let pack = read_pack(&name, &pack_dir)?;
        register(&name, &pack_dir, pack)?;
        names.push(name);
    }
    Ok(names)
}

fn unreadable(path: &Path, error: std::io::Error) -> PackError {
    PackError::Unreadable {
        path: path.to_owned(),
        reason: error.to_string(),
    }
}

/// The visible sub-directories of `dir`, sorted.
fn sub_directories(dir: &Path) -> Result<Vec<PathBuf>, PackError> {
    let mut dirs = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| unreadable(dir, e))? {
        let entry = entry.map_err(|e| unreadable(dir, e))?;
        let path = entry.path();
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        if !hidden && path.is_dir() {
            dirs.push(path);
        }
    }
    dirs.sort();
    Ok(dirs)
}

/// Reads one pack directory's `*.toml` files and validates them.
fn read_pack(name: &str, dir: &Path) -> Result<ContentPack, PackError> {
    let mut files: Vec<(String, String)> = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| unreadable(dir, e))? {
        let path = entry.map_err(|e| unreadable(dir, e))?.path();
        if !path.is_file() || path.extension().is_none_or(|ext| ext != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).map_err(|e| unreadable(&path, e))?;
        let file = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        files.push((file, text));
    }
    files.sort();
    ContentPack::load(files.iter().map(|(f, t)| (f.as_str(), t.as_str()))).map_err(|error| PackError::Content {
        pack: name.to_string(),
        dir: dir.to_owned(),
        error: Box::new(error),
    })
}

fn register(name: &str, dir: &Path, pack: ContentPack) -> Result<(), PackError> {
    if let Some(known) = packs::get(name) {
        if packs::fingerprint(&known) == packs::fingerprint(&pack) {
            return Ok(());
        }
    }
    packs::register(name, pack).map_err(|error| PackError::Refused {
        pack: name.to_string(),
        dir: dir.to_owned(),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use galleon_rules::maracaibo::content::DEFAULT_PACK;

    /// A change to one file of a pack: the file's name and how its text changes.
    type Edit<'a> = (&'a str, &'a dyn Fn(&str) -> String);

    /// Writes the default pack's files into `dir/name/`, with `edit` applied to one file's text.
    fn write_pack(dir: &Path, name: &str, edit: Option<Edit>) {
        let pack = dir.join(name);
        std::fs::create_dir_all(&pack).unwrap();
        for (file, text) in DEFAULT_PACK {
            let text = match edit {
                Some((edited, change)) if edited == file => change(text),
                _ => text.to_string(),
            };
            std::fs::write(pack.join(file), text).unwrap();
        }
    }

    #[test]
    fn every_sub_directory_is_a_pack_and_other_entries_are_ignored() {
        let dir = tempfile::tempdir().unwrap();
        write_pack(dir.path(), "loader-test-b", None);
        write_pack(dir.path(), "loader-test-a", None);
        std::fs::write(dir.path().join("README.md"), "packs of our group").unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        std::fs::write(dir.path().join("loader-test-a").join("NOTES.txt"), "not toml").unwrap();
        let names = load_maracaibo_packs(dir.path()).unwrap();
        assert_eq!(names, ["loader-test-a", "loader-test-b"]);
        assert!(packs::names().contains(&"loader-test-a".to_string()));
        let loaded = packs::get("loader-test-b").unwrap();
        assert_eq!(
            packs::fingerprint(&loaded),
            packs::fingerprint(ContentPack::default_pack())
        );
        // The same content again (a second host in this process) is accepted.
        assert_eq!(load_maracaibo_packs(dir.path()).unwrap().len(), 2);
    }

    #[test]
    fn a_broken_pack_names_the_pack_the_file_and_the_entry() {
        let dir = tempfile::tempdir().unwrap();
        let break_a01 = |text: &str| text.replacen("effects = [\"inc.d+1\"]", "effects = [\"inc.x+1\"]", 1);
        write_pack(dir.path(), "broken", Some(("cards.toml", &break_a01)));
        let error = load_maracaibo_packs(dir.path()).unwrap_err();
        let PackError::Content {
            pack, error: content, ..
        } = &error
        else {
            panic!("{error}")
        };
        assert_eq!(pack, "broken");
        assert_eq!((content.file.as_str(), content.entry.as_str()), ("cards.toml", "A01"));
        let text = error.to_string();
        assert!(
            text.contains("\"broken\"")
                && text.contains("cards.toml")
                && text.contains("A01")
                && text.contains("inc.x+1"),
            "{text}"
        );
        assert!(packs::get("broken").is_none());
    }

    #[test]
    fn missing_files_bad_names_and_taken_names_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        write_pack(dir.path(), "loader-test-missing", None);
        std::fs::remove_file(dir.path().join("loader-test-missing").join("quests.toml")).unwrap();
        let error = load_maracaibo_packs(dir.path()).unwrap_err();
        assert!(error.to_string().contains("quests.toml"), "{error}");

        let dir = tempfile::tempdir().unwrap();
        write_pack(dir.path(), "Bad Name", None);
        let error = load_maracaibo_packs(dir.path()).unwrap_err();
        assert!(matches!(error, PackError::Refused { .. }), "{error}");
        assert!(error.to_string().contains("a-z"), "{error}");

        let dir = tempfile::tempdir().unwrap();
        let cheaper = |text: &str| text.replacen("cost = 1", "cost = 2", 1);
        write_pack(dir.path(), "default", Some(("cards.toml", &cheaper)));
        let error = load_maracaibo_packs(dir.path()).unwrap_err();
        assert!(error.to_string().contains("already has that name"), "{error}");

        let missing = dir.path().join("nowhere");
        let error = load_maracaibo_packs(&missing).unwrap_err();
        assert!(matches!(error, PackError::Unreadable { .. }), "{error}");
    }
}
