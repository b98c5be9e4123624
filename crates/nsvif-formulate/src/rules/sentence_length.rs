//! Words per sentence: "each sentence should have at most 12 words", "no sentence longer
//! than 20 words", "keep every sentence under 15 words". A DSL check over the sentences.

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;

use super::{Emit, Sink, Text};
use crate::read::count::{self, words_condition, Count};

/// "each sentence", "all sentences", "sentences should": whose words are counted.
static EACH: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:each|every|all|any)\s+(?:single\s+)?(?:of\s+(?:your|the)\s+)?sentences?\b|sentences\s+(?:should|must|need\s+to)\s+(?:each\s+)?)")
        .expect("static regex")
});
static KEEP: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\bkeep\s+(?:each|every|all|your)\s+sentences?\s+(?:to\s+)?").expect("static regex")
});
static WORDS: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^\s+words?\b(?:\s+long)?").expect("static regex"));
static NO_SENTENCE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\bno\s+sentence\s+(?:should|may|can|must)?\s*(?:be|have|contain|exceed|use)?\s*(?:longer\s+than|more\s+than|over|exceed\w*)\s+(?P<n>{})\s+words?\b",
        crate::read::number::NUMBER
    ))
    .expect("static regex")
});

pub(crate) fn words_per_sentence(text: &Text, sink: &mut Sink) {
    let push = |c: Count, start: usize, end: usize, sink: &mut Sink| {
        let dsl = format!("forall s in sentences(body): {}", words_condition("s", c));
        sink.push(text, Emit::Dsl(dsl), start, end);
    };
    for m in EACH.find_iter(&text.lower) {
        let end = count::clause_end(text, m.end()).max(m.end());
        let Some((_, cend, c, _)) = count::first_in(text, m.end(), end, &WORDS) else {
            continue;
        };
        // "each sentence in each section": `subsections`.
        if text.lower[m.start()..cend].contains("section") {
            continue;
        }
        push(c, m.start(), cend, sink);
    }
    for m in KEEP.find_iter(&text.lower) {
        if let Some(c) = text.counts().iter().find(|c| c.start == m.end()) {
            if let Some(w) = WORDS.find(&text.lower[c.end..]) {
                push(c.count, m.start(), c.end + w.end(), sink);
            }
        }
    }
    for caps in NO_SENTENCE.captures_iter(&text.lower) {
        let m = caps.get(0).expect("match");
        if let Some(n) = crate::read::number::parse(&caps["n"]) {
            push(Count::AtMost(n), m.start(), m.end(), sink);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::dsl;

    #[test]
    fn reads_words_per_sentence() {
        assert_eq!(
            dsl("Each sentence should have at most 12 words."),
            ["forall s in sentences(body): words(s) <= 12"]
        );
        assert_eq!(
            dsl("No sentence should be longer than 20 words."),
            ["forall s in sentences(body): words(s) <= 20"]
        );
        assert_eq!(
            dsl("Keep every sentence under 15 words."),
            ["forall s in sentences(body): words(s) < 15"]
        );
        assert_eq!(
            dsl("All sentences must contain between 5 and 10 words."),
            ["forall s in sentences(body): words(s) >= 5 && words(s) <= 10"]
        );
        for d in dsl("Each sentence should have at most 12 words.") {
            nsvif_spec::parse_expr(&d).unwrap();
        }
    }

    #[test]
    fn the_response_length_is_not_per_sentence() {
        assert!(dsl("Write at least 30 sentences and 300 words.")
            .iter()
            .all(|d| !d.starts_with("forall")));
    }
}
