//! Verb commands: a game's own slash commands, each sugar for one `/play` move.
//!
//! A verb is a template of literal words and options, e.g. `ship <good> <ship>` or
//! `keep [all <kinds>] one <good>`. Filling the template with the options gives the move text; matching the
//! template against the legal moves gives, for any option, the values worth suggesting (autocomplete).

use crate::base::io::{CommandSpec, OptionShape};

/// A piece of a verb's move text.
#[derive(Clone, Debug)]
pub enum Part {
    /// A literal word of the move text.
    Word(&'static str),
    /// An option's value (one word or more). `lead` is a literal word written before the value, only when the
    /// option is given (`all` in `keep all sugar one corn`).
    Opt {
        spec: OptionShape,
        lead: Option<&'static str>,
    },
}

/// A verb: its name and move template; its words are in the translation files (`words::commands`).
#[derive(Clone, Debug)]
pub struct Verb {
    pub name: &'static str,
    pub parts: Vec<Part>,
    /// With no option given, the move is the game's first suggested move starting with the verb's words
    /// (the Mayor's `/colonists` alone = the suggested arrangement).
    pub empty_means_suggested: bool,
}

/// A text option whose values autocomplete from the legal moves.
pub fn option(name: &'static str, required: bool) -> OptionShape {
    OptionShape::text(name, required).completing()
}

/// A verb with its move template.
pub fn verb(name: &'static str, parts: Vec<Part>) -> Verb {
    Verb {
        name,
        parts,
        empty_means_suggested: false,
    }
}

/// An option's value in the move text.
pub fn opt(spec: OptionShape) -> Part {
    Part::Opt { spec, lead: None }
}

/// An optional value written after the literal word `lead` when given.
pub fn led(lead: &'static str, spec: OptionShape) -> Part {
    Part::Opt { spec, lead: Some(lead) }
}

impl Verb {
    /// The registered form, with its words.
    pub fn spec(&self) -> CommandSpec {
        crate::words::commands::spec(self.name, &self.options())
    }

    /// Options with the required ones first (Discord wants them so), otherwise in template order.
    pub fn options(&self) -> Vec<OptionShape> {
        let (mut required, optional): (Vec<OptionShape>, Vec<OptionShape>) =
            self.option_specs().cloned().partition(|o| o.required);
        required.extend(optional);
        required
    }

    fn option_specs(&self) -> impl Iterator<Item = &OptionShape> {
        self.parts.iter().filter_map(|part| match part {
            Part::Opt { spec, .. } => Some(spec),
            Part::Word(_) => None,
        })
    }

