use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate, Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// Each sentence has exactly `small_n` more words than the previous one.
    ///
    /// # What it checks
    /// That the word counts of consecutive sentences grow by exactly `small_n`.
    ///
    /// # Arguments
    /// - `small_n`: the increment.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them; words are whitespace pieces after ASCII punctuation is removed.
    ///
    /// # Example
    /// `{"predicate": "sentence_word_increment", "args": {"small_n": 2}}` (IFBench `sentence:increment`).
    #[derive(Debug)]
    pub struct SentenceWordIncrement {
        version: crate::IfbenchVersion,
        small_n: i64,
    }
    name = "sentence_word_increment", ifbench = "sentence:increment"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    small_n: i64,
}

impl FromArgs for SentenceWordIncrement {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        Ok(SentenceWordIncrement {
            version: options.ifbench_version,
            small_n: super::at_least("small_n", a.small_n, 0)?,
        })
    }
}

impl Predicate for SentenceWordIncrement {
    fn check(&self, doc: &Document) -> Fact {
        let counts: Vec<i64> = doc
            .ifbench_sentences(self.version)
            .iter()
            .map(|s| t::count_words_without_punct(s) as i64)
            .collect();
        let required = Requirement::Around {
            before: "",
            value: Detail::Number(self.small_n),
            after: "more words in each sentence",
        };
        if counts.is_empty() {
            return super::raised(required, "IndexError", "no sentence");
        }
        let ok = counts.windows(2).all(|w| w[1] == w[0] + self.small_n);
        let finding = Finding::PerUnit {
            units: "sentences",
            values: counts,
            measure: "words",
        };
        Fact::property(ok, required, finding)
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}
