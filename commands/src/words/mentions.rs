//! The French names of the slash commands, in texts and in typed input.
//!
//! Commands are registered with French names and option names (`/jouer coup:…`), and Discord shows those to a
//! French client. So French texts must name them that way: [`in_french`] marks every mention of a command and of
//! its options (`/play move:"role settler"`) in each French message with both names, values untouched, and the
//! transport shows the name its reader sees (`doc::Span::Command`; Discord and the terminal show the French one,
//! which the terminal also accepts). The French names are messages of the French translation files
//! ([`command_name_key`], [`option_name_key`]): a word with one is a command.
//! The other way, [`FrenchNames::canonical`] lets the terminal modes accept a French command line with the names
//! of the host's own commands; Discord itself always sends the English names.
//!
//! A mention is `/name` after a space, an opening bracket or quote, or at the start, so `blue/green` and `2/3`
//! are never taken for one.

use crate::base::io::CommandSpec;

/// The message holding the French name of `command`.
pub fn command_name_key(command: &str) -> String {
    format!("command-name-{command}")
}

/// The message holding the French name of `command`'s `option`.
pub fn option_name_key(command: &str, option: &str) -> String {
    format!("option-name-{command}-{option}")
}

/// Reads a French message by its key (None when there is none).
pub type French<'a> = &'a dyn Fn(&str) -> Option<String>;

/// `text` with every command mention in its French names.
pub fn in_french(text: &str, french: French) -> String {
    match text.contains('/') {
        true => rewrite(text, french),
        false => text.to_string(),
    }
}

