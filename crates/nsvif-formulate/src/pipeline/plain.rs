//! Template readings restated in plain terms in plain mode, where the benchmark the
//! template comes from counts differently from what its words mean to a reader.
//!
//! A bullet count: IFEval's `number_bullet_lists` counts only lines that open with `*`
//! or `-`, so "Give me 4-6 bullets" over five `•` items would fail. In plain mode the
//! count is of the lines that open with a bullet marker, `*`, `-`, `+` or `•`, and a
//! space (numbered items are not bullet points); `--ifeval-compat` keeps IFEval's.

use nsvif_spec::{BinOp, Check, Expr, Function};
use serde_json::Value;

use crate::rules::{Emit, Found};

/// The plain check of `f`, where it differs from its template's.
pub(super) fn check_of(f: &Found) -> Option<Check> {
    let Emit::Ifeval { id, kwargs } = &f.emit else {
        return None;
    };
    if *id != "detectable_format:number_bullet_lists" {
        return None;
    }
    let n = kwargs.get("num_bullets").and_then(Value::as_i64)?;
    let op = match kwargs
        .get("relation")
        .and_then(Value::as_str)
        .unwrap_or("==")
    {
        op @ ("==" | "<=" | ">=" | "<" | ">") => op,
        _ => return None,
    };
    let op = match op {
        "==" => BinOp::Eq,
        "<=" => BinOp::Le,
        ">=" => BinOp::Ge,
        "<" => BinOp::Lt,
        _ => BinOp::Gt,
    };
    let bullets = Expr::Call(
        Function::Count,
        vec![Expr::Call(
            Function::Matches,
            vec![
                Expr::Var("all".into()),
                Expr::Str(crate::grammar::BULLET_POINT.into()),
            ],
        )],
    );
    let dsl = Expr::Binary(op, Box::new(bullets), Box::new(Expr::Int(n))).to_string();
    Some(Check::Dsl { dsl })
}

#[cfg(test)]
mod tests {
    use nsvif_spec::Check;

    fn checks(instruction: &str) -> Vec<Check> {
        crate::formulate_rules(instruction)
            .constraints
            .into_iter()
            .map(|c| c.check)
            .collect()
    }

    #[test]
    fn a_bullet_count_counts_every_bullet_marker_in_plain_mode() {
        // Whichever reads it, the template or the grammar, the count is over every marker.
        let exprs: Vec<_> = checks("Give me 4-6 bullets.")
            .into_iter()
            .map(|c| match c {
                Check::Dsl { dsl } => nsvif_spec::parse_expr(&dsl).expect("a DSL check"),
                other => panic!("a DSL check expected, not {other:?}"),
            })
            .collect();
        assert!(!exprs.is_empty());
        let holds = |output: &str| {
            exprs.iter().all(|e| {
                nsvif_check::dsl::evaluate(e, &nsvif_check::Document::new(output)).value
                    == Some(true)
            })
        };
        assert!(holds("• a\n• b\n+ c\n- d"));
        assert!(
            !holds("1. a\n2. b\n3. c\n4. d"),
            "numbered items are not bullets"
        );
        // IFEval's conventions keep IFEval's count.
        let compat =
            crate::formulate_rules_with("Give me 4-6 bullets.", crate::Conventions::Ifeval);
        assert!(matches!(
            compat.constraints[0].check,
            Check::Predicate { .. }
        ));
    }
}
