//! Start/end predicates: closing phrase, quotes around the whole output.

mod end_phrase;
mod wrapped_in_quotes;

pub use end_phrase::EndPhrase;
pub use wrapped_in_quotes::WrappedInQuotes;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[EndPhrase::INFO, WrappedInQuotes::INFO];
