use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

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
            Some(i) => Fact::new(
                false,
                format!("bullet {} has no sub-bullet", i + 1),
                required,
            ),
            None => Fact::new(
                true,
                format!("{} bullets, each with a sub-bullet", pieces.len() - 1),
                required,
            ),
        }
    }
}
