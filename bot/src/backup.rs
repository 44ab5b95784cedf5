//! Backups of every table: `galleon export --all DIR` (bot stopped) and the bot's optional periodic backup
//! (`[backup]` in the config).
//!
//! A backup is one file per channel, `table-<channel>.json`, holding what `galleon export CHANNEL` prints (the
//! table's record; for a table that does not load, its repair document: every entry the store still reads, its
//! damage named), so `galleon import FILE` puts each back (a repair document once repaired). Each file is
//! written to a temporary name, synced, then renamed: a file of a backup is whole or absent. A periodic backup
//! writes a dated subdirectory of `dir` (`2026-11-24T06-00-00Z`), first under the name `….partial`, renamed
//! once every file is written, then removes the oldest dated subdirectories beyond `keep` (and any `.partial`
//! left by a stop in the middle). It runs on a blocking thread, off the async runtime, and reads each table
//! under its channel's lock, so moves go on meanwhile. The archive is in it too: every finished game's record
//! (what `/stats` reads; `galleon replay FILE` plays it) as `finished/game-<channel>-<number>.json`, and every
//! aborted game (what `/restore` brings back; `galleon import FILE` reads it) as
//! `aborted/table-<channel>-<time>.json`; every table cleared because it could not be loaded, as
//! `cleared/table-<channel>-<n>.json` (its repair document). A table or record found damaged is still written, and
//! named in [`Exported::damaged`]: `galleon export --all` then exits 1, so a backup job can trust exit 0.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Weak;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use galleon_commands::Host;

/// `[backup]` of the config: where, how often, how many to keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupConfig {
    pub dir: PathBuf,
    pub every: Duration,
    pub keep: usize,
}

/// What an export of every table did.
#[derive(Debug, Default)]
pub struct Exported {
    /// Channels written.
    pub written: Vec<String>,
    /// Channels that have nothing to export (a table the store lost), with why.
    pub skipped: Vec<(String, String)>,
    /// Tables and records written though damaged (their file names the damage), with the damage.
    pub damaged: Vec<(String, Vec<String>)>,
    /// Finished games' records written.
    pub finished: usize,
    /// Aborted games written.
    pub aborted: usize,
    /// Cleared tables written.
    pub cleared: usize,
}

/// Writes every table of `host` into `dir` (created if missing), one file per channel.
pub fn export_all(host: &Host, dir: &Path) -> io::Result<Exported> {
    fs::create_dir_all(dir)?;
    let mut exported = Exported::default();
    for channel in host.channels() {
        match host.export(&channel) {
            Ok(document) => {
                write_atomically(
                    &dir.join(file_name(&channel)),
                    format!("{}\n", document.json).as_bytes(),
                )?;
                if !document.damage.is_empty() {
                    exported.damaged.push((format!("channel {channel:?}"), document.damage));
                }
                exported.written.push(channel);
            }
            Err(error) => exported.skipped.push((channel, error.to_string())),
        }
    }
    sync_dir(dir);
    export_archive(host, dir, &mut exported)?;
    Ok(exported)
}

/// Writes the archive of `host` (finished and aborted games) under `dir`.
fn export_archive(host: &Host, dir: &Path, exported: &mut Exported) -> io::Result<()> {
    let failed = |e: galleon_commands::HostError| io::Error::other(e.to_string());
    let finished = host.finished_records().map_err(failed)?;
    if !finished.is_empty() {
        let into = dir.join("finished");
        fs::create_dir_all(&into)?;
        for (n, raw) in finished.iter().enumerate() {
            let (name, text) = finished_file(n, raw);
            if name.starts_with("game-unread-") {
                let damage = vec!["a finished game's record that does not read (kept as stored)".to_string()];
                exported.damaged.push((format!("finished/{name}"), damage));
            }
            write_atomically(&into.join(name), text.as_bytes())?;
        }
        sync_dir(&into);
        exported.finished = finished.len();
    }
    let aborted = host.aborted_records().map_err(failed)?;
    if !aborted.is_empty() {
        let into = dir.join("aborted");
        fs::create_dir_all(&into)?;
        for (channel, at, raw, damaged) in &aborted {
            let name = format!("table-{}-{at}.json", escaped(channel));
            if *damaged {
                let damage = vec!["an aborted game whose record does not match its checksum".to_string()];
                exported.damaged.push((format!("aborted/{name}"), damage));
            }
            write_atomically(&into.join(name), raw)?;
        }
        sync_dir(&into);
        exported.aborted = aborted.len();
    }
    export_cleared(host, dir, exported)
}

/// Writes every cleared table's repair document under `dir/cleared` (see the module docs).
fn export_cleared(host: &Host, dir: &Path, exported: &mut Exported) -> io::Result<()> {
    let cleared = host.cleared_records().map_err(|e| io::Error::other(e.to_string()))?;
    if cleared.is_empty() {
        return Ok(());
    }
    let into = dir.join("cleared");
    fs::create_dir_all(&into)?;
    for (n, (channel, document, sound)) in cleared.iter().enumerate() {
        let name = format!("table-{}-{n}.json", escaped(channel));
        if !sound {
            let damage = vec!["a cleared table whose kept entries do not match their checksum".to_string()];
            exported.damaged.push((format!("cleared/{name}"), damage));
        }
        write_atomically(&into.join(name), format!("{}\n", document.json).as_bytes())?;
    }
    sync_dir(&into);
    exported.cleared = cleared.len();
    Ok(())
}

