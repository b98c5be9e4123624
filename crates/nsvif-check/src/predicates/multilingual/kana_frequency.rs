use serde::Deserialize;

use crate::predicates::args;
use crate::{declare_predicate, Document, Fact, FromArgs, Noun, Options, Predicate, Relation};

declare_predicate! {
    /// A kana letter appears a number of times, in hiragana or katakana.
    ///
    /// # What it checks
    /// That the occurrences of the hiragana `letter` and of its katakana counterpart
    /// together compare with `value` as `relation` says.
    ///
    /// # Arguments
    /// - `letter`: one hiragana letter, ぁ to ん.
    /// - `relation` (M-IFEval: `let_relation`, `未満` is `<`, `以上` is `>=`).
    /// - `value` (M-IFEval: `let_frequency`): the number.
    ///
    /// # How it counts
    /// As M-IFEval: the katakana letter is the hiragana one plus 0x60 (`か`, `カ`); the
    /// characters are counted as written (no normalisation: `ｶ` and `が` do not count
    /// for `か`).
    ///
    /// # Example
    /// `{"predicate": "kana_frequency", "args": {"letter": "か", "relation": ">=", "value": 3}}`
    /// (M-IFEval `ja:keywords:letter_frequency`).
    #[derive(Debug)]
    pub struct KanaFrequency {
        letter: char,
        relation: Relation,
        value: i64,
    }
    name = "kana_frequency"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    letter: String,
    #[serde(alias = "let_relation")]
    relation: Relation,
    #[serde(alias = "let_frequency")]
    value: i64,
}

impl FromArgs for KanaFrequency {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let mut chars = a.letter.chars();
        let letter = match (chars.next(), chars.next()) {
            (Some(c), None) if ('ぁ'..='ん').contains(&c) => c,
            _ => {
                return Err(format!(
                    "`letter` must be one hiragana letter, got {:?}",
                    a.letter
                ))
            }
        };
        Ok(KanaFrequency {
            letter,
            relation: a.relation,
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for KanaFrequency {
    fn check(&self, doc: &Document) -> Fact {
        let katakana = char::from_u32(self.letter as u32 + 0x60).unwrap_or(self.letter);
        let n = doc
            .text()
            .chars()
            .filter(|&c| c == self.letter || c == katakana)
            .count() as i64;
        let unit = format!("{}/{}", self.letter, katakana);
        Fact::count(n, self.relation, self.value, Noun::new(unit.clone(), unit))
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_both_kana() {
        let p = compiled(
            "kana_frequency",
            &json!({"letter": "か", "relation": ">=", "value": 3}),
            false,
        );
        assert!(p.holds(&Document::new("かかカ")));
        assert!(!p.holds(&Document::new("かカがｶ")));
    }
}
