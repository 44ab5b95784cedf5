//! Turn reminders on a fake clock: when they fall due, how often, to whom and how, that a move or a restore
//! starts the wait again, and that their deadlines outlive a restart (none lost, none twice).

use std::sync::Arc;

use crate::base::clock::FakeClock;
use crate::base::clock::{HOUR, MINUTE};
use crate::base::io::{Locale, Message, Target};
use crate::handlers::remind::{duration, parse_duration, parse_every};
use crate::host::script::Runner;
use crate::host::Host;
use crate::tests::support::{request, texts, toy_runner};

const T0: u64 = 1_800_000_000;

/// A toy table of alice and bob whose game has started (alice to act), on a fake clock at `T0`.
fn toy_table(dir: &std::path::Path, start: &str) -> (Runner, Arc<FakeClock>) {
    let clock = Arc::new(FakeClock::at(T0));
    let mut r = toy_runner(dir);
    r.set_clock(clock.clone());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line(start);
    (r, clock)
}

/// The users named by reminder pings.
fn named(out: &[Message]) -> Vec<Vec<String>> {
    out.iter()
        .filter_map(|m| match &m.to {
            Target::Ping { users, .. } if !users.is_empty() => Some(users.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_stalled_player_is_reminded_after_the_interval_then_once_per_interval() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:9");
    assert!(r.line("!wait 11h59m").is_empty(), "not before 12 hours");
    let out = r.line("!wait 1m");
    assert_eq!(
        texts(&out),
        "[#table] ⏰ @alice: still your turn (game-toy); the table has been waiting for 12 hours.\n"
    );
    let Target::Ping { previous, .. } = &out[0].to else {
        panic!()
    };
    assert_eq!(previous.as_deref(), Some("ping-table"), "it replaces the turn ping");
    assert!(r.line("!wait 0h1m").is_empty(), "once per interval");
    assert!(r.line("!wait 11h58m").is_empty());
    let out = r.line("!wait 1m");
    assert!(texts(&out).contains("@alice: still your turn (game-toy); the table has been waiting for 1 day."));
    // A long stop: one reminder, not one per interval missed.
    assert_eq!(named(&r.line("!wait 3d")), vec![vec!["alice".to_string()]]);
    assert!(r.line("!wait 11h").is_empty());
}

#[test]
fn a_move_starts_the_wait_again() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:9");
    r.line("!wait 11h");
    r.line("alice> /play move:\"add 1\"");
    assert!(r.line("!wait 11h").is_empty(), "bob has waited 11 hours only");
    assert_eq!(named(&r.line("!wait 1h")), vec![vec!["bob".to_string()]]);
    r.line("bob> /play move:\"add 1\"");
    assert!(r.line("!wait 11h").is_empty(), "alice's wait starts at her new turn");
    assert_eq!(named(&r.line("!wait 1h")), vec![vec!["alice".to_string()]]);
}

#[test]
fn a_finished_game_reminds_nobody() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:3");
    r.line("alice> /play move:\"add 3\"");
    assert!(r.line("!wait 2d").is_empty());
}

#[test]
fn deadlines_outlive_a_restart_none_lost_none_twice() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, clock) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:9");
    // Due while the bot was down: sent after the restart, with the wait counted from the turn's start.
    clock.advance(13 * HOUR);
    r.line("!restart");
    let out = r.host().due_reminders();
    assert!(
        texts(&out).contains("@alice: still your turn (game-toy); the table has been waiting for 13 hours."),
        "{}",
        texts(&out)
    );
    r.line("!restart");
    assert!(r.host().due_reminders().is_empty(), "already sent before the restart");
    clock.advance(12 * HOUR - 1);
    r.line("!restart");
    assert!(r.host().due_reminders().is_empty());
    clock.advance(1);
    r.line("!restart");
    assert!(texts(&r.host().due_reminders()).contains("waiting for 1 day 1 hour."));
}

#[test]
fn the_interval_is_set_by_start_and_changed_by_any_seated_player() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:9 reminder:30m");
    assert!(r.line("!wait 29m").is_empty());
    assert_eq!(named(&r.line("!wait 1m")).len(), 1);
    let out = texts(&r.line("carol> /reminder"));
    assert_eq!(
        out,
        "[eph carol] Reminders at this table: a player the table waits for is reminded every 30 minutes. \
         /reminder every:… changes it (e.g. 30m, 6h, 2d, off).\n"
    );
    let out = texts(&r.line("bob> /reminder every:2h"));
    assert_eq!(
        out,
        "[#table] ⏰ bob set this table's reminders: a player the table waits for is reminded every 2 hours.\n"
    );
    assert!(r.line("!wait 1h59m").is_empty(), "2 hours since the last reminder");
    assert_eq!(named(&r.line("!wait 1m")).len(), 1);
    let out = texts(&r.line("[table] bob> /rappel intervalle:non"));
    assert_eq!(out, "[#table] ⏰ bob turned this table's reminders off.\n");
    assert!(r.line("!wait 7d").is_empty(), "off");
    r.line("alice> /reminder every:1d");
    let out = r.line("!wait 1m");
    assert!(texts(&out).contains("waiting for 7 days 2 hours"), "{}", texts(&out));
}

