//! The host against what reaches it from outside a live game: buttons of earlier games, imported records,
//! records that no longer load, script lines that are not text, and display names full of markdown.

use serde_json::json;

use crate::base::io::{Locale, Message, Target};
use crate::host::script::{Runner, ScriptOptions};

use crate::tests::support::{only_ephemeral, texts, toy_runner as runner};

/// The first board button of the seat `seat` on the board posted by `messages`.
fn button_of(messages: &[Message], seat: usize) -> String {
    let board = messages
        .iter()
        .find(|m| matches!(m.to, Target::Board { .. }))
        .expect("a board");
    let button = board
        .buttons
        .iter()
        .find(|b| crate::base::ids::ButtonId::decode(&b.id).is_some_and(|id| id.seat == seat))
        .expect("a button for the seat");
    button.id.clone()
}

#[test]
fn a_button_of_an_earlier_game_is_stale_even_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    let old = button_of(&r.line("alice> /start game:toy seed:3 target:6"), 0);
    r.line("alice> /abort");
    r.line("alice> !click a1:table:1:alice");
    r.line("bob> /join");
    r.line("alice> /join");
    r.line("!restart");
    // bob now holds seat 0, at the same move number as alice's old button.
    let new = button_of(&r.line("bob> /start game:toy seed:3 target:6"), 0);
    assert_ne!(old, new);
    let before = r.host().raw_record("table").unwrap();
    let text = only_ephemeral(&r.line(&format!("bob> !click {old}")), "bob");
    assert!(text.contains("earlier moment"), "{text}");
    assert_eq!(r.host().raw_record("table").unwrap(), before);
    let out = texts(&r.line(&format!("bob> !click {new}")));
    assert!(out.contains("Total 1/6"), "{out}");
}

/// A started toy game's export, as JSON to tamper with.
fn exported_game() -> serde_json::Value {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    r.line("alice> /play move:\"add 2\"");
    serde_json::from_str(&r.host().export("table").unwrap().json).unwrap()
}

#[test]
fn import_holds_only_what_a_live_table_could() {
    let dir = tempfile::tempdir().unwrap();
    let r = runner(dir.path());
    let good = exported_game();
    let mut lobby = good.clone();
    lobby["game"] = serde_json::Value::Null;
    let seat = |id: &str, name: &str| json!({"user": {"id": id, "name": name}, "locale": "en"});
    let tampered = |base: &serde_json::Value, change: &dyn Fn(&mut serde_json::Value)| {
        let mut record = base.clone();
        change(&mut record);
        record
    };
    let cases: Vec<(serde_json::Value, &str)> = vec![
        (
            tampered(&good, &|r| r["seats"][1] = r["seats"][0].clone()),
            "The user alice holds two seats.",
        ),
        (
            tampered(&lobby, &|r| {
                r["seats"] = (0..6).map(|i| seat(&format!("u{i}"), "x")).collect();
                r["opener"] = "u0".into();
            }),
            "seats 1 to 4 players; the record seats 6.",
        ),
        (
            tampered(&good, &|r| {
                let seats = r["seats"].as_array_mut().unwrap();
                seats.extend(["carol", "dave", "erin"].map(|n| seat(n, n)));
            }),
            "seats 2 to 4 players; the record seats 5.",
        ),
        (
            tampered(&good, &|r| r["seats"][0]["user"]["name"] = "n".repeat(1_000_000).into()),
            "name is empty, too long",
        ),
        (
            tampered(&good, &|r| r["seats"][0]["user"]["name"] = "".into()),
            "name is empty, too long",
        ),
        (tampered(&lobby, &|r| r["channel"] = "".into()), "id is empty, too long"),
        (
            tampered(&lobby, &|r| r["channel"] = "c".repeat(10_000).into()),
            "id is empty, too long",
        ),
        (
            tampered(&good, &|r| r["opener"] = "carol".into()),
            "The opener or an abort vote is not one of the seated players.",
        ),
        (
            tampered(&good, &|r| r["game"]["log"][0]["seat"] = 1.into()),
            "Move 1 (“add 2”, seat 2) is refused on replay: It is not your turn.",
        ),
    ];
    for (record, expected) in cases {
        let error = r.host().import(&record.to_string()).unwrap_err().to_string();
        assert!(error.contains(expected), "{expected}: {error}");
        assert!(
            !error.contains("load-") && !error.contains("err-"),
            "a raw key: {error}"
        );
        assert!(r.host().channels().is_empty(), "a refused import stores nothing");
    }
    let with_bom = format!("\u{feff}{good}");
    assert_eq!(r.host().import(&with_bom).unwrap(), "table");
}

#[test]
fn a_live_table_keeps_ids_and_names_an_import_would_accept() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    let long = "c".repeat(10_000);
    let text = only_ephemeral(&r.line(&format!("[{long}] alice> /join")), "alice");
    assert!(text.contains("cannot hold a table"), "{text}");
    assert!(r.host().channels().is_empty());
    let name = "n".repeat(50);
    r.line(&format!("{name}> /join"));
    r.line("bob> /join");
    let exported = r.host().export("table").unwrap().json;
    let record: serde_json::Value = serde_json::from_str(&exported).unwrap();
    assert_eq!(record["seats"][0]["user"]["name"], "n".repeat(32));
    assert_eq!(record["seats"][0]["user"]["id"], name);
    let other = tempfile::tempdir().unwrap();
    assert_eq!(runner(other.path()).host().import(&exported).unwrap(), "table");
}

