use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

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
        let missing: Vec<&str> = ["My Answer:", "My Conclusion:", "Future Outlook:"]
            .into_iter()
            .filter(|l| !text.contains(l))
            .collect();
        Fact::new(
            missing.is_empty(),
            if missing.is_empty() {
                "all three labels".to_string()
            } else {
                format!("missing {missing:?}")
            },
            "the labels My Answer:, My Conclusion:, Future Outlook:",
        )
    }
}
