//! Word count bounds: "at least 300 words", "less than 200 words", "300+ words".

use std::sync::OnceLock;

use regex::Regex;
use serde_json::json;

use super::number::{parse, NUMBER};
use super::Found;

fn word_bound() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(&format!(
            r"(?i)\b(?P<rel>at least|no less than|no fewer than|a minimum of|minimum of|more than|over|greater than|at most|no more than|less than|fewer than|under|a maximum of|maximum of|not exceed|not exceeding|up to|exactly|between)?\s*(?P<n>{NUMBER})(?P<plus>\+)?(?:\s+(?:and|to)\s+(?P<m>{NUMBER}))?(?P<ormore>\s+or\s+(?:more|fewer|less))?\s+words?\b"
        ))
        .expect("static regex")
    })
}

/// `length_constraints:number_words`, with IFEval's relations where they fit.
pub(crate) fn word_count(instruction: &str, out: &mut Vec<Found>) {
    for caps in word_bound().captures_iter(instruction) {
        let whole = caps.get(0).expect("match");
        let Some(n) = caps.name("n").and_then(|m| parse(m.as_str())) else {
            continue;
        };
        let rel = caps.name("rel").map(|m| m.as_str().to_ascii_lowercase());
        let or_more = caps.name("ormore").map(|m| m.as_str().to_ascii_lowercase());
        let mut push = |relation: &str, value: i64| {
            out.push(Found::new(
                "length_constraints:number_words",
                json!({"relation": relation, "num_words": value}),
                instruction,
                whole,
            ))
        };
        match (
            rel.as_deref(),
            caps.name("plus").is_some(),
            or_more.as_deref(),
        ) {
            (Some("between"), ..) => {
                if let Some(m) = caps.name("m").and_then(|m| parse(m.as_str())) {
                    push("at least", n.min(m));
                    push("less than", n.max(m) + 1);
                }
            }
            (
                Some("at least" | "no less than" | "no fewer than" | "a minimum of" | "minimum of"),
                ..,
            )
            | (None, true, _) => push("at least", n),
            (None, _, Some(s)) if s.ends_with("more") => push("at least", n),
            (None, _, Some(_)) => push("less than", n + 1),
            (Some("more than" | "over" | "greater than"), ..) => push("at least", n + 1),
            (Some("less than" | "fewer than" | "under"), ..) => push("less than", n),
            (
                Some(
                    "at most" | "no more than" | "a maximum of" | "maximum of" | "not exceed"
                    | "not exceeding" | "up to",
                ),
                ..,
            ) => push("less than", n + 1),
            (Some("exactly"), ..) => push("exactly", n),
            // A bare "a 300 word essay" or "the first 5 words": a size hint, not a bound.
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(text: &str) -> Vec<(String, i64)> {
        let mut out = vec![];
        word_count(text, &mut out);
        out.iter()
            .map(|f| {
                (
                    f.kwargs["relation"].as_str().unwrap().to_string(),
                    f.kwargs["num_words"].as_i64().unwrap(),
                )
            })
            .collect()
    }

    #[test]
    fn reads_the_common_phrasings() {
        assert_eq!(
            bounds("Answer with at least 300 words."),
            [("at least".into(), 300)]
        );
        assert_eq!(
            bounds("Use fewer than 100 words."),
            [("less than".into(), 100)]
        );
        assert_eq!(
            bounds("Write a 300+ word summary"),
            [("at least".into(), 300)]
        );
        assert_eq!(
            bounds("no more than fifty words"),
            [("less than".into(), 51)]
        );
        assert_eq!(bounds("more than 600 words"), [("at least".into(), 601)]);
        assert_eq!(
            bounds("between 100 and 200 words"),
            [("at least".into(), 100), ("less than".into(), 201)]
        );
    }

    #[test]
    fn a_number_in_the_task_is_not_a_bound() {
        assert!(bounds("Summarise the 3 words of the motto").is_empty());
        assert!(bounds("Write a 500 word essay about cats").is_empty());
    }
}
