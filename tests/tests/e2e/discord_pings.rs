//! Turn pings over the loopback Discord: a new post naming exactly the players to act, allowed to notify only
//! them, replacing (deleting) the previous ping; `/notify` choices honoured; a stale ping deleted when nobody
//! is named.

use galleon_tests::discord::{is_ephemeral, is_ping, Table, ALICE, BRUNO, CARLA, CHANNEL};
use galleon_tests::loopback::payload::option;
use serde_json::{json, Value};

/// The visible pings of the channel: (message id, content).
fn pings(t: &Table) -> Vec<(String, String)> {
    let state = t.lb.state();
    let pings = state.channel(CHANNEL).into_iter().filter(|m| is_ping(m));
    pings.map(|m| (m.id.clone(), m.content.clone())).collect()
}

/// The body of the bot's POST that created the channel message with this content.
fn posted(t: &Table, content: &str) -> Value {
    let state = t.lb.state();
    let path = format!("/channels/{CHANNEL}/messages");
    let post = state
        .requests
        .iter()
        .find(|r| r.method == "POST" && r.path == path && r.body["content"] == content);
    post.expect("the ping was posted").body.clone()
}

fn deleted(t: &Table, id: &str) -> bool {
    let path = format!("/channels/{CHANNEL}/messages/{id}");
    t.lb.state()
        .requests
        .iter()
        .any(|r| r.method == "DELETE" && r.path == path)
}

