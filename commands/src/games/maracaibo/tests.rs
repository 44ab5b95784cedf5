//! Maracaibo through the host: translations complete, random games played with every output checked (board
//! size, buttons, hands never in a public post, private set-up by DM), verbs, autocomplete and `/start` options.

use crate::games::Commands;
use crate::games::Tableau;
use crate::games::Text;
use crate::tests::support::Starred;
use std::collections::HashSet;

use galleon_rules::maracaibo::content::error::keys as content_keys;
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::{keys, Maracaibo, Options};
use galleon_rules::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{cards, french, MaracaiboModule};
use crate::base::io::{AutocompleteRequest, Input, Locale, Message, Request, Target, User};
use crate::host::Host;
use crate::tests::support::{check_public, note_public, play_forced, request, NAMES};
use crate::words::i18n::i18n;

#[test]
fn every_engine_key_is_translated() {
    let mut all: Vec<&str> = keys::ALL.to_vec();
    all.extend(keys::SCORE_KEYS);
    all.extend(content_keys::ALL);
    all.extend(["game-maracaibo", "mc-help"]);
    for locale in [Locale::En, Locale::Fr] {
        for key in &all {
            assert!(i18n().has(locale, key), "{key} missing in {}", locale.tag());
        }
    }
}

#[test]
fn every_card_of_the_default_pack_reads_in_words() {
    let pack = ContentPack::default_pack();
    for locale in [Locale::En, Locale::Fr] {
        for card in &pack.cards.projects {
            let text = cards::card_text(pack, &card.id, locale);
            let name = french::name(&card.name, locale);
            assert!(text.contains(&card.id) && text.contains(name.as_ref()), "{text}");
            // Every message was found: no raw key and no notation code left.
            assert!(!text.contains("mc-"), "{text}");
            for effect in &card.effects {
                let code = effect.to_string();
                assert!(!text.contains(&code), "{code} left as notation in {text}");
            }
        }
    }
    let a01 = cards::card_text(pack, "A01", Locale::Fr);
    assert!(a01.contains("+1 de revenu en doublons"), "{a01}");
    let a27 = cards::card_text(pack, "A27", Locale::Fr);
    assert!(a27.contains("aussitôt : +1 point de combat"), "singular after 1: {a27}");
}

#[test]
fn words_translate_game_codes() {
    assert_eq!(MaracaiboModule.word("fr", Locale::Fr).as_deref(), Some("France"));
    assert_eq!(MaracaiboModule.word("es", Locale::Fr).as_deref(), Some("Espagne"));
    assert_eq!(MaracaiboModule.word("sugar", Locale::Fr).as_deref(), Some("sucre"));
    assert_eq!(MaracaiboModule.word("career", Locale::En).as_deref(), Some("career"));
    assert_eq!(MaracaiboModule.word("A12", Locale::En), None);
}

fn start(host: &Host, channel: &str, players: usize, seed: u64, locale: Locale, level: &str) -> Vec<Message> {
    for name in &NAMES[..players] {
        host.handle(&request(channel, name, locale, "join", &[]));
    }
    let seed = seed.to_string();
    let options = [("game", "maracaibo"), ("seed", seed.as_str()), ("level", level)];
    host.handle(&request(channel, "alice", locale, "start", &options))
}

/// A move as the verb command a player would type, when one covers it.
fn verb_command(text: &str) -> Option<(String, Vec<(String, String)>)> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let rest = |from: usize| words[from..].join(" ");
    let pairs: Vec<(&str, String)> = match words.as_slice() {
        ["plan", card, "keep", ..] => vec![("plan", String::new()), ("card", card.to_string()), ("keep", rest(3))],
        ["plan", card] => vec![("plan", String::new()), ("card", card.to_string())],
        ["career", ..] => vec![("career", String::new()), ("career", rest(1))],
        ["sail", ..] => vec![("sail", String::new()), ("route", rest(1))],
        ["deliver", card, zone] => vec![
            ("deliver", String::new()),
            ("card", card.to_string()),
            ("zone", zone.to_string()),
        ],
        ["city"] => vec![("city", String::new())],
        ["village"] => vec![("village", String::new())],
        ["village", ..] => vec![("village", String::new()), ("action", rest(1))],
        ["buy", card] => vec![("buy", String::new()), ("card", card.to_string())],
        ["buy", card, "herbs", ..] => vec![("buy", String::new()), ("card", card.to_string()), ("herbs", rest(3))],
        ["quest", tile] => vec![("quest", String::new()), ("tile", tile.to_string())],
        ["spy", card] => vec![("spy", String::new()), ("card", card.to_string())],
        ["combat", ..] => vec![("combat", String::new()), ("action", rest(1))],
        ["explore", ..] => vec![("explore", String::new()), ("spaces", rest(1))],
        ["draw", card] => vec![("draw", String::new()), ("card", card.to_string())],
        ["invest", building] => vec![("invest", String::new()), ("building", building.to_string())],
        ["done"] => vec![("done", String::new())],
        _ => return None,
    };
    let name = pairs[0].0.to_string();
    Some((
        name,
        pairs[1..].iter().map(|(a, b)| (a.to_string(), b.clone())).collect(),
    ))
}

