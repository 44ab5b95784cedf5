//! Translations: one fluent bundle per language, built once from the `.ftl` files embedded at compile time.
//!
//! Bundles are the concurrent kind (`Send + Sync`) and never wrap variables in bidi isolation marks: those
//! invisible characters would end up in Discord messages.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use galleon_rules::error::ArgKind;
use galleon_rules::RuleError;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};

use crate::base::io::Locale;
use crate::base::memo::{Kept, Words};

/// The translation files: (language, file name, contents).
pub const FILES: &[(Locale, &str, &str)] = &[
    (Locale::En, "host.ftl", include_str!("../../locales/en/host.ftl")),
    (
        Locale::En,
        "commands.ftl",
        include_str!("../../locales/en/commands.ftl"),
    ),
    (
        Locale::Fr,
        "commands.ftl",
        include_str!("../../locales/fr/commands.ftl"),
    ),
    (
        Locale::En,
        "puerto-rico.ftl",
        include_str!("../games/puerto_rico/locales/en/puerto-rico.ftl"),
    ),
    (Locale::Fr, "host.ftl", include_str!("../../locales/fr/host.ftl")),
    (
        Locale::Fr,
        "puerto-rico.ftl",
        include_str!("../games/puerto_rico/locales/fr/puerto-rico.ftl"),
    ),
    (
        Locale::En,
        "pr-expansion.ftl",
        include_str!("../games/puerto_rico/locales/en/pr-expansion.ftl"),
    ),
    (
        Locale::Fr,
        "pr-expansion.ftl",
        include_str!("../games/puerto_rico/locales/fr/pr-expansion.ftl"),
    ),
    (
        Locale::En,
        "pr-variants.ftl",
        include_str!("../games/puerto_rico/locales/en/pr-variants.ftl"),
    ),
    (
        Locale::Fr,
        "pr-variants.ftl",
        include_str!("../games/puerto_rico/locales/fr/pr-variants.ftl"),
    ),
    (
        Locale::En,
        "pr-info.ftl",
        include_str!("../games/puerto_rico/locales/en/pr-info.ftl"),
    ),
    (
        Locale::Fr,
        "pr-info.ftl",
        include_str!("../games/puerto_rico/locales/fr/pr-info.ftl"),
    ),
    (
        Locale::En,
        "pr-prompts.ftl",
        include_str!("../games/puerto_rico/locales/en/pr-prompts.ftl"),
    ),
    (
        Locale::Fr,
        "pr-prompts.ftl",
        include_str!("../games/puerto_rico/locales/fr/pr-prompts.ftl"),
    ),
    (
        Locale::En,
        "santiago.ftl",
        include_str!("../games/santiago/locales/en/santiago.ftl"),
    ),
    (
        Locale::Fr,
        "santiago.ftl",
        include_str!("../games/santiago/locales/fr/santiago.ftl"),
    ),
    (
        Locale::En,
        "maracaibo.ftl",
        include_str!("../games/maracaibo/locales/en/maracaibo.ftl"),
    ),
    (
        Locale::Fr,
        "maracaibo.ftl",
        include_str!("../games/maracaibo/locales/fr/maracaibo.ftl"),
    ),
    (
        Locale::En,
        "pr-terms.ftl",
        include_str!("../games/puerto_rico/locales/en/pr-terms.ftl"),
    ),
    (
        Locale::En,
        "sa-terms.ftl",
        include_str!("../games/santiago/locales/en/sa-terms.ftl"),
    ),
    (
        Locale::En,
        "mc-terms.ftl",
        include_str!("../games/maracaibo/locales/en/mc-terms.ftl"),
    ),
    (
        Locale::Fr,
        "pr-terms.ftl",
        include_str!("../games/puerto_rico/locales/fr/pr-terms.ftl"),
    ),
    (
        Locale::Fr,
        "sa-terms.ftl",
        include_str!("../games/santiago/locales/fr/sa-terms.ftl"),
    ),
    (
        Locale::Fr,
        "mc-terms.ftl",
        include_str!("../games/maracaibo/locales/fr/mc-terms.ftl"),
    ),
    (Locale::En, "seats.ftl", include_str!("../../locales/en/seats.ftl")),
    (Locale::Fr, "seats.ftl", include_str!("../../locales/fr/seats.ftl")),
    (Locale::En, "undo.ftl", include_str!("../../locales/en/undo.ftl")),
    (Locale::Fr, "undo.ftl", include_str!("../../locales/fr/undo.ftl")),
    (Locale::En, "remind.ftl", include_str!("../../locales/en/remind.ftl")),
    (Locale::Fr, "remind.ftl", include_str!("../../locales/fr/remind.ftl")),
    (Locale::En, "forced.ftl", include_str!("../../locales/en/forced.ftl")),
    (
        Locale::En,
        "pr-mayor.ftl",
        include_str!("../games/puerto_rico/locales/en/pr-mayor.ftl"),
    ),
    (Locale::Fr, "forced.ftl", include_str!("../../locales/fr/forced.ftl")),
    (
        Locale::Fr,
        "pr-mayor.ftl",
        include_str!("../games/puerto_rico/locales/fr/pr-mayor.ftl"),
    ),
    (Locale::En, "record.ftl", include_str!("../../locales/en/record.ftl")),
    (Locale::Fr, "record.ftl", include_str!("../../locales/fr/record.ftl")),
    (Locale::En, "look.ftl", include_str!("../../locales/en/look.ftl")),
    (Locale::Fr, "look.ftl", include_str!("../../locales/fr/look.ftl")),
    (
        Locale::En,
        "mc-facts.ftl",
        include_str!("../games/maracaibo/locales/en/mc-facts.ftl"),
    ),
    (
        Locale::Fr,
        "mc-facts.ftl",
        include_str!("../games/maracaibo/locales/fr/mc-facts.ftl"),
    ),
    (Locale::En, "images.ftl", include_str!("../../locales/en/images.ftl")),
    (Locale::Fr, "images.ftl", include_str!("../../locales/fr/images.ftl")),
    (Locale::En, "picture.ftl", include_str!("../../locales/en/picture.ftl")),
    (
        Locale::En,
        "pr-picture.ftl",
        include_str!("../games/puerto_rico/locales/en/pr-picture.ftl"),
    ),
    (
        Locale::En,
        "sa-picture.ftl",
        include_str!("../games/santiago/locales/en/sa-picture.ftl"),
    ),
    (
        Locale::En,
        "mc-picture.ftl",
        include_str!("../games/maracaibo/locales/en/mc-picture.ftl"),
    ),
    (Locale::Fr, "picture.ftl", include_str!("../../locales/fr/picture.ftl")),
    (
        Locale::Fr,
        "pr-picture.ftl",
        include_str!("../games/puerto_rico/locales/fr/pr-picture.ftl"),
    ),
    (
        Locale::Fr,
        "sa-picture.ftl",
        include_str!("../games/santiago/locales/fr/sa-picture.ftl"),
    ),
    (
        Locale::Fr,
        "mc-picture.ftl",
        include_str!("../games/maracaibo/locales/fr/mc-picture.ftl"),
    ),
    (Locale::En, "store.ftl", include_str!("../../locales/en/store.ftl")),
    (Locale::Fr, "store.ftl", include_str!("../../locales/fr/store.ftl")),
    (Locale::En, "damage.ftl", include_str!("../../locales/en/damage.ftl")),
    (Locale::Fr, "damage.ftl", include_str!("../../locales/fr/damage.ftl")),
    (Locale::En, "lazy.ftl", include_str!("../../locales/en/lazy.ftl")),
    (Locale::Fr, "lazy.ftl", include_str!("../../locales/fr/lazy.ftl")),
    (Locale::En, "ai.ftl", include_str!("../../locales/en/ai.ftl")),
    (Locale::Fr, "ai.ftl", include_str!("../../locales/fr/ai.ftl")),
];

