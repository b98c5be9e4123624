use serde::Deserialize;

use crate::nlp::{py_split, py_strip};
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Location, Noun, Options,
    Predicate, Requirement, Segment,
};

declare_predicate! {
    /// The n-th paragraph starts with a given word (and there are so many paragraphs).
    ///
    /// # What it checks
    /// That paragraph `nth` starts with `word`, ignoring case and quotes or punctuation
    /// attached to it, and, when `paragraphs` is given, that there are exactly that many
    /// paragraphs.
    ///
    /// # Arguments
    /// - `nth` (IFEval: `nth_paragraph`): which paragraph, from 1.
    /// - `word` (IFEval: `first_word`): the word it must start with.
    /// - `paragraphs` (IFEval: `num_paragraphs`, optional): the required number of
    ///   paragraphs, at least `nth`.
    ///
    /// # How it counts
    /// As IFEval counts: paragraphs are the pieces between two consecutive line breaks
    /// (`\n\n`); pieces that are only whitespace are not counted. The first word is the
    /// paragraph's first whitespace-separated token without leading `'` and `"`, cut at
    /// the first `.`, `,`, `?`, `!`, `'` or `"` ("Weekend's" reads as "weekend"). IFEval
    /// finds the n-th paragraph among all pieces, empty ones included, so three line
    /// breaks in a row make the next paragraph unreachable; with `ifeval_fixes` the n-th
    /// non-empty piece is used.
    ///
    /// # Example
    /// `{"predicate": "nth_paragraph_first_word", "args": {"nth": 2, "word": "however", "paragraphs": 4}}`
    /// (IFEval `length_constraints:nth_paragraph_first_word`).
    #[derive(Debug)]
    pub struct NthParagraphFirstWord {
        nth: usize,
        word: String,
        paragraphs: Option<usize>,
        fixes: bool,
    }
    name = "nth_paragraph_first_word", ifeval = "length_constraints:nth_paragraph_first_word"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "nth_paragraph")]
    nth: i64,
    #[serde(alias = "first_word")]
    word: String,
    #[serde(default, alias = "num_paragraphs")]
    paragraphs: Option<i64>,
}

impl FromArgs for NthParagraphFirstWord {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        if a.nth < 1 {
            return Err(format!("`nth` counts from 1, got {}", a.nth));
        }
        if let Some(p) = a.paragraphs {
            if p < a.nth {
                return Err(format!(
                    "`paragraphs` ({p}) must be at least `nth` ({})",
                    a.nth
                ));
            }
        }
        let word = a.word.trim().to_lowercase();
        if word.is_empty() || word.chars().any(char::is_whitespace) {
            return Err(format!("`word` must be one word, got {:?}", a.word));
        }
        Ok(NthParagraphFirstWord {
            nth: a.nth as usize,
            word,
            paragraphs: a.paragraphs.map(|p| p as usize),
            fixes: options.ifeval_fixes,
        })
    }
}

/// IFEval's first word of a paragraph and its span.
fn first_word(doc: &Document, paragraph: Segment) -> Option<(String, Segment)> {
    let text = doc.slice(paragraph);
    let (offset, token) = py_split(text).next()?;
    let stripped = token.trim_start_matches('\'').trim_start_matches('"');
    let start = paragraph.start + offset + (token.len() - stripped.len());
    let mut word = String::new();
    let mut end = start;
    for c in stripped.chars() {
        if matches!(c, '.' | ',' | '?' | '!' | '\'' | '"') {
            break;
        }
        word.extend(c.to_lowercase());
        end += c.len_utf8();
    }
    Some((word, Segment { start, end }))
}

enum Found {
    /// The paragraph and how many there are.
    Paragraph(Segment, usize),
    /// No n-th paragraph (or, officially, an empty piece in its place).
    Missing(usize),
}

