//! `galleon script`: plays a chat transcript through the host and prints what the bot would send
//! (the format is described in `docs/script.md`). `galleon local` uses the same runner line by line.
//!
//! Lines:
//! - `# comment` and blank lines are ignored;
//! - `[channel] user> /command name:value name:"value with spaces"` (channel defaults to `table`; inside
//!   quotes `\"` and `\\` escape);
//! - `user> !click <button-id>` presses a button (the confirmation of an `/abort` is
//!   `a1:<channel>:<game number>:<user>`, see `abort.rs`);
//! - `!restart` drops the host and reopens the store, as after a crash;
//! - `!wait <duration>` (`!wait 13h`, `!wait 30m`, `!wait 2d`, `!wait 1h30`) moves the script's clock forward,
//!   then prints the turn reminders and clock timeouts due and the AI moves due, as the bot's periodic check would
//!   (see `remind.rs`, `takeover.rs`).
//! - AI seats (`/addbot`) play right after the line that hands them the turn, and after a `!restart` (see
//!   `ai_turn.rs`), thinking with a fixed budget and a seed drawn from the game's, so a script replays the same. The script's clock
//!   is the system clock (or a test's) plus every `!wait` so far; it keeps running across `!restart`.
//!
//! In script mode a user's id is their name and every user speaks the `--locale` language. The runner plays
//! the transport's part for board messages: when the host posts a board anew, the runner reports the id
//! `board-<channel>` back, as Discord's adapter reports the real message id (and `ping-<channel>` for a turn
//! ping, a channel line naming the players called: `[#table] 🔔 @alice: your turn (Puerto Rico).`).

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

use serde::Serialize;

use crate::base::clock::{Clock, SystemClock};
use crate::base::error::HostError;
use crate::base::io::{Input, Locale, Message, Request, Target, User};
use crate::games::Registry;
use crate::host::Host;

/// The channel of lines without `[channel]`.
pub const DEFAULT_CHANNEL: &str = "table";

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Restart,
    /// `!wait <duration>`, in seconds.
    Wait(u64),
    Act {
        channel: String,
        user: String,
        input: Input,
    },
}

/// Why a line could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malformed(pub String);

/// Reads one line; `Ok(None)` for comments and blank lines.
pub fn parse_line(line: &str) -> Result<Option<Line>, Malformed> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    if line == "!restart" {
        return Ok(Some(Line::Restart));
    }
    if let Some(rest) = line.strip_prefix("!wait") {
        let seconds = crate::handlers::remind::parse_duration(rest).filter(|_| rest.starts_with(char::is_whitespace));
        return seconds
            .map(|s| Some(Line::Wait(s)))
            .ok_or_else(|| Malformed("expected `!wait <duration>`, e.g. `!wait 13h`, `!wait 30m`".into()));
    }
    let (channel, rest) = match line.strip_prefix('[') {
        Some(rest) => {
            let (channel, rest) = rest
                .split_once(']')
                .ok_or_else(|| Malformed("`[` without `]`".into()))?;
            let channel = channel.trim();
            if channel.is_empty() {
                return Err(Malformed("empty channel name".into()));
            }
            (channel.to_string(), rest.trim_start())
        }
        None => (DEFAULT_CHANNEL.to_string(), line),
    };
    let (user, action) = rest
        .split_once('>')
        .ok_or_else(|| Malformed("expected `user> /command` or `user> !click <id>`".into()))?;
    let user = user.trim();
    if user.is_empty() || user.contains(char::is_whitespace) {
        return Err(Malformed(format!("bad user name {user:?}")));
    }
    let input = parse_action(action.trim())?;
    Ok(Some(Line::Act {
        channel,
        user: user.to_string(),
        input,
    }))
}

/// Reads the next line of a transcript without its line ending: `None` at the end, a [`Malformed`] line
/// (read whole, so the next one is read normally) when it is not UTF-8 text, an error when reading fails.
pub fn read_line(input: &mut impl BufRead) -> std::io::Result<Option<Result<String, Malformed>>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    let end = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
    let end = end.strip_suffix(b"\r").unwrap_or(end);
    Ok(Some(match String::from_utf8(end.to_vec()) {
        Ok(line) => Ok(line),
        Err(_) => Err(Malformed(format!(
            "not UTF-8 text (skipped): {}",
            String::from_utf8_lossy(end)
        ))),
    }))
}

