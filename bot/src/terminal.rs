//! The terminal modes: `galleon script` (its format: `docs/script.md`), `galleon local` (the same,
//! interactive), and `galleon export` / `galleon import` (backup and recovery of one table as JSON).
//!
//! `export` and `import` open the store directly: sled locks its directory, so run them while the bot is
//! stopped. `import` replaces whatever the record's channel held, after checking that the record replays.
//! `export --cleared` prints the record of a table its players cleared because it could not be loaded.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use galleon_commands::i18n::t;
use galleon_commands::io::{Input, Locale, Message};
use galleon_commands::script::{
    format_messages, parse_action, parse_line, read_line, Line, Malformed, Runner, ScriptOptions, DEFAULT_CHANNEL,
};
use galleon_commands::{Host, HostError};

pub(crate) fn parse_locale(text: &str) -> Result<Locale, String> {
    match text {
        "en" => Ok(Locale::En),
        "fr" => Ok(Locale::Fr),
        _ => Err(format!("{text:?} is not a language galleon speaks (en or fr)")),
    }
}

#[derive(Args)]
pub struct ScriptArgs {
    /// Keep the tables in this directory (a sled store); without it a temporary store is used.
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// Language of every user of the script (en or fr).
    #[arg(long, default_value = "en", value_parser = parse_locale)]
    pub locale: Locale,
    /// Print one JSON object per message.
    #[arg(long)]
    pub json: bool,
    /// A directory of Maracaibo content packs (one sub-directory per pack), as `maracaibo_packs` in the config.
    #[arg(long)]
    pub maracaibo_packs: Option<PathBuf>,
    /// Write every board picture the bot would post to this directory (`0001-<channel>.png`, …).
    #[arg(long)]
    pub images: Option<PathBuf>,
    /// The transcript; standard input when absent.
    pub file: Option<PathBuf>,
}

#[derive(Args)]
pub struct LocalArgs {
    /// Keep the tables in this directory (a sled store); without it a temporary store is used.
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// Your language (en or fr).
    #[arg(long, default_value = "en", value_parser = parse_locale)]
    pub locale: Locale,
    /// A directory of Maracaibo content packs (one sub-directory per pack), as `maracaibo_packs` in the config.
    #[arg(long)]
    pub maracaibo_packs: Option<PathBuf>,
    /// Write every board picture the bot would post to this directory (`0001-<channel>.png`, …).
    #[arg(long)]
    pub images: Option<PathBuf>,
}

#[derive(Args)]
pub struct ExportArgs {
    /// The channel whose table to export.
    #[arg(required_unless_present = "all")]
    pub channel: Option<String>,
    /// Export every table instead, one file per channel (`table-<channel>.json`) in this directory.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["channel", "out", "cleared"])]
    pub all: Option<PathBuf>,
    /// The bot's data directory.
    #[arg(long, default_value = "data")]
    pub data: PathBuf,
    /// Write to this file instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Print instead the newest record of this channel that was cleared with /abort because it could not be
    /// loaded (the older ones are kept in the store too).
    #[arg(long)]
    pub cleared: bool,
}

#[derive(Args)]
pub struct ImportArgs {
    /// A JSON file made by `galleon export`.
    pub file: PathBuf,
    /// The bot's data directory.
    #[arg(long, default_value = "data")]
    pub data: PathBuf,
    /// The Maracaibo content packs the bot runs with (a game on a pack is checked against it).
    #[arg(long)]
    pub maracaibo_packs: Option<PathBuf>,
}

/// Registers the packs of `--maracaibo-packs`; false (after saying why) when one is broken.
pub(crate) fn load_packs(dir: Option<&PathBuf>) -> bool {
    let Some(dir) = dir else { return true };
    match galleon_commands::packs::load_maracaibo_packs(dir) {
        Ok(_) => true,
        Err(error) => {
            eprintln!("galleon: {error}");
            false
        }
    }
}

fn open_runner(data: Option<PathBuf>, locale: Locale, json: bool) -> Option<Runner> {
    let options = ScriptOptions { data, locale, json };
    match Runner::new(&options) {
        Ok(runner) => {
            let _ = report_start(runner.host());
            Some(runner)
        }
        Err(error) => {
            eprintln!("galleon: cannot open the store: {error}");
            None
        }
    }
}

