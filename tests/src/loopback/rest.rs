//! The REST half: every request is recorded, scripted faults are played, then the route is served.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::State as AxumState;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use super::{payload, Origin, Recorded, Shared, State, Stored};

const PREFIX: &str = "/api/v10";

pub(crate) async fn handle(
    AxumState(shared): AxumState<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().strip_prefix(PREFIX).unwrap_or(uri.path()).to_owned();
    let query = uri.query().unwrap_or("").to_owned();
    let body: Value = match multipart_boundary(&headers) {
        Some(boundary) => multipart(&body, &boundary),
        None => serde_json::from_slice(&body).unwrap_or(Value::Null),
    };
    let authorized =
        headers.get("authorization").and_then(|h| h.to_str().ok()) == Some(format!("Bot {}", shared.token).as_str());
    let (status, answer, silent) = {
        let mut state = shared.lock();
        // Silent (unreachable): the request is recorded with status 0, changes nothing and is never answered.
        // A request recorded before is answered.
        let silent = state.silent;
        let (status, answer) = if silent {
            (0, Value::Null)
        } else {
            match state.take_fault(method.as_str(), &path) {
                Some(fault) => fault,
                None => route(&shared, &mut state, &method, &path, &query, &body, authorized),
            }
        };
        let recorded = Recorded {
            method: method.to_string(),
            path,
            query,
            body,
            status,
        };
        state.requests.push(recorded);
        (status, answer, silent)
    };
    shared.changed.notify_waiters();
    if silent {
        std::future::pending::<()>().await;
    }
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    match answer {
        Value::Null => status.into_response(),
        json => (status, axum::Json(json)).into_response(),
    }
}

/// The boundary of a `multipart/form-data` body (a message with files attached).
fn multipart_boundary(headers: &HeaderMap) -> Option<String> {
    let kind = headers.get("content-type")?.to_str().ok()?;
    let rest = kind.strip_prefix("multipart/form-data")?;
    let boundary = rest.split("boundary=").nth(1)?;
    Some(boundary.trim_matches('"').to_string())
}

/// A multipart body as its `payload_json` part, with every file part (as text) recorded under `files`:
/// `[{"filename": …, "content": …}]`.
fn multipart(body: &[u8], boundary: &str) -> Value {
    let text = String::from_utf8_lossy(body);
    let mut payload = json!({});
    let mut files = Vec::new();
    for part in text.split(&format!("--{boundary}")) {
        let Some((head, content)) = part.split_once("\r\n\r\n") else {
            continue;
        };
        let content = content.strip_suffix("\r\n").unwrap_or(content);
        let quoted = |key: &str| {
            head.split(&format!("{key}=\""))
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .map(str::to_owned)
        };
        match (quoted("name"), quoted("filename")) {
            (_, Some(filename)) => files.push(json!({"filename": filename, "content": content})),
            (Some(name), None) if name == "payload_json" => {
                payload = serde_json::from_str(content).unwrap_or(Value::Null);
            }
            _ => {}
        }
    }
    payload["files"] = Value::Array(files);
    payload
}

fn error(status: u16, code: u64, message: &str) -> (u16, Value) {
    (status, json!({"message": message, "code": code}))
}

fn route(
    shared: &Shared,
    state: &mut State,
    method: &Method,
    path: &str,
    query: &str,
    body: &Value,
    authorized: bool,
) -> (u16, Value) {
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let needs_token = !matches!(parts.as_slice(), ["gateway"] | ["interactions", ..] | ["webhooks", ..]);
    if needs_token && !authorized {
        return error(401, 0, "401: Unauthorized");
    }
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => (200, json!({"url": shared.ws_url()})),
        ("GET", ["gateway", "bot"]) => (
            200,
            json!({"url": shared.ws_url(), "shards": state.recommended_shards.max(1), "session_start_limit":
                {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}}),
        ),
        ("GET", ["users", "@me"]) => (200, shared.bot.clone()),
        ("POST", ["users", "@me", "channels"]) => dm_channel(state, body),
        ("PUT", ["applications", app, "guilds", _, "commands"]) | ("PUT", ["applications", app, "commands"]) => {
            registered(state, app, body)
        }
        ("POST", ["interactions", _, token, "callback"]) => callback(state, token, body),
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => edit_original(shared, state, token, body),
        ("POST", ["webhooks", _, token]) => follow_up(shared, state, token, body),
        ("POST", ["channels", channel, "messages"]) => post(shared, state, channel, body),
        ("PATCH", ["channels", _, "messages", id]) => edit(shared, state, id, body),
        ("DELETE", ["channels", _, "messages", id]) => delete(state, id),
        ("GET", ["channels", channel, "messages"]) => list(shared, state, channel, query),
        _ => error(404, 0, "404: Not Found"),
    }
}

