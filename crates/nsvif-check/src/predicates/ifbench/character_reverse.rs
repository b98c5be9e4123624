use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// The answer (bald eagle) written backwards letter by letter.
    ///
    /// # What it checks
    /// That the response contains `elgae dlab`, ignoring case.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// A case-insensitive substring test.
    ///
    /// # Example
    /// `{"predicate": "character_reversed_answer", "args": {}}` (IFBench `custom:character_reverse`).
    #[derive(Debug)]
    pub struct CharacterReversedAnswer {}
    name = "character_reversed_answer", ifbench = "custom:character_reverse"
}

impl FromArgs for CharacterReversedAnswer {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(CharacterReversedAnswer {})
    }
}

impl Predicate for CharacterReversedAnswer {
    fn check(&self, doc: &Document) -> Fact {
        let ok = crate::nlp::ifbench::lower(doc.text()).contains("elgae dlab");
        let finding = Finding::Phrase(if ok {
            "\"elgae dlab\""
        } else {
            "no \"elgae dlab\""
        });
        Fact::property(ok, "\"bald eagle\" reversed letter by letter", finding)
    }
}
