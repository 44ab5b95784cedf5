//! Set-up and the private simultaneous set-up choices: each player plans 1 of their 8 A cards, keeps 4 and discards 3,
//! and picks 1 of 2 career cards.
//!
//! Order of the random draws (all from the state's seeded ChaCha8 generator, so seed → same set-up): combat
//! tokens, quest tiles, city tiles, project cards, prestige buildings, career cards.
//!
//! Rulings:
//! * The 25 shuffled combat tokens are dealt alternately into the two piles (13 and 12).
//! * The 3 quest tiles for the exploration track go to its quest spaces in track order, from the top of the
//!   shuffled pile; then the classic card's set-up placements in their listed order, then L1's own quest space.
//! * The four city tiles (always-used ones plus random others) are shuffled and placed on the tile slots in
//!   map order (4, 5, 13, 14).
//! * The 40 B cards are drawn at random from the 101; with card 76 the special cards 90–99 join the draw pile
//!   only, never the deal. The display is the top 4 cards of the draw pile.
//! * Careers are dealt two per seat, seat order, from the shuffled 8.
//! * The 3 discarded A cards go to the project discard pile in the order the player listed them.
//! * Seats are in clockwise order and seat 0 is the first player (the host seats players).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::content::cards::{CardId, Deck};
use super::content::common::bracket;
use super::content::difficulty::{LegacyKind, Level};
use super::content::exploration::SpaceKind;
use super::content::map::{LocId, LocationKind};
use super::content::ContentPack;
use super::keys;
use super::state::{Board, BuildingSlot, Log, Player, Spies, State, Turn};
use crate::error::{keys as common_keys, RuleError};
use crate::game::Seat;

/// Starting doubloons clockwise from the first player.
pub const STARTING_DOUBLOONS: [u32; 4] = [8, 9, 10, 11];
/// A cards dealt to each player.
pub const A_CARDS_DEALT: usize = 8;
/// Of those, planned / discarded (the rest, 4, are kept in hand).
pub const CARDS_PLANNED: usize = 1;
pub const CARDS_DISCARDED: usize = 3;
/// B cards shuffled into the draw pile.
pub const B_CARDS_USED: usize = 40;
/// Face-up display cards.
pub const DISPLAY_SIZE: usize = 4;
/// Career cards offered to each player.
pub const CAREERS_OFFERED: usize = 2;
/// Classic mode seats.
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;