fn dm_channel(state: &mut State, body: &Value) -> (u16, Value) {
    let Some(user) = body["recipient_id"].as_str().map(str::to_owned) else {
        return error(400, 50035, "Invalid Form Body");
    };
    let channel = match state.dm_channels.get(&user) {
        Some(channel) => channel.clone(),
        None => {
            let channel = state.next_id();
            state.dm_channels.insert(user.clone(), channel.clone());
            channel
        }
    };
    let recipient = payload::user(&user, &format!("user-{user}"), false);
    (
        200,
        json!({"id": channel, "type": 1, "last_message_id": null, "recipients": [recipient]}),
    )
}

/// Bulk overwrite: answers the commands as Discord stores them.
fn registered(state: &mut State, app: &str, body: &Value) -> (u16, Value) {
    let commands = body.as_array().cloned().unwrap_or_default();
    let stored: Vec<Value> = commands
        .into_iter()
        .map(|mut c| {
            c["id"] = json!(state.next_id());
            c["application_id"] = json!(app);
            c["version"] = json!("1");
            c["type"] = c.get("type").cloned().unwrap_or(json!(1));
            c["default_member_permissions"] = Value::Null;
            c
        })
        .collect();
    (200, Value::Array(stored))
}

fn callback(state: &mut State, token: &str, body: &Value) -> (u16, Value) {
    let Some(pushed) = state.interactions.get(token).cloned() else {
        return error(404, 10062, "Unknown interaction");
    };
    if pushed.acknowledged {
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let data = &body["data"];
    let original = match body["type"].as_u64() {
        // CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
        Some(4) | Some(5) => Some(create(state, &pushed.channel, data, Origin::Response, Some(token))),
        // UPDATE_MESSAGE: the clicked message is edited in place, and is the press's `@original` from then on.
        Some(7) => {
            let now = state.tick();
            if let Some(message) = pushed.clicked.as_deref().and_then(|id| state.message_mut(id)) {
                apply_edit(message, data, now);
            }
            pushed.clicked.clone()
        }
        // DEFERRED_UPDATE_MESSAGE: the clicked message is the press's `@original`, edited later.
        Some(6) => pushed.clicked.clone(),
        // APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
        Some(8) => None,
        _ => return error(400, 50035, "Invalid Form Body"),
    };
    let entry = state.interactions.get_mut(token).expect("interaction exists");
    entry.acknowledged = true;
    entry.original = original.clone();
    entry.callback = Some(body.clone());
    if !state.callbacks_with_body {
        return (204, Value::Null);
    }
    let interaction = json!({"id": pushed.id, "response_message_id": original});
    (
        200,
        json!({"interaction": interaction, "resource": {"type": body["type"]}}),
    )
}

fn create(state: &mut State, channel: &str, data: &Value, origin: Origin, token: Option<&str>) -> String {
    let id = state.next_id();
    state.messages.push(Stored {
        id: id.clone(),
        channel: channel.to_owned(),
        content: data["content"].as_str().unwrap_or("").to_owned(),
        components: data.get("components").cloned().unwrap_or(json!([])),
        ephemeral: data["flags"].as_u64().is_some_and(|f| f & 64 != 0),
        origin,
        token: token.map(str::to_owned),
        edits: 0,
        attachments: file_names(data),
        deleted: false,
        touched: 0,
    });
    let now = state.tick();
    state.message_mut(&id).expect("just created").touched = now;
    id
}

fn apply_edit(message: &mut Stored, data: &Value, now: u64) {
    message.touched = now;
    if let Some(content) = data.get("content").and_then(Value::as_str) {
        message.content = content.to_owned();
    }
    if let Some(components) = data.get("components") {
        message.components = components.clone();
    }
    if data.get("attachments").is_some() {
        // Attachments sent replace the message's (keeping an existing one by id is not used by the bot).
        message.attachments = file_names(data);
    }
    message.edits += 1;
}

/// The names of the files uploaded with a multipart body.
fn file_names(data: &Value) -> Vec<String> {
    let files = data["files"].as_array().cloned().unwrap_or_default();
    files
        .iter()
        .filter_map(|f| f["filename"].as_str().map(str::to_owned))
        .collect()
}

fn json_of(shared: &Shared, m: &Stored) -> Value {
    let flags = if m.ephemeral { 64 } else { 0 };
    payload::message(&m.id, &m.channel, &shared.bot, &m.content, &m.components, flags)
}

fn edit_original(shared: &Shared, state: &mut State, token: &str, body: &Value) -> (u16, Value) {
    let original = state.interactions.get(token).and_then(|i| i.original.clone());
    let now = state.tick();
    match original.and_then(|id| state.message_mut(&id)) {
        Some(message) => {
            apply_edit(message, body, now);
            let message = message.clone();
            (200, json_of(shared, &message))
        }
        None => error(404, 10008, "Unknown Message"),
    }
}

fn follow_up(shared: &Shared, state: &mut State, token: &str, body: &Value) -> (u16, Value) {
    let Some(pushed) = state.interactions.get(token).cloned() else {
        return error(404, 10015, "Unknown Webhook");
    };
    if !pushed.acknowledged {
        return error(400, 40060, "The interaction has not been acknowledged");
    }
    let id = create(state, &pushed.channel, body, Origin::FollowUp, Some(token));
    let message = state.message(&id).expect("just created").clone();
    (200, json_of(shared, &message))
}

fn post(shared: &Shared, state: &mut State, channel: &str, body: &Value) -> (u16, Value) {
    let refused = state
        .dm_channels
        .iter()
        .any(|(user, dm)| dm == channel && state.refusing_dms.contains(user));
    if refused {
        return error(403, 50007, "Cannot send messages to this user");
    }
    let id = create(state, channel, body, Origin::Post, None);
    let message = state.message(&id).expect("just created").clone();
    (200, json_of(shared, &message))
}

fn edit(shared: &Shared, state: &mut State, id: &str, body: &Value) -> (u16, Value) {
    let now = state.tick();
    match state.message_mut(id).filter(|m| !m.deleted) {
        Some(message) => {
            apply_edit(message, body, now);
            let message = message.clone();
            (200, json_of(shared, &message))
        }
        None => error(404, 10008, "Unknown Message"),
    }
}

fn delete(state: &mut State, id: &str) -> (u16, Value) {
    match state.message_mut(id).filter(|m| !m.deleted) {
        Some(message) => {
            message.deleted = true;
            (204, Value::Null)
        }
        None => error(404, 10008, "Unknown Message"),
    }
}

/// `?after=ID&limit=N`: the visible messages newer than ID, newest first, as Discord answers.
fn list(shared: &Shared, state: &mut State, channel: &str, query: &str) -> (u16, Value) {
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|kv| kv.strip_prefix(name).and_then(|rest| rest.strip_prefix('=')))
    };
    let after: u64 = param("after").and_then(|v| v.parse().ok()).unwrap_or(0);
    let limit: usize = param("limit").and_then(|v| v.parse().ok()).unwrap_or(50);
    let mut newer: Vec<&Stored> = state
        .channel(channel)
        .into_iter()
        .filter(|m| m.id.parse::<u64>().unwrap_or(0) > after)
        .collect();
    newer.truncate(limit);
    newer.reverse();
    (
        200,
        Value::Array(newer.into_iter().map(|m| json_of(shared, m)).collect()),
    )
}