/// Replaces the stored record of `channel` by `raw`, the host being closed.
fn overwrite(dir: &std::path::Path, channel: &str, raw: &[u8]) {
    let db = crate::store::open_sled(dir).unwrap();
    db.open_tree("tables").unwrap().insert(channel, raw).unwrap();
    db.flush().unwrap();
}

/// The record a cleared table's export holds once its `damage` field is removed (which names why it was cleared).
fn repaired(export: crate::store::Document) -> serde_json::Value {
    assert!(
        export
            .damage
            .iter()
            .any(|d| d.contains("cleared because it could not be loaded")),
        "{:?}",
        export.damage
    );
    let mut record: serde_json::Value = serde_json::from_str(&export.json).unwrap();
    record.as_object_mut().unwrap().remove("damage");
    record
}

fn request(user: &str, locale: Locale, admin: bool, name: &str) -> crate::base::io::Request {
    crate::base::io::Request {
        channel: "table".into(),
        user: crate::base::io::User {
            id: user.into(),
            name: user.into(),
        },
        locale,
        admin,
        server: None,
        input: crate::base::io::Input::Command {
            name: name.into(),
            options: Vec::new(),
        },
    }
}

#[test]
fn a_table_that_cannot_load_is_explained_and_cleared_by_its_players() {
    let dir = tempfile::tempdir().unwrap();
    let mut bad = exported_game();
    bad["game"]["log"][0]["text"] = "add 3".into();
    overwrite(dir.path(), "table", bad.to_string().as_bytes());
    let mut r = runner(dir.path());
    let host = r.host();
    let text = only_ephemeral(&host.handle(&request("bob", Locale::Fr, false, "board")), "bob");
    assert!(text.contains("diffère de la relecture des coups"), "{text}");
    assert!(text.contains("/abandonner"), "{text}");
    let text = only_ephemeral(&host.handle(&request("carol", Locale::En, false, "abort")), "carol");
    assert_eq!(
        text,
        "Only a player of this table or a server administrator can clear it."
    );
    let out = texts(&host.handle(&request("bob", Locale::En, false, "abort")));
    assert!(out.contains("bob cleared this channel's table"), "{out}");
    assert!(out.contains("galleon export table --cleared"), "{out}");
    assert_eq!(host.raw_record("table").unwrap(), None);
    assert_eq!(repaired(host.export_cleared("table").unwrap()), bad);
    r.line("!restart");
    assert!(texts(&r.line("carol> /join")).contains("carol joins the table"));
    assert_eq!(
        repaired(r.host().export_cleared("table").unwrap()),
        bad,
        "kept for good"
    );
}

/// `/abort` of a table that cannot load is a command of the list like any other: typed with its French name in
/// the terminal it clears the table as `/abort` does, and its options are checked first.
#[test]
fn abandonner_typed_in_the_terminal_clears_a_table_that_cannot_load() {
    let dir = tempfile::tempdir().unwrap();
    let mut bad = exported_game();
    bad["game"]["log"][0]["text"] = "add 3".into();
    overwrite(dir.path(), "table", bad.to_string().as_bytes());
    let mut r = runner(dir.path());
    // Any other command is refused there, saying why.
    let text = only_ephemeral(&r.line("bob> /plateau"), "bob");
    assert!(text.contains("could not be loaded"), "{text}");
    let text = only_ephemeral(&r.line("bob> /abandonner raison:oups"), "bob");
    assert_eq!(text, "The command /abort has no option “raison”.");
    let text = only_ephemeral(&r.line("carol> /abandonner"), "carol");
    assert_eq!(
        text,
        "Only a player of this table or a server administrator can clear it."
    );
    let out = texts(&r.line("bob> /abandonner"));
    assert!(out.contains("bob cleared this channel's table"), "{out}");
    assert_eq!(r.host().raw_record("table").unwrap(), None);
    assert_eq!(repaired(r.host().export_cleared("table").unwrap()), bad);
}

#[test]
fn a_server_admin_clears_a_table_that_is_not_even_json() {
    let dir = tempfile::tempdir().unwrap();
    overwrite(dir.path(), "table", b"{not json");
    let r = runner(dir.path());
    let host = r.host();
    let text = only_ephemeral(&host.handle(&request("alice", Locale::En, false, "abort")), "alice");
    assert!(text.contains("server administrator"), "{text}");
    let out = texts(&host.handle(&request("root", Locale::En, true, "abort")));
    assert!(out.contains("root cleared this channel's table"), "{out}");
    assert!(out.contains("The record is not valid JSON"), "{out}");
    let kept = host.export_cleared("table").unwrap();
    assert!(
        kept.damage.iter().any(|d| d.contains("as stored: {not json")),
        "{:?}",
        kept.damage
    );
    assert!(host.channels().is_empty());
}

