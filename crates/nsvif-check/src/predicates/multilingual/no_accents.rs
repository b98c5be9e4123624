use std::sync::OnceLock;

use regex::Regex;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

/// M-IFEval's accented characters, as listed in its French checker.
const ACCENTED: &str = "[àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ]";

declare_predicate! {
    /// The response uses no accented letter.
    ///
    /// # What it checks
    /// That none of `àáâãäåçèéêëìíîïñòóôõöùúûüýÿ` or their capitals (but `Ÿ`) occurs.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As M-IFEval: those precomposed characters only; `œ`, `Ÿ`, a decomposed `é`
    /// (`e` + U+0301) and other scripts' accents do not count.
    ///
    /// # Example
    /// `{"predicate": "no_accents", "args": {}}` fails on "café"
    /// (M-IFEval `fr:special_character:no_accents`).
    #[derive(Debug)]
    pub struct NoAccents {}
    name = "no_accents"
}

impl FromArgs for NoAccents {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(NoAccents {})
    }
}

impl Predicate for NoAccents {
    fn check(&self, doc: &Document) -> Fact {
        static RE: OnceLock<Regex> = OnceLock::new();
        let first = super::cached(&RE, ACCENTED)
            .find(doc.text())
            .map(|m| crate::Segment {
                start: m.start(),
                end: m.end(),
            });
        super::excerpt_fact(
            doc,
            first.is_none(),
            "no accented letter",
            "accented letter",
            first,
            "none",
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn lists_the_precomposed_letters() {
        let p = compiled("no_accents", &json!({}), false);
        assert!(!p.holds(&Document::new("Ça")));
        assert!(p.holds(&Document::new("coeur, œuvre, cafe\u{301}")));
    }
}
