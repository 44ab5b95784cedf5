//! The log output, every line of it redacted on its way out, whichever crate emitted it (serenity, reqwest, hyper,
//! tungstenite, ours): a caller cannot be trusted to leave a secret out, since serenity's own lines name the URLs it
//! called.
//!
//! What is never written: the token after `/interactions/{id}/` and `/webhooks/{id}/` (an interaction token is a
//! webhook credential for 15 minutes, a webhook URL's token one for ever), the bot token wherever it appears, the
//! value of an `Authorization` header, any quoted value of a field whose name ends in `token` (a gateway payload
//! quoted in an error or at `trace`), and every long list of bytes (a request body or a websocket frame at
//! `trace`, which may hold any of these encoded, or masked with the mask beside it). Each is replaced by
//! [`REDACTED`]; the rest of the line is kept.
//!
//! The fmt layer writes each event through a writer of its own, in one piece; [`Redacting`] holds the pieces of one
//! event and writes them redacted when the event is done, so no secret can straddle two writes.

use std::io::{self, Write};

use tracing::Metadata;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::EnvFilter;

/// What replaces a secret in a log line.
pub const REDACTED: &str = "[redacted]";

/// Path segments followed by an id and a token.
const TOKEN_PATHS: [&str; 2] = ["/interactions/", "/webhooks/"];

/// Bytes in a list from which it is redacted whole: shorter than any token, longer than a frame's mask or header.
const BYTE_LIST: usize = 16;

/// The log subscriber: `filter`'s lines, coloured when `ansi`, each redacted of the secrets it may hold
/// (`bot_token` among them) before `out` gets it.
pub fn subscriber<W>(filter: EnvFilter, ansi: bool, bot_token: &str, out: W) -> impl tracing::Subscriber + Send + Sync
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(ansi)
        .with_writer(Redacting::new(out, bot_token))
        .finish()
}

/// A [`MakeWriter`] whose every event reaches `out` redacted.
pub struct Redacting<W> {
    out: W,
    redactor: Redactor,
}

impl<W> Redacting<W> {
    pub fn new(out: W, bot_token: &str) -> Redacting<W> {
        Redacting {
            out,
            redactor: Redactor::new(bot_token),
        }
    }
}

impl<'a, W: MakeWriter<'a>> MakeWriter<'a> for Redacting<W> {
    type Writer = RedactedEvent<'a, W::Writer>;

    fn make_writer(&'a self) -> Self::Writer {
        RedactedEvent::new(self.out.make_writer(), &self.redactor)
    }

    fn make_writer_for(&'a self, meta: &Metadata<'_>) -> Self::Writer {
        RedactedEvent::new(self.out.make_writer_for(meta), &self.redactor)
    }
}

/// One event's text, held until the event is written, then redacted into `out`.
pub struct RedactedEvent<'a, W: Write> {
    out: W,
    text: Vec<u8>,
    redactor: &'a Redactor,
}

impl<'a, W: Write> RedactedEvent<'a, W> {
    fn new(out: W, redactor: &'a Redactor) -> Self {
        RedactedEvent {
            out,
            text: Vec::new(),
            redactor,
        }
    }
}

impl<W: Write> Write for RedactedEvent<'_, W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.text.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<W: Write> Drop for RedactedEvent<'_, W> {
    fn drop(&mut self) {
        let clean = self.redactor.redact(&String::from_utf8_lossy(&self.text));
        // Nowhere to report a log line that could not be written.
        let _ = self.out.write_all(clean.as_bytes());
        let _ = self.out.flush();
    }
}

/// Takes the secrets out of a text.
pub struct Redactor {
    bot_token: String,
}

impl Redactor {
    pub fn new(bot_token: &str) -> Redactor {
        Redactor {
            bot_token: bot_token.trim().to_owned(),
        }
    }

    /// `text` with every secret replaced by [`REDACTED`].
    pub fn redact(&self, text: &str) -> String {
        let text = if self.bot_token.is_empty() {
            text.to_owned()
        } else {
            text.replace(&self.bot_token, REDACTED)
        };
        let text = without_url_tokens(&text);
        let text = mask(&text, next_header_value);
        let text = mask(&text, next_token_field);
        mask(&text, next_byte_list)
    }
}

/// `text` with the token after every `/interactions/{id}/` and `/webhooks/{id}/` redacted (any host, the query
/// string kept).
pub fn without_url_tokens(text: &str) -> String {
    mask(text, next_url_token)
}

/// `text` with each secret that `next` finds replaced: `next(rest)` gives where the next one starts in `rest`
/// (after what announces it, so never 0 when it is empty) and its length.
fn mask(text: &str, next: impl Fn(&str) -> Option<(usize, usize)>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((start, len)) = next(rest) {
        out.push_str(&rest[..start]);
        if len > 0 {
            out.push_str(REDACTED);
        }
        rest = &rest[start + len..];
    }
    out.push_str(rest);
    out
}