#[test]
fn a_maracaibo_pack_gone_or_changed_is_told_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let options = ScriptOptions {
        data: Some(dir.path().to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    let record = {
        let mut r = Runner::new(&options).unwrap();
        r.line("alice> /join");
        r.line("bob> /join");
        r.line("alice> /start game:maracaibo seed:1");
        r.host().export("table").unwrap().json
    };
    let state_json = |record: &str| -> serde_json::Value {
        let record: serde_json::Value = serde_json::from_str(record).unwrap();
        record["game"]["state"].clone()
    };
    let print = state_json(&record)["fingerprint"].to_string();
    let cases = [
        (
            record.replacen(&format!("\"fingerprint\":{print}"), "\"fingerprint\":12345", 1),
            "The Maracaibo content pack default has changed since this game was saved",
        ),
        (
            record.replace("\"default\"", "\"ours\""),
            "There is no Maracaibo content pack named ours.",
        ),
    ];
    for (tampered, expected) in cases {
        assert_ne!(tampered, record);
        overwrite(dir.path(), "table", tampered.as_bytes());
        let r = Runner::new(&options).unwrap();
        let _ = r.host().export("table").unwrap();
        let problems = r.host().load_problems();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].1.contains(expected), "{}", problems[0].1);
        assert!(!problems[0].1.contains("err-"), "{}", problems[0].1);
    }
}

#[test]
fn markup_in_names_is_shown_as_typed_in_texts_and_on_buttons() {
    use crate::base::doc::{Block, Span};
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    let out = texts(&r.line("**al**> /join"));
    assert!(out.contains("**al** joins the table"), "{out}");
    r.line("_bo_> /join");
    let out = r.line("**al**> /start game:toy seed:3 target:6");
    let all = texts(&out);
    assert!(all.contains("1. **al**, 2. _bo_"), "{all}");
    let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    // The names reach the transport as names, never as emphasis: its own markup escapes them.
    let typed = |name: &str| {
        board.body.blocks.iter().any(|b| match b {
            Block::Line(spans) => spans.contains(&Span::Typed(name.into())),
            Block::Grid(_) => false,
        })
    };
    assert!(typed("**al**"), "{:?}", board.body);
    assert!(board.text().contains("Waiting for **al**"), "{}", board.text());
    let text = only_ephemeral(&r.line("_bo_> /play move:\"add 1\""), "_bo_");
    assert!(text.contains("waiting for **al**"), "{text}");
    r.line("**al**> /play move:\"add 3\"");
    let out = texts(&r.line("_bo_> /play move:\"add 3\""));
    assert!(out.contains(". _bo_: ") && out.contains(". **al**: "), "{out}");
}

#[test]
fn a_game_saved_before_game_numbers_keeps_its_first_format_buttons() {
    let mut old = exported_game();
    old["game"].as_object_mut().unwrap().remove("number");
    // Saved before turn reminders too (they came later): no waits, which would name game 1.
    old.as_object_mut().unwrap().remove("reminders");
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    r.host().import(&old.to_string()).unwrap();
    let board = r.line("bob> /board");
    let id = button_of(&board, 1);
    assert!(id.starts_with("g2:table:0:1."), "{id}");
    // The first format had no game number and no position.
    let (_, rest) = id.split_once('.').unwrap();
    let legacy = format!("g1:table:1:{}", rest.split_once(':').unwrap().1);
    assert!(texts(&r.line(&format!("bob> !click {legacy}"))).contains("Total"));
    r.line("alice> /abort");
    r.line("alice> !click a1:table:0:alice");
    r.line("alice> /join");
    r.line("bob> /join");
    let new = button_of(&r.line("alice> /start game:toy seed:3 target:6"), 0);
    assert!(new.starts_with("g2:table:1:0."), "{new}");
    let text = only_ephemeral(&r.line("alice> !click g1:table:0:0:add 1"), "alice");
    assert!(text.contains("earlier moment"), "{text}");
}

// --- Import holds only what a live table could: the fields added since the first checks (issue 28) ----------

/// A runner on the toy game with a fake clock (reminders and turn clocks run on it), after `lines`.
fn clocked(dir: &std::path::Path, lines: &[&str]) -> Runner {
    let mut r = runner(dir);
    r.set_clock(std::sync::Arc::new(crate::base::clock::FakeClock::at(1_800_000_000)));
    for line in lines {
        r.line(line);
    }
    r
}

/// `user`'s command as a server administrator, through the host alone.
fn as_admin(r: &Runner, user: &str, name: &str, options: &[(&str, &str)]) -> Vec<Message> {
    let request = crate::tests::support::request("table", user, Locale::En, name, options);
    r.host().handle(&crate::base::io::Request { admin: true, ..request })
}

fn exported(r: &Runner) -> serde_json::Value {
    serde_json::from_str(&r.host().export("table").unwrap().json).unwrap()
}

