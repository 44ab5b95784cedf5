//! A table's turn: the one road of every host call whose messages the bot delivers (an interaction, an AI move,
//! a channel's reminders). [`Shared::enter`] takes a pass of the gate (a shutdown waits for it) and the host;
//! [`Entry::turn`] waits for the channel's turn (so a channel's messages land in order); the [`Turn`] calls the
//! host off the async threads, delivers the messages, and reports once to the host what the delivery learnt
//! (see `galleon_commands::host::report`) before the channel's next turn may start.
//!
//! Rulings:
//! - One report per turn, asking (for an interaction or an AI move) whether an AI is to play at the table: the
//!   answer is the AI's job, handed to its driver (see `ai`). A refused DM's calls, made again in the channel,
//!   are delivered after the turn's messages, and their pings reported in a second report (only then).
//! - A message meant for an interaction (ephemeral) met outside one is logged and dropped.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use galleon_commands::host::report::{Report, Reported};
use galleon_commands::io::Target;
use galleon_commands::{AiJob, Host};
use serenity::all::{ChannelId, Context, UserId};
use tokio::sync::OwnedMutexGuard;

use super::convert::{channel_id, message_id, user_id};
use super::gate::Pass;
use super::markdown::Post;
use super::shared::Shared;

/// A pass of the gate and the host, before the channel's turn.
pub struct Entry<'a> {
    shared: &'a Shared,
    pass: Pass,
    host: Arc<Host>,
    channel: String,
}

/// A channel's turn: held while the host is called and its messages delivered and reported.
pub struct Turn<'a> {
    shared: &'a Shared,
    _pass: Pass,
    _held: OwnedMutexGuard<()>,
    host: Arc<Host>,
    channel: String,
    /// What the deliveries learnt so far.
    learnt: Report,
}

impl Shared {
    /// The way into `channel`'s turn, or `None` once the bot is stopping.
    pub(super) fn enter(&self, channel: &str) -> Option<Entry<'_>> {
        let pass = self.gate.enter()?;
        let host = self.host()?;
        Some(Entry {
            shared: self,
            pass,
            host,
            channel: channel.to_string(),
        })
    }
}

impl<'a> Entry<'a> {
    /// Waits for the channel's turn.
    pub async fn turn(self) -> Turn<'a> {
        let key = channel_id(&self.channel).unwrap_or(ChannelId::new(1));
        let held = self.shared.channel_lock(key).lock_owned().await;
        Turn {
            shared: self.shared,
            _pass: self.pass,
            _held: held,
            host: self.host,
            channel: self.channel,
            learnt: Report::default(),
        }
    }
}

impl Turn<'_> {
    /// Runs `work` on the host off the async threads; `None` when it failed (logged).
    pub async fn call<T: Send + 'static>(&self, work: impl FnOnce(&Host) -> T + Send + 'static) -> Option<T> {
        self.shared.host_calls.fetch_add(1, Ordering::SeqCst);
        let host = Arc::clone(&self.host);
        match tokio::task::spawn_blocking(move || work(&host)).await {
            Ok(done) => Some(done),
            Err(e) => {
                tracing::error!(channel = %self.channel, "the host failed: {e}");
                None
            }
        }
    }

    pub async fn deliver_all(&mut self, ctx: &Context, posts: Vec<Post>) {
        for m in &posts {
            self.deliver(ctx, m).await;
        }
    }

    /// Reports what the turn's deliveries learnt and asks whether an AI is to play at the table: its job if so.
    pub async fn report_asking_ai(&mut self, ctx: &Context) -> Option<AiJob> {
        self.learnt.ai_at = Some(self.channel.clone());
        self.report(ctx).await
    }

    /// Reports what the turn's deliveries learnt (no call when they learnt nothing), then delivers the calls a
    /// refused DM made again and reports their pings.
    pub async fn report(&mut self, ctx: &Context) -> Option<AiJob> {
        let reported = self.send_report().await;
        if reported.calls.is_empty() {
            return reported.ai;
        }
        self.deliver_all(ctx, super::plan::posts(reported.calls)).await;
        // Only pings: no DM, hence no further call.
        self.send_report().await;
        reported.ai
    }

    async fn send_report(&mut self) -> Reported {
        let report = std::mem::take(&mut self.learnt);
        if report.is_empty() {
            return Reported::default();
        }
        self.call(move |host| host.report(report)).await.unwrap_or_default()
    }

    /// The board was edited in place by the interaction's answer.
    pub fn board_updated(&self, ctx: &Context, board: &Post) {
        let Target::Board { channel, message } = &board.to else {
            return;
        };
        if let (Some(channel), Some(message)) = (channel_id(channel), message_id(message.as_deref())) {
            self.shared.outbox(ctx).board_updated(channel, message);
        }
    }

    /// Sends one message that answers no interaction: a board, a post, a ping or a DM.
    pub async fn deliver(&mut self, ctx: &Context, m: &Post) {
        let outbox = self.shared.outbox(ctx);
        match &m.to {
            Target::Board { channel: id, message } => match channel_id(id) {
                Some(channel) => {
                    if let Some(moved) = outbox.board(channel, message_id(message.as_deref()), m).await {
                        let moved = moved.map(|board| board.to_string());
                        self.learnt.boards.push((id.clone(), moved));
                    }
                }
                None => tracing::warn!("board for an invalid channel id {id:?}"),
            },
            Target::Channel { channel } => match channel_id(channel) {
                Some(channel) => outbox.post(channel, m).await,
                None => tracing::warn!("post for an invalid channel id {channel:?}"),
            },
            Target::File { channel, name, content } => match channel_id(channel) {
                Some(channel) => outbox.attach(channel, m, name, content).await,
                None => tracing::warn!("file for an invalid channel id {channel:?}"),
            },
            Target::Ping {
                channel: id,
                users,
                previous,
            } => match channel_id(id) {
                Some(channel) => {
                    let users: Vec<UserId> = users.iter().filter_map(|u| user_id(u)).collect();
                    let previous = message_id(previous.as_deref());
                    if let Some(posted) = outbox.ping(channel, &users, previous, m).await {
                        self.learnt
                            .pings
                            .push((id.clone(), posted.map(|ping| ping.to_string())));
                    }
                }
                None => tracing::warn!("ping for an invalid channel id {id:?}"),
            },
            Target::Dm { user } => match user_id(user) {
                Some(user) => self.learnt.dms.extend(outbox.dm(user, m).await),
                None => tracing::warn!("DM for an invalid user id {user:?}"),
            },
            Target::BoardImage {
                channel,
                svg,
                width,
                height,
            } => match channel_id(channel) {
                Some(channel) => {
                    let image = galleon_images::Image {
                        svg: svg.clone(),
                        width: *width,
                        height: *height,
                    };
                    // None once shutting down: the picture is skipped (the move is saved, the text board sent).
                    if let Some(pass) = self.shared.gate.enter() {
                        outbox.picture(channel, image, pass)
                    }
                }
                None => tracing::warn!("board picture for an invalid channel id {channel:?}"),
            },
            Target::Strip { channel, message } => match (channel_id(channel), message_id(Some(message))) {
                (Some(channel), Some(message)) => outbox.strip(channel, message).await,
                _ => tracing::warn!("buttons to remove from an invalid message {channel:?}/{message:?}"),
            },
            Target::Ephemeral { user } | Target::Update { user } | Target::AnswerImage { user, .. } => {
                tracing::warn!("an ephemeral message for {user} outside an interaction")
            }
        }
    }
}