impl State {
    /// A new classic game for `players` seats at `level`, before the private set-up choices.
    pub fn new(pack: &ContentPack, players: usize, level: Level, seed: u64) -> Result<State, RuleError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(RuleError::new(common_keys::PLAYER_COUNT)
                .with("min", MIN_PLAYERS)
                .with("max", MAX_PLAYERS)
                .with("count", players));
        }
        Self::build(pack, players, players, level, seed)
    }

    /// Set-up for `players` seats of which the first `dealt` get A cards and careers (all of them in the classic
    /// game, only the human in the solo game, whose Automa takes the last seat).
    pub(crate) fn build(
        pack: &ContentPack,
        players: usize,
        dealt: usize,
        level: Level,
        seed: u64,
    ) -> Result<State, RuleError> {
        let card = pack.classic.card(level).ok_or_else(|| {
            RuleError::new(common_keys::BAD_OPTION_VALUE)
                .text("name", "level")
                .text("value", level)
        })?;
        let mut state = State {
            players: Vec::new(),
            level,
            round: 1,
            first_player: 0,
            legacy: card.legacy.clone(),
            board: empty_board(pack),
            rng: ChaCha8Rng::seed_from_u64(seed),
            turn: Turn::default(),
            log: Log::default(),
            solo: None,
            edition: super::state::EDITION,
            known: Vec::new(),
        };
        state.set_up_cubes(pack, players);
        state.set_up_combat_tokens(pack);
        state.set_up_quests(pack, players);
        state.set_up_city_tiles(pack, players);
        let deals = state.set_up_cards(pack, dealt);
        state.set_up_buildings(pack);
        let careers = state.deal_careers(pack, dealt);
        state.players = (0..dealt)
            .map(|seat| new_player(pack, seat, &deals[seat], &careers[seat]))
            .collect();
        Ok(state)
    }

    fn set_up_cubes(&mut self, pack: &ContentPack, players: usize) {
        for cube in pack.map.setup_cubes.iter().filter(|c| c.players.contains(players)) {
            self.board.cubes[cube.location.0 as usize] = Some(cube.nation);
            self.board.reserve_taken[cube.nation.index()] += 1;
        }
    }

    fn set_up_combat_tokens(&mut self, pack: &ContentPack) {
        let mut tokens: Vec<usize> = (0..pack.combat.tokens.len()).collect();
        tokens.shuffle(&mut self.rng);
        for (i, token) in tokens.into_iter().enumerate() {
            self.board.combat_piles[i % 2].push(token);
        }
    }

    fn set_up_quests(&mut self, pack: &ContentPack, players: usize) {
        let mut pile: Vec<usize> = (0..pack.quests.len()).collect();
        pile.shuffle(&mut self.rng);
        self.board.quest_pile = pile;
        for (space, kind) in pack.exploration.spaces.iter().map(|s| s.kind).enumerate() {
            if kind == SpaceKind::Quest {
                self.board.track_quests[space] = self.board.quest_pile.pop();
            }
        }
        let card = pack.classic.card(self.level).expect("checked in State::new");
        for placement in card.setup.iter().filter(|p| p.players.contains(players)) {
            self.place_quest(placement.location);
        }
        for &legacy in &self.legacy.clone() {
            if let LegacyKind::CityWithQuest { quests, .. } = pack.classic.tile(legacy).kind {
                if quests > 0 {
                    self.board.city_quest = self.board.quest_pile.pop();
                }
            }
        }
    }

    /// The top quest tile of the pile onto a location, if any remain (none once the pile is empty).
    pub fn place_quest(&mut self, location: LocId) {
        if let Some(quest) = self.board.quest_pile.pop() {
            self.board.quests[location.0 as usize].push(quest);
        }
    }

    fn set_up_city_tiles(&mut self, pack: &ContentPack, players: usize) {
        let usable = |t: &super::content::cities::CityTile| t.players.contains(players);
        for (index, tile) in pack.cities.iter().enumerate() {
            if let Some(location) = tile.location.filter(|_| usable(tile)) {
                self.board.tiles[location.0 as usize] = Some(index);
            }
        }
        let slots: Vec<usize> = (0..pack.map.locations.len())
            .filter(|&i| {
                let location = &pack.map.locations[i];
                location.legacy.is_none() && location.kind == LocationKind::TileSlot
            })
            .collect();
        let pool = |always: bool| -> Vec<usize> {
            let tiles = pack.cities.iter().enumerate();
            tiles
                .filter(|(_, t)| t.location.is_none() && usable(t) && t.always == always)
                .map(|(i, _)| i)
                .collect()
        };
        let mut chosen = pool(true);
        let mut others = pool(false);
        others.shuffle(&mut self.rng);
        chosen.extend(others.into_iter().take(slots.len() - chosen.len()));
        chosen.shuffle(&mut self.rng);
        for (slot, tile) in slots.into_iter().zip(chosen) {
            self.board.tiles[slot] = Some(tile);
        }
    }

    /// Deals the A cards (returned per seat) and builds the draw pile and the display.
    fn set_up_cards(&mut self, pack: &ContentPack, players: usize) -> Vec<Vec<CardId>> {
        let mut a: Vec<CardId> = pack.cards.in_deck(Deck::A).collect();
        let mut b: Vec<CardId> = pack.cards.in_deck(Deck::B).collect();
        a.shuffle(&mut self.rng);
        b.shuffle(&mut self.rng);
        let deals: Vec<Vec<CardId>> = (0..players).map(|_| a.split_off(a.len() - A_CARDS_DEALT)).collect();
        let mut pile = a;
        pile.extend(b.into_iter().take(B_CARDS_USED));
        let card = pack.classic.card(self.level).expect("checked in State::new");
        pile.extend(card.add_cards.iter().copied());
        pile.shuffle(&mut self.rng);
        self.board.draw_pile = pile;
        self.refill_display();
        deals
    }

    fn set_up_buildings(&mut self, pack: &ContentPack) {
        let mut buildings: Vec<usize> = (0..pack.prestige.buildings.len()).collect();
        buildings.shuffle(&mut self.rng);
        buildings.truncate(pack.prestige.in_play as usize);
        self.board.buildings = buildings
            .into_iter()
            .enumerate()
            .map(|(i, building)| BuildingSlot {
                building,
                revealed: i == 0,
                investors: Vec::new(),
            })
            .collect();
    }

    fn deal_careers(&mut self, pack: &ContentPack, players: usize) -> Vec<Vec<usize>> {
        let mut careers: Vec<usize> = (0..pack.careers.cards.len()).collect();
        careers.shuffle(&mut self.rng);
        (0..players)
            .map(|seat| careers[seat * CAREERS_OFFERED..(seat + 1) * CAREERS_OFFERED].to_vec())
            .collect()
    }

    /// Tops the display up to 4 from the draw pile, reshuffling the discard pile when the draw pile runs out.
    pub fn refill_display(&mut self) {
        while self.board.display.len() < DISPLAY_SIZE {
            match self.draw_top() {
                Some(card) => self.board.display.push(card),
                None => break,
            }
        }
    }

    /// The top card of the draw pile; an empty pile is first rebuilt from the shuffled discard pile.
    pub fn draw_top(&mut self) -> Option<CardId> {
        if self.board.draw_pile.is_empty() {
            self.board.draw_pile = std::mem::take(&mut self.board.discard);
            self.board.draw_pile.shuffle(&mut self.rng);
        }
        self.board.draw_pile.pop()
    }

    /// Seats that still have a private set-up choice to make.
    pub fn setup_pending(&self) -> Vec<Seat> {
        (0..self.players.len())
            .filter(|&s| !self.is_automa(s))
            .filter(|&s| !self.players[s].dealt.is_empty() || self.players[s].career.is_none())
            .collect()
    }

    /// Set-up choice: `plan` goes to the planning zone, `discard` to the discard pile, the rest to the hand.
    pub fn choose_cards(
        &mut self,
        seat: Seat,
        plan: CardId,
        discard: [CardId; CARDS_DISCARDED],
    ) -> Result<(), RuleError> {
        let player = self
            .players
            .get(seat)
            .ok_or_else(|| RuleError::new(common_keys::NOT_YOUR_TURN).with("seat", seat))?;
        if player.dealt.is_empty() {
            return Err(RuleError::new(keys::ALREADY_CHOSEN).word("choice", "cards"));
        }
        let mut picked = vec![plan];
        picked.extend(discard);
        for (i, card) in picked.iter().enumerate() {
            if !player.dealt.contains(card) || picked[..i].contains(card) {
                return Err(RuleError::new(keys::NOT_A_DEALT_CARD).word("card", card.0));
            }
        }
        let player = &mut self.players[seat];
        player.planning.push(plan);
        player.hand = player.dealt.iter().copied().filter(|c| !picked.contains(c)).collect();
        player.dealt.clear();
        self.board.discard.extend(discard);
        self.start_when_ready();
        Ok(())
    }

    /// Set-up choice: keep one of the two offered careers; 3 spies move from the supply onto it.
    pub fn choose_career(&mut self, pack: &ContentPack, seat: Seat, career: usize) -> Result<(), RuleError> {
        let player = self
            .players
            .get(seat)
            .ok_or_else(|| RuleError::new(common_keys::NOT_YOUR_TURN).with("seat", seat))?;
        if player.career.is_some() {
            return Err(RuleError::new(keys::ALREADY_CHOSEN).word("choice", "career"));
        }
        if !player.careers_offered.contains(&career) {
            return Err(RuleError::new(keys::NOT_AN_OFFERED_CAREER).word("career", career));
        }
        let player = &mut self.players[seat];
        player.career = Some(career);
        player.careers_offered.clear();
        player.goals_claimed = vec![false; pack.careers.cards[career].goals.len()];
        player.spies.supply -= pack.ship.spies_career;
        player.spies.career = pack.ship.spies_career;
        self.start_when_ready();
        Ok(())
    }
}

