//! AI seats and takeovers on the toy game: `/addbot`, `/removebot`, AI turns (durable, deterministic, resumed after
//! a restart, a stale job dropped), `/resign`, `/kick`, and the turn clock with `/object`, on a fake clock.

use std::sync::Arc;

use crate::base::clock::FakeClock;
use crate::base::clock::HOUR;
use crate::base::io::{Locale, Message, Request, Target};
use crate::host::script::Runner;
use crate::record::TableRecord;
use crate::tests::support::{only_ephemeral, request, texts, toy_runner};

const T0: u64 = 1_800_000_000;

fn raw(r: &Runner) -> Option<Vec<u8>> {
    r.host().raw_record("table").unwrap()
}

fn record(r: &Runner) -> TableRecord {
    serde_json::from_slice(&raw(r).unwrap()).unwrap()
}

fn log(r: &Runner) -> Vec<(usize, String)> {
    let game = record(r).game.unwrap();
    game.log.into_iter().map(|m| (m.seat, m.text)).collect()
}

fn seat_ids(r: &Runner) -> Vec<String> {
    record(r).seats.iter().map(|s| s.user.id.clone()).collect()
}

/// A runner on a fake clock at `T0` that played `lines`.
fn runner(dir: &std::path::Path, lines: &[&str]) -> (Runner, Arc<FakeClock>) {
    let clock = Arc::new(FakeClock::at(T0));
    let mut r = toy_runner(dir);
    r.set_clock(clock.clone());
    for line in lines {
        r.line(line);
    }
    (r, clock)
}

/// `user` acting through the host alone (no AI turn played after it), in `locale`, a server admin or not.
fn act(r: &Runner, user: &str, locale: Locale, admin: bool, name: &str, options: &[(&str, &str)]) -> Vec<Message> {
    r.host().handle(&Request {
        admin,
        ..request("table", user, locale, name, options)
    })
}

/// `user` pressing the first button of `out` (a confirmation they were asked), through the host alone.
fn press(r: &Runner, user: &str, admin: bool, out: &[Message]) -> Vec<Message> {
    let id = out
        .iter()
        .flat_map(|m| &m.buttons)
        .next()
        .expect("a button to press")
        .id
        .clone();
    r.host().handle(&Request {
        admin,
        input: crate::base::io::Input::Button { id },
        ..request("table", user, Locale::En, "unused", &[])
    })
}

fn dms_to(out: &[Message], user: &str) -> usize {
    out.iter().filter(|m| m.to == Target::Dm { user: user.into() }).count()
}

fn pinged(out: &[Message]) -> Vec<String> {
    out.iter()
        .flat_map(|m| match &m.to {
            Target::Ping { users, .. } => users.clone(),
            _ => Vec::new(),
        })
        .collect()
}

#[test]
fn an_ai_seat_plays_right_after_the_move_that_hands_it_the_turn_and_is_never_called() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = runner(dir.path(), &["alice> /join"]);
    let out = texts(&r.line("alice> /addbot level:random"));
    assert!(
        out.contains("🤖 Bot 1 (random) sits down at the table, added by alice (2 seated"),
        "{out}"
    );
    assert_eq!(seat_ids(&r), ["alice", "ai:random:1"]);
    let out = r.line("alice> /start game:toy seed:3 target:20");
    assert_eq!(
        (dms_to(&out, "alice"), dms_to(&out, "ai:random:1")),
        (1, 0),
        "{}",
        texts(&out)
    );
    let out = r.line("alice> /play move:\"add 1\"");
    let moves = log(&r);
    assert_eq!(moves.len(), 2, "the AI answered at once: {moves:?}");
    assert_eq!(moves[1].0, 1);
    assert_eq!(dms_to(&out, "ai:random:1"), 0, "{}", texts(&out));
    assert!(!pinged(&out).iter().any(|u| u.starts_with("ai:")), "{}", texts(&out));
    assert_eq!(pinged(&out), ["alice"], "alice is called after the AI's move");
    // The AI's move is shown on the board under its short name (the seat's mark).
    let board = out.iter().rev().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    assert!(board.text().contains("🤖1 added"), "{}", board.text());
    // Nobody is waited for in the AI's seat.
    assert!(record(&r).reminders.waits.iter().all(|w| w.seat == 0));
}

