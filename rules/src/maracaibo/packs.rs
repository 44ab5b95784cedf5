//! The process-wide registry of Maracaibo content packs.
//!
//! [`crate::Game::new`] takes no pack and this crate does no I/O, so the host loads the pack directories named
//! in its configuration at start-up and [`register`]s each one under a name; a game names its pack in its
//! options (`pack:<name>`) and in its serialized form. The embedded default pack is always registered as
//! [`DEFAULT`].
//!
//! * Names: 1–32 characters of `a-z`, `0-9`, `_`, `-`. A name is registered once; a taken name is refused
//!   (a pack never changes under a running game).
//! * [`fingerprint`]: FNV-1a (64 bits) over the pack's `serde_json` form. Every game stores the fingerprint of
//!   its pack, so a game saved with one pack never resumes on a pack that has changed since.

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock, RwLock};

use super::content::ContentPack;
use super::keys;
use crate::error::RuleError;

/// The name of the embedded pack.
pub const DEFAULT: &str = "default";
/// Longest pack name.
pub const MAX_NAME_LEN: usize = 32;

/// A registered pack with its fingerprint, computed once.
type Registry = RwLock<BTreeMap<String, (Arc<ContentPack>, u64)>>;

fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let default = ContentPack::default_pack().clone();
        let print = fingerprint(&default);
        RwLock::new(BTreeMap::from([(DEFAULT.to_string(), (Arc::new(default), print))]))
    })
}

/// Whether `name` is a well-formed pack name.
pub fn valid_name(name: &str) -> bool {
    (1..=MAX_NAME_LEN).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-')
}

/// Registers `pack` under `name`; refuses a malformed or taken name.
pub fn register(name: &str, pack: ContentPack) -> Result<(), RuleError> {
    if !valid_name(name) {
        return Err(RuleError::new(keys::BAD_PACK_NAME).text("name", name));
    }
    let mut packs = registry().write().unwrap_or_else(|poisoned| poisoned.into_inner());
    if packs.contains_key(name) {
        return Err(RuleError::new(keys::PACK_TAKEN).text("name", name));
    }
    let print = fingerprint(&pack);
    packs.insert(name.to_string(), (Arc::new(pack), print));
    Ok(())
}

/// The pack registered under `name`.
pub fn get(name: &str) -> Option<Arc<ContentPack>> {
    entry(name).map(|(pack, _)| pack)
}

/// The pack registered under `name` with its [`fingerprint`].
pub fn entry(name: &str) -> Option<(Arc<ContentPack>, u64)> {
    let packs = registry().read().unwrap_or_else(|poisoned| poisoned.into_inner());
    packs.get(name).cloned()
}

/// Every registered name, sorted, [`DEFAULT`] first.
pub fn names() -> Vec<String> {
    let packs = registry().read().unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut names: Vec<String> = packs.keys().filter(|n| *n != DEFAULT).cloned().collect();
    names.insert(0, DEFAULT.to_string());
    names
}

/// A stable hash of the pack's content: FNV-1a over its JSON form.
pub fn fingerprint(pack: &ContentPack) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let json = serde_json::to_vec(pack).expect("a content pack always serializes");
    json.iter()
        .fold(OFFSET, |hash, &byte| (hash ^ byte as u64).wrapping_mul(PRIME))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_pack_is_always_there_and_listed_first() {
        let pack = get(DEFAULT).unwrap();
        assert_eq!(*pack, *ContentPack::default_pack());
        register("zz-names-test", ContentPack::default_pack().clone()).unwrap();
        register("aa-names-test", ContentPack::default_pack().clone()).unwrap();
        let names = names();
        assert_eq!(names[0], DEFAULT);
        let a = names.iter().position(|n| n == "aa-names-test").unwrap();
        let z = names.iter().position(|n| n == "zz-names-test").unwrap();
        assert!(a < z);
    }

    #[test]
    fn names_are_checked_and_taken_once() {
        for bad in ["", "Upper", "with space", "é", &"x".repeat(33), "a/b"] {
            let error = register(bad, ContentPack::default_pack().clone()).unwrap_err();
            assert_eq!(error.key, keys::BAD_PACK_NAME, "{bad:?}");
        }
        assert!(valid_name(&"x".repeat(32)));
        assert_eq!(
            register(DEFAULT, ContentPack::default_pack().clone()).unwrap_err().key,
            keys::PACK_TAKEN
        );
        register("my_pack-2", ContentPack::default_pack().clone()).unwrap();
        assert_eq!(
            register("my_pack-2", ContentPack::default_pack().clone())
                .unwrap_err()
                .key,
            keys::PACK_TAKEN
        );
        assert!(get("my_pack-2").is_some());
        assert!(get("never-registered").is_none());
    }

    #[test]
    fn the_fingerprint_follows_the_content() {
        let pack = ContentPack::default_pack().clone();
        let same = fingerprint(&pack);
        assert_eq!(same, fingerprint(ContentPack::default_pack()));
        let mut changed = pack.clone();
        changed.cards.projects[0].cost += 1;
        assert_ne!(fingerprint(&changed), same);
    }
}
