//! How the Discord adapter writes the host's documents: Discord markdown.
//!
//! Emphasis is `**…**`, something to type is `` `…` ``, a grid is a fenced code block, users and channels are
//! `<@id>` and `<#id>`. A player's name (or anything a player typed) is escaped so it reads exactly as typed:
//! a player called ``**x**`` or `||x||` cannot garble a post.
//!
//! The floor under [`super::limits`], which measures texts as written here ([`length`]) and keeps each [`Post`]
//! within Discord's sizes ([`Post::trimmed`]).

use galleon_commands::doc::{Doc, Span, Style};
use galleon_commands::io::{Button, Message, Target};

pub struct Markdown;

impl Style for Markdown {
    fn span(&self, span: &Span) -> String {
        match span {
            Span::Text(text) => text.clone(),
            Span::Strong(inner) => format!("**{}**", inner.iter().map(|s| self.span(s)).collect::<String>()),
            Span::Code(text) => format!("`{}`", text.replace('`', "'")),
            Span::Typed(text) => escape(text),
            Span::User(id) => format!("<@{id}>"),
            Span::Channel(id) => format!("<#{id}>"),
            // Discord shows a client the commands' names in its language: the text names them that way.
            Span::Command { localized, .. } => localized.clone(),
        }
    }

    fn grid(&self, lines: &[String]) -> String {
        // A fence inside the grid would end the block early.
        let lines: Vec<String> = lines.iter().map(|l| l.replace("```", "'''")).collect();
        format!("```\n{}\n```", lines.join("\n"))
    }
}

/// The length of a document written in Discord markdown: what Discord counts against a message's limit.
pub fn length(doc: &Doc) -> usize {
    doc.render(&Markdown).chars().count()
}

/// A text as it must appear in Discord markdown to read as typed: every character that marks up text (bold,
/// italics, strike, spoiler, code, masked links, mentions, escapes) gets a backslash, and so does a leading `#`,
/// `>`, `-`, `+` or the dot of a leading number (a heading, quote, list or numbered list when the text starts a
/// line).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    let leading_digits = text.chars().take_while(char::is_ascii_digit).count();
    for (i, c) in text.chars().enumerate() {
        let always = matches!(c, '\\' | '*' | '_' | '~' | '`' | '|' | '[' | ']' | '<' | '@');
        let at_start = i == 0 && matches!(c, '#' | '>' | '-' | '+');
        let list_dot = leading_digits > 0 && i == leading_digits && c == '.';
        if always || at_start || list_dot {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// One message as the adapter sends it: the host's document written in markdown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    pub to: Target,
    pub content: String,
    pub buttons: Vec<Button>,
}

impl From<Message> for Post {
    fn from(m: Message) -> Post {
        Post {
            content: m.body.render(&Markdown),
            to: m.to,
            buttons: m.buttons,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use galleon_commands::doc;

    #[test]
    fn names_read_as_typed_in_markdown() {
        assert_eq!(escape("alice"), "alice");
        assert_eq!(escape("Jean-Pierre 2.0"), "Jean-Pierre 2.0");
        assert_eq!(escape("**bold**"), "\\*\\*bold\\*\\*");
        assert_eq!(escape("||x|| ```y```"), "\\|\\|x\\|\\| \\`\\`\\`y\\`\\`\\`");
        assert_eq!(escape("# big"), "\\# big");
        assert_eq!(escape("> quote"), "\\> quote");
        assert_eq!(escape("1986. year"), "1986\\. year");
        assert_eq!(
            escape("[a](http://x) <@1> a_b \\"),
            "\\[a\\](http://x) \\<\\@1> a\\_b \\\\"
        );
        assert_eq!(escape("Bob (FR)"), "Bob (FR)");
    }

    #[test]
    fn a_document_becomes_markdown() {
        let text = format!(
            "<b>{} wins</b> · type <code>/join</code> {}",
            doc::name("**x**"),
            galleon_commands::io::user_mark("42")
        );
        let mut body = Doc::parse(&text);
        body.push_grid(vec!["a b".into(), "c d".into()]);
        let written = body.render(&Markdown);
        assert_eq!(
            written,
            "**\\*\\*x\\*\\* wins** · type `/join` <@42>\n```\na b\nc d\n```"
        );
        assert_eq!(length(&body), written.chars().count());
    }
}