/// `/name opt:value …` or `!click id`.
pub fn parse_action(action: &str) -> Result<Input, Malformed> {
    if let Some(rest) = action.strip_prefix("!click") {
        // The id is the rest of the line: ids hold move texts, which may contain spaces.
        let id = rest.trim();
        if id.is_empty() || !rest.starts_with(char::is_whitespace) {
            return Err(Malformed("expected `!click <button-id>`".into()));
        }
        return Ok(Input::Button { id: id.to_string() });
    }
    let Some(command) = action.strip_prefix('/') else {
        return Err(Malformed(format!("expected a /command, got {action:?}")));
    };
    let (name, rest) = command.split_once(char::is_whitespace).unwrap_or((command, ""));
    if name.is_empty() {
        return Err(Malformed("empty command name".into()));
    }
    Ok(Input::Command {
        name: name.to_string(),
        options: parse_options(rest)?,
    })
}

/// `name:value name:"quoted value"` pairs.
fn parse_options(text: &str) -> Result<Vec<(String, String)>, Malformed> {
    let mut options = Vec::new();
    let mut chars = text.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        if chars.peek().is_none() {
            return Ok(options);
        }
        let mut name = String::new();
        while let Some(c) = chars.next_if(|&c| c != ':' && !c.is_whitespace()) {
            name.push(c);
        }
        if chars.next() != Some(':') || name.is_empty() {
            return Err(Malformed(format!("expected `name:value`, got {name:?}")));
        }
        let value = if chars.next_if_eq(&'"').is_some() {
            quoted(&mut chars)?
        } else {
            let mut value = String::new();
            while let Some(c) = chars.next_if(|c| !c.is_whitespace()) {
                value.push(c);
            }
            value
        };
        options.push((name, value));
    }
}

fn quoted(chars: &mut std::iter::Peekable<std::str::Chars>) -> Result<String, Malformed> {
    let mut value = String::new();
    loop {
        match chars.next() {
            None => return Err(Malformed("unterminated quote".into())),
            Some('"') => break,
            Some('\\') => match chars.next() {
                Some(c @ ('"' | '\\')) => value.push(c),
                _ => return Err(Malformed("bad escape in quotes (use \\\" or \\\\)".into())),
            },
            Some(c) => value.push(c),
        }
    }
    match chars.peek() {
        Some(c) if !c.is_whitespace() => Err(Malformed("text right after a closing quote".into())),
        _ => Ok(value),
    }
}

/// One message as `--json` prints it.
#[derive(Serialize)]
struct JsonMessage<'a> {
    to: &'static str,
    channel: &'a str,
    user: Option<&'a str>,
    text: &'a str,
    buttons: &'a [crate::base::io::Button],
    /// An attached file (name, content), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<(&'a str, &'a str)>,
}

/// Prints messages as the script mode does: `[#channel]`, `[dm user]`, `[eph user]` line prefixes, or JSON.
pub fn format_messages(channel: &str, messages: &[Message], json: bool) -> String {
    let mut out = String::new();
    for message in messages {
        if matches!(&message.to, Target::Ping { users, .. } if users.is_empty()) {
            // Only the deletion of an old ping: nothing to show.
            continue;
        }
        if matches!(
            message.to,
            Target::BoardImage { .. } | Target::AnswerImage { .. } | Target::Strip { .. }
        ) {
            // A picture is written to a file with `--images`, never printed: transcripts read the same with or
            // without it. An old board losing its buttons has nothing to show.
            continue;
        }
        let (to, channel, user) = match &message.to {
            Target::Channel { channel }
            | Target::Board { channel, .. }
            | Target::Ping { channel, .. }
            | Target::File { channel, .. } => ("channel", channel.as_str(), None),
            Target::BoardImage { channel, .. } | Target::Strip { channel, .. } => ("channel", channel.as_str(), None),
            Target::Dm { user } => ("dm", channel, Some(user.as_str())),
            Target::Ephemeral { user } | Target::Update { user } | Target::AnswerImage { user, .. } => {
                ("ephemeral", channel, Some(user.as_str()))
            }
        };
        let text = &message.text();
        let file = match &message.to {
            Target::File { name, content, .. } => Some((name.as_str(), content.as_str())),
            _ => None,
        };
        if json {
            let line = JsonMessage {
                to,
                channel,
                user,
                text,
                buttons: &message.buttons,
                file,
            };
            out.push_str(&serde_json::to_string(&line).expect("messages serialize"));
            out.push('\n');
            continue;
        }
        let prefix = match (to, user) {
            ("dm", Some(user)) => format!("[dm {user}]"),
            ("ephemeral", Some(user)) => format!("[eph {user}]"),
            _ => format!("[#{channel}]"),
        };
        for line in text.lines() {
            out.push_str(format!("{prefix} {line}").trim_end());
            out.push('\n');
        }
        if let Some((name, content)) = file {
            // The terminal names the attachment; `--json` carries its content.
            out.push_str(&format!("{prefix} [file {name}, {} bytes]\n", content.len()));
        }
    }
    out
}

