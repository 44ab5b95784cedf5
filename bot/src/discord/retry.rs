//! Bounded retries of Discord REST calls.
//!
//! With Discord's real API, serenity's own rate limiter already waits out a 429 for the `Retry-After` it announces
//! and tries again. What still surfaces here is a 5xx, a network failure, or a 429 that limiter did not absorb
//! (with the limiter disabled, as against the loopback test server): those are tried again a bounded number of times
//! with growing pauses — short, since an interaction's first answer must reach Discord within 3 s. A call that still
//! fails is given up: every move is durable in the store before anything is sent, and the next action or `/board`
//! renders the table again.
//!
//! Ruling: these pauses cannot follow a 429's `retry_after`: serenity 0.12's `ErrorResponse` keeps only the status,
//! URL, method and the JSON `code`/`message`, and drops the `Retry-After` header and the body's `retry_after` before
//! the error reaches us. The limiter that does see them is serenity's own, on in production.

use std::future::Future;
use std::time::Duration;

use serenity::http::HttpError;
use serenity::Error;

/// Pauses before the second and third attempts.
const PAUSES: [Duration; 2] = [Duration::from_millis(250), Duration::from_millis(750)];

/// Runs `call` until it succeeds, fails for good, or has been tried three times.
pub async fn retry<T, F, Fut>(what: &str, mut call: F) -> Result<T, Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, Error>>,
{
    for pause in PAUSES {
        match call().await {
            Err(e) if is_transient(&e) => {
                tracing::warn!("{what}: {}, trying again in {} ms", describe(&e), pause.as_millis());
                tokio::time::sleep(pause).await;
            }
            done => return done,
        }
    }
    call().await
}

/// A failure that may go away by itself: rate limited, Discord-side error, or no answer.
pub fn is_transient(e: &Error) -> bool {
    match e {
        Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            status == 429 || status >= 500
        }
        Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// The HTTP status and Discord's JSON error code of a refused request.
pub fn refusal(e: &Error) -> Option<(u16, isize)> {
    match e {
        Error::Http(HttpError::UnsuccessfulRequest(r)) => Some((r.status_code.as_u16(), r.error.code)),
        _ => None,
    }
}

/// Discord refused a DM: the user does not accept DMs from this server's members.
pub fn is_dm_refused(e: &Error) -> bool {
    matches!(refusal(e), Some((403, 50007)))
}

/// The message to edit no longer exists (deleted by someone).
pub fn is_unknown_message(e: &Error) -> bool {
    matches!(refusal(e), Some((404, _)))
}

/// A short description for logs. A failure without an answer names its causes too ("Error while sending HTTP
/// request" alone says nothing): the URL, then e.g. "dns error" or "Connection refused". The URLs of
/// interaction responses and follow-ups carry the interaction's token (a webhook credential for 15 minutes):
/// it is redacted here already, since a description also reaches stderr outside the logs (a failed start).
pub fn describe(e: &Error) -> String {
    crate::logs::without_url_tokens(&describe_raw(e))
}

fn describe_raw(e: &Error) -> String {
    match e {
        Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            format!(
                "{} {} answered {} ({})",
                r.method, r.url, r.status_code, r.error.message
            )
        }
        other => {
            let mut parts = vec![other.to_string()];
            let mut cause = std::error::Error::source(other);
            while let Some(inner) = cause {
                // serenity's error wraps its HTTP error, which reads the same.
                let part = inner.to_string();
                if parts.last() != Some(&part) {
                    parts.push(part);
                }
                cause = inner.source();
            }
            parts
                .iter()
                .map(|p| p.trim_end_matches('.'))
                .collect::<Vec<_>>()
                .join(": ")
        }
    }
}
