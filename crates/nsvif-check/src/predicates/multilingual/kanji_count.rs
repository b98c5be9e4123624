use serde::Deserialize;

use crate::predicates::args;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The response uses a number of kanji.
    ///
    /// # What it checks
    /// That the number of kanji characters compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `relation` (M-IFEval: `未満` is `<`, `以上` is `>=`).
    /// - `value` (M-IFEval: `kanji_limit`): the number of kanji.
    ///
    /// # How it counts
    /// As M-IFEval: every character in U+4E00..U+9FAF, repeated ones each time.
    ///
    /// # Example
    /// `{"predicate": "kanji_count", "args": {"relation": "<", "value": 30}}`
    /// (M-IFEval `ja:letters:kanji`).
    #[derive(Debug)]
    pub struct KanjiCount {
        relation: Relation,
        value: i64,
    }
    name = "kanji_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    relation: Relation,
    #[serde(alias = "kanji_limit")]
    value: i64,
}

impl FromArgs for KanjiCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(KanjiCount {
            relation: a.relation,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for KanjiCount {
    fn check(&self, doc: &Document) -> Fact {
        let n = doc.text().chars().filter(|&c| super::is_kanji(c)).count() as i64;
        Fact::count(n, self.relation, self.value, Noun::new("kanji", "kanji"))
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_kanji() {
        let p = compiled(
            "kanji_count",
            &json!({"relation": ">=", "kanji_limit": 2}),
            false,
        );
        assert!(p.holds(&Document::new("桜が桜")));
        assert!(!p.holds(&Document::new("桜々")));
    }
}
