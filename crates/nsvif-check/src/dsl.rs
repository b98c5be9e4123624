//! Evaluation of DSL expressions (`nsvif_spec::Expr`) against a [`Document`].

use nsvif_spec::Expr;

use crate::{Document, Fact};

/// Evaluates a DSL check. Quantified checks name the element that decides them.
pub fn evaluate(expr: &Expr, _doc: &Document) -> Fact {
    Fact::unknown(expr.to_string(), "DSL evaluation is not implemented yet")
}
