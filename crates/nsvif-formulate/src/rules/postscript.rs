//! A postscript: "add a postscript starting with P.S.", "end it with a post script
//! starting with P.P.S", "with a P.P.S at the end".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:post\s*-?\s*script|note)\b[^.\n]*?\b(?:start|begin)\w*\s+with\s+[\x22']?(?P<m>p\.\s?p\.\s?s\b\.?|p\.\s?s\.?)|\b(?:post\s*-?\s*script|p\.\s?p\.\s?s\b\.?|p\.\s?s\.)")
        .expect("static regex")
});

/// `detectable_content:postscript`. The marker is IFEval's `P.S.` or `P.P.S`; a
/// postscript with no marker named is a `P.S.`.
pub(crate) fn postscript(text: &Text, sink: &mut Sink) {
    let mut done: Vec<(usize, usize)> = vec![];
    for caps in RE.captures_iter(&text.lower) {
        let whole = caps.get(0).expect("match");
        let sentence = text.sentence_at(whole.start());
        if done.contains(&sentence) || text.in_quotes(whole.start(), whole.end()) {
            continue;
        }
        // The marker: named in the match, or anywhere in the sentence.
        let rest = &text.lower[sentence.0..sentence.1];
        let named = caps.name("m").map(|m| m.as_str()).unwrap_or(whole.as_str());
        let marker = if named.starts_with("p.") { named } else { rest };
        let marker = if marker.replace(' ', "").contains("p.p.s") {
            "P.P.S"
        } else {
            "P.S."
        };
        sink.ifeval(
            text,
            "detectable_content:postscript",
            json!({ "postscript_marker": marker }),
            whole,
        );
        done.push(sentence);
    }
}

#[cfg(test)]
mod tests {

    fn markers(text: &str) -> Vec<String> {
        super::super::testing::found(text, "detectable_content:postscript")
            .iter()
            .map(|f| {
                f.kwargs().unwrap()["postscript_marker"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn reads_the_marker() {
        assert_eq!(markers("At the end of your response, please explicitly add a postscript starting with P.P.S"), ["P.P.S"]);
        assert_eq!(
            markers("Add a postscript to your response that starts with P.S."),
            ["P.S."]
        );
        assert_eq!(
            markers("I would like the answer in the form of a poem with a P.P.S at the end."),
            ["P.P.S"]
        );
        assert_eq!(
            markers("Please add a note starting with \"P.S.\""),
            ["P.S."]
        );
        assert_eq!(markers("Add a postscript at the end."), ["P.S."]);
    }
}
