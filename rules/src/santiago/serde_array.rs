//! Serde for fixed arrays longer than 32 (serde's derive stops there): written as a sequence.

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub fn serialize<S: Serializer, T: Serialize, const N: usize>(array: &[T; N], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(array.iter())
}

pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>, const N: usize>(d: D) -> Result<[T; N], D::Error> {
    let items = Vec::<T>::deserialize(d)?;
    let len = items.len();
    items
        .try_into()
        .map_err(|_| D::Error::invalid_length(len, &"an array of the expected length"))
}
