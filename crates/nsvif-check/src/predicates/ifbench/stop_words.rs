use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate, Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// Stop words are at most `percentage`% of the words.
    ///
    /// # What it checks
    /// That NLTK's English stop words make up no more than `percentage` percent of the words.
    ///
    /// # Arguments
    /// - `percentage`: the maximum share, in percent.
    ///
    /// # How it counts
    /// Words are `\w+` runs; a word is a stop word when its lowercase is in NLTK's English list. A response without words fails.
    ///
    /// # Example
    /// `{"predicate": "stop_word_ratio", "args": {"percentage": 40}}` (IFBench `ratio:stop_words`).
    #[derive(Debug)]
    pub struct StopWordRatio {
        percentage: f64,
    }
    name = "stop_word_ratio", ifbench = "ratio:stop_words"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    percentage: f64,
}

impl FromArgs for StopWordRatio {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.percentage < 0.0 {
            return Err(format!("`percentage` must be >= 0, got {}", a.percentage));
        }
        Ok(StopWordRatio {
            percentage: a.percentage,
        })
    }
}

impl Predicate for StopWordRatio {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let tokens = t::word_tokens(text);
        let words = tokens.len();
        let required = Requirement::Around {
            before: "at most",
            value: Detail::Percent(self.percentage),
            after: "stop words",
        };
        if words == 0 {
            return Fact::property(false, required, Finding::Phrase("no words"));
        }
        let stop = t::count_stopwords(text, &tokens);
        let share = (stop as f64 / words as f64) * 100.0;
        let finding = Finding::Share {
            part: "stop words",
            got: stop,
            whole: "words",
            of: words,
        };
        Fact::property(share <= self.percentage, required, finding)
    }
}
