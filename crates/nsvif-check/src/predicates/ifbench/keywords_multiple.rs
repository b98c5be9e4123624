use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Noun, Options, Predicate, Relation,
};
use serde::Deserialize;

declare_predicate! {
    /// Five keywords occurring exactly 1, 2, 3, 5 and 7 times.
    ///
    /// # What it checks
    /// That `keyword1` occurs once, `keyword2` twice, `keyword3` three times, `keyword4` five times and `keyword5` seven times.
    ///
    /// # Arguments
    /// - `keyword1` … `keyword5`: the keywords (surrounding whitespace dropped).
    ///
    /// # How it counts
    /// Non-overlapping case-insensitive occurrences, also inside longer words.
    ///
    /// # Example
    /// `{"predicate": "keyword_counts_1_2_3_5_7", "args": {"keyword1": "sun", "keyword2": "moon", "keyword3": "star", "keyword4": "sky", "keyword5": "cloud"}}` (IFBench `count:keywords_multiple`).
    #[derive(Debug)]
    pub struct KeywordCounts {
        keywords: [String; 5],
    }
    name = "keyword_counts_1_2_3_5_7", ifbench = "count:keywords_multiple"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    keyword1: Option<String>,
    keyword2: Option<String>,
    keyword3: Option<String>,
    keyword4: Option<String>,
    keyword5: Option<String>,
}

impl FromArgs for KeywordCounts {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let need = |name: &str, k: Option<String>| {
            k.map(|k| crate::nlp::py_strip(&k).to_lowercase())
                .ok_or(format!(
                    "`{name}` must be given (the official checker picks a random one)"
                ))
        };
        Ok(KeywordCounts {
            keywords: [
                need("keyword1", a.keyword1)?,
                need("keyword2", a.keyword2)?,
                need("keyword3", a.keyword3)?,
                need("keyword4", a.keyword4)?,
                need("keyword5", a.keyword5)?,
            ],
        })
    }
}

impl Predicate for KeywordCounts {
    fn check(&self, doc: &Document) -> Fact {
        let lower = crate::nlp::ifbench::lower(doc.text());
        let required = "the keywords 1, 2, 3, 5 and 7 times";
        for (k, want) in self.keywords.iter().zip([1usize, 2, 3, 5, 7]) {
            let n = lower.matches(k.as_str()).count();
            if n != want {
                let unit = Noun::occurrences_of(k);
                return Fact::count(n as i64, Relation::Eq, want as i64, unit);
            }
        }
        let finding = Finding::Phrase("every keyword as often as required");
        Fact::property(true, required, finding)
    }
}
