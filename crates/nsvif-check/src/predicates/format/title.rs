use std::sync::OnceLock;

use regex::Regex;
use serde::Deserialize;

use crate::pycompat;
use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Location, Options, Predicate, Segment,
};

declare_predicate! {
    /// The response contains a title wrapped in double angular brackets, such as
    /// `<<poem of joy>>`.
    ///
    /// # What it checks
    /// That some `<<…>>` on one line holds a non-blank title.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As IFEval: the matches of `<<[^\n]+>>` (from the first `<<` on a line to the last
    /// `>>` on it), and a match is a title when it is not blank once its leading `<`s,
    /// trailing `>`s and whitespace are removed. The title may be anywhere in the output,
    /// not only on the first line.
    ///
    /// # Example
    /// `{"predicate": "title"}` holds for `"<<Autumn Leaves>>\n\nThe trees…"`
    /// (IFEval `detectable_format:title`).
    #[derive(Debug)]
    pub struct Title {}
    name = "title", ifeval = "detectable_format:title"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {}

impl FromArgs for Title {
    type Args = Args;
    fn new(_: Args, _: &Options) -> Result<Self, String> {
        Ok(Title {})
    }
}

fn find(text: &str) -> Option<Segment> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| Regex::new(r"<<[^\n]+>>").expect("static regex"));
    re.find_iter(text)
        .find(|m| {
            let inner = m.as_str().trim_start_matches('<').trim_end_matches('>');
            !pycompat::py_strip(inner).is_empty()
        })
        .map(|m| Segment {
            start: m.start(),
            end: m.end(),
        })
}

impl Predicate for Title {
    fn holds(&self, doc: &Document) -> bool {
        find(doc.text()).is_some()
    }

    fn check(&self, doc: &Document) -> Fact {
        let required = "a title in <<double angular brackets>>";
        match find(doc.text()) {
            Some(seg) => {
                let finding = Finding::Excerpt {
                    label: "title",
                    text: doc.slice(seg).to_string(),
                };
                Fact::property(true, required, finding).at(Location::of(doc, seg))
            }
            None => Fact::property(false, required, Finding::Phrase("no title")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;

    fn p() -> Box<dyn Predicate> {
        compile("title", &serde_json::Value::Null, &Options::default()).unwrap()
    }

    #[test]
    fn finds_a_non_blank_title_on_one_line() {
        let fact = p().check(&Document::new("Intro\n<< >> then <<Joy>>\ntext"));
        assert_eq!(
            fact.value,
            Some(true),
            "the match spans `<< >> then <<Joy>>`"
        );
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.end, loc.line), (6, 24, 2));
        for bad in [
            "<<>>",
            "<<<>>>",
            "<< \x1F >>",
            "<<split\ntitle>>",
            "<Joy>",
            "no title",
        ] {
            assert!(!p().holds(&Document::new(bad)), "{bad:?}");
        }
        assert_eq!(
            p().check(&Document::new("x")).evidence.measured(),
            "no title"
        );
    }

    #[test]
    fn takes_no_arguments() {
        assert!(compile(
            "title",
            &serde_json::json!({"text": "x"}),
            &Options::default()
        )
        .is_err());
    }
}