/// Plays a random game through the host beside a replica engine and checks every message.
fn random_game(players: usize, seed: u64, locale: Locale, level: &str, limit: usize) -> usize {
    let host = Host::temporary(Locale::En).unwrap();
    let channel = format!("mc{seed}");
    let out = start(&host, &channel, players, seed, locale, level);
    let options = Options {
        level: level.parse_level(),
        ..Options::default()
    };
    let mut replica = Maracaibo::new(players, &options, seed).unwrap();
    for (seat, name) in NAMES[..players].iter().enumerate() {
        // Each seat is told its deal and its careers privately (in two messages if one would be too long).
        let dm: Vec<String> = out
            .iter()
            .filter(|m| matches!(&m.to, Target::Dm { user } if user == name))
            .map(|m| m.starred())
            .collect();
        assert!((1..=2).contains(&dm.len()), "{out:?}");
        let dm = dm.join("\n");
        let view = replica.private_view(seat);
        assert_eq!(view.dealt.len(), 8);
        for id in view.dealt.iter().chain(&view.careers_offered) {
            assert!(dm.contains(id.as_str()), "{id} not in {dm}");
        }
    }
    let mut shown = HashSet::new();
    check_public(&out, &replica, &mut shown);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x3ac);
    let mut moves = play_forced(&MaracaiboModule, &mut replica);
    while !replica.is_over() && moves < limit {
        let to_act = replica.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        note_public(&replica, &mut shown);
        let action = replica.random_action(seat, &mut rng).unwrap();
        let text = action.to_string();
        let (command, options) = match verb_command(&text) {
            Some(verb) if rng.gen_bool(0.6) => verb,
            _ => ("play".to_string(), vec![("move".to_string(), text.clone())]),
        };
        let request = Request {
            input: Input::Command { name: command, options },
            ..request(&channel, NAMES[seat], locale, "play", &[])
        };
        let out = host.handle(&request);
        replica.apply(seat, &action).unwrap();
        moves += play_forced(&MaracaiboModule, &mut replica);
        assert!(!crate::tests::support::refused(&out), "{text} refused: {out:?}");
        assert!(matches!(out[0].to, Target::Board { .. }), "{out:?}");
        check_board_whole(&out[0].starred(), players);
        check_newest_moves_kept(&out[0].starred(), locale, !replica.public_view().log.is_empty());
        check_public(&out, &replica, &mut shown);
        moves += 1;
    }
    assert!(limit < usize::MAX || replica.outcome().is_some(), "the game ends");
    moves
}

/// The host did not cut the board, and every player's line is on it.
fn check_board_whole(text: &str, players: usize) {
    assert!(!text.contains("\n…\n"), "the board was cut:\n{text}");
    for (seat, name) in NAMES[..players].iter().enumerate() {
        let line = format!("\n{}. **{name}**", seat + 1);
        assert!(text.contains(&line), "{name}'s line is missing:\n{text}");
    }
}

/// Once there are moves, the board shows the newest ones unless even the spies and prestige lines had to go.
fn check_newest_moves_kept(text: &str, locale: Locale, any_move: bool) {
    let (moves, spies, prestige) = match locale {
        Locale::En => ("\nLast moves:\n• ", "\nSpies: ", "\nPrestige: "),
        Locale::Fr => ("\nDerniers coups :\n• ", "\nEspions : ", "\nPrestige : "),
    };
    if any_move && !text.contains(moves) {
        assert!(
            !text.contains(spies) && !text.contains(prestige),
            "moves left out first:\n{text}"
        );
    }
}

trait ParseLevel {
    fn parse_level(&self) -> galleon_rules::maracaibo::content::difficulty::Level;
}

impl ParseLevel for &str {
    fn parse_level(&self) -> galleon_rules::maracaibo::content::difficulty::Level {
        use galleon_rules::maracaibo::content::common::Code;
        galleon_rules::maracaibo::content::difficulty::Level::from_code(self).unwrap()
    }
}

#[test]
fn random_games_through_the_host_keep_hands_private() {
    let moves = random_game(3, 11, Locale::En, "easy", usize::MAX);
    assert!(moves > 100, "a complete game takes more than {moves} moves");
    random_game(2, 12, Locale::Fr, "medium", 400);
    random_game(4, 13, Locale::Fr, "medium", usize::MAX);
    random_game(4, 14, Locale::En, "easy", usize::MAX);
}

