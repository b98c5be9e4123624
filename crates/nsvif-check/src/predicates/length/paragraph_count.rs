use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::nlp::py_strip;
use crate::predicates::args;
use crate::{
    declare_predicate, Bound, Document, Fact, Finding, FromArgs, Location, Noun, Options,
    Predicate, Relation, Requirement, Segment,
};

declare_predicate! {
    /// The response has a number of paragraphs, separated by a markdown divider `***`
    /// (or by blank lines).
    ///
    /// # What it checks
    /// That the number of paragraphs compares with `value` as `relation` says (exactly
    /// `value` unless told otherwise), and, with the `***` separator, that no paragraph
    /// between two dividers is empty.
    ///
    /// # Arguments
    /// - `value` (IFEval: `num_paragraphs`): the required number of paragraphs.
    /// - `relation` (optional, default `==`): `<`, `<=`, `==`, `!=`, `>=`, `>`.
    /// - `separator` (optional): `"***"` (default, IFEval's markdown divider) or
    ///   `"blank line"`.
    ///
    /// # How it counts
    /// With `***`, as IFEval counts: the output is cut at every `***` (with one
    /// whitespace character on either side), so `****` is a divider followed by a `*`; an
    /// empty piece before the first or after the last divider does not count, an empty
    /// piece between two dividers fails the check. Blank lines do not separate paragraphs
    /// then. With `"blank line"`, paragraphs are blocks of non-blank lines.
    ///
    /// # Example
    /// `{"predicate": "paragraph_count", "args": {"value": 3}}`
    /// (IFEval `length_constraints:number_paragraphs`).
    #[derive(Debug)]
    pub struct ParagraphCount {
        relation: Relation,
        value: i64,
        separator: Separator,
    }
    name = "paragraph_count", ifeval = "length_constraints:number_paragraphs"
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
pub enum Separator {
    #[serde(rename = "***")]
    Divider,
    #[serde(rename = "blank line", alias = "blank_line")]
    BlankLine,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(default = "equal")]
    relation: Relation,
    #[serde(alias = "num_paragraphs")]
    value: i64,
    #[serde(default = "divider")]
    separator: Separator,
}

fn equal() -> Relation {
    Relation::Eq
}

fn divider() -> Separator {
    Separator::Divider
}

impl FromArgs for ParagraphCount {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        Ok(ParagraphCount {
            relation: a.relation,
            value,
            separator: a.separator,
        })
    }
}

/// The paragraphs, or the empty one between two dividers that fails the check.
enum Split {
    Paragraphs(Vec<Segment>),
    Empty { index: usize, at: Segment },
}

/// IFEval's `re.split(r"\s?\*\*\*\s?", text)` with empty first/last pieces dropped.
fn split_at_dividers(text: &str) -> Split {
    static DIVIDER: OnceLock<Regex> = OnceLock::new();
    let re = DIVIDER.get_or_init(|| Regex::new(r"\s?\*\*\*\s?").expect("static regex"));
    let mut pieces = Vec::new();
    let mut start = 0;
    for m in re.find_iter(text) {
        pieces.push(Segment {
            start,
            end: m.start(),
        });
        start = m.end();
    }
    pieces.push(Segment {
        start,
        end: text.len(),
    });
    let last = pieces.len() - 1;
    let mut out = Vec::new();
    for (i, p) in pieces.into_iter().enumerate() {
        if !py_strip(&text[p.start..p.end]).is_empty() {
            out.push(crate::document::trim(text, p));
        } else if i != 0 && i != last {
            return Split::Empty {
                index: out.len() + 1,
                at: p,
            };
        }
    }
    Split::Paragraphs(out)
}

impl ParagraphCount {
    fn split(&self, doc: &Document) -> Split {
        match self.separator {
            Separator::Divider => split_at_dividers(doc.text()),
            Separator::BlankLine => Split::Paragraphs(doc.paragraphs().to_vec()),
        }
    }

    fn unit(&self) -> &'static str {
        match self.separator {
            Separator::Divider => "paragraphs separated by ***",
            Separator::BlankLine => "paragraphs",
        }
    }
}

impl Predicate for ParagraphCount {
    fn holds(&self, doc: &Document) -> bool {
        match self.split(doc) {
            Split::Paragraphs(p) => self.relation.holds(p.len() as i64, self.value),
            Split::Empty { .. } => false,
        }
    }

    fn check(&self, doc: &Document) -> Fact {
        let required = Requirement::Count {
            relation: self.relation,
            limit: self.value,
            units: self.unit().into(),
        };
        let paragraphs = match self.split(doc) {
            Split::Paragraphs(p) => p,
            Split::Empty { index, at } => {
                let finding = Finding::Unit {
                    unit: "paragraph",
                    index,
                    text: None,
                    problem: "is empty (two dividers with nothing between)",
                    detail: None,
                };
                return Fact::property(false, required, finding).at(Location::unit(
                    doc,
                    at,
                    "paragraph",
                    index,
                ));
            }
        };
        let n = paragraphs.len() as i64;
        let at = self.relation.first_past(self.value, n).and_then(|i| {
            paragraphs
                .get(i)
                .map(|s| Location::unit(doc, *s, "paragraph", i + 1))
        });
        Fact::count(
            n,
            self.relation,
            self.value,
            Noun::new("paragraph", self.unit()),
        )
        .at_opt(at)
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: match self.separator {
                Separator::Divider => "paragraphs(***)".into(),
                Separator::BlankLine => "paragraphs".into(),
            },
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

    fn compile_with(args: serde_json::Value) -> Box<dyn Predicate> {
        compile("paragraph_count", &args, &Options::default()).unwrap()
    }

    #[test]
    fn counts_paragraphs_between_dividers() {
        let p = compile_with(json!({"num_paragraphs": 3}));
        assert!(p.holds(&Document::new("One.\n***\nTwo.\n\nStill two.\n***\nThree.")));
        assert!(
            p.holds(&Document::new("***\nOne.\n***\nTwo.\n***\nThree.\n***")),
            "empty first and last pieces do not count"
        );
        let fact = p.check(&Document::new("One.\n\nTwo.\n\nThree."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "1 paragraph");
    }

    #[test]
    fn an_empty_paragraph_between_dividers_fails() {
        let p = compile_with(json!({"value": 2}));
        let fact = p.check(&Document::new("One.\n***\n\n***\nTwo."));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.line, loc.unit.as_deref()), (3, Some("paragraph 2")));
    }

    #[test]
    fn too_many_points_at_the_first_extra_paragraph() {
        let p = compile_with(json!({"value": 1}));
        let fact = p.check(&Document::new("One.\n***\nTwo."));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.unit.as_deref()),
            (9, 13, Some("paragraph 2"))
        );
    }

    #[test]
    fn blank_lines_and_other_relations() {
        let p = compile_with(json!({"value": 2, "relation": ">=", "separator": "blank line"}));
        assert!(p.holds(&Document::new("One.\n\nTwo.\n \nThree.")));
        assert!(!p.holds(&Document::new("One.\n***\nTwo.")));
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"value": -1}),
            json!({}),
            json!({"value": 2, "separator": "---"}),
            json!({"value": 2, "relation": "around"}),
        ] {
            assert!(
                compile("paragraph_count", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
