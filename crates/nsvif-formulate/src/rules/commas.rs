//! "Do not use any commas", "without commas", "refrain from using commas", "contain no
//! commas", "commas are not allowed".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:do\s+not|does\s+not|don'?t|doesn'?t|never|must\s+not|should\s+not|shouldn'?t|cannot|can'?t|not|without|avoid|refrain\s+from|no)\b(?:\s+(?:use|using|contain|containing|include|including|add|adding|put|write|writing|have|the\s+use\s+of|use\s+of|be|any|a\s+single|single|you|ever|allowed\s+to|in\s+your\s+\w+))*\s+(?:any\s+)?commas?\b(?:\s+whatsoever)?|\bcommas?\b\s+(?:are|is)\s+not\s+(?:allowed|permitted)|\bno\s+commas?\b")
        .expect("static regex")
});

/// `punctuation:no_comma`.
pub(crate) fn no_commas(text: &Text, sink: &mut Sink) {
    for m in RE.find_iter(&text.lower) {
        sink.ifeval(text, "punctuation:no_comma", json!({}), m);
    }
}

#[cfg(test)]
mod tests {
    use crate::pipeline::{find_in, Conventions};
    use crate::read::Text;

    /// The template's readings, under IFEval's conventions (in plain mode the everyday
    /// grammar reads "… commas in your response" whole in its place).
    fn found(text: &str) -> usize {
        find_in(&Text::new(text), Conventions::Ifeval)
            .found
            .iter()
            .filter(|f| f.ifeval_id() == Some("punctuation:no_comma") && !f.negated)
            .count()
    }

    #[test]
    fn reads_negated_commas_only() {
        assert_eq!(found("Do not use any commas in your response."), 1);
        assert_eq!(found("Answer without using commas"), 1);
        assert_eq!(
            found("In your entire response, refrain from the use of any commas."),
            1
        );
        assert_eq!(found("Please refrain from using any commas."), 1);
        assert_eq!(found("Commas are not allowed."), 1);
        assert_eq!(found("Your response should contain no commas."), 1);
        assert_eq!(found("Write a review without the use of commas."), 1);
        assert_eq!(found("Your answer cannot contain commas."), 1);
        assert_eq!(found("Separate the items with commas."), 0);
        assert_eq!(
            found("Do not use capital letters and separate the items with commas."),
            0
        );
    }
}
