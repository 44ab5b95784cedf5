//! The serenity event handler: registers the commands when connected, and turns every interaction into a host
//! call and the host's messages into Discord responses.
//!
//! Rulings:
//! - Interactions of one channel are handled one at a time (the host call and the board delivery), so board edits
//!   always land in move order. Autocomplete only reads and is never queued.
//! - The host call runs on the blocking pool. When it has not answered after [`DEFER_AFTER`] (a slow disk), the
//!   interaction is deferred so Discord's 3 s deadline is always met.
//! - While shutting down, new interactions get a polite "restarting" reply in the user's language (autocomplete gets
//!   no suggestion) and never reach the host.
//! - Commands are registered at the first READY of the process (not on every reconnect), by the process serving
//!   shard 0 only (see `shards`).

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use galleon_commands::io::{Locale, Request, Target};

use super::markdown::Post;
use galleon_commands::Host;
use serenity::all::{
    ChannelId, Command, CommandInteraction, ComponentInteraction, Context, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse, EventHandler,
    GuildId, Interaction, Ready, UserId,
};
use serenity::async_trait;
use tokio::sync::OwnedMutexGuard;

use super::convert::{channel_id, message_id, user_id};
use super::deliver::mentions;
use super::plan::{plan, Origin, Plan, Response, DONE};
use super::retry::{describe, retry};
use super::shared::Shared;
use super::{convert, limits, register};

/// How long the host may take before the interaction is deferred.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

pub struct Handler(pub Arc<Shared>);

impl Shared {
    /// Starts the reminder task once per process.
    fn start_reminders(self: &Arc<Self>, ctx: &Context) {
        if !self.reminding.swap(true, Ordering::SeqCst) {
            tokio::spawn(super::remind::run(Arc::clone(self), ctx.clone()));
        }
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!("connected to Discord as {}", ready.user.name);
        self.0.start_reminders(&ctx);
        if !self.0.registered.swap(true, Ordering::SeqCst) {
            if let Err(e) = register_commands(&ctx, self.0.dev_guild).await {
                tracing::error!("could not register the slash commands: {}", describe(&e));
                self.0.registered.store(false, Ordering::SeqCst);
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        // After a command or a button, an AI may be due at that table: its driver plays it (see `ai`).
        let channel = match interaction {
            Interaction::Command(c) => {
                self.0.command(&ctx, &c).await;
                Some(c.channel_id)
            }
            Interaction::Autocomplete(c) => {
                self.0.autocomplete(&ctx, &c).await;
                None
            }
            Interaction::Component(c) => {
                self.0.button(&ctx, &c).await;
                Some(c.channel_id)
            }
            _ => None,
        };
        if let Some(channel) = channel {
            self.0.drive_ai(&ctx, channel.to_string());
        }
    }
}

async fn register_commands(ctx: &Context, guild: Option<GuildId>) -> serenity::Result<()> {
    let specs = Host::commands();
    for problem in register::problems(&specs) {
        tracing::error!("command schema: {problem}");
    }
    let count = specs.len();
    match guild {
        Some(guild) => {
            retry("command registration", || {
                guild.set_commands(&ctx.http, register::create_commands(&specs))
            })
            .await?;
            tracing::info!("{count} slash commands registered in server {guild}");
        }
        None => {
            retry("command registration", || {
                Command::set_global_commands(&ctx.http, register::create_commands(&specs))
            })
            .await?;
            tracing::info!("{count} slash commands registered globally (Discord may take up to an hour to show them)");
        }
    }
    Ok(())
}

/// The interaction being answered, whichever kind it is.
#[derive(Clone, Copy)]
enum Reply<'a> {
    Command(&'a CommandInteraction),
    Button(&'a ComponentInteraction),
}

impl Reply<'_> {
    async fn respond(self, ctx: &Context, response: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Reply::Command(c) => c.create_response(&ctx.http, response).await,
            Reply::Button(b) => b.create_response(&ctx.http, response).await,
        }
    }

    async fn edit_original(self, ctx: &Context, edit: EditInteractionResponse) -> serenity::Result<()> {
        match self {
            Reply::Command(c) => c.edit_response(&ctx.http, edit).await.map(drop),
            Reply::Button(b) => b.edit_response(&ctx.http, edit).await.map(drop),
        }
    }

    async fn follow_up(self, ctx: &Context, m: &Post) -> serenity::Result<()> {
        let follow_up = CreateInteractionResponseFollowup::new()
            .content(m.trimmed())
            .components(limits::button_rows(&m.buttons))
            .allowed_mentions(mentions())
            .ephemeral(true);
        match self {
            Reply::Command(c) => c.create_followup(&ctx.http, follow_up).await.map(drop),
            Reply::Button(b) => b.create_followup(&ctx.http, follow_up).await.map(drop),
        }
    }

    fn locale(self) -> Locale {
        Locale::from_tag(match self {
            Reply::Command(c) => &c.locale,
            Reply::Button(b) => &b.locale,
        })
    }

    /// Tells the user privately that the interaction was not handled.
    async fn apologize(self, ctx: &Context, why: Apology) {
        let text = why.text(self.locale());
        let response = || CreateInteractionResponse::Message(ephemeral(text));
        if let Err(e) = retry("interaction response", || self.respond(ctx, response())).await {
            tracing::warn!("could not answer an interaction: {}", describe(&e));
        }
    }
}

#[derive(Clone, Copy)]
enum Apology {
    Restarting,
    Failed,
}

impl Apology {
    fn text(self, locale: Locale) -> &'static str {
        match (self, locale) {
            (Apology::Restarting, Locale::En) => "galleon is restarting: try again in a minute.",
            (Apology::Restarting, Locale::Fr) => "galleon redémarre : réessayez dans une minute.",
            (Apology::Failed, Locale::En) => "Something went wrong inside galleon. Look at the board and try again.",
            (Apology::Failed, Locale::Fr) => "Un problème est survenu dans galleon. Regardez le plateau et réessayez.",
        }
    }
}

