//! `galleon replay FILE`: plays a game's record (the JSON file posted at the end of a game, or a table saved by
//! `galleon export`) back in the terminal, board by board, and ends with the result. A damaged record is refused
//! with the reason, and nothing else is printed.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use galleon_commands::games::Registry;
use galleon_commands::history::{read_record, replay_frames};
use galleon_commands::io::Locale;

#[derive(Args)]
pub struct ReplayArgs {
    /// The record: a game's JSON file, or a table exported by `galleon export`.
    pub file: PathBuf,
    /// Language of the boards (en or fr); by default the record's own (English for a record that does not say).
    #[arg(long, value_parser = crate::terminal::parse_locale)]
    pub locale: Option<Locale>,
    /// A directory of Maracaibo content packs (one sub-directory per pack), as `maracaibo_packs` in the config.
    #[arg(long)]
    pub maracaibo_packs: Option<PathBuf>,
}

pub fn replay(args: ReplayArgs) -> i32 {
    if !crate::terminal::load_packs(args.maracaibo_packs.as_ref()) {
        return 2;
    }
    let json = match std::fs::read_to_string(&args.file) {
        Ok(json) => json,
        Err(e) => {
            eprintln!("cannot read {}: {e}", args.file.display());
            return 2;
        }
    };
    let locale = args.locale.unwrap_or_else(|| record_locale(&json));
    run(&json, locale, &mut std::io::stdout(), &mut std::io::stderr())
}

/// The language the record's table spoke; English when it does not say (or cannot be read: the refusal then
/// comes from [`run`]).
fn record_locale(json: &str) -> Locale {
    read_record(json)
        .ok()
        .and_then(|record| record.locale)
        .unwrap_or(Locale::En)
}

/// Replays `json` to `out` (each board after a line of dashes); the refusal goes to `err`. Returns the exit code:
/// 0, or 1 for a record that cannot be replayed.
pub fn run(json: &str, locale: Locale, out: &mut impl Write, err: &mut impl Write) -> i32 {
    let mut show = |frame: String| {
        let _ = writeln!(out, "{}\n{frame}", "-".repeat(40));
    };
    match replay_frames(&Registry::standard(), json, locale, &mut show) {
        Ok(_) => 0,
        Err(why) => {
            let _ = writeln!(err, "{why}");
            1
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use galleon_commands::io::{Request, Target, User};
    use galleon_commands::Host;
    use galleon_rules::puerto_rico::PuertoRico;
    use galleon_rules::Game;

    use super::*;

    fn request(user: &str, name: &str, options: &[(&str, &str)]) -> Request {
        let user = User {
            id: user.into(),
            name: user.into(),
        };
        Request::command("table", user, Locale::En, name, options)
    }

    /// A whole Puerto Rico game played through a host (varied suggested moves): the record file posted at its
    /// end, the host, and the number of moves.
    fn played_game() -> (String, Host, usize) {
        let host = Host::temporary(Locale::En).unwrap();
        let (file, moves) = play_game(&host);
        (file, host, moves)
    }

    /// [`played_game`] in the channel `table` of `host`: the record file and the number of moves.
    pub(crate) fn play_game(host: &Host) -> (String, usize) {
        let names = ["alice", "bob", "carol"];
        for name in names {
            host.handle(&request(name, "join", &[]));
        }
        host.handle(&request("alice", "start", &[("game", "puerto-rico"), ("seed", "4")]));
        let mut game = PuertoRico::new(3, &Default::default(), 4).unwrap();
        let mut pick: u64 = 17;
        let mut moves = 0;
        loop {
            let seat = game.to_act()[0];
            let suggested = game.suggested_actions(seat);
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let action = suggested[(pick >> 33) as usize % suggested.len()];
            let out = host.handle(&request(names[seat], "play", &[("move", &action.to_string())]));
            game.apply(seat, &action).unwrap();
            moves += 1;
            if let Some(file) = out.iter().find_map(|m| match &m.to {
                Target::File { content, .. } => Some(content.clone()),
                _ => None,
            }) {
                assert!(game.is_over());
                return (file, moves);
            }
        }
    }

    fn replayed(json: &str, locale: Locale) -> (i32, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run(json, locale, &mut out, &mut err);
        (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    }

    #[test]
    fn replay_shows_every_board_and_ends_on_the_recorded_game() {
        let (file, host, moves) = played_game();
        let (code, out, err) = replayed(&file, Locale::En);
        assert_eq!((code, err.as_str()), (0, ""));
        let frames: Vec<&str> = out.split(&format!("{}\n", "-".repeat(40))).skip(1).collect();
        // Who plays, the first board, one board per move, the result.
        assert_eq!(frames.len(), moves + 3);
        assert!(frames[0].starts_with("Puerto Rico, game #1: alice, bob, carol"));
        assert!(frames[moves + 1].starts_with(&format!("Move {moves}/{moves}: ")));
        assert!(
            frames[moves + 2].starts_with("🏁 Puerto Rico: final result"),
            "{}",
            frames[moves + 2]
        );
        // The replay ends on the recorded final state, and on the host's.
        let record = read_record(&file).unwrap();
        let table = galleon_commands::history::replay(&Registry::standard(), &record, Locale::En, None).unwrap();
        assert_eq!(table.state(), record.state.get());
        let exported: serde_json::Value = serde_json::from_str(&host.export("table").unwrap().json).unwrap();
        let stored: serde_json::Value = serde_json::from_str(record.state.get()).unwrap();
        assert_eq!(exported["game"]["state"], stored);
        // A table exported by `galleon export` replays too, in French.
        let (code, out, _) = replayed(&host.export("table").unwrap().json, Locale::Fr);
        assert_eq!(code, 0);
        assert!(out.contains(&format!("Coup {moves}/{moves} : ")));
    }

    /// Without `--locale`, the replay speaks the record's language: the table's (kept in the record), English for
    /// a record that does not say.
    #[test]
    fn replay_speaks_the_records_language() {
        let (file, _, moves) = played_game();
        assert_eq!(record_locale(&file), Locale::En);
        let mut record: serde_json::Value = serde_json::from_str(&file).unwrap();
        record["locale"] = "fr".into();
        let french = record.to_string();
        assert_eq!(record_locale(&french), Locale::Fr);
        let (code, out, _) = replayed(&french, record_locale(&french));
        assert_eq!(code, 0);
        assert!(out.contains(&format!("Coup {moves}/{moves} : ")), "{out}");
        record.as_object_mut().unwrap().remove("locale");
        assert_eq!(record_locale(&record.to_string()), Locale::En);
    }

    #[test]
    fn a_damaged_record_is_refused_with_the_reason_and_nothing_else() {
        let (file, _, _) = played_game();
        let mut record: serde_json::Value = serde_json::from_str(&file).unwrap();
        record["moves"][3]["text"] = "role nobody".into();
        let (code, out, err) = replayed(&record.to_string(), Locale::En);
        assert_eq!((code, out.as_str()), (1, ""));
        assert!(err.starts_with("Move 4 (“role nobody”, seat "), "{err}");
        let (code, _, err) = replayed("not json", Locale::Fr);
        assert_eq!(code, 1);
        assert!(err.starts_with("Le fichier n'est pas du JSON"), "{err}");
    }
}
