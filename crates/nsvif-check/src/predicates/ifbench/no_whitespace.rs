use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// The response has no whitespace.
    ///
    /// # What it checks
    /// That no character is whitespace.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Python's `str.isspace()` (Unicode White_Space and U+001C..U+001F).
    ///
    /// # Example
    /// `{"predicate": "no_whitespace", "args": {}}` (IFBench `format:no_whitespace`).
    #[derive(Debug)]
    pub struct NoWhitespace {}
    name = "no_whitespace", ifbench = "format:no_whitespace"
}

impl FromArgs for NoWhitespace {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(NoWhitespace {})
    }
}

impl Predicate for NoWhitespace {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let mut spaces = text
            .char_indices()
            .filter(|&(_, c)| crate::nlp::py_isspace(c));
        let unit = Noun::new("whitespace", "whitespace");
        match spaces.next() {
            Some((i, c)) => {
                let at = super::unit_at(doc, i, i + c.len_utf8(), "whitespace", 1);
                Fact::absent(1 + spaces.count() as i64, unit).at(at)
            }
            None => Fact::absent(0, unit),
        }
    }
}