#[test]
fn bad_intervals_are_refused_in_both_languages_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:9");
    let before = r.host().raw_record("table").unwrap();
    let out = texts(&r.line("alice> /reminder every:soon"));
    assert_eq!(
        out,
        "[eph alice] “soon” is not a reminder interval: write e.g. 30m, 12h, 2d, or off.\n"
    );
    let out = texts(&r.line("alice> /reminder every:5m"));
    assert_eq!(
        out,
        "[eph alice] A reminder interval is 10 minutes to 7 days (or off); “5m” is not.\n"
    );
    let out = texts(&r.line("alice> /reminder every:8d"));
    assert!(out.contains("10 minutes to 7 days"), "{out}");
    let out = texts(&r.line("carol> /reminder every:1h"));
    assert!(out.starts_with("[eph carol]"), "not seated: {out}");
    let out = texts(&r.line("alice> /reminder colour:red"));
    assert!(out.contains("has no option"), "{out}");
    let fr = r.host().handle(&request(
        "table",
        "alice",
        Locale::Fr,
        "reminder",
        &[("every", "bientôt")],
    ));
    assert_eq!(
        texts(&fr),
        "[eph alice] « bientôt » n'est pas un intervalle de rappel : écrivez par ex. 30m, 12h, 2j, ou non.\n"
    );
    assert_eq!(r.host().raw_record("table").unwrap(), before, "nothing changed");
    // A refused /start starts nothing.
    r.line("alice> /play move:\"add 3\"");
    r.line("bob> /play move:\"add 3\"");
    r.line("alice> /play move:\"add 3\"");
    let before = r.host().raw_record("table").unwrap();
    let out = texts(&r.line("alice> /start game:toy reminder:1min"));
    assert!(out.contains("10 minutes to 7 days"), "{out}");
    assert_eq!(r.host().raw_record("table").unwrap(), before);
}

/// Maracaibo's set-up waits for every seat at once: each is reminded the way they chose with `/notify`.
#[test]
fn each_player_is_reminded_as_they_chose_with_notify() {
    let clock = Arc::new(FakeClock::at(T0));
    let host = Host::temporary(Locale::En).unwrap().with_clock(clock.clone());
    host.handle(&request("m", "bob", Locale::Fr, "notify", &[("mode", "dm")]));
    host.handle(&request("m", "carol", Locale::En, "notify", &[("mode", "off")]));
    for name in ["alice", "bob", "carol"] {
        host.handle(&request("m", name, Locale::En, "join", &[]));
    }
    let start = [("game", "maracaibo"), ("seed", "4")];
    host.handle(&request("m", "bob", Locale::Fr, "start", &start));
    clock.advance(12 * HOUR);
    let out = host.due_reminders();
    assert_eq!(
        texts(&out),
        "[#m] ⏰ @alice: still your turn (Maracaibo); the table has been waiting for 12 hours.\n\
         [dm bob] ⏰ C'est toujours à vous dans #m (Maracaibo) : la table vous attend depuis 12 heures.\n"
    );
    assert!(host.due_reminders().is_empty());
    // Bob's DMs fail: he is named in the channel instead.
    host.dm_refused("bob");
    clock.advance(12 * HOUR);
    assert_eq!(
        named(&host.due_reminders()),
        vec![vec!["alice".to_string(), "bob".to_string()]]
    );
}

/// The restore's turn ping stands for a reminder due then; a restore with none due keeps the record as it was.
#[test]
fn a_restored_game_is_not_reminded_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:9");
    r.line("!wait 11h");
    r.line("alice> /abort");
    r.line("alice> !click a1:table:1:alice");
    r.line("!wait 2d");
    let out = texts(&r.line("alice> /restore"));
    assert!(out.contains("brought back") && out.contains("🔔 @alice"), "{out}");
    assert!(r.line("!wait 11h").is_empty(), "called at the restore");
    let out = r.line("!wait 1h");
    assert!(texts(&out).contains("@alice: still your turn (game-toy); the table has been waiting for 2 days 23 hours."));
    let before = r.host().raw_record("table").unwrap();
    r.line("alice> /abort");
    r.line("alice> !click a1:table:1:alice");
    r.line("!wait 1h");
    r.line("bob> /restore");
    assert_eq!(r.host().raw_record("table").unwrap(), before, "none due: byte for byte");
}

