//! A fixed answer: "Answer with exactly one of the following phrases: \"My answer is
//! yes.\", \"My answer is no.\", \"My answer is maybe.\"".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Emit, Sink, Text};

static RE: LazyLock<Regex> =
    LazyLock::new(|| regex(r"my\s+answer\s+is\s+(?:yes|no|maybe)").expect("static regex"));

/// `detectable_format:constrained_response` with IFEval's three options. The span runs
/// from the sentence that asks to the last option.
pub(crate) fn constrained_response(text: &Text, sink: &mut Sink) {
    let mut options = RE.find_iter(&text.lower);
    let Some(first) = options.next() else {
        return;
    };
    let last = options.last().unwrap_or(first);
    let (ss, _) = text.sentence_at(first.start());
    // The options may stand on their own lines after "…one of the following phrases:".
    let start = text
        .sentences
        .iter()
        .rev()
        .find(|&&(s, e)| s < ss && text.raw[s..e].trim_end().ends_with(':'))
        .map_or(ss, |&(s, _)| s);
    let (_, le) = text.sentence_at(last.start());
    // "Just choose one phrase from above as your answer."
    if let Some(&(ns, ne)) = text.sentences.iter().find(|&&(s, _)| s >= le) {
        let next = &text.lower[ns..ne];
        if ["choose", "phrase", "option", "one of"]
            .iter()
            .any(|w| next.contains(w))
        {
            sink.cover(ns, ne);
        }
    }
    sink.push(
        text,
        Emit::Ifeval {
            id: "detectable_format:constrained_response",
            kwargs: json!({}),
        },
        start,
        le.max(last.end()),
    );
}

#[cfg(test)]
mod tests {
    use super::super::find_all;

    #[test]
    fn reads_the_fixed_options() {
        let f = find_all("Is it true? Your answer must contain one of the following phrases:\nMy answer is yes.\nMy answer is no.\nMy answer is maybe.").found;
        assert_eq!(f.len(), 1);
        assert_eq!(
            f[0].ifeval_id(),
            Some("detectable_format:constrained_response")
        );
        assert!(f[0].text.starts_with("Your answer must"), "{}", f[0].text);
    }
}
