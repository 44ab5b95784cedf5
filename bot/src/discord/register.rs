//! Slash-command registration: the host's [`CommandSpec`]s as Discord commands, in English with French
//! localizations (`fr`), options with fixed choices or autocomplete as the host declares them.
//!
//! Commands are registered with one bulk overwrite (so a renamed or removed command disappears) in the dev guild
//! when the config names one (instant), globally otherwise. They are usable in guild channels (a table lives in a
//! channel), and those the host marks `in_dms` (`/tables`) in direct messages with the bot too.
//! [`problems`] checks the specs against Discord's rules, since Discord rejects the whole batch for one bad name.

use galleon_commands::io::{CommandSpec, OptionKind, OptionSpec};
use serenity::builder::{CreateCommand, CreateCommandOption};
use serenity::model::application::{CommandOptionType, InteractionContext};

const FRENCH: &str = "fr";

pub fn create_commands(specs: &[CommandSpec]) -> Vec<CreateCommand> {
    specs.iter().map(create_command).collect()
}

fn create_command(spec: &CommandSpec) -> CreateCommand {
    CreateCommand::new(spec.name)
        .name_localized(FRENCH, &spec.name_fr)
        .description(&spec.description_en)
        .description_localized(FRENCH, &spec.description_fr)
        .contexts(contexts(spec))
        .set_options(spec.options.iter().map(create_option).collect())
}

/// Where a command is offered: guild channels (a table lives in a channel), and direct messages with the bot
/// for a command that reads no table (`/tables`).
fn contexts(spec: &CommandSpec) -> Vec<InteractionContext> {
    match spec.in_dms {
        true => vec![InteractionContext::Guild, InteractionContext::BotDm],
        false => vec![InteractionContext::Guild],
    }
}

fn create_option(spec: &OptionSpec) -> CreateCommandOption {
    let kind = match spec.kind {
        OptionKind::String => CommandOptionType::String,
        OptionKind::Integer => CommandOptionType::Integer,
        OptionKind::User => CommandOptionType::User,
    };
    let mut option = CreateCommandOption::new(kind, spec.name, &spec.description_en)
        .name_localized(FRENCH, &spec.name_fr)
        .description_localized(FRENCH, &spec.description_fr)
        .required(spec.required)
        .set_autocomplete(spec.autocomplete);
    for choice in &spec.choices {
        let french = [(FRENCH, &choice.name_fr)];
        option = match (spec.kind, choice.value.parse::<i32>()) {
            (OptionKind::Integer, Ok(n)) => option.add_int_choice_localized(&choice.name_en, n, french),
            _ => option.add_string_choice_localized(&choice.name_en, &choice.value, french),
        };
    }
    option
}

/// Everything in `specs` that Discord would refuse, as readable sentences (empty when all is well).
pub fn problems(specs: &[CommandSpec]) -> Vec<String> {
    let mut found = Vec::new();
    if specs.len() > 100 {
        found.push(format!("{} commands: Discord allows 100", specs.len()));
    }
    for spec in specs {
        let at = format!("/{}", spec.name);
        check_name(&mut found, &at, spec.name);
        check_name(&mut found, &at, &spec.name_fr);
        check_description(&mut found, &at, &spec.description_en);
        check_description(&mut found, &at, &spec.description_fr);
        if spec.options.len() > 25 {
            found.push(format!("{at}: more than 25 options"));
        }
        if let Some(pos) = spec.options.iter().position(|o| !o.required) {
            if spec.options[pos..].iter().any(|o| o.required) {
                found.push(format!("{at}: a required option follows an optional one"));
            }
        }
        for option in &spec.options {
            check_option(&mut found, &format!("{at} {}", option.name), option);
        }
        let size = command_size(spec);
        if size > 8000 {
            found.push(format!("{at}: {size} characters in all, Discord allows 8000"));
        }
    }
    found
}

fn check_option(found: &mut Vec<String>, at: &str, option: &OptionSpec) {
    check_name(found, at, option.name);
    check_name(found, at, &option.name_fr);
    check_description(found, at, &option.description_en);
    check_description(found, at, &option.description_fr);
    if option.choices.len() > 25 {
        found.push(format!("{at}: more than 25 choices"));
    }
    if option.autocomplete && !option.choices.is_empty() {
        found.push(format!("{at}: autocomplete and fixed choices cannot be combined"));
    }
    for choice in &option.choices {
        for name in [&choice.name_en, &choice.name_fr] {
            if name.is_empty() || name.chars().count() > 100 {
                found.push(format!("{at}: choice name {name:?} must have 1 to 100 characters"));
            }
        }
        let bad_value = match option.kind {
            OptionKind::String => choice.value.is_empty() || choice.value.chars().count() > 100,
            OptionKind::Integer => choice.value.parse::<i32>().is_err(),
            OptionKind::User => true,
        };
        if bad_value {
            found.push(format!(
                "{at}: choice value {:?} is not valid for this option",
                choice.value
            ));
        }
    }
}

/// Discord's rule for command and option names: 1–32 lowercase letters, digits, `-` or `_`.
fn check_name(found: &mut Vec<String>, at: &str, name: &str) {
    let len = name.chars().count();
    let valid_chars = name.chars().all(|c| c == '-' || c == '_' || c.is_alphanumeric());
    let lowercase = name.chars().all(|c| !c.is_uppercase());
    if !(1..=32).contains(&len) || !valid_chars || !lowercase {
        found.push(format!(
            "{at}: name {name:?} must be 1 to 32 lowercase letters, digits, - or _"
        ));
    }
}

