//! Turn pings and `/notify`: who is called, when, how, and that the choice outlives a restart.

use std::collections::HashSet;

use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::base::io::{Locale, Message, Target};
use crate::host::script::format_messages;
use crate::host::Host;

use crate::games::maracaibo::MaracaiboModule;
use crate::games::puerto_rico::PuertoRicoModule;
use crate::games::roles::*;
use crate::games::santiago::SantiagoModule;
use crate::tests::support::{play_forced, request, texts, toy_runner, NAMES};

/// The pings naming someone: (users, previous ping).
fn pings(out: &[Message]) -> Vec<(Vec<String>, Option<String>)> {
    out.iter()
        .filter_map(|m| match &m.to {
            Target::Ping { users, previous, .. } if !users.is_empty() => Some((users.clone(), previous.clone())),
            _ => None,
        })
        .collect()
}

/// Plays a random game through the host beside a replica: after `/start` and after every move, the ping names
/// exactly the seats due to act when some seat is newly due, and there is none otherwise.
fn random_game<M: GameModule>(module: M, players: usize, seed: u64, mut replica: M::G, limit: usize) {
    let kind = M::G::ID;
    let host = Host::temporary(Locale::En).unwrap();
    let channel = format!("{kind}{seed}");
    for name in &NAMES[..players] {
        host.handle(&request(&channel, name, Locale::En, "join", &[]));
    }
    let seed_text = seed.to_string();
    let options = [("game", kind), ("seed", seed_text.as_str())];
    let out = host.handle(&request(&channel, "alice", Locale::En, "start", &options));
    play_forced(&module, &mut replica);
    let called = |to_act: &[usize]| to_act.iter().map(|&s| NAMES[s].to_string()).collect::<Vec<_>>();
    assert_eq!(pings(&out), vec![(called(&replica.to_act()), None)]);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x919);
    let (mut moves, mut quiet, mut called_count) = (0, 0, 0);
    while !replica.is_over() && moves < limit {
        let before = replica.to_act();
        let seat = before[rng.gen_range(0..before.len())];
        let action = replica.random_action(seat, &mut rng).unwrap();
        replica.apply(seat, &action).unwrap();
        let text = action.to_string();
        let out = host.handle(&request(&channel, NAMES[seat], Locale::En, "play", &[("move", &text)]));
        assert!(!crate::tests::support::refused(&out), "{text}: {out:?}");
        play_forced(&module, &mut replica);
        let after = replica.to_act();
        let newly_due = !replica.is_over() && after.iter().any(|s| !before.contains(s));
        let found = pings(&out);
        if newly_due {
            assert_eq!(found.len(), 1, "{text}: {out:?}");
            assert_eq!(found[0].0, called(&after), "{text}");
            called_count += 1;
        } else {
            assert!(found.is_empty(), "{text}: nobody newly due, yet {out:?}");
            quiet += 1;
        }
        let naming = |m: &&Message| matches!(&m.to, Target::Ping { users, .. } if !users.is_empty());
        for m in out.iter().filter(naming) {
            // Named by marks only: no secret, no board.
            assert_eq!(
                format_messages(&channel, std::slice::from_ref(m), false)
                    .lines()
                    .count(),
                1
            );
        }
        moves += 1;
        if let Some(id) = found.first().map(|_| format!("ping-{moves}")) {
            host.set_ping_message(&channel, Some(id));
        }
    }
    assert!(
        called_count > 5 && quiet > 0,
        "{kind}: {called_count} pings, {quiet} quiet moves"
    );
}

#[test]
fn pings_name_exactly_the_seats_due_in_random_games() {
    for seed in [1, 2] {
        random_game(
            PuertoRicoModule,
            3,
            seed,
            PuertoRico::new(3, &Default::default(), seed).unwrap(),
            2000,
        );
        random_game(
            SantiagoModule,
            4,
            seed,
            Santiago::new(4, &Default::default(), seed).unwrap(),
            2000,
        );
        random_game(
            MaracaiboModule,
            3,
            seed,
            Maracaibo::new(3, &Default::default(), seed).unwrap(),
            300,
        );
    }
}

/// Puerto Rico's Mayor and Maracaibo's set-up are simultaneous: the first ping names every seat, and a seat
/// that has placed or picked is not called again while the others finish.
#[test]
fn a_simultaneous_step_calls_everyone_once() {
    let host = Host::temporary(Locale::En).unwrap();
    for name in &NAMES[..3] {
        host.handle(&request("m", name, Locale::En, "join", &[]));
    }
    let out = host.handle(&request(
        "m",
        "alice",
        Locale::En,
        "start",
        &[("game", "maracaibo"), ("seed", "4")],
    ));
    let replica = Maracaibo::new(3, &Default::default(), 4).unwrap();
    assert_eq!(replica.to_act().len(), 3, "the set-up is simultaneous");
    assert_eq!(pings(&out)[0].0, vec!["alice", "bob", "carol"]);
    let pick = replica.legal_actions(1)[0].to_string();
    let out = host.handle(&request("m", "bob", Locale::En, "play", &[("move", &pick)]));
    assert!(pings(&out).is_empty(), "{out:?}");
}

