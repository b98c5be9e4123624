use serde::Deserialize;

use crate::predicates::args;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The response has a number of characters.
    ///
    /// # What it checks
    /// That the number of characters of the output compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `relation` (M-IFEval: `未満` is `<`, `以上` is `>=`).
    /// - `value` (M-IFEval: `num_letters`): the number of characters.
    ///
    /// # How it counts
    /// As M-IFEval: Python's `len`, every code point of the output as given, spaces, line
    /// breaks and markup included.
    ///
    /// # Example
    /// `{"predicate": "character_count", "args": {"relation": "<", "value": 300}}`
    /// (M-IFEval `ja:length_constraints:number_letters`).
    #[derive(Debug)]
    pub struct CharacterCount {
        relation: Relation,
        value: i64,
    }
    name = "character_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    relation: Relation,
    #[serde(alias = "num_letters")]
    value: i64,
}

impl FromArgs for CharacterCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(CharacterCount {
            relation: a.relation,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for CharacterCount {
    fn check(&self, doc: &Document) -> Fact {
        let n = doc.text().chars().count() as i64;
        Fact::count(
            n,
            self.relation,
            self.value,
            Noun::new("character", "characters"),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_code_points() {
        let p = compiled(
            "character_count",
            &json!({"relation": "<", "num_letters": 4}),
            false,
        );
        assert!(p.holds(&Document::new("桜が\n")));
        assert!(!p.holds(&Document::new("桜が咲く")));
    }
}
