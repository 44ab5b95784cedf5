//! `galleon export` then `galleon import` into another data directory: the game goes on there exactly.

use std::io::Write;
use std::process::Command;

use galleon_tests::{move_line, opening_lines, plan_game};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_galleon-under-test");

fn galleon(args: &[&str], dir: &std::path::Path) -> std::process::Output {
    Command::new(BIN).args(args).arg("--data").arg(dir).output().unwrap()
}

fn script(dir: &std::path::Path, lines: &[String]) -> std::process::Output {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all((lines.join("\n") + "\n").as_bytes()).unwrap();
    galleon(&["script", file.path().to_str().unwrap()], dir)
}

#[test]
fn a_table_moves_to_another_store() {
    let (moves, end) = plan_game(4, 77);
    let (old, new) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let half = moves.len() / 2;
    let mut first = opening_lines("table", 4, 77);
    first.extend((0..half).map(|n| move_line("table", n, &moves[n])));
    assert_eq!(script(old.path(), &first).status.code(), Some(0));

    let backup = tempfile::NamedTempFile::new().unwrap();
    let out = galleon(
        &["export", "table", "--out", backup.path().to_str().unwrap()],
        old.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let out = galleon(&["import", backup.path().to_str().unwrap()], new.path());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"table\" is restored"));

    let rest: Vec<String> = (half..moves.len()).map(|n| move_line("table", n, &moves[n])).collect();
    let out = script(new.path(), &rest);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        galleon_tests::refusal_lines(&String::from_utf8_lossy(&out.stdout)).is_empty(),
        "every move is accepted after the import"
    );
    let out = galleon(&["export", "table"], new.path());
    let record: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(record["game"]["state"], serde_json::to_value(&end).unwrap());

    let out = galleon(&["export", "nowhere"], new.path());
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("has no table"));
    std::fs::write(backup.path(), "{\"schema\": 1}").unwrap();
    let out = galleon(&["import", backup.path().to_str().unwrap()], new.path());
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad table record"));
}

/// A Maracaibo table whose pack is gone after a restart: the channel explains it in words, a player clears it
/// with /abort, `export --cleared` gives the record back, and `import` (byte order mark included) refuses it
/// in words until the pack is back.
#[test]
fn a_table_that_cannot_load_is_cleared_and_its_record_kept() {
    let (data, packs) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let ours = packs.path().join("ours");
    std::fs::create_dir(&ours).unwrap();
    let default = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/content/maracaibo/default");
    for entry in std::fs::read_dir(default).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, ours.join(path.file_name().unwrap())).unwrap();
    }
    let with_pack = ["--maracaibo-packs", packs.path().to_str().unwrap()];
    let lines = [
        "alice> /join",
        "bob> /join",
        "alice> /start game:maracaibo pack:ours seed:3",
    ];
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(lines.join("\n").as_bytes()).unwrap();
    let path = file.path().to_str().unwrap();
    let out = galleon(&[&["script"], &with_pack[..], &[path]].concat(), data.path());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));

    let out = script(
        data.path(),
        &["alice> /board".into(), "carol> /abort".into(), "bob> /abort".into()],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("There is no Maracaibo content pack named ours."),
        "{stdout}"
    );
    assert!(stdout.contains("Only a player of this table"), "{stdout}");
    assert!(stdout.contains("bob cleared this channel's table"), "{stdout}");
    assert!(!stdout.contains("err-"), "{stdout}");
    let out = galleon(&["export", "table"], data.path());
    assert!(String::from_utf8_lossy(&out.stderr).contains("has no table"));
    // A cleared table's export names why it was cleared, in the file and on stderr, and exits 1.
    let out = galleon(&["export", "table", "--cleared"], data.path());
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("damaged: cleared because it could not be loaded"),
        "{stderr}"
    );
    let mut record: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(record["game"]["options"][0], serde_json::json!(["pack", "ours"]));

    let backup = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(backup.path(), [&b"\xef\xbb\xbf"[..], &out.stdout].concat()).unwrap();
    let out = galleon(&["import", backup.path().to_str().unwrap()], data.path());
    assert!(String::from_utf8_lossy(&out.stderr).contains("repair what its \"damage\" field names"));
    // The person repairing it decides the record is right: the field goes, and the import checks the rest.
    record.as_object_mut().unwrap().remove("damage");
    std::fs::write(backup.path(), record.to_string()).unwrap();
    let out = galleon(&["import", backup.path().to_str().unwrap()], data.path());
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("There is no Maracaibo content pack named ours."),
        "{stderr}"
    );
    let import = [&["import"][..], &with_pack[..], &[backup.path().to_str().unwrap()]].concat();
    let out = galleon(&import, data.path());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
}

