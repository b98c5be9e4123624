use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::pycompat::py_strip;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, Segment};

declare_predicate! {
    /// The response contains a Spanish question `¿…?` (or exclamation `¡…!`).
    ///
    /// # What it checks
    /// That the output has a question opened with `¿` and closed with `?` (or an
    /// exclamation opened with `¡` and closed with `!`) with some text between them.
    ///
    /// # Arguments
    /// - `mark`: `question` or `exclamation`.
    ///
    /// # How it counts
    /// As M-IFEval: the matches of `¿[^?]*\?` (`¡[^!]*!`), which may span lines; one
    /// counts when, without its leading `¿` (`¡`) marks, its closing mark and surrounding
    /// whitespace, something is left.
    ///
    /// # Example
    /// `{"predicate": "inverted_marks", "args": {"mark": "question"}}` holds for
    /// "Hola. ¿Cómo estás?" (M-IFEval `es:punctuation:question_marks`).
    #[derive(Debug)]
    pub struct InvertedMarks {
        open: char,
        question: bool,
    }
    name = "inverted_marks"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    mark: Mark,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
enum Mark {
    Question,
    Exclamation,
}

impl FromArgs for InvertedMarks {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let question = matches!(a.mark, Mark::Question);
        Ok(InvertedMarks {
            open: if question { '¿' } else { '¡' },
            question,
        })
    }
}

impl InvertedMarks {
    fn find(&self, text: &str) -> Option<Segment> {
        static Q: OnceLock<Regex> = OnceLock::new();
        static E: OnceLock<Regex> = OnceLock::new();
        let re = if self.question {
            super::cached(&Q, r"¿[^?]*\?")
        } else {
            super::cached(&E, r"¡[^!]*!")
        };
        super::segments(re, text).into_iter().find(|s| {
            let m = &text[s.start..s.end];
            let inner = m[..m.len() - 1].trim_start_matches(self.open);
            !py_strip(inner).is_empty()
        })
    }
}

impl Predicate for InvertedMarks {
    fn check(&self, doc: &Document) -> Fact {
        let found = self.find(doc.text());
        let (required, label) = if self.question {
            ("a question between ¿ and ?", "question")
        } else {
            ("an exclamation between ¡ and !", "exclamation")
        };
        super::excerpt_fact(doc, found.is_some(), required, label, found, "none found")
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn needs_text_between_the_marks() {
        let q = compiled("inverted_marks", &json!({"mark": "question"}), false);
        assert!(q.holds(&Document::new("Hola. ¿Cómo\nestás?")));
        assert!(!q.holds(&Document::new("¿ ? ¿¿? Cómo estás?")));
        let e = compiled("inverted_marks", &json!({"mark": "exclamation"}), false);
        assert!(e.holds(&Document::new("¡Qué bien!")));
        assert!(!e.holds(&Document::new("Qué bien!")));
    }
}
