//! `galleon run` as a user starts it: the real binary, with configurations that cannot work. Each must stop with a
//! clear message and a non-zero exit, never a panic, and never print the token.

use std::path::Path;
use std::process::{Command, Output};

const SECRET_TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.secret-token-value-never-printed";

fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("a scratch directory")
}

fn run(config: &Path, env_token: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_galleon"));
    command
        .arg("run")
        .arg("--config")
        .arg(config)
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG");
    if let Some(token) = env_token {
        command.env("DISCORD_TOKEN", token);
    }
    command.output().expect("the galleon binary runs")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn assert_clear_failure(output: &Output, expected: &str) {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(1), "stderr: {err}");
    assert!(err.contains(expected), "expected {expected:?} in: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(!err.contains(SECRET_TOKEN) && !String::from_utf8_lossy(&output.stdout).contains(SECRET_TOKEN));
}

#[test]
fn a_missing_config_file_is_explained() {
    let output = run(Path::new("/nonexistent/galleon/config.toml"), None);
    assert_clear_failure(
        &output,
        "cannot read the configuration file /nonexistent/galleon/config.toml",
    );
    assert!(stderr(&output).contains("config.example.toml"));
}

#[test]
fn a_config_without_token_names_both_places_to_put_one() {
    let dir = scratch();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "[discord]\napplication_id = 42\n").unwrap();
    let output = run(&config, None);
    assert_clear_failure(&output, "no bot token");
    assert!(stderr(&output).contains("DISCORD_TOKEN"));
}

#[test]
fn a_malformed_token_is_refused_without_being_echoed() {
    let dir = scratch();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "[discord]\ntoken = \"\"\napplication_id = 42\n").unwrap();
    let malformed = "secret-token-value-never-printed";
    let output = run(&config, Some(malformed));
    assert_clear_failure(&output, "the bot token is malformed");
    assert!(!stderr(&output).contains(malformed));
}

#[test]
fn a_broken_config_file_is_refused_without_quoting_the_token() {
    let dir = scratch();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!("[discord]\ntoken = \"{SECRET_TOKEN}\" oops\napplication_id = 42\n"),
    )
    .unwrap();
    assert_clear_failure(&run(&config, None), "is not valid");
}

#[test]
fn an_unreachable_discord_is_explained_with_its_cause() {
    let dir = scratch();
    // A port nothing listens on: every connection is refused, as with no network.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[discord]\ntoken = \"{SECRET_TOKEN}\"\napplication_id = 42\napi_proxy = \"http://127.0.0.1:{port}\"\n\
             [bot]\ndata_dir = \"data\"\n"
        ),
    )
    .unwrap();
    let output = run(&config, None);
    assert_clear_failure(
        &output,
        &format!("cannot reach the fake Discord at http://127.0.0.1:{port}"),
    );
    let err = stderr(&output);
    // The cause, not just "Error while sending HTTP request.", and what to do.
    assert!(err.contains("Connection refused"), "{err}");
    assert!(err.contains("Is it running?"), "{err}");
}
