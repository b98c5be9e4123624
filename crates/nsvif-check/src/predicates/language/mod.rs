//! Language predicates: which language the response is written in.

mod response_language;

pub use response_language::ResponseLanguage;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[ResponseLanguage::INFO];
