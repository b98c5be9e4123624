//! A word's English stem (Snowball), so that "tips" and "tip", "entries" and "entry"
//! compare equal: one stemmer for the crate, made once.

use std::borrow::Cow;
use std::sync::OnceLock;

use rust_stemmers::{Algorithm, Stemmer};

/// The stem of `word` (lower-case it first).
pub(crate) fn stem(word: &str) -> Cow<'_, str> {
    static STEMMER: OnceLock<Stemmer> = OnceLock::new();
    STEMMER
        .get_or_init(|| Stemmer::create(Algorithm::English))
        .stem(word)
}
