//! Every private message fits one Discord message: random games of the three games (every player count each
//! allows, Maracaibo solo included, in both languages) replayed through the host, with `/hand`, `/look` (and `/help` with
//! each of its topics) asked along the
//! way; every DM and private answer is measured as the Discord adapter measures it (its markdown, its limit).
//! Splitting a text is the transport's last resort, not how a decision reaches a player.

use std::collections::BTreeMap;

use galleon::discord::limits::LIMITS;
use galleon_commands::games::maracaibo::MaracaiboModule;
use galleon_commands::games::puerto_rico::PuertoRicoModule;
use galleon_commands::games::santiago::SantiagoModule;
use galleon_commands::io::{Locale, Message, Request, Target, User};
use galleon_commands::Host;
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use galleon_tests::{plan_random, Planned, SeatChoice, NAMES};

/// The longest private message seen, per game and language: its length and its text.
type Longest = BTreeMap<(String, &'static str), (usize, String)>;

fn request(user: &str, locale: Locale, name: &str, options: &[(&str, &str)]) -> Request {
    let user = User {
        id: user.into(),
        name: user.into(),
    };
    Request::command("table", user, locale, name, options)
}

fn language(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "en",
        Locale::Fr => "fr",
    }
}

/// Notes every private message of `messages` in `longest`.
fn measure(game: &str, locale: Locale, messages: &[Message], longest: &mut Longest) {
    for message in messages {
        if !matches!(
            message.to,
            Target::Dm { .. } | Target::Ephemeral { .. } | Target::Update { .. }
        ) {
            continue;
        }
        let length = (LIMITS.measure)(&message.body);
        let entry = longest.entry((game.to_string(), language(locale))).or_default();
        if length > entry.0 {
            *entry = (length, message.text());
        }
    }
}

/// Replays `moves` on a new host table started with `start`, every seat reading `locale`; each seat asks
/// `/hand` every few moves.
fn walk(game: &str, players: usize, start: &[(&str, &str)], moves: &[Planned], locale: Locale, longest: &mut Longest) {
    let host = Host::temporary(locale).unwrap().with_limits(LIMITS);
    for name in &NAMES[..players] {
        measure(game, locale, &host.handle(&request(name, locale, "join", &[])), longest);
    }
    measure(
        game,
        locale,
        &host.handle(&request("alice", locale, "start", start)),
        longest,
    );
    for (n, planned) in moves.iter().filter(|m| !m.auto).enumerate() {
        let user = NAMES[planned.seat];
        let out = host.handle(&request(user, locale, "play", &[("move", &planned.text)]));
        assert!(
            out.iter().any(|m| matches!(m.to, Target::Board { .. })),
            "{game}: {user} could not play {}",
            planned.text
        );
        measure(game, locale, &out, longest);
        if n % 7 == 0 {
            for name in &NAMES[..players] {
                measure(game, locale, &host.handle(&request(name, locale, "hand", &[])), longest);
                let look = format!("{game} /look");
                measure(
                    &look,
                    locale,
                    &host.handle(&request(name, locale, "look", &[])),
                    longest,
                );
            }
        }
        // `/help` and its topics, of the player to act and of another, as Discord counts them.
        if n % 3 == 0 {
            let help = format!("{game} /help");
            for name in [user, NAMES[(planned.seat + 1) % players]] {
                for topic in [None, Some("moves"), Some("rules"), Some("commands")] {
                    let options: Vec<(&str, &str)> = topic.map(|t| ("topic", t)).into_iter().collect();
                    let out = host.handle(&request(name, locale, "help", &options));
                    assert_eq!(out.len(), 1, "/help is one message");
                    measure(&help, locale, &out, longest);
                }
            }
        }
    }
}

fn walk_both(game: &str, players: usize, start: &[(&str, &str)], moves: &[Planned], longest: &mut Longest) {
    for locale in [Locale::En, Locale::Fr] {
        walk(game, players, start, moves, locale, longest);
    }
}

fn puerto_rico(longest: &mut Longest) {
    for (players, seed) in [(3, 11), (4, 12), (5, 13)] {
        let options = PuertoRico::parse_options(&[]).unwrap();
        let game = PuertoRico::new(players, &options, seed).unwrap();
        let (moves, _) = plan_random(&PuertoRicoModule, game, seed, SeatChoice::Random);
        let seed = seed.to_string();
        let start = [("game", "puerto-rico"), ("seed", seed.as_str())];
        walk_both("puerto-rico", players, &start, &moves, longest);
    }
}

fn santiago(longest: &mut Longest) {
    for (players, seed) in [(3, 21), (4, 22), (5, 23)] {
        let chosen = [("money", "hidden"), ("palms", "on"), ("spring", "chosen")];
        let parsed: Vec<(String, String)> = chosen.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
        let game = Santiago::new(players, &Santiago::parse_options(&parsed).unwrap(), seed).unwrap();
        let (moves, _) = plan_random(&SantiagoModule, game, seed, SeatChoice::First);
        let seed = seed.to_string();
        let mut start = vec![("game", "santiago"), ("seed", seed.as_str())];
        start.extend(chosen);
        walk_both("santiago", players, &start, &moves, longest);
    }
}

fn maracaibo(longest: &mut Longest) {
    for (players, seed, level) in [(1, 31, "3"), (2, 32, "easy"), (3, 33, "easy"), (4, 34, "medium")] {
        let options = Maracaibo::parse_options(&[("level".to_string(), level.to_string())]).unwrap();
        let game = Maracaibo::new(players, &options, seed).unwrap();
        let (moves, _) = plan_random(&MaracaiboModule, game, seed, SeatChoice::Random);
        let seed = seed.to_string();
        let start = [("game", "maracaibo"), ("seed", seed.as_str()), ("level", level)];
        walk_both("maracaibo", players, &start, &moves, longest);
    }
}

/// The set-up deals of many Maracaibo games (eight cards and two careers each, the longest choice of a game).
fn maracaibo_deals(longest: &mut Longest) {
    for seed in 100..140 {
        let players = 1 + seed as usize % 4;
        for locale in [Locale::En, Locale::Fr] {
            let host = Host::temporary(locale).unwrap().with_limits(LIMITS);
            for name in &NAMES[..players] {
                host.handle(&request(name, locale, "join", &[]));
            }
            let seed = seed.to_string();
            let start = [("game", "maracaibo"), ("seed", seed.as_str())];
            measure(
                "maracaibo",
                locale,
                &host.handle(&request("alice", locale, "start", &start)),
                longest,
            );
        }
    }
}

#[test]
fn every_private_message_fits_one_discord_message() {
    let mut longest = Longest::new();
    puerto_rico(&mut longest);
    santiago(&mut longest);
    maracaibo(&mut longest);
    maracaibo_deals(&mut longest);
    for ((game, language), (length, _)) in &longest {
        eprintln!("longest private message: {game} {language}: {length}");
    }
    for ((game, language), (length, text)) in &longest {
        assert!(
            *length <= LIMITS.text,
            "{game} ({language}): a private message of {length} characters:\n{text}"
        );
    }
}
