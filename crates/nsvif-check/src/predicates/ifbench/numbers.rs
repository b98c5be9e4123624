use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};
use serde::Deserialize;

declare_predicate! {
    /// The response has exactly `N` numbers.
    ///
    /// # What it checks
    /// That exactly `N` numbers occur.
    ///
    /// # Arguments
    /// - `N`: the required number of numbers.
    ///
    /// # How it counts
    /// ASCII punctuation is removed first (so 3.14 and 1,000 are one number each), then each run of decimal digits is a number.
    ///
    /// # Example
    /// `{"predicate": "number_count", "args": {"N": 3}}` (IFBench `count:numbers`).
    #[derive(Debug)]
    pub struct NumberCount {
        n: i64,
    }
    name = "number_count", ifbench = "count:numbers"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for NumberCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(NumberCount {
            n: super::at_least("N", a.n, 0)?,
        })
    }
}

impl Predicate for NumberCount {
    fn check(&self, doc: &Document) -> Fact {
        let stripped = t::remove_punct(doc.text());
        let n = stripped
            .split(|c: char| !t::is_decimal(c))
            .filter(|p| !p.is_empty())
            .count() as i64;
        Fact::count(n, Relation::Eq, self.n, Noun::new("number", "numbers"))
    }
}