#[test]
fn set_up_choices_are_never_board_buttons() {
    let host = Host::temporary(Locale::En).unwrap();
    let out = start(&host, "setup", 3, 5, Locale::En, "easy");
    let board = out.iter().find(|m| matches!(m.to, Target::Board { .. })).unwrap();
    assert!(board.buttons.is_empty(), "{:?}", board.buttons);
    assert!(
        board.starred().contains("Choices (cards, career)"),
        "{}",
        board.starred()
    );
    // Autocomplete offers a seat its own deal only.
    let game = Maracaibo::new(3, &Options::default(), 5).unwrap();
    let dealt = game.private_view(1).dealt;
    let ask = AutocompleteRequest {
        channel: "setup".into(),
        user: User {
            id: "bob".into(),
            name: "bob".into(),
        },
        locale: Locale::En,
        command: "plan".into(),
        option: "card".into(),
        typed: String::new(),
        options: Vec::new(),
    };
    let choices = host.autocomplete(&ask);
    assert!(!choices.is_empty());
    assert!(choices.iter().all(|c| dealt.contains(&c.value)), "{choices:?}");
}

#[test]
fn start_options_and_unknown_packs() {
    let host = Host::temporary(Locale::En).unwrap();
    for name in &NAMES[..3] {
        host.handle(&request("opts", name, Locale::En, "join", &[]));
    }
    let out = host.handle(&request(
        "opts",
        "alice",
        Locale::Fr,
        "start",
        &[("game", "maracaibo"), ("pack", "nope")],
    ));
    assert!(matches!(out[0].to, Target::Ephemeral { .. }));
    assert!(out[0].starred().contains("nope"), "{}", out[0].starred());
    let start = crate::words::commands::spec("start", &MaracaiboModule.start_options());
    let pack = start.options.iter().find(|s| s.name == "pack").unwrap();
    assert_eq!(pack.choices[0].value, "default");
    let out = host.handle(&request(
        "opts",
        "alice",
        Locale::En,
        "start",
        &[("game", "maracaibo"), ("pack", "default"), ("level", "medium")],
    ));
    assert!(
        out[1].starred().contains("story card 76 (medium game)"),
        "{}",
        out[1].starred()
    );
}

#[test]
fn french_players_read_and_may_type_the_french_command_names() {
    let host = Host::temporary(Locale::Fr).unwrap();
    let say = |user: &str, command: &str, options: &[(&str, &str)]| {
        host.handle(&request("fr", user, Locale::Fr, command, options))
    };
    say("alice", "rejoindre", &[]);
    say("bob", "rejoindre", &[]);
    let out = say("alice", "lancer", &[("jeu", "maracaibo"), ("graine", "7")]);
    let dm = out
        .iter()
        .find(|m| matches!(m.to, Target::Dm { .. }))
        .expect("the deal by DM");
    assert!(dm.starred().contains("/planifier carte:A"), "{}", dm.starred());
    assert!(dm.starred().contains("/carriere carriere:CR"), "{}", dm.starred());
    assert!(!dm.starred().contains("/plan card:"), "{}", dm.starred());
    let help = say("alice", "aide", &[]);
    assert!(
        help[0].starred().contains("/jouer coup:") && !help[0].starred().contains("/play"),
        "{}",
        help[0].starred()
    );
    let english = host.handle(&request("fr", "bob", Locale::En, "help", &[]));
    assert!(english[0].starred().contains("/play move:"), "{}", english[0].starred());
}

fn label_of(text: &str, locale: Locale) -> String {
    let names: Vec<String> = Vec::new();
    let cx = crate::games::RenderCx::chat(locale, &names);
    MaracaiboModule.move_label(&text.parse().unwrap(), &cx)
}

#[test]
fn the_discard_village_action_says_it_costs_the_whole_hand_for_2_doubloons() {
    assert_eq!(
        label_of("village discard", Locale::En),
        "Discard your whole hand for 2 doubloons"
    );
    assert_eq!(
        label_of("village discard", Locale::Fr),
        "Défausser toute votre main pour 2 doublons"
    );
}

#[test]
fn refusals_name_the_scoring_and_decision_steps_without_unfilled_variables() {
    for locale in [Locale::En, Locale::Fr] {
        for word in ["scoring", "decision"] {
            let text = MaracaiboModule.word(word, locale).unwrap();
            assert!(!text.contains('{') && !text.contains('$'), "{text}");
        }
    }
    assert_eq!(
        MaracaiboModule.word("scoring", Locale::Fr).as_deref(),
        Some("un décompte")
    );
}

