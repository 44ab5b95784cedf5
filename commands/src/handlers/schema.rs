//! The slash commands a transport registers: the host's own plus every game's verbs.
//!
//! The host's own commands are one list, [`host_commands`]: each one's spec (names, options and descriptions in
//! both languages), the group `/help` lists it in, its handler and, if it has one, its completer. Registration
//! ([`commands`]), `/help`, dispatch (`Host::command`) and autocomplete all read that list.
//!
//! Discord sends option values under their canonical (English) names whatever the user's language, so the
//! French names here are for display only.

use std::sync::OnceLock;

use crate::base::io::choice;
use crate::base::io::option;
use crate::base::io::{ChoiceSpec, CommandSpec, Locale, OptionKind, OptionSpec};
use crate::games::Registry;
use crate::tables::{Complete, Group, HostCommand, Run, Tables};
use crate::words::i18n::t;

fn command(
    name: &'static str,
    name_fr: &'static str,
    description_en: &'static str,
    description_fr: &'static str,
    options: Vec<OptionSpec>,
) -> CommandSpec {
    CommandSpec {
        name,
        name_fr,
        description_en,
        description_fr,
        options,
    }
}

/// Game names as static strings (command registration wants them; built once).
fn game_choices(registry: &Registry) -> Vec<ChoiceSpec> {
    static NAMES: OnceLock<Vec<(&'static str, &'static str, &'static str)>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        Registry::standard()
            .ids()
            .into_iter()
            .map(|id| {
                let leak = |locale| &*Box::leak(t(locale, &format!("game-{id}")).into_boxed_str());
                (id, leak(Locale::En), leak(Locale::Fr))
            })
            .collect()
    });
    registry
        .ids()
        .into_iter()
        .map(|id| match names.iter().find(|(n, _, _)| *n == id) {
            Some(&(value, name_en, name_fr)) => ChoiceSpec {
                value,
                name_en,
                name_fr,
            },
            None => ChoiceSpec {
                value: id,
                name_en: id,
                name_fr: id,
            },
        })
        .collect()
}

fn start(registry: &Registry) -> CommandSpec {
    let mut game = option(
        "game",
        "jeu",
        "The game to play",
        "Le jeu à lancer",
        OptionKind::String,
        true,
    );
    game.choices = game_choices(registry);
    let seed = option(
        "seed",
        "graine",
        "Seed of the shuffles (to replay a game exactly)",
        "Graine du hasard (pour rejouer une partie à l'identique)",
        OptionKind::Integer,
        false,
    );
    let mut lang = option(
        "lang",
        "langue",
        "Language of the table's posts",
        "Langue des messages de la table",
        OptionKind::String,
        false,
    );
    lang.choices = vec![
        ChoiceSpec {
            value: "en",
            name_en: "English",
            name_fr: "Anglais",
        },
        ChoiceSpec {
            value: "fr",
            name_en: "French",
            name_fr: "Français",
        },
    ];
    let mut seats = option(
        "seats",
        "places",
        "Seat order: join order (default) or drawn at random",
        "Ordre des places : ordre d'arrivée (par défaut) ou tiré au hasard",
        OptionKind::String,
        false,
    );
    seats.choices = vec![
        ChoiceSpec {
            value: "join",
            name_en: "Join order",
            name_fr: "Ordre d'arrivée",
        },
        ChoiceSpec {
            value: "random",
            name_en: "At random",
            name_fr: "Au hasard",
        },
    ];
    let reminder = option(
        "reminder",
        "rappel",
        "Remind a player the table waits for, every: 30m, 12h (default), 2d… or off",
        "Rappeler un joueur que la table attend, toutes les : 30m, 12h (défaut), 2j… ou non",
        OptionKind::String,
        false,
    );
    let mut options = vec![
        game,
        seed,
        lang,
        seats,
        reminder,
        crate::present::images::start_option(),
    ];
    options.push(crate::handlers::takeover::clock_option());
    for extra in registry.kinds().iter().flat_map(|k| k.start_options()) {
        if !options.iter().any(|o| o.name == extra.name) {
            options.push(extra);
        }
    }
    command(
        "start",
        "lancer",
        "Start a game with the seated players",
        "Lancer une partie avec les joueurs assis",
        options,
    )
}

