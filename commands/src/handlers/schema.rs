//! The slash commands a transport registers: the host's own plus every game's verbs.
//!
//! The host's own commands are one list, [`host_commands`]: each one's name and options (their shapes), what it
//! needs of the channel (a table, a game, a seat…: [`Need`]), the group `/help` lists it in, its handler, what it
//! does at a table that could not be loaded and, if it has one, its completer. Their words (French names,
//! descriptions, names of choices) are in the translation files (see `words::commands`). Registration
//! ([`commands`]), `/help`, dispatch (`Host::command`, which checks the options and the needs before the handler
//! runs: see `guards`) and autocomplete all read that list.
//!
//! Discord sends option values under their canonical (English) names whatever the user's language, so the
//! French names are for display only.

use galleon_rules::RuleError;

use crate::base::io::{Choices, CommandSpec, OptionShape};
use crate::games::Registry;
use crate::tables::{Act, Complete, Group, HostCommand, Need, Run, Tables};

/// Every command: the host's, then each game's verbs (a name declared by two games appears once).
pub fn commands(registry: &Registry) -> Vec<CommandSpec> {
    let host = host_commands(registry).into_iter().map(|c| c.spec);
    host.chain(verb_commands(registry)).collect()
}

/// The games' verbs as commands (a name declared by two games appears once).
pub(crate) fn verb_commands(registry: &Registry) -> Vec<CommandSpec> {
    registry.verbs().iter().map(|verb| verb.spec()).collect()
}

/// The host's own commands, in the order `/help` lists them: each one's spec, group and handler.
pub(crate) fn host_commands(registry: &Registry) -> Vec<HostCommand> {
    let command = |listed: Listed| HostCommand {
        spec: CommandSpec {
            in_dms: listed.in_dms,
            ..crate::words::commands::spec(listed.name, &listed.options)
        },
        group: listed.group,
        options: listed.options,
        one_of: listed.one_of,
        needs: listed.needs,
        run: listed.run,
        broken: listed.broken,
        complete: listed.complete,
    };
    listed(registry).into_iter().map(command).collect()
}

/// The host's own commands' names and options (the words' keys are made of them).
#[cfg(test)]
pub(crate) fn host_shapes(registry: &Registry) -> Vec<(&'static str, Vec<OptionShape>)> {
    listed(registry).into_iter().map(|l| (l.name, l.options)).collect()
}

