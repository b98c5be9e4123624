use nsvif_spec::quote;
use serde::Deserialize;

use crate::predicates::args;
use crate::pycompat::{self, PY_SPACE};
use crate::{
    declare_predicate, Bound, BoundedRegex, Document, EvidenceKind, Fact, FromArgs, Options,
    Predicate, Relation, Requirement, Segment, UndecidedReason,
};

declare_predicate! {
    /// The response has a number of sections, each starting with a marker such as
    /// "Section 1".
    ///
    /// # What it checks
    /// That the number of section markers (`splitter` followed by a number) compares with
    /// `value` as `relation` says (by default: at least `value`).
    ///
    /// # Arguments
    /// - `value` (IFEval: `num_sections`): the required number of sections.
    /// - `splitter` (IFEval: `section_spliter`, optional, default `Section`): the word that
    ///   marks a section, surrounding whitespace ignored.
    /// - `relation` (optional, default `>=`): `<`, `<=`, `==`, `!=`, `>=`, `>`.
    ///
    /// # How it counts
    /// As IFEval: the number of places the output splits at `\s?SPLITTER\s?\d+\s?`, i.e.
    /// every occurrence of the splitter (case-sensitive) followed, after at most one
    /// whitespace character, by digits, anywhere in the text: "SECTION 1", "SECTION2", and
    /// also a mention such as "see SECTION 2" or "Day 1" inside a sentence. The splitter is
    /// used as a regular expression, as IFEval does (a `.` in it matches any character, and
    /// each capturing group counts once more per marker, as Python's `re.split` returns the
    /// groups); with `ifeval_fixes` it is matched literally (docs/COMPATIBILITY.md).
    ///
    /// # Example
    /// `{"predicate": "section_count", "args": {"splitter": "SECTION", "value": 2}}` holds
    /// for "SECTION 1\nIntro.\nSECTION 2\nMore." (IFEval `detectable_format:multiple_sections`).
    #[derive(Debug)]
    pub struct SectionCount {
        relation: Relation,
        value: i64,
        splitter: String,
        pattern: BoundedRegex,
    }
    name = "section_count", ifeval = "detectable_format:multiple_sections"
}

fn default_splitter() -> String {
    "Section".into()
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(default = "args::relation_at_least")]
    relation: Relation,
    #[serde(alias = "num_sections")]
    value: i64,
    #[serde(
        alias = "section_spliter",
        alias = "section_splitter",
        default = "default_splitter"
    )]
    splitter: String,
}

impl FromArgs for SectionCount {
    type Args = Args;
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        let value = args::at_least("value", a.value, 0)?;
        let splitter = pycompat::py_strip(&a.splitter).to_string();
        if splitter.is_empty() {
            return Err("`splitter` must not be blank".into());
        }
        let body = if options.ifeval_fixes {
            regex::escape(&splitter)
        } else {
            splitter.clone()
        };
        let s = PY_SPACE;
        let pattern =
            crate::regex_cache::compile(&format!(r"{s}?{body}{s}?\d+{s}?")).map_err(|e| {
                format!(
                    "`splitter` {:?} is used as a regular expression (as IFEval does) and is \
                     refused: {e}; enable the IFEval fixes to match it literally",
                    quote::short(&splitter)
                )
            })?;
        Ok(SectionCount {
            relation: a.relation,
            value,
            splitter,
            pattern,
        })
    }
}

impl SectionCount {
    /// `len(re.split(pattern, text)) - 1`: one per match, plus one per capturing group.
    fn per_match(&self) -> usize {
        self.pattern.captures_len()
    }
}

impl Predicate for SectionCount {
    fn holds(&self, doc: &Document) -> bool {
        self.value(doc) == Some(true)
    }

