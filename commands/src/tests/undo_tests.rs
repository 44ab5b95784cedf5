//! `/undo` and the confirmation of costly buttons, through the host: an allowed undo gives back the stored record
//! byte for byte (also across a restart), each refusal says why and changes nothing, per game.

use crate::tests::support::Starred;
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::{Santiago, Spring};
use galleon_rules::{Game, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::base::io::{Input, Locale, Message, Target};
use crate::games::maracaibo::MaracaiboModule;
use crate::games::puerto_rico::PuertoRicoModule;
use crate::games::santiago::SantiagoModule;
use crate::host::script::{Runner, ScriptOptions};
use crate::tests::support::{only_ephemeral, play_forced, texts, toy_runner, NAMES};

/// Time stands still unless a test moves it, so the reminder deadlines a record holds are the same before a move
/// and after its undo (an undo starts the waits again at its own time).
fn freeze(r: &mut Runner) {
    r.set_clock(std::sync::Arc::new(crate::base::clock::FakeClock::at(1_800_000_000)));
}

fn frozen_toy(dir: &std::path::Path) -> Runner {
    let mut r = toy_runner(dir);
    freeze(&mut r);
    r
}

/// A toy game (to 20) of alice and bob, on a frozen clock, alice to play.
fn toy_game(dir: &std::path::Path) -> Runner {
    let mut r = frozen_toy(dir);
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:20");
    r
}

fn raw(r: &Runner) -> Option<Vec<u8>> {
    r.host().raw_record("table").unwrap()
}

fn command(name: &str, options: &[(&str, &str)]) -> Input {
    Input::Command {
        name: name.into(),
        options: options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
    }
}

/// `user`'s `/undo`, which must be refused: the refusal's text, the store unchanged.
fn refused(r: &Runner, user: &str) -> String {
    let before = raw(r);
    let text = only_ephemeral(&r.act("table", user, command("undo", &[])), user);
    assert_eq!(raw(r), before, "a refused undo changed the store: {text}");
    text
}

/// `user`'s `/undo`, which must be allowed: its messages (board first, then the public post).
fn allowed(r: &Runner, user: &str) -> Vec<Message> {
    let out = r.act("table", user, command("undo", &[]));
    assert!(matches!(out[0].to, Target::Board { .. }), "{}", texts(&out));
    assert!(matches!(out[1].to, Target::Channel { .. }), "{}", texts(&out));
    out
}

/// A host over `dir` seating the real games, and a game of `kind` started there by NAMES[..players].
fn started(dir: &std::path::Path, kind: &str, players: usize, seed: u64, extra: &[(&str, &str)]) -> Runner {
    let options = ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    let mut r = Runner::new(&options).unwrap();
    freeze(&mut r);
    for name in &NAMES[..players] {
        r.act("table", name, command("join", &[]));
    }
    let seed = seed.to_string();
    let mut start = vec![("game", kind), ("seed", seed.as_str())];
    start.extend_from_slice(extra);
    let out = r.act("table", "alice", command("start", &start));
    assert!(
        out.iter().any(|m| matches!(m.to, Target::Board { .. })),
        "{}",
        texts(&out)
    );
    r
}

/// A game played through the host beside a replica engine.
struct Driven<G: Game> {
    r: Runner,
    game: G,
    rng: ChaCha8Rng,
    /// Plays the forced moves on the replica, as the host does after each move.
    settle: fn(&mut G) -> usize,
}

impl<G: Game> Driven<G> {
    fn new(r: Runner, mut game: G, settle: fn(&mut G) -> usize) -> Self {
        settle(&mut game);
        Driven {
            r,
            game,
            rng: ChaCha8Rng::seed_from_u64(7),
            settle,
        }
    }

    /// Plays `action` for `seat` by `/play` (it must be accepted).
    fn play(&mut self, seat: Seat, action: &G::Action) -> Vec<Message> {
        self.game.apply(seat, action).unwrap();
        (self.settle)(&mut self.game);
        let text = action.to_string();
        let out = self.r.act("table", NAMES[seat], command("play", &[("move", &text)]));
        assert!(matches!(out[0].to, Target::Board { .. }), "{text}: {}", texts(&out));
        out
    }

    /// Plays random moves until one satisfies `hit` (given the states before and after it); returns its seat,
    /// the game and the stored record before it.
    fn until(&mut self, hit: impl Fn(&G, &G) -> bool) -> (Seat, G, Option<Vec<u8>>) {
        for _ in 0..3000 {
            let Some(&seat) = self.game.to_act().first() else {
                panic!("no more moves: {:?}", self.game.outcome());
            };
            let action = self.game.random_action(seat, &mut self.rng).unwrap();
            let before = (self.game.clone(), raw(&self.r));
            self.play(seat, &action);
            if hit(&before.0, &self.game) {
                return (seat, before.0, before.1);
            }
        }
        panic!("no such move in 3000");
    }

    /// Plays random moves until two seats in a row moved: the other seat's refusal names the last one.
    fn another_acts_since(&mut self) {
        let (mut first, _, _) = self.until(|_, _| true);
        loop {
            let (next, _, _) = self.until(|_, _| true);
            if next != first {
                let text = refused(&self.r, NAMES[first]);
                let expected = format!(
                    "Your last move can no longer be taken back: {} played since.",
                    NAMES[next]
                );
                assert_eq!(text, expected);
                return;
            }
            first = next;
        }
    }
}

// --- Generic refusals and rulings, on the toy game -------------------------------------------------------

#[test]
fn refusals_without_a_game_seat_or_move_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = frozen_toy(dir.path());
    assert!(refused(&r, "alice").contains("No game is being played"));
    r.line("alice> /join");
    r.line("bob> /join");
    assert!(refused(&r, "alice").contains("No game is being played"), "a lobby");
    r.line("alice> /start game:toy seed:3 target:6");
    assert!(refused(&r, "zed").contains("not seated"));
    assert!(refused(&r, "alice").contains("no move to take back"));
    r.line("alice> /play move:\"add 1\"");
    assert!(refused(&r, "bob").contains("no move to take back"));
    r.line("bob> /play move:\"add 2\"");
    assert_eq!(
        refused(&r, "alice"),
        "Your last move can no longer be taken back: bob played since."
    );
    // In French, typed by its French name (the terminal modes; Discord sends the English one).
    let french = r.host().handle(&crate::tests::support::request(
        "table",
        "alice",
        Locale::Fr,
        "annuler",
        &[],
    ));
    assert_eq!(
        only_ephemeral(&french, "alice"),
        "Votre dernier coup ne peut plus être annulé : bob a joué depuis."
    );
    let out = r.line("alice> /undo extra:1");
    assert!(only_ephemeral(&out, "alice").contains("extra"));
    r.line("alice> /play move:\"add 3\"");
    assert_eq!(
        refused(&r, "alice"),
        "The game is over: its moves can no longer be taken back."
    );
}

