use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Noun, Options, Predicate,
    Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// `keyword` is word `m` of sentence `n`.
    ///
    /// # What it checks
    /// That the `m`-th token of the `n`-th sentence is exactly `keyword`.
    ///
    /// # Arguments
    /// - `keyword`: the word.
    /// - `n`: the sentence, from 1.
    /// - `m`: the word, from 1.
    ///
    /// # How it counts
    /// Sentences by IFBench's regex splitter; tokens by NLTK's `word_tokenize` (Punkt, then Treebank) of that sentence, so punctuation marks are tokens; case-sensitive. Upstream: sentences by NLTK's `sent_tokenize`, tokens without a letter or digit skipped, cases ignored.
    ///
    /// # Example
    /// `{"predicate": "keyword_at_position", "args": {"keyword": "river", "n": 2, "m": 3}}` (IFBench `words:keywords_specific_position`).
    #[derive(Debug)]
    pub struct KeywordAtPosition {
        version: crate::IfbenchVersion,
        keyword: String,
        n: i64,
        m: i64,
    }
    name = "keyword_at_position", ifbench = "words:keywords_specific_position"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keyword: Option<String>,
    n: i64,
    m: i64,
}

impl FromArgs for KeywordAtPosition {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(KeywordAtPosition {
            version: options.ifbench_version,
            keyword: crate::nlp::py_strip(&super::required_text("keyword", a.keyword)?).to_string(),
            n: super::at_least("n", a.n, 1)?,
            m: super::at_least("m", a.m, 1)?,
        })
    }
}

impl Predicate for KeywordAtPosition {
    fn check(&self, doc: &Document) -> Fact {
        let required = Requirement::At {
            item: self.keyword.clone(),
            place: vec![("as word", self.m), ("of sentence", self.n)],
        };
        let sentences = doc.ifbench_sentences(self.version);
        let Some(sentence) = sentences.get(self.n as usize - 1) else {
            let finding = Finding::Count {
                unit: Noun::new("sentence", "sentences"),
                got: sentences.len() as i64,
            };
            return Fact::property(false, required, finding);
        };
        // `word_tokenize` is the Treebank tokens of each Punkt sentence in turn: those
        // after the one holding word m are not needed (all are when there are fewer).
        let upstream = self.version == crate::IfbenchVersion::Upstream;
        // Upstream counts only tokens with a letter or digit (`str.isalnum`).
        let is_word =
            |w: &String| !upstream || w.chars().any(|c| c != '_' && crate::nlp::py_is_word(c));
        let mut words: Vec<String> = Vec::new();
        for span in t::sentence_tokens(sentence) {
            words.extend(t::tokens_of(sentence, span).into_iter().filter(is_word));
            if words.len() >= self.m as usize {
                break;
            }
        }
        match words.get(self.m as usize - 1) {
            None => {
                let words = Detail::Count(Noun::new("word", "words"), words.len() as i64);
                let finding = Finding::Unit {
                    unit: "sentence",
                    index: self.n as usize,
                    text: None,
                    problem: "has",
                    detail: Some(words),
                };
                Fact::property(false, required, finding)
            }
            Some(w) => {
                let finding = Finding::Unit {
                    unit: "word",
                    index: self.m as usize,
                    text: None,
                    problem: "is",
                    detail: Some(Detail::Quoted(w.clone())),
                };
                let ok = if upstream {
                    t::lower(w) == t::lower(&self.keyword)
                } else {
                    *w == self.keyword
                };
                Fact::property(ok, required, finding)
            }
        }
    }
}
