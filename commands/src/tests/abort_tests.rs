//! `/abort` with its confirmation and `/restore` on the toy game: nothing changes before the press, the archive
//! gives the record back byte for byte, and every refusal changes nothing — across restarts.

use crate::tests::support::Starred;
use std::sync::Arc;

use crate::base::clock::{FakeClock, DAY};
use crate::base::io::{Input, Locale, Message, Request, Target, User};
use crate::host::script::Runner;

/// The time the tests' clock starts at.
const T0: u64 = 1_800_000_000;

fn started(dir: &std::path::Path) -> (Runner, Arc<FakeClock>) {
    let mut r = toy_runner(dir);
    let clock = Arc::new(FakeClock::at(T0));
    r.set_clock(clock.clone());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    (r, clock)
}

use crate::tests::support::{only_ephemeral, texts, toy_runner};

fn raw(r: &Runner) -> Option<Vec<u8>> {
    r.host().raw_record("table").unwrap()
}

/// `user`'s `/abort` answered by a confirmation: its button id.
fn ask(r: &mut Runner, user: &str) -> String {
    let out = r.line(&format!("{user}> /abort"));
    let text = only_ephemeral(&out, user);
    assert!(text.contains("/restore"), "{text}");
    assert_eq!(out[0].buttons.len(), 1);
    assert_eq!(out[0].buttons[0].label, "Abort the game");
    out[0].buttons[0].id.clone()
}

fn admin_restore(r: &Runner, user: &str) -> Vec<Message> {
    r.host().handle(&Request {
        channel: "table".into(),
        user: User {
            id: user.into(),
            name: user.into(),
        },
        locale: Locale::En,
        admin: true,
        server: None,
        input: Input::Command {
            name: "restore".into(),
            options: Vec::new(),
        },
    })
}

#[test]
fn abort_asks_for_confirmation_and_changes_nothing_until_confirmed() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = started(dir.path());
    let before = raw(&r);
    let board = r.line("bob> /board")[0].clone();
    let id = ask(&mut r, "alice");
    assert_eq!(id, "a1:table:1:alice");
    assert_eq!(raw(&r), before, "the store is unchanged");
    assert_eq!(r.line("bob> /board")[0], board, "the table is unchanged");
    r.line("!restart");
    let out = texts(&r.line("alice> /play move:\"add 1\""));
    assert!(out.contains("Total 1/6"), "the game goes on: {out}");
    // The confirmation still holds for the same game, after a restart and a move.
    let out = r.line(&format!("alice> !click {id}"));
    let all = texts(&out);
    assert!(matches!(&out[0].to, Target::Board { message: Some(m), .. } if m == "board-table"));
    assert!(out[0].buttons.is_empty() && all.contains("Game aborted"), "{all}");
    assert!(
        all.contains("alice aborted the game of game-toy. It is kept for 7 days"),
        "{all}"
    );
    assert_eq!(raw(&r), None, "the channel is free");
    assert!(texts(&r.line("carol> /join")).contains("carol joins the table"));
}

#[test]
fn a_vote_is_public_and_a_lobby_closes_without_confirmation() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = started(dir.path());
    let out = texts(&r.line("bob> /abort"));
    assert!(out.contains("bob wants to stop the game (1/2 votes)"), "{out}");
    let id = ask(&mut r, "alice");
    r.line(&format!("alice> !click {id}"));
    r.line("alice> /join");
    r.line("bob> /join");
    let out = texts(&r.line("alice> /abort"));
    assert!(out.contains("alice closed the table"), "{out}");
    assert_eq!(raw(&r), None);
}

#[test]
fn a_confirmation_by_someone_else_or_for_another_game_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = started(dir.path());
    let id = ask(&mut r, "alice");
    let before = raw(&r);
    let text = only_ephemeral(&r.line(&format!("bob> !click {id}")), "bob");
    assert_eq!(text, "This confirmation is not yours: type /abort yourself.");
    let text = only_ephemeral(&r.line(&format!("[other] alice> !click {id}")), "alice");
    assert!(text.contains("no longer being played"), "{text}");
    let text = only_ephemeral(&r.line("alice> !click a1:table:2:alice"), "alice");
    assert!(text.contains("no longer being played"), "{text}");
    assert_eq!(raw(&r), before);
    r.line(&format!("alice> !click {id}"));
    let text = only_ephemeral(&r.line(&format!("alice> !click {id}")), "alice");
    assert!(text.contains("no longer being played"), "pressed twice: {text}");
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    r.line("!restart");
    let before = raw(&r);
    let text = only_ephemeral(&r.line(&format!("alice> !click {id}")), "alice");
    assert!(
        text.contains("no longer being played"),
        "game 1's button in game 2: {text}"
    );
    assert_eq!(raw(&r), before);
}