#[test]
fn undo_gives_back_the_record_byte_for_byte_across_a_restart_and_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_game(dir.path());
    let start = raw(&r);
    r.line("alice> /play move:\"add 1\"");
    let after_one = raw(&r);
    r.line("bob> /play move:\"add 2\"");
    r.line("!restart");
    let out = allowed(&r, "bob");
    assert_eq!(raw(&r), after_one, "back to before bob's move");
    assert_eq!(out[1].starred(), "bob took back: +2.");
    assert!(out[0].starred().contains("Total 1/20"), "{}", out[0].starred());
    // bob's turn again: the ping calls him.
    assert!(out
        .iter()
        .any(|m| matches!(&m.to, Target::Ping { users, .. } if users == &["bob"])));
    assert!(refused(&r, "bob").contains("no move to take back"));
    allowed(&r, "alice");
    assert_eq!(raw(&r), start);
    r.line("!restart");
    assert_eq!(raw(&r), start, "the shortened record loads");
    assert!(texts(&r.line("alice> /play move:\"add 3\"")).contains("Total 3/20"));
}

#[test]
fn forced_moves_that_followed_go_back_with_the_move_and_a_chosen_one_refuses() {
    let dir = tempfile::tempdir().unwrap();
    // In a new 3-player game the first Mayor's placements are forced: the host plays all three.
    let r = started(dir.path(), "puerto-rico", 3, 1, &[]);
    let start = raw(&r);
    r.act("table", "alice", command("play", &[("move", "role mayor")]));
    let record: crate::record::TableRecord = serde_json::from_slice(&raw(&r).unwrap()).unwrap();
    let autos: Vec<bool> = record.game.unwrap().log.iter().map(|m| m.auto).collect();
    assert_eq!(autos, [false, true, true, true]);
    // bob's only move was played for him: a consequence of alice's, not a choice.
    assert!(refused(&r, "bob").contains("no move to take back"));
    let out = allowed(&r, "alice");
    let post = out[1].starred();
    assert!(post.starts_with("alice took back: "), "{post}");
    assert!(post.ends_with(" (and the 3 forced moves that followed)."), "{post}");
    assert_eq!(raw(&r), start);
    let one = crate::words::i18n::ta(
        Locale::En,
        "undo-done",
        &[("name", "alice".into()), ("move", "+1".into()), ("forced", 1.into())],
    );
    assert_eq!(one, "alice took back: +1 (and the forced move that followed).");
}

