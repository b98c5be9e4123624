//! The whole response in JSON: "wrap the entire output in JSON format", "use JSON
//! format", "your entire output should just contain a JSON block".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:in|into|as|using|use|with)\s+(?:a\s+|an\s+|valid\s+|the\s+)?json(?:\s+(?:format|block|object|code(?:\s+block)?))?\b|json\s+format\b|(?:wrap|put|format|output|return|provide|give)\w*\b[^.;!?\n]*?\bjson\b|json\s+(?:block|object|code\s+block)\b|\b(?:be|is)\s+(?:an?\s+)?(?:valid\s+|well-formed\s+|parsable\s+)?json\b)")
        .expect("static regex")
});

/// `detectable_format:json_format`. "Write a JSON schema" is a task, not a format.
pub(crate) fn json_format(text: &Text, sink: &mut Sink) {
    // "Do not add anything before or after the JSON block" is what a JSON response is:
    // those words, not the rest of their sentence ("…, and give it the keys …").
    static NOTHING_ELSE: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\b(?:(?:do\s+not|don't|never)\s+(?:add|include|write|put|say|output|print|return)\s+)?(?:anything|nothing|any\s+text)\s+(?:else\s+)?(?:before|after|outside)\b[^.;!?\n]*?\bjson(?:\s+(?:block|object|code(?:\s+block)?))?\b|\bjson\b[^.;!?\n]*\bnothing\s+else\b")
            .expect("static regex")
    });
    for m in NOTHING_ELSE.find_iter(&text.lower) {
        sink.cover(m.start(), m.end());
    }
    for m in RE.find_iter(&text.lower) {
        let after = &text.lower[m.end()..];
        if after.trim_start().starts_with("schema") || text.in_quotes(m.start(), m.end()) {
            continue;
        }
        sink.ifeval(text, "detectable_format:json_format", json!({}), m);
    }
}

#[cfg(test)]
mod tests {

    fn json(text: &str) -> usize {
        super::super::testing::found(text, "detectable_format:json_format").len()
    }

    #[test]
    fn reads_json_output_requests() {
        assert_eq!(json("Wrap the entire output in JSON format."), 1);
        assert_eq!(
            json("Please use JSON format and do not say the word \"nickname\"."),
            1
        );
        assert_eq!(
            json("Your entire output should just contain a JSON block, nothing else."),
            1
        );
        assert_eq!(
            json("Write a facebook post about a flea market in JSON format."),
            1
        );
    }

    #[test]
    fn nothing_else_explains_its_own_words_not_the_rest_of_the_sentence() {
        let spec = crate::formulate_rules(
            "Return only the JSON object and nothing else, and give it \"title\" and \"author\" as keys.",
        );
        assert!(
            spec.unexplained.iter().any(|u| u.text.contains("as keys")),
            "{:?}",
            spec.unexplained
        );
    }

    #[test]
    fn a_json_task_is_not_a_json_response() {
        assert_eq!(json("Write a JSON schema for a beta cruiser."), 0);
        assert_eq!(json("Explain what JSON is."), 0);
    }
}
