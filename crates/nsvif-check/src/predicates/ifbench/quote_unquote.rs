use crate::nlp::ifbench as t;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every quoted phrase is followed by unquoted text.
    ///
    /// # What it checks
    /// That no quotation directly follows another and the response does not end with a quote.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: curly double quotes become `"`, the sequence `'"'` is dropped, all whitespace is removed; `""` then fails, and so does a final `"` once trailing digits and other punctuation are stripped. A response that is only digits and punctuation makes the frozen official checker raise, and is `unknown` here. Upstream no longer turns curly quotes into `"` (its replacement lost them), and such a response passes.
    ///
    /// # Example
    /// `{"predicate": "quote_explanation", "args": {}}` (IFBench `format:quote_unquote`).
    #[derive(Debug)]
    pub struct QuoteExplanation {
        version: crate::IfbenchVersion,
    }
    name = "quote_explanation", ifbench = "format:quote_unquote"
}

impl FromArgs for QuoteExplanation {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, options: &Options) -> Result<Self, String> {
        Ok(QuoteExplanation {
            version: options.ifbench_version,
        })
    }
}

impl Predicate for QuoteExplanation {
    fn check(&self, doc: &Document) -> Fact {
        let required = "every quoted phrase followed by an explanation";
        // `text.replace("“", '"').replace("”", '"').replace("'\"'", "")`, each replacement
        // made only where a substring search finds what it replaces (most texts have none).
        let upstream = self.version == crate::IfbenchVersion::Upstream;
        let mut text = std::borrow::Cow::Borrowed(doc.text());
        for curly in ["\u{201C}", "\u{201D}"] {
            // Upstream's `value.replace('"', '"')` replaces nothing.
            if !upstream && text.contains(curly) {
                text = text.replace(curly, "\"").into();
            }
        }
        if text.contains("'\"'") {
            text = text.replace("'\"'", "").into();
        }
        // `"".join(text.split())`, without the list of pieces.
        let mut joined = String::with_capacity(text.len());
        for (_, piece) in crate::nlp::py_split(&text) {
            joined.push_str(piece);
        }
        if joined.contains("\"\"") {
            return Fact::property(false, required, Finding::Phrase("two quotes in a row"));
        }
        let strip = |c: char| c.is_ascii_digit() || (t::is_punct(c) && c != '"');
        match joined.trim_matches(strip).chars().last() {
            None if upstream => {
                let finding = Finding::Phrase("nothing but digits and punctuation");
                Fact::property(true, required, finding)
            }
            None => super::raised(required, "IndexError", "nothing but digits and punctuation"),
            Some('"') => Fact::property(false, required, Finding::Phrase("ends with a quote")),
            Some(_) => {
                let finding = Finding::Phrase("every quote is explained");
                Fact::property(true, required, finding)
            }
        }
    }
    /// Undecided where the official checker raises.
    fn value(&self, doc: &Document) -> Option<bool> {
        self.check(doc).value
    }
}