// --- Puerto Rico -----------------------------------------------------------------------------------------

#[test]
fn puerto_rico_undo_allowed_and_refused() {
    let dir = tempfile::tempdir().unwrap();
    let r = started(dir.path(), "puerto-rico", 3, 11, &[]);
    let game = PuertoRico::new(3, &Default::default(), 11).unwrap();
    let mut d = Driven::new(r, game, |g| play_forced(&PuertoRicoModule, g));
    let start = raw(&d.r);
    d.play(0, &"role builder".parse().unwrap());
    d.r.line("!restart");
    let out = allowed(&d.r, "alice");
    assert_eq!(raw(&d.r), start, "the record of before the move");
    assert!(
        out[1].starred().starts_with("alice took back: "),
        "{}",
        out[1].starred()
    );
    d.game = PuertoRico::new(3, &Default::default(), 11).unwrap();
    assert!(refused(&d.r, "zed").contains("not seated"));
    assert!(refused(&d.r, "bob").contains("no move to take back"));
    // A plantation drawn (the Settler phase's refill, the Hacienda) can never be taken back.
    let (seat, _, _) = d.until(|b, a| b.random_draws() != a.random_draws());
    assert_eq!(
        refused(&d.r, NAMES[seat]),
        "Your last move cannot be taken back: plantations were drawn from the face-down stack."
    );
    d.another_acts_since();
}

