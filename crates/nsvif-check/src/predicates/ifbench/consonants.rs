use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every word has two consonants in a row.
    ///
    /// # What it checks
    /// That each whitespace-separated word contains two adjacent ASCII consonants.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Lowercased whitespace pieces, punctuation included; consonants are the 21 ASCII ones (y counts).
    ///
    /// # Example
    /// `{"predicate": "consonant_clusters", "args": {}}` (IFBench `words:consonants`).
    #[derive(Debug)]
    pub struct ConsonantClusters {}
    name = "consonant_clusters", ifbench = "words:consonants"
}

impl FromArgs for ConsonantClusters {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(ConsonantClusters {})
    }
}

const REQUIRED: &str = "a consonant cluster in every word";

impl Predicate for ConsonantClusters {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let lower = t::lower(text);
        let consonant = |c: char| "bcdfghjklmnpqrstvwxyz".contains(c);
        // Word by word: most texts fail on an early word.
        for (i, (_, word)) in crate::nlp::py_split(&lower).enumerate() {
            let chars: Vec<char> = word.chars().collect();
            if !chars.windows(2).any(|w| consonant(w[0]) && consonant(w[1])) {
                let finding = Finding::Unit {
                    unit: "word",
                    index: i + 1,
                    text: Some(word.to_string()),
                    problem: "has no consonant cluster",
                    detail: None,
                };
                return Fact::property(false, REQUIRED, finding);
            }
        }
        let finding = Finding::Phrase("every word has a consonant cluster");
        Fact::property(true, REQUIRED, finding)
    }
}
