//! Content predicates: placeholders, postscripts.

mod placeholder_count;
mod postscript;

pub use placeholder_count::PlaceholderCount;
pub use postscript::Postscript;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[PlaceholderCount::INFO, Postscript::INFO];
