//! The `galleon` command line, as a binary of this package so its end-to-end tests can spawn it.

fn main() {
    std::process::exit(galleon::cli::main());
}
