//! The words of the slash commands: names, descriptions and choices in both languages, read from the
//! translation files by keys made of the canonical names. The code declares only names and shapes
//! ([`OptionShape`]); a transport registers the [`CommandSpec`] built here.
//!
//! Keys (`locales/*/commands.ftl` for the host's commands, each game's file for its verbs):
//! - `command-<command>`: its description; `command-name-<command>`: its French name (French files only);
//! - `option-<command>-<option>`: an option's description; `option-name-<command>-<option>`: its French name;
//! - `choice-<command>-<option>-<value>`: a fixed value's name (unless the shape names its values otherwise).
//!
//! A verb two games share is one Discord command, so it has one set of words, written for every game that has
//! it. A word missing from the files (a test game's) is the canonical name.

use crate::base::io::{ChoiceSpec, Choices, CommandSpec, Locale, OptionShape, OptionSpec};
use crate::words::i18n::i18n;
use crate::words::mentions::{command_name_key, option_name_key};

/// The registered form of `command` with `options`, in both languages.
pub fn spec(command: &'static str, options: &[OptionShape]) -> CommandSpec {
    let key = command_key(command);
    CommandSpec {
        name: command,
        name_fr: french_name(command),
        description_en: word(Locale::En, &key, command),
        description_fr: word(Locale::Fr, &key, command),
        options: options.iter().map(|shape| option_spec(command, shape)).collect(),
        in_dms: false,
    }
}

/// The French name of `command` (its own name when it has none).
pub fn french_name(command: &'static str) -> String {
    word(Locale::Fr, &command_name_key(command), command)
}

/// The name of `command`'s `option` as a reader of `locale` knows it (its French name in French).
pub fn option_name(locale: Locale, command: &str, option: &str) -> String {
    match locale {
        Locale::En => option.to_string(),
        Locale::Fr => word(Locale::Fr, &option_name_key(command, option), option),
    }
}

/// The message describing `command`.
fn command_key(command: &str) -> String {
    format!("command-{command}")
}

/// The message describing `command`'s `option`.
fn option_key(command: &str, option: &str) -> String {
    format!("option-{command}-{option}")
}

/// The message naming `value`, a fixed value of `command`'s `option` ([`Choices::Fixed`]).
fn choice_key(command: &str, option: &str, value: &str) -> String {
    format!("choice-{command}-{option}-{value}")
}

fn option_spec(command: &str, shape: &OptionShape) -> OptionSpec {
    let key = option_key(command, shape.name);
    OptionSpec {
        name: shape.name,
        name_fr: word(Locale::Fr, &option_name_key(command, shape.name), shape.name),
        description_en: word(Locale::En, &key, shape.name),
        description_fr: word(Locale::Fr, &key, shape.name),
        kind: shape.kind,
        required: shape.required,
        choices: choices(command, shape),
        autocomplete: shape.autocomplete,
    }
}

/// The values of `command`'s option `shape`, each with its names.
fn choices(command: &str, shape: &OptionShape) -> Vec<ChoiceSpec> {
    let named = |value: &str, key: String| ChoiceSpec {
        value: value.to_string(),
        name_en: word(Locale::En, &key, value),
        name_fr: word(Locale::Fr, &key, value),
    };
    match &shape.choices {
        Choices::Free => Vec::new(),
        Choices::Fixed(values) => values
            .iter()
            .map(|value| named(value, choice_key(command, shape.name, value)))
            .collect(),
        Choices::Named(prefix, values) => values
            .iter()
            .map(|value| named(value, format!("{prefix}{value}")))
            .collect(),
        Choices::Verbatim(values) => values
            .iter()
            .map(|value| ChoiceSpec {
                value: value.clone(),
                name_en: value.clone(),
                name_fr: value.clone(),
            })
            .collect(),
    }
}

/// The message `key` of `locale` as written, else the English one, else `name`.
fn word(locale: Locale, key: &str, name: &str) -> String {
    let i18n = i18n();
    let found = i18n.raw(locale, key).or_else(|| i18n.raw(Locale::En, key));
    found.unwrap_or_else(|| name.to_string())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::games::Registry;

    /// Every key the commands of the standard games read, with whether it is French only.
    fn keys_read() -> BTreeSet<(String, bool)> {
        let registry = Registry::standard();
        let mut commands = crate::handlers::schema::host_shapes(&registry);
        for kind in registry.kinds() {
            commands.extend(kind.verbs().iter().map(|verb| (verb.name, verb.options())));
        }
        let mut keys = BTreeSet::new();
        for (command, options) in commands {
            keys.insert((command_key(command), false));
            keys.insert((command_name_key(command), true));
            for option in options {
                keys.insert((option_key(command, option.name), false));
                keys.insert((option_name_key(command, option.name), true));
                if let Choices::Fixed(values) = &option.choices {
                    keys.extend(
                        values
                            .iter()
                            .map(|value| (choice_key(command, option.name, value), false)),
                    );
                }
            }
        }
        keys
    }

    #[test]
    fn every_word_of_every_command_is_in_the_translation_files() {
        let i18n = i18n();
        for (key, french_only) in keys_read() {
            assert!(i18n.has(Locale::Fr, &key), "{key} missing in French");
            assert!(french_only || i18n.has(Locale::En, &key), "{key} missing in English");
        }
    }

    #[test]
    fn the_files_hold_no_word_of_a_command_that_is_gone() {
        let read: BTreeSet<String> = keys_read().into_iter().map(|(key, _)| key).collect();
        for locale in [Locale::En, Locale::Fr] {
            for key in i18n().keys(locale) {
                // A fixed value's French word is optional, read while its value is.
                let key = match key.strip_prefix("choice-word-") {
                    Some(rest) => format!("choice-{rest}"),
                    None => key,
                };
                let command_word = ["command-", "option-", "choice-"].iter().any(|p| key.starts_with(p));
                assert!(
                    !command_word || read.contains(&key),
                    "{key} ({}) is read by no command",
                    locale.tag()
                );
            }
        }
    }
}
