//! The transport drives time: every [`PERIOD`] the bot asks the host which turn reminders are due and delivers
//! them like any other host output (a ping in the channel, DMs).
//!
//! Rulings:
//! - Every check also starts the AI drivers of the channels where an AI is to play (see `ai`): after a restart
//!   that is at once, and a timed-out move's AI plays within a minute of the grace's end.
//! - The first check runs at the first READY, so reminders that fell due while the bot was stopped go out at
//!   once (one per player, however long the stop: see `galleon_commands::remind`).
//! - A channel's reminders are taken and delivered with the channel's turn held, like an interaction, so a
//!   reminder ping and a move's ping never cross. Each channel's turn holds a pass of the gate, as an
//!   interaction does: a shutdown waits for it, and once the gate is closed (or the host handed over for the
//!   final flush) the task ends.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, Context};

use super::convert::channel_id;
use super::shared::Shared;

/// How often the bot checks for reminders due.
pub const PERIOD: Duration = Duration::from_secs(60);

pub async fn run(shared: Arc<Shared>, ctx: Context) {
    let mut ticks = tokio::time::interval(PERIOD);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let Some(host) = shared.host() else { return };
        let Ok(channels) = tokio::task::spawn_blocking(move || host.reminder_channels()).await else {
            continue;
        };
        for channel in channels {
            // One pass per channel: a shutdown waits for the channel in hand, not for the whole sweep.
            let Some(_pass) = shared.gate.enter() else { return };
            let Some(host) = shared.host() else { return };
            let lock = shared.channel_lock(channel_id(&channel).unwrap_or(ChannelId::new(1)));
            let _turn = lock.lock_owned().await;
            let taker = Arc::clone(&host);
            let due = tokio::task::spawn_blocking(move || taker.due_reminders_in(&channel)).await;
            for m in super::plan::posts(due.unwrap_or_default()) {
                shared.deliver(&ctx, &host, &m).await;
            }
        }
        // AI turns due: left pending by a restart (this first check runs at READY) or after a turn clock's grace.
        shared.drive_all_ai(&ctx).await;
    }
}
