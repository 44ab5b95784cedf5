//! `galleon check [--data DIR]`: the bot's verdict on a data directory, offline: what is wrong with the manifest
//! itself, then one line per channel stored or claimed by the manifest (`ok`, or what is wrong, in English); the
//! exit code is 1 when anything is wrong (or the store cannot be opened: the bot must not be running on it), else
//! 0. Nothing is written to the store.
//!
//! The store is compared with its manifest as the bot does at start-up (a lost table is named though nothing of it
//! is left), each table is read with its checksums (the head, every move's chain link, every snapshot) and its
//! game replayed from the seed against its latest snapshot (see `galleon_commands::check`), which is more than
//! the bot does when it loads a table (it trusts a checksummed snapshot and replays only the moves after it).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use galleon_commands::games::Registry;
use galleon_commands::HostError;

#[derive(Args)]
pub struct CheckArgs {
    /// The bot's data directory.
    #[arg(long, default_value = "data")]
    pub data: PathBuf,
    /// The Maracaibo content packs the bot runs with (a game on a pack is checked against it).
    #[arg(long)]
    pub maracaibo_packs: Option<PathBuf>,
}

pub fn check(args: CheckArgs) -> i32 {
    if !crate::terminal::load_packs(args.maracaibo_packs.as_ref()) {
        return 1;
    }
    let report = match galleon_commands::check::check_dir(&args.data, &Registry::standard()) {
        Ok(report) => report,
        // Damage names the directory and what to do itself.
        Err(error @ HostError::Damaged { .. }) => {
            eprintln!("galleon: {error}");
            return 1;
        }
        Err(error) => {
            eprintln!("galleon: cannot check the store in {}: {error}", args.data.display());
            return 1;
        }
    };
    let mut out = std::io::stdout().lock();
    for note in &report.notes {
        let _ = writeln!(out, "PROBLEM: {note}");
    }
    let verdicts = &report.verdicts;
    let damaged = report.named().len();
    for (channel, problem) in verdicts {
        let _ = match problem {
            None => writeln!(out, "{channel:?}: ok"),
            Some(problem) => writeln!(out, "{channel:?}: PROBLEM: {problem}"),
        };
    }
    let _ = writeln!(out, "{} table(s) checked, {damaged} with a problem.", verdicts.len());
    i32::from(report.problems() > 0)
}
