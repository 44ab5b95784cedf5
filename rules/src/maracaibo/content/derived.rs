//! Tables the pack derives from its own data on first use, for the engine's hot paths: [`Derived`], and
//! [`IdIndex`] for finding an entry by its id without scanning the whole list.

use std::sync::OnceLock;

/// A value worked out from the data beside it on first use. Its field is `#[serde(skip)]`, so the pack's
/// serialized form, hence its fingerprint, ignores it; and it compares equal to any other, since it follows from
/// that data, which is compared already.
#[derive(Clone, Debug, Default)]
pub struct Derived<T>(OnceLock<T>);

impl<T> PartialEq for Derived<T> {
    fn eq(&self, _: &Derived<T>) -> bool {
        true
    }
}

impl<T> Eq for Derived<T> {}

impl<T> Derived<T> {
    /// The value, worked out by `derive` the first time (which must give the same value every time).
    pub fn get(&self, derive: impl FnOnce() -> T) -> &T {
        self.0.get_or_init(derive)
    }
}

/// A list's ids, lowercased and sorted with their positions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IdIndex(Derived<Vec<(String, u16)>>);

impl IdIndex {
    /// The position of the first of `ids` equal to `wanted` ignoring ASCII case (`ids` is read on first use only,
    /// and must be the same list every time).
    pub fn find<'a>(&self, ids: impl Iterator<Item = &'a String>, wanted: &str) -> Option<usize> {
        let sorted = self.0.get(|| {
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
