use crate::nlp::ifbench as t;
use crate::{
    declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate, Requirement,
};
use serde::Deserialize;

declare_predicate! {
    /// The response is one of the given options.
    ///
    /// # What it checks
    /// That the whole response is one of `options`.
    ///
    /// # Arguments
    /// - `options`: the options as the instruction writes them (`yes/no/maybe`, `I know or I don't know`, `a), b), c), d)`).
    ///
    /// # How it counts
    /// Options are split on `/` if present, else on `or` (also inside words, as the official checker does), else on `,`. Lettered options (`a`, `b`, `c` first) must match exactly; others match after stripping ASCII punctuation and spaces, ignoring case.
    ///
    /// # Example
    /// `{"predicate": "answer_option", "args": {"options": "yes/no/maybe"}}` (IFBench `format:options`).
    #[derive(Debug)]
    pub struct AnswerOption {
        options: Vec<String>,
        strict: bool,
    }
    name = "answer_option", ifbench = "format:options"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    options: String,
}

impl FromArgs for AnswerOption {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        let strict = lettered(&a.options);
        let separator = if a.options.contains('/') {
            "/"
        } else if a.options.contains("or") {
            "or"
        } else {
            ","
        };
        let options = a
            .options
            .split(separator)
            .map(|o| crate::nlp::py_strip(o).to_string())
            .collect();
        Ok(AnswerOption { options, strict })
    }
}

impl Predicate for AnswerOption {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = Requirement::OneOf(self.options.clone());
        let ok = if self.strict {
            self.options.iter().any(|o| o == text)
        } else {
            let answer = t::strip_punct(text).to_lowercase();
            self.options
                .iter()
                .any(|o| t::strip_punct(o).to_lowercase() == answer)
        };
        let shown: String = text.chars().take(60).collect();
        let finding = Finding::Excerpt {
            label: "answer",
            text: shown,
        };
        Fact::property(ok, required, finding)
    }
}

/// `re.match(r"\W*[aA]\W*[bB]\W*[cC]\W*", options)`.
fn lettered(options: &str) -> bool {
    let mut want = ['a', 'b', 'c'].into_iter().peekable();
    for c in options.chars() {
        let Some(&letter) = want.peek() else {
            return true;
        };
        if c.to_ascii_lowercase() == letter && c.is_ascii() {
            want.next();
        } else if crate::nlp::py_is_word(c) {
            return false;
        }
    }
    want.peek().is_none()
}
