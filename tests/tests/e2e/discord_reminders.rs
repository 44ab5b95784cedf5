//! Turn reminders over the loopback Discord: a game whose player has stalled for two days (started through the
//! host on the bot's data directory, on a clock set two days back, while the bot is stopped) gets one reminder as
//! soon as the bot is up again: a channel post that mentions exactly that player, and only one.

use std::sync::Arc;
use std::time::Duration;

use galleon_commands::clock::{Clock, FakeClock, SystemClock, DAY};
use galleon_commands::io::Locale;
use galleon_commands::Host;
use galleon_tests::discord::{host_command, Table, ALICE, CHANNEL};
use galleon_tests::loopback::State;
use serde_json::{json, Value};

/// Seats the table's three people and starts a Puerto Rico game on the host of `data`, two days ago.
fn started_two_days_ago(data: &std::path::Path, people: &[(String, String)]) {
    let clock = Arc::new(FakeClock::at(SystemClock.now() - 2 * DAY));
    let host = Host::open(data, Locale::En).unwrap().with_clock(clock);
    let request = |seat, name, options: &[(&str, &str)]| host_command(people, seat, name, options);
    for seat in 0..3 {
        host.handle(&request(seat, "join", &[]));
    }
    host.handle(&request(0, "start", &[("game", "puerto-rico"), ("seed", "7")]));
    host.flush().unwrap();
}

/// The bodies of the bot's channel posts that are reminders.
fn reminders(t: &Table) -> Vec<Value> {
    reminders_in(&t.lb.state())
}

fn reminders_in(state: &State) -> Vec<Value> {
    let path = format!("/channels/{CHANNEL}/messages");
    let posts = state.requests.iter().filter(|r| r.method == "POST" && r.path == path);
    let reminders = posts.filter(|r| r.body["content"].as_str().is_some_and(|c| c.starts_with('⏰')));
    reminders.map(|r| r.body.clone()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_stalled_while_the_bot_was_down_is_reminded_once_when_it_is_back() {
    let mut t = Table::open().await;
    let people: Vec<(String, String)> = t.people.iter().map(|p| (p.id.clone(), p.name.clone())).collect();
    t.restart_with(|data| started_two_days_ago(data, &people)).await;
    // The bot checks at its first READY: the reminder is on its way.
    let first = |state: &State| (!reminders_in(state).is_empty()).then_some(());
    t.lb.wait_for("a reminder after the restart", first).await;
    let sent = reminders(&t);
    assert_eq!(sent.len(), 1, "{sent:?}");
    let alice = &people[ALICE].0;
    let content = sent[0]["content"].as_str().unwrap();
    assert!(
        content.starts_with(&format!(
            "⏰ <@{alice}>: still your turn (Puerto Rico); the table has been waiting for 2 days"
        )),
        "{content}"
    );
    assert_eq!(sent[0]["allowed_mentions"]["users"], json!([alice]), "{}", sent[0]);
    // Sent means stored as sent: a restart does not remind again.
    t.restart().await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(reminders(&t).len(), 1, "reminded once");
}