/// A finished game's file: its name (`game-<channel>-<number>.json`; `game-unread-<n>.json` for a record that
/// does not read, kept as stored) and its text (the record as posted at the game's end).
fn finished_file(n: usize, raw: &[u8]) -> (String, String) {
    let parsed = serde_json::from_slice::<galleon_commands::record::FinishedGame>(raw);
    match parsed {
        Ok(record) => (
            format!("game-{}-{}.json", escaped(&record.channel), record.number),
            serde_json::to_string_pretty(&record).expect("a record serializes") + "\n",
        ),
        Err(_) => (
            format!("game-unread-{n}.json"),
            String::from_utf8_lossy(raw).into_owned(),
        ),
    }
}

/// `galleon export --all DIR`: every table into `dir`; says what was written, skipped and found damaged; returns
/// the exit code: 1 when anything was skipped or damaged (see the module docs).
pub fn export_all_command(host: &Host, dir: &Path) -> i32 {
    match export_all(host, dir) {
        Ok(exported) => {
            for (channel, why) in &exported.skipped {
                eprintln!("galleon: channel {channel:?} not exported: {why}");
            }
            for (what, damage) in &exported.damaged {
                eprintln!(
                    "galleon: {what} is damaged (written with its damage): {}",
                    damage.join("; ")
                );
            }
            println!(
                "galleon: {} tables, {} finished and {} aborted games exported to {}",
                exported.written.len(),
                exported.finished,
                exported.aborted,
                dir.display()
            );
            i32::from(!exported.skipped.is_empty() || !exported.damaged.is_empty())
        }
        Err(error) => {
            eprintln!("galleon: the export to {} is incomplete: {error}", dir.display());
            1
        }
    }
}

/// `table-<channel>.json`, the channel's bytes other than ASCII letters, digits, `-` and `_` written `%XX`.
pub fn file_name(channel: &str) -> String {
    format!("table-{}.json", escaped(channel))
}

/// `channel` with its bytes other than ASCII letters, digits, `-` and `_` written `%XX`.
fn escaped(channel: &str) -> String {
    let mut name = String::new();
    for byte in channel.bytes() {
        match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' => name.push(char::from(byte)),
            _ => name.push_str(&format!("%{byte:02X}")),
        }
    }
    name
}

fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temp = path.with_extension("json.tmp");
    let mut file = File::create(&temp)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    fs::rename(&temp, path)
}

fn sync_dir(dir: &Path) {
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
}

/// One periodic backup at time `now`: a dated subdirectory of `config.dir` with every table, then the oldest
/// beyond `config.keep` removed. Returns the new subdirectory and what was exported.
pub fn backup_once(host: &Host, config: &BackupConfig, now: SystemTime) -> io::Result<(PathBuf, Exported)> {
    fs::create_dir_all(&config.dir)?;
    let name = dated(now);
    let partial = config.dir.join(format!("{name}.partial"));
    if partial.exists() {
        fs::remove_dir_all(&partial)?;
    }
    let exported = export_all(host, &partial)?;
    let done = config.dir.join(&name);
    if done.exists() {
        fs::remove_dir_all(&done)?;
    }
    fs::rename(&partial, &done)?;
    sync_dir(&config.dir);
    prune(&config.dir, config.keep, &name)?;
    Ok((done, exported))
}

/// Removes the dated backups of `dir` beyond the newest `keep` (never `current`), and stale `.partial` ones.
fn prune(dir: &Path, keep: usize, current: &str) -> io::Result<()> {
    let mut dated = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".partial") && entry.path().is_dir() {
            fs::remove_dir_all(entry.path())?;
        } else if is_dated(&name) && entry.path().is_dir() {
            dated.push(name);
        }
    }
    dated.sort();
    let excess = dated.len().saturating_sub(keep.max(1));
    for name in dated.into_iter().take(excess).filter(|n| n != current) {
        fs::remove_dir_all(dir.join(name))?;
    }
    Ok(())
}

/// `YYYY-MM-DDTHH-MM-SSZ` (UTC; no `:`, which some file systems refuse).
fn dated(now: SystemTime) -> String {
    let secs = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}-{:02}-{:02}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

fn is_dated(name: &str) -> bool {
    let shape = "0000-00-00T00-00-00Z";
    name.len() == shape.len()
        && name
            .bytes()
            .zip(shape.bytes())
            .all(|(b, s)| if s == b'0' { b.is_ascii_digit() } else { b == s })
}

/// The civil date of a day counted from 1970-01-01 (H. Hinnant's algorithm).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// `30s`, `15m`, `6h`, `1d`: a positive number and its unit.
pub fn parse_every(text: &str) -> Option<Duration> {
    let text = text.trim();
    let unit = text.chars().last()?;
    let number: u64 = text[..text.len() - unit.len_utf8()].trim().parse().ok()?;
    let seconds = match unit {
        's' => 1,
        'm' => 60,
        'h' => 3600,
        'd' => 86_400,
        _ => return None,
    };
    Some(Duration::from_secs(number.checked_mul(seconds)?)).filter(|d| !d.is_zero())
}

