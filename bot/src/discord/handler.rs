//! The serenity event handler: registers the commands when connected, and turns every interaction into a host
//! call and the host's messages into Discord responses.
//!
//! Rulings:
//! - Interactions of one channel are handled one at a time (the host call and the board delivery), so board edits
//!   always land in move order. Autocomplete only reads and is never queued.
//! - Each command and button press is one turn of its channel (see `turn`): the host call, the answer, the
//!   other messages, and one report to the host, which says whether an AI is to play there (its driver then
//!   plays it, see `ai`).
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
use galleon_commands::{AiJob, Host};
use serenity::all::{
    Command, CommandInteraction, ComponentInteraction, Context, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse, EventHandler,
    GuildId, Interaction, Ready,
};
use serenity::async_trait;

use super::deliver::mentions;
use super::plan::{plan, Origin, Plan, Response, DONE};
use super::retry::{describe, retry};
use super::shared::Shared;
use super::turn::{Entry, Turn};
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
        let job = match interaction {
            Interaction::Command(c) => self.0.command(&ctx, &c).await,
            Interaction::Autocomplete(c) => {
                self.0.autocomplete(&ctx, &c).await;
                None
            }
            Interaction::Component(c) => self.0.button(&ctx, &c).await,
            _ => None,
        };
        if let Some(job) = job {
            self.0.drive_ai(&ctx, job);
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
struct Handled<'a> {
    turn: Turn<'a>,
    messages: Option<Vec<Post>>,
    deferred: bool,
}

impl Shared {
    /// Answers a slash command; returns the AI's job when an AI is to play at its table.
    async fn command(&self, ctx: &Context, c: &CommandInteraction) -> Option<AiJob> {
        let reply = Reply::Command(c);
        let request = convert::command_request(c);
        let Some(entry) = self.enter(&request.channel) else {
            reply.apologize(ctx, Apology::Restarting).await;
            return None;
        };
        let defer = || async {
            let response = || CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
            if let Err(e) = retry("deferral", || reply.respond(ctx, response())).await {
                tracing::warn!("could not defer /{}: {}", c.data.name, describe(&e));
            }
        };
        let mut handled = handle(entry, request, defer).await;
        match handled.messages {
            Some(messages) => {
                let plan = plan(Origin::Command, messages, &c.user.id.to_string(), handled.deferred);
                answer(ctx, &mut handled.turn, reply, plan, handled.deferred).await;
            }
            None => reply.apologize(ctx, Apology::Failed).await,
        }
        handled.turn.report_asking_ai(ctx).await
    }

    /// Answers a button press; returns the AI's job when an AI is to play at its table.
    async fn button(&self, ctx: &Context, b: &ComponentInteraction) -> Option<AiJob> {
        let reply = Reply::Button(b);
        let request = convert::button_request(b);
        let Some(entry) = self.enter(&request.channel) else {
            reply.apologize(ctx, Apology::Restarting).await;
            return None;
        };
        let defer = || async {
            if let Err(e) = retry("deferral", || {
                reply.respond(ctx, CreateInteractionResponse::Acknowledge)
            })
            .await
            {
                tracing::warn!("could not acknowledge a button press: {}", describe(&e));
            }
        };
        let mut handled = handle(entry, request, defer).await;
        match handled.messages {
            Some(messages) => {
                let clicked = b.message.id.to_string();
                let origin = Origin::Button { clicked: &clicked };
                let plan = plan(origin, messages, &b.user.id.to_string(), handled.deferred);
                answer(ctx, &mut handled.turn, reply, plan, handled.deferred).await;
            }
            None => reply.apologize(ctx, Apology::Failed).await,
        }
        handled.turn.report_asking_ai(ctx).await
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
}

/// Runs the host for `request` in the channel's turn, deferring the interaction if it is slow.
async fn handle<'a, F, D>(entry: Entry<'a>, request: Request, defer: F) -> Handled<'a>
where
    F: FnOnce() -> D,
    D: std::future::Future<Output = ()>,
{
    let work = async move {
        let turn = entry.turn().await;
        let messages = turn.call(move |host| host.handle(&request)).await;
        let posts = messages.map(|ms| ms.into_iter().map(Post::from).collect());
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
        turn,
        messages,
        deferred,
    }
}

/// Sends the interaction's response, then every other message in order.
async fn answer(ctx: &Context, turn: &mut Turn<'_>, reply: Reply<'_>, plan: Plan, deferred: bool) {
    for m in &plan.dropped {
        tracing::warn!("dropped an ephemeral message meant for someone else: {:?}", m.to);
    }
    let mut rest = plan.rest;
    if let Some(response) = plan.response {
        let board = match &response {
            Response::UpdateBoard(board) => Some(board.clone()),
            _ => None,
        };
        match respond(ctx, reply, response, deferred).await {
            Some(undelivered) => rest.insert(0, undelivered),
            None => {
                if let Some(board) = board {
                    turn.board_updated(ctx, &board);
                }
            }
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
            _ => turn.deliver(ctx, m).await,
        }
    }
}

/// Sends the response; returns the board when updating it in place failed, so it is edited the usual way.
async fn respond(ctx: &Context, reply: Reply<'_>, response: Response, deferred: bool) -> Option<Post> {
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
