use serde::Deserialize;

use crate::pycompat;
use crate::{
    declare_predicate, Document, End, EvidenceKind, Fact, Finding, FromArgs, Location, Options,
    Predicate, Segment,
};

declare_predicate! {
    /// The whole response is wrapped in double quotation marks.
    ///
    /// # What it checks
    /// That the output, without surrounding whitespace, starts and ends with `"`.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As IFEval: after stripping whitespace the output must be at least two characters
    /// long, and its first and last characters must be the ASCII double quote `"`; curly
    /// quotes `“ ”` do not count, and the quotes need not match each other inside.
    ///
    /// # Example
    /// `{"predicate": "wrapped_in_quotes"}` holds for "\"Hello, world.\""
    /// (IFEval `startend:quotation`).
    #[derive(Debug)]
    pub struct WrappedInQuotes {}
    name = "wrapped_in_quotes", ifeval = "startend:quotation"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {}

impl FromArgs for WrappedInQuotes {
    type Args = Args;
    fn new(_: Args, _: &Options) -> Result<Self, String> {
        Ok(WrappedInQuotes {})
    }
}

impl Predicate for WrappedInQuotes {
    fn holds(&self, doc: &Document) -> bool {
        let v = pycompat::py_strip(doc.text());
        v.chars().nth(1).is_some() && v.starts_with('"') && v.ends_with('"')
    }

    fn check(&self, doc: &Document) -> Fact {
        let r = pycompat::strip_range(doc.text());
        let v = &doc.text()[r.clone()];
        let required = "the output wrapped in double quotes";
        let Some(first) = v.chars().next() else {
            return Fact::property(false, required, Finding::Phrase("an empty output"));
        };
        let last = v.chars().next_back().unwrap_or(first);
        let at = |start: usize, c: char| {
            Location::of(
                doc,
                Segment {
                    start,
                    end: start + c.len_utf8(),
                },
            )
        };
        if first != '"' {
            let edge = EvidenceKind::Edge {
                end: End::Start,
                found: first,
                required: required.into(),
            };
            Fact::found(false, edge).at(at(r.start, first))
        } else if v.chars().nth(1).is_none() {
            Fact::property(false, required, Finding::Phrase("a lone quote")).at(at(r.start, first))
        } else if last != '"' {
            let edge = EvidenceKind::Edge {
                end: End::End,
                found: last,
                required: required.into(),
            };
            Fact::found(false, edge).at(at(r.end - last.len_utf8(), last))
        } else {
            Fact::property(true, required, Finding::Phrase("wrapped in double quotes"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;

    fn p() -> Box<dyn Predicate> {
        compile(
            "wrapped_in_quotes",
            &serde_json::Value::Null,
            &Options::default(),
        )
        .unwrap()
    }

    #[test]
    fn needs_straight_quotes_at_both_ends() {
        assert!(p().holds(&Document::new("\n \"Hi\" \x1C")));
        assert!(p().holds(&Document::new("\"\"")));
        for bad in ["\"", "“Hi”", "\"Hi", "Hi\"", "Hi"] {
            assert!(!p().holds(&Document::new(bad)), "{bad:?}");
            assert_eq!(p().check(&Document::new(bad)).value, Some(false), "{bad:?}");
        }
    }

    #[test]
    fn points_at_the_wrong_end() {
        let fact = p().check(&Document::new("  \"Hi.\nBye é"));
        assert_eq!(fact.evidence.measured(), "ends with 'é'");
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.end, loc.line, loc.column), (11, 13, 2, 5));
        let fact = p().check(&Document::new("“Hi”"));
        assert_eq!(fact.evidence.measured(), "starts with '“'");
    }

    #[test]
    fn takes_no_arguments() {
        assert!(compile(
            "wrapped_in_quotes",
            &serde_json::json!({"curly": true}),
            &Options::default()
        )
        .is_err());
    }
}