fn play() -> CommandSpec {
    let mut mv = option(
        "move",
        "coup",
        "Your move, e.g. role settler, ship corn 6",
        "Votre coup, par ex. role settler, ship corn 6",
        OptionKind::String,
        true,
    );
    mv.autocomplete = true;
    command("play", "jouer", "Play any legal move", "Jouer un coup légal", vec![mv])
}

fn replace() -> CommandSpec {
    let with = option(
        "with",
        "par",
        "Who takes the seat",
        "Qui prend sa place",
        OptionKind::User,
        true,
    );
    let player = option(
        "player",
        "joueur",
        "The seated player to replace",
        "Le joueur assis à remplacer",
        OptionKind::User,
        false,
    );
    let seat = option(
        "seat",
        "place",
        "Or the seat's number (an AI seat: 🤖 Bot 2 sits at seat 2 of the board's list)",
        "Ou le numéro de la place (une place d'IA : celle de la liste du plateau)",
        OptionKind::Integer,
        false,
    );
    command(
        "replace",
        "remplacer",
        "Hand a seat (a player's or an AI's) to someone else (seated players vote, or a server admin decides)",
        "Donner une place (d'un joueur ou d'une IA) à quelqu'un (vote des joueurs, ou décision d'un admin)",
        vec![with, player, seat],
    )
}

fn notify() -> CommandSpec {
    let mut mode = option(
        "mode",
        "mode",
        "How you are called to play: mention, dm or off",
        "Comment être appelé à jouer : mention, mp ou non",
        OptionKind::String,
        false,
    );
    mode.choices = vec![
        choice("mention", "Mention in the channel", "Mention dans le salon"),
        choice("dm", "Direct message", "Message privé"),
        choice("off", "Off", "Non"),
    ];
    command(
        "notify",
        "prevenir",
        "How you are called when it is your turn (all tables)",
        "Comment être prévenu de votre tour (toutes les tables)",
        vec![mode],
    )
}

fn reminder() -> CommandSpec {
    let every = option(
        "every",
        "intervalle",
        "Remind a player the table waits for, every: 30m, 6h, 2d… or off",
        "Rappeler un joueur que la table attend, toutes les : 30m, 6h, 2j… ou non",
        OptionKind::String,
        false,
    );
    command(
        "reminder",
        "rappel",
        "This table's turn reminders: tell or change how often (any seated player)",
        "Les rappels de cette table : voir ou changer leur fréquence (tout joueur assis)",
        vec![every],
    )
}

/// `/look [player]` and `/info <thing>` (see `look`): answered to the asker only.
fn look_commands() -> Vec<CommandSpec> {
    let player = option(
        "player",
        "joueur",
        "Whose tableau (default: yours)",
        "Le jeu étalé de qui (par défaut : le vôtre)",
        OptionKind::User,
        false,
    );
    let mut thing = option(
        "thing",
        "quoi",
        "A card, building, tile, quest, space or token: its id or name",
        "Une carte, un bâtiment, une tuile, une quête, une case, un jeton : son numéro ou son nom",
        OptionKind::String,
        true,
    );
    thing.autocomplete = true;
    vec![
        command(
            "look",
            "regarder",
            "Everything public about a player's tableau (only you see it)",
            "Tout ce qui est visible du jeu d'un joueur (vous seul le voyez)",
            vec![player],
        ),
        command(
            "info",
            "infos",
            "What a card, building, tile, quest, space or token is and does (only you see it)",
            "Ce qu'est et ce que fait une carte, un bâtiment, une tuile, une quête, une case, un jeton",
            vec![thing],
        ),
    ]
}