/// A toy game as the live host leaves it with every entry added since the first import checks: an AI seat from
/// `/addbot`, a turn clock with a timeout, an open kick vote, a takeover after `/resign`, a reminder wait.
fn rich_game(dir: &std::path::Path) -> Runner {
    let r = clocked(
        dir,
        &[
            "alice> /join",
            "bob> /join",
            "carol> /join",
            "alice> /addbot",
            "alice> /start game:toy seed:3 target:30 clock:12h",
            "alice> /play move:\"add 1\"",
            // bob's clock runs out: the table is told, so carol may vote at once.
            "!wait 12h",
            "carol> /kick player:bob",
            "alice> /resign",
            "alice> !click t1:table:1:alice:resign:0",
        ],
    );
    let record = exported(&r);
    let ids: Vec<&str> = record["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["user"]["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["ai:normal:2", "bob", "carol", "ai:normal:1"]);
    assert_eq!(record["opener"], "bob");
    assert_eq!(record["kick_votes"][0]["voters"], json!(["carol"]));
    assert_eq!(record["takeovers"][0]["bot"], "ai:normal:2");
    assert_eq!(record["turn_clock"]["timeouts"][0]["user"], "bob");
    assert_eq!(record["reminders"]["waits"][0]["user"], "bob");
    r
}

/// Imports `record` into the host of `r`, which must refuse it naming `expected`, the store unchanged.
fn refused_import(r: &Runner, record: &serde_json::Value, expected: &str) {
    let before = (
        r.host().export("table").unwrap().json,
        r.host().raw_record("table").unwrap(),
    );
    let error = r.host().import(&record.to_string()).unwrap_err().to_string();
    assert!(error.contains(expected), "{expected}\n  got: {error}");
    assert!(
        !error.contains("load-") && !error.contains("err-"),
        "a raw key: {error}"
    );
    let after = (
        r.host().export("table").unwrap().json,
        r.host().raw_record("table").unwrap(),
    );
    assert!(before == after, "a refused import changed the store: {expected}");
}

fn tampered(base: &serde_json::Value, change: impl Fn(&mut serde_json::Value)) -> serde_json::Value {
    let mut record = base.clone();
    change(&mut record);
    record
}

