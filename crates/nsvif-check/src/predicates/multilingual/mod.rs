//! M-IFEval's own instruction types (French, Spanish, Japanese; lightblue-tech/M-IFEval,
//! shipped in lm-evaluation-harness as `m_ifeval`), one predicate per file, each a port of
//! its checker in `instructions/{es,fr,ja}_instructions.py` with the official semantics,
//! quirks included. The copies of IFEval types whose code is IFEval's map to IFEval's
//! predicates instead (`crate::mifeval`, docs/COMPATIBILITY.md, "M-IFEval").

mod accented_words;
mod bracket_highlight_count;
mod capitals_in_language;
mod character_count;
mod delimited_title;
mod end_phrase_localized;
mod forbidden_char;
mod french_sentence_count;
mod furigana;
mod informal_address;
mod inverted_marks;
mod ja_forbidden_words;
mod ja_include_words;
mod ja_sentence_count;
mod ja_word_frequency;
mod kana_frequency;
mod kana_only;
mod kanji_count;
mod kanji_section_count;
mod marker_bullet_count;
mod needs_tokenizer;
mod no_accents;
mod no_digits;
mod no_kana;
mod nominal_endings;
mod numbered_item_count;
mod paragraph_starts_with;
mod sentence_endings;
mod spanish_word_count;
mod starts_with_prompt;
mod wrapped_in_pair;

pub use accented_words::AccentedWords;
pub use bracket_highlight_count::BracketHighlightCount;
pub use capitals_in_language::CapitalsInLanguage;
pub use character_count::CharacterCount;
pub use delimited_title::DelimitedTitle;
pub use end_phrase_localized::EndPhraseLocalized;
pub use forbidden_char::ForbiddenChar;
pub use french_sentence_count::FrenchSentenceCount;
pub use furigana::Furigana;
pub use informal_address::InformalAddress;
pub use inverted_marks::InvertedMarks;
pub use ja_forbidden_words::JaForbiddenWords;
pub use ja_include_words::JaIncludeWords;
pub use ja_sentence_count::JaSentenceCount;
pub use ja_word_frequency::JaWordFrequency;
pub use kana_frequency::KanaFrequency;
pub use kana_only::KanaOnly;
pub use kanji_count::KanjiCount;
pub use kanji_section_count::KanjiSectionCount;
pub use marker_bullet_count::MarkerBulletCount;
pub use needs_tokenizer::NeedsTokenizer;
pub use no_accents::NoAccents;
pub use no_digits::NoDigits;
pub use no_kana::NoKana;
pub use nominal_endings::NominalEndings;
pub use numbered_item_count::NumberedItemCount;
pub use paragraph_starts_with::ParagraphStartsWith;
pub use sentence_endings::SentenceEndings;
pub use spanish_word_count::SpanishWordCount;
pub use starts_with_prompt::StartsWithPrompt;
pub use wrapped_in_pair::WrappedInPair;

use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::{Document, Fact, Finding, Location, PredicateInfo, Segment};

pub(crate) const PREDICATES: &[PredicateInfo] = &[
    InvertedMarks::INFO,
    MarkerBulletCount::INFO,
    EndPhraseLocalized::INFO,
    CapitalsInLanguage::INFO,
    ParagraphStartsWith::INFO,
    DelimitedTitle::INFO,
    WrappedInPair::INFO,
    ForbiddenChar::INFO,
    InformalAddress::INFO,
    NoAccents::INFO,
    AccentedWords::INFO,
    NoDigits::INFO,
    KanaFrequency::INFO,
    CharacterCount::INFO,
    NumberedItemCount::INFO,
    BracketHighlightCount::INFO,
    KanjiSectionCount::INFO,
    StartsWithPrompt::INFO,
    Furigana::INFO,
    KanjiCount::INFO,
    NoKana::INFO,
    KanaOnly::INFO,
    SentenceEndings::INFO,
    JaSentenceCount::INFO,
    FrenchSentenceCount::INFO,
    SpanishWordCount::INFO,
    JaIncludeWords::INFO,
    JaForbiddenWords::INFO,
    JaWordFrequency::INFO,
    NominalEndings::INFO,
    NeedsTokenizer::INFO,
];

/// The arguments of a type that takes none.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

/// A static pattern, compiled once.
fn cached(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("static regex"))
}

/// `text` without its quotations `「…」` and `『…』` (each within a line, shortest first,
/// the first kind removed before the second), as M-IFEval's Japanese sentence checkers
/// read it.
fn without_quotations(text: &str) -> String {
    static Q1: OnceLock<Regex> = OnceLock::new();
    static Q2: OnceLock<Regex> = OnceLock::new();
    let text = cached(&Q1, "「.*?」").replace_all(text, "");
    cached(&Q2, "『.*?』").replace_all(&text, "").into_owned()
}

/// The segments of `re`'s matches in `text`.
fn segments(re: &Regex, text: &str) -> Vec<Segment> {
    re.find_iter(text)
        .map(|m| Segment {
            start: m.start(),
            end: m.end(),
        })
        .collect()
}

/// A decided property, pointing at `seg` when there is one, showing its text.
fn excerpt_fact(
    doc: &Document,
    value: bool,
    required: &'static str,
    label: &'static str,
    seg: Option<Segment>,
    otherwise: &'static str,
) -> Fact {
    match seg {
        Some(seg) => Fact::property(
            value,
            required,
            Finding::Excerpt {
                label,
                text: doc.text()[seg.start..seg.end].to_string(),
            },
        )
        .at(Location::of(doc, seg)),
        None => Fact::property(value, required, Finding::Phrase(otherwise)),
    }
}

/// Python's `\w` for `str` patterns: `str.isalnum()` or `_` (letters and numbers of any
/// script; unlike Rust's `\w`, no combining marks).
const PY_WORD: &str = r"[\p{L}\p{N}_]";

/// The CJK ideographs M-IFEval's Japanese checkers call kanji: U+4E00..U+9FAF.
fn is_kanji(c: char) -> bool {
    ('\u{4E00}'..='\u{9FAF}').contains(&c)
}
