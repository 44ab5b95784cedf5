//! `galleon replay FILE`: plays a game's record (the JSON file posted at the end of a game, or a table saved by
//! `galleon export`) back in the terminal, board by board, and ends with the result. A damaged record is refused
//! with the reason, and nothing else is printed.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use galleon_commands::games::Registry;
use galleon_commands::history::replay_frames;
use galleon_commands::io::Locale;
use galleon_commands::script::terminal_marks;

#[derive(Args)]
pub struct ReplayArgs {
    /// The record: a game's JSON file, or a table exported by `galleon export`.
    pub file: PathBuf,
    /// Language of the boards (en or fr).
    #[arg(long, default_value = "en", value_parser = crate::terminal::parse_locale)]
    pub locale: Locale,
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
    run(&json, args.locale, &mut std::io::stdout(), &mut std::io::stderr())
}

/// Replays `json` to `out` (each board after a line of dashes); the refusal goes to `err`. Returns the exit code:
/// 0, or 1 for a record that cannot be replayed.
pub fn run(json: &str, locale: Locale, out: &mut impl Write, err: &mut impl Write) -> i32 {
    let mut show = |frame: String| {
        let _ = writeln!(out, "{}\n{}", "-".repeat(40), terminal_marks(&frame));
    };
    match replay_frames(&Registry::standard(), json, locale, &mut show) {
        Ok(_) => 0,
        Err(why) => {
            let _ = writeln!(err, "{why}");
            1
        }
    }
}