fn empty_board(pack: &ContentPack) -> Board {
    let locations = pack.map.locations.len();
    Board {
        tiles: vec![None; locations],
        cubes: vec![None; locations],
        reserve_taken: [0; 3],
        markets: vec![Vec::new(); locations],
        quest_pile: Vec::new(),
        quests: vec![Vec::new(); locations],
        city_quest: None,
        track_quests: vec![None; pack.exploration.spaces.len()],
        combat_piles: [Vec::new(), Vec::new()],
        draw_pile: Vec::new(),
        discard: Vec::new(),
        display: Vec::new(),
        buildings: Vec::new(),
        fleet: Vec::new(),
        line_crossings: vec![0; pack.exploration.lines.len()],
        end_arrivals: 0,
    }
}

pub(crate) fn new_player(pack: &ContentPack, seat: Seat, dealt: &[CardId], careers: &[usize]) -> Player {
    let ship = &pack.ship;
    Player {
        ship: pack.map.start,
        explorer: pack.exploration.start,
        vp: 0,
        doubloons: STARTING_DOUBLOONS[seat],
        combat_points: ship.combat_start,
        doubloon_income: pack.tracks.doubloon_income_start,
        vp_income: pack.tracks.vp_income_start,
        influence: [0; 3],
        hand: Vec::new(),
        planning: Vec::new(),
        bought: Vec::new(),
        discs: ship.zones.iter().map(|z| z.discs.len() as u8).collect(),
        spies: Spies {
            reserve: ship.spies_reserve,
            supply: ship.spies_per_colour - ship.spies_reserve,
            ..Spies::default()
        },
        careers_offered: careers.to_vec(),
        career: None,
        goals_claimed: Vec::new(),
        quests: Vec::new(),
        card_quests: Vec::new(),
        combat_tokens: Vec::new(),
        synergy: Vec::new(),
        dealt: dealt.to_vec(),
    }
}

