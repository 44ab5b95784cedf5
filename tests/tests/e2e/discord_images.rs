//! The board picture over the loopback Discord: once a game starts, the board message carries one PNG
//! attachment; after a move the board is updated and its picture replaced by a new one (still exactly one).

use galleon_tests::discord::{button_seat, Table, ALICE, BRUNO, CARLA, CHANNEL};
use galleon_tests::loopback::payload::option;
use galleon_tests::loopback::State;

/// The files uploaded by message edits of `board`, oldest first: (file name, content as text).
fn pictures(state: &State, board: &str) -> Vec<(String, String)> {
    let path = format!("/channels/{CHANNEL}/messages/{board}");
    state
        .requests
        .iter()
        .filter(|r| r.method == "PATCH" && r.path == path && r.status == 200)
        .flat_map(|r| r.body["files"].as_array().cloned().unwrap_or_default())
        .map(|f| {
            (
                f["filename"].as_str().unwrap_or("").to_owned(),
                f["content"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_message_carries_its_picture_and_a_move_replaces_it() {
    let t = Table::open().await;
    for who in [ALICE, BRUNO, CARLA] {
        t.command(who, "join", vec![]).await;
    }
    let start = vec![option("game", "santiago", false), option("seed", "7", true)];
    t.command(ALICE, "start", start).await;
    let board = t.board();
    assert_eq!(board.attachments, ["board.png"], "the picture is attached to the board");
    let first = pictures(&t.lb.state(), &board.id);
    assert_eq!(first.len(), 1);
    assert!(
        first[0].1.contains("PNG") && first[0].1.contains("IHDR"),
        "a PNG was uploaded"
    );

    let buttons = board.button_ids();
    let who = button_seat(&buttons[0]);
    t.click(who, &board.id, &buttons[0]).await;
    let after = t.board();
    assert_eq!(after.id, board.id, "the board was updated in place");
    assert_ne!(after.content, board.content, "the move changed the board");
    assert_eq!(after.attachments, ["board.png"], "one picture, the new one");
    let both = pictures(&t.lb.state(), &board.id);
    assert_eq!(both.len(), 2, "a second picture was uploaded for the new board");
    assert_ne!(both[0].1, both[1].1, "the new picture differs from the old one");
}
