use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};
use serde::Deserialize;

declare_predicate! {
    /// The response mentions at least `N` names from IFBench's list of 50.
    ///
    /// # What it checks
    /// That at least `N` different names of the instruction's list (Emma, Liam, Sophia, …) occur.
    ///
    /// # Arguments
    /// - `N`: the minimum number of different names.
    ///
    /// # How it counts
    /// A name counts when it occurs anywhere, case-sensitively, also inside a longer word ("Leo" in "Leonard"), as the official checker does.
    ///
    /// # Example
    /// `{"predicate": "person_name_count", "args": {"N": 3}}` (IFBench `count:person_names`).
    #[derive(Debug)]
    pub struct PersonNameCount {
        n: i64,
    }
    name = "person_name_count", ifbench = "count:person_names"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(rename = "N")]
    n: i64,
}

impl FromArgs for PersonNameCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(PersonNameCount {
            n: super::at_least("N", a.n, 0)?,
        })
    }
}

impl Predicate for PersonNameCount {
    fn check(&self, doc: &Document) -> Fact {
        const NAMES: [&str; 50] = [
            "Emma",
            "Liam",
            "Sophia",
            "Jackson",
            "Olivia",
            "Noah",
            "Ava",
            "Lucas",
            "Isabella",
            "Mason",
            "Mia",
            "Ethan",
            "Charlotte",
            "Alexander",
            "Amelia",
            "Benjamin",
            "Harper",
            "Leo",
            "Zoe",
            "Daniel",
            "Chloe",
            "Samuel",
            "Lily",
            "Matthew",
            "Grace",
            "Owen",
            "Abigail",
            "Gabriel",
            "Ella",
            "Jacob",
            "Scarlett",
            "Nathan",
            "Victoria",
            "Elijah",
            "Layla",
            "Nicholas",
            "Audrey",
            "David",
            "Hannah",
            "Christopher",
            "Penelope",
            "Thomas",
            "Nora",
            "Andrew",
            "Aria",
            "Joseph",
            "Claire",
            "Ryan",
            "Stella",
            "Jonathan",
        ];
        let text = doc.text();
        let n = NAMES.iter().filter(|name| text.contains(*name)).count() as i64;
        Fact::new(
            n >= self.n,
            format!("{n} names from the list"),
            format!("at least {} names from the list", self.n),
        )
    }
}
