//! Negation the rules did not read: a constraint stated under "do not …" that its rule
//! read without the negation is negated, or its relation flipped.

use crate::read::Text;
use crate::rules::{Emit, Found};

/// Negates constraints stated under a negation their rule did not read itself, and flips
/// the relation of counted ones instead ("do not use more than 100 words" is "fewer than
/// 101 words", which compares one to one with IFEval's kwargs).
pub(crate) fn apply_negation(text: &Text, mut found: Vec<Found>) -> Vec<Found> {
    // The ends in order: the latest end at or before a start by binary search.
    let mut ends: Vec<usize> = found.iter().map(|f| f.span.end).collect();
    ends.sort_unstable();
    for f in found.iter_mut() {
        // Look back no further than the end of the previous constraint: its own words
        // ("do not use commas and …") belong to it.
        let prev_end = match ends.partition_point(|&e| e <= f.span.start) {
            0 => 0,
            n => ends[n - 1],
        };
        let from = text.clause_start(f.span.start).max(prev_end);
        if text.negation_between(from, f.span.start).is_none() {
            continue;
        }
        if !flip_relation(&mut f.emit) {
            f.negated = !f.negated;
        }
    }
    found
}

/// Flips the relation of a counted IFEval constraint in place; false if it has none.
fn flip_relation(emit: &mut Emit) -> bool {
    let Emit::Ifeval { kwargs, .. } = emit else {
        return false;
    };
    let Some(map) = kwargs.as_object_mut() else {
        return false;
    };
    for key in ["relation", "let_relation", "capital_relation"] {
        let Some(rel) = map.get(key).and_then(|v| v.as_str()) else {
            continue;
        };
        let flipped = match rel {
            "at least" => "less than",
            "less than" => "at least",
            ">=" => "<",
            "<" => ">=",
            ">" => "<=",
            "<=" => ">",
            "==" => "!=",
            "!=" => "==",
            _ => return false,
        };
        map.insert(key.to_string(), flipped.into());
        return true;
    }
    false
}
