use crate::nlp::ifbench as t;
use crate::{declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Each sentence has a longer run of alliterating words than the one before.
    ///
    /// # What it checks
    /// That the alliteration score of each sentence is greater than the previous sentence's.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: in each sentence's lowercased words (leading punctuation removed) every pair of neighbours with the same first character adds 2 when it starts a run and 1 when it extends one.
    ///
    /// # Example
    /// `{"predicate": "alliteration_increment", "args": {}}` (IFBench `sentence:alliteration_increment`).
    #[derive(Debug)]
    pub struct AlliterationIncrement {
        version: crate::IfbenchVersion,
    }
    name = "alliteration_increment", ifbench = "sentence:alliteration_increment"
}

impl FromArgs for AlliterationIncrement {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(AlliterationIncrement {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for AlliterationIncrement {
    fn check(&self, doc: &Document) -> Fact {
        let required = "more alliteration in each sentence than in the previous one";
        let mut previous = -1i64;
        for (i, sentence) in doc.ifbench_sentences(self.version).iter().enumerate() {
            let lower = t::lower(sentence);
            let words: Vec<&str> = t::split(&lower)
                .into_iter()
                .map(t::lstrip_punct)
                .filter(|w| !w.is_empty())
                .collect();
            let (mut score, mut in_run) = (0i64, false);
            for pair in words.windows(2) {
                if pair[0].chars().next() == pair[1].chars().next() {
                    score += if in_run { 1 } else { 2 };
                    in_run = true;
                } else {
                    in_run = false;
                }
            }
            if score <= previous {
                let finding = Finding::Several(vec![
                    Finding::Unit {
                        unit: "sentence",
                        index: i + 1,
                        text: None,
                        problem: "scores",
                        detail: Some(Detail::Number(score)),
                    },
                    Finding::Around {
                        before: "the one before",
                        value: Detail::Number(previous),
                        after: "",
                    },
                ]);
                return Fact::property(false, required, finding);
            }
            previous = score;
        }
        let finding = Finding::Phrase("alliteration grows in every sentence");
        Fact::property(true, required, finding)
    }
}
