//! Options and the set-up per player count.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::data::{self, fold, BuildingId, BuildingSet, Good, Tile, BUILDING_KINDS, GOODS, QUARRIES, ROLES};
use super::player::Player;
use super::{CargoShip, EndTriggers, EventLog, Options, PuertoRico, Step, Variant};
use crate::error::{keys, RuleError};
use crate::game::{Game, GameOption};

/// Reads `/start` options: `variant:basis` (alias `base`, the default), `extension`, `random` (alias
/// `aléatoire`, the French label).
pub fn parse_options(options: &[GameOption]) -> Result<Options, RuleError> {
    let mut parsed = Options::default();
    for (name, value) in options {
        if fold(name) != "variant" {
            return Err(RuleError::new(keys::UNKNOWN_OPTION).text("name", name));
        }
        parsed.variant = match fold(value).as_str() {
            "base" | "basis" => Variant::Base,
            "extension" => Variant::Extension,
            "random" | "aleatoire" => Variant::Random,
            _ => return Err(bad_variant(value)),
        };
    }
    Ok(parsed)
}

fn bad_variant(value: &str) -> RuleError {
    RuleError::new(keys::BAD_OPTION_VALUE)
        .text("name", "variant")
        .text("value", value)
}

pub fn new_game(players: usize, options: &Options, seed: u64) -> Result<PuertoRico, RuleError> {
    if !PuertoRico::PLAYERS.contains(&players) {
        return Err(RuleError::new(keys::PLAYER_COUNT)
            .with("min", PuertoRico::PLAYERS.start())
            .with("max", PuertoRico::PLAYERS.end())
            .with("count", players));
    }
    let setup = data::setup(players);
    let mut seats: [Player; 5] = std::array::from_fn(|_| Player::new(setup.doubloons));
    let mut stack: [u8; GOODS] = Good::ALL.map(Good::plantations);
    for (seat, &tile) in seats.iter_mut().zip(setup.start_tiles) {
        seat.add_tile(tile, false);
        stack[tile.index()] -= 1;
    }
    let mut game = PuertoRico {
        players: players as u8,
        rng: ChaCha8Rng::seed_from_u64(seed),
        round: 1,
        governor: 0,
        picks: 0,
        step: Step::ChooseRole,
        role: None,
        role_seat: 0,
        actor: 0,
        turns: 0,
        pending: 0,
        hacienda_drawn: false,
        captain_bonus_paid: false,
        wharf_used: 0,
        craftsman_goods: 0,
        seats,
        role_doubloons: [0; ROLES],
        role_taken: [None; ROLES],
        colonist_supply: setup.colonist_supply,
        colonist_ship: players as u32,
        vp_supply: setup.vp_chips as i32,
        goods_supply: Good::ALL.map(Good::barrels),
        ships: setup.cargo_ships.map(|capacity| CargoShip {
            capacity,
            good: None,
            count: 0,
        }),
        house: [0; GOODS],
        face_up: [0; GOODS],
        stack,
        discards: [0; GOODS],
        quarries: QUARRIES,
        building_supply: [0; BUILDING_KINDS],
        end: EndTriggers::default(),
        events: EventLog::new(),
        drafts: [None; 5],
        variant: options.variant,
        in_play: BuildingSet::PRODUCTION,
        library_extra: false,
        small_wharf_used: 0,
        craft_received: [0; GOODS],
    };
    game.draw_face_up();
    match options.variant {
        Variant::Base => game.put_in_play(BuildingSet::BASE),
        Variant::Random => {
            let drawn = game.random_selection();
            game.put_in_play(drawn);
        }
        Variant::Extension => {
            game.put_in_play(BuildingSet::PRODUCTION);
            game.start_draft();
        }
    }
    Ok(game)
}

/// Initial totals the game conserves (for tests and sanity checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Totals {
    pub colonists: u32,
    pub vp_chips: i64,
    pub barrels: [u32; GOODS],
    pub plantations: [u32; GOODS],
    pub quarries: u32,
    pub buildings: [u32; BUILDING_KINDS],
}

impl PuertoRico {
    /// What the box holds for this player count with the base game's buildings; [`PuertoRico::totals`] of a base
    /// game must always equal it.
    pub fn initial_totals(players: usize) -> Totals {
        Self::totals_with(players, BuildingSet::BASE)
    }

    /// What the box holds for this game (the buildings in play only); [`PuertoRico::totals`] must always equal it.
    pub fn expected_totals(&self) -> Totals {
        Self::totals_with(self.n(), self.in_play)
    }

    fn totals_with(players: usize, in_play: BuildingSet) -> Totals {
        let setup = data::setup(players);
        Totals {
            colonists: setup.colonist_supply + players as u32,
            vp_chips: setup.vp_chips as i64,
            barrels: Good::ALL.map(|g| g.barrels() as u32),
            plantations: Good::ALL.map(|g| g.plantations() as u32),
            quarries: QUARRIES as u32,
            buildings: std::array::from_fn(|i| {
                let building = BuildingId::from_index(i);
                in_play.contains(building) as u32 * building.info().copies as u32
            }),
        }
    }

    /// Counts every piece wherever it is (chips in hands + supply, which may be negative).
    pub fn totals(&self) -> Totals {
        let seats = &self.seats[..self.n()];
        let mut totals = Totals {
            colonists: self.colonist_supply + self.colonist_ship,
            vp_chips: self.vp_supply as i64,
            barrels: std::array::from_fn(|g| (self.goods_supply[g] + self.house[g]) as u32),
            plantations: std::array::from_fn(|g| (self.face_up[g] + self.stack[g] + self.discards[g]) as u32),
            quarries: self.quarries as u32,
            buildings: std::array::from_fn(|b| self.building_supply[b] as u32),
        };
        for ship in &self.ships {
            if let Some(good) = ship.good {
                totals.barrels[good.index()] += ship.count as u32;
            }
        }
        for p in seats {
            totals.colonists += p.colonists();
            totals.vp_chips += p.vp_chips as i64;
            for g in 0..GOODS {
                totals.barrels[g] += p.goods[g] as u32;
                totals.plantations[g] += (p.tiles[g] + p.forests[g]) as u32;
            }
            totals.quarries += p.tiles[Tile::Quarry.index()] as u32;
            for slot in p.buildings() {
                totals.buildings[slot.building.index()] += 1;
            }
        }
        totals
    }
}