/// Whether the random play of [`Driven::until`] reaches, in the game of `seed`, a Mayor step where several seats
/// have a choice (a Mayor often leaves one: the others' arrangements are forced and played by the host).
fn several_mayors_choose(seed: u64) -> bool {
    let mut game = PuertoRico::new(3, &Default::default(), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    play_forced(&PuertoRicoModule, &mut game);
    while let Some(&seat) = game.to_act().first() {
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        play_forced(&PuertoRicoModule, &mut game);
        if game.to_act().len() > 1 {
            return true;
        }
    }
    false
}

#[test]
fn puerto_rico_simultaneous_mayor_later_answers_count_as_acting_since() {
    let dir = tempfile::tempdir().unwrap();
    let seed = (1..200).find(|&seed| several_mayors_choose(seed)).expect("a seed");
    let r = started(dir.path(), "puerto-rico", 3, seed, &[]);
    let game = PuertoRico::new(3, &Default::default(), seed).unwrap();
    let mut d = Driven::new(r, game, |g| play_forced(&PuertoRicoModule, g));
    d.until(|_, after| after.to_act().len() > 1);
    let pending = d.game.to_act();
    assert!(pending.len() > 1, "a simultaneous step: {pending:?}");
    let first = pending[0];
    let arrangement = d.game.suggested_actions(first)[0];
    let before = raw(&d.r);
    d.play(first, &arrangement);
    let second = d.game.to_act()[0];
    let arrangement = d.game.suggested_actions(second)[0];
    d.play(second, &arrangement);
    let text = refused(&d.r, NAMES[first]);
    assert!(text.contains(&format!("{} played since", NAMES[second])), "{text}");
    allowed(&d.r, NAMES[second]);
    allowed(&d.r, NAMES[first]);
    assert_eq!(raw(&d.r), before);
}

// --- Santiago --------------------------------------------------------------------------------------------

#[test]
fn santiago_undo_allowed_and_refused() {
    let dir = tempfile::tempdir().unwrap();
    let r = started(dir.path(), "santiago", 3, 4, &[]);
    let options = Santiago::parse_options(&[]).unwrap();
    assert_eq!(options.spring, Spring::Chosen);
    let game = Santiago::new(3, &options, 4).unwrap();
    let mut d = Driven::new(r, game, |g| play_forced(&SantiagoModule, g));
    // The spring starts the first round: its tiles are turned face up.
    let (seat, _, _) = d.until(|b, a| b.round() != a.round());
    assert_eq!(
        refused(&d.r, NAMES[seat]),
        "Your last move cannot be taken back: new plantation tiles were turned face up."
    );
    // A bid reveals nothing: taken back, the record is as before it.
    let (seat, game, before) = d.until(|b, a| b.round() == a.round() && b.random_draws() == a.random_draws());
    let out = allowed(&d.r, NAMES[seat]);
    assert_eq!(raw(&d.r), before);
    assert!(out[1].starred().starts_with(&format!("{} took back: ", NAMES[seat])));
    d.game = game;
    d.another_acts_since();
    assert!(refused(&d.r, "zed").contains("not seated"));
}

#[test]
fn santiago_palms_drawn_at_random_refuse() {
    let dir = tempfile::tempdir().unwrap();
    let r = started(dir.path(), "santiago", 3, 9, &[("palms", "on")]);
    let options = Santiago::parse_options(&[("palms".into(), "on".into())]).unwrap();
    let mut d = Driven::new(r, Santiago::new(3, &options, 9).unwrap(), |g| {
        play_forced(&SantiagoModule, g)
    });
    let (seat, _, _) = d.until(|b, a| b.random_draws() != a.random_draws());
    assert!(refused(&d.r, NAMES[seat]).starts_with("Your last move cannot be taken back: "));
}

// --- Maracaibo -------------------------------------------------------------------------------------------

fn maracaibo(dir: &std::path::Path, seed: u64) -> Driven<Maracaibo> {
    let r = started(dir, "maracaibo", 3, seed, &[]);
    let options = Maracaibo::parse_options(&[]).unwrap();
    Driven::new(r, Maracaibo::new(3, &options, seed).unwrap(), |g| {
        play_forced(&MaracaiboModule, g)
    })
}

#[test]
fn maracaibo_set_up_choices_undo_until_revealed() {
    let dir = tempfile::tempdir().unwrap();
    let mut d = maracaibo(dir.path(), 2);
    let start = raw(&d.r);
    let (first, game, _) = d.until(|_, _| true);
    let out = allowed(&d.r, NAMES[first]);
    assert_eq!(raw(&d.r), start);
    assert_eq!(out[1].starred(), format!("{} took back a secret choice.", NAMES[first]));
    d.game = game;
    // A later set-up choice of another seat counts as acting since.
    d.another_acts_since();
    let (last, _, _) = d.until(|b, a| !b.state().setup_pending().is_empty() && a.state().setup_pending().is_empty());
    assert_eq!(
        refused(&d.r, NAMES[last]),
        "Your last move cannot be taken back: everybody's set-up choices were revealed."
    );
}

#[test]
fn maracaibo_draws_and_shown_cards_refuse() {
    let dir = tempfile::tempdir().unwrap();
    let mut d = maracaibo(dir.path(), 3);
    let (seat, _, _) =
        d.until(|b, a| b.state().setup_pending().is_empty() && b.state().board.draw_pile != a.state().board.draw_pile);
    assert_eq!(
        refused(&d.r, NAMES[seat]),
        "Your last move cannot be taken back: a card was drawn from the pile."
    );
    let (seat, _, _) = d.until(|b, a| {
        let plan = |g: &Maracaibo| g.public_view().players.iter().map(|p| p.planning.len()).sum::<usize>();
        plan(a) > plan(b) && b.state().board == a.state().board && b.state().rng == a.state().rng
    });
    assert_eq!(
        refused(&d.r, NAMES[seat]),
        "Your last move cannot be taken back: it showed one of your secret cards."
    );
    // A sail reveals nothing: taken back, the record is as before it.
    let (seat, _, before) = d.until(|b, a| {
        matches!(a.public_view().phase, galleon_rules::maracaibo::view::PhaseView::Main)
            && matches!(b.public_view().phase, galleon_rules::maracaibo::view::PhaseView::Sail)
            && b.state().board.draw_pile == a.state().board.draw_pile
            && b.state().rng == a.state().rng
    });
    allowed(&d.r, NAMES[seat]);
    assert_eq!(raw(&d.r), before);
}

// --- Confirmations ---------------------------------------------------------------------------------------

#[test]
fn maracaibo_done_with_the_main_action_unused_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut d = maracaibo(dir.path(), 3);
    let (seat, _, _) = d.until(|b, a| {
        matches!(a.public_view().phase, galleon_rules::maracaibo::view::PhaseView::Main)
            && !matches!(b.public_view().phase, galleon_rules::maracaibo::view::PhaseView::Main)
    });
    let record: serde_json::Value = serde_json::from_slice(&raw(&d.r).unwrap()).unwrap();
    let id = crate::base::ids::ButtonId {
        channel: "table".into(),
        game: 1,
        move_number: record["game"]["log"].as_array().unwrap().len(),
        position: None,
        seat,
        action: crate::base::ids::ButtonMove::Text("done".into()),
    }
    .encode();
    let user = NAMES[seat];
    let before = raw(&d.r);
    let out = d.r.act("table", user, Input::Button { id: id.clone() });
    let text = only_ephemeral(&out, user);
    assert!(text.starts_with("Play **"), "{text}");
    assert_eq!(raw(&d.r), before, "asking plays nothing");
    let confirm = out[0].buttons[0].id.clone();
    assert!(
        confirm.starts_with("c1:table:1:") && confirm.ends_with(":done"),
        "{confirm}"
    );
    assert!(out[0].buttons[0].label.starts_with("Confirm: "));
    let other = NAMES[(seat + 1) % 3];
    let foreign = d.r.act("table", other, Input::Button { id: confirm.clone() });
    assert!(only_ephemeral(&foreign, other).contains(&format!("for {user}")));
    // After a restart the confirmation still plays the move.
    let mut r = d.r;
    r.line("!restart");
    let out = r.act("table", user, Input::Button { id: confirm.clone() });
    assert!(matches!(out[0].to, Target::Board { .. }), "{}", texts(&out));
    assert_ne!(raw(&r), before);
    // The same confirmation again: the game moved on.
    let moved = raw(&r);
    let out = r.act("table", user, Input::Button { id: confirm.clone() });
    assert!(only_ephemeral(&out, user).contains("out of date"));
    assert_eq!(raw(&r), moved);
    // Taken back, the position is the same again: the question holds once more.
    allowed(&r, user);
    assert_eq!(raw(&r), before);
    let out = r.act("table", user, Input::Button { id: confirm });
    assert!(matches!(out[0].to, Target::Board { .. }), "{}", texts(&out));
}

