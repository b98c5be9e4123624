use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// Each word on its own line.
    ///
    /// # What it checks
    /// That the number of non-empty lines equals the number of words.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// After ASCII punctuation is removed and the text stripped: lines split on `\n` without the empty ones, words split on whitespace.
    ///
    /// # Example
    /// `{"predicate": "word_per_line", "args": {}}` (IFBench `format:newline`).
    #[derive(Debug)]
    pub struct WordPerLine {}
    name = "word_per_line", ifbench = "format:newline"
}

impl FromArgs for WordPerLine {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(WordPerLine {})
    }
}

impl Predicate for WordPerLine {
    fn check(&self, doc: &Document) -> Fact {
        let text = t::remove_punct(doc.text());
        let stripped = crate::nlp::py_strip(&text);
        let lines = stripped.split('\n').filter(|l| !l.is_empty()).count();
        let words = crate::nlp::py_split(stripped).count();
        let finding = Finding::counts(vec![
            (Noun::new("word", "words"), words as i64),
            (Noun::new("line", "lines"), lines as i64),
        ]);
        Fact::property(lines == words, "one word per line", finding)
    }
}
