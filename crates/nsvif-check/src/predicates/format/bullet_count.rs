use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat::PY_SPACE;
use crate::{
    declare_predicate, Bound, Document, Fact, FromArgs, Options, Predicate, Relation, Segment,
};

declare_predicate! {
    /// The response has a number of markdown bullet points.
    ///
    /// # What it checks
    /// That the number of bullet points compares with `value` as `relation` says (by
    /// default: exactly `value`).
    ///
    /// # Arguments
    /// - `value` (IFEval: `num_bullets`): the required number of bullet points.
    /// - `relation` (optional, default `==`): `<`, `<=`, `==`, `!=`, `>=`, `>`.
    ///
    /// # How it counts
    /// As IFEval: every line whose first non-blank character is `*` followed by anything
    /// but another `*`, plus every line whose first non-blank character is `-`, at any
    /// indentation. So `*italic*` lines, `---` rules and `-5 °C` lines count, `**bold**`
    /// lines, `+` items and numbered items do not, and a line holding a lone `*` takes the
    /// next line with it.
    ///
    /// With `ifeval_fixes` a bullet point is a markdown list item: a line, outside fenced
    /// code blocks, whose first non-blank character is `*`, `-` or `+` followed by a space
    /// or tab and some text, and which is not a thematic break (`---`, `* * *`). Nested
    /// items count too (docs/COMPATIBILITY.md).
    ///
    /// # Example
    /// `{"predicate": "bullet_count", "args": {"value": 2}}` holds for
    /// "* First point.\n* Second point." (IFEval `detectable_format:number_bullet_lists`).
    #[derive(Debug)]
    pub struct BulletCount {
        relation: Relation,
        value: i64,
        fixes: bool,
    }
    name = "bullet_count", ifeval = "detectable_format:number_bullet_lists"
}

fn exactly() -> Relation {
    Relation::Eq
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(default = "exactly")]
    relation: Relation,
    #[serde(alias = "num_bullets")]
    value: i64,
}

impl FromArgs for BulletCount {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        Ok(BulletCount {
            relation: a.relation,
            value,
            fixes: options.ifeval_fixes,
        })
    }
}

/// IFEval's two patterns (`re.MULTILINE`), with Python's `\s`.
fn official() -> &'static [Regex; 2] {
    static RE: OnceLock<[Regex; 2]> = OnceLock::new();
    RE.get_or_init(|| {
        let s = PY_SPACE;
        [
            Regex::new(&format!(r"(?m)^{s}*\*[^*].*$")).expect("static regex"),
            Regex::new(&format!(r"(?m)^{s}*-.*$")).expect("static regex"),
        ]
    })
}

fn list_item() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^[ \t]*[-*+][ \t]+\S").expect("static regex"))
}

/// A CommonMark thematic break: three or more of the same `-`, `*` or `_`, spaces between.
fn is_thematic_break(line: &str) -> bool {
    let mut marks = line.chars().filter(|c| !matches!(c, ' ' | '\t'));
    let Some(first @ ('-' | '*' | '_')) = marks.next() else {
        return false;
    };
    let mut n = 1;
    for c in marks {
        if c != first {
            return false;
        }
        n += 1;
    }
    n >= 3
}

impl BulletCount {
    /// The bullet points, each from its marker to the end of its match.
    fn bullets(&self, doc: &Document) -> Vec<Segment> {
        let text = doc.text();
        if self.fixes {
            let code = doc.code_blocks();
            return doc
                .lines()
                .iter()
                .copied()
                .filter(|l| {
                    let line = doc.slice(*l);
                    list_item().is_match(line)
                        && !is_thematic_break(line)
                        && !code.iter().any(|c| c.start <= l.start && l.start < c.end)
                })
                .map(|l| {
                    let indent = doc.slice(l).len() - doc.slice(l).trim_start().len();
                    Segment {
                        start: l.start + indent,
                        end: l.end,
                    }
                })
                .collect();
        }
        let mut out: Vec<Segment> = official()
            .iter()
            .flat_map(|re| re.find_iter(text))
            .map(|m| {
                // The match may start with blank lines: point at the marker.
                let marker = m.as_str().find(['*', '-']).unwrap_or(0);
                Segment {
                    start: m.start() + marker,
                    end: m.end(),
                }
            })
            .collect();
        out.sort_by_key(|s| s.start);
        out
    }
}

impl Predicate for BulletCount {
    fn holds(&self, doc: &Document) -> bool {
        let n = if self.fixes {
            self.bullets(doc).len()
        } else {
            official()
                .iter()
                .map(|re| re.find_iter(doc.text()).count())
                .sum()
        };
        self.relation.holds(n as i64, self.value)
    }

    fn check(&self, doc: &Document) -> Fact {
        Fact::counted(
            doc,
            &self.bullets(doc),
            self.relation,
            self.value,
            ("bullet", "bullets"),
        )
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: "bullets".into(),
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

    fn p(args: serde_json::Value, fixes: bool) -> Box<dyn Predicate> {
        crate::predicates::testing::compiled("bullet_count", &args, fixes)
    }

    const MIXED: &str = "Intro\n* one\n  - two\n**Bold** line\n*italic note*\n---\n+ plus\n1. first\n```\n- in code\n```\n";

    #[test]
    fn counts_as_ifeval_by_default() {
        // `* one`, `- two`, `*italic note*`, `---`, `- in code`.
        let fact = p(json!({"num_bullets": 5}), false).check(&Document::new(MIXED));
        assert_eq!(
            (fact.value, fact.evidence.measured().as_str()),
            (Some(true), "5 bullets")
        );
        // A lone `*` swallows the next line.
        assert!(p(json!({"value": 2}), false).holds(&Document::new("*\n* a\n* b")));
        // Python's `\s` includes U+001C..U+001F.
        assert!(p(json!({"value": 1}), false).holds(&Document::new("\x1C- a")));
        assert!(!p(json!({"value": 1}), false).holds(&Document::new("text - a")));
    }

    #[test]
    fn counts_list_items_with_fixes() {
        // `* one`, `- two`, `+ plus`.
        let fact = p(json!({"value": 3}), true).check(&Document::new(MIXED));
        assert_eq!(
            (fact.value, fact.evidence.measured().as_str()),
            (Some(true), "3 bullets")
        );
        assert!(p(json!({"value": 3}), true).holds(&Document::new("*\n* a\n* b\n* * *\n- c")));
    }

    #[test]
    fn points_at_the_first_extra_bullet() {
        let fact = p(json!({"value": 1}), false).check(&Document::new("* a\n\n  - b\n* c"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.required(), "exactly 1 bullets");
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.line, loc.unit.as_deref()),
            (7, 10, 3, Some("bullet 2"))
        );
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({}),
            json!({"value": -2}),
            json!({"value": 2, "relation": "about"}),
        ] {
            assert!(
                compile("bullet_count", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
