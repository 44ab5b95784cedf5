//! `/tables` (issue 36, item 7): where a user sits, the tables waiting for them first, per server or, from a
//! direct message, everywhere.

use std::sync::Arc;

use crate::base::clock::FakeClock;
use crate::base::io::{Locale, Request};
use crate::host::Host;
use crate::tests::support::{only_ephemeral, request, texts};

const T0: u64 = 1_800_000_000;

fn on(server: Option<&str>, channel: &str, user: &str, name: &str, options: &[(&str, &str)]) -> Request {
    Request {
        server: server.map(String::from),
        ..request(channel, user, Locale::En, name, options)
    }
}

/// A game of Puerto Rico in `channel` of `server`, its players joining in the order given (the first one opens).
fn table(host: &Host, server: &str, channel: &str, players: &[&str]) {
    for player in players {
        host.handle(&on(Some(server), channel, player, "join", &[]));
    }
    let start = on(
        Some(server),
        channel,
        players[0],
        "start",
        &[("game", "puerto-rico"), ("seed", "5")],
    );
    let started = host.handle(&start);
    assert!(texts(&started).contains("Waiting for"), "{}", texts(&started));
}

#[test]
fn tables_lists_the_users_games_waiting_for_them_first_per_server_or_everywhere_from_a_dm() {
    let clock = Arc::new(FakeClock::at(T0));
    let host = Host::temporary(Locale::En).unwrap().with_clock(clock.clone());
    // The first seat plays first: alice is awaited at "a" (since T0) and "c" (since an hour later), not at "b".
    table(&host, "s1", "a", &["alice", "bob", "carol"]);
    table(&host, "s1", "b", &["bob", "alice", "carol"]);
    let role = on(Some("s1"), "b", "bob", "play", &[("move", "role settler")]);
    assert!(texts(&host.handle(&role)).contains("Settler"));
    clock.advance(3600);
    table(&host, "s2", "c", &["alice", "carol", "bob"]);
    clock.advance(2 * 3600);
    let ask = |server: Option<&str>, channel: &str, user: &str| {
        only_ephemeral(&host.handle(&on(server, channel, user, "tables", &[])), user)
    };
    assert_eq!(
        ask(Some("s1"), "b", "alice"),
        "**Your tables** (2 games, 1 waiting for you):\n\
         ▶ Puerto Rico in #a, Round 1: your turn, for 3 hours.\n\
         • Puerto Rico in #b, Round 1 · Settler: waiting for bob."
    );
    // From a direct message (no server): every server, the longest waiting first.
    assert_eq!(
        ask(None, "dm-alice", "alice"),
        "**Your tables** (3 games, 2 waiting for you):\n\
         ▶ Puerto Rico in #a, Round 1: your turn, for 3 hours.\n\
         ▶ Puerto Rico in #c, Round 1: your turn, for 2 hours.\n\
         • Puerto Rico in #b, Round 1 · Settler: waiting for bob."
    );
    assert_eq!(ask(Some("s2"), "x", "dave"), "You sit at no game in progress here.");
}