#[test]
fn abort_then_restore_gives_the_record_back_byte_for_byte_and_the_game_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = started(dir.path());
    r.line("alice> /play move:\"add 2\"");
    r.line("bob> /abort");
    let before = raw(&r).unwrap();
    let id = ask(&mut r, "alice");
    r.line(&format!("alice> !click {id}"));
    r.line("!restart");
    let archived = r.host().store.last_archived("table").unwrap().unwrap();
    assert_eq!(archived.raw, before);
    assert_eq!(archived.at, T0);
    assert_eq!(
        r.host().aborted_records().unwrap(),
        vec![("table".to_string(), T0, before.clone(), false)]
    );
    r.line("carol> /join");
    let out = r.line("bob> /restore");
    let all = texts(&out);
    assert!(
        all.contains("bob brought back the aborted game of game-toy (move 1). Seats: 1. alice, 2. bob."),
        "{all}"
    );
    assert!(all.contains("The table that was open here (carol) is closed."), "{all}");
    assert!(matches!(out[1].to, Target::Board { message: None, .. }), "{all}");
    assert!(!out[1].buttons.is_empty(), "the board has its buttons back");
    let dms = out.iter().filter(|m| matches!(m.to, Target::Dm { .. })).count();
    assert_eq!(dms, 0, "each seat's last DM is its view at the abort, unchanged: {all}");
    let called = out.iter().find_map(|m| match &m.to {
        Target::Ping { users, .. } => Some(users.clone()),
        _ => None,
    });
    assert_eq!(called, Some(vec!["bob".to_string()]), "the seat to act is called again");
    assert_eq!(raw(&r).unwrap(), before, "byte-identical");
    assert_eq!(
        r.host().store.last_archived("table").unwrap(),
        None,
        "out of the archive"
    );
    r.line("!restart");
    assert_eq!(raw(&r).unwrap(), before, "byte-identical after a restart");
    let out = texts(&r.line("bob> /play move:\"add 1\""));
    assert!(out.contains("Total 3/6"), "{out}");
    let text = only_ephemeral(&r.line("alice> /restore"), "alice");
    assert!(text.contains("A game is being played here"), "{text}");
}

#[test]
fn restore_is_refused_after_seven_days_and_to_strangers_but_not_to_admins() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, clock) = started(dir.path());
    let text = only_ephemeral(&r.line("[empty] alice> /restore"), "alice");
    assert_eq!(text, "There is no aborted game to bring back in this channel.");
    let before = raw(&r);
    let id = ask(&mut r, "alice");
    r.line(&format!("alice> !click {id}"));
    clock.set(T0 + 7 * DAY + 1);
    r.line("!restart");
    let text = only_ephemeral(&r.line("bob> /restore"), "bob");
    assert_eq!(
        text,
        "The last game aborted here was aborted more than 7 days ago: it can no longer be brought back."
    );
    assert_eq!(raw(&r), None, "nothing changed");
    clock.set(T0 + 7 * DAY);
    let text = only_ephemeral(&r.line("carol> /restore"), "carol");
    assert_eq!(
        text,
        "Only a player of the aborted game or a server administrator can bring it back."
    );
    assert_eq!(raw(&r), None);
    let out = texts(&admin_restore(&r, "root"));
    assert!(out.contains("root brought back"), "{out}");
    // The same record, but for the reminder due after 7 days, which the restore's turn ping stands for.
    let without_reminders = |raw: Option<Vec<u8>>| {
        let mut record: serde_json::Value = serde_json::from_slice(&raw.unwrap()).unwrap();
        record.as_object_mut().unwrap().remove("reminders");
        record
    };
    assert_eq!(without_reminders(raw(&r)), without_reminders(before));
}

#[test]
fn restore_brings_back_the_newest_aborted_game_and_never_while_a_game_runs() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = started(dir.path());
    let id = ask(&mut r, "alice");
    r.line(&format!("alice> !click {id}"));
    r.line("bob> /join");
    r.line("alice> /join");
    r.line("bob> /start game:toy seed:4 target:9");
    let second = raw(&r);
    let text = only_ephemeral(&r.line("alice> /restore"), "alice");
    assert!(text.contains("A game is being played here"), "{text}");
    assert_eq!(raw(&r), second);
    let id = ask(&mut r, "bob");
    assert_eq!(id, "a1:table:2:bob");
    r.line(&format!("bob> !click {id}"));
    r.line("alice> /restore");
    assert_eq!(raw(&r), second, "the newest one");
    let out = texts(&r.line("bob> /play move:\"add 1\""));
    assert!(out.contains("Total 1/9"), "{out}");
}

#[test]
fn a_failed_write_keeps_the_game_when_confirming() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = started(dir.path());
    let before = raw(&r);
    let id = ask(&mut r, "alice");
    let fail = |r: &Runner, on| {
        let flag = &r.host().store.fail_writes;
        flag.store(on, std::sync::atomic::Ordering::Relaxed);
    };
    fail(&r, true);
    let text = only_ephemeral(&r.line(&format!("alice> !click {id}")), "alice");
    assert!(text.contains("could not be saved"), "{text}");
    fail(&r, false);
    assert_eq!(raw(&r), before);
    let out = texts(&r.line("alice> /play move:\"add 1\""));
    assert!(out.contains("Total 1/6"), "{out}");
}

