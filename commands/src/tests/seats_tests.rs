//! `/start seats:random`, `/replace` by an admin or by a vote, and an admin's `/abort`, on the toy game: every
//! refusal is localized and leaves the store byte for byte as it was, and a vote survives a restart.

use crate::base::io::{Input, Locale, Message, Request, Target, User};
use crate::handlers::seats::random_order;
use crate::host::script::Runner;
use crate::record::TableRecord;
use crate::tests::support::Starred;
use crate::tests::support::{only_ephemeral, texts, toy_runner};

fn raw(r: &Runner) -> Option<Vec<u8>> {
    r.host().raw_record("table").unwrap()
}

fn record(r: &Runner) -> TableRecord {
    serde_json::from_slice(&raw(r).unwrap()).unwrap()
}

fn seat_ids(r: &Runner) -> Vec<String> {
    record(r).seats.iter().map(|s| s.user.id.clone()).collect()
}

/// A table of `players` (alice, bob, …) playing the toy game to 20, alice to act.
fn playing(dir: &std::path::Path, players: &[&str]) -> Runner {
    let mut r = toy_runner(dir);
    for player in players {
        r.line(&format!("{player}> /join"));
    }
    r.line("alice> /start game:toy seed:3 target:20");
    r
}

/// `user` acting in `locale`, a server admin or not.
fn act(r: &Runner, user: &str, locale: Locale, admin: bool, input: Input) -> Vec<Message> {
    r.host().handle(&Request {
        channel: "table".into(),
        user: User {
            id: user.into(),
            name: user.into(),
        },
        locale,
        admin,
        server: None,
        input,
    })
}

fn command(name: &str, options: &[(&str, &str)]) -> Input {
    Input::Command {
        name: name.into(),
        options: options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect(),
    }
}

fn replace(player: &str, with: &str) -> Input {
    command("replace", &[("player", player), ("with", with)])
}

fn click(id: &str) -> Input {
    Input::Button { id: id.into() }
}

/// `user`'s `/replace`, which must open a vote: the ids of its Agree and Refuse buttons.
fn ask(r: &mut Runner, user: &str, player: &str, with: &str) -> (String, String) {
    let out = r.line(&format!("{user}> /replace player:{player} with:{with}"));
    assert_eq!(out.len(), 1, "{}", texts(&out));
    assert_eq!(
        out[0].to,
        Target::Channel {
            channel: "table".into()
        }
    );
    let labels: Vec<&str> = out[0].buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Agree", "Refuse"], "{}", texts(&out));
    (out[0].buttons[0].id.clone(), out[0].buttons[1].id.clone())
}

/// Asserts that `input` by `user` is refused in both languages with `en` (and a French text), the store
/// unchanged byte for byte.
fn refused(r: &Runner, user: &str, admin: bool, input: Input, en: &str) {
    let before = raw(r);
    let text = only_ephemeral(&act(r, user, Locale::En, admin, input.clone()), user);
    assert_eq!(text, en);
    let french = only_ephemeral(&act(r, user, Locale::Fr, admin, input), user);
    assert!(french != text && !french.contains("err-"), "{french}");
    assert_eq!(raw(r), before, "a refusal changes nothing: {en}");
}

#[test]
fn random_seating_is_a_permutation_fixed_by_the_seed() {
    for players in 1..=5 {
        for seed in 0..50 {
            let order = random_order(seed, players);
            assert_eq!(order, random_order(seed, players));
            let mut sorted = order.clone();
            sorted.sort();
            assert_eq!(sorted, (0..players).collect::<Vec<_>>());
        }
    }
    assert!((0..10).any(|seed| random_order(seed, 4) != [0, 1, 2, 3]));
    assert!((0..10).any(|seed| random_order(seed, 4) != random_order(seed + 1, 4)));
}

