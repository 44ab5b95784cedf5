//! `map.toml`: locations and directed edges.
//!
//! ```toml
//! [[location]]
//! id = "17"                 # unique; cards, quests and classic cards refer to locations by id
//! name = "Trujillo"
//! kind = "city"             # start | village | city | homeward
//! action = "CA-4"           # city / homeward action (see CityAction); "tile" = a city-tile slot
//! market = "corn"           # printed cities only (tile slots get theirs from the tile)
//! spaces = "2 / 3 / 4"      # market spaces for 1–2 / 3 / 4 players, "—" = not printed at that count
//! flag = "+2d+2vp"          # optional flag bonus (reward code)
//! scoring = "interim"       # homeward only: interim | final, after Phase C of the turn you stop there
//! rounds = "I–III"          # homeward only: rounds the space is in play
//! legacy = "L4"             # only in play with that legacy tile
//! must_stop = false
//! quest_slot = false        # a classic quest slot
//! note = "..."              # optional, for people
//!
//! [[edge]]
//! from = "3"
//! to = "4"
//! mp = 1
//! fork = "F1"               # optional fork label, with branch = "upper" | "lower" | "rejoin"
//! branch = "upper"
//! rounds = "I–IV"
//! legacy = "L4"             # optional: the edge exists only with that legacy tile
//!
//! [[setup_cube]]             # at these player counts the nation's leftmost reserve cube starts here
//! location = "6"
//! nation = "ES"
//! players = "1–2"
//! ```
//!
//! Validated: unique ids, one start that no edge enters, edge ends exist, in every round (with and without the
//! legacy tiles) every route from the start is loop-free and ends on the scoring space of that round (interim in
//! rounds I–III, final in IV), every location is reachable, and wherever two edges leave a location at once they
//! are the upper and lower branch of one fork (the Automa's route arrows need this); set-up cubes go on distinct
//! base-map villages.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::common::{bad_value, call, code, notation, number, unknown, Good, Nation, PerCount, PlayerSet, Rounds};
use super::derived::{Derived, IdIndex};
use super::error::{keys, ContentError};
use super::raw::{numbered, unique_ids, RawFile};
use super::reward::Reward;

pub const FILE: &str = "map.toml";

/// Index of a location in [`Map::locations`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LocId(pub u8);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Map {
    pub locations: Vec<Location>,
    pub edges: Vec<Edge>,
    pub start: LocId,
    pub setup_cubes: Vec<SetupCube>,
    /// For each location, the indices of the edges leaving it in map order (the voyage search asks at every step;
    /// scanning every edge there was a tenth of a play-out).
    #[serde(skip)]
    leaving: Derived<Vec<Vec<u16>>>,
    #[serde(skip)]
    location_ids: IdIndex,
}

