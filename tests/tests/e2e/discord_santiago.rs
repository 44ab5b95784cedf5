//! Santiago with hidden money through the loopback Discord (issue 36, item 4): the public board offers panels,
//! not amounts; a panel's press is answered to its presser alone (an ephemeral reply whose buttons are the
//! amounts they can pay, in their language) and changes nothing; a whole game is played by presses, none refused.

use galleon_tests::discord::{button_seat, is_ephemeral, Picker, Table, ALICE, BRUNO, CARLA};
use galleon_tests::loopback::payload::option;

use crate::script_santiago::names_an_amount;

/// At most this many board presses: a whole three-player game takes fewer.
const PRESSES: usize = 400;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hidden_money_panels_answer_their_presser_alone_and_no_press_is_refused() {
    let t = Table::open().await;
    for who in [ALICE, BRUNO, CARLA] {
        t.command(who, "join", vec![]).await;
    }
    let start = vec![
        option("game", "santiago", false),
        option("seed", "5", true),
        option("money", "hidden", false),
        option("spring", "random", false),
    ];
    t.command(ALICE, "start", start).await;
    let mut picker = Picker(36);
    let (mut presses, mut panels, mut refused) = (0, 0, 0);
    for _ in 0..PRESSES {
        let board = t.board();
        let buttons = board.button_ids();
        if buttons.is_empty() {
            break;
        }
        assert!(!buttons.iter().any(|id| names_an_amount(id)), "{buttons:?}");
        let id = buttons[picker.pick(buttons.len())].clone();
        let who = button_seat(&id);
        let (token, callback) = t.click(who, &board.id, &id).await;
        presses += 1;
        let (token, before) = if id.starts_with("p1:") {
            panels += 1;
            assert!(is_ephemeral(&callback), "{callback}");
            let answer = t.lb.state().ephemerals(&token).into_iter().cloned().collect::<Vec<_>>();
            assert_eq!(answer.len(), 1, "{answer:?}");
            assert!(answer[0].ephemeral);
            let french = who == BRUNO;
            let words = if french { "vous avez" } else { "you have" };
            let shown = &answer[0].content;
            assert!(shown.contains(words) || shown.contains("escudo"), "{shown}");
            let after = t.board();
            assert_eq!(
                (after.content.as_str(), after.button_ids()),
                (board.content.as_str(), buttons)
            );
            let choices = answer[0].button_ids();
            assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
            let choice = &choices[picker.pick(choices.len())];
            let (token, _) = t.click(who, &answer[0].id, choice).await;
            presses += 1;
            (token, after)
        } else {
            (token, board)
        };
        if t.board().content == before.content {
            refused += 1;
            eprintln!("refused: {:?}", t.ephemerals(&token));
        }
    }
    assert!(t.board().button_ids().is_empty(), "the game ended");
    eprintln!("santiago loopback, hidden money: {presses} presses ({panels} panels opened), {refused} refused");
    assert!(panels > 0);
    assert_eq!(refused, 0);
    // Nothing the panels said reached the channel.
    let state = t.lb.state();
    for post in state.channel(galleon_tests::discord::CHANNEL) {
        let private = ["Another amount", "Un autre montant", "Your bid:", "Votre mise :"];
        assert!(!private.iter().any(|p| post.content.contains(p)), "{}", post.content);
    }
}
