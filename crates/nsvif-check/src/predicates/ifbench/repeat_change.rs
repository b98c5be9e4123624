use crate::{declare_predicate, Document, Fact, Finding, FromArgs, Options, Predicate};
use serde::Deserialize;

declare_predicate! {
    /// The request repeated with its first word changed.
    ///
    /// # What it checks
    /// That the response is `prompt_to_repeat` with a different first word (all other words the same).
    ///
    /// # Arguments
    /// - `prompt_to_repeat`: the request to repeat.
    ///
    /// # How it counts
    /// Compared word by word on whitespace after the first word; the response may not be the request itself (the first word is not checked for being different otherwise, as in the official checker).
    ///
    /// # Example
    /// `{"predicate": "repeat_changed_first_word", "args": {"prompt_to_repeat": "Write a poem about the sea."}}` (IFBench `repeat:repeat_change`).
    #[derive(Debug)]
    pub struct RepeatChangedFirstWord {
        prompt: String,
    }
    name = "repeat_changed_first_word", ifbench = "repeat:repeat_change"
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Args {
    prompt_to_repeat: Option<String>,
}

impl FromArgs for RepeatChangedFirstWord {
    type Args = Args;
    fn new(a: Args, _: &Options) -> Result<Self, String> {
        Ok(RepeatChangedFirstWord {
            prompt: super::required_text("prompt_to_repeat", a.prompt_to_repeat)?,
        })
    }
}

impl Predicate for RepeatChangedFirstWord {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = "the request repeated with its first word changed";
        if text == self.prompt {
            return Fact::property(false, required, Finding::Phrase("the request unchanged"));
        }
        // `" ".join(s.split()[1:])` compared word by word: words hold no space, so two
        // joins are equal exactly when the word lists are.
        let tail = |s| crate::nlp::py_split(s).skip(1).map(|(_, w)| w);
        let ok = tail(&self.prompt).eq(tail(text));
        let finding = Finding::Phrase(if ok {
            "the request after its first word"
        } else {
            "a different text after the first word"
        });
        Fact::property(ok, required, finding)
    }
}
