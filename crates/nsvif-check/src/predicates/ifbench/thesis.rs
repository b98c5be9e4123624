use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// A thesis in HTML italics followed by more text.
    ///
    /// # What it checks
    /// That an `<i>` (or `<em>`) element with text is followed by more text.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: from the first `<i>` (else `<em>`), up to the first `</i>` (else `</em>`); the thesis is cut three characters after the opening tag's start and the rest four after the closing tag's, whatever the tags.
    ///
    /// # Example
    /// `{"predicate": "italic_thesis", "args": {}}` (IFBench `format:thesis`).
    #[derive(Debug)]
    pub struct ItalicThesis {}
    name = "italic_thesis", ifbench = "format:thesis"
}

impl FromArgs for ItalicThesis {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(ItalicThesis {})
    }
}

impl Predicate for ItalicThesis {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = "an italic thesis followed by text";
        let Some(start) = text.find("<i>").or_else(|| text.find("<em>")) else {
            return Fact::property(false, required, Finding::Phrase("no <i> or <em>"));
        };
        let rest = &text[start..];
        let Some(end) = rest.find("</i>").or_else(|| rest.find("</em>")) else {
            let finding = Finding::Phrase("the italics are not closed");
            return Fact::property(false, required, finding);
        };
        let thesis = rest.get(3..end).unwrap_or("");
        if crate::nlp::py_strip(thesis).is_empty() {
            return Fact::property(false, required, Finding::Phrase("an empty thesis"));
        }
        let after = rest.get(end + 4..).unwrap_or("");
        let loc = super::unit_at(doc, start, start + end, "thesis", 1);
        let ok = !crate::nlp::py_strip(after).is_empty();
        Fact::property(ok, required, Finding::Phrase("an italic thesis")).at(loc)
    }
}
