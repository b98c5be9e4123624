//! Sentence count bounds: "fewer than 6 sentences", "at least 40 sentences long",
//! "in 5 or 6 sentences", "exactly one sentence", "the number of sentences … should be in
//! the range of 40 to 60".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Emit, Sink, Text};
use crate::read::count::{self, Count};
use crate::read::units::per_unit;

static UNIT: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s*-?\s*sentences?\b(?P<after>\s+or\s+(?:more|fewer|less)\b)?").expect("static regex")
});

static UNIT_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:total\s+)?number\s+of\s+sentences\b[^.;!?\n]*?\b(?:be|is|of|to|contain|have)\s+")
        .expect("static regex")
});

/// `length_constraints:number_sentences`, as IFEval's relations.
pub(crate) fn sentence_count(text: &Text, sink: &mut Sink) {
    let push = |start: usize, end: usize, c: Count, sink: &mut Sink| {
        for (relation, value) in c.ifeval_bounds() {
            sink.push(
                text,
                Emit::Ifeval {
                    id: "length_constraints:number_sentences",
                    kwargs: json!({"relation": relation, "num_sentences": value}),
                },
                start,
                end,
            );
        }
    };
    let mut any = false;
    for (start, end, c) in count::with_unit(text, &UNIT) {
        any = true;
        if per_unit(text, start, end) {
            continue;
        }
        push(start, end, c, sink);
    }
    for head in UNIT_FIRST.find_iter(&text.lower) {
        // "in the range of 40 to 60" reads as a range.
        if let Some(c) = text.counts().iter().find(|c| c.start == head.end()) {
            any = true;
            let count = match c.count {
                Count::Bare(n) => Count::Exactly(n),
                c => c,
            };
            push(head.start(), c.end, count, sink);
        }
    }
    // "Don't forget to add punctuation": what makes sentences countable.
    static PUNCTUATION: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\b(?:forget|make\s+sure|remember|ensure)\b[^.;!?\n]*?\bpunctuations?\b[^.;!?\n]*")
            .expect("static regex")
    });
    if any {
        for m in PUNCTUATION.find_iter(&text.lower) {
            sink.cover(m.start(), m.end());
        }
    }
}

#[cfg(test)]
mod tests {

    fn bounds(text: &str) -> Vec<(String, i64)> {
        super::super::testing::found(text, "length_constraints:number_sentences")
            .iter()
            .map(|f| {
                let k = f.kwargs().unwrap();
                (
                    k["relation"].as_str().unwrap().to_string(),
                    k["num_sentences"].as_i64().unwrap(),
                )
            })
            .collect()
    }

    fn b(rel: &str, n: i64) -> (String, i64) {
        (rel.to_string(), n)
    }

    #[test]
    fn reads_bounds_ranges_and_exact_counts() {
        assert_eq!(
            bounds("Your response should contain fewer than 6 sentences."),
            [b("less than", 6)]
        );
        assert_eq!(
            bounds("Have more than 30 sentences in your response."),
            [b("at least", 31)]
        );
        assert_eq!(
            bounds("Organize your entire response in 5 or 6 sentences."),
            [b("at least", 5), b("less than", 7)]
        );
        assert_eq!(
            bounds("Answer with exactly one sentence."),
            [b("at least", 1), b("less than", 2)]
        );
        assert_eq!(
            bounds("The number of sentences in your response should be in the range of 40 to 60."),
            [b("at least", 40), b("less than", 61)]
        );
        assert_eq!(
            bounds("Your response should contain 17 or more sentences."),
            [b("at least", 17)]
        );
        assert_eq!(
            bounds("Keep it under 3 sentences (just 1 or 2 sentences, not 3)."),
            [b("less than", 3)]
        );
        assert_eq!(
            bounds("Please provide less than a total of 10 sentences in your entire answer."),
            [b("less than", 10)]
        );
    }

    #[test]
    fn sentences_of_other_units_are_not_the_response_length() {
        assert!(bounds("Each paragraph should have at least 3 sentences.").is_empty());
        assert!(bounds("Each line should contain exactly one sentence.").is_empty());
        assert!(bounds("Summarise the 3 sentences below.").is_empty());
    }
}
