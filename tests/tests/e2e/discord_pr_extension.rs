//! A Puerto Rico game with `variant:extension` over the loopback Discord (galleon's real client, handler, host
//! and store): `/start` with the variant registered as a choice, then the whole draft of the buildings played
//! with the registered `/pick` command, its autocomplete and the board's buttons, to round 1.

use galleon_tests::discord::{is_ephemeral, Table, ALICE, BRUNO, CARLA};
use galleon_tests::loopback::payload::option;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_extension_game_drafts_its_buildings_over_the_loopback_discord() {
    let mut t = Table::open().await;
    let registration = t.registrations(1).await;
    let commands = registration.as_array().expect("a bulk overwrite");
    let find = |name: &str| {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name}"))
    };
    let variant = find("start")["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "variant")
        .expect("/start variant");
    let values: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, ["basis", "extension", "random"]);
    assert_eq!(find("pick")["name_localizations"]["fr"], "retenir");
    assert_eq!(find("guests")["name_localizations"]["fr"], "invités");

    for who in [ALICE, BRUNO, CARLA] {
        t.command(who, "join", vec![]).await;
    }
    let start = vec![
        option("game", "puerto-rico", false),
        option("seed", "77", false),
        option("variant", "extension", false),
    ];
    let (_, started) = t.command(ALICE, "start", start).await;
    assert!(!is_ephemeral(&started), "{started}");
    assert!(
        t.board().content.contains("Building draft: Alice picks a building"),
        "{}",
        t.board().content
    );

    let mut picks = 0;
    while t.board().content.contains("Building draft: ") {
        let board = t.board();
        let picker = [ALICE, BRUNO, CARLA]
            .into_iter()
            .find(|&who| {
                board
                    .content
                    .contains(&format!("Building draft: {} picks", t.people[who].name))
            })
            .expect("the board names who picks");
        let offered = t.suggest(picker, "pick", ("building", ""), vec![]).await;
        assert!(!offered.is_empty(), "/pick offers the candidates");
        if picks % 2 == 0 {
            // The last candidate (the expansion's come last), through /pick.
            let (_, value) = offered.last().unwrap().clone();
            let (token, _) = t.command(picker, "pick", vec![option("building", &value, false)]).await;
            assert_eq!(t.ephemerals(&token), ["✅"], "/pick building:{value}");
        } else {
            let id = board
                .button_ids()
                .into_iter()
                .find(|id| id.contains(":pick "))
                .expect("a pick button");
            t.click(picker, &board.id, &id).await;
        }
        // Every accepted pick shows on the board (the move number and the pick).
        assert_ne!(t.board().content, board.content, "pick {picks} was not played");
        picks += 1;
        assert!(picks <= 17, "the draft ends after 17 picks");
    }
    assert_eq!(picks, 17);
    let board = t.board().content;
    assert!(board.contains("Round 1"), "{board}");
    assert!(board.contains("Buildings in play"), "{board}");
    // The draft is over: a pick is refused, privately.
    let (token, refused) = t
        .command(BRUNO, "pick", vec![option("building", "library", false)])
        .await;
    assert!(is_ephemeral(&refused));
    assert!(!t.ephemerals(&token)[0].is_empty());
    t.bot.take().unwrap().shutdown().await.expect("clean shutdown");
}
