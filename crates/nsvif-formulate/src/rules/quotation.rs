//! The whole response in double quotes: "wrap your entire response with double quotation
//! marks", "put double quotes around your whole response".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

const DOUBLE: &str = r"double\s+(?:quotation(?:s)?(?:\s+marks?)?|quotes?|quote\s+marks)";
const WHOLE: &str =
    r"(?:response|answer|reply|output|email|letter|essay|text|everything|entire|whole|it)";

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:wrap|enclose|put|place|surround|encase)\w*\b[^.;!?\n]*?\b{DOUBLE}(?:\s+(?:around|surrounding)\b[^.;!?\n]*?\b{WHOLE}\b)?|\b{DOUBLE}\s+(?:should|must)\s+be\s+(?:placed|put)\s+around\b[^.;!?\n]*?\b{WHOLE}\b|\b(?:wrapped|enclosed|placed)\s+(?:in|with|inside|within|between)\s+{DOUBLE}"
    ))
    .expect("static regex")
});
static SUBJECT: LazyLock<Regex> =
    LazyLock::new(|| regex(&format!(r"\b{WHOLE}\b")).expect("static regex"));
static PART: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:each|every|all\s+the|titles?|names?|words?|quotes?\s+from|dialogue|speech)\b")
        .expect("static regex")
});

/// `startend:quotation`. Quotes around parts of the response (each title, the dialogue)
/// are not this constraint.
pub(crate) fn wrapped_in_quotes(text: &Text, sink: &mut Sink) {
    for m in RE.find_iter(&text.lower) {
        let (ss, se) = text.sentence_at(m.start());
        let clause = &text.lower[ss..se];
        if !SUBJECT.is_match(clause) || PART.is_match(m.as_str()) {
            continue;
        }
        sink.ifeval(text, "startend:quotation", json!({}), m);
    }
}

#[cfg(test)]
mod tests {

    fn quoted(text: &str) -> Vec<bool> {
        super::super::testing::found(text, "startend:quotation")
            .iter()
            .map(|f| f.negated)
            .collect()
    }

    #[test]
    fn reads_wrapping_in_double_quotes() {
        assert_eq!(
            quoted("Wrap your entire response with double quotation marks."),
            [false]
        );
        assert_eq!(
            quoted("Put double quotation marks around your entire one-sentence response."),
            [false]
        );
        assert_eq!(
            quoted("Double quotes should be placed around your entire response."),
            [false]
        );
        assert_eq!(
            quoted("Make sure your entire response is wrapped in double quotation marks."),
            [false]
        );
        assert_eq!(quoted("Do not wrap your answer in double quotes."), [true]);
    }

    #[test]
    fn quotes_around_parts_or_single_quotes_are_not_it() {
        assert!(quoted("Put your whole answer in single quotes.").is_empty());
        assert!(quoted("Put each title in double quotes.").is_empty());
    }
}
