//! galleon-commands — the transport-agnostic host: lobby, per-channel tables, slash-command schema and parsing,
//! rendering (FR/EN), the sled store and the routing of hidden information. It knows no Discord type.
//!
//! A transport turns each interaction into a [`io::Request`], calls [`Host::handle`] and sends the returned
//! [`io::Message`]s. `script` plays chat transcripts through the same host (`galleon script`, `galleon local`).

pub mod base;
pub mod games;
pub mod handlers;
pub mod host;
pub mod present;
pub mod record;
pub mod store;
pub mod tables;
pub mod words;

#[cfg(test)]
mod tests;

// The crate's public paths, as the bot and the tests name them.
pub use base::{clock, doc, ids, io};
pub use handlers::{history, remind};
pub use host::{ai_turn, packs, script};
pub use present::buttons;
pub use present::images::PictureWords;
pub use store::compact;
pub use tables::check;
pub use words::i18n;

pub use ai_turn::{AiJob, Thinkers};
pub use base::error::HostError;
pub use galleon_ai::{Budget, Level};
pub use host::Host;