#[test]
fn ai_moves_are_deterministic_in_script_mode() {
    let play = || {
        let dir = tempfile::tempdir().unwrap();
        let lines = [
            "alice> /join",
            "alice> /addbot",
            "alice> /addbot level:hard",
            "alice> /start game:toy seed:5 target:30",
            "alice> /play move:peek",
            "alice> /play move:\"add 3\"",
        ];
        let (r, _) = runner(dir.path(), &lines);
        log(&r)
    };
    let first = play();
    assert_eq!(first.len(), 6, "{first:?}");
    assert_eq!(first, play());
}

#[test]
fn removebot_removes_the_last_ai_or_the_one_named_and_bad_input_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = runner(
        dir.path(),
        &[
            "alice> /join",
            "alice> /addbot",
            "alice> /addbot level:facile",
            "alice> /addbot",
        ],
    );
    assert_eq!(seat_ids(&r), ["alice", "ai:normal:1", "ai:easy:2", "ai:normal:3"]);
    let before = raw(&r);
    let out = act(&r, "alice", Locale::Fr, false, "addbot", &[("level", "génie")]);
    assert!(only_ephemeral(&out, "alice").contains("« génie » n'est pas un niveau d'IA"));
    let out = act(&r, "alice", Locale::En, false, "removebot", &[("bot", "7")]);
    assert!(only_ephemeral(&out, "alice").contains("No AI seated here is called “7”"));
    let out = act(&r, "bob", Locale::En, false, "addbot", &[]);
    only_ephemeral(&out, "bob");
    assert_eq!(raw(&r), before, "refusals change nothing");
    r.line("alice> /removebot");
    assert_eq!(seat_ids(&r), ["alice", "ai:normal:1", "ai:easy:2"]);
    let out = texts(&r.line("alice> /removebot bot:1"));
    assert!(
        out.contains("alice removed 🤖 Bot 1 (normal) from the table (2 seated)."),
        "{out}"
    );
    assert_eq!(seat_ids(&r), ["alice", "ai:easy:2"]);
    // The last person leaving takes the AIs along: the channel is free.
    r.line("alice> /leave");
    assert_eq!(raw(&r), None);
}

#[test]
fn nobody_can_act_as_an_ai_and_no_ai_joins_a_running_game() {
    let dir = tempfile::tempdir().unwrap();
    let lines = ["alice> /join", "ai:normal:1> /join", "alice> /addbot", "bob> /join"];
    let (mut r, _) = runner(dir.path(), &lines);
    assert_eq!(seat_ids(&r), ["alice", "ai:normal:1", "bob"]);
    r.line("alice> /start game:toy seed:3 target:20");
    let before = raw(&r);
    let out = act(&r, "ai:normal:1", Locale::En, false, "play", &[("move", "add 1")]);
    assert!(only_ephemeral(&out, "ai:normal:1").contains("belongs to the AI players"));
    let out = act(&r, "alice", Locale::En, false, "addbot", &[]);
    assert!(only_ephemeral(&out, "alice").contains("A game is in progress"));
    assert_eq!(raw(&r), before);
}

#[test]
fn a_pending_ai_turn_resumes_after_a_restart_and_a_stale_job_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let lines = [
        "alice> /join",
        "alice> /addbot level:random",
        "alice> /start game:toy seed:3 target:20",
    ];
    let (mut r, _) = runner(dir.path(), &lines);
    // Through the host alone, as if the bot stopped right after alice's move.
    act(&r, "alice", Locale::En, false, "play", &[("move", "add 2")]);
    let job = r.host().ai_job("table").expect("the AI is to play");
    assert_eq!(job.seat(), 1);
    let board = act(&r, "alice", Locale::En, false, "board", &[]).remove(0);
    assert!(
        board.buttons.is_empty(),
        "no button for the AI's seat: {:?}",
        board.buttons
    );
    // alice takes her move back meanwhile: the job's move is not played.
    act(&r, "alice", Locale::En, false, "undo", &[]);
    assert!(r
        .host()
        .submit_ai_move(&job, &job.think(galleon_ai::Budget::Iterations(10)))
        .is_empty());
    assert!(log(&r).is_empty());
    // A move the game refuses gives way to the first move: the table never stalls.
    act(&r, "alice", Locale::En, false, "play", &[("move", "add 2")]);
    let refused = r.host().ai_job("table").unwrap();
    assert!(!r.host().submit_ai_move(&refused, "fly away").is_empty());
    assert_eq!(log(&r).len(), 2);
    assert_eq!(log(&r)[1], (1, "add 1".to_string()), "the first move: {:?}", log(&r));
    r.line("alice> /play move:\"add 1\"");
    act(&r, "alice", Locale::En, false, "play", &[("move", "add 2")]);
    let out = r.line("!restart");
    assert_eq!(log(&r).len(), 6, "the AI played after the restart: {}", texts(&out));
    assert!(r.host().ai_job("table").is_none());
}