#[test]
fn one_spy_passed_is_singular() {
    use crate::words::i18n::ta;
    let args = |spies: u8| {
        [
            ("name", "bob".into()),
            ("to", "4".into()),
            ("mp", 2.into()),
            ("spies", spies.into()),
        ]
    };
    assert_eq!(
        ta(Locale::En, "mc-ev-sailed", &args(1)),
        "bob sails to 4 (2 MP, passing 1 spy)."
    );
    assert_eq!(
        ta(Locale::En, "mc-ev-sailed", &args(2)),
        "bob sails to 4 (2 MP, passing 2 spies)."
    );
    assert_eq!(
        ta(Locale::Fr, "mc-ev-sailed", &args(1)),
        "bob navigue jusqu'à 4 (2 PM, en passant 1 espion)."
    );
}

#[test]
fn french_elides_de_before_a_name_starting_with_a_vowel() {
    use crate::words::i18n::{de, ta};
    assert_eq!(de("alice"), "d'alice");
    assert_eq!(de("Émile"), "d'Émile");
    assert_eq!(de("Yves"), "d'Yves");
    assert_eq!(de("bob"), "de bob");
    assert_eq!(
        de("Hugo"),
        "de Hugo",
        "h is never elided (mute or aspirated cannot be told)"
    );
    let turn = |name: &str| ta(Locale::Fr, "mc-ev-turn", &[("round", 1.into()), ("name", name.into())]);
    assert_eq!(turn("alice"), "Manche 1 : au tour d'alice.");
    assert_eq!(turn("bob"), "Manche 1 : au tour de bob.");
    let phase = ta(
        Locale::Fr,
        "pr-board-phase",
        &[("role", "Maçon".into()), ("name", "alice".into()), ("step", "…".into())],
    );
    assert!(phase.starts_with("Maçon d'alice :"), "{phase}");
    assert_eq!(label_of("spy A12", Locale::Fr), "Action d'espion d'A12");
}

fn game_label(game: &Maracaibo, text: &str, locale: Locale) -> String {
    let names: Vec<String> = Vec::new();
    let cx = crate::games::RenderCx::chat(locale, &names);
    MaracaiboModule.move_label_in(game, &text.parse().unwrap(), &cx)
}

fn board_of(game: &Maracaibo, locale: Locale) -> String {
    let names: Vec<String> = NAMES[..game.state().players.len()]
        .iter()
        .map(|n| n.to_string())
        .collect();
    let cx = crate::games::RenderCx::chat(locale, &names);
    MaracaiboModule.board(&game.public_view(), &cx).starred()
}

/// A 2-player game (cubes level: one per nation) with token K01 revealed and the nation still to choose.
fn k01_revealed() -> Maracaibo {
    let game = Maracaibo::new(2, &Options::default(), 8).unwrap();
    let k01 = game.pack().combat.tokens.iter().position(|t| t.id == "K01").unwrap();
    let mut json = serde_json::to_value(&game).unwrap();
    json["state"]["turn"]["combat"] = serde_json::json!({ "token": k01, "nation": null, "value": 0, "used": [] });
    serde_json::from_value(json).unwrap()
}

#[test]
fn the_revealed_token_is_on_the_board_and_on_the_fight_choices() {
    let game = k01_revealed();
    let board = board_of(&game, Locale::En);
    assert!(
        board.contains(
            "⚔ Combat, token K01 (-2 for the nation with the most cubes): FR value 6, pay 2 doubloons · \
             EN value 4, +1 VP · ES value 2, 1 spy from the supply"
        ),
        "{board}"
    );
    assert_eq!(
        game_label(&game, "combat fight fr", Locale::En),
        "Fight for France (value 6, pay 2 doubloons)"
    );
    assert_eq!(
        game_label(&game, "combat fight en", Locale::Fr),
        "Combattre pour : Angleterre (valeur 4, +1 PV)"
    );
}

#[test]
fn markets_show_their_good_and_only_cities_in_play() {
    let game = Maracaibo::new(2, &Options::default(), 9).unwrap();
    let board = board_of(&game, Locale::En);
    let markets = board.lines().find(|l| l.starts_with("Markets")).unwrap();
    for location in game
        .public_view()
        .locations
        .iter()
        .filter(|l| l.market_spaces.is_some())
    {
        let good = cards::good(location.good.unwrap(), Locale::En);
        let part = format!("{} {good} 0/{}", location.id, location.market_spaces.unwrap());
        assert!(markets.contains(&part), "{part} in {markets}");
    }
    assert!(!markets.contains("L4"), "card 75 has no L4: {markets}");
}