/// `dir` holds a copy of sled's files from `data`, its `db` cut to `len` bytes.
fn truncated_copy(data: &std::path::Path, len: usize) -> tempfile::TempDir {
    let copy = tempfile::tempdir().unwrap();
    std::fs::copy(data.join("conf"), copy.path().join("conf")).unwrap();
    let db = std::fs::read(data.join("db")).unwrap();
    std::fs::write(copy.path().join("db"), &db[..len]).unwrap();
    copy
}

/// Whether the host cannot read the store in `dir` (before the fix, sled's panic; after it, an error).
fn unreadable(dir: &std::path::Path) -> bool {
    let opened =
        std::panic::catch_unwind(|| galleon_commands::Host::open(dir, galleon_commands::io::Locale::En).map(drop));
    !matches!(opened, Ok(Ok(())))
}

fn assert_explained(out: &std::process::Output, dir: &std::path::Path) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a clear failure, not a panic (101):\n{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    let named = format!("the game store in {} is damaged", dir.display());
    assert!(stderr.contains(&named), "{named:?} in:\n{stderr}");
    assert!(
        stderr.contains("backup") && stderr.contains("galleon import"),
        "{stderr}"
    );
}

/// Large table records rewritten many times, as every move rewrote its table before the store's layout version
/// 2, in a store sled does not compress, as it did not then: sled panics on many truncations of such a history (a
/// store of small appends mostly reads back empty, and a compressed one reads a cut log as a shorter one).
fn rewrite_large_records(dir: &std::path::Path) {
    use galleon_commands::{io::Locale, record::TableRecord, store::Store};
    drop(sled::open(dir).unwrap());
    let store = Store::open(dir).unwrap();
    for n in 0..60 {
        for i in 0..10 {
            let mut record = TableRecord::new(&format!("c{i}"), Locale::En);
            let board = char::from(b'a' + (n % 20) as u8).to_string().repeat(3000 + 100 * n + i);
            record.board_message = Some(board);
            store.put_table(&format!("c{i}"), Some(&mut record), None).unwrap();
        }
    }
}

/// A data directory whose sled `db` file was truncated (a full disk, a bad copy) makes sled panic on some
/// lengths: `galleon export` and `galleon run` then stop with a message naming the directory and what to do.
#[test]
fn a_damaged_store_is_explained_not_a_panic() {
    // The history of large rewrites sled cannot always read back once cut (games no longer leave one: a move
    // appends a few hundred bytes), written here directly.
    let data = tempfile::tempdir().unwrap();
    rewrite_large_records(data.path());
    let full = std::fs::metadata(data.path().join("db")).unwrap().len() as usize;
    let cut = (1..400)
        .map(|k| full * k / 400)
        .find(|&len| unreadable(truncated_copy(data.path(), len).path()))
        .expect("a truncation sled cannot read");

    let damaged = truncated_copy(data.path(), cut);
    assert_explained(&galleon(&["export", "one"], damaged.path()), damaged.path());

    let config = damaged.path().join("config.toml");
    let text = format!(
        "[discord]\ntoken = \"MTEx.unused.token-never-sent\"\napplication_id = 1\n\
         api_proxy = \"http://127.0.0.1:9\"\n[bot]\ndata_dir = \"{}\"\n",
        damaged.path().display()
    );
    std::fs::write(&config, text).unwrap();
    let out = Command::new(BIN)
        .args(["run", "--config"])
        .arg(&config)
        .output()
        .unwrap();
    assert_explained(&out, damaged.path());
}

