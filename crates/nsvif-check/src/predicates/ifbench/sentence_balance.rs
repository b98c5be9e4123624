use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// As many declarative sentences as questions as exclamations.
    ///
    /// # What it checks
    /// That the sentences ending in `.`, `?` and `!` are equally many.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them.
    ///
    /// # Example
    /// `{"predicate": "sentence_type_balance", "args": {}}` (IFBench `ratio:sentence_balance`).
    #[derive(Debug)]
    pub struct SentenceTypeBalance {
        version: crate::IfbenchVersion,
    }
    name = "sentence_type_balance", ifbench = "ratio:sentence_balance"
}

impl FromArgs for SentenceTypeBalance {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(SentenceTypeBalance {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for SentenceTypeBalance {
    fn check(&self, doc: &Document) -> Fact {
        let sentences = doc.ifbench_sentences(self.version);
        let count = |end: char| sentences.iter().filter(|s| s.ends_with(end)).count();
        let (d, q, e) = (count('.'), count('?'), count('!'));
        let finding = Finding::counts(vec![
            (
                Noun::new("declarative sentence", "declarative sentences"),
                d as i64,
            ),
            (
                Noun::new("interrogative sentence", "interrogative sentences"),
                q as i64,
            ),
            (
                Noun::new("exclamatory sentence", "exclamatory sentences"),
                e as i64,
            ),
        ]);
        let required = "as many declarative as interrogative as exclamatory sentences";
        Fact::property(d == q && q == e, required, finding)
    }
}
