//! `careers.toml`: the 8 career cards.
//!
//! ```toml
//! admiral = "+2d+2vp"               # all goals claimed (reward code)
//! [[career]]
//! id = "CR2"
//! name = "Hydrographer"
//! [[career.goal]]                   # one per spy space of the card (ship.toml spies.career)
//! id = "G1"
//! type = "exploration_line"         # see GoalKind
//! modest = "red"                    # upper line: a number, or a line colour for exploration_line
//! harder = "blue"                   # lower line
//! claim = "3d + spy"                # doubloons + the goal's spy to your reserve
//! bonus = "+4vp"                    # added when the harder threshold is met at the claim
//! ```
//!
//! Validated: 8 cards, unique ids (cards, and goals within a card), one goal per career spy, thresholds of the
//! right type, lines that exist, a harder threshold not easier than the modest one.

use serde::{Deserialize, Serialize};

use super::common::{bad_value, code, notation, number, unknown, wrong_count};
use super::error::{keys, ContentError};
use super::exploration::{ExplorationTrack, LineId};
use super::raw::{numbered, unique_ids, RawFile};
use super::reward::Reward;
use super::ship::ShipBoard;

pub const FILE: &str = "careers.toml";
pub const CAREER_COUNT: usize = 8;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Careers {
    pub admiral: Reward,
    pub cards: Vec<Career>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Career {
    pub id: String,
    pub name: String,
    pub goals: Vec<Goal>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Goal {
    pub id: String,
    pub kind: GoalKind,
    pub modest: Threshold,
    pub harder: Threshold,
    pub claim_doubloons: u8,
    pub bonus_vp: u8,
}

super::common::code_enum!(
    /// Career goal types (what each measures: docs/maracaibo-pack.md, `careers.toml`).
    GoalKind {
        CombatTokens = "combat_tokens",
        InfluenceOne = "influence_one",
        InfluenceTwo = "influence_two",
        ShipUpgrades = "ship_upgrades",
        ExplorationLine = "exploration_line",
        QuestTiles = "quest_tiles",
        SynergyTokens = "synergy_tokens",
        SpiesOnMap = "spies_on_map",
    }
);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Threshold {
    AtLeast(u8),
    /// Your explorer has crossed this line.
    Line(LineId),
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawThreshold {
    Number(u8),
    Line(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGoal {
    id: String,
    #[serde(rename = "type")]
    kind: String,
    modest: RawThreshold,
    harder: RawThreshold,
    claim: String,
    bonus: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCareer {
    id: String,
    name: String,
    goal: Vec<RawGoal>,
}

pub fn load(text: &str, track: &ExplorationTrack, ship: &ShipBoard) -> Result<Careers, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let admiral: String = file.value("admiral")?;
    let raw = file.entries::<RawCareer>("career", numbered("career"))?;
    file.finish()?;
    unique_ids(FILE, &raw)?;
    if raw.len() != CAREER_COUNT {
        return Err(wrong_count(FILE, "", "career cards", CAREER_COUNT, raw.len()));
    }
    let admiral = Reward::read(FILE, "admiral", &admiral)?;
    let cards = raw
        .iter()
        .map(|e| career(&e.label, &e.raw, track, ship))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Careers { admiral, cards })
}

fn career(label: &str, raw: &RawCareer, track: &ExplorationTrack, ship: &ShipBoard) -> Result<Career, ContentError> {
    if raw.goal.len() != ship.spies_career as usize {
        let what = "goals (one per spy on the career card, ship.toml spies.career)";
        return Err(wrong_count(
            FILE,
            label,
            what,
            ship.spies_career as usize,
            raw.goal.len(),
        ));
    }
    let mut goals: Vec<Goal> = Vec::with_capacity(raw.goal.len());
    for goal in &raw.goal {
        let entry = format!("{label} {}", goal.id);
        if goals.iter().any(|g| g.id == goal.id) {
            return Err(ContentError::new(FILE, &entry, keys::DUPLICATE_ID).with("id", &goal.id));
        }
        goals.push(read_goal(&entry, goal, track)?);
    }
    Ok(Career {
        id: raw.id.clone(),
        name: raw.name.clone(),
        goals,
    })
}

fn read_goal(entry: &str, raw: &RawGoal, track: &ExplorationTrack) -> Result<Goal, ContentError> {
    let kind = code::<GoalKind>(FILE, entry, &raw.kind)?;
    let threshold = |value: &RawThreshold, field: &str| -> Result<Threshold, ContentError> {
        match (value, kind) {
            (RawThreshold::Line(color), GoalKind::ExplorationLine) => track
                .find_line(color)
                .map(Threshold::Line)
                .ok_or_else(|| unknown(FILE, entry, "line", color)),
            (RawThreshold::Number(n), kind) if kind != GoalKind::ExplorationLine => Ok(Threshold::AtLeast(*n)),
            (RawThreshold::Number(n), _) => Err(bad_value(FILE, entry, field, n, "a line colour for exploration_line")),
            (RawThreshold::Line(text), _) => Err(bad_value(FILE, entry, field, text, "a number for this goal type")),
        }
    };
    let modest = threshold(&raw.modest, "modest")?;
    let harder = threshold(&raw.harder, "harder")?;
    let easier = match (modest, harder) {
        (Threshold::AtLeast(a), Threshold::AtLeast(b)) => b < a,
        (Threshold::Line(a), Threshold::Line(b)) => {
            let after = |line: LineId| track.lines[line.0 as usize].to;
            !track.reaches(after(a), after(b))
        }
        _ => true,
    };
    if easier {
        return Err(bad_value(
            FILE,
            entry,
            "harder",
            "easier",
            "at least as hard as `modest`",
        ));
    }
    let claim = raw
        .claim
        .strip_suffix("d + spy")
        .and_then(number)
        .ok_or_else(|| notation(FILE, entry, &raw.claim, "Nd + spy"))?;
    let bonus = match Reward::read(FILE, entry, &raw.bonus)? {
        Reward::Vp(n) => n,
        _ => return Err(notation(FILE, entry, &raw.bonus, "+Nvp")),
    };
    Ok(Goal {
        id: raw.id.clone(),
        kind,
        modest,
        harder,
        claim_doubloons: claim,
        bonus_vp: bonus,
    })
}
