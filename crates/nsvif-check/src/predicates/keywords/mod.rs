//! Keyword predicates: words that must appear, how often, words that must not, letters.

mod forbidden_words;
mod include_keywords;
mod keyword_frequency;
mod letter_frequency;

pub use forbidden_words::ForbiddenWords;
pub use include_keywords::IncludeKeywords;
pub use keyword_frequency::KeywordFrequency;
pub use letter_frequency::LetterFrequency;

use std::sync::OnceLock;

use regex::{Regex, RegexBuilder};

use crate::{Document, PredicateInfo, Segment};

pub(crate) const PREDICATES: &[PredicateInfo] = &[
    IncludeKeywords::INFO,
    KeywordFrequency::INFO,
    ForbiddenWords::INFO,
    LetterFrequency::INFO,
];

/// How a keyword is found in the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Matching {
    /// IFEval's `keywords:existence`/`frequency`: anywhere, case-insensitive, so "cat" is
    /// found in "category".
    Substring,
    /// IFEval's `keywords:forbidden_words`: between `\b` word boundaries, case-insensitive.
    WordBoundaries,
    /// The fix: the keyword as literal text, case-insensitive, not inside a longer word
    /// (an edge that is a letter, digit or `_` must not touch another one) but with an
    /// optional plural ending `s`/`es`: "cat" is found in "cats" and not in "category",
    /// "C++" is found in "C++,".
    WholeWord,
}

/// A compiled keyword.
#[derive(Debug)]
pub(crate) struct Keyword {
    pub text: String,
    /// The keyword lowercased, when it is ASCII: found by a byte search in the document's
    /// ASCII-folded text, which is what a case-insensitive regex matches there, without
    /// compiling one per keyword (compiling was most of the time of a check).
    ascii_lower: Option<String>,
    /// The case-insensitive regex, compiled on first use: for a non-ASCII keyword, or a text
    /// with a character whose case folding is ASCII.
    re: OnceLock<Result<Regex, String>>,
    matching: Matching,
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

impl Keyword {
    /// Compiles `text`, taken literally. (IFEval pastes the keyword into a regular
    /// expression unescaped; no IFEval keyword has a regex metacharacter, and for one that
    /// had, the literal reading is what the instruction means.) An empty keyword is an
    /// error: it would match everywhere.
    pub(crate) fn new(text: &str, matching: Matching) -> Result<Keyword, String> {
        if text.trim().is_empty() {
            return Err("a keyword must not be empty".into());
        }
        let keyword = Keyword {
            text: text.to_string(),
            ascii_lower: text.is_ascii().then(|| text.to_ascii_lowercase()),
            re: OnceLock::new(),
            matching,
        };
        if keyword.ascii_lower.is_none() {
            keyword.regex()?;
        }
        Ok(keyword)
    }

