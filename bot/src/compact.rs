//! `galleon compact [--data DIR] [--keep]`: rewrites a data directory into a fresh one holding only its live
//! entries, to give back the space sled keeps (see `galleon_commands::compact`). Stop the bot first; the exit code
//! is 1 when the compaction was refused or failed (the store is then unchanged), else 0.

use std::path::PathBuf;

use clap::Args;

#[derive(Args)]
pub struct CompactArgs {
    /// The bot's data directory.
    #[arg(long, default_value = "data")]
    pub data: PathBuf,
    /// Keep the old directory as DIR.before-compact instead of deleting it.
    #[arg(long)]
    pub keep: bool,
}

pub fn compact(args: CompactArgs) -> i32 {
    match galleon_commands::compact::compact(&args.data, args.keep) {
        Ok(done) => {
            let mb = |bytes: u64| bytes as f64 / 1e6;
            println!(
                "{}: {:.1} MB on disk before, {:.1} MB after.",
                args.data.display(),
                mb(done.before),
                mb(done.after)
            );
            0
        }
        Err(error) => {
            eprintln!(
                "galleon: cannot compact the store in {} (is the bot running?): {error}",
                args.data.display()
            );
            1
        }
    }
}
