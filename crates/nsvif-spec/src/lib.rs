//! The nsvif Spec: what an instruction requires, as data.
//!
//! A [`Spec`] is a list of [`Constraint`]s plus a [`Formula`] over their ids. Each
//! constraint is checked by a catalog predicate with typed arguments, by an expression of
//! the DSL ([`Expr`]), or by a semantic judge question. The formula and the DSL share one
//! pest grammar (`grammars/spec.pest`); parse errors point at the offending column.
//!
//! This crate only describes and validates; checking lives in `nsvif-check` and solving
//! in `nsvif-solve`.
//!
//! # Example
//!
//! ```
//! use nsvif_spec::{parse_formula, Kind, Spec};
//!
//! let spec = Spec::from_json(
//!     r#"{
//!       "constraints": [
//!         {"id": "c1", "text": "at most 50 words", "kind": "logic",
//!          "check": {"predicate": "word_count", "args": {"relation": "<=", "value": 50}}},
//!         {"id": "c2", "text": "short sentences", "kind": "logic",
//!          "check": {"dsl": "forall s in sentences(body): words(s) < 12"}},
//!         {"id": "c3", "text": "pessimistic tone", "kind": "semantic",
//!          "check": {"judge": "The response is written in a pessimistic tone."}}
//!       ],
//!       "formula": "c1 && (c2 || c3)"
//!     }"#,
//! )?;
//! assert_eq!(spec.constraint("c3").map(|c| c.kind()), Some(Kind::Semantic));
//! assert_eq!(spec.formula(), parse_formula("c1 && (c2 || c3)")?);
//!
//! // A formula naming no constraint is refused, by name.
//! let bad = Spec::from_json(r#"{"constraints": [], "formula": "c9"}"#).unwrap_err();
//! assert!(bad.to_string().contains("c9"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

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
