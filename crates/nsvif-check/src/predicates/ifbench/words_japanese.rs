use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate, Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// Every `N`th word is Japanese.
    ///
    /// # What it checks
    /// That every `N`th whitespace-separated word contains Japanese (kana or CJK ideographs).
    ///
    /// # Arguments
    /// - `N`: the period, at least 1.
    ///
    /// # How it counts
    /// Words are whitespace pieces stripped of ASCII punctuation; an empty or all-digit word is skipped. Japanese is a character in U+3040..U+30FF or U+4E00..U+9FFF.
    ///
    /// # Example
    /// `{"predicate": "nth_word_japanese", "args": {"N": 3}}` (IFBench `count:words_japanese`).
    #[derive(Debug)]
    pub struct NthWordJapanese {
        n: i64,
    }
    name = "nth_word_japanese", ifbench = "count:words_japanese"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for NthWordJapanese {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(NthWordJapanese {
            n: super::at_least("N", a.n, 1)?,
        })
    }
}

impl Predicate for NthWordJapanese {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = Requirement::Around {
            before: "every word",
            value: Detail::Number(self.n),
            after: "in Japanese",
        };
        let japanese = |c: char| {
            ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c)
        };
        for (i, (at, piece)) in crate::nlp::py_split(text).enumerate() {
            let word = t::strip_punct(piece);
            if (i as i64 + 1) % self.n == 0
                && !word.is_empty()
                && !t::py_isdigit(word)
                && !word.chars().any(japanese)
            {
                let loc = super::unit_at(doc, at, at + piece.len(), "word", i + 1);
                let finding = Finding::Unit {
                    unit: "word",
                    index: i + 1,
                    text: Some(word.to_string()),
                    problem: "is not Japanese",
                    detail: None,
                };
                return Fact::property(false, required, finding).at(loc);
            }
        }
        let finding = Finding::Phrase("every such word is Japanese");
        Fact::property(true, required, finding)
    }
}