#[test]
fn the_confirmed_sets_of_each_game() {
    use crate::games::maracaibo::reveals::confirm as mc_confirm;
    use crate::games::puerto_rico::reveals::confirm as pr_confirm;
    use crate::games::santiago::reveals::confirm as sa_confirm;
    // Puerto Rico: a captain's load is asked only when there is more than one.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (mut many, mut one) = (false, false);
    for seed in 0..20 {
        let mut game = PuertoRico::new(3, &Default::default(), seed).unwrap();
        while !game.is_over() {
            let seat = game.to_act()[0];
            let loads: Vec<_> = game
                .legal_actions(seat)
                .into_iter()
                .filter(|a| a.to_string().starts_with("ship "))
                .collect();
            for load in &loads {
                assert_eq!(pr_confirm(&game, seat, load), loads.len() > 1, "{load}");
            }
            many |= loads.len() > 1;
            one |= loads.len() == 1;
            let action = game.random_action(seat, &mut rng).unwrap();
            assert!(action.to_string().starts_with("ship ") || !pr_confirm(&game, seat, &action));
            game.apply(seat, &action).unwrap();
        }
    }
    assert!(many && one);
    // Santiago: the overseer building elsewhere, nothing else.
    let mut builds = 0;
    for seed in 0..3 {
        let mut game = Santiago::new(3, &Santiago::parse_options(&[]).unwrap(), seed).unwrap();
        while !game.is_over() {
            let seat = game.to_act()[0];
            for action in game.legal_actions(seat) {
                let build = action.to_string().starts_with("overseer build");
                builds += usize::from(build);
                assert_eq!(sa_confirm(&game, seat, &action), build, "{action}");
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
    assert!(builds > 0);
    let game = Maracaibo::new(3, &Maracaibo::parse_options(&[]).unwrap(), 1).unwrap();
    assert!(mc_confirm(&game, &"combat reveal 1".parse().unwrap()));
    assert!(!mc_confirm(&game, &"done".parse().unwrap()), "not in Phase B");
}

/// Every Maracaibo source of hidden information the random host games above may miss, on the engine: each
/// combat token turned, quest tile taken from the pile and prestige building turned is told by its own key.
#[test]
fn maracaibo_reveal_kinds_on_the_engine() {
    use crate::games::maracaibo::reveals::revealed;
    let mut seen = std::collections::HashSet::new();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for seed in 0..6 {
        let mut game = Maracaibo::new(3, &Maracaibo::parse_options(&[]).unwrap(), seed).unwrap();
        while !game.is_over() {
            let seat = game.to_act()[0];
            let legal = game.legal_actions(seat);
            // Fights are rare in random play: take one whenever it is offered.
            let action = legal
                .iter()
                .find(|a| a.to_string().starts_with("combat reveal"))
                .cloned()
                .unwrap_or_else(|| game.random_action(seat, &mut rng).unwrap());
            let before = game.clone();
            game.apply(seat, &action).unwrap();
            let (b, a) = (before.state(), game.state());
            let key = revealed(&before, seat, &game);
            let piles = |s: &galleon_rules::maracaibo::state::State| s.board.combat_piles.clone().map(|p| p.len());
            if piles(b) != piles(a) {
                assert_eq!(key, Some("undo-reveal-token"), "{action}");
            }
            if b.board.quest_pile != a.board.quest_pile && b.board.draw_pile == a.board.draw_pile {
                assert_eq!(key, Some("undo-reveal-quest"), "{action}");
            }
            let turned =
                |s: &galleon_rules::maracaibo::state::State| s.board.buildings.iter().filter(|b| b.revealed).count();
            if turned(b) != turned(a) && b.board.draw_pile == a.board.draw_pile {
                assert_eq!(key, Some("undo-reveal-building"), "{action}");
            }
            if b == a
                || (b.board == a.board && b.rng == a.rng && b.solo == a.solo && action.to_string().starts_with("sail"))
            {
                assert_eq!(key, None, "{action}");
            }
            seen.extend(key);
        }
    }
    for key in [
        "undo-reveal-token",
        "undo-reveal-card",
        "undo-reveal-choices",
        "undo-reveal-hand",
        "undo-reveal-quest",
    ] {
        assert!(seen.contains(key), "{key} never seen: {seen:?}");
    }
}

#[test]
fn a_secret_changed_by_the_move_is_sent_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_game(dir.path());
    let hand = r.line("alice> /hand");
    r.line("alice> /play move:peek");
    let out = allowed(&r, "alice");
    // Her own undo: the view comes back in her reply, not by DM.
    crate::tests::support::own_view_in_reply(&out, "alice");
    assert_eq!(r.line("alice> /hand"), hand, "the secret as before the peek");
}

#[test]
fn a_button_of_a_taken_back_position_is_stale_at_the_same_move_number() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_game(dir.path());
    r.line("alice> /play move:\"add 1\"");
    // The board after bob's +2 offers alice her moves at move 2.
    let board = r.line("bob> /play move:\"add 2\"");
    let old = board[0].buttons.iter().find(|b| b.label == "+1").unwrap().id.clone();
    allowed(&r, "bob");
    // bob plays +3 instead: move 2 again, in another position.
    r.line("bob> /play move:\"add 3\"");
    let before = raw(&r);
    let text = only_ephemeral(&r.line(&format!("alice> !click {old}")), "alice");
    assert!(text.contains("earlier moment"), "{text}");
    assert_eq!(raw(&r), before, "the stale press changed nothing");
}

// --- Beside AI seats -------------------------------------------------------------------------------------

/// The seats of the table's stored log, move by move.
fn log_seats(r: &Runner) -> Vec<usize> {
    let record: crate::record::TableRecord = serde_json::from_slice(&raw(r).unwrap()).unwrap();
    record.game.unwrap().log.iter().map(|m| m.seat).collect()
}

/// A toy game (to 40) of alice, an AI seat (level random) and bob, on a frozen clock, alice to play.
fn toy_with_a_bot(dir: &std::path::Path) -> Runner {
    let mut r = frozen_toy(dir);
    for line in ["alice> /join", "alice> /addbot level:random", "bob> /join"] {
        r.line(line);
    }
    r.line("alice> /start game:toy seed:3 target:40");
    r
}

#[test]
fn undo_takes_back_the_ai_moves_after_the_players_and_the_ai_plays_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_with_a_bot(dir.path());
    let start = raw(&r);
    r.line("alice> /play move:\"add 1\"");
    assert_eq!(log_seats(&r), [0, 1], "the AI answered at once");
    let after = raw(&r);
    let out = allowed(&r, "alice");
    assert_eq!(raw(&r), start, "alice's move and the AI's are gone");
    let post = out[1].starred();
    assert!(
        post.starts_with("alice took back: +1 (and 🤖 Bot 1 (random) — "),
        "{post}"
    );
    assert!(post.ends_with(")."), "{post}");
    // alice plays again: the AI plays again (the same move: its seed depends on the position).
    r.line("alice> /play move:\"add 1\"");
    assert_eq!(raw(&r), after);
    // bob is a person: once he played, alice's move is final, and his own undo takes back his alone.
    r.line("bob> /play move:\"add 2\"");
    assert_eq!(
        refused(&r, "alice"),
        "Your last move can no longer be taken back: bob played since."
    );
    let out = allowed(&r, "bob");
    assert_eq!(out[1].starred(), "bob took back: +2.");
    assert_eq!(raw(&r), after);
    // Undoing again: alice's move and the AI's.
    allowed(&r, "alice");
    assert_eq!(raw(&r), start);
    r.line("!restart");
    assert_eq!(raw(&r), start, "the shortened record loads");
}

