use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Noun, Options, Predicate,
    Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// The words `n_start`..`n_end` of the request, copied.
    ///
    /// # What it checks
    /// That the response's words are the request's words from index `n_start` up to (not including) `n_end`.
    ///
    /// # Arguments
    /// - `prompt_to_repeat`: the request.
    /// - `n_start`, `n_end`: word indices (a Python slice; negative counts from the end).
    ///
    /// # How it counts
    /// Lowercased whitespace words. The instruction calls them character indices; the official checker slices words. With `n_start` or `n_end` 0 the official checker picks a random index; nsvif reads 0 as 0.
    ///
    /// # Example
    /// `{"predicate": "repeat_span", "args": {"prompt_to_repeat": "Copy the words of this request", "n_start": 1, "n_end": 4}}` (IFBench `repeat:repeat_span`).
    #[derive(Debug)]
    pub struct RepeatSpan {
        span: Vec<String>,
    }
    name = "repeat_span", ifbench = "repeat:repeat_span"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    prompt_to_repeat: Option<String>,
    n_start: i64,
    n_end: i64,
}

impl FromArgs for RepeatSpan {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let prompt = super::required_text("prompt_to_repeat", a.prompt_to_repeat)?.to_lowercase();
        let words = t::split(crate::nlp::py_strip(&prompt));
        let range = super::py_slice(words.len(), a.n_start, a.n_end);
        Ok(RepeatSpan {
            span: words[range].iter().map(|w| w.to_string()).collect(),
        })
    }
}

impl Predicate for RepeatSpan {
    fn check(&self, doc: &Document) -> Fact {
        let lower = t::lower(doc.text());
        let words = t::split(crate::nlp::py_strip(&lower));
        let ok = words == self.span;
        let finding = if ok {
            Finding::Phrase("the span")
        } else {
            Finding::Count {
                unit: Noun::new("word", "words"),
                got: words.len() as i64,
            }
        };
        let required = Requirement::Around {
            before: "the",
            value: Detail::Number(self.span.len() as i64),
            after: "words of the span",
        };
        Fact::property(ok, required, finding)
    }
}
