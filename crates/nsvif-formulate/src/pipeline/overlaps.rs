//! Readings that overlap: one inside a longer one, or a parenthesis that restates the
//! constraint just before it. The dropped reading's span stays explained.

use nsvif_spec::Span;

use crate::read::Text;
use crate::rules::{Emit, Found};

/// Where two readings overlap and one lies inside the other, the longer one is the
/// reading ("at least 15 words in all capital letters" counts capitals; it does not ask
/// for 15 words or an all-capitals response). The inner span stays explained.
pub(crate) fn drop_contained(found: Vec<Found>, covered: &mut Vec<Span>) -> Vec<Found> {
    let inside = |a: &Found, b: &Found| {
        b.span.start <= a.span.start
            && a.span.end <= b.span.end
            && (b.span.end - b.span.start) > (a.span.end - a.span.start)
    };
    // A sweep by start (the longer first at one start): a reading's containers come
    // before it and still reach its start. Only readings covering one point are compared
    // with each other, not every pair of a long instruction's thousands.
    let mut order: Vec<usize> = (0..found.len()).collect();
    order.sort_by_key(|&i| (found[i].span.start, std::cmp::Reverse(found[i].span.end)));
    let mut keep = vec![true; found.len()];
    let mut open: Vec<usize> = Vec::new();
    for i in order {
        let f = &found[i];
        open.retain(|&g| found[g].span.end >= f.span.start);
        keep[i] = !open
            .iter()
            .any(|&g| found[g].emit != f.emit && inside(f, &found[g]));
        open.push(i);
    }
    kept(found, &keep, covered)
}

/// "Keep it under 3 sentences (just 1 or 2 sentences, not 3)": a parenthesis that
/// restates the constraint just before it adds nothing, and reading it again would add a
/// weaker or a different bound. A constraint found inside parentheses is dropped when a
/// constraint of the same family ends just before the opening parenthesis.
pub(crate) fn drop_restated_in_parentheses(
    text: &Text,
    found: Vec<Found>,
    covered: &mut Vec<Span>,
) -> Vec<Found> {
    let family = |f: &Found| match &f.emit {
        Emit::Ifeval { id, .. } => *id,
        Emit::Dsl(_) => "dsl",
        Emit::Judge(_) => "judge",
    };
    // The readings by end: those ending in the blank run before a parenthesis are found
    // by binary search, not by a scan of every reading for every parenthesis.
    let mut by_end: Vec<usize> = (0..found.len()).collect();
    by_end.sort_by_key(|&i| found[i].span.end);
    let keep: Vec<bool> = found
        .iter()
        .map(|f| {
            let Some(open) = text.enclosing_parenthesis(f.span.start) else {
                return true;
            };
            let blank_from = text.raw[..open].trim_end().len();
            let from = by_end.partition_point(|&g| found[g].span.end < blank_from);
            let to = by_end.partition_point(|&g| found[g].span.end <= open);
            !by_end[from..to.max(from)]
                .iter()
                .any(|&g| family(&found[g]) == family(f))
        })
        .collect();
    kept(found, &keep, covered)
}

/// The readings `keep` marks; the span of each other one goes to `covered`, where it stays
/// explained.
fn kept(found: Vec<Found>, keep: &[bool], covered: &mut Vec<Span>) -> Vec<Found> {
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(f, &k)| {
            if !k {
                covered.push(f.span);
            }
            k.then_some(f)
        })
        .collect()
}
