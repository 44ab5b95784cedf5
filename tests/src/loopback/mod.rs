//! A loopback Discord: the REST API and the gateway websocket on 127.0.0.1, enough of both for galleon's real
//! serenity client to connect, register its commands, receive interactions and answer them.
//!
//! It records every REST request (method, path, query, JSON body, status answered), keeps the messages it was asked
//! to create so edits, deletions and "messages after X" answer truthfully, and plays scripted faults: a user whose
//! DMs are closed (403, code 50007), or the next request on a route answered 429 / 500. Tests push interactions
//! over the gateway and read what the bot did from the record.
//!
//! Several bot processes may connect as the shards of one bot: each Identify names its shard, and an interaction
//! is dispatched to the session of its guild's shard only ([`shard_of`]); `GET /gateway/bot` recommends
//! [`Loopback::recommend_shards`] shards.

mod gateway;
pub mod payload;
mod rest;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

pub use payload::{Person, Place};

/// How long a test waits for the bot before failing with a description of what it waited for.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Without the `/api/v10` prefix, e.g. `/channels/5/messages`.
    pub path: String,
    pub query: String,
    pub body: Value,
    /// The status the loopback answered.
    pub status: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// `POST /channels/{id}/messages`.
    Post,
    /// An interaction's response (`@original`).
    Response,
    /// An interaction follow-up.
    FollowUp,
    /// A message of some user, injected by the test ([`Loopback::chat`]).
    User,
}

/// A message the bot created, as it stands now.
#[derive(Clone, Debug)]
pub struct Stored {
    pub id: String,
    pub channel: String,
    pub content: String,
    pub components: Value,
    pub ephemeral: bool,
    pub origin: Origin,
    /// The interaction token that created it (responses and follow-ups).
    pub token: Option<String>,
    pub edits: u32,
    /// The file names of its attachments (a message edit that sends `attachments` replaces them).
    pub attachments: Vec<String>,
    pub deleted: bool,
    /// When it was last created or edited (a counter over all messages).
    pub touched: u64,
}

impl Stored {
    /// The custom ids of its buttons, in order.
    pub fn button_ids(&self) -> Vec<String> {
        let rows = self.components.as_array().cloned().unwrap_or_default();
        rows.iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
            .collect()
    }
}

/// What the loopback knows about an interaction it pushed.
#[derive(Clone, Debug, Default)]
pub struct Pushed {
    pub id: String,
    pub channel: String,
    /// The message a button press came from.
    pub clicked: Option<String>,
    /// The response message, once created.
    pub original: Option<String>,
    pub acknowledged: bool,
    /// The callback body (`{"type": …, "data": …}`).
    pub callback: Option<Value>,
}

/// A scripted failure: the next `count` requests matching `method` and containing `path` get `status` + `body`.
#[derive(Clone, Debug)]
struct Fault {
    method: String,
    path: String,
    status: u16,
    body: Value,
    count: usize,
}

#[derive(Default)]
pub struct State {
    pub requests: Vec<Recorded>,
    pub messages: Vec<Stored>,
    pub interactions: HashMap<String, Pushed>,
    /// User id → DM channel id.
    pub dm_channels: HashMap<String, String>,
    /// Users whose DMs are closed.
    pub refusing_dms: HashSet<String>,
    /// Gateway sessions opened with Identify, and resumed.
    pub identifies: u32,
    pub resumes: u32,
    /// The `[shard id, shard count]` of every Identify, in order.
    pub identified: Vec<[u32; 2]>,
    /// What `GET /gateway/bot` recommends (0 reads as 1), set by [`Loopback::recommend_shards`].
    recommended_shards: u32,
    faults: Vec<Fault>,
    /// Set by [`Loopback::go_silent`]: requests are recorded (status 0) and never answered.
    silent: bool,
    /// Set by [`Loopback::answer_callbacks_with_200`].
    callbacks_with_body: bool,
    next_id: u64,
    sequence: u64,
    /// The open gateway session of each shard id.
    sessions: BTreeMap<u32, Session>,
}

/// An open gateway session: where its frames go, and the shard count its Identify declared.
#[derive(Clone)]
pub(crate) struct Session {
    tx: mpsc::UnboundedSender<gateway::Out>,
    count: u32,
}

/// The shard that receives a guild's events: Discord's `(guild_id >> 22) % shard_count`.
pub fn shard_of(guild: u64, count: u32) -> u32 {
    ((guild >> 22) % u64::from(count.max(1))) as u32
}

impl State {
    /// Ids double as the clock of [`Stored::touched`].
    fn next_id(&mut self) -> String {
        self.next_id += 1;
        (1_250_000_000_000_000_000 + self.next_id).to_string()
    }