    fn regex(&self) -> Result<&Regex, String> {
        self.re
            .get_or_init(|| {
                let escaped = regex::escape(&self.text);
                let pattern = match self.matching {
                    Matching::Substring | Matching::WholeWord => escaped,
                    Matching::WordBoundaries => format!(r"\b{escaped}\b"),
                };
                RegexBuilder::new(&pattern)
                    .case_insensitive(true)
                    .size_limit(1 << 20)
                    .build()
                    .map_err(|e| format!("keyword `{}`: {e}", self.text))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The leftmost occurrence that starts at or after `at`, before the whole-word rule.
    fn find_at(&self, doc: &Document, at: usize) -> Option<Segment> {
        let text = doc.text();
        if let Some(needle) = self.ascii_lower.as_ref().filter(|_| doc.ascii_foldable()) {
            let mut from = at;
            while let Some(start) = doc.find_ascii_ignore_case(needle.as_bytes(), from) {
                let end = start + needle.len();
                if self.matching != Matching::WordBoundaries || word_boundaries(text, start, end) {
                    return Some(Segment { start, end });
                }
                // An ASCII needle starts on a char boundary; the next one is a byte on.
                from = start + 1;
            }
            return None;
        }
        // A keyword that compiled once cannot fail to compile: `new` built it.
        let re = self.regex().ok()?;
        re.find_at(text, at).map(|m| Segment {
            start: m.start(),
            end: m.end(),
        })
    }

    /// Every non-overlapping occurrence, left to right.
    pub(crate) fn find_all(&self, doc: &Document) -> Vec<Segment> {
        let text = doc.text();
        let mut out = Vec::new();
        let mut at = 0;
        while at <= text.len() {
            let Some(m) = self.find_at(doc, at) else {
                break;
            };
            let next_char = |i: usize| text[i..].chars().next().map_or(1, char::len_utf8);
            let end = if self.matching == Matching::WholeWord {
                match whole_word_end(text, m.start, m.end) {
                    Some(end) => end,
                    None => {
                        at = m.start + next_char(m.start);
                        continue;
                    }
                }
            } else {
                m.end
            };
            out.push(Segment {
                start: m.start,
                end,
            });
            at = if end > m.start {
                end
            } else {
                end + next_char(end)
            };
        }
        out
    }

    /// The first occurrence.
    pub(crate) fn find(&self, doc: &Document) -> Option<Segment> {
        if self.matching != Matching::WholeWord {
            return self.find_at(doc, 0);
        }
        self.find_all(doc).into_iter().next()
    }
}

/// Whether `\b` holds at both ends of `start..end`, as the regex crate reads it: a word
/// character (Unicode `\w`) on exactly one side.
fn word_boundaries(text: &str, start: usize, end: usize) -> bool {
    let is_word = |c: Option<char>| c.is_some_and(regex_syntax::is_word_character);
    let m = &text[start..end];
    is_word(text[..start].chars().next_back()) != is_word(m.chars().next())
        && is_word(m.chars().next_back()) != is_word(text[end..].chars().next())
}

/// Where a whole-word occurrence at `start..end` ends: an edge that is a word character
/// must not touch another one, except for a plural ending `s`/`es` ("cats", "boxes"),
/// which the occurrence then includes. `None` when it is part of a longer word.
fn whole_word_end(text: &str, start: usize, end: usize) -> Option<usize> {
    let m = &text[start..end];
    let before = text[..start].chars().next_back();
    let first = m.chars().next();
    if first.is_some_and(is_word_char) && before.is_some_and(is_word_char) {
        return None;
    }
    if !m.chars().next_back().is_some_and(is_word_char) {
        return Some(end);
    }
    let rest = &text[end..];
    ["", "s", "es"].iter().find_map(|suffix| {
        let head = rest.get(..suffix.len())?;
        let after = rest[suffix.len()..].chars().next();
        (head.eq_ignore_ascii_case(suffix) && !after.is_some_and(is_word_char))
            .then_some(end + suffix.len())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find_all(k: &Keyword, text: &str) -> Vec<Segment> {
        k.find_all(&Document::new(text))
    }

    #[test]
    fn matching_modes() {
        let text = "The category of cats; C++, c++11 and CAT.";
        let sub = Keyword::new("cat", Matching::Substring).unwrap();
        assert_eq!(find_all(&sub, text).len(), 3, "category, cats, CAT");
        let b = Keyword::new("cat", Matching::WordBoundaries).unwrap();
        assert_eq!(find_all(&b, text).len(), 1, "CAT");
        let whole = Keyword::new("cat", Matching::WholeWord).unwrap();
        let found: Vec<&str> = find_all(&whole, text)
            .iter()
            .map(|s| &text[s.start..s.end])
            .collect();
        assert_eq!(
            found,
            ["cats", "CAT"],
            "a plural counts, a longer word does not"
        );
        let boxes = Keyword::new("box", Matching::WholeWord).unwrap();
        assert_eq!(find_all(&boxes, "Boxes, a box, boxer, sandbox").len(), 2);
        let cpp = Keyword::new("C++", Matching::WholeWord).unwrap();
        assert_eq!(
            find_all(&cpp, text).len(),
            2,
            "a `+` edge has no word boundary to respect: c++11 counts"
        );
        let cpp = Keyword::new("C++", Matching::WordBoundaries).unwrap();
        assert!(
            cpp.find(&Document::new("I like C++.")).is_none(),
            "no \\b between `+` and `.`"
        );
        let dot = Keyword::new("a.c", Matching::Substring).unwrap();
        assert!(dot.find(&Document::new("abc")).is_none(), "taken literally");
        assert!(Keyword::new(" ", Matching::Substring).is_err());
    }

    /// The byte search over ASCII-folded text finds exactly what the case-insensitive
    /// regex finds, including next to non-ASCII letters and the two characters that fold
    /// to ASCII.
    #[test]
    fn ascii_search_agrees_with_the_regex() {
        let texts = [
            "Café CAFÉ cafe cafés",
            "The \u{212A}ing and the king: KING.",
            "Cla\u{17F}\u{17F} class CLASS",
            "naïve naive NAÏVE_naive 日本語naive",
            "x_cat cat_ cat1 1cat (cat) «cat»",
            "",
        ];
        let keywords = ["caf", "cafe", "king", "class", "s", "naive", "cat", "CAT"];
        for matching in [Matching::Substring, Matching::WordBoundaries] {
            for text in texts {
                for kw in keywords {
                    let k = Keyword::new(kw, matching).unwrap();
                    let by_regex: Vec<Segment> = k
                        .regex()
                        .unwrap()
                        .find_iter(text)
                        .map(|m| Segment {
                            start: m.start(),
                            end: m.end(),
                        })
                        .collect();
                    assert_eq!(
                        find_all(&k, text),
                        by_regex,
                        "{kw:?} in {text:?} ({matching:?})"
                    );
                }
            }
        }
    }
}