#[test]
fn labels_say_what_spaces_zones_quests_and_flags_give() {
    let game = Maracaibo::new(2, &Options::default(), 10).unwrap();
    let pack = game.pack();
    assert_eq!(
        game_label(&game, "zone U4", Locale::En),
        "Disc from U4 (emptied: +5 doubloons)"
    );
    let (space, reward) = pack
        .exploration
        .spaces
        .iter()
        .find_map(|s| match &s.kind {
            galleon_rules::maracaibo::content::exploration::SpaceKind::Reward(r) => Some((s.id.clone(), *r)),
            _ => None,
        })
        .unwrap();
    let label = game_label(&game, &format!("explore {space}"), Locale::En);
    assert!(
        label.ends_with(&format!("({})", cards::reward(&reward, Locale::En))),
        "{label}"
    );
    let quest = &pack.quests[0];
    let label = game_label(&game, &format!("quest {}", quest.id), Locale::En);
    assert!(
        label.starts_with(&format!("Quest {} (", quest.id)) && label.contains(" → "),
        "{label}"
    );
    let (at, flag) = pack
        .map
        .locations
        .iter()
        .find_map(|l| {
            let id = pack.map.find(&l.id)?;
            game.state().flag(pack, id).map(|f| (l.id.clone(), f))
        })
        .unwrap();
    let label = game_label(&game, &format!("combat annex {at}"), Locale::En);
    assert!(
        label.ends_with(&format!("(flag: {})", cards::reward(&flag, Locale::En))),
        "{label}"
    );
}

#[test]
fn bought_cards_are_named_on_the_board() {
    let game = Maracaibo::new(2, &Options::default(), 11).unwrap();
    let mut json = serde_json::to_value(&game).unwrap();
    let a01 = game.pack().cards.find("A01").unwrap();
    json["state"]["players"][0]["bought"] = serde_json::json!([a01]);
    let game: Maracaibo = serde_json::from_value(json).unwrap();
    let board = board_of(&game, Locale::En);
    assert!(board.contains("bought A01"), "{board}");
}

#[test]
fn a_late_four_player_board_with_many_bought_cards_still_fits() {
    let game = Maracaibo::new(4, &Options::default(), 12).unwrap();
    let mut json = serde_json::to_value(&game).unwrap();
    let k01 = game.pack().combat.tokens.iter().position(|t| t.id == "K01").unwrap();
    json["state"]["turn"]["combat"] = serde_json::json!({ "token": k01, "nation": "France", "value": 6, "used": [] });
    for seat in 0..4 {
        let bought: Vec<u16> = (seat * 16..seat * 16 + 16).map(|c| c as u16).collect();
        let player = &mut json["state"]["players"][seat];
        player["bought"] = serde_json::json!(bought);
        player["influence"] = serde_json::json!([12, 14, 9]);
        player["vp"] = serde_json::json!(123);
        player["doubloons"] = serde_json::json!(27);
    }
    let game: Maracaibo = serde_json::from_value(json).unwrap();
    for locale in [Locale::En, Locale::Fr] {
        let board = board_of(&game, locale);
        assert!(
            board.replace("**", "").chars().count() <= 1820,
            "{} chars:\n{board}",
            board.chars().count()
        );
        check_board_whole(&format!("\n{board}"), 4);
    }
}

/// What `/look` shows of `seat` in `game`.
fn look_of(game: &Maracaibo, seat: usize, locale: Locale) -> String {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let cx = crate::games::RenderCx::chat(locale, &names);
    MaracaiboModule.look(game, seat, &cx).unwrap().starred()
}

fn hand_of(game: &Maracaibo, seat: usize, locale: Locale) -> String {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let cx = crate::games::RenderCx::chat(locale, &names);
    MaracaiboModule
        .private_in(game, &game.private_view(seat), &cx)
        .starred()
}

/// A public text as a channel post, for [`check_public`].
fn public_message(text: String) -> Message {
    Message {
        to: Target::Channel { channel: "mc".into() },
        body: crate::base::doc::Doc::parse(&text),
        buttons: Vec::new(),
    }
}

