use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat;
use crate::{
    declare_predicate, Bound, Document, Fact, FromArgs, Options, Predicate, Relation, Segment,
};

declare_predicate! {
    /// The response has a number of markdown-highlighted sections, such as `*important*`.
    ///
    /// # What it checks
    /// That the number of highlighted spans compares with `value` as `relation` says (by
    /// default: at least `value`).
    ///
    /// # Arguments
    /// - `value` (IFEval: `num_highlights`): the required number of highlights.
    /// - `relation` (optional, default `>=`): `<`, `<=`, `==`, `!=`, `>=`, `>`.
    ///
    /// # How it counts
    /// As IFEval, two counts added: the non-overlapping matches of `\*[^\n*]*\*` (a `*`,
    /// text on the same line without `*`, a `*`) whose text is not blank, plus the matches
    /// of `\*\*[^\n*]*\*\*` whose text is not blank. So `*a*` counts once and `**b**` once
    /// (through the second count); a bullet's `*` followed by `*italic*` on the same line
    /// counts as one highlight spanning both.
    ///
    /// # Example
    /// `{"predicate": "highlight_count", "args": {"value": 2}}` holds for
    /// "*Plan*: go. **Note**: rest." (IFEval `detectable_format:number_highlighted_sections`).
    #[derive(Debug)]
    pub struct HighlightCount {
        relation: Relation,
        value: i64,
    }
    name = "highlight_count", ifeval = "detectable_format:number_highlighted_sections"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(default = "args::relation_at_least")]
    relation: Relation,
    #[serde(alias = "num_highlights")]
    value: i64,
}

impl FromArgs for HighlightCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        Ok(HighlightCount {
            relation: a.relation,
            value,
        })
    }
}

fn patterns() -> &'static [Regex; 2] {
    static RE: OnceLock<[Regex; 2]> = OnceLock::new();
    RE.get_or_init(|| {
        [
            Regex::new(r"\*[^\n*]*\*").expect("static regex"),
            Regex::new(r"\*\*[^\n*]*\*\*").expect("static regex"),
        ]
    })
}

/// The highlights, ordered by position.
fn highlights(text: &str) -> Vec<Segment> {
    let [single, double] = patterns();
    // `highlight.strip("*").strip()` and `removeprefix("**").removesuffix("**").strip()`:
    // the text between the delimiters holds no `*`, so both are the inner text stripped.
    let inner = |m: regex::Match<'_>, d: usize| {
        let s = m.as_str();
        !pycompat::py_strip(&s[d..s.len() - d]).is_empty()
    };
    let mut out: Vec<Segment> = single
        .find_iter(text)
        .filter(|m| inner(*m, 1))
        .chain(double.find_iter(text).filter(|m| inner(*m, 2)))
        .map(|m| Segment {
            start: m.start(),
            end: m.end(),
        })
        .collect();
    out.sort_by_key(|s| s.start);
    out
}

impl Predicate for HighlightCount {
    fn holds(&self, doc: &Document) -> bool {
        let n = highlights(doc.text()).len() as i64;
        self.relation.holds(n, self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        Fact::counted(
            doc,
            &highlights(doc.text()),
            self.relation,
            self.value,
            ("highlight", "highlights"),
        )
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: "highlights".into(),
            relation: self.relation,
            value: self.value,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn p(args: serde_json::Value) -> Box<dyn Predicate> {
        compile("highlight_count", &args, &Options::default()).unwrap()
    }

    #[test]
    fn counts_single_and_double_highlights() {
        let doc = Document::new("*Plan*: go. **Note**: rest. ** ** and * *\n*open\nclose*");
        let fact = p(json!({"num_highlights": 2})).check(&doc);
        assert_eq!(
            (fact.value, fact.evidence.measured().as_str()),
            (Some(true), "2 highlights")
        );
        assert!(!p(json!({"value": 3})).holds(&doc));
        // Python's strip() also strips U+001F.
        assert!(!p(json!({"value": 1})).holds(&Document::new("*\x1F*")));
    }

    #[test]
    fn points_at_the_first_highlight_too_many() {
        let fact = p(json!({"relation": "<", "value": 1})).check(&Document::new("a *b* c"));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.unit.as_deref()),
            (2, 5, Some("highlight 1"))
        );
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [json!({}), json!({"value": -1}), json!({"value": "two"})] {
            assert!(
                compile("highlight_count", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
