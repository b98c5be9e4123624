use serde::Deserialize;

use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Location, Options, Predicate,
    Requirement, Segment,
};

/// IFEval's options.
const IFEVAL_OPTIONS: [&str; 3] = [
    "My answer is yes.",
    "My answer is no.",
    "My answer is maybe.",
];

declare_predicate! {
    /// The response gives one of a fixed set of answers, such as "My answer is yes.".
    ///
    /// # What it checks
    /// That the output contains at least one of `options`, exactly as written.
    ///
    /// # Arguments
    /// - `options` (optional): the allowed answers; by default IFEval's "My answer is
    ///   yes.", "My answer is no." and "My answer is maybe.".
    ///
    /// # How it counts
    /// As IFEval: a case-sensitive substring search, so the answer may sit inside a longer
    /// text and "My answer is yes, …" does not count (the period is part of the option).
    ///
    /// # Example
    /// `{"predicate": "constrained_response"}` holds for "My answer is no. Here is why…"
    /// (IFEval `detectable_format:constrained_response`).
    #[derive(Debug)]
    pub struct ConstrainedResponse {
        options: Vec<String>,
    }
    name = "constrained_response", ifeval = "detectable_format:constrained_response"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(default)]
    options: Option<Vec<String>>,
}

impl FromArgs for ConstrainedResponse {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let options = match a.options {
            None => IFEVAL_OPTIONS.iter().map(|o| o.to_string()).collect(),
            Some(o) if o.is_empty() => return Err("`options` must not be empty".into()),
            Some(o) if o.iter().any(|x| x.is_empty()) => {
                return Err("`options` must not contain an empty answer".into())
            }
            Some(o) => o,
        };
        Ok(ConstrainedResponse { options })
    }
}

impl ConstrainedResponse {
    fn required(&self) -> Requirement {
        Requirement::OneOf(self.options.clone())
    }
}

impl Predicate for ConstrainedResponse {
    fn holds(&self, doc: &Document) -> bool {
        self.options.iter().any(|o| doc.text().contains(o.as_str()))
    }

    fn check(&self, doc: &Document) -> Fact {
        let first = self
            .options
            .iter()
            .filter_map(|o| doc.text().find(o.as_str()).map(|i| (i, o)))
            .min();
        match first {
            Some((start, o)) => {
                let finding = Finding::Excerpt {
                    label: "option",
                    text: o.clone(),
                };
                Fact::property(true, self.required(), finding).at(Location::of(
                    doc,
                    Segment {
                        start,
                        end: start + o.len(),
                    },
                ))
            }
            None => Fact::property(
                false,
                self.required(),
                Finding::Phrase("none of the options"),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    #[test]
    fn finds_an_option_anywhere() {
        let p = compile(
            "constrained_response",
            &serde_json::Value::Null,
            &Options::default(),
        )
        .unwrap();
        let fact = p.check(&Document::new("Well.\nMy answer is maybe. Or no."));
        assert_eq!(fact.value, Some(true));
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.line, loc.column), (6, 2, 1));
        assert!(!p.holds(&Document::new("My answer is yes, definitely.")));
        assert!(!p.holds(&Document::new("my answer is yes.")));
        let fact = p.check(&Document::new("Yes."));
        assert_eq!(fact.evidence.measured(), "none of the options");
        assert!(fact
            .evidence
            .required()
            .starts_with("one of \"My answer is yes.\""));
    }

    #[test]
    fn takes_custom_options_and_rejects_bad_ones() {
        let p = compile(
            "constrained_response",
            &json!({"options": ["A", "B"]}),
            &Options::default(),
        )
        .unwrap();
        assert!(p.holds(&Document::new("I pick B")));
        assert!(!p.holds(&Document::new("I pick c")));
        for args in [
            json!({"options": []}),
            json!({"options": [""]}),
            json!({"choices": ["A"]}),
        ] {
            assert!(
                compile("constrained_response", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