/// The facts issue 14 lists for one position, checked on the texts a player reads; true when a player was
/// choosing the nation to fight for (and saw the token's values).
fn check_facts(game: &Maracaibo, locale: Locale, shown: &mut HashSet<String>) -> bool {
    let view = game.public_view();
    let pack = game.pack();
    let board = board_of(game, locale);
    let (token_word, markets, bought, tableau) = match locale {
        Locale::En => (
            "token ",
            "Markets (delivered/spaces): ",
            "Bought cards (",
            "**Your tableau**",
        ),
        Locale::Fr => (
            "jeton ",
            "Marchés (livrés/places) : ",
            "Cartes achetées (",
            "**Votre jeu étalé**",
        ),
    };
    let mut fighting = false;
    if let Some(token) = view.combat.as_ref().and_then(|c| c.token.as_ref()) {
        assert!(
            board.contains(&format!("{token_word}{token}")),
            "{token} not on the board:\n{board}"
        );
        let fight = view
            .pending
            .as_ref()
            .filter(|p| p.kind == "fight" && p.seat < game.players());
        if let Some(pending) = fight {
            fighting = true;
            let hand = hand_of(game, pending.seat, locale);
            assert!(
                hand.contains(&format!("{token_word}{token}")),
                "{token} not in the hand view:\n{hand}"
            );
        }
    }
    if let Some(line) = board.lines().find(|l| l.starts_with(markets)) {
        for l in view.locations.iter().filter(|l| l.market_spaces.is_some()) {
            let good = cards::good(l.good.unwrap(), locale);
            assert!(
                line.contains(&format!("{} {good} ", l.id)),
                "{} {good} not in {line}",
                l.id
            );
        }
    }
    let mut public = vec![public_message(board)];
    for p in &view.players {
        if view.solo.is_some() && p.seat == 1 {
            continue;
        }
        let look = look_of(game, p.seat, locale);
        assert!(look.contains(&format!("{bought}{})", p.bought.len())), "{look}");
        for id in &p.bought {
            let card = pack.cards.card(pack.cards.find(id).unwrap());
            let name = french::name(&card.name, locale);
            assert!(look.contains(&format!("**{id}** {name}")), "{id} not in {look}");
        }
        if view.phase != galleon_rules::maracaibo::view::PhaseView::Setup {
            assert!(hand_of(game, p.seat, locale).contains(tableau));
        }
        public.push(public_message(look));
    }
    check_public(&public, game, shown);
    fighting
}

/// Information parity (issue 14): random games, solo and with 2–4 players, in both languages; every listed fact
/// shows where it should, the latest moves record purchases and combats, and no public text names a hand card.
#[test]
fn random_games_show_every_listed_fact_and_no_hand_card() {
    let games = [
        (1, 31, Locale::En),
        (2, 32, Locale::Fr),
        (3, 33, Locale::En),
        (4, 34, Locale::Fr),
    ];
    let (mut bought, mut revealed, mut fights, mut picked) = (0, 0, 0, 0);
    for (players, seed, locale) in games {
        let options = Options {
            solo: (players == 1).then_some(3),
            ..Options::default()
        };
        let mut game = Maracaibo::new(players, &options, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut shown = HashSet::new();
        while !game.is_over() {
            let Some(&seat) = game.to_act().first() else { break };
            note_public(&game, &mut shown);
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            fights += usize::from(check_facts(&game, locale, &mut shown));
            let board = board_of(&game, locale);
            let last = match locale {
                Locale::En => "Last moves:",
                Locale::Fr => "Derniers coups :",
            };
            let Some((_, moves)) = board.split_once(last) else {
                continue;
            };
            match &action {
                galleon_rules::maracaibo::Action::Buy { card, .. } => {
                    let name = cards::card_name(game.pack(), card, locale);
                    assert!(
                        moves.contains(NAMES[seat]) && moves.contains(&name),
                        "{seat} {action} {name}: {moves}"
                    );
                    bought += 1;
                }
                galleon_rules::maracaibo::Action::Combat(galleon_rules::maracaibo::action::CombatMove::Reveal(
                    Some(_),
                )) => {
                    let token = game.public_view().combat.and_then(|c| c.token).unwrap();
                    assert!(moves.contains(&format!("({} {token})", token_word(locale))), "{moves}");
                    revealed += 1;
                }
                galleon_rules::maracaibo::Action::Pick(_) => {
                    use galleon_rules::maracaibo::content::reward::Reward;
                    use galleon_rules::maracaibo::view::EventView;
                    if let Some(EventView::Moved { chosen: Some(code), .. }) = game.public_view().log.last() {
                        let words = cards::reward(&Reward::parse(code).unwrap(), locale);
                        assert!(moves.contains(&words), "{words} not in {moves}");
                        picked += 1;
                    }
                }
                _ => {}
            }
        }
    }
    assert!(
        bought > 20 && revealed > 0 && fights > 0 && picked > 0,
        "{bought} purchases, {revealed} combats, {fights} fights, {picked} rewards chosen seen"
    );
}

fn token_word(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "token",
        Locale::Fr => "jeton",
    }
}

#[test]
fn quests_on_a_fresh_board_read_in_words() {
    let game = Maracaibo::new(2, &Options::default(), 35).unwrap();
    let board = board_of(&game, Locale::En);
    let quests = board.lines().find(|l| l.starts_with("Quests:")).unwrap();
    let top = game.public_view().quest_pile_top.unwrap();
    let words = super::details::quest_text(game.pack(), &top, Locale::En).unwrap();
    assert!(quests.contains(&format!("{top} ({words})")), "{quests}");
}

