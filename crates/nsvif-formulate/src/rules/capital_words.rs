//! Words in capitals: "at least 15 words in all capital letters", "words with all capital
//! letters should appear less than 10 times", "use some words in all caps", "limit the
//! number of words with all capital letters to less than four", "5 to 10 such
//! capitalized words".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::count::{self, Count};

const CAPS: &str = r"(?:all\s+)?(?:capital(?:s|\s+letters?)?|caps|upper\s*-?\s*case(?:\s+letters?)?|all-caps|capitali[sz]ed)";
const CAPS_WORDS: &str = r"(?:(?:the\s+|those\s+|such\s+)?(?:words?|phrases?)\s+(?:with|in|written\s+in|that\s+are\s+in|which\s+are)\s+(?:all\s+)?(?:capital\s+letters|caps|capitali[sz]ed)|(?:the\s+|those\s+|such\s+)?(?:all-caps|all\s+caps|capitali[sz]ed|uppercase|capital|stress)\s+words)";

/// After a count: "15 words in all capital letters", "4 words be in all capital letters".
static COUNT_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"^\s+(?:such\s+)?(?:(?:all-caps|capitali[sz]ed|uppercase)\s+)?(?:words?|phrases?)(?:\s+or\s+phrases?)?(?:(?:\s+[\w-]+){{0,5}}?\s+(?:in|with|using|written\s+in|be\s+in|be|are)\s+{CAPS})?"
    ))
    .expect("static regex")
});
/// "words with all capital letters should appear at least 10 times": the subject.
static WORDS_FIRST: LazyLock<Regex> =
    LazyLock::new(|| regex(&format!(r"\b{CAPS_WORDS}\b")).expect("static regex"));
/// "the number of words with all capital letters … less than four".
static NUMBER_OF: LazyLock<Regex> =
    LazyLock::new(|| regex(&format!(r"\bnumber\s+of\s+{CAPS_WORDS}")).expect("static regex"));
/// "use some words in all caps": at least one.
static SOME: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:use|include|add|with)\s+(?:some\s+|a\s+few\s+|several\s+)?(?:stress\s+)?words\s+(?:in|with|which\s+are)\s+(?:all\s+)?(?:capital\s+letters|caps|capitali[sz]ed)|\bcapitali[sz]e\s+(?:a\s+few|some|several)\s+(?:\w+\s+)?words\b")
        .expect("static regex")
});

fn is_caps(s: &str) -> bool {
    ["capital", "caps", "upper", "capitali"]
        .iter()
        .any(|w| s.contains(w))
}

/// `change_case:capital_word_frequency`.
pub(crate) fn capital_word_count(text: &Text, sink: &mut Sink) {
    let push = |c: Count, start: usize, end: usize, sink: &mut Sink| {
        let c = match c {
            Count::Bare(n) => Count::AtLeast(n),
            c => c,
        };
        for (relation, value) in c.ifeval_bounds() {
            sink.push(
                text,
                super::Emit::Ifeval {
                    id: "change_case:capital_word_frequency",
                    kwargs: json!({"capital_relation": relation, "capital_frequency": value}),
                },
                start,
                end,
            );
        }
    };
    for re in [&*NUMBER_OF, &*WORDS_FIRST] {
        for m in re.find_iter(&text.lower) {
            let (_, se) = text.sentence_at(m.start());
            if let Some((_, end, c, _)) =
                count::first_in(text, m.end(), se.max(m.end()), &count::OPTIONAL_TIMES)
            {
                push(c, m.start(), end, sink);
            }
        }
    }
    for (start, end, c) in count::with_unit(text, &COUNT_FIRST) {
        if !is_caps(&text.lower[start..end]) {
            continue;
        }
        push(c, start, end, sink);
    }
    for m in SOME.find_iter(&text.lower) {
        push(Count::AtLeast(1), m.start(), m.end(), sink);
    }
}

#[cfg(test)]
mod tests {

    fn caps(text: &str) -> Vec<(String, i64)> {
        super::super::testing::found(text, "change_case:capital_word_frequency")
            .iter()
            .map(|f| {
                let k = f.kwargs().unwrap();
                (
                    k["capital_relation"].as_str().unwrap().to_string(),
                    k["capital_frequency"].as_i64().unwrap(),
                )
            })
            .collect()
    }

    fn c(rel: &str, n: i64) -> (String, i64) {
        (rel.to_string(), n)
    }

    #[test]
    fn reads_counts_of_words_in_capitals() {
        assert_eq!(
            caps("Write a riddle that includes at least 15 words in all capital letters."),
            [c("at least", 15)]
        );
        assert_eq!(
            caps(
                "In your response, words with all capital letters should appear at least 3 times."
            ),
            [c("at least", 3)]
        );
        assert_eq!(
            caps("At least 5 words in the output should be in all caps."),
            [c("at least", 5)]
        );
        assert_eq!(caps("Respond with at least 20 sentences and have more than 4 words be in all capital letters."), [c("at least", 5)]);
        assert_eq!(
            caps("Please limit the number of words with all capital letters to less than four."),
            [c("less than", 4)]
        );
        assert_eq!(
            caps("In particular, there should be 5 to 10 such capitalized words."),
            [c("at least", 5), c("less than", 11)]
        );
        assert_eq!(caps("Use some words in all caps, but those all-caps words should appear at most 10 times."), [c("at least", 1), c("less than", 11)]);
    }

    #[test]
    fn an_all_capitals_response_is_not_a_count() {
        assert!(
            caps("Your entire response should be in English, and in all capital letters.")
                .is_empty()
        );
        assert!(caps("Write at least 300 words.").is_empty());
    }
}