/// A variable of a message.
#[derive(Clone, Debug, PartialEq, Hash)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(i64, i32, u32, u64, usize, u8);

pub struct I18n {
    en: FluentBundle<FluentResource>,
    fr: FluentBundle<FluentResource>,
    /// Each language's plural categories, by which fluent picks a message's variant for a number.
    plurals: (PluralRules, PluralRules),
}

/// The shared translations.
pub fn i18n() -> &'static I18n {
    static I18N: OnceLock<I18n> = OnceLock::new();
    I18N.get_or_init(I18n::load)
}

/// `head: text`, with French typography's space before the colon (`head : text`).
pub fn titled(locale: Locale, head: &str, text: &str) -> String {
    match locale {
        Locale::Fr => format!("{head} : {text}"),
        Locale::En => format!("{head}: {text}"),
    }
}

/// Shorthand for a message without variables.
pub fn t(locale: Locale, key: &str) -> String {
    i18n().text(locale, key, &[])
}

/// The message `prefix` + `id` (both static, e.g. `pr-good-` and a good's id) in `locale`, without arguments:
/// kept per thread by the two strings' addresses and lengths, so the names a board repeats at every move cost
/// neither a key built nor a lookup of it.
pub fn t_id(locale: Locale, prefix: &'static str, id: &'static str) -> String {
    let key = (
        locale as u8,
        prefix.as_ptr() as usize,
        prefix.len(),
        id.as_ptr() as usize,
        id.len(),
    );
    if let Some(text) = NAMES.with(|names| names.borrow().get(&key).cloned()) {
        return text;
    }
    let text = t(locale, &format!("{prefix}{id}"));
    NAMES.with(|names| names.borrow_mut().insert(key, text.clone()));
    text
}

