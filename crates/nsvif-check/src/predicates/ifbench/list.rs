use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};
use serde::Deserialize;

declare_predicate! {
    /// A list whose items are marked with `sep`.
    ///
    /// # What it checks
    /// That the marker `sep` occurs at least twice.
    ///
    /// # Arguments
    /// - `sep`: the item marker (`...`, `SEPARATOR`, `!?!?`, `-`).
    ///
    /// # How it counts
    /// Non-overlapping occurrences anywhere, as the official checker counts them (not only at line starts).
    ///
    /// # Example
    /// `{"predicate": "custom_bullets", "args": {"sep": "SEPARATOR"}}` (IFBench `format:list`).
    #[derive(Debug)]
    pub struct CustomBullets {
        sep: String,
    }
    name = "custom_bullets", ifbench = "format:list"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    sep: Option<String>,
}

impl FromArgs for CustomBullets {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let sep = a
            .sep
            .ok_or("`sep` must be given (the official checker picks a random one)")?;
        Ok(CustomBullets { sep })
    }
}

impl Predicate for CustomBullets {
    fn check(&self, doc: &Document) -> Fact {
        let found: Vec<(usize, &str)> = doc.text().match_indices(self.sep.as_str()).collect();
        let n = found.len();
        let unit = Noun::occurrences_of(&self.sep);
        Fact::count(n as i64, Relation::Ge, 2, unit)
    }
}