/// alice, bob and carol playing the toy game to `target`, on a fake clock, `start` adding options.
fn three(dir: &std::path::Path, start: &str) -> (Runner, Arc<FakeClock>) {
    let start = format!("alice> /start game:toy seed:3 {start}");
    runner(dir, &["alice> /join", "bob> /join", "carol> /join", &start])
}

#[test]
fn resign_hands_the_seat_to_the_ai_and_the_result_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = three(dir.path(), "target:8");
    let before = raw(&r);
    let asked = act(&r, "bob", Locale::En, false, "resign", &[]);
    assert!(only_ephemeral(&asked, "bob").contains("Hand your seat to the AI?"));
    assert_eq!(raw(&r), before, "a resignation waits for its confirmation");
    let foreign = press(&r, "alice", false, &asked);
    only_ephemeral(&foreign, "alice");
    assert_eq!(raw(&r), before, "nobody else confirms it");
    let out = texts(&press(&r, "bob", false, &asked));
    assert!(out.contains("bob resigns.\n"), "{out}");
    assert!(
        out.contains("🤖 Bot 1 (normal) takes bob's seat (seat 2) and plays on."),
        "{out}"
    );
    assert_eq!(seat_ids(&r), ["alice", "ai:normal:1", "carol"]);
    let mut out = String::new();
    while record(&r).game.unwrap().log.len() < 40 && !out.contains("Finished by the AI") {
        let to_act = if log(&r).len().is_multiple_of(3) {
            "alice"
        } else {
            "carol"
        };
        out = texts(&r.line(&format!("{to_act}> /play move:\"add 1\"")));
    }
    assert!(
        out.contains("🤖 Finished by the AI: seat 2 (bob resigned before the first move)."),
        "{out}"
    );
    let archived = r.host().store.finished("local").unwrap();
    let finished: crate::record::FinishedGame = serde_json::from_slice(archived.last().unwrap()).unwrap();
    assert_eq!(finished.takeovers.len(), 1);
    assert_eq!(finished.takeovers[0].user.id, "bob");
    // Games with a takeover are counted apart, and AIs have no statistics.
    let stats = crate::handlers::stats::tallies(&archived_games(&r), "toy");
    assert_eq!((stats["alice"].games, stats["alice"].taken_over), (0, 1));
    assert_eq!(stats["bob"].taken_over, 1);
    assert!(!stats.keys().any(|id| id.starts_with("ai:")));
    let out = only_ephemeral(&act(&r, "alice", Locale::En, false, "stats", &[]), "alice");
    assert!(out.contains("1 games finished with an AI taking over a seat"), "{out}");
}