/// `text` as a reader of `locale` should see it (for texts not made here): a French reader's with the commands'
/// French names.
pub fn for_reader(text: String, locale: Locale) -> String {
    match locale {
        Locale::Fr => i18n().french_mentions(&text),
        Locale::En => text,
    }
}

/// Shorthand for a message with variables.
pub fn ta(locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
    i18n().text(locale, key, args)
}

impl I18n {
    fn load() -> I18n {
        let (en, fr) = (bundle(Locale::En), bundle(Locale::Fr));
        let plurals = (plural_rules(&en), plural_rules(&fr));
        I18n { en, fr, plurals }
    }

    fn plurals(&self, locale: Locale) -> &PluralRules {
        match locale {
            Locale::En => &self.plurals.0,
            Locale::Fr => &self.plurals.1,
        }
    }

    fn bundle(&self, locale: Locale) -> &FluentBundle<FluentResource> {
        match locale {
            Locale::En => &self.en,
            Locale::Fr => &self.fr,
        }
    }

    pub fn has(&self, locale: Locale, key: &str) -> bool {
        self.bundle(locale).has_message(key)
    }

    /// The message `key` in `locale`; a missing key falls back to English, then to the key itself.
    pub fn text(&self, locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
        // A board formats the same few hundred messages with mostly the same arguments at every move: a message
        // is a pure function of these, so it is kept.
        crate::base::memo::kept(&MEMO, MEMO_SIZE, &(locale, key, args), || {
            self.format(locale, key, args)
        })
    }

    /// [`I18n::text`] formatted: directly when fluent's resolver is not needed (see [`direct`]), else by fluent.
    fn format(&self, locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
        let written = match self.has(locale, key) {
            true => locale,
            false => Locale::En,
        };
        let bundle = self.bundle(written);
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let text = direct(pattern, self.plurals(written), args)
            .unwrap_or_else(|| format_pattern(bundle, pattern, Some(&fluent_args(args))));
        match locale {
            // French readers see the commands' French names (see `mentions`).
            Locale::Fr => self.french_mentions(&text),
            Locale::En => text,
        }
    }

    /// `text` with every command mention marked with its French names (see `mentions`).
    fn french_mentions(&self, text: &str) -> String {
        crate::words::mentions::in_french(text, &|key| self.raw(Locale::Fr, key))
    }

    /// The message `key` in `locale` as written, without mentions marked, or None when that language lacks it
    /// (the words of the commands, which a transport registers as they are).
    pub fn raw(&self, locale: Locale, key: &str) -> Option<String> {
        self.fluent(locale, key, None)
    }