pub fn script(args: ScriptArgs) -> i32 {
    if !load_packs(args.maracaibo_packs.as_ref()) {
        return 1;
    }
    let Some(mut runner) = open_runner(args.data, args.locale, args.json) else {
        return 1;
    };
    if !write_images(&mut runner, args.images) {
        return 1;
    }
    let input: Box<dyn BufRead> = match &args.file {
        Some(path) => match File::open(path) {
            Ok(file) => Box::new(BufReader::new(file)),
            Err(error) => {
                eprintln!("galleon: cannot read {}: {error}", path.display());
                return 1;
            }
        },
        None => Box::new(io::stdin().lock()),
    };
    let code = runner.run(input, &mut io::stdout().lock(), &mut io::stderr().lock(), args.json);
    flush_or_fail(runner.host(), code)
}

/// `--images DIR`: the runner writes the board pictures there; false (reported) when the directory can't be made.
fn write_images(runner: &mut Runner, dir: Option<PathBuf>) -> bool {
    let Some(dir) = dir else { return true };
    match runner.write_images(dir) {
        Ok(()) => true,
        Err(error) => {
            eprintln!("galleon: cannot write board images: {error}");
            false
        }
    }
}

fn flush_or_fail(host: &Host, code: i32) -> i32 {
    match host.flush() {
        Ok(()) => code,
        Err(error) => {
            eprintln!("galleon: the store could not be flushed: {error}");
            1
        }
    }
}

pub fn local(args: LocalArgs) -> i32 {
    local_on(args, io::stdin().lock(), &mut io::stdout().lock())
}

fn local_on(args: LocalArgs, input: impl BufRead, out: &mut impl Write) -> i32 {
    if !load_packs(args.maracaibo_packs.as_ref()) {
        return 1;
    }
    let Some(mut runner) = open_runner(args.data, args.locale, false) else {
        return 1;
    };
    if !write_images(&mut runner, args.images) {
        return 1;
    }
    let code = Local::new(args.locale).run(&mut runner, input, out);
    flush_or_fail(runner.host(), code)
}

/// The interactive loop: like a script, plus a current user and channel (a line may be just `/command`),
/// and numbered buttons (`!click 2`).
pub struct Local {
    locale: Locale,
    user: Option<String>,
    channel: String,
    /// The buttons last shown, per channel.
    buttons: Vec<(String, Vec<String>)>,
}

impl Local {
    pub fn new(locale: Locale) -> Local {
        Local {
            locale,
            user: None,
            channel: DEFAULT_CHANNEL.to_string(),
            buttons: Vec::new(),
        }
    }

    pub fn run(&mut self, runner: &mut Runner, mut input: impl BufRead, out: &mut impl Write) -> i32 {
        let _ = writeln!(out, "{}", t(self.locale, "local-banner"));
        self.prompt(out);
        loop {
            let line = match read_line(&mut input) {
                Ok(None) => break,
                Ok(Some(Ok(line))) => line,
                Ok(Some(Err(Malformed(why)))) => {
                    let _ = writeln!(out, "{}: {why}", t(self.locale, "local-malformed"));
                    self.prompt(out);
                    continue;
                }
                Err(_) => return 1,
            };
            let line = line.trim();
            if line == "!quit" {
                break;
            }
            match self.read(line) {
                Ok(None) => {}
                Ok(Some(Line::Restart)) => match runner.restart() {
                    Ok(()) => {
                        let _ = writeln!(out, "{}", t(self.locale, "local-restarted"));
                    }
                    Err(error) => {
                        let _ = writeln!(out, "galleon: the store could not be reopened: {error}");
                        return 1;
                    }
                },
                Ok(Some(Line::Act { channel, user, input })) => {
                    let messages = runner.act(&channel, &user, input);
                    self.show(&channel, &messages, out);
                }
                Ok(Some(Line::Wait(seconds))) => {
                    for (channel, messages) in runner.wait(seconds) {
                        self.show(&channel, &messages, out);
                    }
                }
                Err(why) => {
                    let _ = writeln!(out, "{}: {why}", t(self.locale, "local-malformed"));
                }
            }
            // Time goes on between lines: the reminders due by now, as the bot's periodic check sends them.
            for (channel, messages) in runner.reminders() {
                self.show(&channel, &messages, out);
            }
            // And the AI moves due (a clock's timeout, a turn left pending by a restart).
            for (channel, messages) in runner.ai_turns() {
                self.show(&channel, &messages, out);
            }
            self.prompt(out);
        }
        0
    }

