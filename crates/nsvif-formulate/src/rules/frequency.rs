//! How often a word occurs: "the word war at least 8 times", "include the word story at
//! least twice", "the word \"fake\" should appear 6 or 7 times", "use the word \"the\"
//! once or less", "mention the keyword 'schedule' for more than 5 times".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::count::{self, Count};

static RE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"\b(?:(?:the\s+)?(?:key\s*-?\s*word|word|term|phrase|name)\s+(?P<kw>"[^"\n]+"|“[^”\n]+”|'[^'\n]+'|‘[^’\n]+’|[\w'-]+)|(?:mention|use|include|say|repeat|write)\s+(?P<quoted>"[^"\n]+"|“[^”\n]+”|'[^'\n]+'|‘[^’\n]+’))"#)
        .expect("static regex")
});
static NAMES_ANOTHER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:key\s*-?\s*words?|words?|terms?|phrases?|letters?)\b").expect("static regex")
});

const STOPWORDS: &[&str] = &[
    "of", "the", "a", "an", "to", "in", "that", "which", "is", "are", "should", "must", "you",
    "your", "it", "and", "or", "with", "for", "count",
];

/// `keywords:frequency`.
pub(crate) fn keyword_frequency(text: &Text, sink: &mut Sink) {
    for caps in RE.captures_iter(&text.lower) {
        let whole = caps.get(0).expect("match");
        // "the word X …", or a quoted word right after "mention"/"use".
        let kw = caps
            .name("kw")
            .or(caps.name("quoted"))
            .expect("one keyword group");
        let region_end = count::clause_end(text, kw.end()).max(kw.end());
        let Some((cstart, end, c)) = count::first_occurrences_in(text, kw.end(), region_end) else {
            continue;
        };
        let quoted = !kw.as_str().starts_with(|c: char| c.is_alphanumeric());
        let keyword = text.raw[kw.start()..kw.end()]
            .trim_matches(|c: char| "\"'“”‘’".contains(c))
            .trim();
        if keyword.is_empty() || (!quoted && STOPWORDS.contains(&kw.as_str())) {
            continue;
        }
        let mid = &text.lower[kw.end()..cstart];
        // Another word or letter named in between ("avoid the word X and use the
        // *keyword* Y at least once"): the count is theirs.
        if NAMES_ANOTHER.is_match(mid) {
            continue;
        }
        let flip = count::negated(mid);
        // "only once": present, and fewer than two (IFEval states it so).
        if c == Count::Exactly(1) && !flip {
            sink.push(
                text,
                super::Emit::Ifeval {
                    id: "keywords:existence",
                    kwargs: json!({"keywords": [keyword]}),
                },
                whole.start(),
                end,
            );
            sink.push(
                text,
                super::Emit::Ifeval {
                    id: "keywords:frequency",
                    kwargs: json!({"keyword": keyword, "relation": "less than", "frequency": 2}),
                },
                whole.start(),
                end,
            );
            continue;
        }
        for (relation, value) in c.ifeval_bounds_negated(flip) {
            sink.push(
                text,
                super::Emit::Ifeval {
                    id: "keywords:frequency",
                    kwargs: json!({"keyword": keyword, "relation": relation, "frequency": value}),
                },
                whole.start(),
                end,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn freq(text: &str) -> Vec<Value> {
        super::super::testing::kwargs(text, "keywords:frequency")
    }

    fn k(kw: &str, rel: &str, n: i64) -> Value {
        json!({"keyword": kw, "relation": rel, "frequency": n})
    }

    #[test]
    fn reads_counts_of_a_word() {
        for (instruction, expected) in [
            ("Make sure to use the word war at least 8 times, and the word peace at least 10 times.", vec![k("war", "at least", 8), k("peace", "at least", 10)]),
            ("Include the word story at least twice.", vec![k("story", "at least", 2)]),
            ("The word \"fake\" should appear 6 or 7 times in your entire response.", vec![k("fake", "at least", 6), k("fake", "less than", 8)]),
            ("Make sure to use the word \"the\" once or less.", vec![k("the", "less than", 2)]),
            ("Mention the keyword 'schedule' for more than 5 times.", vec![k("schedule", "at least", 6)]),
            ("The word 'future' should appear at most once.", vec![k("future", "less than", 2)]),
            ("The word sneaker should appear 10 or more times in your response.", vec![k("sneaker", "at least", 10)]),
        ] {
            assert_eq!(freq(instruction), expected, "{instruction}");
        }
    }

    #[test]
    fn negations_flip_and_letters_are_not_words() {
        assert_eq!(
            freq("The word 'rock' should not appear more than 3 times."),
            [k("rock", "less than", 4)]
        );
        assert!(freq("The letter q should appear at least 4 times.").is_empty());
        assert!(freq("Repeat the name of the company at least five times.").is_empty());
    }
}
