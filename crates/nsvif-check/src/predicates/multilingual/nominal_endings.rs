use serde::Deserialize;

use crate::predicates::args;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// The Japanese response ends sentences on a noun (体言止め) at least a number of times.
    ///
    /// # What it checks
    /// That the number of sentence ends right after a noun is at least `count`.
    ///
    /// # Arguments
    /// - `count`: the least number of nominal endings.
    ///
    /// # How it counts
    /// As M-IFEval: quotations `「…」` and `『…』` (within a line, shortest first) are
    /// removed, the rest is segmented by janome 0.5.1 (IPADIC morphological analysis,
    /// `nsvif-ja-morph`), and a nominal ending is a token whose surface is part of
    /// `。！？` (`。`, `！`, `？`, or janome's `！？` and the like) right after a token whose
    /// part of speech is `名詞` (noun: pronouns, numbers and suffixes included). Half-width
    /// `!` and `?` end nothing.
    ///
    /// # Example
    /// `{"predicate": "nominal_endings", "args": {"count": 1}}` holds for "美しい景色。"
    /// (M-IFEval `ja:detectable_format:nominal_ending`).
    #[derive(Debug)]
    pub struct NominalEndings {
        count: i64,
    }
    name = "nominal_endings"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    count: i64,
}

impl FromArgs for NominalEndings {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(NominalEndings {
            count: args::at_least("count", a.count, 0)?,
        })
    }
}

impl Predicate for NominalEndings {
    fn check(&self, doc: &Document) -> Fact {
        let text = super::without_quotations(doc.text());
        let tokens = nsvif_ja_morph::tokenize(&text);
        let n = tokens
            .windows(2)
            .filter(|w| "。！？".contains(w[1].surface) && w[0].part_of_speech.starts_with("名詞"))
            .count() as i64;
        Fact::count(
            n,
            Relation::Ge,
            self.count,
            Noun::new("nominal ending", "nominal endings"),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_nouns_before_full_stops() {
        let p = compiled("nominal_endings", &json!({"count": 2}), false);
        assert!(p.holds(&Document::new("美しい景色。青い海！")));
        assert!(!p.holds(&Document::new("美しい景色。海は青い。")));
        // A quotation is removed before counting.
        assert!(!p.holds(&Document::new("美しい景色。「青い海。」")));
    }
}
