use serde::Deserialize;

use crate::predicates::args;
use crate::{
    declare_predicate, Bound, Document, Fact, FromArgs, Location, Noun, Options, Predicate,
    Relation,
};

declare_predicate! {
    /// The response has a number of words in a range.
    ///
    /// # What it checks
    /// That the number of words compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `relation`: `<`, `<=`, `==`, `!=`, `>=`, `>` (or IFEval's `less than`, `at least`).
    /// - `value` (IFEval: `num_words`): the required number of words.
    ///
    /// # How it counts
    /// A word is a maximal run of Unicode word characters (`\w+`), as IFEval counts
    /// (NLTK's `RegexpTokenizer(r"\w+")`): "don't" is two words, "42" is one, markdown
    /// symbols are none. Headings count.
    ///
    /// # Example
    /// `{"predicate": "word_count", "args": {"relation": ">=", "value": 300}}`
    /// (IFEval `length_constraints:number_words`).
    #[derive(Debug)]
    pub struct WordCount {
        relation: Relation,
        value: i64,
    }
    name = "word_count", ifeval = "length_constraints:number_words"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    relation: Relation,
    #[serde(alias = "num_words")]
    value: i64,
}

impl FromArgs for WordCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        Ok(WordCount {
            relation: a.relation,
            value,
        })
    }
}

impl Predicate for WordCount {
    fn holds(&self, doc: &Document) -> bool {
        self.relation.holds(doc.words().len() as i64, self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        let words = doc.words();
        let n = words.len() as i64;
        let ok = self.relation.holds(n, self.value);
        // Point at the first word past an upper bound; a shortfall has no place to point at.
        let at = match self.relation {
            Relation::Lt | Relation::Le | Relation::Eq if !ok && n > self.value => {
                let allowed =
                    (self.value - i64::from(self.relation == Relation::Lt)).max(0) as usize;
                words
                    .get(allowed)
                    .map(|w| Location::unit(doc, *w, "word", allowed + 1))
            }
            _ => None,
        };
        Fact::count(n, self.relation, self.value, Noun::new("word", "words")).at_opt(at)
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: "words".into(),
            relation: self.relation,
            value: self.value,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    #[test]
    fn counts_word_runs() {
        let p = compile(
            "word_count",
            &json!({"relation": "at least", "value": 3}),
            &Options::default(),
        )
        .unwrap();
        assert!(p.holds(&Document::new("one, two; three")));
        let fact = p.check(&Document::new("don't go"));
        assert_eq!(
            fact.value,
            Some(true),
            "don't is two words, as IFEval counts"
        );
        assert!(!p.holds(&Document::new("one two")));
    }

    #[test]
    fn an_upper_bound_points_at_the_first_extra_word() {
        let p = compile(
            "word_count",
            &json!({"relation": "<", "value": 2}),
            &Options::default(),
        )
        .unwrap();
        let fact = p.check(&Document::new("alpha beta gamma"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "3 words");
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.unit.as_deref()), (6, Some("word 2")));
    }

    #[test]
    fn rejects_bad_arguments() {
        let e = compile(
            "word_count",
            &json!({"relation": "around", "value": 3}),
            &Options::default(),
        )
        .unwrap_err();
        assert!(
            e.to_string().contains("word_count") && e.to_string().contains("around"),
            "{e}"
        );
        assert!(compile(
            "word_count",
            &json!({"relation": ">=", "value": -1}),
            &Options::default()
        )
        .is_err());
    }
}
