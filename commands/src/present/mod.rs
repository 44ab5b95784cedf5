//! What a table looks like to its readers: board posts, buttons, pictures, the automatic moves' line.

pub(crate) mod auto;
pub mod buttons;
pub(crate) mod images;
pub(crate) mod render;
