use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, Segment};

declare_predicate! {
    /// The response writes every letter in hiragana (or katakana).
    ///
    /// # What it checks
    /// That every letter (general category L) of the output is of the `script`.
    ///
    /// # Arguments
    /// - `script`: `hiragana` or `katakana`.
    ///
    /// # How it counts
    /// As M-IFEval: hiragana letters are U+3041 `ぁ` to U+3093 `ん` and `ー`; katakana
    /// letters are U+30A1 `ァ` to U+30F3 `ン`, `ー`, `・` and the half-width U+FF66 `ｦ` to
    /// U+FF9F `ﾟ`. Characters that are not letters (punctuation, digits, spaces) are
    /// ignored, so an output without letters passes; `ゔ`, `ヴ` and `ヵ` are outside the
    /// ranges and fail.
    ///
    /// # Example
    /// `{"predicate": "kana_only", "args": {"script": "hiragana"}}` holds for
    /// "さくらが さいた。" (M-IFEval `ja:letters:hiragana_only`).
    #[derive(Debug)]
    pub struct KanaOnly {
        hiragana: bool,
    }
    name = "kana_only"
}

/// The two kana scripts.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Script {
    // ひらがな.
    Hiragana,
    // カタカナ.
    Katakana,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    script: Script,
}

impl FromArgs for KanaOnly {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(KanaOnly {
            hiragana: matches!(a.script, Script::Hiragana),
        })
    }
}

impl KanaOnly {
    fn allowed(&self, c: char) -> bool {
        if self.hiragana {
            ('\u{3041}'..='\u{3093}').contains(&c) || c == 'ー'
        } else {
            ('\u{30A1}'..='\u{30F3}').contains(&c)
                || c == 'ー'
                || c == '・'
                || ('\u{FF66}'..='\u{FF9F}').contains(&c)
        }
    }
}

impl Predicate for KanaOnly {
    fn check(&self, doc: &Document) -> Fact {
        static LETTER: OnceLock<Regex> = OnceLock::new();
        let letter = super::cached(&LETTER, r"\p{L}");
        let first = letter
            .find_iter(doc.text())
            .find(|m| !m.as_str().chars().all(|c| self.allowed(c)))
            .map(|m| Segment {
                start: m.start(),
                end: m.end(),
            });
        let (required, label) = if self.hiragana {
            ("only hiragana letters", "letter not in hiragana")
        } else {
            ("only katakana letters", "letter not in katakana")
        };
        super::excerpt_fact(doc, first.is_none(), required, label, first, "none")
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn other_letters_fail_and_the_rest_is_ignored() {
        let h = compiled("kana_only", &json!({"script": "hiragana"}), false);
        assert!(h.holds(&Document::new("さくらが さいた。123！")));
        assert!(!h.holds(&Document::new("さくらが咲いた")));
        let k = compiled("kana_only", &json!({"script": "katakana"}), false);
        assert!(k.holds(&Document::new("コーヒー・ｺｰﾋｰ")));
        assert!(!k.holds(&Document::new("ヴ")));
    }
}
