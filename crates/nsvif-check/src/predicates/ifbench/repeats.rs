use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate, Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// No word is repeated more than `small_n` times.
    ///
    /// # What it checks
    /// That no word occurs more than `small_n` times.
    ///
    /// # Arguments
    /// - `small_n`: the maximum number of occurrences of a word.
    ///
    /// # How it counts
    /// Lowercased whitespace pieces after ASCII punctuation is removed.
    ///
    /// # Example
    /// `{"predicate": "word_repeat_limit", "args": {"small_n": 3}}` (IFBench `words:repeats`).
    #[derive(Debug)]
    pub struct WordRepeatLimit {
        small_n: i64,
    }
    name = "word_repeat_limit", ifbench = "words:repeats"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    small_n: i64,
}

impl FromArgs for WordRepeatLimit {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(WordRepeatLimit {
            small_n: super::at_least("small_n", a.small_n, 0)?,
        })
    }
}

impl Predicate for WordRepeatLimit {
    /// Stops at the first word counted more than `small_n` times (most texts repeat "the"
    /// early), without the finding.
    fn holds(&self, doc: &Document) -> bool {
        let text = t::lower(doc.text());
        let mut counts: foldhash::HashMap<std::borrow::Cow<str>, i64> =
            foldhash::HashMap::with_capacity_and_hasher(text.len() / 6, Default::default());
        for w in t::words_without_punct(&text) {
            let n = counts.entry(w).or_default();
            *n += 1;
            if *n > self.small_n {
                return false;
            }
        }
        true
    }

    fn check(&self, doc: &Document) -> Fact {
        let text = t::lower(doc.text());
        // Room for a word every six bytes: growing the map as words came was a third of
        // its cost.
        let mut counts: foldhash::HashMap<std::borrow::Cow<str>, i64> =
            foldhash::HashMap::with_capacity_and_hasher(text.len() / 6, Default::default());
        for w in t::words_without_punct(&text) {
            *counts.entry(w).or_default() += 1;
        }
        let required = Requirement::Around {
            before: "no word more than",
            value: Detail::Number(self.small_n),
            after: "times",
        };
        match counts
            .iter()
            .filter(|(_, &n)| n > self.small_n)
            .max_by_key(|(w, &n)| (n, std::cmp::Reverse(*w)))
        {
            Some((w, n)) => {
                let finding = Finding::Repeated {
                    item: w.to_string(),
                    times: *n,
                };
                Fact::property(false, required, finding)
            }
            None => Fact::property(
                true,
                required,
                Finding::Phrase("no word repeated too often"),
            ),
        }
    }
}
