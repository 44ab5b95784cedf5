//! The presentation document: what the host hands a transport to show, in no transport's markup.
//!
//! In the spirit of brdgme's markup tree, a [`Doc`] is a list of blocks: lines of text made of typed spans
//! (plain text, emphasis, a command to type, a player's name, a user or channel to call) and fixed-width grids.
//! Each transport renders it its own way: the Discord adapter as markdown (escaping names, fencing grids), the
//! terminal modes as plain text. The host and the games never write a transport's markup.
//!
//! Texts are composed from translations, which carry a tiny inline markup of their own, read by [`Doc::parse`]:
//! `<b>…</b>` for emphasis and `<code>…</code>` for something to type. Anything that must read exactly as typed
//! (a player's name, a free text a player gave) enters a text through a mark ([`name`], [`literal`]) that the
//! parser turns into its own span, so neither inline markup nor a transport's markup in a name can garble a
//! message.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

/// Delimits marks in a text: ids never hold control characters and marked texts lose theirs, so a mark cannot be
/// forged by what it carries.
pub(crate) const MARK: char = '\u{1}';
const _: () = assert!(MARK.is_ascii(), "markup_start compares bytes");

/// A document: blocks, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Doc {
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Block {
    /// One line of text, shared: a board is assembled from lines kept since earlier moves (see `base::memo`).
    Line(Arc<[Span]>),
    /// Lines shown in a fixed-width font exactly as they are (a map, a grid of squares).
    Grid(Vec<String>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Span {
    Text(String),
    /// Emphasis (a title, the name of the thing a line is about) over the spans inside it.
    Strong(Vec<Span>),
    /// Something to type as shown (a command, a file name).
    Code(String),
    /// A player's display name or a text a player typed, shown exactly as typed.
    Typed(String),
    /// A user called by id (the transport may notify them).
    User(String),
    /// A channel, by id.
    Channel(String),
    /// The name of a command or of one of its options in a text for a reader whose client shows it `localized`
    /// (`/jouer`, `coup:`) rather than `english` (`/play`, `move:`): the transport shows the one its reader sees.
    Command {
        english: String,
        localized: String,
    },
}

/// How a transport writes each kind of span and block; [`Doc::render`] joins the blocks with line breaks.
pub trait Style {
    fn span(&self, span: &Span) -> String;
    fn grid(&self, lines: &[String]) -> String;
}

/// Plain text: spans as they are, users and channels by id (`@id`, `#id`), grids as their lines.
pub struct Plain;

impl Style for Plain {
    fn span(&self, span: &Span) -> String {
        match span {
            Span::Text(s) | Span::Code(s) | Span::Typed(s) => s.clone(),
            Span::Strong(inner) => inner.iter().map(|s| self.span(s)).collect(),
            Span::User(id) => format!("@{id}"),
            Span::Channel(id) => format!("#{id}"),
            Span::Command { localized, .. } => localized.clone(),
        }
    }

    fn grid(&self, lines: &[String]) -> String {
        lines.join("\n")
    }
}

/// A marked-up text as plain text: for what transports show as it is (button labels, autocomplete choices).
pub fn plain_text(markup: &str) -> String {
    // A text without markup reads as it is (most labels): its lines come back joined as they were.
    if markup_start(markup) == markup.len() {
        return markup.to_string();
    }
    Doc::parse(markup).plain()
}

/// A player's display name inside a text: shown as typed, whatever it holds (control characters are dropped).
pub fn name(name: &str) -> String {
    mark('=', name)
}

/// A free text inside a text (a move as a player typed it): shown as typed, never read as inline markup.
pub fn literal(text: &str) -> String {
    mark('=', text)
}

/// A command's or option's name in a text whose readers see it `localized` (see [`Span::Command`]).
pub fn command(english: &str, localized: &str) -> String {
    let clean = |text: &str| text.chars().filter(|c| !c.is_control()).collect::<String>();
    format!("{MARK}/{}{NAME_SEPARATOR}{}{MARK}", clean(english), clean(localized))
}

/// Separates a command's two names inside its mark.
const NAME_SEPARATOR: char = '\u{2}';

fn mark(kind: char, text: &str) -> String {
    let clean: String = text.chars().filter(|c| !c.is_control()).collect();
    format!("{MARK}{kind}{clean}{MARK}")
}

impl Doc {
    pub fn new() -> Doc {
        Doc::default()
    }

    /// Reads a text in galleon's inline markup, one line block per line (see the module docs).
    pub fn parse(text: &str) -> Doc {
        let mut doc = Doc::new();
        for line in text.split('\n') {
            doc.blocks.push(Block::Line(parse_line(line).into()));
        }
        doc
    }

    /// Adds the lines of a marked-up text.
    pub fn push_text(&mut self, text: &str) -> &mut Doc {
        self.blocks.extend(Doc::parse(text).blocks);
        self
    }

    /// Adds a fixed-width grid.
    pub fn push_grid(&mut self, lines: Vec<String>) -> &mut Doc {
        self.blocks.push(Block::Grid(lines));
        self
    }

    /// Adds another document's blocks.
    pub fn append(&mut self, other: Doc) -> &mut Doc {
        self.blocks.extend(other.blocks);
        self
    }

    /// How many blocks (lines and grids) it holds.
    pub fn blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Its first `count` blocks.
    pub fn first_blocks(&self, count: usize) -> Doc {
        Doc {
            blocks: self.blocks.iter().take(count).cloned().collect(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.blocks.iter().all(|block| match block {
            Block::Line(spans) => spans.iter().all(|s| Plain.span(s).is_empty()),
            Block::Grid(lines) => lines.is_empty(),
        })
    }

    /// The document written in `style`.
    pub fn render(&self, style: &dyn Style) -> String {
        let blocks: Vec<String> = self
            .blocks
            .iter()
            .map(|block| match block {
                Block::Line(spans) => spans.iter().map(|s| style.span(s)).collect(),
                Block::Grid(lines) => style.grid(lines),
            })
            .collect();
        blocks.join("\n")
    }

    /// The document as plain text.
    pub fn plain(&self) -> String {
        self.render(&Plain)
    }

    /// The length in characters of [`Doc::plain`], without writing it.
    pub fn plain_len(&self) -> usize {
        let lines: usize = self
            .blocks
            .iter()
            .map(|block| match block {
                Block::Line(spans) => spans.iter().map(plain_span_len).sum(),
                Block::Grid(lines) => {
                    lines.iter().map(|l| l.chars().count()).sum::<usize>() + lines.len().saturating_sub(1)
                }
            })
            .sum();
        lines + self.blocks.len().saturating_sub(1)
    }
}

/// The document as plain text.
impl std::fmt::Display for Doc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.plain())
    }
}

/// The spans of one line of inline markup. A mark is read whole before anything else, so a name holding
/// `</b>` cannot close an emphasis; markup that is not closed on its line stays text.
fn parse_line(line: &str) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let mut strong: Option<Vec<Span>> = None;
    let mut rest = line;
    while !rest.is_empty() {
        // Plain text runs up to the next character that may start markup: taken whole.
        let run = markup_start(rest);
        if run > 0 {
            push_text(strong.as_mut().unwrap_or(&mut out), &rest[..run]);
            rest = &rest[run..];
            continue;
        }
        let open = strong.is_some();
        if let Some((span, after)) = read_mark(rest).or_else(|| read_code(rest)) {
            strong.as_mut().unwrap_or(&mut out).push(span);
            rest = after;
        } else if let (false, Some(after)) = (open, rest.strip_prefix("<b>")) {
            strong = Some(Vec::new());
            rest = after;
        } else if let (true, Some(after)) = (open, rest.strip_prefix("</b>")) {
            out.push(Span::Strong(strong.take().unwrap_or_default()));
            rest = after;
        } else {
            let c = rest.chars().next().map_or(1, char::len_utf8);
            push_text(strong.as_mut().unwrap_or(&mut out), &rest[..c]);
            rest = &rest[c..];
        }
    }
    if let Some(unclosed) = strong {
        push_text(&mut out, "<b>");
        for span in unclosed {
            match span {
                Span::Text(text) => push_text(&mut out, &text),
                other => out.push(other),
            }
        }
    }
    out
}