/// `/log`, `/replay`, `/stats` and `/leaderboard` (see `game_log`, `replay` and `history`).
fn record_commands(registry: &Registry) -> Vec<CommandSpec> {
    let page = option(
        "page",
        "page",
        "Which page (default: the last, newest moves)",
        "Quelle page (par défaut : la dernière, les coups les plus récents)",
        OptionKind::Integer,
        false,
    );
    let player = option(
        "player",
        "joueur",
        "Whose statistics (default: yours)",
        "Les statistiques de qui (par défaut : les vôtres)",
        OptionKind::User,
        false,
    );
    let game = |required| {
        let mut game = option("game", "jeu", "Which game", "Quel jeu", OptionKind::String, required);
        game.choices = game_choices(registry);
        game
    };
    vec![
        command(
            "log",
            "historique",
            "Every move of this channel's game, in words (only you see it)",
            "Tous les coups de la partie de ce salon, en toutes lettres (vous seul le voyez)",
            vec![page],
        ),
        command(
            "replay",
            "revoir",
            "Step through a finished game of this channel, move by move (only you see it)",
            "Revoir pas à pas une partie terminée de ce salon (vous seul la voyez)",
            vec![option(
                "game",
                "partie",
                "Which game of this channel, by its number (default: the last finished)",
                "Quelle partie de ce salon, par son numéro (par défaut : la dernière terminée)",
                OptionKind::Integer,
                false,
            )],
        ),
        command(
            "stats",
            "statistiques",
            "A player's finished games on this server: games, wins, mean score, best",
            "Les parties terminées d'un joueur sur ce serveur : parties, victoires, score moyen, meilleur",
            vec![player, game(false)],
        ),
        command(
            "leaderboard",
            "classement",
            "This server's best players of a game",
            "Les meilleurs joueurs d'un jeu sur ce serveur",
            vec![game(true)],
        ),
    ]
}

/// Every command: the host's, then each game's verbs (a name declared by two games appears once).
pub fn commands(registry: &Registry) -> Vec<CommandSpec> {
    let host = host_commands(registry).into_iter().map(|c| c.spec);
    host.chain(registry.verbs().iter().map(|v| v.spec())).collect()
}

/// The host's own commands, in the order `/help` lists them: each one's spec, group and handler.
pub(crate) fn host_commands(registry: &Registry) -> Vec<HostCommand> {
    use crate::handlers::{
        abort, bots, game_log, lobby, look, ping, play, remind, replay, seats, stats, takeover, undo,
    };
    let info = |_: &dyn Tables, table: &_, request: &_| look::autocomplete(table, request);
    let listed = [
        Listed::new(Group::Table, "join", Run::Table(lobby::join)),
        Listed::new(Group::Table, "leave", Run::Table(lobby::leave)),
        Listed::new(Group::Table, "start", Run::Table(lobby::start)),
        Listed::new(Group::Table, "abort", Run::Table(abort::abort)),
        Listed::new(Group::Table, "restore", Run::Table(abort::restore)),
        Listed::new(Group::Table, "board", Run::Table(lobby::board)),
        Listed::new(Group::Game, "play", Run::Table(play::play_command)),
        Listed::new(Group::Game, "hand", Run::Table(lobby::hand)),
        Listed::new(Group::Game, "look", Run::Table(look::look)),
        Listed::new(Group::Game, "info", Run::Table(look::info)).completing(info),
        Listed::new(Group::Game, "undo", Run::Table(undo::undo)),
        Listed::new(Group::Game, "help", Run::Table(lobby::help)),
        Listed::new(Group::Seats, "addbot", Run::Table(bots::addbot)),
        Listed::new(Group::Seats, "removebot", Run::Table(bots::removebot)),
        Listed::new(Group::Seats, "replace", Run::Table(seats::replace)),
        Listed::new(Group::Seats, "resign", Run::Table(takeover::resign)),
        Listed::new(Group::Seats, "kick", Run::Table(takeover::kick)),
        Listed::new(Group::Seats, "object", Run::Table(takeover::object)),
        Listed::new(
            Group::Records,
            "log",
            Run::Table(|host, slot, request, options| game_log::log(host, slot, request, options)),
        ),
        Listed::new(Group::Records, "replay", Run::Channel(replay::replay)),
        Listed::new(Group::Records, "stats", Run::Channel(stats::stats)),
        Listed::new(Group::Records, "leaderboard", Run::Channel(stats::leaderboard)),
        Listed::new(Group::Settings, "notify", Run::User(ping::notify)),
        Listed::new(Group::Settings, "reminder", Run::Table(remind::reminder)),
    ];
    let mut specs = host_specs(registry);
    let commands: Vec<HostCommand> = listed
        .into_iter()
        .map(|listed| {
            let at = specs
                .iter()
                .position(|s| s.name == listed.name)
                .expect("every listed command has a spec");
            HostCommand {
                spec: specs.remove(at),
                group: listed.group,
                run: listed.run,
                complete: listed.complete,
            }
        })
        .collect();
    debug_assert!(specs.is_empty(), "every spec is listed");
    commands
}

