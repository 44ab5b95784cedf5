//! The end of a game over the loopback Discord: a Puerto Rico game brought to its last move (played straight
//! through the host on the bot's data directory while the bot is stopped), then finished by a slash command. The
//! bot posts the game's record as a JSON file attachment in the channel; the record replays to the final state,
//! names the server, and `/stats` reads it from the server's archive.

use galleon_commands::history::{read_record, replay};
use galleon_commands::io::Locale;
use galleon_commands::Host;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;
use galleon_tests::discord::{host_command, is_ephemeral, Table, CHANNEL, GUILD};
use serde_json::Value;

/// Plays `table`'s three people through a Puerto Rico game on the host of `data` (varied suggested moves) up to
/// its last move, which it returns: (seat, move).
pub(crate) fn all_but_the_last_move(data: &std::path::Path, people: &[(String, String)]) -> (usize, String) {
    let host = Host::open(data, Locale::En).unwrap();
    let request = |seat, name, options: &[(&str, &str)]| host_command(people, seat, name, options);
    for seat in 0..3 {
        host.handle(&request(seat, "join", &[]));
    }
    host.handle(&request(0, "start", &[("game", "puerto-rico"), ("seed", "9")]));
    let mut game = PuertoRico::new(3, &Default::default(), 9).unwrap();
    let mut pick: u64 = 5;
    loop {
        let seat = game.to_act()[0];
        let suggested = game.suggested_actions(seat);
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let action = suggested[(pick >> 33) as usize % suggested.len()];
        let mut probe = game.clone();
        probe.apply(seat, &action).unwrap();
        if probe.is_over() {
            host.flush().unwrap();
            return (seat, action.to_string());
        }
        host.handle(&request(seat, "play", &[("move", &action.to_string())]));
        game = probe;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_of_a_game_posts_its_record_as_a_file_and_archives_it_for_stats() {
    let mut t = Table::open().await;
    let people: Vec<(String, String)> = t.people.iter().map(|p| (p.id.clone(), p.name.clone())).collect();
    let mut last = None;
    t.restart_with(|data| last = Some(all_but_the_last_move(data, &people)))
        .await;
    let (seat, text) = last.unwrap();
    t.play(seat, &text).await;

    let posts: Vec<Value> =
        t.lb.state()
            .requests
            .iter()
            .filter(|r| r.method == "POST" && r.path == format!("/channels/{CHANNEL}/messages"))
            .filter(|r| r.body["files"].as_array().is_some_and(|f| !f.is_empty()))
            .map(|r| r.body.clone())
            .collect();
    assert_eq!(posts.len(), 1, "one post with a file");
    let file = &posts[0]["files"][0];
    assert_eq!(file["filename"], format!("galleon-puerto-rico-{CHANNEL}-1.json"));
    let caption = posts[0]["content"].as_str().unwrap();
    assert!(
        caption.contains("/replay game:1") && !caption.contains("galleon replay"),
        "{caption}"
    );
    let record = read_record(file["content"].as_str().unwrap()).unwrap();
    assert_eq!(record.server.as_deref(), Some(GUILD), "the last move told the server");
    assert_eq!(record.seats[seat].id, people[seat].0);
    assert_eq!(record.moves.last().unwrap().text, text);
    let replayed = replay(
        &galleon_commands::games::Registry::standard(),
        &record,
        Locale::En,
        None,
    )
    .unwrap();
    assert_eq!(
        replayed.state(),
        record.state.get(),
        "the record replays to its final state"
    );
    assert!(replayed.result().is_some());

    let (token, callback) = t.command(0, "stats", vec![]).await;
    assert!(is_ephemeral(&callback), "{callback}");
    let stats = t.ephemerals(&token).join("\n");
    let mut callback_text = callback["data"]["content"].as_str().unwrap_or("").to_string();
    callback_text.push_str(&stats);
    assert!(callback_text.contains("• Puerto Rico: 1 game"), "{callback_text}");
}