/// Where the first character that may start markup (`<` or a mark, both ASCII) is, else the end: bytes compared
/// one by one, which is several times faster than a search for either of two chars.
fn markup_start(text: &str) -> usize {
    const MARK_BYTE: u8 = MARK as u8;
    text.bytes()
        .position(|b| b == b'<' || b == MARK_BYTE)
        .unwrap_or(text.len())
}

/// The length of a span written by [`Plain`].
fn plain_span_len(span: &Span) -> usize {
    match span {
        Span::Text(s) | Span::Code(s) | Span::Typed(s) => s.chars().count(),
        Span::Strong(inner) => inner.iter().map(plain_span_len).sum(),
        Span::User(id) | Span::Channel(id) => 1 + id.chars().count(),
        Span::Command { localized, .. } => localized.chars().count(),
    }
}

/// A mark at the start of `text` and what follows it.
fn read_mark(text: &str) -> Option<(Span, &str)> {
    let inner = text.strip_prefix(MARK)?;
    let end = inner.find(MARK)?;
    Some((marked(&inner[..end]), &inner[end + MARK.len_utf8()..]))
}

/// A `<code>…</code>` at the start of `text` and what follows it.
fn read_code(text: &str) -> Option<(Span, &str)> {
    let inner = text.strip_prefix("<code>")?;
    let end = inner.find("</code>")?;
    Some((Span::Code(inner[..end].to_string()), &inner[end + "</code>".len()..]))
}

