use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::predicates::args;
use crate::{
    declare_predicate, Bound, Document, Fact, FromArgs, Options, Predicate, Relation, Segment,
};

declare_predicate! {
    /// The response has a number of placeholders in square brackets, such as `[address]`.
    ///
    /// # What it checks
    /// That the number of bracketed placeholders compares with `value` as `relation` says
    /// (by default: at least `value`).
    ///
    /// # Arguments
    /// - `value` (IFEval: `num_placeholders`): the required number of placeholders.
    /// - `relation` (optional, default `>=`): `<`, `<=`, `==`, `!=`, `>=`, `>`.
    ///
    /// # How it counts
    /// As IFEval: every non-overlapping match of `\[.*?\]`, i.e. a `[`, then the shortest
    /// run of characters on the same line up to the next `]`. Empty brackets `[]` and the
    /// text part of a markdown link `[text](url)` count too; brackets across lines do not.
    ///
    /// # Example
    /// `{"predicate": "placeholder_count", "args": {"value": 2}}` holds for
    /// `"Dear [name], see you at [place]."` (IFEval `detectable_content:number_placeholders`).
    #[derive(Debug)]
    pub struct PlaceholderCount {
        relation: Relation,
        value: i64,
    }
    name = "placeholder_count", ifeval = "detectable_content:number_placeholders"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(default = "args::relation_at_least")]
    relation: Relation,
    #[serde(alias = "num_placeholders")]
    value: i64,
}

impl FromArgs for PlaceholderCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        Ok(PlaceholderCount {
            relation: a.relation,
            value,
        })
    }
}

fn placeholder() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"\[.*?\]").expect("static regex"))
}

impl Predicate for PlaceholderCount {
    fn holds(&self, doc: &Document) -> bool {
        let n = placeholder().find_iter(doc.text()).count() as i64;
        self.relation.holds(n, self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        let found: Vec<Segment> = placeholder()
            .find_iter(doc.text())
            .map(|m| Segment {
                start: m.start(),
                end: m.end(),
            })
            .collect();
        Fact::counted(
            doc,
            &found,
            self.relation,
            self.value,
            ("placeholder", "placeholders"),
        )
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: "placeholders".into(),
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
        compile("placeholder_count", &args, &Options::default()).unwrap()
    }

    #[test]
    fn counts_bracketed_placeholders_on_one_line() {
        let at_least_2 = p(json!({"num_placeholders": 2}));
        assert!(at_least_2.holds(&Document::new("Dear [name], meet at [place].")));
        assert!(
            at_least_2.holds(&Document::new("[] and [](x)")),
            "empty brackets count, as IFEval"
        );
        let fact = at_least_2.check(&Document::new("Dear [name\n], see [x]"));
        assert_eq!(
            fact.value,
            Some(false),
            "a placeholder does not cross lines"
        );
        assert_eq!(fact.evidence.measured(), "1 placeholder");
        assert_eq!(fact.evidence.required(), "at least 2 placeholders");
    }

    #[test]
    fn an_upper_bound_points_at_the_first_extra_placeholder() {
        let fact = p(json!({"relation": "<=", "value": 1})).check(&Document::new("[a] [b]\n[c]"));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.unit.as_deref()),
            (4, 7, Some("placeholder 2"))
        );
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({}),
            json!({"value": -1}),
            json!({"value": 1, "extra": 2}),
        ] {
            assert!(
                compile("placeholder_count", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
