//! The `galleon` library: the Discord adapter, shared by the binary and the end-to-end tests.

pub mod discord;
