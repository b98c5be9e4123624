//! Keyword predicates: words that must appear, how often, words that must not, letters.

mod forbidden_words;
mod include_keywords;
mod keyword_frequency;
mod letter_frequency;

pub use forbidden_words::ForbiddenWords;
pub use include_keywords::IncludeKeywords;
pub use keyword_frequency::KeywordFrequency;
pub use letter_frequency::LetterFrequency;

use regex::{Regex, RegexBuilder};

use crate::{PredicateInfo, Segment};

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
    re: Regex,
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
        let build = |pattern: &str| {
            RegexBuilder::new(pattern)
                .case_insensitive(true)
                .size_limit(1 << 20)
                .build()
        };
        let escaped = regex::escape(text);
        let re = match matching {
            Matching::Substring | Matching::WholeWord => build(&escaped),
            Matching::WordBoundaries => build(&format!(r"\b{escaped}\b")),
        }
        .map_err(|e| format!("keyword `{text}`: {e}"))?;
        Ok(Keyword {
            text: text.to_string(),
            re,
            matching,
        })
    }

    /// Every non-overlapping occurrence, left to right.
    pub(crate) fn find_all(&self, text: &str) -> Vec<Segment> {
        let mut out = Vec::new();
        let mut at = 0;
        while at <= text.len() {
            let Some(m) = self.re.find_at(text, at) else {
                break;
            };
            let next_char = |i: usize| text[i..].chars().next().map_or(1, char::len_utf8);
            let end = if self.matching == Matching::WholeWord {
                match whole_word_end(text, m.start(), m.end()) {
                    Some(end) => end,
                    None => {
                        at = m.start() + next_char(m.start());
                        continue;
                    }
                }
            } else {
                m.end()
            };
            out.push(Segment {
                start: m.start(),
                end,
            });
            at = if end > m.start() {
                end
            } else {
                end + next_char(end)
            };
        }
        out
    }

    /// The first occurrence.
    pub(crate) fn find(&self, text: &str) -> Option<Segment> {
        if self.matching != Matching::WholeWord {
            return self.re.find(text).map(|m| Segment {
                start: m.start(),
                end: m.end(),
            });
        }
        self.find_all(text).into_iter().next()
    }
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

    #[test]
    fn matching_modes() {
        let text = "The category of cats; C++, c++11 and CAT.";
        let sub = Keyword::new("cat", Matching::Substring).unwrap();
        assert_eq!(sub.find_all(text).len(), 3, "category, cats, CAT");
        let b = Keyword::new("cat", Matching::WordBoundaries).unwrap();
        assert_eq!(b.find_all(text).len(), 1, "CAT");
        let whole = Keyword::new("cat", Matching::WholeWord).unwrap();
        let found: Vec<&str> = whole
            .find_all(text)
            .iter()
            .map(|s| &text[s.start..s.end])
            .collect();
        assert_eq!(
            found,
            ["cats", "CAT"],
            "a plural counts, a longer word does not"
        );
        let boxes = Keyword::new("box", Matching::WholeWord).unwrap();
        assert_eq!(boxes.find_all("Boxes, a box, boxer, sandbox").len(), 2);
        let cpp = Keyword::new("C++", Matching::WholeWord).unwrap();
        assert_eq!(
            cpp.find_all(text).len(),
            2,
            "a `+` edge has no word boundary to respect: c++11 counts"
        );
        let cpp = Keyword::new("C++", Matching::WordBoundaries).unwrap();
        assert!(
            cpp.find("I like C++.").is_none(),
            "no \\b between `+` and `.`"
        );
        let dot = Keyword::new("a.c", Matching::Substring).unwrap();
        assert!(dot.find("abc").is_none(), "taken literally");
        assert!(Keyword::new(" ", Matching::Substring).is_err());
    }
}
