//! Length predicates: counts of words, sentences, paragraphs.

mod nth_paragraph_first_word;
mod paragraph_count;
mod sentence_count;
mod word_count;

pub use nth_paragraph_first_word::NthParagraphFirstWord;
pub use paragraph_count::ParagraphCount;
pub use sentence_count::SentenceCount;
pub use word_count::WordCount;

use crate::PredicateInfo;

pub(crate) const PREDICATES: &[PredicateInfo] = &[
    WordCount::INFO,
    SentenceCount::INFO,
    ParagraphCount::INFO,
    NthParagraphFirstWord::INFO,
];
