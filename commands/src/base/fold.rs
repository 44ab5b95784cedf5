//! Comparing what a person typed: letter case and French accents aside.

/// Lowercase without French accents (what phone keyboards make of `é`, `à`… varies): the engines' own folding.
pub use galleon_rules::puerto_rico::data::fold;