    /// The message `key` of `locale`'s bundle formatted by fluent, or None when it has no such message.
    fn fluent(&self, locale: Locale, key: &str, args: Option<&FluentArgs>) -> Option<String> {
        let bundle = self.bundle(locale);
        let pattern = bundle.get_message(key)?.value()?;
        Some(format_pattern(bundle, pattern, args))
    }

    /// Every message id of one language.
    pub fn keys(&self, locale: Locale) -> Vec<String> {
        FILES
            .iter()
            .filter(|(l, _, _)| *l == locale)
            .flat_map(|(_, _, source)| message_ids(source))
            .collect()
    }
}

/// `args` as fluent reads them.
fn fluent_args<'a>(args: &'a [(&str, Arg)]) -> FluentArgs<'a> {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(*name, FluentValue::from(text.as_str())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    fluent_args
}

/// The plural categories of `bundle`'s language, as fluent reads them.
fn plural_rules(bundle: &FluentBundle<FluentResource>) -> PluralRules {
    PluralRules::create(bundle.locales[0].clone(), PluralRuleType::CARDINAL).expect("plural rules for our languages")
}

/// `pattern` of `bundle` written by fluent.
fn format_pattern(bundle: &FluentBundle<FluentResource>, pattern: &Pattern<&str>, args: Option<&FluentArgs>) -> String {
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, args, &mut errors).into_owned()
}

/// A message's `pattern` written as fluent writes it, when it is only text, variables given in `args` and
/// choices of a variant by a variable (most messages): without fluent's arguments and scope, a board's new lines
/// cost half as much. None for anything else (a function, a term, a missing variable): fluent writes those.
fn direct(pattern: &Pattern<&str>, plurals: &PluralRules, args: &[(&str, Arg)]) -> Option<String> {
    let mut text = String::with_capacity(64);
    write_direct(pattern, plurals, args, &mut text)?;
    Some(text)
}

fn write_direct(pattern: &Pattern<&str>, plurals: &PluralRules, args: &[(&str, Arg)], text: &mut String) -> Option<()> {
    for element in &pattern.elements {
        let expression = match element {
            PatternElement::TextElement { value } => {
                text.push_str(value);
                continue;
            }
            PatternElement::Placeable { expression } => expression,
        };
        match expression {
            Expression::Inline(InlineExpression::VariableReference { id }) => push_arg(text, arg(args, id.name)?)?,
            Expression::Select {
                selector: InlineExpression::VariableReference { id },
                variants,
            } => {
                let value = arg(args, id.name)?;
                let chosen = variants.iter().find(|v| picks(&v.key, value, plurals));
                let variant = chosen.or_else(|| variants.iter().find(|v| v.default))?;
                write_direct(&variant.value, plurals, args, text)?;
            }
            _ => return None,
        }
    }
    Some(())
}

/// The value of variable `name` (fluent keeps the last value set under a name).
fn arg<'a>(args: &'a [(&str, Arg)], name: &str) -> Option<&'a Arg> {
    args.iter().rev().find(|(n, _)| *n == name).map(|(_, value)| value)
}

fn push_arg(text: &mut String, value: &Arg) -> Option<()> {
    use std::fmt::Write;
    match value {
        Arg::Text(value) => text.push_str(value),
        // Fluent writes numbers as 64-bit floats: integers are exact up to 2^53.
        Arg::Number(n) if n.unsigned_abs() <= 1 << 53 => {
            let _ = write!(text, "{n}");
        }
        Arg::Number(_) => return None,
    }
    Some(())
}

/// Whether fluent picks the variant of `key` for `value`: a number literal by its value (one written with a
/// fraction never equals a number given here), a name by equal text or, for a number, by its plural category.
fn picks(key: &VariantKey<&str>, value: &Arg, plurals: &PluralRules) -> bool {
    let name = match key {
        VariantKey::NumberLiteral { value: literal } => match (literal.parse::<f64>(), value) {
            (Ok(number), Arg::Number(n)) => return !literal.contains('.') && number == *n as f64,
            (Ok(_), Arg::Text(_)) => return false,
            (Err(_), _) => *literal,
        },
        VariantKey::Identifier { name } => *name,
    };
    match value {
        Arg::Text(text) => text == name,
        // Fluent reads the number's float, whose plural operands are the integer's when it is one.
        Arg::Number(n) => plural_category(name).is_some_and(|category| plurals.select(*n) == Ok(category)),
    }
}