impl NthParagraphFirstWord {
    fn find(&self, doc: &Document) -> Found {
        let text = doc.text();
        let mut pieces = Vec::new();
        let mut start = 0;
        // `str.split("\n\n")`: "\n\n\n" is one split and a "\n" left over.
        for (i, _) in text.match_indices("\n\n") {
            pieces.push(Segment { start, end: i });
            start = i + 2;
        }
        pieces.push(Segment {
            start,
            end: text.len(),
        });
        let non_empty: Vec<Segment> = pieces
            .iter()
            .copied()
            .filter(|p| !py_strip(doc.slice(*p)).is_empty())
            .collect();
        let n = non_empty.len();
        if self.nth > n {
            return Found::Missing(n);
        }
        let piece = if self.fixes {
            non_empty[self.nth - 1]
        } else {
            pieces[self.nth - 1]
        };
        if py_strip(doc.slice(piece)).is_empty() {
            return Found::Missing(n);
        }
        Found::Paragraph(crate::document::trim(text, piece), n)
    }

    fn count_ok(&self, n: usize) -> bool {
        !matches!(self.paragraphs, Some(p) if p != n)
    }
}

fn paragraphs() -> Noun {
    Noun::new("paragraph", "paragraphs")
}

impl Predicate for NthParagraphFirstWord {
    fn check(&self, doc: &Document) -> Fact {
        let required = Requirement::NthStarts {
            unit: "paragraph",
            index: self.nth as i64,
            of: self.paragraphs.map(|p| p as i64),
            word: self.word.clone(),
        };
        let (paragraph, n) = match self.find(doc) {
            Found::Missing(n) => {
                let finding = Finding::NoNth {
                    unit: paragraphs(),
                    index: self.nth,
                    count: n as i64,
                };
                return Fact::property(false, required, finding);
            }
            Found::Paragraph(p, n) => (p, n),
        };
        let (word, at) = first_word(doc, paragraph).unwrap_or((String::new(), paragraph));
        let ok = word == self.word && self.count_ok(n);
        let first = Finding::Unit {
            unit: "paragraph",
            index: self.nth,
            text: None,
            problem: "starts with",
            detail: Some(Detail::Quoted(word)),
        };
        let count = Finding::Count {
            unit: paragraphs(),
            got: n as i64,
        };
        let finding = Finding::Several(vec![first, count]);
        Fact::property(ok, required, finding).at(Location::unit(doc, at, "paragraph", self.nth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn compile_with(args: serde_json::Value, fixes: bool) -> Box<dyn Predicate> {
        crate::predicates::testing::compiled("nth_paragraph_first_word", &args, fixes)
    }

    #[test]
    fn checks_the_first_word_and_the_count() {
        let p = compile_with(
            json!({"nth_paragraph": 2, "first_word": "Weekend", "num_paragraphs": 3}),
            false,
        );
        let doc = Document::new("Intro.\n\n\"Weekend's here.\" Yes.\n\nEnd.");
        let fact = p.check(&doc);
        assert_eq!(fact.value, Some(true), "{}", fact.evidence);
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            doc.slice(Segment {
                start: loc.start,
                end: loc.end
            }),
            "Weekend"
        );
        assert_eq!(loc.unit.as_deref(), Some("paragraph 2"));
        let fact = p.check(&Document::new("Intro.\n\nWeekend.\n\nEnd.\n\nMore."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(
            fact.evidence.measured(),
            "paragraph 2 starts with \"weekend\", 4 paragraphs"
        );
        assert!(!p.holds(&Document::new("Intro.\n\nMonday.\n\nEnd.")));
        assert!(!p.holds(&Document::new("Intro.")));
    }

    #[test]
    fn the_count_is_optional() {
        let p = compile_with(json!({"nth": 1, "word": "hello"}), false);
        assert!(p.holds(&Document::new("Hello, world.\n\nMore.\n\nAnd more.")));
    }

    #[test]
    fn official_rule_indexes_empty_pieces_and_the_fix_skips_them() {
        let args = json!({"nth": 2, "word": "second", "paragraphs": 2});
        // Four line breaks: the pieces are "First.", "", "Second.".
        let doc = Document::new("First.\n\n\n\nSecond.");
        let official = compile_with(args.clone(), false).check(&doc);
        assert_eq!(official.value, Some(false));
        assert_eq!(
            official.evidence.measured(),
            "no paragraph 2 (2 paragraphs)"
        );
        assert_eq!(compile_with(args, true).check(&doc).value, Some(true));
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"nth": 0, "word": "a"}),
            json!({"nth": 3, "word": "a", "paragraphs": 2}),
            json!({"nth": 1, "word": ""}),
            json!({"nth": 1, "word": "two words"}),
            json!({"nth": 1}),
        ] {
            assert!(
                compile("nth_paragraph_first_word", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
