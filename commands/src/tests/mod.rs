//! The host's tests that span several floors (each floor's own tests sit beside its code).

mod abort_tests;
mod ai_tests;
pub(crate) mod auto_tests;
mod comeback_tests;
mod disk_full_tests;
mod french_table_tests;
mod history_tests;
mod host_guard_tests;
mod host_tests;
mod lazy_tests;
mod look_tests;
mod ping_tests;
mod pipeline_tests;
mod remind_tests;
mod replay_tests;
mod schema_tests;
mod seats_tests;
pub(crate) mod support;
mod tables_tests;
pub(crate) mod toy;
mod undo_tests;
