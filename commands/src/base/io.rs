//! What crosses the line between the host and a transport (Discord, `galleon script`, `galleon local`).
//!
//! Everything is plain data: ids are strings (a Discord snowflake in decimal, or a name in script mode), so the
//! host never sees a transport type.

use serde::{Deserialize, Serialize};

use crate::base::doc::{Doc, MARK};

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
    /// The other language galleon speaks.
    pub fn other(self) -> Locale {
        match self {
            Locale::En => Locale::Fr,
            Locale::Fr => Locale::En,
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
    /// The place the channel belongs to (a Discord server's id), if any: per-server statistics are kept by it.
    /// The terminal modes and direct messages have none.
    #[serde(default)]
    pub server: Option<String>,
    pub input: Input,
}

impl Request {
    /// A slash command typed by `user` in `channel` (no admin, no server), options as (name, value).
    pub fn command(channel: &str, user: User, locale: Locale, name: &str, options: &[(&str, &str)]) -> Request {
        Request {
            channel: channel.to_string(),
            user,
            locale,
            admin: false,
            server: None,
            input: Input::Command {
                name: name.to_string(),
                options: options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
            },
        }
    }
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
    /// A reply only the acting user sees, shown in place of the message whose button they pressed (the steps of
    /// `/replay`): the transport edits that message. Answering anything but a button press, it is an
    /// [`Target::Ephemeral`] reply.
    Update { user: String },
    /// A short new post calling `users` (ids) to act. Its text names them with [`user_mark`]s: the transport
    /// renders those its own way, lets exactly these users be notified, deletes its `previous` ping in the
    /// channel and reports the new one's id through the host's ping-message setter. With no users (and no
    /// text) it only deletes `previous` and reports that the channel has no ping left.
    Ping {
        channel: String,
        users: Vec<String>,
        previous: Option<String>,
    },
    /// A new post in the channel with a file attached: the message's text is its caption, `content` the file's
    /// text, `name` its file name. Terminal modes name the file instead of showing it.
    File {
        channel: String,
        name: String,
        content: String,
    },
    /// The picture of the board, sent right after the board message it illustrates (the message's text and
    /// buttons are empty). The transport rasterizes `svg` (`width` × `height` pixels, see `galleon_images::png`)
    /// off the command path and attaches it to the table's board message, replacing the previous picture;
    /// terminal modes write it to a file when asked and print nothing.
    BoardImage {
        channel: String,
        svg: String,
        width: u32,
        height: u32,
    },
    /// The picture of the private answer just given to `user` (a step of `/replay`), sent right after it (the
    /// message's text and buttons are empty): the transport rasterizes `svg` off the command path and attaches
    /// it to that answer, replacing its previous picture; terminal modes write it to a file when asked and print
    /// nothing.
    AnswerImage {
        user: String,
        svg: String,
        width: u32,
        height: u32,
    },
    /// An older message of the channel whose buttons no longer apply (the board `/board` just posted anew
    /// replaces it): the transport removes its buttons and keeps its text. Sent after the message replacing it;
    /// the message's own text and buttons are empty. Terminal modes show nothing.
    Strip { channel: String, message: String },
}

/// A user named in a text, for the transport to render (Discord `<@id>`, the terminal `@name`).
pub fn user_mark(id: &str) -> String {
    format!("{MARK}@{id}{MARK}")
}

/// A channel named in a text, for the transport to render (Discord `<#id>`, the terminal `#name`).
pub fn channel_mark(id: &str) -> String {
    format!("{MARK}#{id}{MARK}")
}

/// How a user wants to be called to their turn (`/notify`), kept across tables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NotifyMode {
    /// Named in a short channel post.
    #[default]
    Mention,
    /// A direct message.
    Dm,
    /// Nothing.
    Off,
}