/// The token of the next `/interactions/{id}/{token}` or `/webhooks/{id}/{token}`.
fn next_url_token(text: &str) -> Option<(usize, usize)> {
    let (at, marker) = TOKEN_PATHS
        .iter()
        .filter_map(|marker| text.find(marker).map(|at| (at, marker.len())))
        .min()?;
    let id_start = at + marker;
    let id_len = text[id_start..]
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len() - id_start);
    let after_id = id_start + id_len;
    if id_len == 0 || !text[after_id..].starts_with('/') {
        return Some((after_id, 0));
    }
    let start = after_id + 1;
    Some((start, token_length(&text[start..])))
}

/// The value of the next `Authorization` header (`Authorization: Bot x`, `"authorization": "Bot x"`), its
/// scheme kept.
fn next_header_value(text: &str) -> Option<(usize, usize)> {
    let at = text.to_ascii_lowercase().find("authorization")?;
    let after_name = at + "authorization".len();
    let Some(separator) = assignment(&text[after_name..]) else {
        return Some((after_name, 0));
    };
    let mut start = after_name + separator;
    let lower = text[start..].to_ascii_lowercase();
    if let Some(scheme) = ["bot ", "bearer ", "basic "].iter().find(|s| lower.starts_with(*s)) {
        start += scheme.len();
    }
    let len = text[start..]
        .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | ',' | ';' | '}' | ')'))
        .unwrap_or(text.len() - start);
    Some((start, len))
}

/// The next quoted value of a field whose name ends in `token` (`"token":"x"`, `token: "x"`).
fn next_token_field(text: &str) -> Option<(usize, usize)> {
    let at = text.to_ascii_lowercase().find("token")?;
    let after_name = at + "token".len();
    let rest = &text[after_name..];
    let Some(separator) = assignment(rest).filter(|&n| rest[..n].ends_with('"')) else {
        return Some((after_name, 0));
    };
    let start = after_name + separator;
    let len = text[start..].find('"').unwrap_or(text.len() - start);
    Some((start, len))
}

/// The next list of at least [`BYTE_LIST`] bytes (`[123, 34, …]`), brackets included.
fn next_byte_list(text: &str) -> Option<(usize, usize)> {
    let at = text.find('[')?;
    let mut len = 1;
    let mut bytes = 0;
    for item in text[at + 1..].split_inclusive([',', ']']) {
        let number = item.trim_start().trim_end_matches([',', ']']);
        if number.is_empty() || number.len() > 3 || !number.bytes().all(|b| b.is_ascii_digit()) {
            break;
        }
        bytes += 1;
        len += item.len();
        if item.ends_with(']') {
            return Some(if bytes >= BYTE_LIST { (at, len) } else { (at + 1, 0) });
        }
    }
    Some((at + 1, 0))
}

/// The length of what separates a name from its value (quotes, spaces, colours, and one `:` or `=`), when there
/// is such a sign.
fn assignment(text: &str) -> Option<usize> {
    let mut len = 0;
    let mut assigned = false;
    loop {
        let rest = &text[len..];
        if rest.starts_with('\u{1b}') {
            len += rest.find('m')? + 1;
        } else if rest.starts_with([':', '=']) && !assigned {
            assigned = true;
            len += 1;
        } else if rest.starts_with(['"', ' ']) {
            len += 1;
        } else {
            return assigned.then_some(len);
        }
    }
}

