//! The gateway half: Hello, Identify → READY, Resume → RESUMED, heartbeats → ACK, and dispatches pushed by tests.
//!
//! Sharding: an Identify's `shard: [id, count]` (absent: `[0, 1]`) names the session's shard; a session per shard
//! is kept, and a guild's dispatches go to the session of shard `(guild_id >> 22) % count` only, as Discord does
//! (see [`super::shard_of`]). A shard id beyond the count is refused with close code 4010 (invalid shard).

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxumState;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::{Session, Shared};

/// What a session sends to the bot.
pub(crate) enum Out {
    Frame(Value),
    /// Close with this code (4000: unknown error, the client may resume; 4004: authentication failed).
    Close(u16),
}

/// The session id of a shard's session (a resume names it, and so its shard).
fn session_id(shard: [u32; 2]) -> String {
    format!("loopback-session-{}-{}", shard[0], shard[1])
}

fn shard_of_session(id: &str) -> Option<[u32; 2]> {
    let (shard, count) = id.strip_prefix("loopback-session-")?.split_once('-')?;
    Some([shard.parse().ok()?, count.parse().ok()?])
}

pub(crate) async fn upgrade(AxumState(shared): AxumState<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    shared.unless_silent().await;
    ws.on_upgrade(move |socket| session(shared, socket))
}

async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Out>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                    for reply in answer(&shared, &frame, &tx) {
                        if socket.send(Message::Text(reply.to_string())).await.is_err() {
                            return;
                        }
                    }
                }
                Some(Ok(Message::Close(frame))) => {
                    // Echo the close, as Discord does, so the client's closing handshake completes.
                    let _ = socket.send(Message::Close(frame)).await;
                    break;
                }
                None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            out = rx.recv() => match out {
                Some(Out::Frame(frame)) => {
                    if socket.send(Message::Text(frame.to_string())).await.is_err() {
                        break;
                    }
                }
                Some(Out::Close(code)) => {
                    let close = CloseFrame { code, reason: "loopback closes the session".into() };
                    let _ = socket.send(Message::Close(Some(close))).await;
                    break;
                }
                None => break,
            },
        }
    }
    shared.lock().sessions.retain(|_, s| !s.tx.same_channel(&tx));
}

/// Frames answering one frame from the bot.
fn answer(shared: &Shared, frame: &Value, tx: &mpsc::UnboundedSender<Out>) -> Vec<Value> {
    let replies = match frame["op"].as_u64() {
        Some(1) => vec![json!({"op": 11})],
        Some(2) => identify(shared, &frame["d"], tx),
        Some(6) => resume(shared, &frame["d"], tx),
        _ => Vec::new(),
    };
    shared.changed.notify_waiters();
    replies
}

fn identify(shared: &Shared, data: &Value, tx: &mpsc::UnboundedSender<Out>) -> Vec<Value> {
    let token = data["token"].as_str().unwrap_or("");
    if token.trim_start_matches("Bot ") != shared.token {
        // Authentication failed: serenity stops rather than reconnecting.
        let _ = tx.send(Out::Close(4004));
        return Vec::new();
    }
    let shard = match data["shard"]
        .as_array()
        .map(|a| a.iter().map(Value::as_u64).collect::<Vec<_>>())
    {
        None => [0, 1],
        Some(pair) => match pair.as_slice() {
            [Some(id), Some(count)] if id < count => [*id as u32, *count as u32],
            _ => {
                let _ = tx.send(Out::Close(4010));
                return Vec::new();
            }
        },
    };
    let mut state = shared.lock();
    state.identifies += 1;
    state.identified.push(shard);
    state.sequence += 1;
    state.sessions.insert(
        shard[0],
        Session {
            tx: tx.clone(),
            count: shard[1],
        },
    );
    let ready = json!({
        "v": 10, "user": shared.bot, "guilds": [], "session_id": session_id(shard),
        "resume_gateway_url": shared.ws_url(), "shard": shard,
        "application": {"id": shared.application, "flags": 0}
    });
    vec![json!({"op": 0, "t": "READY", "s": state.sequence, "d": ready})]
}

fn resume(shared: &Shared, data: &Value, tx: &mpsc::UnboundedSender<Out>) -> Vec<Value> {
    let Some(shard) = data["session_id"].as_str().and_then(shard_of_session) else {
        return vec![json!({"op": 9, "d": false})];
    };
    let mut state = shared.lock();
    state.resumes += 1;
    state.sequence += 1;
    state.sessions.insert(
        shard[0],
        Session {
            tx: tx.clone(),
            count: shard[1],
        },
    );
    vec![json!({"op": 0, "t": "RESUMED", "s": state.sequence, "d": {}})]
}