#[test]
fn start_seats_random_draws_the_seats_from_the_seed_and_the_record_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    for player in ["alice", "bob", "carol", "dave"] {
        r.line(&format!("{player}> /join"));
    }
    let seed = (0..10).find(|&s| random_order(s, 4) != [0, 1, 2, 3]).unwrap();
    let out = texts(&r.line(&format!("alice> /start game:toy seed:{seed} seats:random")));
    let joined = ["alice", "bob", "carol", "dave"];
    let drawn: Vec<String> = random_order(seed, 4).iter().map(|&i| joined[i].to_string()).collect();
    assert_eq!(seat_ids(&r), drawn);
    let list: Vec<String> = drawn
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{}. {n}", i + 1))
        .collect();
    assert!(out.contains(&format!("Seats: {}.", list.join(", "))), "{out}");
    assert!(out.contains("The seats were drawn at random"), "{out}");
    let stored = String::from_utf8(raw(&r).unwrap()).unwrap();
    assert!(stored.contains("\"seating\":\"random\""), "{stored}");
    let before = raw(&r);
    r.line("!restart");
    assert_eq!(raw(&r), before);
    let first = &drawn[0];
    let played = texts(&r.line(&format!("{first}> /play move:\"add 1\"")));
    assert!(played.contains("Total 1/10"), "seat 1 acts first: {played}");
    // The same seed and join order give the same seats; `join` keeps the table's order and writes nothing.
    let dir2 = tempfile::tempdir().unwrap();
    let mut again = toy_runner(dir2.path());
    for player in joined {
        again.line(&format!("{player}> /join"));
    }
    again.line(&format!("bob> /lancer jeu:toy graine:{seed} places:hasard"));
    assert_eq!(seat_ids(&again), drawn, "the French names, the same draw");
    let dir3 = tempfile::tempdir().unwrap();
    let mut joined_order = toy_runner(dir3.path());
    for player in joined {
        joined_order.line(&format!("{player}> /join"));
    }
    joined_order.line(&format!("alice> /start game:toy seed:{seed} seats:join"));
    assert_eq!(seat_ids(&joined_order), joined);
    assert!(!String::from_utf8(raw(&joined_order).unwrap())
        .unwrap()
        .contains("seating"));
}

#[test]
fn a_bad_seating_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    refused(
        &r,
        "alice",
        false,
        command("start", &[("game", "toy"), ("seats", "shuffle")]),
        "“shuffle” is not a way to seat the players: join or random.",
    );
}

#[test]
fn an_admin_replaces_at_once_and_the_newcomer_plays_with_the_seat() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = playing(dir.path(), &["alice", "bob"]);
    r.line("alice> /play move:peek");
    r.line("bob> /play move:\"add 2\"");
    let hand = only_ephemeral(&r.line("alice> /hand"), "alice");
    // root is not seated: an admin decides alone.
    let out = act(&r, "root", Locale::En, true, replace("alice", "dave"));
    let all = texts(&out);
    assert!(
        all.contains(
            "root, a server administrator, decided.\n[#table] dave takes alice's seat (seat 1) and plays on with it."
        ),
        "{all}"
    );
    assert!(all.contains("bob now leads the table."), "the opener left: {all}");
    assert!(
        matches!(&out[1].to, Target::Board { .. }) && out[1].starred().contains("dave"),
        "{all}"
    );
    let dm = out.iter().find(|m| m.to == Target::Dm { user: "dave".into() });
    assert_eq!(
        dm.map(|m| m.starred().clone()),
        Some(hand),
        "the seat's private view, unchanged"
    );
    let called = out.iter().find_map(|m| match &m.to {
        Target::Ping { users, .. } => Some(users.clone()),
        _ => None,
    });
    assert_eq!(called, Some(vec!["dave".to_string()]), "the seat is due: {all}");
    assert_eq!(seat_ids(&r), ["dave", "bob"]);
    assert_eq!(record(&r).opener.as_deref(), Some("bob"));
    // alice is out: no move, no hand, no vote; dave plays on with alice's state.
    let text = only_ephemeral(&r.line("alice> /play move:\"add 1\""), "alice");
    assert_eq!(text, "You are not seated at this table.");
    let text = only_ephemeral(&r.line("alice> /hand"), "alice");
    assert_eq!(text, "You are not seated at this table.");
    r.line("!restart");
    let played = texts(&r.line("dave> /play move:\"add 3\""));
    assert!(played.contains("Total 5/20"), "{played}");
}

