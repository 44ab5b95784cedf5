//! `galleon` — the Discord bot and its terminal modes.

fn main() {
    eprintln!("galleon: no mode is available yet");
    std::process::exit(2);
}