/// One command's names: English, French, its options' (English, French), and the French words of its fixed
/// values (option, value, French word).
struct Names {
    en: &'static str,
    fr: String,
    options: Vec<(&'static str, String)>,
    values: Vec<(&'static str, String, String)>,
}

/// The message holding the French word typed for `value` of `command`'s `option`, a fixed value whose French
/// reader types another word (`/aide sujet:coups`); optional.
pub fn choice_word_key(command: &str, option: &str, value: &str) -> String {
    format!("choice-word-{command}-{option}-{value}")
}

/// The French names of a host's commands, to read a command line typed with them.
pub struct FrenchNames(Vec<Names>);

impl FrenchNames {
    /// `french` reads a French message by its key (the words of fixed values).
    pub fn new<'a>(commands: impl IntoIterator<Item = &'a CommandSpec>, french: French) -> FrenchNames {
        let names = commands.into_iter().map(|c| Names {
            en: c.name,
            fr: c.name_fr.clone(),
            options: c.options.iter().map(|o| (o.name, o.name_fr.clone())).collect(),
            values: c
                .options
                .iter()
                .flat_map(|o| o.choices.iter().map(move |choice| (o.name, choice)))
                .filter_map(|(option, choice)| {
                    let word = french(&choice_word_key(c.name, option, &choice.value))?;
                    Some((option, choice.value.clone(), word))
                })
                .collect(),
        });
        FrenchNames(names.collect())
    }

    /// A command typed with its French names, in English names (a name that is not French is kept), and the
    /// French words of its fixed values as the values.
    pub fn canonical(&self, name: &str, options: &[(String, String)]) -> (String, Vec<(String, String)>) {
        let french = self.0.iter().find(|n| n.en != name && n.fr == name);
        let Some(command) = french.or_else(|| self.0.iter().find(|n| n.en == name)) else {
            return (name.to_string(), options.to_vec());
        };
        let option = |typed: &String| {
            let found = command.options.iter().find(|(en, fr)| en != typed && fr == typed);
            found.map_or_else(|| typed.clone(), |(en, _)| en.to_string())
        };
        let value = |option: &str, typed: &String| {
            let folded = crate::base::fold::fold(typed.trim());
            let found = command
                .values
                .iter()
                .find(|(o, _, word)| *o == option && fold_eq(word, &folded));
            found.map_or_else(|| typed.clone(), |(_, value, _)| value.clone())
        };
        let options = options
            .iter()
            .map(|(n, v)| {
                let n = option(n);
                let v = value(&n, v);
                (n, v)
            })
            .collect();
        (command.en.to_string(), options)
    }
}

fn fold_eq(word: &str, folded: &str) -> bool {
    crate::base::fold::fold(word) == folded
}

/// Marks the command and option names mentioned in `text` with their French names.
fn rewrite(text: &str, french: French) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(at) = rest.find('/') {
        let (before, from_slash) = rest.split_at(at);
        out.push_str(before);
        let starts_mention = !matches!(out.chars().next_back(), Some(c) if !opens_mention(c));
        let word_end = from_slash[1..]
            .find(|c: char| !(c.is_alphanumeric() || c == '-'))
            .map_or(from_slash.len(), |i| i + 1);
        let word = &from_slash[1..word_end];
        let name = match starts_mention && !word.is_empty() {
            true => french(&command_name_key(word)),
            false => None,
        };
        match name {
            Some(name) => {
                out.push_str(&crate::base::doc::command(&format!("/{word}"), &format!("/{name}")));
                rest = rewrite_options(&from_slash[word_end..], word, french, &mut out);
            }
            None => {
                out.push('/');
                rest = &from_slash[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether a mention may start after `c`.
fn opens_mention(c: char) -> bool {
    c.is_whitespace() || matches!(c, '(' | '[' | '"' | '«' | '“' | '`' | '*' | '_')
}

/// Rewrites the ` option:value` pairs right after a command, an optional one written ` [option:value]`;
/// returns what follows them.
fn rewrite_options<'a>(mut rest: &'a str, command: &str, french: French, out: &mut String) -> &'a str {
    loop {
        let Some(after_space) = rest.strip_prefix(' ') else {
            return rest;
        };
        let (bracket, after_space) = match after_space.strip_prefix('[') {
            Some(inside) => ("[", inside),
            None => ("", after_space),
        };
        let Some((option, value)) = after_space.split_once(':') else {
            return rest;
        };
        let Some(name) = french(&option_name_key(command, option)) else {
            return rest;
        };
        out.push(' ');
        out.push_str(bracket);
        out.push_str(&crate::base::doc::command(&format!("{option}:"), &format!("{name}:")));
        let end = value_end(value);
        out.push_str(&value[..end]);
        rest = &value[end..];
    }
}

/// The length of a value: a quoted one up to its closing quote, else up to the next space.
fn value_end(value: &str) -> usize {
    match value.strip_prefix('"') {
        Some(quoted) => quoted.find('"').map_or(value.len(), |i| i + 2),
        None => value.find(char::is_whitespace).unwrap_or(value.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<Names> {
        FrenchNames::new(&standard(), &french_word).0
    }

    fn french_word(key: &str) -> Option<String> {
        crate::words::i18n::i18n().raw(crate::base::io::Locale::Fr, key)
    }

    fn standard() -> Vec<CommandSpec> {
        crate::handlers::schema::commands(&crate::games::Registry::standard())
    }

    /// The text as a reader of the French text sees it.
    fn french(text: &str) -> String {
        let i18n = crate::words::i18n::i18n();
        let rewritten = in_french(text, &|key| i18n.raw(crate::base::io::Locale::Fr, key));
        crate::base::doc::Doc::parse(&rewritten).plain()
    }

    #[test]
    fn mentions_get_their_french_names_and_values_stay() {
        assert_eq!(french("/play move:\"role settler\""), "/jouer coup:\"role settler\"");
        assert_eq!(
            french("Choisissez : /plan card:A35 keep:\"A26 A43\" puis /hand."),
            "Choisissez : /planifier carte:A35 garder:\"A26 A43\" puis /main."
        );
        assert_eq!(
            french("(/join) ou /start game:maracaibo"),
            "(/rejoindre) ou /lancer jeu:maracaibo"
        );
        assert_eq!(french("/career career:CR3"), "/carriere carriere:CR3");
        assert_eq!(
            french("Lancer : /start game:<jeu> [seed:<nombre>] [lang:en|fr]."),
            "Lancer : /lancer jeu:<jeu> [graine:<nombre>] [langue:en|fr].",
            "optional options in brackets"
        );
        assert_eq!(
            french("a /play move:x colour:red"),
            "a /jouer coup:x colour:red",
            "unknown options stay"
        );
    }

    #[test]
    fn slashes_that_are_not_mentions_stay() {
        for text in [
            "blue/green",
            "2/3",
            "d/0 PV",
            "commands/src",
            "/nothing here",
            "/",
            "a /",
            "réserve/1 carte",
        ] {
            assert_eq!(french(text), text);
        }
    }

    #[test]
    fn french_names_never_are_another_commands_english_name() {
        // So rewriting twice (a French text inside another) changes nothing more.
        let names = names();
        for n in &names {
            let other = names.iter().find(|m| m.en == n.fr && m.en != n.en);
            assert!(other.is_none(), "/{} is also /{}", n.fr, n.en);
            for (en, fr) in &n.options {
                assert!(!n.options.iter().any(|(e, _)| e == fr && e != en), "/{} {fr}", n.en);
            }
        }
        let once = french("/play move:x · /plan card:A1 keep:\"A2\" · /hand");
        assert_eq!(french(&once), once);
    }

    #[test]
    fn a_french_command_line_reads_in_english_names() {
        let names = FrenchNames::new(&standard(), &french_word);
        let canonical = |name, options: &[_]| names.canonical(name, options);
        let typed = vec![
            ("carte".to_string(), "A35".to_string()),
            ("garder".to_string(), "A1 A2".to_string()),
        ];
        let (name, options) = canonical("planifier", &typed);
        assert_eq!(name, "plan");
        assert_eq!(
            options,
            vec![("card".into(), "A35".into()), ("keep".into(), "A1 A2".into())]
        );
        assert_eq!(canonical("play", &[]).0, "play");
        assert_eq!(canonical("combat", &[]).0, "combat", "a name both languages share");
        assert_eq!(canonical("nope", &[]).0, "nope");
    }
}