fn listed(registry: &Registry) -> Vec<Listed> {
    use crate::handlers::{
        abort, bots, game_log, help, lobby, look, ping, play, remind, replay, seats, stats, tables, takeover, undo,
    };
    use OptionShape as O;
    let info = |_: &dyn Tables, table: &_, request: &_| look::autocomplete(table, request);
    let game = |required| game_option(registry, required);
    // What the handlers checked at their start before the list said it, in the same order.
    let seated_in_lobby = &[Need::Table, Need::Idle("err-game-running"), Need::Seated];
    let with_game = &[Need::Table, Need::Game];
    vec![
        // During a game only a person whose seat an AI took may join (back into it): the handler checks.
        Listed::new(Group::Table, "join", Run::Table(lobby::join)),
        Listed::new(Group::Table, "leave", Run::Table(lobby::leave)).needs(&[
            Need::Table,
            Need::Idle("err-leave-running"),
            Need::Seated,
        ]),
        Listed::new(Group::Table, "start", Run::Table(lobby::start))
            .options(start_options(registry))
            .needs(seated_in_lobby),
        Listed::new(Group::Table, "abort", Run::Table(abort::abort))
            .needs(&[Need::Table, Need::SeatedOrAdmin])
            .broken(abort::clear_broken),
        Listed::new(Group::Table, "restore", Run::Table(abort::restore)).needs(&[Need::Idle("err-restore-running")]),
        Listed::new(Group::Table, "board", Run::Table(lobby::board)).needs(&[Need::Table]),
        // Where the asker sits, from any channel or a direct message: it reads no channel's table.
        Listed::new(Group::Table, "tables", Run::User(tables::tables)).in_dms(),
        Listed::new(Group::Game, "play", Run::Table(play::play_command))
            .options(vec![O::text("move", true).completing()]),
        Listed::new(Group::Game, "hand", Run::Table(lobby::hand)).needs(&[Need::Table, Need::Game, Need::Seated]),
        Listed::new(Group::Game, "look", Run::Table(look::look))
            .options(vec![O::user("player", false)])
            .needs(with_game),
        Listed::new(Group::Game, "info", Run::Table(look::info))
            .options(vec![O::text("thing", true).completing()])
            .needs(with_game)
            .completing(info),
        Listed::new(Group::Game, "undo", Run::Table(undo::undo)).needs(&[Need::Game]),
        Listed::new(Group::Game, "help", Run::Table(help::help))
            .options(vec![O::text("topic", false).choosing(&help::TOPICS)]),
        Listed::new(Group::Seats, "addbot", Run::Table(bots::addbot))
            .options(vec![
                O::text("level", false).read_by(|value, _| bots::parse_level(value).map(drop))
            ])
            .needs(seated_in_lobby),
        Listed::new(Group::Seats, "removebot", Run::Table(bots::removebot))
            .options(vec![O::text("bot", false)])
            .needs(seated_in_lobby),
        Listed::new(Group::Seats, "replace", Run::Table(seats::replace))
            .options(vec![
                O::user("with", true),
                O::user("player", false),
                // Its range depends on the table: the handler says a seat is not there.
                O::integer("seat", false).read_later(),
            ])
            .one_of(&["player", "seat"])
            .needs(&[Need::Table, Need::Running("err-replace-no-game")]),
        Listed::new(Group::Seats, "resign", Run::Table(takeover::resign)).needs(&[
            Need::Table,
            Need::Running("err-takeover-no-game"),
            Need::Seated,
        ]),
        Listed::new(Group::Seats, "kick", Run::Table(takeover::kick))
            .options(vec![O::user("player", true)])
            .needs(&[Need::Table, Need::Running("err-takeover-no-game")]),
        Listed::new(Group::Seats, "object", Run::Table(takeover::object)).needs(&[
            Need::Table,
            Need::Running("err-no-game"),
            Need::Seated,
        ]),
        Listed::new(
            Group::Records,
            "log",
            Run::Table(|host, slot, request, options| game_log::log(host, slot, request, options)),
        )
        .options(vec![
            O::integer("page", false).read_by(|value, _| game_log::parse_page(value).map(drop))
        ]),
        Listed::new(Group::Records, "replay", Run::Channel(replay::replay)).options(vec![
            O::integer("game", false).read_by(|value, _| replay::parse_number(value).map(drop))
        ]),
        Listed::new(Group::Records, "stats", Run::Channel(stats::stats))
            .options(vec![O::user("player", false), game(false)]),
        Listed::new(Group::Records, "leaderboard", Run::Channel(stats::leaderboard)).options(vec![game(true)]),
        Listed::new(Group::Settings, "notify", Run::User(ping::notify)).options(vec![O::text("mode", false)
            .choosing(&["mention", "dm", "off"])
            .read_by(|value, _| ping::parse_mode(value).map(drop))]),
        Listed::new(Group::Settings, "reminder", Run::Table(remind::reminder))
            .options(vec![O::text("every", false)])
            .needs(&[Need::Table]),
    ]
}

/// `game`: one of the registry's games, each named by its message (`game-puerto-rico`).
fn game_option(registry: &Registry, required: bool) -> OptionShape {
    OptionShape::text("game", required)
        .with_choices(Choices::Named("game-", registry.ids()))
        .read_by(read_game)
}

/// A game's id, in any case.
fn read_game(value: &str, games: &Choices) -> Result<(), RuleError> {
    let game = value.trim().to_ascii_lowercase();
    match games.allows(&game) {
        true => Ok(()),
        false => Err(RuleError::new("err-unknown-game")
            .word("game", &game)
            .text("games", games.values().join(", "))),
    }
}

