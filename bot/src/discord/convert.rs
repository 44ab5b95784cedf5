//! Discord interactions as the host's plain requests, and the host's ids as Discord's.
//!
//! The acting user's name is their server nickname, else their global display name, else their username. Option
//! values travel as text (integers in decimal); a user option (`/replace`) travels as the user's id and display
//! name (the same choice, from the interaction's resolved data) joined by [`user_option`]; options of kinds
//! galleon never registers (roles, …) travel as their id so the host can still refuse them clearly. The user's own locale picks the language of ephemeral
//! replies and DMs; the guild's locale is not used (a table's language is the host's business). A member with
//! the Manage Server permission (or Administrator) is flagged `admin` on the request.
//!
//! The other way, the host's ids (decimal text) become Discord's with [`channel_id`], [`user_id`] and
//! [`message_id`], for every file that sends (the handler, the outbox, the AI drivers, the reminders).

use galleon_commands::io::{user_option, AutocompleteRequest, Input, Locale, Request, User};
use serenity::model::application::{
    CommandDataOption, CommandDataOptionValue, CommandDataResolved, CommandInteraction, ComponentInteraction,
};
use serenity::model::guild::Member;
use serenity::model::id::{ChannelId, MessageId, UserId};

pub fn command_request(interaction: &CommandInteraction) -> Request {
    Request {
        channel: interaction.channel_id.to_string(),
        user: user(&interaction.user, interaction.member.as_deref()),
        locale: Locale::from_tag(&interaction.locale),
        admin: is_admin(interaction.member.as_deref()),
        server: interaction.guild_id.map(|id| id.to_string()),
        input: Input::Command {
            name: interaction.data.name.clone(),
            options: options(&interaction.data.options, &interaction.data.resolved),
        },
    }
}

pub fn button_request(interaction: &ComponentInteraction) -> Request {
    Request {
        channel: interaction.channel_id.to_string(),
        user: user(&interaction.user, interaction.member.as_ref()),
        locale: Locale::from_tag(&interaction.locale),
        admin: is_admin(interaction.member.as_ref()),
        server: interaction.guild_id.map(|id| id.to_string()),
        input: Input::Button {
            id: interaction.data.custom_id.clone(),
        },
    }
}

/// The option being typed and the others already filled in. `None` when Discord sent no focused option.
pub fn autocomplete_request(interaction: &CommandInteraction) -> Option<AutocompleteRequest> {
    let focused = interaction.data.autocomplete()?;
    let others = options(&interaction.data.options, &interaction.data.resolved)
        .into_iter()
        .filter(|(name, _)| name != focused.name)
        .collect();
    Some(AutocompleteRequest {
        channel: interaction.channel_id.to_string(),
        user: user(&interaction.user, interaction.member.as_deref()),
        locale: Locale::from_tag(&interaction.locale),
        command: interaction.data.name.clone(),
        option: focused.name.to_owned(),
        typed: focused.value.to_owned(),
        options: others,
    })
}

fn user(user: &serenity::model::user::User, member: Option<&Member>) -> User {
    let name = member.map_or_else(|| user.display_name(), Member::display_name);
    User {
        id: user.id.to_string(),
        name: name.to_owned(),
    }
}

/// Whether the member may manage the server (or is an administrator): Discord sends the member's computed
/// permissions with every interaction in a server. Outside a server (a DM) there is no member: not an admin.
fn is_admin(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

/// Named option values as text. Sub-commands are flattened (galleon registers none, but a stale registration
/// must not crash the bot).
pub fn options(list: &[CommandDataOption], resolved: &CommandDataResolved) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for option in list {
        match &option.value {
            CommandDataOptionValue::SubCommand(inner) | CommandDataOptionValue::SubCommandGroup(inner) => {
                out.extend(options(inner, resolved))
            }
            CommandDataOptionValue::User(id) => {
                let nick = resolved.members.get(id).and_then(|m| m.nick.as_deref());
                let name = nick.or_else(|| resolved.users.get(id).map(|u| u.display_name()));
                let id = id.to_string();
                let value = user_option(&id, name.unwrap_or(&id));
                out.push((option.name.clone(), value));
            }
            value => out.push((option.name.clone(), value_text(value))),
        }
    }
    out
}

