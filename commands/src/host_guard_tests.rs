//! The host against what reaches it from outside a live game: buttons of earlier games, imported records,
//! records that no longer load, script lines that are not text, and display names full of markdown.

use crate::io::{Locale, Message, Target};
use crate::script::{Runner, ScriptOptions};

use crate::games::test_support::{only_ephemeral, texts, toy_runner as runner};

/// The first board button of the seat `seat` on the board posted by `messages`.
fn button_of(messages: &[Message], seat: usize) -> String {
    let board = messages
        .iter()
        .find(|m| matches!(m.to, Target::Board { .. }))
        .expect("a board");
    let button = board
        .buttons
        .iter()
        .find(|b| crate::buttons::ButtonId::decode(&b.id).is_some_and(|id| id.seat == seat))
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
    serde_json::from_str(&r.host().export("table").unwrap()).unwrap()
}

#[test]
fn import_holds_only_what_a_live_table_could() {
    let dir = tempfile::tempdir().unwrap();
    let r = runner(dir.path());
    let good = exported_game();
    let mut lobby = good.clone();
    lobby["game"] = serde_json::Value::Null;
    let seat = |id: &str, name: &str| serde_json::json!({"user": {"id": id, "name": name}, "locale": "en"});
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
    let exported = r.host().export("table").unwrap();
    let record: serde_json::Value = serde_json::from_str(&exported).unwrap();
    assert_eq!(record["seats"][0]["user"]["name"], "n".repeat(32));
    assert_eq!(record["seats"][0]["user"]["id"], name);
    let other = tempfile::tempdir().unwrap();
    assert_eq!(runner(other.path()).host().import(&exported).unwrap(), "table");
}

/// Replaces the stored record of `channel` by `raw`, the host being closed.
fn overwrite(dir: &std::path::Path, channel: &str, raw: &[u8]) {
    let db = crate::store::open_retrying(|| sled::open(dir)).unwrap();
    db.open_tree("tables").unwrap().insert(channel, raw).unwrap();
    db.flush().unwrap();
}

fn request(user: &str, locale: Locale, admin: bool, name: &str) -> crate::io::Request {
    crate::io::Request {
        channel: "table".into(),
        user: crate::io::User {
            id: user.into(),
            name: user.into(),
        },
        locale,
        admin,
        server: None,
        input: crate::io::Input::Command {
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
    assert_eq!(host.export_cleared("table").unwrap(), bad.to_string());
    r.line("!restart");
    assert!(texts(&r.line("carol> /join")).contains("carol joins the table"));
    assert_eq!(
        r.host().export_cleared("table").unwrap(),
        bad.to_string(),
        "kept for good"
    );
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
    assert_eq!(host.export_cleared("table").unwrap(), "{not json");
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
        r.host().export("table").unwrap()
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
        r.host().export("table").unwrap();
        let problems = r.host().load_problems();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].1.contains(expected), "{}", problems[0].1);
        assert!(!problems[0].1.contains("err-"), "{}", problems[0].1);
    }
}

#[test]
fn markup_in_names_is_shown_as_typed_in_texts_and_on_buttons() {
    use crate::doc::{Block, Span};
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
