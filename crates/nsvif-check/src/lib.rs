//! nsvif checkers: decide each constraint of a Spec against an output.
//!
//! - [`Document`] parses an output once into the units predicates count.
//! - The catalog ([`catalog`], one predicate per file under `predicates/`) holds the
//!   logic predicates; each compiles its arguments once and returns a [`Fact`] with
//!   evidence.
//! - [`dsl`] evaluates DSL expressions for logic checks the catalog lacks.
//! - [`CompiledSpec`] compiles a whole Spec once and checks outputs against it.
//!
//! Semantic constraints (judges) are not decided here: they come back `unknown` until a
//! judge (`nsvif::judge`, over an `nsvif-llm` client) answers them.
//!
//! # Example
//!
//! ```
//! use nsvif_check::{CompiledSpec, Document, EvidenceKind, Options};
//! use nsvif_spec::Spec;
//!
//! let spec = Spec::from_json(
//!     r#"{"constraints": [{"id": "c1", "text": "no commas", "kind": "logic",
//!                         "check": {"predicate": "no_commas"}}]}"#,
//! )?;
//! let compiled = CompiledSpec::new(spec, &Options::default())?;
//!
//! let facts = compiled.check(&Document::new("Hello, world"));
//! assert_eq!(facts[0].value, Some(false));
//! assert!(matches!(facts[0].evidence.kind, EvidenceKind::Absent { got: 1, .. }));
//! let at = facts[0].evidence.location.as_ref().expect("the comma's place");
//! assert_eq!((at.line, at.column), (1, 6));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod bounded_regex;
mod compiled;
mod deadline;
mod document;
pub mod dsl;
mod evidence;
mod fact;
mod finding;
pub mod ifbench;
pub mod ifeval;
mod kwargs;
pub mod mifeval;
mod nlp;
mod overrun;
mod predicate;
pub mod predicates;
mod pycompat;
mod regex_cache;
mod requirement;
#[cfg(test)]
mod test_rng;
pub mod think;
mod undecided;

pub use bounded_regex::{
    BoundedRegex, RegexError, MAX_CAPTURE_GROUPS, MAX_NESTING, MAX_NFA_WORK, REGEX_SIZE_LIMIT,
};
pub use compiled::{within_deadline, Checker, CompiledConstraint, CompiledSpec};
pub use document::{Document, Heading, Segment};
pub use evidence::{End, Evidence, EvidenceKind, JudgeAnswer, Noun};
pub use fact::{Fact, Location};
pub use finding::{Detail, Finding, SAMPLE_SHOWN};
pub use nsvif_spec::{Bound, Relation};
pub use overrun::Overrun;
pub use predicate::{
    args_schema, compile_from, FromArgs, IfbenchVersion, Options, Predicate, PredicateInfo,
    UnknownIfbenchVersion,
};
pub use predicates::{catalog, lookup, lookup_ifbench, lookup_ifeval, lookup_mifeval};
pub use requirement::Requirement;
pub use undecided::{JudgeFailure, UndecidedReason};

use nsvif_spec::quote::{clip_message, short};

/// Why a check could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// No catalog predicate has this name.
    #[error("unknown predicate `{}` (see `nsvif catalog`)", short(.0))]
    UnknownPredicate(String),
    /// The predicate's arguments do not fit it.
    #[error("predicate `{}`: bad arguments: {}", short(.predicate), clip_message(.message))]
    BadArgs {
        /// The predicate's name.
        predicate: String,
        /// What is wrong with the arguments.
        message: String,
    },
    /// No IFEval instruction has this id.
    #[error("unknown IFEval instruction id `{}`", short(.0))]
    UnknownIfevalId(String),
    /// Neither IFEval nor IFBench has an instruction with this id.
    #[error("unknown IFEval or IFBench instruction id `{}`", short(.0))]
    UnknownIfbenchId(String),
    /// M-IFEval has no instruction with this id.
    #[error("unknown M-IFEval instruction id `{}`", short(.0))]
    UnknownMifevalId(String),
    /// The message includes the inner error, so it is not also a `source` (a chain
    /// printer such as anyhow's `{:#}` would print it twice).
    #[error("constraint `{}`: {error}", short(.id))]
    Constraint {
        /// The constraint's id.
        id: String,
        /// Why its check could not be built.
        error: Box<CheckError>,
    },
    /// The Spec itself is invalid.
    #[error(transparent)]
    Spec(#[from] nsvif_spec::SpecError),
}

/// Compiles a catalog predicate by name.
pub fn compile(
    name: &str,
    args: &serde_json::Value,
    options: &Options,
) -> Result<Box<dyn Predicate>, CheckError> {
    let info = lookup(name).ok_or_else(|| CheckError::UnknownPredicate(name.to_string()))?;
    (info.compile)(args, options)
}
