use std::sync::OnceLock;

use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat::py_strip;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, Relation};

declare_predicate! {
    /// The response highlights at least N sections with `《…》`.
    ///
    /// # What it checks
    /// That at least `value` non-empty `《…》` spans occur.
    ///
    /// # Arguments
    /// - `value` (M-IFEval: `num_highlights`): the least number of highlights.
    ///
    /// # How it counts
    /// As M-IFEval: the matches of `《[^\n《》]*》`, each counting when something other
    /// than whitespace is left without its brackets.
    ///
    /// # Example
    /// `{"predicate": "bracket_highlight_count", "args": {"value": 2}}`
    /// (M-IFEval `ja:detectable_format:number_highlighted_sections`).
    #[derive(Debug)]
    pub struct BracketHighlightCount {
        value: i64,
    }
    name = "bracket_highlight_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "num_highlights")]
    value: i64,
}

impl FromArgs for BracketHighlightCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(BracketHighlightCount {
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for BracketHighlightCount {
    fn check(&self, doc: &Document) -> Fact {
        static RE: OnceLock<regex::Regex> = OnceLock::new();
        let re = super::cached(&RE, r"《[^\n《》]*》");
        let text = doc.text();
        let items: Vec<_> = super::segments(re, text)
            .into_iter()
            .filter(|s| !py_strip(text[s.start..s.end].trim_matches(['《', '》'])).is_empty())
            .collect();
        Fact::counted(
            doc,
            &items,
            Relation::Ge,
            self.value,
            ("highlight", "highlights"),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_non_empty_brackets() {
        let p = compiled(
            "bracket_highlight_count",
            &json!({"num_highlights": 2}),
            false,
        );
        assert!(p.holds(&Document::new("《桜》と《 梅 》")));
        assert!(!p.holds(&Document::new("《桜》と《 》《\n》")));
    }
}