fn plural_category(name: &str) -> Option<PluralCategory> {
    Some(match name {
        "zero" => PluralCategory::ZERO,
        "one" => PluralCategory::ONE,
        "two" => PluralCategory::TWO,
        "few" => PluralCategory::FEW,
        "many" => PluralCategory::MANY,
        "other" => PluralCategory::OTHER,
        _ => return None,
    })
}

/// Messages kept per thread (see [`I18n::text`]); emptied when full.
const MEMO_SIZE: usize = 4096;

/// [`t_id`]'s names: (language, prefix address and length, id address and length) to the text.
type Names = HashMap<(u8, usize, usize, usize, usize), String, BuildHasherDefault<Words>>;

thread_local! {
    static MEMO: Kept<String> = RefCell::new(HashMap::default());
    static NAMES: RefCell<Names> = RefCell::new(Names::default());
}

fn bundle(locale: Locale) -> FluentBundle<FluentResource> {
    let langid = locale.tag().parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    bundle
        .add_function("DE", |args, _| match args {
            [FluentValue::String(name)] => FluentValue::from(de(name)),
            _ => FluentValue::Error,
        })
        .expect("DE is registered once");
    bundle
        .add_function("QUE", |args, _| match args {
            [FluentValue::String(name)] => FluentValue::from(que(name)),
            _ => FluentValue::Error,
        })
        .expect("QUE is registered once");
    for (_, name, source) in FILES.iter().filter(|(l, _, _)| *l == locale) {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{}/{name} does not parse: {errors:?}", locale.tag()));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{}/{name} has duplicate keys: {errors:?}", locale.tag()));
    }
    bundle
}

/// French « de » before a name: `d'alice` when the name starts with a vowel (a e i o u y, accented or not,
/// any case), `de bob` otherwise. An initial h is left alone: a mute h cannot be told from an aspirated one.
/// French messages write `{ DE($name) }` where a name follows « de » (player names, and game words such as
/// « Déplacer 1 d'indigo »).
pub fn de(name: &str) -> String {
    elided("de", name)
}

/// French « que » before a name, elided as [`de`]: `qu'alice`, `que bob` (`{ QUE($name) }`).
pub fn que(name: &str) -> String {
    elided("que", name)
}

/// `word` before `name`, its final e elided before a vowel (a name marked for the inline markup is read from
/// its first shown letter).
fn elided(word: &str, name: &str) -> String {
    let shown = match name.strip_prefix(crate::base::doc::MARK) {
        Some(marked) => marked.chars().skip(1).collect::<String>(),
        None => name.to_string(),
    };
    let vowel = shown
        .chars()
        .next()
        .is_some_and(|c| "aeiouyàâäéèêëîïôöùûüÿæœ".contains(c.to_lowercase().next().unwrap_or(c)));
    match word.strip_suffix('e') {
        Some(stem) if vowel => format!("{stem}'{name}"),
        _ => format!("{word} {name}"),
    }
}

/// The ids of the messages defined in one `.ftl` source (lines starting with an identifier and ` =`).
fn message_ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let valid = id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            valid.then(|| id.to_string())
        })
        .collect()
}

