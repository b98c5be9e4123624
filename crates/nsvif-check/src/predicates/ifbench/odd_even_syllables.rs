use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Words alternate between odd and even numbers of syllables.
    ///
    /// # What it checks
    /// That no two neighbouring words both have an odd, or both an even, number of syllables.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Lowercased whitespace pieces without ASCII punctuation; syllables as `syllapy.count` gives them (its 6,391-word table, then its vowel-group rule), embedded from syllapy 0.8.0.
    ///
    /// # Example
    /// `{"predicate": "alternating_syllable_parity", "args": {}}` (IFBench `words:odd_even_syllables`).
    #[derive(Debug)]
    pub struct AlternatingSyllableParity {}
    name = "alternating_syllable_parity", ifbench = "words:odd_even_syllables"
}

impl FromArgs for AlternatingSyllableParity {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(AlternatingSyllableParity {})
    }
}

impl Predicate for AlternatingSyllableParity {
    fn check(&self, doc: &Document) -> Fact {
        let text = t::lower(&t::remove_punct(doc.text()));
        let words = t::split(&text);
        // The first word with the parity of the one before: the counts after it are not
        // needed (a count is a pure function of its word).
        let mut parities = words.iter().map(|w| t::syllables(w) % 2);
        let mut before = parities.next();
        let repeat = parities.position(|p| {
            let same = before == Some(p);
            before = Some(p);
            same
        });
        let required = "alternating odd and even syllable counts";
        match repeat {
            Some(i) => {
                let finding = Finding::Unit {
                    unit: "word",
                    index: i + 2,
                    text: Some(words[i + 1].to_string()),
                    problem: "has the parity of the word before",
                    detail: None,
                };
                Fact::property(false, required, finding)
            }
            None => Fact::property(true, required, Finding::Phrase("the parities alternate")),
        }
    }
}