/// The allowed mentions of a ping: exactly `users`, and no `@everyone`, `@here` or role.
fn assert_mentions_only(body: &Value, users: &[&str]) {
    let allowed = &body["allowed_mentions"];
    assert_eq!(allowed["users"], json!(users), "{body}");
    assert!(allowed["parse"].as_array().is_none_or(|p| p.is_empty()), "{body}");
    assert!(allowed["roles"].as_array().is_none_or(|r| r.is_empty()), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pings_call_exactly_the_players_to_act_and_replace_each_other() {
    let t = Table::open().await;
    let id = |who: usize| t.people[who].id.clone();
    // Carla is called by DM, nobody else changes anything.
    let (token, answer) = t.command(CARLA, "notify", vec![option("mode", "dm", false)]).await;
    assert!(is_ephemeral(&answer), "/notify is answered privately");
    assert!(t.ephemerals(&token)[0].contains("direct message"));
    for who in [ALICE, BRUNO, CARLA] {
        t.command(who, "join", vec![]).await;
    }
    let start = vec![option("game", "puerto-rico", false), option("seed", "7", true)];
    t.command(ALICE, "start", start).await;
    let first = pings(&t);
    assert_eq!(first.len(), 1, "{first:?}");
    let alice = format!("<@{}>", id(ALICE));
    assert!(
        first[0].1.starts_with(&format!("🔔 {alice}: your turn")),
        "{}",
        first[0].1
    );
    assert_mentions_only(&posted(&t, &first[0].1), &[&id(ALICE)]);

    // The governor takes the Settler and still acts (she picks a plantation first): nobody is called again.
    let (token, _) = t.play(ALICE, "role settler").await;
    assert_eq!(
        t.ephemerals(&token),
        vec!["✅"],
        "the mover is answered privately, the ping goes apart"
    );
    assert_eq!(pings(&t), first, "the same seat to act: no new ping");
    // Her plantation taken, Bruno picks next: a new ping calls him and the old one goes.
    let suggestions = t.suggestions(ALICE, "").await;
    t.play(ALICE, &suggestions[0].1).await;
    let second = pings(&t);
    assert_eq!(second.len(), 1, "one ping in the channel: {second:?}");
    assert!(deleted(&t, &first[0].0), "the previous ping is deleted");
    let bruno = format!("<@{}>", id(BRUNO));
    assert!(
        second[0].1.starts_with(&format!("🔔 {bruno}: your turn")),
        "{}",
        second[0].1
    );
    assert!(!second[0].1.contains(&alice));
    assert_mentions_only(&posted(&t, &second[0].1), &[&id(BRUNO)]);

    // Bruno picks; Carla, who chose DMs, is called privately with a link to the channel.
    let suggestions = t.suggestions(BRUNO, "").await;
    t.play(BRUNO, &suggestions[0].1).await;
    let dms: Vec<String> = t.lb.state().dms(&id(CARLA)).iter().map(|m| m.content.clone()).collect();
    assert!(
        dms.iter()
            .any(|d| d.contains(&format!("<#{CHANNEL}>")) && d.starts_with("🔔")),
        "{dms:?}"
    );
    assert!(
        pings(&t).is_empty(),
        "nobody named in the channel: no new ping, and Bruno's stale one is gone"
    );
    assert!(deleted(&t, &second[0].0));
}

/// A Puerto Rico table where Carla chose DMs but refuses them, played until she is due: her DM call is refused.
async fn carla_refusing_dms_is_due() -> (Table, String) {
    let t = Table::open().await;
    let carla = t.people[CARLA].id.clone();
    t.command(CARLA, "notify", vec![option("mode", "dm", false)]).await;
    t.lb.refuse_dms(&carla);
    for who in [ALICE, BRUNO, CARLA] {
        t.command(who, "join", vec![]).await;
    }
    let start = vec![option("game", "puerto-rico", false), option("seed", "7", true)];
    t.command(ALICE, "start", start).await;
    t.play(ALICE, "role settler").await;
    for who in [ALICE, BRUNO] {
        let suggestions = t.suggestions(who, "").await;
        t.play(who, &suggestions[0].1).await;
    }
    (t, carla)
}

/// Carla chose DMs but refuses them: the DM calling her is refused, and the call is made again in the channel
/// (naming her, notifying only her); from then on she is called in the channel, no call lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_dm_call_is_made_again_in_the_channel() {
    let (t, carla) = carla_refusing_dms_is_due().await;
    let mark = format!("<@{carla}>");
    let content =
        t.lb.wait_for("Carla called in the channel once her DM is refused", |state| {
            let mut pings = state.channel(CHANNEL).into_iter().filter(|m| is_ping(m));
            pings.find(|m| m.content.contains(&mark)).map(|m| m.content.clone())
        })
        .await;
    assert!(content.starts_with(&format!("🔔 {mark}: your turn")), "{content}");
    assert_mentions_only(&posted(&t, &content), &[&carla]);
    assert_eq!(pings(&t).len(), 1, "one ping in the channel");
}

/// Carla chose DMs and refused them, so her call was made in the channel; she opens her DMs again: her next turn
/// call comes by DM, and no channel ping names her.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reopened_dms_bring_the_next_call_back_to_dms() {
    let (t, carla) = carla_refusing_dms_is_due().await;
    let mark = format!("<@{carla}>");
    let named = |t: &Table| pings(t).iter().any(|(_, content)| content.contains(&mark));
    assert!(
        named(&t),
        "her refused DM call was made in the channel: {:?}",
        pings(&t)
    );
    let calls_by_dm = |t: &Table| {
        let state = t.lb.state();
        let dms = state.dms(&carla);
        dms.iter().filter(|m| m.content.starts_with('🔔')).count()
    };
    assert_eq!(calls_by_dm(&t), 0);

    t.lb.accept_dms(&carla);
    let mut moves = 0;
    while calls_by_dm(&t) == 0 {
        assert!(moves < 40, "Carla was never called again");
        let who = t.actor(&t.board().button_ids()).await.expect("someone is to act");
        let suggestions = t.suggestions(who, "").await;
        t.play(who, &suggestions[0].1).await;
        moves += 1;
    }
    assert!(!named(&t), "called by DM, not in the channel: {:?}", pings(&t));
    let state = t.lb.state();
    let dms = state.dms(&carla);
    let call = dms.iter().find(|m| m.content.starts_with('🔔')).unwrap();
    assert!(call.content.contains(&format!("<#{CHANNEL}>")), "{}", call.content);
}
