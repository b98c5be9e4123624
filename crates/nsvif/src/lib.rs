//! nsvif: does this LLM output follow the instruction that produced it?
//!
//! ```text
//! instruction ──formulate──▶ Spec ─┐
//!                                  ├──check──▶ Facts ──solve──▶ Verdict
//! output ──────────────────────────┘
//! ```
//!
//! [`Verifier::builder`] configures how outputs are checked; [`Verifier::prepare`]
//! formulates an instruction once (the result depends on the instruction only, and is
//! cached by instruction); [`Prepared::check`] is the cheap per-output call that returns a
//! [`Report`], whose [`Report::feedback`] tells a model what to fix. [`refine()`] is the
//! agent loop: generate → check → feed back → regenerate. With an LLM
//! ([`VerifierBuilder::llm`]), [`Verifier::prepare_async`] and [`Prepared::check_async`]
//! add LLM formulation and lazy semantic judges ([`judge`]). The `nsvif` binary
//! (`crates/nsvif-cli`), the benchmarks (`crates/nsvif-bench`) and the Python package
//! (`crates/nsvif-py`) are thin layers over this.

pub mod batch;
mod builder;
mod cache;
mod error;
mod feedback;
pub mod given;
pub mod judge;
pub mod limits;
mod llm;
pub mod refine;
mod report;
mod verifier;

pub use batch::run_batch;
pub use builder::VerifierBuilder;
pub use cache::CacheStats;
pub use error::Error;
pub use given::{spec_from_constraints, GivenConstraint};
pub use judge::Judge;
pub use llm::{FormulationNote, Formulator, LlmSetup};
pub use refine::{refine, Generator, RefineOptions, RefineOutcome, StopReason};
pub use report::{ConstraintReport, Cost, Decision, Report, Violation};
pub use verifier::{Prepared, Verifier, VerifierOptions};

pub use nsvif_check::Options as CheckOptions;
pub use nsvif_formulate::Conventions;
pub use nsvif_solve::Verdict;
pub use nsvif_spec::Spec;
