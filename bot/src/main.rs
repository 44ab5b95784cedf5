//! `galleon` — the Discord bot and its terminal modes (see `galleon --help`).

/// A command makes about a thousand small allocations (texts, documents): mimalloc serves them for less than
/// the system allocator (the host bench's CPU per command: about −17 %).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(galleon::cli::main());
}
