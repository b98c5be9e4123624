//! Placeholders in square brackets: "at least 3 placeholders represented by square
//! brackets, such as [address]", "include at least one placeholder".

use std::sync::LazyLock;

use crate::read::pattern::Regex;

use crate::read::pattern::regex;
use serde_json::json;

use super::{Emit, Sink, Text};
use crate::read::count::{self, Count};

static COUNTED: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^\s+placeholders?\b").expect("static regex"));
static UNCOUNTED: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(?:use|using|include|with|contain|contains|add|have)\s+(?:a\s+|some\s+|several\s+)?placeholders?\b")
        .expect("static regex")
});

/// `detectable_content:number_placeholders` (at least so many, as IFEval counts).
pub(crate) fn placeholder_count(text: &Text, sink: &mut Sink) {
    let id = "detectable_content:number_placeholders";
    let mut any = false;
    for (start, end, c) in count::with_unit(text, &COUNTED) {
        let bounds: Vec<(&str, i64)> = match c {
            Count::AtLeast(n) | Count::Bare(n) => vec![(">=", n)],
            c => c.symbols(),
        };
        for (relation, value) in bounds {
            let mut kwargs = json!({ "num_placeholders": value });
            if relation != ">=" {
                kwargs["relation"] = relation.into();
            }
            sink.push(text, Emit::Ifeval { id, kwargs }, start, end);
        }
        any = true;
    }
    if !any {
        if let Some(m) = UNCOUNTED.find(&text.lower) {
            sink.ifeval(text, id, json!({ "num_placeholders": 1 }), m);
            any = true;
        }
    }
    // "Use square brackets for placeholders": how they look.
    if any {
        static MENTION: LazyLock<Regex> = LazyLock::new(|| {
            regex(r"\bplaceholders?\b|\bsquare\s+brackets?\b").expect("static regex")
        });
        for m in MENTION.find_iter(&text.lower) {
            sink.cover(m.start(), m.end());
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    fn placeholders(text: &str) -> Vec<Value> {
        super::super::testing::kwargs(text, "detectable_content:number_placeholders")
    }

    #[test]
    fn reads_counts() {
        assert_eq!(
            placeholders("The response must contain at least 3 placeholders represented by square brackets, such as [address]."),
            [json!({"num_placeholders": 3})]
        );
        assert_eq!(
            placeholders("Your response must contain at least six placeholders."),
            [json!({"num_placeholders": 6})]
        );
        assert_eq!(
            placeholders("Use exactly 2 placeholders like [name]."),
            [json!({"num_placeholders": 2, "relation": "=="})]
        );
        assert_eq!(
            placeholders("Include a placeholder such as [date]."),
            [json!({"num_placeholders": 1})]
        );
        assert!(placeholders("What is a placeholder?").is_empty());
    }
}
