use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// Twice as many declarative sentences as questions.
    ///
    /// # What it checks
    /// That the number of sentences ending in `.` is exactly twice the number ending in `?`.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them (`split_into_sentences`).
    ///
    /// # Example
    /// `{"predicate": "declarative_interrogative_ratio", "args": {}}` (IFBench `ratio:sentence_type`).
    #[derive(Debug)]
    pub struct DeclarativeInterrogativeRatio {
        version: crate::IfbenchVersion,
    }
    name = "declarative_interrogative_ratio", ifbench = "ratio:sentence_type"
}

impl FromArgs for DeclarativeInterrogativeRatio {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(DeclarativeInterrogativeRatio {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for DeclarativeInterrogativeRatio {
    fn check(&self, doc: &Document) -> Fact {
        let sentences = doc.ifbench_sentences(self.version);
        let declarative = sentences.iter().filter(|s| s.ends_with('.')).count();
        let questions = sentences.iter().filter(|s| s.ends_with('?')).count();
        let finding = Finding::counts(vec![
            (
                Noun::new("declarative sentence", "declarative sentences"),
                declarative as i64,
            ),
            (Noun::new("question", "questions"), questions as i64),
        ]);
        let required = "twice as many declarative sentences as questions";
        Fact::property(declarative == 2 * questions, required, finding)
    }
}
