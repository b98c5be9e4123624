use serde::Deserialize;

use crate::nlp::{py_isupper, treebank};
use crate::predicates::args;
use crate::{
    declare_predicate, Bound, Document, Fact, Finding, FromArgs, Location, Noun, Options,
    Predicate, Relation, Requirement, Segment, SAMPLE_SHOWN,
};

declare_predicate! {
    /// The response has a number of words in all capital letters.
    ///
    /// # What it checks
    /// That the number of words written in capitals ("NASA", "AI", "I") compares with
    /// `value` as `relation` says.
    ///
    /// # Arguments
    /// - `relation` (IFEval: `capital_relation`): `<`, `<=`, `==`, `!=`, `>=`, `>` (or
    ///   `less than`, `at least`).
    /// - `value` (IFEval: `capital_frequency`): the required number of such words.
    ///
    /// # How it counts
    /// As IFEval counts: the words are NLTK's `word_tokenize` tokens (Punkt sentences,
    /// then the Treebank rules: punctuation, brackets and quotes are split off, "AI's" is
    /// `AI` + `'s`, "DON'T" is `DO` + `N'T`, "CANNOT" is `CAN` + `NOT`, hyphenated words
    /// and "U.S." stay one token), and a token counts when Python's `str.isupper()` holds:
    /// at least one capital and no lower-case letter, so "I", "A", "COVID-19" and "U.S."
    /// count and "AI-powered" does not.
    ///
    /// # Example
    /// `{"predicate": "capital_word_count", "args": {"relation": "<", "value": 10}}`
    /// (IFEval `change_case:capital_word_frequency`).
    #[derive(Debug)]
    pub struct CapitalWordCount {
        relation: Relation,
        value: i64,
    }
    name = "capital_word_count", ifeval = "change_case:capital_word_frequency"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "capital_relation")]
    relation: Relation,
    #[serde(alias = "capital_frequency")]
    value: i64,
}

impl FromArgs for CapitalWordCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        Ok(CapitalWordCount {
            relation: a.relation,
            value,
        })
    }
}

fn capital_words(doc: &Document) -> Vec<treebank::Token> {
    treebank::upper_tokens(doc.text()).unwrap_or_else(|| {
        let sentences = doc.punkt_sentences().iter().map(|s| (s.start, s.end));
        treebank::word_tokenize_where(doc.text(), sentences, py_isupper)
    })
}

impl Predicate for CapitalWordCount {
    fn holds(&self, doc: &Document) -> bool {
        self.relation
            .holds(capital_words(doc).len() as i64, self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        let words = capital_words(doc);
        let n = words.len() as i64;
        let ok = self.relation.holds(n, self.value);
        let finding = Finding::Sample {
            unit: Noun::new("word in capitals", "words in capitals"),
            got: n,
            first: words
                .iter()
                .take(SAMPLE_SHOWN)
                .map(|w| w.text.to_string())
                .collect(),
        };
        // Past an upper bound, point at the first capital word too many.
        let at = self.relation.first_past(self.value, n).and_then(|i| {
            words.get(i).map(|w| {
                let span = Segment {
                    start: w.span.0,
                    end: w.span.1,
                };
                Location::unit(doc, span, "capital word", i + 1)
            })
        });
        let required = Requirement::Count {
            relation: self.relation,
            limit: self.value,
            units: "words in capitals".into(),
        };
        Fact::property(ok, required, finding).at_opt(at)
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: "capital_words".into(),
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
        compile("capital_word_count", &args, &Options::default()).unwrap()
    }

    #[test]
    fn counts_treebank_tokens_in_capitals() {
        let p = compile_with(json!({"capital_relation": "at least", "capital_frequency": 5}));
        // NASA (from NASA's), I, DO + N'T, U.S (the final period is split off); not
        // AI-powered, not Nasa.
        let doc = Document::new("NASA's AI-powered rover? I DON'T know. Nasa is in the U.S.");
        let fact = p.check(&doc);
        assert_eq!(fact.value, Some(true), "{}", fact.evidence);
        assert!(!compile_with(json!({"relation": ">=", "value": 6})).holds(&doc));
        assert_eq!(
            fact.evidence.measured(),
            "5 words in capitals (\"NASA\", \"I\", \"DO\", \"N'T\", \"U.S\")"
        );
    }

    #[test]
    fn an_upper_bound_points_at_the_first_capital_word_too_many() {
        let p = compile_with(json!({"relation": "less than", "value": 2}));
        let doc = Document::new("Use AI.\nThe USA and the UK.");
        let fact = p.check(&doc);
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            doc.slice(Segment {
                start: loc.start,
                end: loc.end
            }),
            "USA"
        );
        assert_eq!((loc.line, loc.unit.as_deref()), (2, Some("capital word 2")));
        assert!(compile_with(json!({"relation": "<", "value": 1}))
            .holds(&Document::new("no capitals here")));
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"relation": "<", "value": -3}),
            json!({"relation": "most", "value": 3}),
            json!({"capital_frequency": 3}),
        ] {
            assert!(
                compile("capital_word_count", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
