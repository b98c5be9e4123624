//! "The second paragraph must start with the word 'President'", "Start Paragraph 2 with
//! the word Jasper", "the last paragraph must start with 'Summary'".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Sink, Text};
use crate::read::count::{self, Count};
use crate::read::number::parse;
use crate::read::units::{BLANK_LINE, PARAGRAPHS};

const ORDINAL: &str = r"(?:(?P<ord>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\d+(?:st|nd|rd|th))\s+paragraph|paragraph\s+(?:no\.?\s*|number\s+|#\s*)?(?P<num>\d+|one|two|three|four|five|six|seven|eight|nine|ten))";
const WORD: &str = r#"(?:the\s+)?(?:(?:key)?word(?:\s*:\s*|\s+))?(?P<w>"[^"\n]+"|'[^'\n]+'|“[^”\n]+”|‘[^’\n]+’|[\w'’-]+)"#;

static SUBJECT_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b{ORDINAL}\b[^.;!?\n]*?\b(?:start|begin)s?\s+with\s+{WORD}"
    ))
    .expect("static regex")
});
static VERB_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:start|begin)\s+(?:the\s+)?(?:very\s+)?{ORDINAL}\s+with\s+{WORD}"
    ))
    .expect("static regex")
});

fn ordinal(s: &str) -> Option<i64> {
    Some(match s {
        "first" => 1,
        "second" => 2,
        "third" => 3,
        "fourth" => 4,
        "fifth" => 5,
        "sixth" => 6,
        "seventh" => 7,
        "eighth" => 8,
        "ninth" => 9,
        "tenth" => 10,
        _ => s
            .trim_end_matches(|c: char| c.is_ascii_alphabetic())
            .parse()
            .ok()?,
    })
}

/// `length_constraints:nth_paragraph_first_word`; the number of paragraphs comes from an
/// exact count elsewhere in the instruction.
pub(crate) fn nth_paragraph_first_word(text: &Text, sink: &mut Sink) {
    let before = sink.found.len();
    let total = count::with_unit(text, &PARAGRAPHS).find_map(|(_, _, c)| match c {
        Count::Exactly(n) | Count::Bare(n) => Some(n),
        _ => None,
    });
    for re in [&*SUBJECT_FIRST, &*VERB_FIRST] {
        for caps in re.captures_iter(&text.lower) {
            let nth = match (caps.name("ord"), caps.name("num")) {
                (Some(o), _) if matches!(o.as_str(), "last" | "final") => match total {
                    Some(t) => t,
                    None => continue,
                },
                (Some(o), _) => match ordinal(o.as_str()) {
                    Some(n) => n,
                    None => continue,
                },
                (None, Some(n)) => match parse(n.as_str()) {
                    Some(n) => n,
                    None => continue,
                },
                _ => continue,
            };
            let w = caps.name("w").expect("word");
            let word = text.raw[w.start()..w.end()]
                .trim_matches(|c: char| "\"'“”‘’".contains(c))
                .to_lowercase();
            let mut kwargs = json!({"first_word": word, "nth_paragraph": nth});
            if let Some(t) = total {
                kwargs["num_paragraphs"] = t.into();
            }
            sink.ifeval(
                text,
                "length_constraints:nth_paragraph_first_word",
                kwargs,
                caps.get(0).expect("match"),
            );
        }
    }
    if sink.found.len() > before {
        for m in BLANK_LINE.find_iter(&text.lower) {
            sink.cover(m.start(), m.end());
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::super::find_all;

    fn nth(text: &str) -> Vec<Value> {
        super::super::testing::kwargs(text, "length_constraints:nth_paragraph_first_word")
    }

    #[test]
    fn reads_ordinals_numbers_and_last() {
        assert_eq!(
            nth("The article should contain exactly six paragraphs, and the second paragraph must start with the word \"President\"."),
            [json!({"first_word": "president", "nth_paragraph": 2, "num_paragraphs": 6})]
        );
        assert_eq!(
            nth("There should be exactly 3 paragraphs. Start Paragraph 2 with the word Jasper."),
            [json!({"first_word": "jasper", "nth_paragraph": 2, "num_paragraphs": 3})],
        );
        // "the word: hs" names `hs`, not the word "word" (a confident false unsat once).
        assert_eq!(
            nth("There should be 3 paragraphs. The second paragraph must start with the word: hs."),
            [json!({"first_word": "hs", "nth_paragraph": 2, "num_paragraphs": 3})]
        );
        assert_eq!(
            nth("Write exactly 7 paragraphs and the last paragraph must start with the word \"Summary\"."),
            [json!({"first_word": "summary", "nth_paragraph": 7, "num_paragraphs": 7})]
        );
        assert_eq!(
            nth("Begin the 3rd paragraph with 'however'."),
            [json!({"first_word": "however", "nth_paragraph": 3})]
        );
    }

    #[test]
    fn the_blank_line_count_is_not_repeated() {
        let found = find_all(
            "Write exactly 4 paragraphs. The first paragraph must start with the word elm.",
        )
        .found;
        assert_eq!(found.len(), 1, "{found:?}");
    }
}
