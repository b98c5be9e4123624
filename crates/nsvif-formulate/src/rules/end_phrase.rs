//! How the response ends: "end your response with the exact phrase \"…\"", "finish your
//! entire response with this exact phrase: …", "the very last sentence of your response
//! should be \"…\"", and the "No other words should follow" that goes with it.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::units::per_unit;

const PHRASE: &str = r#"(?P<marker>(?:exact\s+|following\s+)?(?:phrase|sentence|words?|line|question|statement|text)\s*(?:of\s+)?:?\s*|:\s*)?(?:"(?P<d>[^"\n]+)"|“(?P<c>[^”\n]+)”|'(?P<s>[^'\n]+(?:'[a-z][^'\n]*)*)'|(?P<u>[^"“'\s][^\n]*))"#;

static VERB_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:end|finish|conclude|close|wrap\s+up)(?:s|ing)?\s+(?:(?:your|the|this|my|each|it|that|every)\s+)?(?:(?:entire|whole|full|very\s+last)\s+)?(?:[a-z-]+\s+){{0,2}}?(?:with|by\s+saying|by\s+writing)\s*(?:(?:exactly|the|this|that|a|an)\s+)*{PHRASE}"
    ))
    .expect("static regex")
});
static SUBJECT_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:(?:very\s+)?(?:last|final|closing|ending)\s+(?:sentence|line|words?|phrase)|(?:very\s+)?end)\s+(?:of\s+(?:your|the)\s+(?:entire\s+|whole\s+)?[a-z]+\s+)?(?:should|must|has\s+to|needs\s+to)\s+(?:be|read)\s+(?:exactly\s+)?(?:like\s*)?{PHRASE}"
    ))
    .expect("static regex")
});
/// What goes with an end phrase and needs no constraint of its own.
static FOLLOW: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"\b(?:no\s+(?:other|additional|more)\s+(?:words|text|characters|sentences)|do\s+not\s+(?:say|write|add)\s+anything\s+(?:else\s+)?after|nothing\s+(?:else\s+)?(?:should\s+)?(?:come|follow|be\s+written)|(?:this|that|the)\s+(?:phrase|sentence)\s+should\s+be\s+the\s+very\s+end)"#)
        .expect("static regex")
});

/// `startend:end_checker`.
pub(crate) fn end_phrase(text: &Text, sink: &mut Sink) {
    let mut any = false;
    for re in [&*VERB_FIRST, &*SUBJECT_FIRST] {
        for caps in re.captures_iter(&text.lower) {
            let whole = caps.get(0).expect("match");
            let Some(p) = caps
                .name("d")
                .or(caps.name("c"))
                .or(caps.name("s"))
                .or(caps.name("u"))
            else {
                continue;
            };
            let mut phrase = text.raw[p.start()..p.end()].trim();
            // "every bullet point must end with a question mark": how each part ends, a
            // punctuation mark, not a phrase that ends the response.
            if per_unit(text, whole.start(), whole.end())
                || text.lower[p.start()..].starts_with("mark")
            {
                continue;
            }
            // An unquoted phrase needs a marker ("the exact phrase", a colon). "A
            // question to the reader", "a sentence about …" describe how to end, not
            // the words to end with: no phrase to compare with.
            if caps.name("u").is_some() {
                let Some(marker) = caps.name("marker") else {
                    continue;
                };
                let before = text.lower[..marker.start()].trim_end();
                if !marker.as_str().contains(':')
                    && (before.ends_with(" a") || before.ends_with(" an"))
                {
                    continue;
                }
            }
            // "by starting and ending with \"*\"": a symbol to wrap with, not a phrase.
            if !phrase.chars().any(char::is_alphanumeric) {
                continue;
            }
            if caps.name("u").is_some() {
                // An unquoted phrase runs to the end of the line; what follows a
                // "No other words …" is not part of it.
                if let Some(f) = FOLLOW.find(&text.lower[p.start()..p.end()]) {
                    phrase = text.raw[p.start()..p.start() + f.start()].trim();
                    phrase = phrase.trim_end_matches(|c: char| c == ',' || c.is_whitespace());
                    phrase = phrase.strip_suffix(" and").unwrap_or(phrase);
                }
                // "End your story with a question": no phrase to end with.
                if phrase.is_empty() {
                    continue;
                }
            }
            let end = if caps.name("u").is_some() {
                p.start() + phrase.len()
            } else {
                whole.end()
            };
            sink.push(
                text,
                super::Emit::Ifeval {
                    id: "startend:end_checker",
                    kwargs: json!({ "end_phrase": phrase }),
                },
                whole.start(),
                end.max(whole.start()),
            );
            any = true;
        }
    }
    if any {
        for m in FOLLOW.find_iter(&text.lower) {
            let (_, se) = text.sentence_at(m.start());
            sink.cover(m.start(), se);
        }
    }
}

#[cfg(test)]
mod tests {

    fn phrases(text: &str) -> Vec<String> {
        super::super::testing::found(text, "startend:end_checker")
            .iter()
            .map(|f| {
                f.kwargs().unwrap()["end_phrase"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    /// "End with a question to the reader" asks for a kind of ending, not the words "to
    /// the reader." (the everyday grammar reads it: the last mark is a question mark);
    /// other described endings are left to the accounting (unread).
    #[test]
    fn a_described_ending_is_no_phrase() {
        let question = "Reply in under 50 words and end with a question to the reader.";
        assert!(phrases(question).is_empty());
        assert!(crate::formulate_rules(question).unexplained.is_empty());
        for text in [
            "Finish with a sentence that sums up the plan.",
            "End the story with a line of dialogue from the cat.",
        ] {
            assert!(phrases(text).is_empty(), "{text}: {:?}", phrases(text));
            assert!(
                !crate::formulate_rules(text).unexplained.is_empty(),
                "{text}"
            );
        }
        // With a colon the words follow: they are the phrase.
        assert_eq!(
            phrases("End your reply with a sentence: See you soon."),
            ["See you soon."]
        );
    }

    #[test]
    fn reads_quoted_and_unquoted_phrases() {
        assert_eq!(
            phrases(
                r#"Finish your response with this exact phrase "Is there anything else I can help with?". No other words should follow."#
            ),
            ["Is there anything else I can help with?"]
        );
        assert_eq!(
            phrases("End your email with 'Let me know if you have any questions.'"),
            ["Let me know if you have any questions."]
        );
        assert_eq!(
            phrases("Finish your entire response with this exact phrase: Hope you agree with me."),
            ["Hope you agree with me."]
        );
        assert_eq!(
            phrases("Write a rap. Finish the song with:\nPeace!\nNo additional words should follow \"Peace!\""),
            ["Peace!"]
        );
        assert_eq!(
            phrases(r#"The very last sentence of your response should be "Is that clear?"."#),
            ["Is that clear?"]
        );
        assert_eq!(
            phrases("The very end of your entire response should read exactly like: your love, and thanks."),
            ["your love, and thanks."]
        );
    }

    #[test]
    fn no_phrase_no_constraint() {
        assert!(phrases(
            "Use at least 3 bullet points, and every bullet point must end with a question mark."
        )
        .is_empty());
        assert!(phrases("At the end of the day, write about cats.").is_empty());
        assert!(phrases("End your story with a question.").is_empty());
    }
}