fn value_text(value: &CommandDataOptionValue) -> String {
    match value {
        CommandDataOptionValue::Autocomplete { value, .. } | CommandDataOptionValue::String(value) => value.clone(),
        CommandDataOptionValue::Boolean(b) => b.to_string(),
        CommandDataOptionValue::Integer(n) => n.to_string(),
        CommandDataOptionValue::Number(x) => x.to_string(),
        CommandDataOptionValue::Attachment(id) => id.to_string(),
        CommandDataOptionValue::Channel(id) => id.to_string(),
        CommandDataOptionValue::Mentionable(id) => id.to_string(),
        CommandDataOptionValue::Role(id) => id.to_string(),
        CommandDataOptionValue::User(id) => id.to_string(),
        _ => String::new(),
    }
}

/// The host's channel id (decimal text) as Discord's; None when it is not one (not a number, or 0).
pub(super) fn channel_id(text: &str) -> Option<ChannelId> {
    text.parse().ok().filter(|id| *id != 0).map(ChannelId::new)
}

/// The host's user id as Discord's, like [`channel_id`].
pub(super) fn user_id(text: &str) -> Option<UserId> {
    text.parse().ok().filter(|id| *id != 0).map(UserId::new)
}

/// The host's message id, if any, as Discord's, like [`channel_id`].
pub(super) fn message_id(text: Option<&str>) -> Option<MessageId> {
    text?.parse().ok().filter(|id| *id != 0).map(MessageId::new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn parse(value: serde_json::Value) -> Vec<CommandDataOption> {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn option_values_become_text() {
        let list = parse(json!([
            {"name": "game", "type": 3, "value": "puerto-rico"},
            {"name": "seats", "type": 4, "value": 4},
            {"name": "public", "type": 5, "value": true},
        ]));
        assert_eq!(
            options(&list, &CommandDataResolved::default()),
            vec![
                ("game".into(), "puerto-rico".into()),
                ("seats".into(), "4".into()),
                ("public".into(), "true".into())
            ]
        );
    }

    fn member(permissions: Option<&str>) -> Member {
        let mut member = json!({
            "user": {"id": "7", "username": "ann", "discriminator": "0", "global_name": null, "avatar": null},
            "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false,
            "mute": false, "flags": 0, "pending": false
        });
        if let Some(permissions) = permissions {
            member["permissions"] = permissions.into();
        }
        serde_json::from_value(member).unwrap()
    }

    #[test]
    fn manage_server_or_administrator_makes_an_admin() {
        assert!(is_admin(Some(&member(Some("32")))), "Manage Server");
        assert!(is_admin(Some(&member(Some("8")))), "Administrator");
        assert!(!is_admin(Some(&member(Some("2048")))), "Send Messages only");
        assert!(!is_admin(Some(&member(None))));
        assert!(!is_admin(None), "a DM has no member");
    }

    #[test]
    fn a_user_option_carries_the_nickname_else_the_display_name() {
        let list = parse(json!([
            {"name": "player", "type": 6, "value": "11"},
            {"name": "with", "type": 6, "value": "12"},
        ]));
        let resolved: CommandDataResolved = serde_json::from_value(json!({
            "users": {
                "11": {"id": "11", "username": "bob", "discriminator": "0", "global_name": "Bobby", "avatar": null},
                "12": {"id": "12", "username": "carol", "discriminator": "0", "global_name": null, "avatar": null},
            },
            "members": {"11": {"nick": "Bob the Bold", "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0}},
        }))
        .unwrap();
        assert_eq!(
            options(&list, &resolved),
            vec![
                ("player".into(), user_option("11", "Bob the Bold")),
                ("with".into(), user_option("12", "carol")),
            ]
        );
        let user = galleon_commands::io::parse_user_option(&options(&list, &resolved)[1].1);
        assert_eq!((user.id.as_str(), user.name.as_str()), ("12", "carol"));
    }

    #[test]
    fn subcommands_are_flattened() {
        let list = parse(json!([
            {"name": "table", "type": 1, "options": [{"name": "game", "type": 3, "value": "santiago"}]}
        ]));
        let none = CommandDataResolved::default();
        assert_eq!(options(&list, &none), vec![("game".into(), "santiago".into())]);
    }
}
