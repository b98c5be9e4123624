//! Unit patterns several families share: how paragraphs are named and separated, and
//! what makes a count belong to a part of the response ("per sentence", "in the title")
//! rather than to the whole.

use std::sync::LazyLock;

use super::pattern::{regex, Regex};
use super::Text;

/// "4 paragraphs" (blank-line paragraphs when there is no divider).
pub(crate) static PARAGRAPHS: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^\s*-?\s*paragraphs?\b").expect("static regex"));

/// How blank-line paragraphs are described: "separated by two new lines", "double line
/// breaks", "\\n\\n".
pub(crate) static BLANK_LINE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"(?:two|2|double)\s+(?:new\s*-?\s*lines?|newlines?|line\s*-?\s*breaks?|returns?)|\\n\\n|blank\s+lines?")
        .expect("static regex")
});

/// What makes "N words" something other than the length of the whole response: words in
/// capitals (`capital_words`), or words per sentence, per section, in the title
/// (`sentence_length`, `subsections`).
pub(crate) static PER_UNIT_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"\b(?:each|every|per|any|all|no)\s+(?:of\s+the\s+|single\s+)?(?:sub-?)?(?:sentences?|paragraphs?|sections?|lines?|bullets?|bullet\s+points?|items?|points?|titles?|headings?|stanzas?|verses?|parts?|tweets?)\b|\b(?:the\s+)?(?:title|heading|subtitle|headline|slogan|tagline|name|first\s+sentence|last\s+sentence)\s+(?:should|must|has\s+to|needs?\s+to|can|cannot|may)\b",
    )
    .expect("static regex")
});
pub(crate) static PER_UNIT_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s*(?:per|in\s+each|for\s+each|in\s+every|in\s+the\s+title)\b|^\s*(?:long\s+)?each\s*(?:[.,;)]|$)")
        .expect("static regex")
});
/// Whether the counted unit at `[start, end)` belongs to something else than the whole
/// response (a sentence, the title, words in capitals).
pub(crate) fn per_unit(text: &Text, start: usize, end: usize) -> bool {
    let (_, e) = text.sentence_at(start);
    let before = &text.lower[text.clause_start(start)..start];
    let after = &text.lower[end..e.max(end)];
    PER_UNIT_BEFORE.is_match(before) || PER_UNIT_AFTER.is_match(after)
}