    fn value(&self, doc: &Document) -> Option<bool> {
        let n = self
            .pattern
            .count(doc.text())
            .ok()?
            .saturating_mul(self.per_match());
        Some(self.relation.holds(n as i64, self.value))
    }

    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let matches = match self.pattern.find_iter(text, usize::MAX) {
            Ok(matches) => matches,
            Err(overrun) => {
                let required = Requirement::Statement(format!(
                    "sections marked {:?}",
                    quote::short(&self.splitter)
                ));
                return Fact::unknown(required, UndecidedReason::Overrun(overrun));
            }
        };
        let markers: Vec<Segment> = matches
            .into_iter()
            .flat_map(|m| {
                let r = pycompat::strip_range(&text[m.clone()]);
                let seg = Segment {
                    start: m.start + r.start,
                    end: m.start + r.end,
                };
                (0..self.per_match()).map(move |_| seg)
            })
            .collect();
        let mut fact = Fact::counted(
            doc,
            &markers,
            self.relation,
            self.value,
            ("section", "sections"),
        );
        if let EvidenceKind::Count { marker, .. } = &mut fact.evidence.kind {
            *marker = Some(quote::short(&self.splitter).into_owned());
        }
        fact
    }

    fn bound(&self) -> Option<Bound> {
        Some(Bound {
            measure: format!("sections marked {:?}", quote::short(&self.splitter)),
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
        crate::predicates::testing::compiled("section_count", &args, fixes)
    }

    #[test]
    fn counts_splitter_and_number_anywhere() {
        let doc = Document::new("SECTION 1\nIntro.\nSECTION2\nAs SECTION 3 says.\nSection 4");
        let fact = p(
            json!({"section_spliter": "SECTION", "num_sections": 3}),
            false,
        )
        .check(&doc);
        assert_eq!(
            (fact.value, fact.evidence.measured().as_str()),
            (Some(true), "3 sections")
        );
        assert_eq!(
            fact.evidence.required(),
            "at least 3 sections marked \"SECTION N\""
        );
        assert!(!p(json!({"splitter": " SECTION ", "value": 4}), false).holds(&doc));
        assert!(!p(json!({"value": 1}), false).holds(&Document::new("Section one")));
        // One whitespace character at most between the splitter and the number.
        assert!(!p(json!({"value": 1}), false).holds(&Document::new("Section  1")));
    }

    #[test]
    fn the_splitter_is_a_regex_unless_fixed() {
        let doc = Document::new("Part.1 text PartX2");
        assert!(p(json!({"splitter": "Part.", "value": 2}), false).holds(&doc));
        assert!(!p(json!({"splitter": "Part.", "value": 2}), true).holds(&doc));
        assert!(p(json!({"splitter": "Part.", "value": 1}), true).holds(&doc));
        // Python's re.split also returns each group: one more "section" per group.
        let grouped = Document::new("(Day) 1 x (Day) 2");
        assert!(p(json!({"splitter": "(Day)", "value": 4}), false)
            .holds(&Document::new("Day 1 x Day 2")));
        assert!(p(json!({"splitter": "(Day)", "value": 2}), true).holds(&grouped));
        assert!(!p(json!({"splitter": "(Day)", "value": 3}), true).holds(&grouped));
    }

    #[test]
    fn an_upper_bound_points_at_the_marker_too_many() {
        let fact = p(json!({"relation": "==", "value": 1}), false)
            .check(&Document::new("Section 1\nA\n Section 2\nB"));
        assert_eq!(fact.value, Some(false));
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.line, loc.unit.as_deref()),
            (13, 22, 3, Some("section 2"))
        );
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({"splitter": "S"}),
            json!({"value": 1, "splitter": " "}),
            json!({"value": -1}),
            json!({"value": 1, "splitter": "(x"}),
        ] {
            assert!(
                compile("section_count", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
        assert!(compile(
            "section_count",
            &json!({"value": 1, "splitter": "(x"}),
            &Options {
                ifeval_fixes: true,
                ..Options::default()
            }
        )
        .is_ok());
    }
}
