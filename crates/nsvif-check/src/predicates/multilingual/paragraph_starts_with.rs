use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat::py_strip;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response has N paragraphs and paragraph n starts with given words (M-IFEval's
    /// Spanish and Japanese rules).
    ///
    /// # What it checks
    /// That the output has `paragraphs` non-empty paragraphs (separated by `\n\n`) and
    /// that paragraph `nth` starts with `word`.
    ///
    /// # Arguments
    /// - `nth` (M-IFEval: `nth_paragraph`): the paragraph, from 1.
    /// - `word` (M-IFEval: `first_word`): the expected start, lowercased.
    /// - `paragraphs` (M-IFEval: `num_paragraphs`): the required number of paragraphs.
    /// - `match`: `words` (Spanish) or `prefix` (Japanese).
    ///
    /// # How it counts
    /// As M-IFEval: the pieces between `\n\n` are the paragraphs, the blank ones not
    /// counted, and paragraph `nth` is the `nth` piece, blank ones included. `words`: the
    /// first whitespace-separated words of the paragraph, each without ASCII punctuation
    /// and lowercased, must be the words of `word`. `prefix`: the paragraph, without leading
    /// `「` and then `『`, must start with `word` (case-sensitive, character for character).
    ///
    /// # Example
    /// `{"predicate": "paragraph_starts_with", "args": {"nth": 2, "word": "además",
    /// "paragraphs": 3, "match": "words"}}` (M-IFEval `es:length_constraints:nth_paragraph_first_word`).
    #[derive(Debug)]
    pub struct ParagraphStartsWith {
        nth: usize,
        word: String,
        paragraphs: i64,
        prefix: bool,
    }
    name = "paragraph_starts_with"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "nth_paragraph")]
    nth: i64,
    #[serde(alias = "first_word")]
    word: String,
    #[serde(alias = "num_paragraphs")]
    paragraphs: i64,
    #[serde(rename = "match")]
    how: How,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
enum How {
    Words,
    Prefix,
}

impl FromArgs for ParagraphStartsWith {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let paragraphs = args::at_least("paragraphs", a.paragraphs, 0)?;
        let nth = args::at_least("nth", a.nth, 1)?;
        if nth > paragraphs {
            return Err(format!("`nth` ({nth}) is past `paragraphs` ({paragraphs})"));
        }
        Ok(ParagraphStartsWith {
            nth: nth as usize,
            word: a.word.to_lowercase(),
            paragraphs,
            prefix: matches!(a.how, How::Prefix),
        })
    }
}

fn no_punctuation(word: &str) -> String {
    word.chars().filter(|c| !c.is_ascii_punctuation()).collect()
}

impl Predicate for ParagraphStartsWith {
    fn check(&self, doc: &Document) -> Fact {
        let pieces: Vec<&str> = doc.text().split("\n\n").collect();
        let count = pieces.iter().filter(|p| !py_strip(p).is_empty()).count() as i64;
        let required = crate::Requirement::At {
            item: self.word.clone(),
            place: vec![("start of paragraph", self.nth as i64)],
        };
        if self.nth as i64 > count || py_strip(pieces[self.nth - 1]).is_empty() {
            return Fact::property(false, required, Finding::Phrase("no such paragraph"));
        }
        let paragraph = py_strip(pieces[self.nth - 1]);
        let (starts, start) = if self.prefix {
            let p = paragraph.trim_start_matches('「').trim_start_matches('『');
            let n = self.word.chars().count();
            let start: String = p.chars().take(n).collect();
            (start == self.word, start)
        } else {
            let expected: Vec<&str> = crate::nlp::py_split(&self.word).map(|(_, w)| w).collect();
            let got: Vec<String> = crate::nlp::py_split(paragraph)
                .take(expected.len())
                .map(|(_, w)| no_punctuation(w).to_lowercase())
                .collect();
            (
                got.len() == expected.len() && got == expected,
                got.join(" "),
            )
        };
        let ok = starts && count == self.paragraphs;
        let finding = if starts {
            Finding::Count {
                unit: crate::Noun::new("paragraph", "paragraphs"),
                got: count,
            }
        } else {
            Finding::Excerpt {
                label: "start",
                text: start,
            }
        };
        Fact::property(ok, required, finding)
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn words_and_prefixes() {
        let es = compiled(
            "paragraph_starts_with",
            &json!({"nth_paragraph": 2, "first_word": "Sin embargo", "num_paragraphs": 2, "match": "words"}),
            false,
        );
        assert!(!es.holds(&Document::new("Uno.\n\nSinembargo, dos.")));
        assert!(es.holds(&Document::new("Uno.\n\n\"Sin embargo,\" dos.")));
        let ja = compiled(
            "paragraph_starts_with",
            &json!({"nth_paragraph": 1, "first_word": "桜", "num_paragraphs": 1, "match": "prefix"}),
            false,
        );
        assert!(ja.holds(&Document::new("「桜が咲いた。」")));
    }
}
