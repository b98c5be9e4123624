//! Markdown bullet points: "exactly 3 bullet points", "in the format of 10 bullet points",
//! "at least 2 bullets", "do not use any bullet points", "list exactly 10 names … in
//! bullet points".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::{json, Value};

use super::{Emit, Sink, Text};
use crate::read::count::{self, Count};

const BULLET: &str = r"(?:markdown\s+)?bullet(?:\s*-?\s*points?|s)?\b";

static COUNTED: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"^\s+(?:(?:very\s+)?(?:short|long|brief|concise|distinct|separate|different)\s+)*{BULLET}"
    ))
    .expect("static regex")
});
static NONE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:no|without(?:\s+(?:any|using))*|(?:do|does|should|must)\s+not\s+(?:use|include|give|add|have|contain|write)(?:\s+(?:me|any|you))*|(?:don't|doesn't|shouldn't|mustn't)\s+(?:use|include|give|add|have|contain|write)(?:\s+(?:me|any|you))*|avoid(?:\s+using)?(?:\s+any)?)\s+{BULLET}"
    ))
    .expect("static regex")
});
static UNCOUNTED: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\b(?:use|using|with|include|includes|in\s+the\s+form\s+of|as|into|in|a\s+list\s+of)\s+(?:a\s+few\s+|some\s+|several\s+)?{BULLET}"
    ))
    .expect("static regex")
});
/// "List exactly 10 possible names": the number of items a bullet list should hold.
static EXACT_ITEMS: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"\bexactly\s+(?P<n>{})\s+(?:[a-z-]+\s+){{0,2}}?(?:names|ideas|items|things|reasons|tips|ways|examples|facts|steps|options|suggestions|questions|benefits|points|advantages|disadvantages|pros|cons|words|titles|slogans|jokes)\b",
        crate::read::number::NUMBER
    ))
    .expect("static regex")
});

fn kwargs(value: i64, relation: &str) -> Value {
    let mut k = json!({ "num_bullets": value });
    if relation != "==" {
        k["relation"] = relation.into();
    }
    k
}

/// `detectable_format:number_bullet_lists`. A bare count is exact, as in IFEval.
pub(crate) fn bullet_count(text: &Text, sink: &mut Sink) {
    let id = "detectable_format:number_bullet_lists";
    let mut counted_any = false;
    for m in NONE.find_iter(&text.lower) {
        sink.push(
            text,
            Emit::Ifeval {
                id,
                kwargs: kwargs(0, "=="),
            },
            m.start(),
            m.end(),
        );
        counted_any = true;
    }
    for (start, end, c) in count::with_unit(text, &COUNTED) {
        for (relation, value) in c.symbols() {
            sink.push(
                text,
                Emit::Ifeval {
                    id,
                    kwargs: kwargs(value, relation),
                },
                start,
                end,
            );
        }
        counted_any = true;
    }
    if counted_any {
        static FORMAT: LazyLock<Regex> = LazyLock::new(|| {
            regex(r#"\b(?:use|using)\s+(?:the\s+)?(?:["'“]?\*["'”]?|asterisks?|markdown)\s+(?:to\s+indicate|for)\s+(?:an?\s+|the\s+)?bullets?\b|\bbullet\s*points?\s+(?:are|is|should\s+be)\s+(?:indicated|marked|in\s+the\s+form|in\s+markdown|formatted|like)\b"#)
                .expect("static regex")
        });
        for m in FORMAT.find_iter(&text.lower) {
            sink.cover(m.start(), m.end());
        }
        return;
    }
    if let Some(m) = UNCOUNTED.find(&text.lower) {
        if text.negation_before(m.start()).is_some() {
            return;
        }
        let items = EXACT_ITEMS
            .captures(&text.lower)
            .and_then(|c| crate::read::number::parse(&c["n"]));
        let c = match items {
            Some(n) => Count::Exactly(n),
            None => Count::AtLeast(1),
        };
        for (relation, value) in c.symbols() {
            sink.push(
                text,
                Emit::Ifeval {
                    id,
                    kwargs: kwargs(value, relation),
                },
                m.start(),
                m.end(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn bullets(text: &str) -> Vec<(Value, bool)> {
        super::super::testing::found(text, "detectable_format:number_bullet_lists")
            .iter()
            .map(|f| (f.kwargs().unwrap().clone(), f.negated))
            .collect()
    }

    /// Each instruction reads as one bullet count with these arguments.
    fn assert_reads<const N: usize>(cases: [(&str, Value); N]) {
        for (instruction, kwargs) in cases {
            assert_eq!(bullets(instruction), [(kwargs, false)], "{instruction}");
        }
    }

    #[test]
    fn reads_exact_bare_and_bounded_counts() {
        assert_reads([
            (
                "Your answer must contain exactly 3 bullet points in the markdown format.",
                json!({"num_bullets": 3}),
            ),
            (
                "Your list should be in the format of 10 bullet points.",
                json!({"num_bullets": 10}),
            ),
            (
                "Write exactly 9 very short bullet points.",
                json!({"num_bullets": 9}),
            ),
            (
                "Give at least 2 bullets.",
                json!({"num_bullets": 2, "relation": ">="}),
            ),
            (
                "Write a riddle that includes exactly one bullet point.",
                json!({"num_bullets": 1}),
            ),
        ]);
    }

    #[test]
    fn no_bullets_and_items_counted_elsewhere() {
        assert_reads([
            (
                "Do not give me any bullet points, lists, or tables.",
                json!({"num_bullets": 0}),
            ),
            (
                "List exactly 10 possible names for a boy. Put the names into bullet points.",
                json!({"num_bullets": 10}),
            ),
            (
                "Explain it using bullet points.",
                json!({"num_bullets": 1, "relation": ">="}),
            ),
        ]);
        assert!(bullets("What is a bullet point?").is_empty());
    }
}