/// A possession cube placed at set-up (2 players and solo).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupCube {
    pub location: LocId,
    pub nation: Nation,
    pub players: PlayerSet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub id: String,
    pub name: String,
    pub kind: LocationKind,
    pub must_stop: bool,
    pub quest_slot: bool,
    pub legacy: Option<String>,
    pub note: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LocationKind {
    Start,
    Village,
    /// A city-tile slot: the tile placed at set-up gives action, market and flag.
    TileSlot,
    City(PrintedCity),
    Homeward(Homeward),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedCity {
    pub action: CityAction,
    pub market: Market,
    pub flag: Option<Reward>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Market {
    pub good: Good,
    pub spaces: PerCount,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Homeward {
    pub action: CityAction,
    pub scoring: Option<Scoring>,
    pub rounds: Rounds,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scoring {
    Interim,
    Final,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edge {
    pub from: LocId,
    pub to: LocId,
    pub mp: u8,
    pub fork: Option<Fork>,
    pub rounds: Rounds,
    pub legacy: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fork {
    pub id: String,
    pub branch: Branch,
}

super::common::code_enum!(
    /// Fork branch labels (the Automa cards' route arrows).
    Branch { Upper = "upper", Lower = "lower", Rejoin = "rejoin" }
);

/// The action of a city, city tile, legacy city or homeward space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CityAction {
    /// `combat`: one combat.
    Combat,
    /// `explore(X)`: explorer up to X.
    Explore(u8),
    /// `CA-1`: +1 influence (any nation) and 1 village action.
    InfluenceAndVillage,
    /// `CA-2`: +1 combat point, then remove 1 disc.
    CombatPointThenDisc,
    /// `CA-3`: +3 combat points.
    ThreeCombatPoints,
    /// `CA-4`: take 2 doubloons, then 1 village action.
    DoubloonsThenVillage,
    /// `CA-5`: +1 combat point and +1 influence (any nation).
    CombatPointAndInfluence,
    /// `CA-6`: 1 village action per compass.
    VillagePerCompass,
    /// `CA-7`: 1 VP per combat token on your ship; may discard the whole hand for 4 doubloons.
    VpPerTokenOrDiscardHand,
    /// `CA-8`: 4 doubloons, or 2 VP per spy of yours on map locations (one choice).
    DoubloonsOrSpyVp,
    /// `CA-9`: may pay 2 combat points for +1 influence (any nation) and 6 doubloons.
    CombatPointsForInfluenceAndDoubloons,
    /// `combat_or_explore(X)`: homeward space 20.
    CombatOrExplore(u8),
    /// `vp(X)`: homeward spaces 21a, 21b, 22.
    Vp(u8),
    /// `village(N) + spy_vp(V)`: L4 — N village actions; may return 1 reserve spy for V VP.
    VillageAndSpyVp { actions: u8, vp: u8 },
    /// `quest`: L1 — fulfil the quest of the city's own quest space, then refill it.
    FulfilQuest,
}

const NUMBERED_ACTIONS: [CityAction; 9] = [
    CityAction::InfluenceAndVillage,
    CityAction::CombatPointThenDisc,
    CityAction::ThreeCombatPoints,
    CityAction::DoubloonsThenVillage,
    CityAction::CombatPointAndInfluence,
    CityAction::VillagePerCompass,
    CityAction::VpPerTokenOrDiscardHand,
    CityAction::DoubloonsOrSpyVp,
    CityAction::CombatPointsForInfluenceAndDoubloons,
];

pub const CITY_ACTION_CODES: &str =
    "combat | explore(X) | CA-1 … CA-9 | combat_or_explore(X) | vp(X) | village(N) + spy_vp(V) | quest";

impl CityAction {
    pub fn parse(text: &str) -> Option<CityAction> {
        match text {
            "combat" => return Some(CityAction::Combat),
            "quest" => return Some(CityAction::FulfilQuest),
            _ => {}
        }
        if let Some(n) = text.strip_prefix("CA-").and_then(number) {
            return NUMBERED_ACTIONS.get((n as usize).checked_sub(1)?).copied();
        }
        if let Some(x) = call(text, "explore") {
            return number(x).filter(|&n| n > 0).map(CityAction::Explore);
        }
        if let Some(x) = call(text, "combat_or_explore") {
            return number(x).filter(|&n| n > 0).map(CityAction::CombatOrExplore);
        }
        if let Some(x) = call(text, "vp") {
            return number(x).map(CityAction::Vp);
        }
        let (village, spy) = text.split_once(" + ")?;
        Some(CityAction::VillageAndSpyVp {
            actions: number(call(village, "village")?)?,
            vp: number(call(spy, "spy_vp")?)?,
        })
    }
}

impl fmt::Display for CityAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(i) = NUMBERED_ACTIONS.iter().position(|a| a == self) {
            return write!(f, "CA-{}", i + 1);
        }
        match self {
            CityAction::Combat => f.write_str("combat"),
            CityAction::Explore(x) => write!(f, "explore({x})"),
            CityAction::CombatOrExplore(x) => write!(f, "combat_or_explore({x})"),
            CityAction::Vp(x) => write!(f, "vp({x})"),
            CityAction::VillageAndSpyVp { actions, vp } => write!(f, "village({actions}) + spy_vp({vp})"),
            _ => f.write_str("quest"),
        }
    }
}

pub fn read_action(file: &str, entry: &str, text: &str) -> Result<CityAction, ContentError> {
    CityAction::parse(text).ok_or_else(|| notation(file, entry, text, CITY_ACTION_CODES))
}

pub fn read_market(file: &str, entry: &str, good: &str, spaces: &str) -> Result<Market, ContentError> {
    let good = code::<Good>(file, entry, good)?;
    let spaces = PerCount::parse(spaces).ok_or_else(|| notation(file, entry, spaces, "N / N / N with — for none"))?;
    Ok(Market { good, spaces })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLocation {
    id: String,
    name: String,
    kind: String,
    action: Option<String>,
    market: Option<String>,
    spaces: Option<String>,
    flag: Option<String>,
    scoring: Option<String>,
    rounds: Option<String>,
    legacy: Option<String>,
    must_stop: bool,
    quest_slot: bool,
    note: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetupCube {
    location: String,
    nation: String,
    players: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEdge {
    from: String,
    to: String,
    mp: u8,
    fork: Option<String>,
    branch: Option<String>,
    rounds: String,
    legacy: Option<String>,
}

pub fn load(text: &str) -> Result<Map, ContentError> {
    let mut file = RawFile::parse(FILE, text)?;
    let raw_locations = file.entries::<RawLocation>("location", numbered("location"))?;
    let edge_label = |t: &toml::Table, _: usize| {
        let end = |k| t.get(k).and_then(|v| v.as_str()).unwrap_or("?").to_string();
        format!("edge {} → {}", end("from"), end("to"))
    };
    let raw_edges = file.entries::<RawEdge>("edge", edge_label)?;
    let raw_cubes = file.entries::<RawSetupCube>("setup_cube", |t, _| {
        format!(
            "setup cube on {}",
            t.get("location").and_then(|v| v.as_str()).unwrap_or("?")
        )
    })?;
    file.finish()?;
    unique_ids(FILE, &raw_locations)?;

    let locations = raw_locations
        .iter()
        .map(|e| location(&e.label, &e.raw))
        .collect::<Result<Vec<_>, _>>()?;
    let starts: Vec<usize> = (0..locations.len())
        .filter(|&i| matches!(locations[i].kind, LocationKind::Start))
        .collect();
    if starts.len() != 1 {
        return Err(ContentError::new(FILE, "", keys::COUNT)
            .with("what", "start locations")
            .with("expected", 1)
            .with("found", starts.len()));
    }
    let find = |id: &str| locations.iter().position(|l| l.id == id).map(|i| LocId(i as u8));
    let edges = raw_edges
        .iter()
        .map(|e| edge(&e.label, &e.raw, &find))
        .collect::<Result<Vec<_>, _>>()?;
    let mut setup_cubes: Vec<SetupCube> = Vec::new();
    for entry in &raw_cubes {
        let cube = setup_cube(&entry.label, &entry.raw, &locations, &find)?;
        if setup_cubes.iter().any(|c| c.location == cube.location) {
            return Err(ContentError::new(FILE, &entry.label, keys::DUPLICATE_ID).with("id", &entry.raw.location));
        }
        setup_cubes.push(cube);
    }
    let map = Map {
        locations,
        edges,
        start: LocId(starts[0] as u8),
        setup_cubes,
        leaving: Derived::default(),
        location_ids: IdIndex::default(),
    };
    map.check_edges(&raw_edges.iter().map(|e| e.label.as_str()).collect::<Vec<_>>())?;
    map.check_routes()?;
    Ok(map)
}

fn location(label: &str, raw: &RawLocation) -> Result<Location, ContentError> {
    let kind = match raw.kind.as_str() {
        "start" | "village" => {
            refuse_fields(
                label,
                &[("action", &raw.action), ("market", &raw.market), ("flag", &raw.flag)],
            )?;
            refuse_fields(
                label,
                &[
                    ("scoring", &raw.scoring),
                    ("rounds", &raw.rounds),
                    ("spaces", &raw.spaces),
                ],
            )?;
            if raw.kind == "start" {
                LocationKind::Start
            } else {
                LocationKind::Village
            }
        }
        "city" => city(label, raw)?,
        "homeward" => homeward(label, raw)?,
        other => return Err(notation(FILE, label, other, "start | village | city | homeward")),
    };
    Ok(Location {
        id: raw.id.clone(),
        name: raw.name.clone(),
        kind,
        must_stop: raw.must_stop,
        quest_slot: raw.quest_slot,
        legacy: raw.legacy.clone(),
        note: raw.note.clone(),
    })
}

fn refuse_fields(label: &str, fields: &[(&str, &Option<String>)]) -> Result<(), ContentError> {
    match fields.iter().find(|(_, value)| value.is_some()) {
        Some((name, _)) => Err(ContentError::new(FILE, label, keys::FIELD)
            .with("detail", format!("`{name}` is not allowed on this kind of location"))),
        None => Ok(()),
    }
}

fn require<'r>(label: &str, name: &str, value: &'r Option<String>) -> Result<&'r str, ContentError> {
    value
        .as_deref()
        .ok_or_else(|| ContentError::new(FILE, label, keys::FIELD).with("detail", format!("missing field `{name}`")))
}

fn city(label: &str, raw: &RawLocation) -> Result<LocationKind, ContentError> {
    refuse_fields(label, &[("scoring", &raw.scoring), ("rounds", &raw.rounds)])?;
    let action = require(label, "action", &raw.action)?;
    if action == "tile" {
        refuse_fields(
            label,
            &[("market", &raw.market), ("spaces", &raw.spaces), ("flag", &raw.flag)],
        )?;
        return Ok(LocationKind::TileSlot);
    }
    let market = read_market(
        FILE,
        label,
        require(label, "market", &raw.market)?,
        require(label, "spaces", &raw.spaces)?,
    )?;
    let flag = raw.flag.as_deref().map(|f| Reward::read(FILE, label, f)).transpose()?;
    Ok(LocationKind::City(PrintedCity {
        action: read_action(FILE, label, action)?,
        market,
        flag,
    }))
}

fn homeward(label: &str, raw: &RawLocation) -> Result<LocationKind, ContentError> {
    refuse_fields(
        label,
        &[("market", &raw.market), ("spaces", &raw.spaces), ("flag", &raw.flag)],
    )?;
    let action = read_action(FILE, label, require(label, "action", &raw.action)?)?;
    let scoring = match raw.scoring.as_deref() {
        None => None,
        Some("interim") => Some(Scoring::Interim),
        Some("final") => Some(Scoring::Final),
        Some(other) => return Err(notation(FILE, label, other, "interim | final")),
    };
    let rounds_text = require(label, "rounds", &raw.rounds)?;
    let rounds = Rounds::parse(rounds_text).ok_or_else(|| notation(FILE, label, rounds_text, "I–IV, I–III, IV…"))?;
    Ok(LocationKind::Homeward(Homeward {
        action,
        scoring,
        rounds,
    }))
}

fn setup_cube(
    label: &str,
    raw: &RawSetupCube,
    locations: &[Location],
    find: &impl Fn(&str) -> Option<LocId>,
) -> Result<SetupCube, ContentError> {
    let location = match find(&raw.location) {
        Some(l)
            if locations[l.0 as usize].kind == LocationKind::Village && locations[l.0 as usize].legacy.is_none() =>
        {
            l
        }
        _ => return Err(unknown(FILE, label, "village", &raw.location)),
    };
    let players = PlayerSet::parse(&raw.players).ok_or_else(|| notation(FILE, label, &raw.players, "1–2, 1–4…"))?;
    Ok(SetupCube {
        location,
        nation: code(FILE, label, &raw.nation)?,
        players,
    })
}

fn edge(label: &str, raw: &RawEdge, find: &impl Fn(&str) -> Option<LocId>) -> Result<Edge, ContentError> {
    let end = |id: &str| find(id).ok_or_else(|| unknown(FILE, label, "location", id));
    if raw.mp == 0 {
        return Err(bad_value(FILE, label, "mp", 0, "at least 1"));
    }
    let fork = match (&raw.fork, &raw.branch) {
        (None, None) => None,
        (Some(id), Some(branch)) => Some(Fork {
            id: id.clone(),
            branch: code::<Branch>(FILE, label, branch)?,
        }),
        _ => return Err(ContentError::new(FILE, label, keys::FIELD).with("detail", "`fork` and `branch` go together")),
    };
    let rounds = Rounds::parse(&raw.rounds).ok_or_else(|| notation(FILE, label, &raw.rounds, "I–IV, I–III, IV…"))?;
    Ok(Edge {
        from: end(&raw.from)?,
        to: end(&raw.to)?,
        mp: raw.mp,
        fork,
        rounds,
        legacy: raw.legacy.clone(),
    })
}

/// Which legacy tiles are imagined in play when checking routes: none, or all.
#[derive(Clone, Copy)]
enum LegacyCase {
    Without,
    With,
}

impl Map {
    pub fn find(&self, id: &str) -> Option<LocId> {
        self.locations.iter().position(|l| l.id == id).map(|i| LocId(i as u8))
    }

    /// The location with this id, ignoring ASCII case (the first one if several differ only in case).
    pub fn find_any_case(&self, id: &str) -> Option<LocId> {
        let found = self.location_ids.find(self.locations.iter().map(|l| &l.id), id);
        found.map(|i| LocId(i as u8))
    }

    pub fn location(&self, id: LocId) -> &Location {
        &self.locations[id.0 as usize]
    }

    /// The edges leaving `from` in `round`, given which legacy tiles are in play.
    pub fn outgoing<'m>(
        &'m self,
        from: LocId,
        round: u8,
        legacy_in_play: &'m dyn Fn(&str) -> bool,
    ) -> impl Iterator<Item = &'m Edge> + 'm {
        self.leaving()[from.0 as usize]
            .iter()
            .map(|&i| &self.edges[i as usize])
            .filter(move |e| e.rounds.contains(round) && e.legacy.as_deref().is_none_or(legacy_in_play))
    }

    fn leaving(&self) -> &[Vec<u16>] {
        self.leaving.get(|| {
            let mut leaving = vec![Vec::new(); self.locations.len()];
            for (i, edge) in self.edges.iter().enumerate() {
                leaving[edge.from.0 as usize].push(i as u16);
            }
            leaving
        })
    }

    fn check_edges(&self, labels: &[&str]) -> Result<(), ContentError> {
        for (edge, label) in self.edges.iter().zip(labels) {
            if edge.to == self.start {
                return Err(bad_value(
                    FILE,
                    label,
                    "to",
                    &self.location(edge.to).id,
                    "not the start location",
                ));
            }
            let tagged = [edge.from, edge.to]
                .iter()
                .find_map(|&end| self.location(end).legacy.clone());
            if tagged.is_some() && edge.legacy != tagged {
                let expected = format!(
                    "legacy = \"{}\" like the location it touches",
                    tagged.unwrap_or_default()
                );
                return Err(bad_value(
                    FILE,
                    label,
                    "legacy",
                    edge.legacy.as_deref().unwrap_or("none"),
                    &expected,
                ));
            }
        }
        Ok(())
    }

    /// Every round, with and without the legacy tiles: loop-free, forks labelled, ends on the round's scoring space.
    fn check_routes(&self) -> Result<(), ContentError> {
        let mut reached = HashSet::new();
        for case in [LegacyCase::Without, LegacyCase::With] {
            let in_play = move |_: &str| matches!(case, LegacyCase::With);
            for round in 1..=4 {
                let mut path = Vec::new();
                self.walk(self.start, round, &in_play, &mut path, &mut reached)?;
            }
        }
        match (0..self.locations.len()).find(|i| !reached.contains(&LocId(*i as u8))) {
            Some(i) => Err(route_error(&self.locations[i].id, "unreachable")),
            None => Ok(()),
        }
    }

    fn walk(
        &self,
        at: LocId,
        round: u8,
        in_play: &dyn Fn(&str) -> bool,
        path: &mut Vec<LocId>,
        reached: &mut HashSet<LocId>,
    ) -> Result<(), ContentError> {
        let id = &self.location(at).id;
        if path.contains(&at) {
            return Err(route_error(id, "loop"));
        }
        reached.insert(at);
        let next: Vec<&Edge> = self.outgoing(at, round, in_play).collect();
        match next.len() {
            0 => return self.check_round_end(at, round),
            1 => {}
            2 => {
                let branches: Vec<Option<(&str, Branch)>> = next
                    .iter()
                    .map(|e| e.fork.as_ref().map(|f| (f.id.as_str(), f.branch)))
                    .collect();
                let labelled = match (branches[0], branches[1]) {
                    (Some((a, x)), Some((b, y))) => {
                        a == b && [x, y].contains(&Branch::Upper) && [x, y].contains(&Branch::Lower)
                    }
                    _ => false,
                };
                if !labelled {
                    return Err(route_error(id, "fork-labels"));
                }
            }
            _ => return Err(route_error(id, "fork-labels")),
        }
        path.push(at);
        for edge in next {
            self.walk(edge.to, round, in_play, path, reached)?;
        }
        path.pop();
        Ok(())
    }

    /// A route may only end on the round's scoring space: interim in rounds I–III, final in round IV.
    fn check_round_end(&self, at: LocId, round: u8) -> Result<(), ContentError> {
        let expected = if round == 4 { Scoring::Final } else { Scoring::Interim };
        match &self.location(at).kind {
            LocationKind::Homeward(h) if h.scoring == Some(expected) && h.rounds.contains(round) => Ok(()),
            _ => Err(route_error(&self.location(at).id, "dead-end")),
        }
    }
}

fn route_error(place: &str, problem: &str) -> ContentError {
    ContentError::new(FILE, place, keys::ROUTE)
        .with("place", place)
        .with("problem", problem)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn city_actions_round_trip() {
        let codes = [
            "combat",
            "explore(3)",
            "CA-1",
            "CA-9",
            "combat_or_explore(2)",
            "vp(5)",
            "village(2) + spy_vp(5)",
            "quest",
        ];
        for code in codes {
            assert_eq!(
                CityAction::parse(code).unwrap_or_else(|| panic!("{code}")).to_string(),
                code
            );
        }
        for bad in ["CA-0", "CA-10", "explore(0)", "fight", "village(2)"] {
            assert_eq!(CityAction::parse(bad), None, "{bad}");
        }
    }
}