fn check_description(found: &mut Vec<String>, at: &str, text: &str) {
    let len = text.chars().count();
    if !(1..=100).contains(&len) {
        found.push(format!("{at}: description {text:?} must have 1 to 100 characters"));
    }
}

/// Characters counted by Discord's 8 000 limit (names, descriptions, choice names and values), in the larger of
/// the two languages.
fn command_size(spec: &CommandSpec) -> usize {
    let count = |parts: &[&str]| parts.iter().map(|p| p.chars().count()).sum::<usize>();
    let mut en = count(&[spec.name, &spec.description_en]);
    let mut fr = count(&[&spec.name_fr, &spec.description_fr]);
    for o in &spec.options {
        en += count(&[o.name, &o.description_en]);
        fr += count(&[&o.name_fr, &o.description_fr]);
        for c in &o.choices {
            en += count(&[&c.name_en, &c.value]);
            fr += count(&[&c.name_fr, &c.value]);
        }
    }
    en.max(fr)
}

#[cfg(test)]
mod tests {
    use super::*;
    use galleon_commands::io::ChoiceSpec;

    fn spec() -> CommandSpec {
        CommandSpec {
            name: "new",
            name_fr: "nouvelle".into(),
            description_en: "Open a table".into(),
            description_fr: "Ouvrir une table".into(),
            options: vec![OptionSpec {
                name: "game",
                name_fr: "jeu".into(),
                description_en: "Which game".into(),
                description_fr: "Quel jeu".into(),
                kind: OptionKind::String,
                required: true,
                choices: vec![ChoiceSpec {
                    value: "puerto-rico".into(),
                    name_en: "Puerto Rico".into(),
                    name_fr: "Puerto Rico".into(),
                }],
                autocomplete: false,
            }],
            in_dms: false,
        }
    }

    #[test]
    fn a_command_is_registered_in_both_languages_with_its_choices() {
        let json = serde_json::to_value(create_commands(&[spec()])).unwrap();
        let command = &json[0];
        assert_eq!(command["name"], "new");
        assert_eq!(command["name_localizations"]["fr"], "nouvelle");
        assert_eq!(command["description_localizations"]["fr"], "Ouvrir une table");
        assert_eq!(command["contexts"], serde_json::json!([0]));
        let in_dms = CommandSpec { in_dms: true, ..spec() };
        let json = serde_json::to_value(create_commands(&[in_dms])).unwrap();
        assert_eq!(json[0]["contexts"], serde_json::json!([0, 1]));
        let option = &command["options"][0];
        assert_eq!(option["type"], 3);
        assert_eq!(option["name_localizations"]["fr"], "jeu");
        assert_eq!(option["required"], true);
        assert_eq!(option["choices"][0]["value"], "puerto-rico");
        assert_eq!(option["choices"][0]["name_localizations"]["fr"], "Puerto Rico");
    }

    #[test]
    fn integer_choices_are_sent_as_numbers() {
        let mut s = spec();
        s.options[0].kind = OptionKind::Integer;
        s.options[0].choices = vec![ChoiceSpec {
            value: "3".into(),
            name_en: "three".into(),
            name_fr: "trois".into(),
        }];
        let json = serde_json::to_value(create_commands(&[s])).unwrap();
        assert_eq!(json[0]["options"][0]["type"], 4);
        assert_eq!(json[0]["options"][0]["choices"][0]["value"], 3);
    }

    #[test]
    fn a_valid_spec_has_no_problem() {
        assert_eq!(problems(&[spec()]), Vec::<String>::new());
    }

    #[test]
    fn bad_names_descriptions_and_orders_are_found() {
        let mut s = spec();
        s.name_fr = "Nouvelle Table".into();
        s.description_en = String::new();
        s.options[0].required = false;
        let mut second = s.options[0].clone();
        second.name = "seat";
        second.required = true;
        second.autocomplete = true;
        s.options.push(second);
        let found = problems(&[s]);
        assert!(found.iter().any(|p| p.contains("\"Nouvelle Table\"")), "{found:?}");
        assert!(found.iter().any(|p| p.contains("description \"\"")), "{found:?}");
        assert!(found.iter().any(|p| p.contains("required option follows")), "{found:?}");
        assert!(found.iter().any(|p| p.contains("cannot be combined")), "{found:?}");
    }
}

#[cfg(test)]
mod host_commands {
    use super::*;

    #[test]
    fn every_command_of_the_host_is_acceptable_to_discord() {
        let specs = galleon_commands::Host::commands();
        assert_eq!(problems(&specs), Vec::<String>::new());
        assert_eq!(create_commands(&specs).len(), specs.len());
    }
}

#[cfg(test)]
mod look_commands {
    use super::*;

    /// `/look` takes a Discord user, `/info` autocompletes its `thing` (routed to the host like `/play`'s move).
    #[test]
    fn look_and_info_are_registered_with_a_user_option_and_autocomplete() {
        let json = serde_json::to_value(create_commands(&galleon_commands::Host::commands())).unwrap();
        let find = |name: &str| {
            let commands = json.as_array().unwrap();
            commands.iter().find(|c| c["name"] == name).unwrap().clone()
        };
        let look = find("look");
        assert_eq!(look["name_localizations"]["fr"], "regarder");
        assert_eq!(look["options"][0]["name"], "player");
        assert_eq!(look["options"][0]["type"], 6, "a user option");
        assert_eq!(look["options"][0]["required"], false);
        let info = find("info");
        assert_eq!(info["name_localizations"]["fr"], "infos");
        assert_eq!(info["options"][0]["name_localizations"]["fr"], "quoi");
        assert_eq!(info["options"][0]["autocomplete"], true);
    }
}
