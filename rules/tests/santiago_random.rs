//! Random complete Santiago games (3, 4 and 5 players, every option combination): after every move the
//! components are conserved and the money moves exactly as the public events say; near-miss moves are refused
//! and change nothing. The laws every game obeys (listed moves read back, replays, hidden money kept out of the
//! public view…) are checked in `game_laws.rs`. `GALLEON_SOAK=1` plays many more games.

use galleon_rules::game::Game;
use galleon_rules::santiago::{
    Action, Decision, Event, Money, Options, Phase, Position, PublicView, Santiago, Spring, Square, Tile,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const TILES: usize = 45;
const WORKERS: u8 = 22;

fn all_options() -> Vec<Options> {
    let mut all = Vec::new();
    for money in [Money::Hidden, Money::Open] {
        for palms in [false, true] {
            for spring in [Spring::Chosen, Spring::Random] {
                all.push(Options { money, palms, spring });
            }
        }
    }
    all
}

fn soak() -> bool {
    std::env::var("GALLEON_SOAK").is_ok_and(|v| v == "1")
}

fn money_of(game: &Santiago) -> Vec<u32> {
    (0..game.players()).map(|seat| game.private_view(seat).money).collect()
}

/// The money each seat should hold after the events that followed `before`.
fn expected_money(before: &PublicView, money: &[u32], events: &[Event]) -> Vec<u32> {
    let mut expected = money.to_vec();
    for event in events {
        match *event {
            Event::Placed { seat, paid, .. } => {
                let bid = before.bids.iter().find(|b| b.seat == seat).expect("placer bid").amount;
                assert_eq!(paid, bid.unwrap_or(0), "a placer pays his bid");
                expected[seat] -= paid;
            }
            Event::BuiltElsewhere { seat, paid, .. } => {
                let Some(Decision::Overseer { cost }) = before.decision else {
                    panic!("not the overseer's turn")
                };
                if before.proposals.is_empty() {
                    assert_eq!(paid, cost.min(money[seat]));
                } else {
                    assert_eq!(paid, cost, "largest total + 1");
                    assert_eq!(cost, before.proposals.iter().map(|p| p.total).max().unwrap() + 1);
                }
                expected[seat] -= paid;
            }
            Event::Accepted { seat, position, total } => {
                let proposal = before
                    .proposals
                    .iter()
                    .find(|p| p.position == position)
                    .expect("accepted");
                assert_eq!(proposal.total, total);
                for &(contributor, amount) in &proposal.contributions {
                    expected[contributor] -= amount;
                    expected[seat] += amount;
                }
            }
            Event::Income { amount } => expected.iter_mut().for_each(|m| *m += amount),
            _ => {}
        }
    }
    expected
}

/// The events logged since `before`.
fn new_events(before: &PublicView, after: &PublicView) -> Vec<Event> {
    let fresh = (after.events_total - before.events_total) as usize;
    assert!(
        fresh <= after.events.len(),
        "more events in one move than the log keeps"
    );
    after.events[after.events.len() - fresh..].to_vec()
}

fn check_components(game: &Santiago, view: &PublicView) {
    let n = game.players();
    // Tiles: on the board, on auction, in the stacks and removed add up to the box, with the box's mix.
    let on_board: Vec<Tile> = view.squares.iter().filter_map(|s| s.plot.map(|p| p.tile())).collect();
    let removed = view.removed_tile.into_iter().collect::<Vec<_>>();
    let seen = on_board.len() + view.auction.len() + removed.len();
    assert_eq!(seen + view.stacks * view.tiles_per_stack as usize, TILES);
    let mut mix = std::collections::HashMap::new();
    for tile in on_board.iter().chain(&view.auction).chain(&removed) {
        *mix.entry(*tile).or_insert(0) += 1;
    }
    for (tile, count) in mix {
        assert!(count <= if tile.workers == 2 { 6 } else { 3 }, "too many {tile}");
    }
    // Workers: on owned tiles plus the supply make 22 per seat; deserts and the neutral tile hold none.
    let mut placed = vec![0u8; n];
    for square in &view.squares {
        let Some(plot) = square.plot else {
            continue;
        };
        assert!(plot.workers <= plot.printed);
        if plot.desert {
            assert_eq!(plot.workers, 0);
            assert!(!square.palm, "a palm goes with its desert");
        }
        match plot.owner() {
            Some(owner) => placed[owner] += plot.workers,
            None => assert_eq!(plot.workers, 0),
        }
    }
    for (seat, (on_tiles, left)) in placed.iter().zip(&view.workers_left).enumerate() {
        assert_eq!(on_tiles + left, WORKERS, "workers of seat {seat}");
    }
    // Canals: board + general supply + personal canals held = rounds + players, all connected to the spring.
    let personal_held = view.personal_canals.iter().filter(|&&held| held).count();
    assert_eq!(
        view.canals.len() + view.supply_canals as usize + personal_held,
        view.rounds as usize + n
    );
    assert_connected(view);
    let palms = view.squares.iter().filter(|s| s.palm).count();
    assert!(palms <= if view.options.palms { 3 } else { 0 });
}

fn assert_connected(view: &PublicView) {
    let Some(spring) = view.spring else {
        assert!(view.canals.is_empty());
        return;
    };
    let mut wet = vec![spring];
    let mut left: Vec<Position> = view.canals.clone();
    while let Some(i) = left.iter().position(|p| p.ends().iter().any(|e| wet.contains(e))) {
        wet.extend(left.remove(i).ends());
    }
    assert!(left.is_empty(), "canals not connected to the spring: {left:?}");
}

/// A move that may or may not be legal now, to check that refusals change nothing.
fn candidate(rng: &mut ChaCha8Rng) -> Action {
    let square = Square::from_index(rng.gen_range(0..48));
    let position = Position::from_index(rng.gen_range(0..31));
    let amount = rng.gen_range(0..40);
    let tile = galleon_rules::santiago::data::all_tiles()[rng.gen_range(0..TILES)];
    match rng.gen_range(0..9) {
        0 => Action::Spring(galleon_rules::santiago::Intersection::from_index(rng.gen_range(0..20))),
        1 => Action::Bid(if rng.gen_bool(0.2) { None } else { Some(amount) }),
        2 => Action::Place(tile, square),
        3 => Action::Bribe(position, amount),
        4 => Action::Support(position, amount),
        5 => Action::BribePass,
        6 => Action::Accept(position),
        7 => Action::Build(position),
        _ => Action::Canal(rng.gen_bool(0.8).then_some(position)),
    }
}

fn garbage(rng: &mut ChaCha8Rng) -> String {
    let words = [
        "bid", "place", "bribe", "support", "overseer", "canal", "spring", "pass", "accept", "build",
    ];
    let bits = [
        "a1",
        "h6",
        "z9",
        "gh",
        "ac",
        "bean2",
        "corn1",
        "-1",
        "99999999999",
        "q",
        "",
        "é",
        "12",
    ];
    let mut text = words[rng.gen_range(0..words.len())].to_string();
    for _ in 0..rng.gen_range(0..4) {
        text.push(' ');
        text.push_str(bits[rng.gen_range(0..bits.len())]);
    }
    text
}

struct Checks {
    /// Try refused moves and read back every listed move at every step.
    thorough: bool,
}

fn play(players: usize, options: Options, seed: u64, checks: &Checks) -> Santiago {
    let mut game = Santiago::new(players, &options, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut deserts = 0u64;
    let mut tally: std::collections::HashMap<std::mem::Discriminant<Event>, usize> = Default::default();
    let start = game.public_view();
    for event in &start.events {
        *tally.entry(std::mem::discriminant(event)).or_insert(0) += 1;
    }
    check_components(&game, &start);
    while let Some(&seat) = game.to_act().first() {
        assert_eq!(game.to_act().len(), 1);
        if checks.thorough {
            check_refusals(&mut game, seat, &mut rng);
        }
        let action = game.random_action(seat, &mut rng).expect("a seat to act has a move");
        let before = game.public_view();
        let money = money_of(&game);
        game.apply(seat, &action)
            .unwrap_or_else(|e| panic!("{action} refused: {e}"));
        let after = game.public_view();
        let events = new_events(&before, &after);
        assert_eq!(money_of(&game), expected_money(&before, &money, &events));
        for event in &events {
            *tally.entry(std::mem::discriminant(event)).or_insert(0) += 1;
        }
        check_components(&game, &after);
        let now_deserts = desert_mask(&after);
        assert_eq!(deserts & !now_deserts, 0, "a desert never turns green again");
        deserts = now_deserts;
    }
    assert_eq!(game.phase(), Phase::Over);
    assert!(game.legal_actions(0).is_empty());
    let rounds = game.rounds() as usize;
    let count = |event: Event| tally.get(&std::mem::discriminant(&event)).copied().unwrap_or(0);
    assert_eq!(count(Event::RoundStarted { round: 0 }), rounds);
    assert_eq!(count(Event::OverseerChanged { seat: 0 }), rounds);
    assert_eq!(
        count(Event::Income { amount: 0 }),
        rounds - 1,
        "no income after the last round"
    );
    assert_eq!(
        count(Event::Drought {
            dried: Default::default(),
            deserts: Default::default()
        }),
        rounds - 1
    );
    assert_eq!(
        count(Event::FinalDrought {
            deserts: Default::default()
        }),
        1
    );
    assert_eq!(count(Event::GameOver), 1);
    assert_eq!(game.public_view().money.as_deref(), Some(&money_of(&game)[..]));
    check_outcome(&game);
    game
}

fn desert_mask(view: &PublicView) -> u64 {
    view.squares
        .iter()
        .filter(|s| s.plot.is_some_and(|p| p.desert))
        .fold(0, |acc, s| acc | s.square.bit())
}

/// Near-miss moves that are not listed are refused and change nothing (the generic laws, in `game_laws.rs`,
/// check the listed moves, other seats' moves and replays).
fn check_refusals(game: &mut Santiago, seat: usize, rng: &mut ChaCha8Rng) {
    let legal = game.legal_actions(seat);
    let frozen = serde_json::to_string(game).unwrap();
    for _ in 0..3 {
        let action = candidate(rng);
        if !legal.contains(&action) {
            assert!(game.apply(seat, &action).is_err(), "{action} accepted but not listed");
            assert_eq!(
                serde_json::to_string(game).unwrap(),
                frozen,
                "refused {action} changed the state"
            );
        }
    }
    let text = garbage(rng);
    if let Ok(action) = game.parse_action(seat, &text) {
        if !legal.contains(&action) {
            assert!(game.apply(seat, &action).is_err());
        }
    }
    assert_eq!(serde_json::to_string(game).unwrap(), frozen);
}

fn check_outcome(game: &Santiago) {
    let outcome = game.outcome().expect("over");
    let scores = game.scores();
    assert_eq!(outcome.standings.len(), game.players());
    for standing in &outcome.standings {
        let score = scores[standing.seat];
        assert_eq!(standing.score, score.total() as i64);
        assert_eq!(standing.breakdown.iter().map(|(_, v)| v).sum::<i64>(), standing.score);
    }
    let best = outcome.standings[0].score;
    let winners: Vec<usize> = outcome
        .standings
        .iter()
        .filter(|s| s.score == best)
        .map(|s| s.seat)
        .collect();
    assert_eq!(outcome.winners(), winners, "every richest player wins");
}

/// Plays `games` games per option combination (1000 with `GALLEON_SOAK=1`), every 15th one thoroughly.
fn run(players: usize, games: u64) {
    let games = if soak() { 1000 } else { games };
    for (o, options) in all_options().into_iter().enumerate() {
        for g in 0..games {
            let seed = (players as u64) << 40 | (o as u64) << 32 | g;
            play(players, options, seed, &Checks { thorough: g % 15 == 0 });
        }
    }
}

#[test]
fn random_complete_games_conserve_everything_3_players() {
    run(3, 150);
}

#[test]
fn random_complete_games_conserve_everything_4_players() {
    run(4, 150);
}

#[test]
fn random_complete_games_conserve_everything_5_players() {
    run(5, 150);
}

proptest::proptest! {
    /// Any text is either refused or read as a move whose canonical text reads back the same.
    #[test]
    fn any_text_is_refused_or_reads_back(text in "\\PC{0,24}") {
        check_text(&text);
    }

    #[test]
    fn move_like_texts_are_refused_or_read_back(
        verb in "(bid|place|bribe|support|overseer|canal|spring|accept|build|pass)",
        args in proptest::collection::vec(
            "(pass|accept|build|[a-t]{1,2}|[A-Ha-h][0-7]|(bean|cane|potato|piment)[0-3]|-?[0-9]{1,3})",
            0..4,
        ),
    ) {
        check_text(&format!("{verb} {}", args.join(" ")));
    }
}

fn check_text(text: &str) {
    let game = Santiago::new(4, &Options::default(), 1).unwrap();
    let seat = game.to_act()[0];
    if let Ok(action) = game.parse_action(seat, text) {
        let canonical = action.to_string();
        assert_eq!(canonical, canonical.to_lowercase());
        assert_eq!(canonical.parse::<Action>(), Ok(action));
    }
}

#[test]
fn games_end_after_the_right_number_of_rounds_with_tiles_placed() {
    for players in 3..=5 {
        let game = play(players, Options::default(), 7, &Checks { thorough: false });
        let view = game.public_view();
        assert_eq!(view.round, if players == 5 { 9 } else { 11 });
        let tiles = view.squares.iter().filter(|s| s.plot.is_some()).count();
        assert_eq!(tiles, if players == 5 { 45 } else { 44 });
        assert!(view.auction.is_empty());
        assert_eq!(view.supply_canals, 0);
    }
}
