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

fn overlap(a: Span, b: Span) -> bool {
    a.start < b.end && b.start < a.end
}

/// `found` with the losing reading of every overlapping template/grammar pair removed,
/// in its order. Under IFEval's conventions the grammar reads nothing: a requirement of a
/// kind IFEval does not check is task text there.
pub(super) fn resolve(found: Vec<Found>, vetoed: &[Span], conventions: Conventions) -> Vec<Found> {
    if conventions == Conventions::Ifeval {
        return found.into_iter().filter(|f| !f.grammar).collect();
    }
    let template_stands = |t: &Found| match conventions {
        Conventions::Ifeval => true,
        Conventions::Plain => {
            // A veto withdraws a template's count of the whole response; a template's own
            // per-unit check ("each section at most 100 words") stands.
            (t.ifeval_id().is_none() || !vetoed.iter().any(|&v| overlap(v, t.span)))
                && !found
                    .iter()
                    .any(|g| g.grammar && g.supersedes && overlap(g.span, t.span))
        }
    };
    let stands: Vec<bool> = found
        .iter()
        .map(|f| !f.grammar && template_stands(f))
        .collect();
    let keep: Vec<bool> = found
        .iter()
        .zip(&stands)
        .map(|(f, &s)| {
            s || (f.grammar
                && !found
                    .iter()
                    .zip(&stands)
                    .any(|(t, &ts)| ts && overlap(f.span, t.span)))
        })
        .collect();
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(f, k)| k.then_some(f))
        .collect()
}