    fn prompt(&self, out: &mut impl Write) {
        let user = self.user.as_deref().unwrap_or("");
        let _ = write!(out, "[{}] {user}> ", self.channel);
        let _ = out.flush();
    }

    /// A script line, or a bare `/command` / `!click N` for the current user and channel.
    fn read(&mut self, line: &str) -> Result<Option<Line>, String> {
        let parsed = if line.starts_with('/') || line.starts_with("!click") {
            let user = self.user.clone().ok_or_else(|| t(self.locale, "local-who"))?;
            let input = parse_action(line).map_err(|m| m.0)?;
            Some(Line::Act {
                channel: self.channel.clone(),
                user,
                input,
            })
        } else {
            parse_line(line).map_err(|m| m.0)?
        };
        let Some(Line::Act { channel, user, input }) = parsed else {
            return Ok(parsed);
        };
        self.user = Some(user.clone());
        self.channel = channel.clone();
        let input = self.numbered_button(&channel, input);
        Ok(Some(Line::Act { channel, user, input }))
    }

    /// `!click 2`: the second button shown last in this channel.
    fn numbered_button(&self, channel: &str, input: Input) -> Input {
        let Input::Button { id } = &input else { return input };
        let Ok(n) = id.parse::<usize>() else { return input };
        let shown = self.buttons.iter().find(|(c, _)| c == channel).map(|(_, b)| b);
        match shown.and_then(|ids| ids.get(n.wrapping_sub(1))) {
            Some(id) => Input::Button { id: id.clone() },
            None => input,
        }
    }

    fn show(&mut self, channel: &str, messages: &[Message], out: &mut impl Write) {
        let _ = write!(out, "{}", format_messages(channel, messages, false));
        for message in messages.iter().filter(|m| !m.buttons.is_empty()) {
            let labels: Vec<String> = message
                .buttons
                .iter()
                .enumerate()
                .map(|(i, b)| format!("({}) {}", i + 1, b.label))
                .collect();
            let _ = writeln!(out, "   !click: {}", labels.join("  "));
            let ids = message.buttons.iter().map(|b| b.id.clone()).collect();
            self.buttons.retain(|(c, _)| c != channel);
            self.buttons.push((channel.to_string(), ids));
        }
    }
}

/// Tells the operator, on stderr, of the tables that could not be loaded and of the damage found in the store
/// (`galleon check`'s verdict, see `Host::damage_report`); returns whether anything was told.
pub(crate) fn report_start(host: &Host) -> bool {
    let mut told = false;
    for (channel, problem) in host.load_problems() {
        eprintln!("galleon: the table of channel {channel:?} could not be loaded: {problem}");
        told = true;
    }
    for line in host.damage_report() {
        eprintln!("galleon: {line}");
        told = true;
    }
    told
}

/// Explains why the data directory did not open; returns the exit code 1.
fn open_failed(data: &Path, error: &HostError) -> i32 {
    match error {
        // The message names the directory and what to do.
        HostError::Damaged { .. } => eprintln!("galleon: {error}"),
        _ => eprintln!(
            "galleon: cannot open the store in {} (is the bot running?): {error}",
            data.display()
        ),
    }
    1
}

pub fn export(args: ExportArgs) -> i32 {
    let host = match Host::open(&args.data, Locale::En) {
        Ok(host) => host,
        Err(error) => return open_failed(&args.data, &error),
    };
    let Some(channel) = &args.channel else {
        // Damage found in the store is told, and makes the export's exit code 1, even where every file was written.
        let damaged = report_start(&host);
        let code = crate::backup::export_all_command(&host, args.all.as_deref().unwrap_or(Path::new(".")));
        return code.max(i32::from(damaged));
    };
    let exported = match args.cleared {
        true => host.export_cleared(channel),
        false => host.export(channel),
    };
    let document = match exported {
        Ok(document) => document,
        Err(error) => {
            eprintln!("galleon: {error}");
            return 1;
        }
    };
    let written = match &args.out {
        Some(path) => std::fs::write(path, format!("{}\n", document.json)),
        None => writeln!(io::stdout(), "{}", document.json),
    };
    if let Err(error) = written {
        eprintln!("galleon: cannot write the export: {error}");
        return 1;
    }
    for damage in &document.damage {
        eprintln!("galleon: damaged: {damage}");
    }
    if document.damage.is_empty() {
        return 0;
    }
    eprintln!(
        "galleon: the table of channel {channel:?} is damaged or could not be loaded: every entry still readable was \
         written, with what is wrong in its \"damage\" field; repair it, delete that field, and `galleon import` it"
    );
    1
}

