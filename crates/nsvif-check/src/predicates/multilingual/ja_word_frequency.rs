use serde::Deserialize;

use crate::predicates::args;
use crate::{
    declare_predicate, Document, Fact, FromArgs, Location, Noun, Options, Predicate, Relation,
    Segment,
};

declare_predicate! {
    /// A word appears in the Japanese response a number of times, as janome segments it.
    ///
    /// # What it checks
    /// That the number of the output's words whose surface is `keyword` compares with
    /// `value` as `relation` says.
    ///
    /// # Arguments
    /// - `keyword`: the word, not empty (surrounding whitespace is removed, as M-IFEval
    ///   does; a keyword of whitespace alone then matches no word).
    /// - `relation` (M-IFEval: `未満` is `<`, `以上` is `>=`).
    /// - `value` (M-IFEval: `frequency`): the number.
    ///
    /// # How it counts
    /// As M-IFEval: the words are janome 0.5.1's tokens (IPADIC morphological analysis,
    /// `nsvif-ja-morph`), compared whole and as written; an occurrence inside a longer
    /// token does not count.
    ///
    /// # Example
    /// `{"predicate": "ja_word_frequency", "args": {"keyword": "桜", "relation": ">=", "value": 2}}`
    /// (M-IFEval `ja:keywords:frequency`).
    #[derive(Debug)]
    pub struct JaWordFrequency {
        keyword: String,
        relation: Relation,
        value: i64,
    }
    name = "ja_word_frequency"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keyword: String,
    relation: Relation,
    #[serde(alias = "frequency")]
    value: i64,
}

impl FromArgs for JaWordFrequency {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.keyword.is_empty() {
            return Err("`keyword` must not be empty".into());
        }
        Ok(JaWordFrequency {
            keyword: crate::pycompat::py_strip(&a.keyword).to_string(),
            relation: a.relation,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for JaWordFrequency {
    fn check(&self, doc: &Document) -> Fact {
        let found: Vec<Segment> = doc
            .janome_words()
            .iter()
            .copied()
            .filter(|&t| doc.slice(t) == self.keyword)
            .collect();
        let n = found.len() as i64;
        // Past an upper bound, point at the first occurrence too many.
        let at = self.relation.first_past(self.value, n).and_then(|i| {
            found
                .get(i)
                .map(|s| Location::unit(doc, *s, "occurrence", i + 1))
        });
        Fact::count(
            n,
            self.relation,
            self.value,
            Noun::occurrences_of(&self.keyword),
        )
        .at_opt(at)
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_whole_tokens() {
        let p = compiled(
            "ja_word_frequency",
            &json!({"keyword": " 本 ", "relation": ">=", "value": 2}),
            false,
        );
        assert!(p.holds(&Document::new("本と本。")));
        assert!(!p.holds(&Document::new("本と日本。")));
    }
}
