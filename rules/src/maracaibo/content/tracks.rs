//! `tracks.toml`: doubloon income, VP income, influence with nobility bands, possession reserve.
//!
//! ```toml
//! [doubloon_income]
//! start = 8
//! max = 34
//! vp = [0, 0, 1, …, 14]        # VP printed on positions start..=max (final scoring and Cathedral only)
//! [vp_income]
//! start = 0
//! max = 20
//! [influence]
//! max = 18
//! bands = [3, 6, 9, 13, 18]    # positions of nobility ranks 1, 2, …
//! overflow_vp = 2              # per step beyond the last space
//! [reserve]
//! spaces = [1, 2, 2, 2, 2, 2, 2]   # possession cubes per reserve space, left to right
//! ```
//!
//! Validated: one VP value per doubloon-income position, starts within their tracks, bands strictly rising
//! within 1..=max, a reserve of non-empty spaces.

use serde::{Deserialize, Serialize};

use super::common::bad_value;
use super::error::ContentError;
use super::raw::RawFile;

pub const FILE: &str = "tracks.toml";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tracks {
    pub doubloon_income_start: u8,
    pub doubloon_income_max: u8,
    /// VP printed on doubloon-income positions `start..=max` (index 0 = `start`).
    pub doubloon_income_vp: Vec<u8>,
    pub vp_income_start: u8,
    pub vp_income_max: u8,
    pub influence_max: u8,
    pub nobility_bands: Vec<u8>,
    pub influence_overflow_vp: u8,
    pub reserve_spaces: Vec<u8>,
}

impl Tracks {
    /// VP printed at a doubloon-income position.
    pub fn doubloon_income_vp(&self, position: u8) -> u8 {
        let index = position.clamp(self.doubloon_income_start, self.doubloon_income_max) - self.doubloon_income_start;
        self.doubloon_income_vp[index as usize]
    }

    /// Nobility rank at an influence position: the number of bands reached.
    pub fn rank(&self, position: u8) -> u8 {
        self.nobility_bands.iter().filter(|&&band| position >= band).count() as u8
    }

    /// The position of the next band strictly above `position`, if any.
    pub fn next_band(&self, position: u8) -> Option<u8> {
        self.nobility_bands.iter().copied().find(|&band| band > position)
    }

    /// Cubes in a nation's full reserve.
    pub fn reserve_cubes(&self) -> u8 {
        self.reserve_spaces.iter().sum()
    }

    /// Empty reserve spaces after `taken` cubes left it (always from the leftmost space).
    pub fn empty_reserve_spaces(&self, taken: u8) -> u8 {
        let mut left = taken;
        let mut empty = 0;
        for &space in &self.reserve_spaces {
            if left < space {
                break;
            }
            left -= space;
            empty += 1;
        }
        empty
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDoubloonIncome {
    start: u8,
    max: u8,
    vp: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVpIncome {
    start: u8,
    max: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInfluence {
    max: u8,
    bands: Vec<u8>,
    overflow_vp: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawReserve {
    spaces: Vec<u8>,
}

pub fn load(text: &str) -> Result<Tracks, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let doubloons: RawDoubloonIncome = file.value("doubloon_income")?;
    let vp: RawVpIncome = file.value("vp_income")?;
    let influence: RawInfluence = file.value("influence")?;
    let reserve: RawReserve = file.value("reserve")?;
    file.finish()?;

    if doubloons.start > doubloons.max || doubloons.vp.len() != (doubloons.max - doubloons.start) as usize + 1 {
        let expected = format!("one value per position {}..={}", doubloons.start, doubloons.max);
        return Err(bad_value(FILE, "doubloon_income", "vp", doubloons.vp.len(), &expected));
    }
    if vp.start > vp.max {
        return Err(bad_value(
            FILE,
            "vp_income",
            "start",
            vp.start,
            &format!("at most max = {}", vp.max),
        ));
    }
    let rising = influence.bands.windows(2).all(|w| w[0] < w[1]);
    let in_track = influence.bands.iter().all(|&b| (1..=influence.max).contains(&b));
    if influence.bands.is_empty() || !rising || !in_track {
        let bands = format!("{:?}", influence.bands);
        return Err(bad_value(
            FILE,
            "influence",
            "bands",
            bands,
            "strictly rising positions within 1..=max",
        ));
    }
    if reserve.spaces.is_empty() || reserve.spaces.contains(&0) {
        return Err(bad_value(
            FILE,
            "reserve",
            "spaces",
            format!("{:?}", reserve.spaces),
            "non-empty spaces",
        ));
    }
    Ok(Tracks {
        doubloon_income_start: doubloons.start,
        doubloon_income_max: doubloons.max,
        doubloon_income_vp: doubloons.vp,
        vp_income_start: vp.start,
        vp_income_max: vp.max,
        influence_max: influence.max,
        nobility_bands: influence.bands,
        influence_overflow_vp: influence.overflow_vp,
        reserve_spaces: reserve.spaces,
    })
}
