//! AI turns on Discord: after every interaction whose report says an AI is to play (see `turn`), at start-up and
//! every minute (with the reminders), each channel where an AI is to play gets one driver task that plays its AI
//! moves one after the other (see `galleon_commands::ai_turn`).
//!
//! Rulings:
//! - The AI thinks on tokio's blocking pool, holding neither the channel's turn nor a pass of the gate, so moves
//!   and commands at that table and every other table go on meanwhile. It passes the host's
//!   [`galleon_commands::Thinkers`]: a bounded number think at once, and the time a decision waits for its turn
//!   to think counts in its budget, so a table's driver never waits for another table longer than its own bot's
//!   budget.
//! - Each AI move is played no sooner than [`PAUSE`] after it was asked, so the players can follow the board
//!   when AIs play in a row; the AI thinks during that pause, so a decision within the pause adds no wait.
//! - The chosen move is submitted with the channel's turn and a pass of the gate held, like an interaction: the
//!   host applies it only if the table has not changed since the job (else the driver takes a new job), makes it
//!   durable, and its messages (board edit, pings, DMs, result) are delivered like a person's move. Once the bot
//!   is stopping the move is dropped: after the restart the AI plays it again.
//! - One driver per channel: a trigger while one runs is ignored. The host hands out the next job in the report
//!   of each turn (an interaction's, an AI move's, see `turn`), so the driver stops within the turn that found
//!   none: a later turn that hands an AI the move finds no driver and starts one.

use std::sync::Arc;
use std::time::{Duration, Instant};

use galleon_commands::AiJob;
use serenity::all::Context;

use super::shared::Shared;

/// The least time from asking an AI for a move to playing it (it thinks meanwhile).
pub const PAUSE: Duration = Duration::from_millis(1500);

impl Shared {
    /// Starts the driver of `job`'s channel to play it, unless one runs.
    pub(super) fn drive_ai(self: &Arc<Self>, ctx: &Context, job: AiJob) {
        let channel = job.channel.clone();
        self.start_driver(ctx, channel, Some(job));
    }

    fn start_driver(self: &Arc<Self>, ctx: &Context, channel: String, job: Option<AiJob>) {
        if self.start_driving(&channel) {
            tokio::spawn(drive(Arc::clone(self), ctx.clone(), channel, job));
        }
    }

    /// Starts a driver for every channel where an AI is to play now.
    pub(super) async fn drive_all_ai(self: &Arc<Self>, ctx: &Context) {
        let Some(host) = self.host() else { return };
        let channels = tokio::task::spawn_blocking(move || host.ai_channels()).await;
        for channel in channels.unwrap_or_default() {
            self.start_driver(ctx, channel, None);
        }
    }
}

/// Plays `channel`'s AI moves, from `first` (else the job the host hands out), until none is due.
async fn drive(shared: Arc<Shared>, ctx: Context, channel: String, first: Option<AiJob>) {
    let mut next = first;
    loop {
        let job = match next.take() {
            Some(job) => job,
            None => match first_job(&shared, &channel).await {
                Some(job) => job,
                None => return,
            },
        };
        let (thinkers, asked) = (Arc::clone(&shared.thinkers), Instant::now());
        let thinking = tokio::task::spawn_blocking(move || {
            let text = thinkers.think(&job, asked);
            (job, text)
        });
        let (thought, ()) = tokio::join!(thinking, tokio::time::sleep(PAUSE));
        let Ok((job, text)) = thought else {
            tracing::error!(%channel, "the AI failed while thinking");
            break;
        };
        let Some(entry) = shared.enter(&channel) else { break };
        let mut turn = entry.turn().await;
        let Some(messages) = turn.call(move |host| host.submit_ai_move(&job, &text)).await else {
            break;
        };
        turn.deliver_all(&ctx, super::plan::posts(messages)).await;
        next = turn.report_asking_ai(&ctx).await;
        if next.is_none() {
            // Within the turn: the channel's next turn finds no driver and starts one if an AI is due then.
            shared.stop_driving(&channel);
            return;
        }
    }
    shared.stop_driving(&channel);
}

/// The job of a driver started by the periodic check: asked in the channel's turn, where the driver stops when
/// there is none (so a turn that hands an AI the move just then starts a new driver).
async fn first_job(shared: &Shared, channel: &str) -> Option<AiJob> {
    let Some(entry) = shared.enter(channel) else {
        shared.stop_driving(channel);
        return None;
    };
    let turn = entry.turn().await;
    let wanted = channel.to_string();
    let job = turn.call(move |host| host.ai_job(&wanted)).await.flatten();
    if job.is_none() {
        shared.stop_driving(channel);
    }
    job
}
