//! The command line: one subcommand per mode. A mode's arguments and code live in its own module; this file
//! only dispatches.

use clap::{Parser, Subcommand};

use crate::{arena, check, compact, discord, replay, terminal};

#[derive(Parser)]
#[command(
    name = "galleon",
    version,
    about = "Board games in Discord channels: Puerto Rico, Santiago, Maracaibo"
)]
pub struct Cli {
    #[command(subcommand)]
    pub mode: Mode,
}

#[derive(Subcommand)]
pub enum Mode {
    /// Run the Discord bot until Ctrl-C / SIGTERM.
    Run(discord::RunArgs),
    /// Play a chat transcript through the host and print what the bot would send.
    Script(terminal::ScriptArgs),
    /// Play in this terminal: type lines such as `alice> /join`.
    Local(terminal::LocalArgs),
    /// Print a channel's table as JSON (backup), or with --all DIR write every table there.
    Export(terminal::ExportArgs),
    /// Restore a table from a JSON file made by `galleon export`.
    Import(terminal::ImportArgs),
    /// Replay a game's record (the JSON file posted at its end) board by board.
    Replay(replay::ReplayArgs),
    /// AI levels play each other; prints win rates, mean scores and decision times.
    Arena(arena::ArenaArgs),
    /// Verify every stored table offline (checksums, snapshots, replay); prints a line per channel.
    Check(check::CheckArgs),
    /// Rewrite the data directory into a fresh one holding only its live entries (the bot stopped).
    Compact(compact::CompactArgs),
}

/// Runs the command line; returns the process exit code.
pub fn main() -> i32 {
    run(Cli::parse())
}

pub fn run(cli: Cli) -> i32 {
    match cli.mode {
        Mode::Run(args) => discord::run(&args.config),
        Mode::Script(args) => terminal::script(args),
        Mode::Local(args) => terminal::local(args),
        Mode::Export(args) => terminal::export(args),
        Mode::Import(args) => terminal::import(args),
        Mode::Replay(args) => replay::replay(args),
        Mode::Arena(args) => arena::arena(args),
        Mode::Check(args) => check::check(args),
        Mode::Compact(args) => compact::compact(args),
    }
}