#[test]
fn print_boards_looks_and_hands() {
    // Run with --nocapture to read the texts a table sees, in both languages.
    let mut game = Maracaibo::new(4, &Options::default(), 36).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(36);
    // Until a fight's nation is to choose after 150 moves, so the board shows a combat and a busy table.
    for n in 0..2000 {
        let view = game.public_view();
        if n > 150 && view.pending.is_some_and(|p| p.kind == "fight") {
            break;
        }
        let Some(&seat) = game.to_act().first() else { break };
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    let fighter = game.public_view().pending.map_or(0, |p| p.seat);
    for locale in [Locale::En, Locale::Fr] {
        println!(
            "{}\n\n{}\n\n{}\n",
            board_of(&game, locale),
            look_of(&game, 1, locale),
            hand_of(&game, fighter, locale)
        );
        let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
        let cx = crate::games::RenderCx::chat(locale, &names);
        for thing in ["K05", "Havana", "space 5", "U3", "CR1", "P2", "T03", "Q07", "A12"] {
            println!(
                "{}\n",
                MaracaiboModule
                    .info(&game, thing, &cx)
                    .map_or_else(|| format!("{thing}: none"), |doc| doc.starred())
            );
        }
    }
}

/// A game saved before rules edition 2 (its log records no other move than sailing and drawing) still loads,
/// replays as it was played, and goes on.
#[test]
fn a_game_saved_before_every_move_was_logged_still_loads() {
    use galleon_rules::maracaibo::state::SOLO_EDITION;
    let host = Host::temporary(Locale::En).unwrap();
    start(&host, "ed1", 2, 41, Locale::En, "easy");
    let mut record: serde_json::Value = serde_json::from_str(&host.export("ed1").unwrap().json).unwrap();
    let mut game = Maracaibo::new(2, &Options::default(), 41).unwrap();
    game.set_edition(SOLO_EDITION);
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    let mut log = Vec::new();
    for _ in 0..150 {
        let seat = game.to_act()[0];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        log.push(serde_json::json!({ "seat": seat, "text": action.to_string() }));
    }
    let state = serde_json::to_value(&game).unwrap();
    assert_eq!(state["state"]["edition"], SOLO_EDITION);
    record["game"]["log"] = log.into();
    record["game"]["state"] = state;
    host.import(&record.to_string()).unwrap();
    let board = host.handle(&request("ed1", "alice", Locale::En, "board", &[]));
    assert!(
        !board[0].starred().contains("alice: ") && !board[0].starred().contains("bob: "),
        "{}",
        board[0].starred()
    );
}

/// A French game names the default pack's places, careers and buildings in French, on the board and in `/info`,
/// which finds them by either name; English readers keep the pack's names.
#[test]
fn french_games_use_french_place_career_and_building_names() {
    let game = Maracaibo::new(2, &Options::default(), 8).unwrap();
    let board = board_of(&game, Locale::Fr);
    assert!(board.contains("1 La Havane") && !board.contains("Havana"), "{board}");
    assert!(board_of(&game, Locale::En).contains("1 Havana"));
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let info = |query: &str, locale| {
        let cx = crate::games::RenderCx::chat(locale, &names);
        MaracaiboModule
            .info(&game, query, &cx)
            .map(|doc| doc.plain())
            .unwrap_or_default()
    };
    for query in ["La Havane", "havana", "1"] {
        assert!(
            info(query, Locale::Fr).starts_with("1 La Havane ("),
            "{query}: {}",
            info(query, Locale::Fr)
        );
    }
    assert!(
        info("Carthagène", Locale::Fr).starts_with("14 Carthagène ("),
        "{}",
        info("Carthagène", Locale::Fr)
    );
    assert!(
        info("CR1", Locale::Fr).starts_with("CR1 Boucanier"),
        "{}",
        info("CR1", Locale::Fr)
    );
    assert!(
        info("Abbaye", Locale::Fr).contains("Abbaye"),
        "{}",
        info("Abbaye", Locale::Fr)
    );
    assert!(
        info("Havana", Locale::En).starts_with("1 Havana ("),
        "{}",
        info("Havana", Locale::En)
    );
}

/// Every name and place note of the default pack has its French form in the table, so a renamed card or a new
/// place cannot silently stay English in French games.
#[test]
fn the_french_table_names_everything_the_default_pack_names() {
    let pack = ContentPack::default_pack();
    let mut names: Vec<&str> = pack.cards.projects.iter().map(|c| c.name.as_str()).collect();
    names.extend(pack.map.locations.iter().map(|l| l.name.as_str()));
    names.extend(pack.map.locations.iter().filter_map(|l| l.note.as_deref()));
    names.extend(pack.careers.cards.iter().map(|c| c.name.as_str()));
    names.extend(pack.prestige.buildings.iter().map(|b| b.name.as_str()));
    names.extend(pack.cities.iter().map(|t| t.name.as_str()));
    let missing: Vec<&&str> = names.iter().filter(|n| !french::knows(n)).collect();
    assert!(missing.is_empty(), "no French name for {missing:?}");
}

/// Cards read in French in a French game: in the hand, on the board's display, in `/info` (found by either
/// name), and on the picture, where places and buildings are French too.
#[test]
fn french_games_name_cards_in_french_everywhere() {
    let game = Maracaibo::new(2, &Options::default(), 8).unwrap();
    let pack = game.pack();
    let view = game.public_view();
    let first = &view.display[0];
    let card = pack.cards.card(pack.cards.find(first).unwrap());
    let french = french::name(&card.name, Locale::Fr).into_owned();
    assert_ne!(french, card.name, "{first} has a French name of its own");
    let board = board_of(&game, Locale::Fr);
    assert!(
        board.contains(&format!("{first} {french}")) && !board.contains(&card.name),
        "{board}"
    );
    assert!(board_of(&game, Locale::En).contains(&format!("{first} {}", card.name)));
    let hand = hand_of(&game, 0, Locale::Fr);
    let private = game.private_view(0);
    for id in private.hand.iter().chain(&private.dealt) {
        let card = pack.cards.card(pack.cards.find(id).unwrap());
        assert!(
            hand.contains(french::name(&card.name, Locale::Fr).as_ref()),
            "{id}: {hand}"
        );
    }
    for id in &private.careers_offered {
        let career = pack.careers.cards.iter().find(|c| &c.id == id).unwrap();
        let french = french::name(&career.name, Locale::Fr);
        assert!(hand.contains(&format!("{french} :")), "{id}: {hand}");
    }
    for building in view.buildings.iter().filter_map(|b| b.id.as_ref()) {
        let building = pack.prestige.buildings.iter().find(|p| &p.id == building).unwrap();
        let french = french::name(&building.name, Locale::Fr);
        assert!(
            board.contains(&format!("{} {french}", building.id)),
            "{}: {board}",
            building.id
        );
    }
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let cx = crate::games::RenderCx::chat(Locale::Fr, &names);
    for query in [french.as_str(), card.name.as_str()] {
        let info = MaracaiboModule
            .info(&game, query, &cx)
            .map(|doc| doc.plain())
            .unwrap_or_default();
        assert!(info.starts_with(&format!("{first} {french} (")), "{query}: {info}");
    }
    let words = crate::present::images::PictureWords::new(Locale::Fr);
    let picture = galleon_images::maracaibo(&view, None, &names, &words).svg;
    assert!(
        picture.contains("La Havane") && !picture.contains("Havana"),
        "places in French"
    );
    assert!(picture.contains(&xml_escaped(&french)), "display cards in French");
}

fn xml_escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('\'', "&apos;").replace('<', "&lt;")
}

