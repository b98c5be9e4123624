use std::sync::OnceLock;

use regex::Regex;

use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response addresses the reader informally in French (tutoiement).
    ///
    /// # What it checks
    /// That the output uses one of the words `tu`, `te`, `t'`, `toi`, `ton`, `ta`, `tes`.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As M-IFEval: `\btu\b|\bte\b|\bt'\b|\btoi\b|\bton\b|\bta\b|\btes\b`, ignoring case,
    /// with Python's word characters (letters, numbers, `_`); `t'` needs a word character
    /// after the apostrophe ("t'aime"); "t’aime" with a curly apostrophe does not count.
    ///
    /// # Example
    /// `{"predicate": "informal_address", "args": {}}` holds for "Je te remercie."
    /// (M-IFEval `fr:detectable_content:informal_address`).
    #[derive(Debug)]
    pub struct InformalAddress {}
    name = "informal_address"
}

impl FromArgs for InformalAddress {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(InformalAddress {})
    }
}

impl Predicate for InformalAddress {
    fn check(&self, doc: &Document) -> Fact {
        static RE: OnceLock<Regex> = OnceLock::new();
        let w = super::PY_WORD;
        let pattern = format!(
            r"(?i)(?:^|[^\p{{L}}\p{{N}}_])((?:tu|te|toi|ton|ta|tes)(?:$|[^\p{{L}}\p{{N}}_])|t'{w})"
        );
        let re = RE.get_or_init(|| Regex::new(&pattern).expect("static regex"));
        let found = re
            .captures(doc.text())
            .and_then(|c| c.get(1))
            .map(|m| crate::Segment {
                start: m.start(),
                end: m.end(),
            });
        super::excerpt_fact(
            doc,
            found.is_some(),
            "the informal address (tu)",
            "word",
            found,
            "no tu, te, t', toi, ton, ta or tes",
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn finds_the_words_of_tutoiement() {
        let p = compiled("informal_address", &json!({}), false);
        assert!(p.holds(&Document::new("Je t'aime.")));
        assert!(p.holds(&Document::new("TU es là")));
        assert!(!p.holds(&Document::new("Vous êtes tes_t, t' ou tutu.")));
    }
}
