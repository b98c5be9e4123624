//! A requirement said twice is one constraint; both places are explained.

use nsvif_spec::Span;

use super::relations;
use crate::read::Text;
use crate::rules::Found;

/// `found` sorted by position without repeats. A copy inside an "if"/"either"/"unless"
/// sentence is its own constraint there and stays.
pub(crate) fn drop_repeated(
    text: &Text,
    mut found: Vec<Found>,
    covered: &mut Vec<Span>,
) -> Vec<Found> {
    found.sort_by_key(|f| (f.span.start, f.span.end));
    let mut out: Vec<Found> = Vec::with_capacity(found.len());
    // Sorted by position, a sentence's constraints come together: its connective is
    // looked for once, not once per constraint (quadratic in a long sentence).
    let mut last: Option<((usize, usize), bool)> = None;
    for f in found {
        let sentence = text.sentence_at(f.span.start);
        let related = match last {
            Some((s, related)) if s == sentence => related,
            _ => relations::has_connective(text, sentence.0, sentence.1),
        };
        last = Some((sentence, related));
        if !related
            && out
                .iter()
                .any(|o| o.emit == f.emit && o.negated == f.negated)
        {
            covered.push(f.span);
        } else {
            out.push(f);
        }
    }
    out
}
