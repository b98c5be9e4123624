use serde::Deserialize;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, Segment};

declare_predicate! {
    /// The response uses no hiragana (or no katakana).
    ///
    /// # What it checks
    /// That no character of the `script` occurs.
    ///
    /// # Arguments
    /// - `script`: `hiragana` or `katakana`.
    ///
    /// # How it counts
    /// As M-IFEval: hiragana is U+3041 `ぁ` to U+3096 `ゖ`; katakana is U+30A1 `ァ` to
    /// U+30FA `ヺ` and the half-width U+FF66 `ｦ` to U+FF9F `ﾟ` (the long-vowel mark `ー`
    /// and the middle dot `・` are neither).
    ///
    /// # Example
    /// `{"predicate": "no_kana", "args": {"script": "katakana"}}` fails on "コーヒー"
    /// (M-IFEval `ja:letters:no_katakana`).
    #[derive(Debug)]
    pub struct NoKana {
        hiragana: bool,
    }
    name = "no_kana"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    script: super::kana_only::Script,
}

impl FromArgs for NoKana {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(NoKana {
            hiragana: matches!(a.script, super::kana_only::Script::Hiragana),
        })
    }
}

impl Predicate for NoKana {
    fn check(&self, doc: &Document) -> Fact {
        let first = doc.text().char_indices().find(|&(_, c)| {
            if self.hiragana {
                ('\u{3041}'..='\u{3096}').contains(&c)
            } else {
                ('\u{30A1}'..='\u{30FA}').contains(&c) || ('\u{FF66}'..='\u{FF9F}').contains(&c)
            }
        });
        let seg = first.map(|(i, c)| Segment {
            start: i,
            end: i + c.len_utf8(),
        });
        let (required, label) = if self.hiragana {
            ("no hiragana", "hiragana")
        } else {
            ("no katakana", "katakana")
        };
        super::excerpt_fact(doc, seg.is_none(), required, label, seg, "none")
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn finds_the_script() {
        let k = compiled("no_kana", &json!({"script": "katakana"}), false);
        assert!(!k.holds(&Document::new("ｺｰﾋｰ")));
        assert!(k.holds(&Document::new("こーひー・珈琲")));
        let h = compiled("no_kana", &json!({"script": "hiragana"}), false);
        assert!(!h.holds(&Document::new("ゖ")));
    }
}