#[test]
fn resigning_on_ones_turn_withdraws_the_ping_that_called_one() {
    let dir = tempfile::tempdir().unwrap();
    let (r, _) = three(dir.path(), "target:8");
    r.host().set_ping_message("table", Some("4242".into()));
    let asked = act(&r, "alice", Locale::En, false, "resign", &[]);
    let out = press(&r, "alice", false, &asked);
    let pings: Vec<_> = out
        .iter()
        .filter_map(|m| match &m.to {
            Target::Ping { users, previous, .. } => Some((users.clone(), previous.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(pings, [(Vec::new(), Some("4242".to_string()))], "{}", texts(&out));
}

fn archived_games(r: &Runner) -> Vec<crate::record::FinishedGame> {
    let raws = r.host().store.finished("local").unwrap();
    raws.iter().map(|raw| serde_json::from_slice(raw).unwrap()).collect()
}

#[test]
fn the_last_person_cannot_resign_and_nobody_kicks_an_ai_or_themselves() {
    let dir = tempfile::tempdir().unwrap();
    let lines = [
        "alice> /join",
        "alice> /addbot",
        "alice> /start game:toy seed:3 target:20",
    ];
    let (r, _) = runner(dir.path(), &lines);
    let before = raw(&r);
    let out = act(&r, "alice", Locale::Fr, false, "resign", &[]);
    assert!(
        only_ephemeral(&out, "alice").contains("/abandonner"),
        "French names in French texts"
    );
    let out = act(&r, "alice", Locale::En, false, "kick", &[("player", "ai:normal:1")]);
    assert!(only_ephemeral(&out, "alice").contains("is not a person seated"));
    let out = act(&r, "alice", Locale::En, false, "kick", &[("player", "alice")]);
    assert!(only_ephemeral(&out, "alice").contains("use /resign"));
    assert_eq!(raw(&r), before);
}

#[test]
fn kick_by_a_majority_of_the_others_or_by_an_admin_hands_the_seat_to_the_ai() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, clock) = three(dir.path(), "target:20");
    // carol is due after alice's and bob's moves.
    r.line("alice> /play move:\"add 1\"");
    r.line("bob> /play move:\"add 1\"");
    let before = raw(&r);
    let out = act(&r, "alice", Locale::En, false, "kick", &[("player", "bob")]);
    assert!(only_ephemeral(&out, "alice").contains("The table is not waiting for bob"));
    let out = act(&r, "alice", Locale::En, false, "kick", &[("player", "carol")]);
    let refusal = only_ephemeral(&out, "alice");
    assert!(refusal.contains("carol has been due for 0 minutes only"), "{refusal}");
    assert!(refusal.contains("once it has waited 12 hours"), "{refusal}");
    assert_eq!(raw(&r), before, "refusals change nothing");
    clock.advance(12 * HOUR);
    let out = texts(&r.line("alice> /kick player:carol"));
    assert!(
        out.contains("alice votes to hand carol's seat to the AI (1 of 2 votes needed"),
        "{out}"
    );
    // alice's second /kick withdraws her vote, publicly; her third casts it again.
    let out = texts(&r.line("alice> /kick player:carol"));
    assert!(
        out.contains("alice withdraws their vote to hand carol's seat to the AI (0 of 2 votes needed)."),
        "{out}"
    );
    assert!(record(&r).kick_votes.iter().all(|v| v.voters.is_empty()));
    r.line("alice> /kick player:carol");
    assert_eq!(record(&r).kick_votes[0].voters, ["alice"]);
    let before = raw(&r);
    let out = act(&r, "dave", Locale::En, false, "kick", &[("player", "carol")]);
    only_ephemeral(&out, "dave");
    assert_eq!(raw(&r), before, "refusals change nothing");
    // bob's vote would complete the majority: he is asked first, and only his press hands the seat over.
    let asked = act(&r, "bob", Locale::En, false, "kick", &[("player", "carol")]);
    assert!(only_ephemeral(&asked, "bob").contains("Your vote hands carol's seat to the AI"));
    assert_eq!(raw(&r), before, "the vote that completes waits for its confirmation");
    let pressed = press(&r, "bob", false, &asked);
    // The question becomes its outcome, without its button: it cannot be pressed twice.
    let update = pressed.iter().find(|m| m.to == Target::Update { user: "bob".into() });
    assert!(update.is_some_and(|m| m.buttons.is_empty()), "{}", texts(&pressed));
    let out = texts(&pressed);
    assert!(out.contains("2 of the 2 other players agreed."), "{out}");
    assert_eq!(seat_ids(&r), ["alice", "bob", "ai:normal:1"]);
    // The AI plays carol's move; a second press of the same confirmation is stale.
    r.line("!wait 1s");
    let again = press(&r, "bob", false, &asked);
    assert!(crate::tests::support::refused(&again), "{}", texts(&again));
    // A server admin, seated or not, needs no wait, only a confirmation.
    let asked = act(&r, "root", Locale::En, true, "kick", &[("player", "bob")]);
    let question = only_ephemeral(&asked, "root");
    assert!(
        question.contains("as a server admin") && !question.contains("vote"),
        "{question}"
    );
    let french = act(&r, "root", Locale::Fr, true, "kick", &[("player", "bob")]);
    let question = only_ephemeral(&french, "root");
    assert!(
        question.contains("admin du serveur") && !question.contains("vote"),
        "{question}"
    );
    press(&r, "root", true, &asked);
    assert_eq!(seat_ids(&r), ["alice", "ai:normal:2", "ai:normal:1"]);
    // alice is the only person left: her moves alone are awaited, the AIs answer each at once.
    r.line("alice> /play move:\"add 1\"");
    assert_eq!(log(&r).len(), 6);
}

#[test]
fn a_short_reminder_interval_does_not_shorten_the_wait_before_a_kick() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = three(dir.path(), "target:20");
    r.line("alice> /reminder every:10m");
    r.line("!wait 11m");
    let before = raw(&r);
    let out = act(&r, "bob", Locale::En, false, "kick", &[("player", "alice")]);
    let refusal = only_ephemeral(&out, "bob");
    assert!(refusal.contains("alice has been due for 11 minutes only"), "{refusal}");
    assert!(refusal.contains("once it has waited 12 hours"), "{refusal}");
    assert_eq!(raw(&r), before, "the refusal changes nothing");
    // With a turn clock, the clock is the wait.
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = three(dir.path(), "target:20 clock:24h reminder:off");
    r.line("!wait 13h");
    let out = act(&r, "bob", Locale::En, false, "kick", &[("player", "alice")]);
    let refusal = only_ephemeral(&out, "bob");
    assert!(refusal.contains("once it has waited 1 day"), "{refusal}");
}

#[test]
fn a_kick_vote_is_withdrawn_by_the_same_command_at_a_french_table_too() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, clock) = three(dir.path(), "target:20 lang:fr");
    clock.advance(12 * HOUR);
    r.line("bob> /kick player:alice");
    let out = texts(&r.line("bob> /kick player:alice"));
    assert!(
        out.contains("bob retire son vote pour donner la place d'alice à l'IA (0 des 2 votes nécessaires)."),
        "{out}"
    );
    assert!(record(&r).kick_votes.iter().all(|v| v.voters.is_empty()));
}

