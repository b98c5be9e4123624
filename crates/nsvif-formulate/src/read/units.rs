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
/// "each …" or "every …" earlier in the sentence, whatever it names ("Each tip must be
/// under 20 words", "10 slogans, each under 6 words", "Each description should be
/// concise, limited to two sentences"): a count said of every one of some parts.
static EACH: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b(?:each|every)\b(?P<next>\s+[a-z-]+)?").expect("static regex"));

/// What "each"/"every" names when the count is still the whole response's: "each other",
/// "every response" (one response), "every time".
const EACH_NOT_A_PART: &[&str] = &[
    "other", "response", "answer", "reply", "output", "time", "day", "week", "year",
];

/// How far from a count [`per_unit`] looks for what owns it, in bytes.
const NEAR: usize = 400;

/// Whether the counted unit at `[start, end)` belongs to something else than the whole
/// response (a sentence, the title, words in capitals, each of several items).
pub(crate) fn per_unit(text: &Text, start: usize, end: usize) -> bool {
    let (s, e) = text.sentence_at(start);
    // What a unit's owner can be is within a few hundred bytes of its count: looking
    // further made one long sentence of many counts quadratic.
    let lower = &text.lower;
    let back = |from: usize| {
        let mut i = from.max(start.saturating_sub(NEAR));
        while !lower.is_char_boundary(i) {
            i += 1;
        }
        i
    };
    let mut ahead = e.max(end).min(end + NEAR);
    while !lower.is_char_boundary(ahead) {
        ahead -= 1;
    }
    let before = &lower[back(text.clause_start(start))..start];
    let after = &lower[end..ahead.max(end)];
    let sentence_before = &lower[back(s.min(start))..start];
    PER_UNIT_BEFORE.is_match(before)
        || PER_UNIT_AFTER.is_match(after)
        || EACH.captures_iter(sentence_before).any(|c| {
            let named_part = c
                .name("next")
                .is_none_or(|n| !EACH_NOT_A_PART.contains(&n.as_str().trim()));
            // "… each section starting with X, and the entire response should have 100
            // sentences": the whole response named again after it.
            named_part
                && !WHOLE_RESPONSE.is_match(&sentence_before[c.get(0).expect("match").end()..])
        })
}

/// The whole response named: "the entire response", "your answer", "in total".
static WHOLE_RESPONSE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:the|your)\s+(?:entire\s+|whole\s+|full\s+)?(?:response|answer|reply|output)|in\s+total|overall|altogether)\b")
        .expect("static regex")
});
