//! Every command checks itself from the list of commands (`handlers::schema`): its options (unknown, missing,
//! not a number, not one of its values) and what it needs of the channel are refused before its handler runs,
//! in the reader's language, with the option named as that reader knows it.

use crate::base::io::{Locale, Message, Request, User};
use crate::games::Registry;
use crate::handlers::guards;
use crate::host::Host;
use crate::tables::{Need, Tables};
use crate::tests::support::{only_ephemeral, texts, toy_runner};
use crate::words::commands::option_name;
use crate::words::i18n::rule_error;

fn ask(host: &Host, locale: Locale, name: &str, options: &[(&str, &str)]) -> Vec<Message> {
    let user = User {
        id: "alice".into(),
        name: "alice".into(),
    };
    host.handle(&Request::command("table", user, locale, name, options))
}

/// The name a reader of `locale` types for `command`.
fn command_name(host: &Host, locale: Locale, command: &str) -> String {
    let listed = host.commands().iter().find(|c| c.spec.name == command);
    match (locale, listed) {
        (Locale::Fr, Some(listed)) => listed.spec.name_fr.clone(),
        _ => command.to_string(),
    }
}

fn no_such_option(host: &Host, locale: Locale, command: &str, option: &str) -> String {
    let name = command_name(host, locale, command);
    match locale {
        Locale::En => format!("The command /{name} has no option “{option}”."),
        Locale::Fr => format!("La commande /{name} n'a pas d'option « {option} »."),
    }
}

fn missing(locale: Locale, command: &str, option: &str) -> String {
    let option = option_name(locale, command, option);
    match locale {
        Locale::En => format!("The option “{option}” is missing."),
        Locale::Fr => format!("Il manque l'option « {option} »."),
    }
}

#[test]
fn every_listed_command_refuses_an_unknown_option_in_the_readers_language() {
    let host = Host::temporary(Locale::En).unwrap();
    assert!(host.commands().len() > 20);
    for command in host.commands() {
        let name = command.spec.name;
        for locale in [Locale::En, Locale::Fr] {
            let out = ask(&host, locale, name, &[("zzz", "1")]);
            assert_eq!(
                only_ephemeral(&out, "alice"),
                no_such_option(&host, locale, name, "zzz"),
                "{name}"
            );
        }
    }
    assert_eq!(host.raw_record("table").unwrap(), None);
}

#[test]
fn every_listed_command_refuses_a_missing_required_option_naming_it_as_the_reader_does() {
    let host = Host::temporary(Locale::En).unwrap();
    let mut checked = Vec::new();
    for command in host.commands() {
        let name = command.spec.name;
        let first_required = command.options.iter().find(|o| o.required).map(|o| o.name);
        let Some(option) = command.one_of.first().copied().or(first_required) else {
            continue;
        };
        for locale in [Locale::En, Locale::Fr] {
            let out = ask(&host, locale, name, &[]);
            assert_eq!(only_ephemeral(&out, "alice"), missing(locale, name, option), "{name}");
            // A blank value is none.
            let out = ask(&host, locale, name, &[(option, "  ")]);
            assert_eq!(only_ephemeral(&out, "alice"), missing(locale, name, option), "{name}");
        }
        checked.push(name);
    }
    assert_eq!(checked, ["start", "play", "info", "replace", "kick", "leaderboard"]);
    // In French the option is named in French.
    assert_eq!(missing(Locale::Fr, "start", "game"), "Il manque l'option « jeu ».");
}

/// The games' verbs take the same road: every verb of every game refuses an unknown option and a missing one so.
#[test]
fn every_verb_of_every_game_checks_its_options_as_the_host_s_commands_do() {
    let registry = Registry::standard();
    let never = |_: &str, _: &str| None;
    for kind in registry.kinds() {
        for verb in kind.verbs() {
            let options = verb.options();
            for locale in [Locale::En, Locale::Fr] {
                let unknown = [("zzz".to_string(), "1".to_string())];
                let refused = guards::options(verb.name, &options, &[], &unknown, locale).unwrap_err();
                let text = rule_error(locale, &refused, &never);
                assert!(text.contains("« zzz »") || text.contains("“zzz”"), "{text}");
                assert_eq!(refused.key, "err-no-such-option", "{}", verb.name);
                let Some(required) = options.iter().find(|o| o.required) else {
                    continue;
                };
                let refused = guards::options(verb.name, &options, &[], &[], locale).unwrap_err();
                assert_eq!(
                    rule_error(locale, &refused, &never),
                    missing(locale, verb.name, required.name),
                    "{}",
                    verb.name
                );
            }
        }
    }
}

/// A verb at a table, through the host: unknown, missing, and a value that is not a number.
#[test]
fn a_verb_s_options_are_refused_at_the_table_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    let before = r.host().raw_record("table").unwrap();
    let text = only_ephemeral(&r.line("alice> /add colour:red"), "alice");
    assert_eq!(text, "The command /add has no option “colour”.");
    let text = only_ephemeral(&r.line("alice> /add"), "alice");
    assert_eq!(text, "The option “amount” is missing.");
    let text = only_ephemeral(&r.line("alice> /add amount:two"), "alice");
    assert_eq!(text, "The option “amount” takes a whole number, not “two”.");
    let out = r.host().handle(&Request::command(
        "table",
        user("alice"),
        Locale::Fr,
        "add",
        &[("amount", "deux")],
    ));
    assert_eq!(
        only_ephemeral(&out, "alice"),
        "L'option « amount » attend un nombre entier, pas « deux »."
    );
    assert_eq!(r.host().raw_record("table").unwrap(), before);
    assert!(texts(&r.line("alice> /add amount:2")).contains("Total 2/6"));
}

