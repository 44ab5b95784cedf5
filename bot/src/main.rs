//! `galleon` — the Discord bot and its terminal modes (see `galleon --help`).

fn main() {
    std::process::exit(galleon::cli::main());
}
