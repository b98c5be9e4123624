use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};
use serde::Deserialize;

declare_predicate! {
    /// The response uses at least `small_n` different coordinating conjunctions.
    ///
    /// # What it checks
    /// That at least `small_n` different words among and, but, for, nor, or, so, yet are used.
    ///
    /// # Arguments
    /// - `small_n`: the minimum number of different conjunctions.
    ///
    /// # How it counts
    /// Whitespace-separated pieces whose lowercase, stripped of ASCII punctuation, is a conjunction; as the official checker, distinct pieces are counted as written ("and" and "and," are two).
    ///
    /// # Example
    /// `{"predicate": "conjunction_count", "args": {"small_n": 3}}` (IFBench `count:conjunctions`).
    #[derive(Debug)]
    pub struct ConjunctionCount {
        small_n: i64,
    }
    name = "conjunction_count", ifbench = "count:conjunctions"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    small_n: i64,
}

impl FromArgs for ConjunctionCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(ConjunctionCount {
            small_n: super::at_least("small_n", a.small_n, 0)?,
        })
    }
}

impl Predicate for ConjunctionCount {
    fn check(&self, doc: &Document) -> Fact {
        const CONJUNCTIONS: [&str; 7] = ["and", "but", "for", "nor", "or", "so", "yet"];
        let found: foldhash::HashSet<&str> = t::split(doc.text())
            .into_iter()
            .filter(|w| CONJUNCTIONS.contains(&t::strip_punct(w).to_lowercase().as_str()))
            .collect();
        let n = found.len() as i64;
        let unit = Noun::new(
            "different coordinating conjunction",
            "different coordinating conjunctions",
        );
        Fact::count(n, Relation::Ge, self.small_n, unit)
    }
}
