//! Length predicates: counts of words, sentences, paragraphs.

mod word_count;

pub use word_count::WordCount;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[WordCount::INFO];
