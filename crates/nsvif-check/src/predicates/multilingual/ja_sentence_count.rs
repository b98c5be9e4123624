use serde::Deserialize;

use crate::predicates::args;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The response has a number of Japanese sentences.
    ///
    /// # What it checks
    /// That the number of sentences compares with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `relation` (M-IFEval: `未満` is `<`, `以上` is `>=`).
    /// - `value` (M-IFEval: `num_sentences`): the number of sentences.
    ///
    /// # How it counts
    /// As M-IFEval (`ja_sentence_segmenter` 0.0.2): the output is normalised as
    /// mecab-ipadic-neologd does (full-width letters, digits and punctuation made
    /// half-width, so `！？` become `!?`; hyphens, long-vowel marks and tildes unified;
    /// spaces between Japanese characters removed), split into lines (a line of two
    /// characters or more ending with `の` runs into the next), and each line is cut after
    /// every `。`, `!` and `?` that is not inside `「…」` or `(…)`. Every piece counts,
    /// a heading or a list item without a full stop too; blank lines do not.
    ///
    /// # Example
    /// `{"predicate": "ja_sentence_count", "args": {"relation": ">=", "value": 3}}`
    /// (M-IFEval `ja:length_constraints:number_sentences`).
    #[derive(Debug)]
    pub struct JaSentenceCount {
        relation: Relation,
        value: i64,
    }
    name = "ja_sentence_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    relation: Relation,
    #[serde(alias = "num_sentences")]
    value: i64,
}

impl FromArgs for JaSentenceCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(JaSentenceCount {
            relation: a.relation,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for JaSentenceCount {
    fn check(&self, doc: &Document) -> Fact {
        let n = crate::nlp::ja_sentences::count(doc.text()) as i64;
        Fact::count(
            n,
            self.relation,
            self.value,
            Noun::new("sentence", "sentences"),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_segmenter_sentences() {
        let p = compiled(
            "ja_sentence_count",
            &json!({"relation": ">=", "num_sentences": 3}),
            false,
        );
        assert!(p.holds(&Document::new("見出し\n今日は晴れです。明日も晴れです？")));
        assert!(!p.holds(&Document::new("「行く。帰る。」と言った。明日も。")));
    }
}
