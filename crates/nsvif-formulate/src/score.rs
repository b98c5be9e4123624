//! How well a formulated Spec matches structured constraints (IFEval ids and kwargs, as
//! VIFBench-style records carry them): precision and recall by predicate and arguments.
//!
//! Both sides go through `nsvif_check::ifeval::to_check`, then arguments are normalised:
//! relation words become symbols ("at least" is `>=`), keyword lists compare as sets
//! ignoring case, strings ignore case and surrounding whitespace (except a section
//! marker, which the check reads case-sensitively). A found constraint counts as stated
//! only as a plain conjunct of the formula; one under a negation or a relation is found
//! but matches nothing. Semantic constraints (judges) are not counted: structured IFEval
//! constraints have no tone or topic to compare them with.

use std::collections::BTreeMap;

use nsvif_check::{ifeval, lookup, Relation};
use nsvif_spec::{Check, Formula, Kind, Spec};
use serde_json::{Map, Value};

/// Counts for one constraint type (an IFEval id, or `dsl` / a predicate name).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TypeScore {
    pub expected: u64,
    pub found: u64,
    pub matched: u64,
}

/// The comparison of one or many Specs with their expected constraints.
#[derive(Debug, Clone, Default)]
pub struct Score {
    pub expected: u64,
    pub found: u64,
    pub matched: u64,
    pub by_type: BTreeMap<String, TypeScore>,
    /// Expected constraints not found: `(type, normalised arguments)`.
    pub missed: Vec<(String, String)>,
    /// Found constraints not expected.
    pub extra: Vec<(String, String)>,
}

impl Score {
    pub fn precision(&self) -> f64 {
        ratio(self.matched, self.found)
    }

    pub fn recall(&self) -> f64 {
        ratio(self.matched, self.expected)
    }

    /// Adds another score's counts (the mismatches are kept).
    pub fn add(&mut self, other: Score) {
        self.expected += other.expected;
        self.found += other.found;
        self.matched += other.matched;
        for (k, v) in other.by_type {
            let t = self.by_type.entry(k).or_default();
            t.expected += v.expected;
            t.found += v.found;
            t.matched += v.matched;
        }
        self.missed.extend(other.missed);
        self.extra.extend(other.extra);
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        1.0
    } else {
        a as f64 / b as f64
    }
}

const RELATION_KEYS: &[&str] = &["relation", "let_relation", "capital_relation"];
const CASED_KEYS: &[&str] = &["section_spliter", "splitter"];

fn normalise(key: &str, v: &Value) -> Value {
    match v {
        Value::String(s) if RELATION_KEYS.contains(&key) => Relation::parse(s)
            .map(|r| Value::from(r.symbol()))
            .unwrap_or_else(|| Value::from(s.trim().to_lowercase())),
        Value::String(s) if CASED_KEYS.contains(&key) => Value::from(s.trim()),
        Value::String(s) => Value::from(
            s.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase(),
        ),
        Value::Array(items) => {
            let mut items: Vec<String> = items
                .iter()
                .map(|i| match i {
                    Value::String(s) => s.trim().to_lowercase(),
                    other => other.to_string(),
                })
                .collect();
            items.sort();
            items.dedup();
            Value::from(items)
        }
        other => other.clone(),
    }
}

/// `predicate {normalised args}`, the key two constraints match on.
fn key(predicate: &str, args: &Value) -> String {
    // Sorted keys: argument order does not matter.
    let mut map: BTreeMap<&str, Value> = BTreeMap::new();
    if let Value::Object(m) = args {
        for (k, v) in m {
            if !v.is_null() {
                map.insert(k, normalise(k, v));
            }
        }
    }
    let body: Map<String, Value> = map.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    format!(
        "{predicate} {}",
        serde_json::to_string(&body).unwrap_or_default()
    )
}

fn type_of(predicate: &str) -> String {
    lookup(predicate)
        .and_then(|p| p.ifeval_id)
        .unwrap_or(predicate)
        .to_string()
}

/// Ids that the formula states as plain conjuncts.
fn plain_conjuncts(spec: &Spec) -> Vec<String> {
    match &spec.formula {
        None => spec.constraints.iter().map(|c| c.id.clone()).collect(),
        Some(Formula::Atom(a)) => vec![a.clone()],
        Some(Formula::And(parts)) => parts
            .iter()
            .filter_map(|p| match p {
                Formula::Atom(a) => Some(a.clone()),
                _ => None,
            })
            .collect(),
        Some(_) => vec![],
    }
}

/// Compares `spec` (formulated from `instruction`) with the expected IFEval constraints.
pub fn score(instruction: &str, expected: &[(&str, &Value)], spec: &Spec) -> Score {
    let mut s = Score::default();
    let mut wanted: Vec<(String, String)> = Vec::new();
    for (id, kwargs) in expected {
        let k = match ifeval::to_check(id, kwargs, instruction) {
            Ok((p, args)) => key(p, &args),
            Err(_) => format!("{id} {kwargs}"),
        };
        s.expected += 1;
        s.by_type.entry(id.to_string()).or_default().expected += 1;
        wanted.push((id.to_string(), k));
    }
    let plain = plain_conjuncts(spec);
    for c in &spec.constraints {
        if c.kind() == Kind::Semantic {
            continue;
        }
        let (ty, k) = match &c.check {
            Check::Predicate { predicate, args } => (type_of(predicate), key(predicate, args)),
            Check::Dsl { dsl } => ("dsl".to_string(), format!("dsl {dsl}")),
            Check::Judge { .. } => continue,
        };
        s.found += 1;
        s.by_type.entry(ty.clone()).or_default().found += 1;
        let stated = plain.contains(&c.id);
        match wanted.iter().position(|(_, w)| stated && *w == k) {
            Some(i) => {
                let (wty, _) = wanted.remove(i);
                s.matched += 1;
                s.by_type.entry(wty).or_default().matched += 1;
            }
            None => s.extra.push((
                ty,
                if stated {
                    k
                } else {
                    format!("(in a relation) {k}")
                },
            )),
        }
    }
    s.missed = wanted;
    s
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::formulate_rules;

    #[test]
    fn matches_by_predicate_and_normalised_arguments() {
        let instruction = "Include the keywords 'Gravity' and 'orbit'. Use at least 300 words. Do not use any commas.";
        let spec = formulate_rules(instruction);
        let kw = json!({"keywords": ["orbit", "gravity"]});
        let words = json!({"relation": "at least", "num_words": 300});
        let title = json!({});
        let expected = [
            ("keywords:existence", &kw),
            ("length_constraints:number_words", &words),
            ("detectable_format:title", &title),
        ];
        let s = score(instruction, &expected, &spec);
        assert_eq!((s.expected, s.found, s.matched), (3, 3, 2));
        assert_eq!(s.missed[0].0, "detectable_format:title");
        assert!(s.extra[0].1.starts_with("no_commas"));
        assert_eq!(s.by_type["keywords:existence"].matched, 1);
    }

    #[test]
    fn a_negated_constraint_does_not_match_the_positive_one() {
        let instruction = "Do not wrap your answer in double quotes.";
        let spec = formulate_rules(instruction);
        let none = json!({});
        let s = score(instruction, &[("startend:quotation", &none)], &spec);
        assert_eq!((s.found, s.matched), (1, 0));
    }
}
