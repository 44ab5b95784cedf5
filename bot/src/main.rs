//! `galleon` — the Discord bot and its terminal modes.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "galleon", about = "Puerto Rico, Santiago and Maracaibo on Discord")]
struct Cli {
    #[command(subcommand)]
    mode: Mode,
}

#[derive(Subcommand)]
enum Mode {
    /// Run the Discord bot until Ctrl-C / SIGTERM.
    Run {
        /// The configuration file (a filled-in copy of config.example.toml).
        #[arg(long, default_value = "config.toml")]
        config: PathBuf,
    },
}

fn main() -> ExitCode {
    match Cli::parse().mode {
        Mode::Run { config } => galleon::discord::run(&config),
    }
}
