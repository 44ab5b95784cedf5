//! Texts in the reader's language: the translation files, the words of the commands and their French names in
//! texts.

pub mod commands;
pub mod i18n;
pub mod mentions;
