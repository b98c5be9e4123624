//! Text rules of the official IFEval checker, ported so nsvif counts as it does:
//! Python's `str` predicates ([`py_isupper`], [`py_islower`], …), NLTK's Punkt sentence
//! splitter with its English model ([`punkt`]), NLTK's word tokenizer ([`treebank`]) and
//! `langdetect` ([`lang`]).

// Python's whitespace, one definition for the whole crate.
pub(crate) use crate::pycompat::{py_isspace, py_rstrip, py_strip};

mod emoji_table;
pub(crate) mod ifbench;
mod ifbench_sentences;
pub(crate) mod lang;
pub(crate) mod punkt;
pub(crate) mod treebank;

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
pub(crate) fn py_split(s: &str) -> impl Iterator<Item = (usize, &str)> {
    s.split(py_isspace)
        .filter(|piece| !piece.is_empty())
        .map(move |piece| (piece.as_ptr() as usize - s.as_ptr() as usize, piece))
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
