//! Punctuation predicates.

mod no_commas;

pub use no_commas::NoCommas;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[NoCommas::INFO];
