//! Negation the rules did not read: a constraint stated under "do not …" that its rule
//! read without the negation is negated, or its relation flipped; a phrase a rule only
//! marked as read (explained, no constraint) under one is read no longer.

use nsvif_spec::Span;

use crate::read::Text;
use crate::rules::{Emit, Found};

/// The spans the rules explained without a constraint, less those stated under a
/// negation: "use markdown" asks nothing checkable, "do not use markdown" does, and a
/// rule that read the phrase without its negation has not read the requirement. A span
/// inside a constraint's own reading stays (the constraint carries the negation).
pub(crate) fn uncover_negated(text: &Text, found: &[Found], covered: Vec<Span>) -> Vec<Span> {
    covered
        .into_iter()
        .filter(|c| {
            if found
                .iter()
                .any(|f| f.span.start <= c.start && c.end <= f.span.end)
            {
                return true;
            }
            // As for constraints: no further back than the end of a constraint before it.
            let prev_end = found
                .iter()
                .map(|f| f.span.end)
                .filter(|&e| e <= c.start)
                .max()
                .unwrap_or(0);
            let from = text.clause_start(c.start).max(prev_end);
            // Read up to the end of the span's first word, so that what does not negate
            // ("do not forget to add punctuation") is told apart as it is for constraints;
            // a negation the span itself opens with is one its rule read ("don't add
            // anything before or after the JSON").
            let first_word_end = text.lower[c.start..c.end]
                .find(|ch: char| !ch.is_alphanumeric() && ch != '\'')
                .map_or(c.end, |i| c.start + i);
            text.negation_between(from, first_word_end)
                .is_none_or(|at| at >= c.start)
        })
        .collect()
}

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
