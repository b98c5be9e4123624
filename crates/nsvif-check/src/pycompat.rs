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

/// `s.lower()`, with, for every byte offset of the lowercased text that starts a
/// character's mapping, the byte offset of that character in `s` (plus the end).
pub(crate) fn lower_with_offsets(s: &str) -> (String, Vec<(usize, usize)>) {
    let lower = s.to_lowercase();
    // `to_lowercase` maps character by character except for the final sigma, whose two
    // forms have the same UTF-8 length, so walking both strings in step stays aligned.
    let mut map = Vec::with_capacity(s.len() + 1);
    let mut at = 0;
    for (i, c) in s.char_indices() {
        map.push((at, i));
        at += c.to_lowercase().map(char::len_utf8).sum::<usize>();
    }
    map.push((lower.len(), s.len()));
    (lower, map)
}

/// The original byte offset for a byte offset of the lowercased text (rounded down to the
/// character it belongs to).
pub(crate) fn original_offset(map: &[(usize, usize)], lowered: usize) -> usize {
    let i = map.partition_point(|&(l, _)| l <= lowered).max(1);
    map[i - 1].1
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
    fn lowercase_offsets_map_back() {
        let (lower, map) = lower_with_offsets("AİB");
        assert_eq!(lower, "ai\u{307}b");
        assert_eq!(original_offset(&map, lower.find('b').unwrap()), 3);
        assert_eq!(original_offset(&map, lower.len()), 4);
        assert_eq!(original_offset(&map, 2), 1, "inside İ's mapping");
    }
}