/// Market spaces of a city for this game: the tile's, the printed city's, or L1's.
pub fn market_spaces(pack: &ContentPack, state: &State, location: LocId) -> Option<u8> {
    let players = state.players.len();
    if let Some(tile) = state.board.tiles[location.0 as usize] {
        return pack.cities[tile].market.spaces.get(players);
    }
    if let LocationKind::City(city) = &pack.map.location(location).kind {
        return city.market.spaces.0[bracket(players)];
    }
    state.legacy.iter().find_map(|&l| match &pack.classic.tile(l).kind {
        LegacyKind::CityWithQuest {
            location: at, market, ..
        } if *at == location => market.spaces.get(players),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::content::common::Nation;

    fn pack() -> &'static ContentPack {
        ContentPack::default_pack()
    }

    fn loc(id: &str) -> LocId {
        pack().map.find(id).unwrap()
    }

    fn game(players: usize, level: Level, seed: u64) -> State {
        State::new(pack(), players, level, seed).unwrap()
    }

    #[test]
    fn refuses_player_counts_and_levels_it_cannot_set_up() {
        for players in [0, 1, 5] {
            let error = State::new(pack(), players, Level::Easy, 1).unwrap_err();
            assert_eq!(error.key, common_keys::PLAYER_COUNT);
        }
        let error = State::new(pack(), 3, Level::Hard, 1).unwrap_err();
        assert_eq!(
            (error.key, error.args[1].1.as_str()),
            (common_keys::BAD_OPTION_VALUE, "hard")
        );
    }

    #[test]
    fn same_seed_same_set_up_and_different_seeds_differ() {
        assert_eq!(game(3, Level::Easy, 7), game(3, Level::Easy, 7));
        assert_ne!(game(3, Level::Easy, 7).board, game(3, Level::Easy, 8).board);
    }

    #[test]
    fn players_start_as_the_rules_say() {
        let state = game(4, Level::Easy, 3);
        for (seat, player) in state.players.iter().enumerate() {
            assert_eq!(player.doubloons, [8, 9, 10, 11][seat]);
            assert_eq!((player.ship, player.explorer), (loc("1"), pack().exploration.start));
            assert_eq!(
                (
                    player.combat_points,
                    player.doubloon_income,
                    player.vp_income,
                    player.vp
                ),
                (1, 8, 0, 0)
            );
            assert_eq!(player.influence, [0; 3]);
            assert_eq!(player.discs, vec![2; 12]);
            assert_eq!(
                (player.spies.reserve, player.spies.supply, player.spies.total()),
                (2, 6, 8)
            );
            assert_eq!(player.dealt.len(), 8);
            assert!(player.dealt.iter().all(|&c| pack().cards.card(c).deck == Deck::A));
            assert_eq!(player.careers_offered.len(), 2);
        }
        let careers: Vec<usize> = state.players.iter().flat_map(|p| p.careers_offered.clone()).collect();
        let mut unique = careers.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 8, "with 4 players all 8 careers are dealt");
        assert_eq!(state.setup_pending(), vec![0, 1, 2, 3]);
    }

    #[test]
    fn draw_pile_sizes_by_player_count_and_specials_with_card_76() {
        // The rules' table says 88 / 80 / 72, counting one dealt hand too few: 56 − 8P + 40 is 80 / 72 / 64
        // (88 is solo).
        for (players, pile) in [(2, 80), (3, 72), (4, 64)] {
            let state = game(players, Level::Easy, 11);
            let cards = state.board.draw_pile.len() + state.board.display.len();
            assert_eq!(cards, pile);
            assert_eq!(state.board.display.len(), 4);
            let medium = game(players, Level::Medium, 11);
            let all: Vec<CardId> = medium
                .board
                .draw_pile
                .iter()
                .chain(&medium.board.display)
                .copied()
                .collect();
            assert_eq!(all.len(), pile + 10);
            assert_eq!(
                all.iter()
                    .filter(|&&c| pack().cards.card(c).deck == Deck::Special)
                    .count(),
                10
            );
            assert!(medium
                .players
                .iter()
                .flat_map(|p| &p.dealt)
                .all(|&c| pack().cards.card(c).deck == Deck::A));
            let b = all.iter().filter(|&&c| pack().cards.card(c).deck == Deck::B).count();
            assert_eq!(b, 40);
        }
    }

    #[test]
    fn two_players_get_the_maracaibo_tile_and_cubes_on_6_7_8() {
        let two = game(2, Level::Easy, 5);
        let t00 = pack().cities.iter().position(|t| t.id == "T00").unwrap();
        assert_eq!(two.board.tiles[loc("11").0 as usize], Some(t00));
        assert_eq!(two.board.cubes[loc("6").0 as usize], Some(Nation::Spain));
        assert_eq!(two.board.cubes[loc("7").0 as usize], Some(Nation::England));
        assert_eq!(two.board.cubes[loc("8").0 as usize], Some(Nation::France));
        assert_eq!(two.board.reserve_taken, [1, 1, 1]);
        assert_eq!(market_spaces(pack(), &two, loc("11")), Some(2));
        let three = game(3, Level::Easy, 5);
        assert_eq!(three.board.tiles[loc("11").0 as usize], None);
        assert!(three.board.cubes.iter().all(Option::is_none));
        assert_eq!(market_spaces(pack(), &three, loc("11")), Some(3));
        assert_eq!(market_spaces(pack(), &three, loc("17")), Some(3));
    }

    #[test]
    fn four_city_tiles_with_both_always_used_ones_for_the_player_count() {
        for seed in 0..20 {
            for players in 2..=4 {
                let state = game(players, Level::Easy, seed);
                let placed: Vec<&str> = ["4", "5", "13", "14"]
                    .iter()
                    .map(|id| {
                        pack().cities[state.board.tiles[loc(id).0 as usize].unwrap()]
                            .id
                            .as_str()
                    })
                    .collect();
                assert!(placed.contains(&"T01") && placed.contains(&"T02"), "{placed:?}");
                let mut unique = placed.clone();
                unique.dedup();
                assert_eq!(unique.len(), 4);
                for id in placed {
                    let tile = pack().cities.iter().find(|t| t.id == id).unwrap();
                    assert!(tile.players.contains(players) && tile.location.is_none());
                }
            }
        }
    }

    #[test]
    fn quests_on_the_track_and_by_card_75_and_76() {
        let three = game(3, Level::Easy, 9);
        let on_track = three.board.track_quests.iter().flatten().count();
        let on_map = |state: &State, id: &str| state.board.quests[loc(id).0 as usize].len();
        assert_eq!(on_track, 3);
        assert_eq!(
            (on_map(&three, "15"), on_map(&three, "18"), on_map(&three, "19")),
            (1, 1, 1)
        );
        assert_eq!(three.board.quest_pile.len(), 24 - 6);
        let two = game(2, Level::Easy, 9);
        assert_eq!((on_map(&two, "15"), on_map(&two, "18"), on_map(&two, "19")), (1, 0, 1));
        let medium = game(3, Level::Medium, 9);
        assert_eq!((on_map(&medium, "15"), on_map(&medium, "19")), (1, 1));
        assert!(medium.board.city_quest.is_some());
        assert_eq!(medium.board.quest_pile.len(), 24 - 3 - 2 - 1);
        let legacy: Vec<&str> = medium
            .legacy
            .iter()
            .map(|&l| pack().classic.tile(l).id.as_str())
            .collect();
        assert_eq!(legacy, ["L1", "L4", "L5", "L6"]);
        assert!(three.legacy.is_empty());
        let mut every: Vec<usize> = three.board.quest_pile.clone();
        every.extend(three.board.track_quests.iter().flatten());
        every.extend(three.board.quests.iter().flatten());
        every.sort_unstable();
        assert_eq!(every, (0..24).collect::<Vec<_>>());
    }

    #[test]
    fn combat_tokens_in_two_piles_and_one_building_face_up() {
        let state = game(3, Level::Easy, 2);
        let piles = &state.board.combat_piles;
        assert_eq!((piles[0].len(), piles[1].len()), (13, 12));
        let mut all: Vec<usize> = piles.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, (0..25).collect::<Vec<_>>());
        let revealed: Vec<bool> = state.board.buildings.iter().map(|b| b.revealed).collect();
        assert_eq!(revealed, [true, false, false, false]);
    }

    #[test]
    fn choosing_cards_plans_one_keeps_four_discards_three() {
        let mut state = game(2, Level::Easy, 4);
        let dealt = state.players[1].dealt.clone();
        state.choose_cards(1, dealt[2], [dealt[0], dealt[5], dealt[7]]).unwrap();
        let player = &state.players[1];
        assert_eq!(player.planning, [dealt[2]]);
        assert_eq!(player.hand, [dealt[1], dealt[3], dealt[4], dealt[6]]);
        assert!(player.dealt.is_empty());
        assert_eq!(state.board.discard, [dealt[0], dealt[5], dealt[7]]);
        let again = state
            .choose_cards(1, dealt[1], [dealt[3], dealt[4], dealt[6]])
            .unwrap_err();
        assert_eq!(again.key, keys::ALREADY_CHOSEN);
        assert_eq!(state.setup_pending(), vec![0, 1], "careers still to choose");
    }

    #[test]
    fn bad_card_choices_change_nothing() {
        let mut state = game(2, Level::Easy, 4);
        let before = state.clone();
        let dealt = state.players[0].dealt.clone();
        let other = state.players[1].dealt[0];
        let cases = [
            (dealt[0], [dealt[0], dealt[1], dealt[2]]),
            (dealt[0], [dealt[1], dealt[1], dealt[2]]),
            (other, [dealt[1], dealt[2], dealt[3]]),
            (dealt[0], [dealt[1], dealt[2], other]),
        ];
        for (plan, discard) in cases {
            let error = state.choose_cards(0, plan, discard).unwrap_err();
            assert_eq!(error.key, keys::NOT_A_DEALT_CARD);
            assert_eq!(state, before);
        }
    }

    #[test]
    fn choosing_a_career_puts_three_spies_on_it() {
        let mut state = game(3, Level::Easy, 6);
        let offered = state.players[2].careers_offered.clone();
        let not_offered = (0..8).find(|c| !offered.contains(c)).unwrap();
        let before = state.clone();
        assert_eq!(
            state.choose_career(pack(), 2, not_offered).unwrap_err().key,
            keys::NOT_AN_OFFERED_CAREER
        );
        assert_eq!(state, before);
        state.choose_career(pack(), 2, offered[1]).unwrap();
        let player = &state.players[2];
        assert_eq!(
            (
                player.career,
                player.spies.reserve,
                player.spies.career,
                player.spies.supply
            ),
            (Some(offered[1]), 2, 3, 3)
        );
        assert_eq!(player.goals_claimed, [false; 3]);
        assert_eq!(
            state.choose_career(pack(), 2, offered[0]).unwrap_err().key,
            keys::ALREADY_CHOSEN
        );
        for seat in 0..3 {
            if seat != 2 {
                let career = state.players[seat].careers_offered[0];
                state.choose_career(pack(), seat, career).unwrap();
            }
            let dealt = state.players[seat].dealt.clone();
            state
                .choose_cards(seat, dealt[0], [dealt[1], dealt[2], dealt[3]])
                .unwrap();
        }
        assert!(state.setup_pending().is_empty());
    }

    #[test]
    fn the_draw_pile_is_rebuilt_from_the_discards() {
        let mut state = game(2, Level::Easy, 1);
        let discarded = state.board.draw_pile.split_off(2);
        state.board.discard = discarded.clone();
        assert!(state.draw_top().is_some() && state.draw_top().is_some());
        let next = state.draw_top().unwrap();
        assert!(discarded.contains(&next));
        assert!(state.board.discard.is_empty());
        assert_eq!(state.board.draw_pile.len(), discarded.len() - 1);
    }
}
