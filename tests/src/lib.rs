//! Shared helpers for galleon's end-to-end tests (the test files live in `tests/tests/`).

pub mod loopback;