#[test]
fn a_record_from_before_reminders_loads_and_a_lobby_is_written_as_before() {
    let record = crate::record::TableRecord::new("c", Locale::En);
    let bytes = String::from_utf8(record.to_bytes()).unwrap();
    assert!(!bytes.contains("reminders"), "{bytes}");
    let read: crate::record::TableRecord = serde_json::from_str(&bytes).unwrap();
    assert_eq!(read.reminders.every, 12 * HOUR);
    let odd = bytes.replace("\"abort_votes\":[]", "\"abort_votes\":[],\"reminders\":{\"every\":5}");
    let odd: crate::record::TableRecord = serde_json::from_str(&odd).unwrap();
    assert!(!odd.reminders.fits(), "5 s is no interval a table may choose");
}

#[test]
fn intervals_read_and_durations_read_in_both_languages() {
    assert_eq!(parse_duration("12h"), Some(12 * HOUR));
    assert_eq!(parse_duration("1h30"), Some(90 * MINUTE));
    assert_eq!(parse_duration("2j 3 heures"), Some(51 * HOUR));
    assert_eq!(parse_duration("90 min"), Some(90 * MINUTE));
    for bad in ["", "h", "12", "12x", "0m", "1.5h", "-3h", "99999999999999999999d"] {
        assert_eq!(parse_duration(bad), None, "{bad}");
    }
    assert_eq!(parse_every("OFF"), Ok(0));
    assert_eq!(parse_every("non"), Ok(0));
    assert_eq!(parse_every("10m"), Ok(10 * MINUTE));
    assert_eq!(parse_every("7d"), Ok(7 * 24 * HOUR));
    assert!(parse_every("9m").is_err() && parse_every("7d1m").is_err());
    assert_eq!(duration(Locale::En, 25 * HOUR + 59), "1 day 1 hour");
    assert_eq!(duration(Locale::Fr, 2 * HOUR + 5 * MINUTE), "2 heures 5 minutes");
    assert_eq!(duration(Locale::Fr, MINUTE), "1 minute");
}

/// `galleon script`: `!wait` moves the script's clock and prints the reminders then due, across `!restart`.
#[test]
fn a_script_prints_the_reminders_due_on_wait_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.set_clock(Arc::new(FakeClock::at(T0)));
    let script = "alice> /join\nbob> /join\nalice> /start game:toy seed:3 target:9 reminder:6h\n\
                  !wait 5h\n!restart\n!wait 1h\n!restart\n!wait 5h59m\n!wait 1m\n!wait soon\n";
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = r.run(script.as_bytes(), &mut out, &mut err, false);
    let (out, err) = (String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap());
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        "line 10: expected `!wait <duration>`, e.g. `!wait 13h`, `!wait 30m`: !wait soon\n"
    );
    let reminders: Vec<&str> = out.lines().filter(|l| l.contains('⏰')).collect();
    assert_eq!(
        reminders,
        [
            "[#table] ⏰ @alice: still your turn (game-toy); the table has been waiting for 6 hours.",
            "[#table] ⏰ @alice: still your turn (game-toy); the table has been waiting for 12 hours.",
        ]
    );
}

/// A game saved before reminders existed (no deadlines in its record) is waited for from the first check that
/// sees it: the check brings the deadlines up to date by itself, as for any change it was not told of.
#[test]
fn a_game_without_deadlines_is_waited_for_from_the_first_check() {
    let dir = tempfile::tempdir().unwrap();
    let (r, clock) = toy_table(dir.path(), "alice> /start game:toy seed:3 target:9");
    let mut record: serde_json::Value = serde_json::from_str(&r.host().export("table").unwrap().json).unwrap();
    record.as_object_mut().unwrap().remove("reminders");
    clock.advance(5 * HOUR);
    r.host().import(&record.to_string()).unwrap();
    assert!(r.host().due_reminders().is_empty());
    assert!(
        r.host().export("table").unwrap().json.contains("\"since\": 1800018000"),
        "stored at the first check"
    );
    clock.advance(12 * HOUR - 1);
    assert!(r.host().due_reminders().is_empty());
    clock.advance(1);
    assert!(texts(&r.host().due_reminders())
        .contains("@alice: still your turn (game-toy); the table has been waiting for 12 hours."));
}
