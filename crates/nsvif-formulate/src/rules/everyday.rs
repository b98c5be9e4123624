//! The everyday constraint language (`grammars/everyday.pest`, [`crate::grammar`]):
//! "keep it under 100 characters", "each bullet must be under 10 words", "the second
//! must start with 'However'", "a table with two columns", read as DSL checks.
//!
//! Runs after every template family. Where a template read the same words, the pipeline
//! decides which reading stands (`pipeline::precedence`): the template's under IFEval's
//! conventions, the grammar's in plain mode where it reads more.

use nsvif_spec::Span;
use nsvif_spec::{BinOp, Expr, Quantifier};

use super::{Emit, Found, Sink, Text};
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
        let (expr, start) = negated_per_part(text, &sink.found, expr, r.start);
        sink.push(text, Emit::Dsl(expr.to_string()), start, r.end);
        if let Some(f) = sink.found.last_mut() {
            f.grammar = true;
            f.supersedes = r.supersedes || reads_more;
        }
    }
}

/// "Don't write more than 2 sentences per paragraph": a negation before a measure of
/// every part holds of each part (no paragraph has more than 2), not of the whole
/// reading (some paragraph has at most 2). The negation goes into the quantifier, and the
/// reading starts at it, so that it is not negated again (`pipeline::negation`).
fn negated_per_part(text: &Text, found: &[Found], expr: Expr, start: usize) -> (Expr, usize) {
    let Expr::Quant {
        quantifier: Quantifier::Forall,
        var,
        domain,
        body,
    } = expr
    else {
        return (expr, start);
    };
    // As `pipeline::negation` looks: no further back than the constraint before.
    let prev_end = found
        .iter()
        .map(|f| f.span.end)
        .filter(|&e| e <= start)
        .max()
        .unwrap_or(0);
    let from = text.clause_start(start).max(prev_end);
    let forall = |body| Expr::Quant {
        quantifier: Quantifier::Forall,
        var,
        domain,
        body,
    };
    match text.negation_between(from, start) {
        Some(at) => (forall(Box::new(negation_of(*body))), at),
        None => (forall(body), start),
    }
}

/// `!e`, with a comparison's relation flipped so that the evidence reads as the
/// requirement ("<= 2", not "!(> 2)").
fn negation_of(e: Expr) -> Expr {
    let flipped = |op| match op {
        BinOp::Lt => Some(BinOp::Ge),
        BinOp::Le => Some(BinOp::Gt),
        BinOp::Gt => Some(BinOp::Le),
        BinOp::Ge => Some(BinOp::Lt),
        BinOp::Eq => Some(BinOp::Ne),
        BinOp::Ne => Some(BinOp::Eq),
        _ => None,
    };
    match e {
        Expr::Binary(op, a, b) if flipped(op).is_some() => {
            Expr::Binary(flipped(op).expect("a comparison"), a, b)
        }
        e => Expr::Not(Box::new(e)),
    }
}

#[cfg(test)]
mod tests {
    /// The formula over the constraints (empty: all of them hold), and each constraint's
    /// DSL.
    fn read(instruction: &str) -> (String, Vec<String>) {
        let spec = crate::formulate_rules(instruction);
        let dsl = spec
            .constraints
            .iter()
            .filter_map(|c| match &c.check {
                nsvif_spec::Check::Dsl { dsl } => Some(dsl.to_string()),
                _ => None,
            })
            .collect();
        (spec.formula.map(|f| f.to_string()).unwrap_or_default(), dsl)
    }

    #[test]
    fn a_negation_before_a_measure_of_every_part_holds_of_each_part() {
        assert_eq!(
            read("Don't write more than 2 sentences per paragraph."),
            (
                String::new(),
                vec!["forall p in paragraphs(body): count(sentences(p)) <= 2".to_string()]
            )
        );
        assert_eq!(
            read("Each bullet must be under 10 words."),
            (
                String::new(),
                vec!["forall b in bullets(all): words(item(b)) < 10".to_string()]
            )
        );
    }
}