impl NotifyMode {
    /// Reads a `/notify mode:` value, in English or French.
    pub fn parse(value: &str) -> Option<NotifyMode> {
        match value.trim().to_lowercase().as_str() {
            "mention" => Some(NotifyMode::Mention),
            "dm" | "mp" => Some(NotifyMode::Dm),
            "off" | "non" => Some(NotifyMode::Off),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            NotifyMode::Mention => "mention",
            NotifyMode::Dm => "dm",
            NotifyMode::Off => "off",
        }
    }
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
    /// What to show, for the transport to render in its own markup (see [`crate::base::doc`]).
    pub body: Doc,
    pub buttons: Vec<Button>,
}

impl Message {
    /// A message of a marked-up text (see [`Doc::parse`]).
    pub fn new(to: Target, text: &str) -> Message {
        Message {
            to,
            body: Doc::parse(text),
            buttons: Vec::new(),
        }
    }

    /// The body as plain text (logs, tests, the terminal).
    pub fn text(&self) -> String {
        self.body.plain()
    }
}

/// What a transport can show at once. Each transport declares its own (see `Host::with_limits`); the host fits
/// boards, buttons, labels and suggestions to them and never cuts a text for any one transport.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Characters in one message, as [`Limits::measure`] counts them.
    pub text: usize,
    /// Buttons under one message.
    pub buttons: usize,
    /// Characters in a button label.
    pub label: usize,
    /// Characters in a button id.
    pub id: usize,
    /// Autocomplete suggestions in one answer, and characters in each.
    pub choices: usize,
    pub choice_text: usize,
    /// How many characters a document takes once the transport has written it, its own markup included.
    pub measure: fn(&Doc) -> usize,
}

impl Limits {
    /// A chat message of plain text: the host's default until a transport declares its own, and the terminal's.
    pub const CHAT: Limits = Limits {
        text: 2000,
        buttons: 25,
        label: 80,
        id: 100,
        choices: 25,
        choice_text: 100,
        measure: plain_length,
    };

    /// Whether `doc` fits one message.
    pub fn fits(&self, doc: &Doc) -> bool {
        (self.measure)(doc) <= self.text
    }
}

/// The length of a document written as plain text.
pub fn plain_length(doc: &Doc) -> usize {
    doc.plain_len()
}

/// One autocomplete suggestion: what is shown and what is filled in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub label: String,
    pub value: String,
}

/// The schema of a slash command, in both languages, for registration by a transport. The code declares the
/// names and shapes ([`OptionShape`]); the words come from the translation files (`words::commands`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CommandSpec {
    pub name: &'static str,
    pub name_fr: String,
    pub description_en: String,
    pub description_fr: String,
    pub options: Vec<OptionSpec>,
    /// Also offered in a direct message with the bot (a command that reads no channel's table, like `/tables`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_dms: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OptionSpec {
    pub name: &'static str,
    pub name_fr: String,
    pub description_en: String,
    pub description_fr: String,
    pub kind: OptionKind,
    pub required: bool,
    /// A fixed set of values (empty when free or autocompleted).
    pub choices: Vec<ChoiceSpec>,
    /// Values depend on the game state: the transport asks the host for suggestions as the user types.
    pub autocomplete: bool,
}

/// An option of a command as the code declares it: its name, kind and values, without words, and who reads its
/// value.
#[derive(Clone, Debug)]
pub struct OptionShape {
    pub name: &'static str,
    pub kind: OptionKind,
    pub required: bool,
    pub choices: Choices,
    /// Values depend on the game state (see [`OptionSpec::autocomplete`]).
    pub autocomplete: bool,
    pub read: Read,
}

/// Reads an option's typed value against its declared values, refusing in its own words.
pub type Reader = fn(&str, &Choices) -> Result<(), galleon_rules::RuleError>;

/// Who checks an option's value before the command runs (its presence and name are always checked).
#[derive(Clone, Copy, Debug)]
pub enum Read {
    /// The shape: a whole number where the kind is one, one of the values (in any case) where there are values.
    Shape,
    /// This function, which also takes the other spellings people type (French words among them).
    By(Reader),
    /// What uses it, later: a game's engine (its `/start` options, read together) or a handler that needs the
    /// table to judge it (a seat's number).
    Later,
}