#[test]
fn an_ai_that_took_a_seat_over_counts_as_an_ai_and_the_clocks_stand_in_as_its_person() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = frozen_toy(dir.path());
    for line in ["alice> /join", "bob> /join", "carol> /join"] {
        r.line(line);
    }
    r.line("alice> /start game:toy seed:3 target:40 clock:12h reminder:off");
    // bob resigns: an AI takes his seat over.
    let asked = r.act("table", "bob", command("resign", &[]));
    let id = asked.iter().flat_map(|m| &m.buttons).next().unwrap().id.clone();
    r.line(&format!("bob> !click {id}"));
    let start = raw(&r);
    r.line("alice> /play move:\"add 1\"");
    assert_eq!(log_seats(&r), [0, 1], "the takeover AI answered");
    let out = allowed(&r, "alice");
    assert!(
        out[1].starred().contains("(and 🤖 Bot 1 (normal) — +"),
        "{}",
        out[1].starred()
    );
    assert_eq!(raw(&r), start);
    // carol's clock runs out after alice's move and the AI's: the AI plays for her, and that move stays hers.
    r.line("alice> /play move:\"add 1\"");
    r.line("!wait 12h");
    let out = texts(&r.line("!wait 1h"));
    assert!(out.contains("the AI played this move for them"), "{out}");
    assert_eq!(log_seats(&r), [0, 1, 2]);
    assert_eq!(
        refused(&r, "alice"),
        "Your last move can no longer be taken back: carol played since."
    );
}