/// One line of [`host_commands`]: a command's name, group, handler and completer.
struct Listed {
    group: Group,
    name: &'static str,
    run: Run,
    complete: Option<Complete>,
}

impl Listed {
    fn new(group: Group, name: &'static str, run: Run) -> Listed {
        Listed {
            group,
            name,
            run,
            complete: None,
        }
    }

    fn completing(self, complete: Complete) -> Listed {
        Listed {
            complete: Some(complete),
            ..self
        }
    }
}

/// The specs of the host's own commands (their names, options and descriptions in both languages).
fn host_specs(registry: &Registry) -> Vec<CommandSpec> {
    let mut commands = vec![
        command(
            "join",
            "rejoindre",
            "Sit down at this channel's table",
            "S'asseoir à la table de ce salon",
            vec![],
        ),
        command(
            "leave",
            "quitter",
            "Leave the table before the game starts",
            "Quitter la table avant le début",
            vec![],
        ),
        start(registry),
        command(
            "abort",
            "abandonner",
            "End the game, after a confirmation (the opener, or everyone seated agreeing)",
            "Abandonner la partie, après confirmation (qui a ouvert la table, ou tous les joueurs d'accord)",
            vec![],
        ),
        command(
            "restore",
            "restaurer",
            "Bring back this channel's last aborted game (within 7 days)",
            "Reprendre la dernière partie abandonnée de ce salon (dans les 7 jours)",
            vec![],
        ),
        replace(),
        command(
            "undo",
            "annuler",
            "Take back your last move, if nobody played since and it revealed nothing",
            "Annuler votre dernier coup, si personne n'a joué depuis et qu'il n'a rien révélé",
            vec![],
        ),
        command(
            "board",
            "plateau",
            "Post the board again",
            "Afficher de nouveau le plateau",
            vec![],
        ),
        command(
            "hand",
            "main",
            "Your private view (only you see it)",
            "Votre vue privée (vous seul la voyez)",
            vec![],
        ),
        command(
            "help",
            "aide",
            "What is happening, whose turn it is, your legal moves",
            "Où en est la partie, à qui de jouer, vos coups possibles",
            vec![],
        ),
        play(),
        notify(),
        reminder(),
    ];
    commands.extend(crate::handlers::bots::commands());
    commands.extend(record_commands(registry));
    commands.extend(look_commands());
    commands
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
            assert!(valid_name(c.name) && valid_name(c.name_fr), "{}", c.name);
            assert!(
                valid_description(c.description_en) && valid_description(c.description_fr),
                "{}",
                c.name
            );
            assert!(c.options.len() <= 25);
            let mut seen_optional = false;
            for o in &c.options {
                assert!(valid_name(o.name) && valid_name(o.name_fr), "{}/{}", c.name, o.name);
                assert!(valid_description(o.description_en) && valid_description(o.description_fr));
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
