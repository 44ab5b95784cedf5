//! Sends the host's messages that do not answer the interaction itself: the board, channel posts, DMs.
//!
//! Rulings:
//! - The board is one message per table, edited in place. It is posted anew (and the old one deleted) when the
//!   edit finds it deleted, or when [`BURIED_AFTER`] messages have been posted below it since, so players never have
//!   to scroll up to play. Its new id is reported to the host, which stores it with the table.
//! - A DM that Discord refuses with 403/50007 is reported to the host (`Dm::Refused`), which stops DMing that
//!   player's private views until they act and then tells them privately to use `/hand`, and makes the turn call
//!   the refused DM carried again as a channel ping, posted after the turn's other messages; a DM delivered is
//!   reported too (`Dm::Delivered`). No private view is ever posted publicly instead.
//! - What the deliveries learn (board and ping ids, DMs delivered or refused) is returned to the caller, which
//!   reports it to the host once per turn (see `turn`); the outbox never calls the host.
//! - No message pings anyone (allowed mentions empty) but a turn ping: names are plain text, so a player called
//!   "@everyone" cannot ping the server. A turn ping mentions its users as `<@id>` and allows exactly those
//!   mentions (no `@everyone`, no role); once it is posted, its id is reported to the host (which keeps it in its
//!   store) and the channel's previous ping is deleted, so the channel holds one ping at most. A ping with no
//!   users only deletes the previous one.
//! - DM channel ids are remembered for the life of the process, saving one request per DM.
//! - The board's picture is rasterized in the background (`spawn_blocking`) once the board was delivered, then
//!   attached to the board message as last delivered (the outbox remembers it: a picture always follows its
//!   board), replacing the previous picture; a picture finishing after a newer one was asked for is dropped. Editing the board's text keeps its picture, but a button press answered by updating
//!   the board in place clears it (Discord's interaction update replaces attachments) until the new picture
//!   lands a moment later.
//! - `/board` posts the board anew: the board it replaces keeps its text but loses its buttons (the host sends a
//!   `Strip` after the new board), so only one message of a channel offers moves.
//! - Anything that still fails after [`retry`] is logged and given up: the move is already durable and the next
//!   action re-renders the board.

use std::collections::HashMap;
use std::sync::Arc;

use super::markdown::Post;
use galleon_commands::host::report::Dm;
use galleon_images::Image;
use serenity::builder::{CreateAllowedMentions, CreateAttachment, CreateMessage, EditMessage, GetMessages};
use serenity::http::Http;
use serenity::model::id::{ChannelId, MessageId, UserId};
use tokio::sync::Mutex;

use super::gate::Pass;
use super::limits;
use super::retry::{describe, is_dm_refused, is_unknown_message, retry};

/// A board with this many messages below it is posted again at the bottom.
pub const BURIED_AFTER: u8 = 10;

pub struct Outbox {
    pub http: Arc<Http>,
    dm_channels: Mutex<HashMap<UserId, ChannelId>>,
    pictures: Arc<Pictures>,
}

/// The file name of the board picture attached to the board message.
pub const BOARD_PICTURE: &str = "board.png";

/// Board pictures being attached: per channel, the number of the latest one asked for and a lock held while
/// one is attached, so an older picture finishing late never replaces a newer one; and the board message it
/// goes to, as last delivered (a picture always follows its board).
struct Pictures {
    http: Arc<Http>,
    latest: std::sync::Mutex<HashMap<ChannelId, Latest>>,
    boards: std::sync::Mutex<HashMap<ChannelId, MessageId>>,
}

/// The number of a channel's latest picture, and the lock held while one is attached.
type Latest = (u64, Arc<Mutex<()>>);

impl Pictures {
    fn next(&self, channel: ChannelId) -> (u64, Arc<Mutex<()>>) {
        let mut latest = self.latest.lock().unwrap_or_else(|e| e.into_inner());
        let entry = latest.entry(channel).or_default();
        entry.0 += 1;
        (entry.0, Arc::clone(&entry.1))
    }

    fn note_board(&self, channel: ChannelId, board: Option<MessageId>) {
        let mut boards = self.boards.lock().unwrap_or_else(|e| e.into_inner());
        match board {
            Some(board) => boards.insert(channel, board),
            None => boards.remove(&channel),
        };
    }

    fn board(&self, channel: ChannelId) -> Option<MessageId> {
        let boards = self.boards.lock().unwrap_or_else(|e| e.into_inner());
        boards.get(&channel).copied()
    }

