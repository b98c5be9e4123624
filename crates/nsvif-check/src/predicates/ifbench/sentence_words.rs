use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Three sentences of the same number of characters.
    ///
    /// # What it checks
    /// That there are exactly three sentences, all of the same length in characters.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them, measured in characters. As the official checker, the words are not compared.
    ///
    /// # Example
    /// `{"predicate": "equal_length_sentences", "args": {}}` (IFBench `ratio:sentence_words`).
    #[derive(Debug)]
    pub struct EqualLengthSentences {
        version: crate::IfbenchVersion,
    }
    name = "equal_length_sentences", ifbench = "ratio:sentence_words"
}

impl FromArgs for EqualLengthSentences {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(EqualLengthSentences {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for EqualLengthSentences {
    fn check(&self, doc: &Document) -> Fact {
        let sentences = doc.ifbench_sentences(self.version);
        let lengths: Vec<usize> = sentences
            .iter()
            .map(|s| crate::nlp::py_strip(s).chars().count())
            .collect();
        let ok = lengths.len() == 3 && lengths.iter().all(|&n| n == lengths[0]);
        let finding = Finding::PerUnit {
            units: "sentences",
            values: lengths.iter().map(|&n| n as i64).collect(),
            measure: "characters",
        };
        Fact::property(ok, "three sentences of the same length", finding)
    }
}
