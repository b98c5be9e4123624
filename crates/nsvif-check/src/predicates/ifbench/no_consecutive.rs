use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// No two neighbouring words start with the same letter.
    ///
    /// # What it checks
    /// That no two consecutive words share their first character.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Lowercased whitespace pieces after ASCII punctuation is removed.
    ///
    /// # Example
    /// `{"predicate": "no_consecutive_first_letter", "args": {}}` (IFBench `words:no_consecutive`).
    #[derive(Debug)]
    pub struct NoConsecutiveFirstLetter {}
    name = "no_consecutive_first_letter", ifbench = "words:no_consecutive"
}

impl FromArgs for NoConsecutiveFirstLetter {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(NoConsecutiveFirstLetter {})
    }
}

impl Predicate for NoConsecutiveFirstLetter {
    fn check(&self, doc: &Document) -> Fact {
        let text = t::lower(doc.text());
        // The words are read up to the first pair: most texts have one early.
        let mut words = t::words_without_punct(&text);
        let required = "no two consecutive words with the same first letter";
        let mut previous = words.next();
        let pair = words.find_map(|w| {
            let prev = previous.replace(w.clone())?;
            (prev.chars().next() == w.chars().next()).then_some((prev, w))
        });
        match pair {
            Some((first, second)) => {
                let finding = Finding::Pair {
                    first: first.to_string(),
                    relation: "then",
                    second: second.to_string(),
                };
                Fact::property(false, required, finding)
            }
            None => {
                let finding = Finding::Phrase("no neighbours share a first letter");
                Fact::property(true, required, finding)
            }
        }
    }
}
