//! galleon's end-to-end tests, one module per scenario.
//!
//! They share one test binary on purpose: every binary links serenity, axum and the whole bot, and eleven of them
//! filled a CI disk. `cargo test -p galleon-tests -- crash_recovery` runs one module.

mod backup;
mod board_auto_line;
mod concurrent_channels;
mod corpus;
mod crash_recovery;
mod damage;
mod discord_ai;
mod discord_details;
mod discord_e2e;
mod discord_images;
mod discord_maracaibo;
mod discord_pings;
mod discord_pr_extension;
mod discord_record;
mod discord_reminders;
mod discord_run;
mod discord_santiago;
mod discord_shards;
mod evening;
mod local_maracaibo;
mod private_limits;
mod script_ai_seats;
mod script_game;
mod script_maracaibo;
mod script_maracaibo_solo;
mod script_pr_extension;
mod script_santiago;
mod scripted;
mod store_check;
mod store_size;
mod undo_bots;
