//! nsvif: does this LLM output follow the instruction that produced it?
//!
//! ```text
//! instruction ──formulate──▶ Spec ─┐
//!                                  ├──check──▶ Facts ──solve──▶ Verdict
//! output ──────────────────────────┘
//! ```
//!
//! [`Verifier::prepare`] formulates an instruction once (the result depends on the
//! instruction only); [`Prepared::check`] is the cheap per-output call that returns a
//! [`Report`]. With an LLM ([`Verifier::with_llm`]), [`Verifier::prepare_async`] and
//! [`Prepared::check_async`] add LLM formulation and lazy semantic judges. The `nsvif` binary and the benchmark runner ([`bench`]) are thin layers
//! over this.

pub mod bench;
pub mod judge;
mod llm;
mod report;
mod verifier;

pub use judge::Judge;
pub use llm::{FormulationNote, Formulator, LlmSetup};
pub use report::{ConstraintReport, Cost, Report, Violation};
pub use verifier::{Prepared, Verifier, VerifierOptions};

pub use nsvif_check::Options as CheckOptions;
pub use nsvif_solve::Verdict;
pub use nsvif_spec::Spec;
