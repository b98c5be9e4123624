use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Each paragraph ends with the word it starts with.
    ///
    /// # What it checks
    /// That in every non-empty line the first and last words are the same, ignoring case.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Paragraphs are lines (`\n`); words are whitespace pieces of the lowercased line after its outer ASCII punctuation is stripped.
    ///
    /// # Example
    /// `{"predicate": "paragraph_first_last_word", "args": {}}` (IFBench `words:paragraph_last_first`).
    #[derive(Debug)]
    pub struct ParagraphFirstLastWord {}
    name = "paragraph_first_last_word", ifbench = "words:paragraph_last_first"
}

impl FromArgs for ParagraphFirstLastWord {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(ParagraphFirstLastWord {})
    }
}

impl Predicate for ParagraphFirstLastWord {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = "each paragraph ending with its first word";
        let mut at = 0;
        for (i, line) in text.split('\n').enumerate() {
            let start = at;
            at += line.len() + 1;
            let lower = crate::nlp::ifbench::lower(crate::nlp::py_strip(line));
            // The first and last words, without the list of all.
            let mut words = crate::nlp::py_split(t::strip_punct(&lower)).map(|(_, w)| w);
            let first = words.next();
            let last = words.last().or(first);
            if let (Some(first), Some(last)) = (first, last) {
                if first != last {
                    let loc = super::unit_at(doc, start, start + line.len(), "line", i + 1);
                    let finding = Finding::Pair {
                        first: first.to_string(),
                        relation: "starts a paragraph that ends with",
                        second: last.to_string(),
                    };
                    return Fact::property(false, required, finding).at(loc);
                }
            }
        }
        let finding = Finding::Phrase("every paragraph ends with its first word");
        Fact::property(true, required, finding)
    }
}
