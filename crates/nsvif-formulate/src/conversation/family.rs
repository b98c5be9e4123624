//! The [`Family`] of a check: what it requires with its numbers left out, so that a later
//! turn's "at most 30 words" is known to change an earlier "under 50 words", and "no need
//! to keep it under 50 words" to lift an earlier "at most 100 words".

use nsvif_spec::Check;
use serde_json::Value;

/// A check with its numbers blanked and its relation reduced to a direction (an upper
/// bound, a lower bound, or as stated). Judge questions have none: one is never taken to
/// change another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Family(String);

impl Family {
    pub fn of(check: &Check) -> Option<Family> {
        match check {
            Check::Predicate { predicate, args } => {
                Some(Family(format!("{predicate} {}", blank_value(args))))
            }
            Check::Dsl { dsl } => Some(Family(blank_dsl(dsl))),
            Check::Judge { .. } => None,
        }
    }

    /// The same requirement, its numbers aside.
    pub fn same_kind(&self, other: &Family) -> bool {
        self.0 == other.0
    }

    /// The words a check is written in (a predicate's name with spaces, a DSL's text),
    /// for a lift that names its topic.
    pub fn words_of(check: &Check) -> String {
        match check {
            Check::Predicate { predicate, .. } => predicate.replace('_', " "),
            Check::Dsl { dsl } => dsl.clone(),
            Check::Judge { judge } => judge.clone(),
        }
    }
}

/// The direction of a relation as the Spec writes it (`<`, `at most`, …), if it is one.
fn direction(relation: &str) -> Option<&'static str> {
    Some(match relation.trim() {
        "<" | "<=" | "less than" | "at most" | "fewer than" | "under" => "upper",
        ">" | ">=" | "at least" | "more than" | "over" => "lower",
        _ => return None,
    })
}

/// Arguments with every number blanked and every relation a direction; other values
/// (keywords, letters, phrases) kept, since a different keyword is another requirement.
fn blank_value(v: &Value) -> String {
    match v {
        Value::Number(_) => "#".into(),
        Value::String(s) => direction(s).map_or_else(|| format!("{s:?}"), str::to_string),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(blank_value).collect();
            format!("[{}]", items.join(","))
        }
        Value::Object(fields) => {
            let fields: Vec<String> = fields
                .iter()
                .map(|(k, v)| format!("{k}:{}", blank_value(v)))
                .collect();
            format!("{{{}}}", fields.join(","))
        }
        Value::Null | Value::Bool(_) => v.to_string(),
    }
}

/// A DSL expression with its numbers blanked and `<`, `<=` (`>`, `>=`) one direction.
fn blank_dsl(dsl: &str) -> String {
    let mut out = String::with_capacity(dsl.len());
    let mut chars = dsl.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                in_string = !in_string;
                out.push(c);
            }
            _ if in_string => out.push(c),
            '0'..='9' => {
                while chars
                    .peek()
                    .is_some_and(|n| n.is_ascii_digit() || *n == '.')
                {
                    chars.next();
                }
                out.push('#');
            }
            '<' | '>' => {
                if chars.peek() == Some(&'=') {
                    chars.next();
                }
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn predicate(args: Value) -> Family {
        Family::of(&Check::Predicate {
            predicate: "word_count".into(),
            args,
        })
        .unwrap()
    }

    #[test]
    fn numbers_and_strictness_aside_a_bound_is_one_family() {
        let under_50 = predicate(json!({"relation": "<", "value": 50}));
        let at_most_30 = predicate(json!({"relation": "<=", "value": 30}));
        let at_least_30 = predicate(json!({"relation": ">=", "value": 30}));
        assert!(under_50.same_kind(&at_most_30));
        assert!(!under_50.same_kind(&at_least_30));
        let dsl = |d: &str| Family::of(&Check::Dsl { dsl: d.into() }).unwrap();
        assert!(dsl("words(response) < 50").same_kind(&dsl("words(response) <= 120")));
        assert!(!dsl("count(response, \"a1\") < 5").same_kind(&dsl("count(response, \"b2\") < 5")));
        assert_eq!(Family::of(&Check::Judge { judge: "x".into() }), None);
    }
}