#[test]
fn import_refuses_votes_ai_seats_clocks_waits_and_takeovers_no_live_table_could_hold() {
    let dir = tempfile::tempdir().unwrap();
    let r = rich_game(dir.path());
    let good = exported(&r);
    let mut lobby = good.clone();
    lobby["game"] = serde_json::Value::Null;
    let replace_vote = json!({"number": 0, "game": 1, "player": "bob", "newcomer": {"user": {"id": "dave", "name": "dave"}, "locale": "en"}, "by": "carol", "yes": ["carol"], "no": []});
    let with_vote = tampered(&good, |g| {
        g["replace_vote"] = replace_vote.clone();
        g["replace_votes"] = 1.into();
    });
    // alice asking for her seat back (a vote about the AI's seat), and carol's vote once she resigned.
    let come_back = tampered(&with_vote, |g| {
        g["replace_vote"]["player"] = "ai:normal:2".into();
        g["replace_vote"]["newcomer"]["user"] = json!({"id": "alice", "name": "alice"});
        g["replace_vote"]["by"] = "alice".into();
        g["replace_vote"]["yes"] = json!([]);
    });
    let by_alice = tampered(&with_vote, |g| {
        g["replace_vote"]["by"] = "alice".into();
        g["replace_vote"]["yes"] = json!([]);
    });
    // The bases themselves are what a table may hold.
    for base in [&good, &lobby, &with_vote, &come_back, &by_alice] {
        let other = tempfile::tempdir().unwrap();
        runner(other.path()).host().import(&base.to_string()).unwrap();
    }
    let not_seated = "A kick vote of the table's game is about or by someone who is not seated at the table.";
    let kick_ai = "A kick vote is about an AI seat or cast by one: an AI is never kicked and never votes.";
    let bad_ai = |id: &str| format!("Seat 4 holds the id “{id}”, which is no AI id this galleon gives");
    let cases: Vec<(serde_json::Value, String)> = vec![
        // Kick votes.
        (
            tampered(&good, |g| g["kick_votes"][0]["voters"] = json!(["mallory"])),
            not_seated.into(),
        ),
        (
            tampered(&good, |g| g["kick_votes"][0]["player"] = "mallory".into()),
            not_seated.into(),
        ),
        (
            tampered(&good, |g| g["kick_votes"][0]["voters"] = json!(["ai:normal:1"])),
            kick_ai.into(),
        ),
        (
            tampered(&good, |g| g["kick_votes"][0]["player"] = "ai:normal:1".into()),
            kick_ai.into(),
        ),
        (
            tampered(&good, |g| g["kick_votes"][0]["voters"] = json!(["carol", "carol"])),
            "A kick vote counts a voter twice, or its own player among its voters.".into(),
        ),
        (
            tampered(&good, |g| g["kick_votes"][0]["voters"] = json!(["bob"])),
            "A kick vote counts a voter twice, or its own player among its voters.".into(),
        ),
        (
            tampered(&good, |g| g["kick_votes"][0]["voters"] = json!([""])),
            "A kick vote holds an id that is empty, too long or holds control characters.".into(),
        ),
        (
            tampered(&good, |g| g["kick_votes"][0]["game"] = 2.into()),
            "A kick vote belongs to game 2, after the table's game 1.".into(),
        ),
        (
            tampered(&good, |g| {
                let vote = g["kick_votes"][0].clone();
                g["kick_votes"].as_array_mut().unwrap().push(vote);
            }),
            "Two kick votes of game 1 are about the same player.".into(),
        ),
        // AI seats, the opener, abort votes, a replacement vote.
        (
            tampered(&good, |g| g["seats"][3]["user"]["id"] = "ai:hard:2".into()),
            "Two different AIs of the table (seated, or in a takeover) carry the number 2.".into(),
        ),
        (
            tampered(&lobby, |g| {
                g["seats"][1]["user"]["id"] = "ai:easy:3".into();
                g["seats"][2]["user"]["id"] = "ai:easy:4".into();
            }),
            "Only AIs are seated: a table always has a person seated.".into(),
        ),
        (
            tampered(&good, |g| g["opener"] = "ai:normal:1".into()),
            "The opener is an AI seat: an AI never leads a table.".into(),
        ),
        (
            tampered(&good, |g| g["abort_votes"] = json!(["ai:normal:1"])),
            "An abort vote is an AI seat's: an AI never votes.".into(),
        ),
        (
            tampered(&with_vote, |g| g["replace_vote"]["no"] = json!(["ai:normal:1"])),
            "The open replacement vote is asked or answered by an AI, or would seat one".into(),
        ),
        (
            tampered(&with_vote, |g| {
                g["replace_vote"]["newcomer"]["user"]["id"] = "ai:normal:7".into()
            }),
            "The open replacement vote is asked or answered by an AI, or would seat one".into(),
        ),
        // Issue 37: a vote asked by a stranger, or naming a person whose seat the AI already holds.
        (
            tampered(&with_vote, |g| g["replace_vote"]["by"] = "mallory".into()),
            "The open replacement vote was asked by “mallory”, who is not seated, is not its newcomer and left no \
             seat of this game to the AI"
                .into(),
        ),
        (
            tampered(&come_back, |g| g["replace_vote"]["player"] = "alice".into()),
            "The open replacement vote is about “alice”, whose seat 1 the AI “ai:normal:2” already holds".into(),
        ),
        // The turn clock and its timeouts.
        (
            tampered(&good, |g| g["turn_clock"]["limit"] = 1.into()),
            "The turn clock (1 s per move) is not one /start offers (none, 12h, 24h, 48h or 72h).".into(),
        ),
        (
            tampered(&good, |g| g["turn_clock"]["limit"] = u64::MAX.into()),
            format!("The turn clock ({} s per move) is not one /start offers", u64::MAX),
        ),
        (
            tampered(&good, |g| g["turn_clock"]["limit"] = 0.into()),
            "The turn clock is off but keeps a game number or timeouts.".into(),
        ),
        (
            tampered(&good, |g| g["turn_clock"]["game"] = 2.into()),
            "The turn clock belongs to game 2, not to the table's game 1.".into(),
        ),
        (
            tampered(&good, |g| g["turn_clock"]["timeouts"][0]["seat"] = 98.into()),
            "A timeout of the turn clock concerns seat 99, which its game did not have.".into(),
        ),
        (
            tampered(&good, |g| g["turn_clock"]["timeouts"][0]["user"] = "ai:normal:1".into()),
            "A timeout of the turn clock names no person".into(),
        ),
        (
            tampered(&good, |g| {
                let timeout = g["turn_clock"]["timeouts"][0].clone();
                g["turn_clock"]["timeouts"].as_array_mut().unwrap().push(timeout);
            }),
            "Two timeouts of the turn clock concern seat 2.".into(),
        ),
        // Reminder waits.
        (
            tampered(&good, |g| g["reminders"]["waits"][0]["seat"] = 98.into()),
            "A reminder wait concerns seat 99, which its game did not have.".into(),
        ),
        (
            tampered(&lobby, |g| g["reminders"]["waits"][0]["seat"] = 98.into()),
            "A reminder wait concerns seat 99, which its game did not have.".into(),
        ),
        (
            tampered(&good, |g| g["reminders"]["waits"][0]["user"] = "ai:normal:1".into()),
            "A reminder wait names no person".into(),
        ),
        (
            tampered(&good, |g| g["reminders"]["waits"][0]["game"] = 2.into()),
            "A reminder wait belongs to game 2, not to the table's game 1.".into(),
        ),
        (
            tampered(&good, |g| g["reminders"]["waits"][0]["from"] = 50.into()),
            "A reminder wait starts at move 50, past the end of the game's log (move 1).".into(),
        ),
        (
            tampered(&good, |g| {
                let wait = g["reminders"]["waits"][0].clone();
                g["reminders"]["waits"].as_array_mut().unwrap().push(wait);
            }),
            "Two reminder waits concern seat 2.".into(),
        ),
        // Takeovers.
        (
            tampered(&good, |g| g["takeovers"][0]["seat"] = 98.into()),
            "A takeover of game 1 concerns seat 99, which that game did not have.".into(),
        ),
        (
            tampered(&lobby, |g| g["takeovers"][0]["seat"] = 98.into()),
            "A takeover of game 1 concerns seat 99, which that game did not have.".into(),
        ),
        (
            tampered(&good, |g| g["takeovers"][0]["game"] = 5.into()),
            "A takeover belongs to game 5, after the table's game 1.".into(),
        ),
        (
            tampered(&good, |g| g["takeovers"][0]["bot"] = "ai:hard:2".into()),
            "A takeover's AI “ai:hard:2” is not one the host seats in a takeover (ai:normal:number).".into(),
        ),
        (
            tampered(&good, |g| g["takeovers"][0]["bot"] = "mallory".into()),
            "A takeover's AI “mallory” is not one the host seats in a takeover".into(),
        ),
        (
            tampered(&good, |g| g["takeovers"][0]["user"]["id"] = "ai:normal:9".into()),
            "A takeover's player is not a person a table could seat".into(),
        ),
        (
            tampered(&good, |g| g["takeovers"][0]["how"] = "clock".into()),
            "A takeover says the seat was left by “clock”: only resign and kick hand a seat to the AI.".into(),
        ),
        (
            tampered(&good, |g| {
                let takeover = g["takeovers"][0].clone();
                g["takeovers"].as_array_mut().unwrap().push(takeover);
            }),
            "Two takeovers name the same AI “ai:normal:2”.".into(),
        ),
        (
            tampered(&good, |g| g["takeovers"][0]["at"] = 50.into()),
            "A seat changed hands at move 50, past the end of the game's log (move 1).".into(),
        ),
        // Issue 37: a takeover naming a seat a person holds, the AI never having left it.
        (
            tampered(&good, |g| g["takeovers"][0]["seat"] = 1.into()),
            "A takeover says the AI “ai:normal:2” took seat 2 of the table's game, but “bob” holds that seat".into(),
        ),
        (
            tampered(&good, |g| g["seats"][0]["user"] = json!({"id": "dave", "name": "dave"})),
            "A takeover says the AI “ai:normal:2” took seat 1 of the table's game, but “dave” holds that seat".into(),
        ),
        // Replacements.
        (
            tampered(&good, |g| {
                g["replacements"] = json!([{"game": 1, "seat": 1, "from": {"id": "bob", "name": "bob"},
                    "to": {"id": "ai:normal:7", "name": "x"}, "at": 0}]);
            }),
            "A replacement names an invalid user, an AI taking a seat".into(),
        ),
        (
            tampered(&good, |g| {
                g["replacements"] = json!([{"game": 1, "seat": 1, "from": {"id": "bob", "name": "bob"},
                    "to": {"id": "dave", "name": "dave"}, "at": 9}]);
            }),
            "A seat changed hands at move 9, past the end of the game's log (move 1).".into(),
        ),
        (
            tampered(&good, |g| {
                g["replacements"] = json!([{"game": 1, "seat": 1, "from": {"id": "bob", "name": "bob"},
                    "to": {"id": "dave", "name": "dave"}, "at": 1}]);
            }),
            "A replacement says “dave” took seat 2 of the table's game, but “bob” holds that seat".into(),
        ),
        // The moves' auto flags and the store's state_at.
        (
            tampered(&good, |g| g["game"]["log"][0]["auto"] = true.into()),
            "Move 1 (“add 1”, seat 1) is marked automatic, but the host would not have played it".into(),
        ),
        (
            tampered(&good, |g| g["state_at"] = 5.into()),
            "The record says its game's state was saved after move 5 (state_at), past the end of its log (move 1)."
                .into(),
        ),
        (
            tampered(&lobby, |g| g["state_at"] = 0.into()),
            "The record says after how many moves its game's state was saved (state_at), but it holds no game.".into(),
        ),
    ];
    // AI seat ids the host never gives.
    let bad_ids = [
        "ai:godlike:1",
        "ai:NORMAL:1",
        "ai:normal:01",
        "ai:normal:0",
        "ai:normal",
        "ai:normal:1:x",
    ];
    let cases = cases.into_iter().chain(bad_ids.into_iter().map(|id| {
        let record = tampered(&good, |g| g["seats"][3]["user"]["id"] = id.into());
        (record, bad_ai(id))
    }));
    let cases: Vec<(serde_json::Value, String)> = cases.collect();
    for (record, expected) in &cases {
        assert_ne!(record, &good);
        refused_import(&r, record, expected);
    }
}