#[test]
fn a_player_whose_clock_ran_out_can_be_kicked_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = three(dir.path(), "target:20 clock:12h reminder:24h");
    r.line("!wait 12h");
    let out = texts(&r.line("bob> /kick player:alice"));
    assert!(out.contains("bob votes to hand alice's seat to the AI"), "{out}");
}

#[test]
fn a_timed_out_player_gets_one_ai_move_unless_someone_objects_and_the_clock_outlives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = three(dir.path(), "target:30 clock:12h reminder:off");
    let out = texts(&r.line("!wait 11h"));
    assert!(!out.contains("Time is up"), "{out}");
    let out = texts(&r.line("!wait 1h"));
    assert!(
        out.contains(
            "⏰ Time is up for alice (12 hours per move). Unless a seated player objects with /object within 1 hour"
        ),
        "{out}"
    );
    // A second check tells nobody again, even after a restart.
    r.line("!restart");
    assert!(!texts(&r.line("!wait 30m")).contains("Time is up"));
    // bob objects: no AI move, and alice has a whole new clock from the objection.
    let out = texts(&r.line("bob> /object"));
    assert!(
        out.contains("bob objects: the AI does not play for alice, whose clock starts again (12 hours)."),
        "{out}"
    );
    let out = texts(&r.line("!wait 2h"));
    assert!(log(&r).is_empty(), "{out}");
    let before = raw(&r);
    let out = act(&r, "carol", Locale::En, false, "object", &[]);
    assert!(only_ephemeral(&out, "carol").contains("nothing to object to"));
    assert_eq!(raw(&r), before);
    let out = texts(&r.line("!wait 10h"));
    assert!(out.contains("Time is up for alice"), "{out}");
    // Nobody objects this time: an hour later the AI plays her one move, and bob is due as usual.
    let out = texts(&r.line("!wait 1h"));
    assert!(
        out.contains("🤖 alice's time ran out and nobody objected: the AI played this move for them."),
        "{out}"
    );
    assert_eq!(log(&r).iter().map(|m| m.0).collect::<Vec<_>>(), [0]);
    assert_eq!(seat_ids(&r), ["alice", "bob", "carol"], "alice keeps her seat");
    // bob's clock runs from alice's AI move.
    assert!(!texts(&r.line("!wait 11h")).contains("Time is up"));
    assert!(texts(&r.line("!wait 1h")).contains("Time is up for bob"));
}

