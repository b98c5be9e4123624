use serde::Deserialize;

use crate::nlp::punkt::{sentence_spans_in, Language};
use crate::predicates::args;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The response has a number of French sentences.
    ///
    /// # What it checks
    /// That the number of sentences compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `relation` (M-IFEval: `moins de` is `<`, `au moins` is `>=`).
    /// - `value` (M-IFEval: `num_sentences`): the number of sentences.
    ///
    /// # How it counts
    /// As M-IFEval: NLTK's Punkt sentence splitter with its French model, to which M-IFEval
    /// adds French abbreviations (`M.`, `Mme`, `Dr`, `etc`, `cf`, `env`, `janv`, `sept`,
    /// `p.s`, …); nsvif's port of Punkt (the one IFEval's English count uses) with that
    /// model. Line breaks never end a sentence.
    ///
    /// # Example
    /// `{"predicate": "french_sentence_count", "args": {"relation": "<", "value": 5}}`
    /// (M-IFEval `fr:length_constraints:number_sentences`).
    #[derive(Debug)]
    pub struct FrenchSentenceCount {
        relation: Relation,
        value: i64,
    }
    name = "french_sentence_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    relation: Relation,
    #[serde(alias = "num_sentences")]
    value: i64,
}

impl FromArgs for FrenchSentenceCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(FrenchSentenceCount {
            relation: a.relation,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for FrenchSentenceCount {
    fn check(&self, doc: &Document) -> Fact {
        let n = sentence_spans_in(doc.text(), Language::FrenchMifeval).len() as i64;
        Fact::count(
            n,
            self.relation,
            self.value,
            Noun::new("sentence", "sentences"),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn french_abbreviations_do_not_end_sentences() {
        let p = compiled(
            "french_sentence_count",
            &json!({"relation": "<", "num_sentences": 3}),
            false,
        );
        assert!(p.holds(&Document::new("M. Dupont est arrivé. Il est parti.")));
        assert!(!p.holds(&Document::new("Il pleut. Il vente. Il neige.")));
    }
}
