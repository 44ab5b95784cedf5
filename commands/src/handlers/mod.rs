//! One file per command family: each takes a request and a table and returns the messages to send; the
//! pipeline they share plays a move and says what changed. The host ([`crate::host`]) dispatches to them.

pub(crate) mod abort;
pub mod bots;
pub(crate) mod confirm;
pub(crate) mod game_log;
pub(crate) mod guards;
pub(crate) mod help;
pub mod history;
pub(crate) mod lobby;
pub(crate) mod look;
pub(crate) mod panel;
pub(crate) mod ping;
pub(crate) mod pipeline;
pub(crate) mod play;
pub mod remind;
pub(crate) mod replay;
pub mod schema;
pub(crate) mod seats;
pub(crate) mod stats;
pub(crate) mod tables;
pub mod takeover;
pub(crate) mod undo;