#[test]
fn import_refuses_an_auto_flag_where_the_host_would_not_have_played_the_move() {
    let dir = tempfile::tempdir().unwrap();
    let options = ScriptOptions {
        data: Some(dir.path().to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    let mut r = Runner::new(&options).unwrap();
    for line in [
        "alice> /join",
        "bob> /join",
        "carol> /join",
        "alice> /start game:puerto-rico seed:1",
    ] {
        r.line(line);
    }
    // The first Mayor's placements are forced in a new 3-player game: the host plays them, seat by seat.
    r.line("alice> /play move:\"role mayor\"");
    let good = exported(&r);
    let flags: Vec<(u64, bool)> = good["game"]["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["seat"].as_u64().unwrap(), m["auto"].as_bool().unwrap_or(false)))
        .collect();
    assert_eq!(flags, [(0, false), (0, true), (1, true), (2, true)]);
    let chosen = tampered(&good, |g| g["game"]["log"][0]["auto"] = true.into());
    refused_import(&r, &chosen, "Move 1 (“role mayor”, seat 1) is marked automatic");
    // bob's placement before alice's replays (the Mayor is simultaneous), but the host plays the lowest seat first.
    let swapped = tampered(&good, |g| g["game"]["log"].as_array_mut().unwrap().swap(1, 2));
    let text = good["game"]["log"][2]["text"].as_str().unwrap();
    refused_import(&r, &swapped, &format!("Move 2 (“{text}”, seat 2) is marked automatic"));
    // After an automatic move, a forced move marked chosen would count as carol's choice (her /undo would take
    // it back): refused, as is a chosen move played while another seat's forced move waited (whose stored state
    // no longer matches either: the flag is named first).
    let by_hand = tampered(&good, |g| g["game"]["log"][3]["auto"] = false.into());
    let forced = good["game"]["log"][3]["text"].as_str().unwrap();
    let expected = format!(
        "Move 4 (“{forced}”, seat 3) is marked chosen by its player, but the host would have played seat 3's \
         forced move “{forced}” by itself before it"
    );
    refused_import(&r, &by_hand, &expected);
    let early = tampered(&good, |g| {
        let log = g["game"]["log"].as_array_mut().unwrap();
        log[3]["auto"] = false.into();
        log.swap(2, 3);
    });
    let first = good["game"]["log"][2]["text"].as_str().unwrap();
    let text = good["game"]["log"][3]["text"].as_str().unwrap();
    let expected = format!("Move 3 (“{text}”, seat 3) is marked chosen by its player, but the host would have played seat 2's forced move “{first}”");
    refused_import(&r, &early, &expected);
    // Before the log's first automatic move, a forced move played by hand is what a game begun before forced
    // moves existed holds (a single button played it): it imports.
    let before_auto = tampered(&good, |g| g["game"]["log"][1]["auto"] = false.into());
    r.host().import(&before_auto.to_string()).unwrap();
    r.host().import(&good.to_string()).unwrap();
    assert_eq!(exported(&r), good);
}

/// Imports the export of `r` into a fresh host (in the directory returned with it): it must load and export
/// the same.
fn imports_back(r: &Runner) -> (Runner, tempfile::TempDir) {
    let record = r.host().export("table").unwrap().json;
    let dir = tempfile::tempdir().unwrap();
    let other = runner(dir.path());
    assert_eq!(other.host().import(&record).unwrap(), "table");
    assert_eq!(other.host().export("table").unwrap().json, record);
    (other, dir)
}

#[test]
fn records_the_live_host_writes_import_back() {
    // An AI seat, a clock with a timeout, a kick vote, a takeover, a reminder wait.
    let dir = tempfile::tempdir().unwrap();
    let mut r = rich_game(dir.path());
    imports_back(&r);
    // The clock's stand-in plays bob's move an hour later (logged as a chosen move, not auto).
    let out = crate::tests::support::texts(&r.line("!wait 1h"));
    assert!(out.contains("the AI played this move for them"), "{out}");
    assert_eq!(exported(&r)["game"]["log"][1]["auto"], serde_json::Value::Null);
    imports_back(&r);
    // The game over, the table goes back to a lobby holding its last game's votes, takeovers and clock: they
    // import, and the next game of the channel gets a number after the one they name.
    let dir = tempfile::tempdir().unwrap();
    let mut r = clocked(
        dir.path(),
        &[
            "alice> /join",
            "bob> /join",
            "carol> /join",
            "alice> /start game:toy seed:3 target:3 clock:12h",
            "!wait 12h",
            "bob> /kick player:alice",
            "alice> /play move:\"add 3\"",
            "dave> /join",
        ],
    );
    let lobby = exported(&r);
    assert!(
        lobby["game"].is_null() && lobby["kick_votes"][0]["game"] == 1,
        "{lobby}"
    );
    let (mut other, _dir) = imports_back(&r);
    other.line("alice> /start game:toy seed:3 target:3");
    assert_eq!(exported(&other)["game"]["number"], 2);
    r.line("alice> /start game:toy seed:3 target:3");
    assert_eq!(exported(&r)["game"]["number"], 2);
}

/// Four people at the table.
const FOUR_JOIN: [&str; 4] = ["alice> /join", "bob> /join", "carol> /join", "dave> /join"];

#[test]
fn a_replaced_seat_leaves_no_vote_or_opener_an_import_would_refuse() {
    // carol's kick vote goes with her seat.
    let dir = tempfile::tempdir().unwrap();
    let r = clocked(
        dir.path(),
        &[
            &FOUR_JOIN[..],
            &[
                "alice> /start game:toy seed:3 target:30 clock:12h",
                "alice> /play move:\"add 1\"",
                "!wait 12h",
                "carol> /kick player:bob",
            ],
        ]
        .concat(),
    );
    as_admin(&r, "root", "replace", &[("player", "carol"), ("with", "erin")]);
    imports_back(&r);
    let record = exported(&r);
    assert_eq!(record["seats"][2]["user"]["id"], "erin");
    assert_eq!(record["kick_votes"][0]["voters"], json!([]));
    // The opener replaced, the first other person leads, not the AI seated before them.
    let dir = tempfile::tempdir().unwrap();
    let r = clocked(
        dir.path(),
        &[
            "alice> /join",
            "alice> /addbot",
            "bob> /join",
            "alice> /start game:toy seed:3 target:30",
        ],
    );
    as_admin(&r, "root", "replace", &[("player", "alice"), ("with", "erin")]);
    imports_back(&r);
    assert_eq!(exported(&r)["opener"], "bob");
    // An AI's id is no newcomer.
    let before = r.host().raw_record("table").unwrap();
    let out = as_admin(&r, "root", "replace", &[("player", "bob"), ("with", "ai:godlike:1")]);
    let text = only_ephemeral(&out, "root");
    assert!(text.contains("belongs to the AI players"), "{text}");
    assert_eq!(r.host().raw_record("table").unwrap(), before);
    // carol resigns while her yes to a replacement is counted: her answer goes with her seat.
    let dir = tempfile::tempdir().unwrap();
    let r = clocked(
        dir.path(),
        &[
            &FOUR_JOIN[..],
            &[
                "alice> /start game:toy seed:3 target:30",
                "carol> /replace player:bob with:erin",
                "carol> /resign",
                "carol> !click t1:table:1:carol:resign:2",
            ],
        ]
        .concat(),
    );
    imports_back(&r);
    let record = exported(&r);
    assert_eq!(record["seats"][2]["user"]["id"], "ai:normal:1");
    assert_eq!(record["replace_vote"]["yes"], json!([]));
}

/// The fields an import checks besides a load are not held against a table the store holds: an earlier host
/// could write some of them (a replaced player's kick vote), and such a table must keep loading.
#[test]
fn a_stored_table_an_earlier_host_wrote_still_loads_though_an_import_of_it_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = rich_game(dir.path());
    let stale = tampered(&exported(&r), |g| g["kick_votes"][0]["voters"] = json!(["mallory"]));
    let mut record: crate::record::TableRecord = serde_json::from_value(stale.clone()).unwrap();
    r.host().store.put_table("table", Some(&mut record), None).unwrap();
    r.line("!restart");
    assert!(r.host().load_problems().is_empty(), "{:?}", r.host().load_problems());
    assert_eq!(exported(&r)["kick_votes"][0]["voters"], json!(["mallory"]));
    let other = tempfile::tempdir().unwrap();
    let error = runner(other.path())
        .host()
        .import(&stale.to_string())
        .unwrap_err()
        .to_string();
    assert!(error.contains("kick vote"), "{error}");
}

/// Issue 28: the per-channel game counter lost (sled's `game-numbers` tree emptied) while the table survived:
/// the next `/start` still numbers its game above the finished one, whose buttons stay stale.
#[test]
fn a_lost_game_counter_comes_back_above_the_table_s_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:1");
    r.line("alice> /play move:\"add 1\"");
    assert_eq!(exported(&r)["game"]["number"], 1);
    drop(r);
    {
        let db = crate::store::open_sled(dir.path()).unwrap();
        db.open_tree("game-numbers").unwrap().clear().unwrap();
        db.flush().unwrap();
    }
    let mut r = runner(dir.path());
    r.line("alice> /start game:toy seed:3 target:6");
    assert_eq!(exported(&r)["game"]["number"], 2);
}

/// Issue 37: a game where each thing an import now checks was done through the host (a move taken back after
/// forced moves, a takeover, a vote to come back about the AI's seat, the seat handed back) imports back at
/// every step.
#[test]
fn a_game_with_an_undo_after_forced_moves_a_takeover_and_a_vote_imports_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = every_game(dir.path());
    for line in [
        "alice> /join",
        "bob> /join",
        "carol> /join",
        "alice> /start game:puerto-rico seed:1",
        // The Mayor's placements are forced: the host plays them.
        "alice> /play move:\"role mayor\"",
        "bob> /play move:\"role builder\"",
    ] {
        r.line(line);
    }
    let out = texts(&r.line("bob> /undo"));
    assert!(out.contains("bob took back"), "{out}");
    let autos: Vec<bool> = exported(&r)["game"]["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["auto"] == true)
        .collect();
    assert_eq!(autos, [false, true, true, true]);
    every_game_imports_back(&r);
    r.line("bob> /play move:\"role builder\"");
    r.line("carol> /resign");
    r.line("carol> !click t1:table:1:carol:resign:2");
    assert_eq!(exported(&r)["takeovers"][0]["bot"], "ai:normal:1");
    let asked = r.line("carol> /join");
    assert!(
        texts(&asked).contains("carol asks for their seat back"),
        "{}",
        texts(&asked)
    );
    let vote = exported(&r)["replace_vote"].clone();
    assert_eq!(
        (vote["player"].as_str(), vote["by"].as_str()),
        (Some("ai:normal:1"), Some("carol"))
    );
    every_game_imports_back(&r);
    let agree = asked[0].buttons[0].id.clone();
    r.line(&format!("alice> !click {agree}"));
    r.line(&format!("bob> !click {agree}"));
    let record = exported(&r);
    assert_eq!(record["seats"][2]["user"]["id"], "carol");
    assert_eq!(record["replacements"][0]["from"]["id"], "ai:normal:1");
    every_game_imports_back(&r);
}

/// A runner offering every game, its data in `dir`.
fn every_game(dir: &std::path::Path) -> Runner {
    let options = ScriptOptions {
        data: Some(dir.to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    Runner::new(&options).unwrap()
}

/// The export of `r` imported into a fresh host offering every game: it loads and exports the same.
fn every_game_imports_back(r: &Runner) {
    let record = r.host().export("table").unwrap().json;
    let dir = tempfile::tempdir().unwrap();
    let other = every_game(dir.path());
    assert_eq!(other.host().import(&record).unwrap(), "table");
    assert_eq!(other.host().export("table").unwrap().json, record);
}