/// The span of a mark's content: its first character says what it is.
fn marked(content: &str) -> Span {
    let mut chars = content.chars();
    let kind = chars.next();
    let rest = chars.as_str().to_string();
    match kind {
        Some('=') => Span::Typed(rest),
        Some('@') => Span::User(rest),
        Some('#') => Span::Channel(rest),
        Some('/') => match rest.split_once(NAME_SEPARATOR) {
            Some((english, localized)) => Span::Command {
                english: english.to_string(),
                localized: localized.to_string(),
            },
            None => Span::Text(content.to_string()),
        },
        _ => Span::Text(content.to_string()),
    }
}

/// Adds text, merged into a preceding text span.
fn push_text(spans: &mut Vec<Span>, text: &str) {
    if let Some(Span::Text(last)) = spans.last_mut() {
        last.push_str(text);
    } else {
        spans.push(Span::Text(text.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::io::user_mark;

    #[test]
    fn a_text_without_markup_is_its_own_plain_text() {
        for text in ["", "ship corn 6", "a\nb", "\n", "Marché · 2/3 → 5 ●○"] {
            assert_eq!(plain_text(text), Doc::parse(text).plain(), "{text:?}");
        }
    }

    #[test]
    fn inline_markup_becomes_typed_spans() {
        let text = format!(
            "<b>Corn</b> for {} · type <code>/hand</code> {}",
            name("<b>x</b> **y**"),
            user_mark("7")
        );
        let doc = Doc::parse(&text);
        assert_eq!(
            doc.blocks,
            vec![Block::Line(
                vec![
                    Span::Strong(vec![Span::Text("Corn".into())]),
                    Span::Text(" for ".into()),
                    Span::Typed("<b>x</b> **y**".into()),
                    Span::Text(" · type ".into()),
                    Span::Code("/hand".into()),
                    Span::Text(" ".into()),
                    Span::User("7".into()),
                ]
                .into()
            )]
        );
        assert_eq!(doc.plain(), "Corn for <b>x</b> **y** · type /hand @7");
        assert_eq!(doc.plain_len(), doc.plain().chars().count());
    }

    #[test]
    fn unclosed_markup_stays_text_and_lines_stay_lines() {
        let doc = Doc::parse("a <b>b\n<code>c</code> \u{1}=d");
        assert_eq!(doc.plain(), "a <b>b\nc \u{1}=d");
        assert_eq!(doc.blocks.len(), 2);
    }

    #[test]
    fn a_name_inside_emphasis_stays_a_name_even_holding_its_closing_tag() {
        let doc = Doc::parse(&format!("<b>{}</b> plays", name("x</b>y")));
        let strong = Span::Strong(vec![Span::Typed("x</b>y".into())]);
        assert_eq!(
            doc.blocks,
            vec![Block::Line(vec![strong, Span::Text(" plays".into())].into())]
        );
    }

    #[test]
    fn a_name_cannot_forge_a_mark() {
        let text = format!("{} wins", name("\u{1}@1\u{1}evil"));
        assert_eq!(
            Doc::parse(&text).blocks,
            vec![Block::Line(
                vec![Span::Typed("@1evil".into()), Span::Text(" wins".into())].into()
            )]
        );
    }

    #[test]
    fn grids_render_as_their_lines() {
        let mut doc = Doc::parse("<b>Grid</b>");
        doc.push_grid(vec!["ab".into(), "cd".into()]);
        assert_eq!(doc.plain(), "Grid\nab\ncd");
        assert_eq!(doc.plain_len(), doc.plain().chars().count());
        assert!(!doc.is_empty());
        assert!(Doc::parse("").is_empty());
    }
}
