use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response starts with a verb.
    ///
    /// # What it checks
    /// That NLTK's part-of-speech tagger tags the first token as a verb (`VB*`).
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Needs NLTK's averaged perceptron tagger (`averaged_perceptron_tagger_eng`), whose trained weights no package registry reachable offline ships; rather than guess, nsvif leaves this type undecided (`unknown`), for every output.
    ///
    /// # Example
    /// `{"predicate": "starts_with_verb", "args": {}}` (IFBench `words:start_verb`).
    #[derive(Debug)]
    pub struct StartsWithVerb {}
    name = "starts_with_verb", ifbench = "words:start_verb"
}

impl FromArgs for StartsWithVerb {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(StartsWithVerb {})
    }
}

impl Predicate for StartsWithVerb {
    fn check(&self, _: &Document) -> Fact {
        Fact::unknown(
            "the first word tagged as a verb",
            crate::UndecidedReason::MissingModel {
                model: "NLTK's averaged perceptron POS tagger",
            },
        )
    }
    fn holds(&self, _: &Document) -> bool {
        false
    }

    fn value(&self, _: &Document) -> Option<bool> {
        None
    }
}
