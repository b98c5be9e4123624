//! The nsvif Spec: what an instruction requires, as data.
//!
//! A [`Spec`] is a list of [`Constraint`]s plus a [`Formula`] over their ids. Each
//! constraint is checked by a catalog predicate with typed arguments, by an expression of
//! the DSL ([`Expr`]), or by a semantic judge question. The formula and the DSL share one
//! pest grammar (`grammars/spec.pest`); parse errors point at the offending column.
//!
//! This crate only describes and validates; checking lives in `nsvif-check` and solving
//! in `nsvif-solve`.

#![warn(missing_docs)]

mod dsl;
mod error;
mod formula;
mod limits;
mod neutral;
mod parse;
pub mod quote;
mod relation;
mod spec;

pub use dsl::{BinOp, Expr, Function, Quantifier, FUNCTIONS, UNITS};
pub use error::{ParseError, SpecError};
pub use formula::Formula;
pub use limits::MAX_DEPTH;
pub use parse::{parse_expr, parse_formula};
pub use relation::{Bound, Relation};
pub use spec::{Check, Constraint, DslExprs, Kind, Span, Spec, Unexplained};
