use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every standard punctuation mark and the interrobang are used.
    ///
    /// # What it checks
    /// That `?!`, `!?` or `‽` occurs, and `.`, `,`, `!`, `?`, `;`, `:` each occur.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: one `?!` (else one `!?`) is taken out before the marks are looked for, so it does not count as a `?` and a `!`.
    ///
    /// # Example
    /// `{"predicate": "punctuation_cover", "args": {}}` (IFBench `count:punctuation`).
    #[derive(Debug)]
    pub struct PunctuationCover {}
    name = "punctuation_cover", ifbench = "count:punctuation"
}

impl FromArgs for PunctuationCover {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(PunctuationCover {})
    }
}

impl Predicate for PunctuationCover {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = "each of . , ! ? ; : and an interrobang";
        if !(text.contains("!?") || text.contains("?!") || text.contains('‽')) {
            return Fact::property(false, required, Finding::Phrase("no interrobang"));
        }
        let rest = if text.contains("?!") {
            text.replacen("?!", "", 1)
        } else {
            text.replacen("!?", "", 1)
        };
        let missing: String = ['.', ',', '!', '?', ';', ':']
            .into_iter()
            .filter(|c| !rest.contains(*c))
            .collect();
        let ok = missing.is_empty();
        let finding = if ok {
            Finding::Phrase("every mark")
        } else {
            Finding::Excerpt {
                label: "missing",
                text: missing,
            }
        };
        Fact::property(ok, required, finding)
    }
}
