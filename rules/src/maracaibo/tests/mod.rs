//! Maracaibo tests that span several files: scenario tests per rule area, played through the turn and decision
//! machinery, and random complete games through [`crate::Game`]. A file's own unit tests stay at its end
//! (`#[cfg(test)] mod tests`); the helpers they all share (`pack`, `loc`, `ready`…) are in `turn`'s.

mod card_effect;
mod career;
mod combat;
mod exploring;
mod game;
mod main_action;
mod phase_b;
mod quick_checks;
mod scoring;
mod ship;
