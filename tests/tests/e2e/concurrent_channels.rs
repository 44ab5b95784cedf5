//! Many channels played at once on one host: every table ends exactly as its game was planned, no message
//! strays to another table's channel or players, and a restart reloads every table.

use std::sync::Arc;

use galleon_commands::io::{Input, Locale, Message, Request, Target, User};
use galleon_commands::Host;
use galleon_tests::{plan_game, NAMES};
use serde_json::Value;

const CHANNELS: u64 = 16;

fn request(channel: &str, user: &str, name: &str, options: &[(&str, &str)]) -> Request {
    Request {
        channel: channel.to_string(),
        user: User {
            id: user.to_string(),
            name: user.to_string(),
        },
        locale: if user.ends_with("bob") || user.ends_with("dave") {
            Locale::Fr
        } else {
            Locale::En
        },
        admin: false,
        server: None,
        input: Input::Command {
            name: name.to_string(),
            options: options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
        },
    }
}

/// Every message of a channel's request goes to that channel or to one of its own players.
fn check_routing(channel: &str, users: &[String], messages: &[Message]) {
    for message in messages {
        match &message.to {
            Target::Channel { channel: c }
            | Target::Board { channel: c, .. }
            | Target::Ping { channel: c, .. }
            | Target::File { channel: c, .. }
            | Target::BoardImage { channel: c, .. }
            | Target::Strip { channel: c, .. } => assert_eq!(c, channel),
            Target::Dm { user } | Target::AnswerImage { user, .. } => {
                assert!(users.contains(user), "{user} is not at {channel}")
            }
            Target::Ephemeral { user } | Target::Update { user } => {
                assert!(users.contains(user), "{user} is not at {channel}");
                let text = message.text();
                assert!(
                    galleon_tests::is_private_view(&text),
                    "refusal at {channel} for {user}: {text}"
                );
            }
        }
    }
}

fn play_channel(host: &Host, index: u64) -> Value {
    let channel = format!("c{index}");
    let players = 3 + (index as usize % 3);
    let seed = 500 + index;
    let users: Vec<String> = NAMES[..players].iter().map(|n| format!("{channel}-{n}")).collect();
    for user in &users {
        check_routing(&channel, &users, &host.handle(&request(&channel, user, "join", &[])));
    }
    let seed_text = seed.to_string();
    let start = [("game", "puerto-rico"), ("seed", seed_text.as_str())];
    check_routing(
        &channel,
        &users,
        &host.handle(&request(&channel, &users[0], "start", &start)),
    );
    let (moves, end) = plan_game(players, seed);
    for planned in moves.iter().filter(|m| !m.auto) {
        let out = host.handle(&request(
            &channel,
            &users[planned.seat],
            "play",
            &[("move", &planned.text)],
        ));
        check_routing(&channel, &users, &out);
    }
    let record: Value = serde_json::from_slice(&host.raw_record(&channel).unwrap().unwrap()).unwrap();
    assert_eq!(record["game"]["log"].as_array().unwrap().len(), moves.len());
    assert_eq!(record["game"]["state"], serde_json::to_value(&end).unwrap());
    record
}

#[test]
fn channels_in_parallel_do_not_interfere() {
    let dir = tempfile::tempdir().unwrap();
    let host = Arc::new(Host::open(dir.path(), Locale::En).unwrap());
    let threads: Vec<_> = (0..CHANNELS)
        .map(|index| {
            let host = Arc::clone(&host);
            std::thread::spawn(move || play_channel(&host, index))
        })
        .collect();
    let records: Vec<Value> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    drop(host);
    let host = Host::open(dir.path(), Locale::En).unwrap();
    assert!(host.load_problems().is_empty(), "{:?}", host.load_problems());
    assert_eq!(host.channels().len(), CHANNELS as usize);
    for (index, record) in records.iter().enumerate() {
        let stored: Value = serde_json::from_slice(&host.raw_record(&format!("c{index}")).unwrap().unwrap()).unwrap();
        assert_eq!(&stored, record);
    }
}