/// Script mode, one process per transcript: `/abort` asks first (the confirmation is a click), the aborted Puerto
/// Rico game comes back with `/restore` byte for byte (`galleon export` before and after), and plays on.
#[test]
fn an_aborted_game_is_restored_byte_for_byte_in_another_run() {
    let (moves, _) = plan_game(3, 21);
    let data = tempfile::tempdir().unwrap();
    let mut lines = opening_lines("table", 3, 21);
    lines.extend((0..4).map(|n| move_line("table", n, &moves[n])));
    assert_eq!(script(data.path(), &lines).status.code(), Some(0));
    let before = galleon(&["export", "table"], data.path()).stdout;
    let opener = lines[0].split('>').next().unwrap().trim().to_string();
    let asked = script(data.path(), &[format!("{opener}> /abort")]);
    let stdout = String::from_utf8_lossy(&asked.stdout);
    assert!(stdout.contains(&format!("[eph {opener}] Abort this game")), "{stdout}");
    assert_eq!(
        galleon(&["export", "table"], data.path()).stdout,
        before,
        "nothing changed yet"
    );
    let click = format!("{opener}> !click a1:table:1:{opener}");
    let out = script(data.path(), &[click]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("/restore"));
    assert!(String::from_utf8_lossy(&galleon(&["export", "table"], data.path()).stderr).contains("has no table"));
    let mut rest = vec![format!("{opener}> /restore")];
    rest.push(move_line("table", 4, &moves[4]));
    let out = script(data.path(), &rest[..1]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("brought back"));
    assert_eq!(
        galleon(&["export", "table"], data.path()).stdout,
        before,
        "byte-identical"
    );
    let out = script(data.path(), &rest[1..]);
    assert!(
        galleon_tests::refusal_lines(&String::from_utf8_lossy(&out.stdout)).is_empty(),
        "the game plays on"
    );
}

/// `galleon export --all` writes every table, one file per channel; `galleon import` of each file into a fresh
/// data directory brings every table back, and the games there go on to the same end as planned.
#[test]
fn every_table_exported_with_all_is_imported_into_a_new_store_and_plays_on() {
    let games: Vec<_> = [("g1", 31), ("g2", 32)]
        .into_iter()
        .map(|(channel, seed)| (channel, seed, plan_game(3, seed)))
        .collect();
    let (old, new, out) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    let mut lines = vec!["[lobby/1] alice> /join".to_string()];
    for (channel, seed, (moves, _)) in &games {
        lines.extend(opening_lines(channel, 3, *seed));
        lines.extend((0..moves.len() / 2).map(|n| move_line(channel, n, &moves[n])));
    }
    assert_eq!(script(old.path(), &lines).status.code(), Some(0));

    let exported = galleon(&["export", "--all", out.path().to_str().unwrap()], old.path());
    assert_eq!(
        exported.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&exported.stderr)
    );
    assert!(String::from_utf8_lossy(&exported.stdout).contains("3 tables, 0 finished and 0 aborted games exported"));
    let mut files: Vec<_> = std::fs::read_dir(out.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(files, ["table-g1.json", "table-g2.json", "table-lobby%2F1.json"]);
    for file in &files {
        let path = out.path().join(file);
        let imported = galleon(&["import", path.to_str().unwrap()], new.path());
        assert_eq!(
            imported.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&imported.stderr)
        );
    }
    for channel in ["g1", "g2", "lobby/1"] {
        assert_eq!(
            galleon(&["export", channel], new.path()).stdout,
            galleon(&["export", channel], old.path()).stdout,
            "{channel} byte for byte"
        );
    }
    let rest: Vec<String> = games
        .iter()
        .flat_map(|(channel, _, (moves, _))| (moves.len() / 2..moves.len()).map(|n| move_line(channel, n, &moves[n])))
        .collect();
    let played = script(new.path(), &rest);
    assert!(
        galleon_tests::refusal_lines(&String::from_utf8_lossy(&played.stdout)).is_empty(),
        "every move is accepted"
    );
    for (channel, _, (_, end)) in &games {
        let record: Value = serde_json::from_slice(&galleon(&["export", channel], new.path()).stdout).unwrap();
        assert_eq!(record["game"]["state"], serde_json::to_value(end).unwrap(), "{channel}");
    }
}
