//! `exploration.toml`: the exploration track, its lines and end bonuses.
//!
//! ```toml
//! [end]
//! arrival_vp = [10, 8, 6, 4]   # by arrival order
//! village_actions = 1          # on arriving
//!
//! [[space]]
//! id = "8"                     # exploration-space ids are not map-location ids
//! section = "trunk"            # free text for rendering (trunk, shortcut A, long route B, end)
//! next = ["9", "A1"]           # one or two successors; none for the end
//! reward = "+3d"               # a reward code (reward.rs), or "start", "quest" (quest space), "end"
//! steps_to_end = 14            # shortest number of steps to the end (checked)
//!
//! [[line]]
//! color = "red"                # the line's id (careers name lines by colour)
//! from = "6"                   # the line lies on the step from → to
//! to = "7"
//! influence = 3                # every crosser: +N influence with one nation; or
//! # first_vp = 4 / later_vp = 2  first crosser / every later crosser
//! ```
//!
//! Validated: unique ids, one start and one end, successors exist, no loop, every space reachable from the start
//! and leading to the end, `steps_to_end` equal to the shortest distance, and every line on a step that every
//! route from the start to the end takes (so "has crossed" is well defined on every branch).

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::common::{bad_value, unknown, wrong_count};
use super::derived::Derived;
use super::error::{keys, ContentError};
use super::raw::{numbered, unique_ids, RawFile};
use super::reward::Reward;

pub const FILE: &str = "exploration.toml";

/// Index of a space in [`ExplorationTrack::spaces`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SpaceId(pub u8);

/// Index of a line in [`ExplorationTrack::lines`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LineId(pub u8);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplorationTrack {
    pub spaces: Vec<Space>,
    pub lines: Vec<Line>,
    pub start: SpaceId,
    pub end: SpaceId,
    pub arrival_vp: Vec<u8>,
    pub end_village_actions: u8,
    /// For each space, the spaces it reaches (goal checks and gates ask at every move listing).
    #[serde(skip)]
    reach: Derived<Vec<SpaceSet>>,
}

/// One bit per space (ids are bytes).
type SpaceSet = [u64; 4];

