//! `/look` and `/info` through the host: answered to the asker only, the same for every asker, never a hand
//! card, and each refusal in words (English and French).

use crate::base::io::{AutocompleteRequest, Locale, Message, User};
use crate::host::Host;
use crate::tests::support::{only_ephemeral, request, texts, toy_runner};

const CHANNEL: &str = "look";

/// A two-player Maracaibo game with its set-up choices made by the host's forced moves and random ones.
fn maracaibo() -> Host {
    let host = Host::temporary(Locale::En).unwrap();
    for name in ["alice", "bob"] {
        host.handle(&request(CHANNEL, name, Locale::En, "join", &[]));
    }
    let out = host.handle(&request(
        CHANNEL,
        "alice",
        Locale::En,
        "start",
        &[("game", "maracaibo"), ("seed", "4")],
    ));
    assert!(!out.is_empty());
    host
}

fn ask(host: &Host, user: &str, locale: Locale, name: &str, options: &[(&str, &str)]) -> String {
    only_ephemeral(&host.handle(&request(CHANNEL, user, locale, name, options)), user)
}

/// Every card id in a seat's hand or deal: none may appear in a public answer.
fn hand_cards(host: &Host) -> Vec<String> {
    let hands: Vec<String> = ["alice", "bob"]
        .iter()
        .map(|user| ask(host, user, Locale::En, "hand", &[]))
        .collect();
    let ids: Vec<String> = hands
        .iter()
        .flat_map(|text| text.split(|c: char| !c.is_alphanumeric()))
        .filter(|w| w.len() >= 3 && w.starts_with('A') && w[1..].chars().all(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect();
    assert!(!ids.is_empty(), "the deal names its cards: {hands:?}");
    ids
}

#[test]
fn look_is_the_same_for_every_asker_and_names_no_hand_card() {
    let host = maracaibo();
    let secret = hand_cards(&host);
    let by_bob = ask(&host, "bob", Locale::En, "look", &[("player", "alice")]);
    let by_stranger = ask(&host, "zoe", Locale::En, "look", &[("player", "alice")]);
    assert_eq!(by_bob, by_stranger);
    let own = ask(&host, "alice", Locale::En, "look", &[]);
    assert_eq!(own, by_bob, "without a player, the asker's own seat");
    assert!(own.starts_with("**alice** at Maracaibo (what everyone sees):"), "{own}");
    assert!(own.contains("Bought cards (0):") && own.contains("discs left"), "{own}");
    assert!(own.contains("(the start of the track)"), "{own}");
    for id in &secret {
        assert!(!own.contains(id.as_str()), "{id} in {own}");
    }
    let french = ask(&host, "bob", Locale::Fr, "look", &[("player", "alice")]);
    assert!(french.contains("Cartes achetées (0)"), "{french}");
}

#[test]
fn look_refusals_say_why() {
    let host = Host::temporary(Locale::En).unwrap();
    let no_table = ask(&host, "alice", Locale::En, "look", &[]);
    assert!(no_table.contains("There is no table"), "{no_table}");
    host.handle(&request(CHANNEL, "alice", Locale::En, "join", &[]));
    let lobby = ask(&host, "alice", Locale::Fr, "regarder", &[]);
    assert_eq!(lobby, "Aucune partie n'est en cours dans ce salon.");
    let host = maracaibo();
    let stranger = ask(&host, "zoe", Locale::En, "look", &[("player", "zed")]);
    assert_eq!(stranger, "zed has no seat in this game.");
    let whom = ask(&host, "zoe", Locale::Fr, "look", &[]);
    assert!(
        whom.starts_with("Vous n'avez pas de place") && whom.contains("/regarder joueur:"),
        "{whom}"
    );
    let bad = ask(&host, "alice", Locale::En, "look", &[("who", "bob")]);
    assert!(bad.contains("who"), "{bad}");
}

#[test]
fn info_finds_components_by_id_or_name_in_any_case() {
    let host = maracaibo();
    let by_id = ask(&host, "zoe", Locale::En, "info", &[("thing", "k01")]);
    assert!(by_id.starts_with("**K01** (combat token)\n"), "{by_id}");
    assert!(
        by_id.contains("FR value") && by_id.contains("pay 2 doubloons"),
        "{by_id}"
    );
    let space = ask(&host, "zoe", Locale::Fr, "infos", &[("quoi", "case 1")]);
    assert!(space.starts_with("**1** (case d'exploration)"), "{space}");
    let both = ask(&host, "zoe", Locale::En, "info", &[("thing", "1")]);
    assert!(
        both.contains("(map location)") && both.contains("(exploration space)"),
        "{both}"
    );
    let havana = ask(&host, "zoe", Locale::En, "info", &[("thing", "HAVANA")]);
    assert!(
        havana.contains("Havana") && havana.contains("(map location)"),
        "{havana}"
    );
}

#[test]
fn info_refusals_say_why() {
    let host = maracaibo();
    let unknown = ask(&host, "alice", Locale::En, "info", &[("thing", "dragon")]);
    assert!(
        unknown.starts_with("Nothing in this game is called “dragon”"),
        "{unknown}"
    );
    let french = ask(&host, "alice", Locale::Fr, "info", &[("thing", "dragon")]);
    assert!(french.starts_with("Rien ne s'appelle « dragon »"), "{french}");
    let missing = ask(&host, "alice", Locale::En, "info", &[]);
    assert_eq!(missing, "The option “thing” is missing.");
}

#[test]
fn info_autocomplete_offers_the_games_topics() {
    let host = maracaibo();
    let complete = |typed: &str| {
        host.autocomplete(&AutocompleteRequest {
            channel: CHANNEL.into(),
            user: User {
                id: "zoe".into(),
                name: "zoe".into(),
            },
            locale: Locale::En,
            command: "info".into(),
            option: "thing".into(),
            typed: typed.into(),
            options: Vec::new(),
        })
    };
    let tokens = complete("k0");
    assert_eq!(tokens.len(), 9, "{tokens:?}");
    assert_eq!(tokens[0].value, "K01");
    assert_eq!(tokens[0].label, "K01 (combat token)");
    let by_name = complete("havana");
    assert!(by_name.iter().any(|c| c.label.starts_with("1 Havana")), "{by_name:?}");
    assert_eq!(complete("").len(), 25);
}

#[test]
fn a_game_without_look_says_so_and_info_finds_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:20");
    let look: Vec<Message> = r.line("bob> /look player:alice");
    assert_eq!(
        only_ephemeral(&look, "bob"),
        "This game has nothing more to show than its board.",
        "{}",
        texts(&look)
    );
    let info = r.line("bob> /info thing:anything");
    assert!(only_ephemeral(&info, "bob").starts_with("Nothing in this game is called"));
}

/// Puerto Rico and Santiago answer `/look` and `/info` through the host too, in the asker's language.
#[test]
fn puerto_rico_and_santiago_answer_look_and_info() {
    for (game, thing, en, fr) in [
        ("puerto-rico", "small-market", "Small Market", "Petit marché"),
        ("santiago", "bean2", "Beans", "Haricots"),
    ] {
        let host = Host::temporary(Locale::En).unwrap();
        for name in ["alice", "bob", "carol"] {
            host.handle(&request(CHANNEL, name, Locale::En, "join", &[]));
        }
        host.handle(&request(
            CHANNEL,
            "alice",
            Locale::En,
            "start",
            &[("game", game), ("seed", "3")],
        ));
        let look = ask(&host, "zoe", Locale::En, "look", &[("player", "bob")]);
        assert!(look.contains("bob"), "{game}: {look}");
        assert_eq!(look, ask(&host, "carol", Locale::En, "look", &[("player", "bob")]));
        let info = ask(&host, "zoe", Locale::En, "info", &[("thing", thing)]);
        assert!(info.contains(en), "{game}: {info}");
        let info = ask(&host, "zoe", Locale::Fr, "info", &[("thing", thing)]);
        assert!(info.contains(fr), "{game}: an answer starts with a capital: {info}");
    }
}