pub fn import(args: ImportArgs) -> i32 {
    if !load_packs(args.maracaibo_packs.as_ref()) {
        return 1;
    }
    let json = match std::fs::read_to_string(&args.file) {
        Ok(json) => json,
        Err(error) => {
            eprintln!("galleon: cannot read {}: {error}", args.file.display());
            return 1;
        }
    };
    let host = match Host::open(&args.data, Locale::En) {
        Ok(host) => host,
        Err(error) => return open_failed(&args.data, &error),
    };
    match host.import(&json) {
        Ok(channel) => {
            println!("galleon: the table of channel {channel:?} is restored");
            flush_or_fail(&host, 0)
        }
        Err(error) => {
            eprintln!("galleon: {error}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_mode_keeps_the_current_user_and_numbers_buttons() {
        let options = ScriptOptions {
            data: None,
            locale: Locale::En,
            json: false,
        };
        let mut runner = Runner::new(&options).unwrap();
        let input = "alice> /join\nbob> /join\ncarol> /join\n/start game:puerto-rico seed:5\nalice> !click 1\nhello\n";
        let mut out = Vec::new();
        let code = Local::new(Locale::En).run(&mut runner, input.as_bytes(), &mut out);
        let out = String::from_utf8(out).unwrap();
        assert_eq!(code, 0);
        assert!(out.contains("carol> "), "{out}");
        assert!(out.contains("!click: (1) Settler"), "{out}");
        assert!(out.contains("alice takes the Settler"), "{out}");
        assert!(out.contains("expected `user> /command`"), "{out}");
    }

    #[test]
    fn local_mode_shows_the_reminders_due_after_a_wait() {
        let options = ScriptOptions {
            data: None,
            locale: Locale::En,
            json: false,
        };
        let mut runner = Runner::new(&options).unwrap();
        let clock = std::sync::Arc::new(galleon_commands::clock::FakeClock::at(1_800_000_000));
        runner.set_clock(clock);
        let input = "alice> /join\nbob> /join\ncarol> /join\n/start game:puerto-rico seed:5\n!wait 11h\n!wait 1h\n";
        let mut out = Vec::new();
        Local::new(Locale::En).run(&mut runner, input.as_bytes(), &mut out);
        let out = String::from_utf8(out).unwrap();
        let reminder = ": still your turn (Puerto Rico); the table has been waiting for 12 hours.";
        assert_eq!(out.matches(reminder).count(), 1, "{out}");
        assert!(out.contains("[#table] ⏰ @"), "{out}");
    }

    #[test]
    fn local_mode_writes_the_board_pictures_with_images() {
        use clap::Parser;
        let dir = tempfile::tempdir().unwrap();
        let pictures = dir.path().join("pictures");
        let cli =
            crate::cli::Cli::try_parse_from(["galleon", "local", "--images", pictures.to_str().unwrap()]).unwrap();
        let crate::cli::Mode::Local(args) = cli.mode else {
            panic!("not the local mode")
        };
        let input = "alice> /join\nbob> /join\ncarol> /join\n/start game:puerto-rico seed:5\nalice> !click 1\n";
        let mut out = Vec::new();
        assert_eq!(local_on(args, input.as_bytes(), &mut out), 0);
        let mut written: Vec<String> = std::fs::read_dir(&pictures)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        written.sort();
        assert!(
            written.len() >= 2,
            "a picture after /start and after the move: {written:?}"
        );
        assert!(
            written[0].starts_with("0001-") && written[0].ends_with(".png"),
            "{written:?}"
        );
        let bytes = std::fs::read(pictures.join(&written[0])).unwrap();
        assert_eq!(&bytes[1..4], b"PNG");
    }
}