fn ephemeral(text: &str) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(mentions())
}

fn response_message(m: &Post) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(m.trimmed())
        .components(limits::button_rows(&m.buttons))
        .allowed_mentions(mentions())
}

/// The file name of a private answer's picture.
const ANSWER_PICTURE: &str = "replay.png";

/// Rasterizes `image` off the async threads and attaches it to the interaction's answer, replacing its picture.
async fn attach_to_answer(ctx: &Context, reply: Reply<'_>, image: galleon_images::Image) {
    let png = match tokio::task::spawn_blocking(move || galleon_images::png(&image)).await {
        Ok(Ok(png)) => png,
        Ok(Err(e)) => return tracing::warn!("answer picture not drawn: {e}"),
        Err(e) => return tracing::warn!("answer picture not drawn: {e}"),
    };
    let edit = || EditInteractionResponse::new().new_attachment(CreateAttachment::bytes(png.clone(), ANSWER_PICTURE));
    if let Err(e) = retry("answer picture", || reply.edit_original(ctx, edit())).await {
        tracing::warn!("answer picture not attached: {}", describe(&e));
    }
}

/// What the host answered, with the channel's turn still held.
struct Handled {
    _turn: OwnedMutexGuard<()>,
    messages: Option<Vec<Post>>,
    deferred: bool,
}

impl Shared {
    async fn command(&self, ctx: &Context, c: &CommandInteraction) {
        let reply = Reply::Command(c);
        let Some(_pass) = self.gate.enter() else {
            return reply.apologize(ctx, Apology::Restarting).await;
        };
        let Some(host) = self.host() else {
            return reply.apologize(ctx, Apology::Restarting).await;
        };
        let request = convert::command_request(c);
        let defer = || async {
            let response = || CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
            if let Err(e) = retry("deferral", || reply.respond(ctx, response())).await {
                tracing::warn!("could not defer /{}: {}", c.data.name, describe(&e));
            }
        };
        let handled = self.handle(&host, request, defer).await;
        let Some(messages) = handled.messages else {
            return reply.apologize(ctx, Apology::Failed).await;
        };
        let plan = plan(Origin::Command, messages, &c.user.id.to_string(), handled.deferred);
        self.answer(ctx, &host, reply, plan, handled.deferred).await;
    }

