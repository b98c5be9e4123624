//! IFBench's 58 constraint types (allenai's out-of-distribution successor to IFEval), one
//! predicate per file, each a port of its checker in `if_verifiable.ifbench.instructions`
//! with the official semantics, quirks included (docs/COMPATIBILITY.md). Each predicate's
//! arguments are the official kwargs names.
//!
//! Where the official checker raises on an output (an `IndexError`, a `csv.Error`), the
//! predicate says `unknown` with the reason instead of guessing a value.

mod alliteration_increment;
mod alphabet;
mod character_reverse;
mod conjunctions;
mod consonants;
mod csv_city;
mod csv_quotes;
mod csv_special_character;
mod date_format_list;
mod emoji;
mod european_capitals_sort;
mod increment;
mod keyword_sentence;
mod keywords_multiple;
mod keywords_specific_position;
mod last_first;
mod line_indent;
mod list;
mod mcq_count_length;
mod multiples;
mod newline;
mod no_bullets_bullets;
mod no_consecutive;
mod no_whitespace;
mod numbers;
mod odd_even_syllables;
mod options;
mod output_template;
mod overlap;
mod palindrome;
mod paragraph_last_first;
mod parentheses;
mod person_names;
mod prime_lengths;
mod pronouns;
mod punctuation;
mod quote_unquote;
mod quotes;
mod repeat_change;
mod repeat_simple;
mod repeat_span;
mod repeats;
mod reverse_newline;
mod sentence_alphabet;
mod sentence_balance;
mod sentence_type;
mod sentence_words;
mod start_verb;
mod stop_words;
mod sub_bullets;
mod thesis;
mod title_case;
mod unique_word_count;
mod vowel;
mod word_count_range;
mod word_reverse;
mod words_japanese;
mod words_position;

pub use alliteration_increment::AlliterationIncrement;
pub use alphabet::AlphabetLoop;
pub use character_reverse::CharacterReversedAnswer;
pub use conjunctions::ConjunctionCount;
pub use consonants::ConsonantClusters;
pub use csv_city::CsvCity;
pub use csv_quotes::CsvQuotedTsv;
pub use csv_special_character::CsvSpecialCharacter;
pub use date_format_list::NapoleonBattleDates;
pub use emoji::EmojiSentenceEnd;
pub use european_capitals_sort::EuropeanCapitalsByLatitude;
pub use increment::SentenceWordIncrement;
pub use keyword_sentence::KeywordInSentence;
pub use keywords_multiple::KeywordCounts;
pub use keywords_specific_position::KeywordAtPosition;
pub use last_first::LastWordFirstNext;
pub use line_indent::IndentStairs;
pub use list::CustomBullets;
pub use mcq_count_length::MultipleChoiceQuestions;
pub use multiples::MultiplesOfSeven;
pub use newline::WordPerLine;
pub use no_bullets_bullets::SentencesThenBullets;
pub use no_consecutive::NoConsecutiveFirstLetter;
pub use no_whitespace::NoWhitespace;
pub use numbers::NumberCount;
pub use odd_even_syllables::AlternatingSyllableParity;
pub use options::AnswerOption;
pub use output_template::OutputTemplate;
pub use overlap::TrigramOverlap;
pub use palindrome::Palindromes;
pub use paragraph_last_first::ParagraphFirstLastWord;
pub use parentheses::NestedBrackets;
pub use person_names::PersonNameCount;
pub use prime_lengths::PrimeWordLengths;
pub use pronouns::PronounCount;
pub use punctuation::PunctuationCover;
pub use quote_unquote::QuoteExplanation;
pub use quotes::NestedQuotes;
pub use repeat_change::RepeatChangedFirstWord;
pub use repeat_simple::RepeatSentence;
pub use repeat_span::RepeatSpan;
pub use repeats::WordRepeatLimit;
pub use reverse_newline::AfricaReverseList;
pub use sentence_alphabet::AlphabetSentences;
pub use sentence_balance::SentenceTypeBalance;
pub use sentence_type::DeclarativeInterrogativeRatio;
pub use sentence_words::EqualLengthSentences;
pub use start_verb::StartsWithVerb;
pub use stop_words::StopWordRatio;
pub use sub_bullets::SubBullets;
pub use thesis::ItalicThesis;
pub use title_case::TitleCase;
pub use unique_word_count::UniqueWordCount;
pub use vowel::ThreeVowelParagraph;
pub use word_count_range::WordCountRange;
pub use word_reverse::WordReversedAnswer;
pub use words_japanese::NthWordJapanese;
pub use words_position::SecondWordKeyword;

