//! Text rules of the official IFEval checker, ported so nsvif counts as it does:
//! Python's `str` predicates ([`py_isupper`], [`py_islower`], …), NLTK's Punkt sentence
//! splitter with its English model ([`punkt`]), NLTK's word tokenizer ([`treebank`]) and
//! `langdetect` ([`lang`]).

// Python's whitespace, one definition for the whole crate.
pub(crate) use crate::pycompat::{py_isspace, py_rstrip, py_strip};

mod emoji_table;
pub(crate) mod ifbench;
mod ifbench_sentences;
pub(crate) mod ja_sentences;
pub(crate) mod lang;
pub(crate) mod punkt;
pub(crate) mod spacy_es;
pub(crate) mod treebank;
mod treebank_fast;

use std::sync::OnceLock;

use regex::Regex;

/// Titlecase letters (general category Lt): Python's `isupper()`/`islower()` reject them.
pub(crate) fn is_titlecase(c: char) -> bool {
    matches!(c,
        '\u{01C5}' | '\u{01C8}' | '\u{01CB}' | '\u{01F2}'
        | '\u{1F88}'..='\u{1F8F}' | '\u{1F98}'..='\u{1F9F}' | '\u{1FA8}'..='\u{1FAF}'
        | '\u{1FBC}' | '\u{1FCC}' | '\u{1FFC}')
}

/// Python's `str.isupper()`: at least one uppercase character and no lowercase or
/// titlecase one ("HELLO, WORLD 42" yes, "42" no, "ÀB" yes).
pub(crate) fn py_isupper(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if c.is_lowercase() || is_titlecase(c) {
            return false;
        }
        cased |= c.is_uppercase();
    }
    cased
}

/// Python's `str.islower()`: at least one lowercase character and no uppercase or
/// titlecase one.
pub(crate) fn py_islower(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if c.is_uppercase() || is_titlecase(c) {
            return false;
        }
        cased |= c.is_lowercase();
    }
    cased
}

/// Python's `str.split()` without arguments, with the byte offset of each piece.
pub(crate) fn py_split(s: &str) -> PySplit<'_> {
    PySplit { s, pos: 0 }
}

/// The iterator of [`py_split`]: a byte scan, since a dozen checkers split whole outputs
/// and decoding every character to ask `py_isspace` was a tenth of their time.
pub(crate) struct PySplit<'a> {
    s: &'a str,
    pos: usize,
}

impl PySplit<'_> {
    /// The byte length of the whitespace character at `at`, or 0 when there is none.
    #[inline]
    fn space_at(&self, at: usize) -> usize {
        let b = self.s.as_bytes()[at];
        match b {
            // ASCII: `\t\n\x0b\x0c\r`, the four separators U+001C..U+001F and the space.
            b'\t'..=b'\r' | 0x1C..=0x20 => 1,
            0..=0x7F => 0,
            // Only these lead bytes begin a non-ASCII whitespace character (U+0085,
            // U+00A0, U+1680, U+2000..U+205F, U+3000); other bytes need no decoding.
            0xC2 | 0xE1 | 0xE2 | 0xE3 => match self.s[at..].chars().next() {
                Some(c) if py_isspace(c) => c.len_utf8(),
                _ => 0,
            },
            _ => 0,
        }
    }
}

