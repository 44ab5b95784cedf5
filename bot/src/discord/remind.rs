//! The transport drives time: every [`PERIOD`] the bot asks the host which turn reminders are due and delivers
//! them like any other host output (a ping in the channel, DMs).
//!
//! Rulings:
//! - Every check also starts the AI drivers of the channels where an AI is to play (see `ai`): after a restart
//!   that is at once, and a timed-out move's AI plays within a minute of the grace's end.
//! - The first check runs at the first READY, so reminders that fell due while the bot was stopped go out at
//!   once (one per player, however long the stop: see `galleon_commands::remind`).
//! - A channel's reminders are taken, delivered and reported in the channel's turn, like an interaction (see
//!   `turn`), so a reminder ping and a move's ping never cross. Each turn holds a pass of the gate: a shutdown
//!   waits for it, and once the gate is closed (or the host handed over for the final flush) the task ends.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::Context;

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
            // One turn per channel: a shutdown waits for the channel in hand, not for the whole sweep.
            let Some(entry) = shared.enter(&channel) else { return };
            let mut turn = entry.turn().await;
            let due = turn.call(move |host| host.due_reminders_in(&channel)).await;
            turn.deliver_all(&ctx, super::plan::posts(due.unwrap_or_default()))
                .await;
            turn.report(&ctx).await;
        }
        // AI turns due: left pending by a restart (this first check runs at READY) or after a turn clock's grace.
        shared.drive_all_ai(&ctx).await;
    }
}
