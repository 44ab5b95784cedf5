//! Texts in the reader's language: the translation files and the French names of the commands.

pub mod i18n;
pub mod mentions;
