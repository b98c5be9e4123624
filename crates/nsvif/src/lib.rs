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
//! agent loop: generate → check → feed back → regenerate.
//! [`Verifier::prepare_conversation`] takes a conversation ([`Message`]s) instead: its
//! system and user turns instruct the last reply, each formulated once. With an LLM
//! ([`VerifierBuilder::llm`]), [`Verifier::prepare_async`] and [`Prepared::check_async`]
//! add LLM formulation and lazy semantic judges ([`judge`]). The `nsvif` binary
//! (`crates/nsvif-cli`), the benchmarks (`crates/nsvif-bench`) and the Python package
//! (`crates/nsvif-py`) are thin layers over this; [`run_batch`] runs their batches.
//!
//! One name per concept, where names come close:
//! - LLM settings: [`nsvif_llm::LlmSettings`] is one source's partial view (flags,
//!   keyword arguments, environment, config file), resolved by
//!   [`nsvif_llm::LlmSettings::resolve_layered`] into an [`nsvif_llm::LlmConfig`] (every
//!   value settled); [`LlmSetup`] is a configuration connected: the client, the
//!   [`Formulator`] mode and the judges a [`Verifier`] holds.
//! - Results: [`Verdict`] is sat / unsat / unknown; [`nsvif_solve::Solution`] is the
//!   solver's answer on the facts (verdict, violated and undecided atoms); [`Decision`] is
//!   the verdict and each constraint's value without evidence (scoring many outputs);
//!   [`Report`] is everything for people and agents (facts with evidence, violations,
//!   feedback, cost).
//! - Formulation: `nsvif_formulate::pipeline::RulesFormulation` is what the rules read,
//!   `nsvif_formulate::llm::LlmFormulation` what the LLM's formulation gave (its Spec,
//!   its calls, each [`Reading`] and whether it counts), [`FormulationNote`] how a
//!   prepared instruction's LLM formulation went, [`Review`] what a report says of it.
//!
//! # Examples
//!
//! One instruction, checked on each output (no LLM: the rules formulate it):
//!
//! ```
//! use nsvif::{Verdict, Verifier};
//!
//! let verifier = Verifier::builder().build()?;
//! let prepared =
//!     verifier.prepare("Answer in all lowercase letters and do not use any commas.")?;
//!
//! let report = prepared.check("hello there, friend");
//! assert_eq!(report.verdict, Verdict::Unsat);
//! assert_eq!(report.violated.len(), 1); // the comma, with where it is
//! assert!(report.feedback().contains("comma"));
//!
//! assert_eq!(prepared.check("hello there friend").verdict, Verdict::Sat);
//! # Ok::<(), nsvif::Error>(())
//! ```
//!
//! A conversation: the system prompt and the user turns instruct the reply.
//!
//! ```
//! use nsvif::{Message, Verdict, Verifier};
//!
//! let verifier = Verifier::builder().build()?;
//! let messages = [
//!     Message::system("Keep answers under 20 words. Never use exclamation marks."),
//!     Message::user("What is Rust?"),
//! ];
//! let prepared = verifier.prepare_conversation(&messages)?;
//! assert_eq!(prepared.check("A systems programming language!").verdict, Verdict::Unsat);
//! assert_eq!(prepared.check("A systems programming language.").verdict, Verdict::Sat);
//! # Ok::<(), nsvif::Error>(())
//! ```

#![warn(missing_docs)]

mod atom;
pub mod batch;
mod builder;
mod cache;
pub mod conversation;
mod error;
mod feedback;
pub mod given;
pub mod judge;
pub mod limits;
mod llm;
pub mod refine;
mod report;
mod review;
mod verifier;

pub use atom::Undecided;
pub use batch::run_batch;
pub use builder::VerifierBuilder;
pub use cache::CacheStats;
pub use conversation::{Message, Role};
pub use error::Error;
pub use given::{spec_from_constraints, GivenConstraint};
pub use judge::Judge;
pub use llm::{FormulationNote, Formulator, LlmSetup};
pub use nsvif_formulate::llm::{Outcome as ReadingOutcome, Reading};
pub use refine::{refine, Generator, RefineOptions, RefineOutcome, StopReason};
pub use report::{ConstraintReport, Cost, Decision, Report, Violation};
pub use review::{Review, SkipReason};
pub use verifier::{Prepared, Verifier, VerifierOptions};

pub use nsvif_check::{IfbenchVersion, Options as CheckOptions, UnknownIfbenchVersion};
pub use nsvif_formulate::Conventions;
pub use nsvif_solve::Verdict;
pub use nsvif_spec::Spec;
