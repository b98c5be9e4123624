//! Keyword lists as users write them: quoted items (`"a", "b" and "c"`, `['a', 'b']`) or
//! short unquoted items separated by commas, "and", "or". Shared by the families that
//! include and forbid keywords.

use std::sync::LazyLock;

use super::pattern::{regex, Regex};
use super::Text;

/// The items of a comma-separated list, trimmed, without a final period or empty items.
pub(crate) fn comma_items(list: &str) -> Vec<&str> {
    list.trim()
        .trim_end_matches('.')
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

/// A run of quoted items: `"a", "b" and "c"`, `['a', 'b']`.
pub(crate) const QUOTED_RUN: &str = r#"\[?\s*(?:"[^"\n]+"|“[^”\n]+”|'[^'\n]+'|‘[^’\n]+’)(?:\s*(?:,\s*(?:and\s+|or\s+)?|and|or|&)\s*(?:"[^"\n]+"|“[^”\n]+”|'[^'\n]+'|‘[^’\n]+’))*\s*\]?"#;

/// Where an unquoted list ends: the end of the sentence, or words that start the rest of
/// the clause ("in the response", "at least twice").
static LIST_END: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"[.;!?\n(]|\s(?:in|into|within|throughout|at|somewhere|once|twice|thrice|for|to|so|that|which|when|while|but|because|as|from|anywhere|each|every|more|less|fewer|exactly|no|not|should|must|may|can|cannot|can't|will|does|do|doesn't|don't|shouldn't|mustn't|is|are|appear\w*|times?)\b|\s+\d")
        .expect("static regex")
});

static ITEM: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#""([^"\n]+)"|“([^”\n]+)”|'([^'\n]+)'|‘([^’\n]+)’"#).expect("static regex")
});

/// The items of a keyword list at `start` of the original text, and where the list ends.
/// Quoted items if the list starts with a quote; otherwise words separated by commas,
/// "and", "or", each at most three words long (a longer item means this is not a list
/// of keywords but a sentence).
pub(crate) fn keyword_list(text: &Text, start: usize) -> Option<(Vec<String>, usize)> {
    static QUOTED: LazyLock<Regex> =
        LazyLock::new(|| regex(&format!("^{QUOTED_RUN}")).expect("static regex"));
    let rest = &text.raw[start..];
    if let Some(m) = QUOTED.find(rest) {
        let items: Vec<String> = ITEM
            .captures_iter(m.as_str())
            .filter_map(|c| {
                (1..=4)
                    .find_map(|i| c.get(i))
                    .map(|g| g.as_str().trim().to_string())
            })
            .filter(|s| !s.is_empty())
            .collect();
        let end = start + m.as_str().trim_end().len();
        return (!items.is_empty()).then_some((items, end));
    }
    let lower = &text.lower[start..];
    let end = LIST_END.find(lower).map_or(lower.len(), |m| m.start());
    // Items up to the first that is no keyword (more than three words: "…, and use the
    // word bird" ends the list before "and use").
    static SEPARATOR: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\s*(?:[,;&]\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)").expect("static regex")
    });
    let mut items = Vec::new();
    let mut last_end = 0;
    let mut pos = 0;
    let list = &rest[..end];
    for sep in SEPARATOR
        .find_iter(list)
        .map(|m| (m.start(), m.end()))
        .chain([(end, end)])
    {
        let item = list[pos..sep.0]
            .trim()
            .trim_matches(|c: char| !c.is_alphanumeric());
        if item.split_whitespace().count() > 3 {
            break;
        }
        if !item.is_empty() && !matches!(item, "etc" | "and" | "or") {
            items.push(item.to_string());
            last_end = sep.0;
        }
        pos = sep.1;
    }
    if items.is_empty() {
        return None;
    }
    Some((items, start + last_end))
}
