//! AI turns on Discord: after every interaction, at start-up and every minute (with the reminders), each channel
//! where an AI is to play gets one driver task that plays its AI moves one after the other (see
//! `galleon_commands::ai_turn`).
//!
//! Rulings:
//! - The AI thinks on tokio's blocking pool, holding neither the channel's turn nor a pass of the gate, so moves
//!   and commands at that table and every other table go on meanwhile. At most [`super::shared::thinkers`] AIs
//!   think at once across all tables (one permit each); a table's driver waits only for a permit, never for
//!   another table.
//! - Each AI move waits [`PAUSE`] first, so the players can follow the board when AIs play in a row.
//! - The chosen move is submitted with the channel's turn and a pass of the gate held, like an interaction: the
//!   host applies it only if the table has not changed since the job (else the driver takes a new job), makes it
//!   durable, and its messages (board edit, pings, DMs, result) are delivered like a person's move. Once the bot
//!   is stopping the move is dropped: after the restart the AI plays it again.
//! - One driver per channel: a trigger while one runs is ignored (the running driver looks again before it
//!   ends).

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, Context};

use super::convert::channel_id;
use super::shared::Shared;

/// The pause before each AI move.
pub const PAUSE: Duration = Duration::from_millis(1500);

impl Shared {
    /// Starts `channel`'s AI driver unless one runs.
    pub(super) fn drive_ai(self: &Arc<Self>, ctx: &Context, channel: String) {
        if self.start_driving(&channel) {
            tokio::spawn(drive(Arc::clone(self), ctx.clone(), channel));
        }
    }

    /// Starts a driver for every channel where an AI is to play now.
    pub(super) async fn drive_all_ai(self: &Arc<Self>, ctx: &Context) {
        let Some(host) = self.host() else { return };
        let channels = tokio::task::spawn_blocking(move || host.ai_channels()).await;
        for channel in channels.unwrap_or_default() {
            self.drive_ai(ctx, channel);
        }
    }
}

/// Plays `channel`'s AI moves until none is due.
async fn drive(shared: Arc<Shared>, ctx: Context, channel: String) {
    loop {
        let Some(host) = shared.host() else { break };
        let asker = Arc::clone(&host);
        let wanted = channel.clone();
        let job = tokio::task::spawn_blocking(move || asker.ai_job(&wanted))
            .await
            .ok()
            .flatten();
        let Some(job) = job else {
            shared.stop_driving(&channel);
            // A move may have handed an AI the turn just before the driver stopped: look once more.
            let (asker, wanted) = (Arc::clone(&host), channel.clone());
            let again = tokio::task::spawn_blocking(move || asker.ai_job(&wanted).is_some()).await;
            if again.unwrap_or(false) && shared.start_driving(&channel) {
                continue;
            }
            return;
        };
        tokio::time::sleep(PAUSE).await;
        let Ok(permit) = Arc::clone(&shared.thinkers).acquire_owned().await else {
            break;
        };
        let budget = job.play_budget();
        let thought = tokio::task::spawn_blocking(move || {
            let text = job.think(budget);
            (job, text)
        })
        .await;
        drop(permit);
        let Ok((job, text)) = thought else {
            tracing::error!(%channel, "the AI failed while thinking");
            break;
        };
        let Some(_pass) = shared.gate.enter() else { break };
        let Some(host) = shared.host() else { break };
        let lock = shared.channel_lock(channel_id(&channel).unwrap_or(ChannelId::new(1)));
        let _turn = lock.lock_owned().await;
        let submitter = Arc::clone(&host);
        let messages = tokio::task::spawn_blocking(move || submitter.submit_ai_move(&job, &text)).await;
        for m in super::plan::posts(messages.unwrap_or_default()) {
            shared.deliver(&ctx, &host, &m).await;
        }
    }
    shared.stop_driving(&channel);
}
