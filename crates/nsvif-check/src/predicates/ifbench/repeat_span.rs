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
    /// Lowercased whitespace words. The instruction calls them character indices; the frozen official checker slices words. With `n_start` or `n_end` 0 it picks a random index; nsvif reads 0 as 0. Upstream slices characters, `n_end` included (`prompt[n_start:n_end + 1]`), and compares the stripped, lowercased texts.
    ///
    /// # Example
    /// `{"predicate": "repeat_span", "args": {"prompt_to_repeat": "Copy the words of this request", "n_start": 1, "n_end": 4}}` (IFBench `repeat:repeat_span`).
    #[derive(Debug)]
    pub struct RepeatSpan {
        span: Span,
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
    fn new(a: Args, options: &Options) -> Result<Self, String> {
        let prompt = super::required_text("prompt_to_repeat", a.prompt_to_repeat)?;
        let span = match options.ifbench_version {
            crate::IfbenchVersion::Frozen => {
                let prompt = prompt.to_lowercase();
                let words = t::split(crate::nlp::py_strip(&prompt));
                let range = super::py_slice(words.len(), a.n_start, a.n_end);
                Span::Words(words[range].iter().map(|w| w.to_string()).collect())
            }
            crate::IfbenchVersion::Upstream => {
                let chars: Vec<char> = prompt.chars().collect();
                let range = super::py_slice(chars.len(), a.n_start, a.n_end.saturating_add(1));
                let piece: String = chars[range].iter().collect();
                Span::Text(t::lower(crate::nlp::py_strip(&piece)))
            }
        };
        Ok(RepeatSpan { span })
    }
}

/// What the response must be: the span's words (frozen) or its text (upstream).
#[derive(Debug)]
enum Span {
    Words(Vec<String>),
    Text(String),
}

impl Predicate for RepeatSpan {
    fn check(&self, doc: &Document) -> Fact {
        let span = match &self.span {
            Span::Words(span) => span,
            Span::Text(text) => {
                let ok = t::lower(crate::nlp::py_strip(doc.text())) == *text;
                let required = Requirement::Around {
                    before: "the",
                    value: Detail::Number(text.chars().count() as i64),
                    after: "characters of the span",
                };
                let finding = Finding::Phrase(if ok { "the span" } else { "another text" });
                return Fact::property(ok, required, finding);
            }
        };
        let lower = t::lower(doc.text());
        let words = t::split(crate::nlp::py_strip(&lower));
        let ok = words == *span;
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
            value: Detail::Number(span.len() as i64),
            after: "words of the span",
        };
        Fact::property(ok, required, finding)
    }
}