    pub fn message(&self, id: &str) -> Option<&Stored> {
        self.messages.iter().find(|m| m.id == id)
    }

    fn message_mut(&mut self, id: &str) -> Option<&mut Stored> {
        self.messages.iter_mut().find(|m| m.id == id)
    }

    fn tick(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Visible (not deleted, not ephemeral) messages of a channel, oldest first.
    pub fn channel(&self, channel: &str) -> Vec<&Stored> {
        self.messages
            .iter()
            .filter(|m| m.channel == channel && !m.deleted && !m.ephemeral)
            .collect()
    }

    /// Messages created in the DM channel of `user`.
    pub fn dms(&self, user: &str) -> Vec<&Stored> {
        match self.dm_channels.get(user) {
            Some(channel) => self.messages.iter().filter(|m| &m.channel == channel).collect(),
            None => Vec::new(),
        }
    }

    /// Ephemeral messages answering interactions of `token`.
    pub fn ephemerals(&self, token: &str) -> Vec<&Stored> {
        self.messages
            .iter()
            .filter(|m| m.ephemeral && m.token.as_deref() == Some(token))
            .collect()
    }

    /// The shard ids with an open gateway session.
    pub fn connected_shards(&self) -> Vec<u32> {
        self.sessions.keys().copied().collect()
    }

    /// The session that receives the events of `guild` (those without a guild go to shard 0, as DMs do).
    fn session_for(&self, guild: Option<u64>) -> Option<mpsc::UnboundedSender<gateway::Out>> {
        let count = self.sessions.values().next()?.count;
        let shard = guild.map_or(0, |g| shard_of(g, count));
        self.sessions.get(&shard).map(|s| s.tx.clone())
    }

    fn take_fault(&mut self, method: &str, path: &str) -> Option<(u16, Value)> {
        let fault = self
            .faults
            .iter_mut()
            .find(|f| f.count > 0 && f.method == method && path.contains(&f.path))?;
        fault.count -= 1;
        Some((fault.status, fault.body.clone()))
    }
}

pub(crate) struct Shared {
    state: Mutex<State>,
    changed: Notify,
    addr: SocketAddr,
    token: String,
    bot: Value,
    application: String,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Never returns once the loopback is silent.
    pub(crate) async fn unless_silent(&self) {
        if self.lock().silent {
            std::future::pending::<()>().await;
        }
    }

    fn ws_url(&self) -> String {
        format!("ws://{}/gw", self.addr)
    }
}

/// The running loopback Discord. Dropping it stops the server.
pub struct Loopback {
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for Loopback {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl Loopback {
    /// Serves on a free port of 127.0.0.1; only `token` is accepted, as `application` with bot user `bot_id`.
    pub async fn start(token: &str, application: &str, bot_id: &str) -> Loopback {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1");
        let addr = listener.local_addr().expect("local address");
        let shared = Arc::new(Shared {
            state: Mutex::new(State::default()),
            changed: Notify::new(),
            addr,
            token: token.to_owned(),
            bot: payload::user(bot_id, "galleon", true),
            application: application.to_owned(),
        });
        let app = axum::Router::new()
            .route("/gw", axum::routing::get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(Arc::clone(&shared));
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.expect("loopback server");
        });
        Loopback { shared, server }
    }

    /// What to put in `api_proxy`.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    /// A look at everything recorded so far.
    pub fn state(&self) -> MutexGuard<'_, State> {
        self.shared.lock()
    }