/// A channel name as a file name: anything but letters, digits, `-` and `_` becomes `_`.
fn file_safe(channel: &str) -> String {
    channel
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

pub struct ScriptOptions {
    /// Where the store lives; None: a temporary store, deleted at the end (it still survives `!restart`).
    pub data: Option<PathBuf>,
    pub locale: Locale,
    pub json: bool,
}

/// The script's clock: a base clock (the system's, or a test's) moved forward by every `!wait`.
struct ScriptClock {
    base: RwLock<Arc<dyn Clock>>,
    waited: AtomicU64,
}

impl Clock for ScriptClock {
    fn now(&self) -> u64 {
        let base = self.base.read().unwrap_or_else(|e| e.into_inner()).now();
        base.saturating_add(self.waited.load(Ordering::SeqCst))
    }
}

/// Plays lines through a host, reopening it on `!restart`.
pub struct Runner {
    host: Option<Host>,
    registry: Registry,
    dir: PathBuf,
    _temp: Option<tempfile::TempDir>,
    locale: Locale,
    /// The clock of every host opened.
    clock: Arc<ScriptClock>,
    /// The idle period after which the host evicts a table (tests), if not its default.
    idle: Option<std::time::Duration>,
    /// `--images DIR`: where board pictures are written, and how many were.
    images: Option<(PathBuf, AtomicU64)>,
    /// Whether the host makes the board pictures (with `--images`, or for a test reading them).
    pictures: bool,
}

impl Runner {
    pub fn new(options: &ScriptOptions) -> Result<Runner, HostError> {
        Runner::with_registry(options, Registry::standard())
    }

    /// A runner whose host offers the games of `registry`.
    pub fn with_registry(options: &ScriptOptions, registry: Registry) -> Result<Runner, HostError> {
        let (dir, temp) = match &options.data {
            Some(dir) => (dir.clone(), None),
            None => {
                let temp = tempfile::Builder::new()
                    .prefix("galleon-script-")
                    .tempdir()
                    .map_err(|e| HostError::Store(e.to_string()))?;
                (temp.path().to_path_buf(), Some(temp))
            }
        };
        let clock = Arc::new(ScriptClock {
            base: RwLock::new(Arc::new(SystemClock)),
            waited: AtomicU64::new(0),
        });
        let host = Host::open_with(&dir, options.locale, registry.clone())?.with_clock(clock.clone());
        Ok(Runner {
            host: Some(host),
            registry,
            dir,
            _temp: temp,
            locale: options.locale,
            clock,
            images: None,
            pictures: false,
            idle: None,
        })
    }

    /// Writes every board picture the bot would post to `dir` as `0001-<channel>.png`, `0002-…` (created if
    /// missing). The transcript is unchanged.
    pub fn write_images(&mut self, dir: PathBuf) -> Result<(), HostError> {
        std::fs::create_dir_all(&dir).map_err(|e| HostError::Store(format!("{}: {e}", dir.display())))?;
        self.images = Some((dir, AtomicU64::new(0)));
        self.make_pictures()
    }

    /// Makes the host, and every host reopened by `!restart`, add the board pictures to what it returns (as the
    /// bot's does), without writing them anywhere.
    pub fn make_pictures(&mut self) -> Result<(), HostError> {
        self.pictures = true;
        self.restart()
    }

    /// Makes the host, and every host reopened by `!restart`, read the time from `clock` (tests), moved
    /// forward by the `!wait`s.
    pub fn set_clock(&mut self, clock: Arc<dyn Clock>) {
        *self.clock.base.write().unwrap_or_else(|e| e.into_inner()) = clock;
    }

    /// Makes the host, and every host reopened by `!restart`, evict a table from memory once unused for `idle`
    /// (tests: zero evicts after every line).
    pub fn set_idle_eviction(&mut self, idle: std::time::Duration) {
        self.idle = Some(idle);
        self.host = self.host.take().map(|host| host.with_idle_eviction(idle));
    }

    pub fn host(&self) -> &Host {
        self.host.as_ref().expect("the host is open between lines")
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Drops the host and everything it held in memory, then reopens the store.
    pub fn restart(&mut self) -> Result<(), HostError> {
        self.host = None;
        let mut host = Host::open_with(&self.dir, self.locale, self.registry.clone())?.with_clock(self.clock.clone());
        if self.pictures {
            host = host.with_board_images();
        }
        if let Some(idle) = self.idle {
            host = host.with_idle_eviction(idle);
        }
        self.host = Some(host);
        Ok(())
    }

    /// `!wait`: moves the script's clock `seconds` forward, then returns the reminders due, channel by channel.
    pub fn wait(&self, seconds: u64) -> Vec<(String, Vec<Message>)> {
        self.clock.waited.fetch_add(seconds, Ordering::SeqCst);
        let mut due = self.reminders();
        due.extend(self.ai_turns());
        due
    }

    /// The AI moves due now, channel by channel, played one after the other as the bot would (see
    /// [`crate::host::ai_turn`]; thinking with a fixed budget, so a script replays the same).
    pub fn ai_turns(&self) -> Vec<(String, Vec<Message>)> {
        let host = self.host();
        let played = host.ai_channels().into_iter().map(|channel| {
            let messages = host.play_ai_turns(&channel, crate::host::ai_turn::SCRIPT_BUDGET);
            (channel, messages)
        });
        let played: Vec<_> = played.filter(|(_, messages)| !messages.is_empty()).collect();
        for (_, messages) in &played {
            self.report(messages);
            self.save_images(messages);
        }
        played
    }

    /// The reminders due now, channel by channel (their ping ids reported back, as by a transport).
    pub fn reminders(&self) -> Vec<(String, Vec<Message>)> {
        let host = self.host();
        let due = host.reminder_channels().into_iter().map(|channel| {
            let messages = host.due_reminders_in(&channel);
            (channel, messages)
        });
        let due: Vec<_> = due.filter(|(_, messages)| !messages.is_empty()).collect();
        for (_, messages) in &due {
            self.report(messages);
            self.save_images(messages);
        }
        due
    }

    /// Applies one action and returns the host's messages (board posts get their id reported back).
    pub fn act(&self, channel: &str, user: &str, input: Input) -> Vec<Message> {
        let request = Request {
            channel: channel.to_string(),
            user: User {
                id: user.to_string(),
                name: user.to_string(),
            },
            locale: self.locale,
            admin: false,
            server: None,
            input,
        };
        let mut messages = self.host().handle(&request);
        self.report(&messages);
        self.save_images(&messages);
        // The AI seats due after this action play at once, as the bot would right after it.
        let played = self.host().play_ai_turns(channel, crate::host::ai_turn::SCRIPT_BUDGET);
        self.report(&played);
        self.save_images(&played);
        messages.extend(played);
        messages
    }

    /// Rasterizes and writes the pictures among `messages` (`--images`): a board's as `0001-<channel>.png`, a
    /// private answer's (a replayed step) as `0002-answer-<user>.png`; a failure is reported on standard
    /// error and the script goes on.
    fn save_images(&self, messages: &[Message]) {
        let Some((dir, count)) = &self.images else { return };
        for message in messages {
            let (name, svg, width, height) = match &message.to {
                Target::BoardImage {
                    channel,
                    svg,
                    width,
                    height,
                } => (file_safe(channel), svg, width, height),
                Target::AnswerImage {
                    user,
                    svg,
                    width,
                    height,
                } => (format!("answer-{}", file_safe(user)), svg, width, height),
                _ => continue,
            };
            let n = count.fetch_add(1, Ordering::SeqCst) + 1;
            let path = dir.join(format!("{n:04}-{name}.png"));
            let image = galleon_images::Image {
                svg: svg.clone(),
                width: *width,
                height: *height,
            };
            let written = galleon_images::png(&image)
                .map_err(|e| e.to_string())
                .and_then(|png| std::fs::write(&path, png).map_err(|e| e.to_string()));
            if let Err(e) = written {
                eprintln!("galleon: board image {} not written: {e}", path.display());
            }
        }
    }

    /// Reports the ids of the boards and pings posted, as a transport does.
    fn report(&self, messages: &[Message]) {
        for message in messages {
            match &message.to {
                Target::Board { channel, message: None } => {
                    self.host().set_board_message(channel, Some(format!("board-{channel}")))
                }
                Target::Ping { channel, users, .. } => {
                    let id = (!users.is_empty()).then(|| format!("ping-{channel}"));
                    self.host().set_ping_message(channel, id)
                }
                _ => {}
            }
        }
    }

    /// Plays one well-formed line (tests): the messages, or None for `!restart` and comments.
    pub fn line(&mut self, line: &str) -> Vec<Message> {
        match parse_line(line) {
            Ok(Some(Line::Act { channel, user, input })) => self.act(&channel, &user, input),
            Ok(Some(Line::Restart)) => {
                self.restart().expect("the store reopens");
                self.ai_turns().into_iter().flat_map(|(_, m)| m).collect()
            }
            Ok(Some(Line::Wait(seconds))) => self.wait(seconds).into_iter().flat_map(|(_, m)| m).collect(),
            Ok(None) => Vec::new(),
            Err(Malformed(why)) => panic!("malformed line {line:?}: {why}"),
        }
    }

    /// Runs a whole script: output to `out` (flushed after every line), malformed lines reported to `err`.
    /// Returns the exit code: 2 if any line was malformed (a line that is not UTF-8 text is one), else 0; a
    /// failed read stops the run with 2.
    pub fn run(&mut self, mut input: impl BufRead, out: &mut impl Write, err: &mut impl Write, json: bool) -> i32 {
        let mut code = 0;
        for n in 1.. {
            let line = match read_line(&mut input) {
                Ok(None) => break,
                Ok(Some(Ok(line))) => line,
                Ok(Some(Err(Malformed(why)))) => {
                    let _ = writeln!(err, "line {n}: {why}");
                    code = 2;
                    continue;
                }
                Err(e) => {
                    let _ = writeln!(err, "line {n}: unreadable: {e}");
                    return 2;
                }
            };
            match parse_line(&line) {
                Ok(None) => {}
                Ok(Some(Line::Restart)) => {
                    if let Err(e) = self.restart() {
                        let _ = writeln!(err, "line {n}: the store could not be reopened: {e}");
                        return 1;
                    }
                    // An AI turn left pending by the crash is played now, as the bot does at start-up.
                    for (channel, messages) in self.ai_turns() {
                        let _ = out.write_all(format_messages(&channel, &messages, json).as_bytes());
                    }
                    let _ = out.flush();
                }
                Ok(Some(Line::Act { channel, user, input })) => {
                    let messages = self.act(&channel, &user, input);
                    let _ = out.write_all(format_messages(&channel, &messages, json).as_bytes());
                    let _ = out.flush();
                }
                Ok(Some(Line::Wait(seconds))) => {
                    for (channel, messages) in self.wait(seconds) {
                        let _ = out.write_all(format_messages(&channel, &messages, json).as_bytes());
                    }
                    let _ = out.flush();
                }
                Err(Malformed(why)) => {
                    let _ = writeln!(err, "line {n}: {why}: {line}");
                    code = 2;
                }
            }
        }
        code
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command(name: &str, options: &[(&str, &str)]) -> Input {
        Input::Command {
            name: name.into(),
            options: options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
        }
    }

    #[test]
    fn lines_parse() {
        assert_eq!(parse_line("  # hello").unwrap(), None);
        assert_eq!(parse_line("").unwrap(), None);
        assert_eq!(parse_line("!restart").unwrap(), Some(Line::Restart));
        assert_eq!(parse_line("!wait 13h").unwrap(), Some(Line::Wait(13 * 3600)));
        assert_eq!(parse_line(" !wait 1h30 ").unwrap(), Some(Line::Wait(5400)));
        assert_eq!(
            parse_line("alice> /start game:puerto-rico seed:42").unwrap(),
            Some(Line::Act {
                channel: "table".into(),
                user: "alice".into(),
                input: command("start", &[("game", "puerto-rico"), ("seed", "42")]),
            })
        );
        assert_eq!(
            parse_line("[other-table] dave> /play move:\"ship corn 6\"").unwrap(),
            Some(Line::Act {
                channel: "other-table".into(),
                user: "dave".into(),
                input: command("play", &[("move", "ship corn 6")]),
            })
        );
        assert_eq!(
            parse_line("bob> !click g1:table:3:1:role mayor ").unwrap(),
            Some(Line::Act {
                channel: "table".into(),
                user: "bob".into(),
                input: Input::Button {
                    id: "g1:table:3:1:role mayor".into()
                },
            })
        );
        assert_eq!(
            parse_line("bob> !click g1:table:3:1:pass").unwrap(),
            Some(Line::Act {
                channel: "table".into(),
                user: "bob".into(),
                input: Input::Button {
                    id: "g1:table:3:1:pass".into()
                },
            })
        );
        assert_eq!(
            parse_line(r#"a> /play move:"say \"hi\" \\ there""#).unwrap(),
            Some(Line::Act {
                channel: "table".into(),
                user: "a".into(),
                input: command("play", &[("move", r#"say "hi" \ there"#)]),
            })
        );
    }

    #[test]
    fn malformed_lines_are_refused() {
        for line in [
            "alice /join",
            "alice> join",
            "> /join",
            "[] alice> /join",
            "[x alice> /join",
            "alice> /play move:\"open",
            "alice> /play move",
            "alice> /play :x",
            "alice> /play move:\"a\"b",
            "alice> !click",
            "alice> !clickety",
            "alice> /",
            "!wait",
            "!wait soon",
            "!wait13h",
            "!wait 0m",
        ] {
            assert!(parse_line(line).is_err(), "{line}");
        }
    }

    #[test]
    fn a_line_that_is_not_utf8_is_reported_and_the_run_goes_on() {
        let options = ScriptOptions {
            data: None,
            locale: Locale::En,
            json: false,
        };
        let mut runner = Runner::new(&options).unwrap();
        let mut script = b"alice> /join\r\nbob> /join \xff\xfe\n".to_vec();
        script.extend_from_slice(b"carol> /join\nnonsense\ndave> /join");
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = runner.run(&script[..], &mut out, &mut err, false);
        let (out, err) = (String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap());
        assert_eq!(code, 2);
        assert!(out.contains("alice joins") && !out.contains("bob joins"), "{out}");
        assert!(
            out.contains("Seated (2): alice, carol"),
            "later lines are played: {out}"
        );
        assert!(out.contains("Seated (3): alice, carol, dave"), "{out}");
        assert!(err.starts_with("line 2: not UTF-8 text"), "{err}");
        assert!(err.contains("line 4: expected `user> /command`"), "{err}");
    }

    #[test]
    fn text_output_prefixes_every_line() {
        let messages = vec![
            Message {
                to: Target::Board {
                    channel: "table".into(),
                    message: None,
                },
                body: crate::base::doc::Doc::parse("a\n\nb"),
                buttons: vec![],
            },
            Message {
                to: Target::Dm { user: "bob".into() },
                body: crate::base::doc::Doc::parse("secret"),
                buttons: vec![],
            },
            Message {
                to: Target::Ephemeral { user: "al".into() },
                body: crate::base::doc::Doc::parse("no"),
                buttons: vec![],
            },
        ];
        assert_eq!(
            format_messages("table", &messages, false),
            "[#table] a\n[#table]\n[#table] b\n[dm bob] secret\n[eph al] no\n"
        );
        let json = format_messages("table", &messages[1..2], true);
        assert_eq!(
            json,
            "{\"to\":\"dm\",\"channel\":\"table\",\"user\":\"bob\",\"text\":\"secret\",\"buttons\":[]}\n"
        );
    }
}
