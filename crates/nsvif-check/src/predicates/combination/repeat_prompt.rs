use serde::Deserialize;

use crate::pycompat;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Location, Noun, Options,
    Predicate, Requirement, Segment,
};

declare_predicate! {
    /// The response starts by repeating the request word for word.
    ///
    /// # What it checks
    /// That the output begins with `prompt`, ignoring letter case and surrounding
    /// whitespace.
    ///
    /// # Arguments
    /// - `prompt` (IFEval: `prompt_to_repeat`): the text to repeat. For IFEval records
    ///   without it, the instruction itself is used.
    ///
    /// # How it counts
    /// As IFEval: both texts are stripped of surrounding whitespace and lowercased (full
    /// Unicode lowercase), then the output must start with the prompt. Everything else
    /// counts: punctuation, inner whitespace, line breaks, markdown.
    ///
    /// # Example
    /// `{"predicate": "repeat_prompt", "args": {"prompt": "Write a haiku about rain."}}`
    /// holds for "write a haiku about rain.\n\nRain on the roof…"
    /// (IFEval `combination:repeat_prompt`).
    #[derive(Debug)]
    pub struct RepeatPrompt {
        lowered: String,
        chars: usize,
    }
    name = "repeat_prompt", ifeval = "combination:repeat_prompt"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    #[serde(alias = "prompt_to_repeat")]
    prompt: String,
}

impl FromArgs for RepeatPrompt {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let prompt = pycompat::py_strip(&a.prompt);
        if prompt.is_empty() {
            return Err("`prompt` must not be blank".into());
        }
        Ok(RepeatPrompt {
            lowered: prompt.to_lowercase(),
            chars: prompt.chars().count(),
        })
    }
}

impl Predicate for RepeatPrompt {
    fn holds(&self, doc: &Document) -> bool {
        pycompat::py_strip(doc.text())
            .to_lowercase()
            .starts_with(&self.lowered)
    }

    fn check(&self, doc: &Document) -> Fact {
        let r = pycompat::strip_range(doc.text());
        let (lower, map) = pycompat::lower_with_offsets(&doc.text()[r.clone()]);
        let required = Requirement::Around {
            before: "the output to start with the request",
            value: Detail::Count(Noun::new("character", "characters"), self.chars as i64),
            after: "",
        };
        // The length of the common prefix, in bytes of the lowercased output.
        let common: usize = lower
            .chars()
            .zip(self.lowered.chars())
            .take_while(|(a, b)| a == b)
            .map(|(a, _)| a.len_utf8())
            .sum();
        if common == self.lowered.len() {
            let end = r.start + pycompat::original_offset(&map, common);
            let finding = Finding::Phrase("the request repeated");
            return Fact::property(true, required, finding).at(Location::of(
                doc,
                Segment {
                    start: r.start,
                    end,
                },
            ));
        }
        let start = r.start + pycompat::original_offset(&map, common);
        let end = doc.text()[start..]
            .chars()
            .next()
            .map_or(start, |c| start + c.len_utf8());
        let finding = if start >= r.end {
            Finding::Phrase("the output ends before the request is repeated")
        } else {
            let chars = doc.text()[r.start..start].chars().count() as i64;
            Finding::Around {
                before: "a difference after",
                value: Detail::Count(
                    Noun::new("repeated character", "repeated characters"),
                    chars,
                ),
                after: "",
            }
        };
        Fact::property(false, required, finding).at(Location::of(doc, Segment { start, end }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile;
    use serde_json::json;

    fn p(prompt: &str) -> Box<dyn Predicate> {
        compile(
            "repeat_prompt",
            &json!({"prompt_to_repeat": prompt}),
            &Options::default(),
        )
        .unwrap()
    }

    #[test]
    fn the_output_must_start_with_the_prompt_in_any_case() {
        let rain = p("  Write a haiku about RAIN.\n");
        assert!(rain.holds(&Document::new("\nwrite a haiku about rain.\n\nRain falls.")));
        let fact = rain.check(&Document::new("write a haiku about rain. Drops"));
        assert_eq!(fact.value, Some(true));
        assert_eq!(fact.evidence.location.unwrap().end, 25);
        let fact = rain.check(&Document::new("Write a poem about rain."));
        assert_eq!(fact.value, Some(false));
        assert_eq!(
            fact.evidence.measured(),
            "a difference after 8 repeated characters"
        );
        let loc = fact.evidence.location.unwrap();
        assert_eq!((loc.start, loc.column), (8, 9));
        let fact = rain.check(&Document::new("Write a"));
        assert_eq!(
            fact.evidence.measured(),
            "the output ends before the request is repeated"
        );
    }

    #[test]
    fn lowercases_fully() {
        assert!(p("İSTANBUL").holds(&Document::new("i̇stanbul is big")));
        let fact = p("AİX").check(&Document::new("Ai̇y"));
        assert_eq!(fact.value, Some(false));
        assert_eq!(fact.evidence.location.unwrap().start, 4, "at the `y`");
    }

    #[test]
    fn rejects_bad_arguments() {
        for args in [
            json!({}),
            json!({"prompt": " \n"}),
            json!({"prompt": "x", "other": 1}),
        ] {
            assert!(
                compile("repeat_prompt", &args, &Options::default()).is_err(),
                "{args}"
            );
        }
    }
}
