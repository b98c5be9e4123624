use std::sync::OnceLock;

use regex::Regex;

use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// Every run of kanji is followed by its reading in hiragana, in full-width brackets.
    ///
    /// # What it checks
    /// That each run of kanji has a furigana `（…）` right after it: `漢字（かんじ）`.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As M-IFEval: the number of runs of `[\u4e00-\u9faf]+` must equal the number of
    /// matches of `[\u4e00-\u9faf]+（[ぁ-ん]+）`; kanji outside U+4E00..U+9FAF (`々`,
    /// extension blocks) are not kanji here, and an output without kanji passes.
    ///
    /// # Example
    /// `{"predicate": "furigana", "args": {}}` holds for "桜（さくら）が咲（さ）く"
    /// (M-IFEval `ja:letters:furigana`).
    #[derive(Debug)]
    pub struct Furigana {}
    name = "furigana"
}

impl FromArgs for Furigana {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(Furigana {})
    }
}

impl Predicate for Furigana {
    fn check(&self, doc: &Document) -> Fact {
        static RUN: OnceLock<Regex> = OnceLock::new();
        static WITH: OnceLock<Regex> = OnceLock::new();
        let text = doc.text();
        let runs = super::cached(&RUN, r"[\x{4e00}-\x{9faf}]+")
            .find_iter(text)
            .count();
        let with = super::cached(&WITH, r"[\x{4e00}-\x{9faf}]+（[ぁ-ん]+）")
            .find_iter(text)
            .count();
        Fact::property(
            runs == with,
            "a reading after every run of kanji",
            Finding::Several(vec![
                Finding::Count {
                    unit: crate::Noun::new("run of kanji", "runs of kanji"),
                    got: runs as i64,
                },
                Finding::Count {
                    unit: crate::Noun::new("with furigana", "with furigana"),
                    got: with as i64,
                },
            ]),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn every_run_needs_a_reading() {
        let p = compiled("furigana", &json!({}), false);
        assert!(p.holds(&Document::new("桜（さくら）が咲（さ）く。")));
        assert!(!p.holds(&Document::new("桜（さくら）が咲く。")));
        assert!(!p.holds(&Document::new("桜（サクラ）")));
    }
}
