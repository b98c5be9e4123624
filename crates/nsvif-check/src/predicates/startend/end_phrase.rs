use serde::Deserialize;

use crate::pycompat;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Location, Options, Predicate,
    Requirement, Segment,
};

declare_predicate! {
    /// The response ends with a given phrase.
    ///
    /// # What it checks
    /// That the output ends with `phrase`, ignoring letter case, surrounding whitespace
    /// and double quotes around the whole output.
    ///
    /// # Arguments
    /// - `phrase` (IFEval: `end_phrase`): the closing phrase.
    ///
    /// # How it counts
    /// As IFEval: the output is stripped of surrounding whitespace, then of every `"` at
    /// its start and end, and lowercased; the phrase is stripped and lowercased; the output
    /// must end with the phrase. Nothing may follow it, not even a period or markdown
    /// (`**Peace!**` does not end with `Peace!`).
    ///
    /// # Example
    /// `{"predicate": "end_phrase", "args": {"phrase": "Any other questions?"}}` holds for
    /// "…\nAny other questions?" (IFEval `startend:end_checker`).
    #[derive(Debug)]
    pub struct EndPhrase {
        phrase: String,
        lowered: String,
    }
    name = "end_phrase", ifeval = "startend:end_checker"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "end_phrase")]
    phrase: String,
}

impl FromArgs for EndPhrase {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let phrase = pycompat::py_strip(&a.phrase).to_string();
        if phrase.is_empty() {
            return Err("`phrase` must not be blank".into());
        }
        Ok(EndPhrase {
            lowered: phrase.to_lowercase(),
            phrase,
        })
    }
}

impl EndPhrase {
    /// Where the part of `text` that can hold the phrase in lower case starts: every
    /// character lowers to at least one, so the phrase's length in characters (and a
    /// margin) is enough.
    fn tail(&self, text: &str) -> usize {
        pycompat::lowering_tail(text, self.lowered.chars().count() + 16)
    }
}

/// `value.strip().strip('"')` as a byte range of the output.
fn ending(text: &str) -> std::ops::Range<usize> {
    let r = pycompat::strip_range(text);
    let inner = text[r.clone()].trim_matches('"');
    let start = r.start + (text[r.clone()].len() - text[r.clone()].trim_start_matches('"').len());
    start..start + inner.len()
}

impl Predicate for EndPhrase {
    fn holds(&self, doc: &Document) -> bool {
        let text = &doc.text()[ending(doc.text())];
        text[self.tail(text)..]
            .to_lowercase()
            .ends_with(&self.lowered)
    }

    fn check(&self, doc: &Document) -> Fact {
        let r = ending(doc.text());
        let from = self.tail(&doc.text()[r.clone()]);
        let (lower, map) = pycompat::lower_with_offsets(&doc.text()[r.start + from..r.end]);
        let required = Requirement::Around {
            before: "the output to end with",
            value: Detail::Quoted(self.phrase.clone()),
            after: "",
        };
        let ok = lower.ends_with(&self.lowered);
        // The ending, as long as the phrase (or the last line when it does not match).
        let start = if ok {
            r.start + from + pycompat::original_offset(&map, lower.len() - self.lowered.len())
        } else {
            let wanted = self.phrase.chars().count();
            let text = &doc.text()[r.clone()];
            let line = text.rfind('\n').map_or(0, |i| i + 1);
            let tail = text
                .char_indices()
                .rev()
                .nth(wanted.saturating_sub(1))
                .map_or(0, |(i, _)| i);
            let from = line.max(tail);
            r.start
                + from
                + (text[from..].len() - text[from..].trim_start_matches(pycompat::py_isspace).len())
        };
        let seg = Segment { start, end: r.end };
        let finding = Finding::Excerpt {
            label: "ending",
            text: doc.slice(seg).to_string(),
        };
        Fact::property(ok, required, finding).at(Location::of(doc, seg))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn p(phrase: &str) -> Box<dyn Predicate> {
        compile(
            "end_phrase",
            &json!({"end_phrase": phrase}),
            &Options::default(),
        )
        .unwrap()
    }

    #[test]
    fn ends_with_the_phrase_ignoring_case_whitespace_and_quotes() {
        let q = p(" Any other questions? ");
        assert!(q.holds(&Document::new("Text.\nany OTHER questions?\n\n")));
        assert!(q.holds(&Document::new("\"Text. Any other questions?\"\"  ")));
        assert!(!q.holds(&Document::new("Text. Any other questions?.")));
        assert!(!q.holds(&Document::new("Text. **Any other questions?**")));
        let fact = q.check(&Document::new("Text.\nAny other questions?\"\n"));
        assert_eq!(fact.value, Some(true));
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.end, loc.line), (6, 26, 2));
    }

    #[test]
    fn points_at_the_actual_ending() {
        let fact = p("Peace!").check(&Document::new("Hello.\nWar and peace"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.measured(), "ending \"peace\"");
        let fact = p("Peace!").check(&Document::new("Hello.\nOK"));
        assert_eq!(fact.evidence.measured(), "ending \"OK\"");
        assert_eq!(fact.evidence.location.unwrap().line, 2);
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [json!({}), json!({"phrase": "  "}), json!({"phrase": ["a"]})] {
            assert!(
                compile("end_phrase", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