#[test]
fn the_french_command_is_abandonner_and_restaurer() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, _) = started(dir.path());
    let out = r.line("alice> /abandonner");
    assert_eq!(out[0].buttons.len(), 1, "{}", texts(&out));
    let text = crate::words::i18n::ta(
        Locale::Fr,
        "abort-archived",
        &[("name", "a".into()), ("game", "g".into()), ("days", 7.into())],
    )
    .starred();
    assert!(text.contains("/restaurer") && !text.contains("/restore"), "{text}");
    let text = crate::words::i18n::t(Locale::Fr, "err-abort-foreign").starred();
    assert!(text.contains("/abandonner"), "{text}");
    r.line(&format!("alice> !click {}", out[0].buttons[0].id));
    assert!(texts(&r.line("bob> /restaurer")).contains("bob brought back"));
}

/// The files of `dir` whose names `keep` accepts, copied into `to`.
fn copy_files(from: &std::path::Path, to: &std::path::Path, keep: impl Fn(&str) -> bool) {
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_file() && keep(&name) {
            std::fs::copy(&path, to.join(name)).unwrap();
        }
    }
}

/// A copy of the data directory `dir` (sled's files and the manifest).
fn copy_of(dir: &std::path::Path) -> tempfile::TempDir {
    let copy = tempfile::tempdir().unwrap();
    copy_files(dir, copy.path(), |_| true);
    copy
}

/// sled's files of `dir` (not the manifest) replaced by those of `from`.
fn put_sled_files_back(from: &std::path::Path, dir: &std::path::Path) {
    let sled_file = |name: &str| !name.starts_with("galleon-manifest");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if sled_file(&path.file_name().unwrap().to_string_lossy()) {
            match path.is_dir() {
                true => std::fs::remove_dir_all(&path).unwrap(),
                false => std::fs::remove_file(&path).unwrap(),
            }
        }
    }
    copy_files(from, dir, sled_file);
}

/// Issue 28, item 1: the archive of aborted games is under the manifest's watch. sled's files put back from a
/// copy taken before the `/abort` (the manifest kept), or a byte of the archived record flipped: the start-up
/// report and `galleon check` name the channel, and `/restore` by the player who aborted says the store lost
/// it, never "there is no aborted game" nor that he may not bring it back.
#[test]
fn an_aborted_game_the_store_lost_or_damaged_is_reported_and_restore_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.set_clock(Arc::new(FakeClock::at(T0)));
    r.line("alice> /join");
    r.line("bob> /join");
    drop(r);
    // The copy an admin might put back: the lobby, before the game and its abort.
    let before_abort = copy_of(dir.path());
    let mut r = toy_runner(dir.path());
    r.set_clock(Arc::new(FakeClock::at(T0)));
    r.line("alice> /start game:toy seed:3 target:6");
    r.line("alice> /play move:\"add 2\"");
    let id = ask(&mut r, "alice");
    r.line(&format!("alice> !click {id}"));
    assert!(r.host().store.last_archived("table").unwrap().is_some());
    drop(r);
    let flipped = copy_of(dir.path());
    {
        let db = crate::store::open_sled(flipped.path()).unwrap();
        let archive = db.open_tree("archive").unwrap();
        let (key, value) = archive.iter().next().unwrap().unwrap();
        let mut value = value.to_vec();
        let middle = value.len() / 2;
        value[middle] ^= 0x01;
        archive.insert(key, value).unwrap();
        db.flush().unwrap();
    }
    put_sled_files_back(before_abort.path(), dir.path());
    for damaged in [dir.path(), flipped.path()] {
        let verdict = crate::tests::support::toy_check(damaged);
        assert_eq!(verdict.named(), ["table"], "{:?}", verdict.verdicts);
        let mut r = toy_runner(damaged);
        r.set_clock(Arc::new(FakeClock::at(T0 + 60)));
        let report = r.host().damage_report().join("\n");
        assert!(report.contains("channel table: "), "{report}");
        if damaged == flipped.path() {
            assert!(
                report.contains("The store lost the game aborted in this channel"),
                "{report}"
            );
        }
        let text = only_ephemeral(&r.line("alice> /restore"), "alice");
        assert!(text.contains("is missing or damaged in the bot's store"), "{text}");
    }
}

#[test]
fn restore_sends_the_views_again_only_when_another_game_finished_since_the_abort() {
    let dir = tempfile::tempdir().unwrap();
    let (mut r, clock) = started(dir.path());
    let id = ask(&mut r, "alice");
    r.line(&format!("alice> !click {id}"));
    clock.advance(60);
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:5 target:1");
    let out = texts(&r.line("alice> /play move:\"add 1\""));
    assert!(out.contains("Total 1/1"), "the game in between ended: {out}");
    let out = r.line("bob> /restore");
    let dms: Vec<&str> = out
        .iter()
        .filter_map(|m| match &m.to {
            Target::Dm { user } => Some(user.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(dms, ["alice", "bob"], "the last DMs were of the game in between");
}