/// `/start`'s options: the host's, then each game's own (a name declared by two games appears once).
fn start_options(registry: &Registry) -> Vec<OptionShape> {
    use crate::handlers::{lobby, remind, seats};
    let mut options = vec![
        game_option(registry, true),
        OptionShape::integer("seed", false).read_by(|value, _| lobby::parse_seed(value).map(drop)),
        OptionShape::text("lang", false)
            .choosing(&["en", "fr"])
            .read_by(|value, _| lobby::parse_lang(value).map(drop)),
        OptionShape::text("seats", false)
            .choosing(&["join", "random"])
            .read_by(|value, _| seats::parse_seating(value).map(drop)),
        OptionShape::text("reminder", false).read_by(|value, _| remind::parse_every(value).map(drop)),
        crate::present::images::start_option(),
        crate::handlers::takeover::clock_option(),
    ];
    // A game's own options are read by its engine, all together (see `Read::Later`).
    for extra in registry.kinds().iter().flat_map(|k| k.start_options()) {
        if !options.iter().any(|o| o.name == extra.name) {
            options.push(extra.read_later());
        }
    }
    options
}

/// One line of [`host_commands`]: a command's name, options, needs, group, handlers and completer.
struct Listed {
    group: Group,
    name: &'static str,
    options: Vec<OptionShape>,
    one_of: &'static [&'static str],
    needs: &'static [Need],
    run: Run,
    broken: Option<Act>,
    complete: Option<Complete>,
    in_dms: bool,
}

impl Listed {
    fn new(group: Group, name: &'static str, run: Run) -> Listed {
        Listed {
            group,
            name,
            options: Vec::new(),
            one_of: &[],
            needs: &[],
            run,
            broken: None,
            complete: None,
            in_dms: false,
        }
    }

    /// Also offered in a direct message with the bot.
    fn in_dms(self) -> Listed {
        Listed { in_dms: true, ..self }
    }

    fn options(self, options: Vec<OptionShape>) -> Listed {
        Listed { options, ..self }
    }

    /// At least one of these options must be given.
    fn one_of(self, one_of: &'static [&'static str]) -> Listed {
        Listed { one_of, ..self }
    }

    /// What it needs of the channel, checked in this order.
    fn needs(self, needs: &'static [Need]) -> Listed {
        Listed { needs, ..self }
    }

    /// What it does at a table that could not be loaded.
    fn broken(self, broken: Act) -> Listed {
        Listed {
            broken: Some(broken),
            ..self
        }
    }

    fn completing(self, complete: Complete) -> Listed {
        Listed {
            complete: Some(complete),
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord's rules for names: 1–32 lowercase letters, digits, `-` or `_`; descriptions 1–100 chars.
    fn valid_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase()))
    }

    fn valid_description(text: &str) -> bool {
        (1..=100).contains(&text.chars().count())
    }

    #[test]
    fn every_command_fits_discord_rules() {
        let commands = commands(&Registry::standard());
        let mut names: Vec<&str> = commands.iter().map(|c| c.name).collect();
        names.dedup();
        assert_eq!(names.len(), commands.len(), "duplicate command names");
        for c in &commands {
            assert!(valid_name(c.name) && valid_name(&c.name_fr), "{}", c.name);
            assert!(
                valid_description(&c.description_en) && valid_description(&c.description_fr),
                "{}",
                c.name
            );
            assert!(c.options.len() <= 25);
            let mut seen_optional = false;
            for o in &c.options {
                assert!(valid_name(o.name) && valid_name(&o.name_fr), "{}/{}", c.name, o.name);
                assert!(valid_description(&o.description_en) && valid_description(&o.description_fr));
                assert!(
                    !(o.required && seen_optional),
                    "{}: required option after an optional one",
                    c.name
                );
                seen_optional |= !o.required;
                assert!(o.choices.is_empty() || !o.autocomplete);
            }
        }
        for name in [
            "join", "leave", "start", "abort", "restore", "replace", "undo", "board", "hand", "help", "play", "notify",
            "reminder", "look", "info",
        ] {
            assert!(commands.iter().any(|c| c.name == name), "{name}");
        }
    }
}
