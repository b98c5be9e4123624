use serde::Deserialize;

use crate::pycompat::py_strip;
use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};

declare_predicate! {
    /// The response starts by repeating the request word for word, case included.
    ///
    /// # What it checks
    /// That the output, without leading whitespace, starts with `prompt_to_repeat`
    /// without surrounding whitespace.
    ///
    /// # Arguments
    /// - `prompt_to_repeat`: the text to repeat.
    ///
    /// # How it counts
    /// As M-IFEval's Japanese checker: a case-sensitive prefix test (IFEval's compares
    /// lower-cased texts).
    ///
    /// # Example
    /// `{"predicate": "starts_with_prompt", "args": {"prompt_to_repeat": "桜について書いてください。"}}`
    /// (M-IFEval `ja:combination:repeat_prompt`).
    #[derive(Debug)]
    pub struct StartsWithPrompt {
        prompt: String,
    }
    name = "starts_with_prompt"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    prompt_to_repeat: String,
}

impl FromArgs for StartsWithPrompt {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        if a.prompt_to_repeat.is_empty() {
            return Err("`prompt_to_repeat` must be set".into());
        }
        Ok(StartsWithPrompt {
            prompt: py_strip(&a.prompt_to_repeat).to_string(),
        })
    }
}

impl Predicate for StartsWithPrompt {
    fn check(&self, doc: &Document) -> Fact {
        let ok = py_strip(doc.text()).starts_with(&self.prompt);
        Fact::property(
            ok,
            "the request repeated first",
            Finding::Phrase(if ok {
                "starts with the request"
            } else {
                "does not start with the request"
            }),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::predicates::testing::compiled;
    use crate::Document;
    use serde_json::json;

    #[test]
    fn is_case_sensitive() {
        let p = compiled(
            "starts_with_prompt",
            &json!({"prompt_to_repeat": " Write A poem. "}),
            false,
        );
        assert!(p.holds(&Document::new("\nWrite A poem. Roses…")));
        assert!(!p.holds(&Document::new("write a poem. Roses…")));
    }
}
