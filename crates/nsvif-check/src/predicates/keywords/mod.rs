//! keywords predicates.

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[];
