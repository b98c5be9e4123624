//! Python string semantics the official IFEval checker relies on, for faithful ports.
//!
//! - Python's `str.isspace()`, `str.strip()` and `re`'s `\s` (on `str` patterns) use the
//!   same whitespace set: Unicode `White_Space` plus the four ASCII separators
//!   U+001C..U+001F, which Rust's `char::is_whitespace`, `str::trim` and `regex`'s `\s` leave
//!   out.
//! - `str.lower()` is the full Unicode lowercase mapping, like Rust's `str::to_lowercase`;
//!   [`lower_with_offsets`] keeps the way back to the original byte offsets.

/// Python's `re` `\s` as a `regex` character class.
pub(crate) const PY_SPACE: &str = r"[\s\x1C-\x1F]";

/// Python's `str.isspace()` for one character.
pub(crate) fn py_isspace(c: char) -> bool {
    c.is_whitespace() || ('\x1C'..='\x1F').contains(&c)
}

/// Python's `s.strip()`.
pub(crate) fn py_strip(s: &str) -> &str {
    s.trim_matches(py_isspace)
}

/// Python's `s.rstrip()`.
pub(crate) fn py_rstrip(s: &str) -> &str {
    s.trim_end_matches(py_isspace)
}

/// The byte range of `s.strip()` inside `s`.
pub(crate) fn strip_range(s: &str) -> std::ops::Range<usize> {
    let start = s.len() - s.trim_start_matches(py_isspace).len();
    let end = s.trim_end_matches(py_isspace).len().max(start);
    start..end
}

/// How the byte offsets of a lowercased text map back to the original: only where the
/// two drift apart (a character whose lower case has another UTF-8 length or several
/// characters, rare outside a few scripts), so the map of a 50 MB ASCII output is empty instead of 16 bytes per
/// character (issue #18).
#[derive(Debug, Clone, Default)]
pub(crate) struct LowerMap {
    /// `(lowered start, original start, lowered end, original end)` of each character
    /// whose lower case has another byte length or several characters, in order.
    changed: Vec<(usize, usize, usize, usize)>,
}

/// `s.lower()`, with the map from its byte offsets back to `s`.
pub(crate) fn lower_with_offsets(s: &str) -> (String, LowerMap) {
    let lower = s.to_lowercase();
    // `to_lowercase` maps character by character except for the final sigma, whose two
    // forms have the same UTF-8 length, so walking both strings in step stays aligned.
    let mut changed = Vec::new();
    let mut at = 0;
    for (i, c) in s.char_indices() {
        let (len, chars) = if c.is_ascii() {
            (1, 1)
        } else {
            c.to_lowercase()
                .fold((0, 0), |(len, n), l| (len + l.len_utf8(), n + 1))
        };
        // A character that lowers to several (İ to i and a combining dot) has offsets
        // inside its mapping that are no offset of the original, even at the same length.
        if len != c.len_utf8() || chars > 1 {
            changed.push((at, i, at + len, i + c.len_utf8()));
        }
        at += len;
    }
    (lower, LowerMap { changed })
}

/// The original byte offset for a byte offset of the lowercased text (rounded down to the
/// character it belongs to).
pub(crate) fn original_offset(map: &LowerMap, lowered: usize) -> usize {
    let i = map.changed.partition_point(|&(ls, ..)| ls <= lowered);
    match i.checked_sub(1).map(|i| map.changed[i]) {
        None => lowered,
        // Inside the mapping of a character that changed length: that character.
        Some((_, os, le, _)) if lowered < le => os,
        Some((_, _, le, oe)) => oe + (lowered - le),
    }
}

/// A byte offset of `s` from which its suffix lowercases exactly as it does inside `s`,
/// holding at least its last `chars` characters: just after a whitespace character, which
/// is neither cased nor case-ignorable, so the final-sigma rule (the one context-dependent
/// mapping) sees the same context on both sides of it. 0 when no whitespace comes early
/// enough. Why: an ending compared in lower case needs the end of a 50 MB output lowered,
/// not all of it with a 16-byte offset per character (issue #18).
pub(crate) fn lowering_tail(s: &str, chars: usize) -> usize {
    let Some((at, _)) = s.char_indices().rev().nth(chars) else {
        return 0;
    };
    s[..at]
        .char_indices()
        .rev()
        .find(|(_, c)| c.is_whitespace())
        .map_or(0, |(i, c)| i + c.len_utf8())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_whitespace_includes_the_ascii_separators() {
        assert!(py_isspace('\x1C') && py_isspace('\u{3000}') && py_isspace('\u{85}'));
        assert!(!py_isspace('\u{200B}') && !py_isspace('\u{FEFF}'));
        assert_eq!(py_strip("\x1F a b\u{a0}\r\n"), "a b");
        assert_eq!(strip_range("  ab "), 2..4);
        assert_eq!(strip_range("   "), 3..3);
        let re = regex::Regex::new(&format!("^{PY_SPACE}+$")).unwrap();
        assert!(re.is_match("\x1D\t \u{2029}"));
    }

    #[test]
    fn a_lowering_tail_lowers_as_the_whole_does() {
        for s in [
            "ΑΣ ΑΣ",
            "abc ΟΔΟΣ. Σ",
            "no space at all",
            "a b c d e f",
            "x  ΣΣ  y",
        ] {
            for chars in 0..s.chars().count() + 2 {
                let from = lowering_tail(s, chars);
                assert!(s[from..].chars().count() >= chars.min(s.chars().count()));
                let whole = s.to_lowercase();
                assert!(
                    whole.ends_with(&s[from..].to_lowercase()),
                    "{s:?} from {from}"
                );
            }
        }
    }

    #[test]
    fn the_sparse_map_agrees_with_a_map_per_character() {
        for s in ["AİB", "Éé ΑΣ. \u{212A}elvin ẞ x", "plain ascii", "İİ İ", ""] {
            let (lower, map) = lower_with_offsets(s);
            // The reference: every character's lowered start, and the end.
            let mut starts = vec![];
            let mut at = 0;
            for (i, c) in s.char_indices() {
                starts.push((at, i));
                at += c.to_lowercase().map(char::len_utf8).sum::<usize>();
            }
            starts.push((lower.len(), s.len()));
            for (l, _) in lower.char_indices().chain([(lower.len(), ' ')]) {
                let i = starts.partition_point(|&(ls, _)| ls <= l).max(1);
                assert_eq!(original_offset(&map, l), starts[i - 1].1, "{s:?} at {l}");
            }
        }
    }

    #[test]
    fn lowercase_offsets_map_back() {
        let (lower, map) = lower_with_offsets("AİB");
        assert_eq!(lower, "ai\u{307}b");
        assert_eq!(original_offset(&map, lower.find('b').unwrap()), 3);
        assert_eq!(original_offset(&map, lower.len()), 4);
        assert_eq!(original_offset(&map, 2), 1, "inside İ's mapping");
    }
}
