use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};
use serde::Deserialize;

declare_predicate! {
    /// The response uses at least `N` unique words.
    ///
    /// # What it checks
    /// That the number of distinct words is at least `N`.
    ///
    /// # Arguments
    /// - `N`: the minimum number of distinct words.
    ///
    /// # How it counts
    /// As the official checker: the lowercased response split on whitespace, each piece stripped of ASCII punctuation and spaces; a piece that is all punctuation counts as one (empty) word.
    ///
    /// # Example
    /// `{"predicate": "unique_word_count", "args": {"N": 50}}` (IFBench `count:unique_word_count`).
    #[derive(Debug)]
    pub struct UniqueWordCount {
        n: i64,
    }
    name = "unique_word_count", ifbench = "count:unique_word_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for UniqueWordCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(UniqueWordCount {
            n: super::at_least("N", a.n, 0)?,
        })
    }
}

impl Predicate for UniqueWordCount {
    /// Stops once `n` unique words are found.
    fn holds(&self, doc: &Document) -> bool {
        let Ok(need) = usize::try_from(self.n) else {
            return true;
        };
        if need == 0 {
            return true;
        }
        let lower = t::lower(doc.text());
        let mut unique: foldhash::HashSet<&str> =
            foldhash::HashSet::with_capacity_and_hasher(lower.len() / 6, Default::default());
        for (_, w) in crate::nlp::py_split(&lower) {
            unique.insert(t::strip_punct(w));
            if unique.len() >= need {
                return true;
            }
        }
        false
    }

    fn check(&self, doc: &Document) -> Fact {
        let lower = t::lower(doc.text());
        // Room for a word every six bytes, filled without a list of the pieces first.
        let mut unique: foldhash::HashSet<&str> =
            foldhash::HashSet::with_capacity_and_hasher(lower.len() / 6, Default::default());
        unique.extend(crate::nlp::py_split(&lower).map(|(_, w)| t::strip_punct(w)));
        let n = unique.len() as i64;
        Fact::count(
            n,
            Relation::Ge,
            self.n,
            Noun::new("unique word", "unique words"),
        )
    }
}
