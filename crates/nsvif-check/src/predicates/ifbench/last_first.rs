use crate::nlp::ifbench as t;
use crate::{declare_predicate, Detail, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Each sentence starts with the word the previous one ended with.
    ///
    /// # What it checks
    /// That the last word of every sentence is the first word of the next, ignoring case.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Sentences as IFBench's regex splitter cuts them; words are whitespace pieces after the sentence's outer ASCII punctuation is stripped.
    ///
    /// # Example
    /// `{"predicate": "last_word_first_next", "args": {}}` (IFBench `words:last_first`).
    #[derive(Debug)]
    pub struct LastWordFirstNext {
        version: crate::IfbenchVersion,
    }
    name = "last_word_first_next", ifbench = "words:last_first"
}

impl FromArgs for LastWordFirstNext {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(LastWordFirstNext {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for LastWordFirstNext {
    fn check(&self, doc: &Document) -> Fact {
        let sentences = doc.ifbench_sentences(self.version);
        let required = "each sentence starting with the previous sentence's last word";
        for (i, pair) in sentences.windows(2).enumerate() {
            let last = crate::nlp::py_split(t::rstrip_punct(&pair[0]))
                .last()
                .map(|(_, w)| w)
                .map(|w| w.to_lowercase());
            let first = crate::nlp::py_split(t::lstrip_punct(&pair[1]))
                .next()
                .map(|(_, w)| w)
                .map(|w| w.to_lowercase());
            match (last, first) {
                (Some(l), Some(f)) if l == f => {}
                (last, first) => {
                    let finding = Finding::Several(vec![
                        edge_word(i + 1, "ends with", last),
                        edge_word(i + 2, "starts with", first),
                    ]);
                    return Fact::property(false, required, finding);
                }
            }
        }
        Fact::property(true, required, Finding::Phrase("every sentence chains"))
    }
}

/// `sentence 2 ends with "cat"`, or `sentence 2 has no word` when it has none.
fn edge_word(index: usize, edge: &'static str, word: Option<String>) -> Finding {
    let (problem, detail) = match word {
        Some(word) => (edge, Some(Detail::Quoted(word))),
        None => ("has no word", None),
    };
    Finding::Unit {
        unit: "sentence",
        index,
        text: None,
        problem,
        detail,
    }
}