    fn is_latest(&self, channel: ChannelId, number: u64) -> bool {
        let latest = self.latest.lock().unwrap_or_else(|e| e.into_inner());
        latest.get(&channel).map(|e| e.0) == Some(number)
    }

    /// Rasterizes off the async threads, then attaches the PNG to the board message (replacing the one before)
    /// unless a newer picture was asked for meanwhile.
    async fn attach(&self, channel: ChannelId, number: u64, lock: Arc<Mutex<()>>, image: Image) {
        let png = match tokio::task::spawn_blocking(move || galleon_images::png(&image)).await {
            Ok(Ok(png)) => png,
            Ok(Err(e)) => return tracing::error!("board picture of {channel} not drawn: {e}"),
            Err(e) => return tracing::error!("board picture of {channel} not drawn: {e}"),
        };
        let _attaching = lock.lock().await;
        if !self.is_latest(channel, number) {
            return;
        }
        let Some(board) = self.board(channel) else { return };
        let edit = || EditMessage::new().new_attachment(CreateAttachment::bytes(png.clone(), BOARD_PICTURE));
        if let Err(e) = retry("board picture", || channel.edit_message(&*self.http, board, edit())).await {
            tracing::warn!("board picture of {channel} not attached: {}", describe(&e));
        }
    }
}

/// galleon's texts never ping anyone: a player named "@everyone" stays plain text.
pub fn mentions() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

impl Outbox {
    pub fn new(http: Arc<Http>) -> Outbox {
        Outbox {
            pictures: Arc::new(Pictures {
                http: Arc::clone(&http),
                latest: std::sync::Mutex::new(HashMap::new()),
                boards: std::sync::Mutex::new(HashMap::new()),
            }),
            http,
            dm_channels: Mutex::new(HashMap::new()),
        }
    }

    /// Attaches the board's picture to the board message in the background: the interaction's other messages
    /// and the next command never wait for the rasterizer. `pass` is held until it is attached, so a shutdown
    /// (and a test waiting for the bot to settle) waits for it.
    pub fn picture(&self, channel: ChannelId, image: Image, pass: Pass) {
        let (number, lock) = self.pictures.next(channel);
        let pictures = Arc::clone(&self.pictures);
        tokio::spawn(async move {
            pictures.attach(channel, number, lock, image).await;
            drop(pass);
        });
    }

    /// Edits the table's board message, or posts it when there is none usable. Returns what to report: the new
    /// board's id, or `Some(None)` when the board is lost (nothing when the board stays where it was).
    pub async fn board(&self, channel: ChannelId, current: Option<MessageId>, m: &Post) -> Option<Option<MessageId>> {
        let moved = self.place_board(channel, current, m).await;
        self.pictures.note_board(channel, moved.unwrap_or(current));
        moved
    }

    /// The board edited in place by the answer to a press on it (see `plan`): its pictures go there.
    pub fn board_updated(&self, channel: ChannelId, board: MessageId) {
        self.pictures.note_board(channel, Some(board));
    }

    async fn place_board(&self, channel: ChannelId, current: Option<MessageId>, m: &Post) -> Option<Option<MessageId>> {
        if let Some(id) = current {
            if !self.buried(channel, id).await {
                match retry("board edit", || channel.edit_message(&*self.http, id, edit(m))).await {
                    Ok(_) => return None,
                    Err(e) if is_unknown_message(&e) => tracing::info!("board of {channel} was deleted: posting anew"),
                    Err(e) => {
                        tracing::warn!("board of {channel} not updated: {}", describe(&e));
                        return None;
                    }
                }
            }
        }
        match retry("board post", || channel.send_message(&*self.http, create(m))).await {
            Ok(posted) => {
                if let Some(old) = current.filter(|old| *old != posted.id) {
                    // Best effort: an old board left behind only shows stale buttons, which the host refuses politely.
                    let _ = channel.delete_message(&*self.http, old).await;
                }
                Some(Some(posted.id))
            }
            Err(e) => {
                tracing::warn!("board of {channel} not posted: {}", describe(&e));
                current.map(|_| None)
            }
        }
    }

    /// Removes the buttons of a message replaced by a newer one (an old board), keeping its text and picture.
    pub async fn strip(&self, channel: ChannelId, message: MessageId) {
        let edit = || EditMessage::new().components(Vec::new());
        match retry("old board", || channel.edit_message(&*self.http, message, edit())).await {
            Ok(_) => {}
            // Deleted by someone: nothing left to press.
            Err(e) if is_unknown_message(&e) => {}
            Err(e) => tracing::warn!("buttons of the old board in {channel} not removed: {}", describe(&e)),
        }
    }

