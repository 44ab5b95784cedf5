//! galleon-commands — the transport-agnostic host: lobby, per-channel tables, slash-command schema and parsing,
//! rendering (FR/EN), the sled store and the routing of hidden information. It knows no Discord type.

pub mod io;