#[test]
fn the_ping_replaces_the_previous_one_and_shows_as_a_channel_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    let out = r.line("alice> /start game:toy seed:3 target:9");
    assert_eq!(pings(&out), vec![(vec!["alice".to_string()], None)]);
    assert!(
        texts(&out).ends_with("[#table] 🔔 @alice: your turn (game-toy).\n"),
        "{}",
        texts(&out)
    );
    r.line("!restart");
    let out = r.line("alice> /play move:\"add 1\"");
    assert_eq!(
        pings(&out),
        vec![(vec!["bob".to_string()], Some("ping-table".to_string()))]
    );
}

#[test]
fn notify_dm_and_off_are_kept_across_tables_and_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    let out = texts(&r.line("[elsewhere] bob> /notify mode:dm"));
    assert_eq!(
        out,
        "[eph bob] Turn calls: you get a direct message when it is your turn (at every table).\n"
    );
    r.line("[elsewhere] alice> /prevenir mode:non");
    r.line("!restart");
    let out = texts(&r.line("alice> /notify"));
    assert!(out.contains("off"), "{out}");
    r.line("alice> /join");
    r.line("bob> /join");
    let out = r.line("alice> /start game:toy seed:3 target:9");
    assert!(pings(&out).is_empty(), "alice is off: {out:?}");
    let out = r.line("alice> /play move:\"add 1\"");
    assert!(pings(&out).is_empty(), "bob wants a DM: {out:?}");
    assert!(
        texts(&out).contains("[dm bob] 🔔 Your turn in #table (game-toy)."),
        "{}",
        texts(&out)
    );
    // Back to mentions: bob is named in the channel again.
    r.line("bob> /notify mode:mention");
    r.line("bob> /play move:\"add 1\"");
    r.line("alice> /notify mode:mention");
    let out = r.line("alice> /play move:\"add 1\"");
    assert_eq!(pings(&out)[0].0, vec!["bob".to_string()]);
}

#[test]
fn a_bad_notify_value_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("bob> /notify mode:dm");
    let out = texts(&r.line("bob> /notify mode:loud"));
    assert_eq!(out, "[eph bob] “loud” is not a way to be called: mention, dm or off.\n");
    let out = texts(&r.line("bob> /notify colour:red"));
    assert!(out.starts_with("[eph bob] The command /notify has no option"), "{out}");
    assert!(texts(&r.line("bob> /notify")).contains("direct message"));
    let out = texts(
        &r.host()
            .handle(&request("table", "bob", Locale::Fr, "notify", &[("mode", "fort")])),
    );
    assert!(
        out.contains("n'est pas une façon d'être appelé : mention, mp ou non"),
        "{out}"
    );
}

/// A `dm` player whose DMs failed is still called by DM at the next turn (reopening DMs takes effect then);
/// that DM refused too, the call is made again in the channel.
#[test]
fn a_dm_user_whose_dms_fail_is_called_by_dm_then_in_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("bob> /notify mode:dm");
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:9");
    r.host().dm_refused("bob");
    let out = r.line("alice> /play move:\"add 1\"");
    assert!(
        pings(&out).iter().all(|(named, _)| named.is_empty()),
        "{}",
        crate::tests::support::texts(&out)
    );
    let users: HashSet<&str> = out
        .iter()
        .filter_map(|m| match &m.to {
            Target::Dm { user } => Some(user.as_str()),
            _ => None,
        })
        .collect();
    assert!(users.contains("bob"), "{}", crate::tests::support::texts(&out));
    let calls = r.host().dm_refused("bob");
    assert_eq!(
        pings(&calls)[0].0,
        vec!["bob".to_string()],
        "{}",
        crate::tests::support::texts(&calls)
    );
    assert!(r.host().dm_refused("bob").is_empty(), "called again once");
}

#[test]
fn the_end_of_a_game_deletes_the_last_ping_and_calls_nobody() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    r.line("alice> /play move:\"add 3\"");
    let out = r.line("bob> /play move:\"add 3\"");
    assert!(pings(&out).is_empty(), "{out:?}");
    let deletion: Vec<&Target> = out
        .iter()
        .map(|m| &m.to)
        .filter(|to| matches!(to, Target::Ping { .. }))
        .collect();
    let expected = Target::Ping {
        channel: "table".into(),
        users: Vec::new(),
        previous: Some("ping-table".into()),
    };
    assert_eq!(deletion, vec![&expected]);
    assert!(
        !texts(&out).contains('🔔'),
        "nothing shown for a deletion: {}",
        texts(&out)
    );
    assert_eq!(
        r.host().store.ping_message("table"),
        None,
        "the runner reported it gone"
    );
}

#[test]
fn an_aborted_game_deletes_the_last_ping() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    r.line("alice> /abort");
    let out = r.line("alice> !click a1:table:1:alice");
    let expected = Target::Ping {
        channel: "table".into(),
        users: Vec::new(),
        previous: Some("ping-table".into()),
    };
    assert_eq!(out.last().map(|m| &m.to), Some(&expected), "{}", texts(&out));
    assert_eq!(r.host().store.ping_message("table"), None);
}