#[test]
fn a_majority_vote_replaces_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = playing(dir.path(), &["alice", "bob", "carol"]);
    r.line("alice> /play move:\"add 1\"");
    let (agree, _) = ask(&mut r, "alice", "bob", "dave");
    assert_eq!(agree, "r1:table:1:0:y");
    let stored = record(&r).replace_vote.unwrap();
    assert_eq!(
        (stored.yes, stored.newcomer.user.id),
        (vec!["alice".to_string()], "dave".to_string())
    );
    r.line("!restart");
    // The game goes on during the vote; bob is still seated until it passes.
    assert!(texts(&r.line("bob> /play move:\"add 1\"")).contains("Total 2/20"));
    let out = r.line(&format!("carol> !click {agree}"));
    let all = texts(&out);
    assert!(
        all.contains("The table agreed (2 of 2).\n[#table] dave takes bob's seat (seat 2)"),
        "{all}"
    );
    assert!(out.iter().any(|m| m.to == Target::Dm { user: "dave".into() }), "{all}");
    assert!(
        !out.iter().any(|m| matches!(&m.to, Target::Ping { .. })),
        "carol is due, not dave: {all}"
    );
    assert_eq!(seat_ids(&r), ["alice", "dave", "carol"]);
    assert_eq!(record(&r).replace_vote, None);
    // The vote is over: its buttons are stale.
    refused(
        &r,
        "alice",
        false,
        click(&agree),
        "This vote is over, or belongs to an earlier game: nothing changed.",
    );
    assert!(texts(&r.line("carol> /play move:\"add 1\"")).contains("Total 3/20"));
    let text = only_ephemeral(&r.line("bob> /play move:\"add 1\""), "bob");
    assert_eq!(text, "You are not seated at this table.");
    assert!(texts(&r.line("alice> /play move:\"add 1\"")).contains("Total 4/20"));
    assert!(texts(&r.line("dave> /play move:\"add 1\"")).contains("Total 5/20"));
}

#[test]
fn a_refused_vote_ends_and_changes_no_seat() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = playing(dir.path(), &["alice", "bob", "carol"]);
    let (agree, refuse) = ask(&mut r, "alice", "bob", "dave");
    let out = texts(&r.line(&format!("carol> !click {refuse}")));
    assert!(
        out.contains("carol refuses: dave does not take bob's seat (1 of 2 refuse). The vote is over."),
        "{out}"
    );
    assert_eq!(seat_ids(&r), ["alice", "bob", "carol"]);
    assert_eq!(record(&r).replace_vote, None);
    let stale = "This vote is over, or belongs to an earlier game: nothing changed.";
    refused(&r, "carol", false, click(&agree), stale);
    // A new vote gets new buttons: the old ones stay stale.
    let (again, _) = ask(&mut r, "carol", "bob", "dave");
    assert_eq!(again, "r1:table:1:1:y");
    refused(&r, "alice", false, click(&agree), stale);
}

#[test]
fn a_voter_may_change_their_answer_and_the_newcomer_may_ask() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = playing(dir.path(), &["alice", "bob", "carol", "dave"]);
    // erin volunteers for dave's seat: three voters, two must agree, nobody has yet.
    let asked = r.line("erin> /replace player:dave with:erin");
    let post = texts(&asked);
    assert!(
        post.contains("erin offers to take dave's seat. The other seated"),
        "{post}"
    );
    let (agree, refuse) = (asked[0].buttons[0].id.clone(), asked[0].buttons[1].id.clone());
    let out = texts(&r.line(&format!("bob> !click {refuse}")));
    assert!(
        out.contains("bob refuses that erin take dave's seat: 0 agree, 1 refuse (2 of 3 needed)."),
        "{out}"
    );
    r.line(&format!("alice> !click {agree}"));
    let out = texts(&r.line(&format!("bob> !click {agree}")));
    assert!(out.contains("erin takes dave's seat (seat 4)"), "{out}");
    assert_eq!(seat_ids(&r), ["alice", "bob", "carol", "erin"]);
}

#[test]
fn in_a_two_player_game_the_other_player_alone_is_the_majority() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = playing(dir.path(), &["alice", "bob"]);
    let out = texts(&r.line("alice> /replace player:bob with:carol"));
    assert!(
        out.contains("The table agreed (1 of 1).\n[#table] carol takes bob's seat (seat 2)"),
        "{out}"
    );
    // carol handing her own seat on still needs the other player.
    let (agree, _) = ask(&mut r, "carol", "carol", "bob");
    let out = texts(&r.line(&format!("alice> !click {agree}")));
    assert!(out.contains("bob takes carol's seat (seat 2)"), "{out}");
}

