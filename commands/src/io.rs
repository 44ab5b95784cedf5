//! What crosses the line between the host and a transport (Discord, `galleon script`, `galleon local`).
//!
//! Everything is plain data: ids are strings (a Discord snowflake in decimal, or a name in script mode), so the
//! host never sees a transport type.

use serde::{Deserialize, Serialize};

/// The languages galleon speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    En,
    Fr,
}

impl Locale {
    /// Maps a Discord locale tag (`fr`, `en-US`, `en-GB`, …) to a galleon language; anything else is English.
    pub fn from_tag(tag: &str) -> Locale {
        if tag.to_ascii_lowercase().starts_with("fr") {
            Locale::Fr
        } else {
            Locale::En
        }
    }

    pub fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Fr => "fr",
        }
    }
}

/// Who acted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    /// Stable id (Discord user id, or the name in script mode).
    pub id: String,
    /// Display name used in posts.
    pub name: String,
}

/// One interaction from a user in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub channel: String,
    pub user: User,
    /// The user's own locale (for ephemeral replies and DMs).
    pub locale: Locale,
    /// The transport vouches that the user administers the place the channel belongs to (on Discord: the
    /// Manage Server permission). Such a user may clear a table that can no longer be loaded.
    #[serde(default)]
    pub admin: bool,
    pub input: Input,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Input {
    /// A slash command with its named options, values as typed.
    Command {
        name: String,
        options: Vec<(String, String)>,
    },
    /// A press on a button the host offered earlier.
    Button { id: String },
}

/// A user typing into an option with autocomplete: the transport asks which values to suggest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AutocompleteRequest {
    pub channel: String,
    pub user: User,
    pub locale: Locale,
    pub command: String,
    /// The option being typed.
    pub option: String,
    /// What the user typed so far in that option.
    pub typed: String,
    /// The other options already filled in.
    pub options: Vec<(String, String)>,
}

/// Where a message goes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// A new post in the channel.
    Channel { channel: String },
    /// The table's single board message: edit it in place (`message` is the id the transport reported through
    /// the host's board-message setter) or post it anew when `message` is `None` or the edit fails.
    Board { channel: String, message: Option<String> },
    /// A direct message to one user.
    Dm { user: String },
    /// A reply only the acting user sees.
    Ephemeral { user: String },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    /// Self-describing id (≤ 100 chars): stays meaningful after a restart.
    pub id: String,
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub to: Target,
    pub text: String,
    pub buttons: Vec<Button>,
}

/// One autocomplete suggestion: what is shown and what is filled in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub label: String,
    pub value: String,
}

/// The schema of a slash command, in both languages, for registration by a transport.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CommandSpec {
    pub name: &'static str,
    pub name_fr: &'static str,
    pub description_en: &'static str,
    pub description_fr: &'static str,
    pub options: Vec<OptionSpec>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OptionSpec {
    pub name: &'static str,
    pub name_fr: &'static str,
    pub description_en: &'static str,
    pub description_fr: &'static str,
    pub kind: OptionKind,
    pub required: bool,
    /// A fixed set of values (empty when free or autocompleted).
    pub choices: Vec<ChoiceSpec>,
    /// Values depend on the game state: the transport asks the host for suggestions as the user types.
    pub autocomplete: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum OptionKind {
    String,
    Integer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChoiceSpec {
    pub value: &'static str,
    pub name_en: &'static str,
    pub name_fr: &'static str,
}
