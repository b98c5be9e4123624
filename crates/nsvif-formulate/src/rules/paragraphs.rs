//! Paragraph counts: "exactly 3 paragraphs separated by the markdown divider ***",
//! "separate your song into 3 parts with ***", a format example with `***` lines, and
//! "exactly 4 paragraphs" without a divider (blank-line paragraphs).

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::{json, Value};

use super::{Emit, Sink, Text};
use crate::read::count::{self, Count};
use crate::read::units::{per_unit, BLANK_LINE};

/// A mention of the `***` divider: the divider itself (not part of `******`), "3
/// asterisks", "markdown divider".
static DIVIDER: LazyLock<Regex> = LazyLock::new(|| {
    regex(r#"(?:^|[^*])\*\*\*(?:[^*]|$)|\b(?:3|three)\s+(?:"\*"\s+)?(?:asterisks?|aterisks?|asterisk\s+(?:symbols?|marks?|markers?))|\bmarkdown\s+divider"#)
        .expect("static regex")
});

/// What the divider separates, after a count: "4 paragraphs", "3 parts", "5 steps".
static PARTS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s*-?\s*(?:paragraphs?|sections?|parts?|stanzas?|steps?|chapters?|blocks?|segments?|pieces?|verses?|scenes?|q\s*(?:&|and)\s*as?)\b")
        .expect("static regex")
});

/// Blank-line blocks: paragraphs, and the stanzas of a poem.
static BLOCKS: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^\s*-?\s*(?:paragraphs?|stanzas?)\b").expect("static regex"));

fn kwargs(value: i64, relation: &str, blank_lines: bool) -> Value {
    let mut k = json!({ "num_paragraphs": value });
    if relation != "==" {
        k["relation"] = relation.into();
    }
    if blank_lines {
        k["separator"] = "blank line".into();
    }
    k
}

/// `length_constraints:number_paragraphs`.
pub(crate) fn paragraph_count(text: &Text, sink: &mut Sink) {
    let divider = DIVIDER.find_iter(&text.lower).find(|m| {
        // "***" inside a quoted passage to rewrite is not a format request.
        !text.in_quotes(m.start(), m.end())
    });
    let Some(divider) = divider else {
        blank_line_paragraphs(text, sink);
        return;
    };
    for m in DIVIDER.find_iter(&text.lower) {
        sink.cover(m.start(), m.end());
    }
    let (ds, de) = text.sentence_at(divider.start());
    // The count: in the divider's sentence first, then anywhere.
    let counted = count::with_unit(text, &PARTS)
        .filter(|&(s, e, _)| !per_unit(text, s, e))
        .min_by_key(|&(s, _, _)| (!(ds <= s && s < de), s));
    let push = |sink: &mut Sink, start: usize, end: usize, c: Count| {
        for (relation, value) in c.symbols() {
            sink.push(
                text,
                Emit::Ifeval {
                    id: "length_constraints:number_paragraphs",
                    kwargs: kwargs(value, relation, false),
                },
                start,
                end,
            );
        }
    };
    if let Some((s, e, c)) = counted {
        let (cs, ce) = text.sentence_at(s);
        if cs == ds {
            push(sink, s.min(divider.start()), e.max(divider.end()), c);
        } else {
            push(sink, s, e, c);
        }
        // The sentences up to what was read: words after the divider or the count
        // ("…, the first starting with …") are left for the other rules and for clause
        // accounting to judge.
        sink.cover(cs, ce.min(e.max(divider.end())).max(e));
        sink.cover(ds, de.min(divider.end().max(e)).max(divider.end()));
        return;
    }
    // A format example: as many parts as `***` lines plus one. With neither a count nor
    // an example, the number of paragraphs is not stated; the divider alone is left
    // unread rather than read with a count made up for it.
    // Two things named to be separated ("separate your thinking and the final answer by
    // …") are two parts.
    static TWO_PARTS: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"\bseparat\w*\s+(?:[\w'-]+\s+){1,4}?and\s+(?:[\w'-]+\s+){0,3}?(?:by|with|using)\b")
            .expect("static regex")
    });
    let example_lines = text.raw.lines().filter(|l| l.trim() == "***").count() as i64;
    let parts = if example_lines > 0 {
        example_lines + 1
    } else if TWO_PARTS.is_match(&text.lower[ds..de]) {
        2
    } else {
        return;
    };
    push(sink, divider.start(), divider.end(), Count::Exactly(parts));
    sink.cover(ds, de);
}

/// "exactly 4 paragraphs" with no divider: paragraphs are separated by blank lines.
fn blank_line_paragraphs(text: &Text, sink: &mut Sink) {
    for (start, end, c) in count::with_unit(text, &BLOCKS) {
        if per_unit(text, start, end) {
            continue;
        }
        // "a 2 paragraph critique" is the task's size, not a bound.
        if matches!(c, Count::Bare(_)) {
            continue;
        }
        for (relation, value) in c.symbols() {
            sink.push(
                text,
                Emit::Ifeval {
                    id: "length_constraints:number_paragraphs",
                    kwargs: kwargs(value, relation, true),
                },
                start,
                end,
            );
        }
        for m in BLANK_LINE.find_iter(&text.lower) {
            sink.cover(m.start(), m.end());
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn paragraphs(text: &str) -> Vec<Value> {
        super::super::testing::kwargs(text, "length_constraints:number_paragraphs")
    }

    #[test]
    fn reads_the_divider_and_the_count() {
        assert_eq!(
            paragraphs(
                "There should be exactly 3 paragraphs separated by the markdown divider: ***."
            ),
            [json!({"num_paragraphs": 3})]
        );
        assert_eq!(
            paragraphs("Write a song. Separate your song into 3 parts, where each part is separated with ***."),
            [json!({"num_paragraphs": 3})]
        );
        assert_eq!(
            paragraphs("Please generate an answer with two parts. The two parts should be separated by 3 asterisks '***'."),
            [json!({"num_paragraphs": 2})]
        );
        assert_eq!(
            paragraphs("Use the format below:\nadvice 1\n***\nadvice 2\n***\nadvice 3"),
            [json!({"num_paragraphs": 3})]
        );
        assert_eq!(
            paragraphs(
                "Put the response into at least 5 sections, separated using 3 asterisks ***."
            ),
            [json!({"num_paragraphs": 5, "relation": ">="})]
        );
    }

    #[test]
    fn six_asterisks_are_not_the_divider() {
        assert!(paragraphs("Separate the two answers with 6 asterisks: ******").is_empty());
    }

    #[test]
    fn without_a_divider_paragraphs_are_blank_line_separated() {
        assert_eq!(
            paragraphs("Write exactly 4 paragraphs about trains."),
            [json!({"num_paragraphs": 4, "separator": "blank line"})]
        );
        assert!(paragraphs("Write a 2 paragraph critique of this sentence.").is_empty());
    }
}
