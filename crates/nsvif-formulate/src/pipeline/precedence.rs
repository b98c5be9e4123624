//! Which reading stands where a benchmark's template and the everyday grammar read the
//! same words. Under IFEval's conventions the template's, always, and the grammar's
//! nowhere: the benchmark's semantics apply. In plain mode the grammar's where it reads more than the template
//! ("5 bullet points *or fewer*", "*each* no longer than 12 words", a sign-off with a
//! name under it) or where it recognised a measure of something other than the response
//! ("keep paragraphs short (2–3 sentences)"), and the template's otherwise, so the two
//! agree wherever both are plain.

use nsvif_spec::Span;

use super::Conventions;
use crate::rules::Found;

/// Spans asked whether any of them overlaps a given one, in O(log n): sorted by start,
/// with the largest end so far (a scan of all of them per reading made an instruction
/// of many readings quadratic).
struct Spans {
    starts: Vec<usize>,
    max_end: Vec<usize>,
}

impl Spans {
    fn new(spans: impl Iterator<Item = Span>) -> Spans {
        let mut spans: Vec<Span> = spans.collect();
        spans.sort_by_key(|s| s.start);
        let mut end = 0;
        let max_end = spans
            .iter()
            .map(|s| {
                end = end.max(s.end);
                end
            })
            .collect();
        Spans {
            starts: spans.iter().map(|s| s.start).collect(),
            max_end,
        }
    }

    /// Whether one of them overlaps `span` (`a.start < b.end && b.start < a.end`).
    fn overlap(&self, span: Span) -> bool {
        let before_end = self.starts.partition_point(|&s| s < span.end);
        before_end > 0 && self.max_end[before_end - 1] > span.start
    }
}

/// `found` with the losing reading of every overlapping template/grammar pair removed,
/// in its order. Under IFEval's conventions the grammar reads nothing: a requirement of a
/// kind IFEval does not check is task text there.
pub(super) fn resolve(found: Vec<Found>, vetoed: &[Span], conventions: Conventions) -> Vec<Found> {
    if conventions == Conventions::Ifeval {
        return found.into_iter().filter(|f| !f.grammar).collect();
    }
    let vetoes = Spans::new(vetoed.iter().copied());
    let superseding = Spans::new(
        found
            .iter()
            .filter(|g| g.grammar && g.supersedes)
            .map(|g| g.span),
    );
    let template_stands = |t: &Found| match conventions {
        Conventions::Ifeval => true,
        Conventions::Plain => {
            // A veto withdraws a template's count of the whole response; a template's own
            // per-unit check ("each section at most 100 words") stands.
            (t.ifeval_id().is_none() || !vetoes.overlap(t.span)) && !superseding.overlap(t.span)
        }
    };
    let stands: Vec<bool> = found
        .iter()
        .map(|f| !f.grammar && template_stands(f))
        .collect();
    let standing = Spans::new(
        found
            .iter()
            .zip(&stands)
            .filter(|(_, &s)| s)
            .map(|(t, _)| t.span),
    );
    let keep: Vec<bool> = found
        .iter()
        .zip(&stands)
        .map(|(f, &s)| s || (f.grammar && !standing.overlap(f.span)))
        .collect();
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(f, k)| k.then_some(f))
        .collect()
}