    /// The next `count` requests `method` on a path containing `path` get `status` with Discord's error body
    /// (`retry_after` for 429).
    pub fn fail_next(&self, method: &str, path: &str, status: u16, count: usize) {
        let body = match status {
            429 => json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false, "code": 0}),
            _ => json!({"message": format!("{status}: Internal Server Error"), "code": 0}),
        };
        let fault = Fault {
            method: method.to_owned(),
            path: path.to_owned(),
            status,
            body,
            count,
        };
        self.shared.lock().faults.push(fault);
    }

    /// Faults scripted with [`Loopback::fail_next`] not yet triggered.
    pub fn pending_faults(&self) -> usize {
        self.shared.lock().faults.iter().map(|f| f.count).sum()
    }

    /// From now on, every DM to `user` is refused with 403 / 50007.
    pub fn refuse_dms(&self, user: &str) {
        self.shared.lock().refusing_dms.insert(user.to_owned());
    }

    /// From now on, DMs to `user` are delivered again (they opened their DMs).
    pub fn accept_dms(&self, user: &str) {
        self.shared.lock().refusing_dms.remove(user);
    }

    /// Someone posts `text` in `channel` (messages the bot never sees, but that push its board up).
    pub fn chat(&self, channel: &str, text: &str) {
        let mut state = self.shared.lock();
        let id = state.next_id();
        state.messages.push(Stored {
            id,
            channel: channel.to_owned(),
            content: text.to_owned(),
            components: json!([]),
            ephemeral: false,
            origin: Origin::User,
            token: None,
            edits: 0,
            attachments: Vec::new(),
            deleted: false,
            touched: 0,
        });
    }

    /// Someone (a moderator) deletes a message.
    pub fn delete(&self, message: &str) {
        if let Some(m) = self.shared.lock().message_mut(message) {
            m.deleted = true;
        }
    }

    /// Closes every gateway connection (code 4000, which allows a resume), as Discord does now and then.
    pub fn drop_gateway(&self) {
        let sessions = std::mem::take(&mut self.shared.lock().sessions);
        for session in sessions.into_values() {
            let _ = session.tx.send(gateway::Out::Close(4000));
        }
    }

    /// The number of shards `GET /gateway/bot` recommends from now on.
    pub fn recommend_shards(&self, count: u32) {
        self.shared.lock().recommended_shards = count;
    }

    /// Discord becomes unreachable, as when the network drops: from now on every REST request is recorded but
    /// never answered, and a new gateway connection is never answered either. The open gateway session stays
    /// up until [`Loopback::drop_gateway`].
    pub fn go_silent(&self) {
        self.shared.lock().silent = true;
    }

    /// From now on, an interaction callback is answered 200 with the interaction in a body, as Discord does when
    /// asked `with_response`, instead of 204 (serenity logs a warning naming the callback's URL).
    pub fn answer_callbacks_with_200(&self) {
        self.shared.lock().callbacks_with_body = true;
    }

    /// Waits until `check` finds what it looks for in the state, re-checking after every change.
    pub async fn wait_for<T>(&self, what: &str, check: impl Fn(&State) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let changed = self.shared.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if let Some(found) = check(&self.shared.lock()) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                panic!("the loopback Discord waited {PATIENCE:?} in vain for {what}");
            }
        }
    }

    /// Sends a gateway dispatch once the session of its guild's shard is up.
    async fn dispatch(&self, event: &str, data: Value) {
        let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok());
        let what = format!("the gateway session of guild {guild:?}");
        let session = self.wait_for(&what, |s| s.session_for(guild)).await;
        let frame = {
            let mut state = self.shared.lock();
            state.sequence += 1;
            json!({"op": 0, "t": event, "s": state.sequence, "d": data})
        };
        session.send(gateway::Out::Frame(frame)).expect("gateway session alive");
    }

    fn new_interaction(&self, place: &Place, clicked: Option<String>) -> (String, String) {
        let mut state = self.shared.lock();
        let id = state.next_id();
        let token = format!("interaction-token-{id}");
        let pushed = Pushed {
            id: id.clone(),
            channel: place.channel.clone(),
            clicked,
            ..Pushed::default()
        };
        state.interactions.insert(token.clone(), pushed);
        (id, token)
    }

    /// Pushes a slash command; returns its token.
    pub async fn command(&self, place: &Place, who: &Person, name: &str, options: Vec<Value>) -> String {
        let (id, token) = self.new_interaction(place, None);
        self.dispatch(
            "INTERACTION_CREATE",
            payload::command(place, &id, &token, who, name, options),
        )
        .await;
        token
    }

    /// Pushes an autocomplete request; returns its token.
    pub async fn autocomplete(
        &self,
        place: &Place,
        who: &Person,
        name: &str,
        focused: (&str, &str),
        others: Vec<Value>,
    ) -> String {
        let (id, token) = self.new_interaction(place, None);
        let data = payload::autocomplete(place, &id, &token, who, name, focused, others);
        self.dispatch("INTERACTION_CREATE", data).await;
        token
    }

    /// Pushes a press on button `custom_id` of the stored message `message`; returns its token.
    pub async fn click(&self, place: &Place, who: &Person, message: &str, custom_id: &str) -> String {
        let message_json = {
            let state = self.shared.lock();
            let m = state.message(message).expect("clicked message exists");
            payload::message(&m.id, &m.channel, &self.shared.bot, &m.content, &m.components, 0)
        };
        let (id, token) = self.new_interaction(place, Some(message.to_owned()));
        self.dispatch(
            "INTERACTION_CREATE",
            payload::button(place, &id, &token, who, custom_id, message_json),
        )
        .await;
        token
    }

    /// Waits until the interaction got its callback, and returns the callback body.
    pub async fn callback(&self, token: &str) -> Value {
        self.wait_for(&format!("the response to interaction {token}"), |s| {
            s.interactions.get(token).and_then(|i| i.callback.clone())
        })
        .await
    }
}
