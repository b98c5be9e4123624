use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate, Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// The response has between `min_words` and `max_words` words.
    ///
    /// # What it checks
    /// That the number of words is at least `min_words` and at most `max_words`.
    ///
    /// # Arguments
    /// - `min_words`, `max_words`: the inclusive bounds.
    ///
    /// # How it counts
    /// A word is a run of Python `\w` characters (NLTK's `RegexpTokenizer(r"\w+")`): "don't" is two words.
    ///
    /// # Example
    /// `{"predicate": "word_count_range", "args": {"min_words": 100, "max_words": 110}}` (IFBench `count:word_count_range`).
    #[derive(Debug)]
    pub struct WordCountRange {
        min_words: i64,
        max_words: i64,
    }
    name = "word_count_range", ifbench = "count:word_count_range"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    min_words: i64,
    max_words: i64,
}

impl FromArgs for WordCountRange {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(WordCountRange {
            min_words: super::at_least("min_words", a.min_words, 0)?,
            max_words: super::at_least("max_words", a.max_words, 0)?,
        })
    }
}

impl Predicate for WordCountRange {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let words = t::word_tokens(text);
        let n = words.len() as i64;
        let ok = self.min_words <= n && n <= self.max_words;
        let required = Requirement::Between {
            low: self.min_words,
            high: self.max_words,
            units: "words",
        };
        let at = (n > self.max_words)
            .then(|| words[self.max_words as usize])
            .map(|(s, e)| super::unit_at(doc, s, e, "word", self.max_words as usize + 1));
        let finding = Finding::Count {
            unit: Noun::new("word", "words"),
            got: n,
        };
        Fact::property(ok, required, finding).at_opt(at)
    }
}
