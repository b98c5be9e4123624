use crate::{declare_predicate, Document, EvidenceKind, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// The template My Answer: … My Conclusion: … Future Outlook: … is used.
    ///
    /// # What it checks
    /// That `My Answer:`, `My Conclusion:` and `Future Outlook:` all occur.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// Case-sensitive substrings, in any order.
    ///
    /// # Example
    /// `{"predicate": "output_template", "args": {}}` (IFBench `format:output_template`).
    #[derive(Debug)]
    pub struct OutputTemplate {}
    name = "output_template", ifbench = "format:output_template"
}

impl FromArgs for OutputTemplate {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(OutputTemplate {})
    }
}

impl Predicate for OutputTemplate {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let labels = ["My Answer:", "My Conclusion:", "Future Outlook:"];
        let missing: Vec<String> = labels
            .into_iter()
            .filter(|l| !text.contains(l))
            .map(String::from)
            .collect();
        let ok = missing.is_empty();
        let kind = EvidenceKind::Keywords {
            required: labels.map(String::from).to_vec(),
            missing,
        };
        Fact::found(ok, kind)
    }
}
