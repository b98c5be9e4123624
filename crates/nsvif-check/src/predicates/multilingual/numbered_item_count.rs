use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat::PY_SPACE;
use crate::{declare_predicate, Document, Fact, FromArgs, Options, Predicate, Relation};

declare_predicate! {
    /// The response has exactly N numbered list items (`1. …`).
    ///
    /// # What it checks
    /// That the number of lines starting with a number, a period and whitespace is `value`.
    ///
    /// # Arguments
    /// - `value` (M-IFEval: `num_items`): the required number of items.
    ///
    /// # How it counts
    /// As M-IFEval: the matches of `^\s*\d+\.\s.*$` (multi-line); `\d` is any decimal
    /// digit (`１.` counts), and the whitespace after the period may be the line break
    /// ("1.\ntext" is an item).
    ///
    /// # Example
    /// `{"predicate": "numbered_item_count", "args": {"value": 3}}`
    /// (M-IFEval `ja:detectable_format:number_numbered_lists`).
    #[derive(Debug)]
    pub struct NumberedItemCount {
        value: i64,
    }
    name = "numbered_item_count"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "num_items")]
    value: i64,
}

impl FromArgs for NumberedItemCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(NumberedItemCount {
            value: args::at_least("value", a.value, 0)?,
        })
    }
}

impl Predicate for NumberedItemCount {
    fn check(&self, doc: &Document) -> Fact {
        static RE: OnceLock<Regex> = OnceLock::new();
        let s = PY_SPACE;
        let re =
            RE.get_or_init(|| Regex::new(&format!(r"(?m)^{s}*\d+\.{s}.*$")).expect("static regex"));
        let items = super::segments(re, doc.text());
        Fact::counted(doc, &items, Relation::Eq, self.value, ("item", "items"))
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn counts_numbered_lines() {
        let p = compiled("numbered_item_count", &json!({"num_items": 2}), false);
        assert!(p.holds(&Document::new("1. 桜\n 2. 梅\n3.桃")));
    }
}
