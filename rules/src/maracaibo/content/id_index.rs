//! [`IdIndex`]: finding a content entry by its id, ignoring ASCII case, without scanning the whole list.

use std::sync::OnceLock;

/// A list's ids, lowercased and sorted with their positions: built on first use from the list it indexes, and
/// left out of the pack's serialized form (hence of its fingerprint) by `#[serde(skip)]` on the field.
#[derive(Clone, Debug, Default)]
pub struct IdIndex(OnceLock<Vec<(String, u16)>>);

/// The index follows from the list, which is compared already.
impl PartialEq for IdIndex {
    fn eq(&self, _: &IdIndex) -> bool {
        true
    }
}

impl Eq for IdIndex {}

impl IdIndex {
    /// The position of the first of `ids` equal to `wanted` ignoring ASCII case (`ids` is read on first use only,
    /// and must be the same list every time).
    pub fn find<'a>(&self, ids: impl Iterator<Item = &'a String>, wanted: &str) -> Option<usize> {
        let sorted = self.0.get_or_init(|| {
            let mut sorted: Vec<(String, u16)> = ids
                .enumerate()
                .map(|(i, id)| (id.to_ascii_lowercase(), i as u16))
                .collect();
            // By id, then position: of ids equal but for case, the first one listed comes first.
            sorted.sort();
            sorted
        });
        let lowered = || wanted.bytes().map(|b| b.to_ascii_lowercase());
        let at = sorted.partition_point(|(id, _)| id.bytes().lt(lowered()));
        let (id, i) = sorted.get(at)?;
        id.eq_ignore_ascii_case(wanted).then_some(*i as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_first_id_equal_but_for_case() {
        let ids: Vec<String> = ["b2", "A1", "a1", "C3"].iter().map(|s| s.to_string()).collect();
        let index = IdIndex::default();
        let find = |wanted: &str| index.find(ids.iter(), wanted);
        assert_eq!(find("a1"), Some(1));
        assert_eq!(find("B2"), Some(0));
        assert_eq!(find("c3"), Some(3));
        assert_eq!(find("a"), None);
        assert_eq!(find("d4"), None);
        assert_eq!(find(""), None);
    }
}
