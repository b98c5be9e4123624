use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate};

declare_predicate! {
    /// Every `*` bullet has a `-` sub-bullet.
    ///
    /// # What it checks
    /// That each part of the response after a `*` contains a `-`.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: the text is split at every `*` (also inside words or bold markers), and each piece after the first must contain `-`. A response without `*` passes.
    ///
    /// # Example
    /// `{"predicate": "sub_bullets", "args": {}}` (IFBench `format:sub-bullets`).
    #[derive(Debug)]
    pub struct SubBullets {}
    name = "sub_bullets", ifbench = "format:sub-bullets"
}

impl FromArgs for SubBullets {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(SubBullets {})
    }
}

impl Predicate for SubBullets {
    fn check(&self, doc: &Document) -> Fact {
        let pieces: Vec<&str> = doc.text().split('*').collect();
        let required = "a sub-bullet after every bullet";
        match pieces.iter().skip(1).position(|p| !p.contains('-')) {
            Some(i) => {
                let finding = Finding::Unit {
                    unit: "bullet",
                    index: i + 1,
                    text: None,
                    problem: "has no sub-bullet",
                    detail: None,
                };
                Fact::property(false, required, finding)
            }
            None => {
                let finding = Finding::Count {
                    unit: Noun::new(
                        "bullet with a sub-bullet",
                        "bullets, each with a sub-bullet",
                    ),
                    got: pieces.len() as i64 - 1,
                };
                Fact::property(true, required, finding)
            }
        }
    }
}