fn contains(set: &SpaceSet, at: SpaceId) -> bool {
    set[at.0 as usize / 64] & (1u64 << (at.0 % 64)) != 0
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Space {
    pub id: String,
    pub section: String,
    pub next: Vec<SpaceId>,
    pub kind: SpaceKind,
    pub steps_to_end: u8,
    pub note: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpaceKind {
    Start,
    Reward(Reward),
    /// Holds a quest tile placed at set-up; no other reward.
    Quest,
    End,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub color: String,
    pub from: SpaceId,
    pub to: SpaceId,
    pub effect: LineEffect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineEffect {
    /// Every crosser: +N influence with one nation of their choice.
    Influence(u8),
    /// The first crosser scores `first`, every later one `later`.
    Vp { first: u8, later: u8 },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEnd {
    arrival_vp: Vec<u8>,
    village_actions: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpace {
    id: String,
    section: String,
    next: Vec<String>,
    reward: String,
    steps_to_end: u8,
    note: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLine {
    color: String,
    from: String,
    to: String,
    influence: Option<u8>,
    first_vp: Option<u8>,
    later_vp: Option<u8>,
}

pub fn load(text: &str) -> Result<ExplorationTrack, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let end: RawEnd = file.value("end")?;
    let raw_spaces = file.entries::<RawSpace>("space", numbered("space"))?;
    let raw_lines = file.entries::<RawLine>("line", |t, i| {
        t.get("color")
            .and_then(|v| v.as_str())
            .map_or(format!("line #{}", i + 1), |c| format!("{c} line"))
    })?;
    file.finish()?;
    unique_ids(FILE, &raw_spaces)?;
    if end.arrival_vp.is_empty() {
        return Err(bad_value(FILE, "end", "arrival_vp", "[]", "at least one bonus"));
    }

    let find = |id: &str| raw_spaces.iter().position(|e| e.raw.id == id).map(|i| SpaceId(i as u8));
    let mut spaces = Vec::with_capacity(raw_spaces.len());
    for entry in &raw_spaces {
        spaces.push(space(&entry.label, &entry.raw, &find)?);
    }
    let single = |kind: fn(&SpaceKind) -> bool, what: &str| -> Result<SpaceId, ContentError> {
        let found: Vec<usize> = (0..spaces.len()).filter(|&i| kind(&spaces[i].kind)).collect();
        match found[..] {
            [one] => Ok(SpaceId(one as u8)),
            _ => Err(wrong_count(FILE, "", what, 1, found.len())),
        }
    };
    let start = single(|k| matches!(k, SpaceKind::Start), "start spaces")?;
    let finish = single(|k| matches!(k, SpaceKind::End), "end spaces")?;
    let mut track = ExplorationTrack {
        spaces,
        lines: Vec::new(),
        start,
        end: finish,
        arrival_vp: end.arrival_vp,
        end_village_actions: end.village_actions,
        reach: Derived::default(),
    };
    track.check_shape()?;
    let mut colors = HashSet::new();
    for entry in &raw_lines {
        if !colors.insert(entry.raw.color.clone()) {
            return Err(ContentError::new(FILE, &entry.label, keys::DUPLICATE_ID).with("id", &entry.raw.color));
        }
        let line = track.line(&entry.label, &entry.raw, &find)?;
        track.lines.push(line);
    }
    Ok(track)
}

fn space(label: &str, raw: &RawSpace, find: &impl Fn(&str) -> Option<SpaceId>) -> Result<Space, ContentError> {
    let kind = match raw.reward.as_str() {
        "start" => SpaceKind::Start,
        "quest" => SpaceKind::Quest,
        "end" => SpaceKind::End,
        other => SpaceKind::Reward(Reward::read(FILE, label, other)?),
    };
    let next = raw
        .next
        .iter()
        .map(|n| find(n).ok_or_else(|| unknown(FILE, label, "space", n)))
        .collect::<Result<Vec<_>, _>>()?;
    let allowed = if kind == SpaceKind::End { 0..=0 } else { 1..=2 };
    if !allowed.contains(&next.len()) {
        return Err(bad_value(
            FILE,
            label,
            "next",
            raw.next.join(", "),
            "one or two spaces, none for the end",
        ));
    }
    Ok(Space {
        id: raw.id.clone(),
        section: raw.section.clone(),
        next,
        kind,
        steps_to_end: raw.steps_to_end,
        note: raw.note.clone(),
    })
}

impl ExplorationTrack {
    pub fn find(&self, id: &str) -> Option<SpaceId> {
        self.spaces.iter().position(|s| s.id == id).map(|i| SpaceId(i as u8))
    }

    pub fn space(&self, id: SpaceId) -> &Space {
        &self.spaces[id.0 as usize]
    }

    pub fn find_line(&self, color: &str) -> Option<LineId> {
        self.lines
            .iter()
            .position(|l| l.color == color)
            .map(|i| LineId(i as u8))
    }

    /// Whether `to` can be reached from `from` moving forward (a space reaches itself).
    pub fn reaches(&self, from: SpaceId, to: SpaceId) -> bool {
        let reach = self.reach.get(|| {
            (0..self.spaces.len())
                .map(|i| self.reached(SpaceId(i as u8), None))
                .collect()
        });
        contains(&reach[from.0 as usize], to)
    }

    /// Whether an explorer on `at` has crossed `line` ("on or past" the space after it).
    pub fn has_crossed(&self, at: SpaceId, line: LineId) -> bool {
        self.reaches(self.lines[line.0 as usize].to, at)
    }

    fn reaches_avoiding(&self, from: SpaceId, to: SpaceId, cut: Option<(SpaceId, SpaceId)>) -> bool {
        contains(&self.reached(from, cut), to)
    }

    /// The spaces reached from `from` without taking the step `cut`.
    fn reached(&self, from: SpaceId, cut: Option<(SpaceId, SpaceId)>) -> SpaceSet {
        // Bit sets for the spaces seen and those still to visit: no allocation.
        let mut seen: SpaceSet = [0; 4];
        let mut todo: SpaceSet = [0; 4];
        let bit = |at: SpaceId| (at.0 as usize / 64, 1u64 << (at.0 % 64));
        let (word, b) = bit(from);
        todo[word] |= b;
        while let Some(word) = todo.iter().position(|&w| w != 0) {
            let at = SpaceId((word * 64) as u8 + todo[word].trailing_zeros() as u8);
            todo[word] &= todo[word] - 1;
            seen[word] |= 1u64 << (at.0 % 64);
            for &next in self.space(at).next.iter().filter(|&&n| cut != Some((at, n))) {
                let (w, b) = bit(next);
                if seen[w] & b == 0 {
                    todo[w] |= b;
                }
            }
        }
        seen
    }

    /// No loop, everything reachable from the start, `steps_to_end` = the shortest distance to the end.
    fn check_shape(&self) -> Result<(), ContentError> {
        let mut distance: Vec<Option<u8>> = vec![None; self.spaces.len()];
        for (i, space) in self.spaces.iter().enumerate() {
            if !self.reaches(self.start, SpaceId(i as u8)) {
                return Err(route_error(&space.id, "unreachable"));
            }
            if space.next.iter().any(|&n| self.reaches(n, SpaceId(i as u8))) {
                return Err(route_error(&space.id, "loop"));
            }
        }
        // Loop-free: relax distances |spaces| times from the end backwards.
        distance[self.end.0 as usize] = Some(0);
        for _ in 0..self.spaces.len() {
            for (i, space) in self.spaces.iter().enumerate() {
                if let Some(best) = space.next.iter().filter_map(|n| distance[n.0 as usize]).min() {
                    distance[i] = Some(distance[i].map_or(best + 1, |d| d.min(best + 1)));
                }
            }
        }
        for (space, distance) in self.spaces.iter().zip(distance) {
            match distance {
                None => return Err(route_error(&space.id, "dead-end")),
                Some(d) if d != space.steps_to_end => {
                    return Err(bad_value(
                        FILE,
                        &space.id,
                        "steps_to_end",
                        space.steps_to_end,
                        &d.to_string(),
                    ))
                }
                Some(_) => {}
            }
        }
        Ok(())
    }

    fn line(&self, label: &str, raw: &RawLine, find: &impl Fn(&str) -> Option<SpaceId>) -> Result<Line, ContentError> {
        let end = |id: &str| find(id).ok_or_else(|| unknown(FILE, label, "space", id));
        let (from, to) = (end(&raw.from)?, end(&raw.to)?);
        if !self.space(from).next.contains(&to) {
            return Err(bad_value(
                FILE,
                label,
                "to",
                &raw.to,
                &format!("a next space of {}", raw.from),
            ));
        }
        if self.reaches_avoiding(self.start, self.end, Some((from, to))) {
            return Err(route_error(label, "line-bypassed"));
        }
        let effect = match (raw.influence, raw.first_vp, raw.later_vp) {
            (Some(n), None, None) => LineEffect::Influence(n),
            (None, Some(first), Some(later)) => LineEffect::Vp { first, later },
            _ => {
                return Err(ContentError::new(FILE, label, keys::FIELD)
                    .with("detail", "give either `influence`, or `first_vp` and `later_vp`"))
            }
        };
        Ok(Line {
            color: raw.color.clone(),
            from,
            to,
            effect,
        })
    }
}

fn route_error(place: &str, problem: &str) -> ContentError {
    ContentError::new(FILE, place, keys::ROUTE)
        .with("place", place)
        .with("problem", problem)
}
