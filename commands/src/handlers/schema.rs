//! The slash commands a transport registers: the host's own plus every game's verbs.
//!
//! The host's own commands are one list, [`host_commands`]: each one's name and options (their shapes), the group
//! `/help` lists it in, its handler and, if it has one, its completer. Their words (French names, descriptions,
//! names of choices) are in the translation files (see `words::commands`). Registration ([`commands`]), `/help`,
//! dispatch (`Host::command`) and autocomplete all read that list.
//!
//! Discord sends option values under their canonical (English) names whatever the user's language, so the
//! French names are for display only.

use crate::base::io::{Choices, CommandSpec, OptionShape};
use crate::games::Registry;
use crate::tables::{Complete, Group, HostCommand, Run, Tables};

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
        spec: crate::words::commands::spec(listed.name, &listed.options),
        group: listed.group,
        run: listed.run,
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
        abort, bots, game_log, help, lobby, look, ping, play, remind, replay, seats, stats, takeover, undo,
    };
    use OptionShape as O;
    let info = |_: &dyn Tables, table: &_, request: &_| look::autocomplete(table, request);
    let game = |required| game_option(registry, required);
    vec![
        Listed::new(Group::Table, "join", Run::Table(lobby::join)),
        Listed::new(Group::Table, "leave", Run::Table(lobby::leave)),
        Listed::new(Group::Table, "start", Run::Table(lobby::start)).options(start_options(registry)),
        Listed::new(Group::Table, "abort", Run::Table(abort::abort)),
        Listed::new(Group::Table, "restore", Run::Table(abort::restore)),
        Listed::new(Group::Table, "board", Run::Table(lobby::board)),
        Listed::new(Group::Game, "play", Run::Table(play::play_command))
            .options(vec![O::text("move", true).completing()]),
        Listed::new(Group::Game, "hand", Run::Table(lobby::hand)),
        Listed::new(Group::Game, "look", Run::Table(look::look)).options(vec![O::user("player", false)]),
        Listed::new(Group::Game, "info", Run::Table(look::info))
            .options(vec![O::text("thing", true).completing()])
            .completing(info),
        Listed::new(Group::Game, "undo", Run::Table(undo::undo)),
        Listed::new(Group::Game, "help", Run::Table(help::help))
            .options(vec![O::text("topic", false).choosing(&help::TOPICS)]),
        Listed::new(Group::Seats, "addbot", Run::Table(bots::addbot)).options(vec![O::text("level", false)]),
        Listed::new(Group::Seats, "removebot", Run::Table(bots::removebot)).options(vec![O::text("bot", false)]),
        Listed::new(Group::Seats, "replace", Run::Table(seats::replace)).options(vec![
            O::user("with", true),
            O::user("player", false),
            O::integer("seat", false),
        ]),
        Listed::new(Group::Seats, "resign", Run::Table(takeover::resign)),
        Listed::new(Group::Seats, "kick", Run::Table(takeover::kick)).options(vec![O::user("player", true)]),
        Listed::new(Group::Seats, "object", Run::Table(takeover::object)),
        Listed::new(
            Group::Records,
            "log",
            Run::Table(|host, slot, request, options| game_log::log(host, slot, request, options)),
        )
        .options(vec![O::integer("page", false)]),
        Listed::new(Group::Records, "replay", Run::Channel(replay::replay)).options(vec![O::integer("game", false)]),
        Listed::new(Group::Records, "stats", Run::Channel(stats::stats))
            .options(vec![O::user("player", false), game(false)]),
        Listed::new(Group::Records, "leaderboard", Run::Channel(stats::leaderboard)).options(vec![game(true)]),
        Listed::new(Group::Settings, "notify", Run::User(ping::notify))
            .options(vec![O::text("mode", false).choosing(&["mention", "dm", "off"])]),
        Listed::new(Group::Settings, "reminder", Run::Table(remind::reminder)).options(vec![O::text("every", false)]),
    ]
}

/// `game`: one of the registry's games, each named by its message (`game-puerto-rico`).
fn game_option(registry: &Registry, required: bool) -> OptionShape {
    OptionShape::text("game", required).with_choices(Choices::Named("game-", registry.ids()))
}

/// `/start`'s options: the host's, then each game's own (a name declared by two games appears once).
fn start_options(registry: &Registry) -> Vec<OptionShape> {
    let mut options = vec![
        game_option(registry, true),
        OptionShape::integer("seed", false),
        OptionShape::text("lang", false).choosing(&["en", "fr"]),
        OptionShape::text("seats", false).choosing(&["join", "random"]),
        OptionShape::text("reminder", false),
        crate::present::images::start_option(),
        crate::handlers::takeover::clock_option(),
    ];
    for extra in registry.kinds().iter().flat_map(|k| k.start_options()) {
        if !options.iter().any(|o| o.name == extra.name) {
            options.push(extra);
        }
    }
    options
}

/// One line of [`host_commands`]: a command's name, options, group, handler and completer.
struct Listed {
    group: Group,
    name: &'static str,
    options: Vec<OptionShape>,
    run: Run,
    complete: Option<Complete>,
}

impl Listed {
    fn new(group: Group, name: &'static str, run: Run) -> Listed {
        Listed {
            group,
            name,
            options: Vec::new(),
            run,
            complete: None,
        }
    }

    fn options(self, options: Vec<OptionShape>) -> Listed {
        Listed { options, ..self }
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