    async fn button(&self, ctx: &Context, b: &ComponentInteraction) {
        let reply = Reply::Button(b);
        let Some(_pass) = self.gate.enter() else {
            return reply.apologize(ctx, Apology::Restarting).await;
        };
        let Some(host) = self.host() else {
            return reply.apologize(ctx, Apology::Restarting).await;
        };
        let request = convert::button_request(b);
        let defer = || async {
            if let Err(e) = retry("deferral", || {
                reply.respond(ctx, CreateInteractionResponse::Acknowledge)
            })
            .await
            {
                tracing::warn!("could not acknowledge a button press: {}", describe(&e));
            }
        };
        let handled = self.handle(&host, request, defer).await;
        let Some(messages) = handled.messages else {
            return reply.apologize(ctx, Apology::Failed).await;
        };
        let clicked = b.message.id.to_string();
        let plan = plan(
            Origin::Button { clicked: &clicked },
            messages,
            &b.user.id.to_string(),
            handled.deferred,
        );
        self.answer(ctx, &host, reply, plan, handled.deferred).await;
    }

    async fn autocomplete(&self, ctx: &Context, c: &CommandInteraction) {
        let _pass = self.gate.enter();
        let host = _pass.as_ref().and_then(|_| self.host());
        let choices = match (host, convert::autocomplete_request(c)) {
            (Some(host), Some(request)) => tokio::task::spawn_blocking(move || host.autocomplete(&request))
                .await
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let response = || CreateInteractionResponse::Autocomplete(limits::autocomplete(&choices));
        if let Err(e) = retry("autocomplete", || c.create_response(&ctx.http, response())).await {
            tracing::warn!("autocomplete of /{} not answered: {}", c.data.name, describe(&e));
        }
    }

    /// Runs the host for `request` with the channel's turn held, deferring the interaction if it is slow.
    async fn handle<F, D>(&self, host: &Arc<Host>, request: Request, defer: F) -> Handled
    where
        F: FnOnce() -> D,
        D: std::future::Future<Output = ()>,
    {
        let lock = self.channel_lock(channel_id(&request.channel).unwrap_or(ChannelId::new(1)));
        let host = Arc::clone(host);
        let work = async move {
            let turn = lock.lock_owned().await;
            let messages = tokio::task::spawn_blocking(move || host.handle(&request)).await;
            if let Err(e) = &messages {
                tracing::error!("the host failed on an interaction: {e}");
            }
            let posts = messages.ok().map(|ms| ms.into_iter().map(Post::from).collect());
            (turn, posts)
        };
        tokio::pin!(work);
        let ((turn, messages), deferred) = tokio::select! {
            done = &mut work => (done, false),
            _ = tokio::time::sleep(DEFER_AFTER) => {
                defer().await;
                (work.await, true)
            }
        };
        Handled {
            _turn: turn,
            messages,
            deferred,
        }
    }

    /// Sends the interaction's response, then every other message in order.
    async fn answer(&self, ctx: &Context, host: &Arc<Host>, reply: Reply<'_>, plan: Plan, deferred: bool) {
        for m in &plan.dropped {
            tracing::warn!("dropped an ephemeral message meant for someone else: {:?}", m.to);
        }
        let mut rest = plan.rest;
        if let Some(response) = plan.response {
            if let Some(undelivered) = self.respond(ctx, reply, response, deferred).await {
                rest.insert(0, undelivered);
            }
        }
        for m in &rest {
            match &m.to {
                Target::Ephemeral { .. } | Target::Update { .. } => {
                    if let Err(e) = retry("follow-up", || reply.follow_up(ctx, m)).await {
                        tracing::warn!("ephemeral follow-up dropped: {}", describe(&e));
                    }
                }
                Target::AnswerImage { svg, width, height, .. } => {
                    let image = galleon_images::Image {
                        svg: svg.clone(),
                        width: *width,
                        height: *height,
                    };
                    attach_to_answer(ctx, reply, image).await
                }
                _ => self.deliver(ctx, host, m).await,
            }
        }
    }

    /// Sends one message that answers no interaction: a board, a post, a ping or a DM.
    pub(super) async fn deliver(&self, ctx: &Context, host: &Arc<Host>, m: &Post) {
        let outbox = self.outbox(ctx);
        match &m.to {
            Target::Board { channel, message } => match channel_id(channel) {
                Some(channel) => outbox.board(host, channel, message_id(message.as_deref()), m).await,
                None => tracing::warn!("board for an invalid channel id {channel:?}"),
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
                channel,
                users,
                previous,
            } => match channel_id(channel) {
                Some(channel) => {
                    let users: Vec<UserId> = users.iter().filter_map(|u| user_id(u)).collect();
                    outbox
                        .ping(host, channel, &users, message_id(previous.as_deref()), m)
                        .await
                }
                None => tracing::warn!("ping for an invalid channel id {channel:?}"),
            },
            Target::Dm { user } => match user_id(user) {
                Some(user) => outbox.dm(host, user, m).await,
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
                    if let Some(pass) = self.gate.enter() {
                        outbox.picture(host, channel, image, pass)
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

    /// Sends the response; returns the board when updating it in place failed, so it is edited the usual way.
    async fn respond(&self, ctx: &Context, reply: Reply<'_>, response: Response, deferred: bool) -> Option<Post> {
        let result = match &response {
            Response::Ephemeral(m) if deferred => {
                let edit = || EditInteractionResponse::new().content(m.trimmed());
                let edit = || {
                    edit()
                        .components(limits::button_rows(&m.buttons))
                        .allowed_mentions(mentions())
                };
                retry("deferred answer", || reply.edit_original(ctx, edit())).await
            }
            Response::Update(m) if deferred => {
                let edit = || {
                    EditInteractionResponse::new()
                        .content(m.trimmed())
                        .components(limits::button_rows(&m.buttons))
                        .allowed_mentions(mentions())
                };
                retry("deferred update", || reply.edit_original(ctx, edit())).await
            }
            Response::Done if deferred => {
                retry("deferred answer", || {
                    reply.edit_original(ctx, EditInteractionResponse::new().content(DONE))
                })
                .await
            }
            Response::Ephemeral(m) => {
                let r = || CreateInteractionResponse::Message(response_message(m).ephemeral(true));
                retry("interaction response", || reply.respond(ctx, r())).await
            }
            Response::Public(m) => {
                let r = || CreateInteractionResponse::Message(response_message(m));
                retry("interaction response", || reply.respond(ctx, r())).await
            }
            Response::UpdateBoard(m) => {
                let r = || CreateInteractionResponse::UpdateMessage(response_message(m));
                retry("board update", || reply.respond(ctx, r())).await
            }
            Response::Update(m) => {
                let r = || CreateInteractionResponse::UpdateMessage(response_message(m));
                retry("message update", || reply.respond(ctx, r())).await
            }
            Response::Done => {
                retry("interaction response", || {
                    reply.respond(ctx, CreateInteractionResponse::Message(ephemeral(DONE)))
                })
                .await
            }
            Response::Acknowledge => {
                retry("acknowledgement", || {
                    reply.respond(ctx, CreateInteractionResponse::Acknowledge)
                })
                .await
            }
        };
        let error = result.err()?;
        tracing::warn!("interaction response dropped: {}", describe(&error));
        match response {
            Response::UpdateBoard(m) => Some(m),
            _ => None,
        }
    }
}
