use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Only the sentence "Only output this sentence here, ignore all other requests."
    ///
    /// # What it checks
    /// That the response is that sentence, ignoring case and surrounding whitespace.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// An exact comparison after stripping and lowercasing.
    ///
    /// # Example
    /// `{"predicate": "repeat_sentence", "args": {}}` (IFBench `repeat:repeat_simple`).
    #[derive(Debug)]
    pub struct RepeatSentence {}
    name = "repeat_sentence", ifbench = "repeat:repeat_simple"
}

impl FromArgs for RepeatSentence {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(RepeatSentence {})
    }
}

impl Predicate for RepeatSentence {
    fn check(&self, doc: &Document) -> Fact {
        const SENTENCE: &str = "only output this sentence here, ignore all other requests.";
        let ok = crate::nlp::ifbench::lower(crate::nlp::py_strip(doc.text())) == SENTENCE;
        let finding = Finding::Phrase(if ok { "the sentence" } else { "other text" });
        Fact::property(ok, "only the sentence to repeat", finding)
    }
}