pub(crate) use super::args::at_least;
use serde::Deserialize;

use crate::{Document, Fact, Location, PredicateInfo, Requirement, Segment, UndecidedReason};

/// The arguments of a type that takes none.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

/// A location in `doc` naming its unit ("word 3").
pub(crate) fn unit_at(
    doc: &Document,
    start: usize,
    end: usize,
    unit: &str,
    index: usize,
) -> Location {
    Location::unit(doc, Segment { start, end }, unit, index)
}

/// The fact for an output on which the official checker raises `exception` (`detail`
/// says on what): undecided, with why.
pub(crate) fn raised(
    required: impl Into<Requirement>,
    exception: &'static str,
    detail: &'static str,
) -> Fact {
    Fact::unknown(
        required,
        UndecidedReason::OfficialCheckerRaises { exception, detail },
    )
}

/// Python's `seq[start:end]` bounds for a sequence of `len` items.
pub(crate) fn py_slice(len: usize, start: i64, end: i64) -> std::ops::Range<usize> {
    let len = len as i64;
    let fix = |i: i64| if i < 0 { (i + len).max(0) } else { i.min(len) };
    let (s, e) = (fix(start), fix(end));
    if s >= e {
        0..0
    } else {
        s as usize..e as usize
    }
}

/// A string argument the official checker needs: present and not empty.
pub(crate) fn required_text(name: &str, value: Option<String>) -> Result<String, String> {
    match value {
        Some(v) if !v.is_empty() => Ok(v),
        _ => Err(format!(
            "`{name}` must be given (the official checker picks a random one)"
        )),
    }
}

pub(crate) const PREDICATES: &[PredicateInfo] = &[
    WordCountRange::INFO,
    UniqueWordCount::INFO,
    StopWordRatio::INFO,
    DeclarativeInterrogativeRatio::INFO,
    SentenceTypeBalance::INFO,
    ConjunctionCount::INFO,
    PersonNameCount::INFO,
    TrigramOverlap::INFO,
    NumberCount::INFO,
    AlphabetLoop::INFO,
    ThreeVowelParagraph::INFO,
    ConsonantClusters::INFO,
    AlliterationIncrement::INFO,
    Palindromes::INFO,
    PunctuationCover::INFO,
    NestedBrackets::INFO,
    NestedQuotes::INFO,
    PrimeWordLengths::INFO,
    AnswerOption::INFO,
    WordPerLine::INFO,
    EmojiSentenceEnd::INFO,
    EqualLengthSentences::INFO,
    NthWordJapanese::INFO,
    StartsWithVerb::INFO,
    WordRepeatLimit::INFO,
    KeywordInSentence::INFO,
    PronounCount::INFO,
    AlternatingSyllableParity::INFO,
    LastWordFirstNext::INFO,
    ParagraphFirstLastWord::INFO,
    SentenceWordIncrement::INFO,
    NoConsecutiveFirstLetter::INFO,
    IndentStairs::INFO,
    QuoteExplanation::INFO,
    CustomBullets::INFO,
    ItalicThesis::INFO,
    SubBullets::INFO,
    SentencesThenBullets::INFO,
    MultiplesOfSeven::INFO,
    MultipleChoiceQuestions::INFO,
    AfricaReverseList::INFO,
    WordReversedAnswer::INFO,
    CharacterReversedAnswer::INFO,
    AlphabetSentences::INFO,
    EuropeanCapitalsByLatitude::INFO,
    CsvCity::INFO,
    CsvSpecialCharacter::INFO,
    CsvQuotedTsv::INFO,
    NapoleonBattleDates::INFO,
    KeywordCounts::INFO,
    KeywordAtPosition::INFO,
    SecondWordKeyword::INFO,
    RepeatChangedFirstWord::INFO,
    RepeatSentence::INFO,
    RepeatSpan::INFO,
    TitleCase::INFO,
    OutputTemplate::INFO,
    NoWhitespace::INFO,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ifbench_type_is_in_the_catalog_once() {
        let mut ids: Vec<&str> = PREDICATES.iter().filter_map(|p| p.ifbench_id).collect();
        assert_eq!(ids.len(), 58);
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 58);
    }

    #[test]
    fn python_slices() {
        assert_eq!(py_slice(5, 1, 3), 1..3);
        assert_eq!(py_slice(5, -2, 10), 3..5);
        assert_eq!(py_slice(5, 4, 2), 0..0);
    }
}
