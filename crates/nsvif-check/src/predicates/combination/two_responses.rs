use serde::Deserialize;

use crate::pycompat;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Location, Noun, Options,
    Predicate, Requirement, Segment,
};

declare_predicate! {
    /// The response gives two different answers separated by `******`.
    ///
    /// # What it checks
    /// That the output splits at `separator` into exactly two non-blank responses that
    /// differ, with no blank response between two separators.
    ///
    /// # Arguments
    /// - `separator` (optional, default `******`): the text between the two responses.
    ///
    /// # How it counts
    /// As IFEval: the output is split at every `separator` (left to right, so seven
    /// asterisks leave a `*` in the next part); blank parts are allowed only first and
    /// last (a separator at the very start or end); exactly two parts must remain, and they
    /// must differ once surrounding whitespace is removed (case counts).
    ///
    /// # Example
    /// `{"predicate": "two_responses"}` holds for "Answer one.\n******\nAnswer two."
    /// (IFEval `combination:two_responses`).
    #[derive(Debug)]
    pub struct TwoResponses {
        separator: String,
    }
    name = "two_responses", ifeval = "combination:two_responses"
}

fn default_separator() -> String {
    "******".into()
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(default = "default_separator")]
    separator: String,
}

impl FromArgs for TwoResponses {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.separator.is_empty() {
            return Err("`separator` must not be empty".into());
        }
        Ok(TwoResponses {
            separator: a.separator,
        })
    }
}

impl TwoResponses {
    /// The verdict, what was found and where.
    fn decide(&self, doc: &Document) -> (bool, Finding, Option<Location>) {
        let text = doc.text();
        let mut parts: Vec<Segment> = Vec::new();
        let mut start = 0;
        for (i, sep) in text.match_indices(self.separator.as_str()) {
            parts.push(Segment { start, end: i });
            start = i + sep.len();
        }
        parts.push(Segment {
            start,
            end: text.len(),
        });
        let blank = |s: &Segment| pycompat::py_strip(doc.slice(*s)).is_empty();
        let last = parts.len() - 1;
        let mut valid = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            if !blank(part) {
                valid.push(*part);
            } else if i != 0 && i != last {
                let sep = Segment {
                    start: part.start - self.separator.len(),
                    end: part.start,
                };
                let finding = Finding::Around {
                    before: "an empty response after separator",
                    value: Detail::Number(i as i64),
                    after: "",
                };
                return (
                    false,
                    finding,
                    Some(Location::unit(doc, sep, "separator", i)),
                );
            }
        }
        let trimmed = |s: &Segment| {
            let r = pycompat::strip_range(doc.slice(*s));
            Segment {
                start: s.start + r.start,
                end: s.start + r.end,
            }
        };
        match valid.as_slice() {
            [a, b] if doc.slice(trimmed(a)) == doc.slice(trimmed(b)) => (
                false,
                Finding::Phrase("two identical responses"),
                Some(Location::unit(doc, trimmed(b), "response", 2)),
            ),
            [_, _] => (true, Finding::Phrase("two different responses"), None),
            _ => {
                let n = Finding::Count {
                    unit: Noun::new("response", "responses"),
                    got: valid.len() as i64,
                };
                let at = valid
                    .get(2)
                    .map(|s| Location::unit(doc, trimmed(s), "response", 3));
                (false, n, at)
            }
        }
    }
}

impl Predicate for TwoResponses {
    fn check(&self, doc: &Document) -> Fact {
        let (ok, finding, at) = self.decide(doc);
        let required = Requirement::Around {
            before: "two different responses separated by",
            value: Detail::Plain(self.separator.clone()),
            after: "",
        };
        Fact::property(ok, required, finding).at_opt(at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn p() -> Box<dyn Predicate> {
        compile(
            "two_responses",
            &serde_json::Value::Null,
            &Options::default(),
        )
        .unwrap()
    }

    #[test]
    fn needs_two_different_responses() {
        assert!(p().holds(&Document::new("One.\n******\nTwo.")));
        assert!(p().holds(&Document::new("******\nOne.\n******\nTwo.\n******  ")));
        assert!(
            p().holds(&Document::new("One.\n*******\nOne.")),
            "the seventh * stays in part 2"
        );
        let fact = p().check(&Document::new("Same.\n******\n Same.\x1C"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "two identical responses");
        let loc = fact.evidence.location.unwrap();
        assert_eq!(
            (loc.start, loc.end, loc.unit.as_deref()),
            (14, 19, Some("response 2"))
        );
        assert_eq!(
            p().check(&Document::new("Only one.")).evidence.measured(),
            "1 response"
        );
        let fact = p().check(&Document::new("A\n******\nB\n******\nC"));
        assert_eq!(fact.evidence.measured(), "3 responses");
        assert_eq!(
            fact.evidence.location.unwrap().unit.as_deref(),
            Some("response 3")
        );
    }

    #[test]
    fn a_blank_response_between_separators_fails() {
        let fact = p().check(&Document::new("A\n******\n \n******\nB"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(
            fact.evidence.measured(),
            "an empty response after separator 1"
        );
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.end, loc.line), (2, 8, 2));
    }

    #[test]
    fn takes_a_custom_separator_and_rejects_bad_arguments() {
        let p = compile(
            "two_responses",
            &json!({"separator": "---"}),
            &Options::default(),
        )
        .unwrap();
        assert!(p.holds(&Document::new("A\n---\nB")));
        assert!(compile(
            "two_responses",
            &json!({"separator": ""}),
            &Options::default()
        )
        .is_err());
        assert!(compile("two_responses", &json!({"count": 2}), &Options::default()).is_err());
    }
}
