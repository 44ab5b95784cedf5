//! JSON shaped like Discord's: users, members, messages and interactions, with every field serenity 0.12.5 needs
//! to deserialize them.

use serde_json::{json, Value};

/// A member of the test guild.
#[derive(Clone, Debug)]
pub struct Person {
    pub id: String,
    pub name: String,
    /// Discord locale tag of the person's client (`en-US`, `fr`).
    pub locale: String,
}

impl Person {
    pub fn new(id: u64, name: &str, locale: &str) -> Person {
        Person {
            id: id.to_string(),
            name: name.to_owned(),
            locale: locale.to_owned(),
        }
    }
}

/// Where interactions happen.
#[derive(Clone, Debug)]
pub struct Place {
    pub application: String,
    pub guild: String,
    pub channel: String,
}

pub const TIMESTAMP: &str = "2024-05-01T12:00:00.000000+00:00";

pub fn user(id: &str, name: &str, bot: bool) -> Value {
    json!({
        "id": id, "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": bot,
        "public_flags": 0
    })
}

pub fn member(person: &Person) -> Value {
    json!({
        "user": user(&person.id, &person.name, false),
        "nick": null, "roles": [], "joined_at": TIMESTAMP, "deaf": false, "mute": false, "flags": 0,
        "pending": false, "permissions": "2147483647"
    })
}

/// A message as the REST API returns it.
pub fn message(id: &str, channel: &str, author: &Value, content: &str, components: &Value, flags: u64) -> Value {
    json!({
        "id": id, "channel_id": channel, "author": author, "content": content, "timestamp": TIMESTAMP,
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0, "flags": flags, "components": components
    })
}

fn base(place: &Place, id: &str, token: &str, kind: u8, person: &Person) -> Value {
    json!({
        "id": id, "application_id": place.application, "type": kind, "token": token, "version": 1,
        "guild_id": place.guild, "channel_id": place.channel,
        "channel": {"id": place.channel, "type": 0, "name": "game-room", "guild_id": place.guild},
        "member": member(person),
        "app_permissions": "2147483647", "locale": person.locale, "guild_locale": "en-US",
        "entitlements": [], "authorizing_integration_owners": {"0": place.guild}, "context": 0,
        "attachment_size_limit": 26214400
    })
}

/// An option value as Discord sends it: integers as numbers, the rest as strings.
pub fn option(name: &str, value: &str, integer: bool) -> Value {
    match (integer, value.parse::<i64>()) {
        (true, Ok(n)) => json!({"name": name, "type": 4, "value": n}),
        _ => json!({"name": name, "type": 3, "value": value}),
    }
}

/// A slash command (type 2).
pub fn command(place: &Place, id: &str, token: &str, person: &Person, name: &str, options: Vec<Value>) -> Value {
    let mut v = base(place, id, token, 2, person);
    v["data"] = json!({"id": "1000", "name": name, "type": 1, "options": options, "guild_id": place.guild});
    v
}

/// Autocomplete (type 4): `focused` is the option being typed, with what was typed so far.
pub fn autocomplete(
    place: &Place,
    id: &str,
    token: &str,
    person: &Person,
    name: &str,
    focused: (&str, &str),
    others: Vec<Value>,
) -> Value {
    let mut options = others;
    options.push(json!({"name": focused.0, "type": 3, "value": focused.1, "focused": true}));
    let mut v = base(place, id, token, 4, person);
    v["data"] = json!({"id": "1000", "name": name, "type": 1, "options": options, "guild_id": place.guild});
    v
}

/// A button press (type 3) on `message` (a full message object).
pub fn button(place: &Place, id: &str, token: &str, person: &Person, custom_id: &str, message: Value) -> Value {
    let mut v = base(place, id, token, 3, person);
    v["data"] = json!({"custom_id": custom_id, "component_type": 2});
    v["message"] = message;
    v
}