/// The length of the token at the start of `text`: the characters of a base64url token, dots included.
fn token_length(text: &str) -> usize {
    text.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
        .unwrap_or(text.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOT_TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDA0.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789";
    const INTERACTION: &str = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5OmFiY2RlZg-_x.y";
    const WEBHOOK: &str = "Zt3cJd9-vQ_wexyz1234567890abcdefABCDEF";

    fn redact(text: &str) -> String {
        Redactor::new(BOT_TOKEN).redact(text)
    }

    #[test]
    fn interaction_and_webhook_urls_lose_their_token_and_keep_the_rest() {
        let cases = [
            (
                format!("Mismatched successful response status from https://discord.com/api/v10/interactions/123/{INTERACTION}/callback! Expected 204 but got 200"),
                "Mismatched successful response status from https://discord.com/api/v10/interactions/123/[redacted]/callback! Expected 204 but got 200",
            ),
            (
                format!("error sending request for url (http://127.0.0.1:9/api/v10/webhooks/77/{INTERACTION}?wait=true): x"),
                "error sending request for url (http://127.0.0.1:9/api/v10/webhooks/77/[redacted]?wait=true): x",
            ),
            (
                format!("posting to https://discordapp.com/api/webhooks/4567/{WEBHOOK}?thread_id=9&wait=1 failed"),
                "posting to https://discordapp.com/api/webhooks/4567/[redacted]?thread_id=9&wait=1 failed",
            ),
            (
                format!("https://discord.com/api/webhooks/4567/{WEBHOOK}"),
                "https://discord.com/api/webhooks/4567/[redacted]",
            ),
            (
                format!("PATCH /webhooks/77/{INTERACTION}/messages/@original, then /interactions/5/{INTERACTION}/callback"),
                "PATCH /webhooks/77/[redacted]/messages/@original, then /interactions/5/[redacted]/callback",
            ),
        ];
        for (line, expected) in cases {
            assert_eq!(redact(&line), expected);
        }
    }

    #[test]
    fn the_bot_token_and_authorization_headers_are_redacted() {
        assert_eq!(
            redact(&format!("identify with {BOT_TOKEN} as shard 0")),
            "identify with [redacted] as shard 0"
        );
        let headers = [
            (
                "Authorization: Bot some.other.token\n",
                "Authorization: Bot [redacted]\n",
            ),
            (
                r#"{"authorization": "Bot abc.def.ghi", "x": 1}"#,
                r#"{"authorization": "Bot [redacted]", "x": 1}"#,
            ),
            ("authorization=Bearer xyz", "authorization=Bearer [redacted]"),
            (
                "\u{1b}[3mauthorization\u{1b}[0m\u{1b}[2m=\u{1b}[0mq1w2",
                "\u{1b}[3mauthorization\u{1b}[0m\u{1b}[2m=\u{1b}[0m[redacted]",
            ),
        ];
        for (line, expected) in headers {
            assert_eq!(redact(line), expected);
        }
    }

    #[test]
    fn quoted_token_fields_are_redacted() {
        let payload = format!(
            r#"Err deserializing text: x; text: {{"t":"INTERACTION_CREATE","d":{{"token":"{INTERACTION}","id":"5"}}}}"#
        );
        assert_eq!(
            redact(&payload),
            r#"Err deserializing text: x; text: {"t":"INTERACTION_CREATE","d":{"token":"[redacted]","id":"5"}}"#
        );
        assert_eq!(
            redact(r#"Interaction { token: "abc", id: 5 }"#),
            r#"Interaction { token: "[redacted]", id: 5 }"#
        );
        assert_eq!(
            redact(r#"continuation_token = "abc""#),
            r#"continuation_token = "[redacted]""#
        );
    }

    #[test]
    fn long_byte_lists_are_redacted_whole() {
        let bytes: Vec<String> = INTERACTION.bytes().map(|b| b.to_string()).collect();
        let frame = format!(
            "Sending frame: Frame {{ mask: Some([97, 107, 173, 36]), payload: [{}] }}",
            bytes.join(", ")
        );
        assert_eq!(
            redact(&frame),
            "Sending frame: Frame { mask: Some([97, 107, 173, 36]), payload: [redacted] }"
        );
        let body = format!("req=Request {{ body: Some([{}]), headers: None }}", bytes.join(","));
        assert_eq!(redact(&body), "req=Request { body: Some([redacted]), headers: None }");
        let short =
            "Parsed headers [129, 42], shards [0, 1], a list [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]";
        assert_eq!(redact(short), short);
        assert_eq!(redact("[x] [] [1000, 2] [1, 2"), "[x] [] [1000, 2] [1, 2");
    }

    #[test]
    fn prose_and_plain_urls_are_kept() {
        let kept = [
            "PATCH https://discord.com/api/v10/channels/5/messages/6 answered 500 (oops)",
            "the /webhooks/ folder, /interactions/abc/def",
            "the token belongs to galleon",
            "no token: set [discord] token in the configuration file",
            "Authorization failed for the request",
            "tokens: 3",
            "",
        ];
        for line in kept {
            assert_eq!(redact(line), line);
        }
        assert_eq!(Redactor::new("").redact("a b"), "a b", "no bot token known");
    }

    #[test]
    fn each_event_reaches_the_writer_whole_and_redacted() {
        let out = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = std::sync::Arc::clone(&out);
        let redacting = Redacting::new(move || Sink(std::sync::Arc::clone(&sink)), BOT_TOKEN);
        {
            let mut event = redacting.make_writer();
            // A secret split across two writes.
            event.write_all(&BOT_TOKEN.as_bytes()[..10]).unwrap();
            event.write_all(&BOT_TOKEN.as_bytes()[10..]).unwrap();
            event.write_all(b" in one line\n").unwrap();
        }
        assert_eq!(
            String::from_utf8(out.lock().unwrap().clone()).unwrap(),
            "[redacted] in one line\n"
        );
    }

    struct Sink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl Write for Sink {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
}
