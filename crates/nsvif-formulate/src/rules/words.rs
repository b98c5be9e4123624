//! Word count bounds: "at least 300 words", "less than 200 words", "300+ words",
//! "100 to 120 words", "200 words or less", "the total number of words … should be 250
//! or more".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Emit, Sink, Text};
use crate::read::count::{self, Count};
use crate::read::units::per_unit;

/// "N words", after a count phrase.
static UNIT: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s*-?\s*words?\b(?P<after>\s+or\s+(?:more|fewer|less)\b)?").expect("static regex")
});

/// "the number of words … should be 250 or more": the unit before the count.
static UNIT_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:(?:total\s+)?number\s+of\s+words|word\s+count)\b[^.;!?\n]*?\b(?:be|is|of|to|contain|have)\s+")
        .expect("static regex")
});

static MODAL_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:should|must|has\s+to|needs\s+to)\s+be\s+$").expect("static regex")
});

/// "at least 5 words in the output should be in all caps": words in capitals.
static IN_CAPITALS_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^(?:\s+[\w-]+){0,6}?\s+(?:in|with|be\s+in|are\s+in|written\s+in|using)\s+(?:all\s+)?(?:capital|caps|upper\s*-?case|all-caps|capitals)\b")
        .expect("static regex")
});

/// `length_constraints:number_words`, as IFEval's relations ("at least", "less than").
pub(crate) fn word_count(text: &Text, sink: &mut Sink) {
    let push = |start: usize, end: usize, c: Count, sink: &mut Sink| {
        for (relation, value) in c.ifeval_bounds() {
            sink.push(
                text,
                Emit::Ifeval {
                    id: "length_constraints:number_words",
                    kwargs: json!({"relation": relation, "num_words": value}),
                },
                start,
                end,
            );
        }
    };
    for (start, end, c) in count::with_unit(text, &UNIT) {
        if per_unit(text, start, end) {
            continue;
        }
        if let Some(m) = IN_CAPITALS_AFTER.find(&text.lower[end..]) {
            if !m.as_str().contains(" and ") {
                continue;
            }
        }
        // "The pitch should be 500 words long": about that many.
        let c = match c {
            Count::Bare(n) if MODAL_BEFORE.is_match(&text.lower[..start]) => Count::Around(n),
            c => c,
        };
        push(start, end, c, sink);
    }
    for head in UNIT_FIRST.find_iter(&text.lower) {
        // "the number of words in all capital letters should be less than 5".
        if head.as_str().contains("capital") || head.as_str().contains("caps") {
            continue;
        }
        if let Some(c) = text.counts().iter().find(|c| c.start == head.end()) {
            push(head.start(), c.end, c.count, sink);
        }
    }
}

#[cfg(test)]
mod tests {

    fn bounds(text: &str) -> Vec<(String, i64)> {
        super::super::testing::found(text, "length_constraints:number_words")
            .iter()
            .map(|f| {
                let k = f.kwargs().unwrap();
                let rel = k["relation"].as_str().unwrap().to_string();
                let rel = if f.negated { format!("not {rel}") } else { rel };
                (rel, k["num_words"].as_i64().unwrap())
            })
            .collect()
    }

    fn b(rel: &str, n: i64) -> (String, i64) {
        (rel.to_string(), n)
    }

    #[test]
    fn reads_the_common_phrasings() {
        assert_eq!(
            bounds("Answer with at least 300 words."),
            [b("at least", 300)]
        );
        assert_eq!(bounds("Use fewer than 100 words."), [b("less than", 100)]);
        assert_eq!(bounds("Write a 300+ word summary"), [b("at least", 300)]);
        assert_eq!(bounds("no more than fifty words"), [b("less than", 51)]);
        assert_eq!(bounds("more than 600 words"), [b("at least", 601)]);
        assert_eq!(
            bounds("Your reply should contain 600 to 700 words."),
            [b("at least", 600), b("less than", 701)]
        );
        assert_eq!(
            bounds("Keep your entire response 100 words or less."),
            [b("less than", 101)]
        );
        assert_eq!(
            bounds("The sentences should be long, so that the total number of words in your response should be 250 or more."),
            [b("at least", 250)]
        );
        assert_eq!(
            bounds("Respond in exactly 12 words."),
            [b("at least", 12), b("less than", 13)]
        );
        assert_eq!(
            bounds("Write around 200 words."),
            [b("at least", 180), b("less than", 221)]
        );
    }

    #[test]
    fn a_negated_bound_flips() {
        assert_eq!(
            bounds("I don't want anything longer than 30 words."),
            [b("less than", 31)]
        );
        assert_eq!(
            bounds("Do not use more than 100 words."),
            [b("less than", 101)]
        );
    }

    #[test]
    fn a_number_in_the_task_is_not_a_bound() {
        assert!(bounds("Summarise the 3 words of the motto").is_empty());
        assert!(bounds("Write a 500 word essay about cats").is_empty());
        assert!(bounds("List 10 words that rhyme with cat.").is_empty());
    }

    #[test]
    fn words_of_other_units_are_not_the_response_length() {
        assert!(bounds("Each sentence should have fewer than 10 words.").is_empty());
        assert!(bounds("Include at least 15 words in all capital letters.").is_empty());
        assert!(bounds("The title must have at most 5 words.").is_empty());
        assert!(bounds("At least 5 words in the output should be in all caps.").is_empty());
    }
}