/// A value not among an option's values, where the list reads it (a verb's), names the values.
#[test]
fn a_value_not_among_the_choices_is_refused_with_the_choices() {
    let registry = Registry::standard();
    let verbs = registry.get("puerto-rico").unwrap().verbs();
    let plant = verbs.iter().find(|v| v.name == "plant").unwrap();
    let typed = |forest: &str| {
        [
            ("tile".to_string(), "corn".to_string()),
            ("forest".to_string(), forest.to_string()),
        ]
    };
    let never = |_: &str, _: &str| None;
    let refused = guards::options("plant", &plant.options(), &[], &typed("jungle"), Locale::Fr).unwrap_err();
    let forest = option_name(Locale::Fr, "plant", "forest");
    assert_eq!(
        rule_error(Locale::Fr, &refused, &never),
        format!("« jungle » n'est pas une valeur de l'option « {forest} » : forest.")
    );
    let refused = guards::options("plant", &plant.options(), &[], &typed("jungle"), Locale::En).unwrap_err();
    assert_eq!(
        rule_error(Locale::En, &refused, &never),
        "“jungle” is not a value of the option “forest”: forest."
    );
    // Any case is read, and handed on as declared.
    let read = guards::options("plant", &plant.options(), &[], &typed("FOREST"), Locale::En).unwrap();
    assert_eq!(read[1].1, "forest");
}

fn user(name: &str) -> User {
    User {
        id: name.into(),
        name: name.into(),
    }
}

/// Where the channel lacks what a command needs, its first need refuses it and the handler never runs: nothing is
/// stored, and the refusal is the need's own.
#[test]
fn needs_refuse_before_the_handler_runs() {
    let host = Host::temporary(Locale::En).unwrap();
    for command in host.commands() {
        let Some(first) = command.needs.first() else { continue };
        let expected = match first {
            Need::Table => "There is no table in this channel. Type /join to open one.",
            Need::Game => "No game is being played in this channel.",
            Need::Running("err-takeover-no-game") => "No game is being played here.",
            // Idle and the seat needs are met or refused only where there is a table.
            _ => continue,
        };
        let name = command.spec.name;
        // Each option it cannot go without, given a value it takes.
        let given: Vec<(&str, String)> = command
            .options
            .iter()
            .filter(|o| o.required || command.one_of.contains(&o.name))
            .map(|o| (o.name, o.choices.values().first().unwrap_or(&"alice").to_string()))
            .collect();
        let given: Vec<(&str, &str)> = given.iter().map(|(o, v)| (*o, v.as_str())).collect();
        let out = ask(&host, Locale::En, name, &given);
        assert_eq!(only_ephemeral(&out, "alice"), expected, "{name}");
    }
    assert_eq!(host.raw_record("table").unwrap(), None);
}

/// At a running game the needs of a seat and of no game running refuse in their own words, changing nothing.
#[test]
fn needs_of_a_seat_and_of_a_game_refuse_in_their_own_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    r.line("alice> /join");
    r.line("bob> /join");
    r.line("alice> /start game:toy seed:3 target:6");
    let before = r.host().raw_record("table").unwrap();
    let refused = |r: &mut crate::host::script::Runner, line: &str, user: &str| only_ephemeral(&r.line(line), user);
    assert_eq!(
        refused(&mut r, "carol> /join", "carol"),
        "A game is in progress at this table."
    );
    assert_eq!(
        refused(&mut r, "alice> /leave", "alice"),
        "The game has started: you cannot leave it now."
    );
    assert_eq!(
        refused(&mut r, "carol> /hand", "carol"),
        "You are not seated at this table."
    );
    assert_eq!(
        refused(&mut r, "carol> /resign", "carol"),
        "You are not seated at this table."
    );
    assert_eq!(
        refused(&mut r, "carol> /abort", "carol"),
        "You are not seated at this table."
    );
    assert_eq!(
        refused(&mut r, "alice> /addbot", "alice"),
        "A game is in progress at this table."
    );
    let out = r
        .host()
        .handle(&Request::command("table", user("carol"), Locale::Fr, "hand", &[]));
    assert_eq!(only_ephemeral(&out, "carol"), "Vous n'êtes pas assis à cette table.");
    assert_eq!(r.host().raw_record("table").unwrap(), before);
    // Options are read first: a wrong option is told before a need.
    assert_eq!(
        refused(&mut r, "carol> /hand zzz:1", "carol"),
        "The command /hand has no option “zzz”."
    );
}

/// An option its own parser reads (French words included) is read by the list too, before the needs: its refusal
/// is the parser's own, and a French word it knows passes.
#[test]
fn an_option_read_by_its_own_parser_is_refused_in_its_words_before_the_needs() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = toy_runner(dir.path());
    let text = only_ephemeral(&r.line("carol> /addbot level:godlike"), "carol");
    assert_eq!(text, "“godlike” is not an AI level: random, easy, normal or hard.");
    let text = only_ephemeral(&r.line("carol> /addbot level:facile"), "carol");
    assert_eq!(text, "There is no table in this channel. Type /join to open one.");
    r.line("alice> /join");
    r.line("bob> /join");
    let out = texts(&r.line("alice> /lancer jeu:toy graine:3 target:6 places:hasard"));
    assert!(out.contains("begins!"), "{out}");
}
