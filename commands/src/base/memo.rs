//! Parts of a document kept per thread by everything they are made from: a board is written after every move,
//! and most of its parts (a seat's lines, the buildings for sale) are as they were the move before.
//!
//! A part's key is the exact bytes its inputs hash to (a [`Hasher`] that records them, not a digest), so two
//! parts share a slot only when they were made from equal inputs: what a part is made from must all be in its
//! key (its kind, the reader's language, the transport's way of measuring, the names and state it shows).

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::base::doc::Doc;

/// Values kept per thread and kind (see [`part`]); emptied when full.
pub(crate) const KEPT_MOST: usize = 1024;

/// Values of one kind kept per thread by the exact bytes of their keys.
pub(crate) type Kept<V> = RefCell<HashMap<Vec<u8>, V, BuildHasherDefault<Words>>>;

thread_local! {
    static KEY: RefCell<Recorder> = const { RefCell::new(Recorder(Vec::new())) };
    static PARTS: Kept<(Doc, usize)> = RefCell::new(HashMap::default());
    static TEXTS: Kept<String> = RefCell::new(HashMap::default());
}

/// The part made from `key` (a document and its length), written by `write` only the first time.
pub fn part<K: Hash + ?Sized>(key: &K, write: impl FnOnce() -> (Doc, usize)) -> (Doc, usize) {
    kept(&PARTS, KEPT_MOST, key, write)
}

/// The text made from `key` (a move's label), written by `write` only the first time.
pub fn text<K: Hash + ?Sized>(key: &K, write: impl FnOnce() -> String) -> String {
    kept(&TEXTS, KEPT_MOST, key, write)
}

/// The value made from `key` among `values` (at most `most` of them, all dropped when full), written by `write`
/// only the first time.
pub(crate) fn kept<K: Hash + ?Sized, V: Clone>(
    values: &'static std::thread::LocalKey<Kept<V>>,
    most: usize,
    key: &K,
    write: impl FnOnce() -> V,
) -> V {
    // The key is recorded into a buffer kept per thread and copied out only for a new value (before `write`,
    // which may record keys of its own parts).
    let found = KEY.with(|bytes| {
        let mut bytes = bytes.borrow_mut();
        bytes.0.clear();
        key.hash(&mut *bytes);
        let found = values.with(|kept| kept.borrow().get(bytes.0.as_slice()).cloned());
        found.ok_or_else(|| bytes.0.clone())
    });
    let bytes = match found {
        Ok(kept) => return kept,
        Err(bytes) => bytes,
    };
    let made = write();
    values.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= most {
            kept.clear();
        }
        kept.insert(bytes, made.clone());
    });
    made
}

/// A hasher that keeps every byte written to it: the key itself.
struct Recorder(Vec<u8>);

impl Hasher for Recorder {
    fn finish(&self) -> u64 {
        unreachable!("a recorder keeps the bytes, it does not digest them")
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }
}

/// Hashes a recorded key eight bytes at a time (the per-thread maps' hasher): keys run to a few hundred bytes,
/// where a byte-at-a-time hash cost more than the rest of a lookup.
#[derive(Default)]
pub(crate) struct Words(u64);

impl Words {
    fn mix(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for Words {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.mix(u64::from_le_bytes(word.try_into().expect("eight bytes")));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(last));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_is_written_once_per_key_and_keys_differ_by_every_input() {
        let mut written = 0;
        let mut get = |key: &(&str, u8, &[u8])| {
            part(key, || {
                written += 1;
                (Doc::parse(key.0), key.0.len())
            })
        };
        let first = get(&("a", 1, &[1, 2]));
        assert_eq!(get(&("a", 1, &[1, 2])), first);
        get(&("a", 2, &[1, 2]));
        get(&("a", 1, &[1, 2, 0]));
        get(&("a", 1, &[1]));
        assert_eq!(written, 4);
    }
}