impl<'a> Iterator for PySplit<'a> {
    type Item = (usize, &'a str);

    #[inline]
    fn next(&mut self) -> Option<(usize, &'a str)> {
        let (s, b) = (self.s, self.s.as_bytes());
        let n = b.len();
        let mut i = self.pos;
        loop {
            if i >= n {
                self.pos = n;
                return None;
            }
            match self.space_at(i) {
                0 => break,
                k => i += k,
            }
        }
        let start = i;
        // Not whitespace: step one byte (a continuation byte is never a lead byte above).
        i += 1;
        loop {
            i = next_maybe_space(b, i);
            if i >= n {
                self.pos = n;
                return Some((start, &s[start..n]));
            }
            match self.space_at(i) {
                0 => i += 1,
                k => {
                    self.pos = i + k;
                    return Some((start, &s[start..i]));
                }
            }
        }
    }
}

/// The first byte at or after `i` that may begin whitespace (ASCII up to the space, or
/// not ASCII), else the length: eight bytes a step, as words are mostly printable ASCII.
#[inline]
fn next_maybe_space(b: &[u8], mut i: usize) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    while let Some(chunk) = b.get(i..i + 8) {
        let x = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // A byte's high bit is set when it is 0x80 or more, or below 0x21 (the
        // subtraction borrows); a borrow only reaches the bytes after a flagged one, so
        // the lowest flag is exact.
        let flags = (x.wrapping_sub(0x2121_2121_2121_2121) | x) & HIGH;
        if flags != 0 {
            return i + (flags.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < b.len() && (0x21..0x80).contains(&b[i]) {
        i += 1;
    }
    i
}

/// Python's `\w` for one character: a letter, a number (any `N*` category) or `_`.
/// Unlike Rust's `\w`, combining marks are not word characters.
pub(crate) fn py_is_word(c: char) -> bool {
    static WORD: OnceLock<Regex> = OnceLock::new();
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    let mut buf = [0u8; 4];
    WORD.get_or_init(|| Regex::new(r"^[\p{L}\p{N}_]$").expect("static regex"))
        .is_match(c.encode_utf8(&mut buf))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn py_split_matches_the_char_by_char_split() {
        // Every whitespace kind, lead bytes shared with non-space characters (U+00E9,
        // U+2014, U+3001), multi-byte words and empty pieces, in generated mixtures.
        let parts = [
            "a",
            " ",
            "\t",
            "\n",
            "\r\n",
            "\x0b",
            "\x0c",
            "\x1c",
            "\x1f",
            "\u{85}",
            "\u{a0}",
            "\u{1680}",
            "\u{2000}",
            "\u{200a}",
            "\u{2028}",
            "\u{202f}",
            "\u{205f}",
            "\u{3000}",
            "é",
            "\u{2014}",
            "\u{3001}",
            "\u{200b}",
            "word",
            "日本",
            "\u{1f600}",
            ".",
        ];
        let mut seed = 7u64;
        for _ in 0..20_000 {
            let mut s = String::new();
            for _ in 0..(seed % 24) {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                s.push_str(parts[(seed >> 33) as usize % parts.len()]);
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let want: Vec<(usize, &str)> = s
                .split(py_isspace)
                .filter(|p| !p.is_empty())
                .map(|p| (p.as_ptr() as usize - s.as_ptr() as usize, p))
                .collect();
            assert_eq!(py_split(&s).collect::<Vec<_>>(), want, "{s:?}");
        }
    }

    #[test]
    fn python_case_predicates() {
        assert!(py_isupper("HELLO, WORLD 42"));
        assert!(py_isupper("ÀB-Ç"));
        assert!(!py_isupper("42 !"), "no cased character");
        assert!(!py_isupper("HELLo"));
        assert!(!py_isupper("Aǅ"), "titlecase is not upper");
        assert!(py_islower("hello, world 42"));
        assert!(!py_islower("..."));
        assert!(!py_islower("hello World"));
        assert!(py_islower("straße"));
    }

    #[test]
    fn python_whitespace_and_split() {
        assert!(py_isspace('\u{1f}') && py_isspace('\u{a0}') && !py_isspace('x'));
        assert_eq!(py_strip("\u{1c} a b \n"), "a b");
        let pieces: Vec<(usize, &str)> = py_split("  ab\u{a0}c  d").collect();
        assert_eq!(pieces, [(2, "ab"), (6, "c"), (9, "d")]);
    }

    #[test]
    fn python_word_characters() {
        assert!(py_is_word('a') && py_is_word('_') && py_is_word('é') && py_is_word('٣'));
        assert!(
            !py_is_word('\u{301}'),
            "a combining mark is not \\w in Python"
        );
        assert!(!py_is_word('-') && !py_is_word(' '));
    }
}

/// Punkt and `word_tokenize` against NLTK's own results on the 540 IFEval outputs
/// (`tests/data/nltk_reference.jsonl`, written by `tests/data/nltk_reference.py`).
#[cfg(test)]
mod nltk_reference {
    use std::path::PathBuf;

    use super::{punkt, py_isupper, treebank};

    #[test]
    fn punkt_and_word_tokenize_agree_with_nltk_on_the_ifeval_outputs() {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let data = dir.join("../../../shared/data/ifeval/ifeval_gpt4.vif.jsonl");
        let Ok(data) = std::fs::read_to_string(data) else {
            eprintln!("skipped: IFEval data not found");
            return;
        };
        let reference = std::fs::read_to_string(dir.join("tests/data/nltk_reference.jsonl"))
            .expect("reference file");
        let (mut n, mut same_spans, mut same_count, mut same_caps) = (0, 0, 0, 0);
        let mut diffs = Vec::new();
        for (rec, want) in data.lines().zip(reference.lines()) {
            let rec: serde_json::Value = serde_json::from_str(rec).unwrap();
            let want: serde_json::Value = serde_json::from_str(want).unwrap();
            assert_eq!(rec["id"], want["id"]);
            let text = rec["output"].as_str().unwrap();
            let spans = punkt::sentence_spans(text);
            let want_spans: Vec<(usize, usize)> =
                serde_json::from_value(want["sentences"].clone()).unwrap();
            let caps: Vec<String> = treebank::word_tokenize(text, &spans)
                .into_iter()
                .map(|t| t.text)
                .filter(|t| py_isupper(t))
                .collect();
            let want_caps: Vec<String> =
                serde_json::from_value(want["capital_words"].clone()).unwrap();
            n += 1;
            same_spans += usize::from(spans == want_spans);
            same_count += usize::from(spans.len() == want_spans.len());
            same_caps += usize::from(caps == want_caps);
            if spans != want_spans || caps != want_caps {
                diffs.push(format!(
                    "{}: sentences {} vs {}; capitals {caps:?} vs {want_caps:?}",
                    rec["id"],
                    spans.len(),
                    want_spans.len()
                ));
            }
        }
        eprintln!(
            "{n} outputs: same sentence spans {same_spans}, same sentence count {same_count}, same capital words {same_caps}"
        );
        assert!(diffs.is_empty(), "{diffs:#?}");
    }
}
