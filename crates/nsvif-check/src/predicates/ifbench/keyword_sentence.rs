use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate, Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// The `N`th sentence contains `word`.
    ///
    /// # What it checks
    /// That sentence `N` contains the keyword.
    ///
    /// # Arguments
    /// - `word`: the keyword.
    /// - `N`: the sentence, from 1.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them; the keyword is found case-insensitively, also inside longer words. Upstream: sentences by NLTK's `sent_tokenize`, the keyword only between `\b` boundaries.
    ///
    /// # Example
    /// `{"predicate": "keyword_in_sentence", "args": {"word": "river", "N": 2}}` (IFBench `sentence:keyword`).
    #[derive(Debug)]
    pub struct KeywordInSentence {
        version: crate::IfbenchVersion,
        word: String,
        n: i64,
    }
    name = "keyword_in_sentence", ifbench = "sentence:keyword"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    word: Option<String>,
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for KeywordInSentence {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(KeywordInSentence {
            version: options.ifbench_version,
            word: super::required_text("word", a.word)?.to_lowercase(),
            n: super::at_least("N", a.n, 1)?,
        })
    }
}

impl Predicate for KeywordInSentence {
    fn check(&self, doc: &Document) -> Fact {
        let sentences = doc.ifbench_sentences(self.version);
        let required = Requirement::At {
            item: self.word.clone(),
            place: vec![("in sentence", self.n)],
        };
        // Only sentence n is read: the ones after it need not be located.
        let mut located = t::located_sentences(doc.text(), sentences);
        let Some(s) = located.nth(self.n as usize - 1) else {
            let finding = Finding::Count {
                unit: Noun::new("sentence", "sentences"),
                got: sentences.len() as i64,
            };
            return Fact::property(false, required, finding);
        };
        let ok = match self.version {
            crate::IfbenchVersion::Frozen => t::lower(s.text).contains(&self.word),
            crate::IfbenchVersion::Upstream => t::has_bounded_ignore_case(s.text, &self.word),
        };
        let at =
            s.at.map(|a| super::unit_at(doc, a, a + s.text.len(), "sentence", self.n as usize));
        let finding = Finding::Unit {
            unit: "sentence",
            index: self.n as usize,
            text: None,
            problem: if ok { "has it" } else { "lacks it" },
            detail: None,
        };
        Fact::property(ok, required, finding).at_opt(at)
    }
}
