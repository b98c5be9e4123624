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
    let keep: Vec<bool> = found
        .iter()
        .map(|f| !found.iter().any(|g| g.emit != f.emit && inside(f, g)))
        .collect();
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(f, k)| {
            if !k {
                covered.push(f.span);
            }
            k.then_some(f)
        })
        .collect()
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
    let keep: Vec<bool> = found
        .iter()
        .map(|f| {
            let Some(open) = text.enclosing_parenthesis(f.span.start) else {
                return true;
            };
            !found.iter().any(|g| {
                family(g) == family(f)
                    && g.span.end <= open
                    && text.raw[g.span.end..open].trim().is_empty()
            })
        })
        .collect();
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(f, k)| {
            if !k {
                covered.push(f.span);
            }
            k.then_some(f)
        })
        .collect()
}
