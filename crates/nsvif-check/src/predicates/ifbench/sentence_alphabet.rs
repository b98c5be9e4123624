use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Noun, Options, Predicate,
};

declare_predicate! {
    /// 26 sentences whose first words start with a, b, c, … z.
    ///
    /// # What it checks
    /// That there are exactly 26 sentences and sentence k starts with the k-th letter.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them; the first character of the first word, lowercased. An empty sentence among them makes the official checker raise (`unknown` here).
    ///
    /// # Example
    /// `{"predicate": "alphabet_sentences", "args": {}}` (IFBench `custom:sentence_alphabet`).
    #[derive(Debug)]
    pub struct AlphabetSentences {
        version: crate::IfbenchVersion,
    }
    name = "alphabet_sentences", ifbench = "custom:sentence_alphabet"
}

impl FromArgs for AlphabetSentences {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(AlphabetSentences {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for AlphabetSentences {
    fn check(&self, doc: &Document) -> Fact {
        let required = "26 sentences starting with a to z";
        let sentences = doc.ifbench_sentences(self.version);
        if sentences.len() != 26 {
            let finding = Finding::Count {
                unit: Noun::new("sentence", "sentences"),
                got: sentences.len() as i64,
            };
            return Fact::property(false, required, finding);
        }
        for (i, s) in sentences.iter().enumerate() {
            let Some(first) = crate::nlp::py_split(s)
                .next()
                .map(|(_, w)| w.to_lowercase())
            else {
                return super::raised(required, "IndexError", "an empty sentence");
            };
            if !first.starts_with((b'a' + i as u8) as char) {
                let finding = Finding::Unit {
                    unit: "sentence",
                    index: i + 1,
                    text: None,
                    problem: "starts with",
                    detail: Some(Detail::Quoted(first)),
                };
                return Fact::property(false, required, finding);
            }
        }
        let finding = Finding::Phrase("26 sentences in alphabetical order");
        Fact::property(true, required, finding)
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}