#[test]
fn many_ai_moves_are_counted_with_their_seats_and_a_reveal_after_them_refuses() {
    let dir = tempfile::tempdir().unwrap();
    let options = ScriptOptions {
        data: Some(dir.path().to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    let mut r = Runner::new(&options).unwrap();
    freeze(&mut r);
    for line in [
        "alice> /join",
        "alice> /addbot level:random",
        "alice> /addbot level:random",
        "alice> /start game:puerto-rico seed:1",
        "alice> /play move:\"role builder\"",
    ] {
        r.line(line);
    }
    let before = raw(&r);
    // alice passes; the bots build, then choose the Craftsman and the Settler, and Bot 2 plants.
    r.line("alice> /play move:pass");
    assert_eq!(log_seats(&r).len(), 7);
    let out = allowed(&r, "alice");
    assert_eq!(
        out[1].starred(),
        "alice took back: Pass (and 5 moves of 🤖 Bot 1 (random), 🤖 Bot 2 (random))."
    );
    assert_eq!(raw(&r), before);
    // alice passes again, the bots play again, and alice ends the Settler phase: its refill draws plantations.
    r.line("alice> /play move:pass");
    assert_eq!(log_seats(&r).len(), 7);
    r.line("alice> /play move:\"plant indigo\"");
    let text = refused(&r, "alice");
    assert!(
        text.contains("plantations were drawn from the face-down stack"),
        "{text}"
    );
}

#[test]
fn the_lines_of_an_undo_beside_bots_read_in_both_languages() {
    use crate::words::i18n::ta;
    let count = |locale, count: usize| {
        ta(
            locale,
            "undo-ai-count",
            &[("count", count.into()), ("names", "🤖 Bot 1, 🤖 Bot 2".into())],
        )
    };
    let line = |locale, key, ai: String, forced: usize| {
        let args = [
            ("name", "alice".into()),
            ("move", "Builder".into()),
            ("ai", ai.into()),
            ("forced", forced.into()),
        ];
        ta(locale, key, &args)
    };
    assert_eq!(
        line(Locale::En, "undo-done-ai", count(Locale::En, 2), 0),
        "alice took back: Builder (and 2 moves of 🤖 Bot 1, 🤖 Bot 2)."
    );
    assert_eq!(
        line(Locale::Fr, "undo-done-ai", count(Locale::Fr, 2), 1),
        "alice a annulé : Builder (et les 2 coups de 🤖 Bot 1, 🤖 Bot 2, avec le coup forcé qui a suivi)."
    );
    assert_eq!(
        line(Locale::En, "undo-done-ai-secret", "🤖 Bot 1 — Sail".into(), 3),
        "alice took back a secret choice (and 🤖 Bot 1 — Sail, with the 3 forced moves that followed)."
    );
    assert_eq!(
        line(Locale::Fr, "undo-done-ai-secret", count(Locale::Fr, 1), 0),
        "alice a annulé un choix secret (et le coup de 🤖 Bot 1, 🤖 Bot 2)."
    );
}
