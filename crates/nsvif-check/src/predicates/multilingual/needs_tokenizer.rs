use serde::Deserialize;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, UndecidedReason};

declare_predicate! {
    /// An M-IFEval type whose official checker needs a model nsvif does not have.
    ///
    /// # What it checks
    /// Nothing: the fact is always undecided (`unknown`), with the missing tokeniser as
    /// the reason, rather than a guessed verdict.
    ///
    /// # Arguments
    /// - `tokenizer`: `spacy-es` (the parser of spaCy's trained `es_core_news_sm`
    ///   pipeline: Spanish sentences).
    ///
    /// # How it counts
    /// It does not: the trained model is not reachable offline through a package registry
    /// (docs/COMPATIBILITY.md, "M-IFEval"). `bench --responses` counts such an instruction
    /// as not followed.
    ///
    /// # Example
    /// `{"predicate": "needs_tokenizer", "args": {"tokenizer": "spacy-es"}}`
    /// (M-IFEval `es:length_constraints:number_sentences`).
    #[derive(Debug)]
    pub struct NeedsTokenizer {
        model: &'static str,
    }
    name = "needs_tokenizer"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    tokenizer: Tokenizer,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
enum Tokenizer {
    SpacyEs,
}

impl FromArgs for NeedsTokenizer {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let model = match a.tokenizer {
            Tokenizer::SpacyEs => "the parser of spaCy's Spanish pipeline es_core_news_sm",
        };
        Ok(NeedsTokenizer { model })
    }
}

impl Predicate for NeedsTokenizer {
    fn check(&self, _: &Document) -> Fact {
        Fact::unknown(
            "the M-IFEval checker's analysis",
            UndecidedReason::MissingModel { model: self.model },
        )
    }

    fn holds(&self, _: &Document) -> bool {
        false
    }

    fn value(&self, _: &Document) -> Option<bool> {
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn is_always_undecided() {
        let p = compiled("needs_tokenizer", &json!({"tokenizer": "spacy-es"}), false);
        assert_eq!(p.value(&Document::new("Hola")), None);
    }
}
