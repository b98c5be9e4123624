//! The everyday constraint language (`grammars/everyday.pest`, [`crate::grammar`]):
//! "keep it under 100 characters", "each bullet must be under 10 words", "the second
//! must start with 'However'", "a table with two columns", read as DSL checks.
//!
//! Runs after every template family and reads only where none of them did, so a phrasing
//! a benchmark's template reads keeps that benchmark's semantics.

use super::{Emit, Sink, Text};
use crate::grammar;

pub(crate) fn everyday(text: &Text, sink: &mut Sink) {
    let taken: Vec<(usize, usize)> = (sink.found.iter().map(|f| (f.span.start, f.span.end)))
        .chain(sink.covered.iter().map(|s| (s.start, s.end)))
        .collect();
    for r in grammar::scan(text, &taken) {
        if taken.iter().any(|&(s, e)| s < r.end && r.start < e) {
            continue;
        }
        sink.push(text, Emit::Dsl(r.expr.to_string()), r.start, r.end);
        if let Some(f) = sink.found.last_mut() {
            f.grammar = true;
        }
    }
}