    /// Whether at least [`BURIED_AFTER`] messages were posted after the board. When Discord will not say (no
    /// Read Post History permission, an error), the board is taken as visible and edited in place.
    async fn buried(&self, channel: ChannelId, board: MessageId) -> bool {
        let below = GetMessages::new().after(board).limit(BURIED_AFTER);
        match channel.messages(&*self.http, below).await {
            Ok(list) => list.len() >= usize::from(BURIED_AFTER),
            Err(e) => {
                tracing::debug!("cannot tell whether the board of {channel} is buried: {}", describe(&e));
                false
            }
        }
    }

    /// Posts a turn ping letting exactly `users` be notified, then deletes the previous ping. Returns what to
    /// report: the new ping's id, `Some(None)` when only the previous one was deleted, nothing when the post
    /// failed.
    pub async fn ping(
        &self,
        channel: ChannelId,
        users: &[UserId],
        previous: Option<MessageId>,
        m: &Post,
    ) -> Option<Option<MessageId>> {
        if users.is_empty() {
            // Only a stale ping to delete (the game ended, or nobody is named this turn).
            if let Some(old) = previous {
                if let Err(e) = channel.delete_message(&*self.http, old).await {
                    tracing::debug!("old ping in {channel} not deleted: {}", describe(&e));
                }
            }
            return Some(None);
        }
        let ping = || {
            CreateMessage::new()
                .content(m.trimmed())
                .allowed_mentions(CreateAllowedMentions::new().users(users.iter().copied()))
        };
        match retry("ping", || channel.send_message(&*self.http, ping())).await {
            Ok(posted) => {
                if let Some(old) = previous.filter(|old| *old != posted.id) {
                    // Best effort: an old ping left behind is only noise.
                    if let Err(e) = channel.delete_message(&*self.http, old).await {
                        tracing::debug!("old ping in {channel} not deleted: {}", describe(&e));
                    }
                }
                Some(Some(posted.id))
            }
            Err(e) => {
                tracing::warn!("ping in {channel} dropped: {}", describe(&e));
                None
            }
        }
    }

    pub async fn post(&self, channel: ChannelId, m: &Post) {
        if let Err(e) = retry("channel post", || channel.send_message(&*self.http, create(m))).await {
            tracing::warn!("post in {channel} dropped: {}", describe(&e));
        }
    }

    /// Posts a message with a file attached (its text is the caption).
    pub async fn attach(&self, channel: ChannelId, m: &Post, name: &str, content: &str) {
        let message = || create(m).add_file(CreateAttachment::bytes(content.as_bytes().to_vec(), name));
        if let Err(e) = retry("file post", || channel.send_message(&*self.http, message())).await {
            tracing::warn!("file {name} in {channel} dropped: {}", describe(&e));
        }
    }

    /// Sends a DM. Returns what to report: delivered or refused (nothing when it was dropped for another reason).
    pub async fn dm(&self, user: UserId, m: &Post) -> Option<Dm> {
        let sent = match self.dm_channel(user).await {
            Ok(channel) => retry("DM", || channel.send_message(&*self.http, create(m)))
                .await
                .map(|_| ()),
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => Some(Dm::Delivered(user.to_string())),
            Err(e) if is_dm_refused(&e) => {
                tracing::info!("user {user} refuses DMs: they will be told to use /hand");
                Some(Dm::Refused(user.to_string()))
            }
            Err(e) => {
                tracing::warn!("DM to {user} dropped: {}", describe(&e));
                None
            }
        }
    }

    async fn dm_channel(&self, user: UserId) -> serenity::Result<ChannelId> {
        if let Some(channel) = self.dm_channels.lock().await.get(&user) {
            return Ok(*channel);
        }
        let channel = retry("DM channel", || user.create_dm_channel(&*self.http)).await?.id;
        self.dm_channels.lock().await.insert(user, channel);
        Ok(channel)
    }
}

pub fn create(m: &Post) -> CreateMessage {
    CreateMessage::new()
        .content(m.trimmed())
        .components(limits::button_rows(&m.buttons))
        .allowed_mentions(mentions())
}

pub fn edit(m: &Post) -> EditMessage {
    EditMessage::new()
        .content(m.trimmed())
        .components(limits::button_rows(&m.buttons))
        .allowed_mentions(mentions())
}