#[test]
fn replace_refusals_are_localized_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    refused(
        &r,
        "alice",
        false,
        replace("bob", "carol"),
        "No game is being played here: before a game, players /join and /leave by themselves.",
    );
    r.line("carol> /join");
    r.line("alice> /start game:toy seed:3 target:20");
    refused(
        &r,
        "alice",
        false,
        replace("bob", "carol"),
        "carol is already seated in this game.",
    );
    refused(
        &r,
        "root",
        true,
        replace("bob", "bob"),
        "bob is already seated in this game.",
    );
    refused(
        &r,
        "alice",
        false,
        replace("erin", "dave"),
        "erin is not seated in this game.",
    );
    refused(
        &r,
        "erin",
        false,
        replace("bob", "dave"),
        "Only a seated player, the newcomer or a server administrator can ask to replace a player.",
    );
    refused(
        &r,
        "alice",
        false,
        command("replace", &[("player", "bob")]),
        "The option “with” is missing.",
    );
    let (agree, refuse) = ask(&mut r, "alice", "bob", "dave");
    refused(
        &r,
        "carol",
        false,
        replace("alice", "erin"),
        "A vote is already open on dave taking bob's seat: wait until it ends.",
    );
    refused(
        &r,
        "dave",
        false,
        click(&agree),
        "Only the players seated in this game vote on a replacement.",
    );
    refused(
        &r,
        "bob",
        false,
        click(&refuse),
        "This vote is about your own seat: the other players decide.",
    );
    refused(
        &r,
        "alice",
        false,
        click(&agree),
        "You already agreed: nothing changed.",
    );
    refused(
        &r,
        "carol",
        false,
        click("r1:table:1:7:y"),
        "This vote is over, or belongs to an earlier game: nothing changed.",
    );
    refused(
        &r,
        "carol",
        false,
        click("r1:table:1:0:maybe"),
        "This button is not one of mine.",
    );
    // The French command and option names.
    let french = act(
        &r,
        "carol",
        Locale::Fr,
        false,
        command("remplacer", &[("joueur", "alice"), ("par", "erin")]),
    );
    let text = only_ephemeral(&french, "carol");
    assert!(text.starts_with("Un vote est déjà ouvert"), "{text}");
}

#[test]
fn the_end_of_the_game_ends_the_vote() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    for player in ["alice", "bob", "carol"] {
        r.line(&format!("{player}> /join"));
    }
    r.line("alice> /start game:toy seed:3 target:3");
    let (agree, _) = ask(&mut r, "alice", "carol", "dave");
    r.line("alice> /play move:\"add 1\"");
    r.line("bob> /play move:\"add 2\"");
    assert_eq!(record(&r).replace_vote, None, "the game is over");
    refused(
        &r,
        "bob",
        false,
        click(&agree),
        "This vote is over, or belongs to an earlier game: nothing changed.",
    );
    refused(
        &r,
        "alice",
        false,
        replace("carol", "dave"),
        "No game is being played here: before a game, players /join and /leave by themselves.",
    );
}

#[test]
fn an_admin_ends_a_table_they_are_not_seated_at_and_a_stranger_cannot() {
    let dir = tempfile::tempdir().unwrap();
    let r = playing(dir.path(), &["alice", "bob"]);
    refused(
        &r,
        "erin",
        false,
        command("abort", &[]),
        "You are not seated at this table.",
    );
    let before = raw(&r);
    let out = act(&r, "root", Locale::En, true, command("abort", &[]));
    only_ephemeral(&out, "root");
    let id = out[0].buttons[0].id.clone();
    assert_eq!(id, "a1:table:1:root");
    assert_eq!(raw(&r), before, "nothing before the press");
    refused(
        &r,
        "erin",
        false,
        click(&id),
        "This confirmation is not yours: type /abort yourself.",
    );
    let all = texts(&act(&r, "root", Locale::En, true, click(&id)));
    assert!(all.contains("root aborted the game of game-toy"), "{all}");
    assert_eq!(raw(&r), None);
    assert!(r.host().store.last_archived("table").unwrap().is_some(), "archived");
    // A lobby is closed at once.
    act(&r, "alice", Locale::En, false, command("join", &[]));
    let all = texts(&act(&r, "root", Locale::En, true, command("abort", &[])));
    assert!(all.contains("root closed the table"), "{all}");
    assert_eq!(raw(&r), None);
}

#[test]
fn an_admin_who_no_longer_is_one_cannot_confirm() {
    let dir = tempfile::tempdir().unwrap();
    let r = playing(dir.path(), &["alice", "bob"]);
    let out = act(&r, "root", Locale::En, true, command("abort", &[]));
    let id = out[0].buttons[0].id.clone();
    refused(&r, "root", false, click(&id), "You are not seated at this table.");
}

