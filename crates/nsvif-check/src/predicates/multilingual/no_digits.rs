use std::sync::OnceLock;

use regex::Regex;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response writes no number in digits.
    ///
    /// # What it checks
    /// That no decimal digit occurs in the output.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As M-IFEval: `\d`, any Unicode decimal digit (general category Nd: `7`, `７`, `٣`);
    /// `²`, `Ⅻ` and kanji numerals are not digits.
    ///
    /// # Example
    /// `{"predicate": "no_digits", "args": {}}` fails on "en 1998"
    /// (M-IFEval `fr:detectable_content:no_digits`, `ja:letters:kansuuji`).
    #[derive(Debug)]
    pub struct NoDigits {}
    name = "no_digits"
}

impl FromArgs for NoDigits {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(NoDigits {})
    }
}

impl Predicate for NoDigits {
    fn check(&self, doc: &Document) -> Fact {
        static RE: OnceLock<Regex> = OnceLock::new();
        let first = super::cached(&RE, r"\d")
            .find(doc.text())
            .map(|m| crate::Segment {
                start: m.start(),
                end: m.end(),
            });
        super::excerpt_fact(doc, first.is_none(), "no digit", "digit", first, "none")
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn any_decimal_digit() {
        let p = compiled("no_digits", &json!({}), false);
        assert!(!p.holds(&Document::new("二〇二四年、７月")));
        assert!(p.holds(&Document::new("二〇二四年 x²")));
    }
}