/// Runs [`backup_once`] every `config.every` on tokio's blocking pool while the host lives; logs each outcome.
pub fn spawn(host: Weak<Host>, config: BackupConfig) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(config.every);
        ticks.tick().await;
        loop {
            ticks.tick().await;
            let Some(host) = host.upgrade() else { break };
            let job = config.clone();
            let done = tokio::task::spawn_blocking(move || backup_once(&host, &job, SystemTime::now())).await;
            log(done.map_err(|e| io::Error::other(e.to_string())).and_then(|r| r));
        }
    })
}

fn log(outcome: io::Result<(PathBuf, Exported)>) {
    match outcome {
        Ok((dir, exported)) => {
            tracing::info!(
                "backup of {} tables written to {}",
                exported.written.len(),
                dir.display()
            );
            for (channel, why) in exported.skipped {
                tracing::warn!("backup: channel {channel} not saved: {why}");
            }
            for (what, damage) in exported.damaged {
                tracing::error!(
                    "backup: {what} is damaged (written with its damage): {}",
                    damage.join("; ")
                );
            }
        }
        Err(error) => tracing::error!("the periodic backup failed: {error}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use galleon_commands::io::Locale;
    use galleon_commands::script::{Runner, ScriptOptions};

    fn host_with_tables(dir: &Path) -> Runner {
        let options = ScriptOptions {
            data: Some(dir.to_path_buf()),
            locale: Locale::En,
            json: false,
        };
        let mut runner = Runner::new(&options).unwrap();
        for channel in ["one", "two/b"] {
            runner.line(&format!("[{channel}] alice> /join"));
        }
        runner
    }

    /// Three backups a second apart with `keep = 2`: the two newest dated subdirectories stay, each holding
    /// every table as `galleon export` prints it, and no `.partial` is left.
    #[test]
    fn a_backup_writes_a_dated_directory_and_prunes_the_oldest() {
        let (data, root) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let runner = host_with_tables(data.path());
        let config = BackupConfig {
            dir: root.path().join("backups"),
            every: parse_every("1s").unwrap(),
            keep: 2,
        };
        fs::create_dir_all(config.dir.join("2020-01-01T00-00-00Z.partial")).unwrap();
        let start = UNIX_EPOCH + Duration::from_secs(1_795_500_000);
        for n in 0..3 {
            let (dir, exported) = backup_once(runner.host(), &config, start + Duration::from_secs(n)).unwrap();
            assert_eq!(exported.written, ["one", "two/b"]);
            assert!(dir.ends_with(dated(start + Duration::from_secs(n))));
        }
        let mut left: Vec<String> = fs::read_dir(&config.dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, ["2026-11-24T06-00-01Z", "2026-11-24T06-00-02Z"]);
        let newest = config.dir.join(&left[1]);
        let file = fs::read_to_string(newest.join("table-two%2Fb.json")).unwrap();
        assert_eq!(file, format!("{}\n", runner.host().export("two/b").unwrap().json));
        assert!(newest.join("table-one.json").exists());
    }

    /// Issue 16: `export --all` writes the archive too: a finished game's record as posted (it replays), beside
    /// the finished table's own file.
    #[test]
    fn export_all_writes_the_finished_games_of_the_archive() {
        let (data, out) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let runner = host_with_tables(data.path());
        let (posted, _) = crate::replay::tests::play_game(runner.host());
        let exported = export_all(runner.host(), out.path()).unwrap();
        assert_eq!((exported.finished, exported.aborted), (1, 0));
        let file = fs::read_to_string(out.path().join("finished/game-table-1.json")).unwrap();
        assert_eq!(
            file.trim_end(),
            posted.trim_end(),
            "the record as posted at the game's end"
        );
        let mut sink = (Vec::new(), Vec::new());
        assert_eq!(crate::replay::run(&file, Locale::En, &mut sink.0, &mut sink.1), 0);
        assert!(out.path().join("table-table.json").exists());
    }

    #[test]
    fn intervals_and_dates_read_as_written() {
        assert_eq!(parse_every("6h"), Some(Duration::from_secs(6 * 3600)));
        assert_eq!(parse_every("30s"), Some(Duration::from_secs(30)));
        assert_eq!(parse_every("2d"), Some(Duration::from_secs(2 * 86_400)));
        assert_eq!(parse_every("0h"), None);
        assert_eq!(parse_every("6 hours"), None);
        assert_eq!(parse_every("h"), None);
        assert_eq!(dated(UNIX_EPOCH), "1970-01-01T00-00-00Z");
        assert_eq!(
            dated(UNIX_EPOCH + Duration::from_secs(951_782_400)),
            "2000-02-29T00-00-00Z"
        );
        assert!(is_dated("2026-11-24T06-00-00Z") && !is_dated("2026-11-24T06-00-00Z.partial"));
    }
}