/// A private view too long for the transport's message names its cards by their printed values, says so, and
/// fits; one that fits keeps every card's effects.
#[test]
fn a_private_view_too_long_for_one_message_names_its_cards_briefly() {
    let game = Maracaibo::new(4, &Options::default(), 5).unwrap();
    let view = game.private_view(0);
    let names: Vec<String> = NAMES[..4].iter().map(|n| n.to_string()).collect();
    for locale in [Locale::En, Locale::Fr] {
        let roomy = crate::games::RenderCx::chat(locale, &names);
        let full = MaracaiboModule.private_in(&game, &view, &roomy).starred();
        assert!(full.contains('↳'), "{full}");
        let narrow = crate::games::RenderCx {
            limits: crate::base::io::Limits {
                text: 1200,
                ..crate::base::io::Limits::CHAT
            },
            ..roomy
        };
        let brief = MaracaiboModule.private_in(&game, &view, &narrow);
        let text = brief.starred();
        assert!(!text.contains('↳'), "{text}");
        assert!(
            text.contains(&crate::words::i18n::t(locale, "mc-private-brief").starred()),
            "{text}"
        );
        assert!(
            view.dealt.iter().all(|id| text.contains(&format!("**{id}**"))),
            "{text}"
        );
        assert!(brief.plain_len() <= narrow.private_room(), "{text}");
    }
}

/// `/info espions` is the glossary's word, not a card whose name holds it; on a solo game, Jeanne is named
/// where her ship is.
#[test]
fn info_prefers_the_glossary_and_names_jeanne() {
    let options = Options {
        solo: Some(3),
        ..Options::default()
    };
    let live = crate::games::Live {
        module: std::sync::Arc::new(MaracaiboModule),
        game: Maracaibo::new(1, &options, 7).unwrap(),
    };
    let names = vec!["alice".to_string()];
    let cx = crate::games::RenderCx::chat(Locale::Fr, &names);
    use crate::games::Show;
    let spies = live.info("espions", &cx).unwrap().starred();
    assert!(spies.starts_with("**Espion**"), "{spies}");
    let havana = live.info("La Havane", &cx).unwrap().starred();
    assert!(havana.contains("Jeanne") && !havana.contains('?'), "{havana}");
}
