//! Two answers separated by six asterisks: "give exactly two different responses
//! separated by 6 asterisk symbols ******", "separate the two poems with ******".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\*{6}|\b(?:6|six)\s+asterisks?\b|\btwo\s+different\s+(?:responses|answers|versions)\b")
        .expect("static regex")
});

/// `combination:two_responses`: one per instruction, spanning the sentence that asks.
pub(crate) fn two_responses(text: &Text, sink: &mut Sink) {
    let mut sentences: Vec<(usize, usize)> = vec![];
    let mut first: Option<(usize, usize)> = None;
    let mut previous: Option<(usize, usize)> = None;
    for m in RE.find_iter(&text.lower) {
        let mut sentence = text.sentence_at(m.start());
        // Another match in the sentence of the last one changes nothing; skipping it keeps
        // a line of a million asterisks linear (each look at the sentence is its length).
        if previous.replace(sentence) == Some(sentence) {
            continue;
        }
        // A line holding only "******" is part of a format example: the request is the
        // sentence that introduces the example.
        let only_stars = |(s, e): (usize, usize)| text.raw[s..e].trim().chars().all(|c| c == '*');
        if only_stars(sentence) {
            match text.sentences.iter().rev().find(|&&(s, e)| {
                e <= sentence.0 && !only_stars((s, e)) && text.lower[s..e].contains("separat")
            }) {
                Some(&prev) => sentence = prev,
                None => continue,
            }
        }
        if first.is_none() {
            first = Some(if only_stars(text.sentence_at(m.start())) {
                sentence
            } else {
                (m.start(), m.end())
            });
        }
        if !sentences.contains(&sentence) {
            sentences.push(sentence);
        }
    }
    if let Some((s, e)) = first {
        sink.push(
            text,
            super::Emit::Ifeval {
                id: "combination:two_responses",
                kwargs: json!({}),
            },
            s,
            e,
        );
        for &(s, e) in &sentences[1..] {
            sink.cover(s, e);
        }
        let _ = sentences;
    }
}

#[cfg(test)]
mod tests {

    fn two(text: &str) -> usize {
        super::super::testing::found(text, "combination:two_responses").len()
    }

    #[test]
    fn reads_the_separator_or_the_request() {
        assert_eq!(
            two("Give exactly two different responses separated by 6 asterisk symbols ******."),
            1
        );
        assert_eq!(
            two("Separate your two limericks with six asterisks (******)."),
            1
        );
        assert_eq!(
            two("Write two poems. Separate them like below:\nPoem 1\n******\nPoem 2"),
            1
        );
        assert_eq!(two("Separate paragraphs with ***."), 0);
    }
}