/// The values an option takes, and where their names come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choices {
    /// Any value, typed or suggested.
    Free,
    /// These values, each named by its own message (`choice-<command>-<option>-<value>`).
    Fixed(Vec<&'static str>),
    /// These values, each named by the message `<prefix><value>` (the games: `game-puerto-rico`).
    Named(&'static str, Vec<&'static str>),
    /// These values, their own names in every language (content packs).
    Verbatim(Vec<String>),
}

impl Choices {
    /// Whether `value` is one of the fixed values (any value when free).
    pub fn allows(&self, value: &str) -> bool {
        match self {
            Choices::Free => true,
            Choices::Fixed(values) | Choices::Named(_, values) => values.contains(&value),
            Choices::Verbatim(values) => values.iter().any(|v| v == value),
        }
    }

    /// The values it is restricted to (none when free).
    pub fn values(&self) -> Vec<&str> {
        match self {
            Choices::Free => Vec::new(),
            Choices::Fixed(values) | Choices::Named(_, values) => values.to_vec(),
            Choices::Verbatim(values) => values.iter().map(String::as_str).collect(),
        }
    }
}

impl OptionShape {
    fn new(name: &'static str, kind: OptionKind, required: bool) -> OptionShape {
        OptionShape {
            name,
            kind,
            required,
            choices: Choices::Free,
            autocomplete: false,
            read: Read::Shape,
        }
    }

    /// A text option.
    pub fn text(name: &'static str, required: bool) -> OptionShape {
        OptionShape::new(name, OptionKind::String, required)
    }

    /// A whole number.
    pub fn integer(name: &'static str, required: bool) -> OptionShape {
        OptionShape::new(name, OptionKind::Integer, required)
    }

    /// A member of the server.
    pub fn user(name: &'static str, required: bool) -> OptionShape {
        OptionShape::new(name, OptionKind::User, required)
    }

    /// Restricted to `values`, each named by its own message.
    pub fn choosing(self, values: &[&'static str]) -> OptionShape {
        self.with_choices(Choices::Fixed(values.to_vec()))
    }

    pub fn with_choices(self, choices: Choices) -> OptionShape {
        OptionShape {
            choices,
            autocomplete: false,
            ..self
        }
    }

    /// Its value read by `reader` (see [`Read::By`]).
    pub fn read_by(self, reader: Reader) -> OptionShape {
        OptionShape {
            read: Read::By(reader),
            ..self
        }
    }

    /// Its value judged by what uses it (see [`Read::Later`]).
    pub fn read_later(self) -> OptionShape {
        OptionShape {
            read: Read::Later,
            ..self
        }
    }

    /// Its values are suggested as the user types.
    pub fn completing(self) -> OptionShape {
        OptionShape {
            autocomplete: true,
            ..self
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum OptionKind {
    String,
    Integer,
    /// A member of the server, picked from a list. Its value is [`user_option`]: the transport adds the
    /// display name it knows to the id.
    User,
}

/// Separates the id from the display name in a user option's value (ids hold no control character).
const USER_SEPARATOR: char = '\u{1f}';

/// The value of a user option as a transport sends it: the user's id, then their display name.
pub fn user_option(id: &str, name: &str) -> String {
    format!("{id}{USER_SEPARATOR}{name}")
}

/// The user a user option names. A value without a name (typed in the terminal modes, where a user's id is
/// their name) is both.
pub fn parse_user_option(value: &str) -> User {
    let value = value.trim();
    let (id, name) = value.split_once(USER_SEPARATOR).unwrap_or((value, value));
    User {
        id: id.to_string(),
        name: name.to_string(),
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChoiceSpec {
    pub value: String,
    pub name_en: String,
    pub name_fr: String,
}
