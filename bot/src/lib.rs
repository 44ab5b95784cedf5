//! The `galleon` binary's code, as a library so that end-to-end tests can run it too.
//!
//! `cli` parses the command line into one subcommand per mode; each mode lives in its own module
//! (`terminal`: `script`, `local`, `export`, `import`; `discord`: `run`, the Discord bot;
//! `replay`: `replay`, a game's record played back; `arena`: `arena`, AI levels against each other; `check`: `check`, every stored table verified offline;
//! `compact`: `compact`, the data directory rewritten to give back the space sled keeps). `logs`: the log output,
//! redacted of every secret.

pub mod arena;
pub mod backup;
pub mod check;
pub mod cli;
pub mod compact;
pub mod discord;
pub mod logs;
pub mod replay;
pub mod terminal;
