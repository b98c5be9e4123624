use serde::Deserialize;

use crate::predicates::args;
use crate::{
    declare_predicate, Bound, Document, Fact, FromArgs, Location, Noun, Options, Predicate,
    Relation,
};

declare_predicate! {
    /// The response has a number of sentences in a range.
    ///
    /// # What it checks
    /// That the number of sentences compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `relation`: `<`, `<=`, `==`, `!=`, `>=`, `>` (or IFEval's `less than`, `at least`).
    /// - `value` (IFEval: `num_sentences`): the required number of sentences.
    ///
    /// # How it counts
    /// As IFEval counts: NLTK's Punkt splitter with its English model. A sentence ends at
    /// `.`, `?` or `!` followed by whitespace, unless Punkt takes the period for an
    /// abbreviation ("Dr.", "U.S."), an initial or an ordinal; closing quotes and brackets
    /// stay with their sentence, and "Wow!!!" is one sentence. Line breaks do not end
    /// sentences, so a heading or a list item without a full stop runs into the sentence
    /// after it, and a list number ("2.") is often a sentence of its own.
    ///
    /// # Example
    /// `{"predicate": "sentence_count", "args": {"relation": "<", "value": 6}}`
    /// (IFEval `length_constraints:number_sentences`).
    #[derive(Debug)]
    pub struct SentenceCount {
        relation: Relation,
        value: i64,
    }
    name = "sentence_count", ifeval = "length_constraints:number_sentences"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    relation: Relation,
    #[serde(alias = "num_sentences")]
    value: i64,
}

impl FromArgs for SentenceCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        Ok(SentenceCount {
            relation: a.relation,
            value,
        })
    }
}

impl Predicate for SentenceCount {
    fn holds(&self, doc: &Document) -> bool {
        self.relation
            .holds(doc.punkt_sentences().len() as i64, self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        let sentences = doc.punkt_sentences();
        let n = sentences.len() as i64;
        // Past an upper bound, point at the first sentence too many.
        let at = self.relation.first_past(self.value, n).and_then(|i| {
            sentences
                .get(i)
                .map(|s| Location::unit(doc, *s, "sentence", i + 1))
        });
        Fact::count(
            n,
            self.relation,
            self.value,
            Noun::new("sentence", "sentences"),
        )
        .at_opt(at)
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: "sentences(punkt)".into(),
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

    fn compile_with(args: serde_json::Value) -> Box<dyn Predicate> {
        compile("sentence_count", &args, &Options::default()).unwrap()
    }

    #[test]
    fn counts_punkt_sentences() {
        let p = compile_with(json!({"relation": "at least", "num_sentences": 3}));
        assert!(p.holds(&Document::new(
            "Dr. Smith arrived. He sat down! Was he tired?"
        )));
        let fact = p.check(&Document::new(
            "Dr. Smith met Mr. Jones at 5 p.m. today. Bye.",
        ));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "2 sentences");
    }

    #[test]
    fn lines_without_a_full_stop_do_not_end_a_sentence() {
        let p = compile_with(json!({"relation": "==", "value": 2}));
        assert!(p.holds(&Document::new("# Title\nFirst sentence. Second one")));
    }

    #[test]
    fn an_upper_bound_points_at_the_first_sentence_too_many() {
        let p = compile_with(json!({"relation": "less than", "value": 2}));
        let fact = p.check(&Document::new("One. Two.\nThree."));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.unit.as_deref()),
            (5, 9, Some("sentence 2"))
        );
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"relation": "<", "value": -1}),
            json!({"relation": "roughly", "value": 3}),
            json!({"value": 3}),
            json!({"relation": "<", "value": 3, "extra": 1}),
        ] {
            assert!(
                compile("sentence_count", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
