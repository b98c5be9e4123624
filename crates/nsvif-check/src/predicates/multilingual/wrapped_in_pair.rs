use serde::Deserialize;

use crate::pycompat::py_strip;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// The whole response is wrapped in one of several pairs of quotation marks.
    ///
    /// # What it checks
    /// That the output, without surrounding whitespace, starts with the opening and ends
    /// with the closing mark of one of `pairs`.
    ///
    /// # Arguments
    /// - `pairs`: the allowed `[open, close]` pairs (M-IFEval: `"…"`, `'…'` and `«…»` in
    ///   French, `「…」` in Japanese).
    ///
    /// # How it counts
    /// As M-IFEval: the stripped output must be longer than one character, and start and
    /// end with the marks of one pair (a lone `"` does not count; `"a'` does not).
    ///
    /// # Example
    /// `{"predicate": "wrapped_in_pair", "args": {"pairs": [["«", "»"]]}}` holds for
    /// "« Bonjour »" (M-IFEval `fr:startend:quotation`).
    #[derive(Debug)]
    pub struct WrappedInPair {
        pairs: Vec<(String, String)>,
    }
    name = "wrapped_in_pair"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    pairs: Vec<(String, String)>,
}

impl FromArgs for WrappedInPair {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.pairs.is_empty() || a.pairs.iter().any(|(o, c)| o.is_empty() || c.is_empty()) {
            return Err("`pairs` must hold pairs of non-empty marks".into());
        }
        Ok(WrappedInPair { pairs: a.pairs })
    }
}

impl Predicate for WrappedInPair {
    fn check(&self, doc: &Document) -> Fact {
        let v = py_strip(doc.text());
        let ok = v.chars().nth(1).is_some()
            && self
                .pairs
                .iter()
                .any(|(o, c)| v.starts_with(o.as_str()) && v.ends_with(c.as_str()));
        let ends: String = match (v.chars().next(), v.chars().last()) {
            (Some(a), Some(b)) => format!("{a}…{b}"),
            _ => String::new(),
        };
        Fact::property(
            ok,
            "the whole output in quotation marks",
            Finding::Excerpt {
                label: "first and last characters",
                text: ends,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn any_pair_counts() {
        let fr = compiled(
            "wrapped_in_pair",
            &json!({"pairs": [["\"", "\""], ["'", "'"], ["«", "»"]]}),
            false,
        );
        assert!(fr.holds(&Document::new("  « Bonjour »\n")));
        assert!(fr.holds(&Document::new("'a'")));
        assert!(!fr.holds(&Document::new("\"")));
        assert!(!fr.holds(&Document::new("\"a'")));
    }
}