/// A refusal in the user's language. Each argument is shown by its tag: numbers as numbers (so plurals work),
/// game words through `localize` (game ids such as `corn`), player names and other texts exactly as they are
/// (marked so that no markup in them is read, unless the caller already marked the names in them).
pub fn rule_error(locale: Locale, error: &RuleError, localize: &dyn Fn(&str, &str) -> Option<String>) -> String {
    let args: Vec<(&str, Arg)> = error
        .args
        .iter()
        .map(|(name, value)| {
            let text = || Arg::Text(value.text.clone());
            let arg = match value.kind {
                ArgKind::Number => value.text.parse::<i64>().map_or_else(|_| text(), Arg::Number),
                ArgKind::Word => localize(name, &value.text).map_or_else(text, Arg::Text),
                ArgKind::Player | ArgKind::Text if value.text.contains(crate::base::doc::MARK) => text(),
                ArgKind::Player => Arg::Text(crate::base::doc::name(&value.text)),
                // A free text may also select a variant of the message (`yes`/`no`): marked only where it holds
                // something the inline markup would read.
                ArgKind::Text if value.text.contains('<') => Arg::Text(crate::base::doc::literal(&value.text)),
                ArgKind::Text => text(),
            };
            (*name, arg)
        })
        .collect();
    ta(locale, error.key, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_written_directly_read_as_fluent_writes_them() {
        let mut direct_ones = 0;
        for locale in [Locale::En, Locale::Fr] {
            let bundle = i18n().bundle(locale);
            for key in i18n().keys(locale) {
                let Some(pattern) = bundle.get_message(&key).and_then(|m| m.value()) else {
                    continue;
                };
                let (mut names, mut words) = (Vec::new(), vec!["<b>x</b> é".to_string()]);
                read_variables(pattern, &mut names, &mut words);
                let values = words
                    .into_iter()
                    .map(Arg::Text)
                    .chain([-1, 0, 1, 2, 3, 5, 12, 21, 100, 1_000_000].map(Arg::Number));
                for value in values {
                    let all: Vec<(&str, Arg)> = names.iter().map(|n| (n.as_str(), value.clone())).collect();
                    let mut cases = vec![all, Vec::new()];
                    for at in 0..names.len() {
                        let mut one: Vec<(&str, Arg)> = names.iter().map(|n| (n.as_str(), Arg::Number(1))).collect();
                        one[at].1 = value.clone();
                        cases.push(one);
                    }
                    for args in cases {
                        let Some(direct) = direct(pattern, i18n().plurals(locale), &args) else {
                            continue;
                        };
                        direct_ones += 1;
                        let fluent = i18n().fluent(locale, &key, Some(&fluent_args(&args)));
                        assert_eq!(Some(direct), fluent, "{locale:?} {key} {args:?}");
                    }
                }
            }
        }
        assert!(
            direct_ones > 10_000,
            "most messages are written directly: {direct_ones}"
        );
    }

    /// The variables a pattern reads and the names of the variants it chooses among, at every depth.
    fn read_variables(pattern: &Pattern<&str>, names: &mut Vec<String>, words: &mut Vec<String>) {
        let add = |list: &mut Vec<String>, name: &str| {
            if !list.iter().any(|n| n == name) {
                list.push(name.to_string());
            }
        };
        for element in &pattern.elements {
            match element {
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::VariableReference { id }),
                } => add(names, id.name),
                PatternElement::Placeable {
                    expression: Expression::Select { selector, variants },
                } => {
                    if let InlineExpression::VariableReference { id } = selector {
                        add(names, id.name);
                    }
                    for variant in variants {
                        if let VariantKey::Identifier { name } = variant.key {
                            add(words, name);
                        }
                        read_variables(&variant.value, names, words);
                    }
                }
                _ => {}
            }
        }
    }

    #[test]
    fn both_languages_define_the_same_keys() {
        let en: std::collections::BTreeSet<_> = i18n().keys(Locale::En).into_iter().collect();
        let fr: std::collections::BTreeSet<_> = i18n().keys(Locale::Fr).into_iter().collect();
        let only_en: Vec<_> = en.difference(&fr).collect();
        // The commands' French names, and the French words of fixed values, are French only (see
        // `words::commands`, `words::mentions`).
        let french_only = |key: &&String| {
            ["command-name-", "option-name-", "choice-word-"]
                .iter()
                .any(|p| key.starts_with(p))
        };
        let only_fr: Vec<_> = fr.difference(&en).filter(|key| !french_only(key)).collect();
        assert!(only_en.is_empty(), "missing in French: {only_en:?}");
        assert!(only_fr.is_empty(), "missing in English: {only_fr:?}");
        assert!(en.len() > 50);
    }

    #[test]
    fn every_key_formats_without_marks_or_errors() {
        for locale in [Locale::En, Locale::Fr] {
            for key in i18n().keys(locale) {
                let text = i18n().text(locale, &key, &[]);
                assert!(
                    !text.contains('\u{2068}') && !text.contains('\u{2069}'),
                    "{key}: {text:?}"
                );
                assert!(!text.trim().is_empty(), "{key} is empty in {}", locale.tag());
            }
        }
    }

    /// The `[one]` branches of a file that print a literal count: fluent's French `one` also covers 0 (and a
    /// decimal), so such a branch must print its number, unless an exact `[0]` branch comes first in its selector.
    fn literal_one_branches(locale: Locale, source: &str) -> Vec<String> {
        let articles: &[&str] = match locale {
            Locale::En => &["a", "an", "one"],
            Locale::Fr => &["un", "une"],
        };
        let mut zero_seen = false;
        let mut found = Vec::new();
        for line in source.lines() {
            let variant = line.trim_start().trim_start_matches('*');
            if line.trim_end().ends_with("->") {
                zero_seen = false;
            } else if variant.starts_with("[0]") {
                zero_seen = true;
            } else if let Some(text) = variant.strip_prefix("[one]") {
                let outside: String = text
                    .split('{')
                    .map(|part| part.split_once('}').map_or(part, |(_, after)| after))
                    .collect();
                let counted = outside.chars().any(|c| c.is_ascii_digit())
                    || outside
                        .split(|c: char| !c.is_alphabetic())
                        .any(|w| articles.contains(&w));
                if counted && !zero_seen {
                    found.push(line.trim().to_string());
                }
            }
        }
        found
    }

    #[test]
    fn no_plural_branch_prints_a_literal_count() {
        for (locale, name, source) in FILES {
            let found = literal_one_branches(*locale, source);
            assert!(found.is_empty(), "{}/{name}: {found:?}", locale.tag());
        }
        assert_eq!(
            literal_one_branches(Locale::Fr, "x = { $n ->\n    [one] 1 win\n   *[other] { $n } wins\n}").len(),
            1
        );
        assert!(literal_one_branches(
            Locale::En,
            "x = { $n ->\n    [0] none\n    [one] one win\n   *[other] many\n}"
        )
        .is_empty());
    }

    #[test]
    fn french_counts_zero_in_the_singular_with_its_number() {
        let stats = ta(
            Locale::Fr,
            "stats-line",
            &[
                ("game", "Santiago".into()),
                ("games", 0.into()),
                ("wins", 0.into()),
                ("mean", "0".into()),
                ("best", 0.into()),
            ],
        );
        assert!(stats.contains("0 partie, 0 victoire"), "{stats}");
        let board = ta(
            Locale::Fr,
            "leaderboard-line",
            &[
                ("rank", 1.into()),
                ("name", "bob".into()),
                ("wins", 0.into()),
                ("games", 1.into()),
                ("mean", "3".into()),
                ("best", 3.into()),
            ],
        );
        assert!(board.contains("0 victoire en 1 partie"), "{board}");
        let replay = ta(Locale::Fr, "replay-not-over", &[("moves", 0.into())]);
        assert_eq!(replay, "La partie n'est pas finie (0 coup joué).");
    }

    /// « de » and « que » elide before a name or word starting with a vowel, marked or not.
    #[test]
    fn french_elides_before_names() {
        assert_eq!(que("Émile"), "qu'Émile");
        assert_eq!(que("bob"), "que bob");
        assert_eq!(de("hélène"), "de hélène", "an initial h is never elided");
        let marked = crate::base::doc::name("alice");
        assert_eq!(de(&marked), format!("d'{marked}"));
        let fr = |key: &str, args: &[(&str, Arg)]| ta(Locale::Fr, key, args);
        let stats = fr("stats-title", &[("name", "alice".into())]);
        assert!(stats.contains("Statistiques d'alice"), "{stats}");
        let vote = fr(
            "seats-vote-open",
            &[
                ("by", "bob".into()),
                ("newcomer", "ernest".into()),
                ("player", "alice".into()),
            ]
            .into_iter()
            .chain([("needed", 1.into()), ("voters", 2.into()), ("yes", 0.into())])
            .collect::<Vec<_>>(),
        );
        assert!(
            vote.starts_with("bob demande qu'ernest prenne la place d'alice."),
            "{vote}"
        );
        let moved = fr(
            "pr-label-move",
            &[("count", 1.into()), ("from", "indigo".into()), ("to", "maïs".into())],
        );
        assert_eq!(moved, "Déplacer 1 d'indigo vers maïs");
        let stood = fr("ai-stood-in", &[("name", "Ines".into())]);
        assert!(stood.contains("Le temps d'Ines est écoulé"), "{stood}");
    }

    /// Counted nouns agree with their count, and a nation takes its article (« an England cube »).
    #[test]
    fn counted_nouns_and_nations_agree() {
        let n = |locale, key: &str, n: i64| ta(locale, key, &[("n", n.into())]);
        assert_eq!(n(Locale::En, "mc-qc-cp", 1), "1 combat point");
        assert_eq!(n(Locale::En, "mc-qc-spies", 1), "return 1 spy");
        assert_eq!(n(Locale::En, "mc-qc-spies", 2), "return 2 spies");
        assert_eq!(n(Locale::Fr, "mc-qc-cp", 0), "0 point de combat");
        assert_eq!(n(Locale::Fr, "mc-qc-spies", 1), "rendre 1 espion");
        let cube = |locale, code: &str, nation: &str| {
            ta(
                locale,
                "mc-label-va-cube",
                &[("nation", nation.into()), ("code", code.into())],
            )
        };
        assert_eq!(cube(Locale::En, "EN", "England"), "An England cube");
        assert_eq!(cube(Locale::En, "ES", "Spain"), "A Spain cube");
        assert_eq!(cube(Locale::Fr, "EN", "Angleterre"), "Un cube anglais");
    }

    #[test]
    fn variables_and_plurals() {
        let text = ta(
            Locale::En,
            "lobby-joined",
            &[("name", "alice".into()), ("count", 1.into())],
        );
        assert!(text.contains("alice"), "{text}");
        let text = ta(
            Locale::Fr,
            "lobby-joined",
            &[("name", "alice".into()), ("count", 2.into())],
        );
        assert!(text.contains("alice"), "{text}");
        assert_eq!(t(Locale::Fr, "no-such-key"), "no-such-key");
    }
    /// Only game words are translated: a player named `corn` stays `corn` in French ("on attend corn", not
    /// "on attend maïs"), while the good `corn` in a refusal still reads « maïs ».
    #[test]
    fn a_player_named_like_a_game_word_keeps_the_name() {
        use crate::games::roles::*;
        use crate::tests::support::request;
        let game_word = RuleError::new("pr-no-barrel").word("good", "corn");
        let localize = |_: &str, value: &str| crate::games::puerto_rico::PuertoRicoModule.word(value, Locale::Fr);
        let text = rule_error(Locale::Fr, &game_word, &localize);
        assert!(text.contains("maïs"), "{text}");
        let player = RuleError::new("err-wait-turn").player("names", "corn");
        assert_eq!(
            crate::base::doc::Doc::parse(&rule_error(Locale::Fr, &player, &localize)).plain(),
            "Ce n'est pas votre tour : on attend corn."
        );
        // Through the host: a Puerto Rico table where `corn` is to act, the others trying to play.
        let host = crate::host::Host::temporary(Locale::Fr).unwrap();
        let mut seen = false;
        for seed in 0..20 {
            let channel = format!("corn{seed}");
            for name in ["corn", "bob", "carol"] {
                host.handle(&request(&channel, name, Locale::Fr, "join", &[]));
            }
            let seed = seed.to_string();
            let options = [("game", "puerto-rico"), ("seed", seed.as_str())];
            host.handle(&request(&channel, "bob", Locale::Fr, "start", &options));
            for name in ["bob", "carol"] {
                let out = host.handle(&request(&channel, name, Locale::Fr, "play", &[("move", "role mayor")]));
                let text = &out[0].text();
                assert!(!text.contains("maïs"), "{text}");
                seen |= text.contains("on attend corn");
            }
            if seen {
                break;
            }
        }
        assert!(seen, "corn was never the one to act");
    }
}
