//! Final scoring (ruling 12) and the tie-break (ruling 13).
//!
//! Score = VP chips (points beyond the supply included) + printed building VP (occupied or not) + the bonus of
//! each occupied large building: Guild Hall +1 per small / +2 per large production building; Residence 4/5/6/7
//! for ≤9/10/11/12 island tiles; Fortress +1 per 3 colonists (San Juan included); Customs House +1 per 4 VP
//! chips; City Hall +1 per violet building (itself included, the Statue too); Cloister (expansion) 1/3/6/10 for
//! 1/2/3/4 sets of 3 identical island tiles (each plantation kind, quarries, forests). Tie-break: doubloons + barrels; a tie on both is a
//! shared rank.

use super::data::BuildingId;
use super::errors::{
    SCORE_BUILDINGS, SCORE_CHIPS, SCORE_CITY_HALL, SCORE_CLOISTER, SCORE_CUSTOMS_HOUSE, SCORE_FORTRESS,
    SCORE_GUILD_HALL, SCORE_RESIDENCE,
};
use super::player::Player;
use super::PuertoRico;
use crate::game::{Outcome, Standing};

/// The bonus of an occupied large building.
type Bonus = fn(&Player) -> u32;

/// A seat's score as (breakdown key, points); bonus lines only for occupied large buildings.
pub fn score_breakdown(p: &Player) -> Vec<(String, i64)> {
    let building_vp: u32 = p.buildings().iter().map(|s| s.building.info().vp as u32).sum();
    let mut lines = vec![(SCORE_CHIPS, p.vp_chips), (SCORE_BUILDINGS, building_vp)];
    let bonuses: [(BuildingId, &str, Bonus); 6] = [
        (BuildingId::GuildHall, SCORE_GUILD_HALL, guild_hall),
        (BuildingId::Residence, SCORE_RESIDENCE, residence),
        (BuildingId::Fortress, SCORE_FORTRESS, |p| p.colonists() / 3),
        (BuildingId::CustomsHouse, SCORE_CUSTOMS_HOUSE, |p| p.vp_chips / 4),
        (BuildingId::CityHall, SCORE_CITY_HALL, Player::violet_buildings),
        (BuildingId::Cloister, SCORE_CLOISTER, cloister),
    ];
    for (building, key, bonus) in bonuses {
        if p.occupied(building) {
            lines.push((key, bonus(p)));
        }
    }
    lines
        .into_iter()
        .map(|(key, points)| (key.to_string(), points as i64))
        .collect()
}

fn guild_hall(p: &Player) -> u32 {
    let (small, large) = p.production_buildings();
    small + 2 * large
}

fn cloister(p: &Player) -> u32 {
    let sets: u32 = p.tiles.iter().map(|&n| n as u32 / 3).sum::<u32>() + p.forest_count() / 3;
    [0, 1, 3, 6, 10][sets.min(4) as usize]
}

fn residence(p: &Player) -> u32 {
    match p.island_tiles() {
        0..=9 => 4,
        tiles => tiles - 5,
    }
}

impl PuertoRico {
    pub(super) fn final_outcome(&self) -> Outcome {
        let standings = self.seats[..self.n()]
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let breakdown = score_breakdown(p);
                Standing {
                    seat,
                    rank: 0,
                    score: breakdown.iter().map(|(_, points)| points).sum(),
                    tiebreak: (p.doubloons + p.barrels()) as i64,
                    breakdown,
                }
            })
            .collect();
        Outcome::ranked(standings)
    }
}