#[test]
fn undoing_the_move_the_ai_played_for_a_late_player_gives_the_turn_back_with_a_fresh_clock() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = three(dir.path(), "target:30 clock:12h reminder:off");
    r.line("!wait 12h");
    let out = texts(&r.line("!wait 1h"));
    assert!(out.contains("the AI played this move for them"), "{out}");
    assert_eq!(log(&r).len(), 1);
    let out = texts(&r.line("alice> /undo"));
    assert!(out.contains("alice took back"), "{out}");
    assert!(log(&r).is_empty(), "the AI does not play it again: {out}");
    assert!(!texts(&r.line("!wait 11h")).contains("Time is up"));
    assert!(log(&r).is_empty());
    assert!(texts(&r.line("!wait 1h")).contains("Time is up for alice"));
}

#[test]
fn clocks_read_in_both_languages_and_a_bad_one_is_refused() {
    use crate::handlers::takeover::parse_clock;
    assert_eq!(parse_clock("24h"), Ok(24 * HOUR));
    assert_eq!(parse_clock("aucune"), Ok(0));
    assert_eq!(parse_clock("none"), Ok(0));
    assert_eq!(parse_clock("13h").unwrap_err().key, "err-bad-clock");
    let dir = tempfile::tempdir().unwrap();
    let (r, _) = runner(dir.path(), &["alice> /join", "bob> /join"]);
    let before = raw(&r);
    let out = act(
        &r,
        "alice",
        Locale::Fr,
        false,
        "start",
        &[("game", "toy"), ("clock", "5h")],
    );
    assert!(only_ephemeral(&out, "alice").contains("« 5h » n'est pas une pendule"));
    assert_eq!(raw(&r), before);
}

#[test]
fn a_record_from_before_ai_seats_loads() {
    let mut json = serde_json::to_value(TableRecord::new("table", Locale::En)).unwrap();
    let object = json.as_object_mut().unwrap();
    for field in ["takeovers", "kick_votes", "turn_clock"] {
        object.remove(field);
    }
    let record: TableRecord = serde_json::from_value(json).unwrap();
    assert!(record.takeovers.is_empty() && record.turn_clock.is_off());
}

/// A decision's time counts from when its table asked: a job that waited for a permit thinks for what is left,
/// never less than a quarter of its level's budget; and the gate lets the next job through once one is done.
#[test]
fn a_decision_s_budget_counts_from_the_ask_and_the_gate_passes_jobs_one_by_one() {
    use std::time::{Duration, Instant};

    use galleon_ai::Budget;

    let dir = tempfile::tempdir().unwrap();
    let lines = [
        "alice> /join",
        "alice> /addbot level:normal",
        "alice> /start game:toy seed:3 target:20",
    ];
    let (r, _) = runner(dir.path(), &lines);
    act(&r, "alice", Locale::En, false, "play", &[("move", "add 2")]);
    let job = r.host().ai_job("table").expect("the AI is to play");
    let ms = |ms| Budget::Time(Duration::from_millis(ms));
    assert_eq!(job.budget_after(Duration::ZERO), ms(500));
    assert_eq!(job.budget_after(Duration::from_millis(300)), ms(200));
    assert_eq!(job.budget_after(Duration::from_secs(9)), ms(125));
    // One permit, given back after each decision: two decisions in a row both pass, each a move of the game.
    let thinkers = crate::Thinkers::new(1);
    let now = Instant::now();
    let long_ago = now.checked_sub(Duration::from_secs(9)).unwrap_or(now);
    for _ in 0..2 {
        let text = thinkers.think(&job, long_ago);
        assert!(text.starts_with("add "), "{text}");
    }
}
