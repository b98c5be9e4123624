//! The everyday constraint language (`grammars/everyday.pest`, [`crate::grammar`]):
//! "keep it under 100 characters", "each bullet must be under 10 words", "the second
//! must start with 'However'", "a table with two columns", read as DSL checks.
//!
//! Runs after every template family. Where a template read the same words, the pipeline
//! decides which reading stands (`pipeline::precedence`): the template's under IFEval's
//! conventions, the grammar's in plain mode where it reads more.

use nsvif_spec::Span;

use super::{Emit, Sink, Text};
use crate::grammar;

pub(crate) fn everyday(text: &Text, sink: &mut Sink) {
    let taken: Vec<(usize, usize)> = (sink.found.iter().map(|f| (f.span.start, f.span.end)))
        .chain(sink.covered.iter().map(|s| (s.start, s.end)))
        .collect();
    for r in grammar::scan(text, &taken) {
        let Some(expr) = r.expr else {
            sink.vetoed.push(Span {
                start: r.start,
                end: r.end,
            });
            continue;
        };
        // A template that read part of the measure ("1 hashtag" of "max 1 hashtag",
        // "shorter than 25 words" of "no shorter than 25 words") missed its relation; one
        // the grammar reads on past ("Avoid commas *entirely*") missed the rest.
        // Filler past the template's end ("… *anywhere*", "… *in your response*") reads
        // nothing more.
        let (cs, ce) = r.core.unwrap_or((r.start, r.end));
        let reads_more = sink.found.iter().any(|t| {
            !t.grammar
                && cs <= t.span.start
                && t.span.end <= ce
                && ((t.span.end < ce
                    && crate::pipeline::remainder::content_words(&text.lower[t.span.end..ce])
                        .next()
                        .is_some())
                    || (r.core.is_some() && cs < t.span.start))
        });
        sink.push(text, Emit::Dsl(expr.to_string()), r.start, r.end);
        if let Some(f) = sink.found.last_mut() {
            f.grammar = true;
            f.supersedes = r.supersedes || reads_more;
        }
    }
}