#[test]
fn an_admin_replacement_ends_an_open_vote() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = playing(dir.path(), &["alice", "bob", "carol"]);
    let (agree, _) = ask(&mut r, "alice", "bob", "dave");
    let all = texts(&act(&r, "root", Locale::En, true, replace("carol", "erin")));
    assert!(all.contains("erin takes carol's seat (seat 3)"), "{all}");
    assert_eq!(record(&r).replace_vote, None);
    refused(
        &r,
        "erin",
        false,
        click(&agree),
        "This vote is over, or belongs to an earlier game: nothing changed.",
    );
    assert_eq!(seat_ids(&r), ["alice", "bob", "erin"]);
}

#[test]
fn an_imported_vote_must_fit_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = playing(dir.path(), &["alice", "bob", "carol"]);
    ask(&mut r, "alice", "bob", "dave");
    let good: serde_json::Value = serde_json::from_slice(&raw(&r).unwrap()).unwrap();
    assert!(r.host().import(&good.to_string()).is_ok());
    let tampered = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut record = good.clone();
        change(&mut record);
        r.host().import(&record.to_string()).unwrap_err().to_string()
    };
    let cases: [&dyn Fn(&mut serde_json::Value); 5] = [
        &|v| v["replace_vote"]["player"] = "zoe".into(),
        &|v| v["replace_vote"]["newcomer"]["user"]["id"] = "carol".into(),
        &|v| v["replace_vote"]["yes"] = serde_json::json!(["bob"]),
        &|v| v["replace_vote"]["no"] = serde_json::json!(["alice"]),
        &|v| v["replace_votes"] = 0.into(),
    ];
    for change in cases {
        let problem = tampered(change);
        assert!(problem.contains("replacement vote does not fit"), "{problem}");
    }
}

#[test]
fn a_solo_seat_is_given_away_only_by_an_admin() {
    let dir = tempfile::tempdir().unwrap();
    let options = crate::host::script::ScriptOptions {
        data: Some(dir.path().to_path_buf()),
        locale: Locale::En,
        json: false,
    };
    let mut r = Runner::new(&options).unwrap();
    r.line("alice> /join");
    r.line("alice> /start game:maracaibo level:3 seed:1");
    refused(
        &r,
        "alice",
        false,
        replace("alice", "bob"),
        "alice is the only player: only a server administrator can give this seat to someone else.",
    );
    let all = texts(&act(&r, "root", Locale::En, true, replace("alice", "bob")));
    assert!(all.contains("bob takes alice's seat (seat 1)"), "{all}");
    assert_eq!(seat_ids(&r), ["bob"]);
    assert_eq!(
        record(&r).opener.as_deref(),
        Some("bob"),
        "the only seat leads the table"
    );
}

/// A seat given to the AI comes back to a person: by its number (Discord cannot name an AI as a user) or, in the
/// terminal modes, by the AI's name; every person seated votes, as the AI does not.
#[test]
fn a_seat_given_to_the_ai_comes_back_to_a_person() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    for line in [
        "alice> /join",
        "bob> /join",
        "alice> /addbot",
        "alice> /start game:toy seed:3 target:30",
    ] {
        r.line(line);
    }
    assert_eq!(seat_ids(&r), ["alice", "bob", "ai:normal:1"]);
    refused(
        &r,
        "alice",
        false,
        command("replace", &[("seat", "4"), ("with", "carol")]),
        "“4” is not a seat of this game: seats are numbered 1 to 3, in the board's order.",
    );
    // alice asks for carol to take the AI's seat: alice and bob both vote (the AI does not), alice agreeing.
    let out = r.line("alice> /replace seat:3 with:carol");
    assert!(texts(&out).contains("2 of 2 must agree (1 so far)"), "{}", texts(&out));
    let agree = out[0].buttons[0].id.clone();
    let out = texts(&r.line(&format!("bob> !click {agree}")));
    assert!(out.contains("carol takes 🤖 Bot 1 (normal)'s seat (seat 3)"), "{out}");
    assert_eq!(seat_ids(&r), ["alice", "bob", "carol"]);
    // A bot named as the terminal modes type it.
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    for line in [
        "alice> /join",
        "alice> /addbot",
        "alice> /start game:toy seed:3 target:30",
    ] {
        r.line(line);
    }
    let out = texts(&r.line("alice> /replace player:\"🤖 Bot 1 (normal)\" with:bob"));
    assert!(out.contains("bob takes 🤖 Bot 1 (normal)'s seat (seat 2)"), "{out}");
    assert_eq!(seat_ids(&r), ["alice", "bob"]);
}
