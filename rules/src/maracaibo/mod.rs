//! Maracaibo (classic mode, 2–4 players; solo later) — work in progress: the content pack and its loader.
//!
//! The game's printed component data is not public, so galleon ships an original content set
//! (`shared/spec/maracaibo/content.md`) as data files under `rules/content/maracaibo/default/`, loaded and
//! validated by [`content`]. A group that owns the box may write its own pack in the same format.

pub mod content;