    /// The literal words before the first option (`ship`, `keep`).
    pub fn head(&self) -> String {
        self.parts
            .iter()
            .map_while(|part| match part {
                Part::Word(w) => Some(*w),
                Part::Opt { .. } => None,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The move text for these options, or None when no option was given and the verb then means the
    /// suggested move (the caller resolves it). The options are those of [`Verb::options`], checked against them
    /// as every command's are (see `handlers::guards`); an option not given is left out, required or not.
    pub fn move_text(&self, options: &[(String, String)]) -> Option<String> {
        let given = |name: &str| {
            options
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.trim())
                .filter(|v| !v.is_empty())
        };
        if self.empty_means_suggested && self.option_specs().all(|s| given(s.name).is_none()) {
            return None;
        }
        let mut words: Vec<&str> = Vec::new();
        for part in &self.parts {
            match part {
                Part::Word(w) => words.push(w),
                Part::Opt { spec, lead } => {
                    if let Some(value) = given(spec.name) {
                        words.extend(lead);
                        words.push(value);
                    }
                }
            }
        }
        Some(words.join(" "))
    }

    /// Splits a move text along the template: the value of each option present, or None if the move is not
    /// one of this verb's.
    pub fn decompose(&self, text: &str) -> Option<Vec<(&'static str, String)>> {
        let tokens: Vec<&str> = text.split_whitespace().collect();
        let mut values = Vec::new();
        matches(&self.parts, &tokens, &mut values).then_some(values)
    }

    /// Values of `option` among `moves` (canonical texts), keeping only moves consistent with the other
    /// options already filled in. Deduplicated, in the moves' order.
    pub fn candidates(&self, option: &str, filled: &[(String, String)], moves: &[String]) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for text in moves {
            let Some(values) = self.decompose(text) else { continue };
            let consistent = filled.iter().all(|(name, typed)| {
                name == option
                    || typed.trim().is_empty()
                    || values
                        .iter()
                        .any(|(n, v)| n == name && v.eq_ignore_ascii_case(typed.trim()))
            });
            if !consistent {
                continue;
            }
            if let Some((_, value)) = values.iter().find(|(n, _)| *n == option) {
                if !out.contains(value) {
                    out.push(value.clone());
                }
            }
        }
        out
    }
}

/// Template matching with backtracking (templates are a handful of parts).
fn matches(parts: &[Part], tokens: &[&str], values: &mut Vec<(&'static str, String)>) -> bool {
    let Some((part, rest)) = parts.split_first() else {
        return tokens.is_empty();
    };
    match part {
        Part::Word(w) => tokens.first() == Some(w) && matches(rest, &tokens[1..], values),
        Part::Opt { spec, lead } => {
            let start = match lead {
                Some(lead) if tokens.first() == Some(lead) => 1,
                Some(_) => return !spec.required && matches(rest, tokens, values),
                None => 0,
            };
            for end in start + 1..=tokens.len() {
                // A choice option holds one of its values (`forest` is no tile, `no-colonist` no forest).
                let value = tokens[start..end].join(" ");
                if !spec.choices.allows(&value) {
                    continue;
                }
                let mark = values.len();
                values.push((spec.name, value));
                if matches(rest, &tokens[end..], values) {
                    return true;
                }
                values.truncate(mark);
            }
            !spec.required && matches(rest, tokens, values)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opt(name: &'static str, required: bool) -> OptionShape {
        option(name, required)
    }

    fn keep() -> Verb {
        Verb {
            name: "keep",
            parts: vec![
                Part::Word("keep"),
                Part::Opt {
                    spec: opt("all", false),
                    lead: Some("all"),
                },
                Part::Word("one"),
                Part::Opt {
                    spec: opt("one", true),
                    lead: None,
                },
            ],
            empty_means_suggested: false,
        }
    }

    fn owned(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    #[test]
    fn options_fill_the_template() {
        let verb = keep();
        let text = verb.move_text(&owned(&[("one", "corn"), ("all", "sugar coffee")]));
        assert_eq!(text.as_deref(), Some("keep all sugar coffee one corn"));
        assert_eq!(
            verb.move_text(&owned(&[("one", "corn")])).as_deref(),
            Some("keep one corn")
        );
    }

    #[test]
    fn moves_decompose_along_the_template() {
        let verb = keep();
        assert_eq!(
            verb.decompose("keep all sugar coffee one corn").unwrap(),
            vec![("all", "sugar coffee".to_string()), ("one", "corn".to_string())]
        );
        assert_eq!(
            verb.decompose("keep one corn").unwrap(),
            vec![("one", "corn".to_string())]
        );
        assert!(verb.decompose("ship corn 6").is_none());
        assert!(verb.decompose("keep all one corn").is_none());
    }

    /// A choice option takes only its own values, so two optional ones in a row split the move right.
    #[test]
    fn choice_options_hold_only_their_values() {
        let choice = |name: &'static str| Part::Opt {
            spec: opt(name, false).choosing(&[name]),
            lead: None,
        };
        let verb = Verb {
            parts: vec![
                Part::Word("plant"),
                Part::Opt {
                    spec: opt("tile", true),
                    lead: None,
                },
                choice("forest"),
                choice("no-colonist"),
            ],
            ..keep()
        };
        assert_eq!(
            verb.decompose("plant corn no-colonist").unwrap(),
            vec![("tile", "corn".to_string()), ("no-colonist", "no-colonist".to_string())]
        );
        assert_eq!(
            verb.decompose("plant corn forest").unwrap(),
            vec![("tile", "corn".to_string()), ("forest", "forest".to_string())]
        );
    }

    #[test]
    fn candidates_follow_the_filled_options() {
        let verb = keep();
        let moves: Vec<String> = [
            "keep all sugar one corn",
            "keep all sugar one coffee",
            "keep all corn one sugar",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(verb.candidates("all", &[], &moves), vec!["sugar", "corn"]);
        assert_eq!(
            verb.candidates("one", &owned(&[("all", "sugar")]), &moves),
            vec!["corn", "coffee"]
        );
    }
}
